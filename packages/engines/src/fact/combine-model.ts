import type { FactResult, FactVerdict } from './verify-fact.ts';

export interface ModelJudgement {
  verdict: string;
  confidence: number;
  reasoning: string;
}

const VERDICTS = new Set<FactVerdict>(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE']);
/** A model's verdict is unverified text generation; it never reaches the certainty of a deterministic check. */
const MODEL_CAP = 0.85;

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * Merge rule (deterministic first):
 * 1. A deterministic REFUTED from a number or date contradiction is final: the model cannot override arithmetic.
 * 2. A malformed model answer (unknown verdict, confidence outside 0–1) is ignored.
 * 3. Agreement: the shared verdict, confidence 1 − (1 − d)(1 − m·0.85), capped at 0.99.
 * 4. Deterministic INCONCLUSIVE: the model decides, at its confidence scaled by 0.85.
 * 5. Any other disagreement (SUPPORTED vs REFUTED, or a decided deterministic verdict vs a model INCONCLUSIVE):
 *    INCONCLUSIVE at 0.5, with both reasonings, because neither side can be trusted over the other.
 */
export function combineWithModelJudgement(deterministic: FactResult, model: ModelJudgement): FactResult {
  if (deterministic.verdict === 'REFUTED' && (deterministic.contradiction === 'number' || deterministic.contradiction === 'date')) {
    return deterministic;
  }
  const verdict = model.verdict.toUpperCase() as FactVerdict;
  if (!VERDICTS.has(verdict) || !Number.isFinite(model.confidence) || model.confidence < 0 || model.confidence > 1) return deterministic;
  const m = model.confidence * MODEL_CAP;
  const modelReason = model.reasoning.trim().slice(0, 500);
  const base = {
    method: 'deterministic+model' as const,
    ...(deterministic.evidence !== undefined ? { evidence: deterministic.evidence } : {}),
  };
  if (verdict === deterministic.verdict) {
    const merged: FactResult = {
      ...base,
      verdict,
      confidence: round(Math.min(0.99, 1 - (1 - deterministic.confidence) * (1 - m))),
      reasoning: `${deterministic.reasoning} The language model agrees: ${modelReason}`,
    };
    if (deterministic.contradiction) merged.contradiction = deterministic.contradiction;
    return merged;
  }
  if (deterministic.verdict === 'INCONCLUSIVE') {
    return {
      ...base,
      verdict,
      confidence: round(m),
      reasoning: `Deterministic checks were inconclusive; language-model judgement: ${modelReason}`,
    };
  }
  return {
    ...base,
    verdict: 'INCONCLUSIVE',
    confidence: 0.5,
    reasoning: `Deterministic checks say ${deterministic.verdict} (${deterministic.reasoning}) but the language model says ${verdict} (${modelReason}); the disagreement is unresolved.`,
  };
}
