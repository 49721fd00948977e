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
