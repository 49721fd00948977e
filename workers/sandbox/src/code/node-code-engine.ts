import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CodeEngine, createCodeEngine } from '@verdict/engines/code/engine.ts';
import { CODE_WASM_IMPORTS } from '@verdict/engines/code/runtime.ts';

/** The wasm file beside the bundle (container image, scripts/build-server.mjs copies it), else the installed package's. */
function wasmFile(specifier: string): string {
  const beside = join(dirname(fileURLToPath(import.meta.url)), basename(specifier));
  return existsSync(beside) ? beside : createRequire(import.meta.url).resolve(specifier);
}

/** The code engine for the Node entry, with the same grammars the Worker entry imports statically. */
export function createNodeCodeEngine(): CodeEngine {
  // The shared tsconfig carries the workers types, which declare WebAssembly.Module abstract; Node compiles bytes.
  const WasmModule = WebAssembly.Module as unknown as new (bytes: Uint8Array) => WebAssembly.Module;
  const load = (specifier: string) => new WasmModule(readFileSync(wasmFile(specifier)));
  return createCodeEngine({
    treeSitterWasm: load(CODE_WASM_IMPORTS.treeSitterWasm),
    grammars: {
      python: load(CODE_WASM_IMPORTS.python),
      javascript: load(CODE_WASM_IMPORTS.javascript),
      typescript: load(CODE_WASM_IMPORTS.typescript),
    },
  });
}
