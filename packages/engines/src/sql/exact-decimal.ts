/**
 * Exact decimal numbers for the tautology rule: `-9223372036854775808` or `0.1` must compare exactly, which doubles
 * cannot do (the grammar hands out doubles, so literals are read again from their tokens). A value is m × 10^e.
 */
export interface Dec {
  m: bigint;
  e: number;
}

/** Exponents beyond this are not compared (1e999999 would need a million-digit integer). */
const MAX_EXPONENT = 400;

function normalise(m: bigint, e: number): Dec | null {
  if (m === 0n) return { m: 0n, e: 0 };
  let mm = m;
  let ee = e;
  while (mm % 10n === 0n) {
    mm /= 10n;
    ee++;
  }
  return Math.abs(ee) > MAX_EXPONENT ? null : { m: mm, e: ee };
}

/** Parses a numeric literal (`12`, `-0.5`, `.5`, `1.5e3`, `+7`); null for anything else. */
export function parseDec(text: string): Dec | null {
  const m = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,6}))?\s*$/.exec(text);
  if (!m) return null;
  const int = m[2] ?? '';
  const frac = m[3] ?? '';
  if (int === '' && frac === '') return null;
  const digits = `${int}${frac}`.replace(/^0+(?=\d)/, '');
  const mant = BigInt(digits === '' ? '0' : digits) * (m[1] === '-' ? -1n : 1n);
  return normalise(mant, Number(m[4] ?? '0') - frac.length);
}

export function decOfInt(n: bigint): Dec {
  return normalise(n, 0) ?? { m: 0n, e: 0 };
}

const POW10: bigint[] = [1n];

function pow10(n: number): bigint {
  for (let k = POW10.length; k <= n; k++) POW10.push((POW10[k - 1] as bigint) * 10n);
  return POW10[n] as bigint;
}

export function cmpDec(a: Dec, b: Dec): -1 | 0 | 1 {
  if (a.e === b.e) return a.m < b.m ? -1 : a.m > b.m ? 1 : 0;
  const sa = a.m < 0n ? -1 : a.m > 0n ? 1 : 0;
  const sb = b.m < 0n ? -1 : b.m > 0n ? 1 : 0;
  if (sa !== sb) return sa < sb ? -1 : 1;
  const e = Math.min(a.e, b.e);
  const x = a.m * pow10(a.e - e);
  const y = b.m * pow10(b.e - e);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function negDec(a: Dec): Dec {
  return { m: -a.m, e: a.e };
}

export function addDec(a: Dec, b: Dec): Dec | null {
  const e = Math.min(a.e, b.e);
  return normalise(a.m * pow10(a.e - e) + b.m * pow10(b.e - e), e);
}

export function mulDec(a: Dec, b: Dec): Dec | null {
  return normalise(a.m * b.m, a.e + b.e);
}

/**
 * a ÷ b when every dialect agrees on the result: both integers and b divides a (integer division elsewhere would
 * differ), or a terminating quotient when either is not an integer. Null otherwise.
 */
export function divDec(a: Dec, b: Dec, integersOnlyExact: boolean): Dec | null {
  if (b.m === 0n) return null;
  const bothInts = a.e >= 0 && b.e >= 0;
  // Scale the dividend so the quotient has up to 40 decimal places, then check nothing was lost.
  const scale = 40;
  const num = a.m * pow10(scale + Math.max(0, a.e - b.e));
  const den = b.m * pow10(Math.max(0, b.e - a.e));
  if (num % den !== 0n) return null;
  const q = normalise(num / den, -scale);
  if (!q) return null;
  if (bothInts && integersOnlyExact && q.e < 0) return null;
  return q;
}

/** The greatest integer ≤ a. */
export function floorDec(a: Dec): bigint {
  if (a.e >= 0) return a.m * pow10(a.e);
  const d = pow10(-a.e);
  const q = a.m / d;
  return a.m < 0n && q * d !== a.m ? q - 1n : q;
}

/** The least integer ≥ a. */
export function ceilDec(a: Dec): bigint {
  return -floorDec(negDec(a));
}

/** a scaled to an integer count of 10^-scale units, rounded towards −∞ (floor) or +∞ (ceil). */
export function scaledDec(a: Dec, scale: number, up: boolean): bigint {
  const shifted: Dec = { m: a.m, e: a.e + scale };
  return up ? ceilDec(shifted) : floorDec(shifted);
}
