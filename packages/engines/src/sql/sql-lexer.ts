export type SqlTokenKind =
  | 'word'
  | 'number'
  | 'string'
  | 'quoted_ident'
  | 'line_comment'
  | 'block_comment'
  | 'semicolon'
  | 'punct'
  | 'space';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  start: number;
  end: number;
  /** A string, quoted identifier or block comment that runs to the end of the input. */
  unterminated?: boolean;
}

export interface LexOptions {
  /** MySQL/MariaDB treat `#` as a line comment. */
  hashComments?: boolean;
  /** PostgreSQL dollar quoting ($$…$$, $tag$…$tag$). */
  dollarQuotes?: boolean;
  /** T-SQL [bracketed identifiers]. */
  bracketIdents?: boolean;
  /**
   * Backslash escapes inside quoted strings (MySQL, MariaDB, BigQuery, Snowflake). PostgreSQL, SQLite and T-SQL read a
   * backslash as itself, so `'a\'` is a complete string there (PostgreSQL's E'…' strings do escape).
   */
  backslashEscapes?: boolean;
}

const WORD_START = /[\p{L}_@]/u;
const WORD_PART = /[\p{L}\p{N}_$@#]/u;

// ASCII fast paths (the unicode regexes stay for the rest): the lexer reads schemas of 100 KB per request.
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)));
}
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
function isWordStart(code: number, sql: string, i: number): boolean {
  if (code < 128) return isAsciiLetter(code) || code === 95 || code === 64;
  return WORD_START.test(sql[i] as string);
}
/** The character is read as a string only outside ASCII: schemas are mostly ASCII words, read a character at a time. */
function isWordPart(code: number, sql: string, j: number): boolean {
  if (code < 128) return isAsciiLetter(code) || isDigit(code) || code === 95 || code === 36 || code === 64 || code === 35;
  return WORD_PART.test(sql[j] as string);
}
function isNumberPart(code: number): boolean {
  return (
    isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102) || code === 120 || code === 88 || code === 46 || code === 95
  );
}

/** The end of the quoted text starting at `i` (`readUnterminated` when it runs to the end of the input). */
function scanQuoted(sql: string, i: number, quote: string, backslash: boolean): number {
  // Doubled quotes escape themselves in every dialect; some dialects also allow backslash escapes inside strings.
  let j = i + 1;
  if (!backslash) {
    // No escapes but the doubled quote: the next quote ends the text unless another follows it.
    for (;;) {
      const k = sql.indexOf(quote, j);
      if (k === -1) break;
      if (sql[k + 1] !== quote) return k + 1;
      j = k + 2;
    }
    readUnterminated = true;
    return sql.length;
  }
  while (j < sql.length) {
    const c = sql[j];
    if (c === '\\' && backslash) {
      j += 2;
      continue;
    }
    if (c === quote) {
      if (sql[j + 1] === quote) {
        j += 2;
        continue;
      }
      return j + 1;
    }
    j++;
  }
  readUnterminated = true;
  return sql.length;
}

/** Runs of ASCII word characters and of white space, matched natively rather than a character at a time. */
const ASCII_WORD_RUN = /[A-Za-z0-9_$@#]*/y;
// Without the u flag `\s` matches per UTF-16 unit exactly the characters isSpace accepts.
const SPACE_RUN = /\s*/y;
const DOLLAR_TAG = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;

/** What `readToken` found: its kind and whether it runs to the end of the input (module state, no object per token). */
let readKind: SqlTokenKind = 'space';
let readUnterminated = false;

/**
 * The end of the token starting at `i` (its kind in `readKind`). `afterE`: the previous token is the word `E` or `e`
 * ending at `i` (PostgreSQL E'…' escape strings). Shared by the lexer and the statement scanner, so both read the same
 * tokens.
 */
function readToken(sql: string, i: number, options: LexOptions, afterE: boolean): number {
  const n = sql.length;
  const code = sql.charCodeAt(i);
  const next = i + 1 < n ? sql.charCodeAt(i + 1) : -1;
  readUnterminated = false;
  if (isSpace(code)) {
    SPACE_RUN.lastIndex = i + 1;
    SPACE_RUN.test(sql);
    readKind = 'space';
    return SPACE_RUN.lastIndex;
  }
  if ((code === 45 && next === 45) || (code === 35 && options.hashComments === true)) {
    // `--`, or `#` where it starts a comment
    const nl = sql.indexOf('\n', i);
    readKind = 'line_comment';
    return nl === -1 ? n : nl;
  }
  if (code === 47 && next === 42) {
    // `/*`
    const close = sql.indexOf('*/', i + 2);
    readUnterminated = close === -1;
    readKind = 'block_comment';
    return close === -1 ? n : close + 2;
  }
  if (code === 39) {
    // `'`. PostgreSQL E'…' escape strings: the E was already read as a word right before the quote.
    const backslash = options.backslashEscapes === true || (options.dollarQuotes === true && afterE);
    const end = scanQuoted(sql, i, "'", backslash);
    readKind = 'string';
    return end;
  }
  if (code === 34 || code === 96) {
    // `"` or a backtick
    const end = scanQuoted(sql, i, code === 34 ? '"' : '`', options.backslashEscapes === true && code === 34);
    readKind = 'quoted_ident';
    return end;
  }
  if (code === 91 && options.bracketIdents === true) {
    // `[`
    const close = sql.indexOf(']', i + 1);
    readUnterminated = close === -1;
    readKind = 'quoted_ident';
    return close === -1 ? n : close + 1;
  }
  if (code === 36 && options.dollarQuotes === true) {
    DOLLAR_TAG.lastIndex = i;
    if (DOLLAR_TAG.test(sql)) {
      // The tag is at most 64 characters long, as the tokens of the dollar quotes the lexer always read.
      const tagEnd = DOLLAR_TAG.lastIndex;
      if (tagEnd - i <= 64) {
        const tag = sql.slice(i, tagEnd);
        const close = sql.indexOf(tag, tagEnd);
        readUnterminated = close === -1;
        readKind = 'string';
        return close === -1 ? n : close + tag.length;
      }
    }
  }
  if (code === 59) {
    readKind = 'semicolon';
    return i + 1;
  }
  if (isDigit(code) || (code === 46 && isDigit(next))) {
    let end = i + 1;
    while (end < n && isNumberPart(sql.charCodeAt(end))) {
      const e = sql.charCodeAt(end);
      if ((e === 101 || e === 69) && (sql.charCodeAt(end + 1) === 43 || sql.charCodeAt(end + 1) === 45)) end++;
      end++;
    }
    readKind = 'number';
    return end;
  }
  if (isWordStart(code, sql, i)) {
    let end = i + 1;
    for (;;) {
      ASCII_WORD_RUN.lastIndex = end;
      ASCII_WORD_RUN.test(sql);
      end = ASCII_WORD_RUN.lastIndex;
      if (end < n && sql.charCodeAt(end) >= 128 && isWordPart(sql.charCodeAt(end), sql, end)) end++;
      else break;
    }
    readKind = 'word';
    return end;
  }
  readKind = 'punct';
  return i + 1;
}

/** The word token `E`/`e` (which makes a following quote a PostgreSQL escape string). */
function isLetterE(sql: string, start: number, end: number): boolean {
  if (end !== start + 1) return false;
  const c = sql.charCodeAt(start);
  return c === 69 || c === 101;
}

/**
 * A lossless SQL tokenizer: concatenating the token texts gives back the input. It knows quotes, comments and the
 * dialect quirks that decide where a statement or a comment really starts, which regexes over raw text get wrong.
 */
export function lexSql(sql: string, options: LexOptions = {}): SqlToken[] {
  const tokens: SqlToken[] = [];
  const n = sql.length;
  let i = 0;
  let afterE = false;
  // Every token object has the same shape (`unterminated` set only where it is true).
  while (i < n) {
    const end = readToken(sql, i, options, afterE);
    const kind = readKind;
    const t: SqlToken = { kind, text: sql.slice(i, end), start: i, end };
    if (readUnterminated) t.unterminated = true;
    tokens.push(t);
    afterE = kind === 'word' && isLetterE(sql, i, end);
    i = end;
  }
  return tokens;
}

/** A statement of a script: where its text starts and ends, and its first significant tokens. */
export interface ScannedStatement {
  start: number;
  end: number;
  /** Its first significant tokens (at most the `headTokens` asked for); all of them when `complete`. */
  head: SqlToken[];
  complete: boolean;
}

/**
 * One pass over a script that finds its statements without keeping a token for every word: the split of
 * `splitTokens` (top-level semicolons; CREATE TRIGGER … BEGIN … END bodies, with CASE … END inside, kept whole;
 * statements of comments only dropped), the deepest bracket nesting, and each statement's first `headTokens`
 * significant tokens. A 50 KB schema is read so in the request that brings it; the tokens it keeps are a few per
 * statement instead of tens.
 */
export function scanStatements(sql: string, options: LexOptions, headTokens: number): { statements: ScannedStatement[]; depth: number } {
  const statements: ScannedStatement[] = [];
  const n = sql.length;
  let i = 0;
  let afterE = false;
  let depth = 0;
  let maxDepth = 0;
  // The statement being read: its first significant token, the end of its last token other than white space.
  let start = -1;
  let last = -1;
  let head: SqlToken[] = [];
  let significant = 0;
  let words = 0;
  let create = false;
  let trigger = false;
  let body = 0;
  const flush = () => {
    if (start >= 0) statements.push({ start, end: last, head, complete: significant <= headTokens });
    start = -1;
    last = -1;
    head = [];
    significant = 0;
    words = 0;
    create = false;
    trigger = false;
    body = 0;
  };
  while (i < n) {
    const end = readToken(sql, i, options, afterE);
    const kind = readKind;
    afterE = false;
    if (kind === 'space') {
      i = end;
      continue;
    }
    if (kind === 'semicolon' && body === 0) {
      flush();
      i = end;
      continue;
    }
    if (kind === 'line_comment' || kind === 'block_comment') {
      if (start >= 0) last = end;
      i = end;
      continue;
    }
    if (start < 0) start = i;
    last = end;
    significant++;
    if (significant <= headTokens) {
      const t: SqlToken = { kind, text: sql.slice(i, end), start: i, end };
      if (readUnterminated) t.unterminated = true;
      head.push(t);
    }
    if (kind === 'punct') {
      const c = sql.charCodeAt(i);
      if (c === 40 || c === 91) {
        depth++;
        if (depth > maxDepth) maxDepth = depth;
      } else if ((c === 41 || c === 93) && depth > 0) depth--;
    } else if (kind === 'word') {
      afterE = isLetterE(sql, i, end);
      words++;
      // Only CREATE TRIGGER bodies nest: the first five words say whether the statement is one.
      if (words <= 5 && end - i <= 7) {
        const w = sql.slice(i, end).toUpperCase();
        if (words === 1) create = w === 'CREATE';
        else if (create && w === 'TRIGGER') trigger = true;
      } else if (words === 1) create = false;
      if (trigger && end - i <= 5) {
        const w = sql.slice(i, end).toUpperCase();
        if (w === 'BEGIN' || (w === 'CASE' && body > 0)) body++;
        else if (w === 'END' && body > 0) body--;
      }
    }
    i = end;
  }
  flush();
  return { statements, depth: maxDepth };
}

export function lexOptionsFor(dialect: string): LexOptions {
  return {
    hashComments: dialect === 'mysql' || dialect === 'mariadb' || dialect === 'bigquery',
    dollarQuotes: dialect === 'postgresql' || dialect === 'snowflake',
    bracketIdents: dialect === 'transactsql' || dialect === 'sqlite',
    backslashEscapes: dialect === 'mysql' || dialect === 'mariadb' || dialect === 'bigquery' || dialect === 'snowflake',
  };
}

export function isTrivia(t: SqlToken): boolean {
  return t.kind === 'space' || t.kind === 'line_comment' || t.kind === 'block_comment';
}

/** 1-based line and column of a character offset. */
export function positionOf(sql: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < offset && k < sql.length; k++) {
    if (sql[k] === '\n') {
      line++;
      lineStart = k + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
