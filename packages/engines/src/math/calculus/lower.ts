/**
 * Replaces calculus nodes by ordinary expressions before the scalar stages run: diff by the derivative, a definite
 * integral by F(b) − F(a) when an antiderivative is proven (else it stays, to be enclosed by quadrature), a limit by
 * its value, a sum with integer bounds by its terms. What cannot be computed raises NotComputed (→ UNKNOWN).
 */
import type { WorkBudget } from '../../budget.ts';
import { arg, type Expr, MathInputError, substitute } from '../expr.ts';
import { Arith } from '../numeric/interval.ts';
import { type Domain, REASONS, UndefinedValue } from '../undefined-value.ts';
import { lowerDiff, NotDifferentiable } from './derivative.ts';
import { infiniteSum } from './infinite-sum.ts';
import { exactIntegral } from './integral.ts';
import { limitOf } from './limit.ts';
import { expandProduct, expandSum } from './sum.ts';

export class NotComputed extends Error {}

export function isInfinity(e: Expr): boolean {
  return e.k === 'const' && e.name === 'inf';
}

export function hasCalculus(e: Expr): boolean {
  if (e.k === 'fn') return ['diff', 'integrate', 'limit', 'sum', 'product', 'at'].includes(e.name) || e.args.some(hasCalculus);
  if (e.k === 'op') return e.args.some(hasCalculus);
  return false;
}

export function lowerCalculus(e: Expr, domain: Domain, budget: WorkBudget): Expr {
  if (!hasCalculus(e)) return e;
  if (e.k === 'op') return { ...e, args: e.args.map((a) => lowerCalculus(a, domain, budget)) };
  if (e.k !== 'fn') return e;
  switch (e.name) {
    case 'diff':
      try {
        return lowerCalculus(lowerDiff(e), domain, budget);
      } catch (err) {
        if (err instanceof NotDifferentiable)
          throw new NotComputed('the derivative could not be computed (a function is not differentiable symbolically)');
        throw err;
      }
    case 'integrate': {
      if (e.args.length !== 4) {
        throw new MathInputError('UNSUPPORTED', 'An indefinite integral can only be checked as a claim: integrate(f, x) = F (+ C).');
      }
      const node = { ...e, args: e.args.map((a, i) => (i === 1 ? a : lowerCalculus(a, domain, budget))) };
      return exactIntegral(node, domain, budget, new Arith(64, budget)) ?? node;
    }
    case 'limit': {
      const node = { ...e, args: e.args.map((a, i) => (i === 0 ? lowerCalculus(a, domain, budget) : a)) };
      const v = limitOf(node, domain, budget);
      if (!v)
        throw new NotComputed(
          'the limit could not be computed (continuity, series expansion at the point and L’Hôpital for 0/0 did not decide it)',
        );
      if (v.kind === 'infinite') throw new NotComputed('the limit is infinite or does not exist as a finite number');
      if (v.kind === 'none') throw new NotComputed(`the limit does not exist: ${v.reason}`);
      return v.expr;
    }
    case 'sum': {
      const node = { ...e, args: e.args.map((a, i) => (i === 1 ? a : lowerCalculus(a, domain, budget))) };
      if (isInfinity(arg(node, 3))) {
        const k = arg(node, 1);
        const s = k.k === 'var' ? infiniteSum(arg(node, 0), k.name, arg(node, 2), budget) : null;
        if (!s)
          throw new NotComputed(
            'the infinite series is not of a family summed exactly (geometric, rational by partial fractions, alternating, exponential)',
          );
        if (s.kind === 'diverges') throw new NotComputed(`the series diverges (${s.why})`);
        if (s.kind === 'undefined') throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
        return s.expr;
      }
      const v = expandSum(node, budget);
      if (!v)
        throw new NotComputed(
          'sums are evaluated for integer bounds; a closed form with a symbolic bound is checked as sum(f, k, a, n) = G',
        );
      return v;
    }
    case 'product': {
      const node = { ...e, args: e.args.map((a, i) => (i === 1 ? a : lowerCalculus(a, domain, budget))) };
      const v = expandProduct(node, budget);
      if (!v)
        throw new NotComputed(
          'products are evaluated for integer bounds; a closed form with a symbolic bound is checked as product(f, k, a, n) = G',
        );
      return v;
    }
    case 'at': {
      // f'(a): the derivative (or any expression in x) evaluated at a point.
      const x = arg(e, 1);
      if (x.k !== 'var') throw new MathInputError('SYNTAX', 'A value at a point needs a variable.');
      return substitute(lowerCalculus(arg(e, 0), domain, budget), x.name, lowerCalculus(arg(e, 2), domain, budget));
    }
    default:
      return { ...e, args: e.args.map((a) => lowerCalculus(a, domain, budget)) };
  }
}
