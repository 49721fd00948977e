import type { Env } from '../env.ts';
import { ApiError } from '../errors.ts';
import { deadlinesOf } from '../lib/bindings.ts';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../lib/deadline.ts';
import { selectSandbox } from './sandbox-transport.ts';

export type SandboxRunResult =
  /** `nonFinite` is set (and `output` null) when the program's value was Infinity, -Infinity or NaN, which JSON cannot carry. */
  | { ok: true; output: unknown; instructions?: number; nonFinite?: 'Infinity' | '-Infinity' | 'NaN' }
  | { ok: false; error: 'timeout' | 'memory' | 'syntax' | 'runtime' | 'output_too_large' | 'invalid_output' | 'internal'; message: string };

/** The sandbox contract's POST paths (workers/sandbox/README.md). */
export type SandboxPath = '/run' | '/code/verify' | '/sql/verify' | '/stats/plan';

export function sandboxUnavailable(): ApiError {
  return new ApiError('SANDBOX_UNAVAILABLE', 'The secure sandbox is unavailable; generated code is never run elsewhere.', {
    headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
  });
}

/** Settles with `work`, or rejects once `ms` have passed even if the transport ignores its abort signal. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('sandbox deadline')), ms);
  });
  work.catch(() => undefined); // a rejection after the deadline must not surface as an unhandled rejection
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

export interface SandboxCallOptions {
  /** The caller's own deadline; SANDBOX_TIMEOUT_MS when absent. */
  timeoutMs?: number;
  /** Another media type: `body` is then bytes the caller encoded (the binary stats plan form), sent as they are. */
  mediaType?: string;
}

/**
 * The one sandbox client of the API: every engine that runs or analyses generated code (stats, consensus, code, SQL
 * dialects other than SQLite) calls the sandbox through here, and this always asks the sandbox that `SANDBOX_MODE`
 * selects (services/sandbox-transport.ts) — the same selection readiness probes, so what readiness reports is what
 * requests get. A sandbox that is not configured, cannot be reached, answers anything but 200 or an unreadable body,
 * or misses the deadline (SANDBOX_TIMEOUT_MS unless the caller sets its own) is 503 SANDBOX_UNAVAILABLE; nothing is
 * ever run in-process or in the other sandbox. Resolves to the parsed JSON body of a 200 answer.
 */
export async function callSandbox(env: Env, path: SandboxPath, body: unknown, options: SandboxCallOptions = {}): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? deadlinesOf(env).sandboxMs;
  const mediaType = options.mediaType ?? 'application/json';
  const selection = selectSandbox(env);
  if (!selection.ok) {
    console.error(JSON.stringify({ level: 'error', event: 'sandbox_not_configured', mode: selection.mode, reason: selection.reason }));
    throw sandboxUnavailable();
  }
  const { sandbox } = selection;
  try {
    const answer = await within(
      (async () => {
        const response = await sandbox.fetch(path, {
          method: 'POST',
          headers: { 'content-type': mediaType },
          body: mediaType === 'application/json' ? JSON.stringify(body) : (body as Uint8Array),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status !== 200) {
          await response.body?.cancel();
          throw new Error(`sandbox answered ${response.status}`);
        }
        return (await response.json()) as unknown;
      })(),
      timeoutMs,
    );
    return answer;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'sandbox_unavailable', mode: sandbox.mode, path, error: String(error) }));
    throw sandboxUnavailable();
  }
}

/**
 * Runs generated JavaScript in the sandbox (QuickJS with memory and instruction limits). The API never runs generated
 * code itself (spec 9, 4.0.4). A program that ran and failed (budget, memory, runtime error) or produced a non-finite
 * number is an answer, not an outage: it is returned as such for the engine to turn into its ERROR result. A malformed
 * answer, or the sandbox's own `internal` failure (it could not run the program), is unavailability: 503.
 */
export async function runInSandbox(
  env: Env,
  request: { code: string; input?: unknown; library?: 'simple-statistics' | null },
): Promise<SandboxRunResult> {
  const body = await callSandbox(env, '/run', request);
  if (!body || typeof body !== 'object' || typeof (body as { ok?: unknown }).ok !== 'boolean') throw sandboxUnavailable();
  const result = body as SandboxRunResult;
  if (!result.ok && result.error === 'internal') throw sandboxUnavailable();
  return result;
}
