import { globalRequestTotals, organizationLatencies, organizationRequestGroups, requestsPerTenant } from '@verdict/db';
import type { ServiceDeps } from '../env.ts';
import { writePending } from './deferred-writes.ts';
import { principalOf } from './deps.ts';

const round = (n: number) => Math.round(n * 100) / 100;

export function isPlatformOperator(deps: ServiceDeps): boolean {
  const operators = (deps.env.PLATFORM_ADMINS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return operators.includes(principalOf(deps).email);
}

/** Global totals for everyone allowed here; the per-tenant breakdown only shows the caller's organization unless the caller is a platform operator. */
export async function globalMetrics(deps: ServiceDeps) {
  const operator = isPlatformOperator(deps);
  await writePending(deps);
  const [totals, tenants] = await Promise.all([globalRequestTotals(deps.db), requestsPerTenant(deps.db)]);
  const visible = operator ? tenants : tenants.filter((t) => t.orgId === principalOf(deps).orgId);
  return {
    total_requests: totals.requests,
    avg_latency_ms: round(totals.avgLatencyMs),
    tenants: Object.fromEntries(visible.map((t) => [String(t.orgId), { requests: t.requests, avg_latency_ms: round(t.avgLatencyMs) }])),
    scope: operator ? ('platform' as const) : ('organization' as const),
    generated_at: deps.clock.now().toISOString(),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

export async function organizationMetrics(deps: ServiceDeps, orgId: number) {
  await writePending(deps);
  const [groups, latencies] = await Promise.all([organizationRequestGroups(deps.db, orgId), organizationLatencies(deps.db, orgId)]);
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
    generated_at: deps.clock.now().toISOString(),
  };
}

/** Upper bounds (seconds) of the latency histogram's buckets. */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function label(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('"', '\\"');
}

/** A sample value in Prometheus' float syntax, without binary noise (0.1 + 0.2 style). */
function sampleValue(n: number): string {
  return String(Number(n.toPrecision(12)));
}

/**
 * Prometheus text exposition format 0.0.4 for the caller's organization (every organization for platform operators).
 * Names follow Prometheus' conventions, which `promtool check metrics` enforces: base units (seconds), `_total` on
 * counters, a histogram with cumulative `le` buckets, `_sum` and `_count`.
 */
export async function prometheusMetrics(deps: ServiceDeps): Promise<string> {
  await writePending(deps);
  const orgIds = isPlatformOperator(deps) ? (await requestsPerTenant(deps.db)).map((t) => t.orgId) : [principalOf(deps).orgId];
  const lines: string[] = [
    '# HELP verdict_requests_total API requests by organization, route, engine and HTTP status.',
    '# TYPE verdict_requests_total counter',
  ];
  const histogram: string[] = [
    '# HELP verdict_request_duration_seconds API request latency.',
    '# TYPE verdict_request_duration_seconds histogram',
  ];
  for (const orgId of orgIds) {
    const [groups, latencies] = await Promise.all([organizationRequestGroups(deps.db, orgId), organizationLatencies(deps.db, orgId)]);
    const merged = new Map<string, number>();
    for (const g of groups) {
      const key = `organization="${orgId}",route="${label(g.route)}",engine="${label(g.engine ?? '')}",status="${g.status}"`;
      merged.set(key, (merged.get(key) ?? 0) + g.n);
    }
    for (const [labels, n] of merged) lines.push(`verdict_requests_total{${labels}} ${n}`);
    // Latencies are stored in milliseconds; compare in milliseconds so bucket edges are exact.
    let sumMs = 0;
    for (const ms of latencies) sumMs += ms;
    for (const le of LATENCY_BUCKETS_SECONDS) {
      const count = latencies.filter((ms) => ms <= le * 1000).length;
      histogram.push(`verdict_request_duration_seconds_bucket{organization="${orgId}",le="${le}"} ${count}`);
    }
    histogram.push(`verdict_request_duration_seconds_bucket{organization="${orgId}",le="+Inf"} ${latencies.length}`);
    histogram.push(`verdict_request_duration_seconds_sum{organization="${orgId}"} ${sampleValue(sumMs / 1000)}`);
    histogram.push(`verdict_request_duration_seconds_count{organization="${orgId}"} ${latencies.length}`);
  }
  return `${[...lines, ...histogram].join('\n')}\n`;
}
