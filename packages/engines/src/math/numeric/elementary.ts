/**
 * Elementary functions on intervals with rigorous error bounds: π and ln 2 by fixed-point series with counted
 * truncation error, exp / log / sin / cos / atan by argument reduction and Taylor series whose Lagrange remainder is
 * bounded explicitly (never estimated). Every result contains the exact value for every point of the argument.
 */
import { Arith, cmp, DONE, type Dyadic, divRound, Interval, round, toDouble, top } from './interval.ts';

/** The argument is too large for the function to be evaluated (e.g. exp(10^15)). */
export class NumericOverflow extends Error {}

function fixedToInterval(s: bigint, err: bigint, w: number, p: number): Interval {
  return new Interval(round(s - err, -w, p, false), round(s + err, -w, p, true));
}

/** Σ ±1/((2j+1)·k^(2j+1)) in fixed point 2^-w with a bound on the accumulated rounding and truncation error. */
function arctanhOrArctanInverse(k: bigint, w: number, alternating: boolean): [bigint, bigint] {
  let term = (1n << BigInt(w)) / k;
  const k2 = k * k;
  let sum = 0n;
  let j = 1n;
  let n = 0n;
  while (term !== 0n) {
    const t = term / j;
    sum += alternating && n % 2n === 1n ? -t : t;
    term /= k2;
    j += 2n;
    n++;
  }
  return [sum, 3n * n + 4n];
}

let piCache: { w: number; s: bigint; err: bigint } | null = null;
let ln2Cache: { w: number; s: bigint; err: bigint } | null = null;

/** π enclosed at the arithmetic's precision (Machin: 16·atan(1/5) − 4·atan(1/239)); cached per isolate. */
export function pi(A: Arith): Interval {
  const w = A.p + 16;
  if (!piCache || piCache.w < w) {
    A.charge(Math.ceil(w / 4));
    const [a, ea] = arctanhOrArctanInverse(5n, w, true);
    const [b, eb] = arctanhOrArctanInverse(239n, w, true);
    piCache = { w, s: 16n * a - 4n * b, err: 16n * ea + 4n * eb };
  }
  return fixedToInterval(piCache.s, piCache.err, piCache.w, A.p + 2);
}

/** ln 2 = 2·atanh(1/3), cached per isolate. */
export function ln2(A: Arith): Interval {
  const w = A.p + 16;
  if (!ln2Cache || ln2Cache.w < w) {
    A.charge(Math.ceil(w / 4));
    const [a, ea] = arctanhOrArctanInverse(3n, w, false);
    ln2Cache = { w, s: 2n * a, err: 2n * ea };
  }
  return fixedToInterval(ln2Cache.s, ln2Cache.err, ln2Cache.w, A.p + 2);
}

function factorial(n: number): bigint {
  let f = 1n;
  for (let i = 2n; i <= BigInt(n); i++) f *= i;
  return f;
}

/** An upper bound of factor · 2^(t·n) / n! as a dyadic (rigorous: exact integers, rounded up). */
function remainder(t: number, n: number, factor: bigint): Dyadic {
  const num: Dyadic = { m: factor, e: t * n };
  return divRound(num, { m: factorial(n), e: 0 }, 32, true);
}

/** Smallest n with 2^(t·n)/n! below 2^-target (t < 0 is the exponent bound of the series argument). */
function termsFor(t: number, target: number, step = 1): number {
  let n = step;
  let log = 0;
  for (let i = 1; i <= n; i++) log += Math.log2(i);
  while (t * n - log > -target && n < 100_000) {
    for (let i = n + 1; i <= n + step; i++) log += Math.log2(i);
    n += step;
  }
  return n;
}

function symmetric(r: Dyadic): Interval {
  return new Interval({ m: -r.m, e: r.e }, r);
}

function outward(A: Arith, x: Interval): Interval {
  return new Interval(round(x.lo.m, x.lo.e, A.p, false), round(x.hi.m, x.hi.e, A.p, true));
}

/** exp(x). Arguments beyond ±2^40 overflow the exponent range this engine keeps (NumericOverflow). */
export function exp(A: Arith, x: Interval): Interval {
  if (x.isZero()) return Interval.ONE;
  const M = x.magnitude();
  if (top(M) >= 40) throw new NumericOverflow();
  if (!x.isPoint() && !(toDouble(x.hi) - toDouble(x.lo) < 0.25)) {
    // Wide arguments: exp is increasing, so the endpoints bound it.
    return new Interval(exp(A, Interval.point(x.lo)).lo, exp(A, Interval.point(x.hi)).hi);
  }
  const k = Math.round(x.approx() / Math.LN2);
  const s = A.p <= 128 ? 6 : A.p <= 512 ? 10 : 16;
  const w = A.p + s + 12 + (k === 0 ? 0 : Math.ceil(Math.log2(Math.abs(k) + 1)));
  const W = new Arith(w, A.budget);
  const r = k === 0 ? x : W.sub(x, W.mul(W.fromInt(k), ln2(W)));
  const y = W.scale2(r, -s);
  const t = top(y.magnitude()) + 1;
  if (t > -1) throw new NumericOverflow(); // cannot happen after the reduction above; refuse rather than guess
  const n = termsFor(t, w + 4);
  // Σ_{j<n} y^j/j!, summed forward.
  let term = Interval.ONE;
  let sum = Interval.ONE;
  for (let j = 1; j < n; j++) {
    term = W.divInt(W.mul(term, y), j);
    sum = W.add(sum, term);
  }
  sum = W.add(sum, symmetric(remainder(t, n, 2n)));
  for (let i = 0; i < s; i++) sum = W.sqr(sum);
  return outward(A, W.scale2(sum, k));
}

/** log(x) for x > 0 (the caller checks the sign). */
export function log(A: Arith, x: Interval): Interval {
  if (x.isPoint() && cmp(x.lo, DONE) === 0) return Interval.ZERO;
  // Wide intervals: log is increasing, so the endpoints bound it.
  if (cmp(x.hi, { m: x.lo.m * 2n, e: x.lo.e }) > 0) {
    const a = log(A, Interval.point(x.lo));
    const b = log(A, Interval.point(x.hi));
    return new Interval(a.lo, b.hi);
  }
  let k = top(x.lo);
  if (toDouble({ m: x.lo.m, e: x.lo.e - k }) > 1.41) k += 1;
  // Square roots bring y towards 1 so the series converges fast; not needed when y is already very close to 1.
  const near = top(A.sub(A.scale2(x, -k), Interval.ONE).magnitude());
  const t = A.p <= 256 || near < -A.p / 8 ? 0 : A.p <= 1024 ? 6 : 10;
  const w = A.p + 12 + t + Math.ceil(Math.log2(Math.abs(k) + 2));
  const W = new Arith(w, A.budget);
  let y = W.scale2(x, -k);
  for (let i = 0; i < t; i++) y = W.sqrt(y);
  const z = W.div(W.sub(y, Interval.ONE), W.add(y, Interval.ONE));
  let series: Interval;
  if (z.isZero()) series = Interval.ZERO;
  else {
    const tz = top(z.magnitude()) + 1;
    const z2 = W.sqr(z);
    let n = 1;
    while (2 * tz * n + tz > -(w + 4) && n < 100_000) n++;
    let power = z;
    series = z;
    for (let j = 1; j < n; j++) {
      power = W.mul(power, z2);
      series = W.add(series, W.divInt(power, 2 * j + 1));
    }
    series = W.add(series, symmetric({ m: 2n, e: tz * (2 * n + 1) }));
  }
  let result = W.scale2(series, t + 1);
  if (k !== 0) result = W.add(result, W.mul(W.fromInt(k), ln2(W)));
  return outward(A, result);
}

/** Floor of (x + 1/2) for a dyadic, as a BigInt. */
function roundToInteger(d: Dyadic): bigint {
  if (d.e >= 0) return d.m << BigInt(d.e);
  const half = 1n << BigInt(-d.e - 1);
  return (d.m + half) >> BigInt(-d.e);
}

const MINUS_ONE: Dyadic = { m: -1n, e: 0 };
const UNIT = new Interval(MINUS_ONE, DONE);

/** sin(x) and cos(x) together; wide arguments give [−1, 1]. */
export function sinCos(A: Arith, x: Interval): { sin: Interval; cos: Interval } {
  if (x.isZero()) return { sin: Interval.ZERO, cos: Interval.ONE };
  const width = toDouble(x.hi) - toDouble(x.lo);
  if (!(width < 2)) return { sin: UNIT, cos: UNIT };
  const tb = Math.max(0, top(x.magnitude()) + 1);
  const d = A.p > 256 ? 8 : 0;
  const w = A.p + 12 + tb + d;
  const W = new Arith(w, A.budget);
  const halfPi = W.scale2(pi(W), -1);
  let k = 0n;
  let r = x;
  if (tb > 0) {
    const q = W.div(x, halfPi);
    k = roundToInteger({ m: q.lo.m, e: q.lo.e });
    if (k !== 0n) r = W.sub(x, W.mul(W.fromInt(k), halfPi));
  }
  const y = W.scale2(r, -d);
  const t = top(y.magnitude()) + 1;
  if (t > 1) return { sin: UNIT, cos: UNIT };
  const n = termsFor(t, w + 4, 2);
  const y2 = W.sqr(y);
  let s = y;
  let c = Interval.ONE;
  let termS = y;
  let termC = Interval.ONE;
  for (let j = 1; 2 * j <= n; j++) {
    termC = W.neg(W.divInt(W.mul(termC, y2), (2 * j - 1) * (2 * j)));
    termS = W.neg(W.divInt(W.mul(termS, y2), 2 * j * (2 * j + 1)));
    c = W.add(c, termC);
    s = W.add(s, termS);
  }
  const rem = symmetric(remainder(t, n, 1n));
  s = W.add(s, rem);
  c = W.add(c, rem);
  for (let i = 0; i < d; i++) {
    const s2 = W.scale2(W.mul(s, c), 1);
    c = W.sub(Interval.ONE, W.scale2(W.sqr(s), 1));
    s = s2;
  }
  const quadrant = Number(((k % 4n) + 4n) % 4n);
  const [sin, cos] = quadrant === 0 ? [s, c] : quadrant === 1 ? [c, W.neg(s)] : quadrant === 2 ? [W.neg(s), W.neg(c)] : [W.neg(c), s];
  return { sin: outward(A, A.clamp(sin, MINUS_ONE, DONE)), cos: outward(A, A.clamp(cos, MINUS_ONE, DONE)) };
}

function straddles(x: Interval, v: Dyadic): boolean {
  return cmp(x.lo, v) < 0 && cmp(x.hi, v) > 0;
}

/** atan(x). */
export function atan(A: Arith, x: Interval): Interval {
  if (x.isZero()) return Interval.ZERO;
  if (straddles(x, DONE) || straddles(x, MINUS_ONE) || (x.containsZero() && cmp(x.magnitude(), DONE) > 0)) {
    const a = atan(A, Interval.point(x.lo));
    const b = atan(A, Interval.point(x.hi));
    return new Interval(a.lo, b.hi);
  }
  const w = A.p + 16;
  const W = new Arith(w, A.budget);
  const large = cmp(x.mignitude(), DONE) > 0;
  let y = large ? W.div(Interval.ONE, x) : x;
  const t = A.p <= 256 ? 3 : 8;
  for (let i = 0; i < t; i++) y = W.div(y, W.add(Interval.ONE, W.sqrt(W.add(Interval.ONE, W.sqr(y)))));
  const ty = top(y.magnitude()) + 1;
  const y2 = W.sqr(y);
  let n = 1;
  while (2 * ty * n + ty > -(w + 4) && n < 100_000) n++;
  let power = y;
  let series = y;
  for (let j = 1; j < n; j++) {
    power = W.neg(W.mul(power, y2));
    series = W.add(series, W.divInt(power, 2 * j + 1));
  }
  series = W.add(series, symmetric({ m: 1n, e: ty * (2 * n + 1) }));
  let result = W.scale2(series, t);
  if (large) {
    const halfPi = W.scale2(pi(W), -1);
    result = x.positive() ? W.sub(halfPi, result) : W.sub(W.neg(halfPi), result);
  }
  return outward(A, result);
}
