// PGlite in Node (the container entry, server.ts, and Node tests). Node may compile wasm, so PGlite runs as published;
// the files are read explicitly so a bundled server finds them beside itself (PGLITE_DIR) as well as in node_modules.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS, pgliteMemoryBytes } from './pglite-options.ts';
import type { PostgresInstance } from './postgres-checker.ts';

/** Where pglite.wasm and pglite.data are: $PGLITE_DIR, beside the bundle, or the installed package. */
export function pgliteFilesDir(): string {
  const fromEnv = process.env.PGLITE_DIR;
  if (fromEnv) return fromEnv;
  const beside = dirname(fileURLToPath(import.meta.url));
  if (existsSync(join(beside, 'pglite.wasm'))) return beside;
  return dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
}

/** The initdb'd data directory made by scripts/gen-pg-artifacts.mjs, when present (saves initdb at start). */
function dataDirTarball(): string | null {
  const candidates = [
    process.env.PGLITE_DATADIR_TARBALL,
    join(dirname(fileURLToPath(import.meta.url)), 'pgdata.tar.gz'),
    join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'generated', 'pgdata.tar.gz'),
  ];
  return candidates.find((p): p is string => typeof p === 'string' && existsSync(p)) ?? null;
}

export async function startNodePostgres(): Promise<PostgresInstance> {
  const dir = pgliteFilesDir();
  // The shared tsconfig carries the workers types, whose WebAssembly namespace omits compile (Node has it).
  const wasm = WebAssembly as unknown as { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  const tarball = dataDirTarball();
  const db = await PGlite.create({
    pgliteWasmModule: await wasm.compile(readFileSync(join(dir, 'pglite.wasm'))),
    initdbWasmModule: await wasm.compile(readFileSync(join(dir, 'initdb.wasm'))),
    fsBundle: new Blob([readFileSync(join(dir, 'pglite.data'))]),
    ...(tarball ? { loadDataDir: new Blob([readFileSync(tarball)]) } : {}),
    startParams: PGLITE_START_PARAMS,
  });
  return { db, memoryBytes: () => pgliteMemoryBytes(db) };
}
