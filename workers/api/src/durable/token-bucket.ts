/** A token bucket kept in one row of a Durable Object's SQLite storage (shared by RateLimiter and AuthThrottle). */

export interface BucketPolicy {
  /** Tokens when full (the burst). */
  capacity: number;
  refillPerSecond: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds to wait before one more request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export function ensureBucketTable(sql: SqlStorage): void {
  sql.exec('CREATE TABLE IF NOT EXISTS bucket (id INTEGER PRIMARY KEY CHECK (id = 1), tokens REAL NOT NULL, updated_ms INTEGER NOT NULL)');
}

function available(sql: SqlStorage, nowMs: number, policy: BucketPolicy): number {
  const row = sql.exec<{ tokens: number; updated_ms: number }>('SELECT tokens, updated_ms FROM bucket WHERE id = 1').toArray()[0];
  if (!row) return policy.capacity;
  const elapsedSeconds = Math.max(0, nowMs - row.updated_ms) / 1000;
  return Math.min(policy.capacity, row.tokens + elapsedSeconds * policy.refillPerSecond);
}

function decision(tokens: number, allowed: boolean, cost: number, policy: BucketPolicy): RateDecision {
  return {
    allowed,
    limit: policy.capacity,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.ceil((policy.capacity - tokens) / policy.refillPerSecond),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((cost - tokens) / policy.refillPerSecond)),
  };
}

/**
 * Takes `cost` tokens if they are there. Must run inside `transactionSync` (or another synchronous section) so that
 * concurrent requests to the same object can never both take the last token. A refused take changes nothing.
 */
export function takeTokens(sql: SqlStorage, nowMs: number, policy: BucketPolicy, cost: number): RateDecision {
  const tokens = available(sql, nowMs, policy);
  const allowed = tokens >= cost;
  const left = allowed ? tokens - cost : tokens;
  if (allowed) {
    sql.exec(
      'INSERT INTO bucket (id, tokens, updated_ms) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms',
      left,
      nowMs,
    );
  }
  return decision(left, allowed, cost, policy);
}

/** Whether `cost` tokens are there, without taking them. */
export function peekTokens(sql: SqlStorage, nowMs: number, policy: BucketPolicy, cost: number): RateDecision {
  const tokens = available(sql, nowMs, policy);
  return decision(tokens, tokens >= cost, cost, policy);
}

export function refill(sql: SqlStorage): void {
  sql.exec('DELETE FROM bucket');
}
