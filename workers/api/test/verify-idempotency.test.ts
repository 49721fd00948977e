import { describe, expect, it } from 'vitest';
import { apiKey, call, env, newTenant } from './setup/harness.ts';

/**
 * Idempotency-Key on /v1/verify/*: a client that retries a signed verification (a timeout, a lost connection) gets the
 * first answer back, with the same attestation, instead of a second attestation for the same claim.
 */
const jtiOf = (jwt: string) => JSON.parse(atob((jwt.split('.')[1] ?? '').replaceAll('-', '+').replaceAll('_', '/'))).jti as string;

async function attestationCount(orgId: string) {
  return (await env.DB.prepare('SELECT count(*) AS n FROM attestations WHERE org_id = ?').bind(Number(orgId)).first<{ n: number }>())?.n;
}

describe('Idempotency-Key on verification routes', () => {
  it('replays the first answer and its attestation; without a key every request signs anew', async () => {
    const t = await newTenant();
    const body = { expression: '6*7=42', options: { include_attestation: true } };
    const headers = { ...apiKey(t), 'idempotency-key': 'retry-1' };
    const first = await call('POST', '/v1/verify/math', { headers, body });
    expect(first.status, first.text).toBe(200);
    const again = await call('POST', '/v1/verify/math', { headers, body });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers.get('service-attestation')).toBe(first.headers.get('service-attestation'));
    expect(jtiOf(again.json.attestation)).toBe(jtiOf(first.json.attestation));
    expect(await attestationCount(t.orgId)).toBe(1);

    const mismatch = await call('POST', '/v1/verify/math', { headers, body: { ...body, expression: '6*7=43' } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.code).toBe('IDEMPOTENCY_MISMATCH');

    const plain = await call('POST', '/v1/verify/math', { headers: apiKey(t), body });
    expect(jtiOf(plain.json.attestation)).not.toBe(jtiOf(first.json.attestation));
    expect(await attestationCount(t.orgId)).toBe(2);
    expect((await call('POST', '/v1/verify/math', { headers: { ...apiKey(t), 'idempotency-key': 'é' }, body })).status).toBe(400);
  });

  it('compares an upload by its parts, so a retry with a new multipart boundary is still the same request', async () => {
    const t = await newTenant();
    const form = (query: string) => {
      const f = new FormData();
      f.set('file', new File(['region,price\nEU,10\nUS,30'], 'data.csv', { type: 'text/csv' }));
      f.set('query', query);
      f.set('options', JSON.stringify({ include_attestation: true }));
      return f;
    };
    const headers = { ...apiKey(t), 'idempotency-key': 'upload-1' };
    const first = await call('POST', '/v1/verify/stats', { headers, raw: form('What is the mean of price?') });
    expect(first.status, first.text).toBe(200);
    // A new FormData body: a different boundary, the same parts.
    const again = await call('POST', '/v1/verify/stats', { headers, raw: form('What is the mean of price?') });
    expect(again.status, again.text).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    const other = await call('POST', '/v1/verify/stats', { headers, raw: form('What is the sum of price?') });
    expect(other.status).toBe(422);
  });
});
