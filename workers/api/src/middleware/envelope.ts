import { createDatabase, type Database } from '@verdict/db';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, Clock, Env, IdGenerator, ServiceDeps } from '../env.ts';
import { ApiError, problemResponse } from '../errors.ts';
import { withDeadlines } from '../lib/bindings.ts';
import { MULTIPART_PATHS } from '../lib/media-types.ts';
import { type Active, annotateRoot, currentSpan, withSpan } from '../lib/tracing.ts';
import { noDeferredRows, writeAfterResponse } from '../services/deferred-writes.ts';

/**
 * What happens around every request, in the order it happens, in one place (routes add only their own access and
 * idempotency middleware, lib/route.ts):
 *   1. the request's context: request id, bindings with deadlines, database, clock, ids and the service dependencies
 *      every handler passes on (`c.var.services`; authentication adds the principal);
 *   2. CORS (a preflight is answered here);
 *   3. for `/v1/*`: the body limit, the JSON nesting limit, an `engine <name>` span on verification routes when the
 *      request is traced, and after the answer a request-metrics row for authenticated callers;
 *   4. after the answer: the request's deferred rows handed to the writer (services/deferred-writes.ts), `X-Request-Id`,
 *      one structured log line, the route on the trace's root span.
 * Refusals made here (413, 400 nesting) are answered here, so steps 4 and the CORS headers apply to them too.
 */

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = { next: (prefix) => `${prefix}_${crypto.randomUUID().replaceAll('-', '')}` };

const MB = 1024 * 1024;
/** Multipart uploads may carry 10 MB of file plus form overhead (images; a CSV is refused past 1 MB by its route); everything else is JSON capped at 1 MB. */
const UPLOAD_LIMIT = 10 * MB + 64 * 1024;
const JSON_LIMIT = MB;

/** No request this API accepts needs deeper JSON; every recursive walk downstream (validation, guards, canonical JSON,
 * redaction, JSON.stringify) stays far from the stack limit below it. */
export const MAX_JSON_DEPTH = 64;

/** Request headers a browser application may send. */
const ALLOW_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'Mcp-Protocol-Version',
  'Mcp-Session-Id',
  'Prefer',
  'X-Agent-Token',
  'X-API-Key',
  'X-Request-Id',
];
/** Response headers a browser application may read (the rest of the API contract lives in them). */
const EXPOSE_HEADERS = [
  'Idempotent-Replayed',
  'Location',
  'Mcp-Session-Id',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'Service-Attestation',
  'WWW-Authenticate',
  'X-Request-Id',
];

const ENGINE_PATH = /^\/v1\/(?:verify\/([a-z_]+)|agents\/[^/]+\/(verify))$/;

export const DEBUG_BODY_LIMIT = 2048;
const CREDENTIAL_KEYS = /pass(word)?|secret|token|api[-_]?key|authorization|jwt|cookie|private/i;

/**
 * One JSON line per request, written with console.log once the response is ready (Workers Logs and `wrangler tail`
 * keep each line as an object). The route is the pattern (`/v1/webhooks/:webhook_id`), never the path or query
 * string; no header, credential, body or claim text is written. Only LOG_REQUEST_BODIES = "true" (a debugging switch,
 * refused in production) adds the JSON body, capped and with credential-like fields removed.
 */
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

export function requestEnvelope(deps: { clock?: Clock; ids?: IdGenerator } = {}) {
  const clock = deps.clock ?? systemClock;
  const ids = deps.ids ?? randomIds;
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
    // Hono keeps the bindings on a plain field; everything downstream (routes, services) sees these.
    const prepared = preparedBindings(c.env);
    c.env = prepared.env;
    const db = prepared.db;
    c.set('requestId', requestId);
    c.set('db', db);
    c.set('clock', clock);
    c.set('ids', ids);
    const services: ServiceDeps = {
      env: c.env,
      db,
      clock,
      ids,
      requestId,
      ip: c.req.header('cf-connecting-ip') ?? null,
      actor: { type: 'anonymous', id: null },
      deferred: noDeferredRows(),
      waitUntil: (work) => c.executionCtx.waitUntil(work),
    };
    c.set('services', services);
    const debug = c.env.LOG_REQUEST_BODIES === 'true' && c.env.ENVIRONMENT !== 'production';
    const body = debug ? await debugBody(c) : undefined;
    // Undefined unless tracing is configured (not the default): then nothing here touches the tracer.
    const traced = c.env.OTEL_EXPORTER_OTLP_ENDPOINT ? currentSpan() : undefined;

    const preflight = await corsFor(c)(c, async () => {
      if (!c.req.path.startsWith('/v1/')) return next();
      const limitBody = MULTIPART_PATHS.has(c.req.path) ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
      const refused = await limitBody(c, async () => {
        const tooDeep = await jsonTooDeep(c);
        if (tooDeep) {
          c.res = problemResponse(c, tooDeep);
          return;
        }
        const engine = traced ? ENGINE_PATH.exec(c.req.path) : null;
        if (!engine) return next();
        const name = engine[1] ?? 'agent';
        await withSpan(`engine ${name}`, 1, { 'verdict.engine': name }, () => next());
      });
      // Hono's middleware return their Response when they answer themselves (next() resolves to the context).
      if (refused instanceof Response) c.res = refused;
      recordMetrics(c, started);
    });
    if (preflight instanceof Response) c.res = preflight;
    // Every path, not only /v1: an MCP tool call adds its route's log and metrics rows.
    writeAfterResponse(services);

    c.res.headers.set('x-request-id', requestId);
    await writeLogLine(c, started, body, traced);
  });
}

/**
 * The bindings with deadlines and the database handle over them, built once per env object (an isolate reuses it for
 * every request; the drizzle handle holds no per-request state).
 */
const preparedByEnv = new WeakMap<Env, { env: Env; db: Database }>();

function preparedBindings(env: Env) {
  let prepared = preparedByEnv.get(env);
  if (!prepared) {
    const guarded = withDeadlines(env);
    prepared = { env: guarded, db: createDatabase(guarded.DB) };
    preparedByEnv.set(env, prepared);
  }
  return prepared;
}

function bodyLimitOf(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (ctx) => problemResponse(ctx, new ApiError('PAYLOAD_TOO_LARGE', `The request body exceeds ${maxSize} bytes.`)),
  });
}
const UPLOAD_BODY_LIMIT = bodyLimitOf(UPLOAD_LIMIT);
const JSON_BODY_LIMIT = bodyLimitOf(JSON_LIMIT);

/** The CORS middleware of a `CORS_ALLOWED_ORIGINS` value, built once per value (an isolate sees one configuration). */
const corsByOrigins = new Map<string | undefined, ReturnType<typeof cors>>();

function corsFor(c: Context<AppEnv>) {
  const configured = c.env.CORS_ALLOWED_ORIGINS;
  let handler = corsByOrigins.get(configured);
  if (!handler) {
    handler = corsHandler(parseAllowedOrigins(configured));
    corsByOrigins.set(configured, handler);
  }
  return handler;
}

function corsHandler(allowed: '*' | Set<string>) {
  return cors({
    origin: (origin) => (allowed === '*' ? '*' : allowed.has(origin) ? origin : null),
    // Every method a route of the API uses (webhooks are updated with PATCH, the gateway policy replaced with PUT); the CORS test checks against the routes.
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOW_HEADERS,
    exposeHeaders: EXPOSE_HEADERS,
    maxAge: 600,
  });
}

/**
 * `CORS_ALLOWED_ORIGINS`: `*`, or a comma-separated list of exact origins (`https://app.example.com`). Unset means no
 * origin is allowed (browsers then block cross-origin reads, the safe default). Preflights always answer 204, so a
 * refused origin sees a CORS failure, not an error status. Credentials are headers, never cookies, so
 * `Access-Control-Allow-Credentials` is not sent.
 */
export function parseAllowedOrigins(value: string | undefined): '*' | Set<string> {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return items.includes('*') ? '*' : new Set(items);
}

/** The deepest nesting of arrays and objects in JSON text, found in one pass without parsing (strings are skipped). */
export function jsonDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

/**
 * JSON bodies nested deeper than MAX_JSON_DEPTH are refused with 400 INPUT_TOO_COMPLEX before anything parses or walks
 * them. The text read here is cached for the validators.
 */
async function jsonTooDeep(c: Context<AppEnv>): Promise<ApiError | null> {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !/json/i.test(c.req.header('content-type') ?? '')) return null;
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return null; // unreadable bodies are the validators' to refuse
  }
  if (jsonDepth(text, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH) return null;
  return new ApiError('INPUT_TOO_COMPLEX', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`, {
    extra: { limit: 'nesting_depth', max: MAX_JSON_DEPTH },
  });
}

/**
 * Counts every authenticated API request with its route pattern, engine, status and latency. The row joins the
 * request's other deferred rows, written after the response with other requests' rows: no caller waits on metrics, and
 * a failed write loses only those data points. Unauthenticated requests are not attributed to anyone.
 */
function recordMetrics(c: Context<AppEnv>, started: number): void {
  const principal = c.var.services.principal;
  if (!principal) return;
  c.var.services.deferred.metrics.push({
    orgId: principal.orgId,
    route: `${c.req.method} ${c.req.routePath}`,
    engine: c.var.engine ?? null,
    status: c.res.status,
    outcome: c.var.outcome ?? null,
    latencyMs: Math.round((performance.now() - started) * 100) / 100,
    createdAt: c.var.clock.now().toISOString(),
  });
}

/**
 * The pattern of the route that answered, or `unmatched`. Several patterns can match one path (`/metrics/prometheus`
 * and `/metrics/:organization_id`): the answering one is where dispatch stopped, or, when this envelope answered first
 * (a body limit, say), the first route registered for the path, which is the one Hono would have run.
 */
export function routePattern(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  const current = routes[c.req.routeIndex];
  if (current && current.method !== 'ALL') return current.path;
  return routes.find((route) => route.method !== 'ALL')?.path ?? 'unmatched';
}

async function writeLogLine(c: Context<AppEnv>, started: number, body: unknown, traced: Active | undefined): Promise<void> {
  const principal = c.var.services.principal;
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
    engine: c.var.engine ?? null,
    outcome: c.var.outcome ?? null,
    error_code: await errorCode(c.res),
    trace_id: traced?.trace.traceId ?? null,
    ...(body !== undefined ? { body } : {}),
  };
  if (traced) {
    annotateRoot({
      'http.route': line.route,
      'verdict.request_id': line.request_id,
      'verdict.org_id': line.org_id,
      'verdict.engine': line.engine,
      'verdict.outcome': line.outcome,
    });
  }
  console.log(JSON.stringify(line));
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
