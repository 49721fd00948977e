import { describe, expect, it } from 'vitest';
import { selectKth } from './numeric-column.ts';

/** A seeded LCG, so the cases are the same on every run. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const shapes: Record<string, (n: number, r: () => number) => number[]> = {
  random: (n, r) => Array.from({ length: n }, () => Math.floor(r() * 1e9) - 5e8),
  'few distinct': (n, r) => Array.from({ length: n }, () => Math.floor(r() * 3)),
  'all equal': (n) => Array.from({ length: n }, () => 7),
  ascending: (n) => Array.from({ length: n }, (_, i) => i),
  descending: (n) => Array.from({ length: n }, (_, i) => n - i),
  'organ pipe': (n) => Array.from({ length: n }, (_, i) => Math.min(i, n - i)),
  'zeros and signs': (n, r) => Array.from({ length: n }, () => [0, -0, 1, -1, 2 ** 52, -(2 ** 52)][Math.floor(r() * 6)] as number),
};

describe('selectKth (order statistics without a sort)', () => {
  it.each(Object.keys(shapes))('agrees with a sort at every rank: %s', (shape) => {
    const r = lcg(7);
    for (const n of [1, 2, 3, 4, 5, 8, 31, 100, 1_001]) {
      const values = (shapes[shape] as (n: number, r: () => number) => number[])(n, r);
      const sorted = Float64Array.from(values).sort();
      const work = Float64Array.from(values);
      for (let k = 0; k < n; k++) {
        // The same array serves consecutive ranks (a quantile reads k and k + 1): selection leaves it permuted. -0 and 0
        // are one value (and JSON carries no -0), so equality is ===, not Object.is.
        expect(selectKth(work, k) === sorted[k]).toBe(true);
      }
    }
  });

  it('answers right on a shape built against median-of-three pivots (past its round bound it sorts natively)', () => {
    const n = 20_000;
    const values = new Float64Array(n);
    // Median-of-3 "killer" shape: pairs that put a small value at both ends and the middle of every range.
    for (let i = 0; i < n; i++) values[i] = i % 2 === 0 ? i / 2 : n / 2 + i;
    const sorted = values.slice().sort();
    expect(selectKth(values.slice(), n >> 1)).toBe(sorted[n >> 1]);
  });
});
