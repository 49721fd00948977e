import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_LIMIT_GZIP_BYTES, measureBundle } from '../../scripts/bundle-size.mjs';
import { WRANGLER, WRANGLER_ENV } from '../../scripts/wrangler-dev.mjs';

const outdir = mkdtempSync(join(tmpdir(), 'verdict-bundle-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('API worker bundle', () => {
  it('stays within the committed gzip limit (wrangler deploy --dry-run)', () => {
    execFileSync(WRANGLER, ['deploy', '--dry-run', '--outdir', outdir, '-c', 'wrangler.toml'], { env: WRANGLER_ENV, stdio: 'pipe' });
    const { raw, gzip } = measureBundle(outdir);
    console.info(
      `API bundle: ${(raw / 1024).toFixed(0)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip (limit ${BUNDLE_LIMIT_GZIP_BYTES / 1024} KiB)`,
    );
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(BUNDLE_LIMIT_GZIP_BYTES);
  });
});
