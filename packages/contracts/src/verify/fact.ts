import * as z from 'zod';
import '../openapi-zod.ts';
import { options, provider, result, text, workCounters } from './common.ts';

export const FactRequest = z.object({ claim: text(2000), context: text(100_000), provider, options }).openapi('FactRequest');
export const FactResult = result('FactResult', {
  verdict: z.enum(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE']),
  confidence: z.number(),
  reasoning: z.string(),
  evidence: z.string().optional().openapi({ description: 'The context sentence(s) the verdict rests on' }),
  contradiction: z.string().optional().openapi({ description: 'With REFUTED: which deterministic check found the contradiction' }),
  method: z.enum(['deterministic', 'deterministic+model']),
  work: workCounters.optional(),
});
