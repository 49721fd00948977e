/**
 * Exact JavaScript for the sandbox engine: a rational expression (decimal literals, + − × ÷, integer powers) becomes a
 * program over BigInt fractions that returns "numerator/denominator". The arithmetic is written here, independently of
 * the math engine's Rational, so the sandbox is a second exact computation rather than a copy of the first; it is
 * generated from the validated AST (never from the raw query) and re-checked against a character allowlist.
 */
import { Rational } from '../exact/rational.ts';
import type { Expr } from '../math/expr';

/** Largest integer exponent emitted; above it the sandbox engine falls back to doubles (or abstains). */
export const MAX_EXACT_EXPONENT = 4096;
/**
 * Bound on the bits of any fraction the program can build (numerator plus denominator, estimated from the tree before
 * anything runs): about 40,000 decimal digits. Larger values fall back to doubles rather than spend the sandbox's
 * budget on a BigInt it would then fail to print.
 */
export const MAX_EXACT_BITS = 131_072;

const PRELUDE = [
  'const g=(a,b)=>{a=a<0n?-a:a;b=b<0n?-b:b;while(b){const t=a%b;a=b;b=t}return a};',
  'const q=(n,d)=>{if(d===0n)throw new RangeError("division by zero");if(d<0n){n=-n;d=-d}const k=g(n,d);return[n/k,d/k]};',
  'const A=(x,y)=>q(x[0]*y[1]+y[0]*x[1],x[1]*y[1]);',
  'const S=(x,y)=>q(x[0]*y[1]-y[0]*x[1],x[1]*y[1]);',
  'const M=(x,y)=>q(x[0]*y[0],x[1]*y[1]);',
  'const D=(x,y)=>q(x[0]*y[1],x[1]*y[0]);',
  'const N=(x)=>[-x[0],x[1]];',
  'const P=(x,k)=>k<0n?D([1n,1n],P(x,-k)):[x[0]**k,x[1]**k];',
].join('');

class NotRational extends Error {}

function literal(r: Rational): string {
  return `q(${r.num}n,${r.den}n)`;
}

function integerExponent(e: Expr): bigint {
  if (e.k === 'num' && /^\d+$/.test(e.text)) return BigInt(e.text);
  if (e.k === 'op' && e.op === 'neg' && e.args[0]) return -integerExponent(e.args[0]);
  throw new NotRational();
}

const bitLength = (n: bigint): number => (n < 0n ? -n : n).toString(2).length;
const TOO_BIG: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];

/** Upper bounds on the bits of the numerator and denominator `e` evaluates to (before reduction). */
function size(e: Expr): [number, number] {
  if (e.k === 'num') {
    const r = Rational.parseDecimal(e.text);
    return r ? [bitLength(r.num), bitLength(r.den)] : TOO_BIG;
  }
  if (e.k !== 'op') return TOO_BIG;
  const [a, b] = e.args;
  if (!a) return TOO_BIG;
  const [na, da] = size(a);
  if (e.op === 'neg') return [na, da];
  if (!b) return TOO_BIG;
  if (e.op === '^') {
    const k = integerExponent(b);
    const m = Number(k < 0n ? -k : k);
    return k < 0n ? [da * m, na * m] : [na * m, da * m];
  }
  const [nb, db] = size(b);
  if (e.op === '*') return [na + nb, da + db];
  if (e.op === '/') return [na + db, da + nb];
  return [Math.max(na + db, nb + da) + 1, da + db];
}

function js(e: Expr): string {
  if (e.k === 'num') {
    const r = Rational.parseDecimal(e.text);
    if (!r) throw new NotRational();
    return literal(r);
  }
  if (e.k !== 'op') throw new NotRational();
  const [a, b] = e.args;
  if (!a) throw new NotRational();
  if (e.op === 'neg') return `N(${js(a)})`;
  if (!b) throw new NotRational();
  switch (e.op) {
    case '+':
      return `A(${js(a)},${js(b)})`;
    case '-':
      return `S(${js(a)},${js(b)})`;
    case '*':
      return `M(${js(a)},${js(b)})`;
    case '/':
      return `D(${js(a)},${js(b)})`;
    case '^': {
      const k = integerExponent(b);
      if (k > BigInt(MAX_EXACT_EXPONENT) || -k > BigInt(MAX_EXACT_EXPONENT)) throw new NotRational();
      return `P(${js(a)},${k}n)`;
    }
    default:
      throw new NotRational();
  }
}

/** The exact program for a rational expression, or null when the expression is not one (functions, constants…). */
export function toExactJs(e: Expr): string | null {
  let body: string;
  try {
    const [n, d] = size(e);
    if (n + d > MAX_EXACT_BITS) return null;
    body = js(e);
  } catch (err) {
    if (err instanceof NotRational) return null;
    throw err;
  }
  // Only the helpers' one-letter names, BigInt literals, minus signs, commas and parentheses may appear.
  if (!/^[ASMDNPq0-9n(),-]*$/.test(body)) return null;
  return `(()=>{${PRELUDE}const r=${body};return r[0]+"/"+r[1]})()`;
}

/** The sandbox's "n/d" answer as a Rational; null when the output is anything else. */
export function parseExactOutput(output: unknown): Rational | null {
  if (typeof output !== 'string' || !/^-?\d+\/\d+$/.test(output) || output.length > 20_000) return null;
  const [n = '', d = ''] = output.split('/');
  const den = BigInt(d);
  return den === 0n ? null : Rational.of(BigInt(n), den);
}
