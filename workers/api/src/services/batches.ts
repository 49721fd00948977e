import {
  batchJobOwner,
  completeBatchItem,
  createBatchJob,
  findBatchJob,
  findBatchJobByIdempotencyKey,
  listBatchItems,
  refreshBatchJob,
  type BatchJobRow,
} from '@verdict/db';
import { canonicalJson } from '../lib/audit-chain.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { ApiError } from '../errors.ts';
import type { Principal } from '../env.ts';
import type { ServiceDeps } from './deps.ts';
import { engineRunner } from './engine-runner.ts';

export interface BatchInput {
  items: Array<{ query: string; type: string; params?: Record<string, unknown> | undefined }>;
}

const CONCURRENCY = 8;

/**
 * Creates a job (job and items in one transaction). With an Idempotency-Key, a retry with the same body returns the
 * existing job and a different body is refused with 422.
 */
export async function createJob(
  deps: ServiceDeps,
  principal: Principal,
  input: BatchInput,
  idempotencyKey: string | undefined,
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
    status: 'queued' as const,
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
    if (idempotencyKey && String(error).includes('UNIQUE')) return createJob(deps, principal, input, idempotencyKey);
    throw error;
  }
  await deps.audit({ action: 'batch.create', outcome: 'success', resource: `batch:${job.id}`, details: { items: job.total } });
  return { job: { ...job, orgId: principal.orgId }, created: true };
}

/**
 * Runs every still-pending item of a job with bounded concurrency. Each item's result is written only if it is still
 * pending (with its verification-log entry in the same transaction), so a crashed and retried run never records an
 * item twice; a failed item never fails the job.
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
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const item = pending[next++]!;
      const started = performance.now();
      const runner = engineRunner(item.type);
      let stored: Parameters<typeof completeBatchItem>[4];
      let status = 'ERROR';
      let domain = item.type.toUpperCase();
      try {
        if (!runner) throw new ApiError('VALIDATION_ERROR', `The ${item.type} engine is not available.`);
        const outcome = await runner(deps, {
          query: item.query,
          params: item.params ?? undefined,
          provider: typeof item.params?.provider === 'string' ? item.params.provider : undefined,
        });
        stored = { status: 'completed', verified: outcome.verified, result: outcome.result, error: null };
        status = outcome.status;
        domain = outcome.domain;
      } catch (error) {
        const message = error instanceof ApiError ? error.detail : 'Internal verification error';
        if (!(error instanceof ApiError))
          console.error(
            JSON.stringify({ level: 'error', event: 'batch_item_failed', job_id: jobId, index: item.idx, error: String(error) }),
          );
        stored = { status: 'failed', verified: false, result: null, error: message };
      }
      await completeBatchItem(deps.env.DB, orgId, jobId, item.idx, stored, {
        query: item.query,
        domain,
        status,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        apiKeyId: context.apiKeyId,
        isTest: context.isTest,
        createdAt: deps.clock.now().toISOString(),
      });
      hooks.afterItem?.(item.idx);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pending.length) }, worker));
  const done = await refreshBatchJob(deps.db, orgId, jobId, 'completed', deps.clock.now().toISOString());
  await deps.audit({
    orgId,
    action: 'batch.complete',
    outcome: 'success',
    resource: `batch:${jobId}`,
    details: { total: done?.total, verified: done?.verified, failed: done?.failed },
  });
  return done;
}

export async function presentJob(deps: ServiceDeps, job: BatchJobRow) {
  const items = await listBatchItems(deps.db, job.orgId, job.id);
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

/** Spec 4.2: another organization's job is 403, an unknown one 404. */
export async function jobForCaller(deps: ServiceDeps, principal: Principal, jobId: string): Promise<BatchJobRow> {
  const job = await findBatchJob(deps.db, principal.orgId, jobId);
  if (job) return job;
  const owner = await batchJobOwner(deps.db, jobId);
  if (owner !== undefined) throw new ApiError('FORBIDDEN', 'This batch job belongs to another organization.');
  throw new ApiError('NOT_FOUND', 'No batch job with this id.');
}
