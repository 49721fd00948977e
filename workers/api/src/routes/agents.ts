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
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { agentActivity, agentVerify, approveToolDefinition, listOrganizationAgents, registerAgent } from '../services/agents.ts';
import { evaluateToolCall } from '../services/tool-calls.ts';

const agentWrite = { kinds: ['api_key'], scopes: ['agent:write'] } as const;
/** X-Agent-Token alone authenticates agent endpoints; the agent row is kept on the context for the handler. */
const agentToken = { kinds: ['agent_token'] } as const;
const { 400: e400, 401: e401, 403: e403, 404: e404, 429: e429, 500: e500 } = errorResponses;

const agentOf = (c: Context<AppEnv>): AgentRow => {
  const agent = c.var.agent;
  // Only reachable if a route forgot the agent_token credential: refuse rather than act without an agent.
  if (!agent) throw new ApiError('INVALID_AGENT_TOKEN', 'Missing or invalid agent token.');
  return agent;
};

const registerRoute = route({
  method: 'post',
  path: '/agents/register',
  operationId: 'registerAgent',
  auth: agentWrite,
  idempotent: true,
  tags: ['Agents'],
  summary: 'Register an agent (the token is shown once)',
  request: { body: { content: { 'application/json': { schema: RegisterAgentRequest } }, required: true } },
  responses: { 201: jsonContent(RegisteredAgent, 'Registered'), 400: e400, 401: e401, 403: e403 },
});
const listRoute = route({
  method: 'get',
  path: '/agents',
  operationId: 'listAgents',
  auth: agentWrite,
  tags: ['Agents'],
  summary: "The organization's agents",
  responses: { 200: jsonContent(AgentList, 'Agents'), 401: e401, 403: e403 },
});
const verifyRoute = route({
  method: 'post',
  path: '/agents/{agent_id}/verify',
  operationId: 'agentVerify',
  auth: agentToken,
  rateLimit: true,
  codes: ['INVALID_AGENT_TOKEN', 'AGENT_BUDGET_EXCEEDED', 'AGENT_PERMISSION_DENIED', 'GUARD_BLOCKED', 'BLOCKED'],
  tags: ['Agents'],
  summary: 'Verify an agent action (context mandatory, checks always on)',
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
const toolRoute = route({
  method: 'post',
  path: '/agents/{agent_id}/tools/{tool_name}',
  operationId: 'agentCallTool',
  auth: agentToken,
  rateLimit: true,
  codes: ['INVALID_AGENT_TOKEN', 'AGENT_PERMISSION_DENIED', 'GUARD_BLOCKED'],
  tags: ['Agents'],
  summary: 'Risk evaluation of a tool call before execution',
  request: { params: AgentToolParam, body: { content: { 'application/json': { schema: ToolCallRequest } }, required: true } },
  responses: { 200: jsonContent(ToolCallResponse, 'Decision'), 400: e400, 401: e401, 403: e403, 429: e429 },
});
const approveRoute = route({
  method: 'post',
  path: '/agents/{agent_id}/tools/{tool_name}/approve',
  operationId: 'approveAgentTool',
  auth: agentWrite,
  tags: ['Agents'],
  summary: 'Approve a changed tool definition (re-pin it)',
  request: { params: AgentToolParam, body: { content: { 'application/json': { schema: ApproveToolRequest } }, required: true } },
  responses: {
    200: jsonContent(ApprovedTool, 'Approved: the definition is pinned'),
    400: e400,
    401: e401,
    403: e403,
    404: e404,
  },
});
const activityRoute = route({
  method: 'get',
  path: '/agents/{agent_id}/activity',
  operationId: 'getAgentActivity',
  auth: agentToken,
  codes: ['INVALID_AGENT_TOKEN'],
  tags: ['Agents'],
  summary: "The agent's activity and today's spend",
  request: { params: AgentIdParam, query: ActivityQuery },
  responses: { 200: jsonContent(AgentActivityResponse, 'Activity'), 400: e400, 401: e401 },
});

export const agentsRouter = createRouter()
  .openapi(registerRoute, async (c) => {
    const registered = await registerAgent(c.var.services, c.var.principal, c.req.valid('json'));
    c.header('Location', `/v1/agents/${registered.agent_id}/activity`);
    return c.json(registered, 201);
  })
  .openapi(listRoute, async (c) => c.json(await listOrganizationAgents(c.var.services, c.var.principal), 200))
  // The agent body is validated by the service so its failures carry the spec codes; the raw JSON is passed on.
  .openapi(verifyRoute, async (c) => {
    const answer = await agentVerify(c.var.services, agentOf(c), c.req.valid('json'), (engine, outcome) => {
      c.set('engine', engine);
      c.set('outcome', outcome);
    });
    return c.json(answer, 200);
  })
  .openapi(toolRoute, async (c) => {
    const answer = await evaluateToolCall(c.var.services, agentOf(c), c.req.valid('param').tool_name, c.req.valid('json'));
    // A denied tool call is a blocked agent request in the request log and metrics.
    if (answer.decision === 'deny') c.set('outcome', 'blocked');
    return c.json(answer, 200);
  })
  .openapi(approveRoute, async (c) => {
    const agent = await findAgent(c.var.db, c.var.principal.orgId, Number(c.req.valid('param').agent_id));
    if (!agent) throw new ApiError('NOT_FOUND', 'No agent with this id in your organization.');
    return c.json(await approveToolDefinition(c.var.services, agent, c.req.valid('param').tool_name, c.req.valid('json').tool_schema), 200);
  })
  .openapi(activityRoute, async (c) => c.json(await agentActivity(c.var.services, agentOf(c), c.req.valid('query').limit), 200));
