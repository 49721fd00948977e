import type { StatsPlan, WireTable } from './stats-plan.ts';

export interface StatsSandboxRequest {
  code: string;
  input: { plan?: StatsPlan; table: WireTable };
  library: 'simple-statistics';
}

/**
 * The program every translated query runs: a fixed call into the sandbox's stats runtime (`vx`, bundled with
 * simple-statistics). The plan and the table travel as data, so no column name or query value is ever program text,
 * and a column named `constructor` or `__proto__` is just a column.
 */
export const PLAN_PROGRAM = 'vx.run(input.plan, input.table)';

export function buildPlanSandboxRequest(plan: StatsPlan, table: WireTable): StatsSandboxRequest {
  return { code: PLAN_PROGRAM, input: { plan, table }, library: 'simple-statistics' };
}

/**
 * Wraps a checked free-form program: `rows` (row objects built by the runtime from the typed table) and `columns`
 * become plain bindings. checkProgramSafety forbids redeclaring them, so the prefix cannot clash with the program.
 */
export function buildProgramSandboxRequest(program: string, table: WireTable): StatsSandboxRequest {
  return {
    code: `const rows = vx.rows(input.table);\nconst columns = input.table.columns;\n${program}`,
    input: { table },
    library: 'simple-statistics',
  };
}
