/**
 * Powers inside the normal form: integer powers (expanded while small, else one atom for the base), rational powers
 * through roots, powers of constants through exp(k·log c) (principal values for negative constants), and symbolic
 * exponents x^u = exp(u·log x), whose "x > 0" condition is marked inexact (x < 0 with integer u is also defined).
 */
import { Rational } from '../exact/rational.ts';
import { polyCondition } from './conditions.ts';
import { exactRational } from './exact.ts';
import { arg, type Expr } from './expr.ts';
import { estimateTerms, isPolynomial, type NormalHost, ONE, poly, type RatFn, Unsupported } from './nf-host.ts';
import {
  add,
  asConstant,
  atomPoly,
  constant,
  dependsOnVariables,
  isReal,
  monicByKey,
  mul,
  POLY_LIMITS,
  type Poly,
  polyKey,
  pow,
  printPoly,
  scale,
  signBound,
} from './polynomial.ts';
import { REASONS, UndefinedValue } from './undefined-value.ts';

export class Powers {
  constructor(private readonly h: NormalHost) {}

  power(e: Expr & { k: 'op' }): RatFn {
    const baseExpr = arg(e, 0);
    const expExpr = arg(e, 1);
    const k = exactRational(expExpr, this.h.domain);
    if (k) return this.rationalPower(this.h.run(baseExpr), baseExpr, k);
    const u = this.h.run(expExpr);
    const b = exactRational(baseExpr, this.h.domain);
    if (!isPolynomial(u)) {
      // b^u = exp(u·log b) for a positive rational b even when u is a quotient, provided u·log b reduces to a
      // polynomial: 10^(log10 x) = exp((log x / log 10)·log 10) = exp(log x) = x, the rule b^(log_b x) = x for x > 0.
      if (b && b.sign() > 0) {
        const lb = this.h.logRational(b);
        const d = monicByKey(u.d);
        const l = monicByKey(lb);
        // u = n/d with d a rational multiple of log b: u·log b = n·(log b / d), a polynomial.
        if (lb.size > 0 && polyKey(d.poly) === polyKey(l.poly)) return this.h.expOf(scale(u.n, d.factor.div(l.factor)), e);
      }
      throw new Unsupported();
    }
    if (baseExpr.k === 'const' && baseExpr.name === 'e') return this.h.expOf(u.n, e);
    if (b && b.sign() > 0) return this.h.expOf(mul(u.n, this.h.logRational(b), this.h.table), e);
    // 0^u = 0 exactly where it is defined, u > 0 (0^u is undefined for u < 0, and 0^0 is not taken as a value).
    if (b?.isZero()) {
      this.h.addCondition(polyCondition('gt0', u.n, this.h.table, expExpr, true));
      return poly(constant(Rational.ZERO));
    }
    // (−c)^u with complex values is the principal power exp(u·log(−c)), log(−c) = log c + iπ: (−1)^i = e^(−π).
    // In the real domain it is defined only for some u (integer u): not representable here.
    if (b && this.h.domain !== 'real') return this.h.expOf(mul(u.n, this.h.logPoly(constant(b), baseExpr).n, this.h.table), e);
    if (b) throw new Unsupported();
    const base = this.h.run(baseExpr);
    if (!isPolynomial(base)) throw new Unsupported();
    // x^u = exp(u·log x): defined (as used here) where x > 0; the true real domain is larger (x < 0 with integer u),
    // so the condition is marked inexact and the result reports it.
    const positive = signBound(base.n, this.h.table) === 1;
    if (!positive) {
      if (this.h.domain === 'real') {
        // Real powers with a variable exponent are undefined for a negative base (x ≥ 0 is necessary), and the
        // rewrite holds for x > 0: at x = 0 the claim is checked on its own (identity.ts).
        this.h.addCondition({ ...polyCondition('ge0', base.n, this.h.table, baseExpr, false), necessary: true });
        this.h.addCondition({ ...polyCondition('gt0', base.n, this.h.table, baseExpr, false) });
      } else this.h.requireNonZero(base.n, baseExpr);
    }
    const lg = this.h.logPoly(base.n, baseExpr, true);
    return this.h.expOf(mul(u.n, lg.n, this.h.table), e);
  }

  rationalPower(base: RatFn, baseExpr: Expr, k: Rational): RatFn {
    if (k.isInteger()) {
      if (k.isZero()) return poly(ONE());
      const n = k.num < 0n ? -k.num : k.num;
      if (n > 10_000n) throw new Unsupported();
      const p = this.intPower(base, Number(n), baseExpr);
      if (k.num > 0n) return p;
      this.h.recordNonZero(baseExpr);
      return this.h.divide(poly(ONE()), p);
    }
    if (!isPolynomial(base)) throw new Unsupported();
    const c = asConstant(base.n);
    if (c) return this.constantPower(c, k, baseExpr);
    const root = k.den === 2n ? this.h.sqrtPoly(base.n, baseExpr) : this.h.rootPoly(base.n, Number(k.den), baseExpr, true);
    const p = Number(k.num < 0n ? -k.num : k.num);
    const r = this.intPower(poly(root), p, baseExpr);
    if (k.num > 0n) return r;
    this.h.recordNonZero(baseExpr);
    return this.h.divide(poly(ONE()), r);
  }

  /** base^n, expanding only when the expansion stays small; otherwise the base becomes one atom. */
  intPower(base: RatFn, n: number, baseExpr: Expr): RatFn {
    const expand = (p: Poly): Poly => {
      if (p.size <= 1 || (n <= POLY_LIMITS.maxExpandPower && estimateTerms(p.size, n) <= POLY_LIMITS.maxExpandTerms))
        return pow(p, n, this.h.table);
      const t = this.h.table;
      const id = t.intern({
        key: `pow:${polyKey(p)}`,
        display: `(${printPoly(p, t)})`,
        expr: this.h.toExpr(p),
        variable: dependsOnVariables(p, t),
        unit: false,
        real: isReal(p, t),
      });
      return atomPoly(id, n);
    };
    void baseExpr;
    return { n: expand(base.n), d: expand(base.d) };
  }

  /** c^k for a rational constant c and a non-integer rational k. */
  constantPower(c: Rational, k: Rational, e: Expr): RatFn {
    if (c.isZero()) {
      if (k.sign() < 0) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
      return poly(constant(Rational.ZERO));
    }
    if (c.sign() > 0) {
      const root = c.rootExact(Number(k.den));
      if (root && k.den <= 64n) return this.rationalPower(poly(constant(root)), e, Rational.of(k.num));
      return this.h.expOf(scale(this.h.logRational(c), k), e);
    }
    if (this.h.domain === 'real') throw new UndefinedValue(REASONS.NOT_REAL);
    // Principal value: (−|c|)^k = |c|^k · exp(iπk).
    const magnitude = this.constantPower(c.neg(), k, e);
    const [s, co] = this.h.sinCos(scale(this.h.constAtom('pi', { k: 'const', name: 'pi' }), k));
    return this.h.mul(magnitude, poly(add(co, mul(this.h.imaginary(), s, this.h.table))));
  }
}
