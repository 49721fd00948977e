import type { Env } from '../env.ts';
import { ApiError } from '../errors.ts';
import { deadlinesOf } from '../lib/bindings.ts';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../lib/deadline.ts';

export type SandboxRunResult =
  /** `nonFinite` is set (and `output` null) when the program's value was Infinity, -Infinity or NaN, which JSON cannot carry. */
  | { ok: true; output: unknown; instructions?: number; nonFinite?: 'Infinity' | '-Infinity' | 'NaN' }
  | { ok: false; error: 'timeout' | 'memory' | 'syntax' | 'runtime' | 'output_too_large' | 'invalid_output' | 'internal'; message: string };

/**
 * Runs generated JavaScript in the separate sandbox service (QuickJS with memory and instruction limits). The API never
 * runs generated code itself: a missing binding, a failed or slow call (the binding carries a deadline, SANDBOX_TIMEOUT_MS,
 * see lib/bindings.ts), or a malformed answer is a 503, never a fallback to in-process execution (spec 9, 4.0.4).
 * A program that ran and failed (budget, memory, runtime error) or produced a non-finite number is an answer, not an
 * outage: it is returned as such for the engine to turn into its ERROR result.
 */
export async function runInSandbox(
  env: Env,
  request: { code: string; input?: unknown; library?: 'simple-statistics' | null },
): Promise<SandboxRunResult> {
  if (!env.SANDBOX) throw sandboxUnavailable();
  let response: Response;
  try {
    response = await env.SANDBOX.fetch('http://sandbox/run', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(deadlinesOf(env).sandboxMs),
    });
  } catch {
    throw sandboxUnavailable();
  }
  if (response.status !== 200) throw sandboxUnavailable();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw sandboxUnavailable();
  }
  if (!body || typeof body !== 'object' || typeof (body as { ok?: unknown }).ok !== 'boolean') throw sandboxUnavailable();
  const result = body as SandboxRunResult;
  // An internal failure inside the sandbox means it could not run the program: that is unavailability, not a verdict.
  if (!result.ok && result.error === 'internal') throw sandboxUnavailable();
  return result;
}

export function sandboxUnavailable(): ApiError {
  return new ApiError('SANDBOX_UNAVAILABLE', 'The secure sandbox is unavailable; generated code is never run elsewhere.', {
    headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
  });
}
