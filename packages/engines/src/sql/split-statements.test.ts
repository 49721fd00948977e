import { describe, expect, it } from 'vitest';
import type { SqlStatementSpan } from './split-statements.ts';
import { headOf, StoredSpan, splitSqlStatementSpans, splitSqlStatements, splitTokens } from './split-statements.ts';
import { tokenStats } from './sql-caps.ts';
import type { ScannedStatement, SqlToken } from './sql-lexer.ts';
import { isTrivia, lexOptionsFor, lexSql, scanStatements } from './sql-lexer.ts';

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
  it('reads the same tokens, at the same offsets, from its text, and the same head whether kept or read again', () => {
    const ddl = `-- orders\nCREATE TABLE a (id INT PRIMARY KEY, note TEXT DEFAULT 'x;y' /* c */);\n  CREATE VIEW "v w" AS SELECT E'it\\'s', 1.5e+3, $$ body; $$ FROM a -- end\n;CREATE INDEX i ON a (note)`;
    for (const dialect of ['postgresql', 'sqlite', 'mysql']) {
      const options = lexOptionsFor(dialect);
      const spans = splitSqlStatementSpans(ddl, options);
      expect(spans.length).toBeGreaterThan(1);
      const scanned = scanStatements(ddl, options, 4).statements;
      expect(scanned.length).toBe(spans.length);
      spans.forEach((span, k) => {
        const stored = StoredSpan.scanned(ddl, scanned[k] as ScannedStatement, options);
        expect(stored.tokens).toEqual(span.tokens);
        expect(stored.tokens.map((t) => ddl.slice(t.start, t.end))).toEqual(span.tokens.map((t) => t.text));
        const significant = span.tokens.filter((t) => !isTrivia(t));
        for (const n of [1, 4, 7, 100]) {
          expect(stored.head(n)).toEqual(significant.slice(0, n));
          expect(headOf(span, n)).toEqual(significant.slice(0, n));
        }
        stored.release();
        expect(stored.head(7)).toEqual(significant.slice(0, 7));
      });
    }
  });
});

/** The split read token by token, as the lexer's tokens give it: the reference the scan must agree with. */
function referenceSplit(sql: string, tokens: SqlToken[]): SqlStatementSpan[] {
  const out: SqlStatementSpan[] = [];
  let current: SqlToken[] = [];
  let words = 0;
  let create = false;
  let trigger = false;
  let depth = 0;
  const flush = () => {
    const first = current.findIndex((t) => !isTrivia(t));
    if (first !== -1) {
      let last = current.length - 1;
      while (last > first && (current[last] as SqlToken).kind === 'space') last--;
      const kept = current.slice(first, last + 1);
      const start = (kept[0] as SqlToken).start;
      const end = (kept[kept.length - 1] as SqlToken).end;
      out.push({ text: sql.slice(start, end), start, end, tokens: kept });
    }
    current = [];
    words = 0;
    create = false;
    trigger = false;
    depth = 0;
  };
  for (const t of tokens) {
    if (t.kind === 'semicolon' && depth === 0) {
      flush();
      continue;
    }
    current.push(t);
    if (t.kind !== 'word') continue;
    words++;
    const w = t.text.toUpperCase();
    if (words === 1) create = w === 'CREATE';
    else if (words <= 5 && create && w === 'TRIGGER') trigger = true;
    if (!trigger) continue;
    if (w === 'BEGIN' || (w === 'CASE' && depth > 0)) depth++;
    else if (w === 'END' && depth > 0) depth--;
  }
  flush();
  return out;
}

describe('scanStatements', () => {
  const scripts = [
    'SELECT 1;  SELECT 2 ;;\n',
    `INSERT INTO t VALUES ('a;b', 'it''s;'); SELECT "x;y" FROM t -- c;d\n; /* e;f */ SELECT 3 /* tail */  \n`,
    `CREATE TABLE a (x);CREATE TRIGGER trg AFTER INSERT ON orders BEGIN
  UPDATE users SET n = CASE WHEN n IS NULL THEN 1 ELSE n + 1 END WHERE id = NEW.user_id;
  INSERT INTO log VALUES (NEW.id);
END;\nCREATE INDEX i ON a(x);`,
    "SELECT $$a;b$$; -- just a comment\n;SELECT $t$c;$t$; SELECT E'x\\';' AS e, [a;b] FROM `q;r` # h;\n",
    'CREATE TABLE ((((a)))); SELECT [x] FROM (SELECT 1) s; SELECT 1 /* open',
    "CREATE TABLE émoji_ñ (naïve TEXT, 'unterminated",
  ];
  it('splits as the tokens do, finds the deepest nesting and keeps each head', () => {
    for (const sql of scripts) {
      for (const dialect of ['postgresql', 'sqlite', 'mysql', 'transactsql']) {
        const options = lexOptionsFor(dialect);
        const tokens = lexSql(sql, options);
        const spans = referenceSplit(sql, tokens);
        expect(splitTokens(sql, tokens, options)).toEqual(spans);
        const scan = scanStatements(sql, options, 3);
        expect(scan.statements.map((s) => sql.slice(s.start, s.end))).toEqual(spans.map((s) => s.text));
        expect(scan.depth).toBe(tokenStats(tokens).depth);
        scan.statements.forEach((s, k) => {
          const significant = (spans[k] as SqlStatementSpan).tokens.filter((t) => !isTrivia(t));
          expect(s.head).toEqual(significant.slice(0, 3));
          expect(s.complete).toBe(significant.length <= 3);
        });
      }
    }
  });
});
