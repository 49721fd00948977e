/**
 * Exact rational numbers on BigInt. Used where binary floating point would decide wrongly
 * (0.1 + 0.2 = 0.3 is true here and exactly so), by the consensus "rational" engine and by the
 * polynomial normal form of the identity prover. Always kept reduced with a positive denominator.
 */
export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static of(num: bigint, den: bigint = 1n): Rational {
    if (den === 0n) throw new RangeError('division by zero');
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num < 0n ? -num : num, den);
    return g > 1n ? new Rational(num / g, den / g) : new Rational(num, den);
  }

  static readonly ZERO = Rational.of(0n);
  static readonly ONE = Rational.of(1n);

  static fromInt(n: number): Rational {
    if (!Number.isSafeInteger(n)) throw new RangeError('not a safe integer');
    return Rational.of(BigInt(n));
  }

  /** Parses a plain decimal literal (`12`, `0.1`, `.5`, `1.5e-3`) exactly. Returns null for anything else. */
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

  /** Converts a finite double exactly (every double is a dyadic rational). */
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
    if (this.den === o.den) return Rational.of(this.num + o.num, this.den);
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Rational): Rational {
    return this.add(o.neg());
  }
  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }
  div(o: Rational): Rational {
    if (o.num === 0n) throw new RangeError('division by zero');
    return Rational.of(this.num * o.den, this.den * o.num);
  }
  neg(): Rational {
    return new Rational(-this.num, this.den);
  }
  /** Integer power. The caller bounds `e` (and the size of the result) before calling. */
  pow(e: number): Rational {
    if (!Number.isSafeInteger(e)) throw new RangeError('integer exponent expected');
    if (e === 0) return Rational.ONE;
    if (e < 0) {
      if (this.num === 0n) throw new RangeError('division by zero');
      return Rational.of(this.den ** BigInt(-e), this.num ** BigInt(-e));
    }
    return Rational.of(this.num ** BigInt(e), this.den ** BigInt(e));
  }
  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }
  compare(o: Rational): number {
    const d = this.num * o.den - o.num * this.den;
    return d === 0n ? 0 : d < 0n ? -1 : 1;
  }
  /** Bit length of numerator plus denominator: the cost measure used for size caps. */
  bitSize(): number {
    return bitLength(this.num < 0n ? -this.num : this.num) + bitLength(this.den);
  }

  toNumber(): number {
    // Scale so that both parts fit a double before dividing, keeping ~17 significant digits.
    const n = this.num;
    const d = this.den;
    const nb = bitLength(n < 0n ? -n : n);
    const db = bitLength(d);
    if (nb < 1000 && db < 1000) return Number(n) / Number(d);
    const shift = Math.max(nb, db) - 900;
    const sn = Number(n >> BigInt(Math.max(0, shift)));
    const sd = Number(d >> BigInt(Math.max(0, shift)));
    return sd === 0 ? (n < 0n ? -Infinity : Infinity) : sn / sd;
  }

  /** `3`, `-1/3`. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /** Decimal string with `digits` significant digits after the point (truncated towards zero, exact when terminating). */
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
    return `${neg ? '-' : ''}${intPart}${frac ? '.' + frac : ''}`;
  }
}

export function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(16).length * 4;
}
