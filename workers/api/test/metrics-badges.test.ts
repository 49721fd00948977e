import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiKey, bearer, call, env, newTenant, workerFetch } from './setup/harness.ts';

/** A small parser for the Prometheus text exposition format 0.0.4 (its grammar, strictly): every line must match. */
function parsePrometheus(text: string) {
  const samples: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  const types = new Map<string, string>();
  const sampleLine =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(?:,|(?=\})))*)\})?\s+([-+]?(?:\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|NaN|\+Inf|-Inf))(?:\s+-?\d+)?$/;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    const m = sampleLine.exec(line);
    if (!m) throw new Error(`not exposition format: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { samples, types };
}

async function waitForMetrics() {
  // Metrics are written in waitUntil; give the writes a moment to land.
  await new Promise((r) => setTimeout(r, 400));
}

describe('metrics', () => {
  it('counts requests per organization and shows only the own tenant', async () => {
    const a = await newTenant();
    const b = await newTenant();
    for (let i = 0; i < 3; i++) await call('GET', '/v1/logs', { headers: apiKey(a) });
    await call('GET', '/v1/logs', { headers: apiKey(b) });
    await waitForMetrics();
    const res = await call('GET', '/v1/metrics', { headers: bearer(a) });
    expect(res.status, res.text).toBe(200);
    expect(res.json.total_requests).toBeGreaterThanOrEqual(4);
    expect(Object.keys(res.json.tenants)).toEqual([a.orgId]);
    expect(res.json.tenants[a.orgId].requests).toBeGreaterThanOrEqual(3);
    expect(res.json.scope).toBe('organization');

    const org = await call('GET', `/v1/metrics/${a.orgId}`, { headers: apiKey(a) });
    expect(org.status).toBe(200);
    expect(org.json.by_route['GET /v1/logs']).toBe(3);
    expect(org.json.p95_latency_ms).toBeGreaterThanOrEqual(org.json.p50_latency_ms);
    expect((await call('GET', `/v1/metrics/${b.orgId}`, { headers: bearer(a) })).status).toBe(403);
  });

  it('lets platform operators see every tenant', async () => {
    const a = await newTenant();
    await call('GET', '/v1/logs', { headers: apiKey(a) });
    await waitForMetrics();
    const ctx = createExecutionContext();
    const res = await workerFetch(new Request('http://verdict.test/v1/metrics', { headers: bearer(a) }), { PLATFORM_ADMINS: a.email }, ctx);
    await waitOnExecutionContext(ctx);
    const body = (await res.json()) as { scope: string; tenants: Record<string, unknown> };
    expect(body.scope).toBe('platform');
    expect(Object.keys(body.tenants).length).toBeGreaterThan(1);
  });

  it('needs an owner or admin: 401 without credential, 403 for members', async () => {
    expect((await call('GET', '/v1/metrics')).status).toBe(401);
    expect((await call('GET', '/v1/metrics/prometheus')).status).toBe(401);
    const t = await newTenant();
    const orgId = Number(t.orgId);
    await env.DB.prepare(
      "INSERT INTO users (id, org_id, email, password_hash, role, status, created_at) VALUES ('usr_member_m', ?, 'member.m@example.com', 'x', 'member', 'active', '2026-01-01T00:00:00.000Z')",
    )
      .bind(orgId)
      .run();
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ org: orgId, role: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('usr_member_m')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode((env as unknown as { JWT_SECRET: string }).JWT_SECRET));
    const res = await call('GET', '/v1/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
    expect((await call('GET', '/v1/metrics/prometheus', { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
  });

  it('serves Prometheus text format that a strict parser accepts', async () => {
    const t = await newTenant();
    await call('GET', '/v1/logs', { headers: apiKey(t) });
    await call('GET', '/v1/logs?limit=0', { headers: apiKey(t) });
    await waitForMetrics();
    const res = await call('GET', '/v1/metrics/prometheus', { headers: bearer(t) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const { samples, types } = parsePrometheus(res.text);
    expect(types.get('verdict_requests_total')).toBe('counter');
    expect(types.get('verdict_request_duration_seconds')).toBe('histogram');
    const statuses = samples.filter((s) => s.name === 'verdict_requests_total').map((s) => s.labels.status);
    expect(statuses).toContain('200');
    expect(statuses).toContain('400');
    const buckets = samples.filter((s) => s.name === 'verdict_request_duration_seconds_bucket').map((s) => s.value);
    expect(buckets).toEqual([...buckets].sort((x, y) => x - y));
    const count = samples.find((s) => s.name === 'verdict_request_duration_seconds_count')!.value;
    expect(samples.find((s) => s.name === 'verdict_request_duration_seconds_bucket' && s.labels.le === '+Inf')!.value).toBe(count);
  });
});

describe('badges', () => {
  it('renders verified, status, engine and custom badges as SVG with cache headers', async () => {
    const t = await newTenant();
    for (const path of [
      '/v1/badge/verified',
      '/v1/badge/verified?verified=false',
      '/v1/badge/status/VERIFIED',
      '/v1/badge/engine/math',
      '/v1/badge/custom?label=build&message=passing&color=%2300ff00',
    ]) {
      const res = await call('GET', path, { headers: apiKey(t) });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
      expect(res.text.startsWith('<svg')).toBe(true);
    }
    const failed = await call('GET', '/v1/badge/verified?verified=false', { headers: apiKey(t) });
    expect(failed.text).toContain('failed');
  });

  it('escapes every text so injected markup stays text', async () => {
    const t = await newTenant();
    const res = await call(
      'GET',
      `/v1/badge/custom?label=${encodeURIComponent('<script>alert(1)</script>')}&message=${encodeURIComponent('"&\'')}`,
      { headers: apiKey(t) },
    );
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('&lt;script&gt;');
    const status = await call('GET', `/v1/badge/status/${encodeURIComponent('<img src=x onerror=1>')}`, { headers: apiKey(t) });
    expect(status.text).not.toContain('<img');
  });

  it('measures text so a longer message gives a wider badge', async () => {
    const t = await newTenant();
    const short = await call('GET', '/v1/badge/custom?message=ok', { headers: apiKey(t) });
    const long = await call('GET', '/v1/badge/custom?message=a%20much%20longer%20message', { headers: apiKey(t) });
    const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)![1]);
    expect(width(long.text)).toBeGreaterThan(width(short.text));
  });

  it('validates colors and requires a credential', async () => {
    const t = await newTenant();
    expect((await call('GET', '/v1/badge/custom?color=red', { headers: apiKey(t) })).status).toBe(400);
    expect((await call('GET', '/v1/badge/custom?color=%23GGGGGG', { headers: apiKey(t) })).status).toBe(400);
    expect((await call('GET', '/v1/badge/verified')).status).toBe(401);
  });
});
