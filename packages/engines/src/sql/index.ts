export { verifySql, verifySqlWithParser, MAX_SQL_QUERY_CHARS, MAX_SQL_SCHEMA_CHARS } from './verify-sql.ts';
export type { SqlInput } from './verify-sql.ts';
export type { SqlResult, SqlIssue, SqlIssueCode } from './sql-types.ts';
export { UnsupportedDialectError, SQL_DIALECTS, resolveDialect, loadDialectParser } from './dialects.ts';
export type { SqlDialect } from './dialects.ts';
export { splitSqlStatements } from './split-statements.ts';
export { sqliteExactCheckPlan, mergeSqliteExactResult, cleanSqliteMessage } from './sqlite-exact.ts';
export type { SqliteExactPlan } from './sqlite-exact.ts';
export { benchSql } from './bench-sql.ts';
