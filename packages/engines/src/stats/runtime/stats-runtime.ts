import { Rational } from '../../exact/rational.ts';
import {
  aggregateCost,
  conditionCount,
  PASS_COST,
  type PlanAggregate,
  type PlanCondition,
  type PlanOutput,
  type PlanValue,
  type SkippedCells,
  STATS_OUTPUT_KIND,
  type StatsPlan,
  selectionCost,
  type WireTable,
} from '../stats-plan.ts';
import {
  correlationAggregate,
  exact,
  numericAggregate,
  quantileAggregate,
  regressionAggregate,
  tTestAggregate,
  welchAggregate,
} from './aggregate.ts';
import { isCell, type NumericColumn, numericColumn } from './numeric-column.ts';
import { type ColumnViews, compileCondition, EMPTY_KEY, filterRows, groupRows, selectRows } from './select-rows.ts';

// The stats runtime: evaluated inside the sandbox (bundled into the library script as the global `vx`) and tested
// directly in Node. `run` interprets a plan over a typed table in one pass per column it reads; it never evaluates
// text from the query or the file as code.

export const MAX_GROUPS = 1_000;
const MAX_SKIPPED_ROWS = 50;

/** A value, how many numbers went into it, and (when not the selected rows) the rows whose cells it read. */
type Result = { value: PlanValue; used: number; read?: Int32Array[] };

export function columnViews(table: WireTable): ColumnViews[] {
  return table.cols.map((col) => ({
    num: col?.num ? numericColumn(col.num) : null,
    text: col?.text ?? null,
  }));
}

function numeric(v: ColumnViews[], c: number): NumericColumn {
  const col = v[c]?.num;
  if (!col) throw new Error('plan reads a column without its numeric view');
  return col;
}

function countResult(n: number): Result {
  return { value: exact(Rational.int(n)), used: 0 };
}

function aggregate(agg: PlanAggregate, v: ColumnViews[], idx: Int32Array, work: { units: number }): Result {
  // Named Welch groups count their own passes (their rows are not `idx`); every other aggregate reads `idx` once.
  if (agg.kind !== 'welch') work.units += idx.length * aggregateCost(agg);
  switch (agg.kind) {
    case 'count':
      return countResult(idx.length);
    case 'countColumn':
      return countColumn(numeric(v, agg.c), idx);
    case 'distinct': {
      const text = v[agg.c]?.text;
      const keyOf = text?.keyOf ?? [];
      const seen = new Uint8Array(text?.keys?.length ?? 0);
      let n = 0;
      for (let j = 0; j < idx.length; j++) {
        const code = text?.codes[idx[j] as number] as number;
        if (code < 0) continue;
        const key = keyOf[code] as number;
        if (seen[key] === 0) {
          seen[key] = 1;
          n++;
        }
      }
      return countResult(n);
    }
    case 'numeric':
      return numericAggregate(agg.fn, numeric(v, agg.c), idx);
    case 'quantile':
      return quantileAggregate(Rational.parse(agg.p) ?? Rational.ZERO, numeric(v, agg.c), idx);
    case 'tTest':
      return tTestAggregate(Rational.parse(agg.mu) ?? Rational.ZERO, numeric(v, agg.c), idx);
    case 'correlation':
      return correlationAggregate(numeric(v, agg.x), numeric(v, agg.y), idx);
    case 'regression':
      return regressionAggregate(agg.part, numeric(v, agg.x), numeric(v, agg.y), idx);
    case 'welch':
      return welch(agg, v, idx, work);
  }
}

/**
 * `count of x`: the non-missing cells of x among the rows. In a column that holds numbers those are its number cells
 * (an unreadable cell is not counted, and makes the answer PARTIAL through skippedCells); in a text column (no number
 * anywhere) every non-missing cell counts. Missing markers and empty cells are never counted.
 */
function countColumn(col: NumericColumn, idx: Int32Array): Result {
  let n = 0;
  if (col.numbers > 0) {
    for (let j = 0; j < idx.length; j++) if (isCell(col.vals[idx[j] as number])) n++;
    return countResult(n);
  }
  // A text column: its non-missing cells are exactly the cells that are not numbers (`bad`).
  const present = new Uint8Array(col.vals.length);
  for (const i of col.bad) present[i] = 1;
  for (let j = 0; j < idx.length; j++) n += present[idx[j] as number] as number;
  return countResult(n);
}

function welch(agg: Extract<PlanAggregate, { kind: 'welch' }>, v: ColumnViews[], idx: Int32Array, work: { units: number }): Result {
  const col = numeric(v, agg.c);
  if (agg.a && agg.b) {
    const a = filterRows(idx, compileCondition(agg.a, v));
    const b = filterRows(idx, compileCondition(agg.b, v));
    work.units += 2 * PASS_COST.filter * idx.length + PASS_COST.moments * (a.length + b.length);
    return { ...welchAggregate(col, a, b), read: [a, b] };
  }
  const view = v[agg.g]?.text;
  work.units += (PASS_COST.group + PASS_COST.moments) * idx.length;
  const groups = view ? groupRows(idx, view, 2) : null;
  if (!groups || groups.length !== 2) return { value: null, used: 0 };
  // Alphabetical order of the two keys: first minus second.
  groups.sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0));
  return welchAggregate(col, (groups[0] as [string, Int32Array])[1], (groups[1] as [string, Int32Array])[1]);
}

/** Columns whose unreadable cells the aggregate would have read as numbers. */
function aggregateColumns(agg: PlanAggregate, v: ColumnViews[]): number[] {
  switch (agg.kind) {
    case 'countColumn':
      return (v[agg.c]?.num?.numbers ?? 0) > 0 ? [agg.c] : [];
    case 'numeric':
    case 'quantile':
    case 'tTest':
    case 'welch':
      return [agg.c];
    case 'correlation':
    case 'regression':
      return [agg.x, agg.y];
    default:
      return [];
  }
}

function conditionColumns(plan: StatsPlan): number[] {
  const out: number[] = [];
  const add = (c: PlanCondition | null) => {
    if (c && 'num' in c && !out.includes(c.c)) out.push(c.c);
  };
  for (const group of plan.where ?? []) for (const c of group) add(c);
  if (plan.agg.kind === 'welch') {
    add(plan.agg.a);
    add(plan.agg.b);
  }
  return out;
}

function rowMask(n: number, rows: Int32Array[]): Uint8Array {
  const mask = new Uint8Array(n);
  for (const list of rows) for (let j = 0; j < list.length; j++) mask[list[j] as number] = 1;
  return mask;
}

/**
 * Unreadable cells that affected the answer: those of aggregated columns within the rows the aggregate read, and
 * every one of a column compared numerically (a row whose cell cannot be read is never selected by a numeric
 * condition, so it may have been left out).
 */
function skippedCells(plan: StatsPlan, v: ColumnViews[], n: number, read: Int32Array[]): SkippedCells[] {
  const out: SkippedCells[] = [];
  const whole = conditionColumns(plan);
  let mask: Uint8Array | null = null;
  for (const c of aggregateColumns(plan.agg, v)) {
    const bad = v[c]?.num?.bad ?? [];
    if (bad.length === 0 || whole.includes(c) || out.some((s) => s.c === c)) continue;
    mask ??= rowMask(n, read);
    const rows: number[] = [];
    let count = 0;
    for (const i of bad) {
      if (mask[i] !== 1) continue;
      count++;
      if (rows.length < MAX_SKIPPED_ROWS) rows.push(i);
    }
    if (count > 0) out.push({ c, count, rows });
  }
  for (const c of whole) {
    const bad = v[c]?.num?.bad ?? [];
    if (bad.length > 0) out.push({ c, count: bad.length, rows: bad.slice(0, MAX_SKIPPED_ROWS) });
  }
  return out;
}

/** Computes a plan over a table: the sandbox program for every translated query is `vx.run(input.plan, input.table)`. */
export function run(plan: StatsPlan, table: WireTable): PlanOutput {
  const v = columnViews(table);
  const work = { units: 0 };
  if (plan.where === null && plan.groupBy === null && plan.agg.kind === 'count') {
    return { kind: STATS_OUTPUT_KIND, value: exact(Rational.int(table.n)), groups: null, selected: table.n, used: 0, skipped: [], work: 0 };
  }
  const dnf = plan.where ? plan.where.map((group) => group.map((c) => compileCondition(c, v))) : null;
  work.units += table.n * selectionCost(conditionCount(plan));
  const selected = selectRows(table.n, dnf);
  const base = { kind: STATS_OUTPUT_KIND, selected: selected.length };
  if (plan.groupBy === null) {
    const r = aggregate(plan.agg, v, selected, work);
    const skipped = skippedCells(plan, v, table.n, r.read ?? [selected]);
    return { ...base, skipped, value: r.value, groups: null, used: r.used, work: work.units };
  }
  const view = v[plan.groupBy]?.text;
  work.units += selected.length * PASS_COST.group;
  const groups = view ? groupRows(selected, view, MAX_GROUPS) : [[EMPTY_KEY, selected] as [string, Int32Array]];
  if (!groups) {
    const skipped = skippedCells(plan, v, table.n, [selected]);
    return { ...base, skipped, value: null, groups: null, used: 0, work: work.units, reason: 'too_many_groups' };
  }
  let used = 0;
  const out: Array<[string, PlanValue]> = [];
  const read: Int32Array[] = [];
  for (const [key, rows] of groups) {
    const r = aggregate(plan.agg, v, rows, work);
    used += r.used;
    read.push(...(r.read ?? [rows]));
    out.push([key, r.value]);
  }
  return { ...base, skipped: skippedCells(plan, v, table.n, read), value: null, groups: out, used, work: work.units };
}
