import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKey, bearer, call, env, newTenant, PASSWORD, uniqueEmail, workerFetch } from './setup/harness.ts';

type LogLine = Record<string, unknown>;

/** Every console.log line written while `work` runs, parsed where it is JSON. */
async function captureLogs(work: () => Promise<unknown>): Promise<{ raw: string[]; lines: LogLine[] }> {
  const raw: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    raw.push(args.map(String).join(' '));
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  const lines: LogLine[] = [];
  for (const line of raw) {
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // not a structured line
    }
  }
  return { raw, lines };
}

const requestLines = (lines: LogLine[]) => lines.filter((l) => l.event === 'request');

const FIELDS = [
  'auth',
  'engine',
  'error_code',
  'event',
  'latency_ms',
  'level',
  'method',
  'org_id',
  'outcome',
  'request_id',
  'route',
  'status',
  'trace_id',
  'ts',
];

afterEach(() => vi.restoreAllMocks());

describe('request log', () => {
  it('writes one JSON line per request with id, organization, route pattern, engine, status, latency and outcome', async () => {
    const tenant = await newTenant();
    let requestId = '';
    const { lines, raw } = await captureLogs(async () => {
      const res = await call('POST', '/v1/verify/math', {
        headers: { ...apiKey(tenant), 'x-request-id': 'req-log-test-1' },
        body: { expression: '(zanzibar+1)^2 = zanzibar^2 + 2*zanzibar + 1' },
      });
      requestId = res.headers.get('x-request-id') ?? '';
    });
    const mine = requestLines(lines).filter((l) => l.request_id === requestId);
    expect(requestId).toBe('req-log-test-1');
    expect(mine).toHaveLength(1);
    const line = mine[0] ?? {};
    expect(Object.keys(line).sort((a, b) => a.localeCompare(b))).toEqual(FIELDS);
    expect(line).toMatchObject({
      level: 'info',
      method: 'POST',
      route: '/v1/verify/math',
      status: 200,
      org_id: Number(tenant.orgId),
      auth: 'api_key',
      engine: 'math',
      error_code: null,
    });
    expect(typeof line.outcome).toBe('string');
    expect(typeof line.latency_ms).toBe('number');
    expect(line.latency_ms as number).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(Date.parse(String(line.ts)))).toBe(false);
    // Neither the credential nor the claim appears in anything the request logged.
    for (const text of raw) {
      expect(text).not.toContain(tenant.apiKey);
      expect(text).not.toContain('zanzibar');
    }
  });

  it('logs refusals with their error code and the route pattern, never the path with ids or the query string', async () => {
    const tenant = await newTenant();
    const { lines, raw } = await captureLogs(async () => {
      await call('GET', '/v1/verify/batch/job_secretish123?token=abc-query-secret', { headers: apiKey(tenant) });
      await call('POST', '/v1/verify/math', { body: { expression: '1+1' } });
      await call('GET', '/v1/no-such-route');
    });
    const found = requestLines(lines);
    const batch = found.find((l) => l.route === '/v1/verify/batch/:job_id');
    expect(batch).toMatchObject({ status: 404, level: 'warn', error_code: expect.any(String), org_id: Number(tenant.orgId) });
    expect(found.find((l) => l.route === '/v1/verify/math')).toMatchObject({ status: 401, auth: 'none', org_id: null });
    expect(found.some((l) => l.route === 'unmatched' && l.status === 404)).toBe(true);
    for (const text of raw) {
      expect(text).not.toContain('job_secretish123');
      expect(text).not.toContain('abc-query-secret');
    }
  });

  it('logs agent requests as auth "agent", with the engine and the outcome, blocked ones included', async () => {
    const tenant = await newTenant();
    const registered = await call('POST', '/v1/agents/register', {
      headers: apiKey(tenant),
      body: { name: 'logged', max_cost_per_day: 0.01 },
    });
    const agent = registered.json as { agent_id: number; agent_token: string };
    const headers = { 'x-agent-token': agent.agent_token };
    const step = (n: number) => ({ conversation_id: 'log', step_number: n });
    const { lines, raw } = await captureLogs(async () => {
      await call('POST', `/v1/agents/${agent.agent_id}/verify`, { headers, body: { query: '2+2=4', engine: 'math', context: step(1) } });
      await call('POST', `/v1/agents/${agent.agent_id}/verify`, { headers, body: { query: '3+3=6', engine: 'math', context: step(2) } });
      await call('POST', `/v1/agents/${agent.agent_id}/tools/run_sql`, {
        headers,
        body: { tool_params: { query: 'DROP TABLE users', dialect: 'sqlite' } },
      });
    });
    const found = requestLines(lines).filter((l) => String(l.route).startsWith('/v1/agents/:agent_id'));
    expect(found.map((l) => ({ route: l.route, status: l.status, auth: l.auth, engine: l.engine, outcome: l.outcome }))).toEqual([
      { route: '/v1/agents/:agent_id/verify', status: 200, auth: 'agent', engine: 'math', outcome: 'verified' },
      { route: '/v1/agents/:agent_id/verify', status: 403, auth: 'agent', engine: 'math', outcome: 'blocked' },
      { route: '/v1/agents/:agent_id/tools/:tool_name', status: 200, auth: 'agent', engine: null, outcome: 'blocked' },
    ]);
    expect(found.every((l) => l.org_id === Number(tenant.orgId))).toBe(true);
    for (const text of raw) expect(text).not.toContain(agent.agent_token);
  });

  it('never logs passwords or tokens on the account routes', async () => {
    const email = uniqueEmail('logs');
    const { raw } = await captureLogs(async () => {
      const signup = await call('POST', '/v1/auth/signup', { body: { email, password: PASSWORD, organization_name: 'Logs' } });
      await call('GET', '/v1/auth/me', { headers: bearer({ token: signup.json.access_token }) });
      await call('POST', '/v1/auth/signin', { body: { email, password: 'wrong password entirely' } });
    });
    expect(raw.length).toBeGreaterThanOrEqual(3);
    for (const text of raw) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('wrong password entirely');
      expect(text).not.toContain('eyJ');
    }
  });

  it('adds the JSON body, credentials removed, only with LOG_REQUEST_BODIES outside production', async () => {
    const body = { email: 'debug@example.com', password: 'hunter2-hunter2', organization_name: 'Debug' };
    const send = async (overrides: Record<string, unknown>) => {
      const ctx = createExecutionContext();
      await workerFetch(
        new Request('http://verdict.test/v1/auth/signin', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        overrides,
        ctx,
      );
      await waitOnExecutionContext(ctx);
    };
    const debug = await captureLogs(() => send({ LOG_REQUEST_BODIES: 'true' }));
    const line = requestLines(debug.lines).find((l) => l.route === '/v1/auth/signin');
    expect(line?.body).toEqual({ email: 'debug@example.com', password: '[removed]', organization_name: 'Debug' });
    for (const text of debug.raw) expect(text).not.toContain('hunter2');

    const production = await captureLogs(() => send({ LOG_REQUEST_BODIES: 'true', ENVIRONMENT: 'production' }));
    const quiet = requestLines(production.lines).find((l) => l.route === '/v1/auth/signin');
    expect(quiet).toBeDefined();
    expect(quiet).not.toHaveProperty('body');
    for (const text of production.raw) expect(text).not.toContain('debug@example.com');
  });
});

describe('traces', () => {
  it('are exported to the configured OTLP endpoint, with the request log carrying the trace id', async () => {
    const exported: { url: string; body: { resourceSpans?: { scopeSpans?: { spans: unknown[] }[] }[] }; headers: Headers }[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://collector.test/')) return original(input, init);
      exported.push({ url: request.url, body: await request.json<(typeof exported)[number]['body']>(), headers: request.headers });
      return new Response('{}', { status: 200 });
    });
    const { lines } = await captureLogs(async () => {
      const ctx = createExecutionContext();
      const response = await workerFetch(
        new Request('http://verdict.test/v1/health/ready'),
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.test', OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20otel' },
        ctx,
      );
      await response.text();
      await waitOnExecutionContext(ctx);
    });
    expect(exported).toHaveLength(1);
    expect(exported[0]?.url).toBe('https://collector.test/v1/traces');
    expect(exported[0]?.headers.get('authorization')).toBe('Bearer otel');
    const spans = (exported[0]?.body.resourceSpans?.[0]?.scopeSpans ?? []).flatMap((s) => s.spans) as {
      name: string;
      traceId: string;
    }[];
    expect(spans.map((s) => s.name)).toContain('GET /v1/health/ready');
    // Readiness touched D1, a Durable Object and KV: each call is a child span of the request.
    expect(spans.length).toBeGreaterThanOrEqual(4);
    const line = requestLines(lines).find((l) => l.route === '/v1/health/ready');
    expect(line?.trace_id).toBe(spans[0]?.traceId);
  });

  it('traces every sandbox call as a span under its engine span, and sends its traceparent to the sandbox', async () => {
    const tenant = await newTenant();
    const exported: { name: string; spanId: string; parentSpanId?: string; traceId: string }[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://collector.test/')) return original(input, init);
      const body = await request.json<{ resourceSpans: { scopeSpans: { spans: typeof exported }[] }[] }>();
      exported.push(...body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((x) => x.spans)));
      return new Response('{}', { status: 200 });
    });
    // The sandbox Worker, recording the traceparent of each call it receives.
    const received: { path: string; traceparent: string | null }[] = [];
    const sandbox = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        received.push({ path: new URL(request.url).pathname, traceparent: request.headers.get('traceparent') });
        return env.SANDBOX?.fetch(request) ?? new Response(null, { status: 503 });
      },
    };
    const requests: Array<{ path: string; body: unknown; engine: string }> = [
      { path: '/v1/verify/code', body: { code: 'const a = 1;\n', language: 'javascript' }, engine: 'code' },
      { path: '/v1/verify/consensus', body: { query: '2+3', verification_mode: 'high' }, engine: 'consensus' },
      {
        path: '/v1/verify/sql',
        body: { query: 'SELECT 1', schema_ddl: 'CREATE TABLE t (a INT);', dialect: 'postgresql' },
        engine: 'sql',
      },
    ];
    await captureLogs(async () => {
      for (const r of requests) {
        const ctx = createExecutionContext();
        const response = await workerFetch(
          new Request(`http://verdict.test${r.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...apiKey(tenant) },
            body: JSON.stringify(r.body),
          }),
          { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.test', SANDBOX: sandbox },
          ctx,
        );
        expect(response.status, r.path).toBe(200);
        await response.text();
        await waitOnExecutionContext(ctx);
      }
    });
    expect(received.map((r) => r.path)).toEqual(['/code/verify', '/run', '/sql/verify']);
    for (const [i, r] of requests.entries()) {
      const engine = exported.find((s) => s.name === `engine ${r.engine}`);
      const call = exported.filter((s) => s.name === `sandbox ${received[i]?.path}` && s.parentSpanId === engine?.spanId);
      expect(call, r.path).toHaveLength(1);
      // The sandbox got the W3C traceparent of that very span.
      expect(received[i]?.traceparent).toBe(`00-${call[0]?.traceId}-${call[0]?.spanId}-01`);
    }
  });

  it('read request → engine → D1 / Durable Object calls for a verification', async () => {
    const tenant = await newTenant();
    const exported: { spans: { name: string; spanId: string; parentSpanId?: string }[] }[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://collector.test/')) return original(input, init);
      const body = await request.json<{ resourceSpans: { scopeSpans: { spans: (typeof exported)[number]['spans'] }[] }[] }>();
      exported.push({ spans: body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)) });
      return new Response('{}', { status: 200 });
    });
    await captureLogs(async () => {
      const ctx = createExecutionContext();
      const response = await workerFetch(
        new Request('http://verdict.test/v1/verify/math', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...apiKey(tenant) },
          body: JSON.stringify({ expression: '2*(3+4) = 14' }),
        }),
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.test' },
        ctx,
      );
      expect(response.status).toBe(200);
      await response.text();
      await waitOnExecutionContext(ctx);
    });
    const spans = exported.flatMap((e) => e.spans);
    const root = spans.find((s) => s.name === 'POST /v1/verify/math');
    const engine = spans.find((s) => s.name === 'engine math');
    expect(root).toBeDefined();
    expect(engine?.parentSpanId).toBe(root?.spanId);
    // The audit append (a Durable Object RPC) happens inside the engine's route, so it is the engine span's child.
    expect(spans.filter((s) => s.parentSpanId === engine?.spanId).length).toBeGreaterThan(0);
  });
});
