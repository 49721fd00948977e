/**
 * "This expression has no value here", proven exactly or rigorously (never inferred from a huge or NaN double).
 * The reason is a stable lower-case text that results carry in their `error` field.
 */
export const REASONS = {
  DIVISION_BY_ZERO: 'division by zero',
  LOG_ZERO: 'logarithm of zero',
  LOG_NEGATIVE: 'logarithm of a negative number',
  SQRT_NEGATIVE: 'square root of a negative number',
  NOT_REAL: 'result is not a real number',
  FACTORIAL: 'factorial needs a non-negative integer',
  OUT_OF_DOMAIN: 'argument outside the domain of a function',
  OVERFLOW: 'result is too large to represent (its exponent is beyond the engine’s range)',
  SINGULAR: 'matrix is singular',
  SHAPE: 'matrix shapes do not match',
} as const;

export type Reason = (typeof REASONS)[keyof typeof REASONS];

export class UndefinedValue extends Error {
  constructor(readonly reason: Reason) {
    super(reason);
    this.name = 'UndefinedValue';
  }
}

export type Domain = 'real' | 'complex';
