import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../src/index.ts';
import { apiKey, env, newTenant } from './setup/harness.ts';

async function fetchWith(overrides: Record<string, unknown>, headers: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request('http://verdict.test/v1/logs', { headers }), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('rate limiting per API key', () => {
  it('answers the N+1th request in a window with 429 and rate-limit headers', async () => {
    const t = await newTenant();
    const limit = 5;
    for (let i = 0; i < limit; i++) {
      const ok = await fetchWith({ RATE_LIMIT_PER_MINUTE: String(limit) }, apiKey(t));
      expect(ok.status).toBe(200);
      expect(ok.headers.get('ratelimit-limit')).toBe(String(limit));
      expect(ok.headers.get('ratelimit-remaining')).toBe(String(limit - i - 1));
    }
    const denied = await fetchWith({ RATE_LIMIT_PER_MINUTE: String(limit) }, apiKey(t));
    expect(denied.status).toBe(429);
    const body = (await denied.json()) as { code: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(Number(denied.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(denied.headers.get('ratelimit-limit')).toBe(String(limit));
    expect(denied.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(denied.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

    // Another key of the same organization has its own bucket.
    const other = await newTenant();
    expect((await fetchWith({ RATE_LIMIT_PER_MINUTE: String(limit) }, apiKey(other))).status).toBe(200);
  });

  it('puts the charged bucket on every answer after authentication: a verdict, a refused body, an idempotent replay', async () => {
    const t = await newTenant();
    const limit = 50;
    const post = async (body: string, extra: Record<string, string> = {}) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request('http://verdict.test/v1/verify/math', {
          method: 'POST',
          headers: { ...apiKey(t), 'content-type': 'application/json', ...extra },
          body,
        }),
        { ...env, RATE_LIMIT_PER_MINUTE: String(limit) },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return response;
    };
    const answers = [
      await post(JSON.stringify({ expression: '2+2=4' })),
      await post(JSON.stringify({ expression: 42 })),
      await post(JSON.stringify({ expression: '1+1=2' }), { 'idempotency-key': 'replay-1' }),
      await post(JSON.stringify({ expression: '1+1=2' }), { 'idempotency-key': 'replay-1' }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 400, 200, 200]);
    expect(answers[3]?.headers.get('idempotent-replayed')).toBe('true');
    expect(answers.map((r) => r.headers.get('ratelimit-limit'))).toEqual(Array(4).fill(String(limit)));
    // Each answer carries its own request's charge: the replay is charged too, and says so.
    const remaining = answers.map((r) => Number(r.headers.get('ratelimit-remaining')));
    expect(remaining).toEqual([...remaining].sort((a, b) => b - a));
    expect(new Set(remaining).size).toBe(4);
    expect(answers[1]?.headers.get('content-type')).toContain('application/problem+json');
  });

  it('denies the request when the limiter throws (fail closed)', async () => {
    const t = await newTenant();
    const broken = {
      getByName: () => ({
        take: async () => {
          throw new Error('storage down');
        },
      }),
    };
    const res = await fetchWith({ RATE_LIMITER: broken }, apiKey(t));
    expect(res.status).toBe(503);
    const body = (await res.json()) as { code: string; detail: string };
    expect(body.code).toBe('RATE_LIMITER_UNAVAILABLE');
    expect(body.detail).not.toContain('storage down');
  });

  it('denies the request when the limiter namespace itself is unreachable', async () => {
    const t = await newTenant();
    const unreachable = {
      getByName: () => {
        throw new Error('no binding');
      },
    };
    expect((await fetchWith({ RATE_LIMITER: unreachable }, apiKey(t))).status).toBe(503);
  });
});
