/**
 * Binary max-heap of SAT variables ordered by activity, ties broken by the lower variable index so the decision
 * order is fully deterministic (no randomness, no insertion-order effects).
 */
export class VarHeap {
  private readonly heap: number[] = [];
  private idx: Int32Array = new Int32Array(16).fill(-1);

  /** The solver's activity array, read directly (a callback per comparison was a visible share of the search). */
  activity: Float64Array = new Float64Array(0);

  grow(cap: number): void {
    if (cap <= this.idx.length) return;
    const b = new Int32Array(cap).fill(-1);
    b.set(this.idx);
    this.idx = b;
  }

  empty(): boolean {
    return this.heap.length === 0;
  }

  private less(a: number, b: number): boolean {
    const x = this.activity[a] as number;
    const y = this.activity[b] as number;
    return x > y || (x === y && a < b);
  }

  private up(i: number): void {
    const h = this.heap;
    const v = h[i] as number;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pv = h[p] as number;
      if (!this.less(v, pv)) break;
      h[i] = pv;
      this.idx[pv] = i;
      i = p;
    }
    h[i] = v;
    this.idx[v] = i;
  }

  private down(i: number): void {
    const h = this.heap;
    const v = h[i] as number;
    const n = h.length;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.less(h[c + 1] as number, h[c] as number)) c++;
      const cv = h[c] as number;
      if (!this.less(cv, v)) break;
      h[i] = cv;
      this.idx[cv] = i;
      i = c;
    }
    h[i] = v;
    this.idx[v] = i;
  }

  insert(v: number): void {
    this.grow(v + 1);
    if ((this.idx[v] ?? -1) >= 0) return;
    this.heap.push(v);
    this.up(this.heap.length - 1);
  }

  /** Restores the order after v's activity grew. */
  increased(v: number): void {
    const i = this.idx[v] ?? -1;
    if (i >= 0) this.up(i);
  }

  pop(): number {
    const h = this.heap;
    const top = h[0] as number;
    const last = h.pop() as number;
    this.idx[top] = -1;
    if (h.length > 0) {
      h[0] = last;
      this.idx[last] = 0;
      this.down(0);
    }
    return top;
  }
}
