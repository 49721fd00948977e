/**
 * A small table-driven antiderivative finder for definite integrals of elementary functions: linearity, powers of
 * linear expressions, exp / b^u / sin / cos / sec² / sinh / cosh / log of linear arguments, 1/(1+x²), 1/√(1−x²),
 * polynomials in x (expanded through the normal form), polynomial × exp/sin/cos… by repeated integration by parts,
 * e^u·sin v, and rational functions with distinct rational poles by partial fractions. Whatever it returns is re-checked by differentiation before
 * use (integral.ts), so a wrong rule could only make an answer UNKNOWN, never wrong.
 */
import type { WorkBudget } from '../../budget.ts';
import { Rational } from '../../exact/rational.ts';
import { exactRational } from '../exact.ts';
import { add, arg, div, type Expr, fn, mul, neg, num, pow, rationalExpr, sub, variable } from '../expr.ts';
import { Normalizer } from '../normal-form.ts';
import { rationalRoots, type UPoly, univariate } from '../upoly.ts';
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
        return (
          trigProduct(a, b, x) ??
          trigProduct(b, a, x) ??
          byParts(a, b, x, budget, depth) ??
          byParts(b, a, x, budget, depth) ??
          expTrig(a, b, x) ??
          expTrig(b, a, x) ??
          polynomial(f, x, budget)
        );
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
        return polynomial(f, x, budget) ?? laurent(f, x, budget) ?? partialFractions(f, x, budget);
      }
      case '^': {
        if (!b) return null;
        if (!dependsOn(b, x)) {
          const l = linear(a, x);
          if (!l) return trigPower(a, b, x, budget, depth) ?? polynomial(f, x, budget);
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
      case 'tan':
        // ∫ tan u = −log|cos u|/k
        return neg(div(fn('log', fn('abs', fn('cos', u))), k));
      case 'abs':
        // ∫ |u| = u·|u|/(2k): continuously differentiable, so no split at the zero of u is needed
        return div(mul(u, f), mul(num('2'), k));
      case 'log':
        // ∫ log u = (u·log u − u)/k
        return div(sub(mul(u, fn('log', u)), u), k);
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

/** P as a univariate polynomial with rational coefficients, degree ≤ 12; null otherwise. */
function rationalPolynomial(P: Expr, x: string, budget: WorkBudget): UPoly | null {
  try {
    const nz = new Normalizer({ domain: 'real', budget });
    const side = nz.side(P);
    const N = univariate(side.value.n, nz.table, x);
    const D = univariate(side.value.d, nz.table, x);
    if (!N || !D || D.degree !== 0 || N.degree > 12) return null;
    return N.scale(Rational.ONE.div(D.lead()));
  } catch {
    return null;
  }
}

function polyExpr(p: UPoly, x: string): Expr {
  let out: Expr | null = null;
  for (let i = 0; i <= p.degree; i++) {
    const c = p.coef(i);
    if (c.isZero()) continue;
    const term = i === 0 ? rationalExpr(c) : mul(rationalExpr(c), pow(variable(x), num(String(i))));
    out = out ? add(out, term) : term;
  }
  return out ?? num('0');
}

/** exp / b^u / sin / cos / sinh / cosh of a linear argument: the factors integrated repeatedly by parts. */
function repeatable(g: Expr, x: string): boolean {
  if (g.k === 'fn' && ['exp', 'sin', 'cos', 'sinh', 'cosh'].includes(g.name) && g.args.length === 1) return linear(arg(g, 0), x) !== null;
  if (g.k === 'op' && g.op === '^' && !dependsOn(arg(g, 0), x)) return linear(arg(g, 1), x) !== null;
  return false;
}

/** ∫ P·g = Σ_j (−1)^j P^(j)·G_(j+1) (tabular integration by parts), G_1 = ∫g, G_(j+1) = ∫G_j; P a polynomial. */
function byParts(Pe: Expr, g: Expr, x: string, budget: WorkBudget, depth: number): Expr | null {
  if (depth > 6 || !repeatable(g, x)) return null;
  let P = rationalPolynomial(Pe, x, budget);
  if (!P || P.degree < 1) return null;
  let out: Expr | null = null;
  let G = g;
  for (let j = 0; !P.isZero(); j++) {
    if (!budget.spend(64)) return null;
    const next = antiderivative(G, x, budget, depth + 1);
    if (!next) return null;
    G = next;
    const term = mul(polyExpr(P, x), G);
    out = out ? (j % 2 === 0 ? add(out, term) : sub(out, term)) : term;
    P = P.derivative();
  }
  return out;
}

/** ∫ e^u·sin v = e^u(a sin v − b cos v)/(a² + b²) and ∫ e^u·cos v = e^u(a cos v + b sin v)/(a² + b²), u = ax + c, v = bx + d. */
function expTrig(e: Expr, t: Expr, x: string): Expr | null {
  const expArg =
    e.k === 'fn' && e.name === 'exp'
      ? arg(e, 0)
      : e.k === 'op' && e.op === '^' && arg(e, 0).k === 'const' && (arg(e, 0) as { name: string }).name === 'e'
        ? arg(e, 1)
        : null;
  if (!expArg || t.k !== 'fn' || (t.name !== 'sin' && t.name !== 'cos') || t.args.length !== 1) return null;
  const lu = linear(expArg, x);
  const lv = linear(arg(t, 0), x);
  if (!lu || !lv) return null;
  const [a] = lu;
  const [b] = lv;
  const v = arg(t, 0);
  const den = add(pow(a, num('2')), pow(b, num('2')));
  const body = t.name === 'sin' ? sub(mul(a, fn('sin', v)), mul(b, fn('cos', v))) : add(mul(a, fn('cos', v)), mul(b, fn('sin', v)));
  return div(mul(fn('exp', expArg), body), den);
}

/** N/D with rational coefficients, D split into distinct rational linear factors: polynomial part + Σ A_i·log|x − r_i|. */
function partialFractions(f: Expr, x: string, budget: WorkBudget): Expr | null {
  try {
    const nz = new Normalizer({ domain: 'real', budget });
    const side = nz.side(f);
    const N = univariate(side.value.n, nz.table, x);
    const D = univariate(side.value.d, nz.table, x);
    if (!N || !D || D.degree < 1 || D.degree > 8) return null;
    const [Q, R] = N.divmod(D, budget);
    const roots = rationalRoots(D, budget);
    if (!roots || roots.length !== D.degree) return null;
    const dD = D.derivative();
    const X = variable(x);
    let out: Expr | null = null;
    for (let i = 0; i <= Q.degree; i++) {
      const c = Q.coef(i);
      if (c.isZero()) continue;
      const term = mul(rationalExpr(c.div(Rational.int(i + 1))), pow(X, num(String(i + 1))));
      out = out ? add(out, term) : term;
    }
    for (const r of roots) {
      const slope = dD.eval(r);
      if (slope.isZero()) return null;
      const A = R.eval(r).div(slope);
      if (A.isZero()) continue;
      const term = mul(rationalExpr(A), fn('log', fn('abs', sub(X, rationalExpr(r)))));
      out = out ? add(out, term) : term;
    }
    return out ?? num('0');
  } catch {
    return null;
  }
}

/** sin or cos of a linear argument: [name, argument, slope]; null otherwise. */
function sinCos(e: Expr, x: string): ['sin' | 'cos', Expr, Expr] | null {
  if (e.k !== 'fn' || (e.name !== 'sin' && e.name !== 'cos') || e.args.length !== 1) return null;
  const l = linear(arg(e, 0), x);
  return l ? [e.name, arg(e, 0), l[0]] : null;
}

/** A whole exponent 0 ≤ n ≤ 12 of a power, or null. */
function smallExponent(e: Expr): number | null {
  const r = exactRational(e);
  if (!r || !r.isInteger()) return null;
  const n = Number(r.toString());
  return n >= 0 && n <= 12 ? n : null;
}

/**
 * ∫ sinⁿu and ∫ cosⁿu (u = kx + c) by the reduction formulas ∫sinⁿ = −sinⁿ⁻¹u·cos u/(nk) + (n−1)/n·∫sinⁿ⁻², ∫cosⁿ =
 * cosⁿ⁻¹u·sin u/(nk) + (n−1)/n·∫cosⁿ⁻².
 */
function trigPower(base: Expr, exponent: Expr, x: string, budget: WorkBudget, depth: number): Expr | null {
  const t = sinCos(base, x);
  const n = smallExponent(exponent);
  if (!t || n === null || n < 2) return null;
  const [name, u, k] = t;
  const other = fn(name === 'sin' ? 'cos' : 'sin', u);
  const lead = div(mul(pow(base, num(String(n - 1))), other), mul(num(String(n)), k));
  const rest = n === 2 ? variable(x) : antiderivative(n === 3 ? base : pow(base, num(String(n - 2))), x, budget, depth + 1);
  if (!rest) return null;
  const tail = mul(div(num(String(n - 1)), num(String(n))), rest);
  return name === 'sin' ? add(neg(lead), tail) : add(lead, tail);
}

/** ∫ sinᵐu·cos u = sinᵐ⁺¹u/((m+1)k) and ∫ cosᵐu·sin u = −cosᵐ⁺¹u/((m+1)k), the same u = kx + c on both. */
function trigProduct(p: Expr, q: Expr, x: string): Expr | null {
  const single = sinCos(q, x);
  if (!single) return null;
  const power = p.k === 'op' && p.op === '^' ? { base: arg(p, 0), n: smallExponent(arg(p, 1)) } : { base: p, n: 1 };
  const t = sinCos(power.base, x);
  if (!t || power.n === null || power.n < 1) return null;
  const [name, u, k] = t;
  const [qName, qArg] = single;
  if (qName === name || printKey(qArg) !== printKey(u)) return null;
  const m1 = num(String(power.n + 1));
  const F = div(pow(power.base, m1), mul(m1, k));
  return name === 'sin' ? F : neg(F);
}

function printKey(e: Expr): string {
  return JSON.stringify(e);
}

/** N/(c·xᵐ) with N a polynomial with rational coefficients: Σ a_i·x^(i−m)/c integrated power by power (log|x| for −1). */
function laurent(f: Expr, x: string, budget: WorkBudget): Expr | null {
  try {
    const nz = new Normalizer({ domain: 'real', budget });
    const side = nz.side(f);
    const N = univariate(side.value.n, nz.table, x);
    const D = univariate(side.value.d, nz.table, x);
    if (!N || !D || D.degree < 1 || D.degree > 12 || N.degree > 24) return null;
    for (let i = 0; i < D.degree; i++) if (!D.coef(i).isZero()) return null;
    const m = D.degree;
    const c = D.lead();
    const X = variable(x);
    let out: Expr | null = null;
    for (let i = 0; i <= N.degree; i++) {
      const a = N.coef(i).div(c);
      if (a.isZero()) continue;
      const e = i - m;
      const term =
        e === -1
          ? mul(rationalExpr(a), fn('log', fn('abs', X)))
          : mul(rationalExpr(a.div(Rational.int(e + 1))), pow(X, rationalExpr(Rational.int(e + 1))));
      out = out ? add(out, term) : term;
    }
    return out ?? num('0');
  } catch {
    return null;
  }
}
