/**
 * Exact rationals on BigInt for the logic engine (simplex tableau, bounds, model re-checking), plus δ-rationals
 * `c + k·δ` that stand for "c plus an infinitesimal multiple of δ" so strict bounds (x > 3 as x ≥ 3 + δ) can be handled
 * by a simplex that only knows non-strict bounds (Dutertre & de Moura 2006, §3.3).
 * Kept separate from math/rational.ts on purpose: this folder is self-contained and its hot paths avoid allocation
 * where an operand is zero or an integer.
 */

const SMALL = 2n ** 52n;

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  // Most tableau entries are small: Euclid on doubles is exact below 2^53 and far cheaper than BigInt division.
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

export function bigGcd(a: bigint, b: bigint): bigint {
  return gcd(a, b);
}

/** Immutable reduced fraction with a positive denominator. */
export class Q {
  readonly n: bigint;
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }

  static of(n: bigint, d: bigint = 1n): Q {
    if (d === 0n) throw new RangeError('division by zero');
    if (d === 1n) return n === 0n ? Q.ZERO : new Q(n, 1n);
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d);
    return g === 1n ? new Q(n, d) : new Q(n / g, d / g);
  }

  static int(n: number | bigint): Q {
    return Q.of(typeof n === 'bigint' ? n : BigInt(n));
  }

  static readonly ZERO: Q = new Q(0n, 1n);
  static readonly ONE: Q = new Q(1n, 1n);
  static readonly MINUS_ONE: Q = new Q(-1n, 1n);

  /** Parses `12`, `-3`, `2.50`, `-.5`, `7/2` exactly; returns null for anything else. */
  static parse(text: string): Q | null {
    const frac = /^(-?\d+)\/(\d+)$/.exec(text);
    if (frac) {
      const den = BigInt(frac[2] ?? '0');
      return den === 0n ? null : Q.of(BigInt(frac[1] ?? '0'), den);
    }
    const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
    if (!m) return null;
    const ip = m[2] ?? '';
    const fp = m[3] ?? '';
    if (ip === '' && fp === '') return null;
    const digits = BigInt(ip + fp || '0');
    const signed = m[1] === '-' ? -digits : digits;
    return Q.of(signed, 10n ** BigInt(fp.length));
  }

  isZero(): boolean {
    return this.n === 0n;
  }
  isInt(): boolean {
    return this.d === 1n;
  }
  sign(): number {
    return this.n === 0n ? 0 : this.n < 0n ? -1 : 1;
  }

  add(o: Q): Q {
    if (o.n === 0n) return this;
    if (this.n === 0n) return o;
    if (this.d === 1n && o.d === 1n) return Q.of(this.n + o.n);
    if (this.d === o.d) return Q.of(this.n + o.n, this.d);
    return Q.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Q): Q {
    if (o.n === 0n) return this;
    return this.add(o.neg());
  }
  neg(): Q {
    return this.n === 0n ? this : new Q(-this.n, this.d);
  }
  mul(o: Q): Q {
    if (this.n === 0n || o.n === 0n) return Q.ZERO;
    if (o.d === 1n && o.n === 1n) return this;
    if (this.d === 1n && this.n === 1n) return o;
    if (this.d === 1n && o.d === 1n) return new Q(this.n * o.n, 1n);
    return Q.of(this.n * o.n, this.d * o.d);
  }
  div(o: Q): Q {
    if (o.n === 0n) throw new RangeError('division by zero');
    return Q.of(this.n * o.d, this.d * o.n);
  }
  inv(): Q {
    return Q.of(this.d, this.n);
  }
  cmp(o: Q): number {
    if (this.d === o.d) return this.n === o.n ? 0 : this.n < o.n ? -1 : 1;
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l === r ? 0 : l < r ? -1 : 1;
  }
  eq(o: Q): boolean {
    return this.n === o.n && this.d === o.d;
  }
  lt(o: Q): boolean {
    return this.cmp(o) < 0;
  }
  le(o: Q): boolean {
    return this.cmp(o) <= 0;
  }
  floor(): Q {
    if (this.d === 1n) return this;
    // BigInt division truncates toward zero; adjust for negatives.
    const q = this.n / this.d;
    return Q.of(this.n < 0n ? q - 1n : q);
  }
  ceil(): Q {
    if (this.d === 1n) return this;
    const q = this.n / this.d;
    return Q.of(this.n > 0n ? q + 1n : q);
  }
  abs(): Q {
    return this.n < 0n ? this.neg() : this;
  }

  /** `7/2`, `-3`, `0`. */
  toFraction(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }

  /**
   * Decimal text when the expansion terminates within `maxDigits` fractional digits (denominator of the form 2^a·5^b),
   * otherwise the exact fraction. `7/2` → "3.5", `1/3` → "1/3", `-5/4` → "-1.25".
   */
  toModelString(maxDigits = 30): string {
    if (this.d === 1n) return this.n.toString();
    let d = this.d;
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
    const digits = Math.max(twos, fives);
    if (d !== 1n || digits > maxDigits) return this.toFraction();
    const scaled = ((this.n < 0n ? -this.n : this.n) * 10n ** BigInt(digits)) / this.d;
    const s = scaled.toString().padStart(digits + 1, '0');
    const body = `${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}`;
    return this.n < 0n ? `-${body}` : body;
  }

  toString(): string {
    return this.toFraction();
  }
}

/** δ-rational `c + k·δ` for an arbitrarily small positive δ; compared lexicographically. */
export class DQ {
  readonly c: Q;
  readonly k: Q;

  constructor(c: Q, k: Q = Q.ZERO) {
    this.c = c;
    this.k = k;
  }

  static readonly ZERO: DQ = new DQ(Q.ZERO, Q.ZERO);

  add(o: DQ): DQ {
    return new DQ(this.c.add(o.c), this.k.add(o.k));
  }
  sub(o: DQ): DQ {
    return new DQ(this.c.sub(o.c), this.k.sub(o.k));
  }
  scale(q: Q): DQ {
    return new DQ(this.c.mul(q), this.k.mul(q));
  }
  div(q: Q): DQ {
    return new DQ(this.c.div(q), this.k.div(q));
  }
  cmp(o: DQ): number {
    const r = this.c.cmp(o.c);
    return r !== 0 ? r : this.k.cmp(o.k);
  }
  lt(o: DQ): boolean {
    return this.cmp(o) < 0;
  }
  gt(o: DQ): boolean {
    return this.cmp(o) > 0;
  }
  isIntegral(): boolean {
    return this.k.isZero() && this.c.isInt();
  }
  /** Concrete value for a chosen δ. */
  at(delta: Q): Q {
    return this.k.isZero() ? this.c : this.c.add(this.k.mul(delta));
  }
  toString(): string {
    return this.k.isZero() ? this.c.toFraction() : `${this.c.toFraction()}+${this.k.toFraction()}δ`;
  }
}
