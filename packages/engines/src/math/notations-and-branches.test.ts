import { describe, expect, it } from 'vitest';
import { type MathInput, type MathResult, verifyMath } from './index.ts';

const run = (expression: string, context?: MathInput['context']) => verifyMath({ expression, context }) as MathResult & { error?: string };

describe('notations: a bracketed modulus, chained percentages, a ± b in stated solutions', () => {
  it.each([
    '5^(10^12) mod (10^6 + 3) = mod(5^(10^12), 1000003)',
    '23 mod (2 + 3) = 3',
    '20% of 50% of 300 = 30',
    '10% of 10% = 1%',
    'x^2 - 6x + 7 = 0 → x = 3 ± √2',
    'x^2 - 2x - 1 = 0 → x = (2 ± √8)/2',
    'x^2 - 10x + 22 = 0 → x = ±√3 + 5',
  ])('%s is VERIFIED', (claim) => expect(run(claim).status).toBe('VERIFIED'));

  it.each(['23 mod (2 + 3) = 4', '20% of 50% of 300 = 300', 'x^2 - 6x + 7 = 0 → x = 3 ± √3', 'x^2 - 6x + 7 = 0 → x = -3 ± √2'])(
    '%s is CORRECTION_NEEDED',
    (claim) => expect(run(claim).status).toBe('CORRECTION_NEEDED'),
  );

  it('two ± in one value are refused, not guessed', () => {
    expect(run('x^2 - 6x + 7 = 0 → x = 3 ± 1 ± √2').error).toBe('ambiguous notation');
  });

  it('a sum before a bracketed modulus keeps its two readings apart', () => {
    expect(run('1 + 23 mod (5) = 4').error).toBe('ambiguous notation');
  });
});

describe('identities: multiples of atan, b^(log_b x), shifted branches', () => {
  it.each([
    ['cos(2*atan(y)) = (1 - y^2)/(1 + y^2)', undefined],
    ['sin(2 atan(t)) = 2t/(1 + t^2)', undefined],
    ['tan(2*atan(t)) = 2t/(1 - t^2)', undefined],
    ['sin(3*atan(t)) = (3t - t^3)/(1 + t^2)^(3/2)', undefined],
    ['cos(-2*atan(t)) = (1 - t^2)/(1 + t^2)', undefined],
    ['2^(log2(t)) = t', ['t > 0']],
    ['100^(log10(t)) = t^2', ['t > 0']],
    ['acos(cos(t)) = -t', ['-2 <= t <= -1']],
    ['asin(sin(t)) = pi - t', ['2 <= t <= 4']],
    ['atan(tan(t)) = t + pi', ['-4 < t < -2']],
    ['acos(cos(t)) = t - 2*pi', ['7 <= t <= 9']],
  ] as const)('%s is VERIFIED', (claim, assumptions) => {
    expect(run(claim, assumptions ? { assumptions: [...assumptions] } : undefined).status).toBe('VERIFIED');
  });

  it.each([
    ['cos(2*atan(y)) = (y^2 - 1)/(1 + y^2)', undefined],
    ['sin(2*atan(t)) = -2t/(1 + t^2)', undefined],
    ['sin(3*atan(t)) = (3t + t^3)/(1 + t^2)^(3/2)', undefined],
    ['2^(log2(t)) = 2t', ['t > 0']],
    ['100^(log10(t)) = t', ['t > 0']],
    ['acos(cos(t)) = t', ['-2 <= t <= -1']],
    ['acos(cos(t)) = -t', ['-4 <= t <= -1']],
    ['asin(sin(t)) = t - pi', ['2 <= t <= 4']],
    ['atan(tan(t)) = t - pi', ['-4 < t < -2']],
  ] as const)('%s is CORRECTION_NEEDED (a wrong sign, interval or branch)', (claim, assumptions) => {
    expect(run(claim, assumptions ? { assumptions: [...assumptions] } : undefined).status).toBe('CORRECTION_NEEDED');
  });
});

describe('exact complex values and improper integrals', () => {
  it.each([
    '(-1)^(2i) = e^(-2π)',
    '(-3)^i = e^(-π)*(cos(log(3)) + i*sin(log(3)))',
    'sin(3i) = i*sinh(3)',
    'cos(2i) = cosh(2)',
    '∫_{-∞}^{0} 1/(1 + x^2) dx = π/2',
    'limit(atan(x), x, -inf) = -pi/2',
  ])('%s is VERIFIED', (claim) => expect(run(claim).status).toBe('VERIFIED'));

  it.each([
    '(-1)^(2i) = e^(2π)',
    'sin(3i) = -i*sinh(3)',
    'cos(2i) = -cosh(2)',
    '∫_{-∞}^{0} 1/(1 + x^2) dx = -π/2',
    'limit(atan(x), x, -inf) = pi/2',
  ])('%s is CORRECTION_NEEDED', (claim) => expect(run(claim).status).toBe('CORRECTION_NEEDED'));

  it('(−1)^i stays undecided in the real domain', () => {
    expect(run('(-1)^i = e^(-π)', { domain: 'real' }).status).not.toBe('VERIFIED');
  });
});
