import { describe, expect, it } from 'vitest';
import { loadDialectParser } from './dialect-parsers.ts';
import { splitSqlStatementSpans } from './split-statements.ts';
import { SCHEMA } from './sql-cases.ts';
import { lexOptionsFor } from './sql-lexer.ts';
import { finalizeSqlResult } from './sql-result.ts';
import { cleanSqliteMessage, SQLITE_SCHEMA_STATEMENTS, sqliteExactCheckPlan, sqliteExactIssues } from './sqlite-exact.ts';
import { staticSqlReport } from './verify-sql.ts';

describe('bind parameters, numbered as SQLite numbers them', () => {
  const count = (query: string) =>
    plan(sqliteExactCheckPlan({ query, schemaSpans: splitSqlStatementSpans('CREATE TABLE t (a, b)', lexOptionsFor('sqlite')) }))
      ?.parameters;
  const plan = (r: ReturnType<typeof sqliteExactCheckPlan>) => (r && 'plan' in r ? r.plan : null);
  it.each([
    ['SELECT a FROM t', 0],
    ['SELECT a FROM t WHERE a = ? AND b = ?', 2],
    ['SELECT a FROM t WHERE a = ?3', 3],
    ['SELECT a FROM t WHERE a = ?2 AND b = ?', 3],
    ['SELECT a FROM t WHERE a = :x AND b = :x', 1],
    ['SELECT a FROM t WHERE a = :x AND b = @y OR a = $z', 3],
    ["SELECT a FROM t WHERE a = '?' -- ?", 0],
  ])('%s needs %i values', (query, n) => {
    expect(count(query)).toBe(n);
  });
});

describe('sqliteExactCheckPlan', () => {
  const spans = async (ddl: string) =>
    staticSqlReport(await loadDialectParser('sqlite'), 'sqlite', { query: 'SELECT 1', schema_ddl: ddl }, { names: false }).schemaSpans;
  const plan = (r: ReturnType<typeof sqliteExactCheckPlan>) => (r && 'plan' in r ? r.plan : null);
  it('plans a single statement with the definitions it reaches, closed under what they mention', async () => {
    const schema = await spans(
      `${SCHEMA}\nINSERT INTO users VALUES (1,'a','b',1); PRAGMA foo = 1; CREATE VIRTUAL TABLE f USING fts5(x);
      CREATE INDEX orders_user ON orders(user_id); CREATE TRIGGER t_orders AFTER INSERT ON orders BEGIN SELECT 1; END;`,
    );
    const p = plan(sqliteExactCheckPlan({ query: 'SELECT u.nme FROM users u;', schemaSpans: schema }));
    expect(p?.query).toBe('SELECT u.nme FROM users u');
    expect(p?.schema.statements.map((s) => s.text.slice(0, 24))).toEqual(['CREATE TABLE users (id I']);
    // orders mentions users (REFERENCES); its index and trigger come with it; the view reaches orders.
    const q = plan(sqliteExactCheckPlan({ query: 'SELECT total FROM paid_orders', schemaSpans: schema }));
    expect(q?.schema.statements.map((s) => s.text.split(/\s+/).slice(1, 3).join(' '))).toEqual([
      'TABLE users',
      'TABLE orders',
      'VIEW paid_orders',
      'INDEX orders_user',
      'TRIGGER t_orders',
    ]);
    expect(q?.schema.key).toBe(p?.schema.key);
    expect(q?.schema.statements.every((s) => s.text.startsWith('CREATE'))).toBe(true);
  });
  it('answers UNKNOWN (BUDGET_EXCEEDED) when the query reaches more definitions than the cap', async () => {
    const many = Array.from({ length: SQLITE_SCHEMA_STATEMENTS + 1 }, (_, i) => `CREATE TABLE t${i} (id INTEGER);`).join('\n');
    const query = `SELECT 1 FROM ${Array.from({ length: SQLITE_SCHEMA_STATEMENTS + 1 }, (_, i) => `t${i}`).join(', ')}`;
    const r = sqliteExactCheckPlan({ query, schemaSpans: await spans(many) });
    expect(r && 'skip' in r ? r.skip.code : null).toBe('BUDGET_EXCEEDED');
  });
  it('refuses other dialects, stacked statements, non-DML and reserved tables; sends typos to SQLite', async () => {
    const none: never[] = [];
    expect(sqliteExactCheckPlan({ query: 'SELECT 1', schemaSpans: none, dialect: 'postgresql' })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'SELECT 1; DROP TABLE users', schemaSpans: none })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'DROP TABLE users', schemaSpans: none })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'EXPLAIN SELECT 1', schemaSpans: none })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'SELECT * FROM _cf_KV', schemaSpans: none })).toBeNull();
    expect(sqliteExactCheckPlan({ query: '-- only a comment', schemaSpans: none })).toBeNull();
    expect(plan(sqliteExactCheckPlan({ query: 'SELEC 1', schemaSpans: none }))?.query).toBe('SELEC 1');
    expect(plan(sqliteExactCheckPlan({ query: 'SELECT 1 FROM _cf_x', schemaSpans: await spans('CREATE TABLE _cf_x (a)') }))).toBeNull();
    expect(
      plan(sqliteExactCheckPlan({ query: 'SELECT 1 FROM x', schemaSpans: await spans('CREATE TABLE _cf_x (a); CREATE TABLE x (a)') }))
        ?.schema.statements,
    ).toEqual([{ id: 0, text: 'CREATE TABLE x (a)' }]);
  });
});

describe('sqliteExactIssues', () => {
  it('strips runtime suffixes', () => {
    expect(cleanSqliteMessage('no such column: u.nme at offset 15: SQLITE_ERROR')).toEqual({ text: 'no such column: u.nme', offset: 15 });
    expect(cleanSqliteMessage('Error: near "SELEC": syntax error: SQLITE_ERROR').text).toBe('near "SELEC": syntax error');
  });
  it('turns an SQLite error into a positioned issue', () => {
    const query = 'SELECT u.nme FROM users u';
    expect(sqliteExactIssues({ ok: true }, query)).toEqual([]);
    expect(sqliteExactIssues({ ok: false, error: 'no such column: u.nme at offset 15: SQLITE_ERROR' }, query)).toEqual([
      { code: 'UNKNOWN_COLUMN', message: 'SQLite: no such column: u.nme.', position: { line: 1, column: 8 } },
    ]);
    expect(sqliteExactIssues({ ok: false, error: 'no such function: IFNULLX' })[0]?.code).toBe('UNKNOWN_FUNCTION');
  });
  it('never passes unknown runtime text through', () => {
    expect(sqliteExactIssues({ ok: false, error: 'internal: /var/lib/do/abc.sqlite locked by pid 4' })).toEqual([
      { code: 'SQLITE_ERROR', message: 'SQLite rejected the query against the schema.' },
    ]);
  });
  it('separates a broken schema and a failed scratch database from a wrong query', () => {
    expect(sqliteExactIssues({ ok: false, error: 'schema: near "TABEL": syntax error' })[0]).toMatchObject({ code: 'SCHEMA_ERROR' });
    expect(sqliteExactIssues({ ok: false, engineError: 'storage' })[0]).toMatchObject({ code: 'ENGINE_ERROR' });
  });
});

describe('a static report finalized with the SQLite verdict', () => {
  it('is VALID only when SQLite judged it and nothing else was found', async () => {
    const parser = await loadDialectParser('sqlite');
    const input = { query: 'SELECT u.id FROM users u', schema_ddl: SCHEMA };
    const report = staticSqlReport(parser, 'sqlite', input, { names: false });
    const valid = finalizeSqlResult(report, { engine: 'SQLite 3.46.0', issues: sqliteExactIssues({ ok: true }) });
    expect(valid).toMatchObject({ is_valid: true, status: 'VALID', validation: 'engine', engine: 'SQLite 3.46.0' });
    expect(valid.checks).toEqual(['safety', 'syntax', 'engine']);
    const rejected = finalizeSqlResult(report, {
      engine: 'SQLite',
      issues: sqliteExactIssues({ ok: false, error: 'no such column: u.nme' }),
    });
    expect(rejected).toMatchObject({ is_valid: false, status: 'INVALID', message: 'SQLite: no such column: u.nme.' });
    const failed = finalizeSqlResult(report, { engine: null, issues: sqliteExactIssues({ ok: false, engineError: 'x' }) });
    expect(failed).toMatchObject({ is_valid: false, status: 'UNKNOWN', validation: 'syntax_only' });
  });
});
