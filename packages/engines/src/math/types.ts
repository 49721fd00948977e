/**
 * Result shapes of POST /verify/math (spec 4.2 plus documented extras). `status` uses the spec's words (3.1):
 * VERIFIED, CORRECTION_NEEDED, UNKNOWN, ERROR.
 */
import type { Domain } from './undefined-value.ts';

export interface MathInput {
  expression: string;
  /**
   * `domain`: real or complex intermediate values (default: complex for closed claims, real for identities).
   * `assumptions`: hypotheses on the variables, e.g. ["x > 0"] (assumptions.ts); a verdict holds only under them.
   */
  context?: { domain?: Domain | undefined; assumptions?: readonly string[] | undefined };
}

/** What every result says about the conditions it was established under (signed with it in attestations). */
export interface Scope {
  /** The domain the claim was decided in. */
  domain?: Domain;
  /** The request's assumptions as read (normalised text), when it stated any. */
  assumptions?: string[];
}

export type MathStatus = 'VERIFIED' | 'CORRECTION_NEEDED' | 'UNKNOWN' | 'ERROR';

export interface ExpressionResult extends Scope {
  /** True when the value was established (exactly, or rigorously to the correctly rounded double). */
  is_valid: boolean;
  status: MathStatus;
  /**
   * The correctly rounded double of the exact value; a string such as "2i" when `is_complex`; an array of rows for
   * matrices; null when symbolic, undefined, out of the double range or not decided.
   */
  value: number | string | Array<Array<number | string | null>> | null;
  simplified: string;
  original: string;
  /** The exact value: a rational "1/3", an exact form "sqrt(2)", a complex "-1 + 2i", or a matrix. */
  exact?: string;
  is_symbolic?: boolean;
  is_complex?: boolean;
  /** For quantities with units: the unit `value` is expressed in. */
  unit?: string;
  warning?: string;
  /** How a notation was read when a reader could doubt it (`C(12, 4)` as a binomial, `hours` as the unit h…). */
  reading?: string;
  error?: string;
  message?: string;
  evidence?: string;
  method?: string;
  /** Stable reason when undecided because the work budget was spent. */
  reason?: 'BUDGET_EXCEEDED';
}

export interface EquationResult extends Scope {
  /** "The equation holds" (status VERIFIED); never true without an exact proof. */
  is_valid: boolean;
  result: boolean;
  status: MathStatus;
  left_side: string;
  right_side: string;
  simplified_difference: string;
  message: string;
  /** How the decision was reached: exact-rational, normal-form, case-split, interval, counterexample, induction… */
  method?: string;
  /**
   * VERIFIED identities whose sides are defined on different sets: where both are defined (the identity claims
   * nothing where a side is undefined), e.g. ["x ≠ 0"] for x/x = 1. Never a hypothesis the proof needed.
   */
  conditions?: string[];
  /** UNKNOWN: the identity is proven where these hold; stating them in context.assumptions would verify it. */
  required_assumptions?: string[];
  counterexample?: Record<string, number>;
  /** For single-variable linear equations: the value that satisfies it. */
  solutions?: Record<string, string>[];
  evidence?: string;
  warning?: string;
  /** How a notation was read when a reader could doubt it (`C(12, 4)` as a binomial, `hours` as the unit h…). */
  reading?: string;
  error?: string;
  reason?: 'BUDGET_EXCEEDED';
}

export type MathResult = ExpressionResult | EquationResult;
