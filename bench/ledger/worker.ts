/**
 * Bench-only Worker. GET /run?org=<id>&entries=<n>&concurrency=<c> appends n events to one organization's ledger with
 * c appends in flight at a time and answers when all are acknowledged and copied to D1; GET /check?org=<id> re-reads the chain from D1 and
 * reports whether seq is gapless and every prev_hash links to its predecessor.
 */
import { AuditLedger } from '../../workers/api/src/durable/audit-ledger.ts';
import type { AuditEvent } from '../../workers/api/src/durable/rpc.ts';
import type { Env } from '../../workers/api/src/env.ts';

export { AuditLedger };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const org = Number(url.searchParams.get('org') ?? '1');
    if (url.pathname === '/ready') return json({ ok: true });
    if (url.pathname === '/setup') {
      await env.DB.prepare("INSERT OR IGNORE INTO organizations (id, name, created_at) VALUES (?, 'bench', '2026-01-01T00:00:00.000Z')")
        .bind(org)
        .run();
      return json({ ok: true });
    }
    if (url.pathname === '/check') {
      const rows = await env.DB.prepare('SELECT seq, prev_hash, entry_hash FROM audit_logs WHERE org_id = ? ORDER BY seq')
        .bind(org)
        .all<{ seq: number; prev_hash: string; entry_hash: string }>();
      let ok = true;
      rows.results.forEach((row, i) => {
        if (row.seq !== i + 1) ok = false;
        if (i > 0 && row.prev_hash !== rows.results[i - 1]?.entry_hash) ok = false;
      });
      return json({ entries: rows.results.length, chain_ok: ok });
    }
    if (url.pathname !== '/run') return json({ error: 'not found' }, 404);
    const entries = Number(url.searchParams.get('entries') ?? '1000');
    const concurrency = Number(url.searchParams.get('concurrency') ?? '20');
    const ledger = env.AUDIT_LEDGER.getByName(`org:${org}`);
    let next = 0;
    let failed = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < entries) {
          const i = next++;
          const event: AuditEvent = {
            id: `aud_bench_${org}_${i}_${started}`,
            actorType: 'api_key',
            actorId: 'key_bench',
            action: 'verification.math',
            resource: 'math',
            outcome: 'verified',
            requestId: `req_${i}`,
            ip: null,
            createdAt: new Date().toISOString(),
            details: '{"status":"VERIFIED","verified":true}',
          };
          try {
            await ledger.append(org, event);
          } catch {
            failed++;
          }
        }
      }),
    );
    const acknowledged_ms = Date.now() - started;
    // Every acknowledged entry durable in the ledger; now also copied to D1 (what a reader's sync does).
    await ledger.sync(org);
    return json({ entries, failed, concurrency, acknowledged_ms, elapsed_ms: Date.now() - started, stats: await ledger.stats() });
  },
};
