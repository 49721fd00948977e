import {
  blockedNaturalLanguageResult,
  decideNlClaim,
  type NaturalLanguageResult,
  verifyNaturalLanguage,
} from '@verdict/engines/nl/index.ts';
import { screenPromptInjection } from '@verdict/guards';
import { isProviderError, type LlmProvider, translateMath } from '@verdict/providers';
import type { ServiceDeps } from '../deps.ts';
import type { ChainStep, EngineAdapter, EngineOutcome } from '../engine-runner.ts';
import { providerRegistry } from '../providers.ts';

/**
 * Natural language: screened for prompt injection (BLOCKED), translated by a language-model provider (or the offline
 * translator), and the translated claim decided by the math engine's exact path (docs/natural-language.md). The
 * top-level status is never VERIFIED (spec 3.1 rule 1): the translation's semantics are unverified. The attestation
 * says CORRECTED only for a certain translation; every other outcome is signed FAILED (verified: false).
 */
export async function runNaturalLanguage(
  deps: ServiceDeps,
  input: { query: string; provider?: string | undefined },
): Promise<{ outcome: EngineOutcome; chain: ChainStep[] }> {
  const registry = providerRegistry(deps.env);
  const providerName = input.provider ?? registry.default;
  let result: NaturalLanguageResult;
  const screen = screenPromptInjection(input.query);
  if (screen.blocked) {
    result = blockedNaturalLanguageResult(input.query, providerName);
  } else {
    let provider: LlmProvider | null = null;
    try {
      provider = registry.get(input.provider);
    } catch (error) {
      if (!isProviderError(error)) throw error;
    }
    result = await verifyNaturalLanguage(input.query, {
      providerName,
      translate: async (query) => {
        if (!provider) throw new Error('provider unavailable');
        return translateMath(provider, query);
      },
      check: (claim) => decideNlClaim(claim),
    });
  }
  const record: Record<string, unknown> = { ...result };
  const inner = String(record.inner_status ?? result.status);
  const blocked = result.status === 'BLOCKED';
  // A correction is signed only on a certain translation (every number and clause accounted for, the question type
  // recognised): otherwise the signature would say a true claim was wrong whenever the translation misread the text.
  const certain = result.translation?.certain === true;
  const attestationStatus = blocked ? 'BLOCKED' : inner === 'CORRECTION_NEEDED' && certain ? 'CORRECTED' : 'FAILED';
  const outcome: EngineOutcome = {
    engine: 'natural_language',
    domain: 'NATURAL_LANGUAGE',
    result: record,
    verified: false,
    status: result.status,
    attestation: {
      status: attestationStatus,
      confidence: typeof result.translation?.confidence === 'number' ? result.translation.confidence : 0,
    },
    subject: input.query,
    ...(blocked ? { blocked: { rule: screen.rule ?? 'INJECTION', httpStatus: 403 as const } } : {}),
  };
  // translation → verification: the translation step attests what the provider produced, the second what was computed.
  const translation = result.translation;
  const chain: ChainStep[] = [
    {
      query: input.query,
      outcome: {
        engine: `translation:${providerName}`,
        verified: false,
        subject: translation ? translation.expression : input.query,
        attestation: { status: blocked ? 'BLOCKED' : 'FAILED', confidence: translation?.confidence ?? 0 },
      },
      proof: translation ?? null,
    },
    { query: input.query, outcome, proof: record.verification ?? null },
  ];
  return { outcome, chain };
}

export const naturalLanguageEngine: EngineAdapter<{ query: string; provider?: string | undefined }> = {
  run: runNaturalLanguage,
  fromItem: (input) => ({ query: input.query, provider: input.provider }),
};
