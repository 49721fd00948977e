import { canonicalJson } from '@verdict/attestation';
import {
  type BatchItemLog,
  type BatchItemOutcome,
  type BatchJobRow,
  batchJobOwner,
  completeBatchItem,
  completeBatchItems,
  createBatchJob,
  deleteBatchJob,
  findBatchJob,
  findBatchJobByIdempotencyKey,
  listBatchItems,
  refreshBatchJob,
} from '@verdict/db';
import { InputTooComplexError } from '@verdict/engines/budget.ts';
import type { Principal } from '../env.ts';
import { ApiError } from '../errors.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { appendAudit } from './audit.ts';
import type { ServiceDeps } from './deps.ts';
import { engineRunner } from './engines/index.ts';
import { emitWebhookEvent } from './webhook-events.ts';

export interface BatchInput {
  items: Array<{ query: string; type: string; params?: Record<string, unknown> | undefined }>;
}

interface PendingItem {
  idx: number;
  type: string;
  query: string;
  params: Record<string, unknown> | null;
}

type ItemRecord = { idx: number; type: string; outcome: BatchItemOutcome; log: BatchItemLog };

/** Items run at most this many at a time: engines are CPU-bound, the rest (sandbox, SQL scratch) is I/O. */
const CONCURRENCY = 8;
/** A synchronous job still `processing` this long after its last update lost its request; a replay resumes it. */
const STALLED_AFTER_MS = 30_000;

/**
 * Creates a job (job and items in one transaction). With an Idempotency-Key, a retry with the same body returns the
 * existing job and a different body is refused with 422. The caller has already been charged for every item (the
 * charge happens while authenticating), so a refused request never reaches this point and leaves nothing behind.
 */
export async function createJob(
  deps: ServiceDeps,
  principal: Principal,
  input: BatchInput,
  idempotencyKey: string | undefined,
  status: 'queued' | 'processing',
): Promise<{ job: BatchJobRow; created: boolean }> {
  const requestHash = await sha256Hex(canonicalJson(input.items));
  if (idempotencyKey) {
    const existing = await findBatchJobByIdempotencyKey(deps.db, principal.orgId, idempotencyKey);
    if (existing) {
      if (existing.requestHash !== requestHash)
        throw new ApiError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used with a different request body.');
      return { job: existing, created: false };
    }
  }
  const now = deps.clock.now().toISOString();
  const job = {
    id: deps.ids.next('job'),
    status,
    total: input.items.length,
    processed: 0,
    verified: 0,
    failed: 0,
    idempotencyKey: idempotencyKey ?? null,
    requestHash,
    apiKeyId: principal.apiKeyId,
    userId: principal.userId,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await createBatchJob(
      deps.db,
      principal.orgId,
      job,
      input.items.map((item, idx) => ({ idx, type: item.type, query: item.query, params: item.params ?? null })),
    );
  } catch (error) {
    // A concurrent retry with the same key won the race: answer with its job.
    if (idempotencyKey && String(error).includes('UNIQUE')) return createJob(deps, principal, input, idempotencyKey, status);
    throw error;
  }
  return { job: { ...job, orgId: principal.orgId }, created: true };
}

/** Hands a new job to the queue; if the queue refuses it, the job is removed again (a refused request leaves nothing). */
export async function enqueueJob(deps: ServiceDeps, job: BatchJobRow, context: { apiKeyId: string | null; isTest: boolean }) {
  if (!deps.env.BATCH_QUEUE) {
    await deleteBatchJob(deps.db, job.orgId, job.id);
    throw new ApiError('SERVICE_MISCONFIGURED', 'Asynchronous batches are not available.');
  }
  try {
    await deps.env.BATCH_QUEUE.send({ jobId: job.id, orgId: job.orgId, ...context });
  } catch (error) {
    await deleteBatchJob(deps.db, job.orgId, job.id).catch(() => undefined);
    throw error;
  }
  await appendAudit(deps, {
    action: 'batch.create',
    outcome: 'success',
    resource: `batch:${job.id}`,
    details: { items: job.total, mode: 'async' },
  });
}

/** Runs items with bounded concurrency; an item's failure is its own result and never fails the others. */
async function runItems(
  deps: ServiceDeps,
  items: PendingItem[],
  context: { apiKeyId: string | null; isTest: boolean },
  onItem: (record: ItemRecord) => Promise<void> | void,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (!item) break;
      await onItem(await runItem(deps, item, context));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

async function runItem(deps: ServiceDeps, item: PendingItem, context: { apiKeyId: string | null; isTest: boolean }): Promise<ItemRecord> {
  const started = performance.now();
  const runner = engineRunner(item.type);
  let outcome: BatchItemOutcome;
  let status = 'ERROR';
  let domain = item.type.toUpperCase();
  try {
    if (!runner) throw new ApiError('VALIDATION_ERROR', `The ${item.type} engine is not available.`);
    const result = await runner(deps, {
      query: item.query,
      params: item.params ?? undefined,
      provider: typeof item.params?.provider === 'string' ? item.params.provider : undefined,
    });
    outcome = { status: 'completed', verified: result.verified, result: result.result, error: null };
    status = result.status;
    domain = result.domain;
  } catch (error) {
    const message =
      error instanceof ApiError ? error.detail : error instanceof InputTooComplexError ? error.message : 'Internal verification error';
    if (!(error instanceof ApiError) && !(error instanceof InputTooComplexError))
      console.error(JSON.stringify({ level: 'error', event: 'batch_item_failed', index: item.idx, error: String(error) }));
    outcome = { status: 'failed', verified: false, result: null, error: message };
  }
  return {
    idx: item.idx,
    type: item.type,
    outcome,
    log: {
      query: item.query,
      domain,
      status,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
      apiKeyId: context.apiKeyId,
      isTest: context.isTest,
      createdAt: deps.clock.now().toISOString(),
    },
  };
}

/**
 * A synchronous job, just created by this request: every item runs in memory, then all results, their verification-log
 * rows and the job's counters are written in one D1 batch, and one audit event records the job.
 */
export async function runJobNow(
  deps: ServiceDeps,
  job: BatchJobRow,
  input: BatchInput,
  context: { apiKeyId: string | null; isTest: boolean },
) {
  const records: ItemRecord[] = [];
  const items = input.items.map((item, idx) => ({ idx, type: item.type, query: item.query, params: item.params ?? null }));
  await runItems(deps, items, context, (record) => {
    records.push(record);
  });
  records.sort((a, b) => a.idx - b.idx);
  const updatedAt = deps.clock.now().toISOString();
  await completeBatchItems(deps.env.DB, job.orgId, job.id, records, updatedAt);
  const verified = records.filter((r) => r.outcome.verified).length;
  await appendAudit(deps, {
    orgId: job.orgId,
    action: 'batch.complete',
    outcome: 'success',
    resource: `batch:${job.id}`,
    details: { total: job.total, verified, failed: records.length - verified, mode: 'sync' },
  });
  const answer = present(
    { ...job, status: 'completed', updatedAt },
    records.map((r) => ({ idx: r.idx, type: r.type, ...r.outcome })),
  );
  await emitWebhookEvent(deps, job.orgId, 'batch.completed', batchEvent(job.id, 'completed', answer.summary, updatedAt));
  return answer;
}

function summaryOf(job: Pick<BatchJobRow, 'total' | 'verified' | 'failed'>) {
  return {
    total: job.total,
    verified: job.verified,
    failed: job.failed,
    success_rate: job.total ? Math.round((job.verified / job.total) * 10_000) / 100 : 0,
  };
}

/** The `batch.completed` event's data (docs/webhooks.md): identifiers and counts, never the items. */
function batchEvent(jobId: string, status: 'completed' | 'failed', summary: ReturnType<typeof summaryOf>, completedAt: string) {
  return { job_id: jobId, status, summary, completed_at: completedAt };
}

/**
 * A queued job whose processing failed on every delivery of its message: it is marked `failed` (the items that did
 * run keep their results) and `batch.completed` says so, instead of the job staying `processing` forever.
 */
export async function failJob(deps: ServiceDeps, orgId: number, jobId: string): Promise<void> {
  const job = await findBatchJob(deps.db, orgId, jobId);
  if (!job || job.status === 'completed' || job.status === 'failed') return;
  const at = deps.clock.now().toISOString();
  const failed = await refreshBatchJob(deps.db, orgId, jobId, 'failed', at);
  if (!failed) return;
  await appendAudit(deps, {
    orgId,
    action: 'batch.complete',
    outcome: 'failure',
    resource: `batch:${jobId}`,
    details: { total: failed.total, verified: failed.verified, failed: failed.failed, mode: 'async' },
  });
  await emitWebhookEvent(deps, orgId, 'batch.completed', batchEvent(jobId, 'failed', summaryOf(failed), at));
}

/**
 * Runs every still-pending item of a job (the queue consumer, or a replay resuming a stalled synchronous job). Each
 * item's result is written only if it is still pending (with its verification-log entry in the same transaction), so
 * a crashed and retried run never records an item twice; a failed item never fails the job.
 */
export async function processJob(
  deps: ServiceDeps,
  orgId: number,
  jobId: string,
  context: { apiKeyId: string | null; isTest: boolean },
  hooks: { afterItem?: (index: number) => void } = {},
): Promise<BatchJobRow | undefined> {
  const job = await findBatchJob(deps.db, orgId, jobId);
  if (!job) return undefined;
  if (job.status === 'completed' || job.status === 'failed') return job;
  await refreshBatchJob(deps.db, orgId, jobId, 'processing', deps.clock.now().toISOString());
  const pending = (await listBatchItems(deps.db, orgId, jobId)).filter((item) => item.status === 'pending');
  await runItems(deps, pending, context, async (record) => {
    await completeBatchItem(deps.env.DB, orgId, jobId, record.idx, record.outcome, record.log);
    hooks.afterItem?.(record.idx);
  });
  const completedAt = deps.clock.now().toISOString();
  const done = await refreshBatchJob(deps.db, orgId, jobId, 'completed', completedAt);
  await appendAudit(deps, {
    orgId,
    action: 'batch.complete',
    outcome: 'success',
    resource: `batch:${jobId}`,
    details: { total: done?.total, verified: done?.verified, failed: done?.failed },
  });
  if (done) await emitWebhookEvent(deps, orgId, 'batch.completed', batchEvent(jobId, 'completed', summaryOf(done), completedAt));
  return done;
}

/** A replay of a synchronous job whose original request died mid-way resumes it; anything else is returned as is. */
export function stalled(job: BatchJobRow, nowMs: number): boolean {
  return job.status === 'processing' && nowMs - Date.parse(job.updatedAt) > STALLED_AFTER_MS;
}

function present(
  job: BatchJobRow,
  items: Array<{
    idx: number;
    type: string;
    status: 'pending' | 'completed' | 'failed';
    verified: boolean;
    result: unknown;
    error: string | null;
  }>,
) {
  const processed = items.filter((i) => i.status !== 'pending').length;
  const verified = items.filter((i) => i.verified).length;
  return {
    job_id: job.id,
    status: job.status,
    results: items.map((i) => ({
      index: i.idx,
      type: i.type,
      status: i.status,
      verified: i.verified,
      ...(i.status === 'completed' ? { result: i.result } : {}),
      ...(i.error ? { error: i.error } : {}),
    })),
    summary: {
      total: job.total,
      verified,
      failed: processed - verified,
      success_rate: job.total ? Math.round((verified / job.total) * 10_000) / 100 : 0,
    },
    progress: { processed, total: job.total },
    created_at: job.createdAt,
    updated_at: job.updatedAt,
  };
}

export async function presentJob(deps: ServiceDeps, job: BatchJobRow) {
  return present(job, await listBatchItems(deps.db, job.orgId, job.id));
}

/** Spec 4.2: another organization's job is 403, an unknown one 404. */
export async function jobForCaller(deps: ServiceDeps, principal: Principal, jobId: string): Promise<BatchJobRow> {
  const job = await findBatchJob(deps.db, principal.orgId, jobId);
  if (job) return job;
  const owner = await batchJobOwner(deps.db, jobId);
  if (owner !== undefined) throw new ApiError('FORBIDDEN', 'This batch job belongs to another organization.');
  throw new ApiError('NOT_FOUND', 'No batch job with this id.');
}
