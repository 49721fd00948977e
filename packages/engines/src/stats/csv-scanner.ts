import { InputTooComplexError } from '../budget.ts';
import { StatsInputError } from './stats-input-error.ts';

/**
 * An RFC 4180 record scanner over the whole file text. It never builds a row object or a substring by itself: it
 * reports where each field starts and ends, so callers read only the columns a query needs, straight from the text.
 * Quoted fields may hold delimiters, newlines and doubled quotes; a quote inside an unquoted field is a literal
 * character; text after a closing quote (other than spaces) or a quote that never closes is malformed.
 */

/**
 * 1 MB: every byte of the file is scanned (ragged rows are found and reported wherever they are), so the file's length,
 * not only the cells a query reads, bounds the work; at 1 MB the upload and the scan stay within the request's CPU budget
 * (docs/stats.md, "Limits").
 */
export const MAX_CSV_BYTES = 1024 * 1024;
export const MAX_COLUMNS = 1_000;

const QUOTE = 34;
const LF = 10;
const CR = 13;

export interface RecordCursor {
  /** Next unread position in the text. */
  pos: number;
  /** Fields of the last record (all of them, also those beyond `width`). */
  fields: number;
  /** Whether every field of the last record was empty or blank (such records are skipped). */
  blank: boolean;
  readonly width: number;
  /** Bounds of the first `width` fields of the last record; `escaped` marks quoted fields holding `""`. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly escaped: Uint8Array;
}

export function newCursor(pos: number, width: number): RecordCursor {
  return {
    pos,
    fields: 0,
    blank: true,
    width,
    starts: new Int32Array(width),
    ends: new Int32Array(width),
    escaped: new Uint8Array(width),
  };
}

function malformed(detail: string): StatsInputError {
  return new StatsInputError('CSV_MALFORMED', detail);
}

function hasContent(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 0xa0) return true;
  }
  return false;
}

/** Reads one record at `cursor.pos`; false at the end of the text. */
export function nextRecord(text: string, delimiter: number, cursor: RecordCursor): boolean {
  const n = text.length;
  let i = cursor.pos;
  if (i >= n) return false;
  let field = 0;
  let blank = true;
  for (;;) {
    let start: number;
    let end: number;
    let escaped = 0;
    if (text.charCodeAt(i) === QUOTE) {
      start = i + 1;
      let k = start;
      for (;;) {
        const q = text.indexOf('"', k);
        if (q < 0) throw malformed('CSV has unbalanced quotes');
        if (text.charCodeAt(q + 1) === QUOTE) {
          escaped = 1;
          k = q + 2;
          continue;
        }
        end = q;
        k = q + 1;
        break;
      }
      while (k < n && (text.charCodeAt(k) === 32 || (text.charCodeAt(k) === 9 && delimiter !== 9))) k++;
      i = k;
    } else {
      start = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === delimiter || c === LF || c === CR) break;
        i++;
      }
      end = i;
    }
    if (field < cursor.width) {
      cursor.starts[field] = start;
      cursor.ends[field] = end;
      cursor.escaped[field] = escaped;
    }
    if (blank && end > start && hasContent(text, start, end)) blank = false;
    field++;
    if (i >= n) break;
    const c = text.charCodeAt(i);
    if (c === delimiter) {
      i++;
      continue;
    }
    if (c === CR) {
      i++;
      if (text.charCodeAt(i) === LF) i++;
      break;
    }
    if (c === LF) {
      i++;
      break;
    }
    throw malformed('CSV has text after a closing quote');
  }
  cursor.pos = i;
  cursor.fields = field;
  cursor.blank = blank;
  return true;
}

/** The text of field `f` of the cursor's last record, unescaped (not trimmed). */
export function fieldText(text: string, cursor: RecordCursor, f: number): string {
  const raw = text.slice(cursor.starts[f], cursor.ends[f]);
  return cursor.escaped[f] === 1 ? raw.replaceAll('""', '"') : raw;
}

/**
 * Where the header line starts: past lines that hold nothing but spaces and the four delimiters (an empty line, `||`,
 * `, ,`), which are blank records whatever the delimiter is, so the header (the first non-blank record) is the line the
 * delimiter is read from. Looks at most 65,536 characters ahead.
 */
function headerLineStart(text: string, from: number): { at: number; lines: number } {
  const limit = Math.min(text.length, from + 65_536);
  let at = from;
  let lines = 0;
  for (let i = from; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) {
      // CRLF is one line break.
      if (!(c === LF && text.charCodeAt(i - 1) === CR && i > from)) lines++;
      at = i + 1;
    } else if (c !== 32 && c !== 9 && c !== 44 && c !== 59 && c !== 124) return { at, lines };
  }
  return { at: from, lines: 0 };
}

/** The delimiter the header line uses most (outside quotes) among `,` `;` tab `|`; a comma when none appears. */
export function detectDelimiter(text: string, from: number): number {
  const counts = new Map<number, number>([
    [44, 0],
    [59, 0],
    [9, 0],
    [124, 0],
  ]);
  let quoted = false;
  const limit = Math.min(text.length, from + 65_536);
  for (let i = from; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    else if (!quoted && (c === LF || c === CR)) break;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = 44;
  let bestCount = 0;
  for (const [c, count] of counts) {
    if (count > bestCount) {
      best = c;
      bestCount = count;
    }
  }
  return best;
}

/** Whether the UTF-8 encoding of `text` is longer than `limit` bytes, counted without encoding it. */
export function exceedsUtf8Bytes(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > limit) return true;
  }
  return false;
}

export interface CsvHeader {
  /** Addressable column names (non-empty header cells, trimmed), in file order. */
  columns: string[];
  /** The field position of each column in a record. */
  fieldOf: number[];
  /** Fields of the header record, named or not: every data record must have exactly this many (docs/stats.md, "Rows"). */
  width: number;
  delimiter: number;
  /** Position of the first record after the header. */
  bodyStart: number;
  /** Records read up to and including the header (blank lines before it count), for spreadsheet row numbers. */
  recordsBefore: number;
}

/**
 * Reads the header record (the first non-blank one). Caps: the text is at most 1 MB (UTF-8) and has at most 1,000
 * fields in its header; names must be unique ignoring case. `bytes`, when the caller has it (an upload's size), is the
 * text's UTF-8 length, so it is not counted again. Throws StatsInputError (400) or InputTooComplexError (400).
 */
export function readCsvHeader(text: string, bytes?: number): CsvHeader {
  if (bytes === undefined ? exceedsUtf8Bytes(text, MAX_CSV_BYTES) : bytes > MAX_CSV_BYTES) {
    throw new StatsInputError('CSV_TOO_LARGE', `CSV exceeds the ${MAX_CSV_BYTES / (1024 * 1024)} MB limit`);
  }
  const header = headerLineStart(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  const delimiter = detectDelimiter(text, header.at);
  const cursor = newCursor(header.at, MAX_COLUMNS + 1);
  // The blank lines before the header are records too, for spreadsheet row numbers.
  let records = header.lines;
  do {
    if (!nextRecord(text, delimiter, cursor)) throw new StatsInputError('CSV_NO_COLUMNS', 'CSV has no header columns');
    records++;
  } while (cursor.blank);
  if (cursor.fields > MAX_COLUMNS) {
    throw new InputTooComplexError('columns', MAX_COLUMNS, `The CSV header has more than ${MAX_COLUMNS} columns.`);
  }
  const columns: string[] = [];
  const fieldOf: number[] = [];
  const seen = new Set<string>();
  for (let f = 0; f < cursor.fields; f++) {
    const name = fieldText(text, cursor, f).trim();
    if (name.length === 0) continue;
    const folded = name.toLowerCase();
    if (seen.has(folded)) throw new StatsInputError('CSV_DUPLICATE_COLUMNS', 'CSV has duplicate column names');
    seen.add(folded);
    columns.push(name);
    fieldOf.push(f);
  }
  if (columns.length === 0) throw new StatsInputError('CSV_NO_COLUMNS', 'CSV has no header columns');
  return { columns, fieldOf, width: cursor.fields, delimiter, bodyStart: cursor.pos, recordsBefore: records };
}
