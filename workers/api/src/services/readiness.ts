import type { Env, ServiceDeps } from '../env.ts';
import { withDeadline } from '../lib/bindings.ts';
import { type SandboxMode, selectSandbox } from './sandbox-transport.ts';

/** A readiness answer is reused for this long, so probes cannot multiply load on the dependencies. */
const CACHE_MS = 5_000;
/** Each check must answer within this; a dependency slower than this is not ready for request traffic. */
const CHECK_DEADLINE_MS = 2_000;

interface Check {
  ok: boolean;
  latency_ms: number;
  error?: string;
}

/** The sandbox check also says which sandbox was asked: the Worker (development) or the container (production). */
type SandboxCheck = Check & { mode: SandboxMode | null };

export interface Readiness {
  status: 'ready' | 'not_ready';
  checks: { d1: Check; durable_objects: Check; kv: Check; sandbox: SandboxCheck; queues: Check };
  checked_at: string;
  cached: boolean;
}

/**
 * The last answer per environment object (one per isolate and configuration), so an answer is only ever reused for the
 * configuration it was made with. Plain data only (no I/O objects), so a result made by one request can be served to
 * another.
 */
const last = new WeakMap<object, { atMs: number; result: Readiness }>();

async function sandboxProbe(env: Env): Promise<SandboxCheck> {
  const selection = selectSandbox(env);
  if (!selection.ok) return { ok: false, latency_ms: 0, error: 'sandbox is not configured', mode: selection.mode };
  const { sandbox } = selection;
  const check = await probe(async () => {
    const response = await sandbox.fetch('/health');
    const body: unknown = await response.json().catch(() => null);
    return response.status === 200 && typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok';
  }, 'sandbox is unavailable');
  return { ...check, mode: sandbox.mode };
}

/**
 * Every Durable Object class a request can depend on, each asked for a `ping` by one object within the deadline: the
 * rate limiter and API-key gate (one class, RateLimiter), the audit ledger, the sign-in and agent-token throttles, the
 * agents' sessions and the SQL scratch objects. One that does not answer in time makes the deployment not ready.
 */
const DURABLE_OBJECTS: ReadonlyArray<{ name: string; ping: (env: Env) => Promise<string> }> = [
  { name: 'rate limiter / key gate', ping: async (env) => env.RATE_LIMITER.getByName('readiness').ping() },
  { name: 'audit ledger', ping: async (env) => env.AUDIT_LEDGER.getByName('readiness').ping() },
  { name: 'throttles', ping: async (env) => env.AUTH_THROTTLE.getByName('readiness').ping() },
  { name: 'agent sessions', ping: async (env) => env.AGENT_SESSION.getByName('readiness').ping() },
  { name: 'SQL scratch', ping: async (env) => env.SQL_SCRATCH.getByName('readiness').ping() },
];

async function durableObjectsProbe(env: Env): Promise<Check> {
  const started = Date.now();
  const answers = await Promise.all(
    DURABLE_OBJECTS.map(async ({ name, ping }) => {
      try {
        return { name, ok: (await withDeadline(ping(env), CHECK_DEADLINE_MS, 'readiness')) === 'pong' };
      } catch {
        return { name, ok: false };
      }
    }),
  );
  const silent = answers.filter((a) => !a.ok).map((a) => a.name);
  return {
    ok: silent.length === 0,
    latency_ms: Date.now() - started,
    ...(silent.length === 0 ? {} : { error: `Durable Objects did not answer: ${silent.join(', ')}` }),
  };
}

/** Queues cannot be probed without sending a message; their producer bindings must at least be there. */
function queuesCheck(env: Env): Check {
  const ok = env.BATCH_QUEUE !== undefined && env.WEBHOOK_QUEUE !== undefined;
  return { ok, latency_ms: 0, ...(ok ? {} : { error: 'a queue binding is missing' }) };
}

async function probe(run: () => Promise<boolean>, failure: string): Promise<Check> {
  const started = Date.now();
  let ok = false;
  try {
    ok = await withDeadline(run(), CHECK_DEADLINE_MS, 'readiness');
  } catch {
    ok = false;
  }
  return { ok, latency_ms: Date.now() - started, ...(ok ? {} : { error: failure }) };
}

/**
 * Readiness, as opposed to liveness (`/v1/health`): can this deployment serve requests right now? One cheap round trip
 * to each dependency — D1 (`SELECT 1`), every Durable Object class (`ping`), KV (a read) and the sandbox that SANDBOX_MODE
 * selects (its own health check, which evaluates a real program: the Worker in development, the container in
 * production) — run in parallel and cached for a few seconds, plus the presence of the queue bindings.
 */
export async function readiness(deps: Pick<ServiceDeps, 'env' | 'clock'>): Promise<Readiness> {
  const { env } = deps;
  const now = deps.clock.now();
  const previous = last.get(env);
  if (previous && now.getTime() - previous.atMs < CACHE_MS && now.getTime() >= previous.atMs) return { ...previous.result, cached: true };
  const [d1, durableObjects, kv, sandbox] = await Promise.all([
    probe(async () => (await env.DB.prepare('SELECT 1 AS ok').first<{ ok: number }>())?.ok === 1, 'database did not answer'),
    durableObjectsProbe(env),
    probe(async () => {
      await env.ISSUERS.get('readiness-probe');
      return true;
    }, 'key-value store did not answer'),
    sandboxProbe(env),
  ]);
  const queues = queuesCheck(env);
  const result: Readiness = {
    status: d1.ok && durableObjects.ok && kv.ok && sandbox.ok && queues.ok ? 'ready' : 'not_ready',
    checks: { d1, durable_objects: durableObjects, kv, sandbox, queues },
    checked_at: now.toISOString(),
    cached: false,
  };
  last.set(env, { atMs: now.getTime(), result });
  return result;
}
