import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, workerFetch } from './setup/harness.ts';

async function get(path: string, overrides: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const response = await workerFetch(new Request(`http://verdict.test${path}`), overrides, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, any> };
}

/** Regression: /v1/health said "healthy" while the sandbox was down, and nothing else told the truth. */
describe('GET /v1/health/ready', () => {
  it('is ready when D1, a Durable Object, KV and the sandbox all answer', async () => {
    // Results are cached per environment object, and other files in this workerd may have asked already: a copy of the
    // environment has nothing cached.
    const res = await get('/v1/health/ready', {});
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ready');
    for (const check of ['d1', 'durable_objects', 'kv', 'sandbox']) expect(res.json.checks[check]).toMatchObject({ ok: true });
    expect(res.json.cached).toBe(false);
    await call('GET', '/v1/health/ready');
    expect((await call('GET', '/v1/health/ready')).json.cached).toBe(true);
  });

  it('is not ready (503 + Retry-After) with the sandbox down, while /v1/health keeps its spec answer', async () => {
    const down = { SANDBOX: { fetch: async () => new Response('no', { status: 503 }) } };
    const ready = await get('/v1/health/ready', down);
    expect(ready.status).toBe(503);
    expect(Number(ready.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(ready.json).toMatchObject({
      status: 'not_ready',
      checks: { sandbox: { ok: false, error: 'sandbox is unavailable' }, d1: { ok: true } },
    });
    const health = await get('/v1/health', down);
    expect(health.status).toBe(200);
    expect(Object.keys(health.json).sort((a, b) => a.localeCompare(b))).toEqual(['service', 'status', 'timestamp', 'version']);
    expect(health.json.status).toBe('healthy');
  });

  it('reports a missing sandbox binding and a Durable Object that never answers, within its own deadline', async () => {
    const never = () => new Promise(() => {});
    const res = await get('/v1/health/ready', {
      SANDBOX: undefined,
      RATE_LIMITER: { getByName: () => ({ ping: never }) },
      DEPENDENCY_TIMEOUT_MS: '100',
    });
    expect(res.status).toBe(503);
    expect(res.json.checks).toMatchObject({ sandbox: { ok: false }, durable_objects: { ok: false }, d1: { ok: true }, kv: { ok: true } });
  });
});

describe('GET /v1/health/ready and the Durable Objects of the request path', () => {
  const never = () => new Promise(() => {});
  const hung = { getByName: () => ({ ping: never }) };

  it('pings every class the request path uses', async () => {
    const pinged: string[] = [];
    const recording = (binding: string) => ({
      getByName: (name: string) => ({
        ping: async () => {
          pinged.push(`${binding}:${name}`);
          return 'pong';
        },
      }),
    });
    const bindings = ['RATE_LIMITER', 'AUDIT_LEDGER', 'AUTH_THROTTLE', 'AGENT_SESSION', 'SQL_SCRATCH'];
    const res = await get('/v1/health/ready', Object.fromEntries(bindings.map((b) => [b, recording(b)])));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(new Set(pinged)).toEqual(new Set(bindings.map((b) => `${b}:readiness`)));
  });

  it.each([
    ['RATE_LIMITER', 'rate limiter / key gate'],
    ['AUDIT_LEDGER', 'audit ledger'],
    ['AUTH_THROTTLE', 'throttles'],
    ['AGENT_SESSION', 'agent sessions'],
    ['SQL_SCRATCH', 'SQL scratch'],
  ])('is not ready, within its deadline, when %s hangs', async (binding, name) => {
    // A deadline the real objects meet easily on a loaded machine; the hung one never does.
    const res = await get('/v1/health/ready', { [binding]: hung, DEPENDENCY_TIMEOUT_MS: '1000' });
    expect(res.status).toBe(503);
    expect(res.json.status).toBe('not_ready');
    expect(res.json.checks.durable_objects).toMatchObject({ ok: false, error: `Durable Objects did not answer: ${name}` });
    expect(res.json.checks).toMatchObject({ d1: { ok: true }, kv: { ok: true }, sandbox: { ok: true } });
  });
});

describe('GET /v1/health/ready and the sandbox mode', () => {
  const healthyContainer = {
    getByName: () => ({ fetch: async () => Response.json({ status: 'ok' }) }),
  };

  it('asks the container in production mode and says so', async () => {
    const res = await get('/v1/health/ready', { SANDBOX_MODE: 'container', SANDBOX_CONTAINER: healthyContainer, SANDBOX: undefined });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.checks.sandbox).toMatchObject({ ok: true, mode: 'container' });
    expect(res.json.checks.queues).toMatchObject({ ok: true });
  });

  it('is not ready when the container does not start, even with a healthy sandbox Worker bound (no fallback)', async () => {
    // The real SANDBOX_CONTAINER binding: containers are disabled here, so the container cannot start.
    const res = await get('/v1/health/ready', { SANDBOX_MODE: 'container' });
    expect(res.status).toBe(503);
    expect(res.json.checks.sandbox).toMatchObject({ ok: false, mode: 'container', error: 'sandbox is unavailable' });
    expect(res.json.checks.d1).toMatchObject({ ok: true });
  });

  it('reports the Worker mode in development, and an unset mode or a missing queue binding as not ready', async () => {
    const dev = await get('/v1/health/ready');
    expect(dev.json.checks.sandbox).toMatchObject({ ok: true, mode: 'worker' });
    const unset = await get('/v1/health/ready', { SANDBOX_MODE: undefined });
    expect(unset.status).toBe(503);
    expect(unset.json.checks.sandbox).toMatchObject({ ok: false, mode: null, error: 'sandbox is not configured' });
    const noQueue = await get('/v1/health/ready', { WEBHOOK_QUEUE: undefined });
    expect(noQueue.status).toBe(503);
    expect(noQueue.json.checks.queues).toMatchObject({ ok: false, error: 'a queue binding is missing' });
  });
});
