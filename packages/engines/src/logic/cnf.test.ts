import { describe, expect, it } from 'vitest';
import { parseDimacs, satisfiesAll, solveCnf } from './cnf';
import { mulberry32, pigeonhole, randomKSat } from './random-cnf';

describe('solveCnf', () => {
  it('solves trivial instances', () => {
    expect(solveCnf(0, []).status).toBe('SAT');
    expect(solveCnf(1, [[1], [-1]]).status).toBe('UNSAT');
    const r = solveCnf(3, [
      [1, 2],
      [-1, 3],
      [-3, -2],
      [2, 3],
    ]);
    expect(r.status).toBe('SAT');
    expect(
      satisfiesAll(r.model!, [
        [1, 2],
        [-1, 3],
        [-3, -2],
        [2, 3],
      ]),
    ).toBe(true);
    expect(solveCnf(2, [[]]).status).toBe('UNSAT');
  });

  it('handles tautologies, duplicates and units', () => {
    const r = solveCnf(2, [[1, -1], [2, 2], [-1]]);
    expect(r.status).toBe('SAT');
    expect(r.model).toEqual([false, false, true]);
  });

  it('all 2-variable XOR constraints are UNSAT', () => {
    expect(
      solveCnf(2, [
        [1, 2],
        [-1, -2],
        [1, -2],
        [-1, 2],
      ]).status,
    ).toBe('UNSAT');
  });

  it.each([3, 5, 7])('pigeonhole %i is UNSAT', (n) => {
    const { numVars, clauses } = pigeonhole(n);
    expect(solveCnf(numVars, clauses).status).toBe('UNSAT');
  });

  it('n pigeons in n holes is SAT', () => {
    const { numVars, clauses } = pigeonhole(6);
    // Drop the last pigeon's "somewhere" clause: 6 pigeons left for 6 holes.
    const reduced = clauses.filter((_, i) => i !== 6);
    const r = solveCnf(numVars, reduced);
    expect(r.status).toBe('SAT');
    expect(satisfiesAll(r.model!, reduced)).toBe(true);
  });

  it('is deterministic', () => {
    const rand = mulberry32(7);
    const cls = randomKSat(rand, 60, 250);
    expect(JSON.stringify(solveCnf(60, cls))).toBe(JSON.stringify(solveCnf(60, cls)));
  });

  it('reports UNKNOWN when the conflict budget runs out', () => {
    const { numVars, clauses } = pigeonhole(8);
    const r = solveCnf(numVars, clauses, { maxConflicts: 10 });
    expect(r.status).toBe('UNKNOWN');
    expect(r.reason).toBe('conflicts');
  });

  it('parses DIMACS', () => {
    const p = parseDimacs('c hi\np cnf 3 2\n1 -2 0\n2 3\n0\n');
    expect(p).toEqual({
      numVars: 3,
      clauses: [
        [1, -2],
        [2, 3],
      ],
    });
    expect(() => parseDimacs('p cnf x')).toThrow();
  });

  it('random 3-SAT models satisfy their clauses', () => {
    const rand = mulberry32(42);
    let sat = 0;
    for (let i = 0; i < 200; i++) {
      const n = 20 + (i % 40);
      const cls = randomKSat(rand, n, Math.round(n * 4.26));
      const r = solveCnf(n, cls);
      if (r.status === 'SAT') {
        sat++;
        expect(satisfiesAll(r.model!, cls)).toBe(true);
      } else expect(r.status).toBe('UNSAT');
    }
    expect(sat).toBeGreaterThan(0);
  });
});
