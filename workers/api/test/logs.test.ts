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

  it('validates limit and requires a credential', async () => {
    const a = await newTenant();
    expect((await call('GET', '/v1/logs?limit=0', { headers: apiKey(a) })).status).toBe(400);
    expect((await call('GET', '/v1/logs?limit=abc', { headers: apiKey(a) })).status).toBe(400);
    expect((await call('GET', '/v1/logs')).status).toBe(401);
    expect((await call('GET', '/v1/logs', { headers: { 'x-api-key': 'svc_live_doesnotexist000000000000' } })).status).toBe(401);
  });
});
