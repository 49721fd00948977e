import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { batchItems, batchJobs } from './schema.ts';

export type BatchJobRow = typeof batchJobs.$inferSelect;
export type BatchItemRow = typeof batchItems.$inferSelect;

/** The job and all its items in one transaction: a job never exists without its items. */
export async function createBatchJob(
  db: Database,
  orgId: number,
  job: Omit<typeof batchJobs.$inferInsert, 'orgId'>,
  items: Array<{ idx: number; type: string; query: string; params: Record<string, unknown> | null }>,
): Promise<void> {
  await db.batch([
    db.insert(batchJobs).values({ ...job, orgId }),
    ...chunk(items, 10).map((part) =>
      db.insert(batchItems).values(part.map((item) => ({ ...item, jobId: job.id, orgId, status: 'pending' as const, verified: false }))),
    ),
  ] as unknown as Parameters<typeof db.batch>[0]);
}

function chunk<T>(values: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

export async function findBatchJob(db: Database, orgId: number, jobId: string): Promise<BatchJobRow | undefined> {
  return db
    .select()
    .from(batchJobs)
    .where(and(eq(batchJobs.orgId, orgId), eq(batchJobs.id, jobId)))
    .get();
}

/** Distinguishes "another organization's job" (403, spec) from "no such job" (404). Returns only the owner. */
export async function batchJobOwner(db: Database, jobId: string): Promise<number | undefined> {
  const row = await db.select({ orgId: batchJobs.orgId }).from(batchJobs).where(eq(batchJobs.id, jobId)).get();
  return row?.orgId;
}

export async function findBatchJobByIdempotencyKey(db: Database, orgId: number, key: string): Promise<BatchJobRow | undefined> {
  return db
    .select()
    .from(batchJobs)
    .where(and(eq(batchJobs.orgId, orgId), eq(batchJobs.idempotencyKey, key)))
    .get();
}

export async function listBatchItems(db: Database, orgId: number, jobId: string): Promise<BatchItemRow[]> {
  return db
    .select()
    .from(batchItems)
    .where(and(eq(batchItems.orgId, orgId), eq(batchItems.jobId, jobId)))
    .orderBy(asc(batchItems.idx))
    .all();
}

export interface BatchItemOutcome {
  status: 'completed' | 'failed';
  verified: boolean;
  result: unknown;
  error: string | null;
}

export interface BatchItemLog {
  query: string;
  domain: string;
  status: string;
  latencyMs: number;
  apiKeyId: string | null;
  isTest: boolean;
  createdAt: string;
}

/** The two statements that record one item: its outcome only if it is still pending, and its log row only then. */
function itemStatements(d1: D1Database, orgId: number, jobId: string, idx: number, outcome: BatchItemOutcome, log: BatchItemLog) {
  return [
    d1
      .prepare(
        "UPDATE batch_items SET status = ?, verified = ?, result = ?, error = ? WHERE org_id = ? AND job_id = ? AND idx = ? AND status = 'pending'",
      )
      .bind(outcome.status, outcome.verified ? 1 : 0, JSON.stringify(outcome.result ?? null), outcome.error, orgId, jobId, idx),
    d1
      .prepare(
        'INSERT INTO verification_logs (org_id, query, is_verified, domain, status, latency_ms, api_key_id, is_test, created_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1',
      )
      .bind(
        orgId,
        log.query.slice(0, 2000),
        outcome.verified ? 1 : 0,
        log.domain,
        log.status,
        log.latencyMs,
        log.apiKeyId,
        log.isTest ? 1 : 0,
        log.createdAt,
      ),
  ];
}

/**
 * Stores one item's outcome only if it is still pending, and in the same transaction logs the verification only when
 * that update happened. A retried consumer therefore never records an item twice.
 */
export async function completeBatchItem(
  d1: D1Database,
  orgId: number,
  jobId: string,
  idx: number,
  outcome: BatchItemOutcome,
  log: BatchItemLog,
): Promise<boolean> {
  const [update] = await d1.batch(itemStatements(d1, orgId, jobId, idx, outcome, log));
  return (update?.meta.changes ?? 0) === 1;
}

/**
 * Records every item of a job and the job's final counters in one D1 batch (one transaction, one round trip), with
 * the same exactly-once guard per item as `completeBatchItem`.
 */
export async function completeBatchItems(
  d1: D1Database,
  orgId: number,
  jobId: string,
  items: Array<{ idx: number; outcome: BatchItemOutcome; log: BatchItemLog }>,
  updatedAt: string,
): Promise<void> {
  await d1.batch([
    ...items.flatMap((item) => itemStatements(d1, orgId, jobId, item.idx, item.outcome, item.log)),
    d1
      .prepare(
        `UPDATE batch_jobs SET
           processed = (SELECT count(*) FROM batch_items WHERE org_id = ?1 AND job_id = ?2 AND status != 'pending'),
           verified = (SELECT count(*) FROM batch_items WHERE org_id = ?1 AND job_id = ?2 AND verified = 1),
           failed = (SELECT count(*) FROM batch_items WHERE org_id = ?1 AND job_id = ?2 AND status != 'pending' AND verified = 0),
           status = CASE WHEN (SELECT count(*) FROM batch_items WHERE org_id = ?1 AND job_id = ?2 AND status = 'pending') = 0 THEN 'completed' ELSE status END,
           updated_at = ?3
         WHERE org_id = ?1 AND id = ?2`,
      )
      .bind(orgId, jobId, updatedAt),
  ]);
}

/** Removes a job that could not be started (e.g. the queue refused it), so its retry starts afresh. */
export async function deleteBatchJob(db: Database, orgId: number, jobId: string): Promise<void> {
  await db.batch([
    db.delete(batchItems).where(and(eq(batchItems.orgId, orgId), eq(batchItems.jobId, jobId))),
    db.delete(batchJobs).where(and(eq(batchJobs.orgId, orgId), eq(batchJobs.id, jobId))),
  ]);
}

/** Recomputes the job's counters from its items (idempotent, so retries cannot double count). */
export async function refreshBatchJob(
  db: Database,
  orgId: number,
  jobId: string,
  status: BatchJobRow['status'] | null,
  updatedAt: string,
): Promise<BatchJobRow | undefined> {
  const counts = await db
    .select({
      processed: sql<number>`sum(case when ${batchItems.status} != 'pending' then 1 else 0 end)`,
      verified: sql<number>`sum(case when ${batchItems.verified} then 1 else 0 end)`,
      failed: sql<number>`sum(case when ${batchItems.status} != 'pending' and not ${batchItems.verified} then 1 else 0 end)`,
    })
    .from(batchItems)
    .where(and(eq(batchItems.orgId, orgId), eq(batchItems.jobId, jobId)))
    .get();
  return db
    .update(batchJobs)
    .set({
      processed: Number(counts?.processed ?? 0),
      verified: Number(counts?.verified ?? 0),
      failed: Number(counts?.failed ?? 0),
      updatedAt,
      ...(status ? { status } : {}),
    })
    .where(and(eq(batchJobs.orgId, orgId), eq(batchJobs.id, jobId)))
    .returning()
    .get();
}
