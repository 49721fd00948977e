/**
 * verifyLogic: decide satisfiability of a DSL program (Bool + linear Int/Real arithmetic) with our own DPLL(T) solver.
 * - SAT only with a model that an independent exact evaluator has checked against the parsed program (not the encoding).
 * - UNSAT only after a complete search or an exact presolve proof (integer equalities, pigeonhole on `distinct`).
 * - UNKNOWN when the request's work budget is spent first: a well-formed program that needs more work is not decided.
 * - ERROR for syntax, type and unsupported constructs, with a caller-safe message.
 * Inputs beyond the structural caps (length, nesting, terms, literal digits, encoding size) throw
 * `InputTooComplexError` before the expensive work (the API answers 400 INPUT_TOO_COMPLEX).
 */

import { InputTooComplexError } from '../budget.ts';
import type { Rational } from '../exact/rational.ts';
import { ArithTheory } from './arith-theory';
import type { BoolExpr, Program } from './ast';
import { CdclSolver } from './cdcl';
import { Encoder } from './encode';
import { LogicError, type LogicErrorCode } from './errors';
import { Meter, WorkExhausted } from './meter';
import { checkModel, type Model } from './model-check';
import { type Elimination, presolve } from './presolve';
import { parseProgram } from './program';

export interface LogicBudgets {
  /** Characters of query text (structural cap). */
  maxInputLength: number;
  /** Parenthesis nesting depth (structural cap). */
  maxDepth: number;
  /** Atoms and lists in the query (structural cap). */
  maxNodes: number;
  /** Digits of one numeric literal (structural cap). */
  maxLiteralDigits: number;
  /** Gates, atoms and linear terms of the encoding (structural cap). */
  maxEncodingSize: number;
  /** Work units for presolve, encoding and search (meter.ts); spent → UNKNOWN. */
  maxWork: number;
  /** SAT conflicts (Boolean and theory); reached → UNKNOWN. */
  maxConflicts: number;
  /** Simplex pivots over the whole search; reached → UNKNOWN. */
  maxPivots: number;
  /** Integer branch-and-bound splits; reached → UNKNOWN. */
  maxBranchNodes: number;
  /**
   * Work units of `maxWork` the Boolean search may spend (cdcl-core.ts `chargeSearch`); spent → UNKNOWN. Absent: a
   * fixed share of `maxWork` (`SEARCH_WORK_PERCENT`), so a larger work budget buys more search as well.
   */
  maxSearchWork?: number;
}

/**
 * Defaults: the work budget is the binding limit (the conflict, pivot and branch caps only stop runaway corner cases
 * earlier). The Boolean search stops at `SEARCH_WORK_PERCENT` of it. Spent in SAT search or on large numbers it is
 * 25–48 ms of a request's CPU over HTTP; spent on small-number simplex work (SEND + MORE needs 2.9 M units) up to about
 * 100 ms. docs/logic-dsl.md has the measurements and why the
 * small-number weight is not raised.
 */
export const DEFAULT_LOGIC_BUDGETS: Readonly<LogicBudgets> = {
  maxInputLength: 20_000,
  maxDepth: 200,
  maxNodes: 20_000,
  maxLiteralDigits: 60,
  maxEncodingSize: 40_000,
  maxWork: 3_000_000,
  maxConflicts: 20_000,
  maxPivots: 20_000,
  maxBranchNodes: 2_000,
};

/**
 * Percentage of the work budget the Boolean search may spend when `maxSearchWork` is not given. Calibrated on the
 * corpus: its hardest Boolean search (php-7-into-6, UNSAT) spends about 1.6 M units there, 60 % of 3 M is 1.8 M. Pure
 * SAT search over HTTP was the dearest of the worst cases per request (a pigeonhole or random 3-SAT that runs to the
 * whole budget spends it all in propagation); programs whose work is simplex or presolve keep the whole budget.
 */
export const SEARCH_WORK_PERCENT = 60;

/** Reading, sort inference and type checking together: about 0.3 µs per syntax node (measured, warm). */
const PARSE_UNITS_PER_NODE = 80;

export interface LogicStats {
  variables: number;
  clauses: number;
  conflicts: number;
  decisions: number;
  propagations: number;
  theoryConflicts: number;
  pivots: number;
  branchNodes: number;
  /** Integer variables replaced by the solution lattice of the top-level equalities. */
  eliminated: number;
  /** Work units spent, against `maxWork`. */
  work: number;
}

export interface LogicResult {
  status: 'SAT' | 'UNSAT' | 'UNKNOWN' | 'ERROR';
  /** With SAT: every variable (declared or inferred) → "true"/"false", "-2", "3.5" or "1/3". */
  model?: Record<string, string>;
  /** With ERROR: caller-safe description. */
  error?: string;
  /** Stable code with ERROR, and `BUDGET_EXCEEDED` with UNKNOWN. */
  code?: LogicErrorCode;
  message?: string;
  stats?: LogicStats;
}

export function verifyLogic(
  input: { query: string },
  options: { budgets?: Partial<LogicBudgets>; strategy?: LiaStrategy } = {},
): LogicResult {
  const budgets: LogicBudgets = { ...DEFAULT_LOGIC_BUDGETS, ...options.budgets };
  try {
    if (typeof input.query !== 'string') throw LogicError.parse(0, 'query must be a string');
    return solveProgram(input.query, budgets, options.strategy ?? 'auto');
  } catch (e) {
    if (e instanceof InputTooComplexError) throw e;
    if (e instanceof LogicError) return { status: 'ERROR', error: e.message, code: e.code, message: e.message };
    // Stack overflow or a bug: never leak exception text, never guess.
    return { status: 'ERROR', error: 'internal error while solving', code: 'INTERNAL', message: 'internal error while solving' };
  }
}

function unknown(what: string, stats: LogicStats): LogicResult {
  return { status: 'UNKNOWN', code: 'BUDGET_EXCEEDED', message: `not decided within the work budget (${what})`, stats };
}

/**
 * How integer equalities are used. `auto` (the default) first searches in the lattice of their solutions (presolve.ts)
 * with an eighth of the remaining budget, then, if that is not enough, on the original variables with the rest:
 * elimination makes bounded equalities such as knapsacks easy (on the corpus none needs more than 4 % of the budget),
 * but turns sparse problems (an equality plus many `distinct` pairs, SEND + MORE) into dense tableaux where each pivot
 * costs more.
 */
export type LiaStrategy = 'auto' | 'eliminate' | 'plain';

function solveProgram(query: string, budgets: LogicBudgets, strategy: LiaStrategy): LogicResult {
  const prog = parseProgram(query, budgets);
  const meter = new Meter(budgets.maxWork);
  let last: Attempt | null = null;
  const stats = (): LogicStats => ({ ...(last?.stats() ?? EMPTY_STATS), work: meter.spent });
  try {
    meter.charge(PARSE_UNITS_PER_NODE * prog.size);
    const pre = presolve(prog, meter);
    if (pre.kind === 'unsat') return { status: 'UNSAT', message: `unsatisfiable: ${pre.reason}`, stats: stats() };
    const plans: (Elimination | null)[] =
      !pre.elimination || strategy === 'plain' ? [null] : strategy === 'eliminate' ? [pre.elimination] : [pre.elimination, null];
    let why = 'search';
    let searchLeft = budgets.maxSearchWork ?? Math.floor((budgets.maxWork * SEARCH_WORK_PERCENT) / 100);
    for (let i = 0; i < plans.length; i++) {
      const remaining = meter.budget.limit - meter.spent;
      const share = i === plans.length - 1 ? remaining : Math.floor(remaining / 8);
      last = new Attempt(prog, budgets, plans[i] ?? null, pre.implied, new Meter(share), searchLeft);
      const outcome = last.run();
      searchLeft = Math.max(0, searchLeft - last.searchWork);
      meter.charge(Math.min(last.meter.spent, share));
      if (outcome.kind === 'unknown') {
        why = outcome.what;
        continue;
      }
      if (outcome.kind === 'unsat')
        return { status: 'UNSAT', message: 'unsatisfiable: no assignment satisfies all assertions', stats: stats() };
      return {
        status: 'SAT',
        model: outcome.model,
        message: 'satisfiable: model verified exactly against every assertion',
        stats: stats(),
      };
    }
    return unknown(why, stats());
  } catch (e) {
    if (e instanceof WorkExhausted) return unknown(e.phase, stats());
    throw e;
  }
}

const EMPTY_STATS: LogicStats = {
  variables: 0,
  clauses: 0,
  conflicts: 0,
  decisions: 0,
  propagations: 0,
  theoryConflicts: 0,
  pivots: 0,
  branchNodes: 0,
  eliminated: 0,
  work: 0,
};

type Outcome = { kind: 'sat'; model: Record<string, string> } | { kind: 'unsat' } | { kind: 'unknown'; what: string };

/** One complete search (encoding, CDCL with the arithmetic theory, exact model check) under its own share of the budget. */
class Attempt {
  private readonly solver: CdclSolver;
  private readonly theory: ArithTheory;

  constructor(
    private readonly prog: Program,
    private readonly budgets: LogicBudgets,
    private readonly elimination: Elimination | null,
    private readonly implied: readonly BoolExpr[],
    readonly meter: Meter,
    maxSearchWork: number,
  ) {
    this.solver = new CdclSolver({
      maxConflicts: budgets.maxConflicts,
      maxClauses: 6 * budgets.maxEncodingSize,
      meter,
      maxSearchWork,
    });
    this.theory = new ArithTheory({ maxPivots: budgets.maxPivots, maxBranchNodes: budgets.maxBranchNodes, meter });
  }

  get searchWork(): number {
    return this.solver.searchWork;
  }

  stats(): LogicStats {
    const { solver, theory } = this;
    return {
      variables: solver.nVars,
      clauses: solver.numProblemClauses,
      conflicts: solver.stats.conflicts,
      decisions: solver.stats.decisions,
      propagations: solver.stats.propagations,
      theoryConflicts: solver.stats.theoryConflicts,
      pivots: theory.simplex.pivots,
      branchNodes: theory.branchNodes,
      eliminated: this.elimination?.forms.size ?? 0,
      work: this.meter.spent,
    };
  }

  run(): Outcome {
    const { prog, solver, theory, meter, elimination } = this;
    try {
      meter.phase = 'encoding';
      const enc = new Encoder(prog, solver, theory, {
        maxSize: this.budgets.maxEncodingSize,
        meter,
        elimination,
        implied: this.implied,
      });
      enc.encodeAll();
      if (theory.hasAtoms()) solver.setTheory(theory);
      meter.phase = 'search';
      const status = solver.solve();
      if (status === 'UNKNOWN') return { kind: 'unknown', what: solver.budgetExceeded ?? 'search' };
      if (status === 'UNSAT') return { kind: 'unsat' };

      meter.phase = 'model';
      const values = theory.concreteValues();
      const model: Model = { bools: new Map(), nums: new Map() };
      for (const [name, lit] of enc.boolVars) model.bools.set(name, solver.modelValue(lit >> 1));
      for (const [name, x] of enc.numVars) model.nums.set(name, values[x] as Rational);
      for (const [name, form] of elimination?.forms ?? []) {
        let v = form.c;
        for (const [j, a] of form.terms) v = v.add(a.mul(values[enc.params[j] as number] as Rational));
        model.nums.set(name, v);
      }
      if (!checkModel(prog, model)) {
        throw new LogicError('MODEL_CHECK_FAILED', 'solver produced a model that failed exact re-checking; no answer given');
      }
      const out: Record<string, string> = {};
      for (const [name, sort] of prog.vars) {
        out[name] = sort === 'Bool' ? String(model.bools.get(name)) : (model.nums.get(name) as Rational).toModelString();
      }
      return { kind: 'sat', model: out };
    } catch (e) {
      if (e instanceof WorkExhausted) return { kind: 'unknown', what: e.phase };
      throw e;
    }
  }
}
