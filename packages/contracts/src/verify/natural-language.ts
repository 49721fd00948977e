import * as z from 'zod';
import '../openapi-zod.ts';
import { attestationChain, options, provider, result, text } from './common.ts';

export const NaturalLanguageRequest = z
  .object({
    query: text(4000).openapi({
      description: 'A math question or claim in words; a language model translates it, the math engine evaluates it',
      example: 'What is the square root of 144?',
    }),
    provider,
    options,
  })
  .openapi('NaturalLanguageRequest');
export const NaturalLanguageResult = result('NaturalLanguageResult', {
  attestation_chain: attestationChain,
  status: z.enum(['INCONCLUSIVE', 'ERROR', 'NOT_MATH_QUERY', 'BLOCKED']),
  user_query: z.string(),
  provider_used: z.string(),
  latency_ms: z.number(),
  translation: z
    .strictObject({
      expression: z.string(),
      claimed_answer: z
        .number()
        .nullable()
        .openapi({ description: 'The claimed answer; when the text states none, the computed value (null when none was established)' }),
      reasoning: z.string(),
      confidence: z.number(),
      claimed_exact: z.string().optional().openapi({ description: 'The claimed answer exactly as the text wrote it', example: '3/4' }),
      claim_stated: z.boolean().optional().openapi({ description: 'False when the text states no result' }),
      approximate: z.boolean().optional().openapi({ description: 'The claim says "about": compared with a stated tolerance' }),
      certain: z.boolean().optional().openapi({
        description:
          'true only when the offline translator accounted for every number and clause and recognised the question type; only then is a correction signed CORRECTED',
      }),
    })
    .nullable()
    .openapi({ description: "The provider's translation; null when none was obtained" }),
  verification: z
    .strictObject({
      calculated_value: z
        .number()
        .nullable()
        .openapi({ description: 'The correctly rounded double of the exact value; null when not established' }),
      is_correct: z.boolean(),
      diff: z.number().nullable(),
      exact_value: z.string().optional().openapi({ description: 'The exact value of the translated expression' }),
      claimed_exact: z.string().optional(),
      comparison: z.enum(['value', 'exact', 'double', 'tolerance']).optional().openapi({
        description: 'value: no claim stated; exact; double: only a JSON double was claimed; tolerance: "about X"',
      }),
      tolerance: z.string().optional(),
      method: z.string().optional(),
    })
    .nullable()
    .openapi({ description: 'null when the expression was not evaluated' }),
  trust_boundary: z
    .strictObject({
      query_interpretation_source: z.literal('llm_translation'),
      query_semantics_verified: z.literal(false),
      verification_scope: z.literal('translated_expression_only'),
      deterministic_expression_evaluation: z.boolean(),
      formal_proof: z.literal(false),
      translation_claim_self_consistent: z.boolean(),
      provider_used: z.string(),
      overall_status: z.enum(['INCONCLUSIVE', 'ERROR', 'NOT_MATH_QUERY', 'BLOCKED']),
    })
    .openapi({ description: 'What was and was not established: the translation itself is never verified' }),
  final_answer: z.number().nullable(),
  error: z.string().optional(),
  error_code: z
    .enum(['PROVIDER_TIMEOUT', 'PROVIDER_UNAVAILABLE', 'PROVIDER_INVALID_OUTPUT', 'TRANSLATION_UNSUPPORTED', 'EVALUATION_FAILED'])
    .optional(),
  inner_status: z
    .enum(['VERIFIED', 'CORRECTION_NEEDED', 'UNKNOWN', 'ERROR', 'NOT_MATH_QUERY', 'BLOCKED'])
    .optional()
    .openapi({ description: "The math engine's decision of the translated expression against the claimed answer (spec 3.1 rule 1)." }),
});
