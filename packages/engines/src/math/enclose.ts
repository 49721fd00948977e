/**
 * Stage 4 of the pipeline: a rigorous enclosure of an expression's value (real interval, or a rectangle of two
 * intervals for complex values) at a given precision. Three outcomes, never a guess:
 * - a value enclosure;
 * - UndefinedValue: the expression is proven undefined here (a divisor is exactly 0, a real square root's argument
 *   is entirely negative…);
 * - Undecided: an interval straddles a point where the answer changes (a divisor's interval contains 0 but is not
 *   exactly 0); a higher precision, or the exact stages, may decide it.
 */
import { Rational } from '../exact/rational.ts';
import { exactRational } from './exact.ts';
import { arg, type Expr, printExpr } from './expr.ts';
import { CAPS } from './limits.ts';
import { atan, exp, log, NumericOverflow, pi, sinCos } from './numeric/elementary.ts';
import { type Arith, cmp, DONE, Interval, sign, toDouble } from './numeric/interval.ts';
import { type Domain, REASONS, UndefinedValue } from './undefined-value.ts';

export class Undecided extends Error {}

/** A real interval, or a complex rectangle (im null means exactly real). */
export interface Num {
  re: Interval;
  im: Interval | null;
}

export interface EncloseOptions {
  domain: Domain;
  /** Interval values of the variables. */
  scope?: ReadonlyMap<string, Interval>;
  /** Encloses `integrate(f, x, a, b)` (rigorous quadrature, calculus/quadrature.ts). */
  integrate?: (e: Expr & { k: 'fn' }, A: Arith, domain: Domain) => Interval;
}

const real = (re: Interval): Num => ({ re, im: null });
const MINUS_ONE = { m: -1n, e: 0 };

function isReal(x: Num): x is { re: Interval; im: null } {
  return x.im === null || x.im.isZero();
}

function normal(x: Num): Num {
  return x.im !== null && x.im.isZero() ? real(x.re) : x;
}

export function enclose(e: Expr, A: Arith, opts: EncloseOptions): Num {
  return normal(new Encloser(A, opts).run(e));
}

class Encloser {
  /** Function values by printed call: derivatives repeat sin(x), exp(−x²)… many times in one expression. */
  private readonly memo = new Map<string, Num>();

  constructor(
    private readonly A: Arith,
    private readonly opts: EncloseOptions,
  ) {}

  run(e: Expr): Num {
    const A = this.A;
    switch (e.k) {
      case 'num': {
        const r = Rational.parseDecimal(e.text, 100_000);
        if (!r) throw new Undecided();
        return real(A.fromRational(r));
      }
      case 'const':
        switch (e.name) {
          case 'pi':
            return real(pi(A));
          case 'tau':
            return real(A.scale2(pi(A), 1));
          case 'e':
            return real(exp(A, Interval.ONE));
          case 'phi':
            return real(A.scale2(A.add(Interval.ONE, A.sqrt(A.fromInt(5))), -1));
          case 'i':
            if (this.opts.domain === 'real') throw new UndefinedValue(REASONS.NOT_REAL);
            return { re: Interval.ZERO, im: Interval.ONE };
          default:
            throw new Undecided();
        }
      case 'var': {
        const v = this.opts.scope?.get(e.name);
        if (!v) throw new Undecided();
        return real(v);
      }
      case 'op':
        return this.op(e);
      case 'fn': {
        if (e.name === 'sum' || e.name === 'integrate') return this.fn(e);
        const key = printExpr(e);
        const hit = this.memo.get(key);
        if (hit) return hit;
        const v = this.fn(e);
        this.memo.set(key, v);
        return v;
      }
      default:
        throw new Undecided();
    }
  }

  private check(x: Num): Num {
    const n = normal(x);
    if (this.opts.domain === 'real' && n.im !== null) {
      if (n.im.containsZero()) throw new Undecided();
      throw new UndefinedValue(REASONS.NOT_REAL);
    }
    return n;
  }

  private op(e: Expr & { k: 'op' }): Num {
    const A = this.A;
    if (e.op === '^') return this.power(e);
    if (e.op === '!') return real(this.A.fromRational(this.integerValue(arg(e, 0), 'factorial')));
    if (e.op === 'mod') {
      const exact = exactRational(e, this.opts.domain);
      if (exact) return real(A.fromRational(exact));
    }
    const a = this.run(arg(e, 0));
    if (e.op === 'neg') return { re: A.neg(a.re), im: a.im ? A.neg(a.im) : null };
    const b = this.run(arg(e, 1));
    switch (e.op) {
      case '+':
        return { re: A.add(a.re, b.re), im: a.im || b.im ? A.add(a.im ?? Interval.ZERO, b.im ?? Interval.ZERO) : null };
      case '-':
        return { re: A.sub(a.re, b.re), im: a.im || b.im ? A.sub(a.im ?? Interval.ZERO, b.im ?? Interval.ZERO) : null };
      case '*':
        return this.mul(a, b);
      case '/':
        return this.check(this.div(a, b));
      case 'mod':
        return real(this.mod(a, b));
      default:
        throw new Undecided();
    }
  }

  mul(a: Num, b: Num): Num {
    const A = this.A;
    if (isReal(a) && isReal(b)) return real(A.mul(a.re, b.re));
    const ai = a.im ?? Interval.ZERO;
    const bi = b.im ?? Interval.ZERO;
    return { re: A.sub(A.mul(a.re, b.re), A.mul(ai, bi)), im: A.add(A.mul(a.re, bi), A.mul(ai, b.re)) };
  }

  div(a: Num, b: Num): Num {
    const A = this.A;
    if (isReal(b)) {
      if (b.re.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
      if (b.re.containsZero()) throw new Undecided();
      return { re: A.div(a.re, b.re), im: a.im ? A.div(a.im, b.re) : null };
    }
    const bi = b.im ?? Interval.ZERO;
    const n2 = A.add(A.sqr(b.re), A.sqr(bi));
    if (n2.containsZero()) throw new Undecided();
    const conj: Num = { re: b.re, im: A.neg(bi) };
    const p = this.mul(a, conj);
    return { re: A.div(p.re, n2), im: p.im ? A.div(p.im, n2) : null };
  }

  private mod(a: Num, b: Num): Interval {
    if (!isReal(a) || !isReal(b)) throw new Undecided();
    if (b.re.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
    const q = this.floor(this.div(a, b).re);
    return this.A.sub(a.re, this.A.mul(b.re, q));
  }

  private floor(x: Interval): Interval {
    // Beyond 2^4096 every dyadic endpoint is an integer: the floor is decided only for a point (never shifted out).
    if (x.lo.e > 4096 || x.hi.e > 4096) {
      if (cmp(x.lo, x.hi) !== 0) throw new Undecided();
      return new Interval(x.lo, x.lo);
    }
    const lo = floorDyadic(x.lo);
    if (lo !== floorDyadic(x.hi)) throw new Undecided();
    return this.A.fromInt(lo);
  }

  /** The exact integer value of a sub-expression (factorial, gcd, lcm need exact integers). */
  private integerValue(x: Expr, what: string): Rational {
    const r = exactRational(x, this.opts.domain);
    if (!r) throw new Undecided();
    if (what === 'factorial') {
      if (!r.isInteger() || r.sign() < 0) throw new UndefinedValue(REASONS.FACTORIAL);
      if (r.num > BigInt(CAPS.maxFactorial)) throw new Undecided();
      let f = 1n;
      for (let i = 2n; i <= r.num; i++) f *= i;
      return Rational.of(f);
    }
    return r;
  }

  private power(e: Expr & { k: 'op' }): Num {
    const A = this.A;
    const base = this.run(arg(e, 0));
    const k = exactRational(arg(e, 1), this.opts.domain);
    if (k?.isInteger()) {
      if (k.isZero()) return real(Interval.ONE);
      const n = k.num < 0n ? -k.num : k.num;
      if (isReal(base)) {
        if (k.num < 0n && base.re.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
        const p = A.powInt(base.re, n);
        return k.num < 0n ? this.check(this.div(real(Interval.ONE), real(p))) : real(p);
      }
      if (n > 4096n) throw new Undecided();
      let result: Num = real(Interval.ONE);
      let b = base;
      let m = n;
      while (m > 0n) {
        if (m % 2n === 1n) result = this.mul(result, b);
        m /= 2n;
        if (m > 0n) b = this.mul(b, b);
      }
      return k.num < 0n ? this.check(this.div(real(Interval.ONE), result)) : result;
    }
    if (k && k.den === 2n && isReal(base)) {
      const root = this.sqrt(base);
      return this.power2(root, k.num);
    }
    const y = this.run(arg(e, 1));
    if (isReal(base) && base.re.isZero()) {
      if (isReal(y) && y.re.positive()) return real(Interval.ZERO);
      if (isReal(y) && !y.re.containsZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
      throw new Undecided();
    }
    if (isReal(base) && base.re.negative() && this.opts.domain === 'real') {
      throw new UndefinedValue(REASONS.NOT_REAL);
    }
    // Principal value x^y = exp(y·log x).
    return this.check(this.exp(this.mul(y, this.log(base))));
  }

  private power2(root: Num, k: bigint): Num {
    const n = k < 0n ? -k : k;
    let result: Num = real(Interval.ONE);
    for (let i = 0n; i < n; i++) result = this.mul(result, root);
    return k < 0n ? this.check(this.div(real(Interval.ONE), result)) : result;
  }

  sqrt(x: Num): Num {
    const A = this.A;
    if (isReal(x)) {
      if (x.re.nonNegative()) return real(A.sqrt(x.re));
      if (x.re.negative()) {
        if (this.opts.domain === 'real') throw new UndefinedValue(REASONS.SQRT_NEGATIVE);
        return { re: Interval.ZERO, im: A.sqrt(A.neg(x.re)) };
      }
      throw new Undecided();
    }
    const im = x.im ?? Interval.ZERO;
    // Principal root: √((|z|+a)/2) + i·sign(b)·√((|z|−a)/2); undecidable across the branch cut (a < 0, b ∋ 0).
    if (im.containsZero()) throw new Undecided();
    const mod = A.sqrt(A.add(A.sqr(x.re), A.sqr(im)));
    const re = A.sqrt(nonNeg(A, A.scale2(A.add(mod, x.re), -1)));
    const imPart = A.sqrt(nonNeg(A, A.scale2(A.sub(mod, x.re), -1)));
    return { re, im: im.positive() ? imPart : A.neg(imPart) };
  }

  exp(x: Num): Num {
    const A = this.A;
    try {
      const r = exp(A, x.re);
      if (isReal(x)) return real(r);
      const sc = sinCos(A, x.im ?? Interval.ZERO);
      return { re: A.mul(r, sc.cos), im: A.mul(r, sc.sin) };
    } catch (err) {
      if (err instanceof NumericOverflow) throw x.re.negative() ? new Undecided() : new UndefinedValue(REASONS.OVERFLOW);
      throw err;
    }
  }

  log(x: Num): Num {
    const A = this.A;
    if (isReal(x)) {
      if (x.re.positive()) return real(log(A, x.re));
      if (x.re.isZero()) throw new UndefinedValue(REASONS.LOG_ZERO);
      if (x.re.negative()) {
        if (this.opts.domain === 'real') throw new UndefinedValue(REASONS.LOG_NEGATIVE);
        return { re: log(A, A.neg(x.re)), im: pi(A) };
      }
      throw new Undecided();
    }
    const im = x.im ?? Interval.ZERO;
    const m2 = A.add(A.sqr(x.re), A.sqr(im));
    if (m2.containsZero()) throw new Undecided();
    return { re: A.scale2(log(A, m2), -1), im: this.atan2(im, x.re) };
  }

  /** atan2(y, x): the angle of (x, y) in (−π, π]; undecided on the negative real axis and at the origin. */
  atan2(y: Interval, x: Interval): Interval {
    const A = this.A;
    if (x.positive()) return atan(A, A.div(y, x));
    if (y.positive()) return A.sub(A.scale2(pi(A), -1), atan(A, A.div(x, y)));
    if (y.negative()) return A.sub(A.neg(A.scale2(pi(A), -1)), atan(A, A.div(x, y)));
    if (y.isZero() && x.negative()) return pi(A);
    if (y.isZero() && x.isZero()) throw new UndefinedValue(REASONS.OUT_OF_DOMAIN);
    throw new Undecided();
  }

  private realArg(e: Expr & { k: 'fn' }, i = 0): Interval {
    const x = this.run(arg(e, i));
    if (!isReal(x)) throw new Undecided();
    return x.re;
  }

  private fn(e: Expr & { k: 'fn' }): Num {
    const A = this.A;
    switch (e.name) {
      case 'sqrt':
        return this.sqrt(this.run(arg(e, 0)));
      case 'exp':
        return this.check(this.exp(this.run(arg(e, 0))));
      case 'log':
      case 'log10':
      case 'log2': {
        const lx = this.log(this.run(arg(e, 0)));
        if (e.name === 'log' && e.args.length === 1) return this.check(lx);
        const base = e.name === 'log10' ? real(A.fromInt(10)) : e.name === 'log2' ? real(A.fromInt(2)) : this.run(arg(e, 1));
        const lb = this.log(base);
        if (isReal(lb) && lb.re.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
        return this.check(this.div(lx, lb));
      }
      case 'sin':
      case 'cos':
      case 'tan':
      case 'sec':
      case 'csc':
      case 'cot':
        return this.trig(e.name, this.run(arg(e, 0)), arg(e, 0));
      case 'sinh':
      case 'cosh':
      case 'tanh':
        return real(this.hyperbolic(e.name, this.realArg(e)));
      case 'abs': {
        const x = this.run(arg(e, 0));
        if (isReal(x)) return real(absInterval(A, x.re));
        return real(A.sqrt(A.add(A.sqr(x.re), A.sqr(x.im ?? Interval.ZERO))));
      }
      case 'cbrt':
        return real(this.realRoot(this.realArg(e), 3n));
      case 'nthRoot': {
        const n = exactRational(arg(e, 1), this.opts.domain);
        if (!n?.isInteger() || n.sign() <= 0 || n.num > 64n) throw new Undecided();
        const x = this.realArg(e);
        if (n.num % 2n === 0n && x.negative()) {
          if (this.opts.domain === 'real') throw new UndefinedValue(REASONS.SQRT_NEGATIVE);
          throw new Undecided();
        }
        return real(this.realRoot(x, n.num));
      }
      case 'atan':
        return real(atan(A, this.realArg(e)));
      case 'atan2':
        return real(this.atan2(this.realArg(e, 0), this.realArg(e, 1)));
      case 'asin':
      case 'acos':
        return real(this.arcsin(e.name, this.realArg(e)));
      case 'asinh': {
        const x = this.realArg(e);
        return real(oddFunction(A, x, (p) => log(A, A.add(p, A.sqrt(A.add(A.sqr(p), Interval.ONE))))));
      }
      case 'acosh': {
        const x = this.realArg(e);
        if (cmp(x.lo, DONE) >= 0) return real(log(A, A.add(x, A.sqrt(nonNeg(A, A.sub(A.sqr(x), Interval.ONE))))));
        if (cmp(x.hi, DONE) < 0) throw this.outOfDomain();
        throw new Undecided();
      }
      case 'atanh': {
        const x = this.realArg(e);
        if (cmp(x.lo, MINUS_ONE) > 0 && cmp(x.hi, DONE) < 0) {
          return real(A.scale2(log(A, A.div(A.add(Interval.ONE, x), A.sub(Interval.ONE, x))), -1));
        }
        if (cmp(x.hi, MINUS_ONE) <= 0 || cmp(x.lo, DONE) >= 0) throw this.outOfDomain();
        throw new Undecided();
      }
      case 'floor':
      case 'ceil':
      case 'round':
      case 'sign':
        return real(this.stepFunction(e.name, this.realArg(e)));
      case 'min':
      case 'max': {
        const vals = e.args.map((_, i) => this.realArg(e, i));
        let best = vals[0];
        if (!best) throw new Undecided();
        for (const v of vals.slice(1)) {
          const b: Interval = best;
          const pickHigh = e.name === 'max';
          const lo = cmp(b.lo, v.lo) >= 0 === pickHigh ? b.lo : v.lo;
          const hi = cmp(b.hi, v.hi) >= 0 === pickHigh ? b.hi : v.hi;
          best = new Interval(lo, hi);
        }
        return real(best);
      }
      case 'factorial':
        return real(A.fromRational(this.integerValue(arg(e, 0), 'factorial')));
      case 'mod': {
        const exact = exactRational(e, this.opts.domain);
        if (exact) return real(A.fromRational(exact));
        return real(this.mod(this.run(arg(e, 0)), this.run(arg(e, 1))));
      }
      case 'gcd':
      case 'lcm': {
        const r = exactRational(e, this.opts.domain);
        if (!r) throw new Undecided();
        return real(A.fromRational(r));
      }
      case 'integrate':
        if (e.args.length === 4 && this.opts.integrate) return real(this.opts.integrate(e, A, this.opts.domain));
        throw new Undecided();
      case 'sum':
        return this.sum(e);
      default:
        throw new Undecided();
    }
  }

  /** Σ_{k=a}^{b} f(k) term by term, for integer bounds (the count is capped when the sum is parsed). */
  private sum(e: Expr & { k: 'fn' }): Num {
    const A = this.A;
    const k = arg(e, 1);
    const a = exactRational(arg(e, 2), this.opts.domain);
    const b = exactRational(arg(e, 3), this.opts.domain);
    if (k.k !== 'var' || !a?.isInteger() || !b?.isInteger() || b.num - a.num >= BigInt(CAPS.maxSumTerms)) throw new Undecided();
    let total: Num = real(Interval.ZERO);
    for (let i = a.num; i <= b.num; i++) {
      const scope = new Map(this.opts.scope ?? []);
      scope.set(k.name, A.fromInt(i));
      const term = new Encloser(A, { ...this.opts, scope }).run(arg(e, 0));
      total = { re: A.add(total.re, term.re), im: total.im || term.im ? A.add(total.im ?? Interval.ZERO, term.im ?? Interval.ZERO) : null };
    }
    return this.check(total);
  }

  private outOfDomain(): UndefinedValue {
    return new UndefinedValue(this.opts.domain === 'real' ? REASONS.OUT_OF_DOMAIN : REASONS.OUT_OF_DOMAIN);
  }

  private trig(name: string, x: Num, argExpr?: Expr): Num {
    const A = this.A;
    let s: Num;
    let c: Num;
    if (isReal(x)) {
      const sc = sinCos(A, x.re);
      s = real(sc.sin);
      c = real(sc.cos);
      if (argExpr) {
        this.memo.set(printExpr({ k: 'fn', name: 'sin', args: [argExpr] }), s);
        this.memo.set(printExpr({ k: 'fn', name: 'cos', args: [argExpr] }), c);
      }
    } else {
      const sc = sinCos(A, x.re);
      const b = x.im ?? Interval.ZERO;
      const ch = this.hyperbolic('cosh', b);
      const sh = this.hyperbolic('sinh', b);
      s = { re: A.mul(sc.sin, ch), im: A.mul(sc.cos, sh) };
      c = { re: A.mul(sc.cos, ch), im: A.neg(A.mul(sc.sin, sh)) };
    }
    switch (name) {
      case 'sin':
        return s;
      case 'cos':
        return c;
      case 'tan':
        return this.check(this.div(s, c));
      case 'cot':
        return this.check(this.div(c, s));
      case 'sec':
        return this.check(this.div(real(Interval.ONE), c));
      default:
        return this.check(this.div(real(Interval.ONE), s));
    }
  }

  hyperbolic(name: string, x: Interval): Interval {
    const A = this.A;
    if (x.isZero()) return name === 'cosh' ? Interval.ONE : Interval.ZERO;
    const small = cmp(x.magnitude(), { m: 1n, e: -1 }) < 0;
    if (name === 'sinh' && small) return sinhSeries(A, x);
    const ep = this.exp(real(x)).re;
    const em = this.exp(real(A.neg(x))).re;
    if (name === 'sinh') return A.scale2(A.sub(ep, em), -1);
    if (name === 'cosh') return A.scale2(A.add(ep, em), -1);
    if (small) {
      const sh = sinhSeries(A, x);
      return A.div(sh, A.scale2(A.add(ep, em), -1));
    }
    return A.div(A.sub(ep, em), A.add(ep, em));
  }

  private arcsin(name: string, x: Interval): Interval {
    const A = this.A;
    const halfPi = A.scale2(pi(A), -1);
    if (cmp(x.lo, MINUS_ONE) < 0 || cmp(x.hi, DONE) > 0) {
      if (cmp(x.hi, MINUS_ONE) < 0 || cmp(x.lo, DONE) > 0) throw this.outOfDomain();
      throw new Undecided();
    }
    let as: Interval;
    if (x.isPoint() && cmp(x.lo, DONE) === 0) as = halfPi;
    else if (x.isPoint() && cmp(x.lo, MINUS_ONE) === 0) as = A.neg(halfPi);
    else {
      const d = A.sub(Interval.ONE, A.sqr(x));
      if (!d.positive()) throw new Undecided();
      as = atan(A, A.div(x, A.sqrt(d)));
    }
    return name === 'asin' ? as : A.sub(halfPi, as);
  }

  private realRoot(x: Interval, n: bigint): Interval {
    const A = this.A;
    if (x.isZero()) return Interval.ZERO;
    const k = Number(n);
    const rootOf = (v: Interval) => exp(A, A.div(log(A, v), A.fromInt(k)));
    if (x.positive()) return rootOf(x);
    if (x.negative() && n % 2n === 1n) return A.neg(rootOf(A.neg(x)));
    throw new Undecided();
  }

  private stepFunction(name: string, x: Interval): Interval {
    const A = this.A;
    if (name === 'sign') {
      if (x.positive()) return Interval.ONE;
      if (x.negative()) return A.neg(Interval.ONE);
      if (x.isZero()) return Interval.ZERO;
      throw new Undecided();
    }
    if (name === 'floor') return this.floor(x);
    if (name === 'ceil') return A.neg(this.floor(A.neg(x)));
    // round half away from zero
    const half = A.scale2(Interval.ONE, -1);
    if (x.nonNegative()) return this.floor(A.add(x, half));
    if (x.negative()) return A.neg(this.floor(A.add(A.neg(x), half)));
    throw new Undecided();
  }
}

function floorDyadic(d: { m: bigint; e: number }): bigint {
  if (d.e >= 0) return d.m << BigInt(d.e);
  return d.m >> BigInt(-d.e);
}

function nonNeg(A: Arith, x: Interval): Interval {
  return sign(x.lo) < 0 ? new Interval({ m: 0n, e: 0 }, sign(x.hi) < 0 ? { m: 0n, e: 0 } : x.hi) : A.add(x, Interval.ZERO);
}

function absInterval(A: Arith, x: Interval): Interval {
  if (x.nonNegative()) return x;
  if (x.negative()) return A.neg(x);
  return new Interval({ m: 0n, e: 0 }, x.magnitude());
}

function oddFunction(A: Arith, x: Interval, f: (p: Interval) => Interval): Interval {
  if (x.nonNegative()) return f(x);
  if (x.negative()) return A.neg(f(A.neg(x)));
  const a = A.neg(f(A.neg(new Interval(x.lo, x.lo))));
  const b = f(new Interval(x.hi, x.hi));
  return new Interval(a.lo, b.hi);
}

/** sinh(x) = x + x³/3! + … for |x| < 1/2, with the tail bounded by twice the first omitted term. */
function sinhSeries(A: Arith, x: Interval): Interval {
  const x2 = A.sqr(x);
  let term = x;
  let sum = x;
  const t = Math.ceil(Math.log2(Math.max(1e-300, Math.abs(toDouble(x.magnitude()))))) + 1;
  let n = 1;
  while (t * (2 * n + 1) > -(A.p + 8) && n < 10_000) {
    term = A.div(A.mul(term, x2), A.fromInt(2 * n * (2 * n + 1)));
    sum = A.add(sum, term);
    n++;
  }
  const mag = x.magnitude();
  const bound = A.powInt(new Interval(mag, mag), BigInt(2 * n + 1)).hi;
  return A.widen(sum, { m: bound.m * 2n, e: bound.e });
}
