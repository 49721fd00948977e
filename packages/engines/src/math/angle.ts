/**
 * Closed claims between sums of arctangents (and arcsines, arccosines, atan2) and rational multiples of π, decided
 * by exact tangent addition: atan(a) = arg(1 + i·a), asin(a) = arg(√(1 − a²) + i·a), acos(a) = arg(a + i·√(1 − a²)),
 * atan2(y, x) = arg(x + i·y). If N·(left − right) = Σ kⱼ·θⱼ + q·π with integers kⱼ, then
 * e^(iN(left − right)) = E/|E| for E = Π wⱼ^kⱼ · e^(iqπ), so N·(left − right) is a multiple of 2π exactly when E is a
 * positive real. E's imaginary part is shown to be 0 exactly (Gaussian rationals multiplied out exactly, the rest by the
 * algebraic root bound of algebraic.ts), its real part positive and |N·(left − right)| < 2π by enclosures: then
 * left = right (Machin's 4·atan(1/5) − atan(1/239) = π/4, atan(2) + atan(3) = 3π/4).
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { algebraicBound, piMultiple } from './algebraic.ts';
import { enclose, type Num, Undecided } from './enclose.ts';
import { exactRational } from './exact.ts';
import { add, type Expr, fn, mul, neg, num, pow, rationalExpr, sub } from './expr.ts';
import { PRECISION } from './limits.ts';
import { NumericOverflow, pi } from './numeric/elementary.ts';
import { Arith, cmp, NumericBudgetExceeded, top } from './numeric/interval.ts';
import { type Domain, UndefinedValue } from './undefined-value.ts';

interface Term {
  name: 'atan' | 'asin' | 'acos' | 'atan2';
  args: Expr[];
  c: Rational;
}

/** Largest |kⱼ| (after clearing denominators) and number of angle terms. */
const MAX_MULTIPLE = 64;
const MAX_TERMS = 8;
/** Bits of the exact Gaussian product beyond which the claim is left to the other stages. */
const MAX_GAUSSIAN_BITS = 8192;

export interface AngleProof {
  bits: number;
  multiple: number;
}

/** Proves `lhs = rhs` for such angle claims; null when the claim is not of this form or not proven. */
export function angleEquality(lhs: Expr, rhs: Expr, domain: Domain, budget: WorkBudget): AngleProof | null {
  const terms: Term[] = [];
  const q = { value: Rational.ZERO };
  if (!collect(lhs, Rational.ONE, terms, q, domain) || !collect(rhs, Rational.MINUS_ONE, terms, q, domain)) return null;
  if (terms.length === 0 || terms.length > MAX_TERMS) return null;
  let n = 1n;
  for (const t of terms) n = lcm(n, t.c.den);
  if (n > BigInt(MAX_MULTIPLE)) return null;
  const N = Rational.of(n);
  const ks = terms.map((t) => t.c.mul(N));
  if (ks.some((k) => k.num > BigInt(MAX_MULTIPLE) || k.num < -BigInt(MAX_MULTIPLE))) return null;

  // E = G · Π wⱼ^kⱼ · (cos(Nqπ) + i·sin(Nqπ)), with G the exact Gaussian product of the rational arctangents and
  // the other factors kept as (real part, imaginary part) expressions, so no bound is spent on i.
  let g: [Rational, Rational] = [Rational.ONE, Rational.ZERO];
  let rest: Pair | null = null;
  for (const [j, t] of terms.entries()) {
    const k = Number(ks[j]?.num ?? 0n);
    if (k === 0) continue;
    const w = gaussianOf(t, domain);
    if (w) {
      g = gMul(g, gPow(w, Math.abs(k)), k < 0);
      if (g[0].bitSize() + g[1].bitSize() > MAX_GAUSSIAN_BITS) return null;
      continue;
    }
    let f = pairPow(complexFactor(t), Math.abs(k));
    if (k < 0) f = pairInverse(f);
    rest = rest ? pairMul(rest, f) : f;
  }
  const piAngle: Expr = mul(rationalExpr(q.value.mul(N)), { k: 'const', name: 'pi' });
  let e: Pair = pairMul([rationalExpr(g[0]), rationalExpr(g[1])], [fn('cos', piAngle), fn('sin', piAngle)]);
  if (rest) e = pairMul(e, rest);

  // Every leaf must be real for the pairs to be the real and imaginary parts.
  if (!terms.every((t) => t.args.every((a) => isReal(a, domain, budget)))) return null;
  // asin/acos as arguments need −1 ≤ a ≤ 1 (beyond it their principal values are complex).
  const unit = (a: Expr) => {
    const v = value(sub(num('1'), pow(a, num('2'))), new Arith(128, budget), budget);
    return v !== null && v.im === null && v.re.nonNegative();
  };
  if (!terms.every((t) => (t.name !== 'asin' && t.name !== 'acos') || unit(t.args[0] ?? num('2')))) return null;
  const [re, im] = e;
  const bound = algebraicBound(im, 'real');
  if (!bound) return null;
  const difference = mul(rationalExpr(N), sub(lhs, rhs));
  for (let bits = PRECISION.start; bits <= PRECISION.max; bits *= 2) {
    if (budget.exhausted) return null;
    const A = new Arith(bits, budget);
    const v = value(im, A, budget);
    if (!v || v.im !== null) continue;
    // A non-real E: the sides differ (left to the enclosure of the difference to show).
    if (!v.re.containsZero()) return null;
    if (!tiny(v.re, bound.l + 1)) continue;
    const ev = value(re, A, budget);
    const dv = value(difference, A, budget);
    if (!ev || !dv || !ev.re.positive()) return null;
    const twoPi = A.scale2(pi(A), 1);
    if (dv.im !== null || cmp(dv.re.magnitude(), twoPi.lo) >= 0) return null;
    return { bits, multiple: Number(n) };
  }
  return null;
}

function tiny(x: { magnitude(): { m: bigint; e: number } }, l: number): boolean {
  const m = x.magnitude();
  return m.m === 0n || top(m) < -l;
}

function value(e: Expr, A: Arith, budget: WorkBudget): Num | null {
  try {
    return enclose(e, A, { domain: 'complex' });
  } catch (err) {
    if (err instanceof Undecided || err instanceof NumericOverflow || err instanceof UndefinedValue) return null;
    if (err instanceof NumericBudgetExceeded || budget.exhausted) return null;
    throw err;
  }
}

function isReal(e: Expr, domain: Domain, budget: WorkBudget): boolean {
  const r = exactRational(e, domain);
  if (r) return true;
  const v = value(e, new Arith(64, budget), budget);
  return v !== null && v.im === null;
}

/** left − right as Σ cⱼ·θⱼ + q·π; false when some part is something else. */
function collect(e: Expr, scale: Rational, terms: Term[], q: { value: Rational }, domain: Domain): boolean {
  const p = piMultiple(e, domain);
  if (p) {
    q.value = q.value.add(p.mul(scale));
    return true;
  }
  switch (e.k) {
    case 'fn':
      if ((e.name === 'atan' || e.name === 'asin' || e.name === 'acos') && e.args.length === 1) {
        terms.push({ name: e.name, args: e.args, c: scale });
        return terms.length <= MAX_TERMS;
      }
      if (e.name === 'atan2' && e.args.length === 2) {
        terms.push({ name: 'atan2', args: e.args, c: scale });
        return terms.length <= MAX_TERMS;
      }
      return false;
    case 'op': {
      const [x, y] = e.args;
      if (!x) return false;
      if (e.op === 'neg') return collect(x, scale.neg(), terms, q, domain);
      if (!y) return false;
      if (e.op === '+') return collect(x, scale, terms, q, domain) && collect(y, scale, terms, q, domain);
      if (e.op === '-') return collect(x, scale, terms, q, domain) && collect(y, scale.neg(), terms, q, domain);
      if (e.op === '*') {
        const cx = exactRational(x, domain);
        if (cx) return collect(y, scale.mul(cx), terms, q, domain);
        const cy = exactRational(y, domain);
        return cy ? collect(x, scale.mul(cy), terms, q, domain) : false;
      }
      if (e.op === '/') {
        const c = exactRational(y, domain);
        return c && !c.isZero() ? collect(x, scale.div(c), terms, q, domain) : false;
      }
      return false;
    }
    default:
      return false;
  }
}

/** wⱼ as an exact Gaussian rational (atan of a rational, atan2 of rationals), or null. */
function gaussianOf(t: Term, domain: Domain): [Rational, Rational] | null {
  const vals = t.args.map((a) => exactRational(a, domain));
  if (vals.some((v) => v === null)) return null;
  const [a, b] = vals as Rational[];
  if (!a) return null;
  if (t.name === 'atan') return [Rational.ONE, a];
  if (t.name === 'atan2' && b) return b.isZero() && a.isZero() ? null : [b, a];
  return null;
}

type Pair = [Expr, Expr];

function complexFactor(t: Term): Pair {
  const [a = num('0'), b = num('0')] = t.args;
  const root = () => fn('sqrt', sub(num('1'), pow(a, num('2'))));
  switch (t.name) {
    case 'atan':
      return [num('1'), a];
    case 'asin':
      return [root(), a];
    case 'acos':
      return [a, root()];
    default:
      return [b, a];
  }
}

function pairMul(x: Pair, y: Pair): Pair {
  return [sub(mul(x[0], y[0]), mul(x[1], y[1])), add(mul(x[0], y[1]), mul(x[1], y[0]))];
}

function pairPow(x: Pair, k: number): Pair {
  let out: Pair | null = null;
  for (let i = 0; i < k; i++) out = out ? pairMul(out, x) : x;
  return out ?? [num('1'), num('0')];
}

/** 1/w = w̄/|w|², for the argument only the direction matters: w̄ has the opposite argument. */
function pairInverse(x: Pair): Pair {
  return [x[0], neg(x[1])];
}

type G = [Rational, Rational];

function gMul(a: G, b: G, divide: boolean): G {
  if (divide) {
    const n = b[0].mul(b[0]).add(b[1].mul(b[1]));
    const inv: G = [b[0].div(n), b[1].neg().div(n)];
    return gMul(a, inv, false);
  }
  return [a[0].mul(b[0]).sub(a[1].mul(b[1])), a[0].mul(b[1]).add(a[1].mul(b[0]))];
}

function gPow(a: G, k: number): G {
  let out: G = [Rational.ONE, Rational.ZERO];
  for (let i = 0; i < k; i++) out = gMul(out, a, false);
  return out;
}

function lcm(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}
