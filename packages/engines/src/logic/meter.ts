/**
 * One work meter per solve. Every phase after parsing (presolve, encoding, SAT search, simplex, branch and bound) charges
 * the work it does, in units of roughly one clause visit, and stops with `WorkExhausted` when the request's budget is
 * spent; the engine then answers UNKNOWN. workerd freezes clocks during CPU work, so this is counted, never timed.
 *
 * Rational arithmetic is charged by operand size: an operation on numbers below 2^32 costs a few hundred nanoseconds,
 * one on 512-bit fractions a few hundred times that (BigInt Euclid in the gcd). The weights follow that curve so one
 * unit costs about the same CPU whatever the numbers are, and numbers larger than `MAX_BITS` stop the solve (UNKNOWN)
 * instead of making one operation arbitrarily slow.
 */
import { WorkBudget } from '../budget.ts';
import type { Rational } from '../exact/rational.ts';

export class WorkExhausted extends Error {
  constructor(readonly phase: string) {
    super(`work budget exhausted during ${phase}`);
    this.name = 'WorkExhausted';
  }
}

/** Bit size beyond which a tableau number stops the solve. */
export const MAX_BITS = 512;
const LIMIT = 1n << BigInt(MAX_BITS);
const B32 = 1n << 32n;
const B64 = 1n << 64n;
const B128 = 1n << 128n;
const B256 = 1n << 256n;
const B1024 = 1n << 1024n;
const B4096 = 1n << 4096n;

/**
 * Units charged for one arithmetic operation whose largest operand is `q` (see the module comment). Measured in Node on
 * the reference machine (min of 7 runs): both parts below 2^32 ≈ 0.4 µs per add or mul (products fit in 64 bits, where
 * V8's BigInt and the double-precision gcd are fast); below 2^64 ≈ 8 µs; 2^128 ≈ 20 µs; 2^256 ≈ 40 µs; 2^512 ≈ 100 µs
 * (BigInt Euclid on the products dominates). One unit is about 5 ns, as for a clause visit. The band below 2^64 is
 * charged twice its nominal price (3 200): pivots on dense tableaux whose numbers reach 33–64 bits (knapsacks, equality
 * systems, dense LIA) cost about 9 ns per unit at 1 600 in Node, more over HTTP, and no corpus program spends more than
 * 110 000 units in that band.
 */
export function qWeight(q: Rational): number {
  let m = q.num < 0n ? -q.num : q.num;
  if (q.den > m) m = q.den;
  if (m < B32) return 80;
  if (m < B64) return 3200;
  if (m < B128) return 4500;
  if (m < B256) return 9000;
  return 22000;
}

export class Meter {
  readonly budget: WorkBudget;
  /** What the solver is doing, for the UNKNOWN message. */
  phase = 'presolve';

  constructor(limit: number) {
    this.budget = new WorkBudget(limit);
  }

  charge(units: number): void {
    if (!this.budget.spend(units)) throw new WorkExhausted(this.phase);
  }

  /** Charges one operation on `q` and refuses numbers beyond `MAX_BITS`. */
  chargeQ(q: Rational): void {
    const n = q.num;
    if (n >= LIMIT || n <= -LIMIT || q.den >= LIMIT) throw new WorkExhausted('arithmetic (numbers beyond 512 bits)');
    this.charge(qWeight(q));
  }

  /**
   * Charges one integer (BigInt) operation whose largest operand is `n`: no gcd is involved, so these are cheap up to a
   * few thousand bits (lattice reduction needs Gram determinants that large); beyond 4096 bits the solve stops.
   */
  chargeInt(n: bigint): void {
    if (n < 0n) n = -n;
    if (n >= B4096) throw new WorkExhausted('lattice reduction (numbers beyond 4096 bits)');
    this.charge(n < B64 ? 10 : n < B256 ? 25 : n < B1024 ? 80 : 400);
  }

  /** Work done, at most the limit (the charge that crossed it stopped the solve before that work was done). */
  get spent(): number {
    return Math.min(this.budget.spent, this.budget.limit);
  }
}
