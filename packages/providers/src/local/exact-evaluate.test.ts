import { describe, expect, it } from 'vitest';
import { evaluateExact } from './exact-evaluate.ts';

const value = (e: string) => {
  const r = evaluateExact(e);
  if (!r.ok) throw new Error(`expected ok for ${e}: ${r.error}`);
  return r;
};

describe('evaluateExact', () => {
  it('is exact over decimals (no binary-float noise)', () => {
    expect(value('0.1+0.2').value).toBe(0.3);
    expect(value('15/100*200').value).toBe(30);
    expect(value('1000*5/100*3').value).toBe(150);
    expect(value('1000*(1+10/100)^2-1000').value).toBe(210);
  });
  it('follows mathjs precedence: ^ is right-associative and binds tighter than unary minus', () => {
    expect(value('-2^2').value).toBe(-4);
    expect(value('2^3^2').value).toBe(512);
    expect(value('2^-2').value).toBe(0.25);
    expect(value('2+3*4').value).toBe(14);
    expect(value('(2+3)*4').value).toBe(20);
  });
  it('takes exact roots of perfect powers and falls back to floats otherwise', () => {
    expect(value('sqrt(144)')).toEqual({ ok: true, value: 12, exact: true });
    expect(value('cbrt(-27)').value).toBe(-3);
    expect(value('sqrt(9/4)').value).toBe(1.5);
    expect(value('sqrt(2)')).toEqual({ ok: true, value: Math.SQRT2, exact: false });
    expect(value('16^(1/4)').value).toBe(2);
    expect(value('abs(-3.5)').value).toBe(3.5);
  });
  it('reports errors with short generic texts', () => {
    expect(evaluateExact('1/0')).toEqual({ ok: false, error: 'division by zero' });
    expect(evaluateExact('sqrt(-4)')).toEqual({ ok: false, error: 'square root of a negative number' });
    expect(evaluateExact('2+')).toEqual({ ok: false, error: 'syntax error' });
    expect(evaluateExact('foo(2)')).toEqual({ ok: false, error: 'unknown symbol' });
    expect(evaluateExact('10^400')).toEqual({ ok: false, error: 'result is not a finite number' });
    expect(evaluateExact('(-8)^0.5').ok).toBe(false);
  });
  it('bounds work: long input, deep nesting and huge exact powers', () => {
    expect(evaluateExact('1+'.repeat(600) + '1')).toEqual({ ok: false, error: 'expression too long' });
    expect(evaluateExact('('.repeat(100) + '1' + ')'.repeat(100))).toEqual({ ok: false, error: 'expression too deeply nested' });
    const t = performance.now();
    expect(evaluateExact('2^100000').ok).toBe(false); // float fallback overflows: no giant BigInt is built
    expect(value('3^1000^0.001').exact).toBe(false);
    expect(performance.now() - t).toBeLessThan(200);
  });
  it('keeps large exact values accurate when converting to a number', () => {
    expect(value('2^200/2^199').value).toBe(2);
    expect(value('(10^30+1)/10^30').value).toBe(1);
    expect(value('1/3').value).toBe(1 / 3);
  });
});
