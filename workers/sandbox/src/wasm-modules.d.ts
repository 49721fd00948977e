// wrangler's default CompiledWasm rule turns a static .wasm import into a WebAssembly.Module.
declare module '@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.wasm' {
  const wasmModule: WebAssembly.Module;
  export default wasmModule;
}
