import { describe, expect, it } from 'vitest';
import { type EquationResult, type ExpressionResult, evaluateNumeric, verifyMath } from './index';

const expr = (expression: string, domain?: 'real' | 'complex') =>
  verifyMath({ expression, ...(domain ? { context: { domain } } : {}) }) as ExpressionResult;
const eq = (expression: string, domain?: 'real' | 'complex') =>
  verifyMath({ expression, ...(domain ? { context: { domain } } : {}) }) as EquationResult;

describe('expressions', () => {
  it('evaluates numbers and keeps the exact rational', () => {
    expect(expr('2+2')).toMatchObject({ is_valid: true, value: 4, original: '2+2' });
    expect(expr('1/3')).toMatchObject({ is_valid: true, exact: '1/3', simplified: '1/3' });
    expect(expr('1/0.5', 'real')).toMatchObject({ is_valid: true, value: 2 });
  });
  it('returns complex values as text', () => {
    expect(expr('sqrt(-4)')).toMatchObject({ is_valid: true, value: '2i', is_complex: true });
  });
  it('rejects undefined values in the real domain with a descriptive error', () => {
    expect(expr('sqrt(-1)', 'real')).toMatchObject({ is_valid: false, error: 'square root of a negative number' });
    expect(expr('log(0)', 'real')).toMatchObject({ is_valid: false, error: 'logarithm of zero' });
    expect(expr('log(-1)', 'real')).toMatchObject({ is_valid: false, error: 'logarithm of a negative number' });
    expect(expr('1/0', 'real')).toMatchObject({ is_valid: false, error: 'division by zero' });
    expect(expr('1/0')).toMatchObject({ is_valid: false, error: 'division by zero' });
    expect(expr('1/0').message).toBeTruthy();
    expect(expr('1/(2^-2000)', 'real')).toMatchObject({ is_valid: true });
  });
  it('reports symbolic expressions in simplified form', () => {
    expect(expr('2x+3x')).toMatchObject({ is_valid: true, is_symbolic: true, value: null, simplified: '5*x' });
  });
  it('warns about implicit multiplication after a division', () => {
    const r = expr('6/2(1+2)');
    expect(r.value).toBe(9);
    expect(r.warning).toContain('ambiguous');
    expect(r.warning).toContain('= 1');
    expect(expr('1/2x').warning).toContain('ambiguous');
    expect(expr('6/(2(1+2))').warning).toBeUndefined();
  });
  it('reports huge values as text instead of Infinity', () => {
    const r = expr('10^400');
    expect(r.is_valid).toBe(true);
    expect(r.simplified).toMatch(/^10{400}$/);
  });
});

describe('security and resource caps', () => {
  const blocked = [
    'cos.constructor("return process")()',
    'a["__proto__"]',
    'x.constructor',
    'f(x)=x^2',
    'x = 3',
    'import({}, {})',
    'evaluate("1+1")',
    'createUnit("foo")',
    'range(1, 2000000)',
    'zeros(3000, 3000)',
    'parse("1")',
    'simplify("x")',
    'derivative("x^2", "x")',
    '[1,2,3]',
    '{a: 1}',
    '1 ? 2 : 3',
    '1:5',
    '"abc"',
    'a; b',
    '5 cm to mm',
    'prototype(1)',
    'x^100000',
  ];
  for (const input of blocked) {
    it(`refuses ${input}`, () => {
      const r = expr(input);
      expect(r.is_valid).toBe(false);
      expect(r.message).not.toMatch(/TypeError|at \w+ \(/);
    });
  }
  it('caps length, node count and factorial', () => {
    expect(expr('1+'.repeat(1100) + '1').is_valid).toBe(false);
    expect(expr('('.repeat(80) + '1' + ')'.repeat(80)).is_valid).toBe(false);
    expect(expr('100000!').error).toContain('factorial');
    expect(expr('170!').is_valid).toBe(true);
  });
  it('answers hostile inputs quickly', () => {
    for (const input of ['(x+1)^10000 = (x+1)^10000', '9^9^9', '(x+1)^60 = x^60 + 1', 'sin(x)^64 = cos(x)^64', '2^(2^(2^20))']) {
      const t0 = performance.now();
      verifyMath({ expression: input });
      expect(performance.now() - t0, input).toBeLessThan(500);
    }
  });
});

describe('equations', () => {
  it('decides numeric equations exactly', () => {
    expect(eq('2+2=5')).toMatchObject({ is_valid: false, result: false, left_side: '2 + 2', right_side: '5', status: 'REFUTED' });
    expect(eq('0.1+0.2=0.3')).toMatchObject({ is_valid: true, result: true, method: 'exact-rational' });
    expect(eq('0.1+0.2 == 0.3').result).toBe(true);
    expect(eq('0.1+0.2=0.30000000000000004').result).toBe(false);
    expect(eq('sin(pi)=0')).toMatchObject({ result: true, method: 'decimal' });
    expect(eq('pi=3.14159').result).toBe(false);
    expect(eq('1/0=1')).toMatchObject({ is_valid: false, status: 'ERROR', error: 'division by zero' });
  });
  it('handles complex numeric equations without trusting double rounding', () => {
    expect(eq('sqrt(-4) = 2i').result).toBe(true);
    expect(eq('sqrt(-4) = 3i').status).toBe('REFUTED');
    expect(eq('sqrt(-2)^2 = -2')).toMatchObject({ result: false, status: 'UNKNOWN' });
    expect(eq('sqrt(-1) = i', 'real')).toMatchObject({ is_valid: false, error: 'square root of a negative number' });
  });
  it('decides the required identities', () => {
    const sq = eq('sqrt(x^2) = x');
    expect(sq).toMatchObject({ is_valid: false, result: false, status: 'REFUTED' });
    expect(sq.counterexample!.x).toBeLessThan(0);
    expect(eq('sin(x)^2+cos(x)^2 = 1')).toMatchObject({ is_valid: true, result: true, status: 'PROVEN' });
    expect(eq('(x+1)^2 = x^2+2x+1')).toMatchObject({ is_valid: true, result: true, status: 'PROVEN' });
  });
  it('reports UNKNOWN, never true, when sampling agrees without a proof', () => {
    const r = eq('abs(x*y) = abs(x)*abs(y)');
    expect(r).toMatchObject({ status: 'UNKNOWN', is_valid: false, result: false });
    expect(r.message).toMatch(/unproven/i);
  });
  it('solves single-variable linear equations and refutes them as identities', () => {
    const r = eq('2x+3=7');
    expect(r.result).toBe(false);
    expect(r.counterexample).toBeDefined();
    expect(r.solutions).toEqual([{ x: '2' }]);
  });
  it('respects the domain for identities', () => {
    expect(eq('sqrt(x)^2 = x').result).toBe(false);
    expect(eq('sqrt(x)^2 = x', 'complex').result).toBe(true);
  });
  it('rejects malformed equations', () => {
    expect(eq('1=2=3')).toMatchObject({ is_valid: false, status: 'ERROR' });
    expect(eq('x = ')).toMatchObject({ is_valid: false, status: 'ERROR' });
  });
});

describe('evaluateNumeric', () => {
  it('evaluates in the real domain', () => {
    expect(evaluateNumeric('2^10/4')).toEqual({ ok: true, value: 256, exact: '256' });
    expect(evaluateNumeric('sqrt(2)')).toMatchObject({ ok: true });
    expect(evaluateNumeric('sqrt(-1)')).toEqual({ ok: false, error: 'square root of a negative number' });
    expect(evaluateNumeric('1/0')).toEqual({ ok: false, error: 'division by zero' });
    expect(evaluateNumeric('x+1')).toMatchObject({ ok: false });
    expect(evaluateNumeric('process.exit()')).toMatchObject({ ok: false });
  });
});
