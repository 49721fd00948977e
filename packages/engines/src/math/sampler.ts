/**
 * Candidate points for counterexamples and witnesses. Points are short decimals (exact rationals); both sides are
 * evaluated in doubles only to *propose* a point quickly. A double never decides anything: a proposed
 * counterexample is confirmed (or dropped) by interval arithmetic at that exact point (identity.ts).
 */
import { mulberry32 } from '../seeded-random.ts';
import { arg, type Expr } from './expr.ts';

export type Point = Record<string, string>;

const SPECIAL = ['0', '1', '-1', '2', '-2', '0.5', '-0.5', '3', '-3', '0.25', '1.5', '-1.5', '10', '-10', '0.1', '-0.1', '7', '-7'];

/** Deterministic sample points: special values first, then pseudo-random decimals in small and large ranges. */
export function samplePoints(vars: readonly string[], count = 48, seed = 0x5eed): Point[] {
  const rand = mulberry32(seed);
  const out: Point[] = [];
  const decimal = (lo: number, hi: number, digits: number) => (lo + (hi - lo) * rand()).toFixed(digits);
  if (vars.length === 1) {
    const [v] = vars;
    if (v === undefined) return out;
    for (const s of SPECIAL) out.push({ [v]: s });
  } else {
    for (let i = 0; i < 8; i++) {
      const p: Point = {};
      for (const [j, v] of vars.entries()) p[v] = SPECIAL[(i + 3 * j) % SPECIAL.length] ?? '1';
      out.push(p);
    }
  }
  while (out.length < count) {
    const p: Point = {};
    const large = out.length % 5 === 4;
    for (const v of vars) p[v] = large ? decimal(-900, 900, 1) : decimal(-4, 4, 3);
    out.push(p);
  }
  return out;
}

export function toNumbers(p: Point): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(p)) out[k] = Number(v);
  return out;
}

/** Real double evaluation; NaN where undefined, non-real or unsupported. */
export function evalDouble(e: Expr, scope: Readonly<Record<string, number>>): number {
  switch (e.k) {
    case 'num':
      return Number(e.text);
    case 'var':
      return scope[e.name] ?? Number.NaN;
    case 'const':
      return e.name === 'pi'
        ? Math.PI
        : e.name === 'e'
          ? Math.E
          : e.name === 'tau'
            ? 2 * Math.PI
            : e.name === 'phi'
              ? (1 + Math.sqrt(5)) / 2
              : Number.NaN;
    case 'op': {
      const a = evalDouble(arg(e, 0), scope);
      if (e.op === 'neg') return -a;
      if (e.op === '!') return factorial(a);
      const b = evalDouble(arg(e, 1), scope);
      switch (e.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return b === 0 ? Number.NaN : a / b;
        case '^':
          if (a === 0 && b < 0) return Number.NaN;
          return a < 0 && !Number.isInteger(b) ? Number.NaN : a ** b;
        case 'mod':
          return b === 0 ? Number.NaN : a - b * Math.floor(a / b);
        default:
          return Number.NaN;
      }
    }
    case 'fn':
      return fnDouble(e, scope);
    default:
      return Number.NaN;
  }
}

function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > 170) return Number.NaN;
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

const UNARY: Readonly<Record<string, (x: number) => number>> = {
  sqrt: (x) => (x < 0 ? Number.NaN : Math.sqrt(x)),
  cbrt: Math.cbrt,
  abs: Math.abs,
  exp: Math.exp,
  log: (x) => (x <= 0 ? Number.NaN : Math.log(x)),
  log10: (x) => (x <= 0 ? Number.NaN : Math.log10(x)),
  log2: (x) => (x <= 0 ? Number.NaN : Math.log2(x)),
  sin: Math.sin,
  cos: Math.cos,
  tan: (x) => (Math.cos(x) === 0 ? Number.NaN : Math.tan(x)),
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => (Math.sin(x) === 0 ? Number.NaN : 1 / Math.sin(x)),
  cot: (x) => (Math.sin(x) === 0 ? Number.NaN : Math.cos(x) / Math.sin(x)),
  asin: (x) => (Math.abs(x) > 1 ? Number.NaN : Math.asin(x)),
  acos: (x) => (Math.abs(x) > 1 ? Number.NaN : Math.acos(x)),
  atan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  asinh: Math.asinh,
  acosh: (x) => (x < 1 ? Number.NaN : Math.acosh(x)),
  atanh: (x) => (Math.abs(x) >= 1 ? Number.NaN : Math.atanh(x)),
  floor: Math.floor,
  ceil: Math.ceil,
  round: (x) => Math.sign(x) * Math.round(Math.abs(x)),
  sign: Math.sign,
  factorial,
};

function fnDouble(e: Expr & { k: 'fn' }, scope: Readonly<Record<string, number>>): number {
  const f = UNARY[e.name];
  if (f && e.args.length === 1) return f(evalDouble(arg(e, 0), scope));
  const xs = e.args.map((a) => evalDouble(a, scope));
  const [x = Number.NaN, y = Number.NaN] = xs;
  switch (e.name) {
    case 'log':
      return x <= 0 || y <= 0 || y === 1 ? Number.NaN : Math.log(x) / Math.log(y);
    case 'atan2':
      return Math.atan2(x, y);
    case 'nthRoot':
      return x < 0 ? (y % 2 === 1 ? -(Math.abs(x) ** (1 / y)) : Number.NaN) : x ** (1 / y);
    case 'max':
      return Math.max(...xs);
    case 'min':
      return Math.min(...xs);
    case 'mod':
      return y === 0 ? Number.NaN : x - y * Math.floor(x / y);
    default:
      return Number.NaN;
  }
}
