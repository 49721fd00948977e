import Papa from 'papaparse';

export const MAX_CSV_BYTES = 10 * 1024 * 1024;

export type CsvCell = number | string | null;

export interface ParsedCsv {
  columns: string[];
  rows: Record<string, CsvCell>[];
}

export type StatsInputErrorCode = 'CSV_TOO_LARGE' | 'CSV_NO_COLUMNS' | 'CSV_MALFORMED' | 'CSV_DUPLICATE_COLUMNS';

/** A caller-facing input problem (maps to HTTP 400); its message is safe to return. */
export class StatsInputError extends Error {
  readonly code: StatsInputErrorCode;
  constructor(code: StatsInputErrorCode, message: string) {
    super(message);
    this.name = 'StatsInputError';
    this.code = code;
  }
}

const utf8 = new TextEncoder();

function normaliseCell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return String(value);
}

/**
 * Parses CSV text with a header row. Numbers become numbers (papaparse dynamicTyping), empty cells become null,
 * booleans become 1/0 so they can be averaged, quoted fields keep their commas and newlines.
 */
export function parseCsv(text: string): ParsedCsv {
  if (text.length > MAX_CSV_BYTES || utf8.encode(text).byteLength > MAX_CSV_BYTES) {
    throw new StatsInputError('CSV_TOO_LARGE', 'CSV exceeds the 10 MB limit');
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<Record<string, unknown>>(body, {
    header: true,
    dynamicTyping: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = (result.meta.fields ?? []).filter((f) => f.length > 0);
  if (fields.length === 0) throw new StatsInputError('CSV_NO_COLUMNS', 'CSV has no header columns');
  if (new Set(fields.map((f) => f.toLowerCase())).size !== fields.length) {
    throw new StatsInputError('CSV_DUPLICATE_COLUMNS', 'CSV has duplicate column names');
  }
  // Quote errors make the rest of the file unreliable; row-length mismatches are tolerated (missing cells → null).
  if (result.errors.some((e) => e.type === 'Quotes')) {
    throw new StatsInputError('CSV_MALFORMED', 'CSV has unbalanced quotes');
  }
  const rows = result.data.map((raw) => {
    const row: Record<string, CsvCell> = {};
    for (const f of fields) row[f] = normaliseCell(raw[f]);
    return row;
  });
  return { columns: fields, rows };
}
