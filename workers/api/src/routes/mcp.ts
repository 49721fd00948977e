import { errorResponses, McpMessage } from '@verdict/contracts';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import type { AppEnv } from '../env.ts';
import { ApiError, problemBody, problemResponse } from '../errors.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../middleware/envelope.ts';
import { executeTool, MCP_TOOLS, type McpTool, type ToolAnswer } from '../services/mcp-tools.ts';
import { SERVICE_VERSION } from './health.ts';

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

const TOOLS = new Map(MCP_TOOLS.map((tool) => [tool.name, tool]));

/**
 * Rate-limit tokens of one `POST /mcp`, taken when its API key is authenticated: one for a message of protocol calls
 * only (initialize, tools/list, ping), else one per tool call that will run (a known tool with valid arguments), the
 * token its route takes from a direct call. A refused tool call (unknown, invalid arguments) runs nothing and is free.
 */
async function mcpCost(c: Context<AppEnv>): Promise<number> {
  let parsed: ReturnType<typeof McpMessage.safeParse>;
  try {
    parsed = McpMessage.safeParse(await c.req.json());
  } catch {
    return 1;
  }
  if (!parsed.success) return 1;
  const calls = (Array.isArray(parsed.data) ? parsed.data : [parsed.data]).filter((m) => m.method === 'tools/call');
  if (calls.length === 0) return 1;
  return calls.filter((call) => {
    const params = call.params as { name?: unknown; arguments?: unknown } | undefined;
    const tool = typeof params?.name === 'string' ? TOOLS.get(params.name) : undefined;
    return tool !== undefined && tool.input.safeParse(params?.arguments ?? {}).success;
  }).length;
}

const hasToolCall = (message: z.infer<typeof McpMessage>) =>
  (Array.isArray(message) ? message : [message]).some((m) => m.method === 'tools/call');

/**
 * `POST /mcp`. Stateless: no session is kept between requests, so any isolate can answer any request, and answers are
 * JSON rather than an SSE stream. The isolate's one MCP server answers (services/mcp.ts). Authenticated (once) by API
 * key like the API; a tool call runs its route's service directly with this request's dependencies.
 */
export const mcpRouter = createRouter().openapi(mcpRoute, async (c) => {
  const message = c.req.valid('json');
  const rateHeaders = hasToolCall(message) ? {} : (c.var.rateHeaders ?? {});
  const deps = c.var.services;
  const runTool = (tool: McpTool, args: Record<string, unknown>): Promise<ToolAnswer> => {
    // The nesting cap every JSON body of the API has (the stats tool's arguments travel as a form upload there).
    if (tool.name !== 'verify_stats' && jsonDepth(JSON.stringify(args), MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      const detail = `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`;
      const body = problemBody(400, 'INPUT_TOO_COMPLEX', detail, deps.requestId, { limit: 'nesting_depth', max: MAX_JSON_DEPTH });
      return Promise.resolve({ status: 400, body, problem: true, requestId: deps.requestId });
    }
    return executeTool(deps, c.var.principal, tool, args);
  };
  // Loaded on first use: the MCP SDK builds its protocol schemas at module load, which must not slow every start.
  const { handleMcpRequest } = await import('../services/mcp.ts');
  const response = await handleMcpRequest(c.req.raw, message, MCP_TOOLS, runTool, SERVICE_VERSION);
  for (const [name, value] of Object.entries(rateHeaders)) response.headers.set(name, value);
  return response;
});
