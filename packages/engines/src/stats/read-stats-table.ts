import { InputTooComplexError } from '../budget.ts';
import { ColumnBuilder } from './column-builder.ts';
import { type CsvHeader, newCursor, nextRecord } from './csv-scanner.ts';
import type { NumberFormat } from './read-number.ts';
import type { ColumnRoles, WireTable } from './stats-plan.ts';

export interface StatsTable {
  wire: WireTable;
  /** Spreadsheet row number (the header is row 1) of data row i: blank and ragged records count, as a spreadsheet shows them. */
  rowNumber(i: number): number;
  /** Cells read into typed views: rows × columns read, the unit of the sandbox's work budget. */
  cells: number;
  /**
   * Records with more or fewer fields than the header (outside quotes): never cut or padded into a row. They are left
   * out of the table, counted, and named by spreadsheet row number (the first 50); an answer over such a file is PARTIAL.
   */
  ragged: RaggedRows;
}

export interface RaggedRows {
  count: number;
  /** Spreadsheet row numbers (header = row 1) of the first 50. */
  rows: number[];
}

export const MAX_RAGGED_ROWS_LISTED = 50;

export interface ReadTableOptions {
  format: NumberFormat;
  /** Refuse (InputTooComplexError) once rows × columns read would pass this. */
  maxCells: number;
  /** Columns to read, with their roles; `raw` adds the texts as written (free-form programs). */
  roles: Map<number, ColumnRoles & { raw?: boolean }>;
}

/**
 * Reads the body of a CSV into the typed views a plan needs, in one pass over the text. Only the columns in
 * `options.roles` are read; the others are skipped over. Blank records are skipped; a record whose field count differs
 * from the header's is ragged: it is not a row (no cell of it is read) and it is reported. Both are remembered so that
 * data rows keep their spreadsheet row numbers.
 */
export function readStatsTable(text: string, header: CsvHeader, options: ReadTableOptions): StatsTable {
  const wanted = [...options.roles.keys()].sort((a, b) => a - b);
  // A row takes at least two characters (a non-blank cell and a line break, the last one may lack the break), and the
  // cells cap bounds the rows read: the cell positions are kept in typed arrays sized once to the smaller bound.
  const bodyRows = Math.floor((text.length - header.bodyStart + 1) / 2) + 1;
  const perRow = wanted.length;
  const capacity = perRow > 0 ? Math.min(bodyRows, Math.floor(options.maxCells / perRow) + 1) * perRow : 0;
  const fields = wanted.map((c) => header.fieldOf[c] as number);
  const width = fields.length > 0 ? Math.max(...fields) + 1 : 0;
  const cursor = newCursor(header.bodyStart, width);
  // Where each cell read is; its value is read only once every row is counted, so a file past the cells cap is
  // refused before any cell is parsed.
  const starts = new Int32Array(capacity);
  const ends = new Int32Array(capacity);
  const escaped = new Uint8Array(capacity);
  // Data-row index before which each skipped record (blank or ragged) stood, ascending.
  const skippedBefore: number[] = [];
  const ragged: RaggedRows = { count: 0, rows: [] };
  const first = header.recordsBefore + 1;
  let rows = 0;
  while (nextRecord(text, header.delimiter, cursor)) {
    if (cursor.blank) {
      skippedBefore.push(rows);
      continue;
    }
    if (cursor.fields !== header.width) {
      if (ragged.rows.length < MAX_RAGGED_ROWS_LISTED) ragged.rows.push(first + rows + skippedBefore.length);
      ragged.count++;
      skippedBefore.push(rows);
      continue;
    }
    const at = rows * perRow;
    rows++;
    if (perRow > 0 && rows * perRow > options.maxCells) throw cellsCap(options.maxCells);
    for (let k = 0; k < perRow; k++) {
      const f = fields[k] as number;
      starts[at + k] = cursor.starts[f] as number;
      ends[at + k] = cursor.ends[f] as number;
      escaped[at + k] = cursor.escaped[f] as number;
    }
  }
  const cols: WireTable['cols'] = header.columns.map(() => null);
  wanted.forEach((c, k) => {
    const r = options.roles.get(c) as ColumnRoles & { raw?: boolean };
    const builder = new ColumnBuilder({ ...r, raw: r.raw === true }, options.format, rows);
    for (let at = k; at < rows * perRow; at += perRow) builder.push(text, starts[at] as number, ends[at] as number, escaped[at] === 1);
    cols[c] = builder.build();
  });
  return {
    wire: { n: rows, columns: header.columns, cols },
    cells: rows * perRow,
    ragged,
    rowNumber(i: number): number {
      // Skipped records before data row i shift its spreadsheet row; skippedBefore is sorted.
      let lo = 0;
      let hi = skippedBefore.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((skippedBefore[mid] as number) <= i) lo = mid + 1;
        else hi = mid;
      }
      return first + i + lo;
    },
  };
}

function cellsCap(maxCells: number): InputTooComplexError {
  return new InputTooComplexError(
    'cells',
    maxCells,
    `The query would read more than ${maxCells.toLocaleString('en-US')} cells (rows × columns used).`,
  );
}
