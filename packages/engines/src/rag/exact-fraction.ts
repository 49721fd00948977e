import { Rational } from '../exact/rational.ts';

const DECIMAL = /^(\d+)(?:\.(\d+))?$|^\.(\d+)$/;
const RATIO = /^(\d+)\s*\/\s*(\d+)$/;
/** Long digit strings would only make BigInt slow; no meaningful rate needs more. */
const MAX_DIGITS = 30;

/**
 * Parses "a/b", an integer or a plain decimal ("0.25", ".5") into an exact non-negative rational. Returns null for
 * anything else (signs, exponents, percent, hex, empty), so the caller can reject it as a 400.
 */
export function parseFraction(text: string): Rational | null {
  const s = text.trim();
  if (s.length === 0 || s.length > 2 * MAX_DIGITS + 3) return null;
  const ratio = RATIO.exec(s);
  if (ratio) {
    const d = BigInt(ratio[2] ?? '0');
    if (d === 0n) return null;
    return Rational.of(BigInt(ratio[1] ?? '0'), d);
  }
  const dec = DECIMAL.exec(s);
  if (!dec) return null;
  const whole = dec[1] ?? '0';
  const frac = dec[2] ?? dec[3] ?? '';
  if (whole.length > MAX_DIGITS || frac.length > MAX_DIGITS) return null;
  return Rational.of(BigInt(whole + frac), 10n ** BigInt(frac.length));
}

/** `n/d` always, also for integers, as the rag response has always shown it (`0/1`, `1/3`). */
export function formatFraction(f: Rational): string {
  return `${f.num}/${f.den}`;
}
