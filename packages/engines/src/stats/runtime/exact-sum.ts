// Exact sums of integers and of products of integers, at double speed. A double holds every integer up to 2^53, so a
// running total kept below 2^52 in magnitude absorbs any addend up to 2^52 exactly; when it grows past 2^52 it is
// moved into a BigInt. A product of two such integers that rounds to at most 2^52 was exact; a larger one is split
// into 26-bit halves whose partial products stay below 2^52. BigInt work is thus one conversion per 2^52 of total.
//
// The loops are written out flat on purpose: the sandbox interprets them (QuickJS), where a method call per cell
// costs more than the arithmetic itself.

const LIMIT = 4503599627370496; // 2^52
const HALF = 67108864; // 2^26

/** A cell of a numeric column: null (JSON) or NaN (a Float64Array) when it is not a number. */
type Cell = number | bigint | null | undefined;
type Cells = ArrayLike<Cell>;

/** Accumulates a·b (integers, |a|, |b| ≤ 2^52, |a·b| > 2^52) into three totals weighted 2^52, 2^26 and 1. */
class SplitProducts {
  high = 0;
  mid = 0;
  low = 0;
  big = 0n;

  add(a: number, b: number): void {
    const ha = Math.floor(a / HALF);
    const la = a - ha * HALF;
    const hb = Math.floor(b / HALF);
    const lb = b - hb * HALF;
    // Each partial product is below 2^52 and each total is at most 2^52 before an addition, so every sum is exact.
    this.high += ha * hb;
    if (Math.abs(this.high) > LIMIT) this.flush();
    this.mid += ha * lb;
    if (Math.abs(this.mid) > LIMIT) this.flush();
    this.mid += la * hb;
    if (Math.abs(this.mid) > LIMIT) this.flush();
    this.low += la * lb;
    if (this.low > LIMIT) this.flush();
  }

  flush(): void {
    this.big += (BigInt(this.high) << 52n) + (BigInt(this.mid) << 26n) + BigInt(this.low);
    this.high = 0;
    this.mid = 0;
    this.low = 0;
  }

  value(): bigint {
    this.flush();
    return this.big;
  }
}

export interface Moments {
  n: number;
  /** Σm */
  s1: bigint;
  /** Σm² (only when asked for) */
  s2: bigint;
}

/** Σm (and Σm² when `squares`) over the non-null cells of `vals` at the rows `idx`, exactly. */
export function momentsOf(vals: Cells, idx: Int32Array, squares: boolean): Moments {
  let n = 0;
  let acc = 0;
  let big = 0n;
  let acc2 = 0;
  let big2 = 0n;
  const split = new SplitProducts();
  for (let j = 0; j < idx.length; j++) {
    const v = vals[idx[j] as number];
    if (v === null || v === undefined) continue;
    if (typeof v === 'number') {
      if (Number.isNaN(v)) continue;
      n++;
      acc += v;
      if (acc > LIMIT || acc < -LIMIT) {
        big += BigInt(acc);
        acc = 0;
      }
      if (squares) {
        const p = v * v;
        if (p <= LIMIT) {
          acc2 += p;
          if (acc2 > LIMIT) {
            big2 += BigInt(acc2);
            acc2 = 0;
          }
        } else {
          split.add(v, v);
        }
      }
    } else {
      n++;
      big += v;
      if (squares) big2 += v * v;
    }
  }
  return { n, s1: big + BigInt(acc), s2: squares ? big2 + BigInt(acc2) + split.value() : 0n };
}

export interface PairedMoments {
  n: number;
  sx: bigint;
  sy: bigint;
  sxx: bigint;
  syy: bigint;
  sxy: bigint;
}

/** The five sums of a pair of columns over the rows where both cells are numbers, exactly. */
export function pairedMomentsOf(xs: Cells, ys: Cells, idx: Int32Array): PairedMoments {
  let n = 0;
  let ax = 0;
  let ay = 0;
  let axx = 0;
  let ayy = 0;
  let axy = 0;
  let bx = 0n;
  let by = 0n;
  let bxx = 0n;
  let byy = 0n;
  let bxy = 0n;
  const sxx = new SplitProducts();
  const syy = new SplitProducts();
  const sxy = new SplitProducts();
  for (let j = 0; j < idx.length; j++) {
    const i = idx[j] as number;
    const a = xs[i];
    const b = ys[i];
    if (a === null || a === undefined || b === null || b === undefined) continue;
    if (typeof a === 'number' && typeof b === 'number') {
      if (Number.isNaN(a) || Number.isNaN(b)) continue;
      n++;
      ax += a;
      ay += b;
      const pxx = a * a;
      const pyy = b * b;
      const pxy = a * b;
      if (pxx <= LIMIT) axx += pxx;
      else sxx.add(a, a);
      if (pyy <= LIMIT) ayy += pyy;
      else syy.add(b, b);
      if (pxy <= LIMIT && pxy >= -LIMIT) axy += pxy;
      else sxy.add(a, b);
      if (ax > LIMIT || ax < -LIMIT) {
        bx += BigInt(ax);
        ax = 0;
      }
      if (ay > LIMIT || ay < -LIMIT) {
        by += BigInt(ay);
        ay = 0;
      }
      if (axx > LIMIT) {
        bxx += BigInt(axx);
        axx = 0;
      }
      if (ayy > LIMIT) {
        byy += BigInt(ayy);
        ayy = 0;
      }
      if (axy > LIMIT || axy < -LIMIT) {
        bxy += BigInt(axy);
        axy = 0;
      }
    } else {
      if ((typeof a === 'number' && Number.isNaN(a)) || (typeof b === 'number' && Number.isNaN(b))) continue;
      n++;
      const x = BigInt(a);
      const y = BigInt(b);
      bx += x;
      by += y;
      bxx += x * x;
      byy += y * y;
      bxy += x * y;
    }
  }
  return {
    n,
    sx: bx + BigInt(ax),
    sy: by + BigInt(ay),
    sxx: bxx + BigInt(axx) + sxx.value(),
    syy: byy + BigInt(ayy) + syy.value(),
    sxy: bxy + BigInt(axy) + sxy.value(),
  };
}
