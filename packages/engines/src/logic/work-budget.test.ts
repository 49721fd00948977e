/**
 * Bounded work: every hard or pathological program under the caps ends within the default work budget (asserted on the
 * counters the engine reports, never on wall time), and the cases the budget used to cut off are now decided exactly.
 */
import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { checkModel, type Model } from './model-check';
import { parseProgram } from './program';
import { DEFAULT_LOGIC_BUDGETS, type LogicResult, SEARCH_WORK_PERCENT, verifyLogic } from './verify-logic';
import { distinctProgram, pigeonholeProgram, worstCases } from './worst-cases';

const BUDGET = DEFAULT_LOGIC_BUDGETS.maxWork;

function modelHolds(query: string, r: LogicResult): boolean {
  const prog = parseProgram(query);
  const m: Model = { bools: new Map(), nums: new Map() };
  for (const [name, sort] of prog.vars) {
    const s = r.model?.[name] ?? '';
    if (sort === 'Bool') m.bools.set(name, s === 'true');
    else m.nums.set(name, Rational.parse(s) ?? Rational.ZERO);
  }
  return checkModel(prog, m);
}

describe('work budget', () => {
  it.each(worstCases().map((c) => [c.name, c] as const))('%s ends within the budget', (_name, c) => {
    expect(c.query.length).toBeLessThanOrEqual(DEFAULT_LOGIC_BUDGETS.maxInputLength);
    let r: LogicResult;
    try {
      r = verifyLogic({ query: c.query });
    } catch (e) {
      // Refused before any solving: also bounded.
      expect(e).toBeInstanceOf(InputTooComplexError);
      return;
    }
    expect(['SAT', 'UNSAT', 'UNKNOWN']).toContain(r.status);
    expect(r.stats?.work).toBeGreaterThan(0);
    expect(r.stats?.work).toBeLessThanOrEqual(BUDGET);
    expect(r.stats?.conflicts).toBeLessThanOrEqual(DEFAULT_LOGIC_BUDGETS.maxConflicts + 1);
    expect(r.stats?.pivots).toBeLessThanOrEqual(DEFAULT_LOGIC_BUDGETS.maxPivots);
    expect(r.stats?.branchNodes).toBeLessThanOrEqual(DEFAULT_LOGIC_BUDGETS.maxBranchNodes + 1);
    if (r.status === 'SAT') expect(modelHolds(c.query, r)).toBe(true);
    if (r.status === 'UNKNOWN') {
      expect(r.code).toBe('BUDGET_EXCEEDED');
      expect(r.model).toBeUndefined();
    }
  });

  it('pigeonhole 10 into 9 (an 11 KB program, 12 s before) answers UNKNOWN having spent the search share of the budget', () => {
    const q = pigeonholeProgram(10, 9);
    expect(q.length).toBeGreaterThan(9_000);
    const r = verifyLogic({ query: q });
    expect(r).toMatchObject({ status: 'UNKNOWN', code: 'BUDGET_EXCEEDED' });
    expect(r.message).toContain('SAT search');
    // The Boolean search stops at its share; parsing and encoding come on top, within the whole budget.
    expect(r.stats?.work).toBeGreaterThan((SEARCH_WORK_PERCENT / 100) * BUDGET);
    expect(r.stats?.work).toBeLessThan(BUDGET);
    expect(r.stats?.conflicts).toBeGreaterThan(500);
    // The whole budget for the search: it runs on, and is stopped by the budget itself.
    const full = verifyLogic({ query: q }, { budgets: { maxSearchWork: BUDGET } });
    expect(full.stats?.work).toBe(BUDGET);
    expect(full.stats?.conflicts).toBeGreaterThan(r.stats?.conflicts ?? 0);
    // A smaller budget stops it sooner: the budget is the only thing that bounds this search.
    const small = verifyLogic({ query: q }, { budgets: { maxWork: BUDGET / 10 } });
    expect(small.status).toBe('UNKNOWN');
    expect(small.stats?.conflicts).toBeLessThan(r.stats?.conflicts ?? 0);
  });

  it('pigeonhole 7 into 6, the hardest Boolean search of the corpus, is decided within the search share', () => {
    const r = verifyLogic({ query: pigeonholeProgram(7, 6) });
    expect(r.status).toBe('UNSAT');
    expect(verifyLogic({ query: pigeonholeProgram(7, 7) }).status).toBe('SAT');
  });

  it('eight distinct integers in 1..7 (1.9–2.8 s before) is UNSAT by the pigeonhole principle at once', () => {
    const q = distinctProgram(8, 1, 7);
    const r = verifyLogic({ query: q });
    expect(r).toMatchObject({ status: 'UNSAT' });
    expect(r.message).toContain('pigeonhole: 8 pairwise different integers must take values in 1..7 (7 values)');
    expect(r.stats?.work).toBeLessThan(BUDGET / 100);
    expect(r.stats?.conflicts).toBe(0);
    // Seven fit: SAT, and the model is a permutation.
    const ok = verifyLogic({ query: distinctProgram(7, 1, 7) });
    expect(ok.status).toBe('SAT');
    expect(new Set(Object.values(ok.model ?? {})).size).toBe(7);
  });

  it('a fixed permutation sum is implied: nine distinct digits 1..9 cannot sum to 46', () => {
    const r = verifyLogic({ query: distinctProgram(9, 1, 9, '(assert (= (+ x1 x2 x3 x4 x5 x6 x7 x8 x9) 46))') });
    expect(r.status).toBe('UNSAT');
    expect(r.stats?.work).toBeLessThan(BUDGET / 10);
    expect(verifyLogic({ query: distinctProgram(9, 1, 9, '(assert (= (+ x1 x2 x3 x4 x5 x6 x7 x8 x9) 45))') }).status).toBe('SAT');
  });

  it('unbounded equalities of about 65 characters (0.6 s and an error before) are SAT with a checked model', () => {
    for (const q of [
      '(declare x y z Int)(= (+ (* 17 x) (* -36 y) (* 36 z)) -33)(< y 71)',
      '(declare x y z Int)(= (+ (* -3 x) (* 15 y) (* -35 z)) 1)(> x -54)',
      '(declare x y z Int)(= (+ (* 11 x) (* 19 y) (* 38 z)) 7)(> z -36)',
      '(declare x y z Int)(= (+ (* -7 x) (* -39 y) (* -39 z)) -38)(< x -69)',
      '(declare x y z Int)(>= (+ (* 18 x) (* 21 y)) -40)(>= (+ (* 11 x) (* 23 y) (* 20 z)) 23)(= (+ (* -14 x) (* -17 y) (* 17 z)) -31)',
    ]) {
      const r = verifyLogic({ query: q });
      expect(r.status, q).toBe('SAT');
      expect(modelHolds(q, r)).toBe(true);
      expect(r.stats?.work).toBeLessThan(BUDGET / 100);
      expect(r.stats?.eliminated).toBe(3);
    }
  });

  it('bounded equalities with large coefficients are decided exactly (knapsack)', () => {
    const sat =
      '(declare a b c Int)(<= 0 a 1000)(<= 0 b 1000)(<= 0 c 1000)(= (+ (* 982451653 a) (* 472882049 b) (* 314606891 c)) 584700604662)';
    const r = verifyLogic({ query: sat });
    expect(r.status).toBe('SAT');
    expect(modelHolds(sat, r)).toBe(true);
    // 6a + 10b + 15c = 1 has integer solutions (gcd 1) but none with 0 ≤ a, b, c ≤ 1: 0, 6, 10, 15, 16, 21, 25, 31.
    const none = verifyLogic({ query: '(declare a b c Int)(<= 0 a 1)(<= 0 b 1)(<= 0 c 1)(= (+ (* 6 a) (* 10 b) (* 15 c)) 1)' });
    expect(none.status).toBe('UNSAT');
    // No integer point at all: the elimination refutes it before any search.
    const gcd = verifyLogic({ query: '(declare a b c Int)(= (+ (* 6 a) (* 10 b)) (+ (* 4 c) 3))' });
    expect(gcd).toMatchObject({ status: 'UNSAT', message: 'unsatisfiable: the integer equalities have no common integer solution' });
    expect(gcd.stats?.conflicts).toBe(0);
    for (const q of [sat]) expect(verifyLogic({ query: q }).stats?.work).toBeLessThan(BUDGET / 20);
  });

  it('the same programs without elimination need far more work (why the lattice is searched first)', () => {
    const q = '(declare a b Int)(<= 0 a 1000000)(<= 0 b 1000000)(= (+ (* 982451653 a) (* 472882049 b)) 430706206456497)';
    const lattice = verifyLogic({ query: q }, { strategy: 'eliminate' });
    const plain = verifyLogic({ query: q }, { strategy: 'plain' });
    expect(lattice.status).not.toBe('UNKNOWN');
    expect(plain.stats?.work ?? 0).toBeGreaterThan(10 * (lattice.stats?.work ?? 0));
  });
});
