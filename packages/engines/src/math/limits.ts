/**
 * Structural caps (checked before any expensive work; breaking one throws InputTooComplexError → 400
 * INPUT_TOO_COMPLEX) and the work budget of one request (counted in work units, never in time: workerd stops its
 * clocks while JavaScript runs). The default budget is calibrated so the worst input under the caps stays within
 * ~50 ms of CPU; docs/math.md lists the figures.
 */
import { InputTooComplexError } from '../budget.ts';

export const CAPS = {
  /** Characters of one expression or equation (the HTTP contract caps the field at the same length). */
  maxLength: 2000,
  /** Bracket nesting depth. A flat sum of 1,000 terms is fine; `(1+(1+(…)))` 65 levels deep is not. */
  maxNesting: 64,
  /** Nodes of the parsed tree (a 2,000-character flat sum has ~2,000: the length cap is the binding one). */
  maxNodes: 2000,
  maxVariables: 8,
  /** Largest constant exponent on an expression containing variables. */
  maxSymbolicExponent: 10_000,
  /** Largest integer whose factorial is computed exactly (3,000! has ~30,000 bits). */
  maxFactorial: 3000,
  /** Bits of an exact rational intermediate; larger values continue as rigorous intervals. */
  maxExactBits: 40_000,
  /** Largest matrix: rows × columns. */
  maxMatrixEntries: 64,
  maxMatrixSide: 8,
  /**
   * Terms of a sum with numeric bounds that is expanded term by term. 1,000 terms of `1/k^2` spend ~85,000 work units
   * (exact until the total outgrows 2,000 bits, then enclosed term by term) and cost 40–55 ms of CPU over HTTP, 2,000
   * cost ~60 ms; 500 keep a request well within budget.
   */
  maxSumTerms: 500,
  /** Terms of a sum with numeric bounds whose summand has variables (expanded symbolically). */
  maxSymbolicSumTerms: 100,
  /** Largest order of `diff(f, x, n)`. */
  maxDerivativeOrder: 6,
} as const;

export const PRECISION = {
  /** First working precision of interval arithmetic, in bits. */
  start: 64,
  /** Precision cap (bits, ≈ 616 decimal digits); past it a claim is UNKNOWN with the digits reached as evidence. */
  max: 2048,
  /** Precision cap for the points of a counterexample search. */
  sampling: 512,
} as const;

/**
 * Default work budget of one math verification. A unit is ≈ 0.2–0.35 µs of CPU (interval operations cost 8 units
 * plus one per 64 bits of precision, a polynomial term product 16), so the budget stops any input at ≈ 25–40 ms of
 * engine CPU, within 50 ms for the whole request. The most any case of the corpus or the held-out sets spends is
 * ~90,000 units (a quadrature); 150,000 let an undecidable integral run ~55 ms over HTTP before answering UNKNOWN.
 */
export const DEFAULT_WORK_BUDGET = 120_000;

export function tooComplex(limit: string, max: number, detail: string): never {
  throw new InputTooComplexError(limit, max, detail);
}
