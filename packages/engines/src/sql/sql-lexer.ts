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

function scanQuoted(sql: string, i: number, quote: string, backslash: boolean): { end: number; unterminated: boolean } {
  // Doubled quotes escape themselves in every dialect; some dialects also allow backslash escapes inside strings.
  let j = i + 1;
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
      return { end: j + 1, unterminated: false };
    }
    j++;
  }
  return { end: sql.length, unterminated: true };
}

/**
 * A lossless SQL tokenizer: concatenating the token texts gives back the input. It knows quotes, comments and the
 * dialect quirks that decide where a statement or a comment really starts, which regexes over raw text get wrong.
 */
export function lexSql(sql: string, options: LexOptions = {}): SqlToken[] {
  const tokens: SqlToken[] = [];
  const n = sql.length;
  const hashComments = options.hashComments === true;
  const dollarQuotes = options.dollarQuotes === true;
  const bracketIdents = options.bracketIdents === true;
  const backslashEscapes = options.backslashEscapes === true;
  let i = 0;
  // Character codes, not one-character strings: a 50 KB schema is read a character at a time in the request that
  // brings it. `i` is a local no closure captures (a captured one lives in a heap context that every step of the
  // loop reads and writes), and every token object has the same shape (`unterminated` set only where it is true).
  while (i < n) {
    const code = sql.charCodeAt(i);
    const next = i + 1 < n ? sql.charCodeAt(i + 1) : -1;
    let kind: SqlTokenKind;
    let end: number;
    let unterminated = false;
    if (isSpace(code)) {
      end = i + 1;
      while (end < n && isSpace(sql.charCodeAt(end))) end++;
      kind = 'space';
    } else if ((code === 45 && next === 45) || (code === 35 && hashComments)) {
      // `--`, or `#` where it starts a comment
      const nl = sql.indexOf('\n', i);
      end = nl === -1 ? n : nl;
      kind = 'line_comment';
    } else if (code === 47 && next === 42) {
      // `/*`
      const close = sql.indexOf('*/', i + 2);
      unterminated = close === -1;
      end = close === -1 ? n : close + 2;
      kind = 'block_comment';
    } else if (code === 39) {
      // `'`. PostgreSQL E'…' escape strings: the E was already read as a word right before the quote.
      const prev = tokens[tokens.length - 1];
      const backslash = backslashEscapes || (dollarQuotes && prev?.end === i && /^[eE]$/.test(prev.text));
      const q = scanQuoted(sql, i, "'", backslash);
      end = q.end;
      unterminated = q.unterminated;
      kind = 'string';
    } else if (code === 34 || code === 96) {
      // `"` or a backtick
      const q = scanQuoted(sql, i, code === 34 ? '"' : '`', backslashEscapes && code === 34);
      end = q.end;
      unterminated = q.unterminated;
      kind = 'quoted_ident';
    } else if (code === 91 && bracketIdents) {
      // `[`
      const close = sql.indexOf(']', i + 1);
      unterminated = close === -1;
      end = close === -1 ? n : close + 1;
      kind = 'quoted_ident';
    } else if (code === 36 && dollarQuotes && /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i, i + 64))) {
      const tag = (/^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64)) as RegExpExecArray)[0];
      const close = sql.indexOf(tag, i + tag.length);
      unterminated = close === -1;
      end = close === -1 ? n : close + tag.length;
      kind = 'string';
    } else if (code === 59) {
      end = i + 1;
      kind = 'semicolon';
    } else if (isDigit(code) || (code === 46 && isDigit(next))) {
      end = i + 1;
      while (end < n && isNumberPart(sql.charCodeAt(end))) {
        const e = sql.charCodeAt(end);
        if ((e === 101 || e === 69) && (sql.charCodeAt(end + 1) === 43 || sql.charCodeAt(end + 1) === 45)) end++;
        end++;
      }
      kind = 'number';
    } else if (isWordStart(code, sql, i)) {
      end = i + 1;
      while (end < n && isWordPart(sql.charCodeAt(end), sql, end)) end++;
      kind = 'word';
    } else {
      end = i + 1;
      kind = 'punct';
    }
    const t: SqlToken = { kind, text: sql.slice(i, end), start: i, end };
    if (unterminated) t.unterminated = true;
    tokens.push(t);
    i = end;
  }
  return tokens;
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
