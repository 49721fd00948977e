import { type EngineBench, benchLoop as loop } from '../bench-loop.ts';
import { loadDialectParser } from './dialect-parsers.ts';
import { worstSqlQueries, worstSqlSchema, worstSqlViewSchema } from './sql-worst-cases.ts';
import { staticSqlReport } from './verify-sql.ts';

const SCHEMA = `CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT UNIQUE, created_at TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total REAL, status TEXT);
CREATE VIEW big_orders AS SELECT id, user_id, total FROM orders WHERE total > 100;`;
const QUERY = `SELECT u.name, COUNT(o.id) AS n, SUM(o.total) AS revenue
FROM users u JOIN orders o ON o.user_id = u.id
WHERE o.status = 'paid' AND u.created_at >= '2024-01-01'
GROUP BY u.name HAVING COUNT(o.id) > 2 ORDER BY revenue DESC LIMIT 10`;

/**
 * The static SQL layer as each service runs it: the API's sqlite path (grammar for the safety rules; SQLite's
 * Durable Object decides the rest, not timed here) and the sandbox's grammar-only path (mysql, with the catalogue).
 * "worst at caps" rows pair the costliest query shape at the token cap (a 2,000-token join chain) with a schema at
 * its cap not seen before (so nothing is cached), the largest CPU cost one request can cause here.
 * PostgreSQL's own check runs in the sandbox and is measured by the sandbox tests and docs/sql.md.
 */
export async function benchSql(minMs = 300): Promise<EngineBench[]> {
  const sqlite = await loadDialectParser('sqlite');
  const mysql = await loadDialectParser('mysql');
  const worst = worstSqlQueries();
  // A trailing comment makes each schema text unique, so "new schema" rows pay for reading it.
  let n = 0;
  // Each worst-case call costs tens of ms: a longer loop gets past V8's warm-up to the steady state.
  const worstMs = minMs * 5;
  const rows: EngineBench[] = [
    loop(
      'sql sqlite (API path), cached schema',
      () => staticSqlReport(sqlite, 'sqlite', { query: QUERY, schema_ddl: SCHEMA }, { names: false }),
      minMs,
    ),
    loop(
      'sql sqlite (API path), new schema',
      () => staticSqlReport(sqlite, 'sqlite', { query: QUERY, schema_ddl: `${SCHEMA}\n-- ${n++}` }, { names: false }),
      minMs,
    ),
    loop(
      'sql mysql (grammar only), cached schema',
      () => staticSqlReport(mysql, 'mysql', { query: QUERY, schema_ddl: SCHEMA }, { names: true }),
      minMs,
    ),
  ];
  for (const [shape, query] of [
    ['join chain', worst.joins],
    ['OR chain', worst.orChain],
  ] as const) {
    rows.push(
      loop(
        `sql sqlite worst at caps: ${shape} + new schema at the cap`,
        () => staticSqlReport(sqlite, 'sqlite', { query, schema_ddl: worstSqlSchema(String(n++)) }, { names: false }),
        worstMs,
        40,
      ),
    );
  }
  rows.push(
    loop(
      'sql mysql worst at caps: join chain + new schema at the cap',
      () => staticSqlReport(mysql, 'mysql', { query: worst.joins, schema_ddl: worstSqlSchema(String(n++)) }, { names: true }),
      worstMs,
      40,
    ),
    loop(
      'sql mysql worst at caps: new schema of views at the cap',
      () => staticSqlReport(mysql, 'mysql', { query: 'SELECT id FROM v1', schema_ddl: worstSqlViewSchema(String(n++)) }, { names: true }),
      worstMs,
      40,
    ),
  );
  return rows;
}

export type { EngineBench };
