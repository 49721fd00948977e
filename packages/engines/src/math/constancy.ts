/**
 * Identities in one real variable that the normal form cannot close, typically between inverse trigonometric
 * functions (docs/math.md, "Inverse functions and constant differences"):
 *
 * 1. Principal branches. asin(sin x) = x when the region of the assumptions lies in [−π/2, π/2], acos(cos x) = x in
 *    [0, π], atan(tan x) = x in (−π/2, π/2); sin(atan u) = u/√(1+u²) and cos(atan u) = 1/√(1+u²) for every real u.
 *    Each is a theorem on the whole region and keeps the side's domain, so the rewritten claim is equivalent to the
 *    stated one there.
 * 2. A constant difference. With D = L − R: where both sides are defined is one interval J (worked out exactly: every
 *    domain restriction is a sign condition on a rational function of x whose real zeros are rational), D is
 *    continuous on J (the sides use only functions that are continuous where defined), D′ = L′ − R′ = 0 is proven by
 *    the normal form and L′, R′ are defined on J minus its finitely many breakpoints, so D is constant on J (mean value
 *    theorem); D(x₀) = 0 is then proven exactly at one point x₀ of J.
 * Anything outside these conditions leaves the claim to the other stages.
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import type { Assumptions } from './assumptions.ts';
import { derivative, NotDifferentiable } from './calculus/derivative.ts';
import { decideClosed } from './closed.ts';
import { enclose, Undecided } from './enclose.ts';
import { exactRational } from './exact.ts';
import { add, arg, div, type Expr, fn, freeVariables, MathInputError, num, pow, rationalExpr, sub, substitute } from './expr.ts';
import type { Verdict } from './identity-forms.ts';
import { Normalizer, Unsupported } from './normal-form.ts';
import { NumericOverflow } from './numeric/elementary.ts';
import { Arith } from './numeric/interval.ts';
import { BudgetExceeded } from './polynomial.ts';
import { UndefinedValue } from './undefined-value.ts';
import { countRoots, rationalRoots, sturm, UPoly, univariate } from './upoly.ts';

type Decide = (lhs: Expr, rhs: Expr) => Verdict;

const PI: Expr = { k: 'const', name: 'pi' };
const HALF_PI: Expr = div(PI, num('2'));

/** A bound on the variable stated by an assumption `x REL c` (or `c REL x`) with a closed c. */
interface Bound {
  value: Expr;
  strict: boolean;
}

function statedBounds(x: string, assumptions: Assumptions): { lo: Bound[]; hi: Bound[] } | null {
  const lo: Bound[] = [];
  const hi: Bound[] = [];
  for (const a of assumptions.list) {
    if (a.rel === '!=') return null;
    const left = a.lhs.k === 'var' && a.lhs.name === x;
    const right = a.rhs.k === 'var' && a.rhs.name === x;
    const other = left ? a.rhs : right ? a.lhs : null;
    if (!other || freeVariables(other).length > 0) return null;
    const strict = a.rel === '>' || a.rel === '<';
    const upper = (a.rel === '<' || a.rel === '<=') === left;
    (upper ? hi : lo).push({ value: other, strict });
  }
  return { lo, hi };
}

/** Sign of c − d for closed c, d: exact equality by the normal form, else an interval enclosure; null if undecided. */
function compare(c: Expr, d: Expr, budget: WorkBudget): number | null {
  if (decideClosed(c, d, 'real', budget).status === 'VERIFIED') return 0;
  for (let bits = 64; bits <= 256; bits *= 2) {
    if (budget.exhausted) return null;
    try {
      const v = enclose(sub(c, d), new Arith(bits, budget), { domain: 'real' });
      if (v.im !== null) return null;
      if (v.re.positive()) return 1;
      if (v.re.negative()) return -1;
    } catch (err) {
      if (err instanceof Undecided || err instanceof UndefinedValue || err instanceof NumericOverflow) return null;
      throw err;
    }
  }
  return null;
}

/** The stated bounds put x in [lo, hi] (open ends where `open`). */
function within(b: { lo: Bound[]; hi: Bound[] }, lo: Expr, hi: Expr, open: boolean, budget: WorkBudget): boolean {
  const ok = (list: Bound[], edge: Expr, dir: number) =>
    list.some((bound) => {
      const s = compare(bound.value, edge, budget);
      return s !== null && (s * dir > 0 || (s === 0 && (bound.strict || !open)));
    });
  return ok(b.lo, lo, 1) && ok(b.hi, hi, -1);
}

const BRANCHES: Record<string, { inner: string; lo: Expr; hi: Expr; open: boolean }> = {
  asin: { inner: 'sin', lo: { k: 'op', op: 'neg', args: [HALF_PI] }, hi: HALF_PI, open: false },
  acos: { inner: 'cos', lo: num('0'), hi: PI, open: false },
  atan: { inner: 'tan', lo: { k: 'op', op: 'neg', args: [HALF_PI] }, hi: HALF_PI, open: true },
};

/** Rule 1: the claim with inverse-of-function compositions replaced where the region makes them exact. */
export function principalRewrite(e: Expr, x: string, assumptions: Assumptions, budget: WorkBudget): Expr {
  let bounds: { lo: Bound[]; hi: Bound[] } | null | undefined;
  const walk = (n: Expr): Expr => {
    if (n.k === 'op') return { ...n, args: n.args.map(walk) };
    if (n.k !== 'fn') return n;
    const inner = n.args.length === 1 ? arg(n, 0) : null;
    const branch = BRANCHES[n.name];
    if (branch && inner?.k === 'fn' && inner.name === branch.inner && inner.args.length === 1) {
      const u = arg(inner, 0);
      if (u.k === 'var' && u.name === x) {
        if (bounds === undefined) bounds = statedBounds(x, assumptions);
        if (bounds && within(bounds, branch.lo, branch.hi, branch.open, budget)) return u;
      }
    }
    if ((n.name === 'sin' || n.name === 'cos') && inner?.k === 'fn' && inner.name === 'atan' && inner.args.length === 1) {
      const u = walk(arg(inner, 0));
      const root = fn('sqrt', add(num('1'), pow(u, num('2'))));
      return n.name === 'sin' ? div(u, root) : div(num('1'), root);
    }
    const multiple = inner && (n.name === 'sin' || n.name === 'cos' || n.name === 'tan') ? atanMultiple(inner) : null;
    if (multiple) return multipleAngleOfAtan(n.name, multiple.k, walk(multiple.u));
    if (branch && inner?.k === 'fn' && inner.name === branch.inner && inner.args.length === 1) {
      const u = arg(inner, 0);
      if (u.k === 'var' && u.name === x) {
        if (bounds === undefined) bounds = statedBounds(x, assumptions);
        const shifted = bounds ? shiftedBranch(n.name, u, bounds, budget) : null;
        if (shifted) return shifted;
      }
    }
    return { ...n, args: n.args.map(walk) };
  };
  return walk(e);
}

/** `k·atan(u)` (or `atan(u)·k`) with an integer 2 ≤ |k| ≤ 8. */
function atanMultiple(e: Expr): { k: number; u: Expr } | null {
  if (e.k !== 'op' || e.op !== '*' || e.args.length !== 2) return null;
  for (const [c, a] of [
    [arg(e, 0), arg(e, 1)],
    [arg(e, 1), arg(e, 0)],
  ] as const) {
    const k = exactRational(c, 'real');
    if (k?.isInteger() && a.k === 'fn' && a.name === 'atan' && a.args.length === 1) {
      const n = Number(k.num);
      if (Math.abs(n) >= 2 && Math.abs(n) <= 8) return { k: n, u: arg(a, 0) };
    }
  }
  return null;
}

/**
 * cos(kθ) + i·sin(kθ) = (1 + iu)^k / (1 + u²)^(k/2) for θ = atan u (de Moivre with cos θ = 1/√(1+u²),
 * sin θ = u/√(1+u²)), so cos(k·atan u) = Re(1+iu)^k / (1+u²)^(k/2), sin(k·atan u) = Im(1+iu)^k / (1+u²)^(k/2) for
 * every real u, and tan(k·atan u) = Im/Re, undefined exactly where cos(k·atan u) = 0, as the left side is.
 */
function multipleAngleOfAtan(name: string, k: number, u: Expr): Expr {
  const m = Math.abs(k);
  let re: Expr = num('0');
  let im: Expr = num('0');
  let binom = 1n;
  for (let j = 0; j <= m; j++) {
    if (j > 0) binom = (binom * BigInt(m - j + 1)) / BigInt(j);
    // i^j: real for even j with sign (−1)^(j/2), imaginary for odd j with sign (−1)^((j−1)/2).
    const term: Expr = j === 0 ? num(binom.toString()) : { k: 'op', op: '*', args: [num(binom.toString()), pow(u, num(String(j)))] };
    const positive = Math.floor(j / 2) % 2 === 0;
    if (j % 2 === 0) re = positive ? add(re, term) : sub(re, term);
    else im = positive ? add(im, term) : sub(im, term);
  }
  // sin is odd in k, cos even.
  if (k < 0) im = { k: 'op', op: 'neg', args: [im] };
  if (name === 'tan') return div(im, re);
  const scaleBy =
    m % 2 === 0
      ? pow(add(num('1'), pow(u, num('2'))), num(String(m / 2)))
      : pow(fn('sqrt', add(num('1'), pow(u, num('2')))), num(String(m)));
  return div(name === 'sin' ? im : re, scaleBy);
}

/**
 * Principal branches shifted by whole turns: with the region inside one interval of monotonicity of the inner
 * function, asin(sin x) = x − 2jπ on [2jπ − π/2, 2jπ + π/2] and (2j+1)π − x on [2jπ + π/2, 2jπ + 3π/2];
 * acos(cos x) = x − 2jπ on [2jπ, 2jπ + π] and 2jπ − x on [2jπ − π, 2jπ]; atan(tan x) = x − jπ on (jπ − π/2, jπ + π/2)
 * (|j| ≤ 3). The inverse function returns the one point of its range with the same sine (cosine, tangent).
 */
function shiftedBranch(name: string, x: Expr, b: { lo: Bound[]; hi: Bound[] }, budget: WorkBudget): Expr | null {
  if (b.lo.length === 0 || b.hi.length === 0) return null;
  const piTimes = (q: number): Expr => {
    if (q === 0) return num('0');
    const m: Expr = { k: 'op', op: '*', args: [num(String(Math.abs(q))), PI] };
    return q < 0 ? { k: 'op', op: 'neg', args: [m] } : m;
  };
  const halfPiTimes = (q: number): Expr => div(piTimes(q), num('2'));
  const minus = (a: Expr, c: Expr): Expr => sub(a, c);
  for (let j = -3; j <= 3; j++) {
    if (name === 'asin') {
      if (within(b, halfPiTimes(4 * j - 1), halfPiTimes(4 * j + 1), false, budget)) return minus(x, piTimes(2 * j));
      if (within(b, halfPiTimes(4 * j + 1), halfPiTimes(4 * j + 3), false, budget)) return minus(piTimes(2 * j + 1), x);
    } else if (name === 'acos') {
      if (within(b, piTimes(2 * j), piTimes(2 * j + 1), false, budget)) return minus(x, piTimes(2 * j));
      if (within(b, piTimes(2 * j - 1), piTimes(2 * j), false, budget)) return minus(piTimes(2 * j), x);
    } else if (name === 'atan') {
      if (within(b, halfPiTimes(2 * j - 1), halfPiTimes(2 * j + 1), true, budget)) return minus(x, piTimes(j));
    }
    if (budget.exhausted) return null;
  }
  return null;
}

/** Functions continuous wherever they are defined (in the reals), with the derivative rules of derivative.ts. */
const CONTINUOUS = new Set(['sqrt', 'cbrt', 'exp', 'log', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'abs']);

type Kind = 'ne0' | 'gt0' | 'ge0';
interface Requirement {
  q: Expr;
  kind: Kind;
}

class NotApplicable extends Error {}

function smallInteger(e: Expr): number | null {
  const r = exactRational(e, 'real');
  if (!r || !r.isInteger()) return null;
  const n = Number(r.toString());
  return Math.abs(n) <= 64 ? n : null;
}

/** Where e is defined, as sign requirements on sub-expressions; NotApplicable outside the continuous functions. */
function requirements(e: Expr, x: string, out: Requirement[]): Requirement[] {
  switch (e.k) {
    case 'num':
      return out;
    case 'const':
      if (e.name === 'pi' || e.name === 'e') return out;
      throw new NotApplicable();
    case 'var':
      if (e.name === x) return out;
      throw new NotApplicable();
    case 'op': {
      for (const a of e.args) requirements(a, x, out);
      if (e.op === '/') out.push({ q: arg(e, 1), kind: 'ne0' });
      else if (e.op === '^') {
        const base = arg(e, 0);
        if (base.k === 'const' && base.name === 'e') return out;
        const n = smallInteger(arg(e, 1));
        if (n === null) throw new NotApplicable();
        if (n < 0) out.push({ q: base, kind: 'ne0' });
      } else if (!['+', '-', '*', 'neg'].includes(e.op)) throw new NotApplicable();
      return out;
    }
    case 'fn': {
      if (!CONTINUOUS.has(e.name) || e.args.length !== 1) throw new NotApplicable();
      const u = arg(e, 0);
      requirements(u, x, out);
      if (e.name === 'sqrt') out.push({ q: u, kind: 'ge0' });
      else if (e.name === 'log') out.push({ q: u, kind: 'gt0' });
      else if (e.name === 'asin' || e.name === 'acos') out.push({ q: sub(num('1'), pow(u, num('2'))), kind: 'ge0' });
      else if (e.name === 'tan') out.push({ q: fn('cos', u), kind: 'ne0' });
      return out;
    }
    default:
      throw new NotApplicable();
  }
}

/** A requirement as sign conditions on univariate rational polynomials (the sign of N·D for q = N/D). */
interface PolySign {
  p: UPoly;
  kind: Kind;
}

function toPolySigns(r: Requirement, x: string, budget: WorkBudget, out: PolySign[]): void {
  const { q, kind } = r;
  const again = (e: Expr, k: Kind) => toPolySigns({ q: e, kind: k }, x, budget, out);
  if (q.k === 'op' && q.op === 'neg' && kind === 'ne0') {
    again(arg(q, 0), 'ne0');
    return;
  }
  if (q.k === 'op' && (q.op === '*' || q.op === '/') && kind === 'ne0') {
    // The denominator's own "≠ 0" is a requirement of its sub-expression already.
    again(arg(q, 0), 'ne0');
    if (q.op === '*') again(arg(q, 1), 'ne0');
    return;
  }
  const n = q.k === 'op' && q.op === '^' ? smallInteger(arg(q, 1)) : null;
  if (q.k === 'op' && kind === 'ne0' && n !== null && n !== 0) {
    again(arg(q, 0), 'ne0');
    return;
  }
  if (q.k === 'fn' && (q.name === 'sqrt' || q.name === 'abs') && kind !== 'ge0') {
    // √u > 0 ⇔ u > 0 and √u ≠ 0 ⇔ u ≠ 0 (u ≥ 0 is required by √u itself); |u| > 0 and |u| ≠ 0 ⇔ u ≠ 0.
    again(arg(q, 0), q.name === 'sqrt' ? kind : 'ne0');
    return;
  }
  if (q.k === 'fn' && q.name === 'exp') return;
  const nz = new Normalizer({ domain: 'real', budget });
  const v = nz.side(q).value;
  const N = univariate(v.n, nz.table, x);
  const D = univariate(v.d, nz.table, x);
  if (!N || !D || N.degree > 16 || D.degree > 16) throw new NotApplicable();
  // q = N/D has the sign of N·D where D ≠ 0.
  out.push({ p: N.mul(D, budget), kind });
  if (D.degree > 0) out.push({ p: D, kind: 'ne0' });
}

/** The rational real roots of p, or NotApplicable when it has an irrational real root. */
function realRoots(p: UPoly, budget: WorkBudget): Rational[] {
  if (p.degree <= 0) return [];
  const roots = rationalRoots(p, budget);
  if (!roots) throw new NotApplicable();
  let rest = p;
  for (const r of roots) {
    const factor = new UPoly([r.neg(), Rational.ONE]);
    for (;;) {
      const [q, m] = rest.divmod(factor, budget);
      if (!m.isZero()) break;
      rest = q;
    }
  }
  if (rest.degree > 0 && countRoots(sturm(rest, budget), -1, 1) !== 0) throw new NotApplicable();
  return roots;
}

function holds(s: PolySign, t: Rational): boolean {
  const v = s.p.eval(t).sign();
  return s.kind === 'ne0' ? v !== 0 : s.kind === 'gt0' ? v > 0 : v >= 0;
}

/** Rule 2 for a claim in the one variable x (real domain); null when it does not apply or proves nothing. */
function constantDifference(lhs: Expr, rhs: Expr, x: string, assumptions: Assumptions, budget: WorkBudget, decide: Decide): Verdict | null {
  // The region: bounds x REL c with rational c only (so it is an interval with exact ends).
  const region: PolySign[] = [];
  for (const a of assumptions.list) {
    const b = statedBounds(x, { list: [a], bounds: new Map() });
    const bound = b?.lo[0] ?? b?.hi[0];
    const c = bound ? exactRational(bound.value, 'real') : null;
    if (!b || !bound || !c) return null;
    // x − c > 0 (lower bound) or c − x > 0 (upper bound), strict or not.
    const p = b.lo.length > 0 ? new UPoly([c.neg(), Rational.ONE]) : new UPoly([c, Rational.MINUS_ONE]);
    region.push({ p, kind: bound.strict ? 'gt0' : 'ge0' });
  }
  const dL = derivative(lhs, x);
  const dR = derivative(rhs, x);
  const sides: PolySign[] = [];
  const slopes: PolySign[] = [];
  for (const r of requirements(rhs, x, requirements(lhs, x, []))) toPolySigns(r, x, budget, sides);
  for (const r of requirements(dR, x, requirements(dL, x, []))) toPolySigns(r, x, budget, slopes);
  // Breakpoints: every real zero of every polynomial; each sign is constant between consecutive ones.
  const keys = new Set<string>();
  const points: Rational[] = [];
  for (const s of [...region, ...sides, ...slopes]) {
    for (const r of realRoots(s.p, budget)) {
      if (keys.has(r.toString())) continue;
      keys.add(r.toString());
      points.push(r);
    }
    if (points.length > 32) return null;
  }
  points.sort((a, b) => a.compare(b));
  // Pieces in order: (−∞, p₀), {p₀}, (p₀, p₁), … , (pₙ, ∞), each with a test point.
  const pieces: Array<{ t: Rational; open: boolean }> = [];
  const two = Rational.int(2);
  if (points.length === 0) pieces.push({ t: Rational.ZERO, open: true });
  points.forEach((p, i) => {
    const prev = points[i - 1];
    pieces.push({ t: prev ? prev.add(p).div(two) : p.sub(Rational.ONE), open: true }, { t: p, open: false });
    if (i === points.length - 1) pieces.push({ t: p.add(Rational.ONE), open: true });
  });
  const leftSigns: PolySign[] = [];
  const rightSigns: PolySign[] = [];
  for (const r of requirements(lhs, x, [])) toPolySigns(r, x, budget, leftSigns);
  for (const r of requirements(rhs, x, [])) toPolySigns(r, x, budget, rightSigns);
  const sameDomains = pieces.every((piece) => leftSigns.every((s) => holds(s, piece.t)) === rightSigns.every((s) => holds(s, piece.t)));
  const inJ = pieces.map((piece) => [...region, ...sides].every((s) => holds(s, piece.t)));
  const first = inJ.indexOf(true);
  const last = inJ.lastIndexOf(true);
  if (first < 0 || inJ.slice(first, last + 1).includes(false)) return null;
  const interior = pieces.slice(first, last + 1).filter((p) => p.open);
  if (interior.length === 0 || !interior.every((p) => slopes.every((s) => holds(s, p.t)))) return null;
  // D′ = 0 wherever L′ and R′ are defined (they are on the open pieces of J).
  if (decide(dL, dR).status !== 'VERIFIED') return null;
  // One exact point of J where D = 0: small rationals first (table values), then the pieces' own test points.
  const nice = ['0', '1', '-1', '1/2', '-1/2', '2', '-2', '3', '-3'].map((t) => Rational.parse(t) as Rational);
  const candidates = [...nice, ...pieces.slice(first, last + 1).map((p) => p.t)];
  for (const t of candidates.slice(0, 16)) {
    if (![...region, ...sides].every((s) => holds(s, t))) continue;
    const at = rationalExpr(t);
    const v = decideClosed(substitute(lhs, x, at), substitute(rhs, x, at), 'real', budget);
    if (v.status === 'VERIFIED') {
      // Where the sides' own domains differ, say where both are defined (the interval J, inside the region).
      // Piece 2i is the open (pᵢ₋₁, pᵢ), piece 2i + 1 the point pᵢ.
      const lower = first === 0 ? null : first % 2 === 0 ? `${x} > ${points[first / 2 - 1]}` : `${x} ≥ ${points[(first - 1) / 2]}`;
      const upper = last === pieces.length - 1 ? null : last % 2 === 0 ? `${x} < ${points[last / 2]}` : `${x} ≤ ${points[(last - 1) / 2]}`;
      const conditions = [lower, upper].filter((c): c is string => c !== null);
      return {
        status: 'VERIFIED',
        method: 'constant-difference',
        difference: '0',
        ...(!sameDomains && conditions.length > 0 ? { conditions } : {}),
        message: `Identity proven: both sides are defined on one interval, where the derivative of left − right is 0 (proven symbolically), so left − right is constant; it is 0 at ${x} = ${t}.`,
      };
    }
    if (v.status === 'CORRECTION_NEEDED' || budget.exhausted) return null;
  }
  return null;
}

/** Rule 2, guarded: any failure to apply (unsupported function, irrational breakpoint, budget) is "not decided". */
export function proveConstantDifference(
  lhs: Expr,
  rhs: Expr,
  x: string,
  assumptions: Assumptions,
  budget: WorkBudget,
  decide: Decide,
): Verdict | null {
  try {
    return constantDifference(lhs, rhs, x, assumptions, budget, decide);
  } catch (err) {
    if (
      err instanceof NotApplicable ||
      err instanceof NotDifferentiable ||
      err instanceof Unsupported ||
      err instanceof BudgetExceeded ||
      err instanceof UndefinedValue ||
      err instanceof MathInputError ||
      err instanceof RangeError
    )
      return null;
    throw err;
  }
}
