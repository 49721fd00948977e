// Test support: the API's stats pipeline in Node, with the real sandbox executor (QuickJS and the generated library
// script), so engine tests run every plan exactly as production does.
import { createExecutor, SERVICE_LIMITS } from '../../../../workers/sandbox/src/executor.ts';
import { createNodeModuleLoader } from '../../../../workers/sandbox/src/node-loader.ts';
import { readCsvHeader } from './csv-scanner.ts';
import type { StatsInterpretation } from './interpret-stats-output.ts';
import { finishPlan, type PreparedPlan, preparePlan, type StatsOptions } from './prepare-stats.ts';

const executor = createExecutor({ ...SERVICE_LIMITS, loadModule: createNodeModuleLoader() });

export interface StatsRun {
  result: (StatsInterpretation & { description: string }) | null;
  prepared: PreparedPlan | null;
  /** Work units the runtime reported; interrupts the executor counted. */
  work: number;
  instructions: number;
  sandboxError?: string;
}

export async function runStats(csv: string, query: string, options: StatsOptions = {}): Promise<StatsRun> {
  const header = readCsvHeader(csv);
  const prepared = preparePlan(csv, header, query, options);
  if (!prepared) return { result: null, prepared: null, work: 0, instructions: 0 };
  const run = await executor.run(prepared.request);
  if (!run.ok) return { result: null, prepared, work: 0, instructions: 0, sandboxError: run.error };
  const work = (run.output as { work?: number }).work ?? 0;
  return { result: finishPlan(prepared, run.output), prepared, work, instructions: run.instructions };
}

export { executor as statsTestExecutor };
