import { DurableObject } from 'cloudflare:workers';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds to wait before one more request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A token bucket per credential (one object per API key or user). The read-modify-write runs as synchronous SQL inside
 * `transactionSync`, so concurrent requests to the same object can never both take the last token.
 */
export class RateLimiter extends DurableObject {
  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS bucket (id INTEGER PRIMARY KEY CHECK (id = 1), tokens REAL NOT NULL, updated_ms INTEGER NOT NULL)',
    );
  }

  take(nowMs: number, capacity: number, refillPerSecond: number, cost = 1): RateDecision {
    return this.ctx.storage.transactionSync(() => {
      const row = this.ctx.storage.sql
        .exec<{ tokens: number; updated_ms: number }>('SELECT tokens, updated_ms FROM bucket WHERE id = 1')
        .toArray()[0];
      const elapsedSeconds = row ? Math.max(0, nowMs - row.updated_ms) / 1000 : 0;
      const available = row ? Math.min(capacity, row.tokens + elapsedSeconds * refillPerSecond) : capacity;
      const allowed = available >= cost;
      const tokens = allowed ? available - cost : available;
      this.ctx.storage.sql.exec(
        'INSERT INTO bucket (id, tokens, updated_ms) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms',
        tokens,
        nowMs,
      );
      return {
        allowed,
        limit: capacity,
        remaining: Math.floor(tokens),
        resetSeconds: Math.ceil((capacity - tokens) / refillPerSecond),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((cost - tokens) / refillPerSecond)),
      };
    });
  }
}
