import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES, parseCsv, StatsInputError } from './parse-csv.ts';

describe('parseCsv', () => {
  it('parses the fixture with types, quotes and empty cells', () => {
    const t = parseCsv(readFileSync(new URL('./fixtures/sales.csv', import.meta.url), 'utf8'));
    expect(t.columns).toContain('Customer Score');
    expect(t.rows).toHaveLength(24);
    expect(t.rows[5]).toMatchObject({ product: 'Gizmo, Deluxe', units: 3, active: 0 });
    expect(t.rows[9]?.['Customer Score']).toBeNull();
  });
  it('handles a BOM, CRLF and embedded newlines', () => {
    const t = parseCsv('\uFEFFa,b\r\n1,"x\ny"\r\n2,z\r\n');
    expect(t).toEqual({
      columns: ['a', 'b'],
      rows: [
        { a: 1, b: 'x\ny' },
        { a: 2, b: 'z' },
      ],
    });
  });
  it('rejects oversized input and missing headers with typed errors', () => {
    expect(() => parseCsv('a\n' + '1\n'.repeat(MAX_CSV_BYTES / 2 + 1))).toThrow(StatsInputError);
    expect(() => parseCsv('')).toThrow(StatsInputError);
    try {
      parseCsv('');
    } catch (e) {
      expect((e as StatsInputError).code).toBe('CSV_NO_COLUMNS');
    }
    expect(() => parseCsv('a,A\n1,2')).toThrow(/duplicate/);
  });
});
