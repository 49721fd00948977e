/**
 * Seeded generators for tests and benchmarks only (never used to decide anything): uniform random
 * k-SAT with distinct variables per clause.
 */
import { mulberry32 } from '../seeded-random.ts';

export { mulberry32 };

/** Uniform random k-SAT in DIMACS literals: `numClauses` clauses of `k` distinct variables with random signs. */
export function randomKSat(rand: () => number, numVars: number, numClauses: number, k = 3): number[][] {
  const clauses: number[][] = [];
  for (let i = 0; i < numClauses; i++) {
    const vars = new Set<number>();
    while (vars.size < k) vars.add(1 + Math.floor(rand() * numVars));
    clauses.push([...vars].map((v) => (rand() < 0.5 ? -v : v)));
  }
  return clauses;
}

/** Pigeonhole PHP(n+1, n): n+1 pigeons in n holes, UNSAT. Variable p*n+h+1 = pigeon p sits in hole h. */
export function pigeonhole(holes: number): { numVars: number; clauses: number[][] } {
  const pigeons = holes + 1;
  const v = (p: number, h: number) => p * holes + h + 1;
  const clauses: number[][] = [];
  for (let p = 0; p < pigeons; p++) clauses.push(Array.from({ length: holes }, (_, h) => v(p, h)));
  for (let h = 0; h < holes; h++) {
    for (let p = 0; p < pigeons; p++) for (let q = p + 1; q < pigeons; q++) clauses.push([-v(p, h), -v(q, h)]);
  }
  return { numVars: pigeons * holes, clauses };
}
