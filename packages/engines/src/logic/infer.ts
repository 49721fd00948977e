/**
 * Sort inference for undeclared variables, in two stages:
 *  1. kinds (Boolean vs numeric) by unification over every term: connectives force Booleans, arithmetic and ordering
 *     force numbers, `=`/`distinct`/`ite` branches force "same kind"; a kind that stays open defaults to numeric.
 *  2. numeric sorts by connected components: all numeric variables that occur in the same atom (a comparison,
 *     `=` or `distinct` over numbers) are connected. A component containing a decimal literal, a division or a variable
 *     declared Real is Real; otherwise Int. Declared variables keep their declared sort.
 */
import type { Sort } from './ast';
import { LogicError } from './errors';
import type { Term } from './terms';

const BOOL = 1;
const NUM = 2;
const KIND_NAME = ['unknown', 'a Boolean', 'a number'];

const BOOL_OPS = new Set(['and', 'or', 'not', '=>', 'iff', 'xor']);
const ARITH_OPS = new Set(['+', '-', '*', '/']);
const ORDER_OPS = new Set(['<', '<=', '>', '>=']);

class KindUnifier {
  parent: number[] = [];
  kind: number[] = [];

  fresh(kind = 0): number {
    this.parent.push(this.parent.length);
    this.kind.push(kind);
    return this.parent.length - 1;
  }
  find(a: number): number {
    let r = a;
    while (this.parent[r] !== r) r = this.parent[r] as number;
    while (this.parent[a] !== r) {
      const next = this.parent[a] as number;
      this.parent[a] = r;
      a = next;
    }
    return r;
  }
  /** Returns false on a Boolean/numeric clash. */
  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return true;
    const ka = this.kind[ra] as number;
    const kb = this.kind[rb] as number;
    if (ka && kb && ka !== kb) return false;
    this.parent[rb] = ra;
    this.kind[ra] = ka || kb;
    return true;
  }
  kindOf(a: number): number {
    return this.kind[this.find(a)] as number;
  }
}

export interface Inferred {
  sorts: Map<string, Sort>;
  /** For an `=` or `distinct` node: whether its arguments are Boolean. */
  eqIsBool: (t: Term) => boolean;
}

export function inferSorts(assertions: Term[], declared: Map<string, Sort>): Inferred {
  const u = new KindUnifier();
  const varIds = new Map<string, number>();
  const eqArgIds = new Map<Term, number>();
  const order: string[] = [...declared.keys()];
  for (const [name, sort] of declared) varIds.set(name, u.fresh(sort === 'Bool' ? BOOL : NUM));

  const varId = (name: string): number => {
    let id = varIds.get(name);
    if (id === undefined) {
      id = u.fresh();
      varIds.set(name, id);
      order.push(name);
    }
    return id;
  };
  // Same as unifying with a fresh node of `kind`, without creating that node (one per term visited otherwise).
  const expect = (t: Term, id: number, kind: number) => {
    const root = u.find(id);
    const k = u.kind[root] as number;
    if (k === kind) return;
    if (k === 0) {
      u.kind[root] = kind;
      return;
    }
    {
      const what = t.t === 'var' ? `variable '${t.name}'` : 'this term';
      throw LogicError.type(t.pos, `expected ${KIND_NAME[kind]} but ${what} is ${KIND_NAME[u.kindOf(id)]}`);
    }
  };
  // Whether any comparison, `=` or `distinct` occurs: without one, stage 2 links nothing and its walk can be skipped.
  let atoms = false;
  const visit = (t: Term): number => {
    let id: number;
    if (t.t === 'var') id = varId(t.name);
    else if (t.t === 'bool') id = u.fresh(BOOL);
    else if (t.t === 'num') id = u.fresh(NUM);
    else if (BOOL_OPS.has(t.op)) {
      for (const a of t.args) expect(a, visit(a), BOOL);
      id = u.fresh(BOOL);
    } else if (ARITH_OPS.has(t.op) || ORDER_OPS.has(t.op)) {
      atoms ||= ORDER_OPS.has(t.op);
      for (const a of t.args) expect(a, visit(a), NUM);
      id = u.fresh(ARITH_OPS.has(t.op) ? NUM : BOOL);
    } else if (t.op === 'ite') {
      const [c, a, b] = t.args as [Term, Term, Term];
      expect(c, visit(c), BOOL);
      id = visit(a);
      if (!u.union(id, visit(b))) throw LogicError.type(t.pos, "the branches of 'ite' mix Boolean and numeric values");
    } else {
      // '=' and 'distinct': all arguments of one kind.
      atoms = true;
      const ids = t.args.map(visit);
      for (const x of ids.slice(1)) {
        if (!u.union(ids[0] as number, x)) throw LogicError.type(t.pos, `'${t.op}' mixes Boolean and numeric arguments`);
      }
      eqArgIds.set(t, ids[0] as number);
      id = u.fresh(BOOL);
    }
    return id;
  };
  for (const a of assertions) expect(a, visit(a), BOOL);

  // Stage 2: numeric sorts by components.
  const isNum = (name: string) => u.kindOf(varIds.get(name) as number) !== BOOL;
  const comp = new Map<string, string>();
  const findC = (n: string): string => {
    let r = n;
    while (comp.get(r) !== r) r = comp.get(r) as string;
    // Path compression: keeps every later lookup short whatever order the atoms link the variables in.
    while (n !== r) {
      const next = comp.get(n) as string;
      comp.set(n, r);
      n = next;
    }
    return r;
  };
  const realEvidence = new Set<string>();
  for (const name of order) if (isNum(name)) comp.set(name, name);
  for (const [name, sort] of declared) if (sort === 'Real') realEvidence.add(name);

  // Collects the numeric variables and Real evidence of a numeric term (not descending into ite conditions).
  const collect = (t: Term, acc: { vars: string[]; real: boolean }) => {
    if (t.t === 'var') acc.vars.push(t.name);
    else if (t.t === 'num') acc.real ||= t.decimal;
    else if (t.t === 'app') {
      if (t.op === '/') acc.real = true;
      const args = t.op === 'ite' ? t.args.slice(1) : t.args;
      for (const a of args) collect(a, acc);
    }
  };
  const eqIsBool = (t: Term): boolean => {
    const id = eqArgIds.get(t);
    return id !== undefined && u.kindOf(id) === BOOL;
  };
  const walk = (t: Term) => {
    if (t.t !== 'app') return;
    const numericAtom = ORDER_OPS.has(t.op) || ((t.op === '=' || t.op === 'distinct') && !eqIsBool(t));
    if (numericAtom) {
      const acc = { vars: [] as string[], real: false };
      for (const a of t.args) collect(a, acc);
      const first = acc.vars[0];
      if (first !== undefined) {
        for (const v of acc.vars) {
          const ra = findC(first);
          const rb = findC(v);
          if (ra !== rb) {
            comp.set(rb, ra);
            if (realEvidence.has(rb)) realEvidence.add(ra);
          }
        }
        const root = findC(first);
        // biome-ignore lint/suspicious/noUnnecessaryConditions: `collect` sets `acc.real` while walking the atom
        if (acc.real || acc.vars.some((v) => declared.get(v) === 'Real')) realEvidence.add(root);
      }
    }
    for (const a of t.args) walk(a);
  };
  if (atoms) for (const a of assertions) walk(a);

  const sorts = new Map<string, Sort>();
  for (const name of order) {
    const d = declared.get(name);
    if (d) sorts.set(name, d);
    else if (!isNum(name)) sorts.set(name, 'Bool');
    else sorts.set(name, realEvidence.has(findC(name)) ? 'Real' : 'Int');
  }
  return { sorts, eqIsBool };
}
