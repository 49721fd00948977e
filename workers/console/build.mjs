// Builds the web console into public/console/assets/ (served by Workers static assets; the HTML page itself comes from
// the API worker's /console route, which sets the Content-Security-Policy). Runs at install time from the root
// postinstall, or by hand: `node workers/console/build.mjs [outdir]`. Prints the gzipped size.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
// Another directory may be given (the size test builds into a scratch folder, leaving the served assets alone).
const outdir = process.argv[2] ?? join(root, 'public', 'console', 'assets');

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: { console: join(here, 'src', 'main.tsx') },
  outdir,
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2022', 'chrome105', 'firefox110', 'safari16'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  // The attestation library is pure WebCrypto: a Node built-in reaching this bundle fails the build here.
  platform: 'browser',
  logLevel: 'warning',
});

// A tick on the brand colour; served from the assets like everything else (the page's CSP allows 'self' images only).
writeFileSync(
  join(outdir, 'favicon.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#102a5c"/><path d="M8 17l5 5 11-12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
);

let total = 0;
for (const file of ['console.js', 'console.css']) {
  const bytes = readFileSync(join(outdir, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(
    `console: ${relative(root, join(outdir, file))} ${(bytes.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped`,
  );
}
console.log(`console: ${(total / 1024).toFixed(1)} KB gzipped in all`);
