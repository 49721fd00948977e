import type { AuditLogRow } from '@verdict/db';
import type { SqliteExactOutcome, SqliteExactPlan } from '@verdict/engines/sql/index.ts';
import type { BucketPolicy, RateDecision } from './token-bucket.ts';

/**
 * What the Durable Objects answer over RPC, in a module that imports nothing of the worker: `env.ts` types its
 * namespaces with these interfaces, so the binding types never import the objects (which import the services, which
 * import `env.ts`) back. Each object class `implements` its interface, so the two cannot drift.
 */

/**
 * The gate object of an API key (key record, rate-limit bucket and revocation tombstone) is the RATE_LIMITER object
 * named this prefix and the key's SHA-256.
 */
export const KEY_GATE_PREFIX = 'key:';

export interface SecurityReport {
  orgId: number;
  actorType: AuditLogRow['actorType'];
  actorId: string | null;
  action: string;
  outcome: 'failure' | 'blocked';
  resource: string | null;
  /** Fixed details of the event (no PII: the audit layer redacts anyway); the count and window are added. */
  details?: Record<string, unknown>;
}

/** What the gate knows about an API key: enough to build the principal without another storage read. */
export interface KeyRecord {
  keyId: string;
  orgId: number;
  userId: string;
  role: 'owner' | 'admin' | 'member';
  email: string;
  scopes: string[];
  ipAllowlist: string[] | null;
  isTest: boolean;
}

export type KeyAuthorization =
  | { ok: false; reason: 'invalid' | 'ip_not_allowed' }
  | { ok: true; key: KeyRecord; decision: RateDecision /** `last_used_at` is due for a (deferred) write. */; touch: boolean };

export interface AuthorizeInput {
  keyHash: string;
  nowMs: number;
  clientIp: string | null;
  cost: number;
  policy: BucketPolicy;
  /** How long a key record read from D1 is trusted before it is read again (role or user status changes). */
  recordTtlMs: number;
}

export interface TakeInput {
  nowMs: number;
  policy: BucketPolicy;
  cost: number;
  /** Counted into an aggregated `rate_limit.denied` event when the take is refused. */
  report?: SecurityReport;
}

export interface RateLimiterRpc extends Rpc.DurableObjectBranded {
  take(input: TakeInput): RateDecision;
  authorize(input: AuthorizeInput): Promise<KeyAuthorization>;
  revoke(): void;
  ping(): 'pong';
}

export interface AuthThrottleRpc extends Rpc.DurableObjectBranded {
  check(nowMs: number, policy: BucketPolicy): RateDecision;
  take(nowMs: number, policy: BucketPolicy, report?: SecurityReport): RateDecision;
  reset(): void;
  ping(): 'pong';
}

export interface AuditEvent {
  id: string;
  actorType: AuditLogRow['actorType'];
  actorId: string | null;
  action: string;
  resource: string | null;
  outcome: AuditLogRow['outcome'];
  requestId: string | null;
  ip: string | null;
  createdAt: string;
  /** Already PII-redacted JSON. */
  details: string;
}

export interface AppendResult {
  id: string;
  seq: number;
  entryHash: string;
}

export interface LedgerHead {
  seq: number;
  hash: string;
}

export interface AuditLedgerRpc extends Rpc.DurableObjectBranded {
  append(orgId: number, event: AuditEvent): Promise<AppendResult>;
  appendMany(orgId: number, events: AuditEvent[]): Promise<AppendResult[]>;
  sync(orgId: number): Promise<LedgerHead | null>;
  head(): LedgerHead | null;
  stats(): { appended: number; batches: number; flushed: number; recoveries: number; pending: number };
  ping(): 'pong';
}

export type ReservationDenial =
  | { ok: false; code: 'SVC-AGENT-LOOP-002'; reason: 'replayed_step' | 'non_increasing_step' }
  | { ok: false; code: 'SVC-AGENT-LOOP-003'; reason: 'repeated_action' }
  | { ok: false; code: 'AGENT_BUDGET_EXCEEDED'; reason: 'budget'; spent: number; maxCostPerDay: number };

export type Reservation = { ok: true; spentToday: number } | ReservationDenial;

export interface ReserveInput {
  conversationId: string;
  stepNumber: number;
  /** Normalised action (query + tool) for the "third consecutive identical action" rule. */
  actionKey: string;
  cost: number;
  maxCostPerDay: number;
  nowMs: number;
}

export interface AgentSessionRpc extends Rpc.DurableObjectBranded {
  reserve(input: ReserveInput): Reservation;
  commit(conversationId: string, stepNumber: number): { spentToday: number };
  release(conversationId: string, stepNumber: number): void;
  spentToday(nowMs: number): number;
  checkToolPin(name: string, hash: string, nowMs: number): 'pinned' | 'unchanged' | 'changed';
  approveTool(name: string, hash: string, nowMs: number): void;
  ping(): 'pong';
}

export interface SqlScratchRpc extends Rpc.DurableObjectBranded {
  /** How many times schema statements were applied (read by the tests of the schema cache). */
  readonly applied: number;
  check(schema: SqliteExactPlan['schema'], query: string, parameters?: number): SqliteExactOutcome;
  ping(): 'pong';
}
