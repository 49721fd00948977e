/**
 * `verdict verify batch <items.json> [--async]`: up to 100 verifications in one request. Exit 0 only when the job
 * completed and every item verified; 1 when any item did not verify or failed; 2 when no answer was obtained (usage,
 * network or API error, or an asynchronous job still unfinished when the wait ends).
 */
import { allowOnly, type CliIo, exactlyOne, type ParsedArgs, readInput, UsageError } from './cli-args.ts';
import type { VerdictClient } from './client.ts';
import { VerdictNetworkError } from './errors.ts';
import type { BatchItem, BatchJob } from './types.ts';

/** How long `--async` waits for the queue consumer before giving up (exit 2). */
const ASYNC_WAIT_MS = 300_000;

function readItems(io: CliIo, path: string): BatchItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readInput(io, path, 'items file'));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`items file ${path} is not JSON`);
  }
  const items = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0)
    throw new UsageError(`items file ${path} must hold a non-empty JSON array of {"type", "query", "params"} (or {"items": [...]})`);
  // The service validates each item against its contract; the CLI only passes them on.
  return items as BatchItem[];
}

function summary(job: BatchJob): string {
  const { total, verified } = job.summary;
  const lines = [`${job.status.toUpperCase()} ${verified}/${total} verified (job ${job.job_id})`];
  for (const item of job.results) {
    const state = item.status === 'failed' ? `failed${item.error ? `: ${item.error}` : ''}` : item.verified ? 'verified' : 'not verified';
    lines.push(`  #${item.index} ${item.type}: ${state}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function runBatch(client: VerdictClient, args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, 'verify batch', ['async']);
  const items = readItems(io, exactlyOne(args.positionals.slice(2), 'items file (JSON)'));
  let job: BatchJob;
  if (args.flags.has('async')) {
    // Queued (202), then polled until the consumer has processed every item.
    const queued = await client.verify.batch(items, { async: true });
    job = (await client.verify.waitForBatch(queued.data.job_id, { maxWaitMs: ASYNC_WAIT_MS })).data;
    if (job.status !== 'completed' && job.status !== 'failed') {
      throw new VerdictNetworkError('timeout', 'GET', `/v1/verify/batch/${job.job_id}`, `batch ${job.job_id} is still ${job.status}`);
    }
  } else {
    job = (await client.verify.batch(items)).data;
  }
  io.out(args.flags.has('json') ? `${JSON.stringify(job, null, 2)}\n` : summary(job));
  const everyItemVerified =
    job.results.length === items.length && job.results.every((item) => item.status === 'completed' && item.verified);
  return job.status === 'completed' && everyItemVerified ? 0 : 1;
}
