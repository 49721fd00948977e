import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, apiServer } from '../support/shared-dev-server.ts';

/**
 * Webhooks end to end on the local platform: `wrangler dev` with its real queue and outbound fetch, and a receiver that
 * this test starts on 127.0.0.1. Signatures are checked with the Standard Webhooks reference library (an implementation
 * independent of the service's). Private targets are admitted by WEBHOOK_ALLOW_PRIVATE_TARGETS, a development variable,
 * and retries are spaced 1 s apart instead of the production schedule.
 */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

let server: ApiServer | undefined;
let receiver: Server | undefined;
let receiverUrl = '';
const received: Received[] = [];
/** Status codes the receiver answers, per path, in order; then 200. */
const script = new Map<string, number[]>();

beforeAll(async () => {
  const listener = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = script.get(path)?.shift() ?? 200;
      received.push({ path, headers: req.headers, body, answered: status });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'ok' : 'not now');
    });
  });
  receiver = listener;
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await apiServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS: '1,1,1' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function http(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  if (!server) throw new Error('wrangler dev is not running');
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
}

async function owner(label: string) {
  const signup = await http('POST', '/v1/auth/signup', {
    email: `webhooks.${label}.${Date.now()}@example.com`,
    password: 'a long enough password',
    organization_name: `Webhooks ${label}`,
  });
  expect(signup.status, signup.text).toBe(201);
  return { authorization: `Bearer ${signup.json.access_token as string}` };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${(await server?.log())?.slice(-3000) ?? ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function verify(secret: string, message: Received) {
  const headers = {
    'webhook-id': String(message.headers['webhook-id']),
    'webhook-timestamp': String(message.headers['webhook-timestamp']),
    'webhook-signature': String(message.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(message.body, headers);
}

describe('webhooks over wrangler dev', () => {
  it('delivers a signed test event to a local receiver', async () => {
    const auth = await owner('test-event');
    const created = await http('POST', '/v1/webhooks', { url: `${receiverUrl}/ok`, events: ['batch.completed'] }, auth);
    expect(created.status, created.text).toBe(201);
    const sent = await http('POST', `/v1/webhooks/${created.json.id}/test`, undefined, auth);
    expect(sent.status, sent.text).toBe(202);
    const message = await waitFor('the test event', () => received.find((r) => r.headers['webhook-id'] === sent.json.id));
    expect(message.path).toBe('/ok');
    expect(message.headers['content-type']).toBe('application/json');
    expect(verify(created.json.secret, message)).toMatchObject({ type: 'webhook.test', data: { webhook_id: created.json.id } });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(message.body, message.headers as Record<string, string>),
    ).toThrow();
    const delivery = await waitFor('the delivery to settle', async () => {
      const d = await http('GET', `/v1/webhooks/${created.json.id}/deliveries/${sent.json.id}`, undefined, auth);
      return d.json.status === 'succeeded' ? d.json : undefined;
    });
    expect(delivery).toMatchObject({ attempts: 1, last_status_code: 200 });
  }, 120_000);

  it('retries a failing receiver through the queue until it answers, and records every attempt', async () => {
    const auth = await owner('retry');
    script.set('/flaky', [500, 503]);
    const created = await http('POST', '/v1/webhooks', { url: `${receiverUrl}/flaky`, events: ['batch.completed'] }, auth);
    const sent = await http('POST', `/v1/webhooks/${created.json.id}/test`, undefined, auth);
    const delivery = await waitFor('three attempts', async () => {
      const d = await http('GET', `/v1/webhooks/${created.json.id}/deliveries/${sent.json.id}`, undefined, auth);
      return d.json.status === 'succeeded' ? d.json : undefined;
    });
    expect(delivery).toMatchObject({ attempts: 3, last_status_code: 200, last_error: null });
    expect(delivery.attempt_log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 503, 200]);
    const attempts = received.filter((r) => r.path === '/flaky');
    expect(attempts.map((a) => a.answered)).toEqual([500, 503, 200]);
    // One message: the same webhook-id every time, each attempt freshly and validly signed.
    expect(new Set(attempts.map((a) => a.headers['webhook-id']))).toEqual(new Set([sent.json.id]));
    for (const attempt of attempts) expect(verify(created.json.secret, attempt)).toMatchObject({ type: 'webhook.test' });

    // A receiver that never recovers: the delivery fails after the schedule and is listed as failed, then replayed.
    script.set('/down', [500, 500, 500, 500]);
    const down = await http('POST', '/v1/webhooks', { url: `${receiverUrl}/down`, events: ['batch.completed'] }, auth);
    const lost = await http('POST', `/v1/webhooks/${down.json.id}/test`, undefined, auth);
    const failed = await waitFor('the delivery to fail', async () => {
      const d = await http('GET', `/v1/webhooks/${down.json.id}/deliveries?status=failed`, undefined, auth);
      return d.json.deliveries.length === 1 ? d.json.deliveries[0] : undefined;
    });
    expect(failed).toMatchObject({ id: lost.json.id, attempts: 4, last_error: 'http_500' });
    const replay = await http('POST', `/v1/webhooks/${down.json.id}/deliveries/${lost.json.id}/replay`, undefined, auth);
    expect(replay.status, replay.text).toBe(202);
    const replayed = await waitFor('the replay', async () => {
      const d = await http('GET', `/v1/webhooks/${down.json.id}/deliveries/${lost.json.id}`, undefined, auth);
      return d.json.status === 'succeeded' ? d.json : undefined;
    });
    expect(replayed.attempts).toBe(5);
  }, 180_000);
  it('delivers the events the operations themselves raise: batches (sync and queued), a revocation, an agent denial', async () => {
    const auth = await owner('events');
    const key = await http('POST', '/v1/auth/api-keys', { name: 'events' }, auth);
    expect(key.status, key.text).toBe(201);
    const api = { 'x-api-key': key.json.key as string };
    const created = await http(
      'POST',
      '/v1/webhooks',
      { url: `${receiverUrl}/events`, events: ['batch.completed', 'attestation.revoked', 'agent.blocked'] },
      auth,
    );
    expect(created.status, created.text).toBe(201);
    const secret = created.json.secret as string;
    /** The signed body of the event matching `predicate`, once it has arrived and its signature checks. */
    const event = (what: string, predicate: (e: { type: string; data: Record<string, unknown> }) => boolean) =>
      waitFor(what, () => {
        for (const message of received.filter((r) => r.path === '/events')) {
          const payload = verify(secret, message) as { type: string; data: Record<string, unknown> };
          if (predicate(payload)) return payload;
        }
        return undefined;
      });

    const sync = await http('POST', '/v1/verify/batch', { items: [{ type: 'math', query: '2+2=4' }] }, api);
    expect(sync.status, sync.text).toBe(200);
    expect(await event('batch.completed (sync)', (e) => e.data.job_id === sync.json.job_id)).toMatchObject({
      type: 'batch.completed',
      data: { status: 'completed', summary: { total: 1, verified: 1, failed: 0, success_rate: 100 } },
    });

    const queued = await http('POST', '/v1/verify/batch', { items: [{ type: 'math', query: '1+1' }], async: true }, api);
    expect(queued.status, queued.text).toBe(202);
    expect(await event('batch.completed (queued)', (e) => e.data.job_id === queued.json.job_id)).toMatchObject({
      type: 'batch.completed',
      data: { status: 'completed', summary: { total: 1, verified: 1 } },
    });

    const issued = await http('POST', '/v1/verify/math', { expression: '3*3=9', options: { include_attestation: true } }, api);
    const jti = JSON.parse(Buffer.from(String(issued.json.attestation).split('.')[1] ?? '', 'base64url').toString()).jti as string;
    const revoked = await http('POST', `/v1/attestation/${jti}/revoke`, { reason: 'e2e' }, auth);
    expect(revoked.status, revoked.text).toBe(200);
    expect(await event('attestation.revoked', (e) => e.type === 'attestation.revoked')).toEqual({
      type: 'attestation.revoked',
      timestamp: expect.any(String),
      data: { attestation_id: jti, revoked_at: revoked.json.revoked_at },
    });

    const agent = await http('POST', '/v1/agents/register', { name: 'thrifty', max_cost_per_day: 0.01 }, api);
    expect(agent.status, agent.text).toBe(201);
    const token = { 'x-agent-token': agent.json.agent_token as string };
    const context = (n: number) => ({ conversation_id: 'e2e', step_number: n });
    expect(
      (await http('POST', `/v1/agents/${agent.json.agent_id}/verify`, { query: '1+1', engine: 'math', context: context(1) }, token)).status,
    ).toBe(200);
    const over = await http(
      'POST',
      `/v1/agents/${agent.json.agent_id}/verify`,
      { query: '2+2', engine: 'math', context: context(2) },
      token,
    );
    expect(over.json.code).toBe('AGENT_BUDGET_EXCEEDED');
    expect(await event('agent.blocked', (e) => e.type === 'agent.blocked')).toEqual({
      type: 'agent.blocked',
      timestamp: expect.any(String),
      data: { agent_id: agent.json.agent_id, code: 'AGENT_BUDGET_EXCEEDED', conversation_id: 'e2e', step_number: 2 },
    });
    // Each delivery is recorded as succeeded, and nothing else was sent to this endpoint.
    const deliveries = await http('GET', `/v1/webhooks/${created.json.id}/deliveries`, undefined, auth);
    const types: string[] = deliveries.json.deliveries.map((d: { event_type: string }) => d.event_type);
    expect(types.sort((a, b) => a.localeCompare(b))).toEqual([
      'agent.blocked',
      'attestation.revoked',
      'batch.completed',
      'batch.completed',
    ]);
  }, 180_000);
});
