import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../src/index.ts';
import { apiKey, call, env, newTenant } from './setup/harness.ts';

describe('POST /v1/verify/consensus', () => {
  it.each([
    ['single', 1],
    ['high', 2],
    ['maximum', 3],
  ])('%s mode uses %i+ engines and agrees unanimously on arithmetic', async (mode, engines) => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/consensus', {
      headers: apiKey(t),
      body: { query: '(2+3)*4 - 1/4', verification_mode: mode },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.engines_used).toBeGreaterThanOrEqual(engines);
    expect(res.json).toMatchObject({ agreement_status: 'UNANIMOUS', meets_requirement: true, confidence: 100 });
    expect(Number(res.json.final_answer)).toBeCloseTo(19.75, 12);
    for (const entry of res.json.verification_chain) {
      expect(entry).toEqual(
        expect.objectContaining({
          engine: expect.any(String),
          method: expect.any(String),
          confidence: expect.any(Number),
          latency_ms: expect.any(Number),
          success: expect.any(Boolean),
        }),
      );
    }
    expect(typeof res.json.total_latency_ms).toBe('number');
  });

  it('rejects an invalid mode with 400 and an out-of-range min_confidence', async () => {
    const t = await newTenant();
    expect(
      (await call('POST', '/v1/verify/consensus', { headers: apiKey(t), body: { query: '1+1', verification_mode: 'extreme' } })).status,
    ).toBe(400);
    expect((await call('POST', '/v1/verify/consensus', { headers: apiKey(t), body: { query: '1+1', min_confidence: 1.5 } })).status).toBe(
      400,
    );
  });

  it('answers 503 in high and maximum mode when the sandbox is down, and still works in single mode', async () => {
    const t = await newTenant();
    for (const mode of ['high', 'maximum']) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request('http://verdict.test/v1/verify/consensus', {
          method: 'POST',
          headers: { ...apiKey(t), 'content-type': 'application/json' },
          body: JSON.stringify({ query: '1+1', verification_mode: mode }),
        }),
        { ...env, SANDBOX: undefined },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(503);
    }
    const ctx = createExecutionContext();
    const single = await worker.fetch(
      new Request('http://verdict.test/v1/verify/consensus', {
        method: 'POST',
        headers: { ...apiKey(t), 'content-type': 'application/json' },
        body: JSON.stringify({ query: '1+1', verification_mode: 'single' }),
      }),
      { ...env, SANDBOX: undefined },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(single.status).toBe(200);
  });

  it('produces a chain of attestations ending with the consensus', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/consensus', {
      headers: apiKey(t),
      body: { query: '2^10', verification_mode: 'high', options: { include_attestation: true } },
    });
    expect(res.status).toBe(200);
    expect(res.json.attestation_chain.length).toBeGreaterThanOrEqual(3);
    const payloads = res.json.attestation_chain.map((jwt: string) =>
      JSON.parse(atob(jwt.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/'))),
    );
    expect(new Set(payloads.map((p: { qwed: { chain_id: string } }) => p.qwed.chain_id)).size).toBe(1);
    expect(payloads.map((p: { qwed: { chain_index: number } }) => p.qwed.chain_index)).toEqual(payloads.map((_: unknown, i: number) => i));
    expect(payloads.at(-1).qwed.result.consensus).toBeTruthy();
    for (let i = 1; i < payloads.length; i++) expect(payloads[i].qwed.previous_attestation).toBe(payloads[i - 1].jti);
  });

  it('is rate limited per API key like the other verification routes', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/consensus', { headers: apiKey(t), body: { query: '1+1' } });
    expect(res.headers.get('ratelimit-limit')).toBeTruthy();
  });
});
