import type { SqlToken } from './sql-lexer.ts';
import { positionOf } from './sql-lexer.ts';
import type { SqlCheck, SqlIssue, SqlIssueCode, SqlResult, SqlStatus } from './sql-types.ts';
import { UNDETERMINED_CODES } from './sql-types.ts';

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
  'CATALOGUE_READ',
  'TAUTOLOGY',
  'COMMENT_TRUNCATION',
  'DANGEROUS_FUNCTION',
  'SCHEMA_ERROR',
  'SYNTAX_ERROR',
  'DIALECT_UNSUPPORTED',
  'SQLITE_ERROR',
  'POSTGRES_ERROR',
  'UNKNOWN_TABLE',
  'UNKNOWN_COLUMN',
  'AMBIGUOUS_COLUMN',
  'UNKNOWN_FUNCTION',
  'TYPE_ERROR',
  'GROUPING_ERROR',
  'ENGINE_ERROR',
  'SCHEMA_UNSUPPORTED',
  'GRAMMAR_REJECTED',
  'GRAMMAR_UNSUPPORTED',
  'BUDGET_EXCEEDED',
  'NO_ENGINE',
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

export function statusOf(issues: SqlIssue[], engineJudged: boolean): SqlStatus {
  if (issues.some((i) => !UNDETERMINED_CODES.has(i.code))) return 'INVALID';
  if (issues.length > 0 || !engineJudged) return 'UNKNOWN';
  return 'VALID';
}

function summarise(issues: SqlIssue[], status: SqlStatus, facts: SqlFacts, engine: string | null): string {
  const dialect = facts.dialect;
  if (status === 'VALID') {
    const depth =
      facts.grammarParsed === false
        ? ` (checked on its tokens: the ${dialect} grammar used for the deeper analysis could not parse it)`
        : '';
    return `Valid ${dialect}: ${engine ?? 'the engine'} prepared it against the schema (syntax, tables, columns, types, functions${dialect === 'postgresql' ? ', grouping' : ''}) and it passes the read-only safety rules${depth}.`;
  }
  const first = issues[0];
  if (!first) return `Not established: nothing was found wrong, but no ${dialect} engine checked the query.`;
  if (status === 'UNKNOWN') {
    const more = issues.length > 1 ? ` (${issues.length - 1} more note${issues.length > 2 ? 's' : ''})` : '';
    return `Not established, so is_valid is false: ${first.message}${more}`;
  }
  const definite = issues.filter((i) => !UNDETERMINED_CODES.has(i.code)).length;
  return definite > 1 ? `${first.message} (${definite - 1} more issue${definite > 2 ? 's' : ''})` : first.message;
}

export interface SqlFacts {
  dialect: string;
  issues: SqlIssue[];
  checks: SqlCheck[];
  tables: string[];
  columns: string[];
  statementType: string;
  grammarParsed?: boolean;
}

/**
 * The one place a SqlResult is made: `is_valid` is true only when a real engine judged the query (`engine` set) and no
 * issue of any kind remains; definite issues make it INVALID, notes of what could not be established make it UNKNOWN.
 */
export function finalizeSqlResult(facts: SqlFacts, extra: { engine: string | null; issues: SqlIssue[] }): SqlResult {
  const judged = extra.engine !== null;
  const issues = sortIssues([...facts.issues, ...extra.issues]);
  const status = statusOf(issues, judged);
  const checks: SqlCheck[] = judged ? [...facts.checks.filter((c) => c !== 'engine'), 'engine'] : facts.checks;
  return {
    is_valid: status === 'VALID',
    status,
    message: summarise(issues, status, facts, extra.engine),
    issues,
    validation: judged ? 'engine' : 'syntax_only',
    checks,
    engine: extra.engine,
    tables: facts.tables,
    columns: facts.columns,
    dialect: facts.dialect,
    statement_type: facts.statementType,
  };
}

/** Points an identifier issue at its first occurrence (qualified if the issue names a qualifier). */
export function locateIdentifier(
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
