/**
 * Real interval arithmetic over dyadic numbers (m·2^e, BigInt m) with outward rounding: every operation returns an
 * interval that contains the exact result for every choice of operands inside the operand intervals. This is what
 * lets the engine *prove* that two numbers differ (their difference's interval excludes 0) or that a value rounds
 * to a given double; agreement of approximations alone proves nothing.
 *
 * Precision `p` is the number of mantissa bits kept after each operation; the interval grows by at most one unit in
 * the last place per operation. Zero-width intervals arise only from exact arithmetic, so `[0, 0]` means exactly 0.
 */

import type { WorkBudget } from '../../budget.ts';
import { isqrt, type Rational } from '../../exact/rational.ts';

export interface Dyadic {
  readonly m: bigint;
  readonly e: number;
}

export const DZERO: Dyadic = { m: 0n, e: 0 };
export const DONE: Dyadic = { m: 1n, e: 0 };

/** Number of bits of |n| (0 for 0); fast for the sizes used here. */
export function bits(n: bigint): number {
  if (n < 0n) n = -n;
  if (n < 0x20000000000000n) {
    const x = Number(n);
    return x < 4294967296 ? 32 - Math.clz32(x) : 64 - Math.clz32(Math.floor(x / 4294967296));
  }
  if (n < (BLOCK_POWERS[1] as bigint)) return bitsBelow1e300(n);
  // Mantissas at the precision cap have thousands of bits, and this runs on every rounding: find the 960-bit block of
  // the top bit by comparisons (BigInt comparison reads the digit counts first) and read only that block, instead of
  // writing the whole number out as text.
  let j = 1;
  while (j < MAX_BLOCKS && n >= blockPower(j + 1)) j++;
  if (j === MAX_BLOCKS) {
    const h = n.toString(16);
    return (h.length - 1) * 4 + (32 - Math.clz32(Number.parseInt(h.charAt(0), 16)));
  }
  const s = j * BLOCK_BITS;
  return s + bits(n >> BigInt(s));
}

/** Rational.bitSize() (bits of numerator plus denominator) without writing the numbers out as binary text. */
export function rationalBits(r: Rational): number {
  return bits(r.num) + bits(r.den);
}

const BLOCK_BITS = 960;
/** 2^(960·j) for j < MAX_BLOCKS, made on first use (~60 KB at most). */
const MAX_BLOCKS = 64;
const BLOCK_POWERS: bigint[] = [1n, 1n << BigInt(BLOCK_BITS)];
function blockPower(j: number): bigint {
  for (let i = BLOCK_POWERS.length; i <= j; i++) BLOCK_POWERS.push(1n << BigInt(i * BLOCK_BITS));
  return BLOCK_POWERS[j] as bigint;
}

/** bits(n) for 2^53 ≤ n < 2^960 (a finite double). */
function bitsBelow1e300(n: bigint): number {
  // The double's exponent is right up to rounding at a power of two: correct it by comparing with powers of two
  // (comparisons allocate nothing, where shifting makes a new BigInt each time).
  const k = Math.floor(Math.log2(Number(n))) + 1;
  if (n >= pow2(k)) return k + 1;
  return n < pow2(k - 1) ? k - 1 : k;
}

/** 2^k for 0 ≤ k ≤ 961, made on first use. */
const POW2: bigint[] = [];
function pow2(k: number): bigint {
  let v = POW2[k];
  if (v === undefined) {
    v = 1n << BigInt(k);
    POW2[k] = v;
  }
  return v;
}

/**
 * floor(sqrt(n)) for n ≥ 0. Newton's iteration from above, started from the square root of n's top half (one more than
 * it, scaled back), so one or two divisions reach the answer instead of one per doubling of correct bits.
 */
export function isqrtFast(n: bigint): bigint {
  if (n < 0x20000000000000n) return isqrt(n);
  const k = Math.floor((bits(n) - 1) / 4);
  // h = isqrt(n / 4^k): (h + 1)^2 · 4^k > n, so the start is above sqrt(n) and the iteration decreases to isqrt(n).
  const h = isqrtFast(n >> BigInt(2 * k));
  let x = (h + 1n) << BigInt(k);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** Position of the highest set bit of a non-zero dyadic: |d| ∈ [2^top, 2^(top+1)). */
export function top(d: Dyadic): number {
  return bits(d.m) - 1 + d.e;
}

export function sign(d: Dyadic): number {
  return d.m === 0n ? 0 : d.m < 0n ? -1 : 1;
}

/** Rounds m·2^e to at most p mantissa bits, towards −∞ (down) or +∞ (up). */
export function round(m: bigint, e: number, p: number, up: boolean): Dyadic {
  const b = bits(m);
  if (b <= p) return m === 0n ? DZERO : { m, e };
  const k = b - p;
  const K = BigInt(k);
  const r = up ? -(-m >> K) : m >> K;
  return { m: r, e: e + k };
}

export function cmp(a: Dyadic, b: Dyadic): number {
  const sa = sign(a);
  const sb = sign(b);
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (sa === 0) return 0;
  const ta = top(a);
  const tb = top(b);
  if (ta !== tb) return (ta < tb ? -1 : 1) * sa;
  const e = Math.min(a.e, b.e);
  const x = a.m << BigInt(a.e - e);
  const y = b.m << BigInt(b.e - e);
  return x === y ? 0 : x < y ? -1 : 1;
}

function shiftExact(d: Dyadic, k: number): Dyadic {
  return d.m === 0n ? DZERO : { m: d.m, e: d.e + k };
}

/**
 * x + y rounded to p bits. When one operand is far below the other's last kept bit it is replaced by a tiny value
 * of the same sign that rounds identically, so 1 + 2^-1000000 never builds a million-bit integer.
 */
function addRound(x: Dyadic, y: Dyadic, p: number, up: boolean): Dyadic {
  if (y.m === 0n) return round(x.m, x.e, p, up);
  if (x.m === 0n) return round(y.m, y.e, p, up);
  let a = x;
  let b = y;
  if (top(b) > top(a)) [a, b] = [b, a];
  const g = Math.min(a.e, top(a) - p);
  if (top(b) < g - 2) b = { m: b.m < 0n ? -1n : 1n, e: g - 2 };
  const e = Math.min(a.e, b.e);
  const m = (a.m << BigInt(a.e - e)) + (b.m << BigInt(b.e - e));
  return round(m, e, p, up);
}

function mulRound(x: Dyadic, y: Dyadic, p: number, up: boolean): Dyadic {
  return round(x.m * y.m, x.e + y.e, p, up);
}

/** x / y (y ≠ 0) rounded to p bits in the given direction. */
export function divRound(x: Dyadic, y: Dyadic, p: number, up: boolean): Dyadic {
  if (x.m === 0n) return DZERO;
  const negative = x.m < 0n !== y.m < 0n;
  const ax = x.m < 0n ? -x.m : x.m;
  const ay = y.m < 0n ? -y.m : y.m;
  const s = Math.max(0, p + 2 + bits(ay) - bits(ax));
  const num = ax << BigInt(s);
  const q = num / ay;
  const inexact = q * ay !== num;
  const magnitudeUp = negative ? !up : up;
  const mag = inexact && magnitudeUp ? q + 1n : q;
  return round(negative ? -mag : mag, x.e - y.e - s, p, up);
}

export class Interval {
  constructor(
    readonly lo: Dyadic,
    readonly hi: Dyadic,
  ) {}

  static point(d: Dyadic): Interval {
    return new Interval(d, d);
  }
  static readonly ZERO = new Interval(DZERO, DZERO);
  static readonly ONE = new Interval(DONE, DONE);

  isPoint(): boolean {
    return cmp(this.lo, this.hi) === 0;
  }
  /** Exactly zero (only exact arithmetic produces [0, 0]). */
  isZero(): boolean {
    return this.lo.m === 0n && this.hi.m === 0n;
  }
  containsZero(): boolean {
    return sign(this.lo) <= 0 && sign(this.hi) >= 0;
  }
  positive(): boolean {
    return sign(this.lo) > 0;
  }
  negative(): boolean {
    return sign(this.hi) < 0;
  }
  nonNegative(): boolean {
    return sign(this.lo) >= 0;
  }
  /** Largest |x| over the interval. */
  magnitude(): Dyadic {
    const a = this.lo.m < 0n ? { m: -this.lo.m, e: this.lo.e } : this.lo;
    const b = this.hi.m < 0n ? { m: -this.hi.m, e: this.hi.e } : this.hi;
    return cmp(a, b) >= 0 ? a : b;
  }
  /** Smallest |x| over the interval (0 when it contains 0). */
  mignitude(): Dyadic {
    if (this.containsZero()) return DZERO;
    return this.positive() ? this.lo : { m: -this.hi.m, e: this.hi.e };
  }
  /** Lower and upper bounds as doubles (rounded outward only approximately: for display and heuristics). */
  approx(): number {
    return toDouble(this.lo) / 2 + toDouble(this.hi) / 2;
  }
}

/** A double approximating d (not rounded outward): used for choosing reductions, never for decisions. */
export function toDouble(d: Dyadic): number {
  if (d.m === 0n) return 0;
  const b = bits(d.m);
  const shift = b > 60 ? b - 60 : 0;
  const m = Number(d.m >> BigInt(shift));
  const e = d.e + shift;
  if (e > 2000) return m > 0 ? Infinity : -Infinity;
  if (e < -2200) return 0;
  return e < -1000 ? m * 2 ** (e + 500) * 2 ** -500 : m * 2 ** e;
}

export class NumericBudgetExceeded extends Error {}

/**
 * Arithmetic at one precision, charging its work to a budget: 8 units of fixed cost per operation plus one per 64-bit
 * word of precision (measured: ≈ 0.2–0.35 µs of CPU per unit from 64 to 8,192 bits).
 */
export class Arith {
  readonly cost: number;
  constructor(
    readonly p: number,
    readonly budget: WorkBudget,
  ) {
    this.cost = 8 + (p >> 6);
  }

  charge(units = 1): void {
    if (!this.budget.spend(units * this.cost)) throw new NumericBudgetExceeded();
  }

  fromRational(r: Rational): Interval {
    this.charge();
    const n: Dyadic = { m: r.num, e: 0 };
    if (r.den === 1n) return new Interval(round(r.num, 0, this.p, false), round(r.num, 0, this.p, true));
    const d: Dyadic = { m: r.den, e: 0 };
    return new Interval(divRound(n, d, this.p, false), divRound(n, d, this.p, true));
  }

  fromInt(n: bigint | number): Interval {
    const m = BigInt(n);
    return new Interval(round(m, 0, this.p, false), round(m, 0, this.p, true));
  }

  add(a: Interval, b: Interval): Interval {
    this.charge();
    return new Interval(addRound(a.lo, b.lo, this.p, false), addRound(a.hi, b.hi, this.p, true));
  }

  neg(a: Interval): Interval {
    return new Interval({ m: -a.hi.m, e: a.hi.e }, { m: -a.lo.m, e: a.lo.e });
  }

  sub(a: Interval, b: Interval): Interval {
    return this.add(a, this.neg(b));
  }

  mul(a: Interval, b: Interval): Interval {
    this.charge(2);
    const p = this.p;
    const an = a.nonNegative();
    const bn = b.nonNegative();
    const ap = sign(a.hi) <= 0;
    const bp = sign(b.hi) <= 0;
    if (an && bn) return new Interval(mulRound(a.lo, b.lo, p, false), mulRound(a.hi, b.hi, p, true));
    if (an && bp) return new Interval(mulRound(a.hi, b.lo, p, false), mulRound(a.lo, b.hi, p, true));
    if (ap && bn) return new Interval(mulRound(a.lo, b.hi, p, false), mulRound(a.hi, b.lo, p, true));
    if (ap && bp) return new Interval(mulRound(a.hi, b.hi, p, false), mulRound(a.lo, b.lo, p, true));
    const cands: Array<[Dyadic, Dyadic]> = [
      [a.lo, b.lo],
      [a.lo, b.hi],
      [a.hi, b.lo],
      [a.hi, b.hi],
    ];
    let lo: Dyadic | null = null;
    let hi: Dyadic | null = null;
    for (const [x, y] of cands) {
      const l = mulRound(x, y, p, false);
      const h = mulRound(x, y, p, true);
      if (lo === null || cmp(l, lo) < 0) lo = l;
      if (hi === null || cmp(h, hi) > 0) hi = h;
    }
    return new Interval(lo ?? DZERO, hi ?? DZERO);
  }

  /** a / n for a positive integer n. */
  divInt(a: Interval, n: number): Interval {
    this.charge();
    const d: Dyadic = { m: BigInt(n), e: 0 };
    return new Interval(divRound(a.lo, d, this.p, false), divRound(a.hi, d, this.p, true));
  }

  sqr(a: Interval): Interval {
    if (!a.containsZero() || a.isZero()) {
      const m = a.mignitude();
      const M = a.magnitude();
      this.charge(2);
      return new Interval(mulRound(m, m, this.p, false), mulRound(M, M, this.p, true));
    }
    const M = a.magnitude();
    this.charge();
    return new Interval(DZERO, mulRound(M, M, this.p, true));
  }

  /** a / b; the caller has checked that b excludes 0. */
  div(a: Interval, b: Interval): Interval {
    this.charge(2);
    const inv = new Interval(divRound(DONE, b.hi, this.p + 2, false), divRound(DONE, b.lo, this.p + 2, true));
    if (a.isPoint() && a.lo.m !== 0n && b.isPoint()) {
      return new Interval(divRound(a.lo, b.lo, this.p, false), divRound(a.lo, b.lo, this.p, true));
    }
    return this.mul(a, inv);
  }

  /** a · 2^k exactly. */
  scale2(a: Interval, k: number): Interval {
    return new Interval(shiftExact(a.lo, k), shiftExact(a.hi, k));
  }

  /** The interval widened to include x ± r (r ≥ 0). */
  widen(a: Interval, r: Dyadic): Interval {
    const ri = new Interval({ m: -r.m, e: r.e }, r);
    return this.add(a, ri);
  }

  hull(a: Interval, b: Interval): Interval {
    return new Interval(cmp(a.lo, b.lo) <= 0 ? a.lo : b.lo, cmp(a.hi, b.hi) >= 0 ? a.hi : b.hi);
  }

  /** Intersection with [lo, hi] (used to clamp sin/cos to [−1, 1]); the caller knows the result is non-empty. */
  clamp(a: Interval, lo: Dyadic, hi: Dyadic): Interval {
    return new Interval(cmp(a.lo, lo) < 0 ? lo : a.lo, cmp(a.hi, hi) > 0 ? hi : a.hi);
  }

  /** √a for a ≥ 0 (the caller checks the sign), rounded outward. */
  sqrt(a: Interval): Interval {
    this.charge(3);
    return new Interval(sqrtRound(a.lo, this.p, false), sqrtRound(a.hi, this.p, true));
  }

  /** a^n for an integer n ≥ 0 by repeated squaring (the caller handles negative n). */
  powInt(a: Interval, n: bigint): Interval {
    if (n === 0n) return Interval.ONE;
    if (n % 2n === 0n) return this.powInt(this.sqr(a), n / 2n);
    let result = a;
    let base = a;
    let k = n - 1n;
    while (k > 0n) {
      if (k % 2n === 1n) result = this.mul(result, base);
      k /= 2n;
      if (k > 0n) base = this.sqr(base);
    }
    return result;
  }
}

function sqrtRound(d: Dyadic, p: number, up: boolean): Dyadic {
  if (d.m === 0n) return DZERO;
  let m = d.m;
  let e = d.e;
  const want = 2 * p + 4;
  const extra = Math.max(0, want - bits(m));
  m <<= BigInt(extra);
  e -= extra;
  if (e % 2 !== 0) {
    m <<= 1n;
    e -= 1;
  }
  let r = isqrtFast(m);
  if (up && r * r !== m) r += 1n;
  return round(r, e / 2, p, up);
}
