/**
 * POST /verify/consensus: the same arithmetic question answered by independent engines (engines.ts).
 *   single  → math-exact
 *   high    → math-exact + sandbox-js
 *   maximum → math-exact + exact-rational + symbolic (algebrite) + sandbox-js
 * The fact engine is never used (it needs external context).
 *
 * A query with "=" ("2 + 2 = 5") is a claim: each engine answers whether it holds, and final_answer is "true" or
 * "false" (claim_holds says the same as a boolean). Otherwise final_answer is the agreed value with full precision
 * (values.ts: exact answers compared exactly, an exact answer preferred as the final one).
 *
 * Confidence: engines that declare the input unsupported abstain. With k = size of the largest agreeing group
 * and p = participating engines (succeeded or failed, not abstained), confidence = 100 · k / max(p, required),
 * where required is the mode's engine count (1, 2, 3). A unanimous answer from the full set is 100; a missing
 * engine or a dissenting one lowers it. agreement_status: UNANIMOUS (k = p ≥ 1), MAJORITY (k > p/2),
 * SPLIT (k ≥ 2 but no majority), NONE (otherwise, including no successful engine).
 */
import { type Expr, freeVariables, MathInputError } from '../math/expr';
import { parseExpr } from '../math/parse';
import {
  type Answer,
  type EngineSpec,
  EXACT_RATIONAL,
  MATH_EXACT,
  type Question,
  type SandboxEvaluate,
  SandboxUnavailableError,
  SYMBOLIC,
  sandboxEngine,
} from './engines.ts';
import { display, resultText, type Value, valuesAgree } from './values.ts';

export { SandboxUnavailableError } from './engines.ts';
export { exactText, type Value, valuesAgree } from './values.ts';

export type ConsensusMode = 'single' | 'high' | 'maximum';
export type AgreementStatus = 'UNANIMOUS' | 'MAJORITY' | 'SPLIT' | 'NONE';

export interface ConsensusInput {
  query: string;
  verification_mode?: ConsensusMode;
  min_confidence?: number;
}

export interface ConsensusDeps {
  /**
   * Runs a JavaScript program in the secure sandbox and returns its value (a number, or the "n/d" text of an exact
   * program; NaN when the program failed). Throws when the sandbox is unreachable. Required for high and maximum.
   */
  sandboxEvaluate?: SandboxEvaluate;
  now?: () => number;
}

export interface ChainEntry {
  engine: string;
  method: string;
  result: string | null;
  confidence: number;
  latency_ms: number;
  success: boolean;
}

export interface ConsensusResult {
  final_answer: string;
  confidence: number;
  engines_used: number;
  agreement_status: AgreementStatus;
  verification_chain: ChainEntry[];
  total_latency_ms: number;
  meets_requirement: boolean;
  /** The agreed value's exact form ("1/3", "9007199254740993", "sqrt(2)") when one is known. */
  exact_answer?: string;
  /**
   * True when final_answer is the exact value (or a claim's truth value); false when it is the double of an irrational
   * value (or of a value no engine established exactly), as for sqrt(2) → "1.4142135623730951".
   */
  final_answer_exact?: boolean;
  /** A claim ("2 + 2 = 5"): whether the agreeing engines found it true; null when they did not agree. */
  claim_holds?: boolean | null;
}

const MODES: Readonly<Record<ConsensusMode, number>> = { single: 1, high: 2, maximum: 3 };

/** `undefined` → "single"; a known mode → itself; anything else → null (the service answers 400). */
export function parseConsensusMode(value: unknown): ConsensusMode | null {
  if (value === undefined) return 'single';
  return typeof value === 'string' && Object.hasOwn(MODES, value) ? (value as ConsensusMode) : null;
}

type Run = { entry: ChainEntry; value?: Value; abstained: boolean };

/** Strips the wrappers people put around arithmetic ("What is 2+2?", "Is 2+2 = 5?"). Anything else is left to the engines. */
function normaliseQuery(q: string): string {
  return q
    .trim()
    .replace(/^(what\s+is|what's|calculate|compute|evaluate|is|check(?:\s+that)?|verify(?:\s+that)?)\s+/i, '')
    .replace(/\s*[?=]\s*$/, '')
    .trim();
}

function closed(text: string): Expr | null {
  try {
    const e = parseExpr(text);
    return freeVariables(e).length > 0 ? null : e;
  } catch (err) {
    if (err instanceof MathInputError) return null;
    throw err;
  }
}

/** One "=" (or "==") between two sides makes a claim; anything else is a question about a value. */
export function readQuestion(query: string): Question {
  const text = normaliseQuery(query);
  const parts = text.split(/==?/);
  if (parts.length === 2 && !/[<>!]$/.test(parts[0] ?? '')) {
    const lhsText = (parts[0] ?? '').trim();
    const rhsText = (parts[1] ?? '').trim();
    if (lhsText && rhsText) return { kind: 'claim', lhsText, rhsText, lhs: closed(lhsText), rhs: closed(rhsText) };
  }
  return { kind: 'value', text, expr: closed(text) };
}

export async function verifyConsensus(input: ConsensusInput, deps: ConsensusDeps = {}): Promise<ConsensusResult> {
  const mode = parseConsensusMode(input.verification_mode);
  if (!mode) throw new RangeError('invalid verification_mode');
  const minConfidence = input.min_confidence ?? 0.95;
  if (!(minConfidence >= 0 && minConfidence <= 1)) throw new RangeError('min_confidence must be between 0 and 1');
  const now = deps.now ?? (() => performance.now());
  const sandbox = deps.sandboxEvaluate;
  if (mode !== 'single' && !sandbox) throw new SandboxUnavailableError();

  const start = now();
  const question = readQuestion(input.query);
  const engines: EngineSpec[] = [MATH_EXACT];
  if (mode === 'maximum') engines.push(EXACT_RATIONAL, SYMBOLIC);
  if (mode !== 'single' && sandbox) engines.push(sandboxEngine(sandbox));

  const runs: Run[] = [];
  for (const spec of engines) {
    const t0 = now();
    const answer: Answer = await spec.run(question);
    const value = 'value' in answer ? answer.value : undefined;
    const result = 'value' in answer ? resultText(answer.value) : 'error' in answer ? `error: ${answer.error}` : answer.abstain;
    runs.push({
      ...(value ? { value } : {}),
      abstained: 'abstain' in answer,
      entry: {
        engine: spec.engine,
        method: spec.method,
        result,
        confidence: value ? 100 : 0,
        latency_ms: round(now() - t0),
        success: value !== undefined,
      },
    });
  }

  const required = MODES[mode];
  const participating = runs.filter((r) => !r.abstained);
  const groups: { value: Value; runs: Run[] }[] = [];
  for (const r of participating) {
    const v = r.value;
    if (!v) continue;
    const g = groups.find((g) => valuesAgree(g.value, v));
    if (g) g.runs.push(r);
    else groups.push({ value: v, runs: [r] });
  }
  groups.sort((a, b) => b.runs.length - a.runs.length);
  const best = groups[0]?.runs ?? [];
  const k = best.length;
  const p = participating.length;
  const tie = groups.length > 1 && groups[1]?.runs.length === k;
  const confidence = tie ? 0 : round((100 * k) / Math.max(p, required));
  const status: AgreementStatus =
    k === 0 || tie ? (k >= 2 ? 'SPLIT' : 'NONE') : k === p ? 'UNANIMOUS' : k > p / 2 ? 'MAJORITY' : k >= 2 ? 'SPLIT' : 'NONE';
  // An exact answer in the agreeing group is the one reported; an approximate one only when no exact one agrees.
  const agreed = tie ? undefined : (best.find((r) => r.value && 'exact' in r.value) ?? best[0])?.value;
  const shown = agreed ? display(agreed) : null;
  const result: ConsensusResult = {
    final_answer: shown?.answer ?? '',
    confidence,
    engines_used: runs.length,
    agreement_status: status,
    verification_chain: runs.map((r) => r.entry),
    total_latency_ms: round(now() - start),
    meets_requirement: confidence / 100 >= minConfidence,
  };
  if (shown) result.final_answer_exact = shown.isExact;
  if (shown?.exact !== undefined) result.exact_answer = shown.exact;
  if (question.kind === 'claim') result.claim_holds = agreed && 'truth' in agreed ? agreed.truth : null;
  return result;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
