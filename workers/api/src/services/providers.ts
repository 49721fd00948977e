import { createProviderRegistry, isProviderError, type LlmProvider, normaliseProviderName } from '@verdict/providers';
import type { Env } from '../env.ts';
import { ApiError } from '../errors.ts';

/**
 * The language-model providers this deployment has configured. `local` (the offline deterministic translator) is always
 * there; OpenAI-compatible, Anthropic and Workers AI only when their configuration is present.
 */
export function providerRegistry(env: Env) {
  return createProviderRegistry({
    LLM_PROVIDER: env.LLM_PROVIDER,
    OPENAI_BASE_URL: env.OPENAI_BASE_URL,
    OPENAI_API_KEY: env.OPENAI_API_KEY,
    OPENAI_MODEL: env.OPENAI_MODEL,
    ANTHROPIC_API_KEY: env.ANTHROPIC_API_KEY,
    ANTHROPIC_MODEL: env.ANTHROPIC_MODEL,
    WORKERS_AI_MODEL: env.WORKERS_AI_MODEL,
    ...(env.AI ? { ai: env.AI } : {}),
  });
}

/**
 * The provider for a request: the caller's choice when it is configured, else the deployment default. A name this
 * service does not know at all is the caller's mistake (400); a known provider this deployment cannot serve throws
 * ProviderError('unavailable') (503 for the caller).
 */
export function selectProvider(env: Env, requested: string | undefined): LlmProvider {
  if (requested !== undefined && requested.trim() !== '' && normaliseProviderName(requested) === null) {
    throw new ApiError('VALIDATION_ERROR', 'provider must be one of local, openai, anthropic or workers-ai.');
  }
  return providerRegistry(env).get(requested);
}

const STATS_SYSTEM = [
  'You translate a statistics question about a CSV table into one JavaScript program.',
  'Globals: rows (array of objects keyed by column name), columns (array of names), ss (the simple-statistics library).',
  'Use only plain expressions, const/let, arrow functions, array methods, Math and ss.*. No imports, no this, no new, no eval.',
  'The program must end with an expression whose value is a number or an object of numbers. Reply with the program only.',
].join('\n');

/**
 * A free-form stats query goes to a configured external model (never the offline translator, which does not write
 * programs). The program it returns still has to pass the safety check and runs only in the sandbox.
 */
export function statsProgramGenerator(env: Env, requested: string | undefined) {
  const registry = providerRegistry(env);
  const name = requested ?? registry.default;
  if (!name || name === 'local' || !registry.names().includes(name)) return undefined;
  return async (query: string, columns: string[]): Promise<string | null> => {
    try {
      const text = await registry
        .get(name)
        .complete({ system: STATS_SYSTEM, user: `Columns: ${JSON.stringify(columns)}\nQuestion: ${query}` });
      const fenced = /```(?:js|javascript)?\s*([\s\S]*?)```/i.exec(text);
      const program = (fenced?.[1] ?? text).trim();
      return program.length > 0 && program.length <= 20_000 ? program : null;
    } catch (error) {
      if (isProviderError(error)) return null;
      throw error;
    }
  };
}
