/**
 * Independent exact evaluation of the parsed program under a candidate model. It shares nothing with the encoder
 * (no Tseitin variables, no normalised forms, no slacks): a SAT answer is only returned when this says every
 * assertion holds and every Int variable has an integral value.
 */

import type { Rational } from '../exact/rational.ts';
import type { BoolExpr, NumExpr, Program } from './ast';
import { evalNum } from './program';

export interface Model {
  bools: Map<string, boolean>;
  nums: Map<string, Rational>;
}

function evalNumIn(x: NumExpr, m: Model): Rational {
  return evalNum(
    x,
    (n) => {
      const v = m.nums.get(n);
      if (!v) throw new Error('unassigned');
      return v;
    },
    (c) => evalBool(c, m),
  );
}

export function evalBool(e: BoolExpr, m: Model): boolean {
  // Closures only where numbers are evaluated: this runs once per node of every SAT answer's program.
  switch (e.k) {
    case 'const':
      return e.value;
    case 'bvar': {
      const v = m.bools.get(e.name);
      if (v === undefined) throw new Error('unassigned');
      return v;
    }
    case 'not':
      return !evalBool(e.a, m);
    case 'and':
      for (const a of e.args) if (!evalBool(a, m)) return false;
      return true;
    case 'or':
      for (const a of e.args) if (evalBool(a, m)) return true;
      return false;
    case 'xor':
      return e.args.reduce((acc, a) => acc !== evalBool(a, m), false);
    case 'iff': {
      const vs = e.args.map((a) => evalBool(a, m));
      return vs.every((v) => v === vs[0]);
    }
    case 'bdistinct': {
      const vs = e.args.map((a) => evalBool(a, m));
      return new Set(vs).size === vs.length;
    }
    case 'implies': {
      // a1 ⇒ (a2 ⇒ … ⇒ an)
      let acc = evalBool(e.args[e.args.length - 1] as BoolExpr, m);
      for (let i = e.args.length - 2; i >= 0; i--) acc = !evalBool(e.args[i] as BoolExpr, m) || acc;
      return acc;
    }
    case 'ite':
      return evalBool(e.c, m) ? evalBool(e.t, m) : evalBool(e.e, m);
    case 'cmp': {
      const vs = e.args.map((x) => evalNumIn(x, m));
      for (let i = 1; i < vs.length; i++) {
        const c = (vs[i - 1] as Rational).compare(vs[i] as Rational);
        const ok = e.op === '<' ? c < 0 : e.op === '<=' ? c <= 0 : e.op === '>' ? c > 0 : e.op === '>=' ? c >= 0 : c === 0;
        if (!ok) return false;
      }
      return true;
    }
    case 'ndistinct': {
      const vs = e.args.map((x) => evalNumIn(x, m));
      for (let i = 0; i < vs.length; i++)
        for (let j = i + 1; j < vs.length; j++) if ((vs[i] as Rational).equals(vs[j] as Rational)) return false;
      return true;
    }
  }
}

/** True when the model gives every variable a value of its sort and satisfies every assertion. */
export function checkModel(prog: Program, m: Model): boolean {
  try {
    for (const [name, sort] of prog.vars) {
      if (sort === 'Bool') {
        if (!m.bools.has(name)) return false;
      } else {
        const v = m.nums.get(name);
        if (!v || (sort === 'Int' && !v.isInteger())) return false;
      }
    }
    for (const a of prog.assertions) if (!evalBool(a, m)) return false;
    return true;
  } catch {
    return false;
  }
}
