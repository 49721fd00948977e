import { isSystemTable } from './ast-util.ts';
import type { Dec } from './exact-decimal.ts';
import { decOfInt, parseDec } from './exact-decimal.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia, positionOf } from './sql-lexer.ts';
import type { SqlIssue } from './sql-types.ts';
import type { Val } from './value-sets.ts';
import { cmpVal, Incomparable } from './value-sets.ts';

const CLAUSE_AFTER_COMMENT =
  /^\s*(?:AND|OR|WHERE|LIMIT|OFFSET|ORDER|GROUP|HAVING|UNION|SELECT|FROM|JOIN|INTO|VALUES|SET|DROP|DELETE|UPDATE|INSERT|EXEC|PASSWORD|PASSWD)\b|^\s*['"`);]/i;

/** Functions used for time-based blind injection, file access, extension loading or shelling out. */
const DANGEROUS_FUNCTIONS = new Set([
  'load_extension',
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
  'sleep',
  'benchmark',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'lo_import',
  'lo_export',
  'dblink',
  'dblink_exec',
  'xp_cmdshell',
  'sp_oacreate',
  'sp_execute_external_script',
  'openrowset',
  'opendatasource',
  'load_file',
  'readfile',
  'writefile',
  'fts3_tokenizer',
  'pg_terminate_backend',
  'pg_cancel_backend',
]);

const COMPARISON = new Set(['=', '==', '!=', '<>', '<', '>', '<=', '>=']);

type Literal = { kind: 'num'; v: Dec } | { kind: 'str'; v: string } | { kind: 'bool'; v: boolean };

function literalOf(t: SqlToken | undefined): Literal | null {
  if (!t) return null;
  if (t.kind === 'number') {
    const v = parseDec(t.text);
    return v ? { kind: 'num', v } : null;
  }
  if (t.kind === 'string') {
    // An injected `'a'='a` leaves the last quote unclosed; its content still counts as the literal.
    const body = t.unterminated ? t.text.slice(1) : t.text.slice(1, -1);
    return { kind: 'str', v: body.replace(/''/g, "'") };
  }
  if (t.kind === 'word') {
    const u = t.text.toUpperCase();
    if (u === 'TRUE' || u === 'FALSE') return { kind: 'bool', v: u === 'TRUE' };
  }
  return null;
}

function valOf(l: Literal): Val {
  if (l.kind === 'str') return { k: 'str', s: l.v };
  return { k: 'num', d: l.kind === 'num' ? l.v : decOfInt(l.v ? 1n : 0n) };
}

/** Decides a comparison of two constants as every dialect and collation would, or null (mixed types, collation). */
function compare(a: Literal, op: string, b: Literal): boolean | null {
  const x = valOf(a);
  const y = valOf(b);
  if (x.k !== y.k) return null;
  let r: number;
  try {
    r = cmpVal(x, y);
  } catch (e) {
    if (e instanceof Incomparable) return null;
    throw e;
  }
  switch (op) {
    case 'IS':
    case '=':
    case '==':
      return r === 0;
    case 'LIKE':
      // Equal text matches itself as a pattern unless a backslash escapes (MySQL, PostgreSQL).
      return r === 0 && !(x.k === 'str' && x.s.includes('\\'));
    case '!=':
    case '<>':
      return r !== 0;
    case '<':
      return r < 0;
    case '>':
      return r > 0;
    case '<=':
      return r <= 0;
    case '>=':
      return r >= 0;
  }
  return null;
}

/**
 * Tokens that end the operand of an OR: the end, a closing bracket, another OR, or a clause keyword. AND binds tighter
 * than OR, so `OR 1=1 AND x=2` is not an always-true branch.
 */
function endsOperand(t: SqlToken | undefined): boolean {
  if (!t || t.kind === 'semicolon' || t.text === ')') return true;
  return (
    t.kind === 'word' &&
    /^(?:OR|ORDER|GROUP|LIMIT|HAVING|UNION|EXCEPT|INTERSECT|WINDOW|QUALIFY|OFFSET|FETCH|RETURNING|OPTION|FOR|THEN|ELSE|END|WHEN)$/i.test(
      t.text,
    )
  );
}

/** Reads a comparison operator spread over punct tokens ("<" "=" → "<="). */
function operatorAt(sig: SqlToken[], k: number): { op: string; width: number } | null {
  const a = sig[k];
  if (!a) return null;
  if (a.kind === 'word' && /^(?:LIKE|IS)$/i.test(a.text)) return { op: a.text.toUpperCase(), width: 1 };
  if (a.kind !== 'punct') return null;
  const b = sig[k + 1];
  if (b && b.kind === 'punct' && b.start === a.end && COMPARISON.has(a.text + b.text)) return { op: a.text + b.text, width: 2 };
  return COMPARISON.has(a.text) ? { op: a.text, width: 1 } : null;
}

function at(sql: string, t: SqlToken): { line: number; column: number } {
  return positionOf(sql, t.start);
}

/**
 * Token-level injection signatures. They run on the raw text so they still fire when the grammar rejects the query,
 * which is exactly what injected fragments (unbalanced quotes, truncating comments) tend to cause.
 */
export function lexicalSafetyIssues(sql: string, tokens: SqlToken[], spans: SqlStatementSpan[]): SqlIssue[] {
  const issues: SqlIssue[] = [];
  const sig = tokens.filter((t) => !isTrivia(t));
  if (spans.length > 1) {
    const second = spans[1] as SqlStatementSpan;
    issues.push({
      code: 'STACKED_STATEMENTS',
      message: `The query contains ${spans.length} statements; only a single statement is allowed.`,
      position: positionOf(sql, second.start),
    });
  }
  tokens.forEach((t, idx) => {
    if (t.kind !== 'line_comment' && t.kind !== 'block_comment') return;
    const prev = tokens[idx - 1];
    const body = t.kind === 'line_comment' ? t.text.replace(/^(?:--|#)/, '') : t.text.replace(/^\/\*/, '').replace(/\*\/$/, '');
    const afterQuote = prev !== undefined && (prev.kind === 'string' || prev.kind === 'quoted_ident') && prev.end === t.start;
    if (t.unterminated || afterQuote || CLAUSE_AFTER_COMMENT.test(body)) {
      const why = t.unterminated
        ? 'an unterminated /* comment swallows the rest of the query'
        : afterQuote
          ? 'a comment right after a closing quote cuts off the rest of the statement'
          : 'a comment hides an SQL clause';
      issues.push({ code: 'COMMENT_TRUNCATION', message: `Comment truncation: ${why}.`, position: at(sql, t) });
    }
  });
  for (let k = 0; k < sig.length; k++) {
    const t = sig[k] as SqlToken;
    if (t.kind === 'word' && t.text.toUpperCase() === 'OR') {
      // Constant branches only (`OR 1=1`, `OR 'a'='a`, `OR TRUE`, `OR 1`): true whatever the schema, and found even when
      // the grammar cannot parse the query. Branches over columns are the semantic rule's (docs/sql.md, Tautologies).
      const first = sig[k + 1];
      if (first?.kind === 'word' && first.text.toUpperCase() === 'TRUE' && endsOperand(sig[k + 2])) {
        issues.push({ code: 'TAUTOLOGY', message: 'Tautology: "OR TRUE" makes the condition match every row.', position: at(sql, t) });
        continue;
      }
      const a = literalOf(first);
      const op = operatorAt(sig, k + 2);
      const b = op ? literalOf(sig[k + 2 + op.width]) : null;
      if (a && op && b && endsOperand(sig[k + 3 + op.width]) && compare(a, op.op, b) === true) {
        issues.push({
          code: 'TAUTOLOGY',
          message: `Tautology: "OR ${sql.slice((first as SqlToken).start, (sig[k + 2 + op.width] as SqlToken).end)}" is always true.`,
          position: at(sql, t),
        });
        continue;
      }
      if (a?.kind === 'num' && a.v.m !== 0n && endsOperand(sig[k + 2])) {
        issues.push({ code: 'TAUTOLOGY', message: `Tautology: "OR ${(first as SqlToken).text}" is always true.`, position: at(sql, t) });
      }
    }
    if (t.kind === 'word' && t.text.toUpperCase() === 'UNION') {
      for (let j = k + 1; j < sig.length && sig[j]?.kind !== 'semicolon'; j++) {
        const w = sig[j] as SqlToken;
        if (w.kind === 'word' && /^(?:UNION)$/i.test(w.text)) break;
        if (w.kind !== 'word' || w.text.toUpperCase() !== 'FROM') continue;
        const n1 = sig[j + 1];
        const dotted = sig[j + 2]?.text === '.' ? sig[j + 3] : undefined;
        const db = dotted ? (n1?.text ?? null) : null;
        const table = (dotted ?? n1)?.text.replace(/^["`[]|["`\]]$/g, '');
        if (table && isSystemTable(db, table)) {
          issues.push({
            code: 'UNION_EXFILTRATION',
            message: `UNION-based exfiltration: the UNION reads the system catalogue "${db ? `${db}.` : ''}${table}".`,
            position: at(sql, t),
          });
        }
        break;
      }
    }
    if (t.kind === 'word' && DANGEROUS_FUNCTIONS.has(t.text.toLowerCase()) && (sig[k + 1]?.text === '(' || /^xp_/i.test(t.text))) {
      issues.push({
        code: 'DANGEROUS_FUNCTION',
        message: `Dangerous function "${t.text}" (file, extension, sleep or shell access) is not allowed.`,
        position: at(sql, t),
      });
    }
    if (t.kind === 'word' && /^WAITFOR$/i.test(t.text) && /^DELAY$/i.test(sig[k + 1]?.text ?? '')) {
      issues.push({ code: 'DANGEROUS_FUNCTION', message: 'WAITFOR DELAY (time-based injection) is not allowed.', position: at(sql, t) });
    }
  }
  return issues;
}

function unquoteName(t: SqlToken | undefined): string | null {
  if (!t) return null;
  if (t.kind === 'word') return t.text;
  if (t.kind === 'quoted_ident') return t.text.slice(1, -1);
  return null;
}

/** Catalogue relations whose names cannot be anything else, wherever they appear. */
const UNMISTAKABLE =
  /^(?:sqlite_master|sqlite_schema|sqlite_temp_master|sqlite_temp_schema|information_schema|pg_catalog|performance_schema|sysobjects|syscolumns|sysusers)$/i;

/**
 * Catalogue reads found in the token stream, whatever the grammar says (so a query the grammar cannot parse is still
 * refused): a relation after FROM, JOIN or a comma of a FROM list that names the system catalogue (`pg_shadow`,
 * `information_schema.tables`, `mysql.user`, `sys.objects`…), unmistakable catalogue names anywhere (`sqlite_master`,
 * `information_schema`), and SQLite's `pragma_*()` table functions. Names schema_ddl defines are the caller's own.
 */
export function lexicalCatalogueReads(sql: string, tokens: SqlToken[], userTables: ReadonlySet<string>): SqlIssue[] {
  const issues: SqlIssue[] = [];
  const sig = tokens.filter((t) => !isTrivia(t));
  const seen = new Set<string>();
  const report = (name: string, t: SqlToken) => {
    if (seen.has(name.toLowerCase())) return;
    seen.add(name.toLowerCase());
    issues.push({ code: 'CATALOGUE_READ', message: `Reads the system catalogue "${name}", which is never allowed.`, position: at(sql, t) });
  };
  let inFrom = false;
  let depth = 0;
  let fromDepth = -1;
  for (let k = 0; k < sig.length; k++) {
    const t = sig[k] as SqlToken;
    if (t.text === '(') depth++;
    else if (t.text === ')') {
      depth--;
      if (depth < fromDepth) inFrom = false;
    }
    const name = unquoteName(t);
    if (t.kind === 'word' && /^pragma_\w+$/i.test(t.text) && sig[k + 1]?.text === '(') {
      report(t.text, t);
      continue;
    }
    if (name && UNMISTAKABLE.test(name) && sig[k + 1]?.text !== '(' && !userTables.has(name.toLowerCase())) {
      report(name, t);
      continue;
    }
    if (
      t.kind === 'word' &&
      /^(?:WHERE|GROUP|ORDER|HAVING|LIMIT|UNION|EXCEPT|INTERSECT|ON|USING|WINDOW|QUALIFY)$/i.test(t.text) &&
      depth === fromDepth
    ) {
      inFrom = false;
    }
    const opensRelation = t.kind === 'word' ? /^(?:FROM|JOIN)$/i.test(t.text) : t.text === ',' && inFrom && depth === fromDepth;
    if (!opensRelation) continue;
    if (t.kind === 'word' && /^FROM$/i.test(t.text)) {
      inFrom = true;
      fromDepth = depth;
    }
    const first = unquoteName(sig[k + 1]);
    if (!first) continue;
    const dotted = sig[k + 2]?.text === '.' ? unquoteName(sig[k + 3]) : null;
    const db = dotted ? first : null;
    const table = dotted ?? first;
    if (!db && userTables.has(table.toLowerCase())) continue;
    if (isSystemTable(db, table)) report(db ? `${db}.${table}` : table, sig[k + 1] as SqlToken);
  }
  return issues;
}
