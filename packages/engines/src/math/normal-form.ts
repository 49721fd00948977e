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
import { type Condition, polyCondition } from './conditions.ts';
import { exactRational } from './exact.ts';
import { arg, fn as call, type Expr, num } from './expr.ts';
import { Atoms } from './nf-atoms.ts';
import { ExpLog } from './nf-exp-log.ts';
import { isPolynomial, type NormalHost, type NormalOptions, negR, ONE, poly, type RatFn, type SideForm, Unsupported } from './nf-host.ts';
import { Powers } from './nf-powers.ts';
import { Roots } from './nf-roots.ts';
import { rationalBits } from './numeric/interval.ts';
import {
  type Atom,
  AtomTable,
  add,
  asConstant,
  atomPoly,
  BudgetExceeded,
  constant,
  invertUnitMonomial,
  isUnitMonomial,
  mul,
  neg,
  POLY_LIMITS,
  type Poly,
  polyKey,
  printPoly,
  scale,
  signBound,
  termPoly,
} from './polynomial.ts';
import { TrigExpander, type TrigHost } from './trig.ts';
import { type Domain, REASONS, UndefinedValue } from './undefined-value.ts';

export class Normalizer implements TrigHost, NormalHost {
  table: AtomTable;
  conditions = new Map<string, Condition>();
  readonly domain: Domain;
  private readonly trig: TrigExpander;
  private readonly expLog: ExpLog;
  private readonly roots: Roots;
  private readonly atoms: Atoms;
  private readonly powers: Powers;
  private cache = new WeakMap<Expr, RatFn>();

  constructor(private readonly opts: NormalOptions) {
    this.table = new AtomTable(opts.budget);
    this.domain = opts.domain;
    this.trig = new TrigExpander(this, opts.atomicTrig === true);
    this.expLog = new ExpLog(this);
    this.roots = new Roots(this);
    this.atoms = new Atoms(this);
    this.powers = new Powers(this);
  }

  get budget(): WorkBudget {
    return this.opts.budget;
  }

  /** True when a trig base angle changed after it was used: the claim must be normalised again (restart()). */
  trigStale(): boolean {
    return this.trig.stale;
  }

  /** Starts over with a fresh atom table, keeping the base angles learnt so far. */
  restart(): void {
    this.table = new AtomTable(this.opts.budget);
    this.trig.reset();
    this.expLog.reset();
    this.atoms.reset();
  }

  side(e: Expr): SideForm {
    this.conditions = new Map();
    this.cache = new WeakMap();
    const value = this.run(e);
    return { value, conditions: this.conditions };
  }

  addCondition(c: Condition): void {
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
        if (!r || rationalBits(r) > POLY_LIMITS.maxCoefficientBits) throw new Unsupported();
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
            return poly(scale(add(ONE(), this.roots.sqrtRational(Rational.int(5))), Rational.of(1n, 2n)));
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
        return this.powers.power(e);
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

  divide(x: RatFn, y: RatFn): RatFn {
    const c = asConstant(y.n);
    if (c?.isZero()) throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
    return this.tidy({ n: mul(x.n, y.d, this.table), d: mul(x.d, y.n, this.table) });
  }

  recordNonZero(e: Expr): void {
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
    if (u) return { n: mul(r.n, invertUnitMonomial(u), this.table), d: ONE() };
    // A denominator a + b·i with real a, b: multiply through by its conjugate a − b·i (non-zero exactly where the
    // denominator is), so Gaussian quotients such as (2 + i)/(1 − i) get a real denominator and their exact value.
    const conj = this.conjugateOf(r.d);
    if (conj) return { n: mul(r.n, conj, this.table), d: mul(r.d, conj, this.table) };
    return r;
  }

  /** Whether the imaginary unit occurs in p. */
  private hasImaginary(p: Poly): boolean {
    for (const term of p.values()) if (term.mono.some(([id]) => this.table.get(id).imaginaryUnit)) return true;
    return false;
  }

  /** p with i replaced by −i, when i occurs in p (to the first power) and every other atom of p is real; else null. */
  private conjugateOf(p: Poly): Poly | null {
    let hasI = false;
    let out: Poly = new Map();
    for (const t of p.values()) {
      let sign = 1;
      for (const [id, e] of t.mono) {
        const atom = this.table.get(id);
        if (atom.imaginaryUnit) {
          if (e !== 1) return null;
          hasI = true;
          sign = -1;
        } else if (!atom.real) return null;
      }
      out = add(out, termPoly(t.mono, sign > 0 ? t.coef : t.coef.neg()));
    }
    return hasI ? out : null;
  }

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
        if ((e.name === 'sin' || e.name === 'cos') && isPolynomial(u) && this.hasImaginary(u.n)) {
          // A complex argument: sin z = (e^(iz) − e^(−iz))/(2i), cos z = (e^(iz) + e^(−iz))/2 for every complex z, so
          // sin(i) = i·sinh(1) and cos(i) = cosh(1) exactly (i·z has a real part, which exp keeps as an atom).
          const iz = mul(this.imaginary(), u.n, t);
          const ep = this.expOf(iz, e);
          const em = this.expOf(neg(iz), e);
          if (e.name === 'cos') return this.mul(this.add(ep, em), poly(constant(Rational.of(1n, 2n))));
          const half = scale(this.imaginary(), Rational.of(-1n, 2n));
          return this.mul(this.add(ep, negR(em)), poly(half));
        }
        const [s, c] = isPolynomial(u) ? this.trig.sinCos(u.n) : this.atoms.trigAtomsRat(u, arg(e, 0));
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
        if (!isPolynomial(u)) return this.atoms.opaqueUnit('exp', u, e);
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
        return poly(this.roots.rootPoly(u.n, q, arg(e, 0), q % 2 === 0));
      }
      case 'log':
      case 'log10':
      case 'log2': {
        const u = this.run(arg(e, 0));
        if (!isPolynomial(u)) {
          // log(n/d) = log n − log d when both are provably positive.
          if (signBound(u.n, this.table) === 1 && signBound(u.d, this.table) === 1 && e.args.length === 1 && e.name === 'log') {
            return this.add(this.expLog.logPoly(u.n, arg(e, 0), true), negR(this.expLog.logPoly(u.d, arg(e, 0), true)));
          }
          return this.opaque('log', e, true);
        }
        const x = this.expLog.logExpr(u.n, arg(e, 0));
        if (e.name === 'log' && e.args.length === 1) return x;
        const baseE: Expr = e.name === 'log10' ? num('10') : e.name === 'log2' ? num('2') : arg(e, 1);
        const b = this.run(baseE);
        if (!isPolynomial(b)) throw new Unsupported();
        const lb = this.expLog.logPoly(b.n, baseE);
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
        return this.roots.minMax(e.name, e);
      case 'asin':
      case 'acos':
      case 'atan':
        return this.atoms.inverseTrigFn(e);
      case 'integrate':
      case 'limit':
      case 'sum':
        return poly(this.atoms.calculusAtom(e));
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

  private divPolys(n: Poly, d: Poly, dExpr: Expr): RatFn {
    this.requireNonZero(d, dExpr);
    return this.divide(poly(n), poly(d));
  }

  // Services of the parts (NormalHost, TrigHost).
  intPower(base: RatFn, n: number, baseExpr: Expr): RatFn {
    return this.powers.intPower(base, n, baseExpr);
  }
  logRational(c: Rational): Poly {
    return this.expLog.logRational(c);
  }
  logPoly(u: Poly, uExpr: Expr, conditionDone = false): RatFn {
    return this.expLog.logPoly(u, uExpr, conditionDone);
  }
  rootPoly(u: Poly, q: number, uExpr: Expr, principal: boolean): Poly {
    return this.roots.rootPoly(u, q, uExpr, principal);
  }
  sinCos(u: Poly): [Poly, Poly] {
    return this.trig.sinCos(u);
  }
  expOf(u: Poly, e: Expr): RatFn {
    return this.expLog.expOf(u, e);
  }
  expArgument(atom: Atom): Poly | null {
    return this.expLog.expArgument(atom);
  }
  sqrtPoly(u: Poly, uExpr: Expr): Poly {
    return this.roots.sqrtPoly(u, uExpr);
  }
  sqrtInt(n: bigint): Poly {
    return this.roots.sqrtInt(n);
  }
  absPoly(u: Poly, uExpr: Expr): Poly {
    return this.roots.absPoly(u, uExpr);
  }
  withImpliedRoots<T>(f: () => T): T {
    return this.roots.withImpliedRoots(f);
  }
  constAtom(name: string, e: Expr): Poly {
    return this.atoms.constAtom(name, e);
  }
  isPi(id: number): boolean {
    return this.atoms.isPi(id);
  }
  imaginary(): Poly {
    return this.atoms.imaginary();
  }
  inverseTrig(atomId: number): [Poly, Poly] | null {
    return this.atoms.inverseTrig(atomId);
  }
  trigAtoms(u: Poly, uExpr: Expr): [Poly, Poly] {
    return this.atoms.trigAtoms(u, uExpr);
  }
  opaque(name: string, e: Expr & { k: 'op' | 'fn' }, partial: boolean): RatFn {
    return this.atoms.opaque(name, e, partial);
  }
  opaqueAtom(name: string, args: Poly[], argExprs: Expr[], partial: boolean): Poly {
    return this.atoms.opaqueAtom(name, args, argExprs, partial);
  }
  toExpr(p: Poly): Expr {
    return this.atoms.toExpr(p);
  }
  ratFnExpr(r: RatFn): Expr {
    return this.atoms.ratFnExpr(r);
  }
}

/** Functions kept as atoms; the partial ones record "is defined" (inexact) conditions for variable arguments. */
const PARTIAL = new Set(['factorial', 'mod', 'gcd', 'lcm', 'acosh', 'atanh', 'atan2']);
const TOTAL = new Set(['floor', 'ceil', 'round', 'sign', 'asinh']);

export { isPolynomial, type NormalOptions, type RatFn, type SideForm, Unsupported } from './nf-host.ts';
export { BudgetExceeded };

/** Printed form of a normal form (for `simplified` and `simplified_difference`). */
export function printRatFn(r: RatFn, table: AtomTable): string {
  if (isPolynomial(r)) return printPoly(r.n, table);
  return `(${printPoly(r.n, table)})/(${printPoly(r.d, table)})`;
}

export type { Atom };
