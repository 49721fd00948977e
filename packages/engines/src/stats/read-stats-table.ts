import { InputTooComplexError } from '../budget.ts';
import { ColumnBuilder } from './column-builder.ts';
import { type CsvHeader, newCursor, nextRecord } from './csv-scanner.ts';
import type { NumberFormat } from './read-number.ts';
import type { ColumnRoles, WireTable } from './stats-plan.ts';

export interface StatsTable {
  wire: WireTable;
  /** Spreadsheet row number (the header is row 1) of data row i: blank records count, as a spreadsheet shows them. */
  rowNumber(i: number): number;
  /** Cells read into typed views: rows × columns read, the unit of the sandbox's work budget. */
  cells: number;
}

export interface ReadTableOptions {
  format: NumberFormat;
  /** Refuse (InputTooComplexError) once rows × columns read would pass this. */
  maxCells: number;
  /** Columns to read, with their roles; `raw` adds the texts as written (free-form programs). */
  roles: Map<number, ColumnRoles & { raw?: boolean }>;
}

/**
 * Reads the body of a CSV into the typed views a plan needs, in one pass over the text. Only the columns in
 * `options.roles` are read; the others are skipped over. Short records leave their missing cells empty; extra fields
 * are ignored; blank records are skipped (and remembered for row numbers).
 */
export function readStatsTable(text: string, header: CsvHeader, options: ReadTableOptions): StatsTable {
  const wanted = [...options.roles.keys()].sort((a, b) => a - b);
  const builders = wanted.map((c) => {
    const r = options.roles.get(c) as ColumnRoles & { raw?: boolean };
    return new ColumnBuilder({ ...r, raw: r.raw === true }, options.format);
  });
  const fields = wanted.map((c) => header.fieldOf[c] as number);
  const width = fields.length > 0 ? Math.max(...fields) + 1 : 0;
  const cursor = newCursor(header.bodyStart, width);
  const blankBefore: number[] = [];
  let rows = 0;
  const perRow = wanted.length;
  while (nextRecord(text, header.delimiter, cursor)) {
    if (cursor.blank) {
      blankBefore.push(rows);
      continue;
    }
    rows++;
    if (perRow > 0 && rows * perRow > options.maxCells) {
      throw new InputTooComplexError(
        'cells',
        options.maxCells,
        `The query would read more than ${options.maxCells.toLocaleString('en-US')} cells (rows × columns used).`,
      );
    }
    for (let k = 0; k < perRow; k++) {
      const f = fields[k] as number;
      const b = builders[k] as ColumnBuilder;
      if (f < cursor.fields) b.push(text, cursor.starts[f] as number, cursor.ends[f] as number, cursor.escaped[f] === 1);
      else b.pushEmpty();
    }
  }
  const cols: WireTable['cols'] = header.columns.map(() => null);
  wanted.forEach((c, k) => {
    cols[c] = (builders[k] as ColumnBuilder).build();
  });
  const first = header.recordsBefore + 1;
  return {
    wire: { n: rows, columns: header.columns, cols },
    cells: rows * perRow,
    rowNumber(i: number): number {
      // Blank records before data row i shift its spreadsheet row; blankBefore is sorted.
      let lo = 0;
      let hi = blankBefore.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((blankBefore[mid] as number) <= i) lo = mid + 1;
        else hi = mid;
      }
      return first + i + lo;
    },
  };
}
