// Worker entry (workerd). QuickJS's wasm is imported statically: workerd forbids compiling wasm from bytes at run time.
// wrangler applies its CompiledWasm rule by specifier suffix, so the dist path is used instead of the package's
// "./wasm" export. Under the `workerd` export condition the variant's emscripten module resolves to its Cloudflare build.

import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import wasmModule from '@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.wasm';
import { createCodeEngine } from '@verdict/engines/code/engine.ts';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import javascript from 'tree-sitter-javascript/tree-sitter-javascript.wasm';
import python from 'tree-sitter-python/tree-sitter-python.wasm';
import typescript from 'tree-sitter-typescript/tree-sitter-typescript.wasm';
import treeSitterWasm from 'web-tree-sitter/web-tree-sitter.wasm';
import { createExecutor, SERVICE_LIMITS } from './executor.ts';
import { handleSandboxRequest } from './http-handler.ts';
import { startWorkerdPostgres } from './sql/pglite-workerd.ts';
import { PostgresChecker } from './sql/postgres-checker.ts';

const executor = createExecutor({
  ...SERVICE_LIMITS,
  loadModule: () => newQuickJSWASMModuleFromVariant(newVariant(releaseSync, { wasmModule: wasmModule as WebAssembly.Module })),
});

const postgres = new PostgresChecker({ start: startWorkerdPostgres });

// The code engine's grammars (~330 KB gzip) live here rather than in the API worker, which calls POST /code/verify
// over its service binding; grammars are instantiated on first use, not at module load.
const code = createCodeEngine({ treeSitterWasm, grammars: { python, javascript, typescript } });

/** Set once PostgreSQL's start has been requested in this isolate. */
let warming = false;

export default {
  async fetch(request: Request, env: { WARM_POSTGRES?: string }, ctx: ExecutionContext): Promise<Response> {
    // Like the container, which starts PostgreSQL at boot: the first request of any kind starts it in the background,
    // so a later PostgreSQL check does not wait for it (wrangler.toml sets WARM_POSTGRES; the tests' sandbox does not).
    if (!warming && env.WARM_POSTGRES === 'true') {
      warming = true;
      ctx.waitUntil(postgres.warm().catch(() => undefined));
    }
    try {
      return await handleSandboxRequest(request, executor, postgres, code);
    } catch {
      return new Response(JSON.stringify({ ok: false, error: 'internal', message: 'Internal sandbox error' }), {
        status: 500,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
  },
};
