import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonContent, LogsQuery, LogsResponse } from '@verdict/contracts';
import { createRouter, eitherSecurity } from '../lib/openapi.ts';
import { requireAuth } from '../middleware/auth.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { servicesFor } from '../services/deps.ts';
import { recentLogs } from '../services/verification-log.ts';

const logsRoute = createRoute({
  method: 'get',
  path: '/logs',
  tags: ['Logs'],
  summary: "The organization's most recent verifications",
  security: eitherSecurity,
  middleware: [requireAuth({ kinds: ['bearer', 'api_key'], scopes: ['verify:read'] }), rateLimit()] as const,
  request: { query: LogsQuery },
  responses: {
    200: jsonContent(LogsResponse, 'Most recent first'),
    400: errorResponses[400],
    401: errorResponses[401],
    429: errorResponses[429],
  },
});

export const logsRouter = createRouter().openapi(logsRoute, async (c) =>
  c.json(await recentLogs(servicesFor(c), c.req.valid('query')), 200),
);
