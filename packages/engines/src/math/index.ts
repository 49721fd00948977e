/**
 * Math engine: POST /verify/math, and the value checks used by natural language, batches and agents.
 * One pipeline, one direction (docs/math.md): parse.ts → exact.ts → normal-form.ts → enclose.ts (intervals) →
 * closed.ts / identity.ts / value.ts (verdicts). Statuses follow spec 3.1: VERIFIED, CORRECTION_NEEDED, UNKNOWN, ERROR.
 */
import { WorkBudget } from '../budget.ts';
import { ambiguityWarning, productReadings } from './ambiguity.ts';
import { type Assumptions, parseAssumptions } from './assumptions.ts';
import { decideEquation } from './equation.ts';
import { type Expr, freeVariables, MathInputError, printExpr } from './expr.ts';
import { evaluateExpression } from './expression.ts';
import { decideForm } from './forms.ts';
import { DEFAULT_WORK_BUDGET } from './limits.ts';
import { NumericBudgetExceeded } from './numeric/interval.ts';
import { type Claim, parseClaim } from './parse.ts';
import { BudgetExceeded } from './polynomial.ts';
import type { EquationResult, ExpressionResult, MathInput, MathResult, Scope } from './types.ts';
import type { Domain } from './undefined-value.ts';

export { Rational } from '../exact/rational.ts';
export { MAX_ASSUMPTION_LENGTH, MAX_ASSUMPTIONS } from './assumptions.ts';
export { type ClaimCheck, checkClaimedValue, NL_TOLERANCE } from './claim-check.ts';
export { type Expr, freeVariables, MathInputError, printExpr } from './expr.ts';
export { CAPS, DEFAULT_WORK_BUDGET, PRECISION } from './limits.ts';
export { parseClaim, parseExpr } from './parse.ts';
export type { EquationResult, ExpressionResult, MathInput, MathResult, MathStatus, Scope } from './types.ts';
export type { Domain } from './undefined-value.ts';

export function isEquation(expression: string): boolean {
  return expression.includes('=');
}

export interface MathOptions {
  /** Work budget of this call (defaults to DEFAULT_WORK_BUDGET units); inspect `spent` after the call. */
  budget?: WorkBudget;
}

function syntaxError(text: string, err: MathInputError): MathResult {
  const error =
    err.code === 'SYNTAX' || err.code === 'EMPTY'
      ? 'syntax error'
      : err.code === 'UNSUPPORTED'
        ? 'unsupported'
        : err.code === 'AMBIGUOUS'
          ? 'ambiguous notation'
          : 'invalid expression';
  if (isEquation(text)) {
    const [l = '', r = ''] = text.split(/==?/);
    const result: EquationResult = {
      is_valid: false,
      result: false,
      status: 'ERROR',
      left_side: l.trim(),
      right_side: r.trim(),
      simplified_difference: '',
      message: err.message,
      error,
    };
    return result;
  }
  const result: ExpressionResult = {
    is_valid: false,
    status: 'ERROR',
    value: null,
    simplified: '',
    original: text,
    error,
    message: err.message,
  };
  return result;
}

/** The work budget ran out: nothing was decided (UNKNOWN with reason BUDGET_EXCEEDED), never a guess. */
function budgetSpent(
  text: string,
  claim: Claim,
  message = 'Undecided: the work budget of this request was spent before the claim was decided.',
): MathResult {
  if (claim.rhs) {
    const r: EquationResult = {
      is_valid: false,
      result: false,
      status: 'UNKNOWN',
      left_side: printExpr(claim.lhs),
      right_side: printExpr(claim.rhs),
      simplified_difference: '',
      message,
      reason: 'BUDGET_EXCEEDED',
    };
    return r;
  }
  const r: ExpressionResult = {
    is_valid: false,
    status: 'UNKNOWN',
    value: null,
    simplified: '',
    original: text,
    message,
    reason: 'BUDGET_EXCEEDED',
  };
  return r;
}

/**
 * Verifies an expression or equation. Throws InputTooComplexError (→ 400 INPUT_TOO_COMPLEX) when a structural cap is
 * broken; every other outcome is a result.
 */
export function verifyMath(input: MathInput, options: MathOptions = {}): MathResult {
  const budget = options.budget ?? new WorkBudget(DEFAULT_WORK_BUDGET);
  const domain = input.context?.domain;
  let claim: Claim;
  let assumptions: Assumptions;
  try {
    claim = parseClaim(input.expression);
  } catch (err) {
    if (err instanceof MathInputError) return syntaxError(input.expression, err);
    throw err;
  }
  try {
    assumptions = parseAssumptions(input.context?.assumptions);
  } catch (err) {
    if (err instanceof MathInputError) return { ...syntaxError(input.expression, err), error: 'invalid assumption' };
    throw err;
  }
  const scope: Scope = {
    domain: domain ?? (claim.rhs && freeVariables({ k: 'op', op: '-', args: [claim.lhs, claim.rhs] }).length > 0 ? 'real' : 'complex'),
    ...(assumptions.list.length > 0 ? { assumptions: assumptions.list.map((a) => a.text) } : {}),
  };
  const warning = ambiguityWarning(claim.rhs ? [claim.lhs, claim.rhs] : [claim.lhs]);
  let result: MathResult;
  try {
    result = claim.form
      ? assumptions.list.length > 0
        ? budgetSpent(
            input.expression,
            claim,
            'Undecided: claims stated in words (solutions, eigenvalues, approximations) are not decided under context.assumptions.',
          )
        : decideForm(claim, claim.form, domain, budget)
      : claim.rhs
        ? decideUnderEveryReading(claim.lhs, claim.rhs, domain, budget, assumptions)
        : evaluateExpression(input.expression, claim.lhs, domain, budget);
  } catch (err) {
    if (err instanceof MathInputError) return syntaxError(input.expression, err);
    if (err instanceof NumericBudgetExceeded || err instanceof BudgetExceeded) result = budgetSpent(input.expression, claim);
    // A RangeError is an arithmetic size limit of the runtime (BigInt size, call depth) reached inside the caps: the
    // claim is undecided, never a 5xx.
    else if (err instanceof RangeError)
      result = budgetSpent(
        input.expression,
        claim,
        'Undecided: an exact intermediate number is too large to compute (e.g. a power with a huge exponent).',
      );
    else throw err;
  }
  const reading = claim.readings.length > 0 ? claim.readings.join('; ') : undefined;
  return { ...result, ...scope, ...(warning ? { warning } : {}), ...(reading ? { reading } : {}) };
}

/**
 * An equation whose names can be read two ways (`ab` beside `a` and `b`: one variable, or a·b) is decided under both;
 * a verdict that differs between them is no verdict, since either may be what was meant.
 */
function decideUnderEveryReading(
  lhs: Expr,
  rhs: Expr,
  domain: Domain | undefined,
  budget: WorkBudget,
  assumptions: Assumptions,
): EquationResult {
  const asWritten = decideEquation(lhs, rhs, domain, budget, assumptions);
  if (asWritten.status === 'ERROR') return asWritten;
  let asProduct: EquationResult | null = null;
  for (const [l, r] of productReadings([lhs, rhs]) as Array<[Expr, Expr]>) {
    const other = decideEquation(l, r, domain, budget, assumptions);
    if (other.status !== asWritten.status) {
      asProduct = other;
      break;
    }
  }
  if (!asProduct) return asWritten;
  return {
    ...asWritten,
    is_valid: false,
    result: false,
    status: 'UNKNOWN',
    message: `Undecided: the claim is ${asWritten.status} when each multi-letter name is one variable and ${asProduct.status} when it is the product of its letters; write the product explicitly (a*b).`,
  };
}
