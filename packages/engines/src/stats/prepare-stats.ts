import { InputTooComplexError } from '../budget.ts';
import type { CsvHeader } from './csv-scanner.ts';
import {
  type InterpretContext,
  interpretPlanOutput,
  interpretStatsOutput,
  isPlanOutput,
  type SkippedCellsReport,
  type StatsInterpretation,
  skippedWarning,
  withRaggedRows,
} from './interpret-stats-output.ts';
import { ColumnIndex } from './query-clauses.ts';
import type { NumberFormat } from './read-number.ts';
import { readStatsTable, type StatsTable } from './read-stats-table.ts';
import { type ColumnRoles, planRoles, planWorkBound } from './stats-plan.ts';
import { buildProgramSandboxRequest } from './stats-sandbox-request.ts';
import { type TranslatedStatsQuery, translateStatsQuery } from './translate-stats-query.ts';

// The API's pure steps around the sandbox call: read the header, translate the query, read the typed columns it
// needs (within the caps), build the sandbox request; and afterwards turn the sandbox's answer into the result.
// Nothing here runs generated code: translated queries are plans that the sandbox's stats runtime interprets.

export interface StatsLimits {
  /** Rows × columns read into typed views for a translated query (memory and transfer to the sandbox). */
  maxCells: number;
  /** Work units (planWorkBound) a translated query may cost the sandbox's interpreter. */
  maxWork: number;
  /** Rows × all columns for a free-form program, which gets every cell as row objects. */
  maxProgramCells: number;
}

/**
 * Calibrated over HTTP on the 2-core reference machine (docs/stats.md, "Cost per request"): with the 1 MB file cap,
 * the worst translated query under these caps costs about 25 ms of CPU end to end (reading, transfer to the sandbox and
 * the runtime together), inside the 50 ms budget with room for a loaded machine. Free-form programs run under QuickJS,
 * bounded by its instruction budget.
 */
export const STATS_LIMITS: StatsLimits = { maxCells: 50_000, maxWork: 1_000_000, maxProgramCells: 500_000 };

export interface StatsOptions {
  numberFormat?: NumberFormat;
  limits?: Partial<StatsLimits>;
}

export interface PreparedPlan {
  header: CsvHeader;
  translated: TranslatedStatsQuery;
  table: StatsTable;
  /** Upper bound on the sandbox's work units, checked against maxWork before the call. */
  workBound: number;
}

function limitsOf(options: StatsOptions): StatsLimits {
  return { ...STATS_LIMITS, ...options.limits };
}

/**
 * Translates a query against the header and, when it is one of the supported forms, reads the columns it uses and
 * builds the sandbox request. Returns null when the query is not understood. Throws InputTooComplexError when the
 * query or the table it needs breaks a cap, before any expensive work.
 */
export function preparePlan(csv: string, header: CsvHeader, query: string, options: StatsOptions = {}): PreparedPlan | null {
  const limits = limitsOf(options);
  const format = options.numberFormat ?? 'decimal_point';
  const translated = translateStatsQuery(query, new ColumnIndex(header.columns), format);
  if (!translated) return null;
  const table = readStatsTable(csv, header, { format, maxCells: limits.maxCells, roles: planRoles(translated.plan) });
  const workBound = planWorkBound(translated.plan, table.wire.n);
  if (workBound > limits.maxWork) {
    throw new InputTooComplexError(
      'work',
      limits.maxWork,
      `The query would cost ${workBound.toLocaleString('en-US')} work units (rows × passes); the limit is ${limits.maxWork.toLocaleString('en-US')}.`,
    );
  }
  return { header, translated, table, workBound };
}

/** Reads every column for a free-form program (cap: maxProgramCells) and wraps the program for the sandbox. */
export function prepareProgram(csv: string, header: CsvHeader, program: string, options: StatsOptions = {}) {
  const limits = limitsOf(options);
  const roles = new Map<number, ColumnRoles & { raw: boolean }>();
  header.columns.forEach((_, c) => {
    roles.set(c, { numeric: true, lower: false, key: false, raw: true });
  });
  const table = readStatsTable(csv, header, { format: options.numberFormat ?? 'decimal_point', maxCells: limits.maxProgramCells, roles });
  return { table, request: buildProgramSandboxRequest(program, table.wire) };
}

function context(header: CsvHeader, table: StatsTable): InterpretContext {
  return { columns: header.columns, rowNumber: (i) => table.rowNumber(i) };
}

/** The result of a translated query from the sandbox's output (an envelope from the stats runtime). */
export function finishPlan(prepared: PreparedPlan, output: unknown): StatsInterpretation & { description: string } {
  const description = prepared.translated.description;
  if (!isPlanOutput(output)) return { ...interpretStatsOutput(undefined), description };
  const result = interpretPlanOutput(output, context(prepared.header, prepared.table));
  return { ...withRaggedRows(result, prepared.table.ragged), description };
}

/**
 * The result of a free-form program. Such a program computes in doubles over whatever columns it chooses, so the
 * answer is PARTIAL (not verified) when any column holds both numbers and unreadable cells, or integers beyond what a
 * double holds exactly: the program may have used them. Ragged records make it PARTIAL as they do a plan's answer.
 */
export function finishProgram(header: CsvHeader, table: StatsTable, output: unknown): StatsInterpretation {
  return withRaggedRows(programResult(header, table, output), table.ragged);
}

function programResult(header: CsvHeader, table: StatsTable, output: unknown): StatsInterpretation {
  const result = interpretStatsOutput(output);
  if (result.status !== 'SUCCESS') return result;
  const skipped: SkippedCellsReport[] = [];
  const inexact: string[] = [];
  table.wire.cols.forEach((col, c) => {
    const num = col?.num;
    if (!num) return;
    if (num.numbers > 0 && num.bad.length > 0) {
      skipped.push({
        column: header.columns[c] ?? `#${c}`,
        count: num.bad.length,
        rows: num.bad.slice(0, 50).map((i) => table.rowNumber(i)),
      });
    }
    if (num.big.length > 0) inexact.push(header.columns[c] ?? `#${c}`);
  });
  if (skipped.length === 0 && inexact.length === 0) return result;
  const warnings: string[] = [];
  if (skipped.length > 0) warnings.push(skippedWarning(skipped));
  if (inexact.length > 0) {
    warnings.push(`Column(s) ${inexact.join(', ')} hold values beyond double precision, which the program saw rounded.`);
  }
  return {
    ...result,
    status: 'PARTIAL',
    warning: warnings.join(' '),
    ...(skipped.length > 0 ? { skipped_cells: skipped } : {}),
  };
}
