/**
 * What a consensus engine answered, how two answers are compared and how the agreed one is written.
 * - An exact rational is compared exactly with another exact rational: 10^70 + 1 − 10^70 is 1, and an engine that
 *   says 0 disagrees. There is no tolerance between two exact answers.
 * - An approximate answer (a double from the sandbox on sqrt/sin/…, algebrite's float of an irrational form, the
 *   correctly rounded double of an irrational value) can only agree to its own precision: it agrees with another
 *   answer when |a − b| ≤ 1e-12 · max(1, |a|, |b|). It never supplies final_answer while an exact answer agrees.
 * - A claim ("2 + 2 = 5") is answered as a truth value; truth values agree when equal.
 */
import type { BigNumber } from 'mathjs';
import type { Rational } from '../exact/rational.ts';
import { bigMath } from '../math/hardened-math';

export type Value =
  | { exact: Rational }
  /** `exactForm` is the symbolic exact form when an engine knows it ("sqrt(2)"), `approx` its numeric value. */
  | { approx: BigNumber; exactForm?: string }
  | { truth: boolean };

function decimalOf(v: { exact: Rational } | { approx: BigNumber }): BigNumber {
  return 'exact' in v
    ? (bigMath.divide(bigMath.bignumber(v.exact.num.toString()), bigMath.bignumber(v.exact.den.toString())) as BigNumber)
    : v.approx;
}

export function valuesAgree(a: Value, b: Value): boolean {
  if ('truth' in a || 'truth' in b) return 'truth' in a && 'truth' in b && a.truth === b.truth;
  if ('exact' in a && 'exact' in b) return a.exact.equals(b.exact);
  const x = decimalOf(a);
  const y = decimalOf(b);
  const scale = bigMath.max(bigMath.bignumber(1), bigMath.abs(x), bigMath.abs(y)) as BigNumber;
  return (bigMath.abs(bigMath.subtract(x, y)) as BigNumber).lte(bigMath.multiply(scale, bigMath.bignumber('1e-12')) as BigNumber);
}

/** Fractional digits written out in full before an exact decimal switches to exponent notation (1e-70). */
const PLAIN_DIGITS = 20;

/**
 * Exact text of a rational: an integer in full; a terminating decimal in full ("19.75") or, when it has more than
 * 20 fractional digits, in exact exponent notation ("1e-70", "1.5e-30"); otherwise the fraction "1/3".
 */
export function exactText(r: Rational): string {
  if (r.isInteger()) return r.toString();
  const places = r.decimalPlaces();
  if (places === null) return r.toString();
  const negative = r.sign() < 0;
  const digits = r.decimalDigits(places);
  const sign = negative ? '-' : '';
  if (places <= PLAIN_DIGITS) {
    const padded = digits.padStart(places + 1, '0');
    return `${sign}${padded.slice(0, -places)}.${padded.slice(-places)}`;
  }
  const mantissa = digits.replace(/0+$/, '');
  const exponent = digits.length - 1 - places;
  const body = mantissa.length > 1 ? `${mantissa[0]}.${mantissa.slice(1)}` : mantissa;
  return `${sign}${body}e${exponent}`;
}

/**
 * The agreed answer as written in final_answer, whether that text is the exact value, and the exact form when one is
 * known. An approximate answer is the shortest text of its double (the correctly rounded double when math-exact gave it).
 */
export function display(v: Value): { answer: string; isExact: boolean; exact?: string } {
  if ('truth' in v) return { answer: v.truth ? 'true' : 'false', isExact: true };
  if ('exact' in v) return { answer: exactText(v.exact), isExact: true, exact: v.exact.toString() };
  const x = v.approx.toNumber();
  const answer = Object.is(x, -0) ? '0' : String(x);
  return v.exactForm ? { answer, isExact: false, exact: v.exactForm } : { answer, isExact: false };
}

/** Text an engine reports for its own answer in the verification chain. */
export function resultText(v: Value): string {
  if ('truth' in v) return v.truth ? 'true' : 'false';
  if ('exact' in v) return v.exact.toString();
  return v.exactForm ?? v.approx.toString();
}
