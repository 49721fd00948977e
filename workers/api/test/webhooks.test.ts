import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { createDatabase, insertWebhookDeliveries } from '@verdict/db';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { Env } from '../src/env.ts';
import { consumeWebhookQueue } from '../src/queue/webhook-consumer.ts';
import { emitWebhookEvent, type WebhookMessage, webhookPayload } from '../src/services/webhook-events.ts';
import { bearer, call, newTenant, type Tenant } from './setup/harness.ts';

const URL_OK = 'https://hooks.example.com/verdict';

async function register(t: Tenant, body: Record<string, unknown> = {}) {
  return call('POST', '/v1/webhooks', { headers: bearer(t), body: { url: URL_OK, events: ['batch.completed'], ...body } });
}

/** A delivery row written directly, so the queue consumer can be driven message by message with an injected fetch. */
async function pendingDelivery(t: Tenant, webhookId: string, id: string) {
  await insertWebhookDeliveries(createDatabase(env.DB), Number(t.orgId), [
    {
      id,
      endpointId: webhookId,
      eventId: `evt_${id}`,
      eventType: 'batch.completed',
      payload: webhookPayload('batch.completed', '2026-11-25T00:00:00.000Z', { job_id: 'job_1' }),
      status: 'pending',
      attempts: 0,
      createdAt: new Date().toISOString(),
    },
  ]);
}

const NOW = new Date('2026-11-25T12:00:00.000Z');

/** One queue message through the consumer; `delays` are the retry delays it asked the queue for. */
async function consume(t: Tenant, deliveryId: string, attempts: number, fetcher: typeof fetch, overrides: Partial<Env> = {}) {
  const batch = createMessageBatch<WebhookMessage>('verdict-webhooks', [
    { id: `m-${deliveryId}-${attempts}`, timestamp: new Date(), attempts, body: { deliveryId, orgId: Number(t.orgId) } },
  ]);
  const delays: Array<number | undefined> = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await consumeWebhookQueue(batch, { ...env, ...overrides }, { fetch: fetcher, clock: { now: () => NOW } });
  return { ...(await getQueueResult(batch, ctx)), delays };
}

function recorder(statuses: number[]) {
  const requests: Request[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const status = statuses[requests.length - 1] ?? 200;
    return new Response(status === 204 ? null : 'ok', { status });
  }) as typeof fetch;
  return { requests, fetcher };
}

describe('webhook endpoints', () => {
  it('registers an endpoint, shows its secret once and never again', async () => {
    const t = await newTenant();
    const created = await register(t, { description: 'ops' });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ url: URL_OK, events: ['batch.completed'], status: 'active', description: 'ops' });
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call('GET', '/v1/webhooks', { headers: bearer(t) });
    expect(list.json.webhooks).toHaveLength(1);
    expect(list.text).not.toContain(created.json.secret);
    const stored = await env.DB.prepare('SELECT secret_sealed FROM webhook_endpoints WHERE id = ?')
      .bind(created.json.id)
      .first<{ secret_sealed: string }>();
    expect(stored?.secret_sealed).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(stored?.secret_sealed).not.toContain(created.json.secret.slice(6, 20));
  });

  it('updates, disables and deletes', async () => {
    const t = await newTenant();
    const { json } = await register(t);
    const updated = await call('PATCH', `/v1/webhooks/${json.id}`, {
      headers: bearer(t),
      body: { events: ['agent.blocked', 'audit.chain_broken'], status: 'disabled', description: null },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({ events: ['agent.blocked', 'audit.chain_broken'], status: 'disabled', description: null });
    expect((await call('PATCH', `/v1/webhooks/${json.id}`, { headers: bearer(t), body: {} })).status).toBe(400);
    expect((await call('DELETE', `/v1/webhooks/${json.id}`, { headers: bearer(t) })).status).toBe(204);
    expect((await call('GET', `/v1/webhooks/${json.id}`, { headers: bearer(t) })).status).toBe(404);
  });

  it('refuses private, loopback, link-local and non-HTTPS targets', async () => {
    const t = await newTenant();
    for (const url of [
      'http://hooks.example.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://api.localhost/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://2130706433/x',
      'https://0x7f.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://intranet/x',
      'https://printer.local/x',
      'https://db.internal/x',
      'https://user:pass@hooks.example.com/x',
      'ftp://hooks.example.com/x',
      'not a url',
    ]) {
      const r = await register(t, { url });
      expect(r.status, url).toBe(400);
      expect(r.json.code, url).toBe('WEBHOOK_URL_NOT_ALLOWED');
    }
    for (const url of ['https://8.8.8.8/hook', 'https://[2606:4700::1111]/hook', 'https://hooks.example.com:8443/x?y=1']) {
      expect((await register(t, { url })).status, url).toBe(201);
    }
  });

  it('validates events and caps endpoints per organization', async () => {
    const t = await newTenant();
    expect((await register(t, { events: [] })).status).toBe(400);
    expect((await register(t, { events: ['webhook.test'] })).status).toBe(400);
    expect((await register(t, { events: ['batch.completed', 'batch.completed'] })).status).toBe(400);
    for (let i = 0; i < 20; i++) expect((await register(t)).status).toBe(201);
    const over = await register(t);
    expect(over.status).toBe(409);
  });

  it('needs admin:all and stays inside the organization', async () => {
    const owner = await newTenant();
    const other = await newTenant({ name: 'Other' });
    const { json } = await register(owner);
    expect((await call('GET', '/v1/webhooks')).status).toBe(401);
    const narrowKey = await newTenant({ scopes: ['verify:read'] });
    expect((await call('GET', '/v1/webhooks', { headers: { 'x-api-key': narrowKey.apiKey } })).status).toBe(403);
    const adminKey = await newTenant({ scopes: ['admin:all'] });
    expect((await call('GET', '/v1/webhooks', { headers: { 'x-api-key': adminKey.apiKey } })).status).toBe(200);
    expect((await call('GET', `/v1/webhooks/${json.id}`, { headers: bearer(other) })).status).toBe(404);
    expect((await call('DELETE', `/v1/webhooks/${json.id}`, { headers: bearer(other) })).status).toBe(404);
    expect((await call('GET', `/v1/webhooks/${json.id}/deliveries`, { headers: bearer(other) })).status).toBe(404);
  });
});

const signatures = (headers: Headers) => (headers.get('webhook-signature') ?? '').split(' ');

/** The signature the Standard Webhooks reference library computes for this delivery (an independent implementation). */
function referenceSignature(secret: string, headers: Headers, body: string) {
  const at = new Date(Number(headers.get('webhook-timestamp')) * 1000);
  return new Webhook(secret).sign(String(headers.get('webhook-id')), at, body);
}

describe('webhook deliveries', () => {
  it('signs each delivery Standard Webhooks style and records success', async () => {
    const t = await newTenant();
    const { json } = await register(t);
    await pendingDelivery(t, json.id, 'msg_sign1');
    const { requests, fetcher } = recorder([204]);
    const result = await consume(t, 'msg_sign1', 1, fetcher);
    expect(result.explicitAcks).toEqual(['m-msg_sign1-1']);
    const [request] = requests;
    if (!request) throw new Error('no request');
    expect(request.url).toBe(URL_OK);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('webhook-id')).toBe('msg_sign1');
    const body = await request.text();
    expect(JSON.parse(body)).toEqual({ type: 'batch.completed', timestamp: '2026-11-25T00:00:00.000Z', data: { job_id: 'job_1' } });
    expect(request.headers.get('webhook-timestamp')).toBe(String(NOW.getTime() / 1000));
    expect(signatures(request.headers)).toEqual([referenceSignature(json.secret, request.headers, body)]);
    expect(signatures(request.headers)).not.toContain(referenceSignature(json.secret, request.headers, `${body} `));
    const detail = await call('GET', `/v1/webhooks/${json.id}/deliveries/msg_sign1`, { headers: bearer(t) });
    expect(detail.json).toMatchObject({ status: 'succeeded', attempts: 1, last_status_code: 204, last_error: null });
    expect(detail.json.attempt_log).toMatchObject([{ attempt: 1, status_code: 204, error: null }]);
  });

  it('retries a failing receiver with backoff through the queue, then fails after the schedule', async () => {
    const t = await newTenant();
    const { json } = await register(t);
    await pendingDelivery(t, json.id, 'msg_retry1');
    const failing = recorder([500, 503, 500]);
    const schedule = { WEBHOOK_RETRY_DELAYS: '7,60' };
    const first = await consume(t, 'msg_retry1', 1, failing.fetcher, schedule);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual(['m-msg_retry1-1']);
    expect(first.delays).toEqual([7]);
    let detail = await call('GET', `/v1/webhooks/${json.id}/deliveries/msg_retry1`, { headers: bearer(t) });
    expect(detail.json).toMatchObject({ status: 'retrying', attempts: 1, last_status_code: 500, last_error: 'http_500' });
    expect(detail.json.next_attempt_at).toBe('2026-11-25T12:00:07.000Z');
    const second = await consume(t, 'msg_retry1', 2, failing.fetcher, schedule);
    expect(second.delays).toEqual([60]);
    const third = await consume(t, 'msg_retry1', 3, failing.fetcher, schedule);
    expect(third.explicitAcks).toEqual(['m-msg_retry1-3']);
    expect(third.delays).toEqual([]);
    detail = await call('GET', `/v1/webhooks/${json.id}/deliveries/msg_retry1`, { headers: bearer(t) });
    expect(detail.json).toMatchObject({ status: 'failed', attempts: 3, last_error: 'http_500', next_attempt_at: null });
    expect(detail.json.attempt_log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 503, 500]);
    // Every attempt carried the same webhook-id, so the receiver can tell it is one message.
    expect(new Set(failing.requests.map((r) => r.headers.get('webhook-id')))).toEqual(new Set(['msg_retry1']));

    const list = await call('GET', `/v1/webhooks/${json.id}/deliveries?status=failed`, { headers: bearer(t) });
    expect(list.json.deliveries.map((d: { id: string }) => d.id)).toEqual(['msg_retry1']);
  });

  it('treats timeouts, network errors and redirects as failures', async () => {
    const t = await newTenant();
    const { json } = await register(t);
    const cases: Array<[string, typeof fetch, string]> = [
      ['msg_net', (async () => Promise.reject(new TypeError('connection refused'))) as typeof fetch, 'network'],
      ['msg_to', (async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))) as typeof fetch, 'timeout'],
      [
        'msg_302',
        (async () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/' } })) as typeof fetch,
        'http_302',
      ],
    ];
    for (const [id, fetcher, error] of cases) {
      await pendingDelivery(t, json.id, id);
      const result = await consume(t, id, 1, fetcher);
      expect(result.delays).toEqual([5]);
      const detail = await call('GET', `/v1/webhooks/${json.id}/deliveries/${id}`, { headers: bearer(t) });
      expect(detail.json.last_error).toBe(error);
    }
  });

  it('settles deliveries to a deleted endpoint without sending', async () => {
    const t = await newTenant();
    const { json } = await register(t);
    await pendingDelivery(t, json.id, 'msg_gone');
    await call('DELETE', `/v1/webhooks/${json.id}`, { headers: bearer(t) });
    const { requests, fetcher } = recorder([200]);
    const result = await consume(t, 'msg_gone', 1, fetcher);
    expect(result.explicitAcks).toHaveLength(1);
    expect(requests).toHaveLength(0);
    const row = await env.DB.prepare('SELECT status, last_error FROM webhook_deliveries WHERE id = ?').bind('msg_gone').first();
    expect(row).toEqual({ status: 'failed', last_error: 'endpoint_disabled' });
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const t = await newTenant();
    const { json } = await register(t);
    const rotated = await call('POST', `/v1/webhooks/${json.id}/rotate-secret`, { headers: bearer(t) });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.json.secret).not.toBe(json.secret);
    await pendingDelivery(t, json.id, 'msg_rot');
    const { requests, fetcher } = recorder([200]);
    await consume(t, 'msg_rot', 1, fetcher);
    const request = requests[0];
    if (!request) throw new Error('no request');
    const body = await request.text();
    expect(request.headers.get('webhook-signature')?.split(' ')).toHaveLength(2);
    expect(new Set(signatures(request.headers))).toEqual(
      new Set([referenceSignature(rotated.json.secret, request.headers, body), referenceSignature(json.secret, request.headers, body)]),
    );
  });

  it('replays a settled delivery with the same webhook-id and refuses one in flight', async () => {
    const t = await newTenant();
    const { json } = await register(t);
    await pendingDelivery(t, json.id, 'msg_replay');
    const inFlight = await call('POST', `/v1/webhooks/${json.id}/deliveries/msg_replay/replay`, { headers: bearer(t) });
    expect(inFlight.status).toBe(409);
    await consume(t, 'msg_replay', 1, recorder([200]).fetcher);
    const replay = await call('POST', `/v1/webhooks/${json.id}/deliveries/msg_replay/replay`, { headers: bearer(t) });
    expect(replay.status, replay.text).toBe(202);
    expect(replay.json).toMatchObject({ id: 'msg_replay', status: 'pending', attempts: 1 });
    const again = recorder([200]);
    await consume(t, 'msg_replay', 1, again.fetcher);
    expect(again.requests[0]?.headers.get('webhook-id')).toBe('msg_replay');
    const detail = await call('GET', `/v1/webhooks/${json.id}/deliveries/msg_replay`, { headers: bearer(t) });
    expect(detail.json).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(detail.json.attempt_log.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
  });

  it('fans an event out to subscribed active endpoints only', async () => {
    const t = await newTenant();
    const a = await register(t, { events: ['agent.blocked'] });
    await register(t, { events: ['batch.completed'] });
    const c = await register(t, { events: ['agent.blocked', 'batch.completed'] });
    const disabled = await register(t, { events: ['agent.blocked'] });
    await call('PATCH', `/v1/webhooks/${disabled.json.id}`, { headers: bearer(t), body: { status: 'disabled' } });
    const deps = {
      db: createDatabase(env.DB),
      env,
      ids: { next: (p: string) => `${p}_${crypto.randomUUID()}` },
      clock: { now: () => new Date() },
    };
    expect(await emitWebhookEvent(deps, Number(t.orgId), 'agent.blocked', { agent_id: '1', code: 'GUARD_BLOCKED' })).toBe(2);
    const rows = await env.DB.prepare(
      'SELECT endpoint_id, event_type, payload FROM webhook_deliveries WHERE org_id = ? ORDER BY endpoint_id',
    )
      .bind(Number(t.orgId))
      .all<{ endpoint_id: string; event_type: string; payload: string }>();
    expect(rows.results.map((r) => r.endpoint_id).sort()).toEqual([a.json.id, c.json.id].sort());
    expect(new Set(rows.results.map((r) => JSON.parse(r.payload).data.code))).toEqual(new Set(['GUARD_BLOCKED']));

    // Without a queue the deliveries are recorded as failed (visible, replayable), and the caller is not affected.
    const noQueue = { ...deps, env: { ...env, WEBHOOK_QUEUE: undefined } };
    expect(await emitWebhookEvent(noQueue, Number(t.orgId), 'agent.blocked', { agent_id: '2' })).toBe(2);
    const failed = await env.DB.prepare(
      "SELECT count(*) AS n FROM webhook_deliveries WHERE org_id = ? AND last_error = 'queue_unavailable'",
    )
      .bind(Number(t.orgId))
      .first<{ n: number }>();
    expect(failed?.n).toBe(2);
  });

  it('queues a test event to one endpoint', async () => {
    const t = await newTenant();
    const { json } = await register(t, { events: ['audit.chain_broken'] });
    const sent = await call('POST', `/v1/webhooks/${json.id}/test`, { headers: bearer(t) });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.json).toMatchObject({ webhook_id: json.id, event_type: 'webhook.test', status: 'pending', attempts: 0 });
    const detail = await call('GET', `/v1/webhooks/${json.id}/deliveries/${sent.json.id}`, { headers: bearer(t) });
    expect(detail.json.payload).toMatchObject({ type: 'webhook.test', data: { webhook_id: json.id } });
  });
});
