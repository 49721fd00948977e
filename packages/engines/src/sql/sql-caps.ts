import { InputTooComplexError } from '../budget.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia } from './sql-lexer.ts';

/**
 * Structural caps checked on the token stream before any grammar runs, and the work budget spent after. Calibrated so
 * the worst input under the caps stays within about 50 ms of CPU for the static check (docs/sql.md has the figures):
 * the grammar costs roughly 5–10 µs per token, the name resolution about one work unit per AST node.
 */
export const SQL_CAPS = {
  /** Characters of the query (the request contract allows no more). */
  queryChars: 20_000,
  /**
   * Characters of schema_ddl. A schema never seen before is lexed and catalogued in the request that brings it: at
   * 100,000 characters that alone cost 40–65 ms of CPU over HTTP, so the cap is half that.
   */
  schemaChars: 50_000,
  /**
   * Significant tokens of the query handed to the grammar and the tautology search (2,000 cost 55–90 ms of CPU over
   * HTTP in the worst shapes: an OR chain of 320 ranges, IN and NOT IN over 480 values; 1,000 still 48–62 ms for an OR
   * chain of 164 ranges, the grammar most of it; 800 is about 120 lines).
   */
  queryTokens: 800,
  /** Bracket nesting of the query and of each schema statement; deeper inputs are refused before any parse. */
  nestingDepth: 48,
  /** Statements in schema_ddl. */
  schemaStatements: 2_000,
  /**
   * JOINs in the query: the grammar's cost grows with the square of their number (160 JOINs cost 20–30 ms in Node and
   * 60–85 ms in workerd, 64 about 4 ms in Node but, with a new schema, 65–80 ms over HTTP; 32 keep it within budget).
   */
  joins: 32,
} as const;

/**
 * Work units per query: one per token given to the grammar, one per AST node the resolver and the tautology search
 * visit. The worst shapes under the caps spend about 6,000; spent budget means the analysis stopped early and the
 * answer is UNKNOWN (BUDGET_EXCEEDED), never a guess.
 */
export const SQL_WORK_BUDGET = 20_000;

/**
 * Work units per schema (cached with it): tokens of view and CREATE TABLE … AS definitions given to the grammar. A
 * definition past it gets open columns, which only weakens the static name check of dialects without an engine.
 * 1,000 put a never-seen 50 KB schema of views (transactsql) at 52 ms of CPU over HTTP, the grammar being most of it;
 * 500 (about 20 views of two joined tables) halves that part.
 */
export const SQL_SCHEMA_WORK_BUDGET = 500;

export interface TokenStats {
  significant: number;
  depth: number;
  joins: number;
}

/** Significant-token count and deepest bracket nesting, ignoring brackets inside strings and comments. */
export function tokenStats(tokens: SqlToken[]): TokenStats {
  let significant = 0;
  let depth = 0;
  let max = 0;
  let joins = 0;
  for (const t of tokens) {
    if (isTrivia(t)) continue;
    significant++;
    if (t.kind === 'word' && t.text.length === 4 && t.text.toUpperCase() === 'JOIN') joins++;
    if (t.kind !== 'punct') continue;
    if (t.text === '(' || t.text === '[') {
      depth++;
      if (depth > max) max = depth;
    } else if ((t.text === ')' || t.text === ']') && depth > 0) depth--;
  }
  return { significant, depth: max, joins };
}

/** Throws InputTooComplexError (400 INPUT_TOO_COMPLEX) when the query breaks a structural cap. */
export function assertQueryWithinCaps(query: string, tokens: SqlToken[]): void {
  if (query.length > SQL_CAPS.queryChars) {
    throw new InputTooComplexError('length', SQL_CAPS.queryChars, `The query is longer than ${SQL_CAPS.queryChars} characters.`);
  }
  const stats = tokenStats(tokens);
  if (stats.significant > SQL_CAPS.queryTokens) {
    throw new InputTooComplexError('tokens', SQL_CAPS.queryTokens, `The query has more than ${SQL_CAPS.queryTokens} tokens.`);
  }
  if (stats.depth > SQL_CAPS.nestingDepth) {
    throw new InputTooComplexError(
      'nesting_depth',
      SQL_CAPS.nestingDepth,
      `The query nests brackets deeper than ${SQL_CAPS.nestingDepth} levels.`,
    );
  }
  if (stats.joins > SQL_CAPS.joins) {
    throw new InputTooComplexError('joins', SQL_CAPS.joins, `The query has more than ${SQL_CAPS.joins} JOINs.`);
  }
}

/** Throws InputTooComplexError when schema_ddl breaks a structural cap (`depth`: its deepest bracket nesting). */
export function assertSchemaWithinCaps(ddl: string, depth: number, statements: number): void {
  if (ddl.length > SQL_CAPS.schemaChars) {
    throw new InputTooComplexError('length', SQL_CAPS.schemaChars, `schema_ddl is longer than ${SQL_CAPS.schemaChars} characters.`);
  }
  if (statements > SQL_CAPS.schemaStatements) {
    throw new InputTooComplexError(
      'statements',
      SQL_CAPS.schemaStatements,
      `schema_ddl has more than ${SQL_CAPS.schemaStatements} statements.`,
    );
  }
  if (depth > SQL_CAPS.nestingDepth) {
    throw new InputTooComplexError(
      'nesting_depth',
      SQL_CAPS.nestingDepth,
      `schema_ddl nests brackets deeper than ${SQL_CAPS.nestingDepth} levels.`,
    );
  }
}
