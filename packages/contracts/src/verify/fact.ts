import * as z from 'zod';
import '../openapi-zod.ts';
import { options, provider, result, text, workCounters } from './common.ts';

export const FactRequest = z
  .object({
    claim: text(2000).openapi({ description: 'The claim to check, one statement', example: 'Paris is the capital of France' }),
    context: text(32_000).openapi({
      description: 'The text the claim is checked against (the only source of truth used); at most 32,000 characters',
      example: 'Paris is the capital and largest city of France.',
    }),
    provider,
    options,
  })
  .openapi('FactRequest');
export const FactResult = result('FactResult', {
  verdict: z.enum(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE']),
  confidence: z.number(),
  reasoning: z.string(),
  evidence: z.string().optional().openapi({ description: 'The context sentence(s) the verdict rests on' }),
  contradiction: z.string().optional().openapi({ description: 'With REFUTED: which deterministic check found the contradiction' }),
  method: z.enum(['deterministic', 'deterministic+model']),
  work: workCounters.optional(),
});
