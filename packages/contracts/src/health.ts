import { z } from '@hono/zod-openapi';

export const HealthResponse = z
  .object({
    status: z.literal('healthy'),
    service: z.string().openapi({ example: 'verdict' }),
    version: z.literal('5.0.0'),
    timestamp: z.string().openapi({ example: '2026-11-22T10:00:00.000Z' }),
  })
  .openapi('Health');
