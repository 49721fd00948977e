import { env } from 'cloudflare:workers';
import { type Schema as JsonSchema, Validator } from '@cfworker/json-schema';
import { createDatabase, insertWebhookDeliveries } from '@verdict/db';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { png } from '../../../packages/engines/src/image/test-images.ts';
import { webhookPayload } from '../src/services/webhook-events.ts';
import { apiKey, bearer, call, newTenant, PASSWORD, type Tenant, uniqueEmail } from './setup/harness.ts';

/**
 * Contract test: real requests to every operation of /openapi.json (successes and the main error statuses), each answer
 * held to what the document says for its status — the status is documented, the media type is documented, the body
 * validates against the documented schema (closed schemas reject any undocumented field) and the documented headers
 * are sent. The last test fails when an operation's success status was never exercised.
 */

type Schema = Record<string, unknown>;
interface Media {
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, Media> }>;
  requestBody?: { content: Record<string, Media & { examples?: Record<string, { value: unknown }> }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

let doc: Doc;
let owner: Tenant;
const covered = new Set<string>();

/** Headers the document promises and this test can observe on every such answer. */
const ALWAYS = ['X-Request-Id'];
const WHEN_DOCUMENTED = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Location', 'WWW-Authenticate', 'Retry-After'];

function validate(schema: Schema, value: unknown): string[] {
  // The document is the root so `#/components/schemas/...` references resolve inside it.
  const root: JsonSchema = { ...schema, components: doc.components };
  const result = new Validator(root, '2020-12', false).validate(value);
  return result.valid ? [] : result.errors.slice(-8).map((e) => `${e.instanceLocation} ${e.keyword}: ${e.error}`);
}

async function expectContract(
  method: string,
  template: string,
  path: string,
  options: Parameters<typeof call>[2] & { status: number },
): Promise<Awaited<ReturnType<typeof call>>> {
  const res = await call(method.toUpperCase(), path, options);
  const label = `${method.toUpperCase()} ${path} → ${res.status}`;
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(options.status);
  const operation = doc.paths[template]?.[method];
  expect(operation, `${method} ${template} is not documented`).toBeDefined();
  const response = operation?.responses[String(res.status)];
  expect(response, `${label} is not a documented status`).toBeDefined();
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (res.text && response?.content) {
    const media = response.content[mediaType];
    expect(media, `${label}: media type ${mediaType} not documented (${Object.keys(response.content)})`).toBeDefined();
    if (media?.schema && mediaType.includes('json')) expect(validate(media.schema, res.json), label).toEqual([]);
  }
  for (const name of ALWAYS) expect(res.headers.has(name), `${label}: header ${name}`).toBe(true);
  for (const name of WHEN_DOCUMENTED) {
    if (response?.headers?.[name] && name !== 'Retry-After') {
      expect(res.headers.has(name), `${label}: documented header ${name} missing`).toBe(true);
    }
  }
  for (const name of res.headers.keys()) {
    // Rate-limit headers on a refusal depend on which check refused; only the headers a caller acts on are held both ways.
    const documented = ['Location', 'WWW-Authenticate'].find((h) => h.toLowerCase() === name);
    if (documented) expect(response?.headers?.[documented], `${label}: sends ${name} but does not document it`).toBeDefined();
  }
  covered.add(`${method} ${template} ${res.status}`);
  return res;
}

const requestExamples = (template: string) =>
  Object.entries(doc.paths[template]?.post?.requestBody?.content['application/json']?.examples ?? {});

beforeAll(async () => {
  doc = (await call('GET', '/openapi.json')).json as Doc;
  owner = await newTenant({ scopes: ['admin:all'] });
});

describe('OpenAPI contract: every route answers what the document says', () => {
  it('verification routes: every documented request example, and their error statuses', async () => {
    for (const engine of ['math', 'logic', 'sql', 'code', 'fact', 'rag', 'process', 'natural_language']) {
      const template = `/v1/verify/${engine}`;
      const examples = requestExamples(template);
      expect(examples.length, `${template} has request examples`).toBeGreaterThan(0);
      for (const [, example] of examples)
        await expectContract('post', template, template, { headers: apiKey(owner), body: example.value, status: 200 });
      await expectContract('post', template, template, { body: {}, status: 401 });
      await expectContract('post', template, template, { headers: apiKey(owner), body: { options: 'x' }, status: 400 });
      await expectContract('post', template, template, {
        headers: { ...apiKey(owner), 'content-type': 'text/plain' },
        raw: 'x',
        status: 415,
      });
    }
    await expectContract('post', '/v1/verify/math', '/v1/verify/math', {
      headers: apiKey(owner),
      body: { expression: '(x+1)^2 = x^2 + 2*x + 1', options: { include_attestation: true } },
      status: 200,
    });
    await expectContract('post', '/v1/verify/math', '/v1/verify/math', {
      headers: { ...apiKey(owner), 'content-type': 'application/json' },
      raw: '{"expression":',
      status: 400,
    });
    await expectContract('post', '/v1/verify/math', '/v1/verify/math', {
      headers: { ...apiKey(owner), 'content-type': 'application/json' },
      raw: JSON.stringify({ expression: 'x'.repeat(1024 * 1024 + 10) }),
      status: 413,
    });
    const reader = await newTenant({ scopes: ['attestation:read'] });
    await expectContract('post', '/v1/verify/math', '/v1/verify/math', {
      headers: apiKey(reader),
      body: { expression: '1+1' },
      status: 403,
    });
    await expectContract('post', '/v1/verify/consensus', '/v1/verify/consensus', {
      headers: apiKey(owner),
      body: { query: '2 + 2', verification_mode: 'single' },
      status: 200,
    });
    await expectContract('post', '/v1/verify/consensus', '/v1/verify/consensus', {
      headers: apiKey(owner),
      body: { query: 'not arithmetic at all', min_confidence: 1 },
      status: 422,
    });
    await expectContract('post', '/v1/verify/process', '/v1/verify/process', {
      headers: apiKey(owner),
      body: { trace: 'We gathered data, then we trained a model.', mode: 'milestones', milestones: ['gathered data', 'evaluated'] },
      status: 200,
    });
    await expectContract('post', '/v1/verify/rag', '/v1/verify/rag', {
      headers: apiKey(owner),
      body: { target_document_id: 'a', chunks: [{ id: 'c', metadata: { document_id: 'b' } }], max_drm_rate: '0.5' },
      status: 200,
    });
    await expectContract('post', '/v1/verify/code', '/v1/verify/code', {
      headers: apiKey(owner),
      body: { code: 'def f(:\n  eval(input())', language: 'python' },
      status: 200,
    });
  });

  it('multipart routes: stats over a CSV and an image claim', async () => {
    const csv = new FormData();
    csv.set('file', new File(['region,price\nEU,10\nEU,20\nUS,5\n'], 'data.csv', { type: 'text/csv' }));
    csv.set('query', 'mean of price');
    const stats = await expectContract('post', '/v1/verify/stats', '/v1/verify/stats', { headers: apiKey(owner), raw: csv, status: 200 });
    expect(stats.json.computed_value).toBeDefined();
    const missing = new FormData();
    missing.set('query', 'mean of price');
    await expectContract('post', '/v1/verify/stats', '/v1/verify/stats', { headers: apiKey(owner), raw: missing, status: 400 });

    const image = new FormData();
    image.set('image', new File([png(640, 480)], 'a.png', { type: 'image/png' }));
    image.set('claim', 'The image is 640x480');
    await expectContract('post', '/v1/verify/image', '/v1/verify/image', { headers: apiKey(owner), raw: image, status: 200 });
    await expectContract('post', '/v1/verify/image', '/v1/verify/image', { raw: image, status: 401 });
  });

  it('batch: synchronous, asynchronous (202 + Location), read back', async () => {
    const items = [{ query: '2 + 2 = 4', type: 'math' }];
    await expectContract('post', '/v1/verify/batch', '/v1/verify/batch', { headers: apiKey(owner), body: { items }, status: 200 });
    const queued = await expectContract('post', '/v1/verify/batch', '/v1/verify/batch', {
      headers: apiKey(owner),
      body: { items, async: true },
      status: 202,
    });
    const template = '/v1/verify/batch/{job_id}';
    await expectContract('get', template, `/v1/verify/batch/${queued.json.job_id}`, { headers: apiKey(owner), status: 200 });
    await expectContract('get', template, '/v1/verify/batch/missing', { headers: apiKey(owner), status: 404 });
    await expectContract('post', '/v1/verify/batch', '/v1/verify/batch', { headers: apiKey(owner), body: { items: [] }, status: 400 });
  });

  it('accounts and API keys', async () => {
    const email = uniqueEmail('contract');
    const signup = { email, password: PASSWORD, organization_name: 'Contract' };
    const created = await expectContract('post', '/v1/auth/signup', '/v1/auth/signup', { body: signup, status: 201 });
    await expectContract('post', '/v1/auth/signup', '/v1/auth/signup', { body: signup, status: 409 });
    await expectContract('post', '/v1/auth/signup', '/v1/auth/signup', { body: { email: 'nope' }, status: 400 });
    await expectContract('post', '/v1/auth/signin', '/v1/auth/signin', { body: { email, password: PASSWORD }, status: 200 });
    await expectContract('post', '/v1/auth/signin', '/v1/auth/signin', { body: { email, password: 'wrong password!' }, status: 401 });
    const auth = { authorization: `Bearer ${created.json.access_token}` };
    await expectContract('get', '/v1/auth/me', '/v1/auth/me', { headers: auth, status: 200 });
    await expectContract('get', '/v1/auth/me', '/v1/auth/me', { status: 401 });
    const key = await expectContract('post', '/v1/auth/api-keys', '/v1/auth/api-keys', {
      headers: auth,
      body: { name: 'ci' },
      status: 201,
    });
    await expectContract('post', '/v1/auth/api-keys', '/v1/auth/api-keys', { headers: auth, body: { name: '' }, status: 400 });
    await expectContract('get', '/v1/auth/api-keys', '/v1/auth/api-keys', { headers: auth, status: 200 });
    const rotated = await expectContract('post', '/v1/admin/keys/rotate', '/v1/admin/keys/rotate', {
      headers: auth,
      body: { key_id: key.json.id },
      status: 200,
    });
    await expectContract('post', '/v1/admin/keys/rotate', '/v1/admin/keys/rotate', {
      headers: auth,
      body: { key_id: 'key_missing' },
      status: 404,
    });
    const template = '/v1/auth/api-keys/{key_id}';
    await expectContract('delete', template, `/v1/auth/api-keys/${rotated.json.id}`, { headers: auth, status: 200 });
    await expectContract('delete', template, '/v1/auth/api-keys/key_missing', { headers: auth, status: 404 });
  });

  it('logs, audit trail and compliance', async () => {
    const other = await newTenant();
    await expectContract('get', '/v1/logs', '/v1/logs', { headers: apiKey(owner), status: 200 });
    await expectContract('get', '/v1/logs', '/v1/logs?limit=0', { headers: apiKey(owner), status: 400 });
    const logs = await expectContract('get', '/v1/audit/logs', '/v1/audit/logs?limit=5', { headers: bearer(owner), status: 200 });
    await expectContract('get', '/v1/audit/logs', '/v1/audit/logs?cursor=x', { headers: bearer(owner), status: 400 });
    const entry = (logs.json.entries as Array<{ id: string }>)[0];
    expect(entry).toBeDefined();
    await expectContract('get', '/v1/audit/logs/{log_id}', `/v1/audit/logs/${entry?.id}`, { headers: bearer(owner), status: 200 });
    await expectContract('get', '/v1/audit/logs/{log_id}', '/v1/audit/logs/aud_missing', { headers: bearer(owner), status: 404 });
    await expectContract('get', '/v1/audit/export', '/v1/audit/export', { headers: bearer(owner), status: 200 });
    await expectContract('get', '/v1/admin/compliance/export/csv', '/v1/admin/compliance/export/csv', {
      headers: bearer(owner),
      status: 200,
    });
    const verifyTemplate = '/v1/admin/compliance/verify/{audit_log_id}';
    await expectContract('get', verifyTemplate, `/v1/admin/compliance/verify/${entry?.id}`, { headers: bearer(owner), status: 200 });
    await expectContract('get', verifyTemplate, '/v1/admin/compliance/verify/aud_missing', { headers: bearer(owner), status: 404 });
    const soc2 = '/v1/admin/compliance/report/soc2/{organization_id}';
    await expectContract('get', soc2, `/v1/admin/compliance/report/soc2/${owner.orgId}`, { headers: bearer(owner), status: 200 });
    await expectContract('get', soc2, `/v1/admin/compliance/report/soc2/${other.orgId}`, { headers: bearer(owner), status: 403 });
    const threats = '/v1/admin/security/threats/{organization_id}';
    await expectContract('get', threats, `/v1/admin/security/threats/${owner.orgId}`, { headers: bearer(owner), status: 200 });
    await expectContract('get', threats, `/v1/admin/security/threats/${owner.orgId}`, { headers: apiKey(other), status: 403 });
  });

  it('metrics and badges', async () => {
    const other = await newTenant();
    await expectContract('get', '/v1/metrics', '/v1/metrics', { headers: bearer(owner), status: 200 });
    await expectContract('get', '/v1/metrics', '/v1/metrics', { status: 401 });
    await expectContract('get', '/v1/metrics/prometheus', '/v1/metrics/prometheus', { headers: bearer(owner), status: 200 });
    const orgMetrics = '/v1/metrics/{organization_id}';
    await expectContract('get', orgMetrics, `/v1/metrics/${owner.orgId}`, { headers: bearer(owner), status: 200 });
    await expectContract('get', orgMetrics, `/v1/metrics/${other.orgId}`, { headers: bearer(owner), status: 403 });
    await expectContract('get', '/v1/badge/verified', '/v1/badge/verified', { headers: apiKey(owner), status: 200 });
    await expectContract('get', '/v1/badge/status/{status}', '/v1/badge/status/verified', { headers: apiKey(owner), status: 200 });
    await expectContract('get', '/v1/badge/engine/{engine}', '/v1/badge/engine/math', { headers: apiKey(owner), status: 200 });
    await expectContract('get', '/v1/badge/custom', '/v1/badge/custom?label=build&message=passing', {
      headers: apiKey(owner),
      status: 200,
    });
    await expectContract('get', '/v1/badge/custom', '/v1/badge/custom', { status: 401 });
  });

  it('webhooks: register, read, update, rotate, test event, deliveries, replay, delete', async () => {
    const body = { url: 'https://hooks.example.com/verdict', events: ['batch.completed'] };
    const created = await expectContract('post', '/v1/webhooks', '/v1/webhooks', { headers: bearer(owner), body, status: 201 });
    await expectContract('post', '/v1/webhooks', '/v1/webhooks', { body, status: 401 });
    await expectContract('post', '/v1/webhooks', '/v1/webhooks', { headers: bearer(owner), body: { url: 'ftp://x' }, status: 400 });
    await expectContract('get', '/v1/webhooks', '/v1/webhooks', { headers: bearer(owner), status: 200 });
    const one = '/v1/webhooks/{webhook_id}';
    const path = `/v1/webhooks/${created.json.id}`;
    await expectContract('get', one, path, { headers: bearer(owner), status: 200 });
    await expectContract('get', one, '/v1/webhooks/wh_missing', { headers: bearer(owner), status: 404 });
    await expectContract('patch', one, path, { headers: bearer(owner), body: { description: 'ops' }, status: 200 });
    await expectContract('post', `${one}/rotate-secret`, `${path}/rotate-secret`, { headers: bearer(owner), status: 200 });
    const sent = await expectContract('post', `${one}/test`, `${path}/test`, { headers: bearer(owner), status: 202 });
    await expectContract('get', `${one}/deliveries`, `${path}/deliveries`, { headers: bearer(owner), status: 200 });
    const delivery = `${one}/deliveries/{delivery_id}`;
    await expectContract('get', delivery, `${path}/deliveries/${sent.json.id}`, { headers: bearer(owner), status: 200 });
    // The test event is still pending: replaying it is refused (409). A settled delivery is sent again (202).
    await expectContract('post', `${delivery}/replay`, `${path}/deliveries/${sent.json.id}/replay`, {
      headers: bearer(owner),
      status: 409,
    });
    await insertWebhookDeliveries(createDatabase(env.DB), Number(owner.orgId), [
      {
        id: 'msg_contract_settled',
        endpointId: created.json.id,
        eventId: 'evt_contract_settled',
        eventType: 'batch.completed',
        payload: webhookPayload('batch.completed', '2026-11-25T00:00:00.000Z', { job_id: 'job_1' }),
        status: 'succeeded',
        attempts: 1,
        createdAt: new Date().toISOString(),
      },
    ]);
    await expectContract('post', `${delivery}/replay`, `${path}/deliveries/msg_contract_settled/replay`, {
      headers: bearer(owner),
      status: 202,
    });
    await expectContract('delete', one, path, { headers: bearer(owner), status: 204 });
  });

  it('attestations: fetch, badge, verify, revoke; the public registry documents', async () => {
    const math = await call('POST', '/v1/verify/math', {
      headers: apiKey(owner),
      body: { expression: '2 + 2 = 4', options: { include_attestation: true } },
    });
    const jwt = math.json.attestation as string;
    const jti = JSON.parse(atob((jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))).jti as string;
    const template = '/v1/attestation/{attestation_id}';
    await expectContract('get', template, `/v1/attestation/${jti}`, { headers: apiKey(owner), status: 200 });
    await expectContract('get', template, '/v1/attestation/att_missing', { headers: apiKey(owner), status: 404 });
    await expectContract('get', '/v1/badge/attestation/{attestation_id}', `/v1/badge/attestation/${jti}`, {
      headers: apiKey(owner),
      status: 200,
    });
    await expectContract('post', '/v1/attestation/verify', '/v1/attestation/verify', {
      headers: apiKey(owner),
      body: { jwt },
      status: 200,
    });
    await expectContract('post', '/v1/attestation/verify', '/v1/attestation/verify', { headers: apiKey(owner), body: {}, status: 400 });
    const revoke = '/v1/attestation/{attestation_id}/revoke';
    await expectContract('post', revoke, `/v1/attestation/${jti}/revoke`, {
      headers: bearer(owner),
      body: { reason: 'test' },
      status: 200,
    });
    await expectContract('post', revoke, '/v1/attestation/att_missing/revoke', {
      headers: bearer(owner),
      body: { reason: 'test' },
      status: 404,
    });
    for (const path of ['/registry/issuers.json', '/registry/revocations.json', '/.well-known/jwks.json']) {
      await expectContract('get', path, path, { status: 200 });
    }
  });

  it('agents: register, list, verify, tools, approval, activity', async () => {
    const registered = await expectContract('post', '/v1/agents/register', '/v1/agents/register', {
      headers: apiKey(owner),
      body: { name: 'planner' },
      status: 201,
    });
    await expectContract('post', '/v1/agents/register', '/v1/agents/register', {
      headers: bearer(owner),
      body: { name: 'x' },
      status: 401,
    });
    await expectContract('get', '/v1/agents', '/v1/agents', { headers: apiKey(owner), status: 200 });
    const agent = registered.json as { agent_id: number; agent_token: string };
    const token = { 'x-agent-token': agent.agent_token };
    const verify = '/v1/agents/{agent_id}/verify';
    await expectContract('post', verify, `/v1/agents/${agent.agent_id}/verify`, {
      headers: token,
      body: { query: '2 + 2 = 4', engine: 'math', context: { conversation_id: 'c1', step_number: 1 } },
      status: 200,
    });
    await expectContract('post', verify, `/v1/agents/${agent.agent_id}/verify`, {
      headers: { 'x-agent-token': 'svc_agent_wrong' },
      body: { query: '1', context: { conversation_id: 'c1', step_number: 2 } },
      status: 401,
    });
    const tool = '/v1/agents/{agent_id}/tools/{tool_name}';
    await expectContract('post', tool, `/v1/agents/${agent.agent_id}/tools/search_documents`, {
      headers: token,
      body: { tool_params: { q: 'quarterly report' } },
      status: 200,
    });
    const approve = '/v1/agents/{agent_id}/tools/{tool_name}/approve';
    await expectContract('post', approve, `/v1/agents/${agent.agent_id}/tools/add/approve`, {
      headers: apiKey(owner),
      body: { tool_schema: { type: 'object', properties: { a: { type: 'number' } } } },
      status: 200,
    });
    const activity = '/v1/agents/{agent_id}/activity';
    await expectContract('get', activity, `/v1/agents/${agent.agent_id}/activity`, { headers: token, status: 200 });
  });

  it('health, MCP and the console', async () => {
    await expectContract('get', '/v1/health', '/v1/health', { status: 200 });
    const ready = await call('GET', '/v1/health/ready');
    await expectContract('get', '/v1/health/ready', '/v1/health/ready', { status: ready.status });
    const accept = { accept: 'application/json, text/event-stream' };
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'contract', version: '1' } },
    };
    await expectContract('post', '/mcp', '/mcp', { headers: { ...apiKey(owner), ...accept }, body: init, status: 200 });
    await expectContract('post', '/mcp', '/mcp', { headers: accept, body: init, status: 401 });
    const page = await call('GET', '/console');
    await expectContract('get', '/console', '/console', { status: page.status });
  });

  it('gateway: upstreams, policy, chat completions (JSON and stream), blocked, upstream failures', async () => {
    const upstreams = '/v1/gateway/upstreams';
    const body = { name: 'llm', base_url: 'https://llm.example.com/v1', models: ['m'], api_key: 'sk-contract' };
    const created = await expectContract('post', upstreams, upstreams, { headers: bearer(owner), body, status: 201 });
    await expectContract('post', upstreams, upstreams, { headers: bearer(owner), body: { ...body, base_url: 'ftp://x' }, status: 400 });
    await expectContract('get', upstreams, upstreams, { headers: bearer(owner), status: 200 });
    await expectContract('get', '/v1/gateway/policy', '/v1/gateway/policy', { headers: bearer(owner), status: 200 });
    const answers: Array<() => Response> = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://llm.example.com/')) return original(input, init);
      return (answers.shift() ?? (() => new Response('down', { status: 500 })))();
    });
    const completion = (content: string) => () =>
      Response.json({
        id: 'c',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      });
    const ask = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };
    const chat = '/v1/chat/completions';
    try {
      answers.push(completion('2 + 2 = 4'));
      const ok = await expectContract('post', chat, chat, { headers: apiKey(owner), body: ask, status: 200 });
      expect(ok.json.verdict.status).toBe('VERIFIED');
      answers.push(
        () =>
          new Response(
            'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"2 + 2 = 4"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n',
            { headers: { 'content-type': 'text/event-stream' } },
          ),
      );
      const streamed = await expectContract('post', chat, chat, { headers: apiKey(owner), body: { ...ask, stream: true }, status: 200 });
      expect(streamed.text).toContain('"verdict"');
      await expectContract('post', chat, chat, { headers: apiKey(owner), body: ask, status: 502 });
      await expectContract('put', '/v1/gateway/policy', '/v1/gateway/policy', {
        headers: bearer(owner),
        body: { engines: { math: 'block' } },
        status: 200,
      });
      answers.push(completion('2 + 2 = 5'));
      const blocked = await expectContract('post', chat, chat, { headers: apiKey(owner), body: ask, status: 422 });
      expect(blocked.json.code).toBe('GATEWAY_BLOCKED');
      await expectContract('put', '/v1/gateway/policy', '/v1/gateway/policy', {
        headers: bearer(owner),
        body: { engines: { math: 'annotate' } },
        status: 200,
      });
    } finally {
      vi.restoreAllMocks();
    }
    await expectContract('post', chat, chat, { headers: apiKey(owner), body: { ...ask, model: 'other' }, status: 400 });
    const one = '/v1/gateway/upstreams/{upstream_id}';
    await expectContract('delete', one, `${upstreams}/${created.json.id}`, { headers: bearer(owner), status: 204 });
    await expectContract('delete', one, `${upstreams}/${created.json.id}`, { headers: bearer(owner), status: 404 });
  });

  it('every list route answers the one list envelope (items + next_cursor), keeping the spec fields of GET /v1/logs', async () => {
    const agent = (await call('POST', '/v1/agents/register', { headers: apiKey(owner), body: { name: 'lister' } })).json;
    const lists: Array<[string, Record<string, string>, string]> = [
      ['/v1/auth/api-keys', bearer(owner), 'keys'],
      ['/v1/logs', apiKey(owner), 'logs'],
      ['/v1/audit/logs?limit=2', bearer(owner), 'entries'],
      ['/v1/agents', apiKey(owner), 'agents'],
      [`/v1/agents/${agent.agent_id}/activity`, { 'x-agent-token': agent.agent_token }, 'activities'],
      ['/v1/webhooks', bearer(owner), 'webhooks'],
    ];
    const hook = (
      await call('POST', '/v1/webhooks', {
        headers: bearer(owner),
        body: { url: 'https://hooks.example.com/list', events: ['batch.completed'] },
      })
    ).json;
    lists.push([`/v1/webhooks/${hook.id}/deliveries`, bearer(owner), 'deliveries']);
    for (const [path, headers, named] of lists) {
      const res = await call('GET', path, { headers });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.json.items), path).toBe(true);
      expect(res.json.next_cursor === null || typeof res.json.next_cursor === 'string', path).toBe(true);
      expect(res.json[named], path).toEqual(res.json.items);
    }
    const page = (await call('GET', '/v1/audit/logs?limit=1', { headers: bearer(owner) })).json;
    expect(typeof page.next_cursor).toBe('string');
    const next = (await call('GET', `/v1/audit/logs?limit=1&cursor=${page.next_cursor}`, { headers: bearer(owner) })).json;
    expect(next.items[0].seq).toBeLessThan(page.items[0].seq);
    const logs = (await call('GET', '/v1/logs', { headers: apiKey(owner) })).json;
    expect(Object.keys(logs)).toEqual(expect.arrayContaining(['organization_id', 'organization_name', 'total_logs', 'logs']));
  });

  it('every operation documents examples, security and its tag; Verification comes first; multipart parts are required', () => {
    const full = doc as Doc & { tags: Array<{ name: string }>; components: { schemas: Partial<Record<string, { required?: string[] }>> } };
    expect(full.tags[0]?.name).toBe('Verification');
    const gaps: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations) as Array<[string, Operation & { security?: unknown; tags?: string[] }]>) {
        if (!Array.isArray(op.security)) gaps.push(`${method} ${path}: security`);
        if (!op.tags?.every((tag) => full.tags.some((t) => t.name === tag))) gaps.push(`${method} ${path}: tag`);
        const media = [
          ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => [`request ${type}`, m] as const),
          ...Object.entries(op.responses).flatMap(([status, r]) =>
            Object.entries(r.content ?? {}).map(([type, m]) => [`${status} ${type}`, m] as const),
          ),
        ];
        for (const [where, m] of media) {
          const withExamples = m as Media & { example?: unknown; examples?: unknown };
          if (withExamples.example === undefined && withExamples.examples === undefined) gaps.push(`${method} ${path}: ${where} example`);
        }
      }
    }
    expect(gaps).toEqual([]);
    expect(full.components.schemas.StatsUpload?.required).toEqual(expect.arrayContaining(['file', 'query']));
    expect(full.components.schemas.ImageUpload?.required).toEqual(expect.arrayContaining(['image', 'claim']));
    for (const path of ['/v1/health', '/registry/issuers.json', '/.well-known/jwks.json']) {
      expect((doc.paths[path]?.get as { security?: unknown } | undefined)?.security, path).toEqual([]);
    }
  });

  it('every operation has a unique operationId and its success status was exercised above', () => {
    const missing: string[] = [];
    const ids = new Map<string, string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.get(operation.operationId ?? ''), `${method} ${path}: operationId ${operation.operationId} used twice`).toBeUndefined();
        ids.set(operation.operationId ?? '', `${method} ${path}`);
        const successes = Object.keys(operation.responses).filter((s) => s.startsWith('2'));
        if (!successes.some((s) => covered.has(`${method} ${path} ${s}`)) && !covered.has(`${method} ${path} 503`)) {
          missing.push(`${method} ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
