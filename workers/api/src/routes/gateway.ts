import {
  ChatCompletionRequest,
  ChatCompletionResponse,
  CreateGatewayUpstreamRequest,
  errorResponses,
  GatewayPolicy,
  GatewayUpstream,
  GatewayUpstreamIdParam,
  GatewayUpstreamList,
  jsonContent,
  PutGatewayPolicyRequest,
} from '@verdict/contracts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { asRouteResponse, createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { chatCompletion, type GatewayCall, UPSTREAM_KEY_HEADER } from '../services/gateway.ts';
import * as gateway from '../services/gateway-config.ts';
import { chatCompletionStream } from '../services/gateway-stream.ts';

/**
 * OpenAI clients send their key as `Authorization: Bearer …`. On this route a Verdict API key in that form is read as
 * `X-API-Key`, so a client changes only its base URL; bearer tokens that are not API keys stay sign-in tokens.
 */
const bearerApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const key = /^Bearer\s+(svc_\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
  if (key !== undefined && c.req.header('x-api-key') === undefined) {
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-api-key', key);
    headers.delete('authorization');
    // The body may already have been read (and cached) by the JSON checks: the new request carries the cached text.
    c.req.raw = new Request(c.req.url, { method: c.req.method, headers, body: await c.req.text() });
  }
  await next();
});

/** Upstreams and the policy change where answers go and what is let through: owners and admins, or admin:all keys. */
const adminOnly = { kinds: ['bearer', 'api_key'], scopes: ['admin:all'] } as const;
const { 400: e400, 401: e401, 403: e403, 404: e404, 429: e429, 503: e503 } = errorResponses;
const problem = (description: string) => ({ description, content: e400.content });
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const createUpstreamRoute = route({
  tags: ['Gateway'],
  operationId: 'createGatewayUpstream',
  auth: adminOnly,
  method: 'post',
  path: '/gateway/upstreams',
  summary: 'Register an OpenAI-compatible upstream; its provider key is sealed and never returned',
  request: { body: json(CreateGatewayUpstreamRequest) },
  responses: { 201: jsonContent(GatewayUpstream, 'Created'), 400: e400, 401: e401, 403: e403, 409: problem('Limit reached'), 503: e503 },
});
const listUpstreamsRoute = route({
  tags: ['Gateway'],
  operationId: 'listGatewayUpstreams',
  auth: adminOnly,
  method: 'get',
  path: '/gateway/upstreams',
  summary: "The organization's upstreams (never their keys)",
  responses: { 200: jsonContent(GatewayUpstreamList, 'Upstreams'), 401: e401, 403: e403 },
});
const deleteUpstreamRoute = route({
  tags: ['Gateway'],
  operationId: 'deleteGatewayUpstream',
  auth: adminOnly,
  method: 'delete',
  path: '/gateway/upstreams/{upstream_id}',
  summary: 'Delete an upstream',
  request: { params: GatewayUpstreamIdParam },
  responses: { 204: { description: 'Deleted' }, 401: e401, 403: e403, 404: e404 },
});
const getPolicyRoute = route({
  tags: ['Gateway'],
  operationId: 'getGatewayPolicy',
  auth: adminOnly,
  method: 'get',
  path: '/gateway/policy',
  summary: 'The current gateway policy (annotate, block or correct per engine)',
  responses: { 200: jsonContent(GatewayPolicy, 'Policy'), 401: e401, 403: e403 },
});
const putPolicyRoute = route({
  tags: ['Gateway'],
  operationId: 'putGatewayPolicy',
  auth: adminOnly,
  method: 'put',
  path: '/gateway/policy',
  summary: 'Change the gateway policy (a new version, audited)',
  request: { body: json(PutGatewayPolicyRequest) },
  responses: { 200: jsonContent(GatewayPolicy, 'The new version'), 400: e400, 401: e401, 403: e403, 409: problem('Concurrent change') },
});
const STREAM_EXAMPLE = [
  'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1800000000,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"content":"2 + 2 = 4"},"finish_reason":null}]}',
  'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1800000000,"model":"gpt-4o-mini","choices":[],"verdict":{"status":"VERIFIED","claims":[]}}',
  'data: [DONE]',
  '',
].join('\n\n');

const chatCompletionsRoute = route({
  tags: ['Gateway'],
  operationId: 'createChatCompletion',
  auth: { kinds: ['api_key', 'bearer'], scopes: ['verify:read'] },
  before: [bearerApiKey],
  rateLimit: true,
  attests: true,
  codes: ['GATEWAY_BLOCKED', 'UPSTREAM_ERROR', 'UPSTREAM_MALFORMED', 'UPSTREAM_TIMEOUT', 'SANDBOX_UNAVAILABLE'],
  method: 'post',
  path: '/chat/completions',
  summary: "OpenAI-compatible chat completions: the upstream's answer, checked, with a signed verdict",
  request: { body: json(ChatCompletionRequest) },
  responses: {
    200: {
      description: 'The provider response with `verdict`; with stream:true, server-sent events ending with a verdict event',
      content: {
        'application/json': { schema: ChatCompletionResponse },
        'text/event-stream': { schema: { type: 'string' }, example: STREAM_EXAMPLE },
      },
    },
    400: e400,
    401: e401,
    403: e403,
    404: e404,
    422: problem('GATEWAY_BLOCKED: the policy withheld the answer (findings, no model text); or no upstream configured'),
    429: e429,
    502: problem('UPSTREAM_ERROR or UPSTREAM_MALFORMED'),
    503: e503,
    504: problem('UPSTREAM_TIMEOUT'),
  },
});

export const gatewayRouter = createRouter()
  .openapi(createUpstreamRoute, async (c) => {
    const created = await gateway.createUpstream(c.var.services, c.var.principal, c.req.valid('json'));
    c.header('Location', `/v1/gateway/upstreams/${encodeURIComponent(created.id)}`);
    return c.json(created, 201);
  })
  .openapi(listUpstreamsRoute, async (c) => c.json(await gateway.listUpstreams(c.var.services, c.var.principal), 200))
  .openapi(deleteUpstreamRoute, async (c) => {
    await gateway.removeUpstream(c.var.services, c.var.principal, c.req.valid('param').upstream_id);
    return c.body(null, 204);
  })
  .openapi(getPolicyRoute, async (c) => c.json(await gateway.getPolicy(c.var.services, c.var.principal.orgId), 200))
  .openapi(putPolicyRoute, async (c) => c.json(await gateway.putPolicy(c.var.services, c.var.principal, c.req.valid('json')), 200))
  .openapi(chatCompletionsRoute, async (c) => {
    const body = c.req.valid('json');
    const call: GatewayCall = {
      deps: c.var.services,
      upstreamKey: c.req.header(UPSTREAM_KEY_HEADER),
      report: ({ engine, outcome }) => {
        c.set('engine', engine);
        if (outcome) c.set('outcome', outcome);
      },
    };
    return asRouteResponse(chatCompletionsRoute, body.stream ? await chatCompletionStream(call, body) : await chatCompletion(call, body));
  });
