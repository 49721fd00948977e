/**
 * Decides a translated expression against the answer the text claims, through the math engine's exact path
 * (docs/natural-language.md, "How a claim is decided"):
 * - no claim stated: the expression's value is established (exactly or rigorously) → VERIFIED, else UNKNOWN;
 * - a claim written exactly ("0.30000000001", "3/4"): the equation `expression = claim` decided by the math engine —
 *   VERIFIED only when equal exactly, CORRECTION_NEEDED only when proven different, no tolerance;
 * - a claim that says "about"/"approximately": holds when |value − claim| ≤ half a unit of the claim's last
 *   significant digit, decided exactly or with a rigorous enclosure;
 * - a claim known only as a JSON double (a model's translation): VERIFIED when the value equals the double's
 *   shortest decimal exactly, CORRECTION_NEEDED when the value's correctly rounded double differs from it (then no
 *   decimal that rounds to the claim can be the value), UNKNOWN when they agree only to double precision.
 */
import { InputTooComplexError, WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { decideEquation } from '../math/equation.ts';
import { type Expr, freeVariables, MathInputError, op, rationalExpr } from '../math/expr.ts';
import { evaluateExpression } from '../math/expression.ts';
import { DEFAULT_WORK_BUDGET } from '../math/limits.ts';
import { cmp, NumericBudgetExceeded } from '../math/numeric/interval.ts';
import { parseExpr } from '../math/parse.ts';
import { BudgetExceeded } from '../math/polynomial.ts';
import { refine } from '../math/refine.ts';

export interface ClaimInput {
  expression: string;
  /** The claimed answer as a number (spec 2.1 `claimed_answer`). */
  claimed: number;
  /** The claimed answer exactly as the text wrote it, when the translator kept it. */
  claimedExact?: string | undefined;
  /** False when the text states no result: only the value is established. Defaults to true (a model's claim). */
  claimStated?: boolean | undefined;
  /** The text hedges its claim ("about 3.14"): the stated tolerance applies. */
  approximate?: boolean | undefined;
}

export type Comparison = 'value' | 'exact' | 'double' | 'tolerance';

export type NlCheck =
  | {
      status: 'VERIFIED' | 'CORRECTION_NEEDED';
      value: number | null;
      exact: string;
      claimed: string;
      diff: number | null;
      comparison: Comparison;
      tolerance?: string;
      method: string;
    }
  | {
      status: 'UNKNOWN';
      value: number | null;
      exact?: string;
      claimed?: string;
      diff: number | null;
      comparison: Comparison;
      message: string;
    }
  | { status: 'ERROR'; error: string };

/** The exact rational of a claim written as "12", "-0.5", "3/4" or "1.5e-7"; null otherwise. */
export function claimRational(text: string): Rational | null {
  const t = text.trim();
  const plain = Rational.parse(t);
  if (plain) return plain;
  const negative = t.startsWith('-');
  const r = Rational.parseDecimal(negative ? t.slice(1) : t);
  return r && negative ? r.neg() : r;
}

/**
 * "About X": half a unit of X's last significant digit. 3.14 → 0.005; 20 → 5 (the tens digit); 1000 → 500; 7 → 0.5.
 * A fraction is compared exactly (it names one number, not a rounded one).
 */
export function statedTolerance(text: string): Rational | null {
  const t = text.trim().replace(/^-/, '');
  if (t.includes('/')) return null;
  const m = /^(\d*)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(t);
  if (!m) return null;
  const exponent = Number(m[3] ?? 0);
  const decimals = m[2]?.length ?? 0;
  let place = exponent - decimals;
  if (decimals === 0) {
    const zeros = /0*$/.exec(m[1] ?? '')?.[0].length ?? 0;
    if (zeros < (m[1]?.length ?? 0)) place += zeros;
  }
  const unit = place >= 0 ? Rational.of(10n ** BigInt(place)) : Rational.of(1n, 10n ** BigInt(-place));
  return unit.div(Rational.of(2n));
}

/** Shortest decimal of a double, without exponent notation's sign quirks. */
function doubleText(x: number): string {
  return Object.is(x, -0) ? '0' : String(x);
}

export function decideNlClaim(input: ClaimInput, budget = new WorkBudget(DEFAULT_WORK_BUDGET)): NlCheck {
  let e: Expr;
  try {
    e = parseExpr(input.expression);
  } catch (err) {
    if (err instanceof MathInputError) return { status: 'ERROR', error: err.code === 'SYNTAX' ? 'syntax error' : 'invalid expression' };
    if (err instanceof InputTooComplexError) return { status: 'ERROR', error: 'expression too complex' };
    throw err;
  }
  if (freeVariables(e).length > 0) return { status: 'ERROR', error: 'expression contains variables' };
  try {
    return decide(input, e, budget);
  } catch (err) {
    if (err instanceof NumericBudgetExceeded || err instanceof BudgetExceeded) {
      return {
        status: 'UNKNOWN',
        value: null,
        diff: null,
        comparison: 'value',
        message: 'The work budget was spent before the claim was decided.',
      };
    }
    if (err instanceof MathInputError) return { status: 'ERROR', error: 'invalid expression' };
    throw err;
  }
}

function decide(input: ClaimInput, e: Expr, budget: WorkBudget): NlCheck {
  const v = evaluateExpression(input.expression, e, 'real', budget);
  if (v.status === 'ERROR') return { status: 'ERROR', error: v.error ?? 'not evaluable' };
  if (v.is_complex || typeof v.value === 'string' || Array.isArray(v.value)) return { status: 'ERROR', error: 'not a real number' };
  const value = typeof v.value === 'number' ? v.value : null;
  const exact = v.exact ?? (value !== null ? doubleText(value) : '');
  if (v.status !== 'VERIFIED') {
    return {
      status: 'UNKNOWN',
      value,
      ...(v.exact ? { exact: v.exact } : {}),
      diff: null,
      comparison: 'value',
      message: v.message ?? 'The value could not be established.',
    };
  }
  if (input.claimStated === false) {
    return { status: 'VERIFIED', value, exact, claimed: exact, diff: 0, comparison: 'value', method: 'value' };
  }
  const claimText = input.claimedExact ?? doubleText(input.claimed);
  const c = claimRational(claimText);
  if (!c) return { status: 'ERROR', error: 'the claimed answer is not a number' };
  const V = v.exact ? Rational.parse(v.exact) : null;
  const diff = V ? V.sub(c).abs().toNumber() : value !== null ? Math.abs(value - c.toNumber()) : null;
  const base = { value, exact, claimed: c.toString(), diff };
  if (input.approximate) {
    const tolerance = statedTolerance(claimText);
    if (tolerance) return withinTolerance(e, V, c, tolerance, base, budget);
  }
  if (input.claimedExact === undefined) {
    // Only the double is known: the text may have had more digits than a double keeps.
    if (V?.equals(c)) return { status: 'VERIFIED', ...base, comparison: 'double', method: 'exact-rational' };
    if (value !== null && value !== input.claimed)
      return { status: 'CORRECTION_NEEDED', ...base, comparison: 'double', method: 'correctly-rounded-double' };
    return {
      status: 'UNKNOWN',
      ...base,
      comparison: 'double',
      message: 'The claimed number equals the value only to double precision; send the claim as text to decide it exactly.',
    };
  }
  const r = decideEquation(e, rationalExpr(c), 'real', budget);
  if (r.status === 'VERIFIED' || r.status === 'CORRECTION_NEEDED')
    return { status: r.status, ...base, comparison: 'exact', method: r.method ?? 'exact' };
  return { status: 'UNKNOWN', ...base, comparison: 'exact', message: r.message };
}

function withinTolerance(
  e: Expr,
  V: Rational | null,
  c: Rational,
  tolerance: Rational,
  base: { value: number | null; exact: string; claimed: string; diff: number | null },
  budget: WorkBudget,
): NlCheck {
  const stated = { comparison: 'tolerance' as const, tolerance: tolerance.toString() };
  if (V) {
    const holds = V.sub(c).abs().le(tolerance);
    return { status: holds ? 'VERIFIED' : 'CORRECTION_NEEDED', ...base, ...stated, method: 'exact-rational' };
  }
  const r = refine(op('-', e, rationalExpr(c)), { domain: 'real' }, budget, (d, A) => {
    const t = A.fromRational(tolerance);
    if (cmp(d.re.magnitude(), t.lo) <= 0) return 'VERIFIED' as const;
    if (cmp(d.re.mignitude(), t.hi) > 0) return 'CORRECTION_NEEDED' as const;
    return null;
  });
  if (r.kind === 'decided') return { status: r.value, ...base, ...stated, method: 'interval' };
  return { status: 'UNKNOWN', ...base, ...stated, message: 'The value lies too close to the edge of the stated tolerance to decide.' };
}
