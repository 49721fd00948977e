import { z } from '@hono/zod-openapi';
import { options, provider, result, text } from './common.ts';

export const NaturalLanguageRequest = z.object({ query: text(4000), provider, options }).openapi('NaturalLanguageRequest');
export const NaturalLanguageResult = result('NaturalLanguageResult', {
  status: z.enum(['INCONCLUSIVE', 'ERROR', 'NOT_MATH_QUERY', 'BLOCKED']),
  user_query: z.string(),
  provider_used: z.string(),
  latency_ms: z.number(),
  inner_status: z
    .enum(['VERIFIED', 'CORRECTION_NEEDED', 'UNKNOWN', 'ERROR', 'NOT_MATH_QUERY', 'BLOCKED'])
    .optional()
    .openapi({ description: "The math engine's decision of the translated expression against the claimed answer (spec 3.1 rule 1)." }),
});
