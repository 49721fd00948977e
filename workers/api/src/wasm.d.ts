// wrangler's CompiledWasm rule (and the vitest pool) turn a static .wasm import into a WebAssembly.Module.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
