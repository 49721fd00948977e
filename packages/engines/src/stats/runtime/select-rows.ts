import { Rational } from '../../exact/rational.ts';
import type { CompareOp, PlanCondition, WireText } from '../stats-plan.ts';
import { compareValues, isCell, type NumericColumn } from './numeric-column.ts';

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

function holds(order: number, op: CompareOp): boolean {
  switch (op) {
    case '==':
      return order === 0;
    case '!=':
      return order !== 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
  }
}

/**
 * A numeric condition on scaled integers: the cell m / 10^s against the exact value v means m against t = v·10^s.
 * When t is not an integer, F = floor(t) < t < F + 1: an integer m is never equal to t, m > t ⟺ m ≥ t ⟺ m > F,
 * m < t ⟺ m ≤ t ⟺ m ≤ F. Doubles compare with doubles and BigInts with BigInts, never with each other (see
 * compareValues).
 */
function numericTest(col: NumericColumn, op: CompareOp, value: string): RowTest {
  const vals = col.vals;
  const v = Rational.parse(value);
  if (!v) return () => false;
  const t = v.mul(Rational.of(10n ** BigInt(col.s)));
  let k = t.num;
  let cmp = op;
  if (!t.isInteger()) {
    if (op === '==') return () => false;
    if (op === '!=') return (i) => isCell(vals[i]);
    k = t.floor().num;
    cmp = op === '<' || op === '<=' ? '<=' : '>';
  }
  const safe = k >= -4503599627370496n && k <= 4503599627370496n;
  const kNumber = Number(k);
  if (safe && !col.hasBig) {
    // NaN (not a number) compares false with everything; null must be ruled out, as null < 1 holds in JavaScript.
    switch (cmp) {
      case '==':
        return (i) => vals[i] === kNumber;
      case '!=':
        return (i) => isCell(vals[i]) && vals[i] !== kNumber;
      case '<':
        return (i) => vals[i] !== null && (vals[i] as number) < kNumber;
      case '<=':
        return (i) => vals[i] !== null && (vals[i] as number) <= kNumber;
      case '>':
        return (i) => vals[i] !== null && (vals[i] as number) > kNumber;
      case '>=':
        return (i) => vals[i] !== null && (vals[i] as number) >= kNumber;
    }
  }
  return (i) => {
    const m = vals[i];
    if (!isCell(m)) return false;
    const order = typeof m === 'number' && safe ? (m < kNumber ? -1 : m > kNumber ? 1 : 0) : compareValues(m, k);
    return holds(order, cmp);
  };
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
