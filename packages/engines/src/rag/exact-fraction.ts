/** A non-negative rational n/d in lowest terms (d > 0), kept in BigInt so thresholds compare exactly. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(n: bigint, d: bigint): Fraction {
  if (d === 0n) throw new RangeError('zero denominator');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** a <= b, exactly (cross-multiplication; both denominators are positive). */
export function lessOrEqual(a: Fraction, b: Fraction): boolean {
  return a.n * b.d <= b.n * a.d;
}

export function formatFraction(f: Fraction): string {
  return `${f.n}/${f.d}`;
}

export function toNumber(f: Fraction): number {
  return Number(f.n) / Number(f.d);
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$|^\.(\d+)$/;
const RATIO = /^(\d+)\s*\/\s*(\d+)$/;
/** Long digit strings would only make BigInt slow; no meaningful rate needs more. */
const MAX_DIGITS = 30;

/**
 * Parses "a/b", an integer or a plain decimal ("0.25", ".5") into an exact fraction. Returns null for anything else
 * (signs, exponents, percent, hex, empty), so the caller can reject it as a 400.
 */
export function parseFraction(text: string): Fraction | null {
  const s = text.trim();
  if (s.length === 0 || s.length > 2 * MAX_DIGITS + 3) return null;
  const ratio = RATIO.exec(s);
  if (ratio) {
    const d = BigInt(ratio[2] ?? '0');
    if (d === 0n) return null;
    return fraction(BigInt(ratio[1] ?? '0'), d);
  }
  const dec = DECIMAL.exec(s);
  if (!dec) return null;
  const whole = dec[1] ?? '0';
  const frac = dec[2] ?? dec[3] ?? '';
  if (whole.length > MAX_DIGITS || frac.length > MAX_DIGITS) return null;
  return fraction(BigInt(whole + frac), 10n ** BigInt(frac.length));
}
