/**
 * The interval library against 600-digit references from mpmath (corpus/cases.json, "intervals"): every enclosure
 * must contain the true value at every precision, and tighten as the precision rises.
 */
import { describe, expect, it } from 'vitest';
import { WorkBudget } from '../../budget.ts';
import { Rational } from '../../exact/rational.ts';
import corpus from '../corpus/cases.json' with { type: 'json' };
import { dyadicToRational } from '../refine.ts';
import { atan, exp, log, sinCos } from './elementary.ts';
import { Arith, Interval, top } from './interval.ts';

const refs = (corpus as unknown as { intervals: Array<{ fn: string; x: string; value: string }> }).intervals;

function decimal(text: string): Rational {
  const negative = text.startsWith('-');
  const r = Rational.parseDecimal(negative ? text.slice(1) : text, 100_000);
  if (!r) throw new Error(`bad decimal ${text}`);
  return negative ? r.neg() : r;
}

function evaluate(fn: string, A: Arith, x: Interval): Interval {
  switch (fn) {
    case 'exp':
      return exp(A, x);
    case 'log':
      return log(A, x);
    case 'sin':
      return sinCos(A, x).sin;
    case 'cos':
      return sinCos(A, x).cos;
    case 'atan':
      return atan(A, x);
    default:
      return A.sqrt(x);
  }
}

describe('interval elementary functions', () => {
  it.each(refs.map((r) => [r.fn, r.x, r.value] as const))('%s(%s) is enclosed at 64, 256 and 1,024 bits', (fn, x, value) => {
    const truth = decimal(value);
    // The reference has 600 significant digits: enough to check enclosures at these precisions.
    let previousWidth: Rational | null = null;
    for (const bits of [64, 256, 1024]) {
      const A = new Arith(bits, new WorkBudget(1e9));
      const iv = evaluate(fn, A, A.fromRational(decimal(x)));
      const lo = dyadicToRational(iv.lo);
      const hi = dyadicToRational(iv.hi);
      const slack = truth.abs().mul(Rational.of(1n, 10n ** 590n));
      expect(lo.sub(slack).le(truth) && truth.le(hi.add(slack)), `${fn}(${x}) at ${bits} bits`).toBe(true);
      const width = hi.sub(lo);
      if (previousWidth && !previousWidth.isZero()) expect(width.le(previousWidth)).toBe(true);
      previousWidth = width;
    }
  });

  it('keeps relative precision for tiny and huge values', () => {
    const A = new Arith(128, new WorkBudget(1e9));
    const tiny = exp(A, A.fromInt(-1000));
    expect(top(tiny.lo)).toBeLessThan(-1400);
    const width = A.sub(new Interval(tiny.hi, tiny.hi), new Interval(tiny.lo, tiny.lo));
    expect(top(width.hi) - top(tiny.lo)).toBeLessThan(-100);
  });

  it('returns exact results only for exact arguments', () => {
    const A = new Arith(64, new WorkBudget(1e9));
    expect(exp(A, Interval.ZERO).isZero()).toBe(false);
    expect(sinCos(A, Interval.ZERO).sin.isZero()).toBe(true);
    expect(log(A, Interval.ONE).isZero()).toBe(true);
    expect(log(A, A.fromInt(2)).isPoint()).toBe(false);
  });
});
