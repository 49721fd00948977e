/**
 * Plain CNF front end over the CDCL core, in DIMACS conventions (variables 1..n, literal -v is "not v").
 * Used by tests (pigeonhole, the minisat agreement check) and by anyone who already has clauses.
 */
import { CdclSolver } from './cdcl';
import { Meter, WorkExhausted } from './meter';

export interface CnfBudget {
  maxConflicts?: number;
  maxClauses?: number;
  /** Work units (see meter.ts); unlimited by default for this front end. */
  maxWork?: number;
}

export interface CnfResult {
  status: 'SAT' | 'UNSAT' | 'UNKNOWN';
  /** With SAT: `model[v]` is the value of DIMACS variable v (index 0 is unused and false). */
  model?: boolean[];
  /** Which budget ran out, with UNKNOWN. */
  reason?: string;
  stats: { conflicts: number; decisions: number; propagations: number; restarts: number; work: number };
}

/** Internal literal of a DIMACS literal. */
export function fromDimacs(lit: number): number {
  return lit > 0 ? 2 * (lit - 1) : 2 * (-lit - 1) + 1;
}

export function solveCnf(numVars: number, clauses: readonly (readonly number[])[], budget: CnfBudget = {}): CnfResult {
  if (!Number.isSafeInteger(numVars) || numVars < 0) throw new RangeError('numVars must be a non-negative integer');
  const meter = new Meter(budget.maxWork ?? Number.POSITIVE_INFINITY);
  const solver = new CdclSolver({
    maxConflicts: budget.maxConflicts ?? 1_000_000,
    maxClauses: budget.maxClauses ?? 5_000_000,
    meter,
  });
  for (let v = 0; v < numVars; v++) solver.newVar();
  let status: CnfResult['status'] = 'UNKNOWN';
  let reason: string | undefined;
  try {
    let unsat = false;
    for (const c of clauses) {
      for (const l of c) {
        if (!Number.isInteger(l) || l === 0 || Math.abs(l) > numVars) throw new RangeError(`literal ${l} out of range`);
      }
      if (!solver.addClause(c.map(fromDimacs))) {
        unsat = true;
        break;
      }
    }
    status = unsat ? 'UNSAT' : solver.solve();
    if (status === 'UNKNOWN') reason = solver.budgetExceeded ?? 'budget';
  } catch (e) {
    if (!(e instanceof WorkExhausted)) throw e;
    reason = 'work';
  }
  const stats = {
    conflicts: solver.stats.conflicts,
    decisions: solver.stats.decisions,
    propagations: solver.stats.propagations,
    restarts: solver.stats.restarts,
    work: meter.spent,
  };
  if (status === 'UNKNOWN') return { status, reason: reason ?? 'budget', stats };
  if (status === 'UNSAT') return { status, stats };
  const model: boolean[] = [false];
  for (let v = 0; v < numVars; v++) model.push(solver.modelValue(v));
  return { status, model, stats };
}

/** Parses DIMACS CNF text (`c` comments, `p cnf V C` header, clauses terminated by 0). */
export function parseDimacs(text: string): { numVars: number; clauses: number[][] } {
  let numVars = -1;
  const clauses: number[][] = [];
  let cur: number[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('c') || line.startsWith('%')) continue;
    if (line.startsWith('p')) {
      const m = /^p\s+cnf\s+(\d+)\s+(\d+)$/.exec(line);
      if (!m) throw new SyntaxError('bad DIMACS header');
      numVars = Number(m[1]);
      continue;
    }
    for (const tok of line.split(/\s+/)) {
      const n = Number(tok);
      if (!Number.isInteger(n)) throw new SyntaxError(`bad DIMACS literal '${tok}'`);
      if (n === 0) {
        clauses.push(cur);
        cur = [];
      } else cur.push(n);
    }
  }
  if (cur.length > 0) clauses.push(cur);
  if (numVars < 0) numVars = clauses.reduce((m, c) => Math.max(m, ...c.map(Math.abs)), 0);
  return { numVars, clauses };
}

/** True when `model` (DIMACS-indexed) satisfies every clause. */
export function satisfiesAll(model: readonly boolean[], clauses: readonly (readonly number[])[]): boolean {
  return clauses.every((c) => c.some((l) => (l > 0 ? model[l] === true : model[-l] === false)));
}
