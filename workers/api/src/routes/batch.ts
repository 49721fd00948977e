import { BatchJob, BatchJobParam, BatchRequest, errorResponses, jsonContent, MAX_BATCH_ITEMS } from '@verdict/contracts';
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { createJob, enqueueJob, jobForCaller, presentJob, processJob, runJobNow, stalled } from '../services/batches.ts';

/**
 * A batch costs one rate-limit token per item, taken in one charge before anything is created (with the API key's
 * authentication, or by the limiter for bearer users). The body is read here only to count; validation follows.
 */
async function itemCount(c: Context<AppEnv>): Promise<number> {
  try {
    const body: unknown = await c.req.json();
    const items = body && typeof body === 'object' && 'items' in body ? body.items : undefined;
    return Array.isArray(items) ? Math.min(Math.max(items.length, 1), MAX_BATCH_ITEMS) : 1;
  } catch {
    return 1;
  }
}

const verifyRead = { kinds: ['api_key', 'bearer'], scopes: ['verify:read'] } as const;
const { 400: e400, 401: e401, 403: e403, 404: e404, 429: e429 } = errorResponses;

const submitRoute = route({
  method: 'post',
  path: '/verify/batch',
  operationId: 'createBatch',
  auth: verifyRead,
  rateLimit: { cost: itemCount },
  idempotent: true,
  tags: ['Verification'],
  summary: 'Verify up to 100 items: synchronous by default; Prefer: respond-async (or "async": true) queues it (202)',
  request: {
    headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional(), prefer: z.string().max(200).optional() }),
    body: { content: { 'application/json': { schema: BatchRequest } }, required: true },
  },
  responses: {
    200: jsonContent(BatchJob, 'Completed job'),
    202: jsonContent(BatchJob, 'Queued job'),
    400: e400,
    401: e401,
    422: { description: 'Idempotency-Key reused with another body', content: e400.content },
    429: e429,
  },
});
const getRoute = route({
  method: 'get',
  path: '/verify/batch/{job_id}',
  operationId: 'getBatch',
  auth: verifyRead,
  tags: ['Verification'],
  summary: 'A batch job with its results and progress',
  request: { params: BatchJobParam },
  responses: { 200: jsonContent(BatchJob, 'The job'), 401: e401, 403: e403, 404: e404 },
});

export const batchRouter = createRouter()
  .openapi(submitRoute, async (c) => {
    const body = c.req.valid('json');
    const headers = c.req.valid('header');
    const deps = c.var.services;
    const principal = c.var.principal;
    const context = { apiKeyId: principal.apiKeyId, isTest: principal.isTest };
    const asynchronous = body.async === true || /respond-async/i.test(headers.prefer ?? '');
    const { job, created } = await createJob(deps, principal, body, headers['idempotency-key'], asynchronous ? 'queued' : 'processing');
    if (created && !asynchronous) return c.json(await runJobNow(deps, job, body, context), 200);
    if (created) await enqueueJob(deps, job, context);
    else if (!asynchronous && stalled(job, c.var.clock.now().getTime())) await processJob(deps, job.orgId, job.id, context);
    const current = await jobForCaller(deps, principal, job.id);
    if (current.status === 'completed') return c.json(await presentJob(deps, current), 200);
    c.header('Location', `/v1/verify/batch/${encodeURIComponent(current.id)}`);
    return c.json(await presentJob(deps, current), 202);
  })
  .openapi(getRoute, async (c) => {
    const deps = c.var.services;
    return c.json(await presentJob(deps, await jobForCaller(deps, c.var.principal, c.req.valid('param').job_id)), 200);
  });
