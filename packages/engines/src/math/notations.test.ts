import { describe, expect, it } from 'vitest';
import { type MathResult, verifyMath } from './index.ts';

const run = (expression: string) => verifyMath({ expression }) as MathResult & { reading?: string; error?: string };

describe('the notations models write (docs/math.md, Notations)', () => {
  it.each([
    'x² - 1 = (x-1)(x+1)',
    '√2·√8 = 4',
    '∛27 = 3',
    '½ + ⅓ = 5/6',
    '|-5| = 5',
    'log₂ 8 = 3',
    'sin²x + cos²x = 1',
    '15% of 80 = 12',
    '45 is 30% of 150',
    '17 mod 5 = 2',
    '2^10 ≡ 1 (mod 1023)',
    '5! = 120',
    '10C3 = 120',
    'C(5, 2) = 10',
    'nCr(5,2) = 10',
    'binomial(6, 3) = 20',
    '5 choose 2 = 10',
    '5P2 = 20',
    'Σ_{k=1}^{∞} 1/k² = π²/6',
    '∏_{k=1}^{5} k = 120',
    '∫_0^1 x^2 dx = 1/3',
    '∫₀¹ x dx = 1/2',
    'lim_{x→0} sin(x)/x = 1',
    'lim_{x→0+} 1/x = inf',
    'det([1 2; 3 4]) = -2',
    'inverse([[2,0],[0,4]]) = [[1/2,0],[0,1/4]]',
    '2 hours 30 minutes = 150 min',
    '3 days = 72 hours',
    '\\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}',
    '\\sqrt[3]{8} = 2',
    "f(x) = x^2, f'(x) = 2x",
    'the derivative of sin(2x) is 2cos(2x)',
  ])('%s is VERIFIED', (claim) => {
    expect(run(claim).status).toBe('VERIFIED');
  });

  it('a unit word is read as the unit and the reading is reported', () => {
    expect(run('3 hours = 180 minutes').reading).toContain('"hours" read as the unit h');
  });

  it('an ambiguous notation is refused, not guessed', () => {
    const r = run('sin x/2 = 1');
    expect(r.status).toBe('ERROR');
    expect(r.error).toBe('ambiguous notation');
  });
});

describe('claims stated in words', () => {
  it.each([
    ['x^2-5x+6=0 → x=2 or x=3', 'VERIFIED'],
    ['x^2-5x+6=0 → x=2', 'CORRECTION_NEEDED'],
    ['solve x^2 - 4 = 0 for x: x = 2 or x = -2', 'VERIFIED'],
    ['x^2 + 1 = 0 has no real solutions', 'VERIFIED'],
    ['eigenvalues of [[2,1],[1,2]] are 1 and 3', 'VERIFIED'],
    ['eigenvalues of [[2,1],[1,2]] are 1 and 2', 'CORRECTION_NEEDED'],
    ['pi ≈ 3.1416', 'VERIFIED'],
    ['pi ≈ 3.3', 'CORRECTION_NEEDED'],
    ['pi ≈ 3.2', 'UNKNOWN'],
  ])('%s is %s', (claim, status) => {
    expect(run(claim).status).toBe(status);
  });
});

describe('modular powers with huge exponents never escape as an exception', () => {
  it.each([
    'mod(3^2147483647, 1000000007) = 463140645',
    '2^(2^40) mod 1000000007 = 819855989',
    'pow(7, 10^18, 10^9 + 7) = 259616729',
    '2^(2^31) % 1000000009 = 791217144',
  ])('%s is answered, never VERIFIED by a guess', (claim) => {
    const r = run(claim);
    expect(['VERIFIED', 'UNKNOWN', 'CORRECTION_NEEDED']).toContain(r.status);
  });
});
