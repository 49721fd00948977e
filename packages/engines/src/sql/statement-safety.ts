import type { Node } from './ast-util.ts';
import { isNode } from './ast-util.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia, positionOf } from './sql-lexer.ts';
import type { SqlIssue } from './sql-types.ts';

const READ_ONLY = new Set(['SELECT', 'VALUES', 'EXPLAIN', 'TABLE']);
/** Statements whose only purpose is to read the database catalogue or settings. */
const CATALOGUE_STATEMENTS = new Set(['SHOW', 'DESCRIBE', 'DESC']);
const DESTRUCTIVE = new Set(['DROP', 'TRUNCATE', 'ALTER', 'RENAME']);
const PRIVILEGE = new Set(['GRANT', 'REVOKE', 'DENY']);
const ATTACH = new Set(['ATTACH', 'DETACH']);
/** Statement keywords that change data, schema or session state. An unparsable statement starting otherwise is just a syntax error. */
const STATE_CHANGING = new Set([
  'INSERT',
  'REPLACE',
  'UPSERT',
  'MERGE',
  'UPDATE',
  'DELETE',
  'CREATE',
  'COPY',
  'LOAD',
  'CALL',
  'EXEC',
  'EXECUTE',
  'SET',
  'LOCK',
  'UNLOCK',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'START',
  'SAVEPOINT',
  'RELEASE',
  'END',
  'VACUUM',
  'REINDEX',
  'ANALYZE',
  'CLUSTER',
  'COMMENT',
  'REFRESH',
  'USE',
  'DECLARE',
  'DO',
  'HANDLER',
  'IMPORT',
  'EXPORT',
  'PUT',
  'REMOVE',
  'UNLOAD',
  'OPTIMIZE',
  'FLUSH',
  'RESET',
  'KILL',
  'SHUTDOWN',
  'INSTALL',
  'UNINSTALL',
  'PREPARE',
  'DEALLOCATE',
  'LISTEN',
  'NOTIFY',
  'DISCARD',
  'CHECKPOINT',
  'REASSIGN',
  'SECURITY',
]);
/** Pragmas that take an argument and still only read. Any other pragma with a value changes the connection. */
const READ_PRAGMAS_WITH_ARG = new Set([
  'table_info',
  'table_xinfo',
  'table_list',
  'index_list',
  'index_info',
  'index_xinfo',
  'foreign_key_list',
  'foreign_key_check',
  'integrity_check',
  'quick_check',
  'function_list',
  'pragma_list',
  'collation_list',
  'module_list',
  'database_list',
  'compile_options',
]);
const ACTING_PRAGMAS = new Set(['optimize', 'shrink_memory', 'wal_checkpoint', 'incremental_vacuum']);

/**
 * Leading keywords of statements other than queries and DML. An engine is not asked to plan these; any other leading
 * word (a typo such as SELEC) goes to the engine, whose syntax error is the verdict.
 */
export function isNonQueryStatement(word: string): boolean {
  return (
    DESTRUCTIVE.has(word) ||
    PRIVILEGE.has(word) ||
    ATTACH.has(word) ||
    CATALOGUE_STATEMENTS.has(word) ||
    word === 'PRAGMA' ||
    word === 'EXPLAIN' ||
    (STATE_CHANGING.has(word) && !['INSERT', 'UPDATE', 'DELETE', 'REPLACE', 'MERGE', 'UPSERT'].includes(word))
  );
}

/** First keyword of the main statement; for `WITH … AS (…) <stmt>` the keyword after the CTE list. */
export function leadingKeyword(tokens: SqlToken[]): { word: string; index: number } {
  const sig = tokens.filter((t) => !isTrivia(t));
  const first = sig[0];
  if (!first) return { word: '', index: -1 };
  let word = first.kind === 'word' ? first.text.toUpperCase() : first.text;
  if (word === '(') {
    const inner = sig.find((t) => t.kind === 'word');
    return { word: inner ? inner.text.toUpperCase() : '(', index: 0 };
  }
  if (word !== 'WITH') return { word, index: 0 };
  let depth = 0;
  for (let k = 1; k < sig.length; k++) {
    const t = sig[k] as SqlToken;
    if (t.text === '(') depth++;
    else if (t.text === ')') depth--;
    else if (depth === 0 && t.kind === 'word' && /^(?:SELECT|INSERT|UPDATE|DELETE|MERGE|REPLACE|VALUES)$/i.test(t.text)) {
      word = t.text.toUpperCase();
      return { word, index: k };
    }
  }
  return { word: 'WITH', index: 0 };
}

function hasTopLevelWord(tokens: SqlToken[], word: string): boolean {
  let depth = 0;
  for (const t of tokens) {
    if (t.text === '(') depth++;
    else if (t.text === ')') depth--;
    else if (depth === 0 && t.kind === 'word' && t.text.toUpperCase() === word) return true;
  }
  return false;
}

function pragmaIssue(span: SqlStatementSpan): SqlIssue {
  const sig = span.tokens.filter((t) => !isTrivia(t));
  let k = 1;
  if (sig[k + 1]?.text === '.') k += 2;
  const name = (sig[k]?.text ?? '').toLowerCase();
  const next = sig[k + 1]?.text;
  const writes = next === '=' || (next === '(' && !READ_PRAGMAS_WITH_ARG.has(name)) || ACTING_PRAGMAS.has(name);
  return writes
    ? { code: 'PRAGMA_WRITE', message: `PRAGMA ${name} changes database settings and is never allowed.` }
    : { code: 'CATALOGUE_READ', message: `PRAGMA ${name} reads the database catalogue or settings, which is never allowed.` };
}

/**
 * Classifies one statement against the read-only policy. Destructive, privilege, ATTACH and catalogue statements
 * (PRAGMA, SHOW, DESCRIBE) are refused even with allow_writes; INSERT/UPDATE/DELETE/CREATE and other state changes only without it. The parsed statement, when
 * the grammar accepted it, refines the lexical reading (e.g. a DELETE whose WHERE sits inside a CTE).
 */
export function statementSafetyIssues(sql: string, span: SqlStatementSpan, ast: Node | null, allowWrites: boolean): SqlIssue[] {
  const { word } = leadingKeyword(span.tokens);
  const position = positionOf(sql, span.start);
  const type = ast && typeof ast.type === 'string' ? ast.type.toUpperCase() : word;
  const kw = ast ? type : word;
  if (DESTRUCTIVE.has(kw) || DESTRUCTIVE.has(word)) {
    return [{ code: 'DESTRUCTIVE_STATEMENT', message: `${word} is a destructive statement and is never allowed.`, position }];
  }
  if (PRIVILEGE.has(word) || PRIVILEGE.has(kw))
    return [{ code: 'PRIVILEGE_STATEMENT', message: `${word} changes privileges and is never allowed.`, position }];
  if (ATTACH.has(word) || ATTACH.has(kw))
    return [{ code: 'ATTACH_STATEMENT', message: `${word} changes attached databases and is never allowed.`, position }];
  if (word === 'PRAGMA') return [{ ...pragmaIssue(span), position }];
  if (CATALOGUE_STATEMENTS.has(word)) {
    return [{ code: 'CATALOGUE_READ', message: `${word} reads the database catalogue, which is never allowed.`, position }];
  }
  if (kw === 'DELETE' || kw === 'UPDATE') {
    const hasWhere = ast ? ast.where !== null && ast.where !== undefined : hasTopLevelWord(span.tokens, 'WHERE');
    if (!hasWhere)
      return [{ code: 'DESTRUCTIVE_STATEMENT', message: `${kw} without a WHERE clause affects every row and is never allowed.`, position }];
  }
  if (kw === 'SELECT' || READ_ONLY.has(kw)) {
    const into = ast && isNode(ast.into) ? ast.into.position !== null && ast.into.position !== undefined : false;
    if ((into || hasTopLevelWord(span.tokens, 'INTO')) && !allowWrites) {
      return [
        { code: 'WRITE_STATEMENT', message: 'SELECT … INTO writes data; writes are not allowed unless allow_writes is set.', position },
      ];
    }
    return [];
  }
  if (allowWrites) return [];
  if (!ast && !STATE_CHANGING.has(word)) return [];
  const label = kw === 'WITH' || kw === '' ? 'This statement' : kw;
  return [
    {
      code: 'WRITE_STATEMENT',
      message: `${label} is not a read-only statement; writes are not allowed unless allow_writes is set.`,
      position,
    },
  ];
}
