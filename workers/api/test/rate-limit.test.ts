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
