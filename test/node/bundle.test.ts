import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('deploy bundle', () => {
  it('builds with wrangler deploy --dry-run and contains no code generation from strings', () => {
    const out = mkdtempSync(join(tmpdir(), 'verdict-dist-'));
    const wrangler = join(process.cwd(), 'node_modules', '.bin', 'wrangler');
    const log = execFileSync(wrangler, ['deploy', '--dry-run', '--outdir', out], {
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      encoding: 'utf8',
    });
    expect(log).toMatch(/Total Upload/);
    const size = execFileSync(process.execPath, ['scripts/bundle-size.mjs', out], { encoding: 'utf8' });
    process.stdout.write(`${log.split('\n').find((l) => l.includes('Total Upload'))}\n${size}`);
    const bundles = readdirSync(out).filter((f) => f.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(0);
    // workerd refuses eval/new Function at run time; the vitest pool does not, so the built bundle is checked here.
    for (const file of bundles) {
      const code = readFileSync(join(out, file), 'utf8');
      expect(code.match(/\bnew Function\(|[^.\w]eval\(/g) ?? [], file).toEqual([]);
    }
  }, 120_000);
});
