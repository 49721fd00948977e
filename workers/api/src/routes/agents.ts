import { createRoute } from '@hono/zod-openapi';
import {
  ActivityQuery,
  AgentActivityResponse,
  AgentIdParam,
  AgentList,
  AgentToolParam,
  AgentVerifyBody,
  AgentVerifyResponse,
  ApprovedTool,
  ApproveToolRequest,
  errorResponses,
  jsonContent,
  RegisterAgentRequest,
  RegisteredAgent,
  ToolCallRequest,
  ToolCallResponse,
} from '@verdict/contracts';
import type { AgentRow } from '@verdict/db';
import { findAgent } from '@verdict/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { agentSecurity, apiKeySecurity, createRouter } from '../lib/openapi.ts';
import { requireAuth } from '../middleware/auth.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import {
  agentActivity,
  agentVerify,
  approveToolDefinition,
  authenticateAgent,
  listOrganizationAgents,
  registerAgent,
} from '../services/agents.ts';
import { servicesFor } from '../services/deps.ts';
import { clientAddress } from '../services/throttle.ts';
import { evaluateToolCall } from '../services/tool-calls.ts';

const agentWrite = requireAuth({ kinds: ['api_key'], scopes: ['agent:write'] });
const { 400: e400, 401: e401, 403: e403, 404: e404, 429: e429, 500: e500 } = errorResponses;

/** X-Agent-Token alone authenticates agent endpoints; the agent row is kept on the context for the handler. */
const agentToken = createMiddleware<AppEnv>(async (c, next) => {
  const agent = await authenticateAgent(
    servicesFor(c),
    c.req.param('agent_id') ?? '',
    c.req.header('x-agent-token'),
    clientAddress(c.req.header('cf-connecting-ip')),
  );
  c.set('agent', agent);
  // Metrics and audit attribute agent traffic to the agent's organization.
  c.set('principal', {
    kind: 'api_key',
    orgId: agent.orgId,
    userId: `agent:${agent.id}`,
    role: 'member',
    email: '',
    scopes: [],
    apiKeyId: null,
    isTest: false,
  });
  await next();
});
const agentOf = (c: Context<AppEnv>): AgentRow => {
  const agent = c.var.agent;
  // Only reachable if a route forgot the agentToken middleware: refuse rather than act without an agent.
  if (!agent) throw new ApiError('INVALID_AGENT_TOKEN', 'Missing or invalid agent token.');
  return agent;
};

const registerRoute = createRoute({
  method: 'post',
  path: '/agents/register',
  tags: ['Agents'],
  summary: 'Register an agent (the token is shown once)',
  security: apiKeySecurity,
  middleware: [agentWrite, idempotent()] as const,
  request: { body: { content: { 'application/json': { schema: RegisterAgentRequest } }, required: true } },
  responses: { 201: jsonContent(RegisteredAgent, 'Registered'), 400: e400, 401: e401, 403: e403 },
});
const listRoute = createRoute({
  method: 'get',
  path: '/agents',
  tags: ['Agents'],
  summary: "The organization's agents",
  security: apiKeySecurity,
  middleware: [agentWrite] as const,
  responses: { 200: jsonContent(AgentList, 'Agents'), 401: e401, 403: e403 },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/agents/{agent_id}/verify',
  tags: ['Agents'],
  summary: 'Verify an agent action (context mandatory, checks always on)',
  security: agentSecurity,
  middleware: [agentToken, rateLimit()] as const,
  request: { params: AgentIdParam, body: { content: { 'application/json': { schema: AgentVerifyBody } }, required: true } },
  responses: {
    200: jsonContent(AgentVerifyResponse, 'Accepted'),
    400: e400,
    401: e401,
    403: e403,
    409: { description: 'SVC-AGENT-LOOP-002: replayed step', content: e400.content },
    429: e429,
    500: e500,
  },
});
const toolRoute = createRoute({
  method: 'post',
  path: '/agents/{agent_id}/tools/{tool_name}',
  tags: ['Agents'],
  summary: 'Risk evaluation of a tool call before execution',
  security: agentSecurity,
  middleware: [agentToken, rateLimit()] as const,
  request: { params: AgentToolParam, body: { content: { 'application/json': { schema: ToolCallRequest } }, required: true } },
  responses: { 200: jsonContent(ToolCallResponse, 'Decision'), 400: e400, 401: e401, 403: e403, 429: e429 },
});
const approveRoute = createRoute({
  method: 'post',
  path: '/agents/{agent_id}/tools/{tool_name}/approve',
  tags: ['Agents'],
  summary: 'Approve a changed tool definition (re-pin it)',
  security: apiKeySecurity,
  middleware: [agentWrite] as const,
  request: { params: AgentToolParam, body: { content: { 'application/json': { schema: ApproveToolRequest } }, required: true } },
  responses: {
    200: jsonContent(ApprovedTool, 'Approved: the definition is pinned'),
    400: e400,
    401: e401,
    403: e403,
    404: e404,
  },
});
const activityRoute = createRoute({
  method: 'get',
  path: '/agents/{agent_id}/activity',
  tags: ['Agents'],
  summary: "The agent's activity and today's spend",
  security: agentSecurity,
  middleware: [agentToken] as const,
  request: { params: AgentIdParam, query: ActivityQuery },
  responses: { 200: jsonContent(AgentActivityResponse, 'Activity'), 400: e400, 401: e401 },
});

export const agentsRouter = createRouter()
  .openapi(registerRoute, async (c) => c.json(await registerAgent(servicesFor(c), c.var.principal, c.req.valid('json')), 201))
  .openapi(listRoute, async (c) => c.json(await listOrganizationAgents(servicesFor(c), c.var.principal), 200))
  // The agent body is validated by the service so its failures carry the spec codes; the raw JSON is passed on.
  .openapi(verifyRoute, async (c) => {
    const answer = await agentVerify(servicesFor(c), agentOf(c), c.req.valid('json'), (engine, outcome) => {
      c.set('engine', engine);
      c.set('outcome', outcome);
    });
    return c.json(answer, 200);
  })
  .openapi(toolRoute, async (c) => {
    const answer = await evaluateToolCall(servicesFor(c), agentOf(c), c.req.valid('param').tool_name, c.req.valid('json'));
    // A denied tool call is a blocked agent request in the request log and metrics.
    if (answer.decision === 'deny') c.set('outcome', 'blocked');
    return c.json(answer, 200);
  })
  .openapi(approveRoute, async (c) => {
    const agent = await findAgent(c.var.db, c.var.principal.orgId, Number(c.req.valid('param').agent_id));
    if (!agent) throw new ApiError('NOT_FOUND', 'No agent with this id in your organization.');
    return c.json(await approveToolDefinition(servicesFor(c), agent, c.req.valid('param').tool_name, c.req.valid('json').tool_schema), 200);
  })
  .openapi(activityRoute, async (c) => c.json(await agentActivity(servicesFor(c), agentOf(c), c.req.valid('query').limit), 200));
