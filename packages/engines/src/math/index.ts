/**
 * Math engine: POST /verify/math and the numeric helper used by the natural-language and consensus engines.
 * Without a domain, `1/0` is invalid too (division by zero has no value in any domain); the real domain
 * additionally rejects square roots and logarithms of negative numbers and any non-real result.
 */
import { verifyEquation } from './equation';
import { EvalError, evalExpr, toNumber } from './evaluate';
import { ExactDivisionByZero, exactRational } from './exact';
import { freeVariables, MathInputError, parseExpr } from './expr';
import { verifyExpression } from './expression';
import { numberMath } from './hardened-math';
import type { MathInput, MathResult } from './types';

export { Rational } from '../exact/rational.ts';
export { algebriteEvaluate } from './algebrite-prover';
export type { Domain } from './evaluate';
export { exactRational } from './exact';
export { type Expr, freeVariables, MathInputError, parseExpr, printExpr } from './expr';
export type { EquationResult, EquationStatus, ExpressionResult, MathInput, MathResult } from './types';

export function isEquation(expression: string): boolean {
  return expression.includes('=');
}

export function verifyMath(input: MathInput): MathResult {
  const domain = input.context?.domain;
  return isEquation(input.expression) ? verifyEquation(input.expression, domain) : verifyExpression(input.expression, domain);
}

export type NumericResult = { ok: true; value: number; exact?: string } | { ok: false; error: string };

/** Hardened, real-domain evaluation of a closed expression. `exact` is the rational value when there is one. */
export function evaluateNumeric(expression: string): NumericResult {
  try {
    const e = parseExpr(expression);
    if (freeVariables(e).length > 0) return { ok: false, error: 'expression contains variables' };
    const exact = exactRational(e);
    const v = toNumber(numberMath, evalExpr(e, numberMath, {}, 'real'));
    if (v === null) return { ok: false, error: 'result is not a real number' };
    return exact ? { ok: true, value: v, exact: exact.toString() } : { ok: true, value: v };
  } catch (err) {
    if (err instanceof ExactDivisionByZero) return { ok: false, error: 'division by zero' };
    if (err instanceof EvalError) return { ok: false, error: err.message };
    if (err instanceof MathInputError) return { ok: false, error: err.code === 'SYNTAX' ? 'syntax error' : 'invalid expression' };
    throw err;
  }
}
