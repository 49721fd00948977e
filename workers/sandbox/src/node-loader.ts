import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

/** Path of the QuickJS wasm file shipped by the installed variant package (development and tests). */
export function installedQuickJSWasmPath(): string {
  return createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
}

/**
 * Returns a loader for Node: the wasm is compiled once into a WebAssembly.Module and every call instantiates a fresh
 * QuickJS instance from it, so rebuilding after an abort costs an instantiation, not a compilation.
 */
export function createNodeModuleLoader(wasmPath: string = installedQuickJSWasmPath()): () => Promise<QuickJSWASMModule> {
  let compiled: Promise<WebAssembly.Module> | null = null;
  return async () => {
    // The shared tsconfig carries the workers types, whose WebAssembly namespace omits compile (Node has it).
    const wasm = WebAssembly as unknown as { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
    const pending = (compiled ??= wasm.compile(readFileSync(wasmPath)));
    const wasmModule = await pending;
    return newQuickJSWASMModuleFromVariant(newVariant(releaseSync, { wasmModule }));
  };
}
