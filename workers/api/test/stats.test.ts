import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../src/index.ts';
import { apiKey, call, env, newTenant } from './setup/harness.ts';

const CSV = ['region,price,qty', 'EU,10,1', 'EU,20,2', 'US,30,3', 'US,"40",4', 'APAC,50,5'].join('\n');

function upload(csv: string, query: string) {
  const form = new FormData();
  form.set('file', new File([csv], 'data.csv', { type: 'text/csv' }));
  form.set('query', query);
  return form;
}

async function stats(t: { apiKey: string }, csv: string, query: string) {
  const res = await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: upload(csv, query) });
  return res;
}

describe('POST /v1/verify/stats', () => {
  it('computes a mean in the sandbox and returns the program that ran', async () => {
    const t = await newTenant();
    const res = await stats(t, CSV, 'mean of price');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'SUCCESS', computed_value: 30 });
    expect(typeof res.json.code).toBe('string');
    expect(res.json.columns).toEqual(['region', 'price', 'qty']);
  });

  it('takes verification options as a JSON part and attests the computed value; malformed options are a 400', async () => {
    const t = await newTenant();
    const form = upload(CSV, 'mean of price');
    form.set('options', JSON.stringify({ include_attestation: true, attestation_validity_days: 7 }));
    const res = await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: form });
    expect(res.status, res.text).toBe(200);
    expect(res.json.attestation).toMatch(/^eyJ/);
    expect(res.headers.get('service-attestation')).toBe(res.json.attestation);
    const payload = JSON.parse(atob(res.json.attestation.split('.')[1].replaceAll('-', '+').replaceAll('_', '/')));
    expect(payload.qwed.result.status).toBe('VERIFIED');
    expect(payload.exp - payload.iat).toBe(7 * 86_400);
    for (const bad of ['yes', '{"include_attestation":"true"}', '{"unknown":1}']) {
      const form2 = upload(CSV, 'mean of price');
      form2.set('options', bad);
      const refused = await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: form2 });
      expect(refused.status, bad).toBe(400);
      expect(refused.json.code).toBe('VALIDATION_ERROR');
    }
  });

  it('applies where filters and group by', async () => {
    const t = await newTenant();
    const filtered = await stats(t, CSV, "sum of qty where region = 'EU'");
    expect(filtered.json.computed_value).toBe(3);
    const grouped = await stats(t, CSV, 'mean of price group by region');
    expect(grouped.json.computed_value).toEqual({ EU: 15, US: 35, APAC: 50 });
  });

  it('answers an untranslatable query with ERROR when no provider is configured', async () => {
    const t = await newTenant();
    const res = await stats(t, CSV, 'what does the data feel like');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ERROR');
  });

  it('validates the upload: missing parts, wrong content type, empty and oversize files', async () => {
    const t = await newTenant();
    const noQuery = new FormData();
    noQuery.set('file', new File([CSV], 'd.csv'));
    expect((await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: noQuery })).status).toBe(400);
    const noFile = new FormData();
    noFile.set('query', 'mean of price');
    expect((await call('POST', '/v1/verify/stats', { headers: apiKey(t), raw: noFile })).status).toBe(400);
    expect((await call('POST', '/v1/verify/stats', { headers: apiKey(t), body: { query: 'x' } })).status).toBe(415);
    const big = await stats(t, `a\n${'1\n'.repeat(5_300_000)}`, 'mean of a');
    expect(big.status).toBe(413);
    expect((await call('POST', '/v1/verify/stats', { raw: upload(CSV, 'mean of price') })).status).toBe(401);
  });

  it('answers 503 when the sandbox is unavailable, never computing in-process', async () => {
    const t = await newTenant();
    for (const SANDBOX of [
      undefined,
      {
        fetch: async () => {
          throw new Error('down');
        },
      },
      { fetch: async () => new Response('oops', { status: 500 }) },
    ]) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request('http://verdict.test/v1/verify/stats', { method: 'POST', headers: apiKey(t), body: upload(CSV, 'mean of price') }),
        { ...env, SANDBOX } as never,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { code: string };
      expect(body.code).toBe('SANDBOX_UNAVAILABLE');
    }
  });

  it('records the verification in the log', async () => {
    const t = await newTenant();
    await stats(t, CSV, 'max of qty');
    await new Promise((r) => setTimeout(r, 50));
    const logs = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(logs.json.logs[0]).toMatchObject({ domain: 'STATS', is_verified: true });
  });
});
