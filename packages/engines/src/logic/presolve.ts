/**
 * Reasoning on the top-level conjunction before the search, where it is cheap and exact:
 * - Integer equalities (every variable Int, no `ite`) are solved together over the integers (int-equalities.ts). No
 *   integer solution → UNSAT at once; otherwise the encoder replaces each of their variables by x0 + Σ tⱼ·bⱼ over fresh
 *   integer parameters, so branch and bound works in the (LLL-reduced) lattice of solutions instead of the box.
 * - `distinct` over bounded Int variables: if some interval [a, b] must hold more of the variables than it has integers
 *   (Hall's condition, e.g. eight distinct integers in 1..7), the conjunction is UNSAT by the pigeonhole principle, which
 *   resolution-based search can only show with exponentially many conflicts.
 *   A tight interval (k variables, k values) fixes their sum, which is added as an implied equality.
 * Only top-level conjuncts are used: they hold in every model, so these inferences are sound.
 */
import { gcd, Rational } from '../exact/rational.ts';
import type { BoolExpr, NumExpr, Program } from './ast';
import { type IntEquation, solveIntEqualities } from './int-equalities';
import { addLinear, emptyLin, type Leaf, type Lin } from './linear';
import { Meter, WorkExhausted } from './meter';

/** Each eliminated variable's value as c + Σ coeff·t over parameter indices. */
export interface Elimination {
  params: number;
  forms: Map<string, { c: Rational; terms: [number, Rational][] }>;
}

/**
 * `implied`: constraints that follow from the top-level conjunction and help the search: when k pairwise different
 * integers must lie in an interval of exactly k values (a tight Hall interval), they are a permutation of it, so their
 * sum is fixed — a linear fact the simplex can use at once (e.g. nine distinct digits 1..9 summing to 46 is UNSAT).
 */
export type Presolved = { kind: 'unsat'; reason: string } | { kind: 'ok'; elimination: Elimination | null; implied: BoolExpr[] };

/** The top-level conjuncts of the program (nested `and`s flattened, without recursion). */
export function topLevelConjuncts(prog: Program): BoolExpr[] {
  const out: BoolExpr[] = [];
  const stack = [...prog.assertions].reverse();
  while (stack.length > 0) {
    const e = stack.pop() as BoolExpr;
    if (e.k === 'and') for (let i = e.args.length - 1; i >= 0; i--) stack.push(e.args[i] as BoolExpr);
    else out.push(e);
  }
  return out;
}

/** lhs − rhs as a linear form over variable names, or null when it contains an `ite` or a non-Int variable. */
function intDifference(prog: Program, lhs: NumExpr, rhs: NumExpr, meter: Meter): Lin<string> | null {
  let ok = true;
  const leaf = (e: Leaf, k: Rational, acc: Lin<string>) => {
    if (e.k !== 'nvar' || prog.vars.get(e.name) !== 'Int') {
      ok = false;
      return;
    }
    const prev = acc.coeffs.get(e.name);
    const next = prev ? prev.add(k) : k;
    if (next.isZero()) acc.coeffs.delete(e.name);
    else acc.coeffs.set(e.name, next);
  };
  const acc = emptyLin<string>();
  addLinear(acc, lhs, Rational.ONE, leaf, meter);
  addLinear(acc, rhs, Rational.MINUS_ONE, leaf, meter);
  return ok ? acc : null;
}

/** Scales Σ aᵢxᵢ + c = 0 to integers: Σ Aᵢxᵢ = rhs. */
function toIntEquation(lin: Lin<string>, index: (name: string) => number): IntEquation {
  let lcm = lin.c.den;
  for (const a of lin.coeffs.values()) lcm = (lcm / gcd(lcm, a.den)) * a.den;
  const coeffs = new Map<number, bigint>();
  for (const [name, a] of lin.coeffs) coeffs.set(index(name), (a.num * lcm) / a.den);
  return { coeffs, rhs: -(lin.c.num * lcm) / lin.c.den };
}

export function presolve(prog: Program, meter: Meter): Presolved {
  const conj = topLevelConjuncts(prog);
  const hall = hallIntervals(prog, conj, meter);
  if (hall.violation) return { kind: 'unsat', reason: hall.violation };
  const implied = hall.implied.length > 0 ? usefulSums(prog, hall.implied, meter) : [];

  // Elimination gets at most a thirty-second of the budget; if it cannot finish, the search runs on the original
  // variables. Its BigInt lattice work costs 25–50 ns of CPU per unit (measured), five to ten times the meter's nominal
  // 5 ns, so a quarter of the budget let two worst cases (a 40-variable knapsack, a 40×20 equality system) burn 20–35
  // ms here before giving up; no corpus program needs more than 7 000 units in this phase (a thirty-second is ~94 000).
  const sub = new Meter(Math.floor((meter.budget.limit - meter.spent) / 32));
  try {
    const names: string[] = [];
    const ids = new Map<string, number>();
    const index = (name: string) => {
      let i = ids.get(name);
      if (i === undefined) {
        i = names.length;
        ids.set(name, i);
        names.push(name);
      }
      return i;
    };
    const equations: IntEquation[] = [];
    for (const e of conj) {
      if (e.k !== 'cmp' || e.op !== '=') continue;
      for (let i = 1; i < e.args.length; i++) {
        const lin = intDifference(prog, e.args[i - 1] as NumExpr, e.args[i] as NumExpr, sub);
        if (lin && lin.coeffs.size > 0) equations.push(toIntEquation(lin, index));
      }
    }
    if (equations.length === 0) return { kind: 'ok', elimination: null, implied };
    const r = solveIntEqualities(names.length, equations, sub);
    meter.charge(sub.spent);
    if (r.kind === 'unsat') return { kind: 'unsat', reason: 'the integer equalities have no common integer solution' };
    const { x0, basis } = r.solution;
    // Longest basis vector first: branch and bound splits on parameters in creation order, and the polytope is
    // thinnest along the longest reduced vector (few integer values to try there).
    const norm = (v: bigint[]) => v.reduce((s, a) => s + a * a, 0n);
    const order = basis.map((_, j) => j).sort((p, q) => (norm(basis[q] as bigint[]) > norm(basis[p] as bigint[]) ? 1 : -1) || p - q);
    const forms: Elimination['forms'] = new Map();
    names.forEach((name, i) => {
      const terms: [number, Rational][] = [];
      order.forEach((j, t) => {
        const a = (basis[j] as bigint[])[i] as bigint;
        if (a !== 0n) terms.push([t, Rational.of(a)]);
      });
      forms.set(name, { c: Rational.of(x0[i] as bigint), terms });
    });
    return { kind: 'ok', elimination: { params: basis.length, forms }, implied };
  } catch (e) {
    if (!(e instanceof WorkExhausted)) throw e;
    meter.charge(sub.spent);
    return { kind: 'ok', elimination: null, implied };
  }
}

/**
 * The implied permutation sums worth adding: those sharing two or more variables with some comparison of the program
 * (a sum, an equation…). Without such a comparison a sum only makes the tableau denser (Latin squares slow down).
 */
function usefulSums(prog: Program, sums: BoolExpr[], meter: Meter): BoolExpr[] {
  const groups: Set<string>[] = [];
  const stack: BoolExpr[] = [...prog.assertions];
  while (stack.length > 0) {
    const e = stack.pop() as BoolExpr;
    meter.charge(4);
    if (e.k === 'cmp') {
      const names = new Set<string>();
      const terms: NumExpr[] = [...e.args];
      while (terms.length > 0) {
        const t = terms.pop() as NumExpr;
        meter.charge(4);
        if (t.k === 'nvar') names.add(t.name);
        else if (t.k === 'nite') {
          terms.push(t.t, t.e);
          stack.push(t.c);
        } else if (t.k !== 'num') terms.push(...t.args);
      }
      if (names.size >= 2) groups.push(names);
    } else if (e.k === 'not') stack.push(e.a);
    else if (e.k === 'ite') stack.push(e.c, e.t, e.e);
    else if (e.k !== 'const' && e.k !== 'bvar' && e.k !== 'ndistinct') stack.push(...e.args);
  }
  return sums.filter((sum) => {
    const lhs = sum.k === 'cmp' ? sum.args[0] : undefined;
    const vars = lhs?.k === 'add' ? lhs.args.flatMap((a) => (a.k === 'nvar' ? [a.name] : [])) : [];
    meter.charge(groups.length * vars.length);
    return groups.some((g) => vars.filter((v) => g.has(v)).length >= 2);
  });
}

/** Integer bounds lo ≤ x ≤ hi implied by one-variable top-level comparisons. */
function unitBounds(prog: Program, conj: BoolExpr[], meter: Meter): Map<string, { lo?: bigint; hi?: bigint }> {
  const out = new Map<string, { lo?: bigint; hi?: bigint }>();
  for (const e of conj) {
    if (e.k !== 'cmp') continue;
    for (let i = 1; i < e.args.length; i++) {
      const lin = intDifference(prog, e.args[i - 1] as NumExpr, e.args[i] as NumExpr, meter);
      if (!lin || lin.coeffs.size !== 1) continue;
      const [[name, a]] = [...lin.coeffs] as [[string, Rational]];
      // a·x + c op 0  ⇔  x op' −c/a (op' flipped when a < 0).
      const v = lin.c.neg().div(a);
      const flip = a.sign() < 0;
      const op = e.op;
      const b = out.get(name) ?? {};
      const le = op === '=' || (!flip && (op === '<' || op === '<=')) || (flip && (op === '>' || op === '>='));
      const ge = op === '=' || (!flip && (op === '>' || op === '>=')) || (flip && (op === '<' || op === '<='));
      const strict = op === '<' || op === '>';
      if (le) {
        const hi = strict ? v.ceil().num - 1n : v.floor().num;
        if (b.hi === undefined || hi < b.hi) b.hi = hi;
      }
      if (ge) {
        const lo = strict ? v.floor().num + 1n : v.ceil().num;
        if (b.lo === undefined || lo > b.lo) b.lo = lo;
      }
      out.set(name, b);
    }
  }
  return out;
}

/**
 * Hall intervals of every top-level `distinct` over bounded Int variables: a violation (more variables confined to an
 * interval than it has integers) is a reason for UNSAT; tight intervals give implied permutation sums.
 */
function hallIntervals(prog: Program, conj: BoolExpr[], meter: Meter): { violation: string | null; implied: BoolExpr[] } {
  const implied: BoolExpr[] = [];
  const distincts = conj.filter((e): e is Extract<BoolExpr, { k: 'ndistinct' }> => e.k === 'ndistinct');
  if (distincts.length === 0) return { violation: null, implied };
  const bounds = unitBounds(prog, conj, meter);
  const seen = new Set<string>();
  for (const e of distincts) {
    const doms: { name: string; lo: bigint; hi: bigint }[] = [];
    for (const a of e.args) {
      const b = a.k === 'nvar' && prog.vars.get(a.name) === 'Int' ? bounds.get(a.name) : undefined;
      if (b?.lo !== undefined && b.hi !== undefined) doms.push({ name: a.k === 'nvar' ? a.name : '', lo: b.lo, hi: b.hi });
    }
    // A variable listed twice makes the distinct false anyway; an empty domain makes the program UNSAT anyway: both are
    // left to the search, which finds them at once.
    if (doms.length < 2 || new Set(doms.map((d) => d.name)).size !== doms.length || doms.some((d) => d.lo > d.hi)) continue;
    doms.sort((p, q) => (p.hi < q.hi ? -1 : p.hi > q.hi ? 1 : 0));
    const lows = [...new Set(doms.map((d) => d.lo))];
    meter.charge(doms.length * lows.length);
    for (const a of lows) {
      const inside: string[] = [];
      for (let i = 0; i < doms.length; i++) {
        const d = doms[i] as { name: string; lo: bigint; hi: bigint };
        if (d.lo < a) continue;
        inside.push(d.name);
        const values = d.hi - a + 1n;
        const count = BigInt(inside.length);
        if (count > values) {
          return {
            violation: `pigeonhole: ${count} pairwise different integers must take values in ${a}..${d.hi} (${values} values)`,
            implied,
          };
        }
        const nextHi = doms[i + 1]?.hi;
        if (count === values && nextHi !== d.hi) {
          // A permutation of a..d.hi: the sum is fixed.
          const key = [...inside].sort((p, q) => (p < q ? -1 : p > q ? 1 : 0)).join(',');
          if (seen.has(key) || implied.length >= doms.length) continue;
          seen.add(key);
          const sum = ((a + d.hi) * values) / 2n;
          implied.push({
            k: 'cmp',
            op: '=',
            args: [
              { k: 'add', args: inside.map((name) => ({ k: 'nvar', name })) },
              { k: 'num', value: Rational.of(sum) },
            ],
          });
        }
      }
    }
  }
  return { violation: null, implied };
}
