/**
 * Exact integer solution of a system of linear equalities A·x = b (the equality step of the Omega test, done with
 * unimodular column operations, i.e. repeated extended Euclid): either a proof that no integer x exists (some
 * combination of the rows forces g·t = d with g ∤ d), or every integer solution as x = x0 + Σ tⱼ·bⱼ for free integers
 * tⱼ. The basis bⱼ of the solution lattice is then LLL-reduced, so that branch and bound over the tⱼ works on a nearly
 * orthogonal basis (Aardal, Hurkens and Lenstra's reformulation of bounded equalities such as knapsack constraints):
 * with the raw basis a box 0 ≤ x ≤ u can be a thin, skewed sliver in t-space that branching cannot pin down.
 */
import type { Meter } from './meter';

export interface IntEquation {
  /** Variable index (0 ≤ i < n) → integer coefficient. */
  coeffs: Map<number, bigint>;
  rhs: bigint;
}

export interface LatticeSolution {
  /** A particular integer solution. */
  x0: bigint[];
  /** Basis of the solutions of A·x = 0 (each of length n); LLL-reduced when it has at least two vectors. */
  basis: bigint[][];
}

export type EqualitySolve = { kind: 'unsat' } | { kind: 'solved'; solution: LatticeSolution };

const abs = (a: bigint) => (a < 0n ? -a : a);

/** ⌊a/b⌋ for b ≠ 0. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Nearest integer to a/b (b > 0), halves rounded up. */
function roundDiv(a: bigint, b: bigint): bigint {
  return floorDiv(2n * a + b, 2n * b);
}

export function solveIntEqualities(n: number, equations: readonly IntEquation[], meter: Meter): EqualitySolve {
  const x0: bigint[] = new Array(n).fill(0n);
  // Columns of the parametrisation x = x0 + Σ cols[j]·t_j; starts as the identity.
  let cols: bigint[][] = Array.from({ length: n }, (_, j) => Array.from({ length: n }, (_, i) => (i === j ? 1n : 0n)));
  for (const eq of equations) {
    // The equation in terms of the current parameters: Σ c_j t_j = d.
    const c = cols.map((col) => {
      let s = 0n;
      for (const [i, a] of eq.coeffs) {
        s += a * (col[i] as bigint);
        meter.chargeInt(s);
      }
      return s;
    });
    let d = eq.rhs;
    for (const [i, a] of eq.coeffs) d -= a * (x0[i] as bigint);
    let live = c.flatMap((v, j) => (v !== 0n ? [j] : []));
    if (live.length === 0) {
      if (d !== 0n) return { kind: 'unsat' };
      continue;
    }
    // Euclid across columns: subtract multiples of the column with the smallest coefficient until one remains.
    while (live.length > 1) {
      let p = live[0] as number;
      for (const j of live) if (abs(c[j] as bigint) < abs(c[p] as bigint)) p = j;
      const cp = c[p] as bigint;
      const colP = cols[p] as bigint[];
      for (const j of live) {
        if (j === p) continue;
        const q = roundDiv((c[j] as bigint) * (cp < 0n ? -1n : 1n), abs(cp));
        if (q === 0n) continue;
        c[j] = (c[j] as bigint) - q * cp;
        const colJ = cols[j] as bigint[];
        for (let i = 0; i < n; i++) {
          if (colP[i] === 0n) continue;
          colJ[i] = (colJ[i] as bigint) - q * (colP[i] as bigint);
          meter.chargeInt(colJ[i] as bigint);
        }
      }
      live = live.filter((j) => c[j] !== 0n);
    }
    const p = live[0] as number;
    const g = c[p] as bigint;
    if (d % g !== 0n) return { kind: 'unsat' };
    const t = d / g;
    const colP = cols[p] as bigint[];
    for (let i = 0; i < n; i++) x0[i] = (x0[i] as bigint) + t * (colP[i] as bigint);
    cols = cols.filter((_, j) => j !== p);
  }
  if (cols.length === 0) return { kind: 'solved', solution: { x0, basis: cols } };
  // Reduce the basis, then x0 against it (nearest plane), so tableau numbers and parameter values stay small.
  const { basis, reduced } = lllReduce(cols, meter, x0);
  return { kind: 'solved', solution: { x0: reduced, basis } };
}

function dot(u: readonly bigint[], v: readonly bigint[], meter: Meter): bigint {
  let s = 0n;
  for (let i = 0; i < u.length; i++) {
    const a = u[i] as bigint;
    if (a !== 0n) s += a * (v[i] as bigint);
  }
  meter.chargeInt(s);
  meter.charge(u.length);
  return s;
}

/**
 * Integral LLL (δ = 99/100) after Cohen, "A Course in Computational Algebraic Number Theory", algorithm 2.6.7: Gram
 * determinants d and scaled Gram–Schmidt coefficients λ stay integers, so no rational arithmetic is needed. The input
 * vectors must be linearly independent (a lattice basis), which the elimination above guarantees. `extra` (a vector of
 * the same length) is then size-reduced against the reduced basis (Babai's nearest plane): the result differs from it
 * by a lattice vector.
 */
export function lllReduce(
  input: readonly (readonly bigint[])[],
  meter: Meter,
  extra: readonly bigint[],
): { basis: bigint[][]; reduced: bigint[] } {
  const K = input.length;
  // 1-based, as in the algorithm: b[1..K], d[0..K], lam[k][j] for j < k; slot K + 1 holds `extra` at the end.
  const b: bigint[][] = [[], ...input.map((v) => [...v]), [...extra]];
  const d: bigint[] = new Array(K + 2).fill(0n);
  const lam: bigint[][] = Array.from({ length: K + 2 }, () => new Array(K + 2).fill(0n));
  d[0] = 1n;
  d[1] = dot(b[1] as bigint[], b[1] as bigint[], meter);
  const L = (k: number, j: number) => (lam[k] as bigint[])[j] as bigint;
  const setL = (k: number, j: number, v: bigint) => {
    (lam[k] as bigint[])[j] = v;
    meter.chargeInt(v);
  };
  const D = (i: number) => d[i] as bigint;

  const redi = (k: number, l: number) => {
    if (2n * abs(L(k, l)) <= D(l)) return;
    const q = roundDiv(L(k, l), D(l));
    const bk = b[k] as bigint[];
    const bl = b[l] as bigint[];
    for (let i = 0; i < bk.length; i++) if (bl[i] !== 0n) bk[i] = (bk[i] as bigint) - q * (bl[i] as bigint);
    meter.charge(bk.length);
    setL(k, l, L(k, l) - q * D(l));
    for (let i = 1; i < l; i++) setL(k, i, L(k, i) - q * L(l, i));
  };

  /** Gram–Schmidt data of b[k] against b[1..k−1] (λ), and d[k] when `withD`. */
  const gramSchmidt = (k: number, withD: boolean) => {
    for (let j = 1; j <= (withD ? k : k - 1); j++) {
      let u = dot(b[k] as bigint[], b[j] as bigint[], meter);
      for (let i = 1; i < j; i++) {
        u = (D(i) * u - L(k, i) * L(j, i)) / D(i - 1);
        meter.chargeInt(u);
      }
      if (j < k) setL(k, j, u);
      else d[k] = u;
    }
  };

  let k = 2;
  let kmax = 1;
  while (k <= K) {
    if (k > kmax) {
      kmax = k;
      gramSchmidt(k, true);
    }
    redi(k, k - 1);
    const lk = L(k, k - 1);
    if (100n * D(k) * D(k - 2) < 99n * D(k - 1) * D(k - 1) - 100n * lk * lk) {
      // SWAPI(k)
      [b[k], b[k - 1]] = [b[k - 1] as bigint[], b[k] as bigint[]];
      for (let j = 1; j <= k - 2; j++) {
        const t = L(k, j);
        setL(k, j, L(k - 1, j));
        setL(k - 1, j, t);
      }
      const B = (D(k - 2) * D(k) + lk * lk) / D(k - 1);
      meter.chargeInt(B);
      for (let i = k + 1; i <= kmax; i++) {
        const t = L(i, k);
        setL(i, k, (D(k) * L(i, k - 1) - lk * t) / D(k - 1));
        setL(i, k - 1, (B * t + lk * L(i, k)) / D(k));
      }
      d[k - 1] = B;
      k = Math.max(2, k - 1);
    } else {
      for (let l = k - 2; l >= 1; l--) redi(k, l);
      k++;
    }
  }
  // Nearest plane for `extra`: its λ against the final basis, then size reduction from the last vector down.
  gramSchmidt(K + 1, false);
  for (let l = K; l >= 1; l--) redi(K + 1, l);
  return { basis: b.slice(1, K + 1), reduced: b[K + 1] as bigint[] };
}
