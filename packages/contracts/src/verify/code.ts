import { z } from '@hono/zod-openapi';
import { options, result, text } from './common.ts';

export const CodeRequest = z
  .object({
    code: text(64_000).openapi({ description: 'Source code, at most 64,000 characters (about 2,000 lines)' }),
    language: z.string().min(1).max(20).optional(),
    options,
  })
  .openapi('CodeRequest');
export const CodeResult = result('CodeResult', {
  is_safe: z.boolean().openapi({
    description:
      'True iff the whole file parsed (analysis complete) and no finding is critical or high; medium and low findings do not make code unsafe',
  }),
  analysis: z.enum(['complete', 'partial']).optional(),
  vulnerabilities: z.array(z.looseObject({ type: z.string(), severity: z.string(), line: z.number().int(), message: z.string() })),
});
