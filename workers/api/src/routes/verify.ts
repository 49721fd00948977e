import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonContent, MathRequest, MathResult } from '@verdict/contracts';
import { createRouter, eitherSecurity } from '../lib/openapi.ts';
import { requireAuth } from '../middleware/auth.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { runMath } from '../services/engines/math.ts';
import { respondWithVerification } from '../services/verification.ts';

const verifyAuth = [requireAuth({ kinds: ['api_key', 'bearer'], scopes: ['verify:read'] }), rateLimit()] as const;
const { 400: e400, 401: e401, 403: e403, 429: e429, 503: e503 } = errorResponses;
const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const errors = { 400: e400, 401: e401, 403: e403, 429: e429, 503: e503 };

const mathRoute = createRoute({
  method: 'post', path: '/verify/math', tags: ['Verification'], summary: 'Evaluate an expression or decide an equation / identity',
  security: eitherSecurity, middleware: verifyAuth, request: { body: json(MathRequest) },
  responses: { 200: jsonContent(MathResult, 'Result'), ...errors },
});

export const verifyRouter = createRouter().openapi(mathRoute, async (c) => {
  const started = performance.now();
  const body = c.req.valid('json');
  return respondWithVerification(c, runMath(body), { query: body.expression, options: body.options, latencyStart: started }) as never;
});
