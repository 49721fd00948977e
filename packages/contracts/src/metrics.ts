import * as z from 'zod';
import './openapi-zod.ts';

export const GlobalMetrics = z
  .object({
    total_requests: z.number().int(),
    avg_latency_ms: z.number(),
    tenants: z.record(z.string(), z.object({ requests: z.number().int(), avg_latency_ms: z.number() })),
    scope: z.enum(['organization', 'platform']),
    generated_at: z.string(),
  })
  .openapi('Metrics');

export const OrganizationMetrics = z
  .object({
    organization_id: z.number().int(),
    total_requests: z.number().int(),
    avg_latency_ms: z.number(),
    p50_latency_ms: z.number(),
    p95_latency_ms: z.number(),
    verified: z.number().int(),
    blocked: z.number().int(),
    errors: z.number().int(),
    by_engine: z.record(z.string(), z.number().int()),
    by_route: z.record(z.string(), z.number().int()),
    generated_at: z.string(),
  })
  .openapi('OrganizationMetrics');
