import { errorResponses, GlobalMetrics, jsonContent, OrganizationIdParam, OrganizationMetrics } from '@verdict/contracts';
import * as z from 'zod';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { ownOrganization } from '../services/compliance.ts';
import { globalMetrics, organizationMetrics, prometheusMetrics } from '../services/metrics.ts';

/**
 * Spec 5.5: a bearer token of an active owner/admin, or an API key linked to one. A `metrics:read` key may also come as
 * `Authorization: Bearer svc_…`, the header Prometheus sends (docs/observability.md).
 */
const adminAuth = { kinds: ['bearer', 'api_key'], roles: ['owner', 'admin'], metricsKey: true } as const;
const { 401: e401, 403: e403 } = errorResponses;

const globalRoute = route({
  method: 'get',
  path: '/metrics',
  operationId: 'getMetrics',
  auth: adminAuth,
  tags: ['Observability'],
  summary: 'Global metrics and the per-tenant breakdown',
  responses: { 200: jsonContent(GlobalMetrics, 'Metrics'), 401: e401, 403: e403 },
});
const prometheusRoute = route({
  method: 'get',
  path: '/metrics/prometheus',
  operationId: 'getPrometheusMetrics',
  auth: adminAuth,
  tags: ['Observability'],
  summary: 'Prometheus text format 0.0.4',
  responses: { 200: { description: 'Exposition format', content: { 'text/plain': { schema: z.string() } } }, 401: e401, 403: e403 },
});
const orgRoute = route({
  method: 'get',
  path: '/metrics/{organization_id}',
  operationId: 'getOrganizationMetrics',
  auth: adminAuth,
  tags: ['Observability'],
  summary: 'Metrics of one organization (your own)',
  request: { params: OrganizationIdParam },
  responses: { 200: jsonContent(OrganizationMetrics, 'Metrics'), 400: errorResponses[400], 401: e401, 403: e403 },
});

export const metricsRouter = createRouter()
  .openapi(globalRoute, async (c) => c.json(await globalMetrics(c.var.services), 200))
  .openapi(prometheusRoute, async (c) =>
    c.text(await prometheusMetrics(c.var.services), 200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }),
  )
  .openapi(orgRoute, async (c) => {
    const deps = c.var.services;
    return c.json(await organizationMetrics(deps, ownOrganization(deps, c.req.valid('param').organization_id)), 200);
  });
