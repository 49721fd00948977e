/**
 * The expression tree every stage of the math engine works on (parser → exact → normal form → intervals), and the
 * small structural helpers on it. Calculus and matrix operations are `fn` nodes whose bound-variable arguments are
 * `var` nodes (`diff(f, x)`, `integrate(f, x, a, b)`, `limit(f, x, a)`, `sum(f, k, a, b)`).
 */

import type { Rational } from '../exact/rational.ts';

export type Op = '+' | '-' | '*' | '/' | '^' | 'neg' | '!' | 'mod';
export type ConstName = 'pi' | 'e' | 'i' | 'tau' | 'phi' | 'inf';
export type Expr =
  | { k: 'num'; text: string }
  | { k: 'const'; name: ConstName }
  | { k: 'var'; name: string }
  | { k: 'unit'; name: string }
  | { k: 'matrix'; rows: Expr[][] }
  | { k: 'op'; op: Op; args: Expr[]; implicit?: boolean; paren?: boolean }
  | { k: 'fn'; name: string; args: Expr[] };

export class MathInputError extends Error {
  constructor(
    readonly code: 'SYNTAX' | 'FORBIDDEN' | 'UNKNOWN_FUNCTION' | 'EMPTY' | 'UNSUPPORTED' | 'AMBIGUOUS',
    message: string,
  ) {
    super(message);
  }
}

/** The i-th argument; the parser guarantees arities, so a missing one is a bug, reported as unsupported input. */
export function arg(e: { args: Expr[] }, i: number): Expr {
  const a = e.args[i];
  if (a === undefined) throw new MathInputError('SYNTAX', 'Missing argument.');
  return a;
}

export const num = (text: string): Expr => ({ k: 'num', text });
export const variable = (name: string): Expr => ({ k: 'var', name });
export const op = (o: Op, ...args: Expr[]): Expr => ({ k: 'op', op: o, args });
export const fn = (name: string, ...args: Expr[]): Expr => ({ k: 'fn', name, args });
export const add = (a: Expr, b: Expr): Expr => op('+', a, b);
export const sub = (a: Expr, b: Expr): Expr => op('-', a, b);
export const mul = (a: Expr, b: Expr): Expr => op('*', a, b);
export const div = (a: Expr, b: Expr): Expr => op('/', a, b);
export const pow = (a: Expr, b: Expr): Expr => op('^', a, b);
export const neg = (a: Expr): Expr => op('neg', a);

/** An exact rational as a tree: an integer, or a quotient of integers, negated when below zero. */
export function rationalExpr(r: Rational): Expr {
  const magnitude = r.abs();
  const body = magnitude.isInteger()
    ? num(magnitude.num.toString())
    : op('/', num(magnitude.num.toString()), num(magnitude.den.toString()));
  return r.sign() < 0 ? op('neg', body) : body;
}

/** Functions whose argument at index 1 is a bound (or differentiation) variable. */
const BINDERS: Readonly<Record<string, (arity: number) => boolean>> = {
  sum: () => true,
  product: () => true,
  at: () => true,
  limit: () => true,
  integrate: (n) => n === 4,
};

/** The fourth argument of a one-sided limit, `+` or `-`: a marker, never a variable. */
const isSideMarker = (e: Expr | undefined) => e?.k === 'var' && (e.name === '+' || e.name === '-');

export function freeVariables(e: Expr, out: Set<string> = new Set()): string[] {
  collect(e, out);
  return [...out].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function collect(e: Expr, out: Set<string>): void {
  switch (e.k) {
    case 'var':
      out.add(e.name);
      return;
    case 'matrix':
      for (const row of e.rows) for (const x of row) collect(x, out);
      return;
    case 'op':
      for (const a of e.args) collect(a, out);
      return;
    case 'fn': {
      const binder = BINDERS[e.name];
      const bound = e.args[1];
      if (binder?.(e.args.length) && bound?.k === 'var') {
        const inner = new Set<string>();
        collect(arg(e, 0), inner);
        inner.delete(bound.name);
        for (const v of inner) out.add(v);
        for (const a of e.args.slice(2)) if (!isSideMarker(a)) collect(a, out);
        return;
      }
      for (const a of e.args) collect(a, out);
      return;
    }
    default:
      return;
  }
}

export function containsKind(e: Expr, test: (x: Expr) => boolean): boolean {
  if (test(e)) return true;
  if (e.k === 'op' || e.k === 'fn') return e.args.some((a) => containsKind(a, test));
  if (e.k === 'matrix') return e.rows.some((r) => r.some((x) => containsKind(x, test)));
  return false;
}

export function containsFunction(e: Expr, names: ReadonlySet<string>): boolean {
  return containsKind(e, (x) => x.k === 'fn' && names.has(x.name));
}

/** Replaces free occurrences of variable `name` by `value` (bound occurrences inside sum/limit/integrate stay). */
export function substitute(e: Expr, name: string, value: Expr): Expr {
  switch (e.k) {
    case 'var':
      return e.name === name ? value : e;
    case 'matrix':
      return { k: 'matrix', rows: e.rows.map((r) => r.map((x) => substitute(x, name, value))) };
    case 'op':
      return { ...e, args: e.args.map((a) => substitute(a, name, value)) };
    case 'fn': {
      const binder = BINDERS[e.name];
      const bound = e.args[1];
      if (binder?.(e.args.length) && bound?.k === 'var' && bound.name === name) {
        return { ...e, args: e.args.map((a, i) => (i < 2 ? a : substitute(a, name, value))) };
      }
      return { ...e, args: e.args.map((a) => substitute(a, name, value)) };
    }
    default:
      return e;
  }
}

export function nodeCount(e: Expr): number {
  let n = 0;
  const stack: Expr[] = [e];
  while (stack.length > 0) {
    const x = stack.pop();
    if (!x) break;
    n++;
    if (x.k === 'op' || x.k === 'fn') stack.push(...x.args);
    else if (x.k === 'matrix') for (const r of x.rows) stack.push(...r);
  }
  return n;
}

const PREC: Record<Op, number> = { '+': 1, '-': 1, '*': 2, '/': 2, mod: 2, neg: 3, '^': 4, '!': 5 };

/** Fully explicit infix text (`*` always written): used in results, messages and conditions. */
export function printExpr(e: Expr, parentPrec = 0, rightSide = false): string {
  switch (e.k) {
    case 'num':
      return e.text;
    case 'const':
      return e.name;
    case 'var':
    case 'unit':
      return e.name;
    case 'matrix':
      return `[${e.rows.map((r) => `[${r.map((x) => printExpr(x)).join(', ')}]`).join(', ')}]`;
    case 'fn':
      if (e.name === 'to') return `${printExpr(arg(e, 0))} to ${printExpr(arg(e, 1))}`;
      return `${e.name}(${e.args.map((a) => printExpr(a)).join(', ')})`;
    case 'op': {
      const p = PREC[e.op];
      const [a0, a1] = e.args;
      const x = a0 ? a0 : { k: 'num' as const, text: '?' };
      const y = a1 ? a1 : { k: 'num' as const, text: '?' };
      let s: string;
      if (e.op === 'neg') s = `-${printExpr(x, p)}`;
      else if (e.op === '!') s = `${printExpr(x, p + 1)}!`;
      else if (e.op === '^') s = `${printExpr(x, p + 1)}^${printExpr(y, p, true)}`;
      else s = `${printExpr(x, p)} ${e.op} ${printExpr(y, p, true)}`;
      const needParen = p < parentPrec || (p === parentPrec && rightSide && e.op !== '^');
      return needParen ? `(${s})` : s;
    }
  }
}
