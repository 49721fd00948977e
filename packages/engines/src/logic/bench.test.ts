/**
 * Benchmarks in Node (numbers are printed, never asserted: benchmarks are not timed tests). CPU time from
 * process.cpuUsage, warm JIT (one untimed pass first), minimum of several runs for the worst cases:
 * - the workerd micro-bench cases (ms/op);
 * - our CDCL solver against MiniSat 2.2 on the same random 3-SAT instances, both in-process, interleaved;
 * - the corpus: p50/p99 in work units and CPU ms;
 * - the worst cases under the caps: CPU ms, work units and ns per unit (how the default budget was calibrated).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { benchLogic } from './bench';
import { measureSatVsMinisat } from './minisat-peer';
import { DEFAULT_LOGIC_BUDGETS, verifyLogic } from './verify-logic';
import { worstCases } from './worst-cases';

const cpuMs = (fn: () => void) => {
  const t0 = process.cpuUsage();
  fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
};
const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] as number;

describe('logic benchmarks (Node)', () => {
  it('micro-bench cases (the ones pnpm bench runs in workerd)', () => {
    const r = benchLogic(200);
    console.info('logic bench (ms/op):', JSON.stringify(r));
    for (const v of Object.values(r)) expect(Number.isFinite(v)).toBe(true);
  });

  it('SAT solver vs MiniSat 2.2 on 200 random 3-SAT instances (50–100 variables, ratio 4.26)', () => {
    const r = measureSatVsMinisat(200, 5);
    if ('skipped' in r) {
      console.warn(`logic bench: MiniSat comparison skipped: ${r.skipped}`);
      return;
    }
    console.info(
      `logic bench: CDCL vs MiniSat, ${r.instances} instances (${r.sat} SAT): ours ${r.oursMs.map((x) => x.toFixed(0)).join('/')} ms, ` +
        `MiniSat ${r.minisatMs.map((x) => x.toFixed(0)).join('/')} ms per round; ratio min ${r.ratioMin.toFixed(2)}×, median ${r.ratioMedian.toFixed(2)}×`,
    );
    expect(r.ratioMin).toBeGreaterThan(0);
  });

  it('corpus p50/p99 (warm) and the worst cases under the caps', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const { cases } = JSON.parse(readFileSync(join(here, 'corpus', 'cases.json'), 'utf8')) as { cases: { query: string }[] };
    for (const c of cases) verifyLogic({ query: c.query });
    const ms: number[] = [];
    const work: number[] = [];
    for (const c of cases) {
      let w = 0;
      ms.push(cpuMs(() => (w = verifyLogic({ query: c.query }).stats?.work ?? 0)));
      work.push(w);
    }
    console.info(
      `logic bench: corpus ${cases.length} programs, work units p50 ${quantile(work, 0.5)} p99 ${quantile(work, 0.99)}; ` +
        `CPU ms p50 ${quantile(ms, 0.5).toFixed(2)} p99 ${quantile(ms, 0.99).toFixed(2)} max ${Math.max(...ms).toFixed(2)}`,
    );
    const rows: string[] = [];
    for (const c of worstCases()) {
      let status = '';
      let units = 0;
      const run = () => {
        try {
          const r = verifyLogic({ query: c.query });
          status = r.status;
          units = r.stats?.work ?? 0;
        } catch (e) {
          if (!(e instanceof InputTooComplexError)) throw e;
          status = `400 ${e.limit}`;
        }
      };
      run();
      const best = Math.min(cpuMs(run), cpuMs(run), cpuMs(run));
      rows.push(
        `${c.name}: ${status}, ${best.toFixed(1)} ms, ${units} units${units ? `, ${((best * 1e6) / units).toFixed(1)} ns/unit` : ''}`,
      );
    }
    console.info(`logic bench: worst cases (budget ${DEFAULT_LOGIC_BUDGETS.maxWork} units; min of 3, warm):\n  ${rows.join('\n  ')}`);
    expect(rows.length).toBeGreaterThan(0);
  });
});
