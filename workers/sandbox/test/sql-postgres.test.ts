import { POSTGRES_NEW_DEFINITIONS, POSTGRES_RELATIONS } from '@verdict/engines/sql/postgres-exact.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxExecutor } from '../src/executor.ts';
import { handleSandboxRequest } from '../src/http-handler.ts';
import { startNodePostgres } from '../src/sql/pglite-node.ts';
import { type PgliteLike, PostgresChecker, type PostgresInstance, planFacts } from '../src/sql/postgres-checker.ts';
import { verifySqlRequest } from '../src/sql/sql-handler.ts';

const SCHEMA = `CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT UNIQUE, created_at TIMESTAMP);
CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total NUMERIC(10,2), status TEXT);`;

let checker: PostgresChecker;
const pg = (query: string, schema_ddl = SCHEMA, extra: { allow_writes?: boolean } = {}) =>
  verifySqlRequest({ query, schema_ddl, dialect: 'postgresql', mode: 'full', ...extra }, checker);
const codes = (r: { issues: Array<{ code: string }> }) => r.issues.map((i) => i.code);
/** Sends the check until the schema it reaches is applied (a new schema's first check applies only part); the answer. */
const settled = async (query: string, schema_ddl: string, extra: { allow_writes?: boolean } = {}) => {
  for (let i = 0; ; i++) {
    const r = await pg(query, schema_ddl, extra);
    if (!codes(r).includes('BUDGET_EXCEEDED') || i > 8) return r;
  }
};

beforeAll(async () => {
  checker = new PostgresChecker({ start: startNodePostgres });
  await checker.warm();
}, 120_000);

describe('PostgreSQL (PGlite) as the judge of postgresql queries', () => {
  it('accepts what PostgreSQL plans and rejects what it refuses, with its SQLSTATE', async () => {
    expect(await pg('SELECT name, COUNT(*) FROM users GROUP BY name HAVING COUNT(*) > 1')).toMatchObject({
      status: 'VALID',
      is_valid: true,
    });
    const grouping = await pg('SELECT name, COUNT(*) FROM users');
    expect(grouping).toMatchObject({ status: 'INVALID' });
    expect(grouping.issues[0]?.message).toMatch(/must appear in the GROUP BY clause.*SQLSTATE 42803/);
    expect(codes(await pg("SELECT COALESCE(id, 'none') FROM users"))).toContain('TYPE_ERROR');
    expect(codes(await pg('SELECT created_at + 1 FROM users'))).toContain('UNKNOWN_FUNCTION');
    expect(codes(await pg('SELECT nme FROM users'))).toContain('UNKNOWN_COLUMN');
    expect(codes(await pg('SELECT 1/0'))).toContain('POSTGRES_ERROR');
  });

  it('points at the error in the caller’s text', async () => {
    const r = await pg('SELECT id,\n       nme FROM users');
    expect(r.issues[0]).toMatchObject({ code: 'UNKNOWN_COLUMN', position: { line: 2, column: 8 } });
  });

  it('applies each schema once, then only runs the EXPLAIN', async () => {
    const before = { ...checker.counters };
    await pg('SELECT id FROM users');
    await pg('SELECT id FROM orders');
    await pg('SELECT email FROM users');
    expect(checker.counters.checks - before.checks).toBe(3);
    // users, then orders (which needs users, already there), then nothing: each statement applied once.
    expect(checker.counters.statementsApplied - before.statementsApplied).toBeLessThanOrEqual(2);
    // A different schema is applied, and the first one is gone: nothing leaks from one schema to the next.
    expect(codes(await pg('SELECT id FROM users', 'CREATE TABLE items (id INT);'))).toContain('UNKNOWN_TABLE');
  });

  it('never runs the query of CREATE TABLE AS or a materialized view, and says when definitions were not applied', async () => {
    const heavy = `CREATE TABLE big AS SELECT g AS n FROM generate_series(1, 100000000) g;
CREATE MATERIALIZED VIEW mv AS SELECT COUNT(*) AS c FROM generate_series(1, 100000000);`;
    expect(await pg('SELECT n FROM big JOIN mv ON mv.c = big.n', heavy)).toMatchObject({ status: 'VALID' });
    const fn = `${SCHEMA}\nCREATE FUNCTION slug(t TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$ SELECT lower(t) $$;`;
    const r = await pg('SELECT slug(name) FROM users', fn);
    expect(r).toMatchObject({ status: 'UNKNOWN', is_valid: false });
    expect(codes(r)).toEqual(['SCHEMA_UNSUPPORTED']);
    // A syntax error is the query's own fault, whatever was left out of the schema.
    expect(await pg('SELEC 1', fn)).toMatchObject({ status: 'INVALID' });
  });

  it('applies only the part of a big schema the query reaches, with what that part needs', async () => {
    let big = `CREATE SCHEMA app;\nSET search_path TO app, public;\nCREATE SEQUENCE order_no;\nCREATE TYPE mood AS ENUM ('ok', 'sad');\n`;
    big += 'CREATE TABLE customers (id INT PRIMARY KEY, mood mood);\n';
    big += "CREATE TABLE orders (id INT PRIMARY KEY DEFAULT nextval('order_no'), customer_id INT REFERENCES customers(id), code TEXT);\n";
    big += "CREATE UNIQUE INDEX orders_code ON orders (code);\nCOMMENT ON COLUMN orders.code IS 'external code';\n";
    big += 'CREATE VIEW order_view AS SELECT o.id, c.mood FROM orders o JOIN customers c ON c.id = o.customer_id;\n';
    for (let i = 0; i < 400; i++) big += `CREATE TABLE unrelated_${i} (id INT PRIMARY KEY, v TEXT);\n`;
    const before = checker.counters.schemasApplied;
    // The view reaches more definitions than one check applies to a new schema: the first check applies part of them
    // and decides nothing, the next one continues from there.
    const first = await pg("SELECT id FROM order_view WHERE mood = 'ok'", big);
    expect(first).toMatchObject({ status: 'UNKNOWN', is_valid: false });
    expect(codes(first)).toEqual(['BUDGET_EXCEEDED']);
    expect(await settled("SELECT id FROM order_view WHERE mood = 'ok'", big)).toMatchObject({ status: 'VALID' });
    expect(
      await pg("INSERT INTO app.orders (customer_id, code) VALUES (1, 'x') ON CONFLICT (code) DO NOTHING", big, { allow_writes: true }),
    ).toMatchObject({ status: 'VALID' });
    expect(codes(await pg("SELECT id FROM order_view WHERE mood = 'happy'", big))).toContain('TYPE_ERROR');
    expect(checker.counters.schemasApplied - before).toBeGreaterThanOrEqual(1);
    // Within the per-request bounds the engine decides; past them (definitions or relations) it is not run.
    const reach = (n: number) => `SELECT 1 FROM ${Array.from({ length: n }, (_, i) => `unrelated_${i}`).join(', ')}`;
    // A schema seen before applies what the query reaches; a new one (one table more), only part of it at first.
    expect(await pg(reach(POSTGRES_RELATIONS), big)).toMatchObject({ status: 'VALID' });
    const copy = `${big}CREATE TABLE spare_bin (id INT);\n`;
    const applied = checker.counters.statementsApplied;
    expect(await pg(reach(POSTGRES_RELATIONS), copy)).toMatchObject({ status: 'UNKNOWN' });
    expect(checker.counters.statementsApplied - applied).toBe(POSTGRES_NEW_DEFINITIONS);
    expect(await pg(reach(POSTGRES_RELATIONS), copy)).toMatchObject({ status: 'VALID' });
    const over = await pg(reach(POSTGRES_RELATIONS + 1), big);
    expect(over).toMatchObject({ status: 'UNKNOWN' });
    expect(codes(over)).toContain('BUDGET_EXCEEDED');
  });

  it('plans a flat FROM list in any legal order: LATERAL and outer joins inside it stay valid, errors stay errors', async () => {
    const ddl = Array.from({ length: 11 }, (_, i) => `CREATE TABLE bay_${i} (id INTEGER PRIMARY KEY, zone INTEGER, label TEXT);`).join(
      '\n',
    );
    const flat = Array.from({ length: 11 }, (_, i) => `bay_${i}`).join(', ');
    // Eleven tables of a new schema: its first check applies POSTGRES_NEW_DEFINITIONS of them and decides nothing.
    expect(await pg(`SELECT 1 FROM ${flat}`, ddl)).toMatchObject({ status: 'UNKNOWN' });
    expect(await settled(`SELECT 1 FROM ${flat}`, ddl)).toMatchObject({ status: 'VALID' });
    expect(await pg(`SELECT bay_0.label FROM ${flat} WHERE bay_0.zone = bay_1.zone`, ddl)).toMatchObject({ status: 'VALID' });
    const lateral = `SELECT s.total FROM bay_0, bay_1 LEFT JOIN bay_2 ON bay_2.id = bay_1.id, LATERAL (SELECT bay_0.zone + bay_3.zone AS total FROM bay_3 WHERE bay_3.id = bay_0.id) s, bay_4 WHERE bay_4.zone = s.total`;
    expect(await pg(lateral, ddl)).toMatchObject({ status: 'VALID' });
    expect(codes(await pg(`SELECT zone FROM ${flat}`, ddl))).toContain('AMBIGUOUS_COLUMN');
  });

  it('refuses catalogue reads and writes found in the plan', async () => {
    expect(codes(await pg('SELECT rolname FROM pg_roles'))).toContain('CATALOGUE_READ');
    const view = `${SCHEMA}\nCREATE VIEW roles AS SELECT rolname FROM pg_catalog.pg_authid;`;
    expect(codes(await pg('SELECT rolname FROM roles', view))).toContain('CATALOGUE_READ');
    expect(await pg("UPDATE orders SET status = 'x' WHERE id = 1", SCHEMA, { allow_writes: true })).toMatchObject({ status: 'VALID' });
    expect(
      planFacts([
        { Plan: { 'Node Type': 'ModifyTable', Operation: 'Delete', Plans: [{ 'Relation Name': 'pg_authid', Schema: 'pg_catalog' }] } },
      ]),
    ).toEqual({ relations: [{ schema: 'pg_catalog', name: 'pg_authid' }], writes: ['Delete'] });
  });

  it('does not plan oversized constants and handles ON CONFLICT against the schema’s unique index', async () => {
    expect(await pg("SELECT repeat(repeat('x', 100000), 100000)")).toMatchObject({ status: 'UNKNOWN' });
    expect(
      await pg("INSERT INTO users (id, name, email) VALUES (1, 'a', 'b') ON CONFLICT (email) DO NOTHING", SCHEMA, { allow_writes: true }),
    ).toMatchObject({ status: 'VALID' });
    expect(
      codes(await pg("INSERT INTO users (id, name) VALUES (1, 'a') ON CONFLICT (name) DO NOTHING", SCHEMA, { allow_writes: true })),
    ).toContain('POSTGRES_ERROR');
  });

  it('one statement per message: text PostgreSQL would split is refused, never run', async () => {
    // Our lexer and PostgreSQL agree that \\' does not escape here, so this is two statements and is refused.
    expect(codes(await pg("SELECT 'a\\'; DROP TABLE users; --'"))).toContain('STACKED_STATEMENTS');
    expect(await pg('SELECT id FROM users')).toMatchObject({ status: 'VALID' });
  });
});

describe('PostgresChecker failures', () => {
  it('answers 503 engine_unavailable when PostgreSQL cannot start, and recovers after a crash', async () => {
    const failing = new PostgresChecker({ start: () => Promise.reject(new Error('no memory')) });
    const executor = {} as SandboxExecutor;
    const res = await handleSandboxRequest(
      new Request('http://sandbox/sql/verify', {
        method: 'POST',
        body: JSON.stringify({ query: 'SELECT 1', schema_ddl: '', dialect: 'postgresql' }),
      }),
      executor,
      failing,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, error: 'engine_unavailable' });

    let starts = 0;
    const crashing = new PostgresChecker({
      start: async (): Promise<PostgresInstance> => {
        starts++;
        const real = await startNodePostgres();
        if (starts > 1) return real;
        const db: PgliteLike = {
          query: async <T>(sql: string, params?: unknown[]) => {
            if (sql.startsWith('EXPLAIN')) throw new Error('RuntimeError: unreachable');
            return real.db.query<T>(sql, params);
          },
          exec: (sql: string) => real.db.exec(sql),
          close: () => real.db.close(),
        };
        return { db, memoryBytes: real.memoryBytes };
      },
    });
    const req = { query: 'SELECT 1', schema_ddl: '', dialect: 'postgresql' as const, mode: 'full' as const };
    const first = await verifySqlRequest(req, crashing);
    expect(first).toMatchObject({ status: 'UNKNOWN', is_valid: false });
    expect(codes(first)).toEqual(['ENGINE_ERROR']);
    expect(await verifySqlRequest(req, crashing)).toMatchObject({ status: 'VALID' });
    expect(starts).toBe(2);
  }, 120_000);

  it('maps input over the caps to input_too_complex and malformed bodies to 400', async () => {
    const post = (body: unknown) =>
      handleSandboxRequest(
        new Request('http://sandbox/sql/verify', { method: 'POST', body: JSON.stringify(body) }),
        {} as SandboxExecutor,
        checker,
      );
    const deep = await post({ query: `SELECT ${'('.repeat(100)}1${')'.repeat(100)}`, schema_ddl: '', dialect: 'mysql' });
    expect(await deep.json()).toMatchObject({ ok: false, error: 'input_too_complex', limit: 'nesting_depth' });
    expect((await post({ query: 1, schema_ddl: '', dialect: 'mysql' })).status).toBe(400);
    expect((await post({ query: 'SELECT 1', schema_ddl: '', dialect: 'oracle' })).status).toBe(400);
  });
});
