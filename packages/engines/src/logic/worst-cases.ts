/**
 * Hard and pathological programs just under the structural caps, one per kind of work the solver does (SAT search,
 * simplex pivots on dense or big-number tableaux, branch and bound, lattice reduction, encoding, parsing). The budget
 * test asserts that each ends within the work budget, and the bench times them to calibrate the budget (units → CPU).
 * Deterministic: seeded generators only. Test and bench data, never used to decide anything.
 */
import { mulberry32 } from '../seeded-random.ts';

export interface WorstCase {
  name: string;
  query: string;
}

type Rand = () => number;
const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** Pigeonhole with Boolean variables: `pigeons` pigeons, `holes` holes, as clauses (UNSAT when pigeons > holes). */
export function pigeonholeProgram(pigeons: number, holes: number): string {
  const v = (p: number, h: number) => `x${p}_${h}`;
  const lines: string[] = [];
  for (let p = 0; p < pigeons; p++) lines.push(`(or ${Array.from({ length: holes }, (_, h) => v(p, h)).join(' ')})`);
  for (let h = 0; h < holes; h++)
    for (let p = 0; p < pigeons; p++) for (let q = p + 1; q < pigeons; q++) lines.push(`(not (and ${v(p, h)} ${v(q, h)}))`);
  return lines.join('\n');
}

/** n distinct integers in lo..hi, as 249-character-style SMT-LIB. */
export function distinctProgram(n: number, lo: number, hi: number, extra = ''): string {
  const vs = Array.from({ length: n }, (_, i) => `x${i + 1}`);
  return `${vs.map((v) => `(declare-const ${v} Int)`).join('')}\n${vs.map((v) => `(assert (and (>= ${v} ${lo}) (<= ${v} ${hi})))`).join('')}\n(assert (distinct ${vs.join(' ')}))${extra}`;
}

function denseLinear(r: Rand, vars: string[], digits: number): string {
  const coeff = () => {
    let s = String(int(r, 1, 9));
    while (s.length < digits) s += String(int(r, 0, 9));
    return r() < 0.5 ? `-${s}` : s;
  };
  return `(+ ${vars.map((v) => `(* ${coeff()} ${v})`).join(' ')})`;
}

/** Dense random inequalities over Reals with `digits`-digit coefficients (simplex work, number growth). */
export function denseLra(seed: number, nVars: number, nRows: number, digits: number): string {
  const r = mulberry32(seed);
  const vs = Array.from({ length: nVars }, (_, i) => `r${i}`);
  const rows = Array.from({ length: nRows }, () => `(${r() < 0.5 ? '<=' : '<'} ${denseLinear(r, vs, digits)} ${int(r, 1, 99)})`);
  const bounds = vs.map((v) => `(< -1000 ${v} 1000)`);
  return `(declare ${vs.join(' ')} Real)\n${bounds.join(' ')}\n${rows.join('\n')}`;
}

/** The same over Ints, with disjunctions (SAT search + simplex + branch and bound together). */
export function denseLiaDisjunctive(seed: number, nVars: number, nRows: number): string {
  const r = mulberry32(seed);
  const vs = Array.from({ length: nVars }, (_, i) => `n${i}`);
  const atom = () =>
    `(${['<=', '>=', '='][int(r, 0, 2)]} ${denseLinear(r, vs.filter(() => r() < 0.5).concat(vs[0] as string), 2)} ${int(r, -50, 50)})`;
  const rows = Array.from({ length: nRows }, () => `(or ${atom()} ${atom()} ${atom()})`);
  return `(declare ${vs.join(' ')} Int)\n${vs.map((v) => `(<= -30 ${v} 30)`).join(' ')}\n${rows.join('\n')}`;
}

/** One bounded equality over many variables (elimination + LLL + branch and bound). */
export function wideKnapsack(seed: number, n: number, digits: number): string {
  const r = mulberry32(seed);
  const vs = Array.from({ length: n }, (_, i) => `k${i}`);
  const cs = vs.map(() => {
    let s = String(int(r, 1, 9));
    while (s.length < digits) s += String(int(r, 0, 9));
    return s;
  });
  const rhs = cs.reduce((acc, c) => acc + BigInt(c) * BigInt(int(r, 0, 20)), 0n) + 1n;
  return `(declare ${vs.join(' ')} Int)\n${vs.map((v) => `(<= 0 ${v} 20)`).join(' ')}\n(= (+ ${vs.map((v, i) => `(* ${cs[i]} ${v})`).join(' ')}) ${rhs})`;
}

/** Several dense equalities with big coefficients over many integer variables (elimination work). */
export function equalitySystem(seed: number, nVars: number, nEqs: number, digits: number): string {
  const r = mulberry32(seed);
  const vs = Array.from({ length: nVars }, (_, i) => `e${i}`);
  const eqs = Array.from({ length: nEqs }, () => `(= ${denseLinear(r, vs, digits)} ${int(r, -1000, 1000)})`);
  return `(declare ${vs.join(' ')} Int)\n${eqs.join('\n')}\n${vs.map((v) => `(<= -100 ${v} 100)`).join(' ')}`;
}

/** Long clauses (watch scanning). */
export function longClauses(seed: number, nVars: number, nClauses: number, width: number): string {
  const r = mulberry32(seed);
  const lit = () => {
    const v = `b${int(r, 0, nVars - 1)}`;
    return r() < 0.5 ? v : `(not ${v})`;
  };
  return Array.from({ length: nClauses }, () => `(or ${Array.from({ length: width }, lit).join(' ')})`).join('\n');
}

/** Random 3-SAT near the threshold, as a DSL program. */
export function random3Sat(seed: number, nVars: number, ratio = 4.26): string {
  const r = mulberry32(seed);
  const lines: string[] = [];
  for (let i = 0; i < Math.round(nVars * ratio); i++) {
    const vs = new Set<number>();
    while (vs.size < 3) vs.add(int(r, 0, nVars - 1));
    lines.push(`(or ${[...vs].map((v) => (r() < 0.5 ? `b${v}` : `(not b${v})`)).join(' ')})`);
  }
  return lines.join('\n');
}

/** Many bound atoms on one variable (bound lemmas, atom bookkeeping). */
export function manyBounds(n: number): string {
  return `(declare x Int)\n${Array.from({ length: n }, (_, i) => `(or (< x ${2 * i}) (> x ${2 * i + 1}))`).join('\n')}`;
}

/** Nesting exactly `depth` levels deep. */
export function deepNot(depth: number): string {
  return `${'(not '.repeat(depth - 1)}p${')'.repeat(depth - 1)}`;
}

export function deepSum(depth: number): string {
  return `(= ${'(+ 1 '.repeat(depth - 2)}x${')'.repeat(depth - 2)} 7)`;
}

/** The catalogue, each under the API's 20,000-character cap. */
export function worstCases(): WorstCase[] {
  const cases: WorstCase[] = [
    { name: 'pigeonhole 10 into 9 (Boolean)', query: pigeonholeProgram(10, 9) },
    { name: 'pigeonhole 12 into 11 (Boolean)', query: pigeonholeProgram(12, 11) },
    { name: 'eight distinct integers in 1..7', query: distinctProgram(8, 1, 7) },
    {
      name: 'nine distinct integers in 1..9 summing to 46',
      query: distinctProgram(9, 1, 9, '(assert (= (+ x1 x2 x3 x4 x5 x6 x7 x8 x9) 46))'),
    },
    {
      name: 'twelve distinct integers in 1..12, x1 > x2 > … > x12 + 1',
      query: distinctProgram(12, 1, 12, `(assert (> ${Array.from({ length: 12 }, (_, i) => `x${i + 1}`).join(' ')}))(assert (> x12 1))`),
    },
    { name: 'distinct over 150 integers', query: distinctProgram(150, 1, 149) },
    { name: 'dense LRA 25×40, 2-digit', query: denseLra(1, 25, 40, 2) },
    { name: 'dense LRA 12×14, 60-digit', query: denseLra(2, 12, 14, 60) },
    { name: 'dense LIA disjunctive 12×40', query: denseLiaDisjunctive(3, 12, 40) },
    { name: 'knapsack 40 variables, 12-digit', query: wideKnapsack(4, 40, 12) },
    { name: 'knapsack 8 variables, 18-digit', query: wideKnapsack(5, 8, 18) },
    { name: 'equality system 40×20, 8-digit', query: equalitySystem(6, 40, 20, 8) },
    { name: 'long clauses 80×30', query: longClauses(7, 150, 80, 30) },
    { name: 'random 3-SAT 130 vars', query: random3Sat(8, 130) },
    { name: 'random 3-SAT 170 vars (19.6 KB)', query: random3Sat(11, 170) },
    { name: 'many bounds on one variable', query: manyBounds(500) },
    { name: 'deep not (depth 200)', query: deepNot(200) },
    { name: 'deep sum (depth 200)', query: deepSum(200) },
  ];
  return cases;
}
