import type { LexOptions, SqlToken } from './sql-lexer.ts';
import { isTrivia, lexSql } from './sql-lexer.ts';

export interface SqlStatementSpan {
  text: string;
  start: number;
  end: number;
  tokens: SqlToken[];
}

/**
 * Splits a script into statements at top-level semicolons. Semicolons inside strings, quoted identifiers, comments,
 * dollar quotes and the BEGIN … END body of CREATE TRIGGER (where CASE … END nests too) do not split. Statements made
 * only of comments and whitespace are dropped; the trailing semicolon is not part of a statement.
 */
export function splitSqlStatementSpans(sql: string, options: LexOptions = { dollarQuotes: true }): SqlStatementSpan[] {
  return splitTokens(sql, lexSql(sql, options));
}

/** The same split over tokens already lexed from `sql` (one lexing pass serves caps, split and names). */
export function splitTokens(sql: string, tokens: SqlToken[]): SqlStatementSpan[] {
  const out: SqlStatementSpan[] = [];
  let current: SqlToken[] = [];
  // Only CREATE TRIGGER bodies nest: its first five words say whether the statement is one, and only then are its
  // words read further (a 50 KB schema has thousands of words; upper-casing each cost more than the rest of the split).
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
      if (kept.some((t) => !isTrivia(t))) out.push({ text: sql.slice(start, end), start, end, tokens: kept });
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
    if (words <= 5) {
      const head = t.text.toUpperCase();
      if (words === 1) create = head === 'CREATE';
      else if (create && head === 'TRIGGER') trigger = true;
    }
    if (!trigger) continue;
    const w = t.text.toUpperCase();
    if (w === 'BEGIN' || (w === 'CASE' && depth > 0)) depth++;
    else if (w === 'END' && depth > 0) depth--;
  }
  flush();
  return out;
}

export function splitSqlStatements(sql: string, options?: LexOptions): string[] {
  return splitSqlStatementSpans(sql, options).map((s) => s.text);
}

/**
 * A statement of a schema kept between requests. Its tokens can be released and are then read again from its text
 * when asked for: the same tokens, as the lexer starts afresh after a top-level semicolon. A cached 50 KB schema held
 * as tokens is megabytes of small objects that every later garbage collection walks (that cost more CPU than reading
 * the schema again), so a cached schema keeps its text and what was derived from it, and re-reads the few statements
 * a later query reaches.
 */
export class StoredSpan implements SqlStatementSpan {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  private held: SqlToken[] | null;
  private readonly options: LexOptions;

  constructor(span: SqlStatementSpan, options: LexOptions) {
    this.text = span.text;
    this.start = span.start;
    this.end = span.end;
    this.held = span.tokens;
    this.options = options;
  }

  get tokens(): SqlToken[] {
    if (this.held) return this.held;
    const tokens = lexSql(this.text, this.options);
    for (const t of tokens) {
      t.start += this.start;
      t.end += this.start;
    }
    return tokens;
  }

  /** Drops the tokens; later reads lex the statement's text again. */
  release(): void {
    this.held = null;
  }
}
