import { DurableObject } from 'cloudflare:workers';
import { createDatabase, findActiveApiKeyByHash } from '@verdict/db';
import type { Env } from '../env.ts';
import { ipAllowed } from '../lib/ip.ts';
import { countRefusal, ensureReportTables, flushRefusals, type SecurityReport } from './security-report.ts';
import { type BucketPolicy, ensureBucketTable, type RateDecision, takeTokens } from './token-bucket.ts';

export type { RateDecision } from './token-bucket.ts';

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

/** `last_used_at` is written at most this often per key (the write itself is deferred and coalesced). */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The per-credential gate. For an API key there is one object per key digest (`key:<sha256>`), holding the key record
 * (read from D1 on first use and cached), the key's token bucket and a revocation tombstone: authentication and the
 * rate-limit charge are one call, so an API-key request makes a single storage round trip before its engine runs.
 * Revocation is immediate: key revocation and rotation call `revoke()` before touching D1, and a revoked object never
 * reads the record again. Bearer users and agents use `take()` on `user:<id>` objects.
 *
 * Every decision runs synchronously on this object's storage, so concurrent requests can never both take the last
 * token. Refusals are counted and written to the audit trail as one aggregated event per window (alarm).
 */
export class RateLimiter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    ensureBucketTable(sql);
    ensureReportTables(sql);
    sql.exec(
      'CREATE TABLE IF NOT EXISTS key_record (id INTEGER PRIMARY KEY CHECK (id = 1), record TEXT NOT NULL, loaded_ms INTEGER NOT NULL)',
    );
    sql.exec(
      'CREATE TABLE IF NOT EXISTS key_state (id INTEGER PRIMARY KEY CHECK (id = 1), revoked INTEGER NOT NULL, touched_ms INTEGER NOT NULL)',
    );
  }

  take(input: TakeInput): RateDecision {
    return this.ctx.storage.transactionSync(() => {
      const decision = takeTokens(this.ctx.storage.sql, input.nowMs, input.policy, input.cost);
      if (!decision.allowed && input.report) countRefusal(this.ctx.storage, input.report, input.nowMs);
      return decision;
    });
  }

  async authorize(input: AuthorizeInput): Promise<KeyAuthorization> {
    let record = this.cachedRecord(input.nowMs, input.recordTtlMs);
    if (!record && !this.revoked()) {
      const found = await findActiveApiKeyByHash(createDatabase(this.env.DB), input.keyHash);
      // Re-checked after the read: a revocation may have arrived while D1 answered.
      if (found && found.userStatus === 'active' && !this.revoked()) {
        record = {
          keyId: found.key.id,
          orgId: found.key.orgId,
          userId: found.key.userId,
          role: found.userRole as KeyRecord['role'],
          email: found.userEmail,
          scopes: found.key.scopes,
          ipAllowlist: found.key.ipAllowlist ?? null,
          isTest: found.key.isTest,
        };
        // Nothing is stored for unknown keys, so guessed keys leave no objects behind.
        this.ctx.storage.sql.exec(
          'INSERT INTO key_record (id, record, loaded_ms) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET record = excluded.record, loaded_ms = excluded.loaded_ms',
          JSON.stringify(record),
          input.nowMs,
        );
      }
    }
    if (!record) return { ok: false, reason: 'invalid' };
    const key = record;
    if (key.ipAllowlist && key.ipAllowlist.length > 0 && !ipAllowed(input.clientIp, key.ipAllowlist)) {
      return { ok: false, reason: 'ip_not_allowed' };
    }
    return this.ctx.storage.transactionSync((): KeyAuthorization => {
      const sql = this.ctx.storage.sql;
      const decision = takeTokens(sql, input.nowMs, input.policy, input.cost);
      if (!decision.allowed) {
        countRefusal(
          this.ctx.storage,
          {
            orgId: key.orgId,
            actorType: 'api_key',
            actorId: key.keyId,
            action: 'rate_limit.denied',
            outcome: 'blocked',
            resource: null,
            details: { bucket: 'api_key' },
          },
          input.nowMs,
        );
      }
      const state = sql.exec<{ touched_ms: number }>('SELECT touched_ms FROM key_state WHERE id = 1').toArray()[0];
      const touch = decision.allowed && (!state || input.nowMs - state.touched_ms >= TOUCH_INTERVAL_MS);
      if (touch) {
        sql.exec(
          'INSERT INTO key_state (id, revoked, touched_ms) VALUES (1, 0, ?) ON CONFLICT(id) DO UPDATE SET touched_ms = excluded.touched_ms',
          input.nowMs,
        );
      }
      return { ok: true, key, decision, touch };
    });
  }

  /** Tombstones the key: from now on this object refuses it, whatever D1 says. */
  revoke(): void {
    this.ctx.storage.transactionSync(() => {
      const sql = this.ctx.storage.sql;
      sql.exec('DELETE FROM key_record');
      sql.exec('INSERT INTO key_state (id, revoked, touched_ms) VALUES (1, 1, 0) ON CONFLICT(id) DO UPDATE SET revoked = 1');
    });
  }

  /** A cheap round trip for readiness checks. */
  ping(): 'pong' {
    return 'pong';
  }

  override async alarm(): Promise<void> {
    await flushRefusals(this.ctx.storage, this.env);
  }

  private revoked(): boolean {
    return this.ctx.storage.sql.exec<{ revoked: number }>('SELECT revoked FROM key_state WHERE id = 1').toArray()[0]?.revoked === 1;
  }

  private cachedRecord(nowMs: number, ttlMs: number): KeyRecord | null {
    if (this.revoked()) return null;
    const row = this.ctx.storage.sql
      .exec<{ record: string; loaded_ms: number }>('SELECT record, loaded_ms FROM key_record WHERE id = 1')
      .toArray()[0];
    if (!row || nowMs - row.loaded_ms > ttlMs || nowMs < row.loaded_ms) return null;
    return JSON.parse(row.record) as KeyRecord;
  }
}
