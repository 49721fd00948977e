// Prints the raw and gzipped size of the API worker bundle produced by `wrangler deploy --dry-run --outdir dist`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
let raw = 0;
let gzip = 0;
for (const name of readdirSync(dir)) {
  if (name.endsWith('.map')) continue;
  const path = join(dir, name);
  if (!statSync(path).isFile()) continue;
  const bytes = readFileSync(path);
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
console.log(`bundle: ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip (${dir})`);
