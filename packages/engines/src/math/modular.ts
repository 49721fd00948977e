/**
 * Integer expressions reduced modulo m without computing them: `mod(3^2147483647, 1000000007)` by square-and-multiply,
 * `mod(2^(2^40), p)` by reducing the exponent modulo φ(m) (a^k ≡ a^(k mod φ(m) + φ(m)) mod m for every integer a once
 * k ≥ log2 m). Only +, −, ×, integer powers, factorials and nested mod of integers are handled; anything else is null
 * and the exact path (exact.ts) takes over. The work is bounded by the caps below (all checked before computing).
 */
import { Rational } from '../exact/rational.ts';
import { arg, type Expr } from './expr.ts';

export const MODULAR_LIMITS = {
  /** Largest modulus (bits) reduced here. */
  modulusBits: 256,
  /** Largest factorial reduced term by term. */
  factorial: 10_000,
  /**
   * Work per call, counted in steps (a sub-expression reduced, a trial division, a factorial term): a power tower
   * reduces its exponent once modulo m and once modulo φ(m), so the work could double per level without it.
   */
  steps: 200_000,
} as const;

/** Steps left in the current modularValue call (the engine is synchronous: one call at a time). */
let stepsLeft = 0;

function spend(n: number): void {
  stepsLeft -= n;
  if (stepsLeft < 0) throw new NotModular();
}

/** Values at or above this are only known modulo m (and to be at least this large). */
const SMALL = 1n << 64n;

interface Mod {
  /** The value modulo m, in [0, m). */
  r: bigint;
  /** The exact value when it is below 2^64 in magnitude; null: the value is known to be at least 2^64. */
  v: bigint | null;
}

class NotModular extends Error {}

/** `e mod m` in [0, m) for an integer-valued expression `e` and an integer m ≥ 1, or null when not handled here. */
export function modularValue(e: Expr, m: bigint): bigint | null {
  if (m < 1n || m >= 1n << BigInt(MODULAR_LIMITS.modulusBits)) return null;
  stepsLeft = MODULAR_LIMITS.steps;
  try {
    return reduce(e, m, 0).r;
  } catch (err) {
    if (err instanceof NotModular) return null;
    throw err;
  }
}

const norm = (x: bigint, m: bigint): bigint => ((x % m) + m) % m;
const exactly = (v: bigint, m: bigint): Mod => ({ r: norm(v, m), v: v < SMALL && v > -SMALL ? v : null });

function reduce(e: Expr, m: bigint, depth: number): Mod {
  if (depth > 64) throw new NotModular();
  spend(1);
  switch (e.k) {
    case 'num': {
      const r = Rational.parseDecimal(e.text, 100_000);
      if (!r?.isInteger() || r.bitSize() > 4096) throw new NotModular();
      return exactly(r.num, m);
    }
    case 'op':
      return operator(e, m, depth);
    case 'fn':
      if (e.name === 'mod' && e.args.length === 2) return nested(arg(e, 0), arg(e, 1), m, depth);
      if (e.name === 'factorial' && e.args.length === 1) return factorial(arg(e, 0), m, depth);
      throw new NotModular();
    default:
      throw new NotModular();
  }
}

function operator(e: Expr & { k: 'op' }, m: bigint, depth: number): Mod {
  const a = () => reduce(arg(e, 0), m, depth + 1);
  const b = () => reduce(arg(e, 1), m, depth + 1);
  switch (e.op) {
    case 'neg': {
      const x = a();
      if (x.v === null) throw new NotModular();
      return exactly(-x.v, m);
    }
    case '+':
    case '*': {
      const x = a();
      const y = b();
      const r = norm(e.op === '+' ? x.r + y.r : x.r * y.r, m);
      if (x.v !== null && y.v !== null) return { r, v: small(e.op === '+' ? x.v + y.v : x.v * y.v) };
      // A huge operand keeps the result huge only when nothing can cancel it: both non-negative.
      if ((x.v === null || x.v >= 0n) && (y.v === null || y.v >= 0n) && (e.op === '+' || (x.v !== 0n && y.v !== 0n))) return { r, v: null };
      throw new NotModular();
    }
    case '-': {
      const x = a();
      const y = b();
      if (x.v === null || y.v === null) throw new NotModular();
      return exactly(x.v - y.v, m);
    }
    case '^':
      return power(arg(e, 0), arg(e, 1), m, depth);
    case '!':
      return factorial(arg(e, 0), m, depth);
    case 'mod':
      return nested(arg(e, 0), arg(e, 1), m, depth);
    default:
      throw new NotModular();
  }
}

function small(v: bigint): bigint | null {
  return v < SMALL && v > -SMALL ? v : null;
}

/** mod(x, k) inside a larger expression: k must be a small exact integer; the value follows the divisor's sign. */
function nested(x: Expr, k: Expr, m: bigint, depth: number): Mod {
  const kk = reduce(k, m, depth + 1).v;
  if (kk === null || kk === 0n) throw new NotModular();
  const abs = kk < 0n ? -kk : kk;
  if (abs >= 1n << BigInt(MODULAR_LIMITS.modulusBits)) throw new NotModular();
  let r = reduce(x, abs, depth + 1).r;
  if (kk < 0n && r !== 0n) r -= abs;
  return exactly(r, m);
}

function factorial(x: Expr, m: bigint, depth: number): Mod {
  const n = reduce(x, m, depth + 1).v;
  if (n === null || n < 0n || n > BigInt(MODULAR_LIMITS.factorial)) throw new NotModular();
  spend(Number(n));
  let r = 1n % m;
  let v: bigint | null = 1n;
  for (let i = 2n; i <= n; i++) {
    r = (r * i) % m;
    if (v !== null) v = small(v * i);
    if (r === 0n && v === null) break;
  }
  return { r, v };
}

function power(baseE: Expr, expE: Expr, m: bigint, depth: number): Mod {
  const base = reduce(baseE, m, depth + 1);
  const exp = reduce(expE, m, depth + 1);
  if (exp.v !== null) {
    if (exp.v < 0n) throw new NotModular();
    const r = modPow(base.r, exp.v, m);
    if (base.v === null) {
      if (exp.v === 0n) return { r, v: 1n };
      return { r, v: null };
    }
    return { r, v: exactPowerIfSmall(base.v, exp.v) };
  }
  // A huge exponent k (≥ 2^64 > log2 m): a^k ≡ a^(k mod φ(m) + φ(m)) (mod m).
  if (base.v !== null && base.v >= -1n && base.v <= 1n) {
    if (base.v !== -1n) return exactly(base.v, m);
    throw new NotModular();
  }
  if (base.v !== null && base.v < 0n) throw new NotModular();
  const phi = totient(m);
  if (phi === null) throw new NotModular();
  const k = reduce(expE, phi, depth + 1).r;
  return { r: modPow(base.r, k + phi, m), v: null };
}

function exactPowerIfSmall(b: bigint, k: bigint): bigint | null {
  if (b === 0n || b === 1n) return k === 0n ? 1n : b;
  if (b === -1n) return k % 2n === 0n ? 1n : -1n;
  if (k > 64n) return null;
  return small(b ** k);
}

export function modPow(base: bigint, exp: bigint, m: bigint): bigint {
  if (m === 1n) return 0n;
  let result = 1n;
  let b = norm(base, m);
  let k = exp;
  while (k > 0n) {
    if (k & 1n) result = (result * b) % m;
    k >>= 1n;
    if (k > 0n) b = (b * b) % m;
  }
  return result;
}

/** Euler's φ(m) when m factors by trial division below 2^16 plus at most one large prime; else null. */
function totient(m: bigint): bigint | null {
  let rest = m;
  let phi = 1n;
  for (let p = 2n; p < 65_536n && p * p <= rest; p += p === 2n ? 1n : 2n) {
    spend(1);
    if (rest % p !== 0n) continue;
    let pk = 1n;
    while (rest % p === 0n) {
      rest /= p;
      pk *= p;
    }
    phi *= pk - pk / p;
  }
  if (rest === 1n) return phi;
  // No factor below 2^16 is left: rest is prime when below 2^32, or when it passes a Miller–Rabin test whose bases
  // are deterministic for numbers below 3.3·10^24; larger cofactors are not handled.
  if (rest < 1n << 32n || (rest < 3_317_044_064_679_887_385_961_981n && isPrime(rest))) return phi * (rest - 1n);
  return null;
}

const MR_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];

function isPrime(n: bigint): boolean {
  let d = n - 1n;
  let s = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    s++;
  }
  for (const a of MR_BASES) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) {
        composite = false;
        break;
      }
    }
    if (composite) return false;
  }
  return true;
}
