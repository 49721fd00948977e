import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiKey, bearer, env, newTenant, workerFetch } from './setup/harness.ts';

/**
 * Storage round trips of one request, counted at the bindings: what happens before the response (the request path)
 * and what is deferred (waitUntil). Regression: an API-key verification made a D1 key lookup, a rate-limiter call, an
 * awaited audit append, and three separate deferred D1 writes (last_used_at, log, metric).
 */
type Call = { binding: string; method: string; phase: 'request' | 'deferred' };

function counted(calls: Call[], phase: { now: 'request' | 'deferred' }) {
  const stub = (binding: string, target: object) =>
    new Proxy(target, {
      get(object, prop) {
        const member = Reflect.get(object, prop);
        if (typeof prop !== 'string' || prop === 'then' || typeof member !== 'function') return member;
        return (...args: unknown[]) => {
          calls.push({ binding, method: prop, phase: phase.now });
          return Reflect.apply(member, object, args);
        };
      },
    });
  const namespace = <T extends object>(binding: string, ns: T): T =>
    new Proxy(ns, {
      get(object, prop) {
        const member = Reflect.get(object, prop);
        if (prop === 'getByName' || prop === 'get')
          return (...args: unknown[]) => stub(binding, Reflect.apply(member as (...a: unknown[]) => object, object, args));
        return typeof member === 'function' ? member.bind(object) : member;
      },
    });
  const d1 = new Proxy(env.DB, {
    get(object, prop) {
      const member = Reflect.get(object, prop);
      if (prop === 'batch')
        return (statements: D1PreparedStatement[]) => (
          calls.push({ binding: 'DB', method: 'batch', phase: phase.now }), object.batch(statements)
        );
      if (prop === 'prepare')
        return (query: string) => {
          const statement = object.prepare(query);
          return new Proxy(statement, {
            get(s, p) {
              const m = Reflect.get(s, p);
              if (p === 'bind')
                return (...args: unknown[]) => {
                  const bound = statement.bind(...args);
                  return new Proxy(bound, {
                    get(b, q) {
                      const n = Reflect.get(b, q);
                      if (q === 'all' || q === 'run' || q === 'first' || q === 'raw')
                        return (...a: unknown[]) => (
                          calls.push({ binding: 'DB', method: String(q), phase: phase.now }), Reflect.apply(n, b, a)
                        );
                      return typeof n === 'function' ? n.bind(b) : n;
                    },
                  });
                };
              return typeof m === 'function' ? m.bind(s) : m;
            },
          });
        };
      return typeof member === 'function' ? member.bind(object) : member;
    },
  });
  return {
    DB: d1,
    ISSUERS: stub('KV', env.ISSUERS),
    RATE_LIMITER: namespace('RATE_LIMITER', env.RATE_LIMITER),
    AUDIT_LEDGER: namespace('AUDIT_LEDGER', env.AUDIT_LEDGER),
    AUTH_THROTTLE: namespace('AUTH_THROTTLE', env.AUTH_THROTTLE),
  };
}

async function trace(request: Request) {
  const calls: Call[] = [];
  const phase = { now: 'request' as 'request' | 'deferred' };
  const ctx = createExecutionContext();
  const response = await workerFetch(request, counted(calls, phase), ctx);
  await response.arrayBuffer();
  phase.now = 'deferred';
  await waitOnExecutionContext(ctx);
  // The deferred flush runs beside the request (waitUntil, started when the first row is queued), so a slow request may
  // see it begin before the response: it is told apart by what it is (the only D1 batch), not by when it ran.
  const isFlush = (c: Call) => c.binding === 'DB' && c.method === 'batch';
  const summary = (p: Call['phase']) => calls.filter((c) => c.phase === p && !isFlush(c)).map((c) => `${c.binding}.${c.method}`);
  return {
    status: response.status,
    request: summary('request'),
    deferred: [...summary('deferred'), ...calls.filter(isFlush).map(() => 'DB.batch')],
  };
}

const math = (headers: Record<string, string>, body: unknown = { expression: '2+2' }) =>
  new Request('http://verdict.test/v1/verify/math', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('round trips on the request path', () => {
  it('an API-key verification: one gate call (auth + rate limit) before the engine, one audit append after; one deferred D1 batch', async () => {
    const t = await newTenant();
    await trace(math(apiKey(t))); // first use: the gate reads the key record from D1 once and keeps it
    const { status, request, deferred } = await trace(math(apiKey(t)));
    expect(status).toBe(200);
    expect(request).toEqual(['RATE_LIMITER.authorize', 'AUDIT_LEDGER.append']);
    expect(deferred).toEqual(['DB.batch']);
  });

  it('a bearer verification: the user row and the limiter before the engine', async () => {
    const t = await newTenant();
    const { status, request } = await trace(math(bearer(t)));
    expect(status).toBe(200);
    expect(request).toEqual(['DB.raw', 'RATE_LIMITER.take', 'AUDIT_LEDGER.append']);
  });

  it('with an attestation: no KV read once the isolate has the registry; the record, then one ledger call for both audit entries', async () => {
    const t = await newTenant();
    const attested = { expression: '2+2', options: { include_attestation: true } };
    await trace(math(apiKey(t), attested));
    const { status, request } = await trace(math(apiKey(t), attested));
    expect(status).toBe(200);
    expect(request).toEqual(['RATE_LIMITER.authorize', 'DB.run', 'AUDIT_LEDGER.appendMany']);
  });

  it('concurrent requests share one deferred D1 batch', async () => {
    const t = await newTenant();
    await trace(math(apiKey(t)));
    const calls: Call[] = [];
    const phase = { now: 'request' as 'request' | 'deferred' };
    const bindings = counted(calls, phase);
    const contexts = Array.from({ length: 10 }, () => createExecutionContext());
    const responses = await Promise.all(contexts.map((ctx) => workerFetch(math(apiKey(t)), bindings, ctx)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    phase.now = 'deferred';
    await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)));
    const batches = calls.filter((c) => c.phase === 'deferred' && c.method === 'batch').length;
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThan(10);
  });
});
