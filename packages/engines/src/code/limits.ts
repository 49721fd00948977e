import { InputTooComplexError, maxNestingDepth, WorkBudget } from '../budget.ts';
import { lexicalAnomalies } from './lexical-check.ts';
import { type CodeLanguage, CodeTooLargeError } from './types.ts';

export type { CodeWork } from './types.ts';

/**
 * Caps and budgets of the code engine, sized so that the costliest input under them stays within about 50 ms of CPU
 * per request over HTTP (docs/engines-text.md lists the measurements and `pnpm bench code-cap` repeats them). Every
 * figure is a work unit, never a duration: workerd stops its clocks while JavaScript runs. Ordinary code costs about
 * 2–2.5 ms of CPU per KB with the value analysis, so the length cap is what keeps a request within budget; the other
 * budgets are set well above what ordinary code at the length cap spends (typical handlers at 10,000 characters:
 * ~130 parse steps, ~4,900 nodes, ~60 query steps, ~3,800 scan units), so only pathological shapes reach them, and they
 * reach them early.
 *
 * - `MAX_CODE_LENGTH` characters: about 250 lines of typical code, above what a model writes in one answer (a
 *   64,000-character cap cost 100–190 ms of CPU per request on ordinary handler files, 12,000 still 45–60 ms under load).
 * - `MAX_BRACKET_DEPTH`: bracket nesting, counted on the raw text before parsing (CPython itself stops at 200).
 * - `MAX_LEXICAL_ANOMALIES`: mismatched brackets and strings left open at a line end, counted before parsing; text
 *   with more is not code this engine can analyse within budget (see lexical-check.ts).
 * - `MAX_SYNTAX_NODES`: nodes of the parsed tree, read in O(1) from the root before any rule runs.
 * - `PARSE_BUDGET`: tree-sitter calls its progress callback about once per 100 parser operations; the parse is
 *   cancelled after this many calls, and after `PARSE_ERROR_BUDGET` calls made while recovering from syntax errors
 *   (error recovery costs up to 50× more per operation than a clean parse).
 * - `SCAN_BUDGET`: nodes the rules may visit beyond the query matches themselves (taint walks, string assembly,
 *   name searches), shared by all rules of one request.
 * - `QUERY_BUDGET`: tree-sitter query progress callbacks (its unit of matching work); a pattern that must keep many
 *   partial matches alive across a deep subtree (a 10,000-term `+` chain) costs quadratic work and is stopped here.
 */
export const MAX_CODE_LENGTH = 10_000;
export const MAX_BRACKET_DEPTH = 100;
export const MAX_LEXICAL_ANOMALIES = 64;
export const MAX_SYNTAX_NODES = 7_500;
export const PARSE_BUDGET = 300;
export const PARSE_ERROR_BUDGET = 16;
export const SCAN_BUDGET = 25_000;
export const QUERY_BUDGET = 1_000;
/**
 * Findings reported per file; past this the scan stops and the analysis is partial (a file this bad is not safe). Each
 * finding is checked again by the API and logged, so a flood of them was the costliest shape at the length cap.
 */
export const MAX_FINDINGS = 100;
/** Syntax errors beyond this count add nothing for the caller and would let one bad file produce a huge response. */
export const MAX_SYNTAX_ERRORS = 20;
/** Unresolved calls and flags listed in a result (more only repeat that the analysis is partial). */
export const MAX_UNRESOLVED = 20;

/** Structural caps checked on the raw text, before the parser runs. */
export function checkTextCaps(code: string, language: CodeLanguage): { depth: number; anomalies: number } {
  if (code.length > MAX_CODE_LENGTH) throw new CodeTooLargeError(MAX_CODE_LENGTH);
  const depth = maxNestingDepth(code);
  if (depth > MAX_BRACKET_DEPTH) {
    throw new InputTooComplexError('nesting_depth', MAX_BRACKET_DEPTH, `The code nests brackets deeper than ${MAX_BRACKET_DEPTH} levels.`);
  }
  const anomalies = lexicalAnomalies(code, language, MAX_LEXICAL_ANOMALIES);
  if (anomalies > MAX_LEXICAL_ANOMALIES) {
    throw new InputTooComplexError(
      'lexical_anomalies',
      MAX_LEXICAL_ANOMALIES,
      `The text has more than ${MAX_LEXICAL_ANOMALIES} unbalanced brackets or unterminated strings; it does not look like parseable code.`,
    );
  }
  return { depth, anomalies };
}

/** The parse-work counter handed to tree-sitter's progress callback; `exceeded` cancels the parse. */
export class ParseMeter {
  steps = 0;
  errorSteps = 0;

  /** Returns true when the parse must stop. */
  tick(hasError: boolean): boolean {
    this.steps++;
    if (hasError) this.errorSteps++;
    return this.steps > PARSE_BUDGET || this.errorSteps > PARSE_ERROR_BUDGET;
  }

  fail(): InputTooComplexError {
    return this.errorSteps > PARSE_ERROR_BUDGET
      ? new InputTooComplexError(
          'parse_error_work',
          PARSE_ERROR_BUDGET,
          'The code has too many syntax errors to analyse within the budget.',
        )
      : new InputTooComplexError('parse_work', PARSE_BUDGET, 'The code needs more parsing work than one request may spend.');
  }
}

/** Query work, counted through tree-sitter's query progress callback; `tick` returns true to cancel the query. */
export class QueryMeter {
  steps = 0;

  tick(): boolean {
    this.steps++;
    return this.steps > QUERY_BUDGET;
  }

  check(): void {
    if (this.steps > QUERY_BUDGET) {
      throw new InputTooComplexError('query_work', QUERY_BUDGET, 'The code needs more pattern-matching work than one request may spend.');
    }
  }
}

/** The scan budget: rule helpers call `spend` per node they visit and the scan stops with a 400 when it runs out. */
export class ScanMeter {
  readonly budget = new WorkBudget(SCAN_BUDGET);

  spend(units = 1): void {
    if (!this.budget.spend(units)) {
      throw new InputTooComplexError('analysis_work', SCAN_BUDGET, 'The code needs more analysis work than one request may spend.');
    }
  }

  get spent(): number {
    return this.budget.spent;
  }
}
