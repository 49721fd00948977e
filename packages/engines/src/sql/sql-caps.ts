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
  /** Characters of schema_ddl. */
  schemaChars: 100_000,
  /** Significant tokens of the query handed to the grammar. */
  queryTokens: 4_000,
  /** Bracket nesting of the query and of each schema statement; deeper inputs are refused before any parse. */
  nestingDepth: 48,
  /** Statements in schema_ddl. */
  schemaStatements: 2_000,
} as const;

/**
 * Work units per request: one per token given to the grammar (query and view bodies), one per AST node the resolver
 * and the tautology search visit. Spent budget means the analysis stopped early: the answer is UNKNOWN.
 */
export const SQL_WORK_BUDGET = 60_000;

export interface TokenStats {
  significant: number;
  depth: number;
}

/** Significant-token count and deepest bracket nesting, ignoring brackets inside strings and comments. */
export function tokenStats(tokens: SqlToken[]): TokenStats {
  let significant = 0;
  let depth = 0;
  let max = 0;
  for (const t of tokens) {
    if (isTrivia(t)) continue;
    significant++;
    if (t.kind !== 'punct') continue;
    if (t.text === '(' || t.text === '[') {
      depth++;
      if (depth > max) max = depth;
    } else if ((t.text === ')' || t.text === ']') && depth > 0) depth--;
  }
  return { significant, depth: max };
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
}

/** Throws InputTooComplexError when schema_ddl breaks a structural cap. */
export function assertSchemaWithinCaps(ddl: string, tokens: SqlToken[], statements: number): void {
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
  if (tokenStats(tokens).depth > SQL_CAPS.nestingDepth) {
    throw new InputTooComplexError(
      'nesting_depth',
      SQL_CAPS.nestingDepth,
      `schema_ddl nests brackets deeper than ${SQL_CAPS.nestingDepth} levels.`,
    );
  }
}
