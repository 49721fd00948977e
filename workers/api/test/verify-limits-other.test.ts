import { png } from '@verdict/engines/image/test-images.ts';
import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let t: Tenant;
const tenant = async () => {
  t ??= await newTenant();
  return t;
};

describe('image, process and rag: nested and pathological inputs over HTTP (issue 12)', () => {
  it('image: a truncated PNG is never confirmed, and deeply nested claims are just text', async () => {
    const form = new FormData();
    form.set('image', new File([png(640, 480).subarray(0, 40)], 'cut.png', { type: 'image/png' }));
    form.set('claim', `a 640x480 PNG ${'('.repeat(3_000)}`);
    form.set('options', '{"include_attestation":true}');
    const res = await call('POST', '/v1/verify/image', { headers: apiKey(await tenant()), raw: form });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ verdict: 'INCONCLUSIVE', confidence: 0, container: { valid: false } });
    const claims = JSON.parse(atob((res.json.attestation.split('.')[1] as string).replaceAll('-', '+').replaceAll('_', '/')));
    expect(claims.qwed.result).toMatchObject({ status: 'FAILED', verified: false });
  });

  it('process: a trace at the cap made of nested brackets and bare headings answers with its counters', async () => {
    const k = await tenant();
    const nested = await call('POST', '/v1/verify/process', {
      headers: apiKey(k),
      body: { trace: `${'('.repeat(15_900)}${')'.repeat(15_900)}` },
    });
    expect(nested.status, nested.text).toBe(200);
    expect(nested.json.verified).toBe(false);
    const hollow = await call('POST', '/v1/verify/process', {
      headers: apiKey(k),
      body: { trace: 'Issue:\nRule:\nApplication:\nConclusion:\n'.repeat(800) },
    });
    expect(hollow.status).toBe(200);
    expect(hollow.json).toMatchObject({ verified: false, missing_steps: ['Issue', 'Rule', 'Application', 'Conclusion'] });
    expect(hollow.json.work.headings).toBe(3_200);
  });

  it('rag: metadata nested 50,000 deep is 400 INPUT_TOO_COMPLEX, not a stack overflow', async () => {
    let extra: unknown = 'leaf';
    for (let i = 0; i < 50_000; i++) extra = [extra];
    const res = await call('POST', '/v1/verify/rag', {
      headers: apiKey(await tenant()),
      body: { target_document_id: 'd1', chunks: [{ id: 'a', metadata: { document_id: 'd1', extra } }] },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'nesting_depth' });
  });
});
