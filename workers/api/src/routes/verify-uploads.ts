import { createRoute } from '@hono/zod-openapi';
import { errorResponses, StatsResult, StatsUpload } from '@verdict/contracts';
import { createRouter, eitherSecurity } from '../lib/openapi.ts';
import { readUpload } from '../lib/multipart.ts';
import { requireAuth } from '../middleware/auth.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { servicesFor } from '../services/deps.ts';
import { MAX_CSV_BYTES, verifyStatsUpload } from '../services/engines/stats.ts';

import { respondWithVerification } from '../services/verification.ts';

const verifyAuth = [requireAuth({ kinds: ['api_key', 'bearer'], scopes: ['verify:read'] }), rateLimit()] as const;
const { 400: e400, 401: e401, 403: e403, 429: e429, 503: e503 } = errorResponses;

const statsRoute = createRoute({
  method: 'post', path: '/verify/stats', tags: ['Verification'], summary: 'Statistics over a CSV file, computed in the secure sandbox',
  security: eitherSecurity, middleware: verifyAuth,
  request: { body: { content: { 'multipart/form-data': { schema: StatsUpload } }, required: true } },
  responses: { 200: { description: 'Result', content: { 'application/json': { schema: StatsResult } } }, 400: e400, 401: e401, 403: e403, 413: { description: 'File over 10 MB', content: e400.content }, 429: e429, 503: e503 },
});

export const verifyUploadsRouter = createRouter().openapi(statsRoute, async (c) => {
  const started = performance.now();
  const upload = await readUpload(c, { file: 'file', text: 'query' }, MAX_CSV_BYTES);

  const run = await verifyStatsUpload(servicesFor(c), { csv: await upload.file.text(), query: upload.text, generateProgram: undefined });
  return respondWithVerification(c, run.outcome, { query: upload.text, httpStatus: run.httpStatus, latencyStart: started }) as never;
});
