import { describe, expect, it } from 'vitest';
import { parseExpr } from '../math/parse';
import { toSafeJs } from './js-translate';
import { evaluateRational } from './rational-engine';

const val = (s: string) => {
  const r = evaluateRational(s);
  return r.ok ? r.value.toString() : r.reason;
};

describe('evaluateRational', () => {
  it('is exact', () => {
    expect(val('0.1 + 0.2')).toBe('3/10');
    expect(val('2^100 + 1')).toBe('1267650600228229401496703205377');
    expect(val('-2^2')).toBe('-4');
    expect(val('2^3^2')).toBe('512');
    expect(val('2**-2')).toBe('1/4');
    expect(val('(1/3 + 1/6) * 4')).toBe('2');
    expect(val('1.5e-3')).toBe('3/2000');
  });
  it('reports what it does not support', () => {
    expect(val('sqrt(2)')).toBe('unsupported');
    expect(val('2^0.5')).toBe('unsupported');
    expect(val('2(3)')).toBe('unsupported');
    expect(val('1/0')).toBe('division by zero');
    expect(val('10^100000')).toBe('too large');
    expect(val('(1')).toBe('unsupported');
  });
});

describe('toSafeJs', () => {
  it('translates arithmetic to JavaScript with Math members only', () => {
    expect(toSafeJs(parseExpr('2^3 + sqrt(16) * pi'))).toBe('((2 ** 3) + (Math.sqrt(16) * Math.PI))');
    expect(toSafeJs(parseExpr('-2^2'))).toBe('(-(2 ** 2))');
  });
  it('refuses what JavaScript would evaluate differently or cannot express', () => {
    expect(toSafeJs(parseExpr('5!'))).toBeNull();
    expect(toSafeJs(parseExpr('x + 1'))).toBeNull();
    expect(toSafeJs(parseExpr('log(8, 2)'))).toBeNull();
    expect(toSafeJs(parseExpr('sqrt(-1) * i'))).toBeNull();
  });
});
