import { combineWithModelJudgement, type FactResult, verifyFact } from '@verdict/engines/fact/index.ts';
import { isProviderError, judgeEntailment } from '@verdict/providers';
import { ApiError } from '../../errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { type EngineAdapter, type EngineOutcome, verifiedOrFailed } from '../engine-runner.ts';
import { selectProvider } from '../providers.ts';

/**
 * Facts against supplied context: deterministic by default. With `provider`, a language model judges entailment from
 * the best evidence too, but it cannot override a deterministic number/date contradiction (engine rule). A named
 * provider that cannot answer is a 503 (DECISIONS), not a silent deterministic-only answer.
 */
export async function runFact(
  deps: ServiceDeps,
  input: { claim: string; context: string; provider?: string | undefined },
): Promise<EngineOutcome> {
  let result: FactResult = verifyFact({ claim: input.claim, context: input.context });
  // Only the deterministic check can establish a claim: a model's judgement may add confidence to it or decide an
  // inconclusive case for the caller, but it never turns into a VERIFIED attestation on its own.
  const established = result.verdict === 'SUPPORTED';
  if (input.provider) {
    try {
      const provider = selectProvider(deps.env, input.provider);
      const judgement = await judgeEntailment(
        provider,
        input.claim,
        result.evidence ? [result.evidence] : [input.context.slice(0, 24_000)],
      );
      result = combineWithModelJudgement(result, judgement);
    } catch (error) {
      if (isProviderError(error))
        throw new ApiError('PROVIDER_UNAVAILABLE', 'The requested language-model provider is not available.', {
          extra: { provider: input.provider },
        });
      throw error;
    }
  }
  return verifiedOrFailed({
    engine: 'fact',
    domain: 'FACT',
    result,
    verified: established && result.verdict === 'SUPPORTED',
    status: result.verdict,
    confidence: result.confidence,
    subject: `${input.claim}\n--\n${input.context}`,
  });
}

export const factEngine: EngineAdapter<{ claim: string; context: string; provider?: string | undefined }> = {
  run: async (deps, body) => ({ outcome: await runFact(deps, body) }),
  fromItem: (input) => ({
    claim: input.query,
    context: typeof input.params?.context === 'string' ? input.params.context : '',
    provider: input.provider,
  }),
};
