import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiKey, env, newTenant, type Tenant, workerFetch } from './setup/harness.ts';

/**
 * Regression: readiness asked the sandbox SANDBOX_MODE selects while stats, consensus, code and PostgreSQL SQL called
 * the Worker binding directly, so production (container mode) answered 503 from the engines while readiness said
 * ready, and development in container mode answered 200 while readiness said not ready. Every sandbox engine and
 * readiness now go through the same selection; these requests go through the worker entry, with bindings replaced.
 */
type Overrides = Record<string, unknown>;

async function send(overrides: Overrides, path: string, init: { headers?: Record<string, string>; body?: BodyInit; json?: unknown }) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const ctx = createExecutionContext();
  const response = await workerFetch(
    new Request(`http://verdict.test${path}`, { method: body ? 'POST' : 'GET', headers, body }),
    overrides,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined, retryAfter: response.headers.get('retry-after') };
}

function statsForm() {
  const form = new FormData();
  form.set('file', new File(['region,price\nEU,10\nEU,20\nUS,30'], 'data.csv', { type: 'text/csv' }));
  form.set('query', 'What is the mean of price?');
  return form;
}

/** The four engines that need the sandbox, each with a request that reaches it. */
function sandboxRequests(t: Tenant) {
  const h = apiKey(t);
  return {
    stats: (o: Overrides) => send(o, '/v1/verify/stats', { headers: h, body: statsForm() }),
    consensus: (o: Overrides) => send(o, '/v1/verify/consensus', { headers: h, json: { query: '2+2', verification_mode: 'high' } }),
    code: (o: Overrides) => send(o, '/v1/verify/code', { headers: h, json: { code: 'const x = 1;\n', language: 'javascript' } }),
    sql: (o: Overrides) =>
      send(o, '/v1/verify/sql', {
        headers: h,
        json: { query: 'SELECT id FROM users', schema_ddl: 'CREATE TABLE users (id INT PRIMARY KEY);', dialect: 'postgresql' },
      }),
  };
}

/** A stand-in container namespace: each object forwards to the sandbox Worker (same contract) and records the call. */
function containerStandIn(seen: string[]) {
  return {
    getByName: (name: string) => ({
      fetch: async (request: Request) => {
        seen.push(`${name} ${request.method} ${new URL(request.url).pathname}`);
        if (!env.SANDBOX) throw new Error('the sandbox Worker is not bound in the tests');
        return env.SANDBOX.fetch(request);
      },
    }),
  };
}

const refusing = { fetch: async () => new Response('down', { status: 503 }) };
const unreachable = {
  fetch: async () => {
    throw new Error('connection refused');
  },
};

describe('one sandbox, chosen by SANDBOX_MODE, for readiness and every engine', () => {
  it('container mode with the container down: every sandbox engine is 503 SANDBOX_UNAVAILABLE and readiness is not ready', async () => {
    // The real SANDBOX_CONTAINER binding, with containers disabled (no Docker) — and a healthy Worker sandbox bound.
    const t = await newTenant();
    const down = { SANDBOX_MODE: 'container' };
    const ready = await send(down, '/v1/health/ready', {});
    expect(ready.status).toBe(503);
    expect(ready.json.checks.sandbox).toMatchObject({ ok: false, mode: 'container' });
    for (const [engine, request] of Object.entries(sandboxRequests(t))) {
      const res = await request(down);
      expect(res.status, `${engine}: ${res.text}`).toBe(503);
      expect(res.json.code, engine).toBe('SANDBOX_UNAVAILABLE');
      expect(Number(res.retryAfter), engine).toBeGreaterThanOrEqual(1);
    }
  });

  it('container mode with the container up: the engines answer through the container, and readiness is ready', async () => {
    const t = await newTenant();
    const seen: string[] = [];
    const up = { SANDBOX_MODE: 'container', SANDBOX_CONTAINER: containerStandIn(seen), SANDBOX: refusing };
    const ready = await send(up, '/v1/health/ready', {});
    expect(ready.status, ready.text).toBe(200);
    expect(ready.json.checks.sandbox).toMatchObject({ ok: true, mode: 'container' });
    const requests = sandboxRequests(t);
    const stats = await requests.stats(up);
    expect(stats.status, stats.text).toBe(200);
    expect(stats.json).toMatchObject({ status: 'SUCCESS', computed_value: 20 });
    const consensus = await requests.consensus(up);
    expect(consensus.status, consensus.text).toBe(200);
    expect(consensus.json).toMatchObject({ agreement_status: 'UNANIMOUS', final_answer: '4' });
    const code = await requests.code(up);
    expect(code.status, code.text).toBe(200);
    expect(code.json.is_safe).toBe(true);
    const sql = await requests.sql(up);
    expect(sql.status, sql.text).toBe(200);
    expect(sql.json).toMatchObject({ status: 'VALID', engine: expect.stringMatching(/PostgreSQL/) });
    const paths = new Set(seen.map((s) => s.replace(/^sandbox-\d+ /, '')));
    expect(paths).toEqual(new Set(['GET /health', 'POST /stats/plan', 'POST /run', 'POST /code/verify', 'POST /sql/verify']));
  });

  it('worker mode with the Worker down or unbound: the same 503 everywhere, and readiness agrees', async () => {
    const t = await newTenant();
    for (const down of [{ SANDBOX: refusing }, { SANDBOX: unreachable }, { SANDBOX: undefined }, { SANDBOX_MODE: 'quickjs' }]) {
      const ready = await send(down, '/v1/health/ready', {});
      expect(ready.status).toBe(503);
      expect(ready.json.checks.sandbox.ok).toBe(false);
      for (const [engine, request] of Object.entries(sandboxRequests(t))) {
        const res = await request(down);
        expect(res.status, `${engine}: ${res.text}`).toBe(503);
        expect(res.json.code, engine).toBe('SANDBOX_UNAVAILABLE');
      }
    }
  });

  it('worker mode (the local default) with the Worker up: 200 everywhere and ready', async () => {
    const t = await newTenant();
    const ready = await send({}, '/v1/health/ready', {});
    expect(ready.status, ready.text).toBe(200);
    expect(ready.json.checks.sandbox).toMatchObject({ ok: true, mode: 'worker' });
    for (const [engine, request] of Object.entries(sandboxRequests(t))) {
      const res = await request({});
      expect(res.status, `${engine}: ${res.text}`).toBe(200);
    }
  });
});
