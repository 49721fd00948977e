import { describe, expect, it } from 'vitest';
import { type EquationResult, verifyMath } from './index.ts';

const eq = (expression: string, assumptions?: string[]) =>
  verifyMath({ expression, ...(assumptions ? { context: { assumptions } } : {}) }) as EquationResult;

describe('inverse functions on their principal branches', () => {
  it.each([
    ['asin(sin(t)) = t', ['-1 < t < 3/2']],
    ['acos(cos(t)) = t', ['1/2 <= t <= 3']],
    ['acos(cos(t)) = t', ['0 <= t <= pi']],
    ['atan(tan(t)) = t', ['-pi/2 < t < 1']],
    ['2*asin(sin(t)) = t + t', ['-pi/2 <= t <= 0']],
    ['cos(atan(t)) = 1/sqrt(t^2 + 1)', []],
    ['sin(atan(2*t)) = 2*t/sqrt(1 + 4*t^2)', []],
  ] as Array<[string, string[]]>)('true: %s under %j is VERIFIED', (claim, assumptions) => {
    expect(eq(claim, assumptions).status).toBe('VERIFIED');
  });

  it.each([
    ['asin(sin(t)) = t', ['0 <= t <= 2']],
    ['acos(cos(t)) = t', ['-1/2 <= t <= 1']],
    ['atan(tan(t)) = t', ['1 < t < 2']],
    ['cos(atan(t)) = t/sqrt(t^2 + 1)', []],
  ] as Array<[string, string[]]>)('false: %s under %j is not VERIFIED', (claim, assumptions) => {
    expect(eq(claim, assumptions).status).not.toBe('VERIFIED');
  });

  it('atan(tan t) = t on a region reaching past π/2 is not VERIFIED (false there)', () => {
    expect(eq('atan(tan(t)) = t', ['-1 < t <= pi/2 + 1/10']).status).not.toBe('VERIFIED');
  });
});

describe('a difference with derivative 0 on the one interval where both sides are defined', () => {
  it.each([
    ['acos(u) + asin(u) = pi/2', []],
    ['3*asin(u) + 3*acos(u) = 3*pi/2', []],
    ['atan(u) + atan(1/u) = pi/2', ['u >= 2']],
    ['atan(1/u) + atan(u) = -pi/2', ['u < -1']],
    ['atan((1 + u)/(1 - u)) - atan(u) = pi/4', ['u < 1']],
    ['2*atan(u) = atan(2*u/(1 - u^2))', ['-1/2 < u < 1']],
  ] as Array<[string, string[]]>)('true: %s under %j is VERIFIED', (claim, assumptions) => {
    const r = eq(claim, assumptions);
    expect(r.status).toBe('VERIFIED');
    expect(r.method).toBe('constant-difference');
  });

  it('says where both sides are defined when their domains differ', () => {
    const r = eq('asin(u) = atan(u/sqrt(1 - u^2))');
    expect(r.status).toBe('VERIFIED');
    expect(r.conditions).toEqual(['u > -1', 'u < 1']);
  });

  it.each([
    ['asin(u) + acos(u) = pi', []],
    ['atan(u) + atan(1/u) = pi/2', []],
    ['atan(u) + atan(1/u) = pi/2', ['u < 0']],
    ['atan(u) + atan(1/u) = pi/2', ['u > -2']],
    ['atan((1 + u)/(1 - u)) - atan(u) = pi/4', []],
    ['2*atan(u) = atan(2*u/(1 - u^2))', ['-1 < u < 2']],
    ['2*atan(u) = atan(2*u/(1 - u^2))', []],
    ['asin(u) - acos(u) = 0', []],
  ] as Array<[string, string[]]>)('false: %s under %j is never VERIFIED', (claim, assumptions) => {
    expect(eq(claim, assumptions).status).not.toBe('VERIFIED');
  });
});

describe('non-strict bounds: the open region proven, each boundary slice decided on its own', () => {
  it.each([
    ['|a - b| = |a| + |b|', ['a >= 0', 'b <= 0']],
    ['sqrt(a^2) = -a', ['a <= 0']],
    ['sqrt((a - 2)^2) = 2 - a', ['a <= 2']],
    ['abs(a - 3) = 3 - a', ['1 <= a <= 3']],
  ] as Array<[string, string[]]>)('true: %s under %j is VERIFIED', (claim, assumptions) => {
    expect(eq(claim, assumptions).status).toBe('VERIFIED');
  });

  it.each([
    ['|a - b| = |a| + |b|', ['a >= 0', 'b >= 0']],
    ['sqrt(a^2) = -a', ['a <= 1']],
    ['abs(a - 3) = 3 - a', ['1 <= a <= 4']],
  ] as Array<[string, string[]]>)('false: %s under %j is never VERIFIED', (claim, assumptions) => {
    expect(eq(claim, assumptions).status).not.toBe('VERIFIED');
  });
});

describe('a proof for positive variables extended by deciding every other sign pattern and the zero slices', () => {
  const complex = (expression: string, assumptions: string[] = []) =>
    verifyMath({ expression, context: { domain: 'complex', ...(assumptions.length > 0 ? { assumptions } : {}) } }) as EquationResult;

  it.each([
    ['sqrt(3*a)*sqrt(12*a) = 6*a', []],
    ['sqrt(a^2*b) = abs(a)*sqrt(b)', []],
    ['sqrt(a)*sqrt(b) = sqrt(a*b)', ['a > 0']],
    ['sqrt(9*a) = 3*sqrt(a)', []],
  ] as Array<[string, string[]]>)('true: %s under %j is VERIFIED', (claim, assumptions) => {
    expect(complex(claim, assumptions).status).toBe('VERIFIED');
  });

  it.each([
    ['sqrt(3*a)*sqrt(12*a) = 6*abs(a)', []],
    ['sqrt(a)*sqrt(b) = sqrt(a*b)', []],
    ['sqrt(a)*sqrt(b) = sqrt(a*b)', ['a < 0']],
    ['sqrt(a/b) = sqrt(a)/sqrt(b)', ['b < 0']],
    ['sqrt(a^2) = a', []],
  ] as Array<[string, string[]]>)('false: %s under %j is never VERIFIED', (claim, assumptions) => {
    expect(complex(claim, assumptions).status).not.toBe('VERIFIED');
  });
});
