/**
 * Work budgets shared by every engine. workerd stops its clocks while JavaScript runs, so an engine cannot time itself:
 * it counts work units (parse nodes, conflicts, pivots, rows, tokens) instead, and stops when the budget is spent.
 *
 * Two different outcomes, on purpose:
 * - `InputTooComplexError`: the input breaks a structural cap (size, nesting depth, term count) that is checked *before*
 *   the expensive work starts. The API answers 400 with code `INPUT_TOO_COMPLEX`; nothing was decided.
 * - `WorkBudget.spend()` returning false: a well-formed input needed more work than the request may spend. The engine
 *   answers its own "not decided" status (UNKNOWN, INCONCLUSIVE, ERROR with reason `BUDGET_EXCEEDED`), never a guess.
 */
export class InputTooComplexError extends Error {
  readonly code = 'INPUT_TOO_COMPLEX';
  /** Which cap was hit, e.g. `nesting_depth`, `terms`, `length`; stable, for callers and tests. */
  readonly limit: string;
  readonly max: number;

  constructor(limit: string, max: number, detail: string) {
    super(detail);
    this.name = 'InputTooComplexError';
    this.limit = limit;
    this.max = max;
  }
}

export class WorkBudget {
  readonly limit: number;
  private used = 0;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** Records `units` of work; false once the budget is exhausted (the caller must stop and answer "not decided"). */
  spend(units = 1): boolean {
    this.used += units;
    return this.used <= this.limit;
  }

  get spent(): number {
    return this.used;
  }

  get exhausted(): boolean {
    return this.used > this.limit;
  }
}

/**
 * The deepest bracket nesting of `text`, found in one linear pass without recursion, so a parser can refuse an input
 * before a recursive descent would overflow the stack or go quadratic.
 */
export function maxNestingDepth(text: string, open = '([{', close = ')]}'): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (open.includes(ch)) {
      depth++;
      if (depth > max) max = depth;
    } else if (close.includes(ch) && depth > 0) {
      depth--;
    }
  }
  return max;
}

/** Throws `InputTooComplexError` when `text` is longer than `maxLength` or nests brackets deeper than `maxDepth`. */
export function assertWithinCaps(text: string, caps: { maxLength: number; maxDepth: number; what: string }): void {
  if (text.length > caps.maxLength) {
    throw new InputTooComplexError('length', caps.maxLength, `The ${caps.what} is longer than ${caps.maxLength} characters.`);
  }
  const depth = maxNestingDepth(text);
  if (depth > caps.maxDepth) {
    throw new InputTooComplexError('nesting_depth', caps.maxDepth, `The ${caps.what} nests brackets deeper than ${caps.maxDepth} levels.`);
  }
}
