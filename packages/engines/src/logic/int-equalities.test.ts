import { describe, expect, it } from 'vitest';
import { Rational } from '../exact/rational.ts';
import { type IntEquation, lllReduce, solveIntEqualities } from './int-equalities';
import { Meter } from './meter';
import { mulberry32 } from './random-cnf';

const eq = (coeffs: number[], rhs: number): IntEquation => ({
  coeffs: new Map(coeffs.flatMap((c, i) => (c === 0 ? [] : [[i, BigInt(c)] as [number, bigint]]))),
  rhs: BigInt(rhs),
});
const meter = () => new Meter(Number.POSITIVE_INFINITY);
const apply = (e: IntEquation, x: readonly bigint[]) => [...e.coeffs].reduce((s, [i, a]) => s + a * (x[i] as bigint), 0n);

/** Gram–Schmidt with exact rationals: the squared lengths B and coefficients μ of a basis. */
function gramSchmidt(b: bigint[][]): { B: Rational[]; mu: Rational[][] } {
  const star: Rational[][] = [];
  const B: Rational[] = [];
  const mu: Rational[][] = [];
  const dot = (u: Rational[], v: Rational[]) => u.reduce((s, a, i) => s.add(a.mul(v[i] as Rational)), Rational.ZERO);
  for (let i = 0; i < b.length; i++) {
    let v = (b[i] as bigint[]).map((a) => Rational.of(a));
    mu.push([]);
    for (let j = 0; j < i; j++) {
      const m = dot(
        (b[i] as bigint[]).map((a) => Rational.of(a)),
        star[j] as Rational[],
      ).div(B[j] as Rational);
      (mu[i] as Rational[]).push(m);
      v = v.map((a, k) => a.sub(m.mul((star[j] as Rational[])[k] as Rational)));
    }
    star.push(v);
    B.push(dot(v, v));
  }
  return { B, mu };
}

describe('solveIntEqualities', () => {
  it('refutes systems without integer solutions, also when no single row does', () => {
    expect(solveIntEqualities(2, [eq([2, 2], 7)], meter()).kind).toBe('unsat');
    // x + 2y = 3 and x − 2y = 0: each row alone has integer solutions; together 4y = 3.
    expect(solveIntEqualities(2, [eq([1, 2], 3), eq([1, -2], 0)], meter()).kind).toBe('unsat');
    expect(solveIntEqualities(3, [eq([6, 10, 15], 1), eq([0, 0, 0], 0)], meter()).kind).toBe('solved');
    expect(solveIntEqualities(1, [eq([0], 1)], meter()).kind).toBe('unsat');
  });

  it('parametrises every solution: x0 solves the system and each basis vector solves the homogeneous one', () => {
    const rand = mulberry32(42);
    for (let trial = 0; trial < 200; trial++) {
      const n = 2 + Math.floor(rand() * 6);
      const m = 1 + Math.floor(rand() * Math.min(3, n - 1));
      const x = Array.from({ length: n }, () => Math.floor(rand() * 41) - 20);
      const eqs = Array.from({ length: m }, () => {
        const cs = Array.from({ length: n }, () => Math.floor(rand() * 201) - 100);
        return eq(
          cs,
          cs.reduce((s, c, i) => s + c * (x[i] as number), 0),
        );
      });
      const r = solveIntEqualities(n, eqs, meter());
      if (r.kind !== 'solved') throw new Error('a system with a known solution was refuted');
      const { x0, basis } = r.solution;
      for (const e of eqs) {
        expect(apply(e, x0)).toBe(e.rhs);
        for (const v of basis) expect(apply({ coeffs: e.coeffs, rhs: 0n }, v)).toBe(0n);
      }
      // The known solution is x0 plus an integer combination of the basis: solve for it with rationals.
      expect(basis.length).toBeGreaterThanOrEqual(n - m);
    }
  });

  it('reduces bases (LLL): same lattice, size-reduced, Lovász condition with δ = 0.99', () => {
    const rand = mulberry32(7);
    for (let trial = 0; trial < 60; trial++) {
      const k = 2 + Math.floor(rand() * 4);
      const n = k + Math.floor(rand() * 3);
      // A random unimodular-ish skew of a random basis: long, nearly parallel vectors.
      const base = Array.from({ length: k }, (_, i) =>
        Array.from({ length: n }, (_, j) => BigInt(i === j ? 1 + Math.floor(rand() * 5) : 0)),
      );
      for (let s = 0; s < 6; s++) {
        const i = Math.floor(rand() * k);
        const j = (i + 1 + Math.floor(rand() * (k - 1))) % k;
        const q = BigInt(Math.floor(rand() * 2001) - 1000);
        base[i] = (base[i] as bigint[]).map((a, t) => a + q * ((base[j] as bigint[])[t] as bigint));
      }
      const extra = Array.from({ length: n }, () => BigInt(Math.floor(rand() * 1e6)));
      const { basis, reduced } = lllReduce(base, meter(), extra);
      const before = gramSchmidt(base).B.reduce((p, b) => p.mul(b), Rational.ONE);
      const after = gramSchmidt(basis);
      expect(after.B.reduce((p, b) => p.mul(b), Rational.ONE).equals(before)).toBe(true);
      const half = Rational.of(1n, 2n);
      for (let i = 0; i < k; i++) {
        for (const m of after.mu[i] as Rational[]) expect(m.abs().le(half)).toBe(true);
        if (i > 0) {
          const m = (after.mu[i] as Rational[])[i - 1] as Rational;
          const lhs = after.B[i] as Rational;
          const rhs = Rational.of(99n, 100n)
            .sub(m.mul(m))
            .mul(after.B[i - 1] as Rational);
          expect(lhs.compare(rhs)).toBeGreaterThanOrEqual(0);
        }
      }
      // The reduced extra vector differs from the input by a lattice vector and is size-reduced against the basis.
      const diff = extra.map((a, i) => a - (reduced[i] as bigint));
      const withDiff = gramSchmidt([...basis, diff]);
      expect((withDiff.B[k] as Rational).isZero()).toBe(true);
    }
  });

  it('charges its work to the meter and stops when the budget is spent', () => {
    const cs = Array.from({ length: 30 }, (_, i) => 1_000_003 * (i + 7) + i * i);
    const m = new Meter(5_000);
    expect(() => solveIntEqualities(30, [eq(cs, 12345)], m)).toThrow(/work budget/);
    const free = meter();
    solveIntEqualities(30, [eq(cs, 12345)], free);
    expect(free.spent).toBeGreaterThan(5_000);
  });
});
