/**
 * The one exact rational type of the engines: a reduced BigInt fraction with a positive denominator. The math prover,
 * the logic solver's simplex (tableau, bounds, models), consensus and the natural-language checks all compute with it,
 * so a value never changes representation between engines. Binary floating point never enters an exact path
 * (0.1 + 0.2 = 3/10 here, exactly).
 *
 * The arithmetic has fast paths for zero, one and integers, and computes small gcds on doubles: most simplex entries are
 * small, and BigInt division is far slower than Euclid on numbers below 2^53 (where doubles are exact).
 */

const SMALL = 2n ** 52n;

export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  if (a < SMALL && b < SMALL) {
    let x = Number(a);
    let y = Number(b);
    while (y !== 0) {
      const t = x % y;
      x = y;
      y = t;
    }
    return BigInt(x);
  }
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** Number of bits of |n| (0 for 0). */
export function bitLength(n: bigint): number {
  if (n < 0n) n = -n;
  return n === 0n ? 0 : n.toString(2).length;
}

export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static of(num: bigint, den: bigint = 1n): Rational {
    if (den === 0n) throw new RangeError('division by zero');
    if (den === 1n) return num === 0n ? Rational.ZERO : new Rational(num, 1n);
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num, den);
    return g === 1n ? new Rational(num, den) : new Rational(num / g, den / g);
  }

  static int(n: number | bigint): Rational {
    if (typeof n === 'number' && !Number.isSafeInteger(n)) throw new RangeError('not a safe integer');
    return Rational.of(typeof n === 'bigint' ? n : BigInt(n));
  }

  static readonly ZERO: Rational = new Rational(0n, 1n);
  static readonly ONE: Rational = new Rational(1n, 1n);
  static readonly MINUS_ONE: Rational = new Rational(-1n, 1n);

  /** Parses `12`, `-3`, `2.50`, `-.5`, `7/2` exactly; null for anything else. */
  static parse(text: string): Rational | null {
    const frac = /^(-?\d+)\/(\d+)$/.exec(text);
    if (frac) {
      const den = BigInt(frac[2] ?? '0');
      return den === 0n ? null : Rational.of(BigInt(frac[1] ?? '0'), den);
    }
    const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
    if (!m) return null;
    const ip = m[2] ?? '';
    const fp = m[3] ?? '';
    if (ip === '' && fp === '') return null;
    const digits = BigInt(ip + fp || '0');
    return Rational.of(m[1] === '-' ? -digits : digits, 10n ** BigInt(fp.length));
  }

  /** Parses an unsigned decimal literal with an optional exponent (`12`, `0.1`, `.5`, `1.5e-3`) exactly; null otherwise. */
  static parseDecimal(text: string, maxExponent = 400): Rational | null {
    const m = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,6}))?$/.exec(text);
    if (!m) return null;
    const intPart = m[1] ?? '';
    const fracPart = m[2] ?? '';
    if (intPart === '' && fracPart === '') return null;
    const exp = m[3] ? Number(m[3]) : 0;
    if (Math.abs(exp) > maxExponent) return null;
    const digits = BigInt(intPart + fracPart || '0');
    const scale = exp - fracPart.length;
    return scale >= 0 ? Rational.of(digits * 10n ** BigInt(scale)) : Rational.of(digits, 10n ** BigInt(-scale));
  }

  /** Converts a finite double exactly (every double is a dyadic rational); null for NaN and infinities. */
  static fromNumber(x: number): Rational | null {
    if (!Number.isFinite(x)) return null;
    if (Number.isInteger(x)) return Rational.of(BigInt(x));
    let den = 1n;
    let v = x;
    while (!Number.isInteger(v)) {
      v *= 2;
      den *= 2n;
    }
    return Rational.of(BigInt(v), den);
  }

  isZero(): boolean {
    return this.num === 0n;
  }
  isOne(): boolean {
    return this.num === 1n && this.den === 1n;
  }
  isInteger(): boolean {
    return this.den === 1n;
  }
  sign(): number {
    return this.num === 0n ? 0 : this.num < 0n ? -1 : 1;
  }

  add(o: Rational): Rational {
    if (o.num === 0n) return this;
    if (this.num === 0n) return o;
    if (this.den === 1n && o.den === 1n) return Rational.of(this.num + o.num);
    if (this.den === o.den) return Rational.of(this.num + o.num, this.den);
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Rational): Rational {
    if (o.num === 0n) return this;
    return this.add(o.neg());
  }
  neg(): Rational {
    return this.num === 0n ? this : new Rational(-this.num, this.den);
  }
  mul(o: Rational): Rational {
    if (this.num === 0n || o.num === 0n) return Rational.ZERO;
    if (o.den === 1n && o.num === 1n) return this;
    if (this.den === 1n && this.num === 1n) return o;
    if (this.den === 1n && o.den === 1n) return new Rational(this.num * o.num, 1n);
    return Rational.of(this.num * o.num, this.den * o.den);
  }
  div(o: Rational): Rational {
    if (o.num === 0n) throw new RangeError('division by zero');
    return Rational.of(this.num * o.den, this.den * o.num);
  }
  inv(): Rational {
    return Rational.of(this.den, this.num);
  }
  /** Integer power. The caller bounds `e` (and so the size of the result) before calling. */
  pow(e: number): Rational {
    if (!Number.isSafeInteger(e)) throw new RangeError('integer exponent expected');
    if (e === 0) return Rational.ONE;
    if (e < 0) {
      if (this.num === 0n) throw new RangeError('division by zero');
      return Rational.of(this.den ** BigInt(-e), this.num ** BigInt(-e));
    }
    return Rational.of(this.num ** BigInt(e), this.den ** BigInt(e));
  }
  abs(): Rational {
    return this.num < 0n ? this.neg() : this;
  }
  floor(): Rational {
    if (this.den === 1n) return this;
    // BigInt division truncates toward zero; adjust for negatives.
    const q = this.num / this.den;
    return Rational.of(this.num < 0n ? q - 1n : q);
  }
  ceil(): Rational {
    if (this.den === 1n) return this;
    const q = this.num / this.den;
    return Rational.of(this.num > 0n ? q + 1n : q);
  }

  compare(o: Rational): number {
    if (this.den === o.den) return this.num === o.num ? 0 : this.num < o.num ? -1 : 1;
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l === r ? 0 : l < r ? -1 : 1;
  }
  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }
  lt(o: Rational): boolean {
    return this.compare(o) < 0;
  }
  le(o: Rational): boolean {
    return this.compare(o) <= 0;
  }

  /** Bit length of numerator plus denominator: the cost measure used for size caps. */
  bitSize(): number {
    return bitLength(this.num) + bitLength(this.den);
  }

  /**
   * The nearest double, correctly rounded (ties to even) at every magnitude: subnormals round like IEEE 754, values
   * beyond the double range give ±Infinity and values below half the smallest subnormal give ±0.
   */
  toNumber(): number {
    return roundToDouble(this.num, this.den);
  }

  /** The exact square root when this is the square of a rational, else null (also for negatives). */
  sqrtExact(): Rational | null {
    if (this.num < 0n) return null;
    const rn = isqrt(this.num);
    if (rn * rn !== this.num) return null;
    const rd = isqrt(this.den);
    return rd * rd === this.den ? Rational.of(rn, rd) : null;
  }

  /** The exact real `n`-th root (n ≥ 1; odd n also for negatives) when it is rational, else null. */
  rootExact(n: number): Rational | null {
    if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('root index must be a positive integer');
    if (n === 1) return this;
    if (this.num < 0n) {
      if (n % 2 === 0) return null;
      const r = this.neg().rootExact(n);
      return r ? r.neg() : null;
    }
    const rn = iroot(this.num, n);
    if (rn ** BigInt(n) !== this.num) return null;
    const rd = iroot(this.den, n);
    return rd ** BigInt(n) === this.den ? Rational.of(rn, rd) : null;
  }

  /** `3`, `-1/3`. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /** Decimal string with up to `digits` digits after the point (truncated towards zero; exact when it terminates). */
  toDecimal(digits = 30): string {
    const neg = this.num < 0n;
    const n = neg ? -this.num : this.num;
    const intPart = n / this.den;
    let rem = n % this.den;
    let frac = '';
    for (let i = 0; i < digits && rem !== 0n; i++) {
      rem *= 10n;
      frac += (rem / this.den).toString();
      rem %= this.den;
    }
    return `${neg ? '-' : ''}${intPart}${frac ? `.${frac}` : ''}`;
  }

  /**
   * Decimal text when the expansion terminates within `maxDigits` fractional digits (denominator 2^a·5^b), otherwise
   * the exact fraction: `7/2` → "3.5", `1/3` → "1/3", `-5/4` → "-1.25".
   */
  toModelString(maxDigits = 30): string {
    if (this.den === 1n) return this.num.toString();
    const digits = this.decimalPlaces();
    if (digits === null || digits > maxDigits) return this.toString();
    const s = this.decimalDigits(digits).padStart(digits + 1, '0');
    const body = `${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}`;
    return this.num < 0n ? `-${body}` : body;
  }

  /** How many fractional digits the decimal expansion has when it terminates (denominator 2^a·5^b), else null. */
  decimalPlaces(): number | null {
    let d = this.den;
    let twos = 0;
    let fives = 0;
    while (d % 2n === 0n) {
      d /= 2n;
      twos++;
    }
    while (d % 5n === 0n) {
      d /= 5n;
      fives++;
    }
    return d === 1n ? Math.max(twos, fives) : null;
  }

  /** The digits of |this| · 10^places, truncated: with `decimalPlaces()`, the terminating expansion without its point. */
  decimalDigits(places: number): string {
    return (((this.num < 0n ? -this.num : this.num) * 10n ** BigInt(places)) / this.den).toString();
  }
}

/** floor(sqrt(n)) for n ≥ 0, by Newton's iteration on BigInts. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('square root of a negative number');
  if (n < 2n) return n;
  if (n < 2n ** 52n) {
    let r = BigInt(Math.floor(Math.sqrt(Number(n))));
    while (r * r > n) r--;
    while ((r + 1n) * (r + 1n) <= n) r++;
    return r;
  }
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** floor(n^(1/k)) for n ≥ 0 and k ≥ 1. */
export function iroot(n: bigint, k: number): bigint {
  if (n < 2n || k === 1) return n;
  const K = BigInt(k);
  let x = 1n << BigInt(Math.ceil(bitLength(n) / k) + 1);
  for (;;) {
    const y = ((K - 1n) * x + n / x ** (K - 1n)) / K;
    if (y >= x) break;
    x = y;
  }
  while (x ** K > n) x--;
  while ((x + 1n) ** K <= n) x++;
  return x;
}

/** num/den (den > 0) rounded to the nearest double, ties to even, with IEEE 754 subnormals, overflow and underflow. */
function roundToDouble(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  const negative = num < 0n;
  const n = negative ? -num : num;
  // Scale so the integer quotient q has at least 55 bits; the remainder is kept as a sticky bit.
  const shift = 55 - (bitLength(n) - bitLength(den));
  const scaledN = shift > 0 ? n << BigInt(shift) : n;
  const scaledD = shift < 0 ? den << BigInt(-shift) : den;
  const q = scaledN / scaledD;
  const sticky = q * scaledD !== scaledN;
  // value = (q + sticky) · 2^-shift; its binary exponent is top.
  const top = bitLength(q) - 1 - shift;
  if (top > 1023) return negative ? -Infinity : Infinity;
  // Bits of precision available: 53 for normal numbers, fewer for subnormals (the smallest is 2^-1074).
  const keep = top >= -1022 ? 53 : 53 - (-1022 - top);
  if (keep < 0) return negative ? -0 : 0;
  const drop = bitLength(q) - keep;
  let m = q >> BigInt(drop);
  const rest = q - (m << BigInt(drop));
  const half = 1n << BigInt(drop - 1);
  if (rest > half || (rest === half && (sticky || (m & 1n) === 1n))) m += 1n;
  const exponent = drop - shift;
  // m ≤ 2^53 is exact as a double; scaling by a power of two is exact whenever the result is representable.
  const value = exponent < -1000 ? Number(m) * 2 ** (exponent + 200) * 2 ** -200 : Number(m) * 2 ** exponent;
  return negative ? -value : value;
}
