/**
 * Node-only benchmark peer: MiniSat 2.2 (Debian package `minisat`, which ships libminisat and its headers) solving the
 * same random 3-SAT instances as our CDCL solver, both timed as CPU time inside one process each (no process start or
 * DIMACS parsing on either side), interleaved over several rounds. Returns null with a reason when a C++ compiler or
 * the library is missing. Used by bench.test.ts; never imported by the engine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveCnf } from './cnf';
import { mulberry32, randomKSat } from './random-cnf';
import { verifyLogic } from './verify-logic';

/** Reads instances ("p cnf V C" + clauses, repeated) from stdin, solves each `rounds` times with Minisat::Solver. */
const HARNESS = `#include <minisat/core/Solver.h>
#include <cstdio>
#include <ctime>
#include <vector>
using namespace Minisat;
static double cpu() { timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
int main(int argc, char** argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 1;
  std::vector<std::vector<std::vector<int>>> all; std::vector<int> nv;
  int v, c;
  while (scanf(" p cnf %d %d", &v, &c) == 2) {
    std::vector<std::vector<int>> cls(c);
    for (int i = 0; i < c; i++) { int l; while (scanf("%d", &l) == 1 && l != 0) cls[i].push_back(l); }
    all.push_back(cls); nv.push_back(v);
  }
  for (int r = 0; r < rounds; r++) {
    int sat = 0; double t0 = cpu();
    for (size_t k = 0; k < all.size(); k++) {
      Solver s; s.verbosity = 0;
      for (int i = 0; i < nv[k]; i++) s.newVar();
      vec<Lit> lits; bool ok = true;
      for (auto& cl : all[k]) { lits.clear(); for (int l : cl) lits.push(mkLit(abs(l) - 1, l < 0)); ok = s.addClause(lits) && ok; }
      if (ok && s.solve()) sat++;
    }
    printf("%d %.6f\\n", sat, cpu() - t0);
  }
  return 0;
}
`;

export interface SatPeerResult {
  instances: number;
  sat: number;
  /** Per round, ms of CPU for the whole set. */
  oursMs: number[];
  minisatMs: number[];
  /** ours / minisat, min and median over the rounds. */
  ratioMin: number;
  ratioMedian: number;
  /**
   * The logic route's engine work on the same instances written in the DSL (`(declare x1 … Bool)` and one
   * `(assert (or …))` per clause): parsing, sort inference, encoding, search and the exact model check, per round.
   */
  languageMs: number[];
  /** language route / minisat, min, median and max over the rounds. */
  languageRatio: { min: number; median: number; max: number };
}

function compileHarness(): { binary: string } | { skipped: string } {
  if (!existsSync('/usr/include/minisat/core/Solver.h')) return { skipped: 'MiniSat headers not found (apt-get install minisat)' };
  const dir = mkdtempSync(join(tmpdir(), 'minisat-peer-'));
  writeFileSync(join(dir, 'peer.cpp'), HARNESS);
  const binary = join(dir, 'peer');
  const cc = spawnSync('g++', ['-O3', '-DNDEBUG', '-o', binary, join(dir, 'peer.cpp'), '-lminisat'], { encoding: 'utf8' });
  if (cc.status !== 0)
    return {
      skipped: `cannot build the MiniSat peer (g++ and libminisat needed): ${(cc.stderr ?? cc.error?.message ?? '').slice(0, 200)}`,
    };
  return { binary };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** Random 3-SAT at ratio 4.26, 50–100 variables, seeded; `rounds` interleaved rounds of both solvers. */
export function measureSatVsMinisat(count = 200, rounds = 5): SatPeerResult | { skipped: string } {
  const peer = compileHarness();
  if ('skipped' in peer) return peer;
  const rand = mulberry32(4242);
  const instances = Array.from({ length: count }, () => {
    const n = 50 + Math.floor(rand() * 51);
    return { n, clauses: randomKSat(rand, n, Math.round(n * 4.26)) };
  });
  const dimacs = instances
    .map(({ n, clauses }) => `p cnf ${n} ${clauses.length}\n${clauses.map((c) => `${c.join(' ')} 0`).join('\n')}\n`)
    .join('');
  const ours = () => {
    let sat = 0;
    const t0 = process.cpuUsage();
    for (const { n, clauses } of instances) if (solveCnf(n, clauses).status === 'SAT') sat++;
    const t = process.cpuUsage(t0);
    return { sat, ms: (t.user + t.system) / 1000 };
  };
  const lit = (l: number) => (l > 0 ? `x${l}` : `(not x${-l})`);
  const programs = instances.map(
    ({ n, clauses }) =>
      `(declare ${Array.from({ length: n }, (_, i) => `x${i + 1}`).join(' ')} Bool)\n${clauses.map((c) => `(assert (or ${c.map(lit).join(' ')}))`).join('\n')}`,
  );
  const language = () => {
    let sat = 0;
    const t0 = process.cpuUsage();
    for (const query of programs) if (verifyLogic({ query }).status === 'SAT') sat++;
    const t = process.cpuUsage(t0);
    return { sat, ms: (t.user + t.system) / 1000 };
  };
  ours(); // warm-up: the JIT needs a pass before timings settle
  language();
  const oursMs: number[] = [];
  const languageMs: number[] = [];
  const minisatMs: number[] = [];
  let sat = -1;
  for (let r = 0; r < rounds; r++) {
    const o = ours();
    oursMs.push(o.ms);
    const l = language();
    if (l.sat !== o.sat) throw new Error(`the language route found ${l.sat} satisfiable instances, the CNF solver ${o.sat}`);
    languageMs.push(l.ms);
    const run = spawnSync(peer.binary, ['2'], { input: dimacs, encoding: 'utf8' });
    const lines = run.stdout.trim().split('\n');
    const [msSat, msTime] = (lines[lines.length - 1] ?? '').split(' ');
    if (Number(msSat) !== o.sat) throw new Error(`MiniSat found ${msSat} satisfiable instances, ours ${o.sat}`);
    sat = o.sat;
    minisatMs.push(Number(msTime));
  }
  const ratios = oursMs.map((o, i) => o / (minisatMs[i] as number));
  const lr = languageMs.map((o, i) => o / (minisatMs[i] as number));
  return {
    instances: count,
    sat,
    oursMs,
    minisatMs,
    ratioMin: Math.min(...ratios),
    ratioMedian: median(ratios),
    languageMs,
    languageRatio: { min: Math.min(...lr), median: median(lr), max: Math.max(...lr) },
  };
}
