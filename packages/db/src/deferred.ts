import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from './client.ts';
import type { NewRequestMetric } from './metrics.ts';
import { apiKeys, requestMetrics, verificationLogs } from './schema.ts';
import type { NewVerificationLog } from './verification-logs.ts';

/**
 * Writes the request path defers until after the response (verification log rows, request metrics, `last_used_at`),
 * collected from many requests and written as one D1 batch. Each row carries its own organization id.
 */
export interface DeferredWrites {
  logs: Array<NewVerificationLog & { orgId: number }>;
  metrics: Array<NewRequestMetric & { orgId: number }>;
  touches: Array<{ orgId: number; keyId: string; usedAt: string }>;
}

/** Statement sizes stay under D1's 100 bound parameters: 10 columns per log row, 7 per metric row. */
const LOG_ROWS_PER_INSERT = 9;
const METRIC_ROWS_PER_INSERT = 14;

function chunks<T>(values: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

export async function writeDeferred(db: Database, writes: DeferredWrites): Promise<void> {
  const statements: BatchItem<'sqlite'>[] = [];
  for (const part of chunks(writes.logs, LOG_ROWS_PER_INSERT)) statements.push(db.insert(verificationLogs).values(part));
  for (const part of chunks(writes.metrics, METRIC_ROWS_PER_INSERT)) statements.push(db.insert(requestMetrics).values(part));
  // One update per key (the newest use wins); never moves last_used_at backwards.
  const newest = new Map<string, { orgId: number; keyId: string; usedAt: string }>();
  for (const t of writes.touches) {
    const seen = newest.get(t.keyId);
    if (!seen || seen.usedAt < t.usedAt) newest.set(t.keyId, t);
  }
  for (const t of newest.values()) {
    statements.push(
      db
        .update(apiKeys)
        .set({ lastUsedAt: t.usedAt })
        .where(and(eq(apiKeys.orgId, t.orgId), eq(apiKeys.id, t.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, t.usedAt)))),
    );
  }
  const [first, ...rest] = statements;
  if (!first) return;
  await db.batch([first, ...rest]);
}
