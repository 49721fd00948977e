import type { CodeEngine } from '@verdict/engines/code/engine.ts';
import { handleCodeRequest } from './code/code-handler.ts';
import type { SandboxExecutor, SandboxRunRequest } from './executor.ts';
import type { PostgresChecker } from './sql/postgres-checker.ts';
import { handleSqlRequest } from './sql/sql-handler.ts';
import { handleStatsPlanRequest } from './stats/stats-plan-handler.ts';

/** Upper bound on a POST /run body; the executor applies its own, smaller input/code limits after parsing. */
export const MAX_REQUEST_BYTES = 40 * 1024 * 1024;

export type SandboxHttpError = { ok: false; error: 'bad_request' | 'not_found' | 'method_not_allowed' | 'too_large'; message: string };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

function httpError(status: number, error: SandboxHttpError['error'], message: string): Response {
  const body: SandboxHttpError = { ok: false, error, message };
  return json(body, status);
}

/** Validates the JSON body of POST /run; returns null when the shape is wrong. */
export function parseRunRequest(body: unknown): SandboxRunRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.code !== 'string' || b.code.length === 0) return null;
  const library = b.library ?? null;
  if (library !== null && library !== 'simple-statistics') return null;
  return { code: b.code, input: b.input ?? null, library };
}

/**
 * The sandbox HTTP contract, shared by the Worker entry and the Node server:
 *   POST /run  {code, input?, library?} → 200 SandboxRunResult (ok true or false; program failures are not HTTP errors)
 *   GET /health → 200 {status:'ok', engine:'quickjs'} after a real evaluation, 503 when QuickJS cannot run
 *   POST /sql/verify → SQL verification (sql/sql-handler.ts); PostgreSQL is checked by `postgres` when given
 *   POST /code/verify → code security analysis (code/code-handler.ts) by `code` when given
 *   POST /stats/plan → a translated stats query computed by the stats runtime (stats/stats-plan-handler.ts)
 * Malformed requests get 400/404/405/413 with a SandboxHttpError body.
 */
export async function handleSandboxRequest(
  request: Request,
  executor: SandboxExecutor,
  postgres: PostgresChecker | null = null,
  code: CodeEngine | null = null,
): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/code/verify') return handleCodeRequest(request, code);
  if (url.pathname === '/sql/verify') return handleSqlRequest(request, postgres);
  if (url.pathname === '/stats/plan') return handleStatsPlanRequest(request);
  if (url.pathname === '/health') {
    if (request.method !== 'GET' && request.method !== 'HEAD') return httpError(405, 'method_not_allowed', 'Use GET');
    const probe = await executor.run({ code: '6 * 7' });
    const healthy = probe.ok && probe.output === 42;
    return json({ status: healthy ? 'ok' : 'unavailable', engine: 'quickjs' }, healthy ? 200 : 503);
  }
  if (url.pathname !== '/run') return httpError(404, 'not_found', 'Not found');
  if (request.method !== 'POST') return httpError(405, 'method_not_allowed', 'Use POST');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_REQUEST_BYTES) return httpError(413, 'too_large', 'Request body too large');
  let text: string;
  try {
    text = await request.text();
  } catch {
    return httpError(400, 'bad_request', 'Unreadable body');
  }
  if (text.length > MAX_REQUEST_BYTES) return httpError(413, 'too_large', 'Request body too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return httpError(400, 'bad_request', 'Body must be JSON');
  }
  const runRequest = parseRunRequest(body);
  if (!runRequest) return httpError(400, 'bad_request', 'Expected {code: string, input?: any, library?: "simple-statistics"|null}');
  return json(await executor.run(runRequest));
}
