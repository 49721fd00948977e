// wrangler's CompiledWasm rule turns a static `.wasm` import into a compiled module (workerd cannot compile bytes).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
