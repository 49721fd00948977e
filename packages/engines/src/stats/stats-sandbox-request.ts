import { STATS_RUNTIME_SOURCE } from './runtime/runtime-source.ts';
import type { StatsPlan, WireColumn, WireTable } from './stats-plan.ts';

export interface StatsSandboxRequest {
  code: string;
  input: { plan?: StatsPlan; table: WireTable };
  library: 'simple-statistics' | null;
}

/**
 * The call every translated query makes into the stats runtime (`vx`). The plan and the table travel as data, so no
 * column name or query value is ever program text, and a column named `constructor` or `__proto__` is just a column.
 */
export const PLAN_CALL = 'vx.run(input.plan, input.table)';

/** The table as JSON can carry it: a Float64Array column becomes an array with null for a cell that is not a number. */
export function jsonTable(table: WireTable): WireTable {
  const cols = table.cols.map((col): WireColumn | null => {
    const m = col?.num?.m;
    if (!(m instanceof Float64Array)) return col;
    return { ...col, num: { ...(col?.num as NonNullable<WireColumn['num']>), m: Array.from(m, (v) => (Number.isNaN(v) ? null : v)) } };
  });
  return { ...table, cols };
}

/**
 * A translated query for the sandbox: the runtime's source (a static, versioned script) followed by the call. The
 * sandbox runs it as it runs any program; simple-statistics is not needed, so it is not loaded.
 */
export function buildPlanSandboxRequest(plan: StatsPlan, table: WireTable): StatsSandboxRequest {
  return { code: `${STATS_RUNTIME_SOURCE}\n${PLAN_CALL}`, input: { plan, table: jsonTable(table) }, library: null };
}

/**
 * Wraps a checked free-form program: the runtime builds `rows` (row objects from the typed table) and `columns`
 * becomes a plain binding. checkProgramSafety forbids redeclaring them (and `vx`), so the prefix cannot clash.
 */
export function buildProgramSandboxRequest(program: string, table: WireTable): StatsSandboxRequest {
  return {
    code: `${STATS_RUNTIME_SOURCE}\nconst rows = vx.rows(input.table);\nconst columns = input.table.columns;\n${program}`,
    input: { table: jsonTable(table) },
    library: 'simple-statistics',
  };
}
