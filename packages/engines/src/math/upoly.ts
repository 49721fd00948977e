/**
 * Univariate polynomials with exact rational coefficients: arithmetic, gcd, square-free part, Sturm sequences (the
 * exact number of distinct real roots in an interval), root isolation by bisection and the rational roots. Used to
 * decide stated solution sets and eigenvalues exactly. Every coefficient operation is charged to the work budget.
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { rationalBits } from './numeric/interval.ts';
import { type AtomTable, BudgetExceeded, type Poly } from './polynomial.ts';

/** Largest degree handled (characteristic polynomials of 8×8 matrices; squared-out radical equations). */
export const MAX_DEGREE = 32;

export class UPoly {
  /** Coefficients by degree, without trailing zeros (the zero polynomial has none). */
  readonly c: readonly Rational[];

  constructor(coefs: readonly Rational[]) {
    const c = [...coefs];
    while (c.length > 0 && (c[c.length - 1] as Rational).isZero()) c.pop();
    this.c = c;
  }

  static constant(r: Rational): UPoly {
    return new UPoly([r]);
  }
  static x(): UPoly {
    return new UPoly([Rational.ZERO, Rational.ONE]);
  }

  get degree(): number {
    return this.c.length - 1;
  }
  isZero(): boolean {
    return this.c.length === 0;
  }
  lead(): Rational {
    return this.c[this.c.length - 1] ?? Rational.ZERO;
  }
  coef(i: number): Rational {
    return this.c[i] ?? Rational.ZERO;
  }

  add(o: UPoly, budget: WorkBudget): UPoly {
    charge(budget, Math.max(this.c.length, o.c.length));
    const n = Math.max(this.c.length, o.c.length);
    return new UPoly(Array.from({ length: n }, (_, i) => this.coef(i).add(o.coef(i))));
  }
  sub(o: UPoly, budget: WorkBudget): UPoly {
    return this.add(o.scale(Rational.MINUS_ONE), budget);
  }
  scale(r: Rational): UPoly {
    return new UPoly(this.c.map((x) => x.mul(r)));
  }
  mul(o: UPoly, budget: WorkBudget): UPoly {
    if (this.isZero() || o.isZero()) return new UPoly([]);
    if (this.degree + o.degree > MAX_DEGREE * 2) throw new BudgetExceeded();
    charge(budget, this.c.length * o.c.length);
    const out = Array.from({ length: this.c.length + o.c.length - 1 }, () => Rational.ZERO);
    this.c.forEach((a, i) => {
      o.c.forEach((b, j) => {
        out[i + j] = (out[i + j] as Rational).add(a.mul(b));
      });
    });
    return new UPoly(out);
  }
  derivative(): UPoly {
    return new UPoly(this.c.slice(1).map((x, i) => x.mul(Rational.int(i + 1))));
  }
  /** Euclidean division: [quotient, remainder]. */
  divmod(o: UPoly, budget: WorkBudget): [UPoly, UPoly] {
    if (o.isZero()) throw new RangeError('division by the zero polynomial');
    const r = [...this.c];
    const q = Array.from({ length: Math.max(0, this.c.length - o.c.length + 1) }, () => Rational.ZERO);
    const lead = o.lead();
    for (let i = r.length - 1; i >= o.c.length - 1; i--) {
      const f = (r[i] as Rational).div(lead);
      if (f.isZero()) continue;
      q[i - o.c.length + 1] = f;
      charge(budget, o.c.length);
      for (let j = 0; j < o.c.length; j++) {
        const k = i - o.c.length + 1 + j;
        r[k] = (r[k] as Rational).sub(f.mul(o.coef(j)));
        if (rationalBits(r[k] as Rational) > 20_000) throw new BudgetExceeded();
      }
    }
    return [new UPoly(q), new UPoly(r.slice(0, Math.max(0, o.c.length - 1)))];
  }
  monic(): UPoly {
    return this.isZero() ? this : this.scale(Rational.ONE.div(this.lead()));
  }
  gcd(o: UPoly, budget: WorkBudget): UPoly {
    let a: UPoly = this;
    let b: UPoly = o;
    while (!b.isZero()) {
      const [, r] = a.divmod(b, budget);
      a = b;
      b = r.monic();
    }
    return a.monic();
  }
  /** The product of the distinct irreducible factors: same roots, each simple. */
  squarefree(budget: WorkBudget): UPoly {
    if (this.degree <= 0) return this;
    const g = this.gcd(this.derivative(), budget);
    return this.divmod(g, budget)[0].monic();
  }
  eval(x: Rational): Rational {
    let acc = Rational.ZERO;
    for (let i = this.c.length - 1; i >= 0; i--) acc = acc.mul(x).add(this.c[i] as Rational);
    return acc;
  }
  /** p(q(x)) by Horner's rule. */
  compose(q: UPoly, budget: WorkBudget): UPoly {
    let acc = new UPoly([]);
    for (let i = this.c.length - 1; i >= 0; i--) acc = acc.mul(q, budget).add(UPoly.constant(this.c[i] as Rational), budget);
    return acc;
  }
  /** Sign at x (x = ±Infinity allowed). */
  signAt(x: Rational | 1 | -1): number {
    if (this.isZero()) return 0;
    if (x === 1 || x === -1) return this.lead().sign() * (this.degree % 2 === 0 ? 1 : x);
    return this.eval(x).sign();
  }
}

function charge(budget: WorkBudget, units: number): void {
  if (!budget.spend(4 * units)) throw new BudgetExceeded();
}

/** The Sturm sequence of a square-free polynomial. */
export function sturm(p: UPoly, budget: WorkBudget): UPoly[] {
  const seq = [p, p.derivative()];
  while (!(seq[seq.length - 1] as UPoly).isZero() && (seq[seq.length - 1] as UPoly).degree > 0) {
    const a = seq[seq.length - 2] as UPoly;
    const b = seq[seq.length - 1] as UPoly;
    const r = a.divmod(b, budget)[1];
    if (r.isZero()) break;
    seq.push(r.scale(Rational.MINUS_ONE));
  }
  return seq.filter((q) => !q.isZero());
}

function variations(seq: UPoly[], x: Rational | 1 | -1): number {
  let count = 0;
  let last = 0;
  for (const q of seq) {
    const s = q.signAt(x);
    if (s === 0) continue;
    if (last !== 0 && s !== last) count++;
    last = s;
  }
  return count;
}

/** Distinct real roots of the square-free p in (a, b] (a, b may be ±Infinity as −1 / 1). */
export function countRoots(seq: UPoly[], a: Rational | -1, b: Rational | 1): number {
  return variations(seq, a) - variations(seq, b);
}

/** A bound B with every real root in (−B, B) (Cauchy). */
export function rootBound(p: UPoly): Rational {
  let m = Rational.ZERO;
  const lead = p.lead().abs();
  for (const x of p.c.slice(0, -1)) {
    const r = x.abs().div(lead);
    if (m.lt(r)) m = r;
  }
  return m.add(Rational.ONE);
}

/**
 * Disjoint intervals (lo, hi] each holding exactly one real root of the square-free p, narrowed until each is
 * narrower than `width`. A root at an endpoint is found exactly (p(lo) = 0 gives a point interval).
 */
export function isolateRoots(p: UPoly, width: Rational, budget: WorkBudget): Array<[Rational, Rational]> {
  const seq = sturm(p, budget);
  const B = rootBound(p);
  const out: Array<[Rational, Rational]> = [];
  const stack: Array<[Rational, Rational]> = [[B.neg(), B]];
  while (stack.length > 0) {
    const [lo, hi] = stack.pop() as [Rational, Rational];
    const n = countRoots(seq, lo, hi);
    if (n === 0) continue;
    if (!budget.spend(8 * seq.length)) throw new BudgetExceeded();
    if (n === 1 && hi.sub(lo).le(width)) {
      out.push([lo, hi]);
      continue;
    }
    if (n === 1 && p.eval(hi).isZero()) {
      out.push([hi, hi]);
      continue;
    }
    const mid = lo.add(hi).div(Rational.int(2));
    stack.push([mid, hi], [lo, mid]);
  }
  return out.sort((x, y) => x[0].compare(y[0]));
}

/** The rational roots of p (rational root theorem on the integer form), when its end coefficients are small. */
export function rationalRoots(p: UPoly, budget: WorkBudget): Rational[] | null {
  if (p.degree <= 0) return [];
  // Scale to integers.
  let den = 1n;
  for (const x of p.c) den = lcm(den, x.den);
  const ints = p.c.map((x) => (x.num * den) / x.den);
  let low = 0;
  while (ints[low] === 0n) low++;
  const roots: Rational[] = low > 0 ? [Rational.ZERO] : [];
  const a0 = abs(ints[low] as bigint);
  const an = abs(ints[ints.length - 1] as bigint);
  if (a0 > 10n ** 12n || an > 10n ** 12n) return null;
  const ps = divisors(a0, budget);
  const qs = divisors(an, budget);
  if (!ps || !qs) return null;
  const seen = new Set<string>();
  for (const a of ps) {
    for (const b of qs) {
      for (const s of [1n, -1n]) {
        const r = Rational.of(s * a, b);
        const key = r.toString();
        if (seen.has(key)) continue;
        seen.add(key);
        if (!budget.spend(p.c.length * 2)) throw new BudgetExceeded();
        if (p.eval(r).isZero()) roots.push(r);
      }
    }
  }
  return roots.sort((x, y) => x.compare(y));
}

function divisors(n: bigint, budget: WorkBudget): bigint[] | null {
  const out: bigint[] = [];
  let i = 1n;
  for (; i * i <= n; i++) {
    if (!budget.spend(1)) throw new BudgetExceeded();
    if (i > 2_000_000n) return null;
    if (n % i === 0n) {
      out.push(i);
      if (i * i !== n) out.push(n / i);
    }
  }
  return out.length > 4096 ? null : out;
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}
function gcdInt(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
function lcm(a: bigint, b: bigint): bigint {
  return (a / gcdInt(a, b)) * b;
}

/** The univariate rational polynomial of a normal-form polynomial whose only atom is the variable x; else null. */
export function univariate(p: Poly, table: AtomTable, x: string): UPoly | null {
  const coefs: Rational[] = [];
  for (const t of p.values()) {
    let deg = 0;
    for (const [id, e] of t.mono) {
      if (table.get(id).key !== `v:${x}` || e < 0) return null;
      deg = e;
    }
    if (deg > MAX_DEGREE) return null;
    coefs[deg] = (coefs[deg] ?? Rational.ZERO).add(t.coef);
  }
  return new UPoly(Array.from({ length: coefs.length }, (_, i) => coefs[i] ?? Rational.ZERO));
}
