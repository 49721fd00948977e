import { errorResponses, jsonContent, LogsQuery, LogsResponse } from '@verdict/contracts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { recentLogs } from '../services/verification.ts';

const logsRoute = route({
  method: 'get',
  path: '/logs',
  operationId: 'listVerificationLogs',
  auth: { kinds: ['bearer', 'api_key'], scopes: ['verify:read'] },
  rateLimit: true,
  tags: ['Logs'],
  summary: "The organization's most recent verifications",
  request: { query: LogsQuery },
  responses: {
    200: jsonContent(LogsResponse, 'Most recent first'),
    400: errorResponses[400],
    401: errorResponses[401],
    429: errorResponses[429],
  },
});

export const logsRouter = createRouter().openapi(logsRoute, async (c) =>
  c.json(await recentLogs(c.var.services, c.req.valid('query')), 200),
);
