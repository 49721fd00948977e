import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  auditHeadSeq,
  call,
  env,
  flushAgentTokenFailures,
  flushSignInFailures,
  newTenant,
  PASSWORD,
  syncAudit,
  uniqueEmail,
  workerFetch,
} from './setup/harness.ts';

/** Calls the worker with configuration overrides (throttle policies) and an optional client address. */
async function send(
  method: string,
  path: string,
  body: unknown,
  overrides: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const ctx = createExecutionContext();
  const response = await workerFetch(
    new Request(`http://verdict.test${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    }),
    overrides,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

const auditCount = auditHeadSeq;

describe('sign-in throttling (regression: 100 wrong passwords all got 401)', () => {
  it('locks an account after its failed attempts: 429 + Retry-After, even for the right password, until it refills', async () => {
    const t = await newTenant();
    const policy = { THROTTLE_SIGNIN_EMAIL: '5/900' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await send('POST', '/v1/auth/signin', { email: t.email, password: `wrong password ${i}` }, policy)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const locked = await send('POST', '/v1/auth/signin', { email: t.email, password: PASSWORD }, policy);
    expect(locked.status).toBe(429);
    expect(locked.json.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A fast refill (a different policy for the same bucket) opens it again; success restores the full allowance.
    const open = await send('POST', '/v1/auth/signin', { email: t.email, password: PASSWORD }, { THROTTLE_SIGNIN_EMAIL: '1000/1' });
    expect(open.status).toBe(200);
  });

  it('throttles one client guessing across many accounts', async () => {
    const policy = { THROTTLE_SIGNIN_CLIENT: '4/600' };
    const client = { 'cf-connecting-ip': '198.51.100.23' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await send('POST', '/v1/auth/signin', { email: uniqueEmail('victim'), password: 'some guess 1234' }, policy, client)).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another client address is not affected.
    expect(
      (
        await send('POST', '/v1/auth/signin', { email: uniqueEmail('victim'), password: 'some guess 1234' }, policy, {
          'cf-connecting-ip': '198.51.100.24',
        })
      ).status,
    ).toBe(401);
  });

  it('an unknown email and a wrong password take the same path: same answer, no audit write on the request, same charge', async () => {
    const t = await newTenant();
    const before = await auditCount(t.orgId);
    const policy = { THROTTLE_SIGNIN_EMAIL: '2/900' };
    const ghost = uniqueEmail('ghost');
    const wrong = [];
    const unknown = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await send('POST', '/v1/auth/signin', { email: t.email, password: 'wrong password 123' }, policy));
      unknown.push(await send('POST', '/v1/auth/signin', { email: ghost, password: 'wrong password 123' }, policy));
    }
    expect(wrong.map((r) => r.status)).toEqual([401, 401, 429]);
    expect(unknown.map((r) => r.status)).toEqual(wrong.map((r) => r.status));
    expect(unknown.map((r) => [r.json.code, r.json.detail])).toEqual(wrong.map((r) => [r.json.code, r.json.detail]));
    // Nothing was written for either failure while answering; the known account's two failures arrive as one event.
    expect(await auditCount(t.orgId)).toBe(before);
    await flushSignInFailures(t.email);
    await syncAudit(t.orgId);
    const rows = await env.DB.prepare("SELECT details FROM audit_logs WHERE org_id = ? AND action = 'auth.signin' AND outcome = 'failure'")
      .bind(Number(t.orgId))
      .all<{ details: string }>();
    expect(rows.results.map((r) => JSON.parse(r.details).count)).toEqual([2]);
  });

  it('throttles sign-up per client address and per email', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.77' };
    const policy = { THROTTLE_SIGNUP_CLIENT: '3/3600' };
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await send(
            'POST',
            '/v1/auth/signup',
            { email: uniqueEmail('flood'), password: PASSWORD, organization_name: 'Flood' },
            policy,
            client,
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    const email = uniqueEmail('probe');
    const probes = [];
    for (let i = 0; i < 4; i++)
      probes.push(
        (await send('POST', '/v1/auth/signup', { email, password: PASSWORD, organization_name: 'P' }, { THROTTLE_SIGNUP_EMAIL: '3/3600' }))
          .status,
      );
    expect(probes).toEqual([201, 409, 409, 429]);
  });
});

describe('common passwords are refused at sign-up', () => {
  it.each([
    'password1234',
    '123456789012',
    'aaaaaaaaaaaa',
    'Password1234!',
    'qwerty123456',
    'abcabcabcabc',
    'abcdefghijklmnop',
    '12121212121212',
  ])('%s → 400 WEAK_PASSWORD', async (password) => {
    const res = await call('POST', '/v1/auth/signup', { body: { email: uniqueEmail('weak'), password, organization_name: 'W' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('WEAK_PASSWORD');
    expect(res.json.detail).not.toContain(password);
  });

  it('accepts a long passphrase', async () => {
    const res = await call('POST', '/v1/auth/signup', {
      body: { email: uniqueEmail('ok'), password: 'tidal mango crossword 42', organization_name: 'OK' },
    });
    expect(res.status).toBe(201);
  });
});

describe('invalid agent tokens (regression: each one wrote an audit and an activity row into the agent’s tenant)', () => {
  it('throttles per agent before any write: 429 + Retry-After; nothing written until one aggregated event', async () => {
    const t = await newTenant();
    const agent = await call('POST', '/v1/agents/register', { headers: { 'x-api-key': t.apiKey }, body: { name: 'target' } });
    const id = agent.json.agent_id as number;
    const before = await auditCount(t.orgId);
    const activities = async () =>
      (await env.DB.prepare('SELECT count(*) AS n FROM agent_activities WHERE agent_id = ?').bind(id).first<{ n: number }>())?.n ?? 0;
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await send(
        'POST',
        `/v1/agents/${id}/verify`,
        { query: '1+1', context: { conversation_id: 'c', step_number: i + 1 } },
        { THROTTLE_AGENT_TOKEN: '5/60' },
        { 'x-agent-token': `svc_agent_${'guess'.repeat(6)}${i}` },
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await auditCount(t.orgId)).toBe(before);
    expect(await activities()).toBe(0);
    await flushAgentTokenFailures(id);
    await syncAudit(t.orgId);
    const rows = await env.DB.prepare("SELECT details FROM audit_logs WHERE org_id = ? AND action = 'agent.authenticate'")
      .bind(Number(t.orgId))
      .all<{ details: string }>();
    expect(rows.results.map((r) => JSON.parse(r.details).count)).toEqual([7]);
    // The real token still works: guessing does not lock the agent out.
    const ok = await call('POST', `/v1/agents/${id}/verify`, {
      headers: { 'x-agent-token': agent.json.agent_token },
      body: { query: '1+1', engine: 'math', context: { conversation_id: 'c', step_number: 1 } },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('existing and missing agent ids answer the same, and both are throttled per client', async () => {
    const t = await newTenant();
    const agent = await call('POST', '/v1/agents/register', { headers: { 'x-api-key': t.apiKey }, body: { name: 'real' } });
    const client = { 'cf-connecting-ip': '192.0.2.55' };
    const policy = { THROTTLE_AGENT_CLIENT: '3/60' };
    const token = { 'x-agent-token': `svc_agent_${'x'.repeat(30)}` };
    const existing = await send('GET', `/v1/agents/${agent.json.agent_id}/activity`, undefined, policy, { ...client, ...token });
    const missing = await send('GET', '/v1/agents/999999999/activity', undefined, policy, { ...client, ...token });
    expect(existing.status).toBe(401);
    expect(missing.status).toBe(401);
    expect({ ...missing.json, request_id: undefined }).toEqual({ ...existing.json, request_id: undefined });
    expect((await send('GET', '/v1/agents/424242/activity', undefined, policy, { ...client, ...token })).status).toBe(401);
    expect((await send('GET', '/v1/agents/424243/activity', undefined, policy, { ...client, ...token })).status).toBe(429);
  });
});
