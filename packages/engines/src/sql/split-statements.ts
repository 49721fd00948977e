import type { LexOptions, ScannedStatement, SqlToken } from './sql-lexer.ts';
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

  /** The first `n` significant tokens: from the head kept, else read again from the text (only as far as needed). */
  head(n: number): SqlToken[] {
    const kept = this.first;
    if (kept && (kept.length >= n || this.firstComplete)) return kept.length > n ? kept.slice(0, n) : kept;
    return significantHead(this.shift(lexSql(this.text, this.options, n)), n);
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
