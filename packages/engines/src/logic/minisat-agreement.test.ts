/**
 * Agreement with the reference `minisat` binary (Debian package `minisat`) on ≥ 1,000 seeded random 3-SAT instances
 * near the phase transition (clause/variable ratio 4.26, 20–100 variables). When `minisat` is not on PATH the test
 * fetches the Debian package without installing it (`apt-get download` + `dpkg-deb -x`, no root needed) so CI on a
 * fresh Debian machine runs the comparison too; skipped, with the reason printed, only when that is impossible.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { satisfiesAll, solveCnf } from './cnf';
import { mulberry32, randomKSat } from './random-cnf';

interface Minisat {
  binary: string;
  env?: NodeJS.ProcessEnv;
}

function answersTrivialInstance(m: Minisat): boolean {
  return spawnSync(m.binary, ['-verb=0'], { input: 'p cnf 1 1\n1 0\n', env: m.env, encoding: 'utf8' }).status === 10;
}

function locateMinisat(): Minisat | undefined {
  if (spawnSync('sh', ['-c', 'command -v minisat'], { encoding: 'utf8' }).status === 0) return { binary: 'minisat' };
  const dir = mkdtempSync(join(tmpdir(), 'minisat-'));
  // The binary links against libminisat.so.2, shipped in the same package under usr/lib.
  const script = 'apt-get download minisat >/dev/null 2>&1 && for d in *.deb; do dpkg-deb -x "$d" root; done';
  const fetched = spawnSync('sh', ['-c', script], { cwd: dir, timeout: 60_000 });
  const found: Minisat = {
    binary: join(dir, 'root/usr/bin/minisat'),
    env: { ...process.env, LD_LIBRARY_PATH: [join(dir, 'root/usr/lib/x86_64-linux-gnu'), join(dir, 'root/usr/lib')].join(':') },
  };
  if (fetched.status !== 0 || !existsSync(found.binary)) return undefined;
  return answersTrivialInstance(found) ? found : undefined;
}

const minisatTool = locateMinisat();
const hasMinisat = minisatTool !== undefined;
const INSTANCES = 1000;

function minisat(numVars: number, clauses: number[][]): 'SAT' | 'UNSAT' {
  const dimacs = `p cnf ${numVars} ${clauses.length}\n${clauses.map((c) => `${c.join(' ')} 0`).join('\n')}\n`;
  const r = spawnSync(minisatTool!.binary, ['-verb=0'], { input: dimacs, env: minisatTool!.env, encoding: 'utf8' });
  if (r.status === 10) return 'SAT';
  if (r.status === 20) return 'UNSAT';
  throw new Error(`minisat exited with ${r.status}: ${r.stderr}`);
}

describe('agreement with minisat', () => {
  if (!hasMinisat)
    console.warn(
      'minisat-agreement: skipped because the `minisat` binary is not on PATH and the Debian package could not be fetched (apt-get install minisat)',
    );

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
