import * as z from 'zod';
import '../openapi-zod.ts';
import { options, result, text, workCounters } from './common.ts';

export const ProcessRequest = z
  .object({
    trace: text(32_000).openapi({
      description: 'The reasoning trace to check, at most 32,000 characters',
      example:
        'Issue: Whether the contract was breached.\nRule: A party breaches by failing to perform.\nAnalysis: The seller never delivered.\nConclusion: The contract was breached.',
    }),
    mode: z.string().max(20).optional().openapi({
      description: 'irac (default): Issue, Rule, Analysis and Conclusion in order; milestones: the given milestones in order',
      example: 'irac',
    }),
    milestones: z
      .array(z.string().min(1).max(500))
      .max(100)
      .optional()
      .openapi({
        description: 'With mode milestones: the steps the trace must reach, in order (at most 100)',
        example: ['define the variables', 'solve for x'],
      }),
    options,
  })
  .openapi('ProcessRequest');
const IRAC_STEP = z.enum(['Issue', 'Rule', 'Application', 'Conclusion']);

/** IRAC mode fills score/missing_steps/found_steps/steps; milestones mode fills process_rate and the milestone lists. */
export const ProcessResult = result('ProcessResult', {
  mode: z.enum(['irac', 'milestones']),
  verified: z.boolean(),
  mechanism: z.enum(['deterministic_irac_structure', 'deterministic_milestone_match']),
  score: z.number().optional(),
  missing_steps: z.array(IRAC_STEP).optional(),
  found_steps: z.array(IRAC_STEP).optional(),
  steps: z
    .array(
      z.strictObject({
        step: IRAC_STEP,
        found: z.boolean(),
        via: z.enum(['heading', 'signal']).nullable(),
        hollow: z.boolean().optional(),
      }),
    )
    .optional(),
  process_rate: z.number().optional(),
  missed_milestones: z.array(z.string()).optional(),
  matched_milestones: z.array(z.string()).optional(),
  work: workCounters,
});
