import { STATS_RUNTIME_SOURCE } from './runtime/runtime-source.ts';
import type { StatsPlan, WireTable } from './stats-plan.ts';

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

/**
 * A translated query for the sandbox: the runtime's source (a static, versioned script) followed by the call. The
 * sandbox runs it as it runs any program; simple-statistics is not needed, so it is not loaded.
 */
export function buildPlanSandboxRequest(plan: StatsPlan, table: WireTable): StatsSandboxRequest {
  return { code: `${STATS_RUNTIME_SOURCE}\n${PLAN_CALL}`, input: { plan, table }, library: null };
}

/**
 * Wraps a checked free-form program: the runtime builds `rows` (row objects from the typed table) and `columns`
 * becomes a plain binding. checkProgramSafety forbids redeclaring them (and `vx`), so the prefix cannot clash.
 */
export function buildProgramSandboxRequest(program: string, table: WireTable): StatsSandboxRequest {
  return {
    code: `${STATS_RUNTIME_SOURCE}\nconst rows = vx.rows(input.table);\nconst columns = input.table.columns;\n${program}`,
    input: { table },
    library: 'simple-statistics',
  };
}
