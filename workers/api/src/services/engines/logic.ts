import { InputTooComplexError } from '@verdict/engines/budget.ts';
import { DEFAULT_LOGIC_BUDGETS, type LogicResult, looksLikeLogicDsl, verifyLogic } from '@verdict/engines/logic/index.ts';
import { screenPromptInjection } from '@verdict/guards';
import { isProviderError, translateLogic } from '@verdict/providers';
import type { Env } from '../../env.ts';
import { ApiError } from '../../errors.ts';
import type { ServiceDeps } from '../deps.ts';
import type { EngineAdapter, EngineOutcome } from '../engine-runner.ts';
import { providerRegistry } from '../providers.ts';

/** Bounds for the `LOGIC_WORK_BUDGET` var: below, nothing but trivia is decided; above, one request could run for seconds. */
const MIN_WORK = 10_000;
const MAX_WORK = 100_000_000;

/**
 * The per-request work budget: the optional `LOGIC_WORK_BUDGET` var (work units, see docs/logic-dsl.md), else the
 * engine default (docs/logic-dsl.md, "Budget": its calibration over HTTP). A value that is not an integer in range is ignored.
 */
export function logicWorkBudget(env: Env): number {
  const raw = env.LOGIC_WORK_BUDGET?.trim();
  const n = raw !== undefined && /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n >= MIN_WORK && n <= MAX_WORK ? n : DEFAULT_LOGIC_BUDGETS.maxWork;
}

/**
 * Logic: a DSL program is solved directly (provider_used "none"); anything else is natural language, screened for
 * prompt injection (BLOCKED, HTTP 403 per spec 4.2) and translated to the DSL by a provider, then solved the same way.
 * Provider failures are status ERROR with a generic message (spec 4.2 ERROR body). A program beyond the structural caps
 * is a 400 INPUT_TOO_COMPLEX (also inside batches and agent calls); one that needs more work than the budget is UNKNOWN.
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
    let result: LogicResult;
    try {
      result = verifyLogic({ query: program }, { budgets: { maxWork: logicWorkBudget(deps.env) } });
    } catch (error) {
      if (!(error instanceof InputTooComplexError)) throw error;
      throw new ApiError('INPUT_TOO_COMPLEX', error.message, { extra: { limit: error.limit, max: error.max } });
    }
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

/** A query the prompt-injection screen blocked answers 403 with its result body. */
export const logicEngine: EngineAdapter<{ query: string; provider?: string | undefined }> = {
  run: async (deps, body) => {
    const outcome = await runLogic(deps, body);
    return { outcome, httpStatus: outcome.blocked ? 403 : 200 };
  },
  fromItem: (input) => ({ query: input.query, provider: input.provider }),
};
