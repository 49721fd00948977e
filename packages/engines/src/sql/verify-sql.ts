import { findOrTautologies } from './ast-tautology.ts';
import type { Node } from './ast-util.ts';
import { isNode } from './ast-util.ts';
import { buildCatalogue } from './build-catalogue.ts';
import type { DialectParser, SqlDialect } from './dialects.ts';
import { loadDialectParser, resolveDialect } from './dialects.ts';
import { lexicalSafetyIssues } from './lexical-safety.ts';
import { ColumnResolver } from './resolve-columns.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import { splitSqlStatementSpans } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { lexOptionsFor, lexSql, positionOf } from './sql-lexer.ts';
import type { Catalogue, SqlIssue, SqlIssueCode, SqlResult } from './sql-types.ts';
import { leadingKeyword, statementSafetyIssues } from './statement-safety.ts';

export interface SqlInput {
  query: string;
  schema_ddl: string;
  dialect?: string;
  allow_writes?: boolean;
}

export const MAX_SQL_QUERY_CHARS = 20_000;
export const MAX_SQL_SCHEMA_CHARS = 100_000;

/** Security findings first: they are why a caller must not run the query, whatever else is wrong with it. */
const PRIORITY: SqlIssueCode[] = [
  'EMPTY_QUERY',
  'STACKED_STATEMENTS',
  'DESTRUCTIVE_STATEMENT',
  'PRIVILEGE_STATEMENT',
  'ATTACH_STATEMENT',
  'PRAGMA_WRITE',
  'WRITE_STATEMENT',
  'UNION_EXFILTRATION',
  'TAUTOLOGY',
  'COMMENT_TRUNCATION',
  'DANGEROUS_FUNCTION',
  'SYNTAX_ERROR',
  'SQLITE_ERROR',
  'UNKNOWN_TABLE',
  'UNKNOWN_COLUMN',
  'AMBIGUOUS_COLUMN',
];

export function sortIssues(issues: SqlIssue[]): SqlIssue[] {
  const seen = new Set<string>();
  return issues
    .filter((i) => {
      const k = `${i.code}|${i.message}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .map((issue, idx) => ({ issue, idx }))
    .sort((a, b) => PRIORITY.indexOf(a.issue.code) - PRIORITY.indexOf(b.issue.code) || a.idx - b.idx)
    .map((x) => x.issue);
}

export function summarise(issues: SqlIssue[], dialect: string): string {
  const first = issues[0];
  if (!first) return `Query is valid ${dialect}: it parses, is read-only, and every table and column it uses exists in the schema.`;
  return issues.length > 1 ? `${first.message} (${issues.length - 1} more issue${issues.length > 2 ? 's' : ''})` : first.message;
}

function tokenAt(tokens: SqlToken[], offset: number): SqlToken | undefined {
  return (
    tokens.find((t) => t.start <= offset && offset < t.end && t.kind !== 'space') ??
    tokens.find((t) => t.start >= offset && t.kind !== 'space')
  );
}

function syntaxIssue(e: unknown, query: string, span: SqlStatementSpan, tokens: SqlToken[]): SqlIssue {
  const loc = isNode(e) && isNode(e.location) && isNode(e.location.start) ? e.location.start : null;
  const rel = loc && typeof loc.offset === 'number' ? loc.offset : 0;
  const offset = span.start + rel;
  const tok = tokenAt(tokens, offset);
  const near = tok ? `near "${tok.text.slice(0, 24)}"` : 'at the end of the input';
  const position = positionOf(query, Math.min(offset, query.length));
  return { code: 'SYNTAX_ERROR', message: `Syntax error ${near} at line ${position.line}, column ${position.column}.`, position };
}

/** Points an identifier issue at its first occurrence (qualified if the issue names a qualifier). */
function locateIdentifier(
  tokens: SqlToken[],
  query: string,
  name: string,
  qualifier: string | null,
): { line: number; column: number } | undefined {
  const norm = (t: SqlToken | undefined) => (t ? (t.kind === 'quoted_ident' ? t.text.slice(1, -1) : t.text).toLowerCase() : '');
  const n = name.toLowerCase();
  const q = qualifier?.toLowerCase() ?? null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as SqlToken;
    if ((t.kind !== 'word' && t.kind !== 'quoted_ident') || norm(t) !== n) continue;
    if (q !== null && !(tokens[i - 1]?.text === '.' && norm(tokens[i - 2]) === q) && !(norm(t) === q)) continue;
    const start = q !== null && tokens[i - 1]?.text === '.' ? (tokens[i - 2] as SqlToken).start : t.start;
    return positionOf(query, start);
  }
  return undefined;
}

/**
 * Parsed schemas per isolate: agents send the same schema_ddl with every query, and parsing it dominates the check.
 * Catalogues are never mutated after construction, so sharing them is safe.
 */
const CATALOGUE_CACHE = new Map<string, Catalogue>();
const CATALOGUE_CACHE_SIZE = 32;

function cachedCatalogue(ddl: string, parser: DialectParser, dialect: SqlDialect): Catalogue {
  const key = `${dialect}\u0000${ddl}`;
  const hit = CATALOGUE_CACHE.get(key);
  if (hit) {
    CATALOGUE_CACHE.delete(key);
    CATALOGUE_CACHE.set(key, hit);
    return hit;
  }
  const built = buildCatalogue(ddl, parser, dialect);
  if (CATALOGUE_CACHE.size >= CATALOGUE_CACHE_SIZE) CATALOGUE_CACHE.delete(CATALOGUE_CACHE.keys().next().value as string);
  CATALOGUE_CACHE.set(key, built);
  return built;
}

function isSqlitePragma(dialect: SqlDialect, span: SqlStatementSpan): boolean {
  return dialect === 'sqlite' && leadingKeyword(span.tokens).word === 'PRAGMA';
}

/**
 * Static verification with an already-loaded dialect parser (synchronous; `verifySql` loads the parser lazily).
 * Layers: lexical injection signatures → per-statement grammar parse → read-only policy → scoped name resolution
 * against the schema catalogue → UNION shape checks.
 */
export function verifySqlWithParser(parser: DialectParser, dialect: SqlDialect, input: SqlInput): SqlResult {
  const query = input.query;
  const base = { dialect, tables: [] as string[], columns: [] as string[] };
  if (typeof query !== 'string' || query.trim() === '') {
    const issues: SqlIssue[] = [{ code: 'EMPTY_QUERY', message: 'The query is empty.' }];
    return { ...base, is_valid: false, message: summarise(issues, dialect), issues, statement_type: 'unknown' };
  }
  const lexOpts = lexOptionsFor(dialect);
  const tokens = lexSql(query, lexOpts);
  const spans = splitSqlStatementSpans(query, lexOpts);
  const issues: SqlIssue[] = lexicalSafetyIssues(query, tokens, spans);
  if (spans.length === 0) issues.push({ code: 'EMPTY_QUERY', message: 'The query contains only comments.' });
  const catalogue = cachedCatalogue(typeof input.schema_ddl === 'string' ? input.schema_ddl : '', parser, dialect);
  const resolver = new ColumnResolver(catalogue, dialect);
  let statementType = '';
  for (const span of spans) {
    let asts: Node[] = [];
    try {
      const parsed = parser.astify(span.text, { database: dialect });
      asts = (Array.isArray(parsed) ? parsed : [parsed]).filter(isNode) as unknown as Node[];
    } catch (e) {
      if (!isSqlitePragma(dialect, span)) issues.push(syntaxIssue(e, query, span, tokens));
    }
    const ast = asts[0] ?? null;
    statementType ||= (ast && typeof ast.type === 'string' ? ast.type : leadingKeyword(span.tokens).word).toLowerCase();
    issues.push(...statementSafetyIssues(query, span, ast, input.allow_writes === true));
    for (const a of asts) {
      resolver.statement(a);
      if (findOrTautologies(a).length > 0 && !issues.some((i) => i.code === 'TAUTOLOGY')) {
        issues.push({ code: 'TAUTOLOGY', message: 'Tautology: an OR branch is always true, so the condition matches every row.' });
      }
    }
  }
  for (const u of resolver.result.unions) {
    if (u.rightSystemTables.length > 0) {
      issues.push({
        code: 'UNION_EXFILTRATION',
        message: `UNION-based exfiltration: the UNION reads the system catalogue "${u.rightSystemTables[0]}".`,
      });
    } else if (u.leftCount !== null && u.rightCount !== null && u.leftCount !== u.rightCount) {
      issues.push({
        code: 'UNION_EXFILTRATION',
        message: `UNION branches have different column counts (${u.leftCount} vs ${u.rightCount}), a sign of UNION-based injection probing.`,
      });
    }
  }
  for (const issue of resolver.result.issues) {
    const hint = resolver.result.locate.get(issue);
    const position = hint ? locateIdentifier(tokens, query, hint.name, hint.qualifier) : undefined;
    issues.push(position ? { ...issue, position } : issue);
  }
  // A lexical UNION hit and the AST hit describe the same finding; keep the one with a position.
  const unionIdx = issues.findIndex((i) => i.code === 'UNION_EXFILTRATION' && i.position);
  const merged =
    unionIdx >= 0
      ? issues.filter((i, k) => i.code !== 'UNION_EXFILTRATION' || k === unionIdx || !/system catalogue/.test(i.message))
      : issues;
  const sorted = sortIssues(merged);
  return {
    ...base,
    is_valid: sorted.length === 0,
    message: summarise(sorted, dialect),
    issues: sorted,
    tables: [...resolver.result.tables].sort(),
    columns: [...resolver.result.columns].sort(),
    statement_type: statementType || 'unknown',
  };
}

/** Verifies `query` against `schema_ddl` in `dialect` (default sqlite). Throws UnsupportedDialectError for others. */
export async function verifySql(input: SqlInput): Promise<SqlResult> {
  const dialect = resolveDialect(input.dialect);
  const parser = await loadDialectParser(dialect);
  return verifySqlWithParser(parser, dialect, input);
}
