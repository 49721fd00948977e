/**
 * Finite sums Σ_{k=a}^{b} f(k).
 * - Integer bounds: exact term-by-term evaluation (capped), or a symbolic expansion for few terms.
 * - A closed-form claim Σ_{k=a}^{n} f(k) = G(n) with a symbolic upper bound n is proven by induction:
 *   G(a) = f(a) and G(n) − G(n−1) = f(n) as an identity (both decided by the exact prover); it is refuted by the first
 *   n ≥ a where the two sides differ exactly.
 */
import type { WorkBudget } from '../../budget.ts';
import { gcd, Rational } from '../../exact/rational.ts';
import { decideClosed } from '../closed.ts';
import { exactRational } from '../exact.ts';
import { arg, type Expr, freeVariables, num, op, printExpr, substitute } from '../expr.ts';
import { decideIdentity, type Verdict } from '../identity.ts';
import { CAPS, tooComplex } from '../limits.ts';
import { bits } from '../numeric/interval.ts';
import type { Domain } from '../undefined-value.ts';

function intExpr(n: bigint): Expr {
  return n < 0n ? op('neg', num((-n).toString())) : num(n.toString());
}

function integerBound(e: Expr): bigint | null {
  const r = exactRational(e);
  return r?.isInteger() ? r.num : null;
}

/**
 * n/d + p/q for reduced fractions (d, q > 0), reduced, by Knuth's method (TAOCP 4.5.1): every gcd taken has the
 * term's denominator q or a divisor of it as one operand, so a long total costs one pass per term instead of a full
 * Euclid on two 2,000-bit numbers.
 */
function addReduced(n: bigint, d: bigint, p: bigint, q: bigint): [bigint, bigint] {
  if (p === 0n) return [n, d];
  if (n === 0n) return [p, q];
  const d1 = gcd(d, q);
  if (d1 === 1n) return [n * q + p * d, d * q];
  const t = n * (q / d1) + p * (d / d1);
  if (t === 0n) return [0n, 1n];
  const d2 = gcd(t, d1);
  return [t / d2, (d / d1) * (q / d2)];
}

/** The value of a sum with integer bounds as an expression (an exact rational when every term is one); null if unsupported. */
export function expandSum(e: Expr & { k: 'fn' }, budget: WorkBudget): Expr | null {
  const f = arg(e, 0);
  const k = arg(e, 1);
  if (k.k !== 'var') return null;
  const a = integerBound(arg(e, 2));
  const b = integerBound(arg(e, 3));
  if (a === null || b === null) return null;
  if (b < a) return num('0');
  const count = b - a + 1n;
  if (count > BigInt(CAPS.maxSumTerms))
    tooComplex('sum_terms', CAPS.maxSumTerms, `Sums with numeric bounds are limited to ${CAPS.maxSumTerms} terms.`);
  const others = freeVariables(f).filter((v) => v !== k.name);
  if (others.length === 0) {
    // The total as a reduced fraction n/d, d > 0 (the same value and size a Rational sum would have).
    let n = 0n;
    let d = 1n;
    let exact = true;
    for (let i = a; i <= b && exact; i++) {
      const size = bits(n) + bits(d);
      // Exact while the total stays small; past that the sum stays a node, enclosed term by term (enclose.ts).
      if (!budget.spend(8 + (size >> 6) ** 2 / 4) || size > 2000) return count <= BigInt(CAPS.maxSumTerms) ? e : null;
      const t = exactRational(substitute(f, k.name, intExpr(i)));
      if (t) [n, d] = addReduced(n, d, t.num, t.den);
      else exact = false;
    }
    if (exact) {
      const body = num((n < 0n ? -n : n).toString());
      const frac: Expr = d === 1n ? body : op('/', body, num(d.toString()));
      return n < 0n ? op('neg', frac) : frac;
    }
  }
  if (others.length === 0) return e;
  if (count > BigInt(CAPS.maxSymbolicSumTerms)) return null;
  let out: Expr | null = null;
  for (let i = a; i <= b; i++) {
    const t = substitute(f, k.name, intExpr(i));
    out = out ? op('+', out, t) : t;
  }
  return out;
}

/** The value of a product with integer bounds (an exact rational when every factor is one); null if unsupported. */
export function expandProduct(e: Expr & { k: 'fn' }, budget: WorkBudget): Expr | null {
  const f = arg(e, 0);
  const k = arg(e, 1);
  if (k.k !== 'var') return null;
  const a = integerBound(arg(e, 2));
  const b = integerBound(arg(e, 3));
  if (a === null || b === null) return null;
  if (b < a) return num('1');
  const count = b - a + 1n;
  const others = freeVariables(f).filter((v) => v !== k.name);
  const cap = others.length === 0 ? CAPS.maxSumTerms : CAPS.maxSymbolicSumTerms;
  if (count > BigInt(cap)) tooComplex('sum_terms', cap, `Products with numeric bounds are limited to ${cap} factors.`);
  if (others.length === 0) {
    let total = Rational.ONE;
    let exact = true;
    for (let i = a; i <= b && exact; i++) {
      if (!budget.spend(8 + (total.bitSize() >> 6) ** 2 / 4) || total.bitSize() > 20_000) return null;
      const t = exactRational(substitute(f, k.name, intExpr(i)));
      if (t) total = total.mul(t);
      else exact = false;
    }
    if (exact) {
      const body = num((total.num < 0n ? -total.num : total.num).toString());
      const frac: Expr = total.den === 1n ? body : op('/', body, num(total.den.toString()));
      return total.num < 0n ? op('neg', frac) : frac;
    }
  }
  if (count > BigInt(CAPS.maxSymbolicSumTerms)) return null;
  let out: Expr | null = null;
  for (let i = a; i <= b; i++) {
    const t = substitute(f, k.name, intExpr(i));
    out = out ? op('*', out, t) : t;
  }
  return out;
}

/** Σ_{k=a}^{n} f(k) = G with n a variable: induction proof, or the first n where the sides differ. */
export function decideSumClaim(sum: Expr & { k: 'fn' }, G: Expr, domain: Domain, budget: WorkBudget): Verdict | null {
  const f = arg(sum, 0);
  const k = arg(sum, 1);
  const upper = arg(sum, 3);
  if (k.k !== 'var' || upper.k !== 'var') return null;
  const a = integerBound(arg(sum, 2));
  if (a === null) return null;
  const n = upper.name;
  const others = [...new Set([...freeVariables(f).filter((v) => v !== k.name), ...freeVariables(G)])].filter((v) => v !== n);
  // Refutation: the first values of n, exactly.
  if (others.length === 0) {
    let partial: Expr = num('0');
    for (let i = a; i < a + 12n; i++) {
      partial = op('+', partial, substitute(f, k.name, intExpr(i)));
      const verdict = decideClosed(partial, substitute(G, n, intExpr(i)), domain, budget);
      if (verdict.status === 'CORRECTION_NEEDED') {
        return {
          status: 'CORRECTION_NEEDED',
          method: 'counterexample',
          difference: verdict.difference,
          counterexample: { [n]: Number(i) },
          message: `The closed form is wrong: at ${n} = ${i} the sum and the right side differ (exact arithmetic).`,
        };
      }
      if (verdict.status === 'ERROR') break;
    }
  }
  const base =
    others.length === 0
      ? decideClosed(substitute(f, k.name, intExpr(a)), substitute(G, n, intExpr(a)), domain, budget)
      : decideIdentity(substitute(f, k.name, intExpr(a)), substitute(G, n, intExpr(a)), others, domain, budget);
  const nMinus1 = op('-', { k: 'var', name: n }, num('1'));
  const step = decideIdentity(
    op('-', G, substitute(G, n, nMinus1)),
    substitute(f, k.name, { k: 'var', name: n }),
    [n, ...others].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    domain,
    budget,
  );
  if (base.status === 'VERIFIED' && !base.conditions && step.status === 'VERIFIED' && !step.conditions) {
    return {
      status: 'VERIFIED',
      method: 'induction',
      difference: '0',
      conditions: [`${n} is an integer`, `${n} ≥ ${a}`],
      message: `Proven by induction for every integer ${n} ≥ ${a}: the base case ${n} = ${a} holds and ${printExpr(G)} minus its value at ${n} − 1 equals the summand at ${n} (both decided exactly).`,
    };
  }
  return {
    status: 'UNKNOWN',
    method: 'induction',
    difference: '',
    message: `Unproven: the induction ${base.status !== 'VERIFIED' ? 'base case' : 'step'} could not be proven, and the first values of ${n} showed no difference.`,
  };
}
