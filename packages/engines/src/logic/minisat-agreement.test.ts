/**
 * Agreement with the reference `minisat` binary (Debian package `minisat`) on ≥ 1,000 seeded random 3-SAT instances
 * near the phase transition (clause/variable ratio 4.26, 20–100 variables). Skipped, with the reason printed, when
 * `minisat` is not on PATH.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { satisfiesAll, solveCnf } from './cnf';
import { mulberry32, randomKSat } from './random-cnf';

const hasMinisat = spawnSync('sh', ['-c', 'command -v minisat'], { encoding: 'utf8' }).status === 0;
const INSTANCES = 1000;

function minisat(numVars: number, clauses: number[][]): 'SAT' | 'UNSAT' {
  const dimacs = `p cnf ${numVars} ${clauses.length}\n${clauses.map((c) => `${c.join(' ')} 0`).join('\n')}\n`;
  const r = spawnSync('minisat', ['-verb=0'], { input: dimacs, encoding: 'utf8' });
  if (r.status === 10) return 'SAT';
  if (r.status === 20) return 'UNSAT';
  throw new Error(`minisat exited with ${r.status}: ${r.stderr}`);
}

describe('agreement with minisat', () => {
  if (!hasMinisat) console.warn('minisat-agreement: skipped because the `minisat` binary is not on PATH (apt-get install minisat)');

  it.skipIf(!hasMinisat)(`agrees on ${INSTANCES} random 3-SAT instances (20–100 vars, ratio 4.26)`, () => {
    const rand = mulberry32(20261122);
    let sat = 0;
    let unsat = 0;
    let disagreements = 0;
    let badModels = 0;
    let ourMs = 0;
    const t0 = performance.now();
    for (let i = 0; i < INSTANCES; i++) {
      const n = 20 + Math.floor(rand() * 81);
      const clauses = randomKSat(rand, n, Math.round(n * 4.26));
      const s0 = performance.now();
      const ours = solveCnf(n, clauses);
      ourMs += performance.now() - s0;
      const ref = minisat(n, clauses);
      if (ours.status !== ref) disagreements++;
      if (ours.status === 'SAT') {
        sat++;
        if (!satisfiesAll(ours.model ?? [], clauses)) badModels++;
      } else if (ours.status === 'UNSAT') unsat++;
    }
    const total = performance.now() - t0;
    console.info(
      `minisat-agreement: ${INSTANCES} instances, ${sat} SAT, ${unsat} UNSAT, ${disagreements} disagreements, ` +
        `${badModels} bad models; our solver ${ourMs.toFixed(0)} ms total (${(ourMs / INSTANCES).toFixed(2)} ms/instance), wall ${total.toFixed(0)} ms`,
    );
    expect(disagreements).toBe(0);
    expect(badModels).toBe(0);
    expect(sat + unsat).toBe(INSTANCES);
  });
});
