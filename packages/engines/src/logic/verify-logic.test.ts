import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { DEFAULT_LOGIC_BUDGETS, looksLikeLogicDsl, verifyLogic } from './index';

const v = (query: string) => verifyLogic({ query });

describe('verifyLogic', () => {
  it('decides pure Boolean formulas', () => {
    expect(v('(and a (not a))').status).toBe('UNSAT');
    const r = v('(and (or a b) (not a) (xor b c))');
    expect(r).toMatchObject({ status: 'SAT', model: { a: 'false', b: 'true', c: 'false' } });
    expect(v('(iff a (not a))').status).toBe('UNSAT');
    expect(v('(declare a b c Bool) (distinct a b c)').status).toBe('UNSAT'); // three Booleans cannot all differ
    expect(v('(distinct a b c)').model).toEqual({ a: '2', b: '1', c: '0' }); // undetermined kind → Int
    expect(v('(=> a b c)').status).toBe('SAT');
    expect(v('(and (=> a b) (=> b c) a (not c))').status).toBe('UNSAT');
    expect(v('(ite a b (not b))').status).toBe('SAT');
    expect(v('true').status).toBe('SAT');
    expect(v('false').status).toBe('UNSAT');
  });

  it('returns rational models for strict real bounds', () => {
    const r = v('(declare x Real) (> x 0) (< x 1)');
    expect(r.status).toBe('SAT');
    expect(r.model?.x).toBe('0.5');
    expect(v('(declare x Real) (> x 1) (< x 1)').status).toBe('UNSAT');
  });

  it('prints non-terminating reals as fractions and ints as integers', () => {
    const r = v('(declare x Real) (declare y Real) (= (* 3 x) 1) (= y (- x 1))');
    expect(r.model).toEqual({ x: '1/3', y: '-2/3' });
    expect(v('(declare n Int) (= (+ n 9) 2)').model).toEqual({ n: '-7' });
  });

  it('separates Int from Real on the same constraints', () => {
    expect(v('(declare x Int) (declare y Int) (= (+ (* 2 x) (* 2 y)) 7)').status).toBe('UNSAT');
    expect(v('(declare x Real) (declare y Real) (= (+ (* 2 x) (* 2 y)) 7)').status).toBe('SAT');
    expect(v('(declare x Int) (< 1 (* 3 x) 2)').status).toBe('UNSAT');
    // Inferred: no decimal → Int; a decimal literal makes it Real.
    expect(v('(< 1 (* 3 x) 2)').status).toBe('UNSAT');
    expect(v('(< 1.0 (* 3 x) 2)')).toMatchObject({ status: 'SAT', model: { x: '0.5' } });
  });

  it('mixes Booleans and arithmetic', () => {
    const r = v('(declare p Bool) (declare x Int) (ite p (> x 10) (< x -10)) (=> (> x 0) (not p)) ');
    expect(r.status).toBe('SAT');
    expect(r.model?.p).toBe('false');
    expect(Number(r.model?.x)).toBeLessThan(-10);
  });

  it('handles aliases and SMT-LIB framing', () => {
    const r = v('(declare-const x Int)\n(assert (AND (GT x 3) (LT x 5)))\n(check-sat)');
    expect(r).toMatchObject({ status: 'SAT', model: { x: '4' } });
    expect(v('(assert (NE x x))').status).toBe('UNSAT');
    expect(v('(eq (PLUS x 1) (MUL 2 x))').model).toEqual({ x: '1' });
  });

  it('reports every variable, declared or not', () => {
    const r = v('(declare unused Int) (declare flag Bool) (> x 2)');
    expect(r.model).toEqual({ unused: '0', flag: 'false', x: '3' });
  });

  it('returns ERROR with "unsupported" for non-linear input', () => {
    const r = v('(> (* x y) 2)');
    expect(r.status).toBe('ERROR');
    expect(r.error).toContain('unsupported');
    expect(r.code).toBe('UNSUPPORTED');
  });

  it('returns parse errors as generic text with a position', () => {
    const r = v('(and a');
    expect(r.status).toBe('ERROR');
    expect(r.error).toBe("parse error at position 6: expected ')' to close '(' at position 0");
    expect(v(undefined as unknown as string).status).toBe('ERROR');
  });

  it('answers UNKNOWN when a work budget runs out, never a guess', () => {
    const php = [];
    const holes = 7;
    for (let p = 0; p <= holes; p++) php.push(`(or ${Array.from({ length: holes }, (_, h) => `p${p}_${h}`).join(' ')})`);
    for (let h = 0; h < holes; h++)
      for (let p = 0; p <= holes; p++) for (let q = p + 1; q <= holes; q++) php.push(`(not (and p${p}_${h} p${q}_${h}))`);
    const q = php.join('\n');
    const r = verifyLogic({ query: q }, { budgets: { maxConflicts: 50 } });
    expect(r).toMatchObject({ status: 'UNKNOWN', code: 'BUDGET_EXCEEDED' });
    expect(r.message).toContain('not decided within the work budget');
    expect(r.model).toBeUndefined();
    const w = verifyLogic({ query: q }, { budgets: { maxWork: 100_000 } });
    expect(w).toMatchObject({ status: 'UNKNOWN', code: 'BUDGET_EXCEEDED' });
    expect(w.stats?.work).toBeLessThanOrEqual(100_000);
    // Unbounded integer strip: the relaxation stays feasible, branch and bound cannot finish.
    const strip = '(declare x Int) (declare y Int) (declare z Int) (< 0 (- (* 3 x) (* 3 y) z) 1) (= z (* 3 (- x y)))';
    const s = verifyLogic({ query: strip }, { budgets: { maxBranchNodes: 20 } });
    expect(['UNSAT', 'UNKNOWN']).toContain(s.status);
    const piv = verifyLogic(
      { query: '(declare x Real)(declare y Real)(declare z Real)(< (+ x y z) 1)(> (- x y) 2)(> (- y z) 3)(> (+ x z) 9)' },
      { budgets: { maxPivots: 0 } },
    );
    expect(piv).toMatchObject({ status: 'UNKNOWN', code: 'BUDGET_EXCEEDED' });
  });

  it('refuses inputs beyond the structural caps with InputTooComplexError (HTTP 400), before solving', () => {
    const refuse = (query: string, budgets: Parameters<typeof verifyLogic>[1] = {}) => {
      try {
        verifyLogic({ query }, budgets);
      } catch (e) {
        if (e instanceof InputTooComplexError) return e.limit;
        throw e;
      }
      return 'answered';
    };
    expect(refuse('(> x 1)', { budgets: { maxInputLength: 3 } })).toBe('length');
    expect(refuse('(and a b c d)', { budgets: { maxNodes: 4 } })).toBe('terms');
    expect(refuse(`(> x ${'9'.repeat(61)})`)).toBe('literal_digits');
    expect(refuse(`(> (* ${Array.from({ length: 9 }, () => '9'.repeat(60)).join(' ')} x) 1)`)).toBe('constant_bits');
    expect(refuse('(or (and a b) (and c d))', { budgets: { maxEncodingSize: 3 } })).toBe('encoding_size');
  });

  it('is deterministic', () => {
    const q = '(declare x Int) (declare y Int) (or (= x 1) (= x 2) (= y 3)) (distinct x y) (<= 0 x 5) (<= 0 y 5) (> (+ x y) 4)';
    expect(JSON.stringify(v(q))).toBe(JSON.stringify(v(q)));
  });

  it('solves SEND + MORE = MONEY within the default budget', () => {
    const q = `(declare s Int)(declare e Int)(declare n Int)(declare d Int)(declare m Int)(declare o Int)(declare r Int)(declare y Int)
      (<= 0 s 9)(<= 0 e 9)(<= 0 n 9)(<= 0 d 9)(<= 0 m 9)(<= 0 o 9)(<= 0 r 9)(<= 0 y 9)
      (> s 0)(> m 0)(distinct s e n d m o r y)
      (= (+ (* 1000 s) (* 100 e) (* 10 n) d (* 1000 m) (* 100 o) (* 10 r) e)
         (+ (* 10000 m) (* 1000 o) (* 100 n) (* 10 e) y))`;
    const r = verifyLogic({ query: q });
    expect(r).toMatchObject({ status: 'SAT', model: { s: '9', e: '5', n: '6', d: '7', m: '1', o: '0', r: '8', y: '2' } });
    expect(r.stats?.work).toBeLessThanOrEqual(DEFAULT_LOGIC_BUDGETS.maxWork);
  });
});

describe('looksLikeLogicDsl', () => {
  it('recognises DSL programs', () => {
    expect(looksLikeLogicDsl('(and a b)')).toBe(true);
    expect(looksLikeLogicDsl('  ; comment\n(declare x Int) (> x 2)')).toBe(true);
    expect(looksLikeLogicDsl('(assert (> x 2))')).toBe(true);
    expect(looksLikeLogicDsl('(AND (GT x 1))')).toBe(true);
    expect(looksLikeLogicDsl('(> x')).toBe(true); // broken DSL still gets a parse error, not a translation
  });
  it('rejects natural language', () => {
    expect(looksLikeLogicDsl('Is there an x with x > 2 and x < 1?')).toBe(false);
    expect(looksLikeLogicDsl('(a) all men are mortal')).toBe(false);
    expect(looksLikeLogicDsl('x and y')).toBe(false);
    expect(looksLikeLogicDsl('')).toBe(false);
  });
});

describe('encoding cap', () => {
  it('refuses a huge distinct before building it', () => {
    const names = Array.from({ length: 800 }, (_, i) => `v${i}`);
    expect(() => verifyLogic({ query: `(distinct ${names.join(' ')})` }, { budgets: { maxEncodingSize: 10_000 } })).toThrow(
      InputTooComplexError,
    );
  });
});
