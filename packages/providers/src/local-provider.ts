import type { EntailmentJudgement, LlmProvider, MathTranslation } from './llm-provider.ts';
import { translateLogicLocally } from './local/translate-logic-locally.ts';
import { translateMathLocally } from './local/translate-math-locally.ts';
import { ProviderError } from './provider-error.ts';

function checkSignal(signal?: AbortSignal) {
  if (signal?.aborted) throw new ProviderError('timeout');
}

/**
 * The offline provider: deterministic rule-based translators, no model and no network, always available.
 * - translateMath: common arithmetic phrasing → expression (throws 'not_math' / 'unsupported' when it cannot parse).
 * - translateLogic: simple constraint phrasing → logic DSL (throws 'unsupported' otherwise).
 * - judgeEntailment: always INCONCLUSIVE with confidence 0. Deciding entailment needs language understanding; the fact
 *   engine's own lexical pipeline is the offline path, and this provider must not pretend to be a judge.
 * - complete: throws 'unavailable'; there is no free-form generation offline.
 */
export class LocalProvider implements LlmProvider {
  readonly name = 'local';

  async complete(): Promise<string> {
    throw new ProviderError('unavailable');
  }

  async translateMath(query: string, signal?: AbortSignal): Promise<MathTranslation> {
    checkSignal(signal);
    return translateMathLocally(query);
  }

  async translateLogic(query: string, signal?: AbortSignal): Promise<string> {
    checkSignal(signal);
    return translateLogicLocally(query);
  }

  async judgeEntailment(_claim: string, _evidence: string[], signal?: AbortSignal): Promise<EntailmentJudgement> {
    checkSignal(signal);
    return {
      verdict: 'INCONCLUSIVE',
      confidence: 0,
      reasoning: 'The offline provider cannot judge entailment; configure a language-model provider for a model verdict.',
    };
  }
}
