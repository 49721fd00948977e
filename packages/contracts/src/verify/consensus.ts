import * as z from 'zod';
import '../openapi-zod.ts';
import { attestationChain, options, result, text } from './common.ts';

export const ConsensusRequest = z
  .object({
    query: text(2000).openapi({ description: 'An arithmetic expression or a claim about one ("2+2 = 4")', example: '(2+3)*4' }),
    verification_mode: z
      .string()
      .max(20)
      .optional()
      .openapi({
        description: 'How many independent engines must evaluate it: single (1, default), high (2) or maximum (3)',
        enum: ['single', 'high', 'maximum'],
        example: 'high',
      }),
    min_confidence: z.number().min(0).max(1).optional().openapi({
      description: 'Least agreement required, 0–1, compared with confidence/100; below it the answer is 422',
      example: 0.9,
    }),
    options,
  })
  .openapi('ConsensusRequest');
/** One engine's answer in the consensus chain. */
export const ConsensusChainEntry = z
  .strictObject({
    engine: z.string().openapi({ example: 'mathjs-bignumber' }),
    method: z.string(),
    result: z.string().nullable(),
    confidence: z.number(),
    latency_ms: z.number(),
    success: z.boolean(),
  })
  .openapi('ConsensusChainEntry');

export const ConsensusResult = result('ConsensusResult', {
  attestation_chain: attestationChain,
  final_answer: z.string(),
  confidence: z.number(),
  engines_used: z.number().int(),
  agreement_status: z.enum(['UNANIMOUS', 'MAJORITY', 'SPLIT', 'NONE']),
  verification_chain: z.array(ConsensusChainEntry),
  total_latency_ms: z.number(),
  meets_requirement: z.boolean(),
  exact_answer: z.string().optional().openapi({ description: 'Exact form of the agreed value (1/3, sqrt(2)) when known' }),
  final_answer_exact: z.boolean().optional().openapi({ description: 'False when final_answer is the double of an irrational value' }),
  claim_holds: z.boolean().nullable().optional().openapi({ description: 'For a claim (lhs = rhs): the agreed truth value' }),
});
