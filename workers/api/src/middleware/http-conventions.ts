import type { Context, NotFoundHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError, problemResponse } from '../errors.ts';

interface RouteLike {
  method: string;
  path: string;
}

/** `/v1/agents/:id/verify` → a regular expression for concrete paths; `*` matches the rest of the path. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The not-found handler: a path that exists with other methods answers 405 with `Allow` (RFC 9110 §15.5.6), any
 * other path 404. Routes are read from the app once, on first use (all are registered by then).
 */
export function notFoundOrMethodNotAllowed(routes: () => readonly RouteLike[]): NotFoundHandler<AppEnv> {
  let table: Array<{ pattern: RegExp; method: string }> | null = null;
  return (c: Context<AppEnv>) => {
    table ??= routes()
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ pattern: pathPattern(r.path), method: r.method.toUpperCase() }));
    const methods = new Set(table.filter((r) => r.pattern.test(c.req.path)).map((r) => r.method));
    if (methods.size === 0) return problemResponse(c, new ApiError('NOT_FOUND', 'No such route.'));
    // Hono answers HEAD with the GET route; CORS preflights (OPTIONS) are answered for every path.
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    const allow = [...methods].sort((a, b) => (a < b ? -1 : 1)).join(', ');
    return problemResponse(
      c,
      new ApiError('METHOD_NOT_ALLOWED', `${c.req.method} is not allowed here; use ${allow}.`, { headers: { allow } }),
    );
  };
}

/** Where the resource a 201/202 created can be read, from the response body of each creating route. */
const LOCATIONS: Record<string, (body: Record<string, unknown>) => string | null> = {
  'POST /v1/auth/signup': () => '/v1/auth/me',
  'POST /v1/auth/api-keys': (b) => (typeof b.id === 'string' ? `/v1/auth/api-keys/${encodeURIComponent(b.id)}` : null),
  'POST /v1/agents/register': (b) => (typeof b.agent_id === 'number' ? `/v1/agents/${b.agent_id}/activity` : null),
  'POST /v1/verify/batch': (b) => (typeof b.job_id === 'string' ? `/v1/verify/batch/${encodeURIComponent(b.job_id)}` : null),
};

/** `Location` on every 201 Created and 202 Accepted (RFC 9110 §10.2.2), derived in one place for all routes. */
export function locationHeader() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const status = c.res.status;
    if ((status !== 201 && status !== 202) || c.res.headers.has('location')) return;
    const locate = LOCATIONS[`${c.req.method} ${c.req.path}`];
    if (!locate) return;
    try {
      const body: unknown = await c.res.clone().json();
      const location = body && typeof body === 'object' ? locate(body as Record<string, unknown>) : null;
      if (location) c.res.headers.set('location', location);
    } catch {
      // Not JSON: nothing to point at.
    }
  });
}
