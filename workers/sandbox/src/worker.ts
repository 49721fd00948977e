// Worker entry (workerd). QuickJS's wasm is imported statically: workerd forbids compiling wasm from bytes at run time.
// wrangler applies its CompiledWasm rule by specifier suffix, so the dist path is used instead of the package's
// "./wasm" export. Under the `workerd` export condition the variant's emscripten module resolves to its Cloudflare build.
import wasmModule from '@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.wasm';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import { createExecutor, SERVICE_LIMITS } from './executor.ts';
import { handleSandboxRequest } from './http-handler.ts';
import { startWorkerdPostgres } from './sql/pglite-workerd.ts';
import { PostgresChecker } from './sql/postgres-checker.ts';

const executor = createExecutor({
  ...SERVICE_LIMITS,
  loadModule: () => newQuickJSWASMModuleFromVariant(newVariant(releaseSync, { wasmModule: wasmModule as WebAssembly.Module })),
});

const postgres = new PostgresChecker({ start: startWorkerdPostgres });

export default {
  async fetch(request: Request): Promise<Response> {
    try {
      return await handleSandboxRequest(request, executor, postgres);
    } catch {
      return new Response(JSON.stringify({ ok: false, error: 'internal', message: 'Internal sandbox error' }), {
        status: 500,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
  },
};
