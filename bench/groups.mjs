// The catalogue of in-worker bench groups. scripts/bench.mjs turns it into bench/groups.generated.ts, keeping only the
// groups whose bench file exists when the script starts: wrangler's bundler fails the whole build on an unresolvable
// import, so a group whose engine is not written yet must not appear in the bundle at all.
//
// Each entry:
//   file       bench module, relative to the repo root
//   exportName the function to call
//   unit       'ms/op' (lower is better) or 'ops/s' (higher is better)
//   call       TypeScript expression calling `fn`; `ctx` (bench/context.ts) offers env, now() and helpers
//   wasm       static wasm imports the group needs (workerd cannot compile wasm bytes at run time), name → path from repo root
//   setup      extra TypeScript statements run before `call`, with the wasm names in scope
//   suite      'engines' or 'attestation' (which `pnpm bench <suite>` runs it)

export const GROUPS = [
  {
    group: 'attestation',
    suite: 'attestation',
    file: 'packages/attestation/src/bench.ts',
    exportName: 'benchAttestation',
    unit: 'ops/s',
    call: 'fn({ minMillisPerCase: 500 })',
  },
  { group: 'math', suite: 'engines', file: 'packages/engines/src/math/bench.ts', exportName: 'benchMath', unit: 'ms/op', call: 'fn(300)' },
  { group: 'logic', suite: 'engines', file: 'packages/engines/src/logic/bench.ts', exportName: 'benchLogic', unit: 'ms/op', call: 'fn()' },
  {
    group: 'nl',
    suite: 'engines',
    file: 'packages/providers/src/bench.ts',
    exportName: 'benchLocalTranslation',
    unit: 'ms/op',
    call: 'fn()',
  },
  {
    group: 'code',
    suite: 'engines',
    file: 'packages/engines/src/code/bench.ts',
    exportName: 'benchCode',
    unit: 'ms/op',
    wasm: {
      treeSitterWasm: 'packages/engines/node_modules/web-tree-sitter/web-tree-sitter.wasm',
      pythonWasm: 'packages/engines/node_modules/tree-sitter-python/tree-sitter-python.wasm',
      javascriptWasm: 'packages/engines/node_modules/tree-sitter-javascript/tree-sitter-javascript.wasm',
      typescriptWasm: 'packages/engines/node_modules/tree-sitter-typescript/tree-sitter-typescript.wasm',
    },
    setup: `const { createCodeEngine } = await import('../packages/engines/src/code/engine.ts');
      const engine = createCodeEngine({ treeSitterWasm, grammars: { python: pythonWasm, javascript: javascriptWasm, typescript: typescriptWasm } });`,
    call: 'fn(engine, { javascript: true })',
  },
  { group: 'sql', suite: 'engines', file: 'packages/engines/src/sql/bench-sql.ts', exportName: 'benchSql', unit: 'ms/op', call: 'fn()' },
  {
    group: 'fact',
    suite: 'engines',
    file: 'packages/engines/src/fact/bench-fact.ts',
    exportName: 'benchFact',
    unit: 'ms/op',
    call: 'fn()',
  },
  {
    group: 'image',
    suite: 'engines',
    file: 'packages/engines/src/image/bench-image.ts',
    exportName: 'benchImage',
    unit: 'ms/op',
    call: 'fn()',
  },
  {
    group: 'process',
    suite: 'engines',
    file: 'packages/engines/src/process/bench-process.ts',
    exportName: 'benchProcess',
    unit: 'ms/op',
    call: 'fn()',
  },
  { group: 'rag', suite: 'engines', file: 'packages/engines/src/rag/bench-rag.ts', exportName: 'benchRag', unit: 'ms/op', call: 'fn()' },
  {
    group: 'stats',
    suite: 'engines',
    file: 'packages/engines/src/stats/bench.ts',
    exportName: 'benchStats',
    unit: 'ms/op',
    // Real service-binding calls into the sandbox worker, which the script starts in the same `wrangler dev`.
    call: 'fn(ctx.sandboxRun, ctx.now, { sizes: [1_000, 25_000], minMs: 300, maxIterations: 200 })',
  },
];

/**
 * Cases that carry a "target ≤ 5 ms" mark in the printed table: the per-request engine work the issue expects to fit
 * the Workers Free plan's CPU budget. Matched case-insensitively against "<group> <case>".
 */
export const FIVE_MS_TARGETS = [
  /^math /,
  /^logic .*small/,
  /^nl /,
  /^code .*(^|\D)50(\D|$)/,
  /^sql /,
  /^fact (?!.*85 kb)/i,
  /^image (?!worst)/,
  /^process /,
  /^rag /,
];
