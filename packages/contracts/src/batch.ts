import * as z from 'zod';
import './openapi-zod.ts';
import { EngineResult } from './verify.ts';

export const BATCH_TYPES = ['natural_language', 'logic', 'math', 'code', 'fact', 'sql'] as const;
export const MAX_BATCH_ITEMS = 100;

export const BatchItem = z.strictObject({
  query: z.string().min(1).max(20_000),
  type: z.enum(BATCH_TYPES).default('natural_language'),
  params: z.record(z.string(), z.unknown()).optional(),
});

export const BatchRequest = z
  .strictObject({
    items: z.array(BatchItem).min(1).max(MAX_BATCH_ITEMS, `at most ${MAX_BATCH_ITEMS} items per batch`),
    async: z.boolean().optional().openapi({ description: 'Process through the queue and answer 202 (same as Prefer: respond-async)' }),
  })
  .openapi('BatchRequest');

export const BatchResultItem = z
  .object({
    index: z.number().int(),
    type: z.string(),
    status: z.enum(['pending', 'completed', 'failed']),
    verified: z.boolean(),
    result: EngineResult.optional(),
    error: z.string().optional(),
  })
  .openapi('BatchResultItem');

export const BatchJob = z
  .object({
    job_id: z.string(),
    status: z.enum(['queued', 'processing', 'completed', 'failed']),
    results: z.array(BatchResultItem),
    summary: z.object({ total: z.number().int(), verified: z.number().int(), failed: z.number().int(), success_rate: z.number() }),
    progress: z.object({ processed: z.number().int(), total: z.number().int() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('BatchJob');

export const BatchJobParam = z.object({ job_id: z.string().min(1).max(100) });
