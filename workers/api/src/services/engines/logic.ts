import { looksLikeLogicDsl, verifyLogic, type LogicResult } from '@verdict/engines/logic/index.ts';
import { screenPromptInjection } from '@verdict/guards';
import { isProviderError, translateLogic } from '@verdict/providers';
import type { ServiceDeps } from '../deps.ts';
import { registerEngine, type EngineOutcome } from '../engine-runner.ts';
import { providerRegistry } from '../providers.ts';

/**
 * Logic: a DSL program is solved directly (provider_used "none"); anything else is natural language, screened for
 * prompt injection (BLOCKED, HTTP 403 per spec 4.2) and translated to the DSL by a provider, then solved the same way.
 * Provider failures are status ERROR with a generic message (spec 4.2 ERROR body).
 */
export async function runLogic(deps: ServiceDeps, input: { query: string; provider?: string | undefined }): Promise<EngineOutcome> {
  const outcome = (result: Record<string, unknown>, status: string, blockedRule?: string): EngineOutcome => ({
    engine: 'logic',
    domain: 'LOGIC',
    result,
    verified: status === 'SAT',
    status,
    attestation: {
      status: blockedRule ? 'BLOCKED' : status === 'SAT' ? 'VERIFIED' : 'FAILED',
      confidence: status === 'SAT' || status === 'UNSAT' ? 1 : 0,
    },
    subject: input.query,
    ...(blockedRule ? { blocked: { rule: blockedRule, httpStatus: 403 as const } } : {}),
  });
  const solve = (program: string, providerUsed: string) => {
    const result: LogicResult = verifyLogic({ query: program });
    const { stats: _stats, ...body } = result;
    return outcome(
      { ...body, provider_used: providerUsed, ...(providerUsed !== 'none' ? { translated_query: program } : {}) },
      result.status,
    );
  };
  if (looksLikeLogicDsl(input.query)) return solve(input.query, 'none');

  const registry = providerRegistry(deps.env);
  const providerName = input.provider ?? registry.default;
  const screen = screenPromptInjection(input.query);
  if (screen.blocked) {
    return outcome(
      { status: 'BLOCKED', error: 'Blocked by security policy.', provider_used: providerName },
      'BLOCKED',
      screen.rule ?? 'INJECTION',
    );
  }
  let program: string;
  try {
    program = await translateLogic(registry.get(input.provider), input.query);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    return outcome(
      { status: 'ERROR', error: 'The query could not be translated into logic constraints.', provider_used: providerName },
      'ERROR',
    );
  }
  return solve(program, providerName);
}

registerEngine('logic', async (deps, input) => runLogic(deps, { query: input.query, provider: input.provider }));
