import type { ColumnFacts } from './column-domains.ts';

export type SqlIssueCode =
  | 'SYNTAX_ERROR'
  | 'UNKNOWN_TABLE'
  | 'UNKNOWN_COLUMN'
  | 'AMBIGUOUS_COLUMN'
  | 'UNKNOWN_FUNCTION'
  | 'TYPE_ERROR'
  | 'GROUPING_ERROR'
  | 'DIALECT_UNSUPPORTED'
  | 'WRITE_STATEMENT'
  | 'DESTRUCTIVE_STATEMENT'
  | 'PRIVILEGE_STATEMENT'
  | 'ATTACH_STATEMENT'
  | 'PRAGMA_WRITE'
  | 'STACKED_STATEMENTS'
  | 'TAUTOLOGY'
  | 'COMMENT_TRUNCATION'
  | 'UNION_EXFILTRATION'
  | 'CATALOGUE_READ'
  | 'DANGEROUS_FUNCTION'
  | 'EMPTY_QUERY'
  | 'SCHEMA_ERROR'
  | 'SQLITE_ERROR'
  | 'POSTGRES_ERROR'
  // The codes below say why validity was not established; they never make a query invalid on their own.
  | 'NO_ENGINE'
  | 'GRAMMAR_REJECTED'
  | 'GRAMMAR_UNSUPPORTED'
  | 'SCHEMA_UNSUPPORTED'
  | 'ENGINE_ERROR'
  | 'BUDGET_EXCEEDED';

/** Issue codes that mean "not established" rather than "wrong": a result holding only these is UNKNOWN. */
export const UNDETERMINED_CODES: ReadonlySet<SqlIssueCode> = new Set<SqlIssueCode>([
  'NO_ENGINE',
  'GRAMMAR_REJECTED',
  'GRAMMAR_UNSUPPORTED',
  'SCHEMA_UNSUPPORTED',
  'ENGINE_ERROR',
  'BUDGET_EXCEEDED',
]);

export interface SqlIssue {
  code: SqlIssueCode;
  message: string;
  position?: { line: number; column: number };
}

/** What was actually done to the query; a verdict never claims more than these. */
export type SqlCheck = 'safety' | 'syntax' | 'catalogue' | 'engine';

/**
 * - VALID: a real engine of the dialect (SQLite, PostgreSQL) prepared the query against the schema and every safety
 *   rule passed. Only then is `is_valid` true.
 * - INVALID: something definite is wrong (the engine or the grammar rejected it, a name is missing, a safety rule
 *   refused it).
 * - UNKNOWN: nothing wrong was found, but the checks that ran do not establish validity (no engine for the dialect, a
 *   construct the grammar does not know, a spent budget, an engine failure). `is_valid` is false.
 */
export type SqlStatus = 'VALID' | 'INVALID' | 'UNKNOWN';

export interface SqlResult {
  is_valid: boolean;
  status: SqlStatus;
  message: string;
  issues: SqlIssue[];
  /** `engine` when a real engine of the dialect judged the query; `syntax_only` when only grammar and names were checked. */
  validation: 'engine' | 'syntax_only';
  checks: SqlCheck[];
  /** The engine that judged the query, e.g. "SQLite" or "PostgreSQL 18.6 (PGlite 0.5.16)"; null without one. */
  engine: string | null;
  tables: string[];
  columns: string[];
  dialect: string;
  statement_type: string;
}

/** Columns of a relation; 'any' when they cannot be known (a view over an unparsable query, a table function). */
export type ColumnSet = Set<string> | 'any';

export interface CatalogueEntry {
  name: string;
  kind: 'table' | 'view';
  columns: ColumnSet;
  /** Each column's domain and nullability, for the tautology rule; null when not read (views, derived definitions). */
  facts: Map<string, ColumnFacts> | null;
  /** The schema or dataset the definition names, lower case (`billing` for `billing.users`); null when unqualified. */
  qualifier: string | null;
  /** Every qualifier a definition of this name used (two schemas may define the same table name). */
  qualifiers: (string | null)[];
}

/** Keyed by lower-case table name; a qualifier only decides whether a qualified reference can be placed. */
export type Catalogue = Map<string, CatalogueEntry>;
