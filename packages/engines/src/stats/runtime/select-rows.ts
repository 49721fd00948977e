import { Rational } from '../../exact/rational.ts';
import type { CompareOp, PlanCondition, WireText } from '../stats-plan.ts';
import type { NumericColumn } from './numeric-column.ts';

/** A compiled condition: a test on row i. */
export type RowTest = (i: number) => boolean;

export interface ColumnViews {
  num: NumericColumn | null;
  text: WireText | null;
}

function compareText(a: string, op: CompareOp, b: string): boolean {
  switch (op) {
    case '==':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

/**
 * A numeric condition on scaled integers: `m op t` for the cell m / 10^s against the exact value v means
 * m op v·10^s. When v·10^s is not an integer F + f (0 < f < 1), an integer m is never equal to it, and
 * m > v·10^s ⟺ m ≥ v·10^s ⟺ m > F, m < v·10^s ⟺ m ≤ v·10^s ⟺ m ≤ F.
 */
function numericTest(col: NumericColumn, op: CompareOp, value: string): RowTest {
  const vals = col.vals;
  const v = Rational.parse(value);
  if (!v) return () => false;
  const t = v.mul(Rational.of(10n ** BigInt(col.s)));
  const isNumber = (i: number) => vals[i] !== null;
  if (!t.isInteger()) {
    const floor = t.floor().num;
    const f = floor >= -4503599627370496n && floor <= 4503599627370496n ? Number(floor) : floor;
    switch (op) {
      case '==':
        return () => false;
      case '!=':
        return isNumber;
      case '<':
      case '<=':
        return (i) => {
          const m = vals[i];
          return m !== null && (m as number) <= f;
        };
      case '>':
      case '>=':
        return (i) => {
          const m = vals[i];
          return m !== null && (m as number) > f;
        };
    }
  }
  const k = t.num >= -4503599627370496n && t.num <= 4503599627370496n ? Number(t.num) : t.num;
  switch (op) {
    case '==':
      // Loose equality compares a double with a BigInt exactly; strict equality would not.
      // biome-ignore lint/suspicious/noDoubleEquals: exact mixed number/BigInt comparison
      return (i) => vals[i] !== null && vals[i] == k;
    case '!=':
      // biome-ignore lint/suspicious/noDoubleEquals: exact mixed number/BigInt comparison
      return (i) => vals[i] !== null && vals[i] != k;
    case '<':
      return (i) => vals[i] !== null && (vals[i] as number) < k;
    case '<=':
      return (i) => vals[i] !== null && (vals[i] as number) <= k;
    case '>':
      return (i) => vals[i] !== null && (vals[i] as number) > k;
    case '>=':
      return (i) => vals[i] !== null && (vals[i] as number) >= k;
  }
}

/** A text condition: decided once per distinct text of the column, then looked up per row. */
function textTest(view: WireText, op: CompareOp, value: string): RowTest {
  const lower = view.lower ?? [];
  const verdicts = new Uint8Array(lower.length);
  for (let d = 0; d < lower.length; d++) verdicts[d] = compareText(lower[d] as string, op, value) ? 1 : 0;
  // An empty cell matches only "is not": it is not equal to any text.
  const empty = op === '!=';
  const codes = view.codes;
  return (i) => {
    const code = codes[i] as number;
    return code < 0 ? empty : verdicts[code] === 1;
  };
}

export function compileCondition(cond: PlanCondition, views: ColumnViews[]): RowTest {
  const view = views[cond.c];
  if ('num' in cond) return view?.num ? numericTest(view.num, cond.op, cond.num) : () => false;
  return view?.text ? textTest(view.text, cond.op, cond.text) : () => false;
}

/** Rows (indices, ascending) that satisfy a DNF of conditions; every row when there is none. */
export function selectRows(n: number, dnf: RowTest[][] | null): Int32Array {
  if (!dnf) {
    const all = new Int32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return all;
  }
  const out = new Int32Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    let any = false;
    for (let g = 0; g < dnf.length && !any; g++) {
      const group = dnf[g] as RowTest[];
      let all = true;
      for (let c = 0; c < group.length && all; c++) all = (group[c] as RowTest)(i);
      any = all;
    }
    if (any) out[count++] = i;
  }
  return out.slice(0, count);
}

/** The rows of `idx` that pass `test`. */
export function filterRows(idx: Int32Array, test: RowTest): Int32Array {
  const out = new Int32Array(idx.length);
  let count = 0;
  for (let j = 0; j < idx.length; j++) if (test(idx[j] as number)) out[count++] = idx[j] as number;
  return out.slice(0, count);
}

export const EMPTY_KEY = '(empty)';

/**
 * Splits `idx` by the group key of column `view`, in first-seen order; null when there are more than `maxGroups`
 * groups. Keys are the canonical texts of the API's key view; an empty cell is the group "(empty)".
 */
export function groupRows(idx: Int32Array, view: WireText, maxGroups: number): Array<[string, Int32Array]> | null {
  const keyOf = view.keyOf ?? [];
  const keys = view.keys ?? [];
  const groupOfKey = new Int32Array(keys.length + 1).fill(-1);
  const rowGroup = new Int32Array(idx.length);
  const sizes: number[] = [];
  const names: string[] = [];
  for (let j = 0; j < idx.length; j++) {
    const code = view.codes[idx[j] as number] as number;
    const key = code < 0 ? keys.length : (keyOf[code] as number);
    let g = groupOfKey[key] as number;
    if (g < 0) {
      if (sizes.length >= maxGroups) return null;
      g = sizes.length;
      groupOfKey[key] = g;
      sizes.push(0);
      names.push(key === keys.length ? EMPTY_KEY : (keys[key] as string));
    }
    rowGroup[j] = g;
    sizes[g] = (sizes[g] as number) + 1;
  }
  const members = sizes.map((size) => new Int32Array(size));
  const filled = new Int32Array(sizes.length);
  for (let j = 0; j < idx.length; j++) {
    const g = rowGroup[j] as number;
    const at = filled[g] as number;
    (members[g] as Int32Array)[at] = idx[j] as number;
    filled[g] = at + 1;
  }
  return names.map((name, g) => [name, members[g] as Int32Array]);
}
