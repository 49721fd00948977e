import { all, create, type FactoryFunctionMap, type MathJsInstance } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { EvalError as EvaluationError, evalExpr } from './evaluate';
import { bigMath, numberMath } from './hardened-math';
import { FUNCTIONS, parseExpr } from './parse';

// Handled by evaluate.ts itself (never dispatched to mathjs): calculus, sums and matrices are out of the scalar domain.
const NOT_SCALAR = new Set(['diff', 'integrate', 'limit', 'sum', 'product', 'det', 'inv', 'transpose', 'trace']);

const EXPRESSIONS = [
  '2+2',
  '1/3 + 1/6',
  '2^0.5 * sqrt(2)',
  'cbrt(27) - nthRoot(16, 4)',
  'abs(-3) + exp(1) - e',
  'log(100, 10) + log10(1000) + log2(8) + log(e)',
  'sin(pi/6) + cos(pi/3) + tan(pi/4)',
  'sec(0.3) + csc(0.4) + cot(0.5)',
  'asin(0.5) + acos(0.5) + atan(1) + atan2(1, 2)',
  'sinh(1) + cosh(1) + tanh(0.5) + asinh(1) + acosh(2) + atanh(0.5)',
  'floor(2.7) + ceil(2.1) + round(2.5) + sign(-4)',
  'factorial(20) / factorial(18)',
  'mod(17, 5) + gcd(12, 18) + lcm(4, 6)',
  'max(1, 7, 3) - min(4, 2, 9)',
  'tau - 2*pi + phi',
  '10^20 + 1 - 10^20',
  'sqrt(-1)',
  '1/0',
  'log(0)',
  '0.1 + 0.2',
];

function run(m: MathJsInstance, text: string): string {
  try {
    const v = evalExpr(parseExpr(text), m, {}, 'real');
    return `${m.typeOf(v)} ${m.format(v, { precision: 40 })}`;
  } catch (err) {
    if (err instanceof EvaluationError) return `error ${err.message}`;
    throw err;
  }
}

describe('hardened mathjs instances (selected factories, not mathjs `all`)', () => {
  const fullBig = create(all as FactoryFunctionMap, { number: 'BigNumber', precision: 64 });

  it('resolve every scalar function the parser allows', () => {
    const missing = Object.keys(FUNCTIONS).filter(
      (name) => !NOT_SCALAR.has(name) && typeof (bigMath as unknown as Record<string, unknown>)[name] !== 'function',
    );
    expect(missing).toEqual([]);
    expect(typeof numberMath.add).toBe('function');
  });

  it.each(EXPRESSIONS)('evaluates %s exactly as a full mathjs instance does', (text) => {
    expect(run(bigMath, text)).toBe(run(fullBig, text));
  });

  it('still refuses the disabled entry points', () => {
    expect(() => (bigMath as unknown as { evaluate: (s: string) => unknown }).evaluate('1+1')).toThrow(/disabled/);
  });
});
