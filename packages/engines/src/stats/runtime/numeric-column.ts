import type { WireNumeric } from '../stats-plan.ts';

/**
 * A numeric column inside the sandbox: cell i is vals[i] / 10^s exactly (a double when |m| ≤ 2^52, a BigInt beyond),
 * or not a number: null or NaN (isCell). A column without BigInt cells is the wire's Float64Array itself, read in
 * place. Order statistics sort doubles natively (fast in QuickJS, whose interpreted comparators are not) and stay
 * exact: doubles of at most 2^52 are the values themselves, and the double nearest to a BigInt is monotone in it, so
 * only runs of equal doubles among BigInt cells need an exact sort of their own.
 */
export interface NumericColumn {
  s: number;
  vals: Float64Array | Array<number | bigint | null>;
  hasBig: boolean;
  bad: number[];
  /** Number cells in the whole column (0: a text column). */
  numbers: number;
}

/** Whether a value of `vals` is a number cell: not null (JSON's mark) and not NaN (the Float64Array's mark). */
export function isCell(v: number | bigint | null | undefined): v is number | bigint {
  return v !== null && v !== undefined && !(typeof v === 'number' && Number.isNaN(v));
}

export function numericColumn(wire: WireNumeric): NumericColumn {
  if (wire.m instanceof Float64Array) return { s: wire.s, vals: wire.m, hasBig: false, bad: wire.bad, numbers: wire.numbers };
  const vals = wire.m as Array<number | bigint | null>;
  const big = wire.big;
  if (big.length > 0) {
    // Copy before converting: the input is frozen data.
    const copy = vals.slice();
    for (const i of big) copy[i] = BigInt(wire.m[i] as string);
    return { s: wire.s, vals: copy, hasBig: true, bad: wire.bad, numbers: wire.numbers };
  }
  return { s: wire.s, vals, hasBig: false, bad: wire.bad, numbers: wire.numbers };
}

export function toBigInt(v: number | bigint): bigint {
  return typeof v === 'bigint' ? v : BigInt(v);
}

/**
 * Compares two values exactly. A double and a BigInt are never compared directly: the sandbox's QuickJS gets mixed
 * comparisons of negative values wrong (-2.7e29n < -7.3e13 is false there), so a mixed pair compares as two BigInts.
 */
export function compareValues(a: number | bigint, b: number | bigint): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The k-th smallest (0-based) of a[lo..hi] in place, by selection (Hoare partition around a median of three): expected
 * O(n) instead of a sort's O(n log n). After a bounded number of rounds (2·log2 n + 8, enough for any input that is not
 * crafted against the pivot rule) the remaining range is sorted natively, so no input costs more than a sort.
 */
export function selectKth(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  let rounds = 2 * (32 - Math.clz32(a.length)) + 8;
  while (hi > lo) {
    if (rounds-- === 0) {
      a.subarray(lo, hi + 1).sort();
      return a[k] as number;
    }
    const x = a[lo] as number;
    const y = a[(lo + hi) >>> 1] as number;
    const z = a[hi] as number;
    const pivot = Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    // a[lo..j] ≤ pivot ≤ a[i..hi], and every element strictly between j and i equals the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return pivot;
  }
  return a[k] as number;
}

/** Sorted values of a column at some rows, answering exact order statistics. */
export class SortedValues {
  readonly length: number;
  /**
   * The doubles: the values themselves when the column has no BigInt cell, else their nearest doubles. Sorted on first
   * need (mode, or any order statistic of a column with BigInt cells); a column of doubles answers order statistics by
   * selection without sorting.
   */
  private readonly approx: Float64Array;
  private sorted: boolean;
  /** The exact values (row order) when the column has BigInt cells, else null. */
  private readonly values: Array<number | bigint> | null;

  constructor(approx: Float64Array, values: Array<number | bigint> | null) {
    this.approx = approx;
    this.values = values;
    this.length = approx.length;
    this.sorted = approx.length < 2;
  }

  private ensureSorted(): void {
    if (this.sorted) return;
    this.approx.sort();
    this.sorted = true;
  }

  /** The exact k-th smallest value (0-based). */
  at(k: number): number | bigint {
    if (!this.values) return this.sorted ? (this.approx[k] as number) : selectKth(this.approx, k);
    this.ensureSorted();
    const a = this.approx[k] as number;
    if (a <= 4503599627370496 && a >= -4503599627370496) return a;
    let first = k;
    while (first > 0 && this.approx[first - 1] === a) first--;
    const tied: Array<number | bigint> = [];
    for (const v of this.values) if (Number(v) === a) tied.push(v);
    tied.sort(compareValues);
    return tied[k - first] as number | bigint;
  }

  /** The most frequent value, the smallest one on ties. */
  mode(): number | bigint {
    if (!this.values) {
      this.ensureSorted();
      let best = this.approx[0] as number;
      let bestCount = 0;
      let run = 0;
      for (let i = 0; i < this.approx.length; i++) {
        run = i > 0 && this.approx[i] === this.approx[i - 1] ? run + 1 : 1;
        if (run > bestCount) {
          bestCount = run;
          best = this.approx[i] as number;
        }
      }
      return best;
    }
    const counts = new Map<string, { v: number | bigint; n: number }>();
    for (const v of this.values) {
      const key = typeof v === 'bigint' ? v.toString() : String(v);
      const entry = counts.get(key);
      if (entry) entry.n++;
      else counts.set(key, { v, n: 1 });
    }
    let best: { v: number | bigint; n: number } | null = null;
    for (const entry of counts.values()) {
      if (!best || entry.n > best.n || (entry.n === best.n && compareValues(entry.v, best.v) < 0)) best = entry;
    }
    return (best as { v: number | bigint }).v;
  }
}

/**
 * The numeric cells of column `col` at rows `idx`, sorted. Doubles of at most 2^52 are the values themselves; the
 * double nearest to a BigInt is monotone in it, so only runs of equal doubles among BigInt cells need an exact sort.
 */
export function sortedOf(col: NumericColumn, idx: Int32Array): SortedValues {
  const approx = new Float64Array(idx.length);
  let k = 0;
  if (!col.hasBig) {
    for (let j = 0; j < idx.length; j++) {
      const v = col.vals[idx[j] as number];
      if (isCell(v)) approx[k++] = v as number;
    }
    return new SortedValues(approx.subarray(0, k), null);
  }
  const values: Array<number | bigint> = [];
  for (let j = 0; j < idx.length; j++) {
    const v = col.vals[idx[j] as number];
    if (!isCell(v)) continue;
    values.push(v);
    approx[k++] = Number(v);
  }
  return new SortedValues(approx.subarray(0, k), values);
}

/** Count, smallest and largest value in one pass. */
export function minMaxOf(col: NumericColumn, idx: Int32Array): { n: number; lo: number | bigint; hi: number | bigint } {
  let n = 0;
  let lo: number | bigint = 0;
  let hi: number | bigint = 0;
  for (let j = 0; j < idx.length; j++) {
    const v = col.vals[idx[j] as number];
    if (!isCell(v)) continue;
    if (col.hasBig) {
      if (n === 0 || compareValues(v, lo) < 0) lo = v;
      if (n === 0 || compareValues(v, hi) > 0) hi = v;
    } else {
      if (n === 0 || (v as number) < (lo as number)) lo = v;
      if (n === 0 || (v as number) > (hi as number)) hi = v;
    }
    n++;
  }
  return { n, lo, hi };
}
