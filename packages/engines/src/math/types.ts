/** Result shapes of POST /verify/math (spec 4.2). Extra fields are optional and documented where produced. */
import type { Domain } from './evaluate';

export interface MathInput {
  expression: string;
  context?: { domain?: Domain };
}

export interface ExpressionResult {
  is_valid: boolean;
  /** Real value; a string such as "2i" when `is_complex`; null when symbolic or not evaluable. */
  value: number | string | null;
  simplified: string;
  original: string;
  is_symbolic?: boolean;
  is_complex?: boolean;
  /** Contains the word "ambiguous" for implicit multiplication right after a division. */
  warning?: string;
  /** Stable lower-case description such as "division by zero". */
  error?: string;
  message?: string;
  /** Exact rational value when the expression is rational arithmetic, e.g. "1/3". */
  exact?: string;
}

export type EquationStatus = 'PROVEN' | 'REFUTED' | 'UNKNOWN' | 'ERROR';

export interface EquationResult {
  /** "The equation holds" (for every value of its variables). Never true without a proof or exact evaluation. */
  is_valid: boolean;
  result: boolean;
  left_side: string;
  right_side: string;
  simplified_difference: string;
  message: string;
  status?: EquationStatus;
  /** How the decision was reached: exact-rational | decimal | normal-form | algebrite | sampling. */
  method?: string;
  counterexample?: Record<string, number>;
  /** For single-variable linear equations: the value(s) that satisfy it. */
  solutions?: Record<string, string>[];
  warning?: string;
  error?: string;
}

export type MathResult = ExpressionResult | EquationResult;
