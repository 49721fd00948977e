import type { Env } from '../env.ts';
import { outgoingTraceparent, withSpan } from '../lib/tracing.ts';

/**
 * Which sandbox the API talks to. Both speak the same HTTP contract (workers/sandbox/README.md: POST /run,
 * GET /health), served by the same executor:
 * - `worker`: the `verdict-sandbox` Worker through the service binding `SANDBOX` (local development and tests);
 * - `container`: the Node entry in a Cloudflare Container through the Durable Object binding `SANDBOX_CONTAINER`
 *   (production).
 * The mode is configuration (`SANDBOX_MODE` in wrangler.toml), never a run-time decision: when the configured sandbox is
 * missing or failing the caller answers 503; it does not try the other one.
 */
export type SandboxMode = 'worker' | 'container';

export const SANDBOX_MODES: readonly SandboxMode[] = ['worker', 'container'];

/** The API's view of a sandbox: one HTTP call against the contract's paths. */
export interface Sandbox {
  readonly mode: SandboxMode;
  /** `path` is a contract path such as `/run`; a failed transport rejects, an answer of any status resolves. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export type SandboxSelection = { ok: true; sandbox: Sandbox } | { ok: false; mode: SandboxMode | null; reason: string };

/** Container instances requests are spread over when `SANDBOX_CONTAINER_INSTANCES` is not set (≤ max_instances). */
export const DEFAULT_CONTAINER_INSTANCES = 3;
const MAX_CONTAINER_INSTANCES = 100;

function workerSandbox(binding: Fetcher): Sandbox {
  return { mode: 'worker', fetch: (path, init) => binding.fetch(`http://sandbox${path}`, init) };
}

/** Rejects when `signal` aborts, so a deadline also bounds a Durable Object call, whose stub may not honour it. */
function bounded<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function containerInstances(env: Env): number {
  const n = Number(env.SANDBOX_CONTAINER_INSTANCES ?? DEFAULT_CONTAINER_INSTANCES);
  return Number.isInteger(n) && n >= 1 && n <= MAX_CONTAINER_INSTANCES ? n : DEFAULT_CONTAINER_INSTANCES;
}

function containerSandbox(namespace: NonNullable<Env['SANDBOX_CONTAINER']>, instances: number): Sandbox {
  return {
    mode: 'container',
    fetch: (path, init) => {
      // Runs are independent and stateless, so any instance will do: spread them to use every container.
      const index = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
      const stub = namespace.getByName(`sandbox-${index % instances}`);
      const { signal, ...rest } = init ?? {};
      return bounded(stub.fetch(new Request(`http://sandbox${path}`, rest)), signal);
    },
  };
}

function parseMode(value: string | undefined): SandboxMode | null {
  const mode = value?.trim();
  return SANDBOX_MODES.find((m) => m === mode) ?? null;
}

/** A client span per sandbox call; the W3C traceparent goes with the request so the sandbox can join the trace. */
function traced(sandbox: Sandbox): Sandbox {
  return {
    mode: sandbox.mode,
    fetch: (path, init) =>
      withSpan(`sandbox ${path}`, 3, { 'verdict.sandbox.mode': sandbox.mode, 'url.path': path }, () => {
        const traceparent = outgoingTraceparent();
        if (!traceparent) return sandbox.fetch(path, init);
        const headers = new Headers(init?.headers);
        headers.set('traceparent', traceparent);
        return sandbox.fetch(path, { ...init, headers });
      }),
  };
}

/**
 * The sandbox chosen by `SANDBOX_MODE`. An unset or unknown mode, or a mode whose binding is absent, is a deployment
 * error reported as unavailable (503 at the caller, "not ready" at readiness), not a reason to pick the other sandbox.
 */
export function selectSandbox(env: Env): SandboxSelection {
  const mode = parseMode(env.SANDBOX_MODE);
  if (mode === null) return { ok: false, mode: null, reason: 'SANDBOX_MODE must be "worker" or "container"' };
  if (mode === 'worker') {
    return env.SANDBOX
      ? { ok: true, sandbox: traced(workerSandbox(env.SANDBOX)) }
      : { ok: false, mode, reason: 'the SANDBOX service binding is missing' };
  }
  return env.SANDBOX_CONTAINER
    ? { ok: true, sandbox: traced(containerSandbox(env.SANDBOX_CONTAINER, containerInstances(env))) }
    : { ok: false, mode, reason: 'the SANDBOX_CONTAINER binding is missing' };
}
