import { z } from '@hono/zod-openapi';
import { options, provider, result, text } from './common.ts';

export const FactRequest = z.object({ claim: text(2000), context: text(100_000), provider, options }).openapi('FactRequest');
export const FactResult = result('FactResult', {
  verdict: z.enum(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE']),
  confidence: z.number(),
  reasoning: z.string(),
});
