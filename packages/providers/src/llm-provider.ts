export interface CompletionRequest {
  system: string;
  user: string;
  /** When set, the provider is asked for a JSON object (the text describes its shape; it is also in the prompt). */
  jsonSchemaHint?: string;
  maxTokens?: number;
}

export interface MathTranslation {
  expression: string;
  claimed_answer: number;
  reasoning: string;
  confidence: number;
  /** The claimed answer exactly as the text writes it ("0.30000000001", "3/4"), when the translator kept it. */
  claimed_exact?: string;
  /** False when the text states no result (the claimed answer is then the expression's own value, not a claim). */
  claim_stated?: boolean;
  /** The text hedges its claim ("about", "approximately"): compared with a stated tolerance, not exactly. */
  approximate?: boolean;
  /**
   * True only for a translation that accounts for every number and every clause of the text and recognised its
   * question type explicitly (the offline translator's rule, docs/natural-language.md, "Certain translations"). Only a
   * certain translation may be signed CORRECTED; a model's translation is never certain.
   */
  certain?: boolean;
}

export type EntailmentVerdict = 'SUPPORTED' | 'REFUTED' | 'INCONCLUSIVE';

export interface EntailmentJudgement {
  verdict: EntailmentVerdict;
  confidence: number;
  reasoning: string;
}

/**
 * One language-model backend. `complete` is the only required capability; the task methods are optional native
 * implementations that the typed helpers (`translateMath`, `translateLogic`, `judgeEntailment`) prefer over prompting.
 * The offline LocalProvider implements only the task methods, because it is a deterministic parser, not a model.
 */
export interface LlmProvider {
  readonly name: string;
  complete(request: CompletionRequest, signal?: AbortSignal): Promise<string>;
  translateMath?(query: string, signal?: AbortSignal): Promise<MathTranslation>;
  translateLogic?(query: string, signal?: AbortSignal): Promise<string>;
  judgeEntailment?(claim: string, evidence: string[], signal?: AbortSignal): Promise<EntailmentJudgement>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Spec section 8: native provider calls time out after 30 seconds. */
export const PROVIDER_TIMEOUT_MS = 30_000;
