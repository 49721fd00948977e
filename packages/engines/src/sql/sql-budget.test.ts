import { describe, expect, it } from 'vitest';
import { InputTooComplexError, WorkBudget } from '../budget.ts';
import { loadDialectParser } from './dialect-parsers.ts';
import { SQL_CAPS, SQL_SCHEMA_WORK_BUDGET, SQL_WORK_BUDGET } from './sql-caps.ts';
import { isTrivia, lexSql } from './sql-lexer.ts';
import { worstSqlQueries, worstSqlSchema, worstSqlViewSchema } from './sql-worst-cases.ts';
import { staticSqlReport, verifySqlWithParser } from './verify-sql.ts';

const codes = (issues: Array<{ code: string }>) => issues.map((i) => i.code);
const significant = (query: string) => lexSql(query).filter((t) => !isTrivia(t)).length;

describe('SQL caps and work budget', () => {
  it('finishes every worst shape at the caps within the work budget, in every dialect', async () => {
    const schema = worstSqlSchema();
    for (const dialect of ['sqlite', 'postgresql', 'mysql', 'mariadb', 'bigquery', 'snowflake', 'transactsql'] as const) {
      const parser = await loadDialectParser(dialect);
      for (const [shape, query] of Object.entries(worstSqlQueries())) {
        const budget = new WorkBudget(SQL_WORK_BUDGET);
        const report = staticSqlReport(
          parser,
          dialect,
          { query, schema_ddl: schema },
          { names: dialect !== 'sqlite' && dialect !== 'postgresql', budget },
        );
        expect(codes(report.issues), `${dialect} ${shape}`).not.toContain('BUDGET_EXCEEDED');
        expect(budget.spent, `${dialect} ${shape}`).toBeLessThanOrEqual(SQL_WORK_BUDGET);
        // The budget is not a formality: the heaviest shapes spend a real share of it.
        if (shape === 'joins') expect(budget.spent).toBeGreaterThan(SQL_CAPS.queryTokens);
        if (shape === 'orChain') expect(budget.spent).toBeGreaterThan(2 * significant(query));
      }
    }
  });

  it('refuses inputs past a structural cap before any grammar runs', async () => {
    const parser = await loadDialectParser('mysql');
    const refuse = (query: string, schema_ddl = '') => {
      try {
        staticSqlReport(parser, 'mysql', { query, schema_ddl }, { names: true });
        return null;
      } catch (e) {
        return e instanceof InputTooComplexError ? e.limit : 'other';
      }
    };
    const depth = SQL_CAPS.nestingDepth + 1;
    expect(refuse(`SELECT ${'('.repeat(depth)}1${')'.repeat(depth)}`)).toBe('nesting_depth');
    expect(refuse(`SELECT ${Array.from({ length: SQL_CAPS.queryTokens }, () => '1').join(',')}`)).toBe('tokens');
    expect(refuse(`SELECT '${'x'.repeat(SQL_CAPS.queryChars)}'`)).toBe('length');
    const joins = Array.from({ length: SQL_CAPS.joins + 1 }, (_, k) => `JOIN t t${k} USING (id)`).join(' ');
    expect(refuse(`SELECT 1 FROM t ${joins}`)).toBe('joins');
    expect(refuse('SELECT 1', 'x'.repeat(SQL_CAPS.schemaChars + 1))).toBe('length');
    expect(refuse('SELECT 1', 'CREATE TABLE t (a INT);'.repeat(SQL_CAPS.schemaStatements + 1))).toBe('statements');
    expect(refuse('SELECT 1', `CREATE TABLE t (a INT CHECK ${'('.repeat(depth)}a > 0${')'.repeat(depth)});`)).toBe('nesting_depth');
    // Brackets inside strings and comments do not count.
    expect(refuse(`SELECT '${'('.repeat(200)}' -- ${'('.repeat(200)}`)).toBeNull();
  });

  it('refuses an OR chain or IN lists past their caps, at the bound it reads them', async () => {
    const refuse = async (dialect: 'mysql' | 'postgresql', query: string) => {
      const parser = await loadDialectParser(dialect);
      try {
        return staticSqlReport(parser, dialect, { query, schema_ddl: 'CREATE TABLE stock (sku INT, bin TEXT);' }, { names: false }).issues;
      } catch (e) {
        return e instanceof InputTooComplexError ? e.limit : 'other';
      }
    };
    const shelves = (n: number, op: string) => Array.from({ length: n + 1 }, (_, k) => `sku > ${k * 3}`).join(` ${op} `);
    expect(await refuse('postgresql', `SELECT bin FROM stock WHERE ${shelves(SQL_CAPS.orOperators, 'OR')}`)).not.toBe('or_operators');
    expect(await refuse('postgresql', `SELECT bin FROM stock WHERE ${shelves(SQL_CAPS.orOperators + 1, 'or')}`)).toBe('or_operators');
    // MySQL reads `||` as OR; PostgreSQL as string concatenation, which is no OR chain.
    expect(await refuse('mysql', `SELECT bin FROM stock WHERE ${shelves(SQL_CAPS.orOperators + 1, '||')}`)).toBe('or_operators');
    const glued = Array.from({ length: SQL_CAPS.orOperators + 1 }, (_, k) => `'b${k}'`).join(' || ');
    expect(await refuse('postgresql', `SELECT bin || ${glued} FROM stock`)).not.toBe('or_operators');
    // IN lists count their values together; a list past the cap is refused before the grammar reads it.
    const skus = (n: number) => Array.from({ length: n }, (_, k) => String(k * 11)).join(', ');
    const half = SQL_CAPS.inListValues / 2;
    const both = (a: number, b: number) => `SELECT bin FROM stock WHERE sku IN (${skus(a)}) AND sku NOT IN (${skus(b)})`;
    expect(await refuse('postgresql', both(half, half))).not.toBe('in_list_values');
    expect(await refuse('postgresql', both(half, half + 1))).toBe('in_list_values');
    // Values of other bracketed lists (a function's arguments, VALUES rows) are not IN-list values.
    expect(await refuse('postgresql', `SELECT GREATEST(${skus(SQL_CAPS.inListValues + 1)}) FROM stock`)).not.toBe('in_list_values');
  });

  it('answers UNKNOWN (BUDGET_EXCEEDED) when the budget is spent, never a verdict from half an analysis', async () => {
    const parser = await loadDialectParser('mysql');
    const query = worstSqlQueries().orChain;
    const r = verifySqlWithParser(
      parser,
      'mysql',
      { query, schema_ddl: 'CREATE TABLE t1 (id INT);' },
      new WorkBudget(significant(query) + 50),
    );
    expect(r.status).toBe('UNKNOWN');
    expect(codes(r.issues)).toContain('BUDGET_EXCEEDED');
    // Definite findings made before the budget ran out still count.
    const bad = verifySqlWithParser(
      parser,
      'mysql',
      { query: 'SELECT id FROM t1 WHERE 1=1 OR 2=2; DROP TABLE t1', schema_ddl: '' },
      new WorkBudget(10),
    );
    expect(codes(bad.issues)).toContain('BUDGET_EXCEEDED');
    expect(bad.status).toBe('INVALID');
  });

  it('reads views of a schema only within the schema budget, the same way on every request', async () => {
    const parser = await loadDialectParser('mysql');
    const schema = worstSqlViewSchema();
    const first = verifySqlWithParser(parser, 'mysql', { query: 'SELECT nope FROM v0', schema_ddl: schema });
    expect(codes(first.issues)).toContain('UNKNOWN_COLUMN');
    // A view past SQL_SCHEMA_WORK_BUDGET tokens has open columns: no claim is made about them.
    const views = (schema.match(/CREATE VIEW /g) ?? []).length;
    expect(views * 25).toBeGreaterThan(SQL_SCHEMA_WORK_BUDGET);
    const late = verifySqlWithParser(parser, 'mysql', { query: `SELECT nope FROM v${views - 1}`, schema_ddl: schema });
    expect(codes(late.issues)).toEqual(['NO_ENGINE']);
    // Cached or not, the same schema gives the same answer.
    expect(verifySqlWithParser(parser, 'mysql', { query: 'SELECT nope FROM v0', schema_ddl: schema }).issues).toEqual(first.issues);
  });

  it('reads a table of a grammar-only schema when a query names it, with the answers an eager reading gave', async () => {
    const parser = await loadDialectParser('mysql');
    let ddl = 'CREATE TABLE parcels (id INT PRIMARY KEY, weight DECIMAL(8,2), `route code` VARCHAR(12));\n';
    for (let i = 0; i < 300; i++) ddl += `CREATE TABLE depot_${i} (id INT PRIMARY KEY, city VARCHAR(40));\n`;
    ddl += 'CREATE TABLE manifests AS SELECT id, weight FROM parcels;\n';
    const check = (query: string) => codes(verifySqlWithParser(parser, 'mysql', { query, schema_ddl: ddl }).issues);
    expect(check('SELECT weight, `route code` FROM parcels')).toEqual(['NO_ENGINE']);
    expect(check('SELECT volume FROM parcels')).toContain('UNKNOWN_COLUMN');
    expect(check('SELECT d.city FROM depot_299 d JOIN parcels p ON p.id = d.id')).toEqual(['NO_ENGINE']);
    expect(check('SELECT d.town FROM depot_299 d')).toContain('UNKNOWN_COLUMN');
    // CREATE TABLE … AS is still read through the grammar when the schema arrives.
    expect(check('SELECT weight FROM manifests')).toEqual(['NO_ENGINE']);
    expect(check('SELECT city FROM manifests')).toContain('UNKNOWN_COLUMN');
    expect(check('SELECT id FROM depot_300')).toContain('UNKNOWN_TABLE');
  });

  it('reads a view through the grammar when a query names it, against what was defined before it', async () => {
    const parser = await loadDialectParser('mysql');
    const ddl = (salt: string) => `-- ${salt}
CREATE TABLE crates (id INT PRIMARY KEY, weight DECIMAL(8,2), dock VARCHAR(8));
CREATE VIEW heavy_crates AS SELECT id, weight FROM crates WHERE weight > 100;
CREATE VIEW heavy_ids AS SELECT id FROM heavy_crates;
CREATE VIEW early_view AS SELECT d.* FROM docks d;
CREATE TABLE docks (code VARCHAR(8));`;
    const check = (query: string, salt: string) => codes(verifySqlWithParser(parser, 'mysql', { query, schema_ddl: ddl(salt) }).issues);
    // Read in either order, a view gives the same answers.
    for (const [first, salt] of [
      ['SELECT weight FROM heavy_crates', 'a'],
      ['SELECT id FROM heavy_ids', 'b'],
    ] as const) {
      check(first, salt);
      expect(check('SELECT weight FROM heavy_ids', salt)).toContain('UNKNOWN_COLUMN');
      expect(check('SELECT id FROM heavy_ids', salt)).toEqual(['NO_ENGINE']);
      expect(check('SELECT dock FROM heavy_crates', salt)).toContain('UNKNOWN_COLUMN');
      expect(check('SELECT weight FROM heavy_crates', salt)).toEqual(['NO_ENGINE']);
    }
    // A view over a table defined after it has open columns, as when the schema was read in order.
    expect(check('SELECT anything FROM early_view', 'c')).toEqual(['NO_ENGINE']);
    expect(check('SELECT anything FROM docks', 'c')).toContain('UNKNOWN_COLUMN');
  });

  it('does not overflow the stack at the nesting cap', async () => {
    for (const dialect of ['sqlite', 'postgresql', 'mysql'] as const) {
      const parser = await loadDialectParser(dialect);
      const q = worstSqlQueries();
      for (const query of [q.nestedSubqueries, q.nestedParentheses]) {
        const r = verifySqlWithParser(parser, dialect, { query, schema_ddl: 'CREATE TABLE t1 (id INT);' });
        expect(r.status).not.toBe('VALID');
      }
    }
  });
});
