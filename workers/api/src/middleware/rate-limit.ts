import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { BucketPolicy, RateDecision } from '../durable/token-bucket.ts';
import type { AppEnv, Env } from '../env.ts';
import { ApiError } from '../errors.ts';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../lib/deadline.ts';

/** The per-credential bucket: RATE_LIMIT_PER_MINUTE tokens refilled per minute, RATE_LIMIT_BURST (default the same) at most. */
export function ratePolicy(env: Env): BucketPolicy {
  const perMinute = positiveNumber(env.RATE_LIMIT_PER_MINUTE, 120);
  return { capacity: positiveNumber(env.RATE_LIMIT_BURST, perMinute), refillPerSecond: perMinute / 60 };
}

export function rateHeaders(decision: RateDecision): Record<string, string> {
  return {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
}

export function rateLimited(headers: Record<string, string>, decision: RateDecision): ApiError {
  return new ApiError('RATE_LIMITED', 'Rate limit exceeded for this credential.', {
    headers: { ...headers, 'retry-after': String(decision.retryAfterSeconds) },
  });
}

/**
 * Per-credential token bucket (spec 8: per API key). Runs after the authentication middleware. API keys were already
 * charged by their gate in the same call that authenticated them; bearer users and agents are charged here. If the
 * limiter cannot answer — the Durable Object throws, is unreachable, times out or returns nonsense — the request is
 * denied (fail closed, spec 7). `cost` charges more than one token (a batch charges its item count).
 */
export function rateLimit(options: { cost?: (c: Context<AppEnv>) => number | Promise<number> } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const headers = c.var.rateHeaders ?? (await chargeRequest(c, options.cost ? await options.cost(c) : 1));
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
}

/** Takes `cost` tokens from the caller's bucket or throws 429 (503 when the limiter cannot answer). */
export async function chargeRequest(c: Context<AppEnv>, cost: number): Promise<Record<string, string>> {
  const principal = c.var.principal;
  let decision: RateDecision;
  try {
    decision = await c.env.RATE_LIMITER.getByName(`user:${principal.userId}`).take({
      nowMs: c.var.clock.now().getTime(),
      policy: ratePolicy(c.env),
      cost,
      report: {
        orgId: principal.orgId,
        actorType: principal.userId.startsWith('agent:') ? 'agent' : 'user',
        actorId: principal.userId.startsWith('agent:') ? principal.userId.slice('agent:'.length) : principal.userId,
        action: 'rate_limit.denied',
        outcome: 'blocked',
        resource: null,
        details: { bucket: principal.userId.startsWith('agent:') ? 'agent' : 'user' },
      },
    });
    if (typeof decision?.allowed !== 'boolean') throw new Error('malformed limiter answer');
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', request_id: c.var.requestId, event: 'rate_limiter_unavailable', error: String(error) }));
    throw new ApiError('RATE_LIMITER_UNAVAILABLE', 'The rate limiter is unavailable; the request was denied.', {
      headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
    });
  }
  const headers = rateHeaders(decision);
  if (!decision.allowed) throw rateLimited(headers, decision);
  return headers;
}

function positiveNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
