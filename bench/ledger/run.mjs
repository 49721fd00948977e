// Audit ledger capacity: how many audit entries one organization's AuditLedger commits per second (each append waits
// until its entry is in D1, as an audited request does). Started by scripts/bench.mjs (`pnpm bench path`).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function runLedgerSuite({ startWrangler, WRANGLER, WRANGLER_ENV, ROOT }, progress) {
  const rows = [];
  const state = mkdtempSync(join(tmpdir(), 'verdict-bench-ledger-'));
  let server;
  try {
    execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, '-c', 'bench/ledger/wrangler.toml'], {
      cwd: ROOT,
      env: WRANGLER_ENV,
      stdio: 'pipe',
    });
    server = await startWrangler({
      configs: ['bench/ledger/wrangler.toml'],
      readyPath: '/ready',
      state,
      extraArgs: ['--var', `AUDIT_HMAC_SECRET:${randomBytes(32).toString('base64url')}`],
    });
    if (server.failed) throw new Error(`the ledger bench worker did not start:\n${server.log.slice(-4000)}`);
    let org = 0;
    for (const [concurrency, entries] of [
      [1, 300],
      [20, 2000],
      [100, 4000],
    ]) {
      org++;
      progress(`audit ledger: ${entries} appends, ${concurrency} in flight`);
      await fetch(`${server.url}/setup?org=${org}`).then((r) => r.arrayBuffer());
      await fetch(`${server.url}/run?org=${org}&entries=20&concurrency=${concurrency}`).then((r) => r.arrayBuffer()); // warm-up
      const started = performance.now();
      const res = await fetch(`${server.url}/run?org=${org}&entries=${entries}&concurrency=${concurrency}`);
      const body = await res.json();
      const seconds = (performance.now() - started) / 1000;
      const check = await fetch(`${server.url}/check?org=${org}`).then((r) => r.json());
      rows.push({
        group: 'audit ledger',
        name: `appends/s for one organization, ${concurrency} in flight`,
        value: (entries - (body.failed ?? 0)) / seconds,
        unit: 'entries/s',
        note: `${entries} appends acknowledged in ${((body.acknowledged_ms ?? 0) / 1000).toFixed(2)} s, in D1 after ${seconds.toFixed(2)} s (${body.stats?.batches ?? '?'} D1 batches), failed ${body.failed ?? '?'}; chain re-read from D1: ${check.entries} entries, ${check.chain_ok ? 'gapless and linked' : 'BROKEN'}`,
      });
    }
  } finally {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  }
  return rows;
}
