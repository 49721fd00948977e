/**
 * General simplex with bounds (Dutertre & de Moura, CAV 2006) over exact δ-rationals. Slack variables stand for linear
 * forms; every bound carries the SAT literal that asserted it so an infeasible row yields a small explanation (the
 * bounds of that row only). Bland's rule (smallest index first, for both the leaving and the entering variable) makes
 * the check terminate without cycling; pivots are counted against a budget, and every rational operation is charged to
 * the solve's meter by operand size (meter.ts), which also stops numbers from growing past its bit cap.
 */
import { gcd as bigGcd, Rational } from '../exact/rational.ts';
import { DQ } from './delta-rational.ts';
import type { Meter } from './meter';

interface Row {
  basic: number;
  coeffs: Map<number, Rational>;
}

export type SimplexCheck = { kind: 'sat' } | { kind: 'conflict'; lits: number[] } | { kind: 'budget' };

export class Simplex {
  n = 0;
  readonly isInt: boolean[] = [];
  readonly value: DQ[] = [];
  private readonly lo: (DQ | null)[] = [];
  private readonly hi: (DQ | null)[] = [];
  private readonly loLit: number[] = [];
  private readonly hiLit: number[] = [];
  /** Row index of a basic variable, -1 for non-basic ones. */
  private readonly rowOf: number[] = [];
  private readonly rows: Row[] = [];
  private readonly undo: { x: number; upper: boolean; bound: DQ | null; lit: number }[] = [];
  pivots = 0;

  constructor(
    private readonly maxPivots: number,
    private readonly meter: Meter,
  ) {}

  addVar(isInt: boolean): number {
    const x = this.n++;
    this.isInt.push(isInt);
    this.value.push(DQ.ZERO);
    this.lo.push(null);
    this.hi.push(null);
    this.loLit.push(-1);
    this.hiLit.push(-1);
    this.rowOf.push(-1);
    return x;
  }

  /** New basic variable s = Σ coeffs[x]·x over existing variables (basic ones are substituted away). */
  addSlack(coeffs: ReadonlyMap<number, Rational>, isInt: boolean): number {
    const row = new Map<number, Rational>();
    const addTo = (x: number, a: Rational) => {
      const r = (row.get(x) ?? Rational.ZERO).add(a);
      this.meter.chargeQ(r);
      if (r.isZero()) row.delete(x);
      else row.set(x, r);
    };
    for (const [x, a] of coeffs) {
      const ri = this.rowOf[x] as number;
      if (ri < 0) addTo(x, a);
      else for (const [y, b] of (this.rows[ri] as Row).coeffs) addTo(y, a.mul(b));
    }
    const s = this.addVar(isInt);
    let v = DQ.ZERO;
    for (const [x, a] of row) v = v.add((this.value[x] as DQ).scale(a));
    this.value[s] = v;
    this.rowOf[s] = this.rows.length;
    this.rows.push({ basic: s, coeffs: row });
    return s;
  }

  undoSize(): number {
    return this.undo.length;
  }

  restore(size: number): void {
    this.meter.charge(4 * (this.undo.length - size));
    while (this.undo.length > size) {
      const u = this.undo.pop() as { x: number; upper: boolean; bound: DQ | null; lit: number };
      if (u.upper) {
        this.hi[u.x] = u.bound;
        this.hiLit[u.x] = u.lit;
      } else {
        this.lo[u.x] = u.bound;
        this.loLit[u.x] = u.lit;
      }
    }
  }

  /** Asserts x ≤ b (upper) or x ≥ b; returns the literals of two contradicting bounds, or null. */
  assertBound(x: number, upper: boolean, b: DQ, lit: number): number[] | null {
    this.meter.charge(8);
    if (upper) {
      const cur = this.hi[x];
      if (cur && b.compare(cur) >= 0) return null;
      const l = this.lo[x];
      if (l && b.lt(l)) return [lit, this.loLit[x] as number];
      this.undo.push({ x, upper, bound: cur ?? null, lit: this.hiLit[x] as number });
      this.hi[x] = b;
      this.hiLit[x] = lit;
      if (this.rowOf[x] === -1 && (this.value[x] as DQ).gt(b)) this.update(x, b);
    } else {
      const cur = this.lo[x];
      if (cur && b.compare(cur) <= 0) return null;
      const h = this.hi[x];
      if (h && b.gt(h)) return [lit, this.hiLit[x] as number];
      this.undo.push({ x, upper, bound: cur ?? null, lit: this.loLit[x] as number });
      this.lo[x] = b;
      this.loLit[x] = lit;
      if (this.rowOf[x] === -1 && (this.value[x] as DQ).lt(b)) this.update(x, b);
    }
    return null;
  }

  /** Moves non-basic x to v, keeping every row equation true. */
  private update(x: number, v: DQ): void {
    const delta = v.sub(this.value[x] as DQ);
    this.meter.charge(2 * this.rows.length);
    for (const r of this.rows) {
      const a = r.coeffs.get(x);
      if (a) this.value[r.basic] = this.charged((this.value[r.basic] as DQ).add(delta.scale(a)), a);
    }
    this.value[x] = v;
  }

  /** Charges a DQ result (its two rational parts) computed with coefficient `a`, returning it. */
  private charged(v: DQ, a: Rational): DQ {
    this.meter.chargeQ(a);
    this.meter.chargeQ(v.c);
    if (!v.k.isZero()) this.meter.chargeQ(v.k);
    return v;
  }

  private pivotAndUpdate(xi: number, xj: number, v: DQ): void {
    const ri = this.rowOf[xi] as number;
    const row = this.rows[ri] as Row;
    const a = row.coeffs.get(xj) as Rational;
    const theta = this.charged(v.sub(this.value[xi] as DQ).div(a), a);
    this.value[xi] = v;
    this.value[xj] = this.charged((this.value[xj] as DQ).add(theta), a);
    this.meter.charge(2 * this.rows.length);
    for (const r of this.rows) {
      if (r === row) continue;
      const c = r.coeffs.get(xj);
      if (c) this.value[r.basic] = this.charged((this.value[r.basic] as DQ).add(theta.scale(c)), c);
    }
    // Pivot: xj = (1/a)·xi − Σ_{k≠j} (a_k/a)·x_k, then substitute xj in every other row.
    const inv = a.inv();
    const fresh = new Map<number, Rational>();
    fresh.set(xi, inv);
    for (const [k, ak] of row.coeffs) {
      if (k === xj) continue;
      const f = ak.mul(inv).neg();
      this.meter.chargeQ(f);
      fresh.set(k, f);
    }
    for (const r of this.rows) {
      if (r === row) continue;
      const c = r.coeffs.get(xj);
      if (!c) continue;
      r.coeffs.delete(xj);
      for (const [k, fk] of fresh) {
        const s = addProduct(r.coeffs.get(k), c, fk);
        this.meter.chargeQ(s);
        if (s.isZero()) r.coeffs.delete(k);
        else r.coeffs.set(k, s);
      }
    }
    row.basic = xj;
    row.coeffs = fresh;
    this.rowOf[xj] = ri;
    this.rowOf[xi] = -1;
    this.pivots++;
  }

  /** Restores feasibility or finds an infeasible row (its bounds are the explanation). */
  check(): SimplexCheck {
    for (;;) {
      this.meter.charge(4 * this.rows.length + 4);
      let xi = -1;
      let below = false;
      for (const r of this.rows) {
        const b = r.basic;
        if (xi !== -1 && b > xi) continue;
        const v = this.value[b] as DQ;
        const l = this.lo[b];
        const h = this.hi[b];
        if (l && v.lt(l)) {
          xi = b;
          below = true;
        } else if (h && v.gt(h)) {
          xi = b;
          below = false;
        }
      }
      if (xi === -1) return { kind: 'sat' };
      if (this.pivots >= this.maxPivots) return { kind: 'budget' };
      const row = this.rows[this.rowOf[xi] as number] as Row;
      this.meter.charge(8 * row.coeffs.size);
      let xj = -1;
      for (const [k, a] of row.coeffs) {
        if (xj !== -1 && k > xj) continue;
        const v = this.value[k] as DQ;
        // To raise xi: raise k when a > 0, lower it when a < 0 (and the reverse to lower xi).
        const raise = below === a.sign() > 0;
        const ok = raise ? !this.hi[k] || v.lt(this.hi[k] as DQ) : !this.lo[k] || v.gt(this.lo[k] as DQ);
        if (ok) xj = k;
      }
      if (xj === -1) {
        const lits = [below ? (this.loLit[xi] as number) : (this.hiLit[xi] as number)];
        for (const [k, a] of row.coeffs) {
          const raise = below === a.sign() > 0;
          lits.push(raise ? (this.hiLit[k] as number) : (this.loLit[k] as number));
        }
        return { kind: 'conflict', lits: lits.filter((l) => l >= 0) };
      }
      this.pivotAndUpdate(xi, xj, (below ? this.lo[xi] : this.hi[xi]) as DQ);
    }
  }

  private isFixed(x: number): boolean {
    const l = this.lo[x];
    const h = this.hi[x];
    return !!l && !!h && l.k.isZero() && h.k.isZero() && l.c.equals(h.c);
  }

  /**
   * GCD test on each row (the cut that branch and bound cannot find, e.g. x + y = 2z + 1 ∧ x = y): move the fixed
   * variables of the row equation to the constant side; if every other variable is an integer, the equation
   * Σ aᵢxᵢ = C has an integer solution only if gcd(aᵢ) divides C (after scaling to integers). If not, the bounds
   * that fix those variables are the explanation.
   */
  gcdTest(): number[] | null {
    for (const r of this.rows) {
      this.meter.charge(40 * (r.coeffs.size + 1));
      const terms: [number, Rational][] = [[r.basic, Rational.MINUS_ONE], ...r.coeffs];
      let constant = Rational.ZERO;
      const free: Rational[] = [];
      const lits: number[] = [];
      let applicable = true;
      for (const [x, a] of terms) {
        if (this.isFixed(x)) {
          constant = constant.sub(a.mul((this.lo[x] as DQ).c));
          lits.push(this.loLit[x] as number, this.hiLit[x] as number);
        } else if (this.isInt[x]) free.push(a);
        else {
          applicable = false;
          break;
        }
      }
      if (!applicable || free.length === 0 || lits.length === 0) continue;
      let lcm = constant.den;
      for (const a of free) lcm = (lcm / bigGcd(lcm, a.den)) * a.den;
      let g = 0n;
      for (const a of free) g = bigGcd(g, (a.num * lcm) / a.den);
      const c = (constant.num * lcm) / constant.den;
      if (g !== 0n && c % g !== 0n) return [...new Set(lits.filter((l) => l >= 0))];
    }
    return null;
  }

  /**
   * A positive δ small enough that every bound still holds when δ-rationals are made concrete
   * (for each bound l ≤ v with l.c < v.c and l.k > v.k: δ ≤ (v.c − l.c)/(l.k − v.k)); capped at 1.
   */
  concreteDelta(): Rational {
    this.meter.charge(40 * this.n);
    let delta = Rational.ONE;
    const consider = (small: DQ, big: DQ) => {
      if (small.c.lt(big.c) && big.k.lt(small.k)) {
        const d = big.c.sub(small.c).div(small.k.sub(big.k));
        if (d.lt(delta)) delta = d;
      }
    };
    for (let x = 0; x < this.n; x++) {
      const v = this.value[x] as DQ;
      const l = this.lo[x];
      const h = this.hi[x];
      if (l) consider(l, v);
      if (h) consider(v, h);
    }
    return delta;
  }
}

/**
 * x + a·b with one normalisation instead of two (`mul` then `add` each reduce by a gcd): the pivot's row update is most
 * of a dense simplex's CPU, and the result is the same canonical fraction either way.
 */
function addProduct(x: Rational | undefined, a: Rational, b: Rational): Rational {
  if (x === undefined || x.num === 0n) return a.mul(b);
  if (x.den === 1n && a.den === 1n && b.den === 1n) return Rational.of(x.num + a.num * b.num);
  const d = a.den * b.den;
  return Rational.of(x.num * d + a.num * b.num * x.den, x.den * d);
}
