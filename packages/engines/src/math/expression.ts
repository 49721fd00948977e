/** Expressions (no `=`): value, exact form, complex and symbolic handling, ambiguity warning. */
import type { BigNumber } from 'mathjs';
import { type Domain, EvalError, evalExpr, ISSUE_TEXT, type MathValue, toNumber } from './evaluate';
import { ExactDivisionByZero, exactRational } from './exact';
import { type Expr, freeVariables, MathInputError, parseExpr, printExpr } from './expr';
import { bigMath, numberMath } from './hardened-math';
import { normalFormText } from './normal-form';
import type { ExpressionResult } from './types';

/** Finds `a / b c` (implicit product right after a division) and describes both readings. */
export function ambiguityWarning(e: Expr): string | undefined {
  const found = findAmbiguous(e);
  if (!found) return undefined;
  const { div, right } = found;
  const asRead: Expr = { k: 'op', op: '*', args: [{ ...div, paren: true }, right] };
  const other: Expr = { k: 'op', op: '/', args: [div.args[0]!, { k: 'op', op: '*', args: [div.args[1]!, right], paren: true }] };
  const show = (x: Expr) => {
    const text = printExpr(x);
    if (freeVariables(x).length > 0) return text;
    try {
      return `${text} = ${numberMath.format(evalExpr(x, numberMath, {}, 'complex'), { precision: 14 })}`;
    } catch {
      return text;
    }
  };
  return (
    `ambiguous: implicit multiplication directly after a division. It is evaluated left to right as ${show(asRead)}; ` +
    `the other common reading is ${show(other)}. Write the multiplication and parentheses explicitly.`
  );
}

function findAmbiguous(e: Expr): { div: Expr & { k: 'op' }; right: Expr } | null {
  if (e.k === 'op' && e.op === '*' && e.implicit) {
    const left = e.args[0]!;
    if (left.k === 'op' && left.op === '/' && !left.paren) return { div: left, right: e.args[1]! };
  }
  if (e.k === 'op' || e.k === 'fn') {
    for (const a of e.args) {
      const f = findAmbiguous(a);
      if (f) return f;
    }
  }
  return null;
}

function errorResult(original: string, error: string, message: string): ExpressionResult {
  return { is_valid: false, value: null, simplified: '', original, error, message };
}

export function verifyExpression(original: string, domain: Domain | undefined): ExpressionResult {
  let expr: Expr;
  try {
    expr = parseExpr(original);
  } catch (err) {
    if (err instanceof MathInputError)
      return errorResult(original, err.code === 'SYNTAX' ? 'syntax error' : 'invalid expression', err.message);
    throw err;
  }
  const warning = ambiguityWarning(expr);
  const withWarning = (r: ExpressionResult): ExpressionResult => (warning ? { ...r, warning } : r);
  const vars = freeVariables(expr);
  const dom: Domain = domain ?? 'complex';
  if (vars.length > 0) {
    const simplified = normalFormText(expr, dom) ?? printExpr(expr);
    return withWarning({
      is_valid: true,
      value: null,
      simplified,
      original,
      is_symbolic: true,
      message: `Contains free variable(s) ${vars.join(', ')}; returned in simplified symbolic form.`,
    });
  }
  let exact: string | undefined;
  try {
    exact = exactRational(expr)?.toString();
  } catch (err) {
    if (!(err instanceof ExactDivisionByZero)) throw err;
    return withWarning(errorResult(original, ISSUE_TEXT.DIVISION_BY_ZERO, 'The expression divides by zero, so it has no value.'));
  }
  let v: MathValue;
  try {
    v = evalExpr(expr, numberMath, {}, dom);
  } catch (err) {
    if (!(err instanceof EvalError)) throw err;
    // Doubles underflow and overflow (2^-2000 is 0 there): the error is re-decided at 64 digits.
    let big: MathValue;
    try {
      big = evalExpr(expr, bigMath, {}, dom);
    } catch (bigErr) {
      if (!(bigErr instanceof EvalError)) throw bigErr;
      const why =
        dom === 'real' && (bigErr.code === 'NOT_REAL' || bigErr.code === 'SQRT_NEGATIVE' || bigErr.code === 'LOG_NEGATIVE')
          ? ' in the real domain'
          : '';
      return withWarning(errorResult(original, bigErr.message, `The expression is not defined${why}: ${bigErr.message}.`));
    }
    const asDouble = toNumber(bigMath, big);
    if (asDouble === null || !Number.isFinite(asDouble) || (asDouble === 0 && !(big as BigNumber).isZero())) {
      return withWarning(bigResult(big as BigNumber, original, exact));
    }
    v = asDouble;
  }
  const real = toNumber(numberMath, v);
  if (real === null) {
    const text = numberMath.format(v, { precision: 14 });
    return withWarning({ is_valid: true, value: text, simplified: text, original, is_complex: true });
  }
  const out: ExpressionResult = { is_valid: true, value: real, simplified: exact ?? numberMath.format(real, { precision: 15 }), original };
  if (exact !== undefined) out.exact = exact;
  return withWarning(out);
}

/** Results beyond the double range are reported as exact or 64-digit text instead of Infinity or 0. */
function bigResult(big: BigNumber, original: string, exact: string | undefined): ExpressionResult {
  const text = exact ?? big.toString();
  return {
    is_valid: true,
    value: null,
    simplified: text,
    original,
    ...(exact ? { exact } : {}),
    message: 'The value is outside the range of a double; it is given in `simplified`.',
  };
}
