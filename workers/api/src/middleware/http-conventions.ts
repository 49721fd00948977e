import type { Context, NotFoundHandler } from 'hono';
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
