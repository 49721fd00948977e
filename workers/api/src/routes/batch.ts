import { createRoute } from '@hono/zod-openapi';
import { BatchJob, BatchJobParam, BatchRequest, errorResponses, jsonContent } from '@verdict/contracts';
import { z } from '@hono/zod-openapi';
import { ApiError } from '../errors.ts';
import { createRouter, eitherSecurity } from '../lib/openapi.ts';
import { requireAuth } from '../middleware/auth.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { rateLimit, takeTokens } from '../middleware/rate-limit.ts';
import { createJob, jobForCaller, presentJob, processJob } from '../services/batches.ts';
import { servicesFor } from '../services/deps.ts';

const verifyAuth = [requireAuth({ kinds: ['api_key', 'bearer'], scopes: ['verify:read'] }), rateLimit()];
const { 400: e400, 401: e401, 403: e403, 404: e404, 429: e429 } = errorResponses;

const submitRoute = createRoute({
  method: 'post',
  path: '/verify/batch',
  tags: ['Verification'],
  summary: 'Verify up to 100 items: synchronous by default; Prefer: respond-async (or "async": true) queues it (202)',
  security: eitherSecurity,
  middleware: [...verifyAuth, idempotent()],
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
const getRoute = createRoute({
  method: 'get',
  path: '/verify/batch/{job_id}',
  tags: ['Verification'],
  summary: 'A batch job with its results and progress',
  security: eitherSecurity,
  middleware: [requireAuth({ kinds: ['api_key', 'bearer'], scopes: ['verify:read'] })] as const,
  request: { params: BatchJobParam },
  responses: { 200: jsonContent(BatchJob, 'The job'), 401: e401, 403: e403, 404: e404 },
});

export const batchRouter = createRouter()
  .openapi(submitRoute, async (c) => {
    const body = c.req.valid('json');
    const headers = c.req.valid('header');
    const deps = servicesFor(c);
    const asynchronous = body.async === true || /respond-async/i.test(headers.prefer ?? '');
    const { job, created } = await createJob(deps, c.var.principal, body, headers['idempotency-key']);
    if (created) {
      // Each item counts against the rate limit like a single call (the request itself already took one token).
      if (body.items.length > 1) await takeTokens(c, body.items.length - 1);
      if (asynchronous) {
        if (!c.env.BATCH_QUEUE) throw new ApiError('SERVICE_MISCONFIGURED', 'Asynchronous batches are not available.');
        await c.env.BATCH_QUEUE.send({
          jobId: job.id,
          orgId: job.orgId,
          apiKeyId: c.var.principal.apiKeyId,
          isTest: c.var.principal.isTest,
        });
      } else {
        await processJob(deps, job.orgId, job.id, { apiKeyId: c.var.principal.apiKeyId, isTest: c.var.principal.isTest });
      }
    }
    const current = await jobForCaller(deps, c.var.principal, job.id);
    return c.json(await presentJob(deps, current), current.status === 'completed' ? 200 : 202);
  })
  .openapi(getRoute, async (c) => {
    const deps = servicesFor(c);
    return c.json(await presentJob(deps, await jobForCaller(deps, c.var.principal, c.req.valid('param').job_id)), 200);
  });
