import { describe, expect, it } from 'vitest';
import { createExecutor, type SandboxRunResult } from '../src/executor.ts';
import { createNodeModuleLoader } from '../src/node-loader.ts';

const loadModule = createNodeModuleLoader();
const executor = createExecutor({ loadModule });

function expectError(r: SandboxRunResult, code: string) {
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error).toBe(code);
    // Generic text only: no QuickJS/host exception text leaks out.
    expect(r.message).not.toMatch(/quickjs|wasm|at \w+ \(|\.c:|ReferenceError|InternalError/i);
  }
}

describe('sandbox executor', () => {
  it('returns the completion value as JSON', async () => {
    expect(await executor.run({ code: '1 + 2' })).toMatchObject({ ok: true, output: 3 });
    expect(await executor.run({ code: '({a: [1, "x", null], b: {c: true}})' })).toMatchObject({
      ok: true,
      output: { a: [1, 'x', null], b: { c: true } },
    });
  });

  it('prefers a global `result` binding over the completion value', async () => {
    expect(await executor.run({ code: 'let result = {v: 7}; 99' })).toMatchObject({ ok: true, output: { v: 7 } });
    expect(await executor.run({ code: 'var result = 5;' })).toMatchObject({ ok: true, output: 5 });
  });

  it('passes input as data and makes it read-only', async () => {
    const r = await executor.run({ code: 'input.rows.map(r => r.x * 2)', input: { rows: [{ x: 1 }, { x: 4 }] } });
    expect(r).toMatchObject({ ok: true, output: [2, 8] });
    expect(await executor.run({ code: "'use strict'; input = 3; 1", input: 1 })).toMatchObject({ ok: false, error: 'runtime' });
    expect(await executor.run({ code: 'input.rows = null; input.rows.length', input: { rows: [1, 2] } })).toMatchObject({
      ok: true,
      output: 2,
    });
  });

  it('stops an infinite loop with the interrupt budget', async () => {
    const started = performance.now();
    const r = await executor.run({ code: 'while (true) {}' });
    expectError(r, 'timeout');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('cannot catch the interrupt to keep running', async () => {
    expectError(await executor.run({ code: 'for (;;) { try { while (true) {} } catch (e) {} }' }), 'timeout');
  });

  it('stops a memory bomb', async () => {
    expectError(await executor.run({ code: "const a = []; while (true) a.push({ i: a.length, s: 'v' + a.length });" }), 'memory');
    expectError(await executor.run({ code: "const a = []; while (true) a.push('xxxxxxxxxxxxxxxx' + a.length);" }), 'memory');
    expectError(await executor.run({ code: "let s = 'x'; while (true) s = s + s;" }), 'memory');
  });

  it('exposes no host capabilities', async () => {
    const probe = await executor.run({
      code: `[typeof fetch, typeof process, typeof require, typeof WebAssembly, typeof setTimeout, typeof setInterval,
              typeof console, typeof globalThis.Deno, typeof XMLHttpRequest, typeof importScripts, typeof module]`,
    });
    expect(probe).toMatchObject({ ok: true, output: Array(11).fill('undefined') });
    for (const code of [
      'fetch("https://example.com")',
      'process.env',
      'require("fs")',
      "globalThis.constructor.constructor('return process')().env",
      "(function(){}).constructor('return process')().exit(1)",
      'new WebAssembly.Module(new Uint8Array([0,97,115,109,1,0,0,0]))',
      'setTimeout(() => 1, 0)',
      "import('fs')",
      "import('node:child_process').then(m => m.execSync('id'))",
    ]) {
      expectError(await executor.run({ code }), 'runtime');
    }
  });

  it('classifies syntax errors separately from runtime SyntaxErrors', async () => {
    expectError(await executor.run({ code: 'let = = 1' }), 'syntax');
    expectError(await executor.run({ code: 'JSON.parse("{")' }), 'runtime');
    expectError(await executor.run({ code: 'throw new Error("secret /etc/passwd")' }), 'runtime');
  });

  it('caps output size and rejects non-JSON output', async () => {
    const capped = createExecutor({ loadModule, maxOutputBytes: 1024 });
    expectError(await capped.run({ code: "'x'.repeat(2000)" }), 'output_too_large');
    expectError(await capped.run({ code: "'é'.repeat(600)" }), 'output_too_large');
    expect(await capped.run({ code: "'x'.repeat(100)" })).toMatchObject({ ok: true });
    expectError(await executor.run({ code: "'x'.repeat(300 * 1024)" }), 'output_too_large');
    expectError(await executor.run({ code: 'undefined' }), 'invalid_output');
    expectError(await executor.run({ code: 'const o = {}; o.self = o; o' }), 'invalid_output');
    expectError(await executor.run({ code: '10n' }), 'invalid_output');
    expect(await executor.run({ code: '[NaN, Infinity]' })).toMatchObject({ ok: true, output: [null, null] });
  });

  it('stops an infinite getter during serialisation', async () => {
    expectError(await executor.run({ code: '({ get x() { while (true) {} } })' }), 'timeout');
  });

  it('settles promises produced by the program', async () => {
    expect(await executor.run({ code: 'Promise.resolve(4).then(x => x * 2)' })).toMatchObject({ ok: true, output: 8 });
    expectError(await executor.run({ code: 'Promise.reject(new Error("no"))' }), 'runtime');
  });

  it('reports a clean error for a deep recursion and keeps working', async () => {
    expectError(await executor.run({ code: 'function f() { return f() + 1 } f()' }), 'runtime');
    expect(await executor.run({ code: '40 + 2' })).toMatchObject({ ok: true, output: 42 });
  });

  it('rebuilds the QuickJS instance after a wasm abort', async () => {
    // A QuickJS stack limit above the host's own stack makes V8 overflow inside wasm, which aborts the instance.
    const fragile = createExecutor({ loadModule, maxStackBytes: 2 * 1024 * 1024 });
    expect(await fragile.run({ code: '1' })).toMatchObject({ ok: true });
    expect(fragile.moduleLoads).toBe(1);
    const crashed = await fragile.run({ code: 'function f() { return f() + 1 } f()' });
    expect(crashed.ok).toBe(false);
    const after = await fragile.run({ code: 'ss.mean([1, 2, 3, 4])', library: 'simple-statistics' });
    expect(after).toMatchObject({ ok: true, output: 2.5 });
    expect(fragile.moduleLoads).toBe(2);
  });

  it('provides simple-statistics as `ss` only when asked', async () => {
    const r = await executor.run({
      code: `({ mean: ss.mean(input), median: ss.median(input), sd: ss.sampleStandardDeviation(input),
               r: ss.sampleCorrelation([1, 2, 3, 4], [2, 4, 6, 8.5]) })`,
      input: [2, 4, 4, 4, 5, 5, 7, 9],
      library: 'simple-statistics',
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      const out = r.output as Record<string, number>;
      expect(out.mean).toBe(5);
      expect(out.median).toBe(4.5);
      expect(out.sd).toBeCloseTo(2.138089935299395, 12);
      expect(out.r).toBeGreaterThan(0.99);
    }
    expect(await executor.run({ code: 'typeof ss' })).toMatchObject({ ok: true, output: 'undefined' });
  });

  it('does not leak state between runs', async () => {
    await executor.run({ code: 'globalThis.leak = 1; Array.prototype.evil = 1; 0' });
    expect(await executor.run({ code: '[typeof leak, typeof [].evil]' })).toMatchObject({
      ok: true,
      output: ['undefined', 'undefined'],
    });
  });

  it('rejects oversized input before entering QuickJS', async () => {
    const small = createExecutor({ loadModule, maxInputBytes: 100 });
    expectError(await small.run({ code: '1', input: 'x'.repeat(200) }), 'input_too_large');
  });

  it('serialises concurrent runs', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => executor.run({ code: `${n} * 10` })));
    expect(results.map((r) => (r.ok ? r.output : null))).toEqual([10, 20, 30, 40, 50]);
  });
});
