/**
 * Checks a claimed numeric answer against an expression, for the natural-language engine. The claimed answer is a
 * JSON number; it matches when it is within NL_TOLERANCE of the exact value (relative for |value| > 1, absolute
 * otherwise), decided rigorously: VERIFIED only when the whole enclosure of |value − claim| is within the
 * tolerance, CORRECTION_NEEDED only when it is entirely outside, UNKNOWN otherwise.
 */
import { InputTooComplexError, WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { freeVariables, MathInputError, num, op } from './expr.ts';
import { evaluateExpression } from './expression.ts';
import { DEFAULT_WORK_BUDGET } from './limits.ts';
import { cmp } from './numeric/interval.ts';
import { parseExpr } from './parse.ts';
import { dyadicToDouble, refine } from './refine.ts';

export const NL_TOLERANCE = 1e-9;

export type ClaimCheck =
  | { status: 'VERIFIED' | 'CORRECTION_NEEDED'; value: number; exact?: string; diff: number }
  | { status: 'UNKNOWN'; value: number | null; exact?: string; diff: number | null; message: string }
  | { status: 'ERROR'; error: string };

export function checkClaimedValue(expression: string, claimed: number, budget = new WorkBudget(DEFAULT_WORK_BUDGET)): ClaimCheck {
  if (!Number.isFinite(claimed)) return { status: 'ERROR', error: 'the claimed answer is not a finite number' };
  let e: ReturnType<typeof parseExpr>;
  try {
    e = parseExpr(expression);
  } catch (err) {
    if (err instanceof MathInputError) return { status: 'ERROR', error: err.code === 'SYNTAX' ? 'syntax error' : 'invalid expression' };
    if (err instanceof InputTooComplexError) return { status: 'ERROR', error: 'expression too complex' };
    throw err;
  }
  if (freeVariables(e).length > 0) return { status: 'ERROR', error: 'expression contains variables' };
  const v = evaluateExpression(expression, e, 'real', budget);
  if (v.status === 'ERROR') return { status: 'ERROR', error: v.error ?? 'not evaluable' };
  const value = typeof v.value === 'number' ? v.value : null;
  const exact = v.exact;
  if (v.status !== 'VERIFIED' || value === null) {
    return {
      status: 'UNKNOWN',
      value,
      ...(exact ? { exact } : {}),
      diff: null,
      message: v.message ?? 'The value could not be established.',
    };
  }
  const c = Rational.parse(String(claimed)) ?? Rational.fromNumber(claimed);
  if (!c) return { status: 'ERROR', error: 'the claimed answer is not a finite number' };
  const diff = Math.abs(value - claimed);
  const tolerance = Rational.fromNumber(NL_TOLERANCE)?.mul(c.abs().lt(Rational.ONE) ? Rational.ONE : c.abs()) ?? Rational.ZERO;
  const cText = c.abs().toString();
  const cExpr = c.sign() < 0 ? op('neg', parseExpr(cText)) : parseExpr(cText);
  void num;
  const r = refine(
    op('-', e, cExpr),
    { domain: 'real' },
    budget,
    (d, A) => {
      const t = A.fromRational(tolerance);
      const mag = d.re.magnitude();
      const mig = d.re.mignitude();
      if (cmp(mag, t.lo) <= 0) return 'VERIFIED' as const;
      if (cmp(mig, t.hi) > 0) return 'CORRECTION_NEEDED' as const;
      return null;
    },
    1024,
  );
  if (r.kind === 'decided') return { status: r.value, value, ...(exact ? { exact } : {}), diff };
  return {
    status: 'UNKNOWN',
    value,
    ...(exact ? { exact } : {}),
    diff,
    message: `The claimed answer is within about ${r.kind === 'undecided' && r.last ? dyadicToDouble(r.last.re.magnitude()) : diff} of the value; whether it is within the tolerance could not be decided.`,
  };
}
