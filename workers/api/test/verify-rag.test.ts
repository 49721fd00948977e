import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let t: Tenant;
const rag = async (body: unknown) => {
  t ??= await newTenant();
  return call('POST', '/v1/verify/rag', { headers: apiKey(t), body });
};
const chunk = (id: string, doc?: string) => (doc === undefined ? { id } : { id, metadata: { document_id: doc } });

describe('POST /v1/verify/rag', () => {
  it('verifies chunks that all come from the target document', async () => {
    const res = await rag({ target_document_id: 'doc-1', chunks: [chunk('a', 'doc-1'), chunk('b', 'doc-1')] });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ verified: true, drm_rate: 0, chunks_checked: 2, mismatched_count: 0 });
  });

  it('computes the mismatch rate exactly and compares it with max_drm_rate strings', async () => {
    const chunks = [chunk('a', 'doc-1'), chunk('b', 'doc-2'), chunk('c', 'doc-1')];
    const strict = await rag({ target_document_id: 'doc-1', chunks });
    expect(strict.json).toMatchObject({ verified: false, risk: 'DOCUMENT_RETRIEVAL_MISMATCH', mismatched_count: 1, chunks_checked: 3 });
    expect(strict.json.drm_rate).toBeCloseTo(1 / 3, 12);
    expect((await rag({ target_document_id: 'doc-1', chunks, max_drm_rate: '1/3' })).json.verified).toBe(true);
    expect((await rag({ target_document_id: 'doc-1', chunks, max_drm_rate: '0.25' })).json.verified).toBe(false);
    expect((await rag({ target_document_id: 'doc-1', chunks, max_drm_rate: '0' })).json.verified).toBe(false);
  });

  it('counts chunks with missing metadata as mismatched', async () => {
    const res = await rag({ target_document_id: 'doc-1', chunks: [chunk('a', 'doc-1'), chunk('b')] });
    expect(res.json).toMatchObject({ verified: false, mismatched_count: 1 });
  });

  it.each([
    ['numeric max_drm_rate', { target_document_id: 'd', chunks: [chunk('a', 'd')], max_drm_rate: 0.5 }],
    ['invalid max_drm_rate', { target_document_id: 'd', chunks: [chunk('a', 'd')], max_drm_rate: 'half' }],
    ['empty target_document_id', { target_document_id: '', chunks: [chunk('a', 'd')] }],
    ['empty chunks', { target_document_id: 'd', chunks: [] }],
    ['missing chunks', { target_document_id: 'd' }],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await rag(body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_ERROR');
  });

  it('requires a credential', async () => {
    expect((await call('POST', '/v1/verify/rag', { body: { target_document_id: 'd', chunks: [chunk('a', 'd')] } })).status).toBe(401);
  });
});
