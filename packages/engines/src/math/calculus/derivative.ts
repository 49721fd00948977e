/**
 * Symbolic differentiation on `Expr` (the textbook rules). The result is not simplified here: the normal form
 * decides claims about it. Functions without a derivative on an open set (floor, mod, factorial…) of an argument
 * that depends on the variable are unsupported rather than guessed.
 */
import { add, arg, div, type Expr, fn, freeVariables, MathInputError, mul, neg, num, op, pow, sub } from '../expr.ts';

const ZERO = num('0');
const ONE = num('1');
const TWO = num('2');

const isZero = (e: Expr) => e.k === 'num' && Number(e.text) === 0;
const isOne = (e: Expr) => e.k === 'num' && Number(e.text) === 1;

function times(a: Expr, b: Expr): Expr {
  if (isZero(a) || isZero(b)) return ZERO;
  if (isOne(a)) return b;
  if (isOne(b)) return a;
  return mul(a, b);
}
function plus(a: Expr, b: Expr): Expr {
  if (isZero(a)) return b;
  if (isZero(b)) return a;
  return add(a, b);
}
function minus(a: Expr, b: Expr): Expr {
  if (isZero(b)) return a;
  if (isZero(a)) return neg(b);
  return sub(a, b);
}
function over(a: Expr, b: Expr): Expr {
  if (isZero(a)) return ZERO;
  if (isOne(b)) return a;
  return div(a, b);
}

export function dependsOn(e: Expr, x: string): boolean {
  return freeVariables(e).includes(x);
}

export class NotDifferentiable extends Error {}

export function derivative(e: Expr, x: string): Expr {
  if (!dependsOn(e, x)) return ZERO;
  switch (e.k) {
    case 'var':
      return e.name === x ? ONE : ZERO;
    case 'op':
      return opDerivative(e, x);
    case 'fn':
      return fnDerivative(e, x);
    default:
      throw new NotDifferentiable();
  }
}

function opDerivative(e: Expr & { k: 'op' }, x: string): Expr {
  const u = arg(e, 0);
  const du = derivative(u, x);
  switch (e.op) {
    case 'neg':
      return isZero(du) ? ZERO : neg(du);
    case '+':
      return plus(du, derivative(arg(e, 1), x));
    case '-':
      return minus(du, derivative(arg(e, 1), x));
    case '*': {
      const v = arg(e, 1);
      return plus(times(du, v), times(u, derivative(v, x)));
    }
    case '/': {
      const v = arg(e, 1);
      const dv = derivative(v, x);
      if (isZero(dv)) return over(du, v);
      return over(minus(times(du, v), times(u, dv)), pow(v, TWO));
    }
    case '^': {
      const v = arg(e, 1);
      if (!dependsOn(v, x)) {
        // n·u^(n−1)·u'
        return times(times(v, pow(u, sub(v, ONE))), du);
      }
      if (!dependsOn(u, x)) {
        const lg = u.k === 'const' && u.name === 'e' ? ONE : fn('log', u);
        return times(times(e, lg), derivative(v, x));
      }
      // u^v·(v'·log u + v·u'/u)
      return times(e, plus(times(derivative(v, x), fn('log', u)), over(times(v, du), u)));
    }
    default:
      throw new NotDifferentiable();
  }
}

function fnDerivative(e: Expr & { k: 'fn' }, x: string): Expr {
  if (e.name === 'diff') return derivative(lowerDiff(e), x);
  if (e.name === 'integrate' && e.args.length === 2) {
    const v = arg(e, 1);
    if (v.k === 'var' && v.name === x) return arg(e, 0);
    throw new NotDifferentiable();
  }
  const u = arg(e, 0);
  const du = derivative(u, x);
  const chain = (outer: Expr) => times(outer, du);
  switch (e.name) {
    case 'sin':
      return chain(fn('cos', u));
    case 'cos':
      return chain(neg(fn('sin', u)));
    case 'tan':
      return over(du, pow(fn('cos', u), TWO));
    case 'cot':
      return neg(over(du, pow(fn('sin', u), TWO)));
    case 'sec':
      return chain(times(fn('sec', u), fn('tan', u)));
    case 'csc':
      return chain(neg(times(fn('csc', u), fn('cot', u))));
    case 'exp':
      return chain(e);
    case 'log':
      if (e.args.length === 2) return derivative(div(fn('log', u), fn('log', arg(e, 1))), x);
      return over(du, u);
    case 'log10':
      return over(du, times(u, fn('log', num('10'))));
    case 'log2':
      return over(du, times(u, fn('log', num('2'))));
    case 'sqrt':
      return over(du, times(TWO, e));
    case 'cbrt':
      return over(du, times(num('3'), pow(e, TWO)));
    case 'nthRoot': {
      const n = arg(e, 1);
      if (dependsOn(n, x)) throw new NotDifferentiable();
      return over(du, times(n, pow(e, sub(n, ONE))));
    }
    case 'abs':
      return over(times(u, du), e);
    case 'asin':
      return over(du, fn('sqrt', sub(ONE, pow(u, TWO))));
    case 'acos':
      return neg(over(du, fn('sqrt', sub(ONE, pow(u, TWO)))));
    case 'atan':
      return over(du, add(ONE, pow(u, TWO)));
    case 'sinh':
      return chain(fn('cosh', u));
    case 'cosh':
      return chain(fn('sinh', u));
    case 'tanh':
      return over(du, pow(fn('cosh', u), TWO));
    case 'asinh':
      return over(du, fn('sqrt', add(pow(u, TWO), ONE)));
    case 'acosh':
      return over(du, fn('sqrt', sub(pow(u, TWO), ONE)));
    case 'atanh':
      return over(du, sub(ONE, pow(u, TWO)));
    case 'atan2': {
      const xx = arg(e, 1);
      return over(minus(times(xx, du), times(u, derivative(xx, x))), add(pow(xx, TWO), pow(u, TWO)));
    }
    default:
      throw new NotDifferentiable();
  }
}

/**
 * `diff(f, x, n)` as an expression: the n-th derivative plus 0·f, so the result keeps f's own domain conditions
 * (f' may be defined where f is not, e.g. f = log(x) − log(x)).
 */
export function lowerDiff(e: Expr & { k: 'fn' }): Expr {
  const f = arg(e, 0);
  const v = arg(e, 1);
  if (v.k !== 'var') throw new MathInputError('SYNTAX', 'diff needs a variable name as its second argument.');
  const orderExpr = e.args[2];
  const order = orderExpr ? Number(orderExpr.k === 'num' ? orderExpr.text : Number.NaN) : 1;
  if (!Number.isInteger(order) || order < 1 || order > 6)
    throw new MathInputError('UNSUPPORTED', 'Derivative orders from 1 to 6 are supported.');
  let d = f;
  for (let i = 0; i < order; i++) d = derivative(d, v.name);
  return op('+', d, op('*', ZERO, f));
}
