import { z } from '@hono/zod-openapi';
import { options, provider, result, text } from './common.ts';

export const NaturalLanguageRequest = z.object({ query: text(4000), provider, options }).openapi('NaturalLanguageRequest');
export const NaturalLanguageResult = result('NaturalLanguageResult', {
  status: z.enum(['INCONCLUSIVE', 'ERROR', 'NOT_MATH_QUERY', 'BLOCKED']),
  user_query: z.string(),
  provider_used: z.string(),
  latency_ms: z.number(),
});
