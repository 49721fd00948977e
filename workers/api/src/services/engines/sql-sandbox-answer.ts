import { type SqlDialect, type SqlIssue, type SqlResult, statusOf } from '@verdict/engines/sql/index.ts';

export type SandboxSqlAnswer =
  | { kind: 'result'; result: SqlResult }
  | { kind: 'too_complex'; limit: string; max: number; message: string }
  | { kind: 'unavailable' };

const STATUSES = new Set(['VALID', 'INVALID', 'UNKNOWN']);
const CHECKS = new Set(['safety', 'syntax', 'catalogue', 'engine']);

function isIssue(v: unknown): v is SqlIssue {
  if (!v || typeof v !== 'object') return false;
  const i = v as Record<string, unknown>;
  return typeof i.code === 'string' && typeof i.message === 'string';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Reads the sandbox's answer (the JSON body of a 200) to POST /sql/verify and re-derives the verdict from its issues: the status must follow
 * from the issues, and only a PostgreSQL engine check may be VALID. Anything else is treated as unavailability, never
 * passed on as a verdict.
 */
export function readSandboxSqlAnswer(body: unknown, dialect: SqlDialect): SandboxSqlAnswer {
  if (!isRecord(body)) return { kind: 'unavailable' };
  if (body.ok === false && body.error === 'input_too_complex') {
    const limit = typeof body.limit === 'string' ? body.limit : 'size';
    const max = typeof body.max === 'number' ? body.max : 0;
    const message = typeof body.message === 'string' ? body.message.slice(0, 300) : 'The SQL input is too complex.';
    return { kind: 'too_complex', limit, max, message };
  }
  const r = body.ok === true && isRecord(body.result) ? body.result : null;
  if (!r) return { kind: 'unavailable' };
  const issues = Array.isArray(r.issues) && r.issues.every(isIssue) ? (r.issues as SqlIssue[]) : null;
  const checks = Array.isArray(r.checks) && r.checks.every((c) => typeof c === 'string' && CHECKS.has(c)) ? r.checks : null;
  const engine = typeof r.engine === 'string' ? r.engine : null;
  if (
    !issues ||
    !checks ||
    typeof r.message !== 'string' ||
    typeof r.status !== 'string' ||
    !STATUSES.has(r.status) ||
    (r.validation !== 'engine' && r.validation !== 'syntax_only') ||
    r.dialect !== dialect
  ) {
    return { kind: 'unavailable' };
  }
  const status = statusOf(issues, engine !== null && r.validation === 'engine');
  const mayBeValid = dialect === 'postgresql' && engine !== null && r.validation === 'engine';
  if (status !== r.status || r.is_valid !== (status === 'VALID') || (status === 'VALID' && !mayBeValid)) return { kind: 'unavailable' };
  const result: SqlResult = {
    is_valid: status === 'VALID',
    status,
    message: r.message,
    issues,
    validation: r.validation,
    checks: checks as SqlResult['checks'],
    engine,
    tables: Array.isArray(r.tables) ? r.tables.filter((t): t is string => typeof t === 'string') : [],
    columns: Array.isArray(r.columns) ? r.columns.filter((c): c is string => typeof c === 'string') : [],
    dialect,
    statement_type: typeof r.statement_type === 'string' ? r.statement_type : 'unknown',
  };
  return { kind: 'result', result };
}
