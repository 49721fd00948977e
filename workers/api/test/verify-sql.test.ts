import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { worstSqlQueries, worstSqlSchema } from '@verdict/engines/sql/sql-worst-cases.ts';
import { describe, expect, it } from 'vitest';
import type { SqlScratch } from '../src/durable/sql-scratch.ts';
import type { Env } from '../src/env.ts';
import { ApiError } from '../src/errors.ts';
import { runSql, scratchShard } from '../src/services/engines/sql.ts';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

const SCHEMA = `CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT, created_at TIMESTAMP);
CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total NUMERIC(10,2), status TEXT);`;

let t: Tenant;
const sql = async (query: string, extra: Record<string, unknown> = {}) => {
  t ??= await newTenant();
  return call('POST', '/v1/verify/sql', { headers: apiKey(t), body: { query, schema_ddl: SCHEMA, ...extra } });
};
const codes = (json: { issues: Array<{ code: string }> }) => json.issues.map((i) => i.code);
function attestationResult(jwt: string) {
  return JSON.parse(atob((jwt.split('.')[1] as string).replaceAll('-', '+').replaceAll('_', '/'))).qwed.result;
}

describe('POST /v1/verify/sql — sqlite (SQLite itself decides)', () => {
  it('is VALID, checked by the engine, and signs VERIFIED', async () => {
    const res = await sql(
      'SELECT u.name, SUM(o.total) AS spent FROM users u JOIN orders o ON o.user_id = u.id GROUP BY u.name ORDER BY spent DESC',
      { options: { include_attestation: true } },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json, JSON.stringify(res.json.issues)).toMatchObject({
      is_valid: true,
      status: 'VALID',
      validation: 'engine',
      dialect: 'sqlite',
    });
    expect(res.json.checks).toContain('engine');
    expect(res.json.engine).toMatch(/^SQLite/);
    expect(attestationResult(res.json.attestation)).toMatchObject({ status: 'VERIFIED', verified: true, confidence: 1 });
  });

  it.each([
    ['positional', 'SELECT name FROM users WHERE id = ? AND name = ?'],
    ['numbered and named', 'SELECT name FROM users WHERE id = ?2 OR name = :name OR name = @name'],
  ])('prepares a parameterised query (%s) and finds it VALID', async (_label, query) => {
    const res = await sql(query);
    expect(res.status, res.text).toBe(200);
    expect(res.json, JSON.stringify(res.json.issues)).toMatchObject({ is_valid: true, status: 'VALID', validation: 'engine' });
  });

  it('still finds an unknown column in a parameterised query', async () => {
    const res = await sql('SELECT nme FROM users WHERE id = ?');
    expect(res.json).toMatchObject({ is_valid: false, status: 'INVALID' });
    expect(codes(res.json)).toContain('UNKNOWN_COLUMN');
  });

  it.each([
    ['unknown table', 'SELECT * FROM customers', 'UNKNOWN_TABLE'],
    ['unknown column', 'SELECT u.nme FROM users u', 'UNKNOWN_COLUMN'],
    ['syntax error', 'SELEC name FROM users', 'SYNTAX_ERROR'],
    ['unknown function', "SELECT IFNULLX(name, '') FROM users", 'UNKNOWN_FUNCTION'],
    ['drop', 'DROP TABLE users', 'DESTRUCTIVE_STATEMENT'],
    ['delete without where', 'DELETE FROM users', 'DESTRUCTIVE_STATEMENT'],
    ['stacked statements', 'SELECT 1; DROP TABLE users', 'STACKED_STATEMENTS'],
    ['tautology', "SELECT * FROM users WHERE name = '' OR 1=1", 'TAUTOLOGY'],
    ['union exfiltration', 'SELECT name FROM users UNION SELECT sql FROM sqlite_master', 'UNION_EXFILTRATION'],
    ['catalogue read', 'SELECT name, sql FROM sqlite_master', 'CATALOGUE_READ'],
    ['pragma read', 'PRAGMA table_info(users)', 'CATALOGUE_READ'],
    ['pragma table function', "SELECT name FROM pragma_table_info('users')", 'CATALOGUE_READ'],
  ])('is INVALID for %s', async (_label, query, code) => {
    const res = await sql(query);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ is_valid: false, status: 'INVALID' });
    expect(codes(res.json)).toContain(code);
  });

  it('keeps a schema installed between checks and never shows one schema’s tables to another', async () => {
    const base = env as unknown as Env;
    const a = 'CREATE TABLE alpha (id INTEGER PRIMARY KEY, a TEXT);';
    const b = 'CREATE TABLE beta (id INTEGER PRIMARY KEY, b TEXT); CREATE VIEW beta_v AS SELECT b FROM beta;';
    const status = async (query: string, schema_ddl: string) => (await runSql(base, { query, schema_ddl })).result.status;
    expect(await status('SELECT a FROM alpha', a)).toBe('VALID');
    expect(await status('SELECT b FROM beta_v', b)).toBe('VALID');
    expect(await status('SELECT b FROM beta', a)).toBe('INVALID');
    expect(await status('SELECT a FROM alpha', b)).toBe('INVALID');
    // Same schema text, same shard: applied once for many checks.
    const stub = base.SQL_SCRATCH.getByName(scratchShard(a));
    expect(await status('SELECT id FROM alpha', a)).toBe('VALID');
    const before = await runInDurableObject(stub, (o: SqlScratch) => o.applied);
    for (const q of ['SELECT a FROM alpha WHERE id = 1', 'SELECT COUNT(*) FROM alpha', 'SELECT * FROM alpha'])
      expect(await status(q, a)).toBe('VALID');
    expect(await runInDurableObject(stub, (o: SqlScratch) => o.applied)).toBe(before);
  });

  it('installs only the definitions a query reaches, and adds the rest of the same schema when a later query needs it', async () => {
    const base = env as unknown as Env;
    const ddl = `CREATE TABLE gamma (id INTEGER PRIMARY KEY, g TEXT);
CREATE TABLE delta (id INTEGER PRIMARY KEY, gamma_id INTEGER REFERENCES gamma (id), d TEXT);
CREATE VIEW delta_v AS SELECT d FROM delta;
CREATE TABLE broken (id INTEGER, FOREIGN KEY);`;
    const status = async (query: string) => (await runSql(base, { query, schema_ddl: ddl })).result.status;
    const stub = base.SQL_SCRATCH.getByName(scratchShard(ddl));
    const applied = () => runInDurableObject(stub, (o: SqlScratch) => o.applied);
    // The broken definition is never reached, so it does not decide anything.
    expect(await status('SELECT g FROM gamma')).toBe('VALID');
    const first = await applied();
    expect(await status('SELECT d FROM delta_v')).toBe('VALID');
    expect(await applied()).toBe(first + 1);
    expect(await status('SELECT g FROM gamma')).toBe('VALID');
    expect(await status('SELECT nope FROM delta')).toBe('INVALID');
    expect(await applied()).toBe(first + 1);
    expect(await status('SELECT id FROM broken')).toBe('INVALID');
  });

  it('does not run what follows a backslash-quoted string (SQLite has no backslash escapes)', async () => {
    const res = await sql("SELECT id FROM users WHERE name = 'a\\'; DROP TABLE users; --'");
    expect(res.json.is_valid).toBe(false);
    expect(codes(res.json)).toEqual(expect.arrayContaining(['STACKED_STATEMENTS', 'DESTRUCTIVE_STATEMENT']));
  });
});

describe('POST /v1/verify/sql — postgresql (a real PostgreSQL in the sandbox decides)', () => {
  it('is VALID for a query PostgreSQL plans, and signs VERIFIED', async () => {
    const res = await sql(
      'SELECT DISTINCT ON (u.name) u.name, o.total FROM users u JOIN orders o ON o.user_id = u.id ORDER BY u.name, o.total DESC',
      {
        dialect: 'postgresql',
        options: { include_attestation: true },
      },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ is_valid: true, status: 'VALID', validation: 'engine' });
    expect(res.json.engine).toMatch(/^PostgreSQL \d+\.\d+/);
    expect(attestationResult(res.json.attestation)).toMatchObject({ status: 'VERIFIED', verified: true });
  });

  it.each([
    ['a type error', 'SELECT id + name FROM users', 'UNKNOWN_FUNCTION'],
    ['a comparison with an impossible literal', "SELECT id FROM users WHERE id = 'abc'", 'TYPE_ERROR'],
    ['a GROUP BY violation', 'SELECT name, COUNT(*) FROM users', 'GROUPING_ERROR'],
    [
      'a column outside GROUP BY',
      'SELECT u.name, o.total, COUNT(*) FROM users u JOIN orders o ON o.user_id = u.id GROUP BY u.name',
      'GROUPING_ERROR',
    ],
    ['IFNULL (MySQL)', "SELECT IFNULL(email, '') FROM users", 'UNKNOWN_FUNCTION'],
    ['backticks (MySQL)', 'SELECT `name` FROM users', 'SYNTAX_ERROR'],
    ['an alias in WHERE', 'SELECT total * 2 AS dbl FROM orders WHERE dbl > 10', 'UNKNOWN_COLUMN'],
    ['a FULL JOIN on an inequality (planner)', 'SELECT u.id FROM users u FULL JOIN orders o ON u.id < o.user_id', 'POSTGRES_ERROR'],
    ['pg_shadow', 'SELECT usename, passwd FROM pg_shadow', 'CATALOGUE_READ'],
    ['information_schema', 'SELECT table_name FROM information_schema.tables', 'CATALOGUE_READ'],
    ['a write inside a CTE', 'WITH gone AS (DELETE FROM orders WHERE id = 1 RETURNING id) SELECT id FROM gone', 'WRITE_STATEMENT'],
  ])('is INVALID for %s, with PostgreSQL’s reason', async (_label, query, code) => {
    const res = await sql(query, { dialect: 'postgresql', options: { include_attestation: true } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ is_valid: false, status: 'INVALID' });
    expect(codes(res.json), res.json.message).toContain(code);
    expect(attestationResult(res.json.attestation)).toMatchObject({ status: 'FAILED', verified: false });
  });

  it('reports a broken schema as SCHEMA_ERROR and binds $n parameters', async () => {
    const broken = await sql('SELECT id FROM t', { dialect: 'postgresql', schema_ddl: 'CREATE TABLE t (id INTEGR);' });
    expect(codes(broken.json)).toContain('SCHEMA_ERROR');
    const params = await sql('SELECT name FROM users WHERE id = $1 AND email LIKE $2', { dialect: 'postgresql' });
    expect(params.json).toMatchObject({ is_valid: true, status: 'VALID' });
  });
});

describe('POST /v1/verify/sql — dialects without an engine', () => {
  it('never claims VALID: a clean mysql query is UNKNOWN, says what was checked, and signs FAILED at 0.5', async () => {
    const res = await sql('SELECT `u`.`email` FROM `users` AS `u` WHERE `u`.`id` > 10', {
      dialect: 'mysql',
      options: { include_attestation: true },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ is_valid: false, status: 'UNKNOWN', validation: 'syntax_only', engine: null });
    expect(res.json.checks).toEqual(['safety', 'syntax', 'catalogue']);
    expect(codes(res.json)).toEqual(['NO_ENGINE']);
    expect(res.json.message).toMatch(/^Not established/);
    expect(attestationResult(res.json.attestation)).toMatchObject({ status: 'FAILED', verified: false, confidence: 0.5 });
  });

  it.each([
    ['mysql', 'SELECT DISTINCT ON (name) name FROM users', 'DIALECT_UNSUPPORTED'],
    ['mysql', 'SELECT u.id FROM users u FULL OUTER JOIN orders o ON o.user_id = u.id', 'DIALECT_UNSUPPORTED'],
    ['mariadb', 'SELECT nope FROM users', 'UNKNOWN_COLUMN'],
    ['mysql', 'SELECT table_name FROM information_schema.tables', 'CATALOGUE_READ'],
    ['mysql', 'SELECT user, authentication_string FROM mysql.user', 'CATALOGUE_READ'],
    ['transactsql', 'SELECT name FROM sys.objects', 'CATALOGUE_READ'],
    ['transactsql', 'SELECT id FROM users LIMIT 5', 'DIALECT_UNSUPPORTED'],
  ])('%s: %s is INVALID', async (dialect, query, code) => {
    const res = await sql(query, { dialect });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ is_valid: false, status: 'INVALID' });
    expect(codes(res.json)).toContain(code);
  });

  it('does not call BigQuery QUALIFY a syntax error', async () => {
    const res = await sql('SELECT id, ROW_NUMBER() OVER (PARTITION BY name ORDER BY id) AS rn FROM users QUALIFY rn = 1', {
      dialect: 'bigquery',
    });
    expect(res.json).toMatchObject({ is_valid: false, status: 'UNKNOWN' });
    expect(codes(res.json)).not.toContain('SYNTAX_ERROR');
    expect(codes(res.json)).toContain('GRAMMAR_UNSUPPORTED');
  });
});

describe('POST /v1/verify/sql — caps, bad input and a missing sandbox', () => {
  it('answers 400 INPUT_TOO_COMPLEX before parsing deep or long queries, in every dialect', async () => {
    for (const dialect of ['sqlite', 'postgresql', 'mysql']) {
      const deep = await sql(`SELECT ${'('.repeat(60)}1${')'.repeat(60)} FROM users`, { dialect });
      expect(deep.status, deep.text).toBe(400);
      expect(deep.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'nesting_depth' });
      const many = await sql(`SELECT ${Array.from({ length: 2100 }, () => '1').join(',')} FROM users`, { dialect });
      expect(many.status, many.text).toBe(400);
      expect(many.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'tokens' });
    }
  });

  it('answers at the caps: a new schema at its length cap with the costliest queries the caps allow', async () => {
    const worst = worstSqlQueries();
    for (const dialect of ['sqlite', 'postgresql', 'mysql']) {
      for (const query of [worst.joins, worst.orChain, worst.nestedSubqueries]) {
        const res = await sql(query, { dialect, schema_ddl: worstSqlSchema(`${dialect}-${query.length}`) });
        expect(res.status, res.text.slice(0, 300)).toBe(200);
        expect(['VALID', 'INVALID', 'UNKNOWN']).toContain(res.json.status);
      }
    }
    const joins = Array.from({ length: 65 }, (_, k) => `JOIN orders o${k} ON o${k}.user_id = users.id`).join(' ');
    const tooMany = await sql(`SELECT users.id FROM users ${joins}`);
    expect(tooMany.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'joins' });
  });

  it('400s an unknown dialect', async () => {
    const res = await sql('SELECT 1', { dialect: 'oracle-ish' });
    expect(res.status).toBe(400);
  });

  it('fails closed with 503 when the sandbox never answers or answers something impossible', async () => {
    const base = env as unknown as Env;
    const hung = {
      ...base,
      SANDBOX_TIMEOUT_MS: '50',
      SANDBOX: { fetch: () => new Promise<Response>(() => undefined) } as unknown as Fetcher,
    };
    await expect(runSql(hung, { query: 'SELECT 1', schema_ddl: '', dialect: 'postgresql' })).rejects.toMatchObject({
      code: 'SANDBOX_UNAVAILABLE',
    });
    const lying = {
      ...base,
      SANDBOX: {
        fetch: async () =>
          Response.json({
            ok: true,
            result: {
              is_valid: true,
              status: 'VALID',
              message: 'ok',
              issues: [],
              validation: 'engine',
              checks: ['engine'],
              engine: 'x',
              dialect: 'mysql',
            },
          }),
      } as unknown as Fetcher,
    };
    const error = await runSql(lying, { query: 'SELECT 1', schema_ddl: '', dialect: 'mysql' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SANDBOX_UNAVAILABLE' });
  });
});
