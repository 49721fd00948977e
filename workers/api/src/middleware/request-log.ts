import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env.ts';
import { annotateRoot, currentSpan } from '../lib/tracing.ts';

/**
 * One structured JSON line per request, written with console.log once the response is ready (Workers Logs and
 * `wrangler tail` keep each line as an object):
 *   {"level","event":"request","ts","request_id","method","route","status","latency_ms","org_id","auth","engine",
 *    "outcome","error_code","trace_id"}
 * The route is the pattern (`/v1/webhooks/:webhook_id`), never the path or query string; no header, credential, body
 * or claim text is written. Only LOG_REQUEST_BODIES = "true" (a debugging switch, refused in production) adds the
 * JSON body, capped and with credential-like fields removed.
 */
export const DEBUG_BODY_LIMIT = 2048;
const CREDENTIAL_KEYS = /pass(word)?|secret|token|api[-_]?key|authorization|jwt|cookie|private/i;

export interface RequestLogLine {
  level: 'info' | 'warn' | 'error';
  event: 'request';
  ts: string;
  request_id: string;
  method: string;
  route: string;
  status: number;
  latency_ms: number;
  org_id: number | null;
  auth: 'api_key' | 'bearer' | 'agent' | 'none';
  engine: string | null;
  outcome: string | null;
  error_code: string | null;
  trace_id: string | null;
  body?: unknown;
}

/**
 * The pattern of the route that answered, or `unmatched`. Several patterns can match one path (`/metrics/prometheus`
 * and `/metrics/:organization_id`): the answering one is where dispatch stopped, or, when a global middleware answered
 * first (a body limit, say), the first route registered for the path, which is the one Hono would have run.
 */
export function routePattern(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  const current = routes[c.req.routeIndex];
  if (current && current.method !== 'ALL') return current.path;
  return routes.find((route) => route.method !== 'ALL')?.path ?? 'unmatched';
}

function withoutCredentials(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => withoutCredentials(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      CREDENTIAL_KEYS.test(k) ? '[removed]' : withoutCredentials(v, depth + 1),
    ]),
  );
}

async function debugBody(c: Context<AppEnv>): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').includes('application/json')) return undefined;
  try {
    const text = await c.req.raw.clone().text();
    const json = withoutCredentials(JSON.parse(text));
    const serialised = JSON.stringify(json);
    return serialised.length > DEBUG_BODY_LIMIT ? `${serialised.slice(0, DEBUG_BODY_LIMIT)}…` : json;
  } catch {
    return '[unreadable]';
  }
}

async function errorCode(response: Response): Promise<string | null> {
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

export function requestLog() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const debug = c.env.LOG_REQUEST_BODIES === 'true' && c.env.ENVIRONMENT !== 'production';
    const body = debug ? await debugBody(c) : undefined;
    await next();
    const principal = c.get('principal') as AppEnv['Variables']['principal'] | undefined;
    const agent = c.get('agent');
    const status = c.res.status;
    const line: RequestLogLine = {
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      event: 'request',
      ts: c.var.clock.now().toISOString(),
      request_id: c.var.requestId,
      method: c.req.method,
      route: routePattern(c),
      status,
      latency_ms: Math.round((performance.now() - started) * 100) / 100,
      org_id: principal?.orgId ?? agent?.orgId ?? null,
      // Agent routes also set a principal (for metrics and audit); the credential was the agent's token.
      auth: agent ? 'agent' : principal ? principal.kind : 'none',
      engine: (c.get('engine') as string | undefined) ?? null,
      outcome: (c.get('outcome') as string | undefined) ?? null,
      error_code: await errorCode(c.res),
      trace_id: currentSpan()?.trace.traceId ?? null,
      ...(debug && body !== undefined ? { body } : {}),
    };
    annotateRoot({
      'http.route': line.route,
      'verdict.request_id': line.request_id,
      'verdict.org_id': line.org_id,
      'verdict.engine': line.engine,
      'verdict.outcome': line.outcome,
    });
    console.log(JSON.stringify(line));
  });
}
