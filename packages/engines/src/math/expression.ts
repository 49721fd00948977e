/**
 * Expressions (no "="): the value of a closed expression (value.ts), a matrix of values, a quantity in a unit, or —
 * for an expression with free variables — its simplified form. Nothing is claimed by a symbolic expression, so it
 * is never VERIFIED (status UNKNOWN, is_valid false).
 */
import type { WorkBudget } from '../budget.ts';
import { antiderivative } from './calculus/antiderivative.ts';
import { integralEnclosure } from './calculus/integral.ts';
import { lowerCalculus, NotComputed } from './calculus/lower.ts';
import { exactRational } from './exact.ts';
import { arg, div, type Expr, freeVariables, printExpr } from './expr.ts';
import { hasMatrix, lowerMatrix } from './matrix.ts';
import { Normalizer, printRatFn, Unsupported } from './normal-form.ts';
import { BudgetExceeded } from './polynomial.ts';
import type { ExpressionResult } from './types.ts';
import { type Domain, UndefinedValue } from './undefined-value.ts';
import { hasUnits, lowerUnits, UnitError } from './units.ts';
import { expressionValue, type ValueOutcome } from './value.ts';

function fromValue(original: string, v: ValueOutcome): ExpressionResult {
  return {
    is_valid: v.status === 'VERIFIED',
    status: v.status,
    value: v.value,
    simplified: v.simplified,
    original,
    ...(v.exact !== undefined ? { exact: v.exact } : {}),
    ...(v.is_complex ? { is_complex: true } : {}),
    ...(v.error ? { error: v.error } : {}),
    ...(v.message ? { message: v.message } : {}),
    ...(v.reason ? { reason: v.reason } : {}),
  };
}

function failure(original: string, status: 'ERROR' | 'UNKNOWN', message: string, error?: string): ExpressionResult {
  return { is_valid: false, status, value: null, simplified: '', original, message, ...(error ? { error } : {}) };
}

function symbolic(original: string, e: Expr, vars: string[], domain: Domain, budget: WorkBudget): ExpressionResult {
  let simplified = printExpr(e);
  try {
    const nz = new Normalizer({ domain, budget });
    simplified = printRatFn(nz.side(e).value, nz.table);
  } catch (err) {
    if (!(err instanceof Unsupported || err instanceof BudgetExceeded || err instanceof UndefinedValue || err instanceof RangeError))
      throw err;
  }
  return {
    is_valid: false,
    status: 'UNKNOWN',
    value: null,
    simplified,
    original,
    is_symbolic: true,
    message: `Contains free variable(s) ${vars.join(', ')}: returned in simplified form. An expression with variables states no claim, so nothing was verified; write an equation to check one.`,
  };
}

export function evaluateExpression(original: string, e: Expr, domain: Domain | undefined, budget: WorkBudget): ExpressionResult {
  if (hasUnits(e)) return quantity(original, e, domain, budget);
  if (e.k === 'fn' && e.name === 'integrate' && e.args.length === 2) return indefinite(original, e, budget);
  let lowered: Expr;
  try {
    lowered = lowerCalculus(e, domain ?? 'real', budget);
  } catch (err) {
    if (err instanceof NotComputed) return failure(original, 'UNKNOWN', `Undecided: ${err.message}.`);
    if (err instanceof UndefinedValue) return failure(original, 'ERROR', `The expression is not defined: ${err.reason}.`, err.reason);
    throw err;
  }
  if (hasMatrix(lowered)) return matrixValue(original, lowered, domain, budget);
  const vars = freeVariables(lowered);
  if (vars.length > 0) return symbolic(original, lowered, vars, domain ?? 'real', budget);
  return fromValue(original, expressionValue(lowered, domain ?? 'complex', budget, { integrate: integralEnclosure }));
}

function indefinite(original: string, e: Expr & { k: 'fn' }, budget: WorkBudget): ExpressionResult {
  const x = arg(e, 1);
  const F = x.k === 'var' ? antiderivative(arg(e, 0), x.name, budget) : null;
  return {
    is_valid: false,
    status: 'UNKNOWN',
    value: null,
    simplified: F ? `${printExpr(F)} + C` : '',
    original,
    is_symbolic: true,
    message: F
      ? 'An antiderivative is shown; an expression states no claim, so nothing was verified. Check one with integrate(f, x) = F + C.'
      : 'No antiderivative was found by the table of rules. Check a claimed one with integrate(f, x) = F + C.',
  };
}

function quantity(original: string, e: Expr, domain: Domain | undefined, budget: WorkBudget): ExpressionResult {
  try {
    const lowered = lowerUnits(e, (x) => {
      const r = exactRational(x);
      return r?.isInteger() ? Number(r.num) : null;
    });
    const display = lowered.display;
    const inUnit = display ? div(lowered.expr, display.scale) : lowered.expr;
    const r = fromValue(original, expressionValue(inUnit, domain ?? 'real', budget));
    return { ...r, ...(display ? { unit: display.name, simplified: r.simplified ? `${r.simplified} ${display.name}` : '' } : {}) };
  } catch (err) {
    if (err instanceof UnitError)
      return failure(original, 'ERROR', `The quantities are not compatible: ${err.message}.`, 'incompatible units');
    throw err;
  }
}

function matrixValue(original: string, e: Expr, domain: Domain | undefined, budget: WorkBudget): ExpressionResult {
  let m: ReturnType<typeof lowerMatrix>;
  try {
    m = lowerMatrix(e);
  } catch (err) {
    if (err instanceof UndefinedValue) return failure(original, 'ERROR', `The expression is not defined: ${err.reason}.`, err.reason);
    throw err;
  }
  if (m.kind === 'scalar') return evaluateExpression(original, m.e, domain, budget);
  const vars = freeVariables({ k: 'matrix', rows: m.rows });
  if (vars.length > 0) {
    return {
      ...symbolic(original, m.rows[0]?.[0] ?? e, vars, domain ?? 'real', budget),
      simplified: printExpr({ k: 'matrix', rows: m.rows }),
    };
  }
  const cells = m.rows.map((row) => row.map((x) => expressionValue(x, domain ?? 'complex', budget)));
  const failed = cells.flat().find((c) => c.status !== 'VERIFIED');
  const exact = `[${cells.map((row) => `[${row.map((c) => c.exact ?? c.simplified).join(', ')}]`).join(', ')}]`;
  if (failed)
    return {
      ...failure(
        original,
        failed.status === 'ERROR' ? 'ERROR' : 'UNKNOWN',
        failed.message ?? 'An entry could not be evaluated.',
        failed.error,
      ),
      simplified: exact,
    };
  return {
    is_valid: true,
    status: 'VERIFIED',
    value: cells.map((row) => row.map((c) => (typeof c.value === 'number' || typeof c.value === 'string' ? c.value : null))),
    simplified: exact,
    exact,
    original,
  };
}
