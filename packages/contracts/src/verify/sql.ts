import { z } from '@hono/zod-openapi';
import { options, result, text } from './common.ts';

export const SqlRequest = z
  .object({
    query: text(20000),
    schema_ddl: text(100_000),
    dialect: z.string().min(1).max(20).optional(),
    allow_writes: z.boolean().optional(),
    options,
  })
  .openapi('SqlRequest');
export const SqlResult = result('SqlResult', { is_valid: z.boolean(), message: z.string() });
