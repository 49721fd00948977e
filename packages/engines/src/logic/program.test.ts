import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { LogicError } from './errors';
import { DEFAULT_PARSE_LIMITS, parseProgram } from './program';

function err(src: string): LogicError {
  try {
    parseProgram(src);
  } catch (e) {
    if (e instanceof LogicError) return e;
    throw e;
  }
  throw new Error('expected a LogicError');
}

describe('parseProgram', () => {
  it('reads declarations, assertions and ignores check-sat', () => {
    const p = parseProgram('(declare x Int)\n(declare b Bool)\n(assert (> x 2))\n(or b (< x 0))\n(check-sat)\n(get-model)');
    expect(p.assertions).toHaveLength(2);
    expect([...p.vars]).toEqual([
      ['x', 'Int'],
      ['b', 'Bool'],
    ]);
  });

  it('accepts SMT-LIB style declarations and several names at once', () => {
    const p = parseProgram('(declare-const a Real)(declare-fun q () Bool)(declare u v Int)(and q (> a u) (= u v))');
    expect(Object.fromEntries(p.vars)).toEqual({ a: 'Real', q: 'Bool', u: 'Int', v: 'Int' });
  });

  it('infers Bool, Int and Real for undeclared variables', () => {
    const p = parseProgram('(and p (> x 3) (= y (+ z 0.5)) (< w y) (or q (= n m)))');
    expect(Object.fromEntries(p.vars)).toEqual({ p: 'Bool', x: 'Int', y: 'Real', z: 'Real', w: 'Real', q: 'Bool', n: 'Int', m: 'Int' });
  });

  it('propagates Real through a declared Real variable and through division', () => {
    const p = parseProgram('(declare r Real) (< a r) (= (/ b 2) c) (> d 1)');
    expect(Object.fromEntries(p.vars)).toMatchObject({ r: 'Real', a: 'Real', b: 'Real', c: 'Real', d: 'Int' });
  });

  it('infers Bool from = with a Boolean side', () => {
    const p = parseProgram('(= a (and b c))');
    expect(p.vars.get('a')).toBe('Bool');
  });

  it('accepts case-insensitive aliases', () => {
    const p = parseProgram('(AND (GT x 1) (Le x 5) (NE x 3) (EQ (PLUS x 1) (MINUS 7 (MUL 2 1))) (IMPLIES b (not b)) (OR b (NOT b)))');
    expect(p.assertions).toHaveLength(1);
  });

  it('reads negative and decimal literals exactly', () => {
    const p = parseProgram('(= x (+ -3 0.1 .25 -0.5))');
    expect(p.vars.get('x')).toBe('Real');
  });

  it('reports positions for syntax errors', () => {
    expect(err('(and a b').message).toBe("parse error at position 8: expected ')' to close '(' at position 0");
    expect(err('(and a b))').message).toBe("parse error at position 9: unexpected ')'");
    expect(err('(frobnicate a)').message).toBe("parse error at position 1: unknown operator 'frobnicate'");
    expect(err('(not a b)').message).toContain("'not' expects 1 argument, got 2");
    expect(err('()').message).toContain('empty list');
    expect(err('   ').message).toContain('empty query');
    expect(err('(> 1x 2)').message).toContain("invalid symbol '1x'");
    expect(err('(declare x Complex)').message).toContain("unknown sort 'Complex'");
    expect(err('(and (assert a))').message).toContain('only allowed at the top level');
    expect(err('(> and 1)').message).toContain("operator 'and' used without arguments");
    expect(err('(declare ite Int)').message).toContain('reserved word');
  });

  it('reports type errors', () => {
    expect(err('(declare b Bool) (> b 1)').code).toBe('TYPE_ERROR');
    expect(err('(declare x Int) (declare x Real)').message).toContain('declared both Int and Real');
    expect(err('(and x (> x 1))').code).toBe('TYPE_ERROR');
    expect(err('(= a 1 true)').message).toContain("'=' mixes Boolean and numeric");
    expect(err('(+ 1 2)').code).toBe('TYPE_ERROR');
    expect(err('(ite c 1 true)').message).toContain("branches of 'ite'");
  });

  it('rejects non-linear terms as unsupported', () => {
    const e = err('(> (* x y) 2)');
    expect(e.code).toBe('UNSUPPORTED');
    expect(e.message).toContain('unsupported');
    expect(err('(= (/ x y) 2)').message).toContain('unsupported');
    expect(err('(= (/ x 0) 2)').message).toContain('division by zero');
    expect(err('(= (* (ite c 1 2) x) 2)').code).toBe('UNSUPPORTED');
  });

  it('allows products of constants with one variable', () => {
    expect(() => parseProgram('(= (* 2 (+ 1 2) x (/ 1 3)) 6)')).not.toThrow();
  });

  it('refuses inputs beyond the structural caps (InputTooComplexError) before any recursive pass', () => {
    const cap = (src: string, limits?: Parameters<typeof parseProgram>[1]) => {
      try {
        parseProgram(src, limits);
      } catch (e) {
        if (e instanceof InputTooComplexError) return e.limit;
        throw e;
      }
      return 'parsed';
    };
    expect(cap(`(> x ${'9'.repeat(100)})`)).toBe('literal_digits');
    expect(cap(`${'(not '.repeat(300)}a${')'.repeat(300)}`)).toBe('nesting_depth');
    // Far deeper than any call stack: refused by the iterative reader, never a stack overflow.
    expect(cap(`${'('.repeat(100_000)}`, { ...DEFAULT_PARSE_LIMITS, maxInputLength: 200_000 })).toBe('nesting_depth');
    expect(cap('(> x 1)', { maxInputLength: 3, maxDepth: 10, maxNodes: 100, maxLiteralDigits: 10 })).toBe('length');
    expect(cap('(and a b c)', { maxInputLength: 100, maxDepth: 10, maxNodes: 4, maxLiteralDigits: 10 })).toBe('terms');
    // Exactly at the depth cap: accepted.
    expect(cap(`${'(not '.repeat(200)}a${')'.repeat(200)}`)).toBe('parsed');
    expect(cap(`${'(not '.repeat(201)}a${')'.repeat(201)}`)).toBe('nesting_depth');
  });
});
