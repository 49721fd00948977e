import { cors as honoCors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

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

/** `CORS_ALLOWED_ORIGINS`: `*`, or a comma-separated list of exact origins (`https://app.example.com`). */
export function parseAllowedOrigins(value: string | undefined): '*' | Set<string> {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return items.includes('*') ? '*' : new Set(items);
}

/**
 * CORS for browser applications. Allowed origins come from `CORS_ALLOWED_ORIGINS`; unset means no origin is allowed
 * (browsers then block cross-origin reads, which is the safe default). Preflights always answer 204, so a refused
 * origin sees a CORS failure, not an error status. Credentials are headers, never cookies, so
 * `Access-Control-Allow-Credentials` is not sent.
 */
export function cors() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const allowed = parseAllowedOrigins(c.env.CORS_ALLOWED_ORIGINS);
    const handler = honoCors({
      origin: (origin) => (allowed === '*' ? '*' : allowed.has(origin) ? origin : null),
      // Every method a route of the API uses (webhooks are updated with PATCH, the gateway policy replaced with PUT); the CORS test checks against the routes.
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ALLOW_HEADERS,
      exposeHeaders: EXPOSE_HEADERS,
      maxAge: 600,
    });
    return handler(c, next);
  });
}
