/**
 * Micro-benchmark run inside workerd by the bench worker: mean ms per call over a ≥ minMs loop per case. Only performance.now()
 * (no Node APIs). Instances are fixed: a small DSL problem, a 50-variable random 3-SAT at ratio 4.26 (seeded), a small
 * strict-inequality LRA problem, and the cases at the caps: a program that spends the whole work budget (pigeonhole 10
 * into 9, UNKNOWN), eight distinct integers in 1..7, SEND + MORE and a large-coefficient knapsack.
 */
import { solveCnf } from './cnf';
import { mulberry32, randomKSat } from './random-cnf';
import { verifyLogic } from './verify-logic';
import { distinctProgram, pigeonholeProgram } from './worst-cases';

const SMALL = '(declare p Bool) (declare x Int) (declare y Int) (or p (> x 3)) (=> p (< y 0)) (= (+ x y) 5) (not p)';
const LRA =
  '(declare x Real) (declare y Real) (declare z Real) (> x 0) (< (+ x y) 1) (> (- y z) 0.5) (or (< z -1) (> (+ x z) 2)) (<= (+ x y z) 3)';

const SEND_MORE = `(declare s e n d m o r y Int)(<= 0 s 9)(<= 0 e 9)(<= 0 n 9)(<= 0 d 9)(<= 0 m 9)(<= 0 o 9)(<= 0 r 9)(<= 0 y 9)
(> s 0)(> m 0)(distinct s e n d m o r y)
(= (+ (* 1000 s) (* 100 e) (* 10 n) d (* 1000 m) (* 100 o) (* 10 r) e) (+ (* 10000 m) (* 1000 o) (* 100 n) (* 10 e) y))`;
const KNAPSACK =
  '(declare a b c Int)(<= 0 a 1000)(<= 0 b 1000)(<= 0 c 1000)(= (+ (* 982451653 a) (* 472882049 b) (* 314606891 c)) 584700604662)';

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

const PIGEONHOLE = pigeonholeProgram(10, 9);
const EIGHT_IN_SEVEN = distinctProgram(8, 1, 7);

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
    'whole budget (pigeonhole 10→9, UNKNOWN)': timeIt(() => {
      if (verifyLogic({ query: PIGEONHOLE }).status !== 'UNKNOWN') throw new Error('bench: pigeonhole');
    }, minMs),
    '8 distinct in 1..7 (UNSAT)': timeIt(() => {
      if (verifyLogic({ query: EIGHT_IN_SEVEN }).status !== 'UNSAT') throw new Error('bench: distinct');
    }, minMs),
    'SEND+MORE': timeIt(() => {
      if (verifyLogic({ query: SEND_MORE }).status !== 'SAT') throw new Error('bench: send+more');
    }, minMs),
    'knapsack 3×30-bit': timeIt(() => {
      if (verifyLogic({ query: KNAPSACK }).status !== 'SAT') throw new Error('bench: knapsack');
    }, minMs),
  };
}
