import { Language, Parser } from 'web-tree-sitter';

/**
 * The compiled wasm modules the engine needs. In the worker each one comes from a static import (wrangler's
 * CompiledWasm rule turns `import m from '<specifier>'` into a `WebAssembly.Module`), because workerd forbids compiling
 * wasm bytes at run time. In Node tests they are built with `new WebAssembly.Module(bytes)` (see node-wasm.ts).
 */
export interface CodeRuntime {
  treeSitterWasm: WebAssembly.Module;
  grammars: {
    python: WebAssembly.Module;
    javascript?: WebAssembly.Module;
    typescript?: WebAssembly.Module;
  };
}

/**
 * Import specifiers for the worker, resolvable from `packages/engines` under pnpm's strict layout (none of the three
 * grammar packages has an `exports` map, and web-tree-sitter exports its wasm explicitly). Usage in the worker:
 *
 *   import treeSitterWasm from 'web-tree-sitter/web-tree-sitter.wasm';
 *   import python from 'tree-sitter-python/tree-sitter-python.wasm';
 *   import javascript from 'tree-sitter-javascript/tree-sitter-javascript.wasm';
 *   import typescript from 'tree-sitter-typescript/tree-sitter-typescript.wasm';
 *   const engine = createCodeEngine({ treeSitterWasm, grammars: { python, javascript, typescript } });
 *
 * Sizes (raw / gzip -9): runtime 210 KB / 82 KB, python 458 KB / 67 KB, javascript 412 KB, typescript 1.41 MB.
 * The grammars are optional except python; drop typescript to save the most bundle space.
 */
export const CODE_WASM_IMPORTS = {
  treeSitterWasm: 'web-tree-sitter/web-tree-sitter.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
} as const;

/** web-tree-sitter keeps one emscripten module per JS realm, so initialisation is per isolate, not per engine. */
let parserReady: Promise<void> | null = null;

/**
 * Initialise web-tree-sitter from an already compiled module.
 *
 * Shim: emscripten decides "am I in Node?" from `typeof process` on the first synchronous lines of its factory, and the
 * Node branch imports `module`/`fs`. workerd with nodejs_compat defines `process.versions.node`, so the global is hidden
 * for exactly the synchronous part of `Parser.init()` (the check happens before the factory's first `await`) and
 * restored before any other code can run. `instantiateWasm` hands over the injected module, so nothing is fetched or
 * compiled. Languages need no shim: web-tree-sitter 0.27 has `Language.loadSync(WebAssembly.Module)`.
 */
export function initTreeSitter(treeSitterWasm: WebAssembly.Module): Promise<void> {
  if (parserReady) return parserReady;
  const g = globalThis as Record<string, unknown>;
  const saved = Object.getOwnPropertyDescriptor(g, 'process');
  let pending: Promise<void>;
  if (saved) Object.defineProperty(g, 'process', { value: undefined, configurable: true, writable: true });
  try {
    pending = Parser.init({
      instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) {
        const instance = new WebAssembly.Instance(treeSitterWasm, imports);
        done(instance, treeSitterWasm);
        return instance.exports;
      },
    });
  } finally {
    if (saved) Object.defineProperty(g, 'process', saved);
  }
  parserReady = pending.catch((err: unknown) => {
    parserReady = null; // allow a retry in a later request instead of caching the failure for the isolate's life
    throw err;
  });
  return parserReady;
}

export function loadLanguage(grammar: WebAssembly.Module): Language {
  return Language.loadSync(grammar);
}
