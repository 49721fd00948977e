import * as z from 'zod';
import '../openapi-zod.ts';
import { options, result, text } from './common.ts';

export const MathRequest = z
  .object({
    expression: text(2000).openapi({
      description:
        'An expression, or an equation with "=". Also calculus (d/dx, diff, integrate, limit, sum), matrices and unit quantities; see docs/math.md.',
      example: 'sin(x)^2 + cos(x)^2 = 1',
    }),
    context: z
      .object({
        domain: z.enum(['real', 'complex']).optional().openapi({
          description:
            'real: every intermediate value must be real. complex: intermediate values may be complex (principal branches). Variables always range over the reals. Default: complex for claims without variables, real for identities.',
          example: 'real',
        }),
        assumptions: z
          .array(text(200))
          .max(8)
          .optional()
          .openapi({
            description:
              'Hypotheses on the variables, each one comparison (<, >, <=, >=, != or a chain such as "-1 < x < 1"). An identity is then claimed, proven and signed only for the values that satisfy all of them; see docs/math.md.',
            example: ['x > 0', 'y > 0'],
          }),
      })
      .optional()
      .openapi({ description: 'How the expression is read (docs/math.md, Domains and Assumptions)' }),
    options,
  })
  .openapi('MathRequest');

const MathStatus = z.enum(['VERIFIED', 'CORRECTION_NEEDED', 'UNKNOWN', 'ERROR']).openapi({
  description:
    'VERIFIED: established exactly or rigorously. CORRECTION_NEEDED: proven wrong (exact or rigorous bound, or a counterexample where both sides are defined). UNKNOWN: not decided (evidence in `evidence`/`message`). ERROR: not evaluable.',
});

export const MathResult = result('MathResult', {
  is_valid: z.boolean().openapi({ description: 'True only with status VERIFIED (equation holds / value established).' }),
  status: MathStatus,
  result: z.boolean().optional().openapi({ description: 'Equations: the equation holds (equals is_valid).' }),
  left_side: z.string().optional(),
  right_side: z.string().optional(),
  simplified_difference: z.string().optional(),
  message: z.string().optional(),
  method: z
    .string()
    .optional()
    .openapi({ description: 'How it was decided: exact-rational, normal-form, case-split, interval, counterexample, induction…' }),
  conditions: z.array(z.string()).optional().openapi({
    description:
      'VERIFIED identities whose sides are defined on different sets: where both are defined, e.g. ["x ≠ 0"] for x/x = 1 (the identity claims nothing where a side is undefined); for sums with a symbolic bound, the integers it was proven for by induction. Never an assumption the request did not state.',
  }),
  required_assumptions: z.array(z.string()).optional().openapi({
    description:
      'UNKNOWN identities proven only under conditions the request did not state, e.g. ["x > 0"]: stated as context.assumptions they would be used.',
  }),
  domain: z.enum(['real', 'complex']).optional().openapi({ description: 'The domain the claim was decided in.' }),
  assumptions: z
    .array(z.string())
    .optional()
    .openapi({ description: 'The assumptions the verdict holds under, as read (normalised), when the request stated any.' }),
  counterexample: z.record(z.string(), z.number()).optional(),
  solutions: z
    .array(z.record(z.string(), z.string()))
    .optional()
    .openapi({ description: 'Single-variable linear equations: the value that satisfies it, e.g. [{"x":"3"}].' }),
  evidence: z.string().optional().openapi({ description: 'Why an UNKNOWN is plausible but not proven, e.g. digits of agreement.' }),
  value: z
    .union([z.number(), z.string(), z.array(z.array(z.union([z.number(), z.string(), z.null()]))), z.null()])
    .optional()
    .openapi({ description: 'Expressions: the correctly rounded double (string when complex, rows for matrices).' }),
  exact: z.string().optional().openapi({ description: 'The exact value: "1/3", "sqrt(2)", "-1 + 2i".' }),
  simplified: z.string().optional(),
  original: z.string().optional(),
  unit: z.string().optional(),
  is_symbolic: z.boolean().optional(),
  is_complex: z.boolean().optional(),
  warning: z.string().optional(),
  reading: z.string().optional().openapi({
    description:
      'How a notation was read when a reader could doubt it, e.g. "hours" read as the unit h, C(12, 4) as a binomial coefficient.',
  }),
  error: z.string().optional(),
  reason: z.literal('BUDGET_EXCEEDED').optional(),
});
