export type SqlIssueCode =
  | 'SYNTAX_ERROR'
  | 'UNKNOWN_TABLE'
  | 'UNKNOWN_COLUMN'
  | 'AMBIGUOUS_COLUMN'
  | 'WRITE_STATEMENT'
  | 'DESTRUCTIVE_STATEMENT'
  | 'PRIVILEGE_STATEMENT'
  | 'ATTACH_STATEMENT'
  | 'PRAGMA_WRITE'
  | 'STACKED_STATEMENTS'
  | 'TAUTOLOGY'
  | 'COMMENT_TRUNCATION'
  | 'UNION_EXFILTRATION'
  | 'DANGEROUS_FUNCTION'
  | 'EMPTY_QUERY'
  | 'SQLITE_ERROR';

export interface SqlIssue {
  code: SqlIssueCode;
  message: string;
  position?: { line: number; column: number };
}

export interface SqlResult {
  is_valid: boolean;
  message: string;
  issues: SqlIssue[];
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
}

/** Keyed by lower-case table name; schema qualifiers are ignored (one namespace per request). */
export type Catalogue = Map<string, CatalogueEntry>;
