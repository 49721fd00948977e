// The API worker's bundle size: raw and gzip (level 9) of everything `wrangler deploy --dry-run --outdir DIR` wrote
// except source maps, against the committed limit (Workers Free plan: 1 MB gzip after compression; Cloudflare counts
// the compressed upload). `node scripts/bundle-size.mjs [DIR]` prints it and exits 1 above the limit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The budget is 1 MB gzip; the committed limit sits above the measured bundle (870 KiB, minified, with the gateway's
// ~10 KiB and the fact, process and image rules stated in docs/engines-text.md) by less than a regression of the kind
// it guards against (zod's locales coming back would add ~80 KiB), so such a regression fails CI long before the
// budget is reached. The margin (30 KiB) is room for rule tables, not for a new dependency.
export const BUNDLE_LIMIT_GZIP_BYTES = 900 * 1024;

export function measureBundle(dir) {
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.map') || name === 'README.md') continue;
    const path = join(dir, name);
    if (!statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const { raw, gzip } = measureBundle(dir);
  const verdict = gzip <= BUNDLE_LIMIT_GZIP_BYTES ? 'within' : 'ABOVE';
  console.log(
    `bundle: ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip (${dir}); ${verdict} the ${BUNDLE_LIMIT_GZIP_BYTES / 1024} KiB limit`,
  );
  if (gzip > BUNDLE_LIMIT_GZIP_BYTES) process.exit(1);
}
