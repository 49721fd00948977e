import type { ClaimInput, Comparison, NlCheck } from './decide-claim.ts';

/**
 * Natural-language math verification (spec 2.1, 2.2, 3.1). A language model (or the offline translator) turns the
 * query into an expression plus the answer the text claims; the math engine evaluates the expression deterministically.
 * Only the arithmetic of the *translated* expression is checked, never whether the translation means what the user
 * meant, so a successful run is INCONCLUSIVE at top level and never VERIFIED. `inner_status` keeps the engine's own
 * VERIFIED / CORRECTION_NEEDED for attestation mapping.
 */

/** Structurally compatible with @verdict/providers' MathTranslation (engines must not import providers). */
export interface MathTranslation {
  expression: string;
  /** The claimed answer; when the text states none, the computed value (null when none was established). */
  claimed_answer: number | null;
  reasoning: string;
  confidence: number;
  /** The claimed answer exactly as the text wrote it ("0.30000000001", "3/4"), when the translator kept it. */
  claimed_exact?: string;
  /** False when the text states no result: only the expression's value is established. */
  claim_stated?: boolean;
  /** The claim says "about"/"approximately": compared with the stated tolerance (decide-claim.ts). */
  approximate?: boolean;
  /** The translator accounted for every number and clause and recognised the question type (only then may a correction be signed). */
  certain?: boolean;
}

export interface NlDeps {
  translate: (query: string) => Promise<MathTranslation>;
  /** Decides the translated expression against the claim (injected: the service wires decideNlClaim). */
  check: (claim: ClaimInput) => NlCheck;
  providerName: string;
  /** Clock for latency_ms only (no decision depends on it); defaults to performance.now. */
  now?: () => number;
}

export type NlStatus = 'INCONCLUSIVE' | 'ERROR' | 'NOT_MATH_QUERY' | 'BLOCKED';
export type NlInnerStatus = 'VERIFIED' | 'CORRECTION_NEEDED' | 'UNKNOWN' | 'ERROR' | 'NOT_MATH_QUERY' | 'BLOCKED';
/** Stable reason for ERROR results (the `error` text is generic and for people). */
export type NlErrorCode =
  | 'PROVIDER_TIMEOUT'
  | 'PROVIDER_UNAVAILABLE'
  | 'PROVIDER_INVALID_OUTPUT'
  | 'TRANSLATION_UNSUPPORTED'
  | 'EVALUATION_FAILED';

export interface TrustBoundary {
  query_interpretation_source: 'llm_translation';
  query_semantics_verified: false;
  verification_scope: 'translated_expression_only';
  deterministic_expression_evaluation: boolean;
  formal_proof: false;
  translation_claim_self_consistent: boolean;
  provider_used: string;
  overall_status: NlStatus;
}

export interface NaturalLanguageResult {
  status: NlStatus;
  user_query: string;
  /** null when no translation was obtained (provider failure, not math, blocked). */
  translation: MathTranslation | null;
  /** null when the expression was not evaluated. */
  verification: Verification | null;
  trust_boundary: TrustBoundary;
  /** The computed value of the translated expression; null when nothing was computed. */
  final_answer: number | null;
  provider_used: string;
  latency_ms: number;
  inner_status: NlInnerStatus;
  error?: string;
  error_code?: NlErrorCode;
}

/**
 * Spec 2.1 `verification` plus the exact evidence: the value's exact form, the claim as compared, how it was compared
 * (`value`: no claim stated; `exact`; `double`: only a JSON double was claimed; `tolerance`: "about X").
 */
export interface Verification {
  /** The correctly rounded double of the exact value; null when outside the double range or not established. */
  calculated_value: number | null;
  is_correct: boolean;
  diff: number | null;
  exact_value?: string;
  claimed_exact?: string;
  comparison: Comparison;
  tolerance?: string;
  method?: string;
}

const ERROR_TEXT: Record<NlErrorCode, string> = {
  PROVIDER_TIMEOUT: 'The translation provider did not answer in time',
  PROVIDER_UNAVAILABLE: 'The translation provider is not available',
  PROVIDER_INVALID_OUTPUT: 'The translation provider returned an unusable translation',
  TRANSLATION_UNSUPPORTED: 'The query could not be translated into an arithmetic expression',
  EVALUATION_FAILED: 'The translated expression could not be evaluated',
};

function trustBoundary(status: NlStatus, inner: NlInnerStatus, selfConsistent: boolean, provider: string): TrustBoundary {
  return {
    query_interpretation_source: 'llm_translation',
    query_semantics_verified: false,
    verification_scope: 'translated_expression_only',
    deterministic_expression_evaluation: inner === 'VERIFIED' || inner === 'CORRECTION_NEEDED',
    formal_proof: false,
    translation_claim_self_consistent: selfConsistent,
    provider_used: provider,
    overall_status: status,
  };
}

interface Outcome {
  status: NlStatus;
  inner: NlInnerStatus;
  translation: MathTranslation | null;
  verification: NaturalLanguageResult['verification'];
  code?: NlErrorCode;
}

function build(query: string, provider: string, o: Outcome, latencyMs: number): NaturalLanguageResult {
  const result: NaturalLanguageResult = {
    status: o.status,
    user_query: query,
    translation: o.translation,
    verification: o.verification,
    trust_boundary: trustBoundary(o.status, o.inner, o.verification?.is_correct ?? false, provider),
    final_answer: o.verification?.calculated_value ?? null,
    provider_used: provider,
    latency_ms: latencyMs,
    inner_status: o.inner,
  };
  if (o.code) {
    result.error = ERROR_TEXT[o.code];
    result.error_code = o.code;
  }
  return result;
}

/** Maps a translation failure by its `kind` (ProviderError's stable field) without reading its message. */
function translationFailure(e: unknown): Outcome {
  const kind = typeof e === 'object' && e !== null && 'kind' in e ? (e as { kind: unknown }).kind : undefined;
  if (kind === 'not_math') return { status: 'NOT_MATH_QUERY', inner: 'NOT_MATH_QUERY', translation: null, verification: null };
  const code: NlErrorCode =
    kind === 'timeout'
      ? 'PROVIDER_TIMEOUT'
      : kind === 'invalid_output'
        ? 'PROVIDER_INVALID_OUTPUT'
        : kind === 'unsupported'
          ? 'TRANSLATION_UNSUPPORTED'
          : 'PROVIDER_UNAVAILABLE';
  return { status: 'ERROR', inner: 'ERROR', translation: null, verification: null, code };
}

/** Never trust the translator's shape: a provider package bug or a custom translate must not produce NaN results. */
function validTranslation(t: unknown): t is MathTranslation {
  if (typeof t !== 'object' || t === null) return false;
  const x = t as Record<string, unknown>;
  return (
    typeof x.expression === 'string' &&
    x.expression.trim() !== '' &&
    ((typeof x.claimed_answer === 'number' && Number.isFinite(x.claimed_answer)) || x.claim_stated === false) &&
    (x.claimed_exact === undefined || (typeof x.claimed_exact === 'string' && x.claimed_exact.length <= 200)) &&
    (x.certain === undefined || typeof x.certain === 'boolean') &&
    typeof x.reasoning === 'string' &&
    typeof x.confidence === 'number' &&
    x.confidence >= 0 &&
    x.confidence <= 1
  );
}

async function decide(query: string, deps: NlDeps): Promise<Outcome> {
  let translation: MathTranslation;
  try {
    translation = await deps.translate(query);
  } catch (e) {
    return translationFailure(e);
  }
  if (!validTranslation(translation)) return translationFailure({ kind: 'invalid_output' });
  const t: MathTranslation = {
    expression: translation.expression,
    claimed_answer: translation.claimed_answer,
    reasoning: translation.reasoning,
    confidence: translation.confidence,
  };
  if (typeof translation.claimed_exact === 'string') t.claimed_exact = translation.claimed_exact;
  if (translation.claim_stated === false) t.claim_stated = false;
  if (translation.approximate === true) t.approximate = true;
  // Only an explicit `true` counts: a model, or a custom translator that says nothing, is not certain.
  t.certain = translation.certain === true;
  let check: NlCheck;
  try {
    check = deps.check({
      expression: t.expression,
      claimed: t.claimed_answer ?? 0,
      claimedExact: t.claimed_exact,
      claimStated: t.claim_stated,
      approximate: t.approximate,
    });
  } catch {
    check = { status: 'ERROR', error: 'evaluation failed' };
  }
  if (check.status === 'ERROR') return { status: 'ERROR', inner: 'ERROR', translation: t, verification: null, code: 'EVALUATION_FAILED' };
  // When the text states no result, the claimed answer is the computed value (spec 2.1).
  if (t.claim_stated === false) t.claimed_answer = check.value;
  // Spec 3.1 rule 1: a deterministic verdict on a non-deterministic translation is INCONCLUSIVE at top level; an
  // undecided comparison is INCONCLUSIVE too (inner UNKNOWN), never a verdict.
  if (check.status === 'UNKNOWN') {
    const verification: Verification | null =
      check.value === null && check.exact === undefined
        ? null
        : {
            calculated_value: check.value,
            is_correct: false,
            diff: check.diff,
            ...(check.exact !== undefined ? { exact_value: check.exact } : {}),
            ...(check.claimed !== undefined ? { claimed_exact: check.claimed } : {}),
            comparison: check.comparison,
          };
    return { status: 'INCONCLUSIVE', inner: 'UNKNOWN', translation: t, verification };
  }
  return {
    status: 'INCONCLUSIVE',
    inner: check.status,
    translation: t,
    verification: {
      calculated_value: check.value,
      is_correct: check.status === 'VERIFIED',
      diff: check.diff,
      exact_value: check.exact,
      claimed_exact: check.claimed,
      comparison: check.comparison,
      ...(check.tolerance !== undefined ? { tolerance: check.tolerance } : {}),
      method: check.method,
    },
  };
}

/** Verifies a natural-language math query. Never throws; every failure is an ERROR result with a generic message. */
export async function verifyNaturalLanguage(query: string, deps: NlDeps): Promise<NaturalLanguageResult> {
  const now = deps.now ?? (() => performance.now());
  const start = now();
  const outcome = await decide(query, deps);
  return build(query, deps.providerName, outcome, Math.max(0, Math.round(now() - start)));
}

/** The BLOCKED result for a query the service's prompt-injection screen refused before translation. */
export function blockedNaturalLanguageResult(query: string, providerName: string): NaturalLanguageResult {
  const result = build(query, providerName, { status: 'BLOCKED', inner: 'BLOCKED', translation: null, verification: null }, 0);
  result.error = 'The query was blocked by the security policy';
  return result;
}
