import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant } from './setup/harness.ts';

/**
 * Regression: consensus in high/maximum mode answered 503 SANDBOX_UNAVAILABLE for expressions whose JavaScript value
 * is not finite (the sandbox wrote `null` for Infinity and the API read that as an outage). Such values are results:
 * the sandbox engine's entry is an error with a reason; 503 stays for a sandbox that cannot be reached
 * (verify-consensus.test.ts and deadlines.test.ts).
 */
describe('non-finite and overflowing values in consensus are results, not outages', () => {
  it.each([
    ['1/0', 'high'],
    ['1/0', 'maximum'],
    ['2^1000000', 'high'],
    ['2^1000000', 'maximum'],
    ['9^9^9', 'high'],
    ['9^9^9', 'maximum'],
    ['0/0', 'high'],
    ['-(10^400)', 'high'],
  ])('%s in %s mode', async (query, mode) => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/consensus', {
      headers: apiKey(t),
      body: { query, verification_mode: mode, min_confidence: 0 },
    });
    expect(res.status, res.text).not.toBe(503);
    expect([200, 422]).toContain(res.status);
    const result = res.status === 200 ? res.json : res.json.result;
    const sandbox = result.verification_chain.find((e: { engine: string }) => e.engine === 'sandbox-js');
    expect(sandbox, JSON.stringify(result.verification_chain)).toBeDefined();
    expect(sandbox.success).toBe(false);
    expect(String(sandbox.result)).toMatch(/error|unsupported/);
  });

  it('a finite value still agrees across engines', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/consensus', {
      headers: apiKey(t),
      body: { query: '2^10', verification_mode: 'high', min_confidence: 0 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.verification_chain.find((e: { engine: string }) => e.engine === 'sandbox-js')).toMatchObject({
      success: true,
      result: '1024',
    });
  });
});
