import { z } from '@hono/zod-openapi';

export const LogsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const VerificationLogEntry = z
  .object({
    id: z.number().int(),
    query: z.string(),
    is_verified: z.boolean(),
    domain: z.string().openapi({ example: 'MATH' }),
    timestamp: z.string(),
  })
  .openapi('VerificationLogEntry');

export const LogsResponse = z
  .object({
    organization_id: z.number().int(),
    organization_name: z.string(),
    total_logs: z.number().int(),
    logs: z.array(VerificationLogEntry),
  })
  .openapi('Logs');
