// Bundles the Node server entry for the container image: dist/server.mjs plus dist/quickjs.wasm beside it.
// Offline: esbuild and all inputs are local.

import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: [join(root, 'src', 'server.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  outfile: join(outdir, 'server.mjs'),
  // Some bundled CommonJS pieces call require(); give ESM output a real one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
const require = createRequire(join(root, 'package.json'));
copyFileSync(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm'), join(outdir, 'quickjs.wasm'));
// PostgreSQL for /sql/verify (src/sql/pglite-node.ts looks for these beside the bundle).
const pglite = join(dirname(require.resolve('@electric-sql/pglite')));
for (const f of ['pglite.wasm', 'initdb.wasm', 'pglite.data']) copyFileSync(join(pglite, f), join(outdir, f));
// tree-sitter and its grammars for /code/verify (src/code/node-code-engine.ts looks for them beside the bundle).
const treeSitter = ['web-tree-sitter', 'tree-sitter-python', 'tree-sitter-javascript', 'tree-sitter-typescript'];
for (const p of treeSitter) copyFileSync(require.resolve(`${p}/${p}.wasm`), join(outdir, `${p}.wasm`));
console.log(`built ${join(outdir, 'server.mjs')}, quickjs.wasm, PGlite's files and the tree-sitter grammars`);
