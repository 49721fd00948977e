import { describe, expect, it } from 'vitest';
import { benchSql } from './bench-sql.ts';
import { UnsupportedDialectError } from './dialects.ts';
import { SCHEMA, SQL_CASES } from './sql-cases.ts';
import { verifySql } from './verify-any-dialect.ts';

describe('verifySql cases', () => {
  it('has at least 40 cases over three dialects', () => {
    expect(SQL_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SQL_CASES.map((c) => c.dialect)).size).toBeGreaterThanOrEqual(3);
  });
  for (const c of SQL_CASES) {
    it(`${c.dialect}: ${c.name}`, async () => {
      const r = await verifySql({ query: c.query, schema_ddl: c.schema ?? SCHEMA, dialect: c.dialect, allow_writes: c.allow_writes });
      const codes = r.issues.map((i) => i.code);
      // Without an engine nothing is ever VALID: a clean query is UNKNOWN (NO_ENGINE), a faulty one INVALID.
      expect(r.is_valid).toBe(false);
      expect({ status: r.status, codes }, r.message).toMatchObject({ status: c.status ?? (c.valid ? 'UNKNOWN' : 'INVALID') });
      if (c.valid) expect(codes).toEqual(['NO_ENGINE']);
      for (const code of c.codes ?? []) expect(codes, r.message).toContain(code);
      expect(r.message.length).toBeGreaterThan(0);
      expect(r.dialect).toBe(c.dialect);
    });
  }
});

describe('verifySql details', () => {
  it('reports positions, tables, columns and statement type', async () => {
    const r = await verifySql({ query: 'SELECT u.name,\n       u.nme FROM users u', schema_ddl: SCHEMA });
    expect(r.is_valid).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'UNKNOWN_COLUMN', position: { line: 2, column: 8 } });
    expect(r.tables).toEqual(['users']);
    expect(r.columns).toEqual(['users.name']);
    expect(r.statement_type).toBe('select');
    expect(r.message).toMatch(/u\.nme/);
  });
  it('gives the syntax error position', async () => {
    const r = await verifySql({ query: 'SELECT id\nFROM users WHERE', schema_ddl: SCHEMA, dialect: 'postgresql' });
    expect(r.issues[0]?.code).toBe('GRAMMAR_REJECTED');
    expect(r.issues[0]?.position?.line).toBe(2);
    expect(r.status).toBe('UNKNOWN');
  });
  it('puts security issues first in the message', async () => {
    const r = await verifySql({ query: "SELECT nope FROM users WHERE name = '' OR 1=1", schema_ddl: SCHEMA });
    expect(r.issues.map((i) => i.code)).toEqual(['TAUTOLOGY', 'UNKNOWN_COLUMN', 'NO_ENGINE']);
    expect(r.message).toMatch(/^Tautology.*\(1 more issue\)$/);
  });
  it('reads an aggregate in HAVING as one value per group: complementary counts keep every group', async () => {
    const codes = async (query: string, dialect = 'postgresql') =>
      (await verifySql({ query, schema_ddl: SCHEMA, dialect })).issues.map((i) => i.code);
    expect(await codes('SELECT user_id FROM orders GROUP BY user_id HAVING count(*) > 3 OR count(*) <= 3')).toContain('TAUTOLOGY');
    expect(await codes('SELECT user_id FROM orders GROUP BY user_id HAVING COUNT(id) >= 0', 'mysql')).not.toContain('TAUTOLOGY');
    expect(await codes('SELECT user_id FROM orders GROUP BY user_id HAVING count(*) > 3 OR count(id) <= 3')).not.toContain('TAUTOLOGY');
    // SUM is NULL for a group without values: the two comparisons do not cover it.
    expect(await codes('SELECT user_id FROM orders GROUP BY user_id HAVING sum(total) > 3 OR sum(total) <= 3')).not.toContain('TAUTOLOGY');
    expect(await codes('SELECT user_id FROM orders GROUP BY user_id HAVING count(*) > 3 OR count(*) < 3')).not.toContain('TAUTOLOGY');
  });
  it('reads a double-quoted name as the column it names in the tautology rule ("group" IS NOT NULL on a NOT NULL column)', async () => {
    const ddl = 'CREATE TABLE "user" (login VARCHAR(30) PRIMARY KEY, "group" VARCHAR(20) NOT NULL, note VARCHAR(20));';
    const codes = async (query: string, dialect = 'sqlite') =>
      (await verifySql({ query, schema_ddl: ddl, dialect })).issues.map((i) => i.code);
    expect(await codes(`SELECT login FROM "user" WHERE "group" = 'ops' OR "group" IS NOT NULL`)).toContain('TAUTOLOGY');
    expect(await codes(`SELECT login FROM "user" WHERE "group" = 'ops' OR "group" IS NOT NULL`, 'postgresql')).toContain('TAUTOLOGY');
    // A nullable column is not covered by IS NOT NULL.
    expect(await codes(`SELECT login FROM "user" WHERE "note" = 'ops' OR "note" IS NOT NULL`)).not.toContain('TAUTOLOGY');
    expect(await codes(`SELECT login FROM "user" WHERE login = 'a' OR "group" = 'b'`)).not.toContain('TAUTOLOGY');
  });
  it('reads COALESCE(column, constant) compared with a constant on the column: the constant stands for its NULL', async () => {
    const ddl = 'CREATE TABLE shipment (id INTEGER PRIMARY KEY, carrier_id INTEGER, label VARCHAR(20), weight INTEGER NOT NULL);';
    const codes = async (query: string, dialect: string) =>
      (await verifySql({ query, schema_ddl: ddl, dialect })).issues.map((i) => i.code);
    // NULL gives -1 = -1; every other value is covered by IS NOT NULL.
    expect(await codes('SELECT id FROM shipment WHERE COALESCE(carrier_id, -1) = -1 OR carrier_id IS NOT NULL', 'postgresql')).toContain(
      'TAUTOLOGY',
    );
    expect(await codes('SELECT id FROM shipment WHERE IFNULL(carrier_id, 7) < 10 OR carrier_id >= 10', 'mysql')).toContain('TAUTOLOGY');
    expect(await codes("SELECT id FROM shipment WHERE ISNULL(label, 'none') = 'none' OR label <> 'none'", 'transactsql')).toContain(
      'TAUTOLOGY',
    );
    // The constant does not satisfy the comparison: rows with a NULL carrier are filtered out.
    expect(await codes('SELECT id FROM shipment WHERE COALESCE(carrier_id, 5) = -1 OR carrier_id IS NOT NULL', 'postgresql')).not.toContain(
      'TAUTOLOGY',
    );
    expect(await codes('SELECT id FROM shipment WHERE COALESCE(carrier_id, 0) = 0 OR carrier_id > 0', 'sqlite')).not.toContain('TAUTOLOGY');
    // In SQLite a declared INTEGER column may hold text: its values are not compared inside the function, but on its
    // NULL the constant still decides, and IS NOT NULL covers every other row.
    expect(await codes('SELECT id FROM shipment WHERE coalesce(carrier_id, 0) = 0 OR carrier_id IS NOT NULL', 'sqlite')).toContain(
      'TAUTOLOGY',
    );
    expect(await codes('SELECT id FROM shipment WHERE coalesce(carrier_id, 0) = 1 OR carrier_id IS NOT NULL', 'sqlite')).not.toContain(
      'TAUTOLOGY',
    );
    expect(await codes('SELECT id FROM shipment WHERE NOT (COALESCE(carrier_id, 0) = 0) OR carrier_id IS NULL', 'sqlite')).not.toContain(
      'TAUTOLOGY',
    );
    // A string compared with a number column is converted differently inside a function in SQLite: not read.
    expect(await codes("SELECT id FROM shipment WHERE COALESCE(carrier_id, 0) = '0' OR carrier_id <> 0", 'sqlite')).not.toContain(
      'TAUTOLOGY',
    );
  });
  it('joins string literals before comparing them: a constant comparison that holds is a tautology in an OR', async () => {
    const ddl = 'CREATE TABLE parcel (code VARCHAR(12) PRIMARY KEY, depot VARCHAR(20) NOT NULL);';
    const codes = async (query: string, dialect: string) =>
      (await verifySql({ query, schema_ddl: ddl, dialect })).issues.map((i) => i.code);
    expect(await codes(`SELECT code FROM parcel WHERE depot = 'Ghent' OR 'x' || 'y' || 'z' = 'xyz'`, 'postgresql')).toContain('TAUTOLOGY');
    expect(await codes(`SELECT code FROM parcel WHERE depot = 'Ghent' OR 'x' || 'y' = 'xyz'`, 'sqlite')).not.toContain('TAUTOLOGY');
    expect(await codes(`SELECT code FROM parcel WHERE depot = 'Ghent' OR 'no' + 'rth' = 'north'`, 'transactsql')).toContain('TAUTOLOGY');
    // In MySQL `||` is OR, and '+' adds numbers: neither joins text.
    expect(await codes(`SELECT code FROM parcel WHERE depot = 'Ghent' OR 'no' + 'rth' = 'north'`, 'mysql')).not.toContain('TAUTOLOGY');
    // A column joined to text is not a constant.
    expect(await codes(`SELECT code FROM parcel WHERE depot = 'Ghent' OR depot || '' = 'Ghent'`, 'postgresql')).not.toContain('TAUTOLOGY');
  });
  it('never passes an OR condition the grammar could not read (IS DISTINCT FROM): UNKNOWN, not VALID', async () => {
    const ddl = 'CREATE TABLE parcel (code VARCHAR(12) PRIMARY KEY, depot VARCHAR(20) NOT NULL, note VARCHAR(40));';
    const codes = async (query: string) => (await verifySql({ query, schema_ddl: ddl, dialect: 'postgresql' })).issues.map((i) => i.code);
    expect(await codes(`SELECT code FROM parcel WHERE note IS DISTINCT FROM 'fragile' OR note = 'fragile'`)).toContain(
      'GRAMMAR_UNSUPPORTED',
    );
    expect(await codes(`SELECT code FROM parcel WHERE depot = 'Ghent' OR note IS NOT DISTINCT FROM depot`)).toContain(
      'GRAMMAR_UNSUPPORTED',
    );
    // Without an OR there is no tautology to find: nothing is left unread.
    expect(await codes(`SELECT code FROM parcel WHERE note IS DISTINCT FROM 'fragile'`)).not.toContain('GRAMMAR_UNSUPPORTED');
  });
  it('passes an OR as VALID only when rows that escape it exist: unread constants and related atoms are UNKNOWN', async () => {
    const ddl =
      'CREATE TABLE member (id INTEGER PRIMARY KEY, handle VARCHAR(30) NOT NULL, age INTEGER, joined TIMESTAMP NOT NULL, tier VARCHAR(8) NOT NULL);';
    const codes = async (where: string, dialect = 'postgresql') =>
      (await verifySql({ query: `SELECT id FROM member WHERE ${where}`, schema_ddl: ddl, dialect })).issues.map((i) => i.code);
    // TRUE for every row, in ways the rule cannot evaluate: never VALID.
    for (const where of [
      "handle = 'kim' OR abs(-3) = 3",
      "handle = 'kim' OR char_length('abcd') = 4",
      "handle = 'kim' OR abs(age) >= 0 OR age IS NULL",
      "handle = 'kim' OR id - 0 = id",
      "handle = 'kim' OR lower(handle) <> 'KIM'",
      "handle = 'kim' OR substr(handle, 1, 0) = ''",
      // Two comparisons the rule cannot evaluate alone, or one beside a comparison it can, over one column: together
      // they may hold for every value of it.
      'joined <= now() OR joined > now()',
      'joined < current_timestamp OR joined >= current_timestamp OR age IS NULL',
      "joined <= now() OR joined > '2001-01-01'",
      'tier = $1 OR tier <> $1',
      '(joined <= now() AND age > 3) OR joined > now()',
    ])
      expect(await codes(where), where).toContain('GRAMMAR_UNSUPPORTED');
    // A condition and its negation over a NOT NULL column are proven TRUE for every row.
    expect(await codes("tier NOT LIKE 'g%' OR tier LIKE 'g%' OR handle = 'kim'")).toContain('TAUTOLOGY');
    // Ordinary filters keep their answers: escaping rows exist.
    for (const where of [
      "lower(handle) = 'kim' OR tier = 'gold'",
      "(tier = 'gold' AND age > 30) OR handle = 'kim'",
      "joined > now() - interval '7 days' OR tier = 'gold'",
      'age > $1 OR age IS NULL',
      'handle = $1 OR handle = $2 OR id = $3',
      "tier = 'gold' OR (tier = 'silver' AND age > 30)",
      "joined > now() - interval '7 days' OR age IS NULL OR tier = 'gold'",
      'id IN (SELECT id FROM member WHERE age > 60) OR tier = $1',
      '$1 IS NULL OR tier = $1',
      "handle LIKE 'k%' OR tier = 'gold'",
    ]) {
      const found = await codes(where);
      expect(found, where).not.toContain('GRAMMAR_UNSUPPORTED');
      expect(found, where).not.toContain('TAUTOLOGY');
    }
  });
  it('reads numbered SQLite parameters (?2) as values the tautology rule knows nothing about', async () => {
    const ddl = 'CREATE TABLE parcel (code VARCHAR(12) PRIMARY KEY, depot VARCHAR(20) NOT NULL);';
    const codes = async (query: string) => (await verifySql({ query, schema_ddl: ddl, dialect: 'sqlite' })).issues.map((i) => i.code);
    // The grammar refuses `?3` (SQLite itself decides the syntax); the conditions are still read.
    expect(await codes(`SELECT code FROM parcel WHERE code = ?3 OR depot = ?4`)).toEqual(['GRAMMAR_REJECTED', 'NO_ENGINE']);
    expect(await codes(`SELECT code FROM parcel WHERE code = ?3 OR depot = depot`)).toContain('TAUTOLOGY');
    expect(await codes(`SELECT code FROM parcel WHERE code = '?3' OR code = '?4'`)).toEqual(['NO_ENGINE']);
  });
  it("resolves an ORDER BY after a UNION against the first SELECT's output names", async () => {
    const codes = async (query: string) => (await verifySql({ query, schema_ddl: SCHEMA, dialect: 'mysql' })).issues.map((i) => i.code);
    expect(await codes('SELECT name AS n FROM users UNION ALL SELECT status FROM orders ORDER BY n LIMIT 5')).not.toContain(
      'UNKNOWN_COLUMN',
    );
    expect(await codes('SELECT name AS n FROM users UNION ALL SELECT status FROM orders ORDER BY zz LIMIT 5')).toContain('UNKNOWN_COLUMN');
  });
  it('accepts dialect aliases and rejects unknown dialects', async () => {
    expect((await verifySql({ query: 'SELECT 1', schema_ddl: '', dialect: 'Postgres' })).dialect).toBe('postgresql');
    await expect(verifySql({ query: 'SELECT 1', schema_ddl: '', dialect: 'oracle' })).rejects.toBeInstanceOf(UnsupportedDialectError);
  });
  it('benchmarks', async () => {
    const b = await benchSql(30);
    expect(b.length).toBeGreaterThanOrEqual(4);
    for (const x of b) expect(x.msPerOp).toBeGreaterThan(0);
  });
});
