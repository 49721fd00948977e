/**
 * Linear arithmetic theory for DPLL(T). Each theory atom is a bound `x ≤ c` or `x ≥ c` on a simplex variable (an
 * original variable or a slack for a linear form); its negation is the strict opposite bound (`x > c` as `x ≥ c + δ`),
 * or for integer-valued x the tightened `x ≥ c + 1`. Bounds are asserted as the SAT trail grows, simplex runs at every
 * propagation fixpoint, and conflicts come back as clauses over the bounds that caused them.
 * Integers: at a full assignment, an integer variable with a non-integral value gets a new atom `x ≤ ⌊v⌋`
 * ("splitting on demand" = branch and bound inside the SAT search); the number of such splits is budgeted.
 */

import { Rational } from '../exact/rational.ts';
import type { CdclCore, Theory, TheoryVerdict } from './cdcl-core';
import { DQ } from './delta-rational.ts';
import type { Meter } from './meter';
import { Simplex } from './simplex';

export interface BoundAtom {
  x: number;
  /** true: x ≤ c; false: x ≥ c. */
  upper: boolean;
  c: Rational;
}

export interface ArithLimits {
  maxPivots: number;
  maxBranchNodes: number;
  meter: Meter;
}

export class ArithTheory implements Theory {
  readonly simplex: Simplex;
  private readonly atomOfVar = new Map<number, BoundAtom>();
  private readonly atomKeys = new Map<string, number>();
  /** Trail position → simplex undo size before that literal was processed (only where bounds changed). */
  private readonly marks: { pos: number; undo: number }[] = [];
  private qhead = 0;
  private dirty = true;
  /** Integer variables to keep integral (original Int variables, not slacks). */
  private readonly intVars: number[] = [];
  branchNodes = 0;

  constructor(private readonly limits: ArithLimits) {
    this.simplex = new Simplex(limits.maxPivots, limits.meter);
  }

  addVar(isInt: boolean, original: boolean): number {
    const x = this.simplex.addVar(isInt);
    if (isInt && original) this.intVars.push(x);
    return x;
  }

  /** SAT variable of the atom (x ≤ c) or (x ≥ c), created on first use. */
  atomVar(solver: CdclCore, atom: BoundAtom, preferTrue = false): number {
    const key = `${atom.x}${atom.upper ? '<=' : '>='}${atom.c.toString()}`;
    let v = this.atomKeys.get(key);
    if (v === undefined) {
      v = solver.newVar(preferTrue);
      this.atomKeys.set(key, v);
      this.atomOfVar.set(v, atom);
    }
    return v;
  }

  /**
   * Valid binary lemmas between atoms on the same variable (x ≤ 3 ⇒ x ≤ 5, x ≤ 3 ⇒ ¬(x ≥ 4), x < 4 ⇒ x ≤ 4, …) so unit
   * propagation sees bound implications without a simplex round trip. Only neighbours in the sorted order are
   * linked; chains give the rest. One sort and linear sweeps per variable.
   */
  boundLemmas(): number[][] {
    type Entry = { v: number; a: BoundAtom };
    const byVar = new Map<number, Entry[]>();
    for (const [v, a] of this.atomOfVar) {
      let l = byVar.get(a.x);
      if (!l) byVar.set(a.x, (l = []));
      l.push({ v, a });
    }
    const out: number[][] = [];
    const le = (e: Entry) => 2 * e.v;
    for (const list of byVar.values()) {
      if (list.length < 2) continue;
      this.limits.meter.charge(40 * list.length * Math.ceil(Math.log2(list.length) + 1));
      list.sort((p, q) => p.a.c.compare(q.a.c) || Number(p.a.upper) - Number(q.a.upper) || p.v - q.v);
      const les = list.filter((e) => e.a.upper);
      const ges = list.filter((e) => !e.a.upper);
      for (let i = 1; i < les.length; i++) out.push([le(les[i - 1] as Entry) ^ 1, le(les[i] as Entry)]);
      for (let i = 1; i < ges.length; i++) out.push([le(ges[i] as Entry) ^ 1, le(ges[i - 1] as Entry)]);
      // Both lists ascend in c, so the nearest partners move monotonically: two pointers instead of searches.
      let above = 0; // first ≥-atom with c > l.c
      let below = -1; // last ≥-atom with c ≤ l.c
      for (const l of les) {
        while (above < ges.length && (ges[above] as Entry).a.c.compare(l.a.c) <= 0) above++;
        while (below + 1 < ges.length && (ges[below + 1] as Entry).a.c.compare(l.a.c) <= 0) below++;
        // x ≤ a excludes x ≥ b for the nearest b > a; x > a implies x ≥ b for the nearest b ≤ a.
        if (above < ges.length) out.push([le(l) ^ 1, le(ges[above] as Entry) ^ 1]);
        if (below >= 0) out.push([le(l), le(ges[below] as Entry)]);
      }
      let atOrAbove = 0; // first ≤-atom with c ≥ g.c
      for (const g of ges) {
        while (atOrAbove < les.length && (les[atOrAbove] as Entry).a.c.compare(g.a.c) < 0) atOrAbove++;
        // x < a implies x ≤ b for the nearest b ≥ a.
        if (atOrAbove < les.length) out.push([le(g), le(les[atOrAbove] as Entry)]);
      }
    }
    return out;
  }

  hasAtoms(): boolean {
    return this.atomOfVar.size > 0;
  }

  private boundOf(atom: BoundAtom, positive: boolean): { upper: boolean; b: DQ } {
    const isInt = this.simplex.isInt[atom.x] === true;
    if (positive) return { upper: atom.upper, b: new DQ(atom.c) };
    // Negations: ¬(x ≤ c) is x > c; ¬(x ≥ c) is x < c. Integer atoms always have integral c.
    if (atom.upper) return { upper: false, b: isInt ? new DQ(atom.c.add(Rational.ONE)) : new DQ(atom.c, Rational.ONE) };
    return { upper: true, b: isInt ? new DQ(atom.c.sub(Rational.ONE)) : new DQ(atom.c, Rational.MINUS_ONE) };
  }

  check(solver: CdclCore, final: boolean): TheoryVerdict {
    const trail = solver.trail;
    const size = solver.trailSize;
    this.limits.meter.charge(2 * (size - this.qhead) + 2);
    while (this.qhead < size) {
      const pos = this.qhead;
      const lit = trail[pos] as number;
      const atom = this.atomOfVar.get(lit >> 1);
      this.qhead++;
      if (!atom) continue;
      const undo = this.simplex.undoSize();
      const { upper, b } = this.boundOf(atom, (lit & 1) === 0);
      const conflict = this.simplex.assertBound(atom.x, upper, b, lit);
      if (this.simplex.undoSize() !== undo) {
        this.marks.push({ pos, undo });
        this.dirty = true;
      }
      if (conflict) return { kind: 'conflict', clause: conflict.map((l) => l ^ 1) };
    }
    // biome-ignore lint/suspicious/noUnnecessaryConditions: `dirty` is cleared after each check and set again by backtrack and new bounds
    if (this.dirty || final) {
      const r = this.simplex.check();
      if (r.kind === 'budget') return { kind: 'budget', what: 'simplex pivots' };
      if (r.kind === 'conflict') return { kind: 'conflict', clause: r.lits.map((l) => l ^ 1) };
      this.dirty = false;
    }
    if (!final) return { kind: 'ok' };
    this.limits.meter.charge(4 * this.intVars.length);
    if (this.intVars.some((x) => !(this.simplex.value[x] as DQ).isIntegral())) {
      const cut = this.simplex.gcdTest();
      if (cut) return { kind: 'conflict', clause: cut.map((l) => l ^ 1) };
    }
    for (const x of this.intVars) {
      const v = this.simplex.value[x] as DQ;
      if (v.isIntegral()) continue;
      // Split so that v lies strictly between the two branches.
      const f = !v.c.isInteger() ? v.c.floor() : v.k.sign() > 0 ? v.c : v.c.sub(Rational.ONE);
      if (++this.branchNodes > this.limits.maxBranchNodes) return { kind: 'budget', what: 'branch-and-bound nodes' };
      // Prefer the branch towards zero: keeps values small, so unbounded problems do not drift off to infinity.
      const preferLow = f.sign() >= 0;
      const before = this.atomKeys.size;
      this.atomVar(solver, { x, upper: true, c: f }, preferLow);
      if (this.atomKeys.size === before) return { kind: 'budget', what: 'branch-and-bound (repeated split)' };
      return { kind: 'newVars' };
    }
    return { kind: 'ok' };
  }

  backtrack(trailSize: number): void {
    let i = this.marks.length;
    while (i > 0 && (this.marks[i - 1] as { pos: number }).pos >= trailSize) i--;
    if (i < this.marks.length) {
      this.simplex.restore((this.marks[i] as { undo: number }).undo);
      this.marks.length = i;
    }
    if (this.qhead > trailSize) this.qhead = trailSize;
  }

  /** Exact model values: δ made concrete, every variable's value as a rational. */
  concreteValues(): Rational[] {
    const delta = this.simplex.concreteDelta();
    return this.simplex.value.map((v) => v.at(delta));
  }
}
