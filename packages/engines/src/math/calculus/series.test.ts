import { describe, expect, it } from 'vitest';
import { WorkBudget } from '../../budget.ts';
import { type EquationResult, verifyMath } from '../index.ts';
import { DEFAULT_WORK_BUDGET } from '../limits.ts';

const eq = (expression: string, domain?: 'real' | 'complex') =>
  verifyMath({ expression, ...(domain ? { context: { domain } } : {}) }) as EquationResult;

describe('infinite series summed by a theorem', () => {
  it.each([
    'sum(1/2^k, k, 0, inf) = 2',
    'sum(k/2^k, k, 1, inf) = 2',
    'sum(k^2/3^k, k, 1, inf) = 3/2',
    'sum(1/(k*(k+1)), k, 1, inf) = 1',
    'sum(1/(k^2-1), k, 2, inf) = 3/4',
    'sum(1/k^2, k, 1, inf) = pi^2/6',
    'sum(1/k^4, k, 1, inf) = pi^4/90',
    'sum(1/(2*k+1)^2, k, 0, inf) = pi^2/8',
    'sum((-1)^(k+1)/k, k, 1, inf) = log(2)',
    'sum((-1)^k/(2*k+1), k, 0, inf) = pi/4',
    'sum((-1)^(k+1)/k^2, k, 1, inf) = pi^2/12',
    'sum(1/factorial(k), k, 0, inf) = e',
    'sum(2^k/factorial(k), k, 0, inf) = exp(2)',
    'sum(k/factorial(k), k, 1, inf) = e',
    'sum(1/k, k, 1, inf) = inf',
  ])('true: %s is VERIFIED', (claim) => {
    expect(eq(claim).status).toBe('VERIFIED');
  });

  it.each([
    'sum(1/2^k, k, 1, inf) = 2',
    'sum(1/k^2, k, 1, inf) = pi^2/8',
    'sum((-1)^(k+1)/k, k, 1, inf) = -log(2)',
    'sum(1/k, k, 1, inf) = 100',
    'sum(2^k, k, 0, inf) = -1',
    'sum((-1)^k, k, 0, inf) = 1/2',
    'sum(1/factorial(k), k, 1, inf) = e',
    'sum(1/2^k, k, 0, inf) = inf',
  ])('false: %s is CORRECTION_NEEDED', (claim) => {
    expect(eq(claim).status).toBe('CORRECTION_NEEDED');
  });

  it.each(['sum(1/k^3, k, 1, inf) = 1.2020569', 'sum(x^k, k, 0, inf) = 1/(1-x)', 'sum(sin(k)/k^2, k, 1, inf) = 1'])(
    'outside the families: %s is UNKNOWN, never guessed',
    (claim) => {
      expect(eq(claim).status).toBe('UNKNOWN');
    },
  );

  it('a term that divides by zero makes the claim an ERROR, not a 5xx', () => {
    const r = eq('sum(1/k^2, k, 0, inf) = 1');
    expect(r.status).toBe('ERROR');
    expect(r.error).toBe('division by zero');
  });
});

describe('limits by series expansion', () => {
  it.each([
    'limit((exp(x)-1-x)/x^2, x, 0) = 1/2',
    'limit((1-cos(x))/x^2, x, 0) = 1/2',
    'limit(x*log(x), x, 0) = 0',
    'limit(x^x, x, 0) = 1',
    'limit(x*sin(1/x), x, 0) = 0',
    'limit((1+1/x)^x, x, inf) = e',
    'limit(atan(x), x, inf) = pi/2',
    'limit(log(x), x, 0) = -inf',
    'limit(sqrt(x)/x, x, 0) = inf',
    'limit((sin(x)-x)/x^3, x, 0) = -1/6',
    'limit(x^(1/3), x, 0) = 0',
    'limit(cbrt(x^3)/x, x, 0) = 1',
  ])('true: %s is VERIFIED', (claim) => {
    expect(eq(claim).status).toBe('VERIFIED');
  });

  it.each([
    'limit(abs(x)/x, x, 0) = 1',
    'limit(1/x, x, 0) = inf',
    'limit((sin(x)-x)/x^3, x, 0) = 1/6',
    'limit(log(x), x, 0) = 0',
    'limit(x*log(x), x, 0) = -inf',
  ])('false (or no limit): %s is CORRECTION_NEEDED', (claim) => {
    expect(eq(claim).status).toBe('CORRECTION_NEEDED');
  });

  it.each([
    ['lim_{x→0+} 1/x = inf', 'VERIFIED'],
    ["limit(1/x, x, 0, '-') = -inf", 'VERIFIED'],
    ['lim_{x→0⁻} 1/x = inf', 'CORRECTION_NEEDED'],
    ['Σ_{k=1}^{∞} 1/k² = π²/6', 'VERIFIED'],
    ['∑_{n=0}^∞ (1/3)^n = 3/2', 'VERIFIED'],
  ])('one-sided limits and Σ notation: %s is %s', (claim, status) => {
    expect(eq(claim).status).toBe(status);
  });

  it('undefined on one side is a real-domain fact only', () => {
    expect(eq('limit(log(x), x, 0) = -inf', 'complex').status).toBe('UNKNOWN');
    expect(eq('limit(sin(1/x), x, 0) = 0').status).toBe('UNKNOWN');
  });
});

describe('the worst expansions and series stay within the counted budget', () => {
  it.each([
    'limit((tan(sin(x)) - sin(tan(x)))/x^7, x, 0) = 1/30',
    'sum((-1)^k/((2*k+1)^2*(3*k+1)^2*(5*k+2)), k, 0, inf) = 1',
    'sum(1/((12*k+1)*(12*k+5)*(12*k+7)*(12*k+11)*(11*k+3)*(7*k+1)*(5*k+4)*(9*k+2)*(10*k+7)*(8*k+3)*(6*k+5)*(4*k+3)), k, 0, inf) = 1',
    'limit(sin(sin(sin(sin(sin(sin(x))))))/x, x, 0) = 1',
  ])('%s', (expression) => {
    const budget = new WorkBudget(DEFAULT_WORK_BUDGET);
    const r = verifyMath({ expression }, { budget });
    expect(['VERIFIED', 'UNKNOWN', 'CORRECTION_NEEDED']).toContain(r.status);
    expect(budget.spent).toBeLessThanOrEqual(DEFAULT_WORK_BUDGET + 20_000);
  });
});
