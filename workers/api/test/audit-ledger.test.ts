import { createExecutionContext, runDurableObjectAlarm, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../src/durable/rpc.ts';
import { entryHashSync, entryHmacSync } from '../src/lib/audit-chain.ts';
import { sha256Hex } from '../src/lib/crypto.ts';
import { apiKey, bearer, call, env, newTenant, syncAudit, type Tenant, workerFetch } from './setup/harness.ts';

const ledger = (orgId: number | string) => env.AUDIT_LEDGER.getByName(`org:${orgId}`);

async function chainEvidence(t: Tenant) {
  const report = await call('GET', `/v1/admin/compliance/report/soc2/${t.orgId}`, { headers: bearer(t) });
  expect(report.status, report.text).toBe(200);
  return report.json.controls.find((c: { id: string }) => c.id === 'CC7.2').evidence;
}

/** A row one past the ledger's head, as a D1 insert that committed but reported failure leaves it. */
async function strayRow(t: Tenant, options: { validLink: boolean; after?: { seq: number; hash: string } }) {
  const orgId = Number(t.orgId);
  const head = options.after ?? (await syncAudit(orgId));
  expect(head).not.toBeNull();
  const body = {
    id: `aud_stray_${crypto.randomUUID().slice(0, 8)}`,
    orgId,
    seq: head!.seq + 1,
    actorType: 'user',
    actorId: t.userId,
    action: 'api_key.create',
    resource: 'api_key:key_stray',
    outcome: 'success',
    requestId: 'req_stray',
    ip: null,
    createdAt: new Date().toISOString(),
    details: '{}',
    prevHash: options.validLink ? head!.hash : 'e'.repeat(64),
  };
  const hash = entryHashSync(body);
  await env.DB.prepare(
    `INSERT INTO audit_logs (id, org_id, seq, actor_type, actor_id, action, resource, outcome, request_id, ip, created_at, details, prev_hash, entry_hash, hmac)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      body.id,
      orgId,
      body.seq,
      body.actorType,
      body.actorId,
      body.action,
      body.resource,
      body.outcome,
      body.requestId,
      body.ip,
      body.createdAt,
      body.details,
      body.prevHash,
      hash,
      entryHmacSync(env.AUDIT_HMAC_SECRET!, hash),
    )
    .run();
  return { ...body, entryHash: hash };
}

describe("a stray audit row beyond the ledger's head (regression: it locked the organization out with 503)", () => {
  it('a correctly linked orphan is adopted: the next request succeeds and the chain still verifies', async () => {
    const t = await newTenant();
    const stray = await strayRow(t, { validLink: true });
    const next = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: 'after the stray row' } });
    expect(next.status, next.text).toBe(201);
    expect((await call('POST', '/v1/verify/math', { headers: apiKey(t), body: { expression: '1+1' } })).status).toBe(200);
    const evidence = await chainEvidence(t);
    expect(evidence).toMatchObject({ valid: true, gaps: 0, head_matches: true });
    await syncAudit(t.orgId);
    const rows = await env.DB.prepare('SELECT id, seq FROM audit_logs WHERE org_id = ? ORDER BY seq')
      .bind(Number(t.orgId))
      .all<{ id: string; seq: number }>();
    expect(rows.results.map((r) => r.seq)).toEqual(rows.results.map((_, i) => i + 1));
    expect(rows.results.find((r) => r.id === stray.id)?.seq).toBe(stray.seq);
    expect(await ledger(t.orgId).stats()).toMatchObject({ recoveries: 1 });
  });

  it('an orphan whose link does not verify is quarantined, recorded in the chain, and the chain continues', async () => {
    const t = await newTenant();
    const stray = await strayRow(t, { validLink: false });
    const next = await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: 'after a forged row' } });
    expect(next.status, next.text).toBe(201);
    await syncAudit(t.orgId);
    const quarantined = await env.DB.prepare('SELECT id, reason FROM audit_quarantine WHERE org_id = ?')
      .bind(Number(t.orgId))
      .all<{ id: string; reason: string }>();
    expect(quarantined.results).toEqual([{ id: stray.id, reason: 'previous hash does not match the head' }]);
    const entries = (await call('GET', '/v1/audit/logs?limit=5', { headers: bearer(t) })).json.entries;
    expect(entries.map((e: { action: string }) => e.action)).toContain('audit.quarantine');
    expect(await chainEvidence(t)).toMatchObject({ valid: true, gaps: 0, head_matches: true });
  });

  it('adopts a linked run of orphans and quarantines the first row that breaks it', async () => {
    const t = await newTenant();
    const first = await strayRow(t, { validLink: true });
    const second = await strayRow(t, { validLink: true, after: { seq: first.seq, hash: first.entryHash } });
    const forged = await strayRow(t, { validLink: false, after: { seq: second.seq, hash: second.entryHash } });
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/v1/auth/api-keys', { headers: bearer(t), body: { name: `k${i}` } })).status).toBe(201);
    }
    await syncAudit(t.orgId);
    const ids = (
      await env.DB.prepare('SELECT id FROM audit_logs WHERE org_id = ?').bind(Number(t.orgId)).all<{ id: string }>()
    ).results.map((r) => r.id);
    expect(ids).toContain(first.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(forged.id);
    expect(await chainEvidence(t)).toMatchObject({ valid: true, gaps: 0, head_matches: true });
  });
});

describe('group commit', () => {
  it('commits 100 concurrent appends in a few D1 batches, chained gaplessly in order', async () => {
    const t = await newTenant();
    const orgId = Number(t.orgId);
    const before = await ledger(orgId).stats();
    const events: AuditEvent[] = Array.from({ length: 100 }, (_, i) => ({
      id: `aud_group_${i}_${crypto.randomUUID().slice(0, 6)}`,
      actorType: 'system',
      actorId: 'test',
      action: 'verification.math',
      resource: 'math',
      outcome: 'verified',
      requestId: null,
      ip: null,
      createdAt: new Date().toISOString(),
      details: '{}',
    }));
    const results = await Promise.all(events.map((e) => ledger(orgId).append(orgId, e)));
    await syncAudit(orgId);
    const after = await ledger(orgId).stats();
    expect(after.flushed - before.flushed).toBeGreaterThanOrEqual(100);
    expect(after.pending).toBe(0);
    // One D1 batch per entry would be 100 batches: acknowledged entries wait in the ledger and are copied together.
    // How many batches the copy takes depends on how the appends arrive (a loaded machine spreads them out): a handful.
    expect(after.batches - before.batches).toBeLessThanOrEqual(10);
    const seqs = results.map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 100 }, (_, i) => seqs[0]! + i));
    expect(await chainEvidence(t)).toMatchObject({ valid: true, gaps: 0, head_matches: true });
  });

  it('refused (rate-limited) requests write no audit row each: one aggregated event with their count', async () => {
    const t = await newTenant();
    const refused: number[] = [];
    for (let i = 0; i < 12; i++) {
      const ctx = createExecutionContext();
      const res = await workerFetch(
        new Request('http://verdict.test/v1/logs', { headers: apiKey(t) }),
        { RATE_LIMIT_PER_MINUTE: '2' },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      if (res.status === 429) refused.push(i);
    }
    expect(refused.length).toBe(10);
    await syncAudit(t.orgId);
    const denials = async () =>
      (
        await env.DB.prepare("SELECT details FROM audit_logs WHERE org_id = ? AND action = 'rate_limit.denied'")
          .bind(Number(t.orgId))
          .all<{ details: string }>()
      ).results;
    expect(await denials()).toEqual([]);
    expect(await runDurableObjectAlarm(env.RATE_LIMITER.getByName(`key:${await sha256Hex(t.apiKey)}`))).toBe(true);
    await syncAudit(t.orgId);
    const rows = await denials();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.details)).toMatchObject({ aggregated: true, count: 10, bucket: 'api_key' });
  });
});
