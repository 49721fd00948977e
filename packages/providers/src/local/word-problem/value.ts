/**
 * Exact values of word-problem terms (rationals over BigInt), for the translator's own sanity rules: a count of whole
 * things that comes out fractional, or any amount that comes out negative, means the story was misread, so the
 * translator refuses (docs/natural-language.md, "Certain translations"). The math engine still decides the claim.
 */
import type { Term } from './term.ts';

export interface Q {
  n: bigint;
  d: bigint;
}

const MAX_DIGITS = 400;

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function q(n: bigint, d: bigint): Q | null {
  if (d === 0n) return null;
  const g = gcd(n, d) || 1n;
  const s = d < 0n ? -1n : 1n;
  const out = { n: (s * n) / g, d: (s * d) / g };
  // Word-problem numbers are small; a value this long means an exponent ran away, not an answer.
  return out.n.toString().length + out.d.toString().length > MAX_DIGITS ? null : out;
}

/** The exact value of a decimal or fraction literal ("12", "0.35", "3/4"). */
export function literal(text: string): Q | null {
  const f = /^(\d+)\/(\d+)$/.exec(text);
  if (f) return q(BigInt(f[1] ?? '0'), BigInt(f[2] ?? '1'));
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = m[2] ?? '';
  return q(BigInt(`${m[1]}${frac}`), 10n ** BigInt(frac.length));
}

function floorOf(x: Q): bigint {
  const f = x.n / x.d;
  return x.n < 0n && f * x.d !== x.n ? f - 1n : f;
}

/** The exact value of a term; null when it is undefined (division by zero, a non-integer power) or too large. */
export function termValue(t: Term): Q | null {
  switch (t.k) {
    case 'lit':
      return literal(t.text);
    case 'fn': {
      const a = termValue(t.a);
      if (!a) return null;
      if (t.name === 'floor') return q(floorOf(a), 1n);
      if (t.name === 'ceil') return q(-floorOf({ n: -a.n, d: a.d }), 1n);
      // Half away from zero.
      const half = { n: 2n * (a.n < 0n ? -a.n : a.n) + a.d, d: 2n * a.d };
      const r = floorOf(half);
      return q(a.n < 0n ? -r : r, 1n);
    }
    case 'mod': {
      const a = termValue(t.a);
      const b = termValue(t.b);
      if (!a || !b || b.n === 0n) return null;
      const k = floorOf({ n: a.n * b.d, d: a.d * b.n });
      return q(a.n * b.d - k * b.n * a.d, a.d * b.d);
    }
    case 'op': {
      const a = termValue(t.a);
      const b = termValue(t.b);
      if (!a || !b) return null;
      switch (t.op) {
        case '+':
          return q(a.n * b.d + b.n * a.d, a.d * b.d);
        case '-':
          return q(a.n * b.d - b.n * a.d, a.d * b.d);
        case '*':
          return q(a.n * b.n, a.d * b.d);
        case '/':
          return b.n === 0n ? null : q(a.n * b.d, a.d * b.n);
        case '^': {
          if (b.d !== 1n || b.n < 0n || b.n > 100n) return null;
          return q(a.n ** b.n, a.d ** b.n);
        }
      }
    }
  }
}

export const isInteger = (x: Q): boolean => x.d === 1n;
export const isNegative = (x: Q): boolean => x.n < 0n;
