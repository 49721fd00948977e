/**
 * Definite integrals ∫_a^b f(x) dx.
 * - Exact: when the antiderivative table finds F, F' = f is proven by the identity prover and f and F are proven
 *   defined on all of [a, b] (interval evaluation over a subdivision), the value is F(b) − F(a), decided like any
 *   closed expression.
 * - Otherwise, for rational bounds: a rigorous enclosure by the midpoint rule with its remainder bounded through an
 *   interval enclosure of f'' on each subinterval (∫ = h·f(m) + h³/24·f''(ξ)), which can refute a claimed value but
 *   never proves one.
 */
import type { WorkBudget } from '../../budget.ts';
import { Rational } from '../../exact/rational.ts';
import { enclose, Undecided } from '../enclose.ts';
import { exactRational } from '../exact.ts';
import { arg, type Expr, MathInputError, substitute } from '../expr.ts';
import { decideIdentity } from '../identity.ts';
import { Normalizer } from '../normal-form.ts';
import { NumericOverflow } from '../numeric/elementary.ts';
import { type Arith, Interval } from '../numeric/interval.ts';
import { type Domain, UndefinedValue } from '../undefined-value.ts';
import { countRoots, sturm, univariate } from '../upoly.ts';
import { antiderivative } from './antiderivative.ts';
import { dependsOn, derivative, NotDifferentiable } from './derivative.ts';
import { limitOf } from './limit.ts';

function parts(e: Expr & { k: 'fn' }): { f: Expr; x: string; a: Expr; b: Expr } {
  const v = arg(e, 1);
  if (v.k !== 'var') throw new MathInputError('SYNTAX', 'integrate needs a variable name as its second argument.');
  return { f: arg(e, 0), x: v.name, a: arg(e, 2), b: arg(e, 3) };
}

/**
 * g defined on every point of [a, b] (closed bounds), proven by interval evaluation over eight pieces, a piece that
 * cannot be decided being halved (to a depth of 5) before giving up.
 */
function definedOn(g: Expr, x: string, a: Expr, b: Expr, domain: Domain, A: Arith): boolean {
  const ok = (cell: Interval, depth: number): boolean => {
    try {
      enclose(g, A, { domain, scope: new Map([[x, cell]]) });
      return true;
    } catch (err) {
      if (err instanceof UndefinedValue && cell.isPoint()) return false;
      if (!(err instanceof Undecided || err instanceof UndefinedValue || err instanceof NumericOverflow)) throw err;
      if (depth >= 5) return false;
      const mid = A.scale2(A.add(new Interval(cell.lo, cell.lo), new Interval(cell.hi, cell.hi)), -1);
      return ok(new Interval(cell.lo, mid.hi), depth + 1) && ok(new Interval(mid.lo, cell.hi), depth + 1);
    }
  };
  try {
    const lo = enclose(a, A, { domain }).re;
    const hi = enclose(b, A, { domain }).re;
    const [from, to] = A.sub(hi, lo).negative() ? [hi, lo] : [lo, hi];
    const pieces = 8;
    const step = A.div(A.sub(to, from), A.fromInt(pieces));
    for (let i = 0; i < pieces; i++) {
      const l = A.add(from, A.mul(A.fromInt(i), step));
      const r = i === pieces - 1 ? to : A.add(from, A.mul(A.fromInt(i + 1), step));
      if (!ok(new Interval(l.lo, r.hi), 0)) return false;
    }
    return true;
  } catch (err) {
    if (err instanceof Undecided || err instanceof UndefinedValue || err instanceof NumericOverflow) return false;
    throw err;
  }
}

/** ±1 for the bounds inf and −inf, 0 for any other. */
function infinity(e: Expr): 1 | -1 | 0 {
  if (e.k === 'const' && e.name === 'inf') return 1;
  return e.k === 'op' && e.op === 'neg' && e.args[0]?.k === 'const' && e.args[0].name === 'inf' ? -1 : 0;
}

const EVERYWHERE = new Set(['exp', 'sin', 'cos', 'sinh', 'cosh', 'tanh', 'atan']);

/**
 * g is defined and continuous on all of ℝ: sums, products, whole powers and constant positive bases of such, exp,
 * sin, cos, sinh, cosh, tanh, atan, and quotients by a polynomial in x without real zeros (Sturm count 0).
 */
function definedEverywhere(g: Expr, x: string, budget: WorkBudget): boolean {
  if (!dependsOn(g, x)) return exactRational(g, 'real') !== null || g.k === 'const' || g.k === 'num' || enclosable(g);
  if (g.k === 'var') return true;
  if (g.k === 'fn') return EVERYWHERE.has(g.name) && g.args.length === 1 && definedEverywhere(arg(g, 0), x, budget);
  if (g.k !== 'op') return false;
  if (['+', '-', '*', 'neg'].includes(g.op)) return g.args.every((h) => definedEverywhere(h, x, budget));
  if (g.op === '/') return definedEverywhere(arg(g, 0), x, budget) && noRealZero(arg(g, 1), x, budget);
  if (g.op === '^') {
    const [base, power] = [arg(g, 0), arg(g, 1)];
    if (!dependsOn(power, x)) {
      const n = exactRational(power, 'real');
      return n !== null && n.isInteger() && n.sign() >= 0 && definedEverywhere(base, x, budget);
    }
    const c = dependsOn(base, x) ? null : base.k === 'const' && base.name === 'e' ? Rational.ONE : exactRational(base, 'real');
    return c !== null && c.sign() > 0 && definedEverywhere(power, x, budget);
  }
  return false;
}

function enclosable(g: Expr): boolean {
  return g.k === 'op' || g.k === 'fn' ? g.args.every(enclosable) : g.k === 'num' || (g.k === 'const' && g.name !== 'inf');
}

/** A polynomial in x with rational coefficients and no real zero. */
function noRealZero(q: Expr, x: string, budget: WorkBudget): boolean {
  try {
    const nz = new Normalizer({ domain: 'real', budget });
    const v = nz.side(q).value;
    const N = univariate(v.n, nz.table, x);
    const D = univariate(v.d, nz.table, x);
    if (!N || !D || D.degree !== 0 || N.degree > 16) return false;
    return N.degree === 0 ? !N.coef(0).isZero() : countRoots(sturm(N, budget), -1, 1) === 0;
  } catch {
    return false;
  }
}

/**
 * ∫ over an infinite interval: F found and F′ = f proven, f and F defined and continuous on all of ℝ, and F's limit at
 * each infinite bound finite (limit.ts); the value is lim F(b) − lim F(a), the improper integral by its definition.
 */
function improperIntegral(f: Expr, F: Expr, x: string, a: Expr, b: Expr, domain: Domain, budget: WorkBudget): Expr | null {
  if (!definedEverywhere(f, x, budget) || !definedEverywhere(F, x, budget)) return null;
  const end = (bound: Expr): Expr | null => {
    if (infinity(bound) === 0) return substitute(F, x, bound);
    const v = limitOf({ k: 'fn', name: 'limit', args: [F, { k: 'var', name: x }, bound] }, domain, budget);
    return v?.kind === 'value' ? v.expr : null;
  };
  const hi = end(b);
  const lo = hi ? end(a) : null;
  return hi && lo ? { k: 'op', op: '-', args: [hi, lo] } : null;
}

/** F(b) − F(a) when an antiderivative is found and proven valid on [a, b]; null otherwise. */
export function exactIntegral(e: Expr & { k: 'fn' }, domain: Domain, budget: WorkBudget, A: Arith): Expr | null {
  const { f, x, a, b } = parts(e);
  const F = antiderivative(f, x, budget);
  if (!F) return null;
  const improper = infinity(a) !== 0 || infinity(b) !== 0;
  let proved: boolean;
  try {
    const dF = derivative(F, x);
    proved = decideIdentity(dF, f, [x], domain, budget).status === 'VERIFIED';
  } catch (err) {
    if (err instanceof NotDifferentiable) return null;
    throw err;
  }
  if (!proved) return null;
  if (improper) return infinity(a) === infinity(b) ? null : improperIntegral(f, F, x, a, b, domain, budget);
  if (!definedOn(f, x, a, b, domain, A) || !definedOn(F, x, a, b, domain, A)) return null;
  return { k: 'op', op: '-', args: [substitute(F, x, b), substitute(F, x, a)] };
}

/** Rigorous enclosure of ∫_a^b f for rational a, b (Undecided when f or f'' cannot be enclosed on a piece). */
export function integralEnclosure(e: Expr & { k: 'fn' }, A: Arith, domain: Domain): Interval {
  const { f, x, a, b } = parts(e);
  const ra = exactRational(a, domain);
  const rb = exactRational(b, domain);
  if (!ra || !rb) throw new Undecided();
  if (ra.equals(rb)) return Interval.ZERO;
  const flip = rb.lt(ra);
  const [lo, hi] = flip ? [rb, ra] : [ra, rb];
  let f2: Expr | null;
  try {
    f2 = derivative(derivative(f, x), x);
  } catch (err) {
    if (!(err instanceof NotDifferentiable)) throw err;
    f2 = null;
  }
  const n = A.p <= 64 ? 48 : 160;
  const h = hi.sub(lo).div(Rational.int(n));
  const hI = A.fromRational(h);
  const h3 = A.div(A.mul(A.mul(hI, hI), hI), A.fromInt(24));
  let sum = Interval.ZERO;
  for (let i = 0; i < n; i++) {
    const left = lo.add(h.mul(Rational.int(i)));
    const right = left.add(h);
    const cell = new Interval(A.fromRational(left).lo, A.fromRational(right).hi);
    let piece: Interval;
    if (f2) {
      const mid = A.fromRational(left.add(h.div(Rational.int(2))));
      const fm = enclose(f, A, { domain, scope: new Map([[x, mid]]) });
      const c = enclose(f2, A, { domain, scope: new Map([[x, cell]]) });
      if (fm.im !== null || c.im !== null) throw new Undecided();
      piece = A.add(A.mul(hI, fm.re), A.mul(h3, c.re));
    } else {
      const fc = enclose(f, A, { domain, scope: new Map([[x, cell]]) });
      if (fc.im !== null) throw new Undecided();
      piece = A.mul(hI, fc.re);
    }
    sum = A.add(sum, piece);
  }
  return flip ? A.neg(sum) : sum;
}
