// Runs bench/corpora.ts: bundled with esbuild into packages/engines' node_modules cache (so the engines' own
// dependencies and the tree-sitter wasm files resolve from there) and imported into this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../scripts/wrangler-dev.mjs';

export async function runCorporaSuite(progress) {
  const outfile = join(ROOT, 'packages', 'engines', 'node_modules', '.cache', 'verdict-bench', 'corpora.mjs');
  await build({
    entryPoints: [join(ROOT, 'bench', 'corpora.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  const { runCorpora } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  return runCorpora(progress);
}
