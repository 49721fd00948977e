import { describe, expect, it } from 'vitest';
import {
  definitionsToApply,
  EXPLAIN_PREFIX,
  POSTGRES_NEW_DEFINITIONS,
  POSTGRES_RELATIONS,
  POSTGRES_SCHEMA_STATEMENTS,
  postgresExactIssues,
  postgresExactPlan,
  relationCount,
} from './postgres-exact.ts';
import { lexSql } from './sql-lexer.ts';

const plan = (query: string, schema_ddl: string) => {
  const r = postgresExactPlan({ query, schema_ddl });
  if (!r || !('plan' in r)) throw new Error('no plan');
  return r.plan;
};
const texts = (p: { schemaStatements: Array<{ text: string }> }) => p.schemaStatements.map((s) => s.text);

describe('postgresExactPlan', () => {
  const schema = `CREATE SCHEMA app;
SET search_path TO app, public;
CREATE TYPE mood AS ENUM ('ok', 'sad');
CREATE SEQUENCE order_no;
CREATE TABLE customers (id INT PRIMARY KEY, mood mood);
CREATE TABLE orders (id INT DEFAULT nextval('order_no'), customer_id INT REFERENCES customers(id));
CREATE INDEX orders_customer ON orders (customer_id);
ALTER TABLE orders ADD PRIMARY KEY (id);
CREATE TABLE audit (id INT);
INSERT INTO audit VALUES (1);
GRANT SELECT ON orders TO reporting;
CREATE TABLE summary AS SELECT COUNT(*) AS n FROM orders;
CREATE MATERIALIZED VIEW totals AS SELECT customer_id, COUNT(*) FROM orders GROUP BY customer_id WITH DATA;`;

  it('applies what the query reaches, with its dependencies, in schema order', () => {
    const p = plan('SELECT id FROM orders', schema);
    expect(texts(p)).toEqual([
      'CREATE SCHEMA app',
      'SET search_path TO app, public',
      'CREATE SEQUENCE order_no',
      "CREATE TABLE orders (id INT DEFAULT nextval('order_no'), customer_id INT )",
      'CREATE INDEX orders_customer ON orders (customer_id)',
      'ALTER TABLE orders ADD PRIMARY KEY (id)',
    ]);
    expect(p.explain).toBe(`${EXPLAIN_PREFIX}SELECT id FROM orders`);
    expect(texts(plan('SELECT mood FROM customers', schema))).toEqual([
      'CREATE SCHEMA app',
      'SET search_path TO app, public',
      "CREATE TYPE mood AS ENUM ('ok', 'sad')",
      'CREATE TABLE customers (id INT PRIMARY KEY, mood mood)',
    ]);
    expect(texts(plan('SELECT 1', schema))).toEqual(['CREATE SCHEMA app', 'SET search_path TO app, public']);
  });

  it('creates CREATE TABLE AS and materialized views empty, and keys the schema, not the part', () => {
    const p = plan('SELECT n FROM summary JOIN totals ON true', schema);
    expect(texts(p)).toContain('CREATE TABLE summary AS SELECT COUNT(*) AS n FROM orders WITH NO DATA');
    expect(texts(p)).toContain(
      'CREATE MATERIALIZED VIEW totals AS SELECT customer_id, COUNT(*) FROM orders GROUP BY customer_id WITH NO DATA',
    );
    expect(plan('SELECT id FROM audit', schema).schemaKey).toBe(p.schemaKey);
  });

  it('names definitions it does not run, and skips what it must not plan', () => {
    expect(
      plan('SELECT 1', `${schema}\nCREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1';\nCREATE EXTENSION hstore;`).unapplied,
    ).toEqual(['CREATE EXTENSION', 'CREATE FUNCTION']);
    expect(postgresExactPlan({ query: 'CREATE TABLE x (a int)', schema_ddl: '' })).toMatchObject({ skip: { code: 'NO_ENGINE' } });
    expect(postgresExactPlan({ query: "SELECT repeat('x', 1000000)", schema_ddl: '' })).toMatchObject({
      skip: { code: 'BUDGET_EXCEEDED' },
    });
    expect(postgresExactPlan({ query: 'SELECT 1; SELECT 2', schema_ddl: '' })).toBeNull();
    expect(plan('SELECT id FROM $1', '').parameters).toBe(1);
  });

  it('bounds the work: definitions applied and relations planned per check', () => {
    let chain = 'CREATE TABLE t0 (id INT);\nCREATE VIEW v0 AS SELECT id FROM t0;\n';
    for (let i = 1; i <= POSTGRES_SCHEMA_STATEMENTS; i++) chain += `CREATE VIEW v${i} AS SELECT id FROM v${i - 1};\n`;
    expect(postgresExactPlan({ query: `SELECT id FROM v${POSTGRES_SCHEMA_STATEMENTS}`, schema_ddl: chain })).toMatchObject({
      skip: { code: 'BUDGET_EXCEEDED', message: expect.stringMatching(/definitions/) },
    });
    expect(texts(plan(`SELECT id FROM v${POSTGRES_SCHEMA_STATEMENTS - 2}`, chain))).toHaveLength(POSTGRES_SCHEMA_STATEMENTS);
    const joins = (n: number) => `SELECT 1 FROM t0 a0 ${Array.from({ length: n }, (_, k) => `JOIN t0 a${k + 1} ON true`).join(' ')}`;
    expect(relationCount(lexSql(joins(POSTGRES_RELATIONS - 1)))).toBe(POSTGRES_RELATIONS);
    expect(relationCount(lexSql('SELECT 1 FROM a, b, (SELECT 1 FROM c, d WHERE x IN (SELECT y FROM e)) s WHERE 1 = 1'))).toBe(6);
    expect(plan(joins(POSTGRES_RELATIONS - 1), chain).explain).toMatch(/^EXPLAIN/);
    expect(postgresExactPlan({ query: joins(POSTGRES_RELATIONS), schema_ddl: chain })).toMatchObject({
      skip: { code: 'BUDGET_EXCEEDED', message: expect.stringMatching(/relations/) },
    });
  });

  it('applies tables without their foreign keys, so a query reaches only the tables it names', () => {
    const ddl = `CREATE TABLE a (id INT PRIMARY KEY);
CREATE TABLE b (id INT PRIMARY KEY, a_id INT NOT NULL REFERENCES a (id) ON DELETE CASCADE, note TEXT);
CREATE TABLE c (id INT, b_id INT, CONSTRAINT c_b FOREIGN KEY (b_id) REFERENCES b (id), PRIMARY KEY (id));
ALTER TABLE c ADD CONSTRAINT c_b2 FOREIGN KEY (b_id) REFERENCES b (id);
ALTER TABLE c ADD FOREIGN KEY (b_id) REFERENCES b (id), ADD COLUMN z INT;`;
    expect(texts(plan('SELECT note FROM b', ddl))).toEqual(['CREATE TABLE b (id INT PRIMARY KEY, a_id INT NOT NULL , note TEXT)']);
    // A foreign key that shares its ALTER TABLE with another action is applied with it (and brings its table).
    expect(texts(plan('SELECT z FROM c', ddl))).toEqual([
      'CREATE TABLE b (id INT PRIMARY KEY, a_id INT NOT NULL , note TEXT)',
      'CREATE TABLE c (id INT, b_id INT, PRIMARY KEY (id))',
      'ALTER TABLE c ADD FOREIGN KEY (b_id) REFERENCES b (id), ADD COLUMN z INT',
    ]);
  });
});

describe('postgresExactPlan: tables read for their foreign keys only when reached', () => {
  const ddl = (note: string) => `CREATE TABLE a (id INT PRIMARY KEY);
CREATE TABLE b (id INT PRIMARY KEY, a_id INT REFERENCES a (id), ${note} TEXT);
CREATE TABLE c (id INT PRIMARY KEY);`;
  it('numbers and keys the statements the same way whichever the query reaches', () => {
    const onC = postgresExactPlan({ query: 'SELECT id FROM c', schema_ddl: ddl('note') });
    const onB = postgresExactPlan({ query: 'SELECT note FROM b', schema_ddl: ddl('note') });
    if (!onC || !('plan' in onC) || !onB || !('plan' in onB)) throw new Error('expected plans');
    expect(onC.plan.schemaStatements).toEqual([{ id: 2, text: 'CREATE TABLE c (id INT PRIMARY KEY)' }]);
    expect(onB.plan.schemaStatements).toEqual([{ id: 1, text: 'CREATE TABLE b (id INT PRIMARY KEY, a_id INT , note TEXT)' }]);
    expect(onB.plan.schemaKey).toBe(onC.plan.schemaKey);
    // A change in a table the query does not reach is still a different schema.
    const other = postgresExactPlan({ query: 'SELECT id FROM c', schema_ddl: ddl('memo') });
    if (!other || !('plan' in other)) throw new Error('expected a plan');
    expect(other.plan.schemaKey).not.toBe(onC.plan.schemaKey);
  });
});

describe('postgresExactIssues', () => {
  const p = plan('SELECT nme\nFROM users', 'CREATE TABLE users (id INT);');
  it('maps SQLSTATEs to issue codes with positions in the caller’s text', () => {
    const issues = postgresExactIssues(
      {
        ok: false,
        phase: 'query',
        version: 'PostgreSQL 18.6',
        sqlstate: '42703',
        message: 'column "nme" does not exist',
        position: EXPLAIN_PREFIX.length + 8,
      },
      p,
      'SELECT nme\nFROM users',
      false,
    );
    expect(issues).toEqual([
      { code: 'UNKNOWN_COLUMN', message: 'PostgreSQL: column "nme" does not exist (SQLSTATE 42703).', position: { line: 1, column: 8 } },
    ]);
  });
  it('does not decide on engine failures or resource errors', () => {
    expect(postgresExactIssues({ ok: false, phase: 'engine', message: 'x' }, p, '', false)[0]?.code).toBe('ENGINE_ERROR');
    expect(
      postgresExactIssues({ ok: false, phase: 'query', version: 'v', sqlstate: '53200', message: 'out of memory' }, p, '', false)[0]?.code,
    ).toBe('ENGINE_ERROR');
  });
  it('flags catalogue relations and writes found in the plan', () => {
    const issues = postgresExactIssues(
      {
        ok: true,
        version: 'v',
        relations: [
          { schema: 'pg_catalog', name: 'pg_authid' },
          { schema: 'public', name: 'users' },
        ],
        writes: ['Delete'],
      },
      p,
      '',
      false,
    );
    expect(issues.map((i) => i.code)).toEqual(['CATALOGUE_READ', 'WRITE_STATEMENT']);
  });
});

describe('definitions applied to a new schema per check', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 3);
  it('applies every missing definition up to the bound, and then runs the query', () => {
    expect(definitionsToApply(ids(POSTGRES_NEW_DEFINITIONS), POSTGRES_NEW_DEFINITIONS)).toEqual({
      apply: ids(POSTGRES_NEW_DEFINITIONS),
      complete: true,
    });
    expect(definitionsToApply([], POSTGRES_NEW_DEFINITIONS)).toEqual({ apply: [], complete: true });
  });
  it('one past the bound applies the first ones in schema order and leaves the query unrun', () => {
    const step = definitionsToApply(ids(POSTGRES_NEW_DEFINITIONS + 1), POSTGRES_NEW_DEFINITIONS);
    expect(step.complete).toBe(false);
    expect(step.apply).toEqual(ids(POSTGRES_NEW_DEFINITIONS));
  });
  it('bounds the first check of a new schema only, and an unfinished schema step answers UNKNOWN, not a verdict', () => {
    const warehouse = Array.from({ length: 9 }, (_, i) => `CREATE TABLE bin_${i} (id INT PRIMARY KEY, qty INT);`).join('\n');
    const p = plan(`SELECT bin_0.qty FROM ${Array.from({ length: 9 }, (_, i) => `bin_${i}`).join(', ')}`, warehouse);
    expect(p.applyLimit).toBe(POSTGRES_NEW_DEFINITIONS);
    expect(p.schemaStatements).toHaveLength(9);
    // The same schema again is no longer new: its check may apply all it reaches.
    const again = plan('SELECT qty FROM bin_3', warehouse);
    expect(again.applyLimit).toBe(POSTGRES_SCHEMA_STATEMENTS);
    const issues = postgresExactIssues({ ok: false, phase: 'budget', applied: POSTGRES_NEW_DEFINITIONS, missing: 9 }, p, '', false);
    expect(issues.map((i) => i.code)).toEqual(['BUDGET_EXCEEDED']);
    expect(issues[0]?.message).toContain(`at most ${POSTGRES_NEW_DEFINITIONS}, so ${POSTGRES_NEW_DEFINITIONS} were applied`);
  });
});
