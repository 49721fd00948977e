import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../env.ts';
import type { RateDecision } from '../durable/rate-limiter.ts';
import { appendAudit } from '../services/audit.ts';

/**
 * Per-credential token bucket (spec 8: per API key). Runs after `requireAuth`. If the limiter cannot answer — the
 * Durable Object throws, is unreachable, or returns nonsense — the request is denied (fail closed, spec 7).
 */
export function rateLimit() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const headers = await takeTokens(c, 1);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
}

/**
 * Takes `cost` tokens from the caller's bucket or throws 429 (or 503 when the limiter cannot answer). A batch charges
 * one token per item on top of the request's own, so batching does not bypass the limit.
 */
export async function takeTokens(c: Context<AppEnv>, cost: number): Promise<Record<string, string>> {
  const principal = c.var.principal;
  const bucketName = principal.apiKeyId ? `key:${principal.apiKeyId}` : `user:${principal.userId}`;
  const capacity = positiveNumber(c.env.RATE_LIMIT_PER_MINUTE, 120);
  const burst = positiveNumber(c.env.RATE_LIMIT_BURST, capacity);
  let decision: RateDecision;
  try {
    const stub = c.env.RATE_LIMITER.getByName(bucketName);
    decision = await stub.take(c.var.clock.now().getTime(), burst, capacity / 60, cost);
    if (typeof decision?.allowed !== 'boolean') throw new Error('malformed limiter answer');
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', request_id: c.var.requestId, event: 'rate_limiter_unavailable', error: String(error) }));
    throw new ApiError('RATE_LIMITER_UNAVAILABLE', 'The rate limiter is unavailable; the request was denied.', {
      headers: { 'retry-after': '5' },
    });
  }
  const headers = {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) {
    // Recorded for the threat summary; a failed audit append must not turn a 429 into something else.
    await appendAudit(c, { action: 'rate_limit.denied', outcome: 'blocked', resource: c.req.path }).catch(() => undefined);
    throw new ApiError('RATE_LIMITED', 'Rate limit exceeded for this credential.', {
      headers: { ...headers, 'retry-after': String(decision.retryAfterSeconds) },
    });
  }
  return headers;
}

function positiveNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
