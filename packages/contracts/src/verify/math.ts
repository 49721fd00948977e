import { z } from '@hono/zod-openapi';
import { options, result, text } from './common.ts';

export const MathRequest = z
  .object({
    expression: text(2000),
    context: z.object({ domain: z.enum(['real', 'complex']).optional() }).optional(),
    options,
  })
  .openapi('MathRequest');
export const MathResult = result('MathResult', { is_valid: z.boolean() });
