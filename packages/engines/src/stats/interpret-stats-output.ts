import { type ExactNumber, type PlanOutput, type PlanValue, type SkippedCells, STATS_OUTPUT_KIND } from './stats-plan.ts';

export interface SkippedCellsReport {
  column: string;
  count: number;
  /** Spreadsheet row numbers (header = row 1) of the first 50. */
  rows: number[];
}

export interface StatsInterpretation {
  /** SUCCESS: computed over every cell it needed. PARTIAL: computed, but some cells could not be read (not verified). */
  status: 'SUCCESS' | 'PARTIAL' | 'ERROR';
  computed_value: number | Record<string, number> | null;
  /** The exact value (decimal, or fraction when the decimal does not terminate) where it is rational; null otherwise. */
  exact_value: string | Record<string, string | null> | null;
  message: string;
  warning?: string;
  skipped_cells?: SkippedCellsReport[];
  /** Records with more or fewer fields than the header: left out, counted and named; the answer is then PARTIAL. */
  ragged_rows?: { count: number; rows: number[] };
  rows_selected?: number;
  values_used?: number;
}

export interface InterpretContext {
  columns: string[];
  rowNumber: (i: number) => number;
}

const MAX_KEYS = 1_000;

function isNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function isExact(v: unknown): v is ExactNumber {
  return typeof v === 'object' && v !== null && isNumber((v as ExactNumber).v);
}

function error(message: string, extra: Partial<StatsInterpretation> = {}): StatsInterpretation {
  return { status: 'ERROR', computed_value: null, exact_value: null, message, ...extra };
}

/** A value's double(s) and exact text(s); null when it is missing or any part of it is. */
function split(value: PlanValue): { v: number | Record<string, number>; x: string | Record<string, string | null> | null } | null {
  if (value === null) return null;
  if (isExact(value)) return { v: value.v, x: value.x ?? null };
  const v: Record<string, number> = {};
  const x: Record<string, string | null> = {};
  for (const [name, part] of Object.entries(value)) {
    if (!isExact(part)) return null;
    v[name] = part.v;
    x[name] = part.x ?? null;
  }
  return { v, x };
}

function skippedReport(skipped: SkippedCells[], ctx: InterpretContext): SkippedCellsReport[] {
  return skipped.map((s) => ({ column: ctx.columns[s.c] ?? `#${s.c}`, count: s.count, rows: s.rows.map(ctx.rowNumber) }));
}

/** The sentence a PARTIAL answer carries: what was left out, where. */
export function skippedWarning(report: SkippedCellsReport[]): string {
  const parts = report.map((r) => {
    const shown = r.rows.slice(0, 10).join(', ');
    const more = r.count > 10 ? ', …' : '';
    return `${r.count} cell(s) of ${r.column} could not be read as numbers (row${r.count === 1 ? '' : 's'} ${shown}${more})`;
  });
  return `${parts.join('; ')}. They were left out, so the value covers the readable cells only.`;
}

/** Turns the stats runtime's envelope (a translated query's answer) into the /verify/stats fields. */
export function interpretPlanOutput(output: PlanOutput, ctx: InterpretContext): StatsInterpretation {
  const report = skippedReport(output.skipped, ctx);
  const facts = { rows_selected: output.selected, values_used: output.used, ...(report.length > 0 ? { skipped_cells: report } : {}) };
  if (output.reason === 'too_many_groups') return error(`The grouping has more than ${MAX_KEYS} groups`, facts);
  let computed: StatsInterpretation['computed_value'];
  let exactValue: StatsInterpretation['exact_value'];
  let note = '';
  if (output.groups) {
    const pairs: Array<[string, number]> = [];
    const exactPairs: Array<[string, string | null]> = [];
    for (const [key, value] of output.groups) {
      const parts = split(value);
      if (!parts || typeof parts.v !== 'number') continue;
      pairs.push([key, parts.v]);
      exactPairs.push([key, typeof parts.x === 'string' ? parts.x : null]);
    }
    if (output.groups.length === 0) return error('No rows matched the query', facts);
    if (pairs.length === 0) return error('No numeric values matched the query', facts);
    // fromEntries defines own data properties, so a key such as "__proto__" stays an ordinary key.
    computed = Object.fromEntries(pairs);
    exactValue = Object.fromEntries(exactPairs);
    const omitted = output.groups.length - pairs.length;
    if (omitted > 0) note = `; ${omitted} group(s) had too few numeric values and were omitted`;
  } else {
    const parts = split(output.value);
    if (!parts) {
      return error(output.used === 0 ? 'No numeric values matched the query' : 'Too few numeric values for this statistic', facts);
    }
    computed = parts.v;
    exactValue = parts.x;
  }
  const base = { computed_value: computed, exact_value: exactValue, ...facts };
  if (report.length > 0) {
    return {
      status: 'PARTIAL',
      message: `Computed exactly in the secure sandbox over the readable cells${note}`,
      warning: skippedWarning(report),
      ...base,
    };
  }
  return { status: 'SUCCESS', message: `Computed exactly in the secure sandbox${note}`, ...base };
}

/** The sentence a PARTIAL answer carries for ragged records. */
export function raggedWarning(ragged: { count: number; rows: number[] }): string {
  const shown = ragged.rows.slice(0, 10).join(', ');
  const more = ragged.count > 10 ? ', …' : '';
  return `${ragged.count} record(s) have more or fewer fields than the header (row${ragged.count === 1 ? '' : 's'} ${shown}${more}); they were left out, so the value covers the whole records only.`;
}

/**
 * A file with ragged records has no complete answer: whatever was computed over the whole records is PARTIAL (never
 * SUCCESS, never verified), and the records are named. An ERROR stays an ERROR, with the records named too.
 */
export function withRaggedRows<T extends StatsInterpretation>(result: T, ragged: { count: number; rows: number[] }): T {
  if (ragged.count === 0) return result;
  const rows = { count: ragged.count, rows: ragged.rows };
  if (result.status === 'ERROR') return { ...result, ragged_rows: rows };
  const warning = [raggedWarning(ragged), result.warning].filter((w) => w !== undefined && w !== '').join(' ');
  return { ...result, status: 'PARTIAL', warning, ragged_rows: rows };
}

export function isPlanOutput(output: unknown): output is PlanOutput {
  return typeof output === 'object' && output !== null && (output as { kind?: unknown }).kind === STATS_OUTPUT_KIND;
}

/**
 * Turns a free-form program's JSON output into the /verify/stats answer. Only finite numbers, or flat objects of
 * finite numbers (group-by results, named parts), count as results; anything else is an ERROR with a generic
 * message, never the program's own text. Such programs compute in doubles: no exact value is claimed.
 */
export function interpretStatsOutput(output: unknown): StatsInterpretation {
  if (isNumber(output)) return { status: 'SUCCESS', computed_value: output, exact_value: null, message: 'Computed in the secure sandbox' };
  if (output === null || output === undefined) return error('No numeric values matched the query');
  if (typeof output === 'object' && !Array.isArray(output)) {
    const entries = Object.entries(output as Record<string, unknown>);
    if (entries.length === 0) return error('No rows matched the query');
    if (entries.length > MAX_KEYS) return error('Result has too many groups');
    const numeric = entries.filter((e): e is [string, number] => isNumber(e[1]));
    if (numeric.length === 0) return error('No numeric values matched the query');
    const value = Object.fromEntries(numeric) as Record<string, number>;
    const skipped = entries.length - numeric.length;
    const message =
      skipped > 0
        ? `Computed in the secure sandbox; ${skipped} group(s) had too few numeric values and were omitted`
        : 'Computed in the secure sandbox';
    return { status: 'SUCCESS', computed_value: value, exact_value: null, message };
  }
  return error('Program did not produce a numeric result');
}
