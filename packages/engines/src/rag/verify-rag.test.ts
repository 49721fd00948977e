import { describe, expect, it } from 'vitest';
import { benchRag } from './bench-rag.ts';
import { parseFraction } from './exact-fraction.ts';
import { RagInputError, verifyRag } from './verify-rag.ts';

const chunk = (id: string, document_id?: unknown) => (document_id === undefined ? { id } : { id, metadata: { document_id } });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof RagInputError) return e.code;
    throw e;
  }
  return undefined;
}

describe('parseFraction', () => {
  it('parses ratios, integers and decimals exactly', () => {
    expect(parseFraction('1/3')?.toString()).toBe('1/3');
    expect(parseFraction('2/6')?.toString()).toBe('1/3');
    expect(parseFraction('0')?.toString()).toBe('0');
    expect(parseFraction('0.25')?.toString()).toBe('1/4');
    expect(parseFraction('.5')?.toString()).toBe('1/2');
    expect(parseFraction(' 1 / 2 ')?.toString()).toBe('1/2');
  });
  it('rejects everything else', () => {
    for (const s of ['', 'abc', '-1', '1/0', '1e-3', '50%', '0x1', '1/3/4', 'NaN', 'Infinity', '1.']) expect(parseFraction(s)).toBeNull();
  });
});

describe('verifyRag', () => {
  it('verifies when every chunk comes from the target', () => {
    const r = verifyRag({ target_document_id: 'd1', chunks: [chunk('a', 'd1'), chunk('b', 'd1')] });
    expect(r).toMatchObject({ verified: true, risk: null, drm_rate: 0, drm_rate_exact: '0/1', chunks_checked: 2, mismatched_count: 0 });
  });
  it('flags any mismatch under the default threshold 0', () => {
    const r = verifyRag({ target_document_id: 'd1', chunks: [chunk('a', 'd1'), chunk('b', 'd2'), chunk('c', 'd1')] });
    expect(r).toMatchObject({
      verified: false,
      risk: 'DOCUMENT_RETRIEVAL_MISMATCH',
      drm_rate_exact: '1/3',
      mismatched_count: 1,
      mismatched_chunk_ids: ['b'],
    });
    expect(r.drm_rate).toBeCloseTo(1 / 3, 12);
  });
  it('compares with the threshold exactly: 1/3 admits one in three, 0.33 does not', () => {
    const chunks = [chunk('a', 'd1'), chunk('b', 'd2'), chunk('c', 'd1')];
    expect(verifyRag({ target_document_id: 'd1', chunks, max_drm_rate: '1/3' }).verified).toBe(true);
    expect(verifyRag({ target_document_id: 'd1', chunks, max_drm_rate: '0.33' }).verified).toBe(false);
    expect(verifyRag({ target_document_id: 'd1', chunks, max_drm_rate: '0.3334' }).verified).toBe(true);
    expect(verifyRag({ target_document_id: 'd1', chunks, max_drm_rate: '1' }).verified).toBe(true);
  });
  it('counts chunks with missing or malformed metadata as mismatched', () => {
    const r = verifyRag({
      target_document_id: 'd1',
      chunks: [
        chunk('a'),
        { id: 'b', metadata: null },
        { id: 'c', metadata: { document_id: 7 } },
        chunk('d', 'd1'),
        { id: 'e', metadata: [] },
      ],
      max_drm_rate: '1',
    });
    expect(r).toMatchObject({ verified: true, mismatched_count: 4, chunks_checked: 5, drm_rate_exact: '4/5' });
  });
  it('rejects invalid payloads with stable codes', () => {
    const ok = [chunk('a', 'd1')];
    expect(codeOf(() => verifyRag(null))).toBe('INVALID_PAYLOAD');
    expect(codeOf(() => verifyRag([]))).toBe('INVALID_PAYLOAD');
    expect(codeOf(() => verifyRag({ target_document_id: '', chunks: ok }))).toBe('INVALID_TARGET_DOCUMENT_ID');
    expect(codeOf(() => verifyRag({ target_document_id: '  ', chunks: ok }))).toBe('INVALID_TARGET_DOCUMENT_ID');
    expect(codeOf(() => verifyRag({ target_document_id: 5, chunks: ok }))).toBe('INVALID_TARGET_DOCUMENT_ID');
    expect(codeOf(() => verifyRag({ target_document_id: 'd1', chunks: [] }))).toBe('INVALID_CHUNKS');
    expect(codeOf(() => verifyRag({ target_document_id: 'd1', chunks: {} }))).toBe('INVALID_CHUNKS');
    expect(codeOf(() => verifyRag({ target_document_id: 'd1', chunks: ['x'] }))).toBe('INVALID_CHUNK');
    expect(codeOf(() => verifyRag({ target_document_id: 'd1', chunks: [{ metadata: { document_id: 'd1' } }] }))).toBe('INVALID_CHUNK');
    for (const bad of [0, 0.5, null, true, '-1', '2', '3/2', 'half', '1/0', '']) {
      expect(codeOf(() => verifyRag({ target_document_id: 'd1', chunks: ok, max_drm_rate: bad }))).toBe('INVALID_MAX_DRM_RATE');
    }
    expect(codeOf(() => verifyRag({ target_document_id: 'd1', chunks: Array.from({ length: 10_001 }, () => chunk('a', 'd1')) }))).toBe(
      'TOO_MANY_CHUNKS',
    );
  });
  it('benchmarks', () => {
    const [b] = benchRag(20);
    expect(b!.msPerOp).toBeGreaterThan(0);
  });
});
