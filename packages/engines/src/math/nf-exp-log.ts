/**
 * exp and log inside the normal form: exp of a polynomial becomes one atom per monomial (so exp(a)·exp(b) =
 * exp(a + b) by construction) with Euler's formula for imaginary terms and exp(k·log v) = v^k; log of a positive
 * rational splits over primes, log(exp v) = v for real v, log(c·a^e) splits for positive factors and one real atom.
 */
import { Rational } from '../exact/rational.ts';
import { polyCondition } from './conditions.ts';
import { exactRational } from './exact.ts';
import { arg, fn as call, type Expr, num } from './expr.ts';
import { isPolynomial, type NormalHost, ONE, poly, type RatFn, smallFactor, Unsupported } from './nf-host.ts';
import {
  type Atom,
  add,
  asConstant,
  atomPoly,
  constant,
  dependsOnVariables,
  isReal,
  mul,
  neg,
  type Poly,
  polyKey,
  printPoly,
  scale,
  signBound,
  singleTerm,
  termPoly,
} from './polynomial.ts';
import { REASONS, UndefinedValue } from './undefined-value.ts';

export class ExpLog {
  constructor(private readonly h: NormalHost) {}

  /** Forgets everything keyed by atom ids (the core replaced its atom table). */
  reset(): void {
    this.logArgument.clear();
    this.expArgs.clear();
  }

  /** exp(u) for a polynomial u: one atom per monomial, Euler's formula for imaginary terms, exp(k·log v) = v^k. */
  expOf(u: Poly, e: Expr): RatFn {
    void e;
    let out: RatFn = poly(ONE());
    let imaginary: Poly = constant(Rational.ZERO);
    const t = this.h.table;
    for (const term of u.values()) {
      const iIndex = term.mono.findIndex(([id, ex]) => t.get(id).imaginaryUnit && ex === 1);
      if (iIndex >= 0) {
        const rest = term.mono.filter((_, j) => j !== iIndex);
        imaginary = add(imaginary, termPoly(rest, term.coef));
        continue;
      }
      const only = term.mono.length === 1 ? term.mono[0] : undefined;
      const logOf = only && only[1] === 1 ? this.logArgument.get(only[0]) : undefined;
      if (logOf && (term.coef.isInteger() || term.coef.den === 2n)) {
        // exp(k·log v) = v^k where log v is defined (v > 0, already a condition of the log).
        const k = term.coef;
        const vk = k.isInteger()
          ? this.h.intPower(poly(logOf), Number(k.num < 0n ? -k.num : k.num), e)
          : this.h.intPower(poly(this.h.sqrtPoly(logOf, this.h.toExpr(logOf))), Number(k.num < 0n ? -k.num : k.num), e);
        out = k.sign() > 0 ? this.h.mul(out, vk) : this.h.divide(out, vk);
        continue;
      }
      if (term.mono.length === 0 && term.coef.isZero()) continue;
      const p = term.coef.num;
      if (p > 1_000_000n || p < -1_000_000n) throw new Unsupported();
      const unitExp = termPoly(term.mono, Rational.of(1n, term.coef.den));
      const real = isReal(unitExp, t);
      const inner = printPoly(unitExp, t);
      const id = t.intern({
        key: `exp:${polyKey(unitExp)}`,
        display: inner === '1' ? 'e' : `exp(${inner})`,
        expr: call('exp', this.h.toExpr(unitExp)),
        variable: dependsOnVariables(unitExp, t),
        unit: true,
        real,
        positive: real,
      });
      this.expArgs.set(polyKey(unitExp), unitExp);
      out = this.h.mul(out, poly(atomPoly(id, Number(p))));
    }
    if (imaginary.size > 0) {
      const [s, c] = this.h.sinCos(imaginary);
      out = this.h.mul(out, poly(add(c, mul(this.h.imaginary(), s, t))));
    }
    return out;
  }

  /** Atom id of a log atom → its argument polynomial (for exp(k·log v) = v^k). */
  private readonly logArgument = new Map<number, Poly>();

  /** log of a positive rational: Σ eᵢ·log pᵢ over primes, plus an atom for a large cofactor. */
  logRational(c: Rational): Poly {
    let out: Poly = constant(Rational.ZERO);
    for (const [part, sgn] of [
      [c.num, 1],
      [c.den, -1],
    ] as const) {
      const { factors, rest } = smallFactor(part);
      for (const [p, e] of factors) out = add(out, scale(this.logAtom(p), Rational.int(sgn * e)));
      if (rest > 1n) out = add(out, scale(this.logAtom(rest), Rational.int(sgn)));
    }
    return out;
  }

  logAtom(p: bigint): Poly {
    const pe: Expr = num(p.toString());
    const id = this.h.table.intern({
      key: `log:${p}`,
      display: `log(${p})`,
      expr: call('log', pe),
      variable: false,
      unit: true,
      real: true,
      positive: true,
    });
    this.logArgument.set(id, constant(Rational.of(p)));
    return atomPoly(id);
  }

  /** log(u) for a polynomial u (the caller has handled u's definedness when `conditionDone`). */
  logPoly(u: Poly, uExpr: Expr, conditionDone = false): RatFn {
    const t = this.h.table;
    const c = asConstant(u);
    if (c) {
      if (c.isZero()) throw new UndefinedValue(REASONS.LOG_ZERO);
      if (c.sign() < 0) {
        if (this.h.domain === 'real') throw new UndefinedValue(REASONS.LOG_NEGATIVE);
        return poly(add(this.logRational(c.neg()), mul(this.h.imaginary(), this.h.constAtom('pi', { k: 'const', name: 'pi' }), t)));
      }
      return poly(this.logRational(c));
    }
    const single = singleTerm(u);
    const unit = single?.mono.length === 1 && single.mono[0]?.[1] === 1 ? t.get(single.mono[0][0]) : undefined;
    if (single && unit?.imaginaryUnit && !single.coef.isZero() && this.h.domain !== 'real') {
      // Principal logarithm on the imaginary axis: log(c·i) = log|c| + sign(c)·iπ/2 (argument ±π/2).
      const halfPi = scale(mul(this.h.imaginary(), this.h.constAtom('pi', { k: 'const', name: 'pi' }), t), Rational.of(1n, 2n));
      return poly(add(this.logRational(single.coef.abs()), single.coef.sign() > 0 ? halfPi : neg(halfPi)));
    }
    if (single) {
      const split = this.splitLogMonomial(single.coef, single.mono, uExpr, conditionDone);
      if (split) return poly(split);
    }
    const bound = signBound(u, t);
    if (!conditionDone && bound !== 1) {
      if (this.h.domain === 'real') this.h.addCondition(polyCondition('gt0', u, t, uExpr, true));
      else this.h.requireNonZero(u, uExpr);
    }
    const id = t.intern({
      key: `log:${polyKey(u)}`,
      display: `log(${printPoly(u, t)})`,
      expr: call('log', this.h.toExpr(u)),
      variable: dependsOnVariables(u, t),
      unit: false,
      real: this.h.domain === 'real' || bound === 1,
    });
    this.logArgument.set(id, u);
    return poly(atomPoly(id));
  }

  /**
   * log(c·Π aⱼ^eⱼ) = log c + Σ eⱼ·log aⱼ when every factor is positive (exp atoms: log(exp v) = v for real v);
   * a single real atom a with an even power gives e·log|a| (defined for a ≠ 0, as the left side is).
   */
  splitLogMonomial(coef: Rational, mono: ReadonlyArray<readonly [number, number]>, uExpr: Expr, conditionDone: boolean): Poly | null {
    const t = this.h.table;
    if (coef.sign() < 0 && this.h.domain === 'complex' && mono.length > 0 && mono.every(([id]) => t.get(id).positive && t.get(id).real)) {
      // Principal logarithm of a negative real: log(−m) = log m + iπ for m > 0.
      const positive = this.splitLogMonomial(coef.neg(), mono, uExpr, conditionDone);
      return positive ? add(positive, mul(this.h.imaginary(), this.h.constAtom('pi', { k: 'const', name: 'pi' }), t)) : null;
    }
    if (coef.sign() <= 0) return null;
    let out = this.logRational(coef);
    const single = mono.length === 1 ? mono[0] : undefined;
    for (const [id, e] of mono) {
      const atom = t.get(id);
      if (atom.key.startsWith('exp:') && atom.real) {
        const inner = this.expArgument(atom);
        if (!inner) return null;
        out = add(out, scale(inner, Rational.int(e)));
      } else if (atom.positive && atom.real && atom.radicand && atom.rootIndex) {
        // log((ᵠ√u)^e) = (e/q)·log u for a positive root.
        out = add(out, scale(this.logPoly(atom.radicand, atom.expr, true).n, Rational.of(BigInt(e), BigInt(atom.rootIndex))));
      } else if (atom.positive && atom.real) {
        out = add(out, scale(this.opaqueLog(atomPoly(id), atom.expr), Rational.int(e)));
      } else if (single && atom.real && this.h.domain === 'real') {
        // log(c·a^e) for one real atom a.
        const base = atomPoly(id);
        if (e % 2 === 0) {
          if (!conditionDone) this.h.requireNonZero(base, atom.expr);
          const absA = this.h.absPoly(base, atom.expr);
          out = add(out, scale(this.opaqueLog(absA, call('abs', atom.expr)), Rational.int(e)));
        } else {
          if (!conditionDone && !atom.positive) this.h.addCondition(polyCondition('gt0', base, t, atom.expr, true));
          out = add(out, scale(this.opaqueLog(base, atom.expr), Rational.int(e)));
        }
      } else return null;
    }
    void uExpr;
    return out;
  }

  expArgument(atom: Atom): Poly | null {
    const key = atom.key.slice(4);
    return this.expArgs.get(key) ?? null;
  }

  private readonly expArgs = new Map<string, Poly>();

  /** log(v) as an atom, for v known to be positive where it is used (no condition added). */
  opaqueLog(v: Poly, vExpr: Expr): Poly {
    const t = this.h.table;
    const id = t.intern({
      key: `log:${polyKey(v)}`,
      display: `log(${printPoly(v, t)})`,
      expr: call('log', vExpr),
      variable: dependsOnVariables(v, t),
      unit: false,
      real: true,
    });
    this.logArgument.set(id, v);
    return atomPoly(id);
  }

  /** log(u): log(x^(2k)) = 2k·log|x| and log(x^(2k+1)) = (2k+1)·log x are applied on the expression shape first. */
  logExpr(u: Poly, uExpr: Expr): RatFn {
    if (uExpr.k === 'op' && uExpr.op === '^') {
      const k = exactRational(arg(uExpr, 1), this.h.domain);
      const base = this.h.run(arg(uExpr, 0));
      // For a real base: log(a^(2k)) = 2k·log|a| (also with complex values: a^(2k) > 0), and in the real domain
      // log(a^(2k+1)) = (2k+1)·log a (in the complex domain that one fails for a < 0).
      const applies = k?.isInteger() && (this.h.domain === 'real' || k.num % 2n === 0n);
      if (applies && k && k.sign() > 0 && isPolynomial(base) && isReal(base.n, this.h.table) && k.num <= 10_000n) {
        const n = Rational.of(k.num);
        if (k.num % 2n === 0n) {
          this.h.requireNonZero(base.n, arg(uExpr, 0));
          const a = this.h.absPoly(base.n, arg(uExpr, 0));
          return { n: scale(this.logPoly(a, call('abs', arg(uExpr, 0)), true).n, n), d: ONE() };
        }
        return { n: scale(this.logPoly(base.n, arg(uExpr, 0)).n, n), d: ONE() };
      }
    }
    return this.logPoly(u, uExpr);
  }
}
