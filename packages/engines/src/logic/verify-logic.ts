/**
 * verifyLogic: decide satisfiability of a DSL program (Bool + linear Int/Real arithmetic) with our own DPLL(T) solver.
 * SAT is only returned with a model that an independent exact evaluator has checked against the parsed input; UNSAT
 * only after a complete search; everything else (syntax, types, unsupported constructs, exhausted budgets) is ERROR
 * with a caller-safe message.
 */

import type { Rational } from '../exact/rational.ts';
import { ArithTheory } from './arith-theory';
import { CdclSolver } from './cdcl';
import { Encoder } from './encode';
import { LogicError, type LogicErrorCode } from './errors';
import { checkModel, type Model } from './model-check';
import { parseProgram } from './program';

export interface LogicBudgets {
  /** Characters of query text. */
  maxInputLength: number;
  /** Parenthesis nesting depth. */
  maxDepth: number;
  /** Atoms and lists in the query. */
  maxNodes: number;
  /** Digits of one numeric literal. */
  maxLiteralDigits: number;
  /** CNF clauses produced by the encoding. */
  maxClauses: number;
  /** SAT conflicts (Boolean and theory). */
  maxConflicts: number;
  /** Simplex pivots over the whole search. */
  maxPivots: number;
  /** Integer branch-and-bound splits. */
  maxBranchNodes: number;
}

export const DEFAULT_LOGIC_BUDGETS: Readonly<LogicBudgets> = {
  maxInputLength: 100_000,
  maxDepth: 200,
  maxNodes: 50_000,
  maxLiteralDigits: 60,
  maxClauses: 200_000,
  maxConflicts: 100_000,
  maxPivots: 100_000,
  maxBranchNodes: 2_000,
};

export interface LogicStats {
  variables: number;
  clauses: number;
  conflicts: number;
  decisions: number;
  propagations: number;
  theoryConflicts: number;
  pivots: number;
  branchNodes: number;
}

export interface LogicResult {
  status: 'SAT' | 'UNSAT' | 'ERROR';
  /** With SAT: every variable (declared or inferred) → "true"/"false", "-2", "3.5" or "1/3". */
  model?: Record<string, string>;
  /** With ERROR: caller-safe description. */
  error?: string;
  /** Stable error code with ERROR. */
  code?: LogicErrorCode;
  message?: string;
  stats?: LogicStats;
}

export function verifyLogic(input: { query: string }, options: { budgets?: Partial<LogicBudgets> } = {}): LogicResult {
  const budgets: LogicBudgets = { ...DEFAULT_LOGIC_BUDGETS, ...options.budgets };
  try {
    if (typeof input?.query !== 'string') throw LogicError.parse(0, 'query must be a string');
    return solveProgram(input.query, budgets);
  } catch (e) {
    if (e instanceof LogicError) return { status: 'ERROR', error: e.message, code: e.code, message: e.message };
    // Stack overflow or a bug: never leak exception text, never guess.
    return { status: 'ERROR', error: 'internal error while solving', code: 'INTERNAL', message: 'internal error while solving' };
  }
}

function solveProgram(query: string, budgets: LogicBudgets): LogicResult {
  const prog = parseProgram(query, budgets);
  const solver = new CdclSolver({ maxConflicts: budgets.maxConflicts, maxClauses: budgets.maxClauses });
  const theory = new ArithTheory({ maxPivots: budgets.maxPivots, maxBranchNodes: budgets.maxBranchNodes });
  const enc = new Encoder(prog, solver, theory, budgets.maxClauses);
  enc.encodeAll();
  if (theory.hasAtoms()) solver.setTheory(theory);
  const status = solver.solve();
  const stats: LogicStats = {
    variables: solver.nVars,
    clauses: solver.numProblemClauses,
    conflicts: solver.stats.conflicts,
    decisions: solver.stats.decisions,
    propagations: solver.stats.propagations,
    theoryConflicts: solver.stats.theoryConflicts,
    pivots: theory.simplex.pivots,
    branchNodes: theory.branchNodes,
  };
  if (status === 'UNKNOWN') {
    const what = solver.budgetExceeded ?? 'search';
    throw LogicError.budget(`resource budget exceeded: ${what}`);
  }
  if (status === 'UNSAT') return { status: 'UNSAT', message: 'unsatisfiable: no assignment satisfies all assertions', stats };

  const values = theory.concreteValues();
  const model: Model = { bools: new Map(), nums: new Map() };
  for (const [name, lit] of enc.boolVars) model.bools.set(name, solver.modelValue(lit >> 1));
  for (const [name, x] of enc.numVars) model.nums.set(name, values[x] as Rational);
  if (!checkModel(prog, model)) {
    throw new LogicError('MODEL_CHECK_FAILED', 'solver produced a model that failed exact re-checking; no answer given');
  }
  const out: Record<string, string> = {};
  for (const [name, sort] of prog.vars) {
    out[name] = sort === 'Bool' ? String(model.bools.get(name)) : (model.nums.get(name) as Rational).toModelString();
  }
  return { status: 'SAT', model: out, message: 'satisfiable: model verified exactly against every assertion', stats };
}
