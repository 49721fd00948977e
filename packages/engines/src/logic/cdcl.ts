/**
 * Search half of the deterministic CDCL SAT solver: first-UIP learning with local minimisation, VSIDS decay, Luby
 * restarts, learnt-clause deletion and the DPLL(T) hooks (theory conflicts, splitting on demand). See cdcl-core.ts for
 * the state, watched-literal propagation and backtracking.
 */
import { CdclCore, type SatStatus } from './cdcl-core';

export type { SatLimits, SatStatus, Theory, TheoryVerdict } from './cdcl-core';

const VAR_DECAY = 0.95;
const CLAUSE_DECAY = 0.999;
const RESTART_BASE = 100;

function luby(y: number, x: number): number {
  let size = 1;
  let seq = 0;
  while (size < x + 1) {
    seq++;
    size = 2 * size + 1;
  }
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x = x % size;
  }
  return y ** seq;
}

export class CdclSolver extends CdclCore {
  /** The learnt clause of the last `analyze`: `learntBuf[0 .. learntLen)`, asserting literal first. Reused. */
  private learntBuf = new Int32Array(64);
  private learntLen = 0;
  /** Literals dropped by minimisation (their `seen` marks are cleared afterwards). */
  private droppedBuf = new Int32Array(64);

  /**
   * First-UIP analysis into `learntBuf` (asserting literal first); returns the backjump level. Scratch buffers instead
   * of fresh arrays per conflict: a search runs thousands of conflicts, and their garbage was a share of the solve.
   */
  private analyze(conflict: number): number {
    const seen = this.seen;
    const levels = this.levels;
    const reasons = this.reasons;
    const trail = this.trail;
    const arena = this.arena;
    const cStart = this.cStart;
    if (this.learntBuf.length <= this.nVars) {
      this.learntBuf = new Int32Array(2 * this.nVars + 2);
      this.droppedBuf = new Int32Array(2 * this.nVars + 2);
    }
    const out = this.learntBuf;
    let outLen = 1;
    let pathC = 0;
    let p = -1;
    let idx = this.trailSize - 1;
    let confl = conflict;
    const dl = this.decisionLevel();
    let work = 0;
    do {
      const cs = cStart[confl] as number;
      const clen = arena[cs - 1] as number;
      work += 4 * clen;
      if (this.learnt[confl]) this.bumpClause(confl);
      for (let j = p === -1 ? 0 : 1; j < clen; j++) {
        const q = arena[cs + j] as number;
        const v = q >> 1;
        if (!seen[v] && (levels[v] as number) > 0) {
          this.bumpVar(v);
          seen[v] = 1;
          if ((levels[v] as number) >= dl) pathC++;
          else out[outLen++] = q;
        }
      }
      while (!seen[(trail[idx] as number) >> 1]) idx--;
      p = trail[idx] as number;
      idx--;
      confl = reasons[p >> 1] as number;
      seen[p >> 1] = 0;
      pathC--;
    } while (pathC > 0);
    out[0] = p ^ 1;
    this.chargeSearch(work + 4 * outLen);

    // Local minimisation: drop literals implied by other literals of the clause (compacted in place; order kept).
    const dropped = this.droppedBuf;
    let nDropped = 0;
    let m = 1;
    for (let i = 1; i < outLen; i++) {
      const q = out[i] as number;
      const r = reasons[q >> 1] as number;
      if (r === -1) {
        out[m++] = q;
        continue;
      }
      const cs = cStart[r] as number;
      const clen = arena[cs - 1] as number;
      let redundant = true;
      for (let k = 1; k < clen; k++) {
        const v = (arena[cs + k] as number) >> 1;
        if (!seen[v] && (levels[v] as number) > 0) {
          redundant = false;
          break;
        }
      }
      if (redundant) dropped[nDropped++] = q;
      else out[m++] = q;
    }
    for (let i = 1; i < m; i++) seen[(out[i] as number) >> 1] = 0;
    for (let i = 0; i < nDropped; i++) seen[(dropped[i] as number) >> 1] = 0;
    this.learntLen = m;

    let btLevel = 0;
    if (m > 1) {
      let maxI = 1;
      for (let i = 2; i < m; i++) {
        if ((levels[(out[i] as number) >> 1] as number) > (levels[(out[maxI] as number) >> 1] as number)) maxI = i;
      }
      const t = out[1] as number;
      out[1] = out[maxI] as number;
      out[maxI] = t;
      btLevel = levels[(out[1] as number) >> 1] as number;
    }
    return btLevel;
  }

  private reduceDb(): void {
    const locked = (cr: number) => {
      if (this.clauseSize(cr) === 0) return false;
      const l0 = this.arena[this.cStart[cr] as number] as number;
      return this.reasons[l0 >> 1] === cr && this.value(l0) === 1;
    };
    const refs = this.learntRefs.filter((r) => this.clauseSize(r) !== 0);
    this.chargeSearch(20 * refs.length);
    // Deterministic order: lower activity first, older first on ties.
    refs.sort((a, b) => (this.clauseAct[a] as number) - (this.clauseAct[b] as number) || a - b);
    const half = refs.length >> 1;
    const keep: number[] = [];
    for (let i = 0; i < refs.length; i++) {
      const r = refs[i] as number;
      if (i < half && this.clauseSize(r) > 2 && !locked(r)) this.deleteClause(r);
      else keep.push(r);
    }
    keep.sort((a, b) => a - b);
    this.learntRefs = keep;
    if (this.wasted > this.arenaTop >> 1) this.compactArena();
  }

  private pickBranchLit(): number {
    while (!this.heap.empty()) {
      this.chargeSearch(4);
      const v = this.heap.pop();
      if (this.assigns[v] === 0) return 2 * v + (this.phase[v] ? 0 : 1);
    }
    return -1;
  }

  /** Turns a theory conflict (all literals false) into a conflict clause reference, backjumping if needed. */
  private theoryConflict(clause: number[]): number {
    this.stats.theoryConflicts++;
    this.chargeSearch(8 * clause.length + 8);
    let maxLevel = 0;
    for (const l of clause) maxLevel = Math.max(maxLevel, this.levels[l >> 1] as number);
    if (clause.length === 0 || maxLevel === 0) return -2;
    this.cancelUntil(maxLevel);
    // Watch the two highest-level literals.
    const lits = [...new Set(clause)];
    lits.sort((a, b) => (this.levels[b >> 1] as number) - (this.levels[a >> 1] as number) || a - b);
    if (lits.length === 1) {
      // Unit at maxLevel: a single-literal conflict clause; analysis works on a reason-less clause ref.
      lits.push(lits[0] as number);
    }
    return this.attach(lits, lits.length, true);
  }

  /**
   * Runs the search. Returns UNKNOWN when the conflict cap or a theory budget is reached (see `budgetExceeded`); the
   * meter throws `WorkExhausted` when the work budget is spent.
   */
  solve(): SatStatus {
    if (this.budgetExceeded) return 'UNKNOWN';
    // biome-ignore lint/suspicious/noUnnecessaryConditions: `ok` turns false once a clause or propagation at level 0 fails
    if (!this.ok) return 'UNSAT';
    this.maxLearnts = Math.max(2000, this.numProblemClauses / 3);
    let curRestart = 0;
    let conflictsToRestart = luby(2, curRestart) * RESTART_BASE;
    for (;;) {
      let confl = this.propagate();
      if (confl === -1 && this.theory) {
        const tv = this.theory.check(this, false);
        if (tv.kind === 'conflict') confl = this.theoryConflict(tv.clause);
        else if (tv.kind === 'budget') {
          this.budgetExceeded = tv.what;
          return 'UNKNOWN';
        }
        if (confl === -2) return this.fail();
      }
      if (confl !== -1) {
        this.stats.conflicts++;
        conflictsToRestart--;
        if (this.decisionLevel() === 0) return this.fail();
        if (this.stats.conflicts > this.limits.maxConflicts) {
          this.budgetExceeded = 'conflicts';
          return 'UNKNOWN';
        }
        this.learnFrom(confl);
        continue;
      }
      if (conflictsToRestart <= 0) {
        this.stats.restarts++;
        curRestart++;
        conflictsToRestart = luby(2, curRestart) * RESTART_BASE;
        this.cancelUntil(0);
        continue;
      }
      if (this.learntRefs.length - this.trailSize >= this.maxLearnts) {
        this.reduceDb();
        this.maxLearnts *= 1.1;
      }
      const next = this.pickBranchLit();
      if (next === -1) {
        if (this.theory) {
          const tv = this.theory.check(this, true);
          if (tv.kind === 'conflict') {
            const cr = this.theoryConflict(tv.clause);
            if (cr === -2) return this.fail();
            this.stats.conflicts++;
            conflictsToRestart--;
            if (this.stats.conflicts > this.limits.maxConflicts) {
              this.budgetExceeded = 'conflicts';
              return 'UNKNOWN';
            }
            this.learnFrom(cr);
            continue;
          }
          if (tv.kind === 'budget') {
            this.budgetExceeded = tv.what;
            return 'UNKNOWN';
          }
          if (tv.kind === 'newVars') continue;
        }
        return 'SAT';
      }
      this.stats.decisions++;
      this.trailLim.push(this.trailSize);
      this.enqueue(next, -1);
    }
  }

  /** Analyses a conflict, backjumps and asserts the learnt clause's first literal. */
  private learnFrom(confl: number): void {
    const btLevel = this.analyze(confl);
    const n = this.learntLen;
    const first = this.learntBuf[0] as number;
    this.cancelUntil(btLevel);
    if (n === 1) this.enqueue(first, -1);
    else {
      const cr = this.attach(this.learntBuf, n, true);
      this.bumpClause(cr);
      this.enqueue(first, cr);
    }
    this.varInc /= VAR_DECAY;
    this.clauseInc /= CLAUSE_DECAY;
  }

  private fail(): SatStatus {
    this.ok = false;
    return 'UNSAT';
  }
}
