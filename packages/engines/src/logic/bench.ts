/**
 * Micro-benchmark run inside workerd by the bench worker: mean ms per call over a ≥ minMs loop per case. Only performance.now()
 * (no Node APIs). Instances are fixed: a small DSL problem, a 50-variable random 3-SAT at ratio 4.26 (seeded) and a
 * small strict-inequality LRA problem.
 */
import { solveCnf } from './cnf';
import { mulberry32, randomKSat } from './random-cnf';
import { verifyLogic } from './verify-logic';

const SMALL = '(declare p Bool) (declare x Int) (declare y Int) (or p (> x 3)) (=> p (< y 0)) (= (+ x y) 5) (not p)';
const LRA =
  '(declare x Real) (declare y Real) (declare z Real) (> x 0) (< (+ x y) 1) (> (- y z) 0.5) (or (< z -1) (> (+ x z) 2)) (<= (+ x y z) 3)';

/** 20 fixed 50-variable instances (mixed SAT/UNSAT) so one lucky instance does not dominate. */
function threeSat50(): number[][][] {
  const rand = mulberry32(5050);
  return Array.from({ length: 20 }, () => randomKSat(rand, 50, 213));
}

function timeIt(fn: () => void, minMs: number): number {
  // Warm up for a while first: the JIT needs a few hundred calls before timings settle.
  const w0 = performance.now();
  let warm = 0;
  while (warm < 5 || performance.now() - w0 < minMs / 2) {
    fn();
    warm++;
  }
  let n = 0;
  const t0 = performance.now();
  let elapsed = 0;
  do {
    fn();
    n++;
    elapsed = performance.now() - t0;
  } while (elapsed < minMs || n < 3);
  return Math.round((elapsed / n) * 1000) / 1000;
}

export function benchLogic(minMs = 100): Record<string, number> {
  const instances = threeSat50();
  let k = 0;
  return {
    small: timeIt(() => {
      if (verifyLogic({ query: SMALL }).status !== 'SAT') throw new Error('bench: small');
    }, minMs),
    '3sat50': timeIt(() => {
      const r = solveCnf(50, instances[k++ % instances.length] as number[][]);
      if (r.status === 'UNKNOWN') throw new Error('bench: 3sat50');
    }, minMs),
    lra: timeIt(() => {
      if (verifyLogic({ query: LRA }).status !== 'SAT') throw new Error('bench: lra');
    }, minMs),
  };
}
