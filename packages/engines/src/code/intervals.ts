/**
 * Properly nested byte ranges (syntax-tree regions: scopes, assignment values) with an innermost-containing lookup.
 * This replaces walks up `node.parent`, which web-tree-sitter answers by descending from the root each time (O(depth ×
 * fan-out) per call): a lookup here is a binary search plus a climb over the nesting of the ranges themselves.
 */
export interface Interval<T> {
  start: number;
  end: number;
  value: T;
}

export class IntervalIndex<T> {
  private readonly items: Array<Interval<T> & { parent: number }>;

  constructor(intervals: Interval<T>[]) {
    // Outer first on equal starts, so a child is always after its parent.
    const sorted = [...intervals].sort((a, b) => a.start - b.start || b.end - a.end);
    this.items = [];
    const open: number[] = [];
    for (const iv of sorted) {
      while (open.length > 0) {
        const top = this.items[open[open.length - 1] as number] as Interval<T>;
        if (top.start <= iv.start && iv.end <= top.end) break;
        open.pop();
      }
      this.items.push({ ...iv, parent: open.length > 0 ? (open[open.length - 1] as number) : -1 });
      open.push(this.items.length - 1);
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** The innermost interval containing [start, end], or null. */
  innermost(start: number, end: number): Interval<T> | null {
    const i = this.innermostIndex(start, end);
    return i < 0 ? null : (this.items[i] as Interval<T>);
  }

  private innermostIndex(start: number, end: number): number {
    let lo = 0;
    let hi = this.items.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((this.items[mid] as Interval<T>).start <= start) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    for (let i = at; i >= 0; ) {
      const iv = this.items[i] as Interval<T> & { parent: number };
      if (iv.start <= start && end <= iv.end) return i;
      i = iv.parent;
    }
    return -1;
  }

  /** Every interval containing [start, end], innermost first. */
  containing(start: number, end: number): Interval<T>[] {
    const out: Interval<T>[] = [];
    let i = this.innermostIndex(start, end);
    while (i >= 0) {
      const iv = this.items[i] as Interval<T> & { parent: number };
      out.push(iv);
      i = iv.parent;
    }
    return out;
  }
}
