/**
 * Equations `lhs = rhs`: units, matrices and calculus forms are reduced to scalar claims, which are then decided
 * by closed.ts (no variables) or identity.ts (variables). `is_valid` = `result` = "the equation holds" = VERIFIED.
 */
import type { WorkBudget } from '../budget.ts';
import { type Assumptions, NO_ASSUMPTIONS } from './assumptions.ts';
import { lowerDiff, NotDifferentiable } from './calculus/derivative.ts';
import { infiniteSum } from './calculus/infinite-sum.ts';
import { integralEnclosure } from './calculus/integral.ts';
import { limitOf } from './calculus/limit.ts';
import { hasCalculus, isInfinity, lowerCalculus, NotComputed } from './calculus/lower.ts';
import { decideSumClaim } from './calculus/sum.ts';
import { decideClosed } from './closed.ts';
import { exactRational } from './exact.ts';
import { arg, type Expr, freeVariables, MathInputError, printExpr } from './expr.ts';
import { decideIdentity, type Status, type Verdict } from './identity.ts';
import { hasMatrix, lowerMatrix, type MValue } from './matrix.ts';
import type { EquationResult } from './types.ts';
import { type Domain, REASONS, UndefinedValue } from './undefined-value.ts';
import { dimText, hasUnits, lowerUnits, sameDim, UnitError } from './units.ts';

function toResult(L: string, R: string, v: Verdict): EquationResult {
  const holds = v.status === 'VERIFIED';
  return {
    is_valid: holds,
    result: holds,
    status: v.status,
    left_side: L,
    right_side: R,
    simplified_difference: v.difference,
    message: v.message,
    method: v.method,
    ...(v.conditions ? { conditions: v.conditions } : {}),
    ...(v.required_assumptions ? { required_assumptions: v.required_assumptions } : {}),
    ...(v.counterexample ? { counterexample: v.counterexample } : {}),
    ...(v.solutions ? { solutions: v.solutions } : {}),
    ...(v.evidence ? { evidence: v.evidence } : {}),
    ...(v.error ? { error: v.error } : {}),
    ...(v.reason ? { reason: v.reason } : {}),
  };
}

function verdict(status: Status, method: string, message: string, extra: Partial<Verdict> = {}): Verdict {
  return { status, method, message, difference: '', ...extra };
}

export function decideEquation(
  lhs: Expr,
  rhs: Expr,
  domain: Domain | undefined,
  budget: WorkBudget,
  assumptions: Assumptions = NO_ASSUMPTIONS,
): EquationResult {
  const L = printExpr(lhs);
  const R = printExpr(rhs);
  return toResult(L, R, decide(lhs, rhs, domain, budget, assumptions));
}

function decide(lhs: Expr, rhs: Expr, domain: Domain | undefined, budget: WorkBudget, assumptions: Assumptions): Verdict {
  if (hasUnits(lhs) || hasUnits(rhs)) return decideUnits(lhs, rhs, domain, budget, assumptions);
  if (hasMatrix(lhs) || hasMatrix(rhs)) return decideMatrix(lhs, rhs, domain, budget, assumptions);
  let l = lhs;
  let r = rhs;
  try {
    const special = calculusClaim(lhs, rhs, domain, budget, assumptions) ?? calculusClaim(rhs, lhs, domain, budget, assumptions);
    if (special) return special;
    l = lowerCalculus(lhs, domain ?? 'real', budget);
    r = lowerCalculus(rhs, domain ?? 'real', budget);
  } catch (err) {
    if (err instanceof NotComputed) return verdict('UNKNOWN', 'calculus', `Undecided: ${err.message}.`);
    if (err instanceof UndefinedValue)
      return verdict('ERROR', 'calculus', `The equation is not meaningful: ${err.reason}.`, { error: err.reason });
    throw err;
  }
  return decideScalar(l, r, domain, budget, assumptions);
}

function decideScalar(l: Expr, r: Expr, domain: Domain | undefined, budget: WorkBudget, assumptions: Assumptions): Verdict {
  const vars = freeVariables({ k: 'op', op: '-', args: [l, r] });
  if (vars.length === 0) return decideClosed(l, r, domain ?? 'complex', budget, { integrate: integralEnclosure });
  return decideIdentity(l, r, vars, domain ?? 'real', budget, assumptions);
}

/** integrate(f, x) = F (+ C), sum(f, k, a, n) = G, limit(…) = ±inf or a finite value when the limit is infinite. */
function calculusClaim(side: Expr, other: Expr, domain: Domain | undefined, budget: WorkBudget, assumptions: Assumptions): Verdict | null {
  if (side.k !== 'fn') return null;
  if (side.name === 'integrate' && side.args.length === 2) {
    const x = arg(side, 1);
    if (x.k !== 'var') return null;
    if (hasCalculus(other))
      throw new MathInputError('UNSUPPORTED', 'The antiderivative on the other side must not contain calculus operations.');
    let dF: Expr;
    try {
      dF = lowerDiff({ k: 'fn', name: 'diff', args: [other, x] });
    } catch (err) {
      if (err instanceof NotDifferentiable)
        return verdict('UNKNOWN', 'differentiation', 'Undecided: the claimed antiderivative could not be differentiated symbolically.');
      throw err;
    }
    const f = lowerCalculus(arg(side, 0), domain ?? 'real', budget);
    const v = decideScalar(dF, f, domain, budget, assumptions);
    const what =
      v.status === 'VERIFIED'
        ? `It is an antiderivative: d/d${x.name} of the right side equals the integrand (${v.message})`
        : v.status === 'CORRECTION_NEEDED'
          ? `It is not an antiderivative: d/d${x.name} of the right side differs from the integrand. ${v.message}`
          : `Undecided whether it is an antiderivative: ${v.message}`;
    return { ...v, method: `differentiation, ${v.method}`, message: what };
  }
  if (side.name === 'sum' && side.args.length === 4 && isInfinity(arg(side, 3)) && arg(side, 1).k === 'var') {
    const k = arg(side, 1) as { name: string };
    const lowered = lowerCalculus(arg(side, 0), domain ?? 'real', budget);
    const s = infiniteSum(lowered, k.name, lowerCalculus(arg(side, 2), domain ?? 'real', budget), budget);
    const claimed = infinitySign(other);
    if (s?.kind === 'undefined') throw new UndefinedValue(REASONS.DIVISION_BY_ZERO);
    if (s?.kind === 'diverges') {
      if (claimed !== 0 && claimed === s.sign)
        return verdict('VERIFIED', 'series', `The series diverges to ${claimed > 0 ? '+' : '-'}infinity (${s.why}).`);
      return verdict(
        'CORRECTION_NEEDED',
        'series',
        `The equation does not hold: the series diverges (${s.why})${s.sign !== 0 ? ` to ${s.sign > 0 ? '+' : '-'}infinity` : ''}.`,
      );
    }
    if (s?.kind === 'value' && claimed !== 0)
      return verdict('CORRECTION_NEEDED', 'series', 'The equation does not hold: the series converges to a finite sum.');
    if (s?.kind === 'value') {
      const v = decideScalar(s.expr, lowerCalculus(other, domain ?? 'real', budget), domain, budget, assumptions);
      return { ...v, method: `series (${s.family}), ${v.method}`, message: `${v.message} The series was summed exactly (${s.family}).` };
    }
    return null;
  }
  if (side.name === 'sum' && side.args.length === 4 && freeVariables(arg(side, 3)).length > 0) {
    return decideSumClaim(side, lowerCalculus(other, domain ?? 'real', budget), domain ?? 'complex', budget);
  }
  if (side.name === 'limit') {
    const lowered = { ...side, args: side.args.map((a, i) => (i === 0 ? lowerCalculus(a, domain ?? 'real', budget) : a)) };
    const value = limitOf(lowered, domain ?? 'real', budget);
    if (value?.kind === 'none') {
      return verdict('CORRECTION_NEEDED', 'limit', `The equation does not hold: the limit does not exist (${value.reason}).`);
    }
    const claimedInfinite =
      other.k === 'const' && other.name === 'inf'
        ? 1
        : other.k === 'op' && other.op === 'neg' && other.args[0]?.k === 'const' && other.args[0].name === 'inf'
          ? -1
          : 0;
    if (value?.kind === 'value' && claimedInfinite !== 0) {
      return verdict('CORRECTION_NEEDED', 'limit', `The equation does not hold: the limit is the finite number ${printExpr(value.expr)}.`);
    }
    if (value?.kind !== 'infinite') return null;
    if (claimedInfinite === 0) {
      return verdict(
        'CORRECTION_NEEDED',
        'limit',
        'The equation does not hold: the limit is infinite (it does not exist as a finite number).',
      );
    }
    if (value.sign === claimedInfinite)
      return verdict('VERIFIED', 'limit', `The limit is ${claimedInfinite > 0 ? '+' : '-'}infinity (leading term of the expansion).`);
    if (value.sign === 0)
      return verdict('UNKNOWN', 'limit', 'Undecided: the function grows without bound near the point; its sign was not determined.');
    return verdict('CORRECTION_NEEDED', 'limit', `The equation does not hold: the limit is ${value.sign > 0 ? '+' : '-'}infinity.`);
  }
  return null;
}

function infinitySign(e: Expr): 1 | -1 | 0 {
  if (isInfinity(e)) return 1;
  if (e.k === 'op' && e.op === 'neg' && e.args[0] && isInfinity(e.args[0])) return -1;
  return 0;
}

function decideUnits(lhs: Expr, rhs: Expr, domain: Domain | undefined, budget: WorkBudget, assumptions: Assumptions): Verdict {
  try {
    const exponent = (x: Expr) => {
      const r = exactRational(x);
      return r?.isInteger() ? Number(r.num) : null;
    };
    const l = lowerUnits(lhs, exponent);
    const r = lowerUnits(rhs, exponent);
    if (!sameDim(l.dim, r.dim)) {
      return verdict(
        'ERROR',
        'units',
        `The two sides have different dimensions (${dimText(l.dim)} and ${dimText(r.dim)}), so they cannot be compared.`,
        {
          error: 'incompatible units',
        },
      );
    }
    const v = decideScalar(l.expr, r.expr, domain, budget, assumptions);
    return { ...v, method: `units, ${v.method}`, message: `${v.message} (both sides converted to SI units exactly)` };
  } catch (err) {
    if (err instanceof UnitError)
      return verdict('ERROR', 'units', `The quantities are not compatible: ${err.message}.`, { error: 'incompatible units' });
    throw err;
  }
}

function decideMatrix(lhs: Expr, rhs: Expr, domain: Domain | undefined, budget: WorkBudget, assumptions: Assumptions): Verdict {
  let l: MValue;
  let r: MValue;
  try {
    l = lowerMatrix(lowerCalculus(lhs, domain ?? 'real', budget));
    r = lowerMatrix(lowerCalculus(rhs, domain ?? 'real', budget));
  } catch (err) {
    if (err instanceof UndefinedValue)
      return verdict('ERROR', 'matrix', `The equation is not meaningful: ${err.reason}.`, { error: err.reason });
    throw err;
  }
  if (l.kind === 'scalar' && r.kind === 'scalar') return decideScalar(l.e, r.e, domain, budget, assumptions);
  if (l.kind !== r.kind)
    return verdict('ERROR', 'matrix', 'A matrix cannot be compared with a number.', { error: 'matrix shapes do not match' });
  const a = l.kind === 'matrix' ? l.rows : [];
  const b = r.kind === 'matrix' ? r.rows : [];
  if (a.length !== b.length || (a[0]?.length ?? 0) !== (b[0]?.length ?? 0)) {
    return verdict(
      'CORRECTION_NEEDED',
      'matrix',
      `The matrices differ in shape (${a.length}×${a[0]?.length ?? 0} and ${b.length}×${b[0]?.length ?? 0}).`,
    );
  }
  const conditions = new Set<string>();
  let unknown: string | null = null;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < (a[0]?.length ?? 0); j++) {
      const x = a[i]?.[j];
      const y = b[i]?.[j];
      if (!x || !y) continue;
      const v = decideScalar(x, y, domain, budget, assumptions);
      const where = `entry (${i + 1}, ${j + 1})`;
      if (v.status === 'CORRECTION_NEEDED')
        return { ...v, method: `matrix, ${v.method}`, message: `The matrices differ at ${where}: ${v.message}` };
      if (v.status === 'ERROR') return { ...v, message: `At ${where}: ${v.message}` };
      if (v.status === 'UNKNOWN') unknown ??= `${where}: ${v.message}`;
      for (const c of v.conditions ?? []) conditions.add(c);
    }
  }
  if (unknown) return verdict('UNKNOWN', 'matrix', `Undecided at ${unknown}`);
  return verdict('VERIFIED', 'matrix', 'Every entry of the two matrices is equal (each decided exactly).', {
    difference: '0',
    ...(conditions.size > 0 ? { conditions: [...conditions] } : {}),
  });
}
