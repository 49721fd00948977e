import * as z from 'zod';
import './openapi-zod.ts';

export const HealthResponse = z
  .object({
    status: z.literal('healthy'),
    service: z.string().openapi({ example: 'verdict' }),
    version: z.literal('5.0.0'),
    timestamp: z.string().openapi({ example: '2026-11-22T10:00:00.000Z' }),
  })
  .openapi('Health');

const ReadinessCheck = z.object({
  ok: z.boolean(),
  latency_ms: z.number(),
  error: z.string().optional().openapi({ description: 'Why the check failed (a fixed phrase, never exception text)' }),
});

export const ReadinessResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      d1: ReadinessCheck,
      durable_objects: ReadinessCheck,
      kv: ReadinessCheck,
      sandbox: ReadinessCheck.extend({
        mode: z.enum(['worker', 'container']).nullable().openapi({ description: 'The sandbox SANDBOX_MODE selects; null when unset' }),
      }),
      queues: ReadinessCheck.openapi({ description: 'The batch and webhook queue bindings are present (not probed)' }),
    }),
    checked_at: z.string().openapi({ example: '2026-11-22T10:00:00.000Z' }),
    cached: z.boolean().openapi({ description: 'The result of a check made within the last few seconds' }),
  })
  .openapi('Readiness');
