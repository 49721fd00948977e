import type { LexOptions, ScannedStatement, SqlToken } from './sql-lexer.ts';
import { isTrivia, lexSql, scanStatements } from './sql-lexer.ts';

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
  return splitTokens(sql, lexSql(sql, options), options);
}

/**
 * The same split over tokens already lexed from `sql` with `options`: the statements `scanStatements` finds (one
 * splitting rule for queries and schemas), each with its tokens.
 */
export function splitTokens(sql: string, tokens: SqlToken[], options: LexOptions): SqlStatementSpan[] {
  const out: SqlStatementSpan[] = [];
  let k = 0;
  for (const { start, end } of scanStatements(sql, options, 0).statements) {
    while (k < tokens.length && (tokens[k] as SqlToken).start < start) k++;
    const first = k;
    while (k < tokens.length && (tokens[k] as SqlToken).end <= end) k++;
    out.push({ text: sql.slice(start, end), start, end, tokens: tokens.slice(first, k) });
  }
  return out;
}

export function splitSqlStatements(sql: string, options?: LexOptions): string[] {
  return splitSqlStatementSpans(sql, options).map((s) => s.text);
}

/** The first `n` significant tokens of a statement (a stored one reads only its head again). */
export function headOf(span: SqlStatementSpan, n: number): SqlToken[] {
  if (span instanceof StoredSpan) return span.head(n);
  return significantHead(span.tokens, n);
}

function significantHead(tokens: readonly SqlToken[], n: number): SqlToken[] {
  const out: SqlToken[] = [];
  for (const t of tokens) {
    if (out.length >= n) break;
    if (!isTrivia(t)) out.push(t);
  }
  return out;
}

/**
 * A statement of a schema kept between requests. It keeps its text and, until released, its first significant tokens
 * (what the catalogue and the engines' indexes read of each statement); all its tokens are read again from its text
 * when asked for: the same tokens, as the lexer starts afresh after a top-level semicolon. A cached 50 KB schema held
 * as tokens is megabytes of small objects that every later garbage collection walks (that cost more CPU than reading
 * the schema again), so a cached schema keeps its text and what was derived from it, and re-reads the few statements
 * a later query reaches.
 */
export class StoredSpan implements SqlStatementSpan {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  private first: SqlToken[] | null;
  private firstComplete: boolean;
  private readonly options: LexOptions;

  // Fields assigned by hand, not as parameter properties: the container sandbox runs these files under Node's type
  // stripping, which does not accept parameter properties.
  constructor(text: string, start: number, options: LexOptions, head: SqlToken[] | null = null, complete = false) {
    this.text = text;
    this.start = start;
    this.end = start + text.length;
    this.options = options;
    this.first = head;
    this.firstComplete = complete;
  }

  /** A statement found by `scanStatements` in `sql`, with the head tokens the scan kept. */
  static scanned(sql: string, statement: ScannedStatement, options: LexOptions): StoredSpan {
    return new StoredSpan(sql.slice(statement.start, statement.end), statement.start, options, statement.head, statement.complete);
  }

  get tokens(): SqlToken[] {
    return this.shift(lexSql(this.text, this.options));
  }

  /** The first `n` significant tokens: from the head kept, else read again from the text. */
  head(n: number): SqlToken[] {
    const kept = this.first;
    if (kept && (kept.length >= n || this.firstComplete)) return kept.length > n ? kept.slice(0, n) : kept;
    return significantHead(this.tokens, n);
  }

  private shift(tokens: SqlToken[]): SqlToken[] {
    for (const t of tokens) {
      t.start += this.start;
      t.end += this.start;
    }
    return tokens;
  }

  /** Drops the head tokens; later reads lex the statement's text again. */
  release(): void {
    this.first = null;
  }
}
