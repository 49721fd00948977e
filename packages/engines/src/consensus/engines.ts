/**
 * The consensus engines. Each answers a question (the value of a closed expression) or a claim (lhs = rhs, as a truth
 * value); an engine that cannot handle the input abstains, one that tried and failed participates without an answer.
 *   math-exact     the math engine's exact path: exact rationals, exact normal forms, rigorous enclosures
 *   exact-rational an independent parser with BigInt fractions (rational-engine.ts)
 *   symbolic       algebrite's exact evaluation
 *   sandbox-js     the secure sandbox: BigInt fractions for a rational expression (exact-js.ts), IEEE doubles otherwise
 * A truth value is only taken from an exact computation: a double never decides whether two numbers are equal.
 */
import { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { algebriteEvaluate } from '../math/algebrite-prover';
import { decideEquation } from '../math/equation.ts';
import { type Expr, freeVariables, MathInputError, op, rationalExpr } from '../math/expr';
import { evaluateExpression } from '../math/expression.ts';
import { bigMath } from '../math/hardened-math';
import { DEFAULT_WORK_BUDGET } from '../math/limits.ts';
import { NumericBudgetExceeded } from '../math/numeric/interval.ts';
import { parseExpr } from '../math/parse';
import { BudgetExceeded } from '../math/polynomial.ts';
import { parseExactOutput, toExactJs } from './exact-js.ts';
import { toSafeJs } from './js-translate';
import { evaluateRational } from './rational-engine';
import type { Value } from './values.ts';

/** What the query asks: a value, or whether lhs = rhs. Expressions are null when they did not parse. */
export type Question =
  | { kind: 'value'; text: string; expr: Expr | null }
  | { kind: 'claim'; lhsText: string; rhsText: string; lhs: Expr | null; rhs: Expr | null };

export type Answer = { value: Value } | { error: string } | { abstain: string };

export interface EngineSpec {
  engine: string;
  method: string;
  run: (q: Question) => Promise<Answer>;
}

const truth = (holds: boolean): Answer => ({ value: { truth: holds } });
const zeroTest = (r: Rational): Answer => truth(r.isZero());

function mathExact(q: Question): Answer {
  const budget = new WorkBudget(DEFAULT_WORK_BUDGET);
  try {
    if (q.kind === 'claim') {
      if (!q.lhs || !q.rhs) return { abstain: 'unsupported' };
      const r = decideEquation(q.lhs, q.rhs, 'real', budget);
      if (r.status === 'VERIFIED') return truth(true);
      if (r.status === 'CORRECTION_NEEDED') return truth(false);
      return { error: r.status === 'ERROR' ? (r.error ?? 'not decidable') : 'undecided' };
    }
    if (!q.expr) return { abstain: 'unsupported' };
    const v = evaluateExpression(q.text, q.expr, 'real', budget);
    if (v.status === 'ERROR') return { error: v.error ?? 'not evaluable' };
    if (v.status !== 'VERIFIED') return { error: 'undecided' };
    if (v.is_complex || typeof v.value === 'string' || Array.isArray(v.value)) return { abstain: 'not a real number' };
    const exact = v.exact !== undefined ? Rational.parse(v.exact) : null;
    if (exact) return { value: { exact } };
    if (typeof v.value !== 'number') return { error: 'outside the range of a double' };
    // An exact form that did not reduce ("(2*sqrt(3))/(sqrt(3))") may still be a rational: the value's double is the
    // candidate, and it is reported exact only when the math engine proves the equation exactly.
    const candidate = Rational.fromNumber(v.value);
    if (candidate && decideEquation(q.expr, rationalExpr(candidate), 'real', budget).status === 'VERIFIED')
      return { value: { exact: candidate } };
    return { value: { approx: bigMath.bignumber(v.value), ...(v.exact !== undefined ? { exactForm: v.exact } : {}) } };
  } catch (err) {
    if (err instanceof BudgetExceeded || err instanceof NumericBudgetExceeded) return { error: 'work budget spent' };
    throw err;
  }
}

function exactRational(q: Question): Answer {
  const r = evaluateRational(q.kind === 'claim' ? `(${q.lhsText})-(${q.rhsText})` : q.text);
  if (r.ok) return q.kind === 'claim' ? zeroTest(r.value) : { value: { exact: r.value } };
  return r.reason === 'unsupported' ? { abstain: 'unsupported' } : { error: r.reason };
}

async function symbolic(q: Question): Promise<Answer> {
  const e = q.kind === 'claim' ? (q.lhs && q.rhs ? op('-', q.lhs, q.rhs) : null) : q.expr;
  const r = e ? await algebriteEvaluate(e) : ({ ok: false } as const);
  if (!r.ok) return { abstain: 'unsupported' };
  const exact = Rational.parse(r.exact);
  if (q.kind === 'claim') return exact ? zeroTest(exact) : { abstain: 'no exact form' };
  if (exact) return { value: { exact } };
  // algebrite prints floats to 6 digits: its exact form is evaluated to a correctly rounded double instead.
  const approx = doubleOf(r.exact);
  return approx === null ? { abstain: 'no numeric form' } : { value: { approx: bigMath.bignumber(approx), exactForm: r.exact } };
}

/** The correctly rounded double of a closed exact form written by another engine ("3*2^(1/2)"); null if not one. */
function doubleOf(text: string): number | null {
  try {
    const e = parseExpr(text);
    if (freeVariables(e).length > 0) return null;
    const v = evaluateExpression(text, e, 'real', new WorkBudget(DEFAULT_WORK_BUDGET));
    return v.status === 'VERIFIED' && typeof v.value === 'number' ? v.value : null;
  } catch (err) {
    if (err instanceof MathInputError || err instanceof BudgetExceeded || err instanceof NumericBudgetExceeded) return null;
    throw err;
  }
}

/** Thrown when the sandbox cannot be reached (the service answers 503); a program that ran is always an answer. */
export class SandboxUnavailableError extends Error {
  readonly code = 'SANDBOX_UNAVAILABLE';
  constructor() {
    super('Secure sandbox unavailable');
    this.name = 'SandboxUnavailableError';
  }
}

export type SandboxEvaluate = (js: string) => Promise<number | string>;

async function sandboxJs(q: Question, evaluate: SandboxEvaluate): Promise<Answer> {
  const e = q.kind === 'claim' ? (q.lhs && q.rhs ? op('-', q.lhs, q.rhs) : null) : q.expr;
  if (!e) return { abstain: 'unsupported' };
  const exactCode = toExactJs(e);
  const code = exactCode ?? (q.kind === 'value' ? toSafeJs(e) : null);
  if (!code) return { abstain: q.kind === 'claim' ? 'no exact program' : 'unsupported' };
  let out: number | string;
  try {
    out = await evaluate(code);
  } catch {
    throw new SandboxUnavailableError();
  }
  if (exactCode) {
    const r = parseExactOutput(out);
    if (!r) return { error: typeof out === 'number' && Number.isNaN(out) ? 'evaluation failed' : 'not an exact result' };
    return q.kind === 'claim' ? zeroTest(r) : { value: { exact: r } };
  }
  if (typeof out !== 'number' || !Number.isFinite(out)) return { error: 'not a finite number' };
  return { value: { approx: bigMath.bignumber(out) } };
}

export const MATH_EXACT: EngineSpec = {
  engine: 'math-exact',
  method: 'math engine exact path: exact rationals, exact normal forms, rigorous enclosures',
  run: async (q) => mathExact(q),
};
export const EXACT_RATIONAL: EngineSpec = {
  engine: 'exact-rational',
  method: 'own parser with BigInt fraction arithmetic',
  run: async (q) => exactRational(q),
};
export const SYMBOLIC: EngineSpec = { engine: 'symbolic', method: 'algebrite exact evaluation', run: async (q) => symbolic(q) };
export function sandboxEngine(evaluate: SandboxEvaluate): EngineSpec {
  return {
    engine: 'sandbox-js',
    method: 'JavaScript in the secure sandbox: BigInt fractions for rational expressions, IEEE doubles otherwise',
    run: (q) => sandboxJs(q, evaluate),
  };
}
