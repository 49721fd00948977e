/**
 * Exact rational value of an `Expr` built only from decimal literals, + − × ÷ and integer powers; null for
 * anything else (functions, constants, variables). This is what makes `0.1 + 0.2 = 0.3` true exactly rather
 * than by a float tolerance.
 */

import { Rational } from '../exact/rational.ts';
import type { Expr } from './expr';

const MAX_BITS = 20_000;

export class ExactDivisionByZero extends Error {}

export function exactRational(e: Expr): Rational | null {
  try {
    return walk(e);
  } catch (err) {
    if (err instanceof ExactDivisionByZero) throw err;
    if (err instanceof RangeError) return null;
    throw err;
  }
}

function walk(e: Expr): Rational | null {
  if (e.k === 'num') return Rational.parseDecimal(e.text);
  if (e.k !== 'op') return null;
  const a = walk(e.args[0]!);
  if (a === null) return null;
  if (e.op === 'neg') return a.neg();
  if (e.op === '!' || e.op === 'mod') return null;
  const b = walk(e.args[1]!);
  if (b === null) return null;
  let r: Rational;
  switch (e.op) {
    case '+':
      r = a.add(b);
      break;
    case '-':
      r = a.sub(b);
      break;
    case '*':
      r = a.mul(b);
      break;
    case '/':
      if (b.isZero()) throw new ExactDivisionByZero();
      r = a.div(b);
      break;
    case '^': {
      if (!b.isInteger()) return null;
      const k = Number(b.num);
      if (a.isZero() && k < 0) throw new ExactDivisionByZero();
      // Bound the result size before computing it: bits(a^k) ≈ |k|·bits(a).
      if (Math.abs(k) * Math.max(1, a.bitSize()) > MAX_BITS) return null;
      r = a.pow(k);
      break;
    }
    default:
      return null;
  }
  return r.bitSize() > MAX_BITS ? null : r;
}
