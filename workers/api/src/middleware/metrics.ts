import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { defer } from '../services/deferred-writes.ts';

/**
 * Counts every authenticated API request with its route pattern, engine, status and latency. The row is written after
 * the response, coalesced with other requests' deferred rows: no caller waits on metrics, and a failed write loses
 * only those data points.
 */
export function requestMetrics() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    // Unset until an authentication middleware ran; unauthenticated requests are not attributed to anyone.
    const principal = c.var.principal as AppEnv['Variables']['principal'] | undefined;
    if (!principal) return;
    defer(c, {
      metrics: [
        {
          orgId: principal.orgId,
          route: `${c.req.method} ${c.req.routePath}`,
          engine: c.var.engine ?? null,
          status: c.res.status,
          outcome: c.var.outcome ?? null,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
          createdAt: c.var.clock.now().toISOString(),
        },
      ],
    });
  });
}
