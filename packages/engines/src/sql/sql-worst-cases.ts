import { SQL_CAPS } from './sql-caps.ts';
import { isTrivia, lexSql } from './sql-lexer.ts';

function significant(q: string): number {
  let n = 0;
  for (const t of lexSql(q)) if (!isTrivia(t)) n++;
  return n;
}

/** The largest `make(n)` (n ≤ `most`) that stays within the token and character caps (binary search over n). */
function atCap(make: (n: number) => string, most = 20_000): string {
  let lo = 1;
  let hi = most;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const q = make(mid);
    if (significant(q) <= SQL_CAPS.queryTokens && q.length <= SQL_CAPS.queryChars) lo = mid;
    else hi = mid - 1;
  }
  return make(lo);
}

const range = (n: number) => Array.from({ length: n }, (_, k) => k);

/**
 * Query shapes that cost the most per token, each as large as the caps allow (a JOIN chain at the JOIN cap, padded
 * to the token cap; an OR chain at the OR cap; CASE/UNION chains and select lists at the token cap; nesting at the depth cap). Used by the
 * budget test and the benchmark.
 */
export interface WorstSqlQueries {
  joins: string;
  orChain: string;
  caseChain: string;
  unions: string;
  selectList: string;
  nestedSubqueries: string;
  nestedParentheses: string;
}

export function worstSqlQueries(): WorstSqlQueries {
  const depth = SQL_CAPS.nestingDepth - 1;
  return {
    joins: atCap(
      (n) =>
        `SELECT a0.id FROM t0 a0 ${range(SQL_CAPS.joins)
          .map((k) => `JOIN t${k + 1} a${k + 1} ON a${k + 1}.id = a${k}.id AND a${k + 1}.name = a${k}.name`)
          .join(' ')} WHERE ${range(n)
          .map((k) => `a0.id <> ${k}`)
          .join(' AND ')}`,
    ),
    orChain: atCap(
      (n) =>
        `SELECT t1.id FROM t1 WHERE ${range(n)
          .map((k) => `t1.id = ${k}`)
          .join(' OR ')}`,
      SQL_CAPS.orOperators + 1,
    ),
    caseChain: atCap(
      (n) =>
        `SELECT CASE ${range(n)
          .map((k) => `WHEN id = ${k} THEN '${k}'`)
          .join(' ')} END FROM t1`,
    ),
    unions: atCap((n) =>
      range(n)
        .map((k) => `SELECT id FROM t${k % 50}`)
        .join(' UNION ALL '),
    ),
    selectList: atCap(
      (n) =>
        `SELECT ${range(n)
          .map((k) => `t1.name AS c${k}`)
          .join(', ')} FROM t1`,
    ),
    nestedSubqueries: `SELECT id FROM t1 WHERE id IN ${'(SELECT id FROM t1 WHERE id IN '.repeat(depth - 1)}(SELECT 1)${')'.repeat(depth - 1)}`,
    nestedParentheses: `SELECT ${'('.repeat(depth)}1${')'.repeat(depth)} + ${'(1 + '.repeat(depth)}1${')'.repeat(depth)} FROM t1`,
  };
}

/** schema_ddl at its character cap: plain tables (what the lexical reader handles) plus one view. */
export function worstSqlSchema(salt = ''): string {
  let s = `-- ${salt}\n`;
  for (let i = 0; s.length < SQL_CAPS.schemaChars - 200; i++) {
    s += `CREATE TABLE t${i} (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT, amount REAL, status TEXT);\n`;
  }
  return `${s}CREATE VIEW v0 AS SELECT id, name FROM t0;\n`;
}

/** schema_ddl at its cap made of views, each of which the grammar must read (the schema budget's worst case). */
export function worstSqlViewSchema(salt = ''): string {
  let s = `CREATE TABLE t0 (id INTEGER PRIMARY KEY, name TEXT, amount REAL); -- ${salt}\n`;
  for (let i = 0; s.length < SQL_CAPS.schemaChars - 200; i++) {
    s += `CREATE VIEW v${i} AS SELECT a.id, a.name, SUM(a.amount) AS total FROM t0 a JOIN t0 b ON b.id = a.id GROUP BY a.id, a.name;\n`;
  }
  return s;
}
