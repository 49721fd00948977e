import { createRoute } from '@hono/zod-openapi';
import { HealthResponse, jsonContent } from '@verdict/contracts';
import { createRouter } from '../lib/openapi.ts';

export const SERVICE_VERSION = '5.0.0';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Health'],
  summary: 'Service health (no authentication)',
  responses: { 200: jsonContent(HealthResponse, 'The service is up') },
});

export const healthRouter = createRouter().openapi(health, (c) =>
  c.json({ status: 'healthy' as const, service: 'verdict', version: SERVICE_VERSION, timestamp: c.var.clock.now().toISOString() }, 200),
);
