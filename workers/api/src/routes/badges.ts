import { BadgeCustomQuery, BadgeEngineParam, BadgeStatusParam, BadgeVerifiedQuery, errorResponses } from '@verdict/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { BADGE_COLORS, renderBadge } from '../lib/badge-svg.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';

const anyCredential = { kinds: ['bearer', 'api_key'] } as const;
const svg = { description: 'SVG badge', content: { 'image/svg+xml': { schema: { type: 'string' as const } } } };
const { 400: e400, 401: e401 } = errorResponses;

const STATUS_COLORS: Record<string, string> = {
  VERIFIED: BADGE_COLORS.green,
  FAILED: BADGE_COLORS.red,
  CORRECTED: BADGE_COLORS.yellow,
  BLOCKED: BADGE_COLORS.orange,
  PENDING: BADGE_COLORS.blue,
  ERROR: BADGE_COLORS.red,
  UNKNOWN: BADGE_COLORS.grey,
  INCONCLUSIVE: BADGE_COLORS.grey,
};

export function badgeResponse(c: Context<AppEnv>, badge: Parameters<typeof renderBadge>[0], maxAge = 300) {
  return c.body(renderBadge(badge), 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': `private, max-age=${maxAge}`,
    'x-content-type-options': 'nosniff',
  });
}

const verifiedRoute = route({
  method: 'get',
  path: '/badge/verified',
  operationId: 'getVerifiedBadge',
  auth: anyCredential,
  tags: ['Badges'],
  summary: 'Verified / failed badge',
  request: { query: BadgeVerifiedQuery },
  responses: { 200: svg, 400: e400, 401: e401 },
});
const statusRoute = route({
  method: 'get',
  path: '/badge/status/{status}',
  operationId: 'getStatusBadge',
  auth: anyCredential,
  tags: ['Badges'],
  summary: 'Badge for a verification status',
  request: { params: BadgeStatusParam },
  responses: { 200: svg, 400: e400, 401: e401 },
});
const engineRoute = route({
  method: 'get',
  path: '/badge/engine/{engine}',
  operationId: 'getEngineBadge',
  auth: anyCredential,
  tags: ['Badges'],
  summary: 'Badge for an engine',
  request: { params: BadgeEngineParam, query: BadgeVerifiedQuery },
  responses: { 200: svg, 400: e400, 401: e401 },
});
const customRoute = route({
  method: 'get',
  path: '/badge/custom',
  operationId: 'getCustomBadge',
  auth: anyCredential,
  tags: ['Badges'],
  summary: 'A custom badge',
  request: { query: BadgeCustomQuery },
  responses: { 200: svg, 400: e400, 401: e401 },
});

export const badgesRouter = createRouter()
  .openapi(verifiedRoute, (c) => {
    const { verified } = c.req.valid('query');
    return badgeResponse(
      c,
      { label: 'QWED', message: verified ? 'verified' : 'failed', color: verified ? BADGE_COLORS.green : BADGE_COLORS.red, logo: true },
      3600,
    );
  })
  .openapi(statusRoute, (c) => {
    const status = c.req.valid('param').status.toUpperCase();
    return badgeResponse(c, { label: 'status', message: status, color: STATUS_COLORS[status] ?? BADGE_COLORS.grey, logo: true }, 3600);
  })
  .openapi(engineRoute, (c) => {
    const { engine } = c.req.valid('param');
    const { verified } = c.req.valid('query');
    return badgeResponse(
      c,
      { label: engine, message: verified ? 'verified' : 'failed', color: verified ? BADGE_COLORS.green : BADGE_COLORS.red, logo: true },
      3600,
    );
  })
  .openapi(customRoute, (c) => {
    const q = c.req.valid('query');
    return badgeResponse(c, { label: q.label, message: q.message, color: q.color ?? BADGE_COLORS.blue, logo: q.logo }, 3600);
  });
