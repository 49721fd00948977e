import * as z from 'zod';
import './openapi-zod.ts';
import { listEnvelope } from './list.ts';

/** `<timestamp>_<id>` of the last entry of the previous page (its `next_cursor`). */
const LOGS_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z_\d{1,15}$/;

export const LogsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  cursor: z
    .string()
    .regex(LOGS_CURSOR, 'cursor must be the next_cursor of a previous page')
    .optional()
    .openapi({ description: 'The next_cursor of the previous page: the entries after it, most recent first' }),
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
