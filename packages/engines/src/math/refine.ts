/**
 * Adaptive precision: an interval computation is repeated at 64, 128, 256… bits until its question is decided or
 * the precision cap (limits.ts) or the work budget is reached. Also the conversions from enclosures to doubles
 * and decimal text, which are exact statements about the enclosure (never a rounded guess).
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { type EncloseOptions, enclose, type Num, Undecided } from './enclose.ts';
import { containsFunction, type Expr } from './expr.ts';

const QUADRATURE = new Set(['integrate']);

import { PRECISION } from './limits.ts';
import { log, NumericOverflow } from './numeric/elementary.ts';
import { Arith, type Dyadic, type Interval, NumericBudgetExceeded, top } from './numeric/interval.ts';
import { UndefinedValue } from './undefined-value.ts';

export type Refined<T> =
  | { kind: 'decided'; value: T; bits: number }
  | { kind: 'undefined'; error: UndefinedValue }
  | { kind: 'undecided'; bits: number; last: Num | null; reason: 'precision' | 'budget' };

/**
 * Like refine, trying several equivalent expressions at each precision (the original difference, and the normal
 * form's, which has cancelled what cancels exactly); the first that decides wins.
 */
export function refineAny<T>(
  exprs: Expr[],
  opts: EncloseOptions,
  budget: WorkBudget,
  decide: (v: Num, A: Arith, index: number) => T | null,
  maxBits: number = PRECISION.max,
): Refined<T> {
  let last: Refined<T> & { kind: 'undecided' } = { kind: 'undecided', bits: PRECISION.start, last: null, reason: 'precision' };
  for (let p = PRECISION.start; p <= maxBits; p *= 2) {
    for (const [index, e] of exprs.entries()) {
      const r = refineAt(e, opts, budget, (v, A) => decide(v, A, index), p);
      if (r.kind !== 'undecided') return r;
      // On budget exhaustion keep the best enclosure reached so far, as evidence.
      if (r.reason === 'budget') return { ...last, reason: 'budget' };
      if (r.last || !last.last) last = r;
    }
  }
  return last;
}

function refineAt<T>(e: Expr, opts: EncloseOptions, budget: WorkBudget, decide: (v: Num, A: Arith) => T | null, p: number): Refined<T> {
  const cap = containsFunction(e, QUADRATURE) ? 128 : Number.POSITIVE_INFINITY;
  if (p > cap) return { kind: 'undecided', bits: p, last: null, reason: 'precision' };
  const A = new Arith(p, budget);
  try {
    const v = enclose(e, A, opts);
    const d = decide(v, A);
    return d !== null ? { kind: 'decided', value: d, bits: p } : { kind: 'undecided', bits: p, last: v, reason: 'precision' };
  } catch (err) {
    if (err instanceof UndefinedValue) return { kind: 'undefined', error: err };
    if (err instanceof NumericBudgetExceeded || budget.exhausted) return { kind: 'undecided', bits: p, last: null, reason: 'budget' };
    if (err instanceof Undecided || err instanceof NumericOverflow) return { kind: 'undecided', bits: p, last: null, reason: 'precision' };
    throw err;
  }
}

/**
 * Evaluates `e` at rising precision until `decide` returns a value. UndefinedValue is final (proven); Undecided and
 * a null decision move to the next precision.
 */
export function refine<T>(
  e: Expr,
  opts: EncloseOptions,
  budget: WorkBudget,
  decide: (v: Num, A: Arith) => T | null,
  maxBits: number = PRECISION.max,
): Refined<T> {
  let last: Num | null = null;
  let bits = PRECISION.start;
  // A quadrature enclosure is as wide as its subdivision allows, not its precision: more bits cannot help.
  const cap = containsFunction(e, QUADRATURE) ? Math.min(maxBits, 128) : maxBits;
  for (let p = PRECISION.start; p <= cap; p *= 2) {
    bits = p;
    const A = new Arith(p, budget);
    try {
      const v = enclose(e, A, opts);
      last = v;
      const d = decide(v, A);
      if (d !== null) return { kind: 'decided', value: d, bits: p };
    } catch (err) {
      if (err instanceof UndefinedValue) return { kind: 'undefined', error: err };
      if (err instanceof NumericBudgetExceeded || budget.exhausted) return { kind: 'undecided', bits, last, reason: 'budget' };
      if (err instanceof Undecided || err instanceof NumericOverflow) continue;
      throw err;
    }
  }
  return { kind: 'undecided', bits, last, reason: 'precision' };
}

export function dyadicToRational(d: Dyadic): Rational {
  if (d.e >= 0) return Rational.of(d.m << BigInt(d.e));
  return Rational.of(d.m, 1n << BigInt(-d.e));
}

/** Nearest double of a dyadic; ±Infinity / ±0 beyond the double range (without building huge integers). */
export function dyadicToDouble(d: Dyadic): number {
  if (d.m === 0n) return 0;
  const t = top(d);
  if (t > 1100) return d.m > 0n ? Infinity : -Infinity;
  if (t < -1200) return d.m > 0n ? 0 : -0;
  return dyadicToRational(d).toNumber();
}

/** The correctly rounded double of every number in the interval, when they all round to the same double. */
export function roundedDouble(x: Interval): number | null {
  const a = dyadicToDouble(x.lo);
  const b = dyadicToDouble(x.hi);
  return Object.is(a, b) || (a === 0 && b === 0) ? a : null;
}

/** True when the value is representable as a finite non-zero double range-wise (not overflowing or underflowing). */
export function inDoubleRange(x: Interval): boolean {
  const d = x.magnitude();
  if (d.m === 0n) return true;
  const t = top(d);
  return t <= 1023 && (x.containsZero() || top(x.mignitude()) >= -1074);
}

/**
 * Decimal text with as many significant digits (up to `digits`) as the enclosure guarantees, e.g. "1.4142135623731"
 * or "4.2812e369693099"; null when not even one digit is certain.
 */
export function decimalText(x: Interval, A: Arith, digits = 15): string | null {
  if (x.isZero()) return '0';
  if (x.containsZero()) return null;
  const negative = x.negative();
  const mag = negative ? A.neg(x) : x;
  if (inDoubleRange(mag) && top(mag.lo) > -1000 && top(mag.hi) < 1000) {
    const lo = dyadicToDouble(mag.lo);
    const hi = dyadicToDouble(mag.hi);
    for (let d = Math.min(digits, 17); d >= 1; d--) {
      const a = lo.toPrecision(d);
      if (a === hi.toPrecision(d) && Number(a) !== 0) return (negative ? '-' : '') + tidy(a);
    }
    return null;
  }
  // Far outside the double range: exponent from log10, mantissa from 10^frac, both enclosed.
  const W = new Arith(A.p + 32, A.budget);
  const l10 = W.div(log(W, mag), log(W, W.fromInt(10)));
  const eLo = floorOf(l10.lo);
  if (eLo !== floorOf(l10.hi)) return null;
  const frac = W.sub(l10, W.fromInt(eLo));
  const m = powerOfTen(W, frac);
  const lo = dyadicToDouble(m.lo);
  const hi = dyadicToDouble(m.hi);
  for (let d = Math.min(digits, 15); d >= 1; d--) {
    const a = lo.toPrecision(d);
    if (a === hi.toPrecision(d) && !a.startsWith('10')) return `${negative ? '-' : ''}${tidy(a)}e${eLo}`;
  }
  return `${negative ? '-' : ''}1e${eLo}…`;
}

function powerOfTen(A: Arith, f: Interval): Interval {
  return enclose({ k: 'fn', name: 'exp', args: [{ k: 'var', name: 't' }] }, A, {
    domain: 'real',
    scope: new Map([['t', A.mul(f, log(A, A.fromInt(10)))]]),
  }).re;
}

function floorOf(d: Dyadic): bigint {
  if (d.e >= 0) return d.m << BigInt(d.e);
  return d.m >> BigInt(-d.e);
}

function tidy(s: string): string {
  if (s.includes('e')) {
    const [m = '', e = ''] = s.split('e');
    return `${tidy(m)}e${e.replace('+', '')}`;
  }
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** How many significant decimal digits two values agree to, given their difference's enclosure. */
export function agreementDigits(diff: Interval, scale: Interval): number {
  const d = diff.magnitude();
  const s = scale.mignitude();
  if (d.m === 0n) return Infinity;
  const bitsAgree = (s.m === 0n ? 0 : top(s)) - top(d) - 1;
  return Math.max(0, Math.floor(bitsAgree * Math.log10(2)));
}
