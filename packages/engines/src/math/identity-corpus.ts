/**
 * Identities and equations with their truth under the engine's semantics (equation.ts): for every real value
 * of the variables both sides are defined and equal, or both undefined. `holds: false` entries are traps.
 */
export interface CorpusEntry {
  equation: string;
  holds: boolean;
  note?: string;
}

export const IDENTITY_CORPUS: readonly CorpusEntry[] = [
  // true: polynomial and rational
  { equation: '(x+1)^2 = x^2+2x+1', holds: true },
  { equation: '(a+b)^2 = a^2+2a b+b^2', holds: true },
  { equation: '(a-b)^2 = a^2-2a*b+b^2', holds: true },
  { equation: '(a+b)^3 = a^3+3a^2 b+3a b^2+b^3', holds: true },
  { equation: '(a+b)(a-b) = a^2-b^2', holds: true },
  { equation: 'x^3-1 = (x-1)(x^2+x+1)', holds: true },
  { equation: '(x+y+z)^2 = x^2+y^2+z^2+2x*y+2y*z+2x*z', holds: true },
  { equation: 'x^2*x^3 = x^5', holds: true },
  { equation: '(x^2)^3 = x^6', holds: true },
  { equation: '2x+3x = 5x', holds: true },
  { equation: '(x+1)^5 = x^5+5x^4+10x^3+10x^2+5x+1', holds: true },
  { equation: 'x/2 + x/3 = 5x/6', holds: true },
  { equation: '0.1x + 0.2x = 0.3x', holds: true },
  { equation: 'a^2-b^2 = (a-b)*(a+b)', holds: true },
  // true: trigonometric
  { equation: 'sin(x)^2+cos(x)^2 = 1', holds: true },
  { equation: 'sin(2x) = 2sin(x)cos(x)', holds: true },
  { equation: 'cos(2x) = cos(x)^2-sin(x)^2', holds: true },
  { equation: 'cos(2x) = 1-2sin(x)^2', holds: true },
  { equation: 'sin(x+y) = sin(x)cos(y)+cos(x)sin(y)', holds: true },
  { equation: 'cos(x-y) = cos(x)cos(y)+sin(x)sin(y)', holds: true },
  { equation: 'sin(3x) = 3sin(x)-4sin(x)^3', holds: true },
  { equation: 'sin(x+pi) = -sin(x)', holds: true },
  { equation: 'cos(pi/2 - x) = sin(x)', holds: true },
  { equation: 'sin(-x) = -sin(x)', holds: true },
  { equation: 'tan(x) = sin(x)/cos(x)', holds: true },
  { equation: '1 + tan(x)^2 = sec(x)^2', holds: true, note: 'both undefined where cos x = 0' },
  { equation: 'sin(x/2)^2 = (1-cos(x))/2', holds: true },
  // true: exponential / hyperbolic
  { equation: 'exp(x+y) = exp(x)exp(y)', holds: true },
  { equation: 'e^(2x) = (e^x)^2', holds: true },
  { equation: '2^(x+1) = 2*2^x', holds: true },
  { equation: 'cosh(x)^2-sinh(x)^2 = 1', holds: true },
  { equation: 'sinh(2x) = 2sinh(x)cosh(x)', holds: true },
  { equation: 'exp(-x) = 1/exp(x)', holds: true },
  { equation: 'log(e^2) = 2', holds: true },
  // true, but only provable with domain reasoning we do not do (expected UNKNOWN, must not be false)
  { equation: 'abs(x*y) = abs(x)*abs(y)', holds: true },
  { equation: '1/(x-1) - 1/(x+1) = 2/(x^2-1)', holds: true, note: 'same domain x ≠ ±1' },
  { equation: 'sqrt(x^2) = abs(x)', holds: true },
  { equation: 'log(exp(x)) = x', holds: true },
  // numeric equations
  { equation: '0.1+0.2 = 0.3', holds: true },
  { equation: '2+2 = 4', holds: true },
  { equation: '2^100+1 = 1267650600228229401496703205377', holds: true },
  { equation: '1/3+1/6 = 1/2', holds: true },
  { equation: 'sqrt(2)^2 = 2', holds: true },
  // false: traps
  { equation: 'sqrt(x^2) = x', holds: false, note: 'x < 0' },
  { equation: 'log(x^2) = 2log(x)', holds: false, note: 'x < 0: left defined, right not' },
  { equation: '(a+b)^2 = a^2+b^2', holds: false },
  { equation: 'sin(2x) = 2sin(x)', holds: false },
  { equation: 'x/x = 1', holds: false, note: 'left undefined at x = 0' },
  { equation: '(x^2-1)/(x-1) = x+1', holds: false, note: 'left undefined at x = 1' },
  { equation: '(x+1)^2 = x^2+2x+2', holds: false },
  { equation: '2+2 = 5', holds: false },
  { equation: '0.1+0.2 = 0.30000000000000004', holds: false, note: 'true in doubles, false exactly' },
  { equation: 'sqrt(x)^2 = x', holds: false, note: 'x < 0 in the real domain' },
  { equation: 'exp(log(x)) = x', holds: false, note: 'x ≤ 0' },
  { equation: 'log(a*b) = log(a)+log(b)', holds: false, note: 'a, b < 0' },
  { equation: 'sqrt(a*b) = sqrt(a)*sqrt(b)', holds: false, note: 'a, b < 0' },
  { equation: '1/(a+b) = 1/a+1/b', holds: false },
  { equation: 'sin(x+y) = sin(x)+sin(y)', holds: false },
  { equation: 'cos(x)^2 = 1+sin(x)^2', holds: false },
  { equation: 'x^2 = x', holds: false },
  { equation: '2x+3 = 7', holds: false, note: 'an equation with one solution, not an identity' },
  { equation: '(x+y)^3 = x^3+y^3', holds: false },
  { equation: 'x + 1e-20 = x', holds: false, note: 'difference below float resolution' },
  { equation: 'abs(x+y) = abs(x)+abs(y)', holds: false },
  { equation: 'tan(2x) = 2tan(x)', holds: false },
  { equation: 'pi = 3.14159265358979', holds: false },
  { equation: '1/3 = 0.3333333333333333', holds: false },
  { equation: 'e^(x*y) = e^x*e^y', holds: false },
  { equation: 'log(x+1) = log(x)+1', holds: false },
];
