import { describe, expect, it } from 'vitest';
import { SCHEMA } from './sql-cases.ts';
import { cleanSqliteMessage, mergeSqliteExactResult, sqliteExactCheckPlan } from './sqlite-exact.ts';
import { verifySql } from './verify-sql.ts';

describe('sqliteExactCheckPlan', () => {
  it('plans a single statement with CREATE statements only', () => {
    const plan = sqliteExactCheckPlan({
      query: 'SELECT u.nme FROM users u;',
      schema_ddl: `${SCHEMA}\nINSERT INTO users VALUES (1,'a','b',1); PRAGMA foo = 1;`,
    });
    expect(plan?.query).toBe('SELECT u.nme FROM users u');
    expect(plan?.schemaStatements).toHaveLength(4);
    expect(plan?.schemaStatements.every((s) => s.startsWith('CREATE'))).toBe(true);
  });
  it('refuses other dialects, stacked statements, non-DML and reserved tables', () => {
    expect(sqliteExactCheckPlan({ query: 'SELECT 1', schema_ddl: '', dialect: 'postgresql' })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'SELECT 1; DROP TABLE users', schema_ddl: '' })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'DROP TABLE users', schema_ddl: '' })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'EXPLAIN SELECT 1', schema_ddl: '' })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'SELECT * FROM _cf_KV', schema_ddl: '' })).toBeNull();
    expect(sqliteExactCheckPlan({ query: '-- only a comment', schema_ddl: '' })).toBeNull();
    expect(sqliteExactCheckPlan({ query: 'SELECT 1', schema_ddl: 'CREATE TABLE _cf_x (a)' })?.schemaStatements).toEqual([]);
  });
});

describe('mergeSqliteExactResult', () => {
  it('strips runtime suffixes', () => {
    expect(cleanSqliteMessage('no such column: u.nme at offset 15: SQLITE_ERROR')).toEqual({ text: 'no such column: u.nme', offset: 15 });
    expect(cleanSqliteMessage('Error: near "SELEC": syntax error: SQLITE_ERROR').text).toBe('near "SELEC": syntax error');
  });
  it('turns an SQLite error into an issue and invalidates the result', async () => {
    const query = 'SELECT u.id FROM users u';
    const ok = await verifySql({ query, schema_ddl: SCHEMA });
    expect(mergeSqliteExactResult(ok, { ok: true })).toBe(ok);
    const merged = mergeSqliteExactResult(ok, { ok: false, error: 'no such column: u.nme at offset 15: SQLITE_ERROR' }, query);
    expect(merged.is_valid).toBe(false);
    expect(merged.issues).toEqual([
      { code: 'UNKNOWN_COLUMN', message: 'SQLite: no such column: u.nme.', position: { line: 1, column: 8 } },
    ]);
    expect(merged.message).toBe('SQLite: no such column: u.nme.');
  });
  it('never passes unknown runtime text through', async () => {
    const ok = await verifySql({ query: 'SELECT 1', schema_ddl: '' });
    const merged = mergeSqliteExactResult(ok, { ok: false, error: 'internal: /var/lib/do/abc.sqlite locked by pid 4' });
    expect(merged.issues[0]).toEqual({ code: 'SQLITE_ERROR', message: 'SQLite rejected the query against the schema.' });
  });
});
