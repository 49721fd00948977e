import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { requestMetrics } from './schema.ts';

export type NewRequestMetric = Omit<typeof requestMetrics.$inferInsert, 'id' | 'orgId'>;

/** Platform-wide totals: the only metrics query without an organization, used for the global figures of GET /metrics. */
export async function globalRequestTotals(db: Database): Promise<{ requests: number; avgLatencyMs: number }> {
  const row = await db
    .select({ n: count(), avg: avg(requestMetrics.latencyMs) })
    .from(requestMetrics)
    .get();
  return { requests: row?.n ?? 0, avgLatencyMs: Number(row?.avg ?? 0) };
}

/** Per-tenant request counts for platform operators. */
export async function requestsPerTenant(db: Database): Promise<Array<{ orgId: number; requests: number; avgLatencyMs: number }>> {
  const rows = await db
    .select({ orgId: requestMetrics.orgId, n: count(), avg: avg(requestMetrics.latencyMs) })
    .from(requestMetrics)
    .groupBy(requestMetrics.orgId)
    .all();
  return rows.map((r) => ({ orgId: r.orgId, requests: r.n, avgLatencyMs: Number(r.avg ?? 0) }));
}

export async function organizationRequestGroups(db: Database, orgId: number) {
  return db
    .select({
      route: requestMetrics.route,
      engine: requestMetrics.engine,
      status: requestMetrics.status,
      outcome: requestMetrics.outcome,
      n: count(),
      sum: sql<number>`sum(${requestMetrics.latencyMs})`,
    })
    .from(requestMetrics)
    .where(eq(requestMetrics.orgId, orgId))
    .groupBy(requestMetrics.route, requestMetrics.engine, requestMetrics.status, requestMetrics.outcome)
    .all();
}

/** Sorted latencies of one organization (bounded) for percentiles and histogram buckets. */
export async function organizationLatencies(db: Database, orgId: number, limit = 100_000): Promise<number[]> {
  const rows = await db
    .select({ ms: requestMetrics.latencyMs })
    .from(requestMetrics)
    .where(and(eq(requestMetrics.orgId, orgId)))
    .orderBy(requestMetrics.latencyMs)
    .limit(limit)
    .all();
  return rows.map((r) => r.ms);
}
