/**
 * How a CSV cell becomes a number: the documented rule of docs/stats.md, exactly. A cell is read as a decimal
 * m / 10^s (m an integer, s ≥ 0 the scale), never through a double, so 12345678901234567890 and 0.1 stay exact.
 *
 * - Spaces (also no-break and thin spaces) around the cell are ignored.
 * - `true` / `false` (any case) read as 1 / 0, so a yes/no column can be averaged.
 * - `NA`, `N/A`, `NaN`, `null`, `None`, `#N/A` (any case) and the empty cell are missing values: not numbers, not errors.
 * - A number: an optional sign (`+`, `-`, `−`), digits with an optional decimal separator and fraction, an optional
 *   exponent (`1.5e3`). Thousands separators group the integer part in threes (`1,234,567`): the group separator is `,`
 *   with `decimal_point` (the default) and `.` with `decimal_comma`, and a space, no-break space, thin space or `'`
 *   works in both formats. The decimal separator is `.` or, with `decimal_comma`, `,`.
 * - One currency sign before or after the number (`$12`, `-$12`, `$-12`, `12 €`, `USD 12`), or one `%` after it
 *   (`12.5%` reads as 0.125, as spreadsheets store percentages). An exponent takes neither.
 * - Accounting negatives: the whole value in parentheses, `(15)`, `($1,234.50)`, `(12%)`, without a sign inside.
 * - Limits: at most 40 significant digits, an exponent of at most ±100, at most 40 decimal places and a magnitude
 *   below 10^60. Anything else that is not blank is unreadable: the engine counts and reports it, never guesses.
 */

export type NumberFormat = 'decimal_point' | 'decimal_comma';

export const CELL_EMPTY = 0;
export const CELL_MISSING = 1;
export const CELL_NUMBER = 2;
export const CELL_UNREADABLE = 3;
export type CellKind = typeof CELL_EMPTY | typeof CELL_MISSING | typeof CELL_NUMBER | typeof CELL_UNREADABLE;

/** Largest |m| kept as a double: sums of two such values stay exact below 2^53. */
export const SAFE_SCALED = 2 ** 52;
export const MAX_SIGNIFICANT_DIGITS = 40;
export const MAX_SCALE = 40;
const MAX_EXPONENT = 100;
const MAX_INTEGER_DIGITS = 60;
/** Longer cells cannot be numbers under the limits above; they are rejected before any scanning. */
const MAX_NUMBER_CHARS = 160;

/** Where readNumber writes a number: m exactly (as a double when |m| ≤ 2^52, else as decimal digits) and its scale. */
export interface NumberOut {
  /** m when |m| ≤ 2^52, else NaN. */
  m: number;
  /** Decimal digits of m (with a leading '-' when negative) when |m| > 2^52, else ''. */
  big: string;
  s: number;
}

export function newNumberOut(): NumberOut {
  return { m: 0, big: '', s: 0 };
}

const MISSING = new Set(['na', 'n/a', 'nan', 'null', 'none', '#n/a']);

/**
 * Whether a trimmed cell text is a missing-value marker (`NA`, `N/A`, `NaN`, `null`, `None`, `#N/A`, any case). The
 * same test serves every view of a cell, numeric or text, so "missing" has one meaning in every aggregate, condition
 * and group key (docs/stats.md, "Missing values").
 */
export function isMissingMarker(trimmed: string): boolean {
  return trimmed.length <= 4 && trimmed.length >= 2 && MISSING.has(trimmed.toLowerCase());
}
const CURRENCY_SIGNS = '$€£¥₹₩₽₺₪₫₦₱¢₴₿';
const CURRENCY_CODES = new Set(['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'SEK', 'NOK', 'DKK', 'PLN', 'BRL']);

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0 || c === 0x202f || c === 0x2009 || c === 0x2007 || c === 0xfeff;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

/**
 * Reads `text[start, end)` as a cell. Returns the cell kind; for CELL_NUMBER the value is in `out`.
 * Works on a slice of the whole file so that no substring is made for numeric cells.
 */
export function readNumber(text: string, start: number, end: number, format: NumberFormat, out: NumberOut): CellKind {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (start === end) return CELL_EMPTY;
  const first = text.charCodeAt(start);
  // Fast path for the commonest cell: plain digits with an optional '.' fraction and at most 15 digits.
  if (isDigit(first) && end - start <= 16) {
    const kind = readPlain(text, start, end, format, out);
    if (kind !== CELL_UNREADABLE) return kind;
  }
  if (end - start > MAX_NUMBER_CHARS) return CELL_UNREADABLE;
  if (!isDigit(first) || end - start <= 6) {
    const word = end - start <= 6 ? text.slice(start, end).toLowerCase() : '';
    if (word === 'true' || word === 'false') {
      out.m = word === 'true' ? 1 : 0;
      out.big = '';
      out.s = 0;
      return CELL_NUMBER;
    }
    if (MISSING.has(word)) return CELL_MISSING;
  }
  return readFormatted(text, start, end, format, out) ? CELL_NUMBER : CELL_UNREADABLE;
}

function readPlain(text: string, start: number, end: number, format: NumberFormat, out: NumberOut): CellKind {
  const point = format === 'decimal_point' ? 46 : 44;
  let m = 0;
  let s = 0;
  let seenPoint = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      m = m * 10 + (c - 48);
      if (seenPoint) s++;
    } else if (c === point && !seenPoint && i + 1 < end) {
      seenPoint = true;
    } else {
      return CELL_UNREADABLE;
    }
  }
  // At most 16 characters, one of them possibly the point: m < 10^16 may exceed 2^52, so check.
  if (m > SAFE_SCALED) return CELL_UNREADABLE;
  while (s > 0 && m % 10 === 0) {
    m /= 10;
    s--;
  }
  out.m = m;
  out.big = '';
  out.s = s;
  return CELL_NUMBER;
}

/** The general grammar; true when the cell is a number (written to `out`). */
function readFormatted(text: string, start: number, end: number, format: NumberFormat, out: NumberOut): boolean {
  let negative = false;
  let i = start;
  let j = end;
  // Accounting negative: the whole cell in parentheses.
  if (text.charCodeAt(i) === 40 && text.charCodeAt(j - 1) === 41) {
    negative = true;
    i++;
    j--;
    while (i < j && isSpace(text.charCodeAt(i))) i++;
    while (j > i && isSpace(text.charCodeAt(j - 1))) j--;
  }
  let signs = 0;
  let currency = 0;
  let percent = false;
  const takeSign = (c: number): boolean => {
    if (c !== 45 && c !== 43 && c !== 0x2212) return false;
    if (c !== 43) negative = !negative;
    signs++;
    return true;
  };
  // Prefix: sign and currency in either order, each at most once.
  for (let k = 0; k < 2 && i < j; k++) {
    const c = text.charCodeAt(i);
    if (takeSign(c)) {
      i++;
    } else if (CURRENCY_SIGNS.includes(text[i] as string)) {
      currency++;
      i++;
      while (i < j && isSpace(text.charCodeAt(i))) i++;
    } else if (i + 3 < j && isUpper(c) && CURRENCY_CODES.has(text.slice(i, i + 3)) && isSpace(text.charCodeAt(i + 3))) {
      currency++;
      i += 3;
      while (i < j && isSpace(text.charCodeAt(i))) i++;
    }
  }
  // Suffix: a currency sign or code, or a percent sign.
  if (j > i) {
    const c = text.charCodeAt(j - 1);
    if (c === 37) {
      percent = true;
      j--;
    } else if (CURRENCY_SIGNS.includes(text[j - 1] as string)) {
      currency++;
      j--;
    } else if (j - 4 >= i && isUpper(c) && CURRENCY_CODES.has(text.slice(j - 3, j)) && isSpace(text.charCodeAt(j - 4))) {
      currency++;
      j -= 3;
    }
    while (j > i && isSpace(text.charCodeAt(j - 1))) j--;
  }
  if (signs > 1 || currency > 1 || (currency === 1 && percent)) return false;
  if (signs === 1 && text.charCodeAt(start) === 40) return false;
  if (i >= j) return false;
  return readDigits(text, i, j, format, negative, percent, currency === 0 && !percent, out);
}

/** Digits with grouping, decimal separator and (when allowed) exponent, from text[i, j). */
function readDigits(
  text: string,
  i: number,
  j: number,
  format: NumberFormat,
  negative: boolean,
  percent: boolean,
  exponentAllowed: boolean,
  out: NumberOut,
): boolean {
  const point = format === 'decimal_point' ? 46 : 44;
  const formatGroup = format === 'decimal_point' ? 44 : 46;
  let digits = '';
  let groupSep = -1;
  let groupLen = 0;
  let firstGroupLen = 0;
  let grouped = false;
  let fracDigits = -1;
  let k = i;
  for (; k < j; k++) {
    const c = text.charCodeAt(k);
    if (isDigit(c)) {
      digits += text[k];
      if (fracDigits >= 0) fracDigits++;
      else groupLen++;
      continue;
    }
    if (fracDigits < 0 && c === point) {
      fracDigits = 0;
      continue;
    }
    const isGroup = c === formatGroup || c === 32 || c === 0xa0 || c === 0x202f || c === 0x2009 || c === 39;
    if (fracDigits < 0 && isGroup && groupLen > 0) {
      if (groupSep === -1) {
        groupSep = c;
        if (groupLen > 3) return false;
        firstGroupLen = groupLen;
      } else if (c !== groupSep || groupLen !== 3) {
        return false;
      }
      grouped = true;
      groupLen = 0;
      continue;
    }
    break;
  }
  if (grouped && groupLen !== 3) return false;
  if (grouped && firstGroupLen === 0) return false;
  if (digits.length === 0) return false;
  let exponent = 0;
  if (k < j) {
    const c = text.charCodeAt(k);
    if (!exponentAllowed || grouped || (c !== 101 && c !== 69)) return false;
    k++;
    let expNegative = false;
    if (k < j && (text.charCodeAt(k) === 43 || text.charCodeAt(k) === 45)) {
      expNegative = text.charCodeAt(k) === 45;
      k++;
    }
    if (k >= j || j - k > 4) return false;
    for (; k < j; k++) {
      const d = text.charCodeAt(k);
      if (!isDigit(d)) return false;
      exponent = exponent * 10 + (d - 48);
    }
    if (exponent > MAX_EXPONENT) return false;
    if (expNegative) exponent = -exponent;
  }
  return normalise(digits, Math.max(fracDigits, 0) - exponent + (percent ? 2 : 0), negative, out);
}

/** digits × 10^(−scale) as m / 10^s with s ≥ 0 and no trailing zeros in m when s > 0; false beyond the limits. */
function normalise(digits: string, scale: number, negative: boolean, out: NumberOut): boolean {
  let lead = 0;
  while (lead < digits.length - 1 && digits.charCodeAt(lead) === 48) lead++;
  let d = lead > 0 ? digits.slice(lead) : digits;
  // Trailing zeros of a fraction carry no value.
  let trail = d.length;
  while (scale > 0 && trail > 1 && d.charCodeAt(trail - 1) === 48) {
    trail--;
    scale--;
  }
  if (trail < d.length) d = d.slice(0, trail);
  if (d === '0') {
    out.m = 0;
    out.big = '';
    out.s = 0;
    return true;
  }
  if (d.length > MAX_SIGNIFICANT_DIGITS) return false;
  if (scale < 0) {
    d += '0'.repeat(-scale);
    scale = 0;
  }
  if (scale > MAX_SCALE || d.length - scale > MAX_INTEGER_DIGITS) return false;
  out.s = scale;
  if (d.length <= 15) {
    const m = Number(d);
    out.m = negative ? -m : m;
    out.big = '';
    return true;
  }
  const big = BigInt(d);
  if (big <= BigInt(SAFE_SCALED)) {
    out.m = negative ? -Number(big) : Number(big);
    out.big = '';
  } else {
    out.m = Number.NaN;
    out.big = negative ? `-${d}` : d;
  }
  return true;
}

/** Reads a whole string (a query value, a test input); null unless it is a number. */
export function readNumberText(text: string, format: NumberFormat = 'decimal_point'): { m: bigint; s: number } | null {
  const out = newNumberOut();
  if (readNumber(text, 0, text.length, format, out) !== CELL_NUMBER) return null;
  return { m: out.big === '' ? BigInt(out.m) : BigInt(out.big), s: out.s };
}

/** Canonical decimal text of m / 10^s: `-1234.5`, `0.001`, `12345678901234567890`. */
export function decimalText(m: bigint | number, s: number): string {
  const negative = m < 0;
  const digits = (negative ? -BigInt(m) : BigInt(m)).toString();
  if (s === 0) return negative ? `-${digits}` : digits;
  const padded = digits.padStart(s + 1, '0');
  const body = `${padded.slice(0, padded.length - s)}.${padded.slice(padded.length - s)}`;
  return negative ? `-${body}` : body;
}
