import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import type { AuthThrottleRpc, SecurityReport } from './rpc.ts';
import { countRefusal, ensureReportTables, flushRefusals } from './security-report.ts';
import { type BucketPolicy, ensureBucketTable, peekTokens, type RateDecision, refill, takeTokens } from './token-bucket.ts';

/**
 * Guessing throttle: one object per subject (`signin:email:<sha256>`, `signin:client:<ip>`, `signup:…`,
 * `agent-token:agent:<id>`, `agent-token:client:<ip>`). A token bucket of attempts; failed attempts that belong to an
 * organization (a wrong password for a known account, an invalid token for an existing agent) are counted and written
 * as one aggregated audit event per window by the alarm, never as a row per request.
 */
export class AuthThrottle extends DurableObject<Env> implements AuthThrottleRpc {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ensureBucketTable(ctx.storage.sql);
    ensureReportTables(ctx.storage.sql);
  }

  /** Whether one more attempt is allowed now, without using it (sign-in checks before doing the password work). */
  check(nowMs: number, policy: BucketPolicy): RateDecision {
    return peekTokens(this.ctx.storage.sql, nowMs, policy, 1);
  }

  /** Uses one attempt; `report`, when given, is counted into the subject's aggregated security event. */
  take(nowMs: number, policy: BucketPolicy, report?: SecurityReport): RateDecision {
    return this.ctx.storage.transactionSync(() => {
      const decision = takeTokens(this.ctx.storage.sql, nowMs, policy, 1);
      if (report) countRefusal(this.ctx.storage, report, nowMs);
      return decision;
    });
  }
  /** A cheap round trip for readiness checks. */
  ping(): 'pong' {
    return 'pong';
  }

  /** A successful sign-in gives the account its full allowance back. */
  reset(): void {
    refill(this.ctx.storage.sql);
  }

  override async alarm(): Promise<void> {
    await flushRefusals(this.ctx.storage, this.env);
  }
}
