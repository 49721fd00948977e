import { type EngineBench, benchLoop as loop } from '../bench-loop.ts';
import { loadDialectParser } from './dialect-parsers.ts';
import { verifySqlWithParser } from './verify-sql.ts';

const SCHEMA = `CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT UNIQUE, created_at TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total REAL, status TEXT);
CREATE VIEW big_orders AS SELECT id, user_id, total FROM orders WHERE total > 100;`;
const QUERY = `SELECT u.name, COUNT(o.id) AS n, SUM(o.total) AS revenue
FROM users u JOIN orders o ON o.user_id = u.id
WHERE o.status = 'paid' AND u.created_at >= '2024-01-01'
GROUP BY u.name HAVING n > 2 ORDER BY revenue DESC LIMIT 10`;

/** Static SQL check (schema parse + query parse + resolution + safety) for sqlite and postgresql. */
export async function benchSql(minMs = 300): Promise<EngineBench[]> {
  const sqlite = await loadDialectParser('sqlite');
  const pg = await loadDialectParser('postgresql');
  const pgQuery = QUERY.replace('HAVING n > 2', 'HAVING COUNT(o.id) > 2');
  // A trailing comment makes each schema text unique, so the "cold" rows measure schema parsing too.
  let n = 0;
  return [
    loop('sql sqlite check (cached schema)', () => verifySqlWithParser(sqlite, 'sqlite', { query: QUERY, schema_ddl: SCHEMA }), minMs),
    loop(
      'sql sqlite check (new schema)',
      () => verifySqlWithParser(sqlite, 'sqlite', { query: QUERY, schema_ddl: `${SCHEMA}\n-- ${n++}` }),
      minMs,
    ),
    loop(
      'sql postgresql check (cached schema)',
      () => verifySqlWithParser(pg, 'postgresql', { query: pgQuery, schema_ddl: SCHEMA }),
      minMs,
    ),
    loop(
      'sql postgresql check (new schema)',
      () => verifySqlWithParser(pg, 'postgresql', { query: pgQuery, schema_ddl: `${SCHEMA}\n-- ${n++}` }),
      minMs,
    ),
  ];
}

export type { EngineBench };
