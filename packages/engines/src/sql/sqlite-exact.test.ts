import { describe, expect, it } from 'vitest';
import { loadDialectParser } from './dialect-parsers.ts';
import { SCHEMA } from './sql-cases.ts';
import { finalizeSqlResult } from './sql-result.ts';
import { cleanSqliteMessage, sqliteExactCheckPlan, sqliteExactIssues } from './sqlite-exact.ts';
import { staticSqlReport } from './verify-sql.ts';

describe('sqliteExactCheckPlan', () => {
  const definitions = async (ddl: string) =>
    staticSqlReport(await loadDialectParser('sqlite'), 'sqlite', { query: 'SELECT 1', schema_ddl: ddl }, { names: false })
      .schemaDefinitions;
  it('plans a single statement with the CREATE statements of the schema', async () => {
    const plan = sqliteExactCheckPlan({
      query: 'SELECT u.nme FROM users u;',
      definitions: await definitions(
        `${SCHEMA}\nINSERT INTO users VALUES (1,'a','b',1); PRAGMA foo = 1; CREATE VIRTUAL TABLE f USING fts5(x);`,
      ),
    });
    expect(plan?.query).toBe('SELECT u.nme FROM users u');
    expect(plan?.schemaStatements).toHaveLength(4);
    expect(plan?.schemaStatements.every((s) => s.startsWith('CREATE'))).toBe(true);
  });
  it('refuses other dialects, stacked statements, non-DML and reserved tables; sends typos to SQLite', async () => {
    expect(sqliteExactCheckPlan({ query: 'SELECT 1', definitions: [], dialect: 'postgresql' })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'SELECT 1; DROP TABLE users', definitions: [] })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'DROP TABLE users', definitions: [] })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'EXPLAIN SELECT 1', definitions: [] })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'SELECT * FROM _cf_KV', definitions: [] })).toBeNull();
    expect(sqliteExactCheckPlan({ query: '-- only a comment', definitions: [] })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'SELEC 1', definitions: [] })?.query).toBe('SELEC 1');
    expect(sqliteExactCheckPlan({ query: 'SELECT 1', definitions: await definitions('CREATE TABLE _cf_x (a)') })?.schemaStatements).toEqual(
      [],
    );
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
