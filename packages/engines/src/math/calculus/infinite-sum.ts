/**
 * Infinite series Σ_{k=a}^{∞} f(k) of the textbook families, each summed by a theorem (docs/math.md, Calculus):
 * - polynomial × geometric, P(k)·r^k with |r| < 1: Σ_{j≥0} Q(j) r^j = Σ_i Δ^iQ(0)·r^i/(1−r)^{i+1} (Q(j) = P(a+j));
 * - rational R(k) (denominator split into rational linear factors, partial fractions): with Σ of the 1/(k+c)
 *   coefficients A_i equal to 0 (convergence), Σ_{k≥a} Σ_i A_i/(k+c_i) = −Σ_i A_i·ψ(a+c_i) (telescoping; ψ by
 *   Gauss's digamma theorem at rational points, the Euler–Mascheroni constant cancelling), and 1/(k+c)^j terms by
 *   the Hurwitz zeta function ζ(j, a+c) at integer and half-integer shifts, ζ(2m) = (−1)^{m+1}B_{2m}(2π)^{2m}/(2(2m)!);
 * - alternating (−1)^k·R(k) with R → 0: paired as Σ_j [R(a+2j) − R(a+2j+1)], a rational series of the case above;
 * - P(k)·r^k/(k+s)!: e^r·Σ_i b_i r^i (falling-factorial basis) minus the finite head; r^k/(2k)! and r^k/(2k+1)!:
 *   cosh/cos and sinh/sin of √|r|.
 * Divergence is decided too: terms that do not tend to 0, or R(k) ~ A/k (harmonic), or |r| ≥ 1.
 * Anything else is not summed (null → UNKNOWN), never guessed.
 */
import { WorkBudget } from '../../budget.ts';
import { Rational } from '../../exact/rational.ts';
import { enclose, Undecided } from '../enclose.ts';
import { exactRational } from '../exact.ts';
import { add, arg, div, type Expr, fn, freeVariables, mul, neg, num, pow, rationalExpr, sub } from '../expr.ts';
import { Normalizer, Unsupported } from '../normal-form.ts';
import { NumericOverflow } from '../numeric/elementary.ts';
import { Arith } from '../numeric/interval.ts';
import { BudgetExceeded } from '../polynomial.ts';
import { UndefinedValue } from '../undefined-value.ts';
import { rationalRoots, UPoly, univariate } from '../upoly.ts';

export type InfiniteSum =
  | { kind: 'value'; expr: Expr; family: string }
  /** Diverges: to +∞ / −∞ (sign), or without a limit (sign 0). */
  | { kind: 'diverges'; sign: 1 | -1 | 0; why: string }
  /** A term of the series is undefined (a pole of the summand at an index of the sum). */
  | { kind: 'undefined' };

const PI: Expr = { k: 'const', name: 'pi' };
const MAX_SHIFT = 200;
/** Largest denominator degree summed (the alternating family pairs terms, doubling it); root finding grows fast with it. */
const MAX_DEN_DEGREE = 12;
const MAX_ALTERNATING_DEGREE = 6;

interface Parts {
  consts: Expr[];
  ratios: Expr[];
  num: Expr[];
  den: Expr[];
  /** (u)! in the denominator, u = α·k + β with α ∈ {1, 2}. */
  fact: { alpha: bigint; beta: bigint } | null;
}

class NotSummable extends Error {}

/**
 * The work budget with every charge multiplied: the rational-root search evaluates polynomials with large exact
 * coefficients here, where a unit of its own count costs far more CPU than the budget's calibration assumes.
 */
class Scaled extends WorkBudget {
  constructor(
    private readonly inner: WorkBudget,
    private readonly factor: number,
  ) {
    super(inner.limit);
  }
  override spend(units = 1): boolean {
    return this.inner.spend(units * this.factor);
  }
  override get spent(): number {
    return this.inner.spent;
  }
  override get exhausted(): boolean {
    return this.inner.exhausted;
  }
}

function roots(D: UPoly, budget: WorkBudget): Rational[] | null {
  return rationalRoots(D, new Scaled(budget, 16));
}

/** a·k + b with rational a, b; null when not linear. */
function linearIn(e: Expr, k: string, budget: WorkBudget): [Rational, Rational] | null {
  const n = new Normalizer({ domain: 'real', budget });
  try {
    const side = n.side(e);
    const p = univariate(side.value.n, n.table, k);
    const d = univariate(side.value.d, n.table, k);
    if (!p || !d || d.degree !== 0 || p.degree > 1) return null;
    return [p.coef(1).div(d.lead()), p.coef(0).div(d.lead())];
  } catch (err) {
    if (err instanceof Unsupported || err instanceof UndefinedValue || err instanceof BudgetExceeded || err instanceof RangeError)
      return null;
    throw err;
  }
}

function split(e: Expr, k: string, parts: Parts, inverse: boolean, budget: WorkBudget): void {
  const has = freeVariables(e).includes(k);
  if (!has) {
    parts.consts.push(inverse ? div(num('1'), e) : e);
    return;
  }
  if (e.k === 'op') {
    switch (e.op) {
      case '*':
        split(arg(e, 0), k, parts, inverse, budget);
        split(arg(e, 1), k, parts, inverse, budget);
        return;
      case '/':
        split(arg(e, 0), k, parts, inverse, budget);
        split(arg(e, 1), k, parts, !inverse, budget);
        return;
      case 'neg':
        parts.consts.push(neg(num('1')));
        split(arg(e, 0), k, parts, inverse, budget);
        return;
      case '^': {
        const b = arg(e, 0);
        const x = arg(e, 1);
        if (!freeVariables(b).includes(k)) {
          const lin = linearIn(x, k, budget);
          if (!lin) throw new NotSummable();
          const [alpha, beta] = lin;
          // b^(αk+β) = b^β·(b^α)^k
          const c = pow(b, rationalExpr(beta));
          const r = pow(b, rationalExpr(alpha));
          parts.consts.push(inverse ? div(num('1'), c) : c);
          parts.ratios.push(inverse ? div(num('1'), r) : r);
          return;
        }
        const q = exactRational(x);
        if (!q?.isInteger() || freeVariables(x).length > 0) throw new NotSummable();
        (q.sign() >= 0 !== inverse ? parts.num : parts.den).push(q.sign() >= 0 ? e : pow(b, rationalExpr(q.neg())));
        return;
      }
      case '!':
        factorial(arg(e, 0), k, parts, inverse, budget);
        return;
      default:
        break;
    }
  }
  if (e.k === 'fn' && e.name === 'factorial') {
    factorial(arg(e, 0), k, parts, inverse, budget);
    return;
  }
  if (e.k === 'fn' || e.k === 'matrix' || e.k === 'unit') throw new NotSummable();
  (inverse ? parts.den : parts.num).push(e);
}

function factorial(u: Expr, k: string, parts: Parts, inverse: boolean, budget: WorkBudget): void {
  const lin = linearIn(u, k, budget);
  if (!inverse || parts.fact || !lin || !lin[1].isInteger() || !(lin[0].equals(Rational.ONE) || lin[0].equals(Rational.int(2)))) {
    throw new NotSummable();
  }
  parts.fact = { alpha: lin[0].num, beta: lin[1].num };
}

/** The rational function Π num / Π den of k as exact polynomials. */
function rationalParts(parts: Parts, k: string, budget: WorkBudget): [UPoly, UPoly] {
  const product = (xs: Expr[]) => xs.reduce<Expr>((acc, x) => mul(acc, x), num('1'));
  const nz = new Normalizer({ domain: 'real', budget });
  try {
    const f = nz.side(div(product(parts.num), product(parts.den)));
    const N = univariate(f.value.n, nz.table, k);
    const D = univariate(f.value.d, nz.table, k);
    if (!N || !D) throw new NotSummable();
    return [N, D];
  } catch (err) {
    if (err instanceof Unsupported || err instanceof UndefinedValue || err instanceof RangeError) throw new NotSummable();
    throw err;
  }
}

/** Sign of a closed expression, proven by interval arithmetic (or exactly); null when undecided. */
function signOf(e: Expr, budget: WorkBudget): -1 | 0 | 1 | null {
  const r = exactRational(e, 'real');
  if (r) return r.sign() as -1 | 0 | 1;
  for (const bits of [64, 256, 1024]) {
    try {
      const v = enclose(e, new Arith(bits, budget), { domain: 'real' });
      if (v.im && !v.im.isZero()) return null;
      if (v.re.positive()) return 1;
      if (v.re.negative()) return -1;
    } catch (err) {
      if (err instanceof UndefinedValue) return null;
      if (!(err instanceof Undecided || err instanceof NumericOverflow)) throw err;
    }
  }
  return null;
}

export function infiniteSum(f: Expr, k: string, lower: Expr, budget: WorkBudget): InfiniteSum | null {
  const a0 = exactRational(lower);
  if (!a0?.isInteger() || a0.num < -MAX_SHIFT || a0.num > MAX_SHIFT) return null;
  const a = a0.num;
  const parts: Parts = { consts: [], ratios: [], num: [], den: [], fact: null };
  try {
    split(f, k, parts, false, budget);
    const c = parts.consts.reduce<Expr>((acc, x) => mul(acc, x), num('1'));
    const r = parts.ratios.reduce<Expr>((acc, x) => mul(acc, x), num('1'));
    const [N, D] = rationalParts(parts, k, budget);
    if (parts.fact) return factorialFamily(c, r, N, D, parts.fact, a, budget);
    const rq = exactRational(r, 'real');
    if (D.degree === 0) return geometric(c, r, N.scale(Rational.ONE.div(D.lead())), a, budget);
    if (rq?.equals(Rational.ONE)) return rational(c, N, D, a, budget);
    if (rq?.equals(Rational.MINUS_ONE)) return alternating(c, N, D, a, budget);
    return null;
  } catch (err) {
    if (err instanceof NotSummable || err instanceof Unsupported) return null;
    if (err instanceof BudgetExceeded || err instanceof UndefinedValue) return null;
    throw err;
  }
}

/** Δ^i Q(0) for i = 0..deg Q. */
function forwardDifferences(Q: UPoly): Rational[] {
  const vals = Array.from({ length: Q.degree + 1 }, (_, j) => Q.eval(Rational.int(j)));
  const out: Rational[] = [];
  let row = vals;
  while (row.length > 0) {
    out.push(row[0] as Rational);
    row = row.slice(1).map((v, i) => v.sub(row[i] as Rational));
  }
  return out;
}

function shifted(P: UPoly, a: bigint, budget: WorkBudget): UPoly {
  return P.compose(new UPoly([Rational.of(a), Rational.ONE]), budget);
}

function geometric(c: Expr, r: Expr, P: UPoly, a: bigint, budget: WorkBudget): InfiniteSum | null {
  if (P.isZero()) return { kind: 'value', expr: num('0'), family: 'zero' };
  const lead = signOf(mul(c, rationalExpr(P.lead())), budget);
  const abs1 = signOf(sub(num('1'), fn('abs', r)), budget);
  if (abs1 === null || lead === null) return null;
  if (abs1 <= 0) {
    const rs = signOf(r, budget);
    if (rs === null) return null;
    if (rs > 0) return { kind: 'diverges', sign: lead > 0 ? 1 : -1, why: 'the terms grow without bound (|r| ≥ 1)' };
    return { kind: 'diverges', sign: 0, why: 'the terms alternate in sign and do not tend to 0 (r ≤ −1)' };
  }
  const Q = shifted(P, a, budget);
  let total: Expr | null = null;
  forwardDifferences(Q).forEach((d, i) => {
    if (d.isZero()) return;
    const term = div(mul(rationalExpr(d), pow(r, num(String(i)))), pow(sub(num('1'), r), num(String(i + 1))));
    total = total ? add(total, term) : term;
  });
  const body = mul(mul(c, pow(r, rationalExpr(Rational.of(a)))), total ?? num('0'));
  return { kind: 'value', expr: body, family: P.degree === 0 ? 'geometric series' : 'polynomial × geometric series' };
}

// ---- rational terms: partial fractions, digamma and Hurwitz zeta ----------------------------------------------------

interface Fraction {
  /** The pole is at k = −c. */
  c: Rational;
  /** A_j for the terms A_j/(k + c)^j, j = 1…. */
  A: Rational[];
}

/** Partial fractions of N/D (deg N < deg D) when D splits into rational linear factors; null otherwise. */
function partialFractions(N: UPoly, D: UPoly, budget: WorkBudget): Fraction[] | null {
  let rest = D;
  const found = roots(D, budget);
  if (!found) return null;
  const out: Fraction[] = [];
  for (const root of found) {
    const factor = new UPoly([root.neg(), Rational.ONE]);
    let m = 0;
    for (;;) {
      const [q, r] = rest.divmod(factor, budget);
      if (!r.isZero()) break;
      rest = q;
      m++;
    }
    if (m === 0) continue;
    // Around u = k − root: N/D = (1/u^m)·(N/D_i)(u + root); Taylor coefficients of N/D_i give A_m, A_{m−1}, ….
    const other = D.divmod(new UPoly([Rational.ONE]).mul(pow1(factor, m, budget), budget), budget)[0];
    const shift = new UPoly([root, Rational.ONE]);
    const n = N.compose(shift, budget);
    const d = other.compose(shift, budget);
    const series = seriesDivide(n, d, m);
    if (!series) return null;
    const A: Rational[] = [];
    for (let j = 1; j <= m; j++) A[j - 1] = series[m - j] ?? Rational.ZERO;
    out.push({ c: root.neg(), A });
  }
  if (rest.degree > 0) return null;
  return out;
}

function pow1(p: UPoly, m: number, budget: WorkBudget): UPoly {
  let out = UPoly.constant(Rational.ONE);
  for (let i = 0; i < m; i++) out = out.mul(p, budget);
  return out;
}

/** The first `count` power-series coefficients of n/d at 0 (d(0) ≠ 0). */
function seriesDivide(n: UPoly, d: UPoly, count: number): Rational[] | null {
  const d0 = d.coef(0);
  if (d0.isZero()) return null;
  const out: Rational[] = [];
  for (let i = 0; i < count; i++) {
    let s = n.coef(i);
    for (let j = 1; j <= i; j++) s = s.sub(d.coef(j).mul(out[i - j] as Rational));
    out.push(s.div(d0));
  }
  return out;
}

/** ψ(x) + γ for a rational x that is not 0 or a negative integer: Gauss's digamma theorem at the fractional part. */
function digammaPlusGamma(x: Rational): Expr | null {
  if (x.abs().num > BigInt(MAX_SHIFT) * x.den) return null;
  if (x.isInteger() && x.sign() <= 0) return null;
  const f = x.sub(x.floor());
  let base: Expr;
  let from: Rational;
  if (f.isZero()) {
    base = num('0'); // ψ(1) + γ = 0
    from = Rational.ONE;
  } else {
    const p = f.num;
    const q = f.den;
    if (q > 12n) return null;
    // Gauss: ψ(p/q) = −γ − ln(2q) − (π/2)·cot(πp/q) + 2·Σ_{n=1}^{⌊(q−1)/2⌋} cos(2πnp/q)·ln(sin(πn/q))
    base = sub(neg(fn('log', num(String(2n * q)))), mul(div(PI, num('2')), fn('cot', div(mul(PI, num(String(p))), num(String(q))))));
    for (let m = 1n; m <= (q - 1n) / 2n; m++) {
      const cosine = fn('cos', div(mul(PI, num(String(2n * m * p))), num(String(q))));
      const logsin = fn('log', fn('sin', div(mul(PI, num(String(m))), num(String(q)))));
      base = add(base, mul(num('2'), mul(cosine, logsin)));
    }
    from = f;
  }
  // ψ(y + 1) = ψ(y) + 1/y: walk from `from` to x.
  let step = Rational.ZERO;
  for (let v = from; v.lt(x); v = v.add(Rational.ONE)) step = step.add(Rational.ONE.div(v));
  for (let v = x; v.lt(from); v = v.add(Rational.ONE)) step = step.sub(Rational.ONE.div(v));
  return step.isZero() ? base : add(base, rationalExpr(step));
}

function bernoulli(n: number): Rational {
  const B: Rational[] = [Rational.ONE];
  for (let m = 1; m <= n; m++) {
    let s = Rational.ZERO;
    let binom = Rational.ONE; // C(m+1, j)
    for (let j = 0; j < m; j++) {
      s = s.add(binom.mul(B[j] as Rational));
      binom = binom.mul(Rational.int(m + 1 - j)).div(Rational.int(j + 1));
    }
    B.push(s.neg().div(Rational.int(m + 1)));
  }
  return B[n] as Rational;
}

/** ζ(j) for even j ≥ 2: (−1)^{j/2+1} B_j (2π)^j / (2·j!); null for odd j (no closed form known). */
function zeta(j: number): Expr | null {
  if (j % 2 !== 0 || j < 2 || j > 32) return null;
  let fact = 1n;
  for (let i = 2n; i <= BigInt(j); i++) fact *= i;
  const coef = bernoulli(j)
    .mul(Rational.of(2n ** BigInt(j)))
    .div(Rational.of(2n * fact))
    .mul(Rational.int((j / 2) % 2 === 1 ? 1 : -1));
  return mul(rationalExpr(coef), pow(PI, num(String(j))));
}

/** Hurwitz ζ(j, x) = Σ_{l≥0} (x + l)^{−j} for j ≥ 2 and x an integer ≥ 1 or a half-integer (positive or negative). */
function hurwitz(j: number, x: Rational): Expr | null {
  if (x.abs().num > BigInt(MAX_SHIFT) * x.den) return null;
  if (x.isInteger() && x.sign() <= 0) return null;
  const z = zeta(j);
  if (!z) return null;
  const f = x.sub(x.floor());
  let base: Expr;
  let from: Rational;
  if (f.isZero()) {
    base = z;
    from = Rational.ONE;
  } else if (f.equals(Rational.of(1n, 2n))) {
    base = mul(rationalExpr(Rational.of(2n ** BigInt(j) - 1n)), z);
    from = f;
  } else return null;
  // ζ(j, y + 1) = ζ(j, y) − y^{−j}: walk from `from` to x.
  let step = Rational.ZERO;
  for (let v = from; v.lt(x); v = v.add(Rational.ONE)) step = step.sub(Rational.ONE.div(v.pow(j)));
  for (let v = x; v.lt(from); v = v.add(Rational.ONE)) step = step.add(Rational.ONE.div(v.pow(j)));
  return step.isZero() ? base : add(base, rationalExpr(step));
}

function rational(c: Expr, N: UPoly, D: UPoly, a: bigint, budget: WorkBudget): InfiniteSum | null {
  if (N.isZero()) return { kind: 'value', expr: num('0'), family: 'zero' };
  if (D.degree > MAX_DEN_DEGREE) return null;
  if (!budget.spend(256 * D.degree * D.degree)) throw new BudgetExceeded();
  // A pole at an index of the sum makes a term undefined.
  const poles = roots(D, budget);
  if (!poles) return null;
  if (poles.some((at) => at.isInteger() && at.num >= a)) return { kind: 'undefined' };
  const cs = signOf(c, budget);
  if (cs === null) return null;
  if (N.degree >= D.degree) {
    const s = N.lead().div(D.lead()).sign() * cs;
    return { kind: 'diverges', sign: s > 0 ? 1 : -1, why: 'the terms do not tend to 0' };
  }
  const parts = partialFractions(N, D, budget);
  if (!parts) return null;
  const harmonic = parts.reduce((s, p) => s.add(p.A[0] ?? Rational.ZERO), Rational.ZERO);
  if (!harmonic.isZero()) {
    const s = harmonic.sign() * cs;
    return { kind: 'diverges', sign: s > 0 ? 1 : -1, why: 'the terms behave like a harmonic series (~ A/k)' };
  }
  let total: Expr | null = null;
  const push = (t: Expr) => {
    total = total ? add(total, t) : t;
  };
  for (const p of parts) {
    const x = p.c.add(Rational.of(a));
    p.A.forEach((A, idx) => {
      if (A.isZero()) return;
      const j = idx + 1;
      const value = j === 1 ? digammaPlusGamma(x) : hurwitz(j, x);
      if (!value) throw new NotSummable();
      push(j === 1 ? mul(rationalExpr(A.neg()), value) : mul(rationalExpr(A), value));
    });
  }
  return { kind: 'value', expr: mul(c, total ?? num('0')), family: 'partial fractions (telescoping, digamma and zeta values)' };
}

function alternating(c: Expr, N: UPoly, D: UPoly, a: bigint, budget: WorkBudget): InfiniteSum | null {
  if (N.isZero()) return { kind: 'value', expr: num('0'), family: 'zero' };
  if (D.degree > MAX_ALTERNATING_DEGREE) return null;
  const poles = roots(D, budget);
  if (!poles) return null;
  if (poles.some((at) => at.isInteger() && at.num >= a)) return { kind: 'undefined' };
  if (N.degree >= D.degree) return { kind: 'diverges', sign: 0, why: 'the terms alternate in sign and do not tend to 0' };
  // Σ_{k≥a} (−1)^k R(k) = (−1)^a Σ_{j≥0} [R(a+2j) − R(a+2j+1)]
  const even = new UPoly([Rational.of(a), Rational.int(2)]);
  const odd = new UPoly([Rational.of(a + 1n), Rational.int(2)]);
  const Ne = N.compose(even, budget);
  const De = D.compose(even, budget);
  const No = N.compose(odd, budget);
  const Do = D.compose(odd, budget);
  const T = Ne.mul(Do, budget).sub(No.mul(De, budget), budget);
  const TD = De.mul(Do, budget);
  const sign = a % 2n === 0n ? num('1') : neg(num('1'));
  const r = rational(mul(c, sign), T, TD, 0n, budget);
  if (!r || r.kind !== 'value') return r;
  return { ...r, family: 'alternating series (paired terms, partial fractions, digamma values)' };
}

/** P(k)·r^k/(αk+β)! */
function factorialFamily(
  c: Expr,
  r: Expr,
  N: UPoly,
  D: UPoly,
  fact: { alpha: bigint; beta: bigint },
  a: bigint,
  budget: WorkBudget,
): InfiniteSum | null {
  if (D.degree !== 0) return null;
  const P = N.scale(Rational.ONE.div(D.lead()));
  if (fact.alpha === 1n) {
    // j = k + β: Σ_{j ≥ a+β} P(j−β)·r^{j−β}/j!
    const start = a + fact.beta;
    if (start < 0n || start > BigInt(MAX_SHIFT)) return null;
    const Q = P.compose(new UPoly([Rational.of(-fact.beta), Rational.ONE]), budget);
    // Σ_{j≥0} Q(j) r^j/j! = e^r·Σ_i (Δ^iQ(0)/i!)·r^i
    let total: Expr | null = null;
    let fi = Rational.ONE;
    forwardDifferences(Q).forEach((d, i) => {
      if (i > 0) fi = fi.mul(Rational.int(i));
      if (d.isZero()) return;
      const term = mul(rationalExpr(d.div(fi)), pow(r, num(String(i))));
      total = total ? add(total, term) : term;
    });
    let value: Expr = mul(fn('exp', r), total ?? num('0'));
    // minus the head j < start
    for (let j = 0n; j < start; j++) {
      let jf = 1n;
      for (let i = 2n; i <= j; i++) jf *= i;
      value = sub(value, div(mul(rationalExpr(Q.eval(Rational.of(j))), pow(r, num(j.toString()))), num(jf.toString())));
    }
    return { kind: 'value', expr: mul(mul(c, pow(r, rationalExpr(Rational.of(-fact.beta)))), value), family: 'exponential series' };
  }
  // α = 2: only constant P, a = 0, β ∈ {0, 1}: Σ r^k/(2k)! = cosh √r (r ≥ 0) or cos √−r; /(2k+1)! = sinh √r/√r, sin √−r/√−r.
  if (P.degree !== 0 || a !== 0n || (fact.beta !== 0n && fact.beta !== 1n)) return null;
  const rs = signOf(r, budget);
  if (rs === null) return null;
  if (rs === 0) return { kind: 'value', expr: mul(c, rationalExpr(P.lead())), family: 'exponential series' };
  const root = fn('sqrt', rs > 0 ? r : neg(r));
  const value = fact.beta === 0n ? fn(rs > 0 ? 'cosh' : 'cos', root) : div(fn(rs > 0 ? 'sinh' : 'sin', root), root);
  return { kind: 'value', expr: mul(mul(c, rationalExpr(P.lead())), value), family: 'Taylor series of cos/cosh, sin/sinh' };
}
