/**
 * A small table-driven antiderivative finder for definite integrals of elementary functions: linearity, powers of
 * linear expressions, exp / b^u / sin / cos / sec² / sinh / cosh of linear arguments, 1/(1+x²), 1/√(1−x²), and
 * polynomials in x (expanded through the normal form). Whatever it returns is re-checked by differentiation before
 * use (integral.ts), so a wrong rule could only make an answer UNKNOWN, never wrong.
 */
import type { WorkBudget } from '../../budget.ts';
import { Rational } from '../../exact/rational.ts';
import { exactRational } from '../exact.ts';
import { add, arg, div, type Expr, fn, mul, neg, num, pow, sub, variable } from '../expr.ts';
import { Normalizer } from '../normal-form.ts';
import { dependsOn } from './derivative.ts';

/** a·x + b with a ≠ 0 free of x, as [a, b]; null when not linear. */
function linear(e: Expr, x: string): [Expr, Expr] | null {
  if (!dependsOn(e, x)) return null;
  if (e.k === 'var' && e.name === x) return [num('1'), num('0')];
  if (e.k !== 'op') return null;
  const [a0, a1] = e.args;
  if (!a0) return null;
  switch (e.op) {
    case 'neg': {
      const l = linear(a0, x);
      return l ? [neg(l[0]), neg(l[1])] : null;
    }
    case '+':
    case '-': {
      if (!a1) return null;
      const la = dependsOn(a0, x) ? linear(a0, x) : null;
      const lb = dependsOn(a1, x) ? linear(a1, x) : null;
      if (dependsOn(a0, x) && !la) return null;
      if (dependsOn(a1, x) && !lb) return null;
      const sa: [Expr, Expr] = la ?? [num('0'), a0];
      const sb: [Expr, Expr] = lb ?? [num('0'), a1];
      return e.op === '+' ? [add(sa[0], sb[0]), add(sa[1], sb[1])] : [sub(sa[0], sb[0]), sub(sa[1], sb[1])];
    }
    case '*': {
      if (!a1) return null;
      if (!dependsOn(a0, x)) {
        const l = linear(a1, x);
        return l ? [mul(a0, l[0]), mul(a0, l[1])] : null;
      }
      if (!dependsOn(a1, x)) {
        const l = linear(a0, x);
        return l ? [mul(l[0], a1), mul(l[1], a1)] : null;
      }
      return null;
    }
    case '/': {
      if (!a1 || dependsOn(a1, x)) return null;
      const l = linear(a0, x);
      return l ? [div(l[0], a1), div(l[1], a1)] : null;
    }
    default:
      return null;
  }
}

function isConst(e: Expr, value: number): boolean {
  const r = exactRational(e);
  return r !== null && r.equals(Rational.int(value));
}

export function antiderivative(f: Expr, x: string, budget: WorkBudget, depth = 0): Expr | null {
  if (depth > 12) return null;
  const X = variable(x);
  if (!dependsOn(f, x)) return mul(f, X);
  const again = (g: Expr) => antiderivative(g, x, budget, depth + 1);
  if (f.k === 'var') return div(pow(X, num('2')), num('2'));
  if (f.k === 'op') {
    const [a, b] = f.args;
    if (!a) return null;
    switch (f.op) {
      case 'neg': {
        const F = again(a);
        return F ? neg(F) : null;
      }
      case '+':
      case '-': {
        if (!b) return null;
        const Fa = again(a);
        const Fb = again(b);
        if (!Fa || !Fb) return null;
        return f.op === '+' ? add(Fa, Fb) : sub(Fa, Fb);
      }
      case '*': {
        if (!b) return null;
        if (!dependsOn(a, x)) {
          const F = again(b);
          return F ? mul(a, F) : null;
        }
        if (!dependsOn(b, x)) {
          const F = again(a);
          return F ? mul(F, b) : null;
        }
        return polynomial(f, x, budget);
      }
      case '/': {
        if (!b) return null;
        if (!dependsOn(b, x)) {
          const F = again(a);
          return F ? div(F, b) : null;
        }
        if (!dependsOn(a, x)) {
          const l = linear(b, x);
          if (l) return mul(a, div(fn('log', fn('abs', b)), l[0]));
          if (b.k === 'fn' && b.name === 'sqrt') {
            const ls = linear(arg(b, 0), x);
            if (ls) return mul(a, div(mul(num('2'), b), ls[0]));
          }
          if (isOnePlusSquare(b, x)) return mul(a, fn('atan', X));
          if (b.k === 'fn' && b.name === 'sqrt' && isOneMinusSquare(arg(b, 0), x)) return mul(a, fn('asin', X));
          if (b.k === 'op' && b.op === '^' && isConst(arg(b, 1), 2) && arg(b, 0).k === 'fn') {
            const inner = arg(b, 0) as Expr & { k: 'fn' };
            const l2 = linear(arg(inner, 0), x);
            if (inner.name === 'cos' && l2) return mul(a, div(fn('tan', arg(inner, 0)), l2[0]));
            if (inner.name === 'sin' && l2) return mul(a, neg(div(fn('cot', arg(inner, 0)), l2[0])));
          }
        }
        return polynomial(f, x, budget);
      }
      case '^': {
        if (!b) return null;
        if (!dependsOn(b, x)) {
          const l = linear(a, x);
          if (!l) return polynomial(f, x, budget);
          if (isConst(b, -1)) return div(fn('log', fn('abs', a)), l[0]);
          const n1 = add(b, num('1'));
          return div(pow(a, n1), mul(l[0], n1));
        }
        if (!dependsOn(a, x)) {
          const l = linear(b, x);
          if (!l) return null;
          if (a.k === 'const' && a.name === 'e') return div(f, l[0]);
          return div(f, mul(l[0], fn('log', a)));
        }
        return null;
      }
      default:
        return null;
    }
  }
  if (f.k === 'fn') {
    const u = f.args[0];
    if (!u || f.args.length !== 1) return null;
    const l = linear(u, x);
    if (!l) return null;
    const [k] = l;
    switch (f.name) {
      case 'sqrt':
        return div(mul(div(num('2'), num('3')), pow(u, div(num('3'), num('2')))), k);
      case 'exp':
        return div(f, k);
      case 'sin':
        return neg(div(fn('cos', u), k));
      case 'cos':
        return div(fn('sin', u), k);
      case 'sinh':
        return div(fn('cosh', u), k);
      case 'cosh':
        return div(fn('sinh', u), k);
      case 'sec':
        return null;
      default:
        return null;
    }
  }
  return null;
}

function isOnePlusSquare(e: Expr, x: string): boolean {
  return (
    e.k === 'op' &&
    e.op === '+' &&
    ((isConst(arg(e, 0), 1) && isSquareOf(arg(e, 1), x)) || (isConst(arg(e, 1), 1) && isSquareOf(arg(e, 0), x)))
  );
}
function isOneMinusSquare(e: Expr, x: string): boolean {
  return e.k === 'op' && e.op === '-' && isConst(arg(e, 0), 1) && isSquareOf(arg(e, 1), x);
}
function isSquareOf(e: Expr, x: string): boolean {
  return e.k === 'op' && e.op === '^' && arg(e, 0).k === 'var' && (arg(e, 0) as { name: string }).name === x && isConst(arg(e, 1), 2);
}

/** Polynomials in x with coefficients free of x: expanded by the normal form and integrated term by term. */
function polynomial(f: Expr, x: string, budget: WorkBudget): Expr | null {
  try {
    const nz = new Normalizer({ domain: 'real', budget });
    const side = nz.side(f);
    const d = side.value.d;
    if (d.size !== 1 || !d.has('')) return null;
    let out: Expr | null = null;
    for (const t of side.value.n.values()) {
      let k = 0;
      const rest: Array<readonly [number, number]> = [];
      for (const [id, e] of t.mono) {
        const atom = nz.table.get(id);
        if (atom.key === `v:${x}`) k = e;
        else if (atom.variable && dependsOn(atom.expr, x)) return null;
        else rest.push([id, e]);
      }
      if (k < 0) return null;
      const coef = t.coef.div(Rational.int(k + 1));
      const restPoly = new Map([['r', { mono: rest, coef }]]);
      const term = mul(nz.toExpr(restPoly), pow(variable(x), num(String(k + 1))));
      out = out ? add(out, term) : term;
    }
    return out ?? num('0');
  } catch {
    return null;
  }
}
