import * as z from 'zod';
import './openapi-zod.ts';
import { listEnvelope } from './list.ts';

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
    logs: z.array(VerificationLogEntry).openapi({ description: 'The spec field (4.6); the same entries as items' }),
    ...listEnvelope(VerificationLogEntry),
  })
  .openapi('Logs');
