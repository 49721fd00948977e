import { z } from '@hono/zod-openapi';
import { options, result, text } from './common.ts';

export const ConsensusRequest = z
  .object({
    query: text(2000),
    verification_mode: z.string().max(20).optional().openapi({ description: 'single | high | maximum' }),
    min_confidence: z.number().min(0).max(1).optional(),
    options,
  })
  .openapi('ConsensusRequest');
export const ConsensusResult = result('ConsensusResult', {
  final_answer: z.string(),
  confidence: z.number(),
  engines_used: z.number().int(),
  agreement_status: z.enum(['UNANIMOUS', 'MAJORITY', 'SPLIT', 'NONE']),
  meets_requirement: z.boolean(),
});
