import { nearestDouble } from '../nearest-double.ts';
import type { WireTable } from '../stats-plan.ts';
import { isCell } from './numeric-column.ts';
import { columnViews } from './stats-runtime.ts';

/**
 * Row objects for free-form programs: `rows[i][name]` is the cell as a number (the double nearest to its exact value),
 * as text when it is not a number, or null when empty. Properties are defined, not assigned, so a column named
 * "__proto__" is an ordinary key.
 */
export function rows(table: WireTable): Array<Record<string, number | string | null>> {
  const v = columnViews(table);
  const out: Array<Record<string, number | string | null>> = [];
  const doubles = v.map((view) => {
    const col = view.num;
    if (!col) return null;
    const scale = 10 ** col.s;
    return Array.from(col.vals, (m: number | bigint | null) => {
      if (!isCell(m)) return null;
      if (typeof m === 'number' && col.s <= 22) return col.s === 0 ? m : m / scale;
      return nearestDouble(BigInt(m), 10n ** BigInt(col.s));
    });
  });
  for (let i = 0; i < table.n; i++) {
    const row: Record<string, number | string | null> = {};
    for (let c = 0; c < table.columns.length; c++) {
      const num = doubles[c]?.[i];
      let value: number | string | null = num ?? null;
      if (value === null) {
        const text = v[c]?.text;
        const code = text ? (text.codes[i] as number) : -1;
        value = code >= 0 ? (text?.raw?.[code] ?? null) : null;
      }
      Object.defineProperty(row, table.columns[c] as string, { value, enumerable: true, writable: true, configurable: true });
    }
    out.push(row);
  }
  return out;
}
