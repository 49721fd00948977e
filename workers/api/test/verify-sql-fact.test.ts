import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

const SCHEMA =
  'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT, email TEXT);\nCREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total REAL);';
let t: Tenant;
const sql = async (query: string, extra: Record<string, unknown> = {}) => {
  t ??= await newTenant();
  const res = await call('POST', '/v1/verify/sql', { headers: apiKey(t), body: { query, schema_ddl: SCHEMA, ...extra } });
  return res;
};

describe('POST /v1/verify/sql', () => {
  it('accepts a valid query (sqlite checked by SQLite itself)', async () => {
    const res = await sql(
      'SELECT u.name, SUM(o.total) AS spent FROM users u JOIN orders o ON o.user_id = u.id GROUP BY u.name ORDER BY spent DESC',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ is_valid: true });
    expect(typeof res.json.message).toBe('string');
  });

  it.each([
    ['unknown table', 'SELECT * FROM customers', 'UNKNOWN_TABLE'],
    ['unknown column', 'SELECT u.nme FROM users u', 'UNKNOWN_COLUMN'],
    ['syntax error', 'SELEC name FROM users', 'SYNTAX_ERROR'],
    ['drop', 'DROP TABLE users', null],
    ['delete without where', 'DELETE FROM users', null],
    ['stacked statements', 'SELECT 1; DROP TABLE users', 'STACKED_STATEMENTS'],
    ['tautology', "SELECT * FROM users WHERE name = '' OR 1=1", 'TAUTOLOGY'],
    ['union exfiltration', 'SELECT name FROM users UNION SELECT sql FROM sqlite_master', null],
  ])('rejects %s', async (_label, query, code) => {
    const res = await sql(query);
    expect(res.status, res.text).toBe(200);
    expect(res.json.is_valid).toBe(false);
    expect(res.json.issues.length).toBeGreaterThan(0);
    if (code) expect(res.json.issues.map((i: { code: string }) => i.code)).toContain(code);
  });

  it('checks postgresql and mysql with their own grammars, and 400s unknown dialects', async () => {
    expect((await sql('SELECT name FROM users LIMIT 5', { dialect: 'postgresql' })).json.is_valid).toBe(true);
    expect((await sql('SELECT nope FROM users', { dialect: 'mysql' })).json.is_valid).toBe(false);
    expect((await sql('SELECT 1', { dialect: 'oracle-ish' })).status).toBe(400);
  });
});
