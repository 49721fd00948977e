import { createMiddleware } from 'hono/factory';
import { insertRequestMetric } from '@verdict/db';
import type { AppEnv } from '../env.ts';

/**
 * Counts every authenticated API request with its route pattern, engine, status and latency. The write happens in
 * `waitUntil` after the response is ready: no caller waits on metrics, and a failed write loses only that data point.
 */
export function requestMetrics() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const principal = c.get('principal') as AppEnv['Variables']['principal'] | undefined;
    if (!principal) return;
    const metric = {
      route: `${c.req.method} ${c.req.routePath}`,
      engine: (c.get('engine' as never) as string | undefined) ?? null,
      status: c.res.status,
      outcome: (c.get('outcome' as never) as string | undefined) ?? null,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
      createdAt: c.var.clock.now().toISOString(),
    };
    c.executionCtx.waitUntil(insertRequestMetric(c.var.db, principal.orgId, metric).catch(() => undefined));
  });
}
