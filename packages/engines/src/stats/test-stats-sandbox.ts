// Test support: the API's stats pipeline in Node, with the sandbox's own handler for plans (POST /stats/plan, the
// request in the binary form the API sends and the answer through JSON, as over the wire), so engine tests run every plan exactly as production does; and the
// real executor (QuickJS and the generated library script) for free-form programs.
import { createExecutor, SERVICE_LIMITS } from '../../../../workers/sandbox/src/executor.ts';
import { createNodeModuleLoader } from '../../../../workers/sandbox/src/node-loader.ts';
import { runStatsPlan } from '../../../../workers/sandbox/src/stats/stats-plan-handler.ts';
import { readCsvHeader } from './csv-scanner.ts';
import type { StatsInterpretation } from './interpret-stats-output.ts';
import { decodeStatsPlanRequest, encodeStatsPlanRequest } from './plan-wire.ts';
import { finishPlan, type PreparedPlan, preparePlan, type StatsOptions } from './prepare-stats.ts';
import type { StatsPlan, WireTable } from './stats-plan.ts';

const executor = createExecutor({ ...SERVICE_LIMITS, loadModule: createNodeModuleLoader() });

export interface StatsRun {
  result: (StatsInterpretation & { description: string }) | null;
  prepared: PreparedPlan | null;
  /** Work units the runtime reported. */
  work: number;
  sandboxError?: string;
}

export async function runStats(csv: string, query: string, options: StatsOptions = {}): Promise<StatsRun> {
  const header = readCsvHeader(csv);
  const prepared = preparePlan(csv, header, query, options);
  if (!prepared) return { result: null, prepared: null, work: 0 };
  const sent = decodeStatsPlanRequest(encodeStatsPlanRequest(prepared.translated.plan, prepared.table.wire)) as {
    plan: StatsPlan;
    table: WireTable;
  };
  const run = JSON.parse(JSON.stringify(runStatsPlan(sent.plan, sent.table)));
  if (!run.ok) return { result: null, prepared, work: 0, sandboxError: run.error };
  const work = (run.output as { work?: number }).work ?? 0;
  return { result: finishPlan(prepared, run.output), prepared, work };
}

export { executor as statsTestExecutor };
