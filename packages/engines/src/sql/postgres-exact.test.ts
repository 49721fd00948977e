import { describe, expect, it } from 'vitest';
import { EXPLAIN_PREFIX, POSTGRES_SCHEMA_STATEMENTS, postgresExactIssues, postgresExactPlan } from './postgres-exact.ts';

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
      "CREATE TYPE mood AS ENUM ('ok', 'sad')",
      'CREATE SEQUENCE order_no',
      'CREATE TABLE customers (id INT PRIMARY KEY, mood mood)',
      "CREATE TABLE orders (id INT DEFAULT nextval('order_no'), customer_id INT REFERENCES customers(id))",
      'CREATE INDEX orders_customer ON orders (customer_id)',
      'ALTER TABLE orders ADD PRIMARY KEY (id)',
    ]);
    expect(p.explain).toBe(`${EXPLAIN_PREFIX}SELECT id FROM orders`);
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
    let wide = '';
    for (let i = 0; i <= POSTGRES_SCHEMA_STATEMENTS; i++) wide += `CREATE TABLE t${i} (id INT);\n`;
    const everything = `SELECT 1 FROM ${Array.from({ length: POSTGRES_SCHEMA_STATEMENTS + 1 }, (_, i) => `t${i}`).join(', ')}`;
    expect(postgresExactPlan({ query: everything, schema_ddl: wide })).toMatchObject({ skip: { code: 'BUDGET_EXCEEDED' } });
    expect(plan('SELECT id FROM $1', '').parameters).toBe(1);
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
