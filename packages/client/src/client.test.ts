import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { VerdictClient } from './client.ts';
import { VerdictApiError, VerdictNetworkError } from './errors.ts';
import type { MathResult, VerdictResponse } from './index.ts';
import { sendJson, sendProblem, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const client = (extra: Partial<ConstructorParameters<typeof VerdictClient>[0]> = {}) =>
  new VerdictClient({ baseUrl: server.baseUrl, apiKey: 'svc_test_key_123456', ...extra });
const last = () => server.requests[server.requests.length - 1]!;

describe('requests and the response envelope', () => {
  it('health goes to /v1/health without credentials', async () => {
    server.route('GET', '/v1/health', (_req, res) =>
      sendJson(res, 200, { status: 'healthy', service: 'verdict', version: '5.0.0', timestamp: 't' }, { 'x-request-id': 'r-1' }),
    );
    const r = await client({ bearerToken: 'a.b.c' }).health();
    expect(r).toMatchObject({ status: 200, requestId: 'r-1', attestation: null, data: { status: 'healthy', version: '5.0.0' } });
    expect(last().headers['x-api-key']).toBeUndefined();
    expect(last().headers.authorization).toBeUndefined();
  });

  it('sends JSON with the API key and surfaces Service-Attestation and X-Request-Id', async () => {
    server.route('POST', '/v1/verify/math', (req, res) =>
      sendJson(
        res,
        200,
        { is_valid: true, result: true, attestation: 'h.p.s' },
        { 'service-attestation': 'h.p.s', 'x-request-id': String(req.headers['x-request-id']) },
      ),
    );
    const r = await client().verify.math({ expression: '2+2=4', options: { include_attestation: true } }, { requestId: 'mine-42' });
    expectTypeOf(r).toEqualTypeOf<VerdictResponse<MathResult>>();
    expectTypeOf(r.data.is_valid).toEqualTypeOf<boolean>();
    expect(r).toMatchObject({ status: 200, attestation: 'h.p.s', requestId: 'mine-42', data: { is_valid: true } });
    const req = last();
    expect(req.url).toBe('/v1/verify/math');
    expect(req.headers['x-api-key']).toBe('svc_test_key_123456');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body.toString())).toEqual({ expression: '2+2=4', options: { include_attestation: true } });
  });

  it('normalises a base URL that already ends in /v1/', async () => {
    await new VerdictClient({ baseUrl: `${server.baseUrl}/v1/`, apiKey: null }).health();
    expect(last().url).toBe('/v1/health');
  });

  it('sends the bearer token, encodes path segments and drops undefined query values', async () => {
    server.route('GET', '/v1/audit/logs/a%2Fb', (_req, res) => sendJson(res, 200, { id: 'a/b' }));
    await client({ bearerToken: 'x.y.z' }).audit.log('a/b');
    expect(last().url).toBe('/v1/audit/logs/a%2Fb');
    expect(last().headers.authorization).toBe('Bearer x.y.z');
    server.route('GET', '/v1/logs', (_req, res) => sendJson(res, 200, { logs: [] }));
    await client().logs.list();
    expect(last().url).toBe('/v1/logs');
  });

  it('takes SERVICE_API_KEY from the environment by default, and apiKey: null turns it off', async () => {
    const before = process.env.SERVICE_API_KEY;
    process.env.SERVICE_API_KEY = 'svc_from_env_abcdefgh';
    try {
      server.route('GET', '/v1/agents', (_req, res) => sendJson(res, 200, { agents: [] }));
      await new VerdictClient({ baseUrl: server.baseUrl }).agents.list();
      expect(last().headers['x-api-key']).toBe('svc_from_env_abcdefgh');
      await new VerdictClient({ baseUrl: server.baseUrl, apiKey: null }).agents.list();
      expect(last().headers['x-api-key']).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.SERVICE_API_KEY;
      else process.env.SERVICE_API_KEY = before;
    }
  });

  it('agent calls send only X-Agent-Token (per-call token wins over the client default)', async () => {
    server.route('POST', '/v1/agents/7/verify', (_req, res) => sendJson(res, 200, { agent_id: 7, verified: true }));
    await client({ agentToken: 'svc_agent_default' }).agents.verify(
      7,
      { query: 'q', context: { conversation_id: 'c', step_number: 1 } },
      { agentToken: 'svc_agent_call' },
    );
    expect(last().headers['x-agent-token']).toBe('svc_agent_call');
    expect(last().headers['x-api-key']).toBeUndefined();
    server.route('GET', '/v1/agents/7/activity', (_req, res) => sendJson(res, 200, { activities: [] }));
    await client({ agentToken: 'svc_agent_default' }).agents.activity(7, { limit: 5 });
    expect(last().url).toBe('/v1/agents/7/activity?limit=5');
    expect(last().headers['x-agent-token']).toBe('svc_agent_default');
  });

  it('batch sends Idempotency-Key and async, and reports 202', async () => {
    server.route('POST', '/v1/verify/batch', (_req, res) => sendJson(res, 202, { job_id: 'j1', status: 'queued', results: [] }));
    const r = await client().verify.batch([{ query: '1+1', type: 'math' }], { idempotencyKey: 'idem-1', async: true });
    expect(r.status).toBe(202);
    expect(last().headers['idempotency-key']).toBe('idem-1');
    expect(JSON.parse(last().body.toString())).toEqual({ items: [{ query: '1+1', type: 'math' }], async: true });
  });

  it('waitForBatch polls until the job completes', async () => {
    let polls = 0;
    server.route('GET', '/v1/verify/batch/j2', (_req, res) =>
      sendJson(res, 200, { job_id: 'j2', status: ++polls < 3 ? 'processing' : 'completed', results: [] }),
    );
    const r = await client().verify.waitForBatch('j2', { intervalMs: 5 });
    expect(r.data.status).toBe('completed');
    expect(polls).toBe(3);
  });

  it('iterates audit logs across pages with next_cursor', async () => {
    server.route('GET', '/v1/audit/logs', (req, res) => {
      const cursor = new URL(req.url, 'http://x').searchParams.get('cursor');
      const page = cursor === null ? { items: [{ id: 'a' }, { id: 'b' }], next_cursor: '2' } : { items: [{ id: 'c' }], next_cursor: null };
      sendJson(res, 200, { ...page, limit: 2 });
    });
    const ids: string[] = [];
    for await (const entry of client({ bearerToken: 'x.y.z' }).audit.iterateLogs({ status: 'verified' })) ids.push(entry.id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/v1/audit/logs?limit=200&status=verified',
      '/v1/audit/logs?limit=200&status=verified&cursor=2',
    ]);
  });

  it('attestation.get negotiates JWT, decoded and record forms', async () => {
    server.route('GET', '/v1/attestation/att-1', (req, res) => {
      const accept = String(req.headers.accept);
      if (accept.includes('+jwt'))
        return void (res.writeHead(200, { 'content-type': 'application/service-attestation+jwt' }), res.end('h.p.s\n'));
      if (accept.includes('+json'))
        return sendJson(
          res,
          200,
          { header: { typ: 'x' }, payload: {}, signature: 's' },
          { 'content-type': 'application/service-attestation+json' },
        );
      sendJson(res, 200, { id: 'att-1', jwt: 'h.p.s' });
    });
    const api = client().attestation;
    expect((await api.get('att-1', { accept: 'jwt' })).data).toBe('h.p.s');
    expect(last().headers.accept).toBe('application/service-attestation+jwt');
    expect((await api.get('att-1', { accept: 'decoded' })).data.header).toEqual({ typ: 'x' });
    expect((await api.get('att-1')).data.id).toBe('att-1');
  });

  it('badges and CSV exports resolve to text', async () => {
    server.route(
      'GET',
      '/v1/badge/custom',
      (_req, res) => void (res.writeHead(200, { 'content-type': 'image/svg+xml' }), res.end('<svg/>')),
    );
    const r = await client().badges.custom({ label: 'QWED', color: '#00ff00', logo: false });
    expect(r.data).toBe('<svg/>');
    expect(last().url).toBe('/v1/badge/custom?label=QWED&color=%2300ff00&logo=false');
  });
});

describe('multipart uploads', () => {
  it('stats sends parts file (CSV text as a file) and query', async () => {
    server.route('POST', '/v1/verify/stats', (_req, res) => sendJson(res, 200, { status: 'SUCCESS', computed_value: 2, message: 'ok' }));
    await client().verify.stats({ file: 'a,b\n1,2\n3,4\n', query: 'mean of a' });
    const req = last();
    const boundary = /boundary=(.+)$/.exec(String(req.headers['content-type']))?.[1];
    expect(String(req.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const body = req.body.toString();
    expect(body).toContain(`--${boundary}`);
    expect(body).toMatch(
      /Content-Disposition: form-data; name="file"; filename="data.csv"\r\nContent-Type: text\/csv\r\n\r\na,b\n1,2\n3,4\n\r\n/,
    );
    expect(body).toMatch(/Content-Disposition: form-data; name="query"\r\n\r\nmean of a\r\n/);
  });

  it('image sends the Blob with a filename from its type, and the claim', async () => {
    server.route('POST', '/v1/verify/image', (_req, res) =>
      sendJson(res, 200, { verdict: 'SUPPORTED', confidence: 1, reasoning: 'r', methods_used: [] }),
    );
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await client().verify.image({ image: png, claim: 'The image is 1x1' });
    const body = last().body.toString('latin1');
    expect(body).toMatch(/name="image"; filename="image.png"\r\nContent-Type: image\/png\r\n\r\n\x89PNG\r\n/);
    expect(body).toMatch(/name="claim"\r\n\r\nThe image is 1x1\r\n/);
  });
});

describe('errors', () => {
  it('turns an RFC 9457 problem into VerdictApiError', async () => {
    server.route('POST', '/v1/verify/sql', (_req, res) => sendProblem(res, 400, 'VALIDATION_ERROR', 'body.schema_ddl: Required', 'req-9'));
    const err = await client()
      .verify.sql({ query: 'SELECT 1', schema_ddl: '' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VerdictApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', detail: 'body.schema_ddl: Required', requestId: 'req-9' });
    expect((err as VerdictApiError).problem?.type).toBe('urn:verdict:problem:validation_error');
  });

  it('keeps Retry-After of a 429', async () => {
    server.route('POST', '/v1/verify/fact', (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/problem+json', 'retry-after': '17' });
      res.end(JSON.stringify({ type: 't', title: 'Too Many Requests', status: 429, detail: 'slow down', code: 'RATE_LIMITED' }));
    });
    const err = (await client()
      .verify.fact({ claim: 'c', context: 'x' })
      .catch((e: unknown) => e)) as VerdictApiError;
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 17, requestId: null });
  });

  it('maps the spec body of a blocked logic query (403, not a problem) to code BLOCKED', async () => {
    server.route('POST', '/v1/verify/logic', (_req, res) =>
      sendJson(res, 403, { status: 'BLOCKED', error: 'Blocked by security policy', provider_used: 'local' }),
    );
    const err = (await client()
      .verify.logic({ query: '(and a b)' })
      .catch((e: unknown) => e)) as VerdictApiError;
    expect(err).toMatchObject({ status: 403, code: 'BLOCKED', detail: 'Blocked by security policy' });
    expect(err.problem).toBeNull();
    expect(err.body).toMatchObject({ provider_used: 'local' });
  });

  it('a 2xx body that is not JSON is INVALID_RESPONSE', async () => {
    server.route('GET', '/v1/metrics', (_req, res) => void (res.writeHead(200, { 'content-type': 'text/html' }), res.end('<html>')));
    await expect(client().metrics.global()).rejects.toMatchObject({ name: 'VerdictApiError', code: 'INVALID_RESPONSE' });
  });

  it('times out when the server does not answer (kind timeout)', async () => {
    server.route('POST', '/v1/verify/consensus', () => undefined);
    const started = Date.now();
    const err = await client({ timeoutMs: 150 })
      .verify.consensus({ query: '2+2' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VerdictNetworkError);
    expect(err).toMatchObject({ kind: 'timeout', method: 'POST' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('the timeout also covers a body that stalls after the headers', async () => {
    server.route('GET', '/v1/metrics/prometheus', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('# partial');
    });
    await expect(client({ timeoutMs: 150 }).metrics.prometheus()).rejects.toMatchObject({ name: 'VerdictNetworkError', kind: 'timeout' });
  });

  it('reports an aborted call as kind aborted and a refused connection as kind network', async () => {
    server.route('POST', '/v1/verify/process', () => undefined);
    const controller = new AbortController();
    const pending = client().verify.process({ trace: 't' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'VerdictNetworkError', kind: 'aborted' });

    const closed = await startTestServer();
    await closed.close();
    await expect(new VerdictClient({ baseUrl: closed.baseUrl, apiKey: null }).health()).rejects.toMatchObject({
      name: 'VerdictNetworkError',
      kind: 'network',
    });
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => new VerdictClient({ baseUrl: 'localhost:8787' })).toThrow(TypeError);
  });
});
