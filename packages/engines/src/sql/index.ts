export { benchSql } from './bench-sql.ts';
export type { SqlDialect } from './dialects.ts';
export { loadDialectParser, resolveDialect, SQL_DIALECTS, UnsupportedDialectError } from './dialects.ts';
export { splitSqlStatements } from './split-statements.ts';
export type { SqlIssue, SqlIssueCode, SqlResult } from './sql-types.ts';
export type { SqliteExactPlan } from './sqlite-exact.ts';
export { cleanSqliteMessage, mergeSqliteExactResult, sqliteExactCheckPlan } from './sqlite-exact.ts';
export type { SqlInput } from './verify-sql.ts';
export { MAX_SQL_QUERY_CHARS, MAX_SQL_SCHEMA_CHARS, verifySql, verifySqlWithParser } from './verify-sql.ts';
