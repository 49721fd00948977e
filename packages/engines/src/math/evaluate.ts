/**
 * A mathjs-based evaluator, kept as the consensus engine's independent "mathjs-bignumber" opinion (the math engine
 * itself decides with exact arithmetic and intervals, never with this). Our own tree walk over `Expr`, calling the
 * hardened instance's arithmetic. Walking ourselves (rather than
 * mathjs `compile`) lets every operation check its domain and fail with a stable code: "division by zero"
 * instead of Infinity, "logarithm of zero" instead of -Infinity, "square root of a negative number" in the
 * real domain instead of a complex value.
 */
import type { BigNumber, Complex, MathJsInstance } from 'mathjs';
import type { Expr, Op } from './expr.ts';
import { CAPS } from './limits.ts';
import { FUNCTIONS } from './parse.ts';

export type Domain = 'real' | 'complex';
export type MathValue = number | BigNumber | Complex;
export type EvalIssue =
  | 'DIVISION_BY_ZERO'
  | 'LOG_ZERO'
  | 'LOG_NEGATIVE'
  | 'SQRT_NEGATIVE'
  | 'NOT_REAL'
  | 'FACTORIAL_RANGE'
  | 'UNDEFINED_VARIABLE'
  | 'OVERFLOW'
  | 'UNDEFINED_VALUE'
  | 'OUT_OF_DOMAIN'
  | 'PRECISION_LOSS';

export const ISSUE_TEXT: Readonly<Record<EvalIssue, string>> = {
  DIVISION_BY_ZERO: 'division by zero',
  LOG_ZERO: 'logarithm of zero',
  LOG_NEGATIVE: 'logarithm of a negative number',
  SQRT_NEGATIVE: 'square root of a negative number',
  NOT_REAL: 'result is not a real number',
  FACTORIAL_RANGE: `factorial needs a non-negative integer no larger than ${CAPS.maxFactorial}`,
  UNDEFINED_VARIABLE: 'expression contains a variable without a value',
  OVERFLOW: 'result is too large to represent',
  UNDEFINED_VALUE: 'result is undefined',
  OUT_OF_DOMAIN: 'argument outside the domain of a function',
  PRECISION_LOSS: 'cancellation exceeded the working precision',
};

class EvaluationError extends Error {
  constructor(readonly code: EvalIssue) {
    super(ISSUE_TEXT[code]);
  }
}

export type Scope = Readonly<Record<string, MathValue>>;

export interface EvalOptions {
  /**
   * Decimal mode only: fail with PRECISION_LOSS when an addition of large operands (> 1e20) cancels more
   * digits than the precision keeps, e.g. cosh(372)² − sinh(372)² evaluates to exactly 0 at 64 and 128 digits.
   */
  guardCancellation?: boolean;
}

export function evalExpr(e: Expr, m: MathJsInstance, scope: Scope, domain: Domain, opts: EvalOptions = {}): MathValue {
  return check(evalNode(e, m, scope, domain, opts), m, domain);
}

function guardCancellation(m: MathJsInstance, x: MathValue, y: MathValue, r: MathValue): MathValue {
  if (m.typeOf(x) !== 'BigNumber' || m.typeOf(y) !== 'BigNumber' || m.typeOf(r) !== 'BigNumber') return r;
  const big = m.max(m.abs(x as BigNumber), m.abs(y as BigNumber)) as BigNumber;
  if (!big.gt(1e20)) return r;
  // Boundary: mathjs types config as a setter; called without arguments it returns the current configuration.
  const precision = (m.config as unknown as () => { precision: number })().precision;
  if ((r as BigNumber).abs().lt(big.times(m.bignumber(10).pow(20 - precision)))) throw new EvaluationError('PRECISION_LOSS');
  return r;
}

function isBig(m: MathJsInstance): boolean {
  // Boundary: mathjs types config as a setter; called without arguments it returns the current configuration.
  return (m.config as unknown as () => { number: string })().number === 'BigNumber';
}

function num(m: MathJsInstance, text: string): MathValue {
  return isBig(m) ? m.bignumber(text) : Number(text);
}

function isComplex(m: MathJsInstance, v: MathValue): v is Complex {
  return m.typeOf(v) === 'Complex';
}

/** Real value (number/BigNumber) or null when complex with a non-zero imaginary part. */
function realPart(m: MathJsInstance, v: MathValue): number | BigNumber | null {
  if (!isComplex(m, v)) return v as number | BigNumber;
  return v.im === 0 ? (isBig(m) ? m.bignumber(v.re) : v.re) : null;
}

function isNegativeReal(m: MathJsInstance, v: MathValue): boolean {
  const r = realPart(m, v);
  return r !== null && (typeof r === 'number' ? r < 0 : r.isNegative() && !r.isZero());
}

/**
 * Exact zero test. mathjs `isZero` is tolerance based (1.7e-162 counts as zero at the default absTol), which
 * would report "division by zero" for tiny but valid divisors.
 */
export function isExactZero(m: MathJsInstance, v: MathValue): boolean {
  if (typeof v === 'number') return v === 0;
  if (isComplex(m, v)) return v.re === 0 && v.im === 0;
  return (v as BigNumber).isZero();
}

function isIntegerReal(r: number | BigNumber): boolean {
  return typeof r === 'number' ? Number.isInteger(r) : r.isInteger();
}

function check(v: MathValue, m: MathJsInstance, domain: Domain): MathValue {
  if (isComplex(m, v)) {
    if (!Number.isFinite(v.re) || !Number.isFinite(v.im))
      throw new EvaluationError(Number.isNaN(v.re) || Number.isNaN(v.im) ? 'UNDEFINED_VALUE' : 'OVERFLOW');
    if (v.im === 0) return isBig(m) ? m.bignumber(v.re) : v.re;
    if (domain === 'real') throw new EvaluationError('NOT_REAL');
    return v;
  }
  if (typeof v === 'number') {
    if (Number.isNaN(v)) throw new EvaluationError('UNDEFINED_VALUE');
    if (!Number.isFinite(v)) throw new EvaluationError('OVERFLOW');
    return v;
  }
  const b = v as BigNumber;
  if (b.isNaN()) throw new EvaluationError('UNDEFINED_VALUE');
  if (!b.isFinite()) throw new EvaluationError('OVERFLOW');
  return v;
}

function evalNode(e: Expr, m: MathJsInstance, scope: Scope, domain: Domain, opts: EvalOptions): MathValue {
  switch (e.k) {
    case 'num':
      return num(m, e.text);
    case 'var': {
      const v = scope[e.name];
      if (!Object.hasOwn(scope, e.name) || v === undefined) throw new EvaluationError('UNDEFINED_VARIABLE');
      return v;
    }
    case 'const':
      switch (e.name) {
        case 'pi':
          return m.pi as MathValue;
        case 'e':
          return m.e as MathValue;
        case 'tau':
          return m.tau as MathValue;
        case 'phi':
          return m.phi as MathValue;
        case 'i':
          if (domain === 'real') throw new EvaluationError('NOT_REAL');
          return m.complex(0, 1);
        default:
          throw new EvaluationError('OUT_OF_DOMAIN');
      }
    case 'unit':
    case 'matrix':
      throw new EvaluationError('OUT_OF_DOMAIN');
  }
  if (e.k === 'fn' && (!Object.hasOwn(FUNCTIONS, e.name) || NOT_SCALAR.has(e.name))) throw new EvaluationError('OUT_OF_DOMAIN');
  const args = e.args.map((a) => check(evalNode(a, m, scope, domain, opts), m, domain));
  try {
    const r = e.k === 'op' ? applyOp(e.op, args, m, domain) : applyFn(e.name, args, m, domain);
    const [a0, a1] = args;
    return opts.guardCancellation && e.k === 'op' && (e.op === '+' || e.op === '-') && a0 !== undefined && a1 !== undefined
      ? guardCancellation(m, a0, a1, r)
      : r;
  } catch (err) {
    if (err instanceof EvaluationError) throw err;
    throw new EvaluationError('OUT_OF_DOMAIN');
  }
}

type M = Record<string, (...a: unknown[]) => MathValue>;

const NOT_SCALAR = new Set(['diff', 'integrate', 'limit', 'sum', 'product', 'det', 'inv', 'transpose', 'trace']);

/** Plain-double fast path (mathjs typed dispatch costs ~1 µs per call, which dominates sampling). */
function fastOp(op: Op, x: number, y: number): number | undefined {
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case 'neg':
      return -x;
    case '/':
      return y === 0 ? undefined : x / y;
    case '^':
      return x > 0 || Number.isInteger(y) ? (x === 0 && y < 0 ? undefined : x ** y) : undefined;
    default:
      return undefined;
  }
}

const FAST_FN: Readonly<Record<string, (x: number) => number | undefined>> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  exp: Math.exp,
  abs: Math.abs,
  atan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  floor: Math.floor,
  ceil: Math.ceil,
  sqrt: (x) => (x >= 0 ? Math.sqrt(x) : undefined),
  log: (x) => (x > 0 ? Math.log(x) : undefined),
};

function applyOp(op: Op, a: MathValue[], m: MathJsInstance, domain: Domain): MathValue {
  const [x, y] = a as [MathValue, MathValue];
  if (typeof x === 'number' && (a.length === 1 || typeof y === 'number')) {
    const r = fastOp(op, x, (y as number | undefined) ?? 0);
    if (r !== undefined) return r;
  }
  switch (op) {
    case '+':
      return m.add(x, y) as MathValue;
    case '-':
      return m.subtract(x, y) as MathValue;
    case '*':
      return m.multiply(x, y) as MathValue;
    case 'neg':
      return m.unaryMinus(x) as MathValue;
    case '/':
      if (isExactZero(m, y)) throw new EvaluationError('DIVISION_BY_ZERO');
      return m.divide(x, y) as MathValue;
    case 'mod':
      if (isExactZero(m, y)) throw new EvaluationError('DIVISION_BY_ZERO');
      return m.mod(x as number, y as number) as MathValue;
    case '^': {
      if (isExactZero(m, x) && isNegativeReal(m, y)) throw new EvaluationError('DIVISION_BY_ZERO');
      if (domain === 'real' && isNegativeReal(m, x)) {
        const ry = realPart(m, y);
        if (ry === null || !isIntegerReal(ry)) throw new EvaluationError('NOT_REAL');
      }
      return m.pow(x, y) as MathValue;
    }
    case '!':
      return factorial(x, m);
  }
}

function factorial(x: MathValue, m: MathJsInstance): MathValue {
  const r = realPart(m, x);
  if (r === null || !isIntegerReal(r) || isNegativeReal(m, r) || m.larger(r, CAPS.maxFactorial))
    throw new EvaluationError('FACTORIAL_RANGE');
  return m.factorial(r) as MathValue;
}

function logOf(x: MathValue, m: MathJsInstance, domain: Domain): MathValue {
  if (isExactZero(m, x)) throw new EvaluationError('LOG_ZERO');
  if (domain === 'real' && isNegativeReal(m, x)) throw new EvaluationError('LOG_NEGATIVE');
  return m.log(x as number) as MathValue;
}

function applyFn(name: string, a: MathValue[], m: MathJsInstance, domain: Domain): MathValue {
  const [x, y] = a as [MathValue, MathValue];
  if (a.length === 1 && typeof x === 'number') {
    const r = FAST_FN[name]?.(x);
    if (r !== undefined) return r;
  }
  // Boundary: the mathjs instance's functions by name (its typings list overloads the name lookup cannot pick).
  const mm = m as unknown as M;
  switch (name) {
    case 'sqrt':
      if (domain === 'real' && isNegativeReal(m, x)) throw new EvaluationError('SQRT_NEGATIVE');
      return m.sqrt(x as number) as MathValue;
    case 'log': {
      const lx = logOf(x, m, domain);
      if (a.length === 1) return lx;
      const lb = logOf(y, m, domain);
      if (isExactZero(m, lb)) throw new EvaluationError('DIVISION_BY_ZERO');
      return m.divide(lx, lb) as MathValue;
    }
    case 'log10':
    case 'log2': {
      const lx = logOf(x, m, domain);
      return m.divide(lx, m.log(num(m, name === 'log10' ? '10' : '2') as number)) as MathValue;
    }
    case 'factorial':
      return factorial(x, m);
    case 'nthRoot':
      if (isExactZero(m, y)) throw new EvaluationError('DIVISION_BY_ZERO');
      return m.nthRoot(x as number, y as number) as MathValue;
    case 'sec':
    case 'csc':
    case 'cot': {
      const baseFn = mm[name === 'sec' ? 'cos' : name === 'csc' ? 'sin' : 'tan'];
      const f = mm[name];
      if (!baseFn || !f) throw new EvaluationError('OUT_OF_DOMAIN');
      if (name !== 'cot' && isExactZero(m, baseFn(x))) throw new EvaluationError('DIVISION_BY_ZERO');
      return f(x);
    }
    default: {
      const f = mm[name];
      if (typeof f !== 'function') throw new EvaluationError('OUT_OF_DOMAIN');
      return f(...a);
    }
  }
}

/** Converts a checked value to a double, or null when it is complex. */
export function toNumber(m: MathJsInstance, v: MathValue): number | null {
  const r = realPart(m, v);
  if (r === null) return null;
  return typeof r === 'number' ? r : (r as BigNumber).toNumber();
}

/** Complex parts as doubles (real values give im = 0). */
export function toComplexParts(m: MathJsInstance, v: MathValue): { re: number; im: number } {
  if (isComplex(m, v)) return { re: v.re, im: v.im };
  return { re: typeof v === 'number' ? v : (v as BigNumber).toNumber(), im: 0 };
}

/** Exported under its historical name; the consensus engine catches it. */
export { EvaluationError as EvalError };
