/**
 * State, watched-literal propagation and backtracking of the CDCL SAT solver (search and learning: cdcl.ts).
 * Overall design (MiniSat-style): two watched literals with blockers, first-UIP learning with local
 * minimisation, VSIDS activities with decay (ties broken by the lower variable index), phase saving, Luby restarts and
 * activity-based learnt-clause deletion. No randomness anywhere, so the same input always yields the same search.
 *
 * Literals are internal: variable v (0-based) has positive literal 2v and negative literal 2v+1.
 * A theory (DPLL(T)) can be plugged in through `Theory`: it reads the trail, may report conflicts as clauses whose
 * literals are all false, and may create new variables (splitting on demand for integer branch and bound).
 */

import { type Meter, WorkExhausted } from './meter';
import { VarHeap } from './var-heap';

export type TheoryVerdict =
  | { kind: 'ok' }
  | { kind: 'conflict'; clause: number[] }
  | { kind: 'newVars' }
  | { kind: 'budget'; what: string };

export interface Theory {
  /** Called at every propagation fixpoint; `final` when every variable is assigned. */
  check(solver: CdclCore, final: boolean): TheoryVerdict;
  /** The trail is being cut back to `trailSize` literals; undo everything derived from later positions. */
  backtrack(trailSize: number): void;
}

export interface SatLimits {
  maxConflicts: number;
  maxClauses: number;
  /** Charged for every clause visit, assignment and conflict; throws `WorkExhausted` when the request's budget is spent. */
  meter: Meter;
  /**
   * Share of the meter's units the Boolean search itself (propagation, conflict analysis, backjumps, decisions,
   * clause-database reduction) may spend; past it `WorkExhausted('SAT search')`. Unlimited when absent.
   */
  maxSearchWork?: number;
}

export type SatStatus = 'SAT' | 'UNSAT' | 'UNKNOWN';

export class CdclCore {
  // Per variable.
  protected assigns: Int8Array = new Int8Array(16); // 0 unassigned, 1 true, -1 false
  /** The same per literal (`litVal[2v]` = assigns[v], `litVal[2v + 1]` = −assigns[v]): propagation reads it without a sign test. */
  protected litVal: Int8Array = new Int8Array(32);
  protected levels: Int32Array = new Int32Array(16);
  protected reasons: Int32Array = new Int32Array(16);
  protected activity: Float64Array = new Float64Array(16);
  protected phase: Uint8Array = new Uint8Array(16); // 1 = last value true
  protected seen: Uint8Array = new Uint8Array(16);
  protected readonly heap = new VarHeap();
  nVars = 0;

  // Clauses.
  /**
   * Clause literals, all in one arena: clause `cr` is `arena[cStart[cr] .. cStart[cr] + size)` with its size just before
   * it (0 once deleted; `arena[0]` is a permanent 0 that deleted clauses point at after a compaction). One array instead
   * of a typed array per clause: a watch visit reads the clause's literals next to its size, without two hops through a
   * per-clause object, and a learnt clause costs no allocation.
   */
  protected arena: Int32Array = new Int32Array(1024);
  protected arenaTop = 1;
  protected cStart: Int32Array = new Int32Array(256);
  protected nClauses = 0;
  /** Arena cells of deleted clauses, reclaimed by `compactArena`. */
  protected wasted = 0;
  protected learnt: boolean[] = [];
  protected clauseAct: number[] = [];
  protected learntRefs: number[] = [];
  /**
   * Watch lists, one per literal: clause reference and blocker interleaved, with the live length in `watchSize`. The
   * array is never shortened: setting an array's length made the runtime trim and regrow its storage on every
   * propagation (a twentieth of a whole solve, plus the garbage it left).
   */
  protected watches: number[][] = [];
  protected watchSize: Int32Array = new Int32Array(32);
  numProblemClauses = 0;

  // Trail: `trail[0 .. trailSize)` are the assigned literals in order (a variable is on it at most once).
  trail: Int32Array = new Int32Array(16);
  trailSize = 0;
  protected trailLim: number[] = [];
  protected qhead = 0;
  protected ok = true;

  protected varInc = 1;
  protected clauseInc = 1;
  protected maxLearnts = 0;

  stats = { conflicts: 0, decisions: 0, propagations: 0, restarts: 0, theoryConflicts: 0 };
  /** Units charged by the Boolean search, against `limits.maxSearchWork`. */
  searchWork = 0;
  private readonly maxSearchWork: number;
  budgetExceeded: string | null = null;

  constructor(
    protected readonly limits: SatLimits,
    protected theory: Theory | null = null,
  ) {
    this.heap.activity = this.activity;
    this.maxSearchWork = limits.maxSearchWork ?? Number.POSITIVE_INFINITY;
  }

  /** Charges Boolean-search work to the meter and to the search's own share. */
  protected chargeSearch(units: number): void {
    this.limits.meter.charge(units);
    this.searchWork += units;
    if (this.searchWork > this.maxSearchWork) throw new WorkExhausted('SAT search');
  }

  setTheory(t: Theory): void {
    this.theory = t;
  }

  protected grow(n: number): void {
    if (n <= this.assigns.length) return;
    let cap = this.assigns.length;
    while (cap < n) cap *= 2;
    const g8 = (a: Int8Array) => {
      const b = new Int8Array(cap);
      b.set(a);
      return b;
    };
    const g32 = (a: Int32Array, fill = 0) => {
      const b = new Int32Array(cap).fill(fill);
      b.set(a);
      return b;
    };
    const gu8 = (a: Uint8Array) => {
      const b = new Uint8Array(cap);
      b.set(a);
      return b;
    };
    this.assigns = g8(this.assigns);
    const lv = new Int8Array(2 * cap);
    lv.set(this.litVal);
    this.litVal = lv;
    this.levels = g32(this.levels);
    this.reasons = g32(this.reasons);
    this.heap.grow(cap);
    const act = new Float64Array(cap);
    act.set(this.activity);
    this.activity = act;
    this.heap.activity = act;
    this.phase = gu8(this.phase);
    this.seen = gu8(this.seen);
    this.trail = g32(this.trail);
    this.watchSize = growTo(this.watchSize, 2 * cap);
  }

  /** New variable; returns its 0-based index. `preferTrue` sets the initial phase. */
  newVar(preferTrue = false): number {
    const v = this.nVars++;
    this.grow(this.nVars);
    this.assigns[v] = 0;
    this.reasons[v] = -1;
    this.phase[v] = preferTrue ? 1 : 0;
    this.watches.push([], []);
    this.heap.insert(v);
    return v;
  }

  value(lit: number): number {
    return this.litVal[lit] ?? 0;
  }

  level(v: number): number {
    return this.levels[v] ?? 0;
  }

  decisionLevel(): number {
    return this.trailLim.length;
  }

  /** Model value of a variable after SAT. */
  modelValue(v: number): boolean {
    return this.assigns[v] === 1;
  }

  protected bumpVar(v: number): void {
    const a = (this.activity[v] ?? 0) + this.varInc;
    this.activity[v] = a;
    if (a > 1e100) {
      for (let i = 0; i < this.nVars; i++) this.activity[i] = (this.activity[i] ?? 0) * 1e-100;
      this.varInc *= 1e-100;
    }
    this.heap.increased(v);
  }

  protected bumpClause(cr: number): void {
    const a = (this.clauseAct[cr] ?? 0) + this.clauseInc;
    this.clauseAct[cr] = a;
    if (a > 1e20) {
      for (const r of this.learntRefs) this.clauseAct[r] = (this.clauseAct[r] ?? 0) * 1e-20;
      this.clauseInc *= 1e-20;
    }
  }

  // ---------------------------------------------------------------- clauses

  /** Size of clause `cr` (0 once deleted). */
  protected clauseSize(cr: number): number {
    return this.arena[(this.cStart[cr] as number) - 1] as number;
  }

  protected deleteClause(cr: number): void {
    const s = this.cStart[cr] as number;
    this.wasted += (this.arena[s - 1] as number) + 1;
    this.arena[s - 1] = 0;
  }

  /** Copies the live clauses to a fresh arena in order (clause references stay; only their offsets move). */
  protected compactArena(): void {
    const old = this.arena;
    const fresh = new Int32Array(old.length);
    let top = 1;
    for (let cr = 0; cr < this.nClauses; cr++) {
      const s = this.cStart[cr] as number;
      const n = old[s - 1] as number;
      if (n === 0) {
        this.cStart[cr] = 1;
        continue;
      }
      fresh[top] = n;
      fresh.set(old.subarray(s, s + n), top + 1);
      this.cStart[cr] = top + 1;
      top += n + 1;
    }
    this.arena = fresh;
    this.arenaTop = top;
    this.wasted = 0;
  }

  /** Stores `lits[0 .. n)` (n ≥ 2) as a new clause watched on its first two literals. */
  protected attach(lits: ArrayLike<number>, n: number, isLearnt: boolean): number {
    const cr = this.nClauses++;
    if (cr >= this.cStart.length) this.cStart = growTo(this.cStart, 2 * this.cStart.length);
    const need = this.arenaTop + n + 1;
    if (need > this.arena.length) {
      let cap = this.arena.length;
      while (cap < need) cap *= 2;
      this.arena = growTo(this.arena, cap);
    }
    const arena = this.arena;
    const s = this.arenaTop + 1;
    arena[s - 1] = n;
    for (let i = 0; i < n; i++) arena[s + i] = lits[i] as number;
    this.cStart[cr] = s;
    this.arenaTop = s + n;
    this.learnt.push(isLearnt);
    this.clauseAct.push(0);
    const l0 = lits[0] as number;
    const l1 = lits[1] as number;
    this.watch(l0, cr, l1);
    this.watch(l1, cr, l0);
    if (isLearnt) this.learntRefs.push(cr);
    else this.numProblemClauses++;
    return cr;
  }

  /**
   * Adds a problem clause at decision level 0 (before or between solves). Returns false once the formula is known
   * UNSAT. Tautologies and literals already false at level 0 are dropped.
   */
  addClause(input: readonly number[]): boolean {
    // biome-ignore lint/suspicious/noUnnecessaryConditions: `ok` turns false once a clause or propagation at level 0 fails
    if (!this.ok) return false;
    if (this.decisionLevel() !== 0) throw new Error('addClause above level 0');
    if (this.numProblemClauses >= this.limits.maxClauses) {
      this.budgetExceeded = 'clauses';
      return true;
    }
    // Sorted in a reused typed array and compacted in place (duplicates, false literals dropped): every clause of the
    // input passes here, so a Set, a spread, a comparator sort and two arrays per clause were a share of the encoding.
    const k = input.length;
    if (this.clauseScratch.length < k) this.clauseScratch = new Int32Array(Math.max(k, 2 * this.clauseScratch.length));
    const buf = this.clauseScratch;
    if (k <= 16) {
      // Insertion sort for short clauses (nearly all): a typed-array sort call costs more than sorting a few literals.
      for (let i = 0; i < k; i++) {
        const l = input[i] as number;
        let j = i;
        while (j > 0 && (buf[j - 1] as number) > l) {
          buf[j] = buf[j - 1] as number;
          j--;
        }
        buf[j] = l;
      }
    } else {
      for (let i = 0; i < k; i++) buf[i] = input[i] as number;
      buf.subarray(0, k).sort();
    }
    let m = 0;
    let prev = -1;
    for (let i = 0; i < k; i++) {
      const l = buf[i] as number;
      if (l === prev) continue;
      if (prev >= 0 && (l ^ 1) === prev) return true; // tautology: 2v and 2v + 1 are adjacent once sorted
      prev = l;
      const val = this.value(l);
      if (val === 1) return true;
      if (val === 0) buf[m++] = l;
    }
    if (m === 0) {
      this.ok = false;
      return false;
    }
    if (m === 1) {
      this.enqueue(buf[0] as number, -1);
      if (this.propagate() !== -1) this.ok = false;
      return this.ok;
    }
    this.attach(buf, m, false);
    return true;
  }

  /** Scratch for addClause (which never re-enters itself). */
  private clauseScratch = new Int32Array(64);

  /** Appends (clause `cr`, blocker `blk`) to the watch list of `lit`. */
  private watch(lit: number, cr: number, blk: number): void {
    const wl = this.watches[lit] as number[];
    const k = 2 * (this.watchSize[lit] as number);
    if (k === wl.length) wl.push(cr, blk);
    else {
      wl[k] = cr;
      wl[k + 1] = blk;
    }
    this.watchSize[lit] = (this.watchSize[lit] as number) + 1;
  }

  protected enqueue(lit: number, reason: number): void {
    const v = lit >> 1;
    this.assigns[v] = lit & 1 ? -1 : 1;
    this.litVal[lit] = 1;
    this.litVal[lit ^ 1] = -1;
    this.levels[v] = this.decisionLevel();
    this.reasons[v] = reason;
    this.trail[this.trailSize++] = lit;
  }

  /** Unit propagation; returns a conflicting clause reference or -1. */
  protected propagate(): number {
    let confl = -1;
    // Fields read into locals once: the loop below runs millions of times per solve, and calls in it would otherwise
    // make the engine reload every field after each of them. Nothing here adds variables, so the arrays stay put.
    const assigns = this.assigns;
    const litVal = this.litVal;
    const levels = this.levels;
    const reasons = this.reasons;
    const arena = this.arena;
    const cStart = this.cStart;
    const watches = this.watches;
    const watchSize = this.watchSize;
    const trail = this.trail;
    const level = this.trailLim.length;
    let trailSize = this.trailSize;
    let qhead = this.qhead;
    let props = 0;
    // Work: four units per watch visited (a likely cache miss on a large formula) and one per clause literal scanned,
    // charged once per call (cheap in the hot loop). Four, not two: at two, a unit of pure SAT search cost ~10 ns of
    // CPU against ~8 ns for a unit of simplex work, and a 170-variable random 3-SAT spent ~30 ms of CPU on the budget.
    let work = 0;
    while (qhead < trailSize) {
      const p = trail[qhead++] as number;
      const falseLit = p ^ 1;
      const ws = watches[falseLit] as number[];
      props++;
      const n = 2 * (watchSize[falseLit] as number);
      work += 2 * n + 1;
      let i = 0;
      let j = 0;
      while (i < n) {
        const cr = ws[i] as number;
        const blk = ws[i + 1] as number;
        i += 2;
        if (litVal[blk] === 1) {
          ws[j] = cr;
          ws[j + 1] = blk;
          j += 2;
          continue;
        }
        const s = cStart[cr] as number;
        const len = arena[s - 1] as number;
        if (len === 0) continue; // deleted clause: drop the watch lazily
        if (arena[s] === falseLit) {
          arena[s] = arena[s + 1] as number;
          arena[s + 1] = falseLit;
        }
        const first = arena[s] as number;
        const fv = litVal[first] as number;
        if (first !== blk && fv === 1) {
          ws[j] = cr;
          ws[j + 1] = first;
          j += 2;
          continue;
        }
        let moved = false;
        work += len;
        for (let k = 2; k < len; k++) {
          const l = arena[s + k] as number;
          if (litVal[l] !== -1) {
            arena[s + 1] = l;
            arena[s + k] = falseLit;
            // l is not false, so its list is not the one being compacted.
            const wl = watches[l] as number[];
            const m = 2 * (watchSize[l] as number);
            if (m === wl.length) wl.push(cr, first);
            else {
              wl[m] = cr;
              wl[m + 1] = first;
            }
            watchSize[l] = (watchSize[l] as number) + 1;
            moved = true;
            break;
          }
        }
        if (moved) continue;
        ws[j] = cr;
        ws[j + 1] = first;
        j += 2;
        if (fv === -1) {
          confl = cr;
          qhead = trailSize;
          while (i < n) {
            ws[j] = ws[i] as number;
            ws[j + 1] = ws[i + 1] as number;
            i += 2;
            j += 2;
          }
        } else {
          const v = first >> 1;
          assigns[v] = first & 1 ? -1 : 1;
          litVal[first] = 1;
          litVal[first ^ 1] = -1;
          levels[v] = level;
          reasons[v] = cr;
          trail[trailSize++] = first;
        }
      }
      watchSize[falseLit] = j >> 1;
      if (confl !== -1) break;
    }
    this.qhead = qhead;
    this.trailSize = trailSize;
    this.stats.propagations += props;
    this.chargeSearch(work);
    return confl;
  }

  protected cancelUntil(level: number): void {
    if (this.decisionLevel() <= level) return;
    const lim = this.trailLim[level] as number;
    this.chargeSearch(4 * (this.trailSize - lim));
    for (let i = this.trailSize - 1; i >= lim; i--) {
      const v = (this.trail[i] as number) >> 1;
      this.phase[v] = this.assigns[v] === 1 ? 1 : 0;
      this.assigns[v] = 0;
      this.litVal[2 * v] = 0;
      this.litVal[2 * v + 1] = 0;
      this.reasons[v] = -1;
      this.heap.insert(v);
    }
    this.trailSize = lim;
    this.trailLim.length = level;
    this.qhead = Math.min(this.qhead, lim);
    if (this.theory) this.theory.backtrack(lim);
  }
}

function growTo(a: Int32Array, n: number): Int32Array {
  const b = new Int32Array(n);
  b.set(a);
  return b;
}
