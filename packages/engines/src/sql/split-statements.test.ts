import { describe, expect, it } from 'vitest';
import { StoredSpan, splitSqlStatementSpans, splitSqlStatements } from './split-statements.ts';
import { lexOptionsFor } from './sql-lexer.ts';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons and drops empty statements and leading comments', () => {
    expect(splitSqlStatements('SELECT 1;  SELECT 2 ;;\n')).toEqual(['SELECT 1', 'SELECT 2']);
  });
  it('ignores semicolons in strings, identifiers and comments', () => {
    const sql = `INSERT INTO t VALUES ('a;b', 'it''s;'); SELECT "x;y" FROM t -- c;d\n; /* e;f */ SELECT 3`;
    expect(splitSqlStatements(sql)).toEqual([`INSERT INTO t VALUES ('a;b', 'it''s;')`, `SELECT "x;y" FROM t -- c;d`, 'SELECT 3']);
  });
  it('keeps CREATE TRIGGER … BEGIN … END (with CASE … END inside) together', () => {
    const trig = `CREATE TRIGGER trg AFTER INSERT ON orders BEGIN
  UPDATE users SET n = CASE WHEN n IS NULL THEN 1 ELSE n + 1 END WHERE id = NEW.user_id;
  INSERT INTO log VALUES (NEW.id);
END`;
    expect(splitSqlStatements(`CREATE TABLE a (x);${trig};\nCREATE INDEX i ON a(x);`)).toEqual([
      'CREATE TABLE a (x)',
      trig,
      'CREATE INDEX i ON a(x)',
    ]);
  });
  it('handles dollar quotes and drops comment-only statements', () => {
    expect(splitSqlStatements('SELECT $$a;b$$; -- just a comment\n;SELECT $t$c;$t$')).toEqual(['SELECT $$a;b$$', 'SELECT $t$c;$t$']);
  });
  it('keeps a BEGIN transaction statement separate', () => {
    expect(splitSqlStatements('BEGIN; SELECT 1; COMMIT;')).toEqual(['BEGIN', 'SELECT 1', 'COMMIT']);
  });
});

describe('StoredSpan', () => {
  it('reads the same tokens, at the same offsets, from its text once it has released them', () => {
    const ddl = `-- orders\nCREATE TABLE a (id INT PRIMARY KEY, note TEXT DEFAULT 'x;y' /* c */);\n  CREATE VIEW "v w" AS SELECT E'it\\'s', 1.5e+3, $$ body; $$ FROM a -- end\n;CREATE INDEX i ON a (note)`;
    for (const dialect of ['postgresql', 'sqlite', 'mysql']) {
      const options = lexOptionsFor(dialect);
      const spans = splitSqlStatementSpans(ddl, options);
      expect(spans.length).toBeGreaterThan(1);
      for (const span of spans) {
        const stored = new StoredSpan(span, options);
        const before = stored.tokens;
        stored.release();
        expect(stored.tokens).toEqual(before);
        expect(stored.tokens.map((t) => ddl.slice(t.start, t.end))).toEqual(before.map((t) => t.text));
      }
    }
  });
});
