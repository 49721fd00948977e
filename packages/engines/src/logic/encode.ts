/**
 * Tseitin encoding of a typed program into CNF over SAT variables and arithmetic bound atoms. Its size (gates, atoms and
 * linear terms) is a structural cap checked while encoding, before any search: past it the input is refused
 * (`InputTooComplexError`); the work of encoding is also charged to the solve's meter.
 * Arithmetic comparisons become normalised linear constraints Σ aᵢxᵢ ⋈ b with integer coefficients of gcd 1 and a
 * positive leading coefficient, so equal forms share one slack variable. When every variable of a form is an integer,
 * bounds are tightened to integers (a strict bound becomes a non-strict one moved by 1), which already refutes
 * parity/gcd cases such as 2x + 2y = 7 or 1 < 3x < 2 without any search. `=` is the conjunction of ≤ and ≥, so its
 * negation (`distinct`) is the disjunction of < and >.
 */

import { InputTooComplexError } from '../budget.ts';
import { gcd as bigGcd, Rational } from '../exact/rational.ts';
import type { ArithTheory } from './arith-theory';
import type { BoolExpr, CmpOp, NumExpr, Program } from './ast';
import type { CdclSolver } from './cdcl';
import { addLinear, addTerm, emptyLin, type Leaf, type Lin as LinOf } from './linear';
import type { Meter } from './meter';
import type { Elimination } from './presolve';

type Lin = LinOf<number>;

export interface EncoderOptions {
  /** Cap on gates, atoms and linear terms created (structural: exceeding it refuses the input). */
  maxSize: number;
  meter: Meter;
  /** Integer variables replaced by their parametrisation (presolve.ts), or null. */
  elimination: Elimination | null;
  /** Constraints implied by the program (presolve.ts), asserted as well to help the search. */
  implied: readonly BoolExpr[];
}

export class Encoder {
  readonly boolVars = new Map<string, number>();
  readonly numVars = new Map<string, number>();
  private readonly cache = new Map<BoolExpr, number>();
  private readonly iteVars = new Map<NumExpr, number>();
  private readonly slacks = new Map<string, number>();
  /** Simplex variable of each elimination parameter. */
  readonly params: number[] = [];
  private readonly trueLit: number;
  /** Gates, atoms and linear terms created, against `maxSize`, so a quadratic `distinct` is refused before it is built. */
  private size = 0;
  private readonly meter: Meter;

  constructor(
    private readonly prog: Program,
    private readonly solver: CdclSolver,
    readonly theory: ArithTheory,
    private readonly options: EncoderOptions,
  ) {
    this.meter = options.meter;
    this.trueLit = 2 * solver.newVar(true);
    solver.addClause([this.trueLit]);
    // Named variables first, in program order, so variable numbering (and thus tie-breaking) follows the input.
    const forms = options.elimination?.forms;
    for (const [name, sort] of prog.vars) {
      if (sort === 'Bool') this.boolVars.set(name, 2 * solver.newVar());
      else if (!forms?.has(name)) this.numVars.set(name, theory.addVar(sort === 'Int', true));
    }
    for (let j = 0; j < (options.elimination?.params ?? 0); j++) this.params.push(theory.addVar(true, true));
  }

  encodeAll(): void {
    for (const a of this.prog.assertions) this.assertTop(a);
    for (const a of this.options.implied) this.assertTop(a);
    for (const c of this.theory.boundLemmas()) this.clause(c);
  }

  private assertTop(e: BoolExpr): void {
    if (e.k === 'and') {
      for (const a of e.args) this.assertTop(a);
      return;
    }
    if (e.k === 'or') {
      const lits: number[] = new Array(e.args.length);
      for (let i = 0; i < lits.length; i++) lits[i] = this.lit(e.args[i] as BoolExpr);
      this.clause(lits);
      return;
    }
    if (e.k === 'implies') {
      // a → b → c is the clause ¬a ∨ ¬b ∨ c.
      const n = e.args.length;
      const lits: number[] = new Array(n);
      for (let i = 0; i < n; i++) lits[i] = this.lit(e.args[i] as BoolExpr) ^ (i < n - 1 ? 1 : 0);
      this.clause(lits);
      return;
    }
    if (e.k === 'not') {
      // Negations pushed through and/or at the top (De Morgan) become clauses directly. A gate here would leave its
      // defining clauses in the search, each carrying the gate's literal false at level 0: an at-most-one written
      // `(not (and a b))` cost three clauses, one of them ternary, where one binary clause says the same, and
      // propagation visited them all (a pigeonhole needed twice the work per conflict).
      const a = e.a;
      if (a.k === 'not') {
        this.assertTop(a.a);
        return;
      }
      if (a.k === 'or') {
        for (const x of a.args) this.assertTop({ k: 'not', a: x });
        return;
      }
      if (a.k === 'and') {
        const lits: number[] = new Array(a.args.length);
        for (let i = 0; i < lits.length; i++) lits[i] = this.lit(a.args[i] as BoolExpr) ^ 1;
        this.clause(lits);
        return;
      }
    }
    this.clause([this.lit(e)]);
  }

  private tick(n = 1): void {
    this.size += n;
    if (this.size > this.options.maxSize) {
      const max = this.options.maxSize;
      throw new InputTooComplexError('encoding_size', max, `The logic program needs more than ${max} gates, atoms and terms to encode.`);
    }
  }

  private clause(lits: number[]): void {
    this.meter.charge(4 * lits.length + 4);
    this.solver.addClause(lits);
  }

  private get falseLit(): number {
    return this.trueLit ^ 1;
  }

  /** Literal equivalent to the conjunction (or disjunction) of `lits`, with constant folding. */
  private gate(kind: 'and' | 'or', input: number[]): number {
    const unit = kind === 'and' ? this.trueLit : this.falseLit;
    const zero = unit ^ 1;
    const set = new Set<number>();
    for (const l of input) {
      if (l === zero || set.has(l ^ 1)) return zero;
      if (l !== unit) set.add(l);
    }
    const lits = [...set];
    if (lits.length === 0) return unit;
    if (lits.length === 1) return lits[0] as number;
    this.tick(lits.length);
    const g = 2 * this.solver.newVar();
    if (kind === 'and') {
      for (const l of lits) this.clause([g ^ 1, l]);
      this.clause([g, ...lits.map((l) => l ^ 1)]);
    } else {
      for (const l of lits) this.clause([g, l ^ 1]);
      this.clause([g ^ 1, ...lits]);
    }
    return g;
  }

  private equiv(a: number, b: number): number {
    if (a === b) return this.trueLit;
    if (a === (b ^ 1)) return this.falseLit;
    if (a === this.trueLit) return b;
    if (b === this.trueLit) return a;
    if (a === this.falseLit) return b ^ 1;
    if (b === this.falseLit) return a ^ 1;
    this.tick();
    const g = 2 * this.solver.newVar();
    this.clause([g ^ 1, a ^ 1, b]);
    this.clause([g ^ 1, a, b ^ 1]);
    this.clause([g, a, b]);
    this.clause([g, a ^ 1, b ^ 1]);
    return g;
  }

  private ite(c: number, t: number, e: number): number {
    if (c === this.trueLit) return t;
    if (c === this.falseLit) return e;
    if (t === e) return t;
    this.tick();
    const g = 2 * this.solver.newVar();
    this.clause([g ^ 1, c ^ 1, t]);
    this.clause([g ^ 1, c, e]);
    this.clause([g, c ^ 1, t ^ 1]);
    this.clause([g, c, e ^ 1]);
    this.clause([g ^ 1, t, e]);
    this.clause([g, t ^ 1, e ^ 1]);
    return g;
  }

  lit(e: BoolExpr): number {
    // Leaves and negations cost less than a cache entry: only gates are remembered (every syntax node is its own object,
    // so caching leaves would add one map entry per variable occurrence).
    if (e.k === 'bvar') return this.boolVars.get(e.name) as number;
    if (e.k === 'not') return this.lit(e.a) ^ 1;
    if (e.k === 'const') return e.value ? this.trueLit : this.falseLit;
    const hit = this.cache.get(e);
    if (hit !== undefined) return hit;
    const l = this.encode(e);
    this.cache.set(e, l);
    return l;
  }

  private encode(e: BoolExpr): number {
    switch (e.k) {
      case 'const':
        return e.value ? this.trueLit : this.falseLit;
      case 'bvar':
        return this.boolVars.get(e.name) as number;
      case 'not':
        return this.lit(e.a) ^ 1;
      case 'and':
      case 'or':
        return this.gate(
          e.k,
          e.args.map((a) => this.lit(a)),
        );
      case 'implies': {
        const lits = e.args.map((a) => this.lit(a));
        const last = lits.pop() as number;
        return this.gate('or', [...lits.map((l) => l ^ 1), last]);
      }
      case 'iff': {
        const lits = e.args.map((a) => this.lit(a));
        return this.gate(
          'and',
          lits.slice(1).map((l, i) => this.equiv(lits[i] as number, l)),
        );
      }
      case 'xor': {
        const lits = e.args.map((a) => this.lit(a));
        return lits.slice(1).reduce((acc, l) => this.equiv(acc, l) ^ 1, lits[0] as number);
      }
      case 'bdistinct': {
        const lits = e.args.map((a) => this.lit(a));
        const pairs: number[] = [];
        this.tick((lits.length * (lits.length - 1)) / 2);
        for (let i = 0; i < lits.length; i++)
          for (let j = i + 1; j < lits.length; j++) pairs.push(this.equiv(lits[i] as number, lits[j] as number) ^ 1);
        return this.gate('and', pairs);
      }
      case 'ite':
        return this.ite(this.lit(e.c), this.lit(e.t), this.lit(e.e));
      case 'cmp': {
        const lins = e.args.map((a) => this.linear(a));
        return this.gate(
          'and',
          lins.slice(1).map((b, i) => this.compare(lins[i] as Lin, e.op, b)),
        );
      }
      case 'ndistinct': {
        const lins = e.args.map((a) => this.linear(a));
        const pairs: number[] = [];
        this.tick((lins.length * (lins.length - 1)) / 2);
        for (let i = 0; i < lins.length; i++)
          for (let j = i + 1; j < lins.length; j++) pairs.push(this.compare(lins[i] as Lin, '=', lins[j] as Lin) ^ 1);
        return this.gate('and', pairs);
      }
    }
  }

  // ---------------------------------------------------------------- arithmetic

  private linear(e: NumExpr): Lin {
    const acc = emptyLin<number>();
    addLinear(acc, e, Rational.ONE, this.leaf, this.meter);
    this.tick(acc.coeffs.size);
    return acc;
  }

  private readonly leaf = (e: Leaf, k: Rational, acc: Lin): void => {
    const x = e.k === 'nite' ? this.iteVar(e) : this.numVars.get(e.name);
    if (x !== undefined) {
      addTerm(acc, x, k, this.meter);
      return;
    }
    if (e.k === 'nite') return;
    // An eliminated integer variable: c + Σ a·t over the parameters.
    const form = this.options.elimination?.forms.get(e.name);
    if (!form) throw new Error(`unknown numeric variable ${e.name}`);
    acc.c = acc.c.add(k.mul(form.c));
    for (const [j, a] of form.terms) addTerm(acc, this.params[j] as number, k.mul(a), this.meter);
  };

  /** Fresh variable v for `ite(c, t, e)` with c → v = t and ¬c → v = e. */
  private iteVar(e: Extract<NumExpr, { k: 'nite' }>): number {
    const hit = this.iteVars.get(e);
    if (hit !== undefined) return hit;
    const v = this.theory.addVar(e.isInt, true);
    this.iteVars.set(e, v);
    const c = this.lit(e.c);
    const vLin: Lin = { coeffs: new Map([[v, Rational.ONE]]), c: Rational.ZERO };
    this.clause([c ^ 1, this.compare(vLin, '=', this.linear(e.t))]);
    this.clause([c, this.compare(vLin, '=', this.linear(e.e))]);
    return v;
  }

  /** Literal for (a op b). */
  private compare(a: Lin, op: CmpOp, b: Lin): number {
    this.tick(1 + a.coeffs.size + b.coeffs.size);
    this.meter.charge(40 * (1 + a.coeffs.size + b.coeffs.size));
    const d = addLin(a, b, Rational.MINUS_ONE); // a − b op 0
    if (d.coeffs.size === 0) {
      const s = d.c.sign();
      const holds = op === '<' ? s < 0 : op === '<=' ? s <= 0 : op === '>' ? s > 0 : op === '>=' ? s >= 0 : s === 0;
      return holds ? this.trueLit : this.falseLit;
    }
    // Σ aᵢxᵢ op −c, scaled to integer coefficients with gcd 1 and a positive leading coefficient.
    const vars = [...d.coeffs.keys()].sort((x, y) => x - y);
    let lcm = 1n;
    for (const x of vars) {
      const den = (d.coeffs.get(x) as Rational).den;
      lcm = (lcm / bigGcd(lcm, den)) * den;
    }
    let g = 0n;
    for (const x of vars) g = bigGcd(g, (d.coeffs.get(x) as Rational).num * (lcm / (d.coeffs.get(x) as Rational).den));
    let scale = Rational.of(lcm, g);
    if ((d.coeffs.get(vars[0] as number) as Rational).sign() < 0) scale = scale.neg();
    let rel: CmpOp = op;
    if (scale.sign() < 0) rel = op === '<' ? '>' : op === '<=' ? '>=' : op === '>' ? '<' : op === '>=' ? '<=' : '=';
    const coeffs = vars.map((x) => [x, (d.coeffs.get(x) as Rational).mul(scale)] as const);
    const bound = d.c.neg().mul(scale);
    const allInt = vars.every((x) => this.theory.simplex.isInt[x] === true);
    let x: number;
    if (coeffs.length === 1) x = vars[0] as number;
    else {
      const key = coeffs.map(([v, a]) => `${a.num}*${v}`).join('+');
      let s = this.slacks.get(key);
      if (s === undefined) {
        s = this.theory.simplex.addSlack(new Map(coeffs), allInt);
        this.slacks.set(key, s);
      }
      x = s;
    }
    const le = (c: Rational) => 2 * this.theory.atomVar(this.solver, { x, upper: true, c: allInt ? c.floor() : c });
    const ge = (c: Rational) =>
      allInt ? le(c.ceil().sub(Rational.ONE)) ^ 1 : 2 * this.theory.atomVar(this.solver, { x, upper: false, c });
    switch (rel) {
      case '<=':
        return le(bound);
      case '>=':
        return ge(bound);
      case '<':
        return ge(bound) ^ 1;
      case '>':
        return le(bound) ^ 1;
      case '=':
        return this.gate('and', [le(bound), ge(bound)]);
    }
  }

  get satTrueLit(): number {
    return this.trueLit;
  }
}

function addLin(a: Lin, b: Lin, k: Rational): Lin {
  const coeffs = new Map(a.coeffs);
  for (const [x, v] of b.coeffs) {
    const s = (coeffs.get(x) ?? Rational.ZERO).add(v.mul(k));
    if (s.isZero()) coeffs.delete(x);
    else coeffs.set(x, s);
  }
  return { coeffs, c: a.c.add(b.c.mul(k)) };
}
