import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { handleError } from '../../workers/api/src/errors.ts';
import { createRouter } from '../../workers/api/src/lib/openapi.ts';
import { CONSOLE_CSP, consoleRouter } from '../../workers/api/src/routes/console.ts';

/** The console's build (size, no remote URLs), its type check against the DOM, and the route that serves its page. */
const SIZE_LIMIT_BYTES = 150 * 1024;
const out = mkdtempSync(join(tmpdir(), 'verdict-console-build-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('console build', () => {
  it('bundles to under 150 KB gzipped, with no URL outside the page’s origin', () => {
    execFileSync(process.execPath, ['workers/console/build.mjs', out], { stdio: 'pipe' });
    let gzipped = 0;
    for (const file of ['console.js', 'console.css']) {
      const bytes = readFileSync(join(out, file));
      const gz = gzipSync(bytes, { level: 9 }).length;
      gzipped += gz;
      process.stdout.write(`console ${file}: ${bytes.length} bytes, ${gz} bytes gzipped\n`);
      // Only XML namespace names (preact creates SVG/MathML elements) may look like URLs: nothing is loaded from elsewhere.
      const urls = bytes.toString('utf8').match(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'`)]*/gi) ?? [];
      expect(urls.filter((u) => !/^http:\/\/www\.w3\.org\//.test(u))).toEqual([]);
    }
    process.stdout.write(`console total: ${(gzipped / 1024).toFixed(1)} KB gzipped (limit 150 KB)\n`);
    expect(gzipped).toBeLessThan(SIZE_LIMIT_BYTES);
  }, 60_000);

  it('type-checks against the DOM library', () => {
    const tsc = join(process.cwd(), 'node_modules', '.bin', 'tsc');
    const r = spawnSync(tsc, ['--noEmit', '-p', 'workers/console/tsconfig.json'], { encoding: 'utf8' });
    // The attestation package is checked by the root project against the Workers types; its WebCrypto calls trip
    // lib.dom's stricter BufferSource typing, so only diagnostics in the console's own files count here.
    const own = r.stdout.split('\n').filter((line) => line.startsWith('workers/console/'));
    expect(own).toEqual([]);
  }, 120_000);
});

describe('console route', () => {
  const app = createRouter().route('/', consoleRouter);
  app.onError(handleError);
  const assets = (ok: boolean) => ({ fetch: async () => new Response(null, { status: ok ? 200 : 404 }) });

  it('serves the page with a CSP that allows only same-origin script, style and fetch', async () => {
    const res = await app.request('/console', {}, { ASSETS: assets(true) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "form-action 'none'",
    ]) {
      expect(CONSOLE_CSP).toContain(directive);
    }
    expect(CONSOLE_CSP).not.toMatch(/unsafe-|\*|https?:/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<script type="module" src="/console/assets/console.js">');
    // No inline script or style: the CSP would block it.
    expect(html).not.toMatch(/<script>|<style|style=/);
  });

  it('says the console is not built instead of serving an empty page, and redirects the trailing slash', async () => {
    const missing = await app.request('/console', {}, { ASSETS: assets(false) });
    expect(missing.status).toBe(503);
    expect(await missing.json()).toMatchObject({ code: 'SERVICE_MISCONFIGURED' });
    const slash = await app.request('/console/', {}, { ASSETS: assets(true) });
    expect(slash.status).toBe(308);
    expect(slash.headers.get('location')).toBe('/console');
  });
});
