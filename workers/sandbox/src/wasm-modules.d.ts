// wrangler's default CompiledWasm rule turns a static .wasm import into a WebAssembly.Module.
declare module '@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.wasm' {
  const wasmModule: WebAssembly.Module;
  export default wasmModule;
}

declare module '@electric-sql/pglite/pglite.wasm' {
  const wasmModule: WebAssembly.Module;
  export default wasmModule;
}

declare module '@electric-sql/pglite/initdb.wasm' {
  const wasmModule: WebAssembly.Module;
  export default wasmModule;
}

declare module '*.wasm' {
  const wasmModule: WebAssembly.Module;
  export default wasmModule;
}

// wrangler's Data rule (wrangler.toml) turns these imports into ArrayBuffers.
declare module '@electric-sql/pglite/pglite.data' {
  const data: ArrayBuffer;
  export default data;
}

declare module '*.tar.gz' {
  const data: ArrayBuffer;
  export default data;
}
