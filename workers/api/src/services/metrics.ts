import { globalRequestTotals, organizationLatencies, organizationRequestGroups, requestsPerTenant } from '@verdict/db';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { writePending } from './deferred-writes.ts';

const round = (n: number) => Math.round(n * 100) / 100;

export function isPlatformOperator(c: Context<AppEnv>): boolean {
  const operators = (c.env.PLATFORM_ADMINS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return operators.includes(c.var.principal.email);
}

/** Global totals for everyone allowed here; the per-tenant breakdown only shows the caller's organization unless the caller is a platform operator. */
export async function globalMetrics(c: Context<AppEnv>) {
  const operator = isPlatformOperator(c);
  await writePending(c);
  const [totals, tenants] = await Promise.all([globalRequestTotals(c.var.db), requestsPerTenant(c.var.db)]);
  const visible = operator ? tenants : tenants.filter((t) => t.orgId === c.var.principal.orgId);
  return {
    total_requests: totals.requests,
    avg_latency_ms: round(totals.avgLatencyMs),
    tenants: Object.fromEntries(visible.map((t) => [String(t.orgId), { requests: t.requests, avg_latency_ms: round(t.avgLatencyMs) }])),
    scope: operator ? ('platform' as const) : ('organization' as const),
    generated_at: c.var.clock.now().toISOString(),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

export async function organizationMetrics(c: Context<AppEnv>, orgId: number) {
  await writePending(c);
  const [groups, latencies] = await Promise.all([organizationRequestGroups(c.var.db, orgId), organizationLatencies(c.var.db, orgId)]);
  let total = 0;
  let sum = 0;
  let verified = 0;
  let blocked = 0;
  let errors = 0;
  const byEngine: Record<string, number> = {};
  const byRoute: Record<string, number> = {};
  for (const g of groups) {
    total += g.n;
    sum += Number(g.sum ?? 0);
    if (g.outcome === 'verified') verified += g.n;
    if (g.outcome === 'blocked') blocked += g.n;
    if (g.status >= 500) errors += g.n;
    if (g.engine) byEngine[g.engine] = (byEngine[g.engine] ?? 0) + g.n;
    byRoute[g.route] = (byRoute[g.route] ?? 0) + g.n;
  }
  return {
    organization_id: orgId,
    total_requests: total,
    avg_latency_ms: total ? round(sum / total) : 0,
    p50_latency_ms: round(percentile(latencies, 50)),
    p95_latency_ms: round(percentile(latencies, 95)),
    verified,
    blocked,
    errors,
    by_engine: byEngine,
    by_route: byRoute,
    generated_at: c.var.clock.now().toISOString(),
  };
}

const BUCKETS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000];

function label(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('"', '\\"');
}

/** Prometheus text exposition format 0.0.4 for the caller's organization (every organization for platform operators). */
export async function prometheusMetrics(c: Context<AppEnv>): Promise<string> {
  await writePending(c);
  const orgIds = isPlatformOperator(c) ? (await requestsPerTenant(c.var.db)).map((t) => t.orgId) : [c.var.principal.orgId];
  const lines: string[] = [
    '# HELP verdict_requests_total API requests by organization, route, engine and HTTP status.',
    '# TYPE verdict_requests_total counter',
  ];
  const histogram: string[] = [
    '# HELP verdict_request_duration_ms API request latency in milliseconds.',
    '# TYPE verdict_request_duration_ms histogram',
  ];
  for (const orgId of orgIds) {
    const [groups, latencies] = await Promise.all([organizationRequestGroups(c.var.db, orgId), organizationLatencies(c.var.db, orgId)]);
    const merged = new Map<string, number>();
    for (const g of groups) {
      const key = `organization="${orgId}",route="${label(g.route)}",engine="${label(g.engine ?? '')}",status="${g.status}"`;
      merged.set(key, (merged.get(key) ?? 0) + g.n);
    }
    for (const [labels, n] of merged) lines.push(`verdict_requests_total{${labels}} ${n}`);
    let sum = 0;
    for (const ms of latencies) sum += ms;
    for (const le of BUCKETS)
      histogram.push(`verdict_request_duration_ms_bucket{organization="${orgId}",le="${le}"} ${latencies.filter((ms) => ms <= le).length}`);
    histogram.push(`verdict_request_duration_ms_bucket{organization="${orgId}",le="+Inf"} ${latencies.length}`);
    histogram.push(`verdict_request_duration_ms_sum{organization="${orgId}"} ${round(sum)}`);
    histogram.push(`verdict_request_duration_ms_count{organization="${orgId}"} ${latencies.length}`);
  }
  return `${[...lines, ...histogram].join('\n')}\n`;
}
