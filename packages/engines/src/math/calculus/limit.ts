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
import { enclose, Undecided } from '../enclose.ts';
import { arg, containsFunction, type Expr, substitute } from '../expr.ts';
import { Normalizer, Unsupported } from '../normal-form.ts';
import { NumericOverflow } from '../numeric/elementary.ts';
import { Arith, Interval } from '../numeric/interval.ts';
import { asConstant, BudgetExceeded, type Poly } from '../polynomial.ts';
import { type Domain, UndefinedValue } from '../undefined-value.ts';
import { derivative, NotDifferentiable } from './derivative.ts';

export type LimitValue = { kind: 'value'; expr: Expr } | { kind: 'infinite'; sign: 1 | -1 | 0 } | null;

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
  if (v.k !== 'var') return null;
  const x = v.name;
  if (point.k === 'const' && point.name === 'inf') return atInfinity(f, x, 1, budget);
  if (point.k === 'op' && point.op === 'neg' && point.args[0]?.k === 'const' && point.args[0].name === 'inf')
    return atInfinity(f, x, -1, budget);
  return finiteLimit(f, x, point, domain, budget, 0);
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
