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

  it('rounds to the nearest double, ties to even, at every magnitude', () => {
    for (const v of [0.1, 1 / 3, 1e-310, 5e-324, 1.7976931348623157e308, 123456789.123, 2 ** -1074 * 3, (1e300 * 7) / 3, 2.5e-320]) {
      expect(Rational.fromNumber(v)!.toNumber()).toBe(v);
    }
    expect(
      Rational.of(10n ** 20n + 1n)
        .sub(Rational.of(10n ** 20n))
        .toNumber(),
    ).toBe(1);
    expect(Rational.of(2n ** 53n + 1n).toNumber()).toBe(2 ** 53);
    expect(Rational.of(2n ** 53n + 3n).toNumber()).toBe(2 ** 53 + 4);
    expect(Rational.of(1n, 10n ** 400n).toNumber()).toBe(0);
    expect(Rational.of(1n, 2n ** 1075n).toNumber()).toBe(0);
    expect(Rational.of(3n, 2n ** 1076n).toNumber()).toBe(5e-324);
    expect(Rational.of(2n ** 54n * 3n + 1n, 2n ** 1130n).toNumber()).toBe(5e-324);
    for (let i = 1; i < 2000; i++) {
      const a = BigInt((i * 7919) % 1000003);
      const b = BigInt(((i * 104729) % 999983) + 1);
      expect(Rational.of(a, b).toNumber()).toBe(Number(a) / Number(b));
    }
  });
  it('takes exact roots', () => {
    expect(Rational.of(16n, 9n).sqrtExact()!.toString()).toBe('4/3');
    expect(Rational.of(-27n, 8n).rootExact(3)!.toString()).toBe('-3/2');
    expect(Rational.of(2n).sqrtExact()).toBeNull();
    expect(Rational.of(10n ** 80n + 1n).sqrtExact()).toBeNull();
  });
});
