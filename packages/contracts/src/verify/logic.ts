import * as z from 'zod';
import '../openapi-zod.ts';
import { options, provider, result, text } from './common.ts';

export const LogicRequest = z
  .object({
    query: text(20000).openapi({
      description:
        'Constraints in the S-expression DSL (declare variables, then assert; docs/logic-dsl.md), or a natural-language statement when a provider is configured',
      example: '(declare x Int) (and (> x 2) (< x 5))',
    }),
    provider,
    options,
  })
  .openapi('LogicRequest');
export const LogicResult = result('LogicResult', {
  status: z.enum(['SAT', 'UNSAT', 'UNKNOWN', 'BLOCKED', 'ERROR']).openapi({
    description:
      'SAT (with a model re-checked exactly), UNSAT, UNKNOWN (not decided within the work budget; code BUDGET_EXCEEDED), BLOCKED, ERROR',
  }),
  provider_used: z.string(),
  model: z
    .record(z.string(), z.string())
    .optional()
    .openapi({ description: 'With SAT: every variable → "true"/"false", an integer, a decimal or an exact fraction' }),
  code: z.string().optional().openapi({ description: 'Stable reason with ERROR (PARSE_ERROR, TYPE_ERROR, UNSUPPORTED…) and UNKNOWN' }),
  message: z.string().optional(),
  error: z.string().optional().openapi({ description: 'With ERROR: what is wrong, for people' }),
  stats: z.record(z.string(), z.number()).optional().openapi({ description: 'Solver counters (variables, clauses, conflicts…)' }),
});
