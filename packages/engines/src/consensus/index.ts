/**
 * POST /verify/consensus: the same arithmetic question answered by independent engines.
 *   single  → mathjs-bignumber
 *   high    → mathjs-bignumber + sandbox-js
 *   maximum → mathjs-bignumber + exact-rational + symbolic (algebrite) + sandbox-js
 * The fact engine is never used (it needs external context).
 *
 * Comparison (decimal arithmetic, mathjs BigNumber at 64 digits): two exact rationals must be equal exactly;
 * otherwise values agree when |a − b| ≤ 1e-12 · max(1, |a|, |b|) (the sandbox and algebrite floats are doubles).
 *
 * Confidence: engines that declare the input unsupported abstain. With k = size of the largest agreeing group
 * and p = participating engines (succeeded or failed, not abstained), confidence = 100 · k / max(p, required),
 * where required is the mode's engine count (1, 2, 3). A unanimous answer from the full set is 100; a missing
 * engine or a dissenting one lowers it. agreement_status: UNANIMOUS (k = p ≥ 1), MAJORITY (k > p/2),
 * SPLIT (k ≥ 2 but no majority), NONE (otherwise, including no successful engine).
 */
import type { BigNumber } from 'mathjs';
import { Rational } from '../exact/rational.ts';
import { algebriteEvaluate } from '../math/algebrite-prover';
import { EvalError, evalExpr } from '../math/evaluate';
import { type Expr, freeVariables, MathInputError } from '../math/expr';
import { bigMath } from '../math/hardened-math';
import { parseExpr } from '../math/parse';
import { toSafeJs } from './js-translate';
import { evaluateRational } from './rational-engine';

export type ConsensusMode = 'single' | 'high' | 'maximum';
export type AgreementStatus = 'UNANIMOUS' | 'MAJORITY' | 'SPLIT' | 'NONE';

export interface ConsensusInput {
  query: string;
  verification_mode?: ConsensusMode;
  min_confidence?: number;
}

export interface ConsensusDeps {
  /** Evaluates a JavaScript arithmetic expression in the secure sandbox. Required for high and maximum. */
  sandboxEvaluate?: (jsExpression: string) => Promise<number>;
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
}

/** Thrown when high/maximum mode needs the sandbox and it is missing or failing (the service answers 503). */
export class SandboxUnavailableError extends Error {
  readonly code = 'SANDBOX_UNAVAILABLE';
  constructor() {
    super('Secure sandbox unavailable');
    this.name = 'SandboxUnavailableError';
  }
}

const MODES: Readonly<Record<ConsensusMode, number>> = { single: 1, high: 2, maximum: 3 };

/** `undefined` → "single"; a known mode → itself; anything else → null (the service answers 400). */
export function parseConsensusMode(value: unknown): ConsensusMode | null {
  if (value === undefined) return 'single';
  return typeof value === 'string' && Object.hasOwn(MODES, value) ? (value as ConsensusMode) : null;
}

/** A value as an engine produced it: exact rationals keep exactness, everything else is a decimal. */
type Value = { exact: Rational } | { decimal: BigNumber };
type Run = { entry: ChainEntry; value?: Value; abstained?: boolean };

function decimalOf(v: Value): BigNumber {
  return 'exact' in v
    ? (bigMath.divide(bigMath.bignumber(v.exact.num.toString()), bigMath.bignumber(v.exact.den.toString())) as BigNumber)
    : v.decimal;
}

export function valuesAgree(a: Value, b: Value): boolean {
  if ('exact' in a && 'exact' in b) return a.exact.equals(b.exact);
  const x = decimalOf(a);
  const y = decimalOf(b);
  const scale = bigMath.max(bigMath.bignumber(1), bigMath.abs(x), bigMath.abs(y)) as BigNumber;
  return (bigMath.abs(bigMath.subtract(x, y)) as BigNumber).lte(bigMath.multiply(scale, bigMath.bignumber('1e-12')) as BigNumber);
}

function display(v: Value): string {
  if ('exact' in v) {
    const r = v.exact;
    if (r.isInteger()) return r.toString();
    let d = r.den;
    while (d % 2n === 0n) d /= 2n;
    while (d % 5n === 0n) d /= 5n;
    if (d === 1n) return r.toDecimal(60);
  }
  return bigMath.format(decimalOf(v), { precision: 15 });
}

/** Strips the wrappers people put around arithmetic ("What is 2+2?"). Anything else is left to the engines. */
function normaliseQuery(q: string): string {
  return q
    .trim()
    .replace(/^(what\s+is|what's|calculate|compute|evaluate)\s+/i, '')
    .replace(/\s*[?=]\s*$/, '')
    .trim();
}

export async function verifyConsensus(input: ConsensusInput, deps: ConsensusDeps = {}): Promise<ConsensusResult> {
  const mode = parseConsensusMode(input.verification_mode);
  if (!mode) throw new RangeError('invalid verification_mode');
  const minConfidence = input.min_confidence ?? 0.95;
  if (!(minConfidence >= 0 && minConfidence <= 1)) throw new RangeError('min_confidence must be between 0 and 1');
  const now = deps.now ?? (() => performance.now());
  if (mode !== 'single' && !deps.sandboxEvaluate) throw new SandboxUnavailableError();

  const start = now();
  const query = normaliseQuery(input.query);
  let expr: Expr | null = null;
  try {
    expr = parseExpr(query);
    if (freeVariables(expr).length > 0) expr = null;
  } catch (err) {
    if (!(err instanceof MathInputError)) throw err;
  }

  const timed = async (engine: string, method: string, fn: () => Promise<Omit<Run, 'entry'> & { result: string | null }>): Promise<Run> => {
    const t0 = now();
    const r = await fn();
    const ok = r.value !== undefined;
    return {
      ...r,
      entry: { engine, method, result: r.result, confidence: ok ? 100 : 0, latency_ms: round(now() - t0), success: ok },
    };
  };

  const runs: Run[] = [];
  runs.push(
    await timed('mathjs-bignumber', 'mathjs evaluation with BigNumber (64 significant digits)', async () => {
      if (!expr) return { result: null };
      try {
        const v = evalExpr(expr, bigMath, {}, 'real');
        if (bigMath.typeOf(v) !== 'BigNumber') return { result: null };
        return { value: { decimal: v as BigNumber }, result: (v as BigNumber).toString() };
      } catch (err) {
        if (err instanceof EvalError) return { result: `error: ${err.message}` };
        throw err;
      }
    }),
  );
  if (mode === 'maximum') {
    runs.push(
      await timed('exact-rational', 'own parser with BigInt fraction arithmetic', async () => {
        const r = evaluateRational(query);
        if (r.ok) return { value: { exact: r.value }, result: r.value.toString() };
        return r.reason === 'unsupported' ? { result: 'unsupported', abstained: true } : { result: `error: ${r.reason}` };
      }),
    );
    runs.push(
      await timed('symbolic', 'algebrite exact evaluation', async () => {
        const r = expr ? algebriteEvaluate(expr) : { ok: false as const };
        if (!r.ok) return { result: 'unsupported', abstained: true };
        const exact = /^-?\d+(\/\d+)?$/.test(r.exact) ? parseFraction(r.exact) : null;
        const value: Value = exact ? { exact } : { decimal: bigMath.bignumber(r.float.replace(/\.\.\.$/, '')) };
        return { value, result: r.exact };
      }),
    );
  }
  if (mode !== 'single') {
    runs.push(
      await timed('sandbox-js', 'JavaScript evaluation in the secure sandbox (IEEE doubles)', async () => {
        const code = expr ? toSafeJs(expr) : null;
        if (!code) return { result: 'unsupported', abstained: true };
        let n: number;
        try {
          n = await deps.sandboxEvaluate!(code);
        } catch {
          throw new SandboxUnavailableError();
        }
        if (typeof n !== 'number' || !Number.isFinite(n)) return { result: 'error: not a finite number' };
        return { value: { decimal: bigMath.bignumber(n) }, result: String(n) };
      }),
    );
  }

  const required = MODES[mode];
  const participating = runs.filter((r) => !r.abstained);
  const groups: Run[][] = [];
  for (const r of participating) {
    if (!r.value) continue;
    const g = groups.find((g) => valuesAgree(g[0]!.value!, r.value!));
    if (g) g.push(r);
    else groups.push([r]);
  }
  groups.sort((a, b) => b.length - a.length);
  const best = groups[0] ?? [];
  const k = best.length;
  const p = participating.length;
  const tie = groups.length > 1 && groups[1]!.length === k;
  const confidence = tie ? 0 : round((100 * k) / Math.max(p, required));
  const status: AgreementStatus =
    k === 0 || tie ? (k >= 2 ? 'SPLIT' : 'NONE') : k === p ? 'UNANIMOUS' : k > p / 2 ? 'MAJORITY' : k >= 2 ? 'SPLIT' : 'NONE';
  const answerRun = best.find((r) => r.value && 'exact' in r.value) ?? best[0];
  return {
    final_answer: !tie && answerRun?.value ? display(answerRun.value) : '',
    confidence,
    engines_used: runs.length,
    agreement_status: status,
    verification_chain: runs.map((r) => r.entry),
    total_latency_ms: round(now() - start),
    meets_requirement: confidence / 100 >= minConfidence,
  };
}

function parseFraction(text: string): Rational {
  const [n, d = '1'] = text.split('/');
  return Rational.of(BigInt(n!), BigInt(d));
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
