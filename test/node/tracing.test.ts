import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { tracedBindings } from '../../workers/api/src/lib/traced-bindings.ts';
import {
  annotateRoot,
  exportTrace,
  otlpPayload,
  outgoingTraceparent,
  runTraced,
  startTrace,
  type Trace,
  tracingConfig,
  withSpan,
} from '../../workers/api/src/lib/tracing.ts';

const config = { endpoint: 'http://collector', headers: {}, serviceName: 'verdict-api', ratio: 1 };

function traced(trace: Trace, work: () => Promise<unknown>) {
  const root = trace.start('GET /x', 2, null);
  return runTraced(trace, root, work).then(() => root);
}

describe('tracing configuration', () => {
  it('is off without an endpoint and reads the standard variables', () => {
    expect(tracingConfig({})).toBeNull();
    expect(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toBeNull();
    expect(
      tracingConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com/',
        OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Bearer%20abc, x-team = ops',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }),
    ).toEqual({
      endpoint: 'https://otel.example.com',
      headers: { authorization: 'Bearer abc', 'x-team': 'ops' },
      serviceName: 'verdict-api',
      ratio: 0.25,
    });
  });

  it('continues a sampled traceparent, drops an unsampled one, and samples by ratio otherwise', () => {
    const parent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const trace = startTrace(parent, config);
    expect(trace?.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(trace?.remoteParent).toBe('b7ad6b7169203331');
    expect(startTrace(parent.replace(/-01$/, '-00'), config)).toBeNull();
    expect(startTrace('garbage', config)?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(startTrace(null, { ...config, ratio: 0 })).toBeNull();
  });
});

describe('spans', () => {
  it('nest through awaits, carry attributes, and mark failures', async () => {
    const trace = startTrace(null, config);
    if (!trace) throw new Error('not sampled');
    const root = await traced(trace, async () => {
      annotateRoot({ 'http.route': '/v1/verify/stats', 'verdict.org_id': 7, ignored: null });
      await withSpan('engine stats', 1, { 'verdict.engine': 'stats' }, async () => {
        await new Promise((r) => setTimeout(r, 5));
        expect(outgoingTraceparent()).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
        await withSpan('sandbox /run', 3, {}, async () => 'ok');
        await expect(withSpan('d1 select', 3, {}, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      });
    });
    const [, engine, sandbox, d1] = trace.spans;
    expect(root.attributes).toMatchObject({ 'http.route': '/v1/verify/stats', 'verdict.org_id': 7 });
    expect(root.attributes).not.toHaveProperty('ignored');
    expect(engine?.parentSpanId).toBe(root.spanId);
    expect(sandbox?.parentSpanId).toBe(engine?.spanId);
    expect(d1).toMatchObject({ parentSpanId: engine?.spanId, error: true });
    expect(await withSpan('untraced', 1, {}, async () => 42)).toBe(42);
    expect(outgoingTraceparent()).toBeNull();
  });

  it('encodes OTLP/JSON: hex ids, nanosecond strings, typed attributes, status', () => {
    const trace = startTrace(null, config);
    if (!trace) throw new Error('not sampled');
    const span = trace.start('GET /v1/health', 2, null, { 'http.response.status_code': 200, ratio: 0.5, ok: true, route: '/v1/health' });
    span.endMs = span.startMs + 3;
    const payload = otlpPayload(trace, { 'service.name': 'verdict-api' });
    const [encoded] = payload.resourceSpans[0]?.scopeSpans[0]?.spans ?? [];
    expect(payload.resourceSpans[0]?.resource.attributes).toEqual([{ key: 'service.name', value: { stringValue: 'verdict-api' } }]);
    expect(encoded).toMatchObject({ traceId: trace.traceId, spanId: span.spanId, kind: 2, status: { code: 1 } });
    expect(encoded).not.toHaveProperty('parentSpanId');
    expect(BigInt(encoded?.endTimeUnixNano ?? '0') - BigInt(encoded?.startTimeUnixNano ?? '0')).toBe(3_000_000n);
    expect(encoded?.attributes).toEqual([
      { key: 'http.response.status_code', value: { intValue: '200' } },
      { key: 'ratio', value: { doubleValue: 0.5 } },
      { key: 'ok', value: { boolValue: true } },
      { key: 'route', value: { stringValue: '/v1/health' } },
    ]);
  });
});

describe('export to a collector', () => {
  it('POSTs one OTLP/JSON request to <endpoint>/v1/traces with the configured headers, and survives a dead collector', async () => {
    const received: Array<{ url: string; headers: Record<string, unknown>; body: string }> = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => {
        body += d.toString();
      });
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const address = collector.address();
    const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const trace = startTrace(null, config);
    if (!trace) throw new Error('not sampled');
    await traced(trace, async () => withSpan('do RATE_LIMITER.take', 3, {}, async () => undefined));
    await exportTrace({ ...config, endpoint, headers: { authorization: 'Bearer t' } }, trace, { 'service.name': 'verdict-api' });
    collector.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/v1/traces');
    expect(received[0]?.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json' });
    expect(JSON.parse(received[0]?.body ?? '{}').resourceSpans[0].scopeSpans[0].spans).toHaveLength(2);
    await expect(exportTrace({ ...config, endpoint: 'http://127.0.0.1:9' }, trace, {})).resolves.toBeUndefined();
  });
});

describe('traced bindings', () => {
  it('wraps D1, Durable Object stubs, KV and queues by shape and records only the operation', async () => {
    const calls: string[] = [];
    const statement = {
      bind: (...args: unknown[]) => {
        calls.push(`bind ${args.length}`);
        return statement;
      },
      first: async () => ({ ok: 1 }),
      all: async () => ({ results: [] }),
      run: async () => ({}),
      raw: async () => [],
    };
    const env = {
      DB: {
        prepare: (q: string) => (calls.push(`prepare ${q}`), statement),
        batch: async (s: unknown[]) => s.map(() => ({})),
        exec: async () => ({}),
      },
      LEDGER: {
        idFromName: () => 'id',
        get: () => ({ append: async (x: number) => x + 1 }),
        getByName: (_name: string) => ({ append: async (x: number) => x + 1 }),
      },
      ISSUERS: {
        get: async (_key: string) => null,
        getWithMetadata: async () => null,
        put: async () => undefined,
        list: async () => ({ keys: [] }),
        delete: async () => undefined,
      },
      QUEUE: { send: async (_body: unknown) => undefined, sendBatch: async (_bodies: unknown[]) => undefined },
      NODE_ID: 'n1',
    };
    const wrapped = tracedBindings(env);
    expect(tracedBindings(env)).toBe(wrapped);
    expect(wrapped.NODE_ID).toBe('n1');
    const trace = startTrace(null, config);
    if (!trace) throw new Error('not sampled');
    await traced(trace, async () => {
      await wrapped.DB.prepare('SELECT * FROM users WHERE id = ?').bind(1).first();
      await wrapped.DB.batch([wrapped.DB.prepare('INSERT INTO t VALUES (1)'), wrapped.DB.prepare('DELETE FROM t')]);
      expect(await wrapped.LEDGER.getByName('org:1').append(1)).toBe(2);
      await wrapped.ISSUERS.get('k');
      await wrapped.QUEUE.sendBatch([]);
    });
    expect(trace.spans.map((s) => s.name)).toEqual(['GET /x', 'd1 select', 'd1 batch', 'do LEDGER.append', 'kv get', 'queue sendBatch']);
    expect(trace.spans.find((s) => s.name === 'd1 batch')?.attributes['db.operation.batch.size']).toBe(2);
    expect(JSON.stringify(trace.spans)).not.toContain('users WHERE');
    expect(calls).toContain('bind 1');
  });
});
