import { Rational } from '../../exact/rational.ts';
import { nearestDouble, nearestSqrt } from '../nearest-double.ts';
import type { ExactNumber, NumericFn, PlanValue } from '../stats-plan.ts';
import { type Moments, momentsOf, pairedMomentsOf } from './exact-sum.ts';
import { minMaxOf, type NumericColumn, type SortedValues, sortedOf, toBigInt } from './numeric-column.ts';

// Every aggregate is computed exactly over the decimal values of the cells and then rounded once: rational results
// (sums, means, quantiles, variances, slopes, degrees of freedom) to the nearest double, square-root results
// (standard deviations, correlations, t statistics) as sign · sqrt(exact rational), also correctly rounded.

const MAX_EXACT_TEXT = 1_000;

export function exact(r: Rational): ExactNumber {
  const v = nearestDouble(r.num, r.den);
  const x = r.toModelString(60);
  return x.length <= MAX_EXACT_TEXT ? { v, x } : { v };
}

/** sign(s) · sqrt(radicand): exact text only when the root is rational. */
export function root(radicand: Rational, negative: boolean): ExactNumber {
  const r = nearestSqrt(radicand.num, radicand.den, negative ? -1 : 1);
  if (r.exactRoot) return exact(Rational.of(r.exactRoot.num, r.exactRoot.den));
  return { v: r.v };
}

const pow10 = (s: number) => Rational.of(10n ** BigInt(s));

/** n·Σm² − (Σm)², the scaled sum of squared deviations times n. */
function spread(m: Moments): bigint {
  return BigInt(m.n) * m.s2 - m.s1 * m.s1;
}

function meanOf(m: Moments, s: number): Rational {
  return Rational.of(m.s1, BigInt(m.n) * 10n ** BigInt(s));
}

/** Sample (n − 1) or population (n) variance in the column's own units. */
function varianceOf(m: Moments, s: number, sample: boolean): Rational {
  const n = BigInt(m.n);
  const den = n * (sample ? n - 1n : n) * 10n ** BigInt(2 * s);
  return Rational.of(spread(m), den);
}

/** Type-7 quantile: x[k] + f·(x[k+1] − x[k]) with h = (n − 1)·p = k + f. */
function quantileOf(sorted: SortedValues, p: Rational, s: number): Rational {
  const h = Rational.int(sorted.length - 1).mul(p);
  const k = Number(h.floor().num);
  const f = h.sub(Rational.int(k));
  const lo = Rational.of(toBigInt(sorted.at(k)));
  if (f.isZero()) return lo.div(pow10(s));
  const hi = Rational.of(toBigInt(sorted.at(k + 1)));
  return lo.add(f.mul(hi.sub(lo))).div(pow10(s));
}

function sorted(col: NumericColumn, idx: Int32Array): SortedValues {
  // The sort itself is native (Float64Array#sort), outside the interpreted work the units count.
  return sortedOf(col, idx);
}

type Result = { value: PlanValue; used: number };

const scaled = (m: bigint, s: number) => Rational.of(m, 10n ** BigInt(s));

export function numericAggregate(fn: NumericFn, col: NumericColumn, idx: Int32Array): Result {
  const s = col.s;
  switch (fn) {
    case 'sum':
    case 'mean': {
      const m = momentsOf(col.vals, idx, false);
      if (m.n < 1) return { value: null, used: 0 };
      return { value: exact(fn === 'sum' ? scaled(m.s1, s) : meanOf(m, s)), used: m.n };
    }
    case 'min':
    case 'max':
    case 'range': {
      const r = minMaxOf(col, idx);
      if (r.n < 1) return { value: null, used: 0 };
      const pick = fn === 'min' ? toBigInt(r.lo) : fn === 'max' ? toBigInt(r.hi) : toBigInt(r.hi) - toBigInt(r.lo);
      return { value: exact(scaled(pick, s)), used: r.n };
    }
    case 'median':
    case 'iqr':
    case 'mode': {
      const sv = sorted(col, idx);
      if (sv.length < 1) return { value: null, used: 0 };
      if (fn === 'mode') return { value: exact(scaled(toBigInt(sv.mode()), s)), used: sv.length };
      const value =
        fn === 'median'
          ? quantileOf(sv, Rational.of(1n, 2n), s)
          : quantileOf(sv, Rational.of(3n, 4n), s).sub(quantileOf(sv, Rational.of(1n, 4n), s));
      return { value: exact(value), used: sv.length };
    }
    case 'sampleVariance':
    case 'populationVariance':
    case 'sampleSd':
    case 'populationSd': {
      const m = momentsOf(col.vals, idx, true);
      const sample = fn === 'sampleVariance' || fn === 'sampleSd';
      if (m.n < (sample ? 2 : 1)) return { value: null, used: m.n };
      const variance = varianceOf(m, s, sample);
      return { value: fn.endsWith('Sd') ? root(variance, false) : exact(variance), used: m.n };
    }
  }
}

export function quantileAggregate(p: Rational, col: NumericColumn, idx: Int32Array): Result {
  const sv = sorted(col, idx);
  if (sv.length < 1) return { value: null, used: 0 };
  return { value: exact(quantileOf(sv, p, col.s)), used: sv.length };
}

/** One-sample t = (mean − μ) / (s / √n) = sign · sqrt(n·(mean − μ)² / s²). */
export function tTestAggregate(mu: Rational, col: NumericColumn, idx: Int32Array): Result {
  const m = momentsOf(col.vals, idx, true);
  if (m.n < 2) return { value: null, used: m.n };
  const variance = varianceOf(m, col.s, true);
  if (variance.isZero()) return { value: null, used: m.n };
  const d = meanOf(m, col.s).sub(mu);
  return { value: root(d.mul(d).mul(Rational.int(m.n)).div(variance), d.sign() < 0), used: m.n };
}

/** The paired sums as n·Σxy − ΣxΣy (covariance numerator) and the two spreads. */
function paired(x: NumericColumn, y: NumericColumn, idx: Int32Array) {
  const p = pairedMomentsOf(x.vals, y.vals, idx);
  const n = BigInt(p.n);
  return {
    n: p.n,
    Sx: p.sx,
    Sy: p.sy,
    dx: n * p.sxx - p.sx * p.sx,
    dy: n * p.syy - p.sy * p.sy,
    cov: n * p.sxy - p.sx * p.sy,
  };
}

export function correlationAggregate(x: NumericColumn, y: NumericColumn, idx: Int32Array): Result {
  const p = paired(x, y, idx);
  if (p.n < 2 || p.dx === 0n || p.dy === 0n) return { value: null, used: p.n };
  // The scales cancel: r is the same for m and for m / 10^s.
  return { value: root(Rational.of(p.cov * p.cov, p.dx * p.dy), p.cov < 0n), used: p.n };
}

export function regressionAggregate(part: 'both' | 'slope' | 'intercept', x: NumericColumn, y: NumericColumn, idx: Int32Array): Result {
  const p = paired(x, y, idx);
  if (p.n < 2 || p.dx === 0n) return { value: null, used: p.n };
  const slope = Rational.of(p.cov, p.dx).mul(Rational.of(10n ** BigInt(x.s), 10n ** BigInt(y.s)));
  const intercept = scaled(p.Sy, y.s)
    .sub(slope.mul(scaled(p.Sx, x.s)))
    .div(Rational.int(p.n));
  if (part === 'slope') return { value: exact(slope), used: p.n };
  if (part === 'intercept') return { value: exact(intercept), used: p.n };
  return { value: { slope: exact(slope), intercept: exact(intercept) }, used: p.n };
}

/** Welch's t (first group minus second) and Welch–Satterthwaite degrees of freedom. */
export function welchAggregate(col: NumericColumn, a: Int32Array, b: Int32Array): Result {
  const ma = momentsOf(col.vals, a, true);
  const mb = momentsOf(col.vals, b, true);
  const used = ma.n + mb.n;
  if (ma.n < 2 || mb.n < 2) return { value: null, used };
  const sa = varianceOf(ma, col.s, true).div(Rational.int(ma.n));
  const sb = varianceOf(mb, col.s, true).div(Rational.int(mb.n));
  const total = sa.add(sb);
  if (total.isZero()) return { value: null, used };
  const d = meanOf(ma, col.s).sub(meanOf(mb, col.s));
  const df = total.mul(total).div(
    sa
      .mul(sa)
      .div(Rational.int(ma.n - 1))
      .add(sb.mul(sb).div(Rational.int(mb.n - 1))),
  );
  return { value: { t: root(d.mul(d).div(total), d.sign() < 0), df: exact(df) }, used };
}
