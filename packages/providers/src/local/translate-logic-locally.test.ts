import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { translateLogicLocally } from './translate-logic-locally.ts';

describe('translateLogicLocally', () => {
  it.each([
    ['x is greater than 3 and x is less than 5, x is an integer', '(declare x Int) (and (> x 3) (< x 5))'],
    ['Is there an integer x such that x > 3 and x < 5?', '(declare x Int) (and (> x 3) (< x 5))'],
    ['x and y are integers, x + y = 10, x - y = 2', '(declare x Int) (declare y Int) (and (= (+ x y) 10) (= (- x y) 2))'],
    ['For integers x and y, x + y = 7 and 2x = y + 2', '(declare x Int) (declare y Int) (and (= (+ x y) 7) (= (* 2 x) (+ y 2)))'],
    ['x is a real number and 3 < x < 4', '(declare x Real) (and (< 3 x) (< x 4))'],
    ['x is a positive integer and x is less than 1', '(declare x Int) (and (< x 1) (> x 0))'],
    ['x is an integer between 1 and 10 and x is greater than 8', '(declare x Int) (and (and (>= x 1) (<= x 10)) (> x 8))'],
    ['x is an integer, x is strictly between one and ten', '(declare x Int) (and (> x 1) (< x 10))'],
    ['x is an integer and x is not greater than 3 and x is at least 2', '(declare x Int) (and (not (> x 3)) (>= x 2))'],
    [
      'All variables are integers. x + y = 3, x is at least 2, y >= 1',
      '(declare x Int) (declare y Int) (and (= (+ x y) 3) (>= x 2) (>= y 1))',
    ],
    ['x is an integer, twice x equals 10', '(declare x Int) (= (* 2 x) 10)'],
    ['x is an integer and x is not equal to 4', '(declare x Int) (distinct x 4)'],
    ['p or q, not p', '(declare p Bool) (declare q Bool) (and (or p q) (not p))'],
    ['if p then q, p, not q', '(declare p Bool) (declare q Bool) (and (=> p q) p (not q))'],
    ['p implies q', '(declare p Bool) (declare q Bool) (=> p q)'],
    ['p is true and q is false', '(declare p Bool) (declare q Bool) (and p (not q))'],
    ['(declare x Int) (> x 1)', '(declare x Int) (> x 1)'],
  ])('%s', (query, program) => expect(translateLogicLocally(query)).toBe(program));

  it.each([
    ['x > 3 and x < 5'], // no stated type: Int and Real differ, so it refuses to pick
    ['What is the capital of France?'],
    ['x is an integer and p or x'], // x used as both a number and a proposition
    ['(and (> x 1)'],
  ])('refuses %s with ProviderError(unsupported)', (query) => {
    expect(() => translateLogicLocally(query)).toThrow(ProviderError);
    try {
      translateLogicLocally(query);
    } catch (e) {
      expect((e as ProviderError).kind).toBe('unsupported');
    }
  });

  it('stays fast on long inputs', () => {
    const t = performance.now();
    expect(translateLogicLocally('p or '.repeat(500) + 'q')).toContain('(or p');
    expect(() => translateLogicLocally('x is not '.repeat(400) + 'positive')).toThrow(ProviderError);
    expect(performance.now() - t).toBeLessThan(500);
  });
});
