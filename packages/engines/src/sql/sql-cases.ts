import type { SqlIssueCode } from './sql-types.ts';

export const SCHEMA = `
CREATE TABLE users (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, email VARCHAR(200), created_at TIMESTAMP);
CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total DECIMAL(10,2), status VARCHAR(20));
CREATE TABLE products (id INTEGER PRIMARY KEY, name VARCHAR(100), price DECIMAL(10,2));
CREATE VIEW paid_orders AS SELECT id, user_id, total FROM orders WHERE status = 'paid';
`;

export interface SqlCase {
  name: string;
  dialect: 'sqlite' | 'postgresql' | 'mysql' | 'mariadb' | 'transactsql' | 'snowflake' | 'bigquery';
  query: string;
  allow_writes?: boolean;
  schema?: string;
  valid: boolean;
  /** The expected status when it is not the default (UNKNOWN when valid, INVALID when not). */
  status?: 'UNKNOWN';
  /** Issue codes that must be present (others may be too). */
  codes?: SqlIssueCode[];
}

const d3 = ['sqlite', 'postgresql', 'mysql'] as const;

/** The same intent in three dialects: valid, unknown table, unknown column, syntax, and each safety rule. */
const perDialect: SqlCase[] = d3.flatMap((dialect): SqlCase[] => [
  { name: 'simple select', dialect, query: 'SELECT id, name FROM users WHERE id = 1', valid: true },
  {
    name: 'join with aliases, group by alias, order by alias',
    dialect,
    query:
      'SELECT u.name AS customer, SUM(o.total) AS spent FROM users u JOIN orders o ON o.user_id = u.id GROUP BY u.name ORDER BY spent DESC',
    valid: true,
  },
  {
    name: 'CTE and correlated subquery',
    dialect,
    query:
      'WITH big AS (SELECT user_id, total FROM orders WHERE total > 100) SELECT u.email FROM users u WHERE EXISTS (SELECT 1 FROM big b WHERE b.user_id = u.id)',
    valid: true,
  },
  { name: 'derived table alias', dialect, query: 'SELECT t.n FROM (SELECT COUNT(*) AS n FROM orders) t', valid: true },
  { name: 'view columns', dialect, query: 'SELECT user_id, total FROM paid_orders', valid: true },
  { name: 'star', dialect, query: 'SELECT * FROM products ORDER BY price', valid: true },
  { name: 'unknown table', dialect, query: 'SELECT * FROM customers', valid: false, codes: ['UNKNOWN_TABLE'] },
  { name: 'unknown qualified column', dialect, query: 'SELECT u.nme FROM users u', valid: false, codes: ['UNKNOWN_COLUMN'] },
  {
    name: 'unknown column in where',
    dialect,
    query: "SELECT id FROM orders WHERE state = 'paid'",
    valid: false,
    codes: ['UNKNOWN_COLUMN'],
  },
  {
    name: 'ambiguous column',
    dialect,
    query: 'SELECT name FROM users JOIN products ON products.id = users.id',
    valid: false,
    codes: ['AMBIGUOUS_COLUMN'],
  },
  { name: 'unknown alias', dialect, query: 'SELECT x.id FROM users u', valid: false, codes: ['UNKNOWN_TABLE'] },
  // Without an engine a grammar's rejection is evidence, not proof.
  { name: 'syntax error', dialect, query: 'SELEC id FROM users', valid: false, status: 'UNKNOWN', codes: ['GRAMMAR_REJECTED'] },
  { name: 'drop table', dialect, query: 'DROP TABLE users', valid: false, codes: ['DESTRUCTIVE_STATEMENT'] },
  { name: 'delete without where', dialect, query: 'DELETE FROM orders', valid: false, codes: ['DESTRUCTIVE_STATEMENT'] },
  {
    name: 'delete without where even with allow_writes',
    dialect,
    query: 'DELETE FROM orders',
    allow_writes: true,
    valid: false,
    codes: ['DESTRUCTIVE_STATEMENT'],
  },
  {
    name: 'update with where is a write',
    dialect,
    query: "UPDATE users SET email = 'a@b.c' WHERE id = 3",
    valid: false,
    codes: ['WRITE_STATEMENT'],
  },
  {
    name: 'update with where allowed with allow_writes',
    dialect,
    query: "UPDATE users SET email = 'a@b.c' WHERE id = 3",
    allow_writes: true,
    valid: true,
  },
  {
    name: 'insert is a write',
    dialect,
    query: "INSERT INTO products (id, name, price) VALUES (1, 'x', 2.5)",
    valid: false,
    codes: ['WRITE_STATEMENT'],
  },
  {
    name: 'insert into unknown column with allow_writes',
    dialect,
    query: "INSERT INTO products (id, title) VALUES (1, 'x')",
    allow_writes: true,
    valid: false,
    codes: ['UNKNOWN_COLUMN'],
  },
  {
    name: 'stacked statements',
    dialect,
    query: 'SELECT id FROM users; SELECT id FROM orders',
    valid: false,
    codes: ['STACKED_STATEMENTS'],
  },
  { name: 'tautology OR 1=1', dialect, query: "SELECT * FROM users WHERE name = 'bob' OR 1=1", valid: false, codes: ['TAUTOLOGY'] },
  { name: "tautology OR 'a'='a'", dialect, query: "SELECT * FROM users WHERE email = '' OR 'a'='a'", valid: false, codes: ['TAUTOLOGY'] },
  {
    name: 'comment truncation after quote',
    dialect,
    query: "SELECT * FROM users WHERE name = 'admin'-- AND email = 'x'",
    valid: false,
    codes: ['COMMENT_TRUNCATION'],
  },
  {
    name: 'union against system catalogue',
    dialect,
    query: `SELECT name FROM users UNION SELECT table_name FROM information_schema.tables`,
    valid: false,
    codes: ['UNION_EXFILTRATION'],
  },
  {
    name: 'union with mismatched column count',
    dialect,
    query: 'SELECT id, name FROM users UNION SELECT id FROM orders',
    valid: false,
    codes: ['UNION_EXFILTRATION'],
  },
  { name: 'valid union', dialect, query: 'SELECT id FROM users UNION SELECT user_id FROM orders', valid: true },
]);

const specific: SqlCase[] = [
  {
    name: 'sqlite_master union',
    dialect: 'sqlite',
    query: 'SELECT name FROM users UNION ALL SELECT sql FROM sqlite_master',
    valid: false,
    codes: ['UNION_EXFILTRATION'],
  },
  {
    name: 'pg_catalog union',
    dialect: 'postgresql',
    query: 'SELECT name FROM users UNION SELECT usename FROM pg_catalog.pg_user',
    valid: false,
    codes: ['UNION_EXFILTRATION'],
  },
  { name: 'OR TRUE', dialect: 'postgresql', query: "SELECT * FROM users WHERE name = 'a' OR TRUE", valid: false, codes: ['TAUTOLOGY'] },
  {
    name: 'injected unterminated tautology',
    dialect: 'sqlite',
    query: "SELECT * FROM users WHERE name = 'x' OR 'a'='a",
    valid: false,
    codes: ['TAUTOLOGY'],
  },
  {
    name: 'block comment truncation',
    dialect: 'mysql',
    query: "SELECT * FROM users WHERE name = 'admin' /* AND email = 'x'",
    valid: false,
    codes: ['COMMENT_TRUNCATION'],
  },
  {
    name: 'mysql hash comment hiding a clause',
    dialect: 'mysql',
    query: "SELECT * FROM users WHERE id = 1 # AND name = 'x'",
    valid: false,
    codes: ['COMMENT_TRUNCATION'],
  },
  { name: 'harmless trailing comment', dialect: 'sqlite', query: 'SELECT id FROM users -- list every user id', valid: true },
  { name: 'truncate', dialect: 'postgresql', query: 'TRUNCATE orders', valid: false, codes: ['DESTRUCTIVE_STATEMENT'] },
  {
    name: 'alter table',
    dialect: 'mysql',
    query: 'ALTER TABLE users ADD COLUMN age INT',
    allow_writes: true,
    valid: false,
    codes: ['DESTRUCTIVE_STATEMENT'],
  },
  { name: 'grant', dialect: 'postgresql', query: 'GRANT SELECT ON users TO bob', valid: false, codes: ['PRIVILEGE_STATEMENT'] },
  { name: 'revoke', dialect: 'mysql', query: "REVOKE SELECT ON users FROM 'bob'", valid: false, codes: ['PRIVILEGE_STATEMENT'] },
  { name: 'attach', dialect: 'sqlite', query: "ATTACH DATABASE '/tmp/x.db' AS x", valid: false, codes: ['ATTACH_STATEMENT'] },
  { name: 'detach', dialect: 'sqlite', query: 'DETACH DATABASE x', valid: false, codes: ['ATTACH_STATEMENT'] },
  { name: 'pragma write', dialect: 'sqlite', query: 'PRAGMA writable_schema = 1', valid: false, codes: ['PRAGMA_WRITE'] },
  {
    name: 'pragma read is a catalogue read',
    dialect: 'sqlite',
    query: 'PRAGMA table_info(users)',
    valid: false,
    codes: ['CATALOGUE_READ'],
  },
  {
    name: 'pragma table function is a catalogue read',
    dialect: 'sqlite',
    query: "SELECT name FROM pragma_table_info('users')",
    valid: false,
    codes: ['CATALOGUE_READ'],
  },
  {
    name: 'sqlite_master without union',
    dialect: 'sqlite',
    query: 'SELECT sql FROM sqlite_master',
    valid: false,
    codes: ['CATALOGUE_READ'],
  },
  { name: 'pg_shadow', dialect: 'postgresql', query: 'SELECT usename, passwd FROM pg_shadow', valid: false, codes: ['CATALOGUE_READ'] },
  {
    name: 'information_schema in a subquery',
    dialect: 'mysql',
    query: 'SELECT id FROM users WHERE EXISTS (SELECT 1 FROM information_schema.tables)',
    valid: false,
    codes: ['CATALOGUE_READ'],
  },
  { name: 'show tables', dialect: 'mysql', query: 'SHOW TABLES', valid: false, codes: ['CATALOGUE_READ'] },
  {
    name: 'catalogue in a comma join',
    dialect: 'sqlite',
    query: 'SELECT u.id FROM users u, sqlite_master m',
    valid: false,
    codes: ['CATALOGUE_READ'],
  },
  { name: 'pg_ function is not a catalogue read', dialect: 'postgresql', query: 'SELECT pg_typeof(id) AS pg_kind FROM users', valid: true },
  {
    name: 'user table named like the catalogue',
    dialect: 'postgresql',
    query: 'SELECT id FROM pg_stats_local',
    schema: 'CREATE TABLE pg_stats_local (id INT);',
    valid: true,
  },
  {
    name: 'write hidden in a CTE',
    dialect: 'postgresql',
    query: 'WITH gone AS (DELETE FROM orders WHERE id = 1 RETURNING id) SELECT id FROM gone',
    valid: false,
    codes: ['WRITE_STATEMENT'],
  },
  {
    name: 'mysql DISTINCT ON',
    dialect: 'mysql',
    query: 'SELECT DISTINCT ON (name) name FROM users',
    valid: false,
    codes: ['DIALECT_UNSUPPORTED'],
  },
  {
    name: 'mariadb FULL OUTER JOIN',
    dialect: 'mariadb',
    query: 'SELECT u.id FROM users u FULL OUTER JOIN orders o ON o.user_id = u.id',
    valid: false,
    codes: ['DIALECT_UNSUPPORTED'],
  },
  { name: 'mysql :: cast', dialect: 'mysql', query: 'SELECT id::text FROM users', valid: false, codes: ['DIALECT_UNSUPPORTED'] },
  {
    name: 'transactsql LIMIT',
    dialect: 'transactsql',
    query: 'SELECT id FROM users LIMIT 5',
    valid: false,
    codes: ['DIALECT_UNSUPPORTED'],
  },
  {
    name: 'transactsql IFNULL',
    dialect: 'transactsql',
    query: "SELECT IFNULL(name, '') FROM users",
    valid: false,
    codes: ['UNKNOWN_FUNCTION'],
  },
  { name: 'snowflake backticks', dialect: 'snowflake', query: 'SELECT `name` FROM users', valid: false, codes: ['DIALECT_UNSUPPORTED'] },
  {
    name: 'stacked drop after semicolon in string',
    dialect: 'sqlite',
    query: "SELECT id FROM users WHERE name = 'a;b'; DROP TABLE users",
    valid: false,
    codes: ['STACKED_STATEMENTS', 'DESTRUCTIVE_STATEMENT'],
  },
  { name: 'semicolon inside a string is one statement', dialect: 'sqlite', query: "SELECT id FROM users WHERE name = 'a;b';", valid: true },
  {
    name: 'sleep injection',
    dialect: 'mysql',
    query: 'SELECT id FROM users WHERE id = 1 AND SLEEP(5)',
    valid: false,
    codes: ['DANGEROUS_FUNCTION'],
  },
  {
    name: 'load_extension',
    dialect: 'sqlite',
    query: "SELECT load_extension('/tmp/evil.so')",
    valid: false,
    codes: ['DANGEROUS_FUNCTION'],
  },
  { name: 'sqlite alias in WHERE is allowed', dialect: 'sqlite', query: 'SELECT total * 2 AS dbl FROM orders WHERE dbl > 10', valid: true },
  {
    name: 'pg alias in WHERE is not',
    dialect: 'postgresql',
    query: 'SELECT total * 2 AS dbl FROM orders WHERE dbl > 10',
    valid: false,
    codes: ['UNKNOWN_COLUMN'],
  },
  {
    name: 'a shared column outside USING stays ambiguous',
    dialect: 'postgresql',
    query: 'SELECT id, name FROM users JOIN products USING (id)',
    valid: false,
    codes: ['AMBIGUOUS_COLUMN'],
  },
  { name: 'USING shared column', dialect: 'mysql', query: 'SELECT id, email, total FROM users JOIN orders USING (id)', valid: true },
  {
    name: 'recursive CTE',
    dialect: 'sqlite',
    query: 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 5) SELECT x FROM n',
    valid: true,
  },
  {
    name: 'pg cast and ilike',
    dialect: 'postgresql',
    query: "SELECT id::text, name FROM users WHERE email ILIKE '%@example.com' LIMIT 5",
    valid: true,
  },
  { name: 'pg dollar-quoted string', dialect: 'postgresql', query: 'SELECT id FROM users WHERE name = $$O;Brien$$', valid: true },
  { name: 'mysql backticks', dialect: 'mysql', query: 'SELECT `u`.`email` FROM `users` AS `u` WHERE `u`.`id` > 10', valid: true },
  {
    name: 'transactsql top and brackets',
    dialect: 'transactsql',
    query: 'SELECT TOP 5 [name], email FROM users ORDER BY created_at DESC',
    valid: true,
  },
  {
    name: 'transactsql unknown column',
    dialect: 'transactsql',
    query: 'SELECT TOP 5 nickname FROM users',
    valid: false,
    codes: ['UNKNOWN_COLUMN'],
  },
  // `@name` is a parameter or variable bound at run time, never a column; an unknown column beside it still counts.
  { name: 'transactsql parameter', dialect: 'transactsql', query: 'SELECT [name] FROM users WHERE id = @userId', valid: true },
  { name: 'mysql user variable', dialect: 'mysql', query: 'SELECT name FROM users WHERE id = @uid', valid: true },
  {
    name: 'transactsql parameter beside an unknown column',
    dialect: 'transactsql',
    query: 'SELECT nickname FROM users WHERE id = @userId',
    valid: false,
    codes: ['UNKNOWN_COLUMN'],
  },
  {
    name: 'in-list subquery unknown column',
    dialect: 'sqlite',
    query: 'SELECT name FROM users WHERE id IN (SELECT buyer_id FROM orders)',
    valid: false,
    codes: ['UNKNOWN_COLUMN'],
  },
  { name: 'mariadb select', dialect: 'mariadb', query: 'SELECT name, price FROM products WHERE price BETWEEN 1 AND 10', valid: true },
  {
    name: 'snowflake select',
    dialect: 'snowflake',
    query: 'SELECT name, price FROM products QUALIFY ROW_NUMBER() OVER (ORDER BY price) = 1',
    valid: true,
  },
  {
    name: 'bigquery schema with STRING',
    dialect: 'bigquery',
    schema: 'CREATE TABLE events (id INT64, kind STRING, at TIMESTAMP)',
    query: 'SELECT kind, COUNT(*) AS n FROM events GROUP BY kind',
    valid: true,
  },
  {
    name: 'bigquery unknown column',
    dialect: 'bigquery',
    schema: 'CREATE TABLE events (id INT64, kind STRING, at TIMESTAMP)',
    query: 'SELECT type FROM events',
    valid: false,
    codes: ['UNKNOWN_COLUMN'],
  },
  {
    name: 'schema the grammar rejects still yields columns',
    dialect: 'sqlite',
    schema: 'CREATE TABLE t (a INTEGER, b TEXT) STRICT, WITHOUT ROWID;',
    query: 'SELECT a, b FROM t',
    valid: true,
  },
  { name: 'empty query', dialect: 'sqlite', query: '  -- nothing here', valid: false, codes: ['EMPTY_QUERY'] },
];

/**
 * The tautology rule (docs/sql.md, "Tautologies"): an OR is refused when it is TRUE for every row a column can hold,
 * NULL included unless the schema makes the column NOT NULL and no outer join can null it.
 */
const tautologies: SqlCase[] = d3.flatMap((dialect): SqlCase[] => [
  {
    name: 'OR on IS NOT NULL of a NOT NULL column is a tautology',
    dialect,
    query: "SELECT id FROM users WHERE email = 'a@example.com' OR name IS NOT NULL",
    valid: false,
    codes: ['TAUTOLOGY'],
  },
  {
    name: 'OR on IS NOT NULL of a nullable column is a real filter',
    dialect,
    query: "SELECT id FROM users WHERE name = 'ann' OR email IS NOT NULL",
    valid: true,
  },
  {
    name: 'ranges that cover the whole type and NULL are a tautology',
    dialect,
    query: "SELECT id FROM orders WHERE status = 'x' OR total > 10 OR total <= 10 OR total IS NULL",
    valid: false,
    codes: ['TAUTOLOGY'],
  },
  {
    name: 'ranges that cover the type but not NULL are a real filter',
    dialect,
    query: 'SELECT id FROM orders WHERE total > 10 OR total <= 10',
    valid: true,
  },
  {
    name: 'a column an outer join can null is nullable',
    dialect,
    query: "SELECT o.id FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE u.name = 'ann' OR u.name IS NOT NULL",
    valid: true,
  },
  {
    name: "LIKE '%' on a NOT NULL column is a tautology",
    dialect,
    query: "SELECT id FROM users WHERE email = '' OR name LIKE '%'",
    valid: false,
    codes: ['TAUTOLOGY'],
  },
  {
    name: 'a query builder prefix 1=1 AND … is not a tautology',
    dialect,
    query: "SELECT id FROM users WHERE 1 = 1 AND name = 'ann'",
    valid: true,
  },
]);

/** Names only T-SQL's own resolution could decide: APPLY sees the left side; date parts are keywords, not columns. */
const tsql: SqlCase[] = [
  {
    name: 'CROSS APPLY subquery uses the left alias',
    dialect: 'transactsql',
    query:
      'SELECT u.name, last.total FROM users AS u CROSS APPLY (SELECT TOP (1) o.total FROM orders AS o WHERE o.user_id = u.id ORDER BY o.id DESC) AS last',
    valid: true,
  },
  {
    name: 'OUTER APPLY over VALUES with the left columns',
    dialect: 'transactsql',
    query:
      "SELECT p.id, v.kind, v.amount FROM products AS p OUTER APPLY (VALUES (N'price', p.price), (N'half', p.price / 2)) AS v(kind, amount)",
    valid: true,
  },
  {
    name: 'date parts are keywords',
    dialect: 'transactsql',
    query:
      'SELECT DATEADD(month, -1, created_at) AS a, DATEDIFF(hh, created_at, SYSDATETIME()) AS b, DATEPART(quarter, created_at) AS c, DATENAME(dw, created_at) AS d FROM users',
    valid: true,
  },
  {
    name: 'a column of the APPLY right side is still checked',
    dialect: 'transactsql',
    query: 'SELECT u.name, x.nope FROM users AS u CROSS APPLY (SELECT o.total FROM orders AS o WHERE o.user_id = u.id) AS x',
    valid: false,
    codes: ['UNKNOWN_COLUMN'],
  },
  {
    name: 'DATEDIFF with two arguments',
    dialect: 'transactsql',
    query: 'SELECT DATEDIFF(day, created_at) FROM users',
    valid: false,
  },
  {
    name: 'snowflake date parts are keywords',
    dialect: 'snowflake',
    query: 'SELECT DATEADD(day, 7, created_at) AS due, DATEDIFF(week, created_at, CURRENT_DATE) AS age FROM users',
    valid: true,
  },
  {
    name: 'bigquery date part as the last argument',
    dialect: 'bigquery',
    schema: 'CREATE TABLE events (id INT64, kind STRING, at DATE)',
    query: 'SELECT DATE_DIFF(CURRENT_DATE(), at, DAY) AS age FROM events',
    valid: true,
  },
];

export const SQL_CASES: SqlCase[] = [...perDialect, ...specific, ...tautologies, ...tsql];
