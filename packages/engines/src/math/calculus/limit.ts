/**
 * Simple limits lim_{x→a} f(x), taken over the points where f is defined.
 * - Continuity: f built from functions continuous on their domains (no floor, round, sign, mod, factorial…),
 *   defined at a and on a one-sided interval next to a (proven by interval evaluation) → the limit is f(a).
 * - L'Hôpital for f = N/D with N(a) = D(a) = 0 exactly, N and D defined around a: the limit of N'/D' (up to three
 *   times); c/0 with c ≠ 0 proven → the limit is infinite.
 * - x → ±∞ for rational functions: by degrees and leading coefficients.
 * Anything else is not computed (the claim is then UNKNOWN).
 */
import type { WorkBudget } from '../../budget.ts';
import { Rational } from '../../exact/rational.ts';
import { decideClosed } from '../closed.ts';
import { enclose, Undecided } from '../enclose.ts';
import { arg, containsFunction, type Expr, printExpr, substitute } from '../expr.ts';
import { Normalizer, Unsupported } from '../normal-form.ts';
import { NumericOverflow } from '../numeric/elementary.ts';
import { Arith, Interval } from '../numeric/interval.ts';
import { asConstant, BudgetExceeded, type Poly } from '../polynomial.ts';
import { type Domain, UndefinedValue } from '../undefined-value.ts';
import { derivative, NotDifferentiable } from './derivative.ts';
import { type Point, type SeriesLimit, seriesLimit } from './series.ts';

export type LimitValue =
  | { kind: 'value'; expr: Expr }
  | { kind: 'infinite'; sign: 1 | -1 | 0 }
  /** Proven not to exist (the one-sided limits differ, or f is undefined on both sides). */
  | { kind: 'none'; reason: string }
  | null;

const DISCONTINUOUS = new Set(['floor', 'ceil', 'round', 'sign', 'mod', 'factorial', 'gcd', 'lcm', 'integrate', 'limit', 'sum', 'diff']);

function continuousType(e: Expr): boolean {
  return !containsFunction(e, DISCONTINUOUS) && !(e.k === 'op' && e.op === '!');
}

/** g defined on [a, a + δ] or [a − δ, a] (δ = 2^-20), proven; also at a itself. */
function definedNear(g: Expr, x: string, a: Expr, domain: Domain, budget: WorkBudget, bothSides: boolean): boolean {
  const A = new Arith(128, budget);
  try {
    const at = enclose(a, A, { domain }).re;
    const delta = A.scale2(Interval.ONE, -20);
    const right = new Interval(at.lo, A.add(at, delta).hi);
    const left = new Interval(A.sub(at, delta).lo, at.hi);
    const ok = (cell: Interval) => {
      try {
        enclose(g, A, { domain, scope: new Map([[x, cell]]) });
        return true;
      } catch (err) {
        if (err instanceof Undecided || err instanceof UndefinedValue || err instanceof NumericOverflow) return false;
        throw err;
      }
    };
    return bothSides ? ok(left) && ok(right) : ok(right) || ok(left);
  } catch (err) {
    if (err instanceof Undecided || err instanceof UndefinedValue || err instanceof NumericOverflow) return false;
    throw err;
  }
}

/** Exactly zero (normal form), proven non-zero (interval), or unknown. */
function zeroAt(g: Expr, domain: Domain, budget: WorkBudget): 'zero' | 'nonzero' | 'unknown' {
  try {
    const nz = new Normalizer({ domain, budget });
    const side = nz.side(g);
    if (side.value.n.size === 0) return 'zero';
  } catch (err) {
    if (err instanceof UndefinedValue) return 'unknown';
    if (!(err instanceof Unsupported || err instanceof BudgetExceeded || err instanceof RangeError)) throw err;
  }
  for (const bits of [64, 256, 1024]) {
    try {
      const v = enclose(g, new Arith(bits, budget), { domain });
      if (!v.re.containsZero() || (v.im && !v.im.containsZero())) return 'nonzero';
    } catch (err) {
      if (err instanceof UndefinedValue) return 'unknown';
      if (!(err instanceof Undecided || err instanceof NumericOverflow)) throw err;
    }
  }
  return 'unknown';
}

export function limitOf(e: Expr & { k: 'fn' }, domain: Domain, budget: WorkBudget): LimitValue {
  const f = arg(e, 0);
  const v = arg(e, 1);
  const point = arg(e, 2);
  const dir = e.args[3];
  if (v.k !== 'var') return null;
  const x = v.name;
  const side: 1 | -1 | null = dir?.k === 'var' ? (dir.name === '-' ? -1 : 1) : null;
  // Expansions are real; "undefined on a side" (log or even root of a negative quantity) holds in the real domain only.
  const series = (at: Point): SeriesLimit | null => {
    const s = seriesLimit(f, x, at, budget);
    return s?.kind === 'undefined' && domain !== 'real' ? null : s;
  };
  const infinite =
    point.k === 'const' && point.name === 'inf'
      ? 1
      : point.k === 'op' && point.op === 'neg' && point.args[0]?.k === 'const' && point.args[0].name === 'inf'
        ? -1
        : 0;
  if (infinite !== 0) {
    if (side !== null) return null;
    return fromSeries(series({ kind: 'infinite', side: infinite })) ?? atInfinity(f, x, infinite, budget);
  }
  if (side !== null) {
    const one = series({ kind: 'finite', a: point, side });
    if (one?.kind === 'undefined')
      return { kind: 'none', reason: `the function is not defined ${side > 0 ? 'right' : 'left'} of the point` };
    return fromSeries(one);
  }
  if (continuousType(f)) {
    const atA = substitute(f, x, point);
    if (zeroAt(atA, domain, budget) !== 'unknown' && definedNear(f, x, point, domain, budget, true)) return { kind: 'value', expr: atA };
  }
  const right = series({ kind: 'finite', a: point, side: 1 });
  const left = series({ kind: 'finite', a: point, side: -1 });
  const both = twoSided(left, right, domain, budget);
  if (both) return both;
  return finiteLimit(f, x, point, domain, budget, 0);
}

function fromSeries(s: SeriesLimit | null): LimitValue {
  if (!s || s.kind === 'undefined') return null;
  return s;
}

/** The two-sided limit from the one-sided ones: equal → that; different → none; one side undefined → the other. */
function twoSided(left: SeriesLimit | null, right: SeriesLimit | null, domain: Domain, budget: WorkBudget): LimitValue {
  if (!left || !right) return null;
  if (left.kind === 'undefined' && right.kind === 'undefined')
    return { kind: 'none', reason: 'the function is not defined near the point' };
  if (left.kind === 'undefined') return right as LimitValue;
  if (right.kind === 'undefined') return left as LimitValue;
  if (left.kind === 'infinite' && right.kind === 'infinite') {
    return left.sign === right.sign ? left : { kind: 'none', reason: 'the function tends to +∞ on one side and to −∞ on the other' };
  }
  if (left.kind !== right.kind) return { kind: 'none', reason: 'one one-sided limit is finite and the other infinite' };
  if (left.kind === 'value' && right.kind === 'value') {
    const same = decideClosed(left.expr, right.expr, domain, budget);
    if (same.status === 'VERIFIED') return right;
    if (same.status === 'CORRECTION_NEEDED')
      return { kind: 'none', reason: `the left limit ${printExpr(left.expr)} and the right limit ${printExpr(right.expr)} differ` };
  }
  return null;
}

function finiteLimit(f: Expr, x: string, a: Expr, domain: Domain, budget: WorkBudget, depth: number): LimitValue {
  if (!continuousType(f)) return null;
  const atA = substitute(f, x, a);
  if (zeroAt(atA, domain, budget) !== 'unknown' && definedNear(f, x, a, domain, budget, false)) return { kind: 'value', expr: atA };
  if (depth >= 3 || f.k !== 'op' || f.op !== '/') return null;
  const N = arg(f, 0);
  const D = arg(f, 1);
  const n = zeroAt(substitute(N, x, a), domain, budget);
  const d = zeroAt(substitute(D, x, a), domain, budget);
  if (d !== 'zero') return null;
  if (!definedNear(N, x, a, domain, budget, true) || !definedNear(D, x, a, domain, budget, true)) return null;
  if (n === 'nonzero') return { kind: 'infinite', sign: 0 };
  if (n !== 'zero') return null;
  try {
    const quotient: Expr = { k: 'op', op: '/', args: [derivative(N, x), derivative(D, x)] };
    return finiteLimit(quotient, x, a, domain, budget, depth + 1);
  } catch (err) {
    if (err instanceof NotDifferentiable) return null;
    throw err;
  }
}

function degreeAndLead(p: Poly, varId: number): [number, Rational] | null {
  let deg = -1;
  let lead = Rational.ZERO;
  for (const t of p.values()) {
    let d = 0;
    for (const [id, e] of t.mono) {
      if (id !== varId || e < 0) return null;
      d = e;
    }
    if (d > deg) {
      deg = d;
      lead = t.coef;
    }
  }
  return deg < 0 ? null : [deg, lead];
}

function atInfinity(f: Expr, x: string, direction: 1 | -1, budget: WorkBudget): LimitValue {
  try {
    const nz = new Normalizer({ domain: 'real', budget });
    const side = nz.side(f);
    const ids = nz.table.atoms.map((a, i) => [a, i] as const).filter(([a]) => a.key !== `v:${x}`);
    if (ids.length > 0) return null;
    const varId = nz.table.atoms.findIndex((a) => a.key === `v:${x}`);
    const num = degreeAndLead(side.value.n, varId);
    const c = asConstant(side.value.d);
    const den = c ? ([0, c] as [number, Rational]) : degreeAndLead(side.value.d, varId);
    if (!num) {
      if (side.value.n.size === 0) return { kind: 'value', expr: { k: 'num', text: '0' } };
      return null;
    }
    if (!den) return null;
    const [dn, ln] = num;
    const [dd, ld] = den;
    if (dn < dd) return { kind: 'value', expr: { k: 'num', text: '0' } };
    const ratio = ln.div(ld);
    if (dn === dd) {
      const text = ratio.abs();
      const body: Expr = text.isInteger()
        ? { k: 'num', text: text.num.toString() }
        : {
            k: 'op',
            op: '/',
            args: [
              { k: 'num', text: text.num.toString() },
              { k: 'num', text: text.den.toString() },
            ],
          };
      return { kind: 'value', expr: ratio.sign() < 0 ? { k: 'op', op: 'neg', args: [body] } : body };
    }
    const s = ratio.sign() * ((dn - dd) % 2 === 1 ? direction : 1);
    return { kind: 'infinite', sign: s > 0 ? 1 : -1 };
  } catch (err) {
    if (err instanceof Unsupported || err instanceof BudgetExceeded || err instanceof UndefinedValue || err instanceof RangeError)
      return null;
    throw err;
  }
}
