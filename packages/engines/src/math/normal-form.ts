/**
 * Stage 3 of the pipeline: the exact symbolic normal form. A side becomes a rational function n/d of polynomials
 * over atoms (polynomial.ts) plus the domain conditions it imposes (conditions.ts). Every rewrite used here is an
 * identity wherever its conditions hold, so "lhs − rhs has a zero numerator" proves the sides equal wherever both
 * are defined. Rules (each valid as stated):
 * - b^u = exp(u·log b) for constants b > 0, exp(a)·exp(b) = exp(a + b), exp(i·t) = cos t + i·sin t;
 * - log of a positive rational splits over primes; log(exp(u)) = u for real u; exp(k·log u) = u^k;
 * - √ of a rational splits into prime roots; √(p²) = |p| for real p; (ᵠ√u)^q = u;
 * - sin/cos by addition and multiple-angle formulas, exact at multiples of π/6 and π/4;
 * - |u|, max, min keep what a sign case split needs (identity.ts); sign-definite arguments are resolved at once.
 * With `assumePositive`, the named variables are taken as > 0 (recorded as conditions by the caller).
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { type Condition, definedCondition, polyCondition, rangeCondition } from './conditions.ts';
import { enclose, Undecided } from './enclose.ts';
import { exactRational } from './exact.ts';
import { arg, fn as call, type Expr, freeVariables, num, printExpr } from './expr.ts';
import { Arith } from './numeric/interval.ts';
import {
  type Atom,
  AtomTable,
  add,
  asConstant,
  atomPoly,
  BudgetExceeded,
  constant,
  dependsOnVariables,
  invertUnitMonomial,
  isReal,
  isUnitMonomial,
  monicByKey,
  mul,
  neg,
  POLY_LIMITS,
  type Poly,
  polyKey,
  polySqrt,
  pow,
  printPoly,
  type SplitInfo,
  scale,
  signBound,
  singleTerm,
  sub,
  termPoly,
} from './polynomial.ts';
import { TrigExpander, type TrigHost } from './trig.ts';
import { type Domain, REASONS, UndefinedValue } from './undefined-value.ts';

export interface RatFn {
  n: Poly;
  d: Poly;
}

export interface SideForm {
  value: RatFn;
  conditions: Map<string, Condition>;
}

export interface NormalOptions {
  domain: Domain;
  budget: WorkBudget;
  /** Variables assumed positive (the caller reports the assumption as a condition). */
  assumePositive?: ReadonlySet<string>;
}

/** The expression is outside what the normal form represents (the numeric stages still apply). */
export class Unsupported extends Error {}

const ONE = (): Poly => constant(Rational.ONE);
const poly = (n: Poly): RatFn => ({ n, d: ONE() });
const negR = (r: RatFn): RatFn => ({ n: neg(r.n), d: r.d });
const isPolynomial = (r: RatFn): boolean => asConstant(r.d)?.isOne() === true;

function ratExpr(r: Rational): Expr {
  const n: Expr = num((r.num < 0n ? -r.num : r.num).toString());
  const body: Expr = r.den === 1n ? n : { k: 'op', op: '/', args: [n, num(r.den.toString())] };
  return r.num < 0n ? { k: 'op', op: 'neg', args: [body] } : body;
}

const SMALL_PRIMES: bigint[] = (() => {
  const out: bigint[] = [];
  for (let n = 2; n < 1000; n++) if (out.every((p) => n % Number(p) !== 0)) out.push(BigInt(n));
  return out;
})();

/** n = Π p^e over primes below 1000, plus a cofactor without such primes. */
function smallFactor(n: bigint): { factors: Array<[bigint, number]>; rest: bigint } {
  const factors: Array<[bigint, number]> = [];
  let rest = n;
  for (const p of SMALL_PRIMES) {
    if (p * p > rest) break;
    let e = 0;
    while (rest % p === 0n) {
      rest /= p;
      e++;
    }
    if (e > 0) factors.push([p, e]);
  }
  if (rest > 1n && rest < 1_000_000n) {
    factors.push([rest, 1]);
    rest = 1n;
  }
  return { factors, rest };
}

export class Normalizer implements TrigHost {
  table: AtomTable;
  conditions = new Map<string, Condition>();
  private readonly trig: TrigExpander;
  private readonly domain: Domain;
  private cache = new WeakMap<Expr, RatFn>();

  constructor(private readonly opts: NormalOptions) {
    this.table = new AtomTable(opts.budget);
    this.domain = opts.domain;
    this.trig = new TrigExpander(this);
  }

  /** True when a trig base angle changed after it was used: the claim must be normalised again (restart()). */
  trigStale(): boolean {
    return this.trig.stale;
  }

  /** Starts over with a fresh atom table, keeping the base angles learnt so far. */
  restart(): void {
    this.table = new AtomTable(this.opts.budget);
    this.trig.reset();
    this.logArgument.clear();
    this.expArgs.clear();
    this.inverseArgs.clear();
  }

  side(e: Expr): SideForm {
    this.conditions = new Map();
    this.cache = new WeakMap();
    const value = this.run(e);
    return { value, conditions: this.conditions };
  }

  private addCondition(c: Condition): void {
    if (!this.conditions.has(c.key)) this.conditions.set(c.key, c);
  }

  run(e: Expr): RatFn {
    const cached = this.cache.get(e);
    if (cached) return cached;
    const r = this.compute(e);
    this.cache.set(e, r);
    return r;
  }

  private compute(e: Expr): RatFn {
    switch (e.k) {
      case 'num': {
        const r = Rational.parseDecimal(e.text, 100_000);
        if (!r || r.bitSize() > POLY_LIMITS.maxCoefficientBits) throw new Unsupported();
        return poly(constant(r));
      }
      case 'var': {
        const positive = this.opts.assumePositive?.has(e.name) === true;
        return poly(
          atomPoly(this.table.intern({ key: `v:${e.name}`, display: e.name, expr: e, variable: true, unit: false, real: true, positive })),
        );
      }
      case 'const':
        switch (e.name) {
          case 'pi':
            return poly(this.constAtom('pi', e));
          case 'tau':
            return poly(scale(this.constAtom('pi', { k: 'const', name: 'pi' }), Rational.int(2)));
          case 'phi':
            // φ = (1 + √5)/2, so φ² = φ + 1 holds in the normal form.
            return poly(scale(add(ONE(), this.sqrtRational(Rational.int(5))), Rational.of(1n, 2n)));
          case 'e':
            return this.expOf(ONE(), e);
          case 'i':
            if (this.domain === 'real') throw new UndefinedValue(REASONS.NOT_REAL);
            return poly(atomPoly(this.table.intern({ key: 'i', display: 'i', expr: e, variable: false, unit: true, imaginaryUnit: true })));
          default:
            throw new Unsupported();
        }
      case 'op':
        return this.op(e);
      case 'fn':
        return this.fn(e);
      default:
        throw new Unsupported();
    }
  }

  private constAtom(name: string, e: Expr): Poly {
    return atomPoly(
      this.table.intern({ key: `c:${name}`, display: name, expr: e, variable: false, unit: true, real: true, positive: true }),
    );
  }

  isPi(id: number): boolean {
    return this.table.get(id).key === 'c:pi';
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Arithmetic

  private op(e: Expr & { k: 'op' }): RatFn {
    switch (e.op) {
      case '+':
        return this.add(this.run(arg(e, 0)), this.run(arg(e, 1)));
      case '-':
        return this.add(this.run(arg(e, 0)), negR(this.run(arg(e, 1))));
      case 'neg':
        return negR(this.run(arg(e, 0)));
      case '*':
        return this.mul(this.run(arg(e, 0)), this.run(arg(e, 1)));
      case '/':
        return this.div(this.run(arg(e, 0)), arg(e, 1));
      case '^':
        return this.power(e);
      default:
        return this.opaque(e.op === '!' ? 'factorial' : e.op, e, true);
    }
  }

  add(x: RatFn, y: RatFn): RatFn {
    const t = this.table;
    if (polyKey(x.d) === polyKey(y.d)) return { n: add(x.n, y.n), d: x.d };
    return { n: add(mul(x.n, y.d, t), mul(y.n, x.d, t)), d: mul(x.d, y.d, t) };
  }

  mul(x: RatFn, y: RatFn): RatFn {
    return this.tidy({ n: mul(x.n, y.n, this.table), d: mul(x.d, y.d, this.table) });
  }

  /** x / y, recording "factor ≠ 0" for each multiplicative factor of the divisor expression. */
  div(x: RatFn, divisor: Expr): RatFn {
    const y = this.run(divisor);
    this.recordNonZero(divisor);
    return this.divide(x, y);
  }

  private divide(x: RatFn, y: RatFn): RatFn {
    const c = asConstant(y.n);
    if (c?.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
    return this.tidy({ n: mul(x.n, y.d, this.table), d: mul(x.d, y.n, this.table) });
  }

  private recordNonZero(e: Expr): void {
    if (e.k === 'op' && (e.op === '*' || e.op === 'neg')) {
      for (const a of e.args) this.recordNonZero(a);
      return;
    }
    if (e.k === 'op' && e.op === '^') {
      const k = exactRational(arg(e, 1), this.domain);
      if (k && k.sign() > 0) {
        this.recordNonZero(arg(e, 0));
        return;
      }
    }
    this.requireNonZero(this.run(e).n, e);
  }

  requireNonZero(n: Poly, e: Expr): void {
    const c = asConstant(n);
    if (c) {
      if (c.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
      return;
    }
    if (isUnitMonomial(n, this.table) || signBound(n, this.table) === 1 || signBound(neg(n), this.table) === 1) return;
    this.addCondition(polyCondition('ne0', n, this.table, e, true));
  }

  /** Moves exp-like (unit) denominators into the numerator so forms stay small and printable. */
  private tidy(r: RatFn): RatFn {
    const u = isUnitMonomial(r.d, this.table);
    return u ? { n: mul(r.n, invertUnitMonomial(u), this.table), d: ONE() } : r;
  }

  private power(e: Expr & { k: 'op' }): RatFn {
    const baseExpr = arg(e, 0);
    const expExpr = arg(e, 1);
    const k = exactRational(expExpr, this.domain);
    if (k) return this.rationalPower(this.run(baseExpr), baseExpr, k);
    const u = this.run(expExpr);
    if (!isPolynomial(u)) throw new Unsupported();
    if (baseExpr.k === 'const' && baseExpr.name === 'e') return this.expOf(u.n, e);
    const b = exactRational(baseExpr, this.domain);
    if (b && b.sign() > 0) return this.expOf(mul(u.n, this.logRational(b), this.table), e);
    // 0^u and (−c)^u are defined only for some u (u > 0, integer u): not representable here.
    if (b) throw new Unsupported();
    const base = this.run(baseExpr);
    if (!isPolynomial(base)) throw new Unsupported();
    // x^u = exp(u·log x): defined (as used here) where x > 0; the true real domain is larger (x < 0 with integer u),
    // so the condition is marked inexact and the result reports it.
    const positive = signBound(base.n, this.table) === 1;
    if (!positive) {
      if (this.domain === 'real') this.addCondition({ ...polyCondition('gt0', base.n, this.table, baseExpr, false) });
      else this.requireNonZero(base.n, baseExpr);
    }
    const lg = this.logPoly(base.n, baseExpr, true);
    return this.expOf(mul(u.n, lg.n, this.table), e);
  }

  private rationalPower(base: RatFn, baseExpr: Expr, k: Rational): RatFn {
    if (k.isInteger()) {
      if (k.isZero()) return poly(ONE());
      const n = k.num < 0n ? -k.num : k.num;
      if (n > 10_000n) throw new Unsupported();
      const p = this.intPower(base, Number(n), baseExpr);
      if (k.num > 0n) return p;
      this.recordNonZero(baseExpr);
      return this.divide(poly(ONE()), p);
    }
    if (!isPolynomial(base)) throw new Unsupported();
    const c = asConstant(base.n);
    if (c) return this.constantPower(c, k, baseExpr);
    const root = k.den === 2n ? this.sqrtPoly(base.n, baseExpr) : this.rootPoly(base.n, Number(k.den), baseExpr, true);
    const p = Number(k.num < 0n ? -k.num : k.num);
    const r = this.intPower(poly(root), p, baseExpr);
    if (k.num > 0n) return r;
    this.recordNonZero(baseExpr);
    return this.divide(poly(ONE()), r);
  }

  /** base^n, expanding only when the expansion stays small; otherwise the base becomes one atom. */
  private intPower(base: RatFn, n: number, baseExpr: Expr): RatFn {
    const expand = (p: Poly): Poly => {
      if (p.size <= 1 || (n <= POLY_LIMITS.maxExpandPower && estimateTerms(p.size, n) <= POLY_LIMITS.maxExpandTerms))
        return pow(p, n, this.table);
      const t = this.table;
      const id = t.intern({
        key: `pow:${polyKey(p)}`,
        display: `(${printPoly(p, t)})`,
        expr: this.toExpr(p),
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
  private constantPower(c: Rational, k: Rational, e: Expr): RatFn {
    if (c.isZero()) {
      if (k.sign() < 0) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
      return poly(constant(Rational.ZERO));
    }
    if (c.sign() > 0) {
      const root = c.rootExact(Number(k.den));
      if (root && k.den <= 64n) return this.rationalPower(poly(constant(root)), e, Rational.of(k.num));
      return this.expOf(scale(this.logRational(c), k), e);
    }
    if (this.domain === 'real') throw new UndefinedValue(REASONS.NOT_REAL);
    // Principal value: (−|c|)^k = |c|^k · exp(iπk).
    const magnitude = this.constantPower(c.neg(), k, e);
    const [s, co] = this.trig.sinCos(scale(this.constAtom('pi', { k: 'const', name: 'pi' }), k));
    return this.mul(magnitude, poly(add(co, mul(this.imaginary(), s, this.table))));
  }

  private imaginary(): Poly {
    return atomPoly(
      this.table.intern({ key: 'i', display: 'i', expr: { k: 'const', name: 'i' }, variable: false, unit: true, imaginaryUnit: true }),
    );
  }

  // ---------------------------------------------------------------------------------------------------------------
  // exp and log

  /** exp(u) for a polynomial u: one atom per monomial, Euler's formula for imaginary terms, exp(k·log v) = v^k. */
  expOf(u: Poly, e: Expr): RatFn {
    void e;
    let out: RatFn = poly(ONE());
    let imaginary: Poly = constant(Rational.ZERO);
    const t = this.table;
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
          ? this.intPower(poly(logOf), Number(k.num < 0n ? -k.num : k.num), e)
          : this.intPower(poly(this.sqrtPoly(logOf, this.toExpr(logOf))), Number(k.num < 0n ? -k.num : k.num), e);
        out = k.sign() > 0 ? this.mul(out, vk) : this.divide(out, vk);
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
        expr: call('exp', this.toExpr(unitExp)),
        variable: dependsOnVariables(unitExp, t),
        unit: true,
        real,
        positive: real,
      });
      this.expArgs.set(polyKey(unitExp), unitExp);
      out = this.mul(out, poly(atomPoly(id, Number(p))));
    }
    if (imaginary.size > 0) {
      const [s, c] = this.trig.sinCos(imaginary);
      out = this.mul(out, poly(add(c, mul(this.imaginary(), s, t))));
    }
    return out;
  }

  /** Atom id of a log atom → its argument polynomial (for exp(k·log v) = v^k). */
  private readonly logArgument = new Map<number, Poly>();

  /** log of a positive rational: Σ eᵢ·log pᵢ over primes, plus an atom for a large cofactor. */
  private logRational(c: Rational): Poly {
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

  private logAtom(p: bigint): Poly {
    const pe: Expr = num(p.toString());
    const id = this.table.intern({
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
  private logPoly(u: Poly, uExpr: Expr, conditionDone = false): RatFn {
    const t = this.table;
    const c = asConstant(u);
    if (c) {
      if (c.isZero()) throw new UndefinedValue(REASONS.LOG_ZERO);
      if (c.sign() < 0) {
        if (this.domain === 'real') throw new UndefinedValue(REASONS.LOG_NEGATIVE);
        return poly(add(this.logRational(c.neg()), mul(this.imaginary(), this.constAtom('pi', { k: 'const', name: 'pi' }), t)));
      }
      return poly(this.logRational(c));
    }
    const single = singleTerm(u);
    if (single) {
      const split = this.splitLogMonomial(single.coef, single.mono, uExpr, conditionDone);
      if (split) return poly(split);
    }
    const bound = signBound(u, t);
    if (!conditionDone && bound !== 1) {
      if (this.domain === 'real') this.addCondition(polyCondition('gt0', u, t, uExpr, true));
      else this.requireNonZero(u, uExpr);
    }
    const id = t.intern({
      key: `log:${polyKey(u)}`,
      display: `log(${printPoly(u, t)})`,
      expr: call('log', this.toExpr(u)),
      variable: dependsOnVariables(u, t),
      unit: false,
      real: this.domain === 'real' || bound === 1,
    });
    this.logArgument.set(id, u);
    return poly(atomPoly(id));
  }

  /**
   * log(c·Π aⱼ^eⱼ) = log c + Σ eⱼ·log aⱼ when every factor is positive (exp atoms: log(exp v) = v for real v);
   * a single real atom a with an even power gives e·log|a| (defined for a ≠ 0, as the left side is).
   */
  private splitLogMonomial(
    coef: Rational,
    mono: ReadonlyArray<readonly [number, number]>,
    uExpr: Expr,
    conditionDone: boolean,
  ): Poly | null {
    const t = this.table;
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
      } else if (single && atom.real && this.domain === 'real') {
        // log(c·a^e) for one real atom a.
        const base = atomPoly(id);
        if (e % 2 === 0) {
          if (!conditionDone) this.requireNonZero(base, atom.expr);
          const absA = this.absPoly(base, atom.expr);
          out = add(out, scale(this.opaqueLog(absA, call('abs', atom.expr)), Rational.int(e)));
        } else {
          if (!conditionDone && !atom.positive) this.addCondition(polyCondition('gt0', base, t, atom.expr, true));
          out = add(out, scale(this.opaqueLog(base, atom.expr), Rational.int(e)));
        }
      } else return null;
    }
    void uExpr;
    return out;
  }

  private expArgument(atom: Atom): Poly | null {
    const key = atom.key.slice(4);
    return this.expArgs.get(key) ?? null;
  }

  private readonly expArgs = new Map<string, Poly>();

  /** log(v) as an atom, for v known to be positive where it is used (no condition added). */
  private opaqueLog(v: Poly, vExpr: Expr): Poly {
    const t = this.table;
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

  // ---------------------------------------------------------------------------------------------------------------
  // Roots and abs

  /** √u for a polynomial u. */
  sqrtPoly(u: Poly, uExpr: Expr): Poly {
    const t = this.table;
    const c = asConstant(u);
    if (c) {
      if (c.sign() < 0) {
        if (this.domain === 'real') throw new UndefinedValue(REASONS.SQRT_NEGATIVE);
        return mul(this.imaginary(), this.sqrtRational(c.neg()), t);
      }
      return this.sqrtRational(c);
    }
    if (isReal(u, t)) {
      const q = polySqrt(u, t);
      if (q) return this.absPoly(q, this.toExpr(q));
    }
    const single = singleTerm(u);
    if (single && single.coef.sign() > 0 && single.mono.length > 0 && single.mono.every(([id]) => t.get(id).positive && t.get(id).real)) {
      // √(c·Π aⱼ^eⱼ) = √c·Π aⱼ^⌊eⱼ/2⌋·Π √aⱼ for positive atoms (exp atoms halve through their argument).
      let out = this.sqrtRational(single.coef);
      for (const [id, e] of single.mono) {
        const atom = t.get(id);
        const inner = e % 2 !== 0 ? this.expArgument(atom) : null;
        if (e % 2 === 0) out = mul(out, atomPoly(id, e / 2), t);
        else if (inner) out = mul(out, this.expOf(scale(inner, Rational.of(BigInt(e), 2n)), atom.expr).n, t);
        else {
          if (e > 1) out = mul(out, atomPoly(id, (e - 1) / 2), t);
          if (e < 0) return this.rootAtom(u, uExpr, 2);
          out = mul(out, this.rootAtom(atomPoly(id), atom.expr, 2), t);
        }
      }
      return out;
    }
    return this.rootAtom(u, uExpr, 2);
  }

  private rootAtom(u: Poly, uExpr: Expr, q: number, realOddRoot = false): Poly {
    const t = this.table;
    const bound = signBound(u, t);
    if (this.domain === 'real' && bound === null && !realOddRoot && !this.impliedRoots)
      this.addCondition(polyCondition('ge0', u, t, uExpr, true));
    const id = t.intern({
      key: `root${q}${realOddRoot ? 'r' : ''}:${polyKey(u)}`,
      display: q === 2 ? `sqrt(${printPoly(u, t)})` : `root(${printPoly(u, t)}, ${q})`,
      expr: q === 2 ? call('sqrt', this.toExpr(u)) : call('nthRoot', this.toExpr(u), num(String(q))),
      variable: dependsOnVariables(u, t),
      unit: false,
      real: this.domain === 'real' || bound !== null || realOddRoot,
      positive: bound === 1,
      radicand: u,
      rootIndex: q,
    });
    return atomPoly(id);
  }

  /** q-th root; `principal` follows x^(1/q) (undefined for negatives in the real domain), else the real odd root. */
  private rootPoly(u: Poly, q: number, uExpr: Expr, principal: boolean): Poly {
    const c = asConstant(u);
    if (c) {
      const r = c.rootExact(q);
      if (r && (c.sign() >= 0 || !principal)) return constant(r);
      if (c.sign() < 0 && principal) {
        if (this.domain === 'real') throw new UndefinedValue(REASONS.NOT_REAL);
        throw new Unsupported();
      }
      if (c.sign() < 0) return neg(this.rootAtom(constant(c.neg()), this.toExpr(constant(c.neg())), q));
    }
    return this.rootAtom(u, uExpr, q, !principal && q % 2 === 1);
  }

  /** √c for a rational c ≥ 0: (s/b)·Π √p over the square-free part's primes. */
  private sqrtRational(c: Rational): Poly {
    const exact = c.sqrtExact();
    if (exact) return constant(exact);
    // √(a/b) = √(a·b)/b
    const n = c.num * c.den;
    const { factors, rest } = smallFactor(n);
    let outside = 1n;
    let out: Poly = ONE();
    for (const [p, e] of factors) {
      outside *= p ** BigInt(Math.floor(e / 2));
      if (e % 2 === 1) out = mul(out, this.primeRoot(p), this.table);
    }
    if (rest > 1n) {
      const r = Rational.of(rest).sqrtExact();
      if (r) outside *= r.num;
      else out = mul(out, this.primeRoot(rest), this.table);
    }
    return scale(out, Rational.of(outside, c.den));
  }

  private primeRoot(p: bigint): Poly {
    const id = this.table.intern({
      key: `root2:${p}`,
      display: `sqrt(${p})`,
      expr: call('sqrt', num(p.toString())),
      variable: false,
      unit: false,
      real: true,
      positive: true,
      radicand: constant(Rational.of(p)),
      rootIndex: 2,
    });
    return atomPoly(id);
  }

  sqrtInt(n: bigint): Poly {
    return this.sqrtRational(Rational.of(n));
  }

  /** |u| for a polynomial u. */
  absPoly(u: Poly, uExpr: Expr): Poly {
    const t = this.table;
    const c = asConstant(u);
    if (c) return constant(c.abs());
    if (!isReal(u, t)) return this.opaqueAtom('abs', [u], [uExpr], false);
    if (signBound(u, t) !== null) return u;
    if (signBound(neg(u), t) !== null) return neg(u);
    const closed = !dependsOnVariables(u, t) ? this.closedSign(uExpr) : null;
    if (closed !== null) return closed >= 0 ? u : neg(u);
    const single = singleTerm(u);
    if (single) {
      let out: Poly = constant(single.coef.abs());
      for (const [id, e] of single.mono) {
        const atom = t.get(id);
        if (atom.positive || e % 2 === 0) out = mul(out, atomPoly(id, e), t);
        else out = mul(out, pow(this.absAtom(atomPoly(id), atom.expr), e, t), t);
      }
      return out;
    }
    return this.absAtom(u, uExpr);
  }

  private absAtom(u: Poly, uExpr: Expr): Poly {
    const t = this.table;
    const { poly: v, factor } = monicByKey(u);
    const scaleBack = Rational.ONE.div(factor).abs();
    const id = t.intern({
      key: `abs:${polyKey(v)}`,
      display: `abs(${printPoly(v, t)})`,
      expr: call('abs', this.toExpr(v)),
      variable: dependsOnVariables(v, t),
      unit: false,
      real: true,
      absArg: v,
      split: { kind: 'abs', args: [v], switchKey: polyKey(v), switchPoly: v, flip: false },
    });
    void uExpr;
    return scale(atomPoly(id), scaleBack);
  }

  private minMax(kind: 'max' | 'min', e: Expr & { k: 'fn' }): RatFn {
    const parts = e.args.map((a) => this.run(a));
    if (!parts.every(isPolynomial)) return this.opaque(kind, e, false);
    let acc = parts[0]?.n;
    let accExpr = arg(e, 0);
    if (!acc) throw new Unsupported();
    for (let i = 1; i < parts.length; i++) {
      const b = parts[i]?.n ?? ZERO_POLY;
      const bExpr = arg(e, i);
      acc = this.minMax2(kind, acc, b, accExpr, bExpr);
      accExpr = call(kind, accExpr, bExpr);
    }
    return poly(acc);
  }

  private minMax2(kind: 'max' | 'min', a: Poly, b: Poly, aExpr: Expr, bExpr: Expr): Poly {
    const t = this.table;
    const w = sub(a, b);
    const pickA = (aWins: boolean) => (aWins === (kind === 'max') ? a : b);
    const c = asConstant(w);
    if (c) return pickA(c.sign() >= 0);
    if (signBound(w, t) !== null) return pickA(true);
    if (signBound(neg(w), t) !== null) return pickA(false);
    if (!dependsOnVariables(w, t)) {
      const s = this.closedSign({ k: 'op', op: '-', args: [aExpr, bExpr] });
      if (s !== null) return pickA(s >= 0);
    }
    if (!isReal(w, t)) return this.opaqueAtom(kind, [a, b], [aExpr, bExpr], false);
    const { poly: v, factor } = monicByKey(w);
    const split: SplitInfo = { kind, args: [a, b], switchKey: polyKey(v), switchPoly: v, flip: factor.sign() < 0 };
    const id = t.intern({
      key: `${kind}:${polyKey(a)},${polyKey(b)}`,
      display: `${kind}(${printPoly(a, t)}, ${printPoly(b, t)})`,
      expr: call(kind, this.toExpr(a), this.toExpr(b)),
      variable: true,
      unit: false,
      real: true,
      split,
    });
    return atomPoly(id);
  }

  /** Sign of a closed real expression by interval arithmetic (up to 256 bits); null when undecided. */
  private closedSign(e: Expr): number | null {
    for (const p of [64, 256]) {
      try {
        const v = enclose(e, new Arith(p, this.opts.budget), { domain: this.domain });
        if (v.im !== null) return null;
        if (v.re.isZero()) return 0;
        if (v.re.positive()) return 1;
        if (v.re.negative()) return -1;
      } catch (err) {
        if (err instanceof Undecided || err instanceof UndefinedValue) continue;
        throw err;
      }
    }
    return null;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Functions

  private fn(e: Expr & { k: 'fn' }): RatFn {
    const t = this.table;
    switch (e.name) {
      case 'sin':
      case 'cos':
      case 'tan':
      case 'cot':
      case 'sec':
      case 'csc': {
        const inner = arg(e, 0);
        // tan(atan u) = u for every real u (sin/cos of asin/acos are handled through their closed forms).
        if (e.name === 'tan' && inner.k === 'fn' && inner.name === 'atan' && this.domain === 'real') return this.run(arg(inner, 0));
        const u = this.run(inner);
        const [s, c] = isPolynomial(u) ? this.trig.sinCos(u.n) : this.trigAtomsRat(u, arg(e, 0));
        const sinE = call('sin', arg(e, 0));
        const cosE = call('cos', arg(e, 0));
        if (e.name === 'sin') return poly(s);
        if (e.name === 'cos') return poly(c);
        if (e.name === 'tan') return this.divPolys(s, c, cosE);
        if (e.name === 'cot') return this.divPolys(c, s, sinE);
        return this.divPolys(ONE(), e.name === 'sec' ? c : s, e.name === 'sec' ? cosE : sinE);
      }
      case 'exp': {
        const u = this.run(arg(e, 0));
        if (!isPolynomial(u)) return this.opaqueUnit('exp', u, e);
        return this.expOf(u.n, e);
      }
      case 'sinh':
      case 'cosh':
      case 'tanh': {
        const u = this.run(arg(e, 0));
        if (!isPolynomial(u)) return this.opaque(e.name, e, e.name === 'tanh' && this.domain === 'complex');
        const ep = this.expOf(u.n, e);
        const em = this.expOf(neg(u.n), e);
        const half = poly(constant(Rational.of(1n, 2n)));
        if (e.name === 'sinh') return this.mul(half, this.add(ep, negR(em)));
        if (e.name === 'cosh') return this.mul(half, this.add(ep, em));
        const den = this.add(ep, em);
        if (this.domain === 'complex') this.requireNonZero(den.n, call('cosh', arg(e, 0)));
        return this.divide(this.add(ep, negR(em)), den);
      }
      case 'sqrt': {
        const u = this.run(arg(e, 0));
        if (!isPolynomial(u)) {
          // √(n/d) = √n/√d when n ≥ 0 and d > 0 are provable (e.g. for variables assumed positive).
          if (signBound(u.n, this.table) !== null && signBound(u.d, this.table) === 1) {
            return this.divide(poly(this.sqrtPoly(u.n, arg(e, 0))), poly(this.sqrtPoly(u.d, arg(e, 0))));
          }
          return this.opaque('sqrt', e, this.domain === 'real');
        }
        return poly(this.sqrtPoly(u.n, arg(e, 0)));
      }
      case 'cbrt':
      case 'nthRoot': {
        const u = this.run(arg(e, 0));
        const n = e.name === 'cbrt' ? Rational.int(3) : exactRational(arg(e, 1), this.domain);
        if (!isPolynomial(u) || !n?.isInteger() || n.sign() <= 0 || n.num > 64n) return this.opaque(e.name, e, true);
        const q = Number(n.num);
        if (q === 1) return u;
        if (q === 2) return poly(this.sqrtPoly(u.n, arg(e, 0)));
        return poly(this.rootPoly(u.n, q, arg(e, 0), q % 2 === 0));
      }
      case 'log':
      case 'log10':
      case 'log2': {
        const u = this.run(arg(e, 0));
        if (!isPolynomial(u)) {
          // log(n/d) = log n − log d when both are provably positive.
          if (signBound(u.n, this.table) === 1 && signBound(u.d, this.table) === 1 && e.args.length === 1 && e.name === 'log') {
            return this.add(this.logPoly(u.n, arg(e, 0), true), negR(this.logPoly(u.d, arg(e, 0), true)));
          }
          return this.opaque('log', e, true);
        }
        const x = this.logExpr(u.n, arg(e, 0));
        if (e.name === 'log' && e.args.length === 1) return x;
        const baseE: Expr = e.name === 'log10' ? num('10') : e.name === 'log2' ? num('2') : arg(e, 1);
        const b = this.run(baseE);
        if (!isPolynomial(b)) throw new Unsupported();
        const lb = this.logPoly(b.n, baseE);
        if (asConstant(lb.n)?.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
        this.requireNonZero(lb.n, call('log', baseE));
        return this.divide(x, lb);
      }
      case 'abs': {
        const u = this.run(arg(e, 0));
        if (!isPolynomial(u)) {
          const n = this.absPoly(u.n, arg(e, 0));
          const d = this.absPoly(u.d, arg(e, 0));
          return this.divide(poly(n), poly(d));
        }
        return poly(this.absPoly(u.n, arg(e, 0)));
      }
      case 'max':
      case 'min':
        return this.minMax(e.name, e);
      case 'asin':
      case 'acos':
      case 'atan':
        return this.inverseTrigFn(e);
      case 'integrate':
      case 'limit':
      case 'sum':
        return poly(this.calculusAtom(e));
      default: {
        const closed = exactRational(e, this.domain);
        if (closed) return poly(constant(closed));
        if (PARTIAL.has(e.name)) return this.opaque(e.name, e, true);
        if (TOTAL.has(e.name)) return this.opaque(e.name, e, false);
        void t;
        throw new Unsupported();
      }
    }
  }

  /** log(u): log(x^(2k)) = 2k·log|x| and log(x^(2k+1)) = (2k+1)·log x are applied on the expression shape first. */
  private logExpr(u: Poly, uExpr: Expr): RatFn {
    if (this.domain === 'real' && uExpr.k === 'op' && uExpr.op === '^') {
      const k = exactRational(arg(uExpr, 1), this.domain);
      const base = this.run(arg(uExpr, 0));
      if (k?.isInteger() && k.sign() > 0 && isPolynomial(base) && isReal(base.n, this.table) && k.num <= 10_000n) {
        const n = Rational.of(k.num);
        if (k.num % 2n === 0n) {
          this.requireNonZero(base.n, arg(uExpr, 0));
          const a = this.absPoly(base.n, arg(uExpr, 0));
          return { n: scale(this.logPoly(a, call('abs', arg(uExpr, 0)), true).n, n), d: ONE() };
        }
        return { n: scale(this.logPoly(base.n, arg(uExpr, 0)).n, n), d: ONE() };
      }
    }
    return this.logPoly(u, uExpr);
  }

  private divPolys(n: Poly, d: Poly, dExpr: Expr): RatFn {
    this.requireNonZero(d, dExpr);
    return this.divide(poly(n), poly(d));
  }

  private inverseTrigFn(e: Expr & { k: 'fn' }): RatFn {
    const t = this.table;
    const u = this.run(arg(e, 0));
    if (!isPolynomial(u)) return this.opaque(e.name, e, true);
    const exact = this.inverseTrigValue(e.name, u.n);
    if (exact) return poly(exact);
    if (e.name !== 'atan' && this.domain === 'real') {
      this.addCondition(rangeCondition('abs_le1', printPoly(u.n, t), polyKey(u.n), arg(e, 0), true));
    }
    const id = t.intern({
      key: `${e.name}:${polyKey(u.n)}`,
      display: `${e.name}(${printPoly(u.n, t)})`,
      expr: call(e.name, this.toExpr(u.n)),
      variable: dependsOnVariables(u.n, t),
      unit: false,
      real: this.domain === 'real' || e.name === 'atan',
    });
    this.inverseArgs.set(id, { name: e.name, arg: u.n });
    return poly(atomPoly(id));
  }

  private readonly inverseArgs = new Map<number, { name: string; arg: Poly }>();
  /** Set while building √(1 − u²) for asin/acos, whose −1 ≤ u ≤ 1 condition already implies the root's. */
  private impliedRoots = false;

  inverseTrig(atomId: number): [Poly, Poly] | null {
    const info = this.inverseArgs.get(atomId);
    if (!info || this.domain !== 'real') return null;
    const t = this.table;
    const u = info.arg;
    if (info.name === 'atan') return null; // sin(atan u) = u/√(1+u²) needs a denominator: atoms instead
    const oneMinus = sub(ONE(), mul(u, u, t));
    this.impliedRoots = true;
    try {
      const root = this.sqrtPoly(oneMinus, this.toExpr(oneMinus));
      return info.name === 'asin' ? [u, root] : [root, u];
    } finally {
      this.impliedRoots = false;
    }
  }

  /** Exact values: asin/acos at 0, ±1/2, ±√2/2, ±√3/2, ±1 and atan at 0, ±1, ±√3, ±√3/3 (in units of π). */
  private inverseTrigValue(name: string, u: Poly): Poly | null {
    const key = polyKey(u);
    const half = Rational.of(1n, 2n);
    const r2 = scale(this.sqrtInt(2n), half);
    const r3 = scale(this.sqrtInt(3n), half);
    const table: Array<[Poly, number]> =
      name === 'atan'
        ? [
            [constant(Rational.ZERO), 0],
            [ONE(), 1 / 4],
            [this.sqrtInt(3n), 1 / 3],
            [scale(this.sqrtInt(3n), Rational.of(1n, 3n)), 1 / 6],
          ]
        : [
            [constant(Rational.ZERO), 0],
            [constant(half), 1 / 6],
            [r2, 1 / 4],
            [r3, 1 / 3],
            [ONE(), 1 / 2],
          ];
    for (const [p, angle] of table) {
      for (const s of [1, -1]) {
        if (polyKey(s === 1 ? p : neg(p)) !== key) continue;
        const asinAngle = s * angle;
        const value = name === 'acos' ? 0.5 - asinAngle : asinAngle;
        const q = Rational.of(BigInt(Math.round(value * 12)), 12n);
        return scale(this.constAtom('pi', { k: 'const', name: 'pi' }), q);
      }
    }
    return null;
  }

  trigAtoms(u: Poly, uExpr: Expr): [Poly, Poly] {
    return this.trigAtomsRat(poly(u), uExpr);
  }

  private trigAtomsRat(u: RatFn, uExpr: Expr): [Poly, Poly] {
    const t = this.table;
    const key = `${polyKey(u.n)}/${polyKey(u.d)}`;
    const display = isPolynomial(u) ? printPoly(u.n, t) : `(${printPoly(u.n, t)})/(${printPoly(u.d, t)})`;
    const variable = dependsOnVariables(u.n, t) || dependsOnVariables(u.d, t);
    const real = isReal(u.n, t) && isReal(u.d, t);
    const sinId = t.intern({ key: `sin:${key}`, display: `sin(${display})`, expr: call('sin', uExpr), variable, unit: false, real });
    const cosId = t.intern({
      key: `cos:${key}`,
      display: `cos(${display})`,
      expr: call('cos', uExpr),
      variable,
      unit: false,
      real,
      sinPartner: sinId,
    });
    return [atomPoly(sinId), atomPoly(cosId)];
  }

  /** A definite integral, limit or sum left unevaluated: one atom for the whole node (its bound variable stays inside). */
  private calculusAtom(e: Expr & { k: 'fn' }): Poly {
    const vars = freeVariables(e);
    if (vars.length > 0) throw new Unsupported();
    const key = `calc:${printExpr(e)}`;
    return atomPoly(this.table.intern({ key, display: printExpr(e), expr: e, variable: false, unit: false, real: true }));
  }

  private opaqueUnit(name: string, u: RatFn, e: Expr): RatFn {
    const t = this.table;
    const id = t.intern({
      key: `${name}(${polyKey(u.n)}/${polyKey(u.d)})`,
      display: `${name}(...)`,
      expr: e,
      variable: dependsOnVariables(u.n, t) || dependsOnVariables(u.d, t),
      unit: true,
      real: isReal(u.n, t) && isReal(u.d, t),
      positive: isReal(u.n, t) && isReal(u.d, t),
    });
    return poly(atomPoly(id));
  }

  private opaque(name: string, e: Expr & { k: 'op' | 'fn' }, partial: boolean): RatFn {
    const parts = e.args.map((a) => this.run(a));
    if (!parts.every(isPolynomial)) {
      const t = this.table;
      const key = `${name}(${parts.map((r) => `${polyKey(r.n)}/${polyKey(r.d)}`).join(',')})`;
      const variable = parts.some((r) => dependsOnVariables(r.n, t) || dependsOnVariables(r.d, t));
      if (partial) this.addCondition(definedCondition(`${name}(…)`, key, e));
      return poly(atomPoly(t.intern({ key, display: `${name}(…)`, expr: e, variable, unit: false, real: this.domain === 'real' })));
    }
    return poly(
      this.opaqueAtom(
        name,
        parts.map((p) => p.n),
        e.args,
        partial,
      ),
    );
  }

  private opaqueAtom(name: string, args: Poly[], argExprs: Expr[], partial: boolean): Poly {
    const t = this.table;
    const key = `${name}(${args.map(polyKey).join(',')})`;
    const variable = args.some((a) => dependsOnVariables(a, t));
    const display = `${name}(${args.map((a) => printPoly(a, t)).join(', ')})`;
    const expr: Expr = { k: 'fn', name, args: argExprs.map((a, i) => (args[i] ? this.toExpr(args[i]) : a)) };
    if (partial) this.addCondition(definedCondition(display, key, expr));
    return atomPoly(t.intern({ key, display, expr, variable, unit: false, real: this.domain === 'real' || name === 'abs' }));
  }

  /** The expression of a polynomial over atoms (for numeric evaluation of atoms and conditions). */
  toExpr(p: Poly): Expr {
    const t = this.table;
    let out: Expr | null = null;
    for (const term of p.values()) {
      let e: Expr | null = term.coef.isOne() && term.mono.length > 0 ? null : ratExpr(term.coef);
      for (const [id, ex] of term.mono) {
        const base = t.get(id).expr;
        const f: Expr = ex === 1 ? base : { k: 'op', op: '^', args: [base, ratExpr(Rational.int(ex))] };
        e = e ? { k: 'op', op: '*', args: [e, f] } : f;
      }
      const termE = e ?? num('1');
      out = out ? { k: 'op', op: '+', args: [out, termE] } : termE;
    }
    return out ?? num('0');
  }

  ratFnExpr(r: RatFn): Expr {
    return isPolynomial(r) ? this.toExpr(r.n) : { k: 'op', op: '/', args: [this.toExpr(r.n), this.toExpr(r.d)] };
  }
}

const ZERO_POLY: Poly = new Map();
/** Functions kept as atoms; the partial ones record "is defined" (inexact) conditions for variable arguments. */
const PARTIAL = new Set(['factorial', 'mod', 'gcd', 'lcm', 'acosh', 'atanh', 'atan2']);
const TOTAL = new Set(['floor', 'ceil', 'round', 'sign', 'asinh']);

function estimateTerms(terms: number, n: number): number {
  // C(n + terms − 1, terms − 1), computed in doubles (only compared against a small cap).
  let c = 1;
  for (let i = 1; i < terms; i++) {
    c = (c * (n + i)) / i;
    if (c > 1e9) return c;
  }
  return c;
}

export { BudgetExceeded, isPolynomial };

/** Printed form of a normal form (for `simplified` and `simplified_difference`). */
export function printRatFn(r: RatFn, table: AtomTable): string {
  if (isPolynomial(r)) return printPoly(r.n, table);
  return `(${printPoly(r.n, table)})/(${printPoly(r.d, table)})`;
}

export type { Atom };
