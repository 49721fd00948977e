import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_LIMIT_GZIP_BYTES, measureBundle } from '../../scripts/bundle-size.mjs';
import { WRANGLER, WRANGLER_ENV } from '../../scripts/wrangler-dev.mjs';

const outdir = mkdtempSync(join(tmpdir(), 'verdict-bundle-'));
// Named .map so that measureBundle, which skips source maps, does not count it.
const metafile = join(outdir, 'meta.json.map');
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

// A dry-run deploy bundles the whole worker: seconds on an idle machine, more than the default 10 s hook timeout on a
// loaded one.
beforeAll(() => {
  execFileSync(WRANGLER, ['deploy', '--dry-run', '--outdir', outdir, '--metafile', metafile, '-c', 'wrangler.toml'], {
    env: WRANGLER_ENV,
    stdio: 'pipe',
  });
}, 120_000);

describe('API worker bundle', () => {
  it('stays within the committed gzip limit (wrangler deploy --dry-run)', () => {
    const { raw, gzip } = measureBundle(outdir);
    console.info(
      `API bundle: ${(raw / 1024).toFixed(0)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip (limit ${BUNDLE_LIMIT_GZIP_BYTES / 1024} KiB)`,
    );
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(BUNDLE_LIMIT_GZIP_BYTES);
  });

  it("keeps zod tree-shaken: no locale but the default one (they come back if a module imports zod's `z` object)", () => {
    const meta = JSON.parse(readFileSync(metafile, 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
    };
    const shipped = Object.values(meta.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path),
    );
    expect(shipped.some((path) => path.includes('/zod/'))).toBe(true);
    expect(shipped.filter((path) => /zod\/v4\/locales\/(?!(en|index)\.js$)[^/]+$/.test(path))).toEqual([]);
  });
});
