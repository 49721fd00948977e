import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiKey, bearer, call, env, newTenant, workerFetch } from './setup/harness.ts';

/**
 * A dependency that never answers must not hang the request (regression: a silent rate-limiter Durable Object left
 * requests without an answer for 300 s). Every stub below accepts the call and never settles; the request must end
 * with 503 + Retry-After once its deadline passes (150 ms here, via the deadline variables). A hung request would
 * instead run into the test timeout.
 */
const never = () => new Promise<never>(() => {});
const neverStub = new Proxy({}, { get: (_target, prop) => (prop === 'then' ? undefined : () => never()) });
const neverNamespace = { getByName: () => neverStub, get: () => neverStub, idFromName: (name: string) => name };
const neverStatement: Record<string, unknown> = {};
Object.assign(neverStatement, { bind: () => neverStatement, first: never, all: never, run: never, raw: never });
const neverDb = { prepare: () => neverStatement, batch: never, exec: never };
const deadlines = { DEPENDENCY_TIMEOUT_MS: '150', SANDBOX_TIMEOUT_MS: '150', PROVIDER_TIMEOUT_MS: '150' };

async function send(overrides: Record<string, unknown>, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const ctx = createExecutionContext();
  const response = await workerFetch(
    new Request(`http://verdict.test${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    }),
    { ...deadlines, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: text ? JSON.parse(text) : undefined, text };
}

function expectFailedClosed(res: { status: number; retryAfter: string | null; text: string }, code?: string) {
  expect(res.status, res.text).toBe(503);
  expect(Number(res.retryAfter)).toBeGreaterThanOrEqual(1);
  if (code) expect(JSON.parse(res.text).code).toBe(code);
  expect(res.text).not.toMatch(/TypeError|Error:|at \w+ \(/);
}

describe('a dependency that never answers → 503 + Retry-After, not a hung request', () => {
  it('the rate limiter / key gate (API key and bearer paths)', async () => {
    const t = await newTenant();
    expectFailedClosed(await send({ RATE_LIMITER: neverNamespace }, 'GET', '/v1/logs', apiKey(t)), 'RATE_LIMITER_UNAVAILABLE');
    expectFailedClosed(await send({ RATE_LIMITER: neverNamespace }, 'GET', '/v1/logs', bearer(t)), 'RATE_LIMITER_UNAVAILABLE');
  });

  it('the audit ledger', async () => {
    const t = await newTenant();
    expectFailedClosed(
      await send({ AUDIT_LEDGER: neverNamespace }, 'POST', '/v1/verify/math', apiKey(t), { expression: '1+1' }),
      'AUDIT_UNAVAILABLE',
    );
  });

  it("an agent's session", async () => {
    const t = await newTenant();
    const agent = await call('POST', '/v1/agents/register', { headers: apiKey(t), body: { name: 'a' } });
    const res = await send(
      { AGENT_SESSION: neverNamespace },
      'POST',
      `/v1/agents/${agent.json.agent_id}/verify`,
      { 'x-agent-token': agent.json.agent_token },
      {
        query: '1+1',
        engine: 'math',
        context: { conversation_id: 'c', step_number: 1 },
      },
    );
    expectFailedClosed(res, 'DEPENDENCY_UNAVAILABLE');
  });

  it('the sign-in throttle', async () => {
    const t = await newTenant();
    expectFailedClosed(
      await send({ AUTH_THROTTLE: neverNamespace }, 'POST', '/v1/auth/signin', {}, { email: t.email, password: 'anything at all 1' }),
      'DEPENDENCY_UNAVAILABLE',
    );
  });

  it('D1', async () => {
    const t = await newTenant();
    expectFailedClosed(await send({ DB: neverDb }, 'GET', '/v1/auth/me', bearer(t)), 'DEPENDENCY_UNAVAILABLE');
  });

  it('KV (attestation revocation)', async () => {
    const t = await newTenant();
    const issued = await call('POST', '/v1/verify/math', {
      headers: apiKey(t),
      body: { expression: '2+2=4', options: { include_attestation: true } },
    });
    const jti = JSON.parse(atob(issued.json.attestation.split('.')[1].replaceAll('-', '+').replaceAll('_', '/'))).jti as string;
    const kv = { get: never, put: never, list: never, delete: never, getWithMetadata: never };
    expectFailedClosed(await send({ ISSUERS: kv }, 'POST', `/v1/attestation/${jti}/revoke`, bearer(t)), 'DEPENDENCY_UNAVAILABLE');
  });

  it('the sandbox (consensus in high mode)', async () => {
    const t = await newTenant();
    const res = await send({ SANDBOX: { fetch: never } }, 'POST', '/v1/verify/consensus', apiKey(t), {
      query: '2+2',
      verification_mode: 'high',
    });
    expectFailedClosed(res, 'SANDBOX_UNAVAILABLE');
  });

  it('a language-model provider (Workers AI) behind a fact check', async () => {
    const t = await newTenant();
    const res = await send({ AI: { run: never }, WORKERS_AI_MODEL: '@cf/test/model' }, 'POST', '/v1/verify/fact', apiKey(t), {
      claim: 'The tower is 330 metres tall.',
      context: 'The tower is 330 metres tall.',
      provider: 'workers-ai',
    });
    expectFailedClosed(res);
  });

  it('the queue (an asynchronous batch leaves no job behind)', async () => {
    const t = await newTenant();
    const res = await send({ BATCH_QUEUE: { send: never, sendBatch: never } }, 'POST', '/v1/verify/batch', apiKey(t), {
      items: [{ type: 'math', query: '1+1' }],
      async: true,
    });
    expectFailedClosed(res, 'DEPENDENCY_UNAVAILABLE');
    const jobs = await env.DB.prepare('SELECT count(*) AS n FROM batch_jobs WHERE org_id = ?').bind(Number(t.orgId)).first<{ n: number }>();
    expect(jobs?.n).toBe(0);
  });
});
