// Correctly rounded conversions from exact values to doubles, in integer arithmetic only, so that the answer is the
// same in every JavaScript engine (QuickJS in the sandbox, V8 in the API and the tests): the double nearest to a
// rational p/q, and the double nearest to the square root of one. Ties round to even, as IEEE 754 does.

const TWO_53 = 2n ** 53n;

export function bitLength(n: bigint): number {
  if (n < 0n) n = -n;
  if (n === 0n) return 0;
  // toString(16) is linear; 4 bits per hex digit, minus the leading zeros of the first digit.
  const hex = n.toString(16);
  const lead = Number.parseInt(hex[0] as string, 16);
  return (hex.length - 1) * 4 + (lead >= 8 ? 4 : lead >= 4 ? 3 : lead >= 2 ? 2 : 1);
}

/** Floor of the square root of n ≥ 0 (Newton's method from above). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 4503599627370496n) return BigInt(Math.floor(Math.sqrt(Number(n))));
  let x = 1n << BigInt((bitLength(n) >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** x · 2^e for a double x with a 53-bit integer value; exact unless the result is subnormal or overflows. */
function scaleByPowerOfTwo(x: number, e: number): number {
  while (e > 1000) {
    x *= 2 ** 1000;
    e -= 1000;
  }
  while (e < -1000) {
    x *= 2 ** -1000;
    e += 1000;
  }
  return x * 2 ** e;
}

/**
 * Rounds q · 2^(−k) to the nearest double, where q > 0 has at least 55 bits and its lowest bit is a sticky bit
 * (set whenever the true value lies strictly above q · 2^(−k)).
 */
function roundScaled(q: bigint, k: number): number {
  const drop = bitLength(q) - 53;
  let mant = q >> BigInt(drop);
  const rest = q & ((1n << BigInt(drop)) - 1n);
  const half = 1n << BigInt(drop - 1);
  if (rest > half || (rest === half && (mant & 1n) === 1n)) mant += 1n;
  let exp = drop - k;
  if (mant === TWO_53) {
    mant >>= 1n;
    exp += 1;
  }
  return scaleByPowerOfTwo(Number(mant), exp);
}

/** The double nearest to num / den (den ≠ 0). */
export function nearestDouble(num: bigint, den: bigint): number {
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  if (num === 0n) return 0;
  const negative = num < 0n;
  const a = negative ? -num : num;
  // Both operands exact as doubles: IEEE division is itself correctly rounded.
  if (a <= TWO_53 && den <= TWO_53) return (negative ? -1 : 1) * (Number(a) / Number(den));
  const k = 55 - (bitLength(a) - bitLength(den));
  const scaledA = k >= 0 ? a << BigInt(k) : a;
  const scaledD = k >= 0 ? den : den << BigInt(-k);
  let q = scaledA / scaledD;
  if (q * scaledD !== scaledA) q |= 1n;
  const v = roundScaled(q, k);
  return negative ? -v : v;
}

/** The double nearest to sign · sqrt(num / den), for num / den ≥ 0; `exact` tells whether the root is rational. */
export function nearestSqrt(num: bigint, den: bigint, sign: 1 | -1 = 1): { v: number; exactRoot: { num: bigint; den: bigint } | null } {
  if (den <= 0n || num < 0n) throw new RangeError('square root of a negative or undefined value');
  if (num === 0n) return { v: 0, exactRoot: { num: 0n, den: 1n } };
  const rn = isqrt(num);
  const rd = isqrt(den);
  if (rn * rn === num && rd * rd === den) return { v: sign * nearestDouble(rn, rd), exactRoot: { num: BigInt(sign) * rn, den: rd } };
  // Choose k so that sqrt(num/den) · 2^k has about 56 bits.
  const k = Math.ceil((112 - (bitLength(num) - bitLength(den))) / 2);
  const scaledN = k >= 0 ? num << BigInt(2 * k) : num;
  const scaledD = k >= 0 ? den : den << BigInt(-2 * k);
  const t = scaledN / scaledD;
  let s = isqrt(t);
  if (s * s !== t || t * scaledD !== scaledN) s |= 1n;
  return { v: sign * roundScaled(s, k), exactRoot: null };
}
