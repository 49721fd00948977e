import { InputTooComplexError } from '@verdict/engines/budget.ts';
import { loadDialectParser } from '@verdict/engines/sql/dialect-parsers.ts';
import { resolveDialect, SQL_DIALECTS, type SqlDialect } from '@verdict/engines/sql/dialects.ts';
import { postgresExactIssues, postgresExactPlan } from '@verdict/engines/sql/postgres-exact.ts';
import { SQL_CAPS } from '@verdict/engines/sql/sql-caps.ts';
import { finalizeSqlResult } from '@verdict/engines/sql/sql-result.ts';
import type { SqlResult } from '@verdict/engines/sql/sql-types.ts';
import { UNDETERMINED_CODES } from '@verdict/engines/sql/sql-types.ts';
import { type SqlInput, staticSqlReport, verifySqlWithParser } from '@verdict/engines/sql/verify-sql.ts';
import { type PostgresChecker, PostgresUnavailableError } from './postgres-checker.ts';

/** Upper bound on a POST /sql/verify body: the two texts at their caps, JSON-escaped. */
const MAX_SQL_REQUEST_CHARS = 2 * (SQL_CAPS.queryChars + SQL_CAPS.schemaChars) + 4_096;

export interface SqlVerifyRequest extends SqlInput {
  dialect: SqlDialect;
  /** `safety`: grammar and safety rules only, no engine (agent tool-call screening). */
  mode: 'full' | 'safety';
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

export function parseSqlVerifyRequest(body: unknown): SqlVerifyRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.query !== 'string' || typeof b.schema_ddl !== 'string' || typeof b.dialect !== 'string') return null;
  if (!(SQL_DIALECTS as readonly string[]).includes(b.dialect)) return null;
  if (b.allow_writes !== undefined && typeof b.allow_writes !== 'boolean') return null;
  if (b.mode !== undefined && b.mode !== 'full' && b.mode !== 'safety') return null;
  return {
    query: b.query,
    schema_ddl: b.schema_ddl,
    dialect: resolveDialect(b.dialect),
    allow_writes: b.allow_writes === true,
    mode: b.mode === 'safety' ? 'safety' : 'full',
  };
}

/**
 * One SQL verification. PostgreSQL: the grammar feeds the safety analysis, then the real PostgreSQL parses, analyses
 * and plans the query against the schema. Other dialects: grammar, names and safety only, never VALID.
 */
export async function verifySqlRequest(req: SqlVerifyRequest, postgres: PostgresChecker | null): Promise<SqlResult> {
  const parser = await loadDialectParser(req.dialect);
  if (req.dialect !== 'postgresql') {
    if (req.mode === 'safety')
      return finalizeSqlResult(staticSqlReport(parser, req.dialect, req, { names: true }), { engine: null, issues: [] });
    return verifySqlWithParser(parser, req.dialect, req);
  }
  const report = staticSqlReport(parser, 'postgresql', req, { names: false });
  if (req.mode === 'safety') return finalizeSqlResult(report, { engine: null, issues: [] });
  // Already refused by a safety rule: the engine could only add detail, at a cost.
  if (report.issues.some((i) => !UNDETERMINED_CODES.has(i.code))) return finalizeSqlResult(report, { engine: null, issues: [] });
  const planned = postgresExactPlan({ ...req, schemaSpans: report.schemaSpans });
  if (!planned) return finalizeSqlResult(report, { engine: null, issues: [] });
  if ('skip' in planned) return finalizeSqlResult(report, { engine: null, issues: [planned.skip] });
  if (!postgres) throw new PostgresUnavailableError();
  const outcome = await postgres.check(planned.plan);
  const issues = postgresExactIssues(outcome, planned.plan, req.query, req.allow_writes === true);
  return finalizeSqlResult(report, { engine: 'version' in outcome ? outcome.version : null, issues });
}

/**
 * POST /sql/verify {query, schema_ddl, dialect, allow_writes?, mode?} →
 *   200 {ok: true, result: SqlResult}
 *   200 {ok: false, error: 'input_too_complex', limit, max, message}   (a structural cap; the API answers 400)
 *   400 bad_request · 405 · 413 too_large · 503 engine_unavailable (PostgreSQL could not be started)
 */
export async function handleSqlRequest(request: Request, postgres: PostgresChecker | null): Promise<Response> {
  if (request.method !== 'POST') return json({ ok: false, error: 'method_not_allowed', message: 'Use POST' }, 405);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_SQL_REQUEST_CHARS * 4) return json({ ok: false, error: 'too_large', message: 'Request body too large' }, 413);
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_SQL_REQUEST_CHARS) return json({ ok: false, error: 'too_large', message: 'Request body too large' }, 413);
    body = JSON.parse(text);
  } catch {
    return json({ ok: false, error: 'bad_request', message: 'Body must be JSON' }, 400);
  }
  const req = parseSqlVerifyRequest(body);
  if (!req) {
    return json({ ok: false, error: 'bad_request', message: 'Expected {query, schema_ddl, dialect, allow_writes?, mode?}' }, 400);
  }
  try {
    return json({ ok: true, result: await verifySqlRequest(req, postgres) });
  } catch (error) {
    if (error instanceof InputTooComplexError) {
      return json({ ok: false, error: 'input_too_complex', limit: error.limit, max: error.max, message: error.message });
    }
    if (error instanceof PostgresUnavailableError) {
      return json({ ok: false, error: 'engine_unavailable', message: 'PostgreSQL is not available' }, 503);
    }
    throw error;
  }
}
