import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant } from './setup/harness.ts';

/**
 * Property: whatever well-formed claim is sent (huge exponents, modular powers, nested functions, complex numbers,
 * assumptions, every notation the docs list), the math route answers below 500. Claims come from a seeded generator,
 * so a failure names a reproducible claim.
 */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const numbers = [
    '0',
    '1',
    '2',
    '-3',
    '7',
    '1/2',
    '0.25',
    '10^18',
    '2^31 - 1',
    '2^63',
    '1000000007',
    'pi',
    'e',
    'i',
    '2+3*i',
    '5!',
    '√2',
    'x²',
    '|x - 1|',
    'binomial(10, 3)',
  ];
  const unary = ['sin', 'cos', 'tan', 'log', 'exp', 'sqrt', 'abs', 'atan', 'asin', 'cosh', 'floor', 'ceil'];
  const expr = (depth: number): string => {
    const r = next();
    if (depth <= 0 || r < 0.25) return pick([...numbers, 'x', 'y']);
    if (r < 0.5) return `${pick(unary)}(${expr(depth - 1)})`;
    if (r < 0.62)
      return `mod(${pick(['2', '3', '7', '10'])}^${pick(['2^31 - 1', '10^18', '1000000006', '2^62', '(2^40)'])}, ${pick(['7', '1000000007', '10^9 + 9', '97'])})`;
    if (r < 0.7) return `${expr(depth - 1)}^${pick(['2', '-1', '1/2', '1/3', '10^9', '2^31', 'x', 'i'])}`;
    return `(${expr(depth - 1)}) ${pick(['+', '-', '*', '/'])} (${expr(depth - 1)})`;
  };
  const claim = () => {
    const lhs = expr(3);
    return next() < 0.75 ? `${lhs} = ${expr(2)}` : lhs;
  };
  const context = () => {
    const c: Record<string, unknown> = {};
    if (next() < 0.5) c.domain = pick(['real', 'complex']);
    if (next() < 0.3) c.assumptions = [pick(['x > 0', 'y < 0', '-1 < x < 1', 'x != 2', 'x >= y'])];
    return c;
  };
  return { claim, context };
}

describe('POST /v1/verify/math: random well-formed claims never answer 5xx', () => {
  it('100 seeded claims, each below 500 with a status', { timeout: 240_000 }, async () => {
    const tenant = await newTenant();
    const g = generator(26);
    for (let k = 0; k < 100; k++) {
      const body = { expression: g.claim(), context: g.context() };
      const res = await call('POST', '/v1/verify/math', { headers: apiKey(tenant), body });
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      if (res.status === 200)
        expect(['VERIFIED', 'CORRECTION_NEEDED', 'UNKNOWN', 'ERROR'], JSON.stringify(body)).toContain(res.json.status);
    }
  });
});
