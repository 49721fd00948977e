// Artifacts the Worker entry needs to start PGlite inside workerd, which forbids compiling wasm at run time:
//  1. src/sql/wasm/fn-i32-i32.wasm, fn-i32-i32-i32.wasm (committed): the two tiny modules emscripten builds at start-up
//     to put JavaScript callbacks into the wasm function table ((i32)->i32 and (i32,i32)->i32). Their bytes are fixed
//     by emscripten's addFunction; shipping them precompiled lets the loader hand out modules instead of compiling.
//  2. generated/pgdata.tar.gz (not committed, rebuilt when missing or when the PGlite version changes): a data
//     directory initialised by PGlite's own initdb in Node. initdb cannot run in workerd (it loads dict_snowball.so,
//     i.e. compiles wasm at run time), so the Worker starts from this directory instead.
// Offline: everything comes from the installed @electric-sql/pglite. Run at install (the root postinstall, so that the
// first `pnpm dev` does not wait for initdb), again by `wrangler deploy/dev` ([build] in wrangler.toml; a no-op when up
// to date), and by hand: node workers/sandbox/scripts/gen-pg-artifacts.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

/** emscripten's length prefix: always two LEB128 bytes. */
const withLength = (bytes) => [(bytes.length % 128) | 128, bytes.length >> 7, ...bytes];
/** emscripten's convertJsFunctionToWasm: a module importing e.f with the given signature and exporting it as f. */
function trampoline(params, result) {
  const typeSection = withLength([1, 0x60, ...withLength(params), ...withLength(result)]);
  return Uint8Array.of(0, 97, 115, 109, 1, 0, 0, 0, 1, ...typeSection, 2, 7, 1, 1, 101, 1, 102, 0, 0, 7, 5, 1, 1, 102, 0, 0);
}
const I32 = 0x7f;
const wasmDir = join(root, 'src', 'sql', 'wasm');
mkdirSync(wasmDir, { recursive: true });
/** Writes only when the bytes differ: `wrangler dev` watches src/ and rebuilds on every write. */
function writeIfChanged(path, bytes) {
  if (existsSync(path) && Buffer.compare(readFileSync(path), Buffer.from(bytes)) === 0) return;
  writeFileSync(path, bytes);
}
writeIfChanged(join(wasmDir, 'fn-i32-i32.wasm'), trampoline([I32], [I32]));
writeIfChanged(join(wasmDir, 'fn-i32-i32-i32.wasm'), trampoline([I32, I32], [I32]));

const pkgPath = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
const version = JSON.parse(readFileSync(pkgPath, 'utf8')).version;
const outDir = join(root, 'generated');
const tarball = join(outDir, 'pgdata.tar.gz');
const stamp = join(outDir, 'pgdata.version');
if (existsSync(tarball) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === version) {
  console.log(`pgdata.tar.gz is up to date (PGlite ${version})`);
} else {
  const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
  const db = await PGlite.create();
  await db.query('SELECT 1');
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  writeFileSync(stamp, `${version}\n`);
  console.log(`wrote ${tarball} (${dump.size} bytes, PGlite ${version})`);
}
