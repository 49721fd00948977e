import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { apiKey, bearer, call, env, flushSignInFailures, newTenant, PASSWORD } from './setup/harness.ts';

async function auditEntries(t: { token: string }, query = '') {
  const res = await call('GET', `/v1/audit/logs${query}`, { headers: bearer(t) });
  expect(res.status, res.text).toBe(200);
  return res.json.entries as Array<Record<string, any>>;
}

describe('audit trail', () => {
  it('records signup, key creation, sign-in success and failure in one unbroken chain', async () => {
    const t = await newTenant();
    await call('POST', '/v1/auth/signin', { body: { email: t.email, password: 'not the password 1' } });
    // The failure is counted by the sign-in throttle and written as one aggregated event when its window closes.
    expect(await flushSignInFailures(t.email)).toBe(true);
    await call('POST', '/v1/auth/signin', { body: { email: t.email, password: PASSWORD } });
    const entries = await auditEntries(t);
    expect(entries.map((e) => `${e.action}:${e.outcome}`)).toEqual([
      'auth.signin:success',
      'auth.signin:failure',
      'api_key.create:success',
      'auth.signup:success',
    ]);
    expect(entries.map((e) => e.seq)).toEqual([4, 3, 2, 1]);
    for (let i = 0; i < entries.length - 1; i++) expect(entries[i]!.prev_hash).toBe(entries[i + 1]!.entry_hash);
    expect(entries[3]!.prev_hash).toBe('0'.repeat(64));
    expect(entries[1]!.details).toMatchObject({ aggregated: true, count: 1 });
    expect(JSON.stringify(entries)).not.toContain(t.apiKey);
  });

  it('paginates with a cursor, filters by status and fetches one entry', async () => {
    const t = await newTenant();
    for (let i = 0; i < 3; i++) await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: `k${i}` } });
    const page1 = await call('GET', '/v1/audit/logs?limit=2', { headers: bearer(t) });
    expect(page1.json.entries).toHaveLength(2);
    expect(page1.json.next_cursor).toBeTruthy();
    const page2 = await call('GET', `/v1/audit/logs?limit=2&cursor=${page1.json.next_cursor}`, { headers: bearer(t) });
    expect(page2.json.entries[0].seq).toBe(page1.json.entries[1].seq - 1);
    const blocked = await call('GET', '/v1/audit/logs?status=blocked', { headers: bearer(t) });
    expect(blocked.json.entries).toEqual([]);
    const one = await call('GET', `/v1/audit/logs/${page1.json.entries[0].id}`, { headers: bearer(t) });
    expect(one.status).toBe(200);
    expect(one.json.id).toBe(page1.json.entries[0].id);
  });

  it('validates parameters, requires a bearer token and hides other organizations', async () => {
    const a = await newTenant();
    const b = await newTenant();
    expect((await call('GET', '/v1/audit/logs?limit=201', { headers: bearer(a) })).status).toBe(400);
    expect((await call('GET', '/v1/audit/logs?status=maybe', { headers: bearer(a) })).status).toBe(400);
    expect((await call('GET', '/v1/audit/logs')).status).toBe(401);
    expect((await call('GET', '/v1/audit/logs', { headers: apiKey(a) })).status).toBe(401);
    const [entry] = await auditEntries(a);
    expect((await call('GET', `/v1/audit/logs/${entry!.id}`, { headers: bearer(b) })).status).toBe(404);
    const bEntries = await auditEntries(b);
    expect(bEntries.every((e) => e.organization_id === Number(b.orgId))).toBe(true);
  });

  it('exports CSV that parses back to the same rows, with formula injection neutralised', async () => {
    const t = await newTenant();
    await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: '=HYPERLINK("http://evil")' } });
    const res = await call('GET', '/v1/audit/export', { headers: bearer(t) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(res.text.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    const entries = await auditEntries(t);
    // The export itself is recorded after the rows were read.
    expect(entries[0]!.action).toBe('admin.export');
    const exported = entries.slice(1);
    expect(parsed.data.map((r) => r.id)).toEqual(exported.map((e) => e.id));
    expect(parsed.data.map((r) => r.entry_hash)).toEqual(exported.map((e) => e.entry_hash));
    for (const row of parsed.data) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('keeps a single unbroken chain under 200 concurrent events', async () => {
    const t = await newTenant();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: `c${i}` } })),
    );
    const report = await call('GET', `/v1/admin/compliance/report/soc2/${t.orgId}`, { headers: bearer(t) });
    expect(report.status, report.text).toBe(200);
    const integrity = report.json.controls.find((c: { id: string }) => c.id === 'CC7.2');
    expect(integrity.evidence).toMatchObject({ valid: true, gaps: 0, head_matches: true, entries_checked: 202 });
    const rows = await env.DB.prepare('SELECT seq FROM audit_logs WHERE org_id = ? ORDER BY seq')
      .bind(Number(t.orgId))
      .all<{ seq: number }>();
    expect(rows.results.map((r) => r.seq)).toEqual(Array.from({ length: rows.results.length }, (_, i) => i + 1));
  });
});

describe('admin compliance', () => {
  async function tenantWithEvents() {
    const t = await newTenant();
    for (let i = 0; i < 4; i++) await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: `k${i}` } });
    const entries = await auditEntries(t);
    return { t, entries: entries.reverse() };
  }
  const verify = (t: { token: string }, id: string) => call('GET', `/v1/admin/compliance/verify/${id}`, { headers: bearer(t) });
  const soc2 = async (t: { token: string; orgId: string }) =>
    (await call('GET', `/v1/admin/compliance/report/soc2/${t.orgId}`, { headers: bearer(t) })).json;

  it('verifies an untouched entry', async () => {
    const { t, entries } = await tenantWithEvents();
    const res = await verify(t, entries[2]!.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      audit_log_id: entries[2]!.id,
      valid: true,
      hash_valid: true,
      hmac_valid: true,
      chain_valid: true,
      entry_hash: entries[2]!.entry_hash,
      previous_hash: entries[1]!.entry_hash,
    });
    const report = await soc2(t);
    expect(report.overall_status).toBe('effective');
  });

  it('detects an edited row', async () => {
    const { t, entries } = await tenantWithEvents();
    await env.DB.prepare("UPDATE audit_logs SET outcome = 'failure' WHERE id = ?").bind(entries[2]!.id).run();
    const res = await verify(t, entries[2]!.id);
    expect(res.json).toMatchObject({ valid: false, hash_valid: false });
    const report = await soc2(t);
    expect(report.controls.find((c: { id: string }) => c.id === 'CC7.2').status).toBe('exception');
  });

  it('detects an edit that also recomputes the hash (HMAC) ', async () => {
    const { t, entries } = await tenantWithEvents();
    await env.DB.prepare('UPDATE audit_logs SET entry_hash = ? WHERE id = ?').bind('f'.repeat(64), entries[2]!.id).run();
    const res = await verify(t, entries[2]!.id);
    expect(res.json.valid).toBe(false);
    expect(res.json.hmac_valid).toBe(false);
  });

  it('detects a deleted entry at its neighbours and in the report', async () => {
    const { t, entries } = await tenantWithEvents();
    await env.DB.prepare('DELETE FROM audit_logs WHERE id = ?').bind(entries[2]!.id).run();
    expect((await verify(t, entries[1]!.id)).json).toMatchObject({ valid: false, chain_valid: false });
    expect((await verify(t, entries[3]!.id)).json).toMatchObject({ valid: false, chain_valid: false });
    expect((await soc2(t)).overall_status).toBe('exceptions_noted');
  });

  it('detects deletion of the newest entry', async () => {
    const { t, entries } = await tenantWithEvents();
    const last = entries[entries.length - 1]!;
    await env.DB.prepare('DELETE FROM audit_logs WHERE id = ?').bind(last.id).run();
    expect((await verify(t, entries[entries.length - 2]!.id)).json.chain_valid).toBe(false);
    const integrity = (await soc2(t)).controls.find((c: { id: string }) => c.id === 'CC7.2');
    expect(integrity.evidence.head_matches).toBe(false);
  });

  it('detects reordering', async () => {
    const { t, entries } = await tenantWithEvents();
    const [x, y] = [entries[1]!, entries[2]!];
    await env.DB.batch([
      env.DB.prepare('UPDATE audit_logs SET seq = -1 WHERE id = ?').bind(x.id),
      env.DB.prepare('UPDATE audit_logs SET seq = ? WHERE id = ?').bind(x.seq, y.id),
      env.DB.prepare('UPDATE audit_logs SET seq = ? WHERE id = ?').bind(y.seq, x.id),
    ]);
    expect((await verify(t, x.id)).json.valid).toBe(false);
    expect((await verify(t, y.id)).json.valid).toBe(false);
    expect((await soc2(t)).overall_status).toBe('exceptions_noted');
  });

  it('streams the full trail as CSV', async () => {
    const { t, entries } = await tenantWithEvents();
    const res = await call('GET', '/v1/admin/compliance/export/csv', { headers: bearer(t) });
    expect(res.status).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(res.text.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    // The export is itself an audited event, appended before the stream starts.
    expect(parsed.data.slice(0, -1).map((r) => r.id)).toEqual(entries.map((e) => e.id));
    expect(parsed.data.at(-1)!.action).toBe('admin.export');
  });

  it('reports threats for the own organization and 403s others', async () => {
    const a = await newTenant();
    const b = await newTenant();
    await call('POST', '/v1/auth/signin', { body: { email: a.email, password: 'definitely wrong 1' } });
    await call('POST', '/v1/auth/signin', { body: { email: a.email, password: 'definitely wrong 2' } });
    await flushSignInFailures(a.email);
    const res = await call('GET', `/v1/admin/security/threats/${a.orgId}`, { headers: bearer(a) });
    expect(res.status, res.text).toBe(200);
    // One aggregated event, counted with its weight.
    expect(res.json.totals.failed_logins).toBe(2);
    expect((await call('GET', `/v1/admin/security/threats/${b.orgId}`, { headers: bearer(a) })).status).toBe(403);
    expect((await call('GET', `/v1/admin/compliance/report/soc2/${b.orgId}`, { headers: bearer(a) })).status).toBe(403);
  });

  it('requires admin:all', async () => {
    const t = await newTenant({ scopes: ['verify:read'] });
    expect((await call('GET', '/v1/admin/compliance/export/csv', { headers: apiKey(t) })).status).toBe(403);
    expect((await call('GET', '/v1/admin/compliance/export/csv')).status).toBe(401);
    const admin = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: 'admin', scopes: ['admin:all'] } });
    expect((await call('GET', '/v1/admin/compliance/export/csv', { headers: { 'x-api-key': admin.json.key } })).status).toBe(200);
    expect((await call('GET', '/v1/admin/compliance/verify/aud_missing', { headers: bearer(t) })).status).toBe(404);
    expect((await call('GET', `/v1/admin/compliance/report/soc2/${t.orgId}?from=yesterday`, { headers: bearer(t) })).status).toBe(400);
  });
});
