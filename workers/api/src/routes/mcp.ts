import { errorResponses, McpMessage } from '@verdict/contracts';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import type { AppEnv, Env } from '../env.ts';
import { ApiError, problemResponse } from '../errors.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import type { RouteCall } from '../services/mcp-tools.ts';
import { SERVICE_VERSION } from './health.ts';

/** How the MCP route reaches the rest of the API: the app's own fetch, so a tool call is an ordinary API request. */
export type AppFetch = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Response | Promise<Response>;

const MB = 1024 * 1024;
const { 401: e401, 429: e429 } = errorResponses;

const mcpRoute = route({
  method: 'post',
  path: '/mcp',
  operationId: 'mcp',
  tags: ['MCP'],
  summary: 'Model Context Protocol endpoint (Streamable HTTP, stateless, JSON responses): the verification engines as tools',
  before: [
    bodyLimit({
      maxSize: MB,
      onError: (c) => problemResponse(c, new ApiError('PAYLOAD_TOO_LARGE', `The request body exceeds ${MB} bytes.`)),
    }),
  ],
  auth: { kinds: ['api_key'] },
  rateLimit: { cost: mcpCost, handlerSetsHeaders: true },
  request: {
    headers: z.object({ accept: z.string().max(500).optional() }),
    body: { content: { 'application/json': { schema: McpMessage } }, required: true },
  },
  responses: {
    200: { description: 'JSON-RPC response(s)', content: { 'application/json': { schema: McpMessage } } },
    202: { description: 'Notification or response accepted' },
    401: e401,
    429: e429,
  },
});

const hasToolCall = (message: z.infer<typeof McpMessage>) =>
  (Array.isArray(message) ? message : [message]).some((m) => m.method === 'tools/call');

/** The API key is charged while it is authenticated: one token for protocol messages, none for a tool call (see below). */
async function mcpCost(c: Context<AppEnv>): Promise<number> {
  try {
    const parsed = McpMessage.safeParse(await c.req.json());
    return parsed.success && hasToolCall(parsed.data) ? 0 : 1;
  } catch {
    return 1;
  }
}

/**
 * `POST /mcp`. Stateless: no session is kept between requests, so any isolate can answer any request, and answers are
 * JSON rather than an SSE stream. The isolate's one MCP server answers (services/mcp.ts). Authenticated by API key like
 * the API. Protocol messages (initialize, tools/list, ping) take one rate-limit token; a tool call takes none here
 * because the route it is dispatched to charges it exactly as a direct HTTP call would.
 */
export function mcpRouter(appFetch: AppFetch) {
  return createRouter().openapi(mcpRoute, async (c) => {
    const message = c.req.valid('json');
    const rateHeaders = hasToolCall(message) ? {} : (c.var.rateHeaders ?? {});
    // Loaded on first use: the MCP SDK builds its protocol schemas at module load, which must not slow every start.
    const { handleMcpRequest } = await import('../services/mcp.ts');
    const response = await handleMcpRequest(c.req.raw, message, (call) => dispatch(c, appFetch, call), SERVICE_VERSION);
    for (const [name, value] of Object.entries(rateHeaders)) response.headers.set(name, value);
    return response;
  });
}

function dispatch(c: Context<AppEnv>, appFetch: AppFetch, call: RouteCall): Promise<Response> {
  const headers = new Headers({ accept: 'application/json', 'x-request-id': c.var.requestId });
  const key = c.req.header('x-api-key');
  if (key) headers.set('x-api-key', key);
  const ip = c.req.header('cf-connecting-ip');
  if (ip) headers.set('cf-connecting-ip', ip);
  if (call.contentType) headers.set('content-type', call.contentType);
  const url = new URL(call.path, c.req.url);
  return Promise.resolve(appFetch(new Request(url, { method: 'POST', headers, body: call.body }), c.env, c.executionCtx));
}
