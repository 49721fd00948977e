import { z } from '@hono/zod-openapi';
import { result, uploadOptions } from './common.ts';

export const StatsResult = result('StatsResult', { status: z.enum(['SUCCESS', 'ERROR', 'BLOCKED']), message: z.string() });
export const StatsUpload = z
  .object({
    file: z.any().openapi({ type: 'string', format: 'binary' }),
    query: z.string().openapi({ example: 'mean of price where region = EU' }),
    options: uploadOptions,
  })
  .openapi('StatsUpload');
