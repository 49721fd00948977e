import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startApi } from '../../scripts/wrangler-dev.mjs';

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

let server: DevServer | undefined;
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
  server = await startApi({ vars: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS: '1,1,1' } });
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
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server?.output().slice(-3000) ?? ''}`);
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
});
