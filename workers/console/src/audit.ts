/**
 * Reading the organization's audit trail (GET /v1/audit/logs) for the overview chart and the agents page. Everything
 * here is arithmetic over entries the signed-in user can already read: the console derives views, it adds no data.
 */

export interface AuditEntry {
  id: string;
  organization_id: number;
  seq: number;
  actor: { type: string; id: string | null };
  action: string;
  resource: string | null;
  outcome: string;
  request_id: string | null;
  ip: string | null;
  timestamp: string;
  details: unknown;
  prev_hash: string;
  entry_hash: string;
  hmac: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  next_cursor: string | null;
  limit: number;
}

export type Outcome = 'verified' | 'failed' | 'blocked';

const detailsOf = (e: AuditEntry): Record<string, unknown> =>
  e.details && typeof e.details === 'object' ? (e.details as Record<string, unknown>) : {};

/** For a verification (API or agent), its engine and outcome; null for every other kind of entry. */
export function verificationOf(e: AuditEntry): { engine: string; outcome: Outcome } | null {
  let engine: string | null = null;
  if (e.action.startsWith('verification.')) engine = e.action.slice('verification.'.length);
  else if (e.action === 'agent.verify') {
    const d = detailsOf(e).engine;
    engine = typeof d === 'string' ? d : 'unknown';
  }
  if (engine === null) return null;
  const outcome: Outcome = e.outcome === 'verified' ? 'verified' : e.outcome === 'blocked' ? 'blocked' : 'failed';
  return { engine, outcome };
}

export type Granularity = 'hour' | 'day';

export interface Series {
  /** Bucket start times (ms), oldest first. */
  buckets: number[];
  /** Series name → count per bucket. */
  counts: Record<string, number[]>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Floors to the UTC hour or day, the boundaries the service itself uses (agent budgets reset at 00:00 UTC). */
export function bucketStart(ms: number, granularity: Granularity): number {
  const size = granularity === 'hour' ? HOUR : DAY;
  return Math.floor(ms / size) * size;
}

/**
 * Counts verifications per bucket over the last `count` buckets ending at `nowMs`, split by `by` (outcome or engine).
 * Entries outside the window are ignored.
 */
export function verificationSeries(
  entries: readonly AuditEntry[],
  opts: { nowMs: number; granularity: Granularity; count: number; by: 'outcome' | 'engine' },
): Series {
  const size = opts.granularity === 'hour' ? HOUR : DAY;
  const last = bucketStart(opts.nowMs, opts.granularity);
  const first = last - (opts.count - 1) * size;
  const buckets = Array.from({ length: opts.count }, (_, i) => first + i * size);
  const counts: Record<string, number[]> =
    opts.by === 'outcome' ? { verified: zeros(opts.count), failed: zeros(opts.count), blocked: zeros(opts.count) } : {};
  for (const e of entries) {
    const v = verificationOf(e);
    if (!v) continue;
    const t = Date.parse(e.timestamp);
    if (!Number.isFinite(t)) continue;
    const index = Math.floor((bucketStart(t, opts.granularity) - first) / size);
    if (index < 0 || index >= opts.count) continue;
    const key = opts.by === 'outcome' ? v.outcome : v.engine;
    counts[key] ??= zeros(opts.count);
    const row = counts[key];
    if (row) row[index] = (row[index] ?? 0) + 1;
  }
  return { buckets, counts };
}

function zeros(n: number): number[] {
  return new Array<number>(n).fill(0);
}

export interface AgentDigest {
  /** Sum of accepted verification costs since 00:00 UTC today. */
  spentToday: number;
  recent: Array<{
    id: string;
    timestamp: string;
    action: string;
    outcome: string;
    decision: string;
    rule: string | null;
    engine: string | null;
  }>;
}

/** Spend today and the latest decisions of one agent, from its audit entries (actor type `agent`). */
export function agentDigest(entries: readonly AuditEntry[], agentId: number, nowMs: number, recentLimit = 8): AgentDigest {
  const dayStart = bucketStart(nowMs, 'day');
  let spentToday = 0;
  const recent: AgentDigest['recent'] = [];
  for (const e of entries) {
    if (e.actor.type !== 'agent' || e.actor.id !== String(agentId)) continue;
    const d = detailsOf(e);
    const t = Date.parse(e.timestamp);
    if (e.action === 'agent.verify' && typeof d.cost === 'number' && t >= dayStart) spentToday += d.cost;
    if (recent.length < recentLimit) {
      // The guard's rule or the refusal code; a tool-call decision names its category and risk instead.
      const risk = typeof d.risk_level === 'string' ? `${String(d.category ?? 'tool')} · ${d.risk_level} risk` : null;
      const rule = [d.rule, d.code].find((v): v is string => typeof v === 'string') ?? risk;
      const decision =
        typeof d.decision === 'string'
          ? d.decision
          : e.outcome === 'blocked'
            ? 'blocked'
            : typeof d.code === 'string'
              ? 'denied'
              : 'allowed';
      const engine = typeof d.engine === 'string' ? d.engine : typeof d.tool === 'string' ? d.tool : null;
      recent.push({ id: e.id, timestamp: e.timestamp, action: e.action, outcome: e.outcome, decision, rule, engine });
    }
  }
  // Costs are cents-sized decimals; round away the binary noise of the sum.
  return { spentToday: Math.round(spentToday * 1e6) / 1e6, recent };
}
