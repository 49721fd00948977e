import { describe, expect, it } from 'vitest';
import { type EquationResult, verifyMath } from '../index.ts';

const eq = (expression: string) => verifyMath({ expression }) as EquationResult;

describe('definite integrals by parts and by partial fractions (antiderivative re-checked by differentiation)', () => {
  it.each([
    'integrate(x*sin(x), x, 0, pi) = pi',
    'integrate(x*cos(x), x, 0, pi/2) = pi/2 - 1',
    'integrate(x^2*exp(x), x, 0, 1) = e - 2',
    '∫_0^1 x e^x dx = 1',
    'integrate(x*2^x, x, 0, 1) = 2/log(2) - 1/log(2)^2',
    'integrate(exp(x)*sin(x), x, 0, pi) = (e^pi + 1)/2',
    'integrate(log(x), x, 1, e) = 1',
    'integrate(1/(x^2 + 3x + 2), x, 0, 1) = log(4/3)',
    'integrate(1/(x^2 - 1), x, 2, 3) = log(3/2)/2',
    'integrate(x^3/(x^2-1), x, 2, 3) = 5/2 + log(8/3)/2',
  ])('true: %s is VERIFIED', (claim) => {
    expect(eq(claim).status).toBe('VERIFIED');
  });

  it.each([
    'integrate(x*sin(x), x, 0, pi) = 2*pi',
    'integrate(x^2*exp(x), x, 0, 1) = e',
    'integrate(1/(x^2 + 3x + 2), x, 0, 1) = log(3/2)',
  ])('false: %s is CORRECTION_NEEDED', (claim) => {
    expect(eq(claim).status).toBe('CORRECTION_NEEDED');
  });

  it('an integrand with a pole inside the interval is never VERIFIED', () => {
    expect(eq('integrate(1/(x^2 - 1), x, 0, 2) = 0').status).not.toBe('VERIFIED');
  });
});

describe('definite integrals of tan, |linear|, powers of sin and cos, sinᵐ·cos and N/xᵐ', () => {
  it.each([
    'integrate(abs(3*x), x, -1, 2) = 15/2',
    'integrate(abs(1 - 2*x), x, 0, 2) = 5/2',
    'integrate(tan(2*x), x, 0, pi/8) = log(2)/4',
    'integrate(cos(2*x)^2, x, 0, pi) = pi/2',
    'integrate(sin(x)^5, x, 0, pi) = 16/15',
    'integrate(sin(3*x)^2*cos(3*x), x, 0, pi/6) = 1/9',
    'integrate(cos(x)^4*sin(x), x, 0, pi/2) = 1/5',
    'integrate((2*x^4 + 3)/x^2, x, 1, 3) = 52/3 + 2',
    'integrate(1/x^3 + 1/x, x, 1, 2) = 3/8 + log(2)',
  ])('true: %s is VERIFIED', (claim) => {
    expect(eq(claim).status).toBe('VERIFIED');
  });

  it.each([
    'integrate(abs(3*x), x, -1, 2) = 9/2',
    'integrate(tan(2*x), x, 0, pi/8) = log(2)/8',
    'integrate(sin(x)^5, x, 0, pi) = 8/15',
    'integrate(cos(x)^4*sin(x), x, 0, pi/2) = 1/4',
    'integrate(1/x^3 + 1/x, x, 1, 2) = 3/8',
  ])('false: %s is CORRECTION_NEEDED', (claim) => {
    expect(eq(claim).status).toBe('CORRECTION_NEEDED');
  });

  it.each(['integrate(1/x^2, x, -1, 1) = -2', 'integrate(tan(x), x, 0, 2) = log(2)', 'integrate(1/x^3, x, -1, 1) = 0'])(
    'an integrand undefined inside the interval is never VERIFIED: %s',
    (claim) => {
      expect(eq(claim).status).not.toBe('VERIFIED');
    },
  );
});

describe('a sum of binomial coefficients C(n, k) with a numeric n over a numeric range of k', () => {
  it('expands term by term', () => {
    expect(eq('sum(binomial(8, k), k, 0, 8) = 256').status).toBe('VERIFIED');
    expect(eq('Σ_{k=0}^{6} C(6, k)*(-1)^k = 0').status).toBe('VERIFIED');
    expect(eq('sum(binomial(8, k), k, 0, 8) = 255').status).toBe('CORRECTION_NEEDED');
    expect(eq('sum(binomial(7, k)*k, k, 0, 7) = 7*2^6').status).toBe('VERIFIED');
  });
});

describe('integrals over an infinite interval (antiderivative defined on all of ℝ, limits at the infinite ends)', () => {
  it.each([
    'integrate(exp(-3*x), x, 0, inf) = 1/3',
    'integrate(x^2*exp(-x), x, 0, inf) = 2',
    'integrate(exp(2*x), x, -inf, 0) = 1/2',
    'integrate(1/(x^2 + 1), x, 1, inf) = pi/4',
    '∫_0^∞ x e^(-2x) dx = 1/4',
  ])('true: %s is VERIFIED', (claim) => {
    expect(eq(claim).status).toBe('VERIFIED');
  });

  it.each(['integrate(exp(-3*x), x, 0, inf) = 1/2', 'integrate(x^2*exp(-x), x, 0, inf) = 1'])('false: %s is CORRECTION_NEEDED', (claim) => {
    expect(eq(claim).status).toBe('CORRECTION_NEEDED');
  });

  it.each([
    'integrate(exp(x), x, 0, inf) = 1',
    'integrate(sin(x), x, 0, inf) = 1',
    'integrate(cos(x), x, 0, inf) = 0',
    'integrate(x, x, -inf, inf) = 0',
  ])('a divergent integral is never VERIFIED: %s', (claim) => {
    expect(eq(claim).status).not.toBe('VERIFIED');
  });
});
