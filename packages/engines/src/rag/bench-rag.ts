import { verifyRag } from './verify-rag.ts';

export interface EngineBench {
  name: string;
  iterations: number;
  msPerOp: number;
}

/** ms/op over a ≥minMs loop using performance.now() only, so it runs unchanged in workerd. */
export function benchLoop(name: string, fn: () => unknown, minMs = 300, maxIterations = 100_000): EngineBench {
  fn();
  const start = performance.now();
  let iterations = 0;
  while (iterations < maxIterations && (iterations === 0 || performance.now() - start < minMs)) {
    fn();
    iterations++;
  }
  return { name, iterations, msPerOp: (performance.now() - start) / iterations };
}

export function benchRag(minMs = 300): EngineBench[] {
  const chunks = Array.from({ length: 100 }, (_, i) => ({ id: `c${i}`, metadata: { document_id: i % 10 === 0 ? 'other' : 'doc-1' } }));
  const payload = { target_document_id: 'doc-1', chunks, max_drm_rate: '1/10' };
  return [benchLoop('rag 100 chunks', () => verifyRag(payload), minMs)];
}
