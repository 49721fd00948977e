import { describe, expect, it } from 'vitest';
import { Rational } from '../exact/rational.ts';
import { mulberry32 } from '../seeded-random.ts';
import { bitLength, isqrt, nearestDouble, nearestSqrt } from './nearest-double.ts';

// Correct rounding is checked exactly: the answer is at least as close to the true value as both neighbouring doubles
// (and, for square roots, the true root lies between the midpoints to those neighbours).

/** The doubles just below and above x > 0 (its bit pattern ± 1). */
function neighbours(x: number): [number, number] {
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, x);
  const bits = buf.getBigUint64(0);
  const step = (d: bigint) => {
    buf.setBigUint64(0, bits + d);
    return buf.getFloat64(0);
  };
  return [step(-1n), step(1n)];
}

function exact(x: number): Rational {
  return Rational.fromNumber(x) as Rational;
}

function expectNearest(num: bigint, den: bigint) {
  const v = nearestDouble(num, den);
  const truth = Rational.of(num, den);
  const [down, up] = neighbours(Math.abs(v)).map((n) => (v < 0 ? -n : n));
  const d = truth.sub(exact(v)).abs();
  expect(d.compare(truth.sub(exact(down as number)).abs()), `${num}/${den}`).toBeLessThanOrEqual(0);
  expect(d.compare(truth.sub(exact(up as number)).abs()), `${num}/${den}`).toBeLessThanOrEqual(0);
}

function expectNearestSqrt(num: bigint, den: bigint) {
  const { v } = nearestSqrt(num, den);
  const truth = Rational.of(num, den);
  const [down, up] = neighbours(v);
  const low = exact(v)
    .add(exact(down as number))
    .div(Rational.int(2));
  const high = exact(v)
    .add(exact(up as number))
    .div(Rational.int(2));
  expect(low.mul(low).compare(truth), `sqrt ${num}/${den}`).toBeLessThanOrEqual(0);
  expect(high.mul(high).compare(truth), `sqrt ${num}/${den}`).toBeGreaterThanOrEqual(0);
}

function randomBig(rand: () => number, digits: number): bigint {
  let s = '';
  for (let i = 0; i < digits; i++) s += Math.floor(rand() * 10);
  return BigInt(s.replace(/^0+/, '') || '1');
}

describe('nearestDouble', () => {
  it('rounds known cases correctly', () => {
    expect(nearestDouble(1n, 10n)).toBe(0.1);
    expect(nearestDouble(12354686100489308885n, 1n)).toBe(Number(12354686100489308885n));
    expect(nearestDouble(9007199254740993n, 1n)).toBe(9007199254740992); // a tie: to even
    expect(nearestDouble(9007199254740995n, 1n)).toBe(9007199254740996);
    expect(nearestDouble(-2n, 3n)).toBe(-2 / 3);
    expect(nearestDouble(0n, 7n)).toBe(0);
    expect(nearestDouble(1n, -4n)).toBe(-0.25);
  });

  it('is the nearest double for 3,000 random rationals of up to 60 digits', () => {
    const rand = mulberry32(20_261_125);
    for (let i = 0; i < 3_000; i++) {
      const num = randomBig(rand, 1 + Math.floor(rand() * 60)) * (rand() < 0.3 ? -1n : 1n);
      const den = randomBig(rand, 1 + Math.floor(rand() * 60));
      expectNearest(num, den);
    }
  });
});

describe('nearestSqrt', () => {
  it('is exact for perfect squares and says so', () => {
    expect(nearestSqrt(9n, 4n)).toEqual({ v: 1.5, exactRoot: { num: 3n, den: 2n } });
    expect(nearestSqrt(2n, 1n).exactRoot).toBeNull();
    expect(nearestSqrt(2n, 1n).v).toBe(Math.SQRT2);
    expect(nearestSqrt(2n, 1n, -1).v).toBe(-Math.SQRT2);
  });

  it('is the nearest double for 3,000 random radicands of up to 60 digits', () => {
    const rand = mulberry32(7);
    for (let i = 0; i < 3_000; i++)
      expectNearestSqrt(randomBig(rand, 1 + Math.floor(rand() * 60)), randomBig(rand, 1 + Math.floor(rand() * 60)));
  });

  it('has exact integer helpers', () => {
    expect(bitLength(0n)).toBe(0);
    expect(bitLength(255n)).toBe(8);
    expect(bitLength(-256n)).toBe(9);
    const n = 10n ** 40n + 12345n;
    const r = isqrt(n);
    expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
  });
});
