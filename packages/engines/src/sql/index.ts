// What the API worker imports: the sqlite grammar only. The sandbox service and Node code import
// `dialect-parsers.ts` / `verify-any-dialect.ts` directly for the other dialects.
export type { SqlDialect } from './dialects.ts';
export { resolveDialect, SQL_DIALECTS, UnsupportedDialectError } from './dialects.ts';
export type { PostgresOutcome, PostgresPlan, PostgresPlanResult } from './postgres-exact.ts';
export { postgresExactIssues, postgresExactPlan } from './postgres-exact.ts';
export { splitSqlStatements } from './split-statements.ts';
export { SQL_CAPS, SQL_WORK_BUDGET } from './sql-caps.ts';
export { finalizeSqlResult, sortIssues, statusOf } from './sql-result.ts';
export type { SqlCheck, SqlIssue, SqlIssueCode, SqlResult, SqlStatus } from './sql-types.ts';
export { UNDETERMINED_CODES } from './sql-types.ts';
export type { SqliteExactOutcome, SqliteExactPlan, SqliteExactPlanResult } from './sqlite-exact.ts';
export { cleanSqliteMessage, SQLITE_SCHEMA_STATEMENTS, sqliteExactCheckPlan, sqliteExactIssues } from './sqlite-exact.ts';
export { loadSqliteParser } from './sqlite-parser.ts';
export type { SqlInput, StaticSqlReport } from './verify-sql.ts';
export { MAX_SQL_QUERY_CHARS, MAX_SQL_SCHEMA_CHARS, staticSqlReport, verifySqlWithParser } from './verify-sql.ts';
