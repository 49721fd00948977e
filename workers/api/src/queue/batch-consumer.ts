import { createDatabase } from '@verdict/db';
import type { Env } from '../env.ts';
import { withDeadlines } from '../lib/bindings.ts';
import { randomIds, systemClock } from '../middleware/envelope.ts';
import { failJob, processJob } from '../services/batches.ts';
import { noDeferredRows, writeAfterResponse } from '../services/deferred-writes.ts';
import type { ServiceDeps } from '../services/deps.ts';
import type { BatchMessage } from './batch-message.ts';

/** Deliveries of one message before its job is given up as failed: the first plus `max_retries` (wrangler.toml: 5). */
export const BATCH_MAX_ATTEMPTS = 6;

/**
 * Queue consumer for asynchronous batches. Processing is idempotent (only pending items run, each written once), so a
 * consumer that crashes mid-batch is simply retried by the queue and finishes the remaining items.
 */
export async function consumeBatchQueue(
  batch: MessageBatch<BatchMessage>,
  rawEnv: Env,
  hooks: { afterItem?: (index: number) => void } = {},
): Promise<void> {
  // The same deadlines as the request path: a hung dependency fails the message (and the queue retries it).
  const env = withDeadlines(rawEnv);
  for (const message of batch.messages) {
    const { jobId, orgId, apiKeyId, isTest } = message.body;
    const pending: Promise<unknown>[] = [];
    const deps: ServiceDeps = {
      db: createDatabase(env.DB),
      clock: systemClock,
      ids: randomIds,
      requestId: `queue:${message.id}`,
      env,
      ip: null,
      orgId,
      actor: { type: 'system', id: 'batch-consumer' },
      deferred: noDeferredRows(),
      // A message is done when its work is: anything deferred is awaited before the next message.
      waitUntil: (work) => pending.push(work.catch(() => undefined)),
    };
    try {
      await processJob(deps, orgId, jobId, { apiKeyId, isTest }, hooks);
      message.ack();
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', event: 'batch_consumer_failed', job_id: jobId, attempt: message.attempts, error: String(error) }),
      );
      if (message.attempts >= BATCH_MAX_ATTEMPTS) {
        // The queue would drop the message now: record the job as failed (and tell the webhooks) rather than leave it
        // `processing`. If even that fails, the job stays as it was and the error is in the log above.
        await failJob(deps, orgId, jobId).catch((e: unknown) =>
          console.error(JSON.stringify({ level: 'error', event: 'batch_fail_record_failed', job_id: jobId, error: String(e) })),
        );
        message.ack();
      } else {
        message.retry({ delaySeconds: Math.min(30, 2 ** message.attempts) });
      }
    }
    writeAfterResponse(deps);
    await Promise.all(pending);
  }
}
