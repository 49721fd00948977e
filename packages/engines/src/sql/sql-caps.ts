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
  /**
   * OR operators in the query: the grammar reads each OR operand through its whole expression ladder and the tautology
   * search pairs the operands, so an OR chain costs more per token than any other shape (130 ranges at the token cap:
   * 33–62 ms of CPU over HTTP, the grammar about 55 % of it, the tautology search 12 %).
   */
  orOperators: 64,
  /**
   * Values in the IN lists of the query, all lists together (IN and NOT IN over 195 values each: 26–53 ms over HTTP
   * with PostgreSQL, which plans each value as a constant too).
   */
  inListValues: 200,
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
  /** OR operators (the keyword, and `||` where `orSpellings` says the dialect reads it as OR). */
  ors: number;
  /** Items of the bracketed lists that follow IN, all lists together (a subquery's select list counts too). */
  inValues: number;
}

/**
 * Significant-token count, deepest bracket nesting, JOINs, OR operators and IN-list items, ignoring brackets inside
 * strings and comments. `orSpellings`: `||` counts as OR where the dialect reads it so (MySQL, MariaDB).
 */
export function tokenStats(tokens: SqlToken[], orSpellings: ReadonlySet<string> = ONLY_OR): TokenStats {
  let significant = 0;
  let depth = 0;
  let max = 0;
  let joins = 0;
  let ors = 0;
  let inValues = 0;
  /** Depths of the IN lists open around the current token (the list's own bracket depth). */
  const lists: number[] = [];
  let previous: SqlToken | null = null;
  let barPaired = false;
  for (const t of tokens) {
    if (isTrivia(t)) continue;
    significant++;
    const before = previous;
    previous = t;
    if (t.kind === 'word') {
      const upper = t.text.length <= 4 ? t.text.toUpperCase() : '';
      if (upper === 'JOIN') joins++;
      else if (upper === 'OR' && orSpellings.has('OR')) ors++;
      continue;
    }
    if (t.kind !== 'punct') continue;
    // The lexer gives `||` as two adjacent `|` tokens.
    if (t.text === '|' && before?.text === '|' && before.end === t.start && !barPaired && orSpellings.has('||')) {
      ors++;
      barPaired = true;
      continue;
    }
    barPaired = false;
    if (t.text === '(' || t.text === '[') {
      depth++;
      if (depth > max) max = depth;
      if (t.text === '(' && before?.kind === 'word' && before.text.toUpperCase() === 'IN') {
        lists.push(depth);
        inValues++;
      }
    } else if ((t.text === ')' || t.text === ']') && depth > 0) {
      if (lists[lists.length - 1] === depth) lists.pop();
      depth--;
    } else if (t.text === ',' && lists.length > 0 && lists[lists.length - 1] === depth) inValues++;
  }
  return { significant, depth: max, joins, ors, inValues };
}

const ONLY_OR: ReadonlySet<string> = new Set(['OR']);

/**
 * Throws InputTooComplexError (400 INPUT_TOO_COMPLEX) when the query breaks a structural cap; `orSpellings` as for
 * tokenStats.
 */
export function assertQueryWithinCaps(query: string, tokens: SqlToken[], orSpellings: ReadonlySet<string> = ONLY_OR): void {
  if (query.length > SQL_CAPS.queryChars) {
    throw new InputTooComplexError('length', SQL_CAPS.queryChars, `The query is longer than ${SQL_CAPS.queryChars} characters.`);
  }
  const stats = tokenStats(tokens, orSpellings);
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
  if (stats.ors > SQL_CAPS.orOperators) {
    throw new InputTooComplexError('or_operators', SQL_CAPS.orOperators, `The query has more than ${SQL_CAPS.orOperators} OR operators.`);
  }
  if (stats.inValues > SQL_CAPS.inListValues) {
    throw new InputTooComplexError(
      'in_list_values',
      SQL_CAPS.inListValues,
      `The query's IN lists hold more than ${SQL_CAPS.inListValues} values together.`,
    );
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
