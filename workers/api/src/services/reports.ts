import { type AuditLogRow, findOrganization, listActiveApiKeys } from '@verdict/db';
import type { ServiceDeps } from '../env.ts';
import { verifyWholeChain } from './compliance.ts';
import { principalOf } from './deps.ts';

const DAY_MS = 86_400_000;

function period(deps: ServiceDeps, query: { from?: string | undefined; to?: string | undefined }, defaultDays: number) {
  const to = query.to ? new Date(query.to) : deps.clock.now();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - defaultDays * DAY_MS);
  return { from: from.toISOString(), to: to.toISOString() };
}

const inPeriod = (row: AuditLogRow, p: { from: string; to: string }) => row.createdAt >= p.from && row.createdAt <= p.to;

function detailsOf(row: AuditLogRow): Record<string, unknown> {
  try {
    const details: unknown = JSON.parse(row.details);
    return details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Rule ids recorded in audit details by guards and agent checks, read back for the threat summary. */
function ruleOf(row: AuditLogRow): string | null {
  const details = detailsOf(row);
  return typeof details.rule === 'string' ? details.rule : typeof details.code === 'string' ? details.code : null;
}

/**
 * How many occurrences an entry stands for: refused requests (rate limits, failed sign-ins, invalid agent tokens) are
 * recorded as one aggregated event per window carrying their `count`.
 */
function weightOf(row: AuditLogRow): number {
  const details = detailsOf(row);
  return details.aggregated === true && typeof details.count === 'number' && details.count > 0 ? details.count : 1;
}

/**
 * A SOC 2 Type II style report: each control's evidence is computed from the organization's own records over the
 * period, and the audit-integrity control re-verifies the whole hash chain.
 */
export async function soc2Report(deps: ServiceDeps, query: { from?: string | undefined; to?: string | undefined }) {
  const orgId = principalOf(deps).orgId;
  const p = period(deps, query, 90);
  const counts = new Map<string, number>();
  let lastRotation: string | null = null;
  let lastKeyCreation: string | null = null;
  let blocked = 0;
  let failedLogins = 0;
  let rateLimited = 0;
  let eventsInPeriod = 0;
  const chain = await verifyWholeChain(deps, (row) => {
    if (row.action === 'api_key.rotate' && row.outcome === 'success') lastRotation = row.createdAt;
    if (row.action === 'api_key.create' && row.outcome === 'success') lastKeyCreation = row.createdAt;
    if (!inPeriod(row, p)) return;
    eventsInPeriod++;
    counts.set(row.action, (counts.get(row.action) ?? 0) + 1);
    const weight = weightOf(row);
    if (row.outcome === 'blocked') blocked += weight;
    if (row.action === 'auth.signin' && row.outcome === 'failure') failedLogins += weight;
    if (row.action === 'rate_limit.denied') rateLimited += weight;
  });
  const [organization, keys] = await Promise.all([findOrganization(deps.db, orgId), listActiveApiKeys(deps.db, orgId)]);
  const now = deps.clock.now().getTime();
  const staleKeys = keys.filter((k) => now - Date.parse(k.createdAt) > 365 * DAY_MS).length;
  const unrestrictedAdminKeys = keys.filter((k) => k.scopes.includes('admin:all') && !(k.ipAllowlist && k.ipAllowlist.length)).length;

  const controls = [
    {
      id: 'CC6.1',
      name: 'Access control',
      evidence: {
        active_api_keys: keys.length,
        admin_keys_without_ip_allowlist: unrestrictedAdminKeys,
        scoped_keys: keys.filter((k) => !k.scopes.includes('admin:all')).length,
      },
      findings: unrestrictedAdminKeys > 0 ? [`${unrestrictedAdminKeys} admin:all key(s) have no IP allowlist`] : [],
    },
    {
      id: 'CC6.2',
      name: 'Key management',
      evidence: {
        last_rotation: lastRotation,
        last_key_creation: lastKeyCreation,
        keys_older_than_365_days: staleKeys,
        rotations_in_period: counts.get('api_key.rotate') ?? 0,
        revocations_in_period: counts.get('api_key.revoke') ?? 0,
      },
      findings: staleKeys > 0 ? [`${staleKeys} active key(s) were not rotated within 365 days`] : [],
    },
    {
      id: 'CC7.2',
      name: 'Audit integrity',
      evidence: { ...chain },
      findings: chain.valid
        ? []
        : [
            `audit chain verification failed${chain.first_invalid ? ` at seq ${chain.first_invalid.seq} (${chain.first_invalid.reason})` : ''}${chain.head_matches ? '' : '; the newest entries do not match the ledger head'}`,
          ],
    },
    {
      id: 'CC7.1',
      name: 'Monitoring',
      evidence: {
        events_in_period: eventsInPeriod,
        verifications_in_period: [...counts].filter(([a]) => a.startsWith('verification.')).reduce((n, [, v]) => n + v, 0),
        rate_limit_denials: rateLimited,
      },
      findings: eventsInPeriod === 0 ? ['no events recorded in the period'] : [],
    },
    {
      id: 'CC7.3',
      name: 'Incident response',
      evidence: { blocked_events: blocked, failed_logins: failedLogins, guard_blocks: counts.get('guard.block') ?? 0 },
      findings: [] as string[],
    },
    {
      id: 'CC8.1',
      name: 'Change management',
      evidence: {
        key_changes: (counts.get('api_key.create') ?? 0) + (counts.get('api_key.revoke') ?? 0) + (counts.get('api_key.rotate') ?? 0),
        agent_registrations: counts.get('agent.register') ?? 0,
        admin_exports: counts.get('admin.export') ?? 0,
      },
      findings: [] as string[],
    },
  ].map((control) => ({
    ...control,
    status: (control.id === 'CC7.1' && eventsInPeriod === 0 ? 'not_tested' : control.findings.length ? 'exception' : 'effective') as
      | 'effective'
      | 'exception'
      | 'not_tested',
  }));
  return {
    report_type: 'SOC 2 Type II' as const,
    organization_id: orgId,
    organization_name: organization?.name ?? '',
    period: p,
    generated_at: deps.clock.now().toISOString(),
    overall_status: (controls.some((x) => x.status === 'exception') ? 'exceptions_noted' : 'effective') as 'effective' | 'exceptions_noted',
    controls,
  };
}

const THREAT_CATEGORIES: Array<[string, (row: AuditLogRow, rule: string | null) => boolean]> = [
  [
    'injection_blocked',
    (r, rule) =>
      r.outcome === 'blocked' && (rule?.startsWith('INJ') || r.action.includes('natural_language') || r.action.includes('logic')) === true,
  ],
  ['exfiltration_blocked', (r, rule) => r.outcome === 'blocked' && rule?.startsWith('EXF') === true],
  ['poisoning_blocked', (r, rule) => r.outcome === 'blocked' && (rule?.startsWith('POI') || rule === 'TOOL-PIN-CHANGED') === true],
  ['loop_denials', (_r, rule) => rule === 'SVC-AGENT-LOOP-003'],
  ['replay_denials', (_r, rule) => rule === 'SVC-AGENT-LOOP-002'],
  ['rate_limit_denials', (r) => r.action === 'rate_limit.denied'],
  ['failed_logins', (r) => r.action === 'auth.signin' && r.outcome === 'failure'],
  ['invalid_agent_tokens', (r) => r.action === 'agent.authenticate' && r.outcome === 'failure'],
  ['blocked_total', (r) => r.outcome === 'blocked'],
];

/**
 * Threat summary over a window (default 24 h): counts per category, plus actors whose activity in the window is far
 * above their own baseline over the preceding 7 days (an actor with 3× its hourly baseline and ≥ 20 events is flagged).
 */
export async function threatSummary(deps: ServiceDeps, query: { from?: string | undefined; to?: string | undefined }) {
  const window = period(deps, query, 1);
  const windowMs = Date.parse(window.to) - Date.parse(window.from);
  const baselineFrom = new Date(Date.parse(window.from) - 7 * DAY_MS).toISOString();
  const totals: Record<string, number> = Object.fromEntries(THREAT_CATEGORIES.map(([name]) => [name, 0]));
  const inWindow = new Map<string, number>();
  const inBaseline = new Map<string, number>();
  const recentBlocked: Array<{ id: string; action: string; timestamp: string; rule: string | null }> = [];
  await verifyWholeChain(deps, (row) => {
    const actor = `${row.actorType}:${row.actorId ?? ''}`;
    if (row.createdAt >= baselineFrom && row.createdAt < window.from) inBaseline.set(actor, (inBaseline.get(actor) ?? 0) + 1);
    if (!inPeriod(row, window)) return;
    inWindow.set(actor, (inWindow.get(actor) ?? 0) + 1);
    const rule = ruleOf(row);
    const weight = weightOf(row);
    for (const [name, matches] of THREAT_CATEGORIES) if (matches(row, rule)) totals[name] = (totals[name] ?? 0) + weight;
    if (row.outcome === 'blocked' || row.outcome === 'failure') {
      recentBlocked.push({ id: row.id, action: row.action, timestamp: row.createdAt, rule });
      if (recentBlocked.length > 50) recentBlocked.shift();
    }
  });
  const baselineWindows = (7 * DAY_MS) / Math.max(windowMs, 1);
  const anomalies = [...inWindow]
    .map(([actor, events]) => {
      const [actorType, actorId] = actor.split(':');
      const baseline = (inBaseline.get(actor) ?? 0) / baselineWindows;
      return {
        actor_type: actorType ?? 'unknown',
        actor_id: actorId || null,
        events,
        baseline: Math.round(baseline * 100) / 100,
        reason: `events in window ${events} vs baseline ${baseline.toFixed(2)}`,
      };
    })
    .filter((a) => a.events >= 20 && a.events > 3 * Math.max(a.baseline, 1));
  return {
    organization_id: principalOf(deps).orgId,
    window,
    generated_at: deps.clock.now().toISOString(),
    totals,
    anomalies,
    recent_blocked: recentBlocked.reverse(),
  };
}
