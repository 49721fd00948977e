import { HealthResponse, jsonContent, ReadinessResponse } from '@verdict/contracts';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../lib/deadline.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { readiness } from '../services/readiness.ts';

export const SERVICE_VERSION = '5.0.0';

const health = route({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  tags: ['Health'],
  summary: 'Service health (no authentication): the worker is up; see /health/ready for its dependencies',
  responses: { 200: jsonContent(HealthResponse, 'The service is up') },
});

const ready = route({
  method: 'get',
  path: '/health/ready',
  operationId: 'getReadiness',
  tags: ['Health'],
  summary:
    'Readiness (no authentication): D1, Durable Objects, KV and the configured sandbox (Worker or container) answer, queues are bound (checked cheaply, cached for 5 s)',
  responses: {
    200: jsonContent(ReadinessResponse, 'Every dependency answered'),
    503: jsonContent(ReadinessResponse, 'At least one dependency did not answer (Retry-After)'),
  },
});

export const healthRouter = createRouter()
  .openapi(health, (c) =>
    c.json({ status: 'healthy' as const, service: 'verdict', version: SERVICE_VERSION, timestamp: c.var.clock.now().toISOString() }, 200),
  )
  .openapi(ready, async (c) => {
    const result = await readiness(c.var.services);
    if (result.status === 'ready') return c.json(result, 200);
    return c.json(result, 503, { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' });
  });
