import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { MAX_RAG_CHUNKS, MAX_RAG_DEPTH, MAX_RAG_VALUES, verifyRag } from './verify-rag.ts';

function nested(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = { inner: v };
  return v;
}

describe('rag caps and work counters', () => {
  it('refuses deeply nested metadata before anything walks it recursively', () => {
    const deep = { target_document_id: 'd1', chunks: [{ id: 'a', metadata: { document_id: 'd1', extra: nested(100_000) } }] };
    expect(() => JSON.stringify(deep)).toThrow(RangeError); // what the refusal protects the rest of the request from
    try {
      verifyRag(deep);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputTooComplexError);
      expect((error as InputTooComplexError).limit).toBe('nesting_depth');
    }
  });

  it('answers at the chunk cap with metadata at the depth cap, counting every value once', () => {
    const chunks = Array.from({ length: MAX_RAG_CHUNKS }, (_, i) => ({
      id: `c${i}`,
      metadata: { document_id: i % 3 === 0 ? 'other' : 'd1', extra: i === 0 ? nested(MAX_RAG_DEPTH - 5) : null },
    }));
    const r = verifyRag({ target_document_id: 'd1', chunks, max_drm_rate: '1/3' });
    expect(r.chunks_checked).toBe(MAX_RAG_CHUNKS);
    expect(r.work.depth).toBeLessThanOrEqual(MAX_RAG_DEPTH);
    expect(r.work.values).toBeLessThanOrEqual(MAX_RAG_VALUES);
    console.log(`rag at the cap: ${JSON.stringify(r.work)}, drm ${r.drm_rate_exact}, verified ${r.verified}`);
  });

  it('refuses a request with more values than the cap', () => {
    const chunks = [{ id: 'a', metadata: { document_id: 'd1', extra: Array.from({ length: MAX_RAG_VALUES }, () => 0) } }];
    expect(() => verifyRag({ target_document_id: 'd1', chunks })).toThrow(InputTooComplexError);
  });
});
