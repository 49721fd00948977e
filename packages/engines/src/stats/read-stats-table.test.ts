import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { MAX_COLUMNS, MAX_CSV_BYTES, readCsvHeader } from './csv-scanner.ts';
import { readStatsTable } from './read-stats-table.ts';
import { StatsInputError } from './stats-input-error.ts';
import type { ColumnRoles, WireNumeric } from './stats-plan.ts';

const ALL: ColumnRoles & { raw: boolean } = { numeric: true, lower: true, key: true, raw: true };

function table(csv: string, columns: number[] = [0, 1], maxCells = 1_000_000) {
  const header = readCsvHeader(csv);
  const roles = new Map(columns.map((c) => [c, ALL]));
  return { header, table: readStatsTable(csv, header, { format: 'decimal_point', maxCells, roles }) };
}

/** A numeric column's cells as an array, null for a cell that is not a number (NaN in the Float64Array form). */
function cells(num: WireNumeric | undefined): Array<number | string | null> {
  return Array.from(num?.m ?? [], (v: number | string | null) => (typeof v === 'number' && Number.isNaN(v) ? null : v));
}

describe('readCsvHeader and readStatsTable', () => {
  it('reads the fixture: quotes with commas, empty cells, a quoted header name', () => {
    const csv = readFileSync(new URL('./fixtures/sales.csv', import.meta.url), 'utf8');
    const { header, table: t } = table(csv, [2, 7]);
    expect(header.columns).toContain('Customer Score');
    expect(t.wire.n).toBe(24);
    const product = t.wire.cols[2]?.text;
    expect(product?.raw?.[product.codes[5] as number]).toBe('Gizmo, Deluxe');
    expect(cells(t.wire.cols[7]?.num)[9]).toBeNull();
    expect(t.wire.cols[7]?.num?.s).toBe(1);
    expect(t.wire.cols[7]?.num?.m[0]).toBe(75);
  });

  it('handles a BOM, CRLF, embedded newlines and doubled quotes; leaves short and long records out and names them', () => {
    const { header, table: t } = table('\uFEFFa,b\r\n1,"x\ny"\r\n2,"say ""hi"""\r\n3\r\n4,z,extra\r\n5,"a,b"\r\n6,w,\r\n');
    expect(header.columns).toEqual(['a', 'b']);
    expect(header.width).toBe(2);
    expect(t.wire.n).toBe(3);
    const b = t.wire.cols[1]?.text;
    expect(b?.codes.map((c) => (c < 0 ? null : b.raw?.[c]))).toEqual(['x\ny', 'say "hi"', 'a,b']);
    expect(cells(t.wire.cols[0]?.num)).toEqual([1, 2, 5]);
    // "3" (one field), "4,z,extra" and "6,w," (three fields) are records 4, 5 and 7; the data row "5" is record 6.
    expect(t.ragged).toEqual({ count: 3, rows: [4, 5, 7] });
    expect([0, 1, 2].map((i) => t.rowNumber(i))).toEqual([2, 3, 6]);
  });

  it("counts the header's unnamed fields: a record must match the header record, not its named columns", () => {
    const { header, table: t } = table(',a,b\n0,1,x\n2,y\n', [0, 1]);
    expect(header.columns).toEqual(['a', 'b']);
    expect(header.width).toBe(3);
    expect(t.wire.n).toBe(1);
    expect(t.ragged).toEqual({ count: 1, rows: [3] });
  });

  it('reads missing-value markers as empty cells in every view', () => {
    const { table: t } = table('k,v\nNA,1\nn/a,None\n#N/A,x\nnull,\nNaN,2\n', [0, 1]);
    expect(t.wire.cols[0]?.text?.codes).toEqual([-1, -1, -1, -1, -1]);
    expect(cells(t.wire.cols[1]?.num)).toEqual([1, null, null, null, 2]);
    expect(t.wire.cols[1]?.num?.bad).toEqual([2]);
    expect(t.wire.cols[1]?.num?.numbers).toBe(2);
  });

  it('detects semicolon and tab delimiters from the header', () => {
    expect(readCsvHeader('a;b;c\n1;2;3').columns).toEqual(['a', 'b', 'c']);
    expect(readCsvHeader('a\tb\n1\t2').columns).toEqual(['a', 'b']);
    expect(readCsvHeader('"a,b";c\n1;2').columns).toEqual(['a,b', 'c']);
  });

  it('skips blank records and numbers rows as a spreadsheet does (header = row 1)', () => {
    const { table: t } = table('a,b\n1,x\n\n , \n2,y\n3,z\n');
    expect(t.wire.n).toBe(3);
    expect([0, 1, 2].map((i) => t.rowNumber(i))).toEqual([2, 5, 6]);
    const early = table('\n\na,b\n1,x\n');
    expect(early.table.rowNumber(0)).toBe(4);
  });

  it('reads the delimiter from the header, the first non-blank record, past blank lines and delimiter-only lines', () => {
    const piped = table('\n  \n;;\nsite|kwh|note\nA|3.5|x\n||\n| | \nB|4|y\n', [0, 1]);
    expect(piped.header.columns).toEqual(['site', 'kwh', 'note']);
    expect(piped.header.delimiter).toBe('|'.charCodeAt(0));
    expect(piped.table.wire.n).toBe(2);
    // A header with no delimiter in it after blank lines is one column, read with the default comma.
    expect(readCsvHeader('\n\ntotal\n4\n').columns).toEqual(['total']);
  });

  it('records unreadable cells by row, big integers as digits, and one common scale', () => {
    const { table: t } = table('v\n1.5\nabc\n12345678901234567890\nNA\n\n(2)\n', [0]);
    const num = t.wire.cols[0]?.num;
    expect(num?.s).toBe(1);
    expect(num?.m).toEqual([15, null, '123456789012345678900', null, -20]);
    expect(num?.bad).toEqual([1]);
    expect(num?.big).toEqual([2]);
  });

  it('gives a column within 2^52 as a Float64Array at one common scale, NaN for cells that are not numbers', () => {
    const { table: t } = table('v\n7\n-2.25\nn/a\n1.5\nabc\n', [0]);
    const num = t.wire.cols[0]?.num;
    expect(num?.m).toBeInstanceOf(Float64Array);
    expect(num?.s).toBe(2);
    expect(cells(num)).toEqual([700, -225, null, 150, null]);
    expect(num?.bad).toEqual([4]);
    expect(num?.numbers).toBe(3);
    // A column whose rescaled cells would pass 2^52 keeps the array form, with those cells as decimal digits.
    const wide = table('v\n4503599627371\n0.001\n', [0]).table.wire.cols[0]?.num;
    expect(wide?.m).toEqual(['4503599627371000', 1]);
    expect(wide?.big).toEqual([0]);
  });

  it('gives numbers one group key whatever their spelling', () => {
    const { table: t } = table('k\n1\n1.0\n$1\nEU\neu\n', [0]);
    const text = t.wire.cols[0]?.text;
    const keys = text?.codes.map((c) => text.keys?.[text.keyOf?.[c] as number]);
    expect(keys).toEqual(['1', '1', '1', 'EU', 'eu']);
    expect(text?.lower).toEqual(['1', '1.0', '$1', 'eu', 'eu']);
  });

  it('reads only the columns asked for', () => {
    const { table: t } = table('a,b,c\n1,2,3\n', [2]);
    expect(t.wire.cols[0]).toBeNull();
    expect(t.wire.cols[1]).toBeNull();
    expect(t.wire.cols[2]?.num?.m).toEqual(new Float64Array([3]));
    expect(t.cells).toBe(1);
  });

  it('refuses malformed, empty, duplicate and oversized input with typed errors', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof StatsInputError || e instanceof InputTooComplexError
          ? e instanceof StatsInputError
            ? e.code
            : e.limit
          : 'other';
      }
      return 'none';
    };
    expect(code(() => readCsvHeader(''))).toBe('CSV_NO_COLUMNS');
    expect(code(() => readCsvHeader('\n , \n'))).toBe('CSV_NO_COLUMNS');
    expect(code(() => readCsvHeader('a,A\n1,2'))).toBe('CSV_DUPLICATE_COLUMNS');
    expect(code(() => table('a,b\n"1,2\n'))).toBe('CSV_MALFORMED');
    expect(code(() => table('a,b\n"1"x,2\n'))).toBe('CSV_MALFORMED');
    expect(code(() => readCsvHeader(`a\n${'1\n'.repeat(MAX_CSV_BYTES / 2 + 1)}`))).toBe('CSV_TOO_LARGE');
    expect(code(() => readCsvHeader(Array.from({ length: MAX_COLUMNS + 1 }, (_, i) => `c${i}`).join(',')))).toBe('columns');
    expect(code(() => table(`a,b\n${'1,2\n'.repeat(1_000)}`, [0, 1], 1_000))).toBe('cells');
  });

  it('refuses a file past the cells cap before reading any value, counting rows as the reading counts them', () => {
    const code = (csv: string, columns: number[], maxCells: number) => {
      try {
        return `${table(csv, columns, maxCells).table.wire.n} rows`;
      } catch (e) {
        return e instanceof InputTooComplexError ? e.limit : e instanceof StatsInputError ? e.code : 'other';
      }
    };
    const readings = (n: number) => `depth,temp\n${Array.from({ length: n }, (_, i) => `${i},${(i * 37) % 90}`).join('\n')}\n`;
    // 2 columns read: 400 cells allow 200 rows; 201 are refused.
    expect(code(readings(200), [0, 1], 400)).toBe('200 rows');
    expect(code(readings(201), [0, 1], 400)).toBe('cells');
    // Blank and ragged records make the file long but are no rows: not refused.
    const padded = `${readings(200)}${'\n'.repeat(300)}${'9\n'.repeat(300)}`;
    expect(code(padded, [0, 1], 400)).toBe('200 rows');
    // A malformed record before the cap is reported as it was without the count.
    expect(code(`${readings(10)}"11,2\n${readings(300)}`, [0], 100)).toBe('CSV_MALFORMED');
  });
});
