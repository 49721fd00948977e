import { Rational } from '../exact/rational.ts';

/** δ-rational `c + k·δ` for an arbitrarily small positive δ; compared lexicographically. */
export class DQ {
  readonly c: Rational;
  readonly k: Rational;

  constructor(c: Rational, k: Rational = Rational.ZERO) {
    this.c = c;
    this.k = k;
  }

  static readonly ZERO: DQ = new DQ(Rational.ZERO, Rational.ZERO);

  add(o: DQ): DQ {
    return new DQ(this.c.add(o.c), this.k.add(o.k));
  }
  sub(o: DQ): DQ {
    return new DQ(this.c.sub(o.c), this.k.sub(o.k));
  }
  scale(q: Rational): DQ {
    return new DQ(this.c.mul(q), this.k.mul(q));
  }
  div(q: Rational): DQ {
    return new DQ(this.c.div(q), this.k.div(q));
  }
  compare(o: DQ): number {
    const r = this.c.compare(o.c);
    return r !== 0 ? r : this.k.compare(o.k);
  }
  lt(o: DQ): boolean {
    return this.compare(o) < 0;
  }
  gt(o: DQ): boolean {
    return this.compare(o) > 0;
  }
  isIntegral(): boolean {
    return this.k.isZero() && this.c.isInteger();
  }
  /** Concrete value for a chosen δ. */
  at(delta: Rational): Rational {
    return this.k.isZero() ? this.c : this.c.add(this.k.mul(delta));
  }
  toString(): string {
    return this.k.isZero() ? this.c.toString() : `${this.c.toString()}+${this.k.toString()}δ`;
  }
}
