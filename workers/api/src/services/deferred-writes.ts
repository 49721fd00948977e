import { createDatabase, type DeferredWrites, writeDeferred } from '@verdict/db';
import type { ServiceDeps } from '../env.ts';

/** What deferring needs of a request: its bindings, its id (for the error log) and a way to outlive the response. */
export type DeferTarget = Pick<ServiceDeps, 'env' | 'requestId' | 'waitUntil'>;

/**
 * How long a flush waits for more rows before writing: under load one D1 batch carries many requests' rows, and even
 * sequential callers share one batch per window. Logs and metrics therefore appear up to this much later.
 */
const COALESCE_MS = 250;
/** A flush writes at most this many rows; anything beyond stays for the next flush. */
const MAX_ROWS_PER_FLUSH = 500;

/**
 * Rows waiting in this isolate. Plain data only: whichever request flushes first writes everyone's rows with its own
 * D1 handle, so no I/O object crosses from one request to another.
 */
const pending: DeferredWrites = { logs: [], metrics: [], touches: [] };

function size(): number {
  return pending.logs.length + pending.metrics.length + pending.touches.length;
}

function takeBatch(): DeferredWrites {
  let budget = MAX_ROWS_PER_FLUSH;
  const take = <T>(rows: T[]): T[] => {
    const part = rows.splice(0, budget);
    budget -= part.length;
    return part;
  };
  return { logs: take(pending.logs), metrics: take(pending.metrics), touches: take(pending.touches) };
}

async function flush(target: DeferTarget): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, COALESCE_MS));
  await writePending(target);
}

/**
 * Writes what this isolate still holds, now. Readers of logs and metrics call it first, so a caller reading right after
 * its own request (usually served by the same isolate) sees that request.
 */
export async function writePending(target: Pick<ServiceDeps, 'env' | 'requestId'>): Promise<void> {
  while (size() > 0) {
    const batch = takeBatch();
    try {
      await writeDeferred(createDatabase(target.env.DB), batch);
    } catch (error) {
      // Logs and metrics are not evidence (the audit trail is): a failed write loses these rows, never the response.
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'deferred_write_failed',
          request_id: target.requestId,
          rows: batch.logs.length + batch.metrics.length + batch.touches.length,
          error: String(error),
        }),
      );
      return;
    }
  }
}

/** Rows that are not written yet: what a request collects in `deps.deferred` until it is done. */
export function noDeferredRows(): DeferredWrites {
  return { logs: [], metrics: [], touches: [] };
}

/**
 * Hands a finished request's rows to this isolate's writer, once per request (the envelope; the queue consumer per
 * message): the request keeps itself alive (waitUntil) until a flush has taken them, and concurrent requests share one
 * D1 batch. A request without rows starts no flush.
 */
export function writeAfterResponse(target: DeferTarget & Pick<ServiceDeps, 'deferred'>): void {
  const rows = target.deferred;
  if (rows.logs.length + rows.metrics.length + rows.touches.length === 0) return;
  pending.logs.push(...rows.logs.splice(0));
  pending.metrics.push(...rows.metrics.splice(0));
  pending.touches.push(...rows.touches.splice(0));
  target.waitUntil(flush(target));
}
