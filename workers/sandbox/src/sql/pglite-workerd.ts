// PGlite inside workerd (the Worker entry, used by `wrangler dev` and the tests). Three things workerd does not allow
// or provide are bridged here, without patching the library:
// - wasm cannot be compiled from bytes at run time: PGlite's module, its file-system bundle and a data directory made
//   by initdb in Node (scripts/gen-pg-artifacts.mjs) are imported statically; during start-up emscripten builds two
//   tiny "trampoline" modules for its function table, and `WebAssembly.Module` is briefly wrapped to hand out the
//   same modules precompiled (any other bytes still go to the real constructor, which refuses them).
// - nodejs_compat makes `process.versions.node` exist, which sends emscripten down its Node paths: `process` is hidden
//   while PGlite starts (the starts are serialised by the checker).
// - emscripten's web path reads `location`: a placeholder is defined when there is none.
// Production note: PGlite's wasm declares 128 MiB of initial memory, the whole memory limit of a Workers isolate, and
// the artifacts exceed Workers' bundle limit; in production the sandbox runs in its container (server.ts).
import { PGlite } from '@electric-sql/pglite';
import initdbWasm from '@electric-sql/pglite/initdb.wasm';
import pgliteData from '@electric-sql/pglite/pglite.data';
import pgliteWasm from '@electric-sql/pglite/pglite.wasm';
import pgDataDir from '../../generated/pgdata.tar.gz';
import { PGLITE_START_PARAMS, pgliteMemoryBytes } from './pglite-options.ts';
import type { PostgresInstance } from './postgres-checker.ts';
import fnI32I32 from './wasm/fn-i32-i32.wasm';
import fnI32I32I32 from './wasm/fn-i32-i32-i32.wasm';

/** emscripten's addFunction module for a signature: two-byte length prefixes, i32 everywhere. */
function trampolineHex(params: number): string {
  const withLength = (bytes: number[]) => [(bytes.length % 128) | 128, bytes.length >> 7, ...bytes];
  const types = withLength([1, 0x60, ...withLength(new Array<number>(params).fill(0x7f)), ...withLength([0x7f])]);
  const bytes = [0, 97, 115, 109, 1, 0, 0, 0, 1, ...types, 2, 7, 1, 1, 101, 1, 102, 0, 0, 7, 5, 1, 1, 102, 0, 0];
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
}

const PRECOMPILED = new Map<string, WebAssembly.Module>([
  [trampolineHex(1), fnI32I32],
  [trampolineHex(2), fnI32I32I32],
]);

function hexOf(source: unknown): string | null {
  let view: Uint8Array | null = null;
  if (source instanceof ArrayBuffer) view = new Uint8Array(source);
  else if (ArrayBuffer.isView(source)) view = new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  if (!view || view.length > 64) return null;
  let hex = '';
  for (const b of view) hex += b.toString(16).padStart(2, '0');
  return hex;
}

async function withStartShims<T>(start: () => Promise<T>): Promise<T> {
  const g = globalThis as unknown as { process?: unknown; location?: unknown; WebAssembly: { Module: unknown } };
  const processDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'process');
  const RealModule = WebAssembly.Module;
  // The workers types declare Module without its (bytes) constructor, which workerd has (and refuses at run time).
  const Construct = RealModule as unknown as new (bytes: BufferSource) => WebAssembly.Module;
  const LookupModule = function (this: unknown, bytes: BufferSource) {
    const hex = hexOf(bytes);
    const known = hex === null ? undefined : PRECOMPILED.get(hex);
    return known ?? new Construct(bytes);
  };
  Object.assign(LookupModule, {
    prototype: RealModule.prototype,
    customSections: RealModule.customSections.bind(RealModule),
    exports: RealModule.exports.bind(RealModule),
    imports: RealModule.imports.bind(RealModule),
  });
  g.location ??= { href: 'https://sandbox.invalid/', pathname: '/' };
  Object.defineProperty(globalThis, 'process', { value: undefined, configurable: true, writable: true });
  g.WebAssembly.Module = LookupModule;
  try {
    return await start();
  } finally {
    g.WebAssembly.Module = RealModule;
    if (processDescriptor) Object.defineProperty(globalThis, 'process', processDescriptor);
    else Reflect.deleteProperty(globalThis, 'process');
  }
}

export function startWorkerdPostgres(): Promise<PostgresInstance> {
  return withStartShims(async () => {
    const db = await PGlite.create({
      pgliteWasmModule: pgliteWasm,
      // Never run (the data directory is loaded), but without it PGlite resolves a URL next to its own module.
      initdbWasmModule: initdbWasm,
      fsBundle: new Blob([pgliteData]),
      loadDataDir: new Blob([pgDataDir]),
      startParams: PGLITE_START_PARAMS,
    });
    return { db, memoryBytes: () => pgliteMemoryBytes(db) };
  });
}
