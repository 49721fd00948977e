/**
 * Stage 2 of the pipeline: the exact rational value of an expression when every operation stays rational
 * (decimals, + − × ÷, integer powers, exact roots of perfect powers, factorials, abs/floor/ceil/round/sign,
 * min/max/mod/gcd/lcm, log of exact powers). Binary floating point never enters this path: 0.1 + 0.2 = 3/10 and
 * factorial(80) + 1 ≠ factorial(80) exactly. `null` means "not rational here" (the later stages take over);
 * division by an exact zero throws UndefinedValue.
 */
import { Rational } from '../exact/rational.ts';
import { arg, type Expr } from './expr.ts';
import { CAPS, tooComplex } from './limits.ts';
import { modularValue } from './modular.ts';
import { rationalBits } from './numeric/interval.ts';
import { type Domain, REASONS, UndefinedValue } from './undefined-value.ts';

class NotRational extends Error {}

export function exactRational(e: Expr, domain: Domain = 'complex'): Rational | null {
  try {
    return walk(e, domain);
  } catch (err) {
    if (err instanceof NotRational) return null;
    throw err;
  }
}

function big(r: Rational): Rational {
  if (rationalBits(r) > CAPS.maxExactBits) throw new NotRational();
  return r;
}

function integer(r: Rational): bigint {
  if (!r.isInteger()) throw new NotRational();
  return r.num;
}

function walk(e: Expr, domain: Domain): Rational {
  switch (e.k) {
    case 'num': {
      const r = Rational.parseDecimal(e.text, 100_000);
      if (!r) throw new NotRational();
      return big(r);
    }
    case 'op':
      return operator(e, domain);
    case 'fn':
      return func(e, domain);
    default:
      throw new NotRational();
  }
}

function operator(e: Expr & { k: 'op' }, domain: Domain): Rational {
  if (e.op === 'mod') return modulo(arg(e, 0), arg(e, 1), domain);
  const a = walk(arg(e, 0), domain);
  switch (e.op) {
    case 'neg':
      return a.neg();
    case '!':
      return factorial(a);
    case '+':
      return big(a.add(walk(arg(e, 1), domain)));
    case '-':
      return big(a.sub(walk(arg(e, 1), domain)));
    case '*':
      return big(a.mul(walk(arg(e, 1), domain)));
    case '/': {
      const b = walk(arg(e, 1), domain);
      if (b.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
      return big(a.div(b));
    }
    case '^':
      return power(a, walk(arg(e, 1), domain), domain);
  }
}

/** a^b for rational b: integer exponents exactly (size bounded first), p/q exponents when a is a perfect q-th power. */
export function power(a: Rational, b: Rational, domain: Domain): Rational {
  if (a.isZero() && b.sign() < 0) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
  if (b.isZero()) return Rational.ONE;
  if (a.isZero() || a.isOne()) return a;
  if (a.equals(Rational.MINUS_ONE) && b.isInteger()) return b.num % 2n === 0n ? Rational.ONE : a;
  if (b.num > 10n ** 12n || b.num < -(10n ** 12n)) throw new NotRational();
  const p = Number(b.num);
  const q = Number(b.den);
  if (Math.abs(p) * rationalBits(a) > CAPS.maxExactBits) throw new NotRational();
  let base = a;
  if (q !== 1) {
    // Principal values: a negative base with a fractional exponent is complex (or undefined in the real domain).
    if (a.sign() < 0) {
      if (domain === 'real') throw new UndefinedValue(REASONS.NOT_REAL);
      throw new NotRational();
    }
    if (q > 64) throw new NotRational();
    const root = a.rootExact(q);
    if (!root) throw new NotRational();
    base = root;
  }
  return big(base.pow(p));
}

function factorial(a: Rational): Rational {
  if (!a.isInteger() || a.sign() < 0) throw new UndefinedValue(REASONS.FACTORIAL);
  if (a.num > BigInt(CAPS.maxFactorial)) {
    tooComplex('factorial', CAPS.maxFactorial, `Factorials are computed exactly up to ${CAPS.maxFactorial}!.`);
  }
  let f = 1n;
  for (let i = 2n; i <= a.num; i++) f *= i;
  return Rational.of(f);
}

/**
 * mod(x, b): integer x reduced modulo an integer b without computing x when it is a power or product (modular.ts:
 * `mod(3^2147483647, 1000000007)`), otherwise exactly.
 */
function modulo(x: Expr, divisor: Expr, domain: Domain): Rational {
  const b = walk(divisor, domain);
  if (b.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
  if (b.isInteger()) {
    const abs = b.num < 0n ? -b.num : b.num;
    const r = modularValue(x, abs);
    if (r !== null) return Rational.of(b.num < 0n && r !== 0n ? r - abs : r);
  }
  return mod(walk(x, domain), b);
}

/** mod with the sign of the divisor (a − b·floor(a/b)), as in most calculators. */
function mod(a: Rational, b: Rational): Rational {
  if (b.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
  return a.sub(b.mul(a.div(b).floor()));
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Round half away from zero. */
export function roundHalfAway(a: Rational): Rational {
  const half = Rational.of(1n, 2n);
  return a.sign() >= 0 ? a.add(half).floor() : a.sub(half).ceil();
}

function func(e: Expr & { k: 'fn' }, domain: Domain): Rational {
  const args = () => e.args.map((x) => walk(x, domain));
  switch (e.name) {
    case 'abs':
      return walk(arg(e, 0), domain).abs();
    case 'floor':
      return walk(arg(e, 0), domain).floor();
    case 'ceil':
      return walk(arg(e, 0), domain).ceil();
    case 'round':
      return roundHalfAway(walk(arg(e, 0), domain));
    case 'sign':
      return Rational.int(walk(arg(e, 0), domain).sign());
    case 'factorial':
      return factorial(walk(arg(e, 0), domain));
    case 'mod':
      if (e.args.length !== 2) throw new NotRational();
      return modulo(arg(e, 0), arg(e, 1), domain);
    case 'gcd':
    case 'lcm': {
      const [a, b] = args();
      if (!a || !b) throw new NotRational();
      const x = integer(a);
      const y = integer(b);
      const g = gcd(x, y);
      if (e.name === 'gcd') return Rational.of(g);
      return g === 0n ? Rational.ZERO : Rational.of((x < 0n ? -x : x) * ((y < 0n ? -y : y) / g));
    }
    case 'max':
    case 'min': {
      const vals = args();
      let best = vals[0];
      if (!best) throw new NotRational();
      for (const v of vals) if (e.name === 'max' ? best.lt(v) : v.lt(best)) best = v;
      return best;
    }
    case 'sqrt': {
      const a = walk(arg(e, 0), domain);
      if (a.sign() < 0) {
        if (domain === 'real') throw new UndefinedValue(REASONS.SQRT_NEGATIVE);
        throw new NotRational();
      }
      const r = a.sqrtExact();
      if (!r) throw new NotRational();
      return r;
    }
    case 'cbrt': {
      const r = walk(arg(e, 0), domain).rootExact(3);
      if (!r) throw new NotRational();
      return r;
    }
    case 'nthRoot': {
      const [a, n] = args();
      if (!a || !n || !n.isInteger() || n.sign() <= 0 || n.num > 64n) throw new NotRational();
      if (a.sign() < 0 && n.num % 2n === 0n) {
        if (domain === 'real') throw new UndefinedValue(REASONS.SQRT_NEGATIVE);
        throw new NotRational();
      }
      const r = a.rootExact(Number(n.num));
      if (!r) throw new NotRational();
      return r;
    }
    case 'exp':
      if (walk(arg(e, 0), domain).isZero()) return Rational.ONE;
      throw new NotRational();
    case 'log':
    case 'log10':
    case 'log2':
      return logarithm(e, domain);
    case 'sin':
    case 'tan':
    case 'sinh':
    case 'tanh':
    case 'asin':
    case 'atan':
    case 'asinh':
    case 'atanh':
      if (walk(arg(e, 0), domain).isZero()) return Rational.ZERO;
      throw new NotRational();
    case 'cos':
    case 'cosh':
    case 'sec':
      if (walk(arg(e, 0), domain).isZero()) return Rational.ONE;
      throw new NotRational();
    default:
      throw new NotRational();
  }
}

/** log_b(x) when x = b^k for an integer k (log(1) = 0, log10(1000) = 3, log(8, 2) = 3). */
function logarithm(e: Expr & { k: 'fn' }, domain: Domain): Rational {
  const x = walk(arg(e, 0), domain);
  if (x.isZero()) throw new UndefinedValue(REASONS.LOG_ZERO);
  if (x.sign() < 0) {
    if (domain === 'real') throw new UndefinedValue(REASONS.LOG_NEGATIVE);
    throw new NotRational();
  }
  if (x.isOne()) return Rational.ZERO;
  let base: Rational;
  if (e.name === 'log10') base = Rational.int(10);
  else if (e.name === 'log2') base = Rational.int(2);
  else if (e.args.length === 2) base = walk(arg(e, 1), domain);
  else throw new NotRational();
  if (base.sign() <= 0 || base.isOne()) throw new NotRational();
  // x = base^k: compare bit sizes to bound k, then check exactly.
  const k = Math.round(Math.log(x.toNumber()) / Math.log(base.toNumber()));
  if (!Number.isFinite(k) || Math.abs(k) > 4096) throw new NotRational();
  if (base.pow(k).equals(x)) return Rational.int(k);
  throw new NotRational();
}
