import { benchLoop, type EngineBench } from '../bench-loop.ts';
import { verifyRag } from './verify-rag.ts';

export { benchLoop, type EngineBench };

export function benchRag(minMs = 300): EngineBench[] {
  const chunks = Array.from({ length: 100 }, (_, i) => ({ id: `c${i}`, metadata: { document_id: i % 10 === 0 ? 'other' : 'doc-1' } }));
  const payload = { target_document_id: 'doc-1', chunks, max_drm_rate: '1/10' };
  return [benchLoop('rag 100 chunks', () => verifyRag(payload), minMs)];
}
