import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CodeRuntime } from '../runtime.ts';
import { CODE_WASM_IMPORTS } from '../runtime.ts';

/**
 * Node-only (tests, scripts): compiles the wasm files from the same specifiers the worker imports statically, so the
 * test also proves those specifiers resolve from packages/engines. Never import this from product code.
 */
const require = createRequire(import.meta.url);

export function wasmPath(specifier: string): string {
  return require.resolve(specifier);
}

let cached: CodeRuntime | null = null;
export function nodeCodeRuntime(): CodeRuntime {
  if (cached) return cached;
  // The workers types declare WebAssembly.Module abstract (workerd forbids compiling bytes); Node allows it.
  const WasmModule = WebAssembly.Module as unknown as new (bytes: Uint8Array) => WebAssembly.Module;
  const load = (spec: string) => new WasmModule(readFileSync(wasmPath(spec)));
  cached = {
    treeSitterWasm: load(CODE_WASM_IMPORTS.treeSitterWasm),
    grammars: {
      python: load(CODE_WASM_IMPORTS.python),
      javascript: load(CODE_WASM_IMPORTS.javascript),
      typescript: load(CODE_WASM_IMPORTS.typescript),
    },
  };
  return cached;
}
