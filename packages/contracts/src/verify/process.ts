import { z } from '@hono/zod-openapi';
import { options, result, text } from './common.ts';

export const ProcessRequest = z
  .object({
    trace: text(100_000),
    mode: z.string().max(20).optional(),
    milestones: z.array(z.string().min(1).max(500)).max(100).optional(),
    options,
  })
  .openapi('ProcessRequest');
export const ProcessResult = result('ProcessResult', { verified: z.boolean() });
