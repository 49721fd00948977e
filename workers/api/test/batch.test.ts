import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../src/index.ts';
import { consumeBatchQueue } from '../src/queue/batch-consumer.ts';
import type { BatchMessage } from '../src/queue/batch-message.ts';
import { apiKey, bearer, call, env, newTenant, type Tenant, workerFetch } from './setup/harness.ts';

const mixed = [
  { type: 'math', query: '2+2=4' },
  { type: 'math', query: '2+2=5' },
  { type: 'code', query: 'import os\nos.system(input())' },
  { type: 'natural_language', query: 'What is 15% of 200?' },
  { type: 'math', query: '1/0' },
];

async function submit(t: Tenant, body: unknown, headers: Record<string, string> = {}) {
  return call('POST', '/v1/verify/batch', { headers: { ...apiKey(t), ...headers }, body });
}

describe('POST /v1/verify/batch (synchronous)', () => {
  it('processes items concurrently and returns results in submission order with a summary', async () => {
    const t = await newTenant();
    const res = await submit(t, { items: mixed });
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('completed');
    expect(res.json.results.map((r: { index: number; type: string }) => [r.index, r.type])).toEqual(mixed.map((m, i) => [i, m.type]));
    expect(res.json.results[0]).toMatchObject({ status: 'completed', verified: true });
    expect(res.json.results[1]).toMatchObject({ status: 'completed', verified: false });
    expect(res.json.summary).toMatchObject({ total: 5, verified: 1, failed: 4 });
    expect(res.json.summary.success_rate).toBe(20);
    const again = await call('GET', `/v1/verify/batch/${res.json.job_id}`, { headers: apiKey(t) });
    expect(again.json).toMatchObject({ job_id: res.json.job_id, status: 'completed' });
    expect(again.json.results).toEqual(res.json.results);
  });

  it('defaults the type to natural_language and counts each item in the verification log', async () => {
    const t = await newTenant();
    const res = await submit(t, { items: [{ query: 'What is 2 plus 3?' }, { query: 'What is 10 times 4?' }] });
    expect(res.json.results.every((r: { type: string }) => r.type === 'natural_language')).toBe(true);
    const logs = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(logs.json.total_logs).toBe(2);
  });

  it('rejects more than 100 items, empty batches and unknown types with 400', async () => {
    const t = await newTenant();
    expect((await submit(t, { items: Array.from({ length: 101 }, () => ({ type: 'math', query: '1+1' })) })).status).toBe(400);
    expect((await submit(t, { items: [] })).status).toBe(400);
    expect((await submit(t, { items: [{ type: 'image', query: 'x' }] })).status).toBe(400);
  });

  it('is idempotent per Idempotency-Key: same body → same job, different body → 422', async () => {
    const t = await newTenant();
    const first = await submit(t, { items: [{ type: 'math', query: '3*3' }] }, { 'idempotency-key': 'abc-1' });
    const second = await submit(t, { items: [{ type: 'math', query: '3*3' }] }, { 'idempotency-key': 'abc-1' });
    expect(second.json.job_id).toBe(first.json.job_id);
    const different = await submit(t, { items: [{ type: 'math', query: '4*4' }] }, { 'idempotency-key': 'abc-1' });
    expect(different.status).toBe(422);
    const logs = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(logs.json.total_logs).toBe(1);
  });

  it("404 for an unknown job, 403 for another organization's job", async () => {
    const a = await newTenant();
    const b = await newTenant();
    const job = await submit(a, { items: [{ type: 'math', query: '1+1' }] });
    expect((await call('GET', '/v1/verify/batch/job_nope', { headers: apiKey(a) })).status).toBe(404);
    expect((await call('GET', `/v1/verify/batch/${job.json.job_id}`, { headers: apiKey(b) })).status).toBe(403);
  });

  it('charges one rate-limit token per item', async () => {
    const t = await newTenant();
    const ctx = createExecutionContext();
    const request: Request<unknown, IncomingRequestCfProperties> = new Request('http://verdict.test/v1/verify/batch', {
      method: 'POST',
      headers: { ...apiKey(t), 'content-type': 'application/json' },
      body: JSON.stringify({ items: Array.from({ length: 6 }, () => ({ type: 'math', query: '1+1' })) }),
    });
    const res = await worker.fetch(request, { ...env, RATE_LIMIT_PER_MINUTE: '5' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(429);
  });
});

describe('a refused batch leaves nothing (regression: its job answered 202 queued forever)', () => {
  async function submitWithLimit(headers: Record<string, string>, limit: string, body: unknown) {
    const ctx = createExecutionContext();
    const res = await workerFetch(
      new Request('http://verdict.test/v1/verify/batch', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': 'retry-after-429' },
        body: JSON.stringify(body),
      }),
      { RATE_LIMIT_PER_MINUTE: limit },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), json: (await res.json()) as Record<string, any> };
  }
  const jobs = async (t: Tenant) =>
    (await env.DB.prepare('SELECT count(*) AS n FROM batch_jobs WHERE org_id = ?').bind(Number(t.orgId)).first<{ n: number }>())?.n;

  it.each([
    ['an API key', apiKey],
    ['a bearer token', bearer],
  ])('with %s: 429 creates no job, and the retry with the same Idempotency-Key runs the batch', async (_label, credential) => {
    const t = await newTenant();
    const body = { items: Array.from({ length: 6 }, (_, i) => ({ type: 'math', query: `${i}+1=${i + 1}` })) };
    const refused = await submitWithLimit(credential(t), '5', body);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(await jobs(t)).toBe(0);
    const retried = await submitWithLimit(credential(t), '600', body);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ status: 'completed', summary: { total: 6, verified: 6 } });
    expect(await jobs(t)).toBe(1);
  });
});

describe('asynchronous batches over the Queue', () => {
  it('answers 202 queued with Prefer: respond-async and the consumer completes the job', async () => {
    const t = await newTenant();
    const res = await submit(t, { items: mixed }, { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    expect(res.json.status).toBe('queued');
    await expect
      .poll(async () => (await call('GET', `/v1/verify/batch/${res.json.job_id}`, { headers: apiKey(t) })).json.status, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('completed');
    const done = await call('GET', `/v1/verify/batch/${res.json.job_id}`, { headers: apiKey(t) });
    expect(done.json.progress).toEqual({ processed: 5, total: 5 });
  });

  it('a consumer killed mid-batch is retried and each item is recorded exactly once', async () => {
    const t = await newTenant();
    const items = Array.from({ length: 12 }, (_, i) => ({ type: 'math', query: `${i}+${i}=${2 * i}` }));
    const res = await submit(t, { items, async: true });
    const jobId = res.json.job_id as string;
    const message = { jobId, orgId: Number(t.orgId), apiKeyId: t.apiKeyId, isTest: false };

    // First delivery: the consumer dies after a few items.
    let processed = 0;
    const batch1 = createMessageBatch<BatchMessage>('verdict-batches', [{ id: 'm1', timestamp: new Date(), attempts: 1, body: message }]);
    const ctx1 = createExecutionContext();
    await consumeBatchQueue(batch1, env, {
      afterItem: () => {
        if (++processed === 4) throw new Error('consumer killed');
      },
    });
    const result1 = await getQueueResult(batch1, ctx1);
    expect(result1.retryMessages.map((m) => m.msgId)).toEqual(['m1']);
    const midway = await call('GET', `/v1/verify/batch/${jobId}`, { headers: apiKey(t) });
    expect(midway.json.status).toBe('processing');

    // Redelivery finishes the job without redoing finished items.
    const batch2 = createMessageBatch<BatchMessage>('verdict-batches', [{ id: 'm1', timestamp: new Date(), attempts: 2, body: message }]);
    const ctx2 = createExecutionContext();
    await worker.queue(batch2, env, ctx2);
    const result2 = await getQueueResult(batch2, ctx2);
    expect(result2.explicitAcks).toEqual(['m1']);
    const done = await call('GET', `/v1/verify/batch/${jobId}`, { headers: apiKey(t) });
    expect(done.json).toMatchObject({ status: 'completed', summary: { total: 12, verified: 12, failed: 0 } });
    const logs = await env.DB.prepare('SELECT count(*) AS n FROM verification_logs WHERE org_id = ?')
      .bind(Number(t.orgId))
      .first<{ n: number }>();
    expect(logs!.n).toBe(12);
  });
});
