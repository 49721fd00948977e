import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The soak script as a short smoke run (20 s instead of 10 minutes): it must start the platform, send every kind of
 * traffic without an error, find every request in the JSON request log and verify the audit chains at the end.
 * Throughput and latency are printed, never asserted.
 */
describe('soak script (20 s smoke run)', () => {
  it('runs mixed traffic with no errors, no lost log lines and verified audit chains', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verdict-soak-test-'));
    const out = join(dir, 'report.json');
    try {
      const run = spawnSync(process.execPath, ['scripts/soak.mjs', '--duration', '20', '--concurrency', '4', '--json', out], {
        encoding: 'utf8',
        timeout: 300_000,
      });
      process.stdout.write(
        `${run.stderr
          .split('\n')
          .filter((l) => l.startsWith('soak:'))
          .join('\n')}\n`,
      );
      const report = JSON.parse(readFileSync(out, 'utf8'));
      expect(report.errors, JSON.stringify(report.error_samples)).toBe(0);
      expect(report.logs.lost, JSON.stringify(report.logs.lost_samples)).toBe(0);
      expect(report.async_batches.unfinished).toBe(0);
      expect(report.logs.checked).toBe(true);
      // The four engines that run in the sandbox were exercised, through the sandbox the instance selects.
      expect(report.sandbox).toMatchObject({ mode: 'worker', errors: 0 });
      expect(report.sandbox.requests).toBeGreaterThan(0);
      expect(report.audit_chain, JSON.stringify(report.audit_chain.problems)).toMatchObject({ ok: true, organizations: 2 });
      expect(Object.keys(report.by_operation)).toEqual(
        expect.arrayContaining([
          'math',
          'logic',
          'code',
          'sql',
          'sql.postgresql',
          'fact',
          'image',
          'stats',
          'process',
          'rag',
          'consensus',
          'natural_language',
          'batch.sync',
          'batch.async',
          'agent.verify',
          'agent.blocked',
        ]),
      );
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 320_000);
});
