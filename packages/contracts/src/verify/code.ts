import { z } from '@hono/zod-openapi';
import { options, result, text } from './common.ts';

export const CodeRequest = z
  .object({ code: text(200_000), language: z.string().min(1).max(20).optional(), options })
  .openapi('CodeRequest');
export const CodeResult = result('CodeResult', {
  is_safe: z.boolean(),
  vulnerabilities: z.array(z.looseObject({ type: z.string(), severity: z.string(), line: z.number().int(), message: z.string() })),
});
