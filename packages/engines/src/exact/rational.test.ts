import { describe, expect, it } from 'vitest';
import { Rational } from './rational.ts';

describe('Rational', () => {
  it('parses decimals exactly and reduces', () => {
    expect(Rational.parseDecimal('0.1')!.add(Rational.parseDecimal('0.2')!).equals(Rational.parseDecimal('0.3')!)).toBe(true);
    expect(Rational.parseDecimal('1.5e-3')!.toString()).toBe('3/2000');
    expect(Rational.parseDecimal('abc')).toBeNull();
    expect(Rational.of(6n, -4n).toString()).toBe('-3/2');
  });
  it('does integer powers and decimal output', () => {
    expect(Rational.of(2n, 3n).pow(-2).toString()).toBe('9/4');
    expect(Rational.of(1n, 8n).toDecimal()).toBe('0.125');
    expect(Rational.fromNumber(0.5)!.toString()).toBe('1/2');
    expect(() => Rational.ONE.div(Rational.ZERO)).toThrow(RangeError);
    expect(Rational.of(10n ** 400n, 3n).toNumber()).toBe(Infinity);
  });
});
