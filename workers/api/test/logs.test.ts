import { describe, expect, it } from 'vitest';
import { apiKey, bearer, call, env, newTenant } from './setup/harness.ts';

async function seedLogs(orgId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await env.DB.prepare(
      'INSERT INTO verification_logs (org_id, query, is_verified, domain, status, latency_ms, is_test, created_at) VALUES (?, ?, ?, ?, ?, 1, 0, ?)',
    )
      .bind(Number(orgId), `2+${i}`, i % 2, 'MATH', 'VERIFIED', new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString())
      .run();
  }
}

describe('GET /v1/logs', () => {
  it('returns the most recent first, default limit 10, org-scoped', async () => {
    const a = await newTenant({ name: 'Logs A' });
    const b = await newTenant({ name: 'Logs B' });
    await seedLogs(a.orgId, 12);
    await seedLogs(b.orgId, 3);
    const res = await call('GET', '/v1/logs', { headers: apiKey(a) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ organization_id: Number(a.orgId), organization_name: 'Logs A', total_logs: 12 });
    expect(res.json.logs).toHaveLength(10);
    expect(res.json.logs[0].query).toBe('2+11');
    expect(res.json.logs[0]).toMatchObject({ is_verified: true, domain: 'MATH' });
    expect(typeof res.json.logs[0].id).toBe('number');
    const viaBearer = await call('GET', '/v1/logs?limit=2', { headers: bearer(a) });
    expect(viaBearer.json.logs).toHaveLength(2);
    const other = await call('GET', '/v1/logs?limit=50', { headers: apiKey(b) });
    expect(other.json.total_logs).toBe(3);
    expect(other.json.logs.every((l: { query: string }) => ['2+0', '2+1', '2+2'].includes(l.query))).toBe(true);
  });

  it('orders by timestamp, not by row id (rows are written in batches, out of time order)', async () => {
    const t = await newTenant();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    // Inserted (ids ascending) in the order 5, 9, 1, 7 minutes past.
    for (const minute of [5, 9, 1, 7]) {
      await env.DB.prepare(
        'INSERT INTO verification_logs (org_id, query, is_verified, domain, status, latency_ms, is_test, created_at) VALUES (?, ?, 1, ?, ?, 1, 0, ?)',
      )
        .bind(Number(t.orgId), `at ${minute}`, 'MATH', 'VERIFIED', at(minute))
        .run();
    }
    const res = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(res.json.logs.map((l: { query: string }) => l.query)).toEqual(['at 9', 'at 7', 'at 5', 'at 1']);
    expect(res.json.next_cursor).toBeNull();
  });

  it('pages past 100 entries with next_cursor, without gaps or repeats', async () => {
    const t = await newTenant();
    await env.DB.batch(
      Array.from({ length: 130 }, (_, i) =>
        env.DB.prepare(
          'INSERT INTO verification_logs (org_id, query, is_verified, domain, status, latency_ms, is_test, created_at) VALUES (?, ?, 1, ?, ?, 1, 0, ?)',
        ).bind(Number(t.orgId), `q${i}`, 'MATH', 'VERIFIED', new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))).toISOString()),
      ),
    );
    const first = await call('GET', '/v1/logs?limit=100', { headers: apiKey(t) });
    expect(first.json.total_logs).toBe(130);
    expect(first.json.logs).toHaveLength(100);
    expect(first.json.next_cursor).toEqual(expect.any(String));
    const second = await call('GET', `/v1/logs?limit=100&cursor=${encodeURIComponent(first.json.next_cursor)}`, { headers: apiKey(t) });
    expect(second.status, second.text).toBe(200);
    expect(second.json.logs).toHaveLength(30);
    expect(second.json.next_cursor).toBeNull();
    const all = [...first.json.logs, ...second.json.logs];
    expect(new Set(all.map((l: { id: number }) => l.id)).size).toBe(130);
    const times = all.map((l: { timestamp: string }) => l.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b.localeCompare(a)));
    expect((await call('GET', '/v1/logs?cursor=not-a-cursor', { headers: apiKey(t) })).status).toBe(400);
  });

  it('validates limit and requires a credential', async () => {
    const a = await newTenant();
    expect((await call('GET', '/v1/logs?limit=0', { headers: apiKey(a) })).status).toBe(400);
    expect((await call('GET', '/v1/logs?limit=abc', { headers: apiKey(a) })).status).toBe(400);
    expect((await call('GET', '/v1/logs')).status).toBe(401);
    expect((await call('GET', '/v1/logs', { headers: { 'x-api-key': 'svc_live_doesnotexist000000000000' } })).status).toBe(401);
  });
});
