// The data that travels to the sandbox for a translated query: the plan (what to compute), the table in typed columns
// (what to compute it over) and the answer envelope. Plans are data, never code: the sandbox's stats runtime
// (runtime/stats-runtime.ts) interprets them, so no column name or query value is ever spliced into a program.

export type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

/** A WHERE condition on column `c` (an index into the table's columns). */
export type PlanCondition =
  /** Numeric: the cell is a number and compares with the exact decimal `num` (e.g. "-12.5"). */
  | { c: number; op: CompareOp; num: string }
  /** Text: the cell is not empty and its trimmed text, lower-cased, compares with `text` (already lower-cased). */
  | { c: number; op: CompareOp; text: string };

export type NumericFn =
  | 'mean'
  | 'median'
  | 'mode'
  | 'sum'
  | 'min'
  | 'max'
  | 'range'
  | 'sampleSd'
  | 'populationSd'
  | 'sampleVariance'
  | 'populationVariance'
  | 'iqr';

export type PlanAggregate =
  | { kind: 'count' }
  | { kind: 'countColumn'; c: number }
  | { kind: 'distinct'; c: number }
  | { kind: 'numeric'; fn: NumericFn; c: number }
  /** Type-7 quantile (linear interpolation, numpy's default); `p` is an exact decimal or fraction in [0, 1]. */
  | { kind: 'quantile'; p: string; c: number }
  | { kind: 'correlation'; x: number; y: number }
  | { kind: 'regression'; part: 'both' | 'slope' | 'intercept'; x: number; y: number }
  /** One-sample t statistic against the exact decimal `mu`. */
  | { kind: 'tTest'; c: number; mu: string }
  /** Welch's t and degrees of freedom of column `c` between the rows matching `a` and `b` (both null: the two groups of `g`). */
  | { kind: 'welch'; c: number; g: number; a: PlanCondition | null; b: PlanCondition | null };

export interface StatsPlan {
  /** Disjunctive normal form: OR of ANDs; null selects every row. */
  where: PlanCondition[][] | null;
  groupBy: number | null;
  agg: PlanAggregate;
}

/** A scaled integer m: a double when |m| ≤ 2^52, else its decimal digits. */
export type WireInt = number | string;

/**
 * A column read as numbers: cell i is m[i] / 10^s exactly, or not a number. When no m is beyond 2^52, m is a
 * Float64Array and NaN marks a cell that is not a number (no array of boxed cells is built, sent or decoded); otherwise
 * an array where null marks it and `big` lists the cells written as decimal digits.
 */
export interface WireNumeric {
  s: number;
  m: Float64Array | Array<WireInt | null>;
  /** Row indices of cells that are not blank, not a missing-value marker and not readable as a number. */
  bad: number[];
  /** How many cells of the whole column are numbers: a column with none is a text column (`count of` counts its cells). */
  numbers: number;
  /** Row indices whose m travels as decimal digits (|m| > 2^52). */
  big: number[];
}

/** A column read as text: codes[i] indexes the column's distinct trimmed texts (−1 for an empty cell). */
export interface WireText {
  codes: number[];
  /** Per code: the text as written (free-form programs only). */
  raw?: string[];
  /** Per code: the text lower-cased (text conditions). */
  lower?: string[];
  /** Per code: index into `keys`, the group key (numbers in canonical decimal form, so "1.0" and "1" are one group). */
  keyOf?: number[];
  keys?: string[];
}

export interface WireColumn {
  num?: WireNumeric;
  text?: WireText;
}

export interface WireTable {
  /** Number of data rows (blank records are not rows). */
  n: number;
  columns: string[];
  /** Per column: only the views the plan needs; null for columns the plan does not touch. */
  cols: Array<WireColumn | null>;
}

/** A computed number: `v` is the double nearest to the exact value; `x` is that exact value when it is rational. */
export interface ExactNumber {
  v: number;
  /** Exact decimal ("242.36") or fraction ("727/3") text; absent for irrational values (square roots) or over 1,000 characters. */
  x?: string;
}

/** One value, or named parts (regression slope/intercept, Welch t/df); null when too few values. */
export type PlanValue = ExactNumber | Record<string, ExactNumber | null> | null;

export interface SkippedCells {
  c: number;
  count: number;
  /** Row indices (0-based data rows) of the first skipped cells. */
  rows: number[];
}

export const STATS_OUTPUT_KIND = 'verdict-stats/1' as const;

export interface PlanOutput {
  kind: typeof STATS_OUTPUT_KIND;
  value: PlanValue;
  /** Group-by results as [key, value] pairs in first-seen order (pairs, so keys such as "__proto__" stay data). */
  groups: Array<[string, PlanValue]> | null;
  /** Rows selected by the WHERE clause. */
  selected: number;
  /** Numeric values that entered the computation. */
  used: number;
  skipped: SkippedCells[];
  /** Work units spent: cells read, plus n·log2(n) per sort. */
  work: number;
  /** Why no value was computed, when one was not. */
  reason?: 'too_many_groups';
}

/** The columns a plan reads, and as what. */
export interface ColumnRoles {
  numeric: boolean;
  lower: boolean;
  key: boolean;
}

function conditionRole(roles: Map<number, ColumnRoles>, cond: PlanCondition): void {
  if ('num' in cond) role(roles, cond.c).numeric = true;
  else role(roles, cond.c).lower = true;
}

function role(roles: Map<number, ColumnRoles>, c: number): ColumnRoles {
  let r = roles.get(c);
  if (!r) {
    r = { numeric: false, lower: false, key: false };
    roles.set(c, r);
  }
  return r;
}

export function planRoles(plan: StatsPlan): Map<number, ColumnRoles> {
  const roles = new Map<number, ColumnRoles>();
  for (const group of plan.where ?? []) for (const cond of group) conditionRole(roles, cond);
  if (plan.groupBy !== null) role(roles, plan.groupBy).key = true;
  const agg = plan.agg;
  switch (agg.kind) {
    case 'count':
      break;
    case 'countColumn':
      role(roles, agg.c).numeric = true;
      break;
    case 'distinct':
      role(roles, agg.c).key = true;
      break;
    case 'numeric':
    case 'quantile':
    case 'tTest':
      role(roles, agg.c).numeric = true;
      break;
    case 'correlation':
    case 'regression':
      role(roles, agg.x).numeric = true;
      role(roles, agg.y).numeric = true;
      break;
    case 'welch':
      role(roles, agg.c).numeric = true;
      if (agg.a && agg.b) {
        conditionRole(roles, agg.a);
        conditionRole(roles, agg.b);
      } else {
        role(roles, agg.g).key = true;
      }
      break;
  }
  return roles;
}

/** Number of condition evaluations per row: the per-row cost of the WHERE clause. */
export function conditionCount(plan: StatsPlan): number {
  let n = 0;
  for (const group of plan.where ?? []) n += group.length;
  return n;
}

/**
 * Work units per row of each interpreted pass the stats runtime makes, calibrated against QuickJS's own instruction
 * counter (interrupt-handler calls) on the reference machine: one unit is about the cost of the cheapest pass over a
 * row, and every pass is rounded up, so that units bound interpreter time (≈ 0.35 interrupts per 1,000 units).
 */
export const PASS_COST = {
  /** Listing the rows (no WHERE clause). */
  select: 1,
  /** Per condition, per row, on top of `select` + 1 when there is a WHERE clause. */
  condition: 2,
  /** Splitting rows by a group key. */
  group: 3,
  /** Reading one cell per row (counting, gathering values to sort). */
  scan: 1,
  /** Distinct keys. */
  distinct: 2,
  /** Exact Σm; min and max. */
  sum: 2,
  /** Most frequent value: a run-length pass over the sorted values. */
  runs: 3,
  /** Exact Σm and Σm² (variance, standard deviation, t statistics). */
  moments: 6,
  /** Exact sums and cross-products of two columns (correlation, regression). */
  paired: 10,
  /** Testing one condition on the selected rows (named Welch groups). */
  filter: 2,
} as const;

const NUMERIC_COST: Record<NumericFn, number> = {
  mean: PASS_COST.sum,
  sum: PASS_COST.sum,
  min: PASS_COST.sum,
  max: PASS_COST.sum,
  range: PASS_COST.sum,
  median: PASS_COST.scan,
  iqr: PASS_COST.scan,
  mode: PASS_COST.scan + PASS_COST.runs,
  sampleSd: PASS_COST.moments,
  populationSd: PASS_COST.moments,
  sampleVariance: PASS_COST.moments,
  populationVariance: PASS_COST.moments,
};

/** Work units per selected row of an aggregate. */
export function aggregateCost(agg: PlanAggregate): number {
  switch (agg.kind) {
    case 'count':
      return 0;
    case 'countColumn':
      return PASS_COST.scan;
    case 'distinct':
      return PASS_COST.distinct;
    case 'numeric':
      return NUMERIC_COST[agg.fn];
    case 'quantile':
      return PASS_COST.scan;
    case 'tTest':
      return PASS_COST.moments;
    case 'correlation':
    case 'regression':
      return PASS_COST.paired;
    case 'welch':
      // Named groups: two filter passes, then moments over both groups (each at most every row); else group + moments.
      return agg.a && agg.b ? 2 * PASS_COST.filter + 2 * PASS_COST.moments : PASS_COST.group + PASS_COST.moments;
  }
}

/** Work units per row of the selection pass. */
export function selectionCost(conditions: number): number {
  return conditions === 0 ? PASS_COST.select : PASS_COST.select + 1 + PASS_COST.condition * conditions;
}

/**
 * An upper bound, before any work, on the work units the stats runtime spends on a plan over n rows: the selection
 * pass, the grouping pass and the aggregate's passes, each over at most n rows. The runtime counts the same units as
 * it goes (PlanOutput.work); native sorting (Float64Array#sort, O(n log n)) is outside the interpreter and not counted.
 */
export function planWorkBound(plan: StatsPlan, n: number): number {
  if (plan.where === null && plan.groupBy === null && plan.agg.kind === 'count') return 0;
  return n * (selectionCost(conditionCount(plan)) + (plan.groupBy !== null ? PASS_COST.group : 0) + aggregateCost(plan.agg));
}
