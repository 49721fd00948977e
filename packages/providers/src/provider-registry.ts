import { AnthropicProvider } from './anthropic-provider.ts';
import type { FetchLike, LlmProvider } from './llm-provider.ts';
import { LocalProvider } from './local-provider.ts';
import { OpenAICompatibleProvider } from './openai-compatible-provider.ts';
import { ProviderError } from './provider-error.ts';
import { DEFAULT_WORKERS_AI_MODEL, type WorkersAiBinding, WorkersAiProvider } from './workers-ai-provider.ts';

export type ProviderName = 'local' | 'openai' | 'anthropic' | 'workers-ai';

export interface ProviderConfig {
  /** Default provider name; falls back to 'local' when unset. */
  LLM_PROVIDER?: string;
  /** Any OpenAI-compatible base URL (OpenAI, Ollama, vLLM, llama.cpp); default https://api.openai.com/v1. */
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  ANTHROPIC_API_KEY?: string;
  ANTHROPIC_MODEL?: string;
  ANTHROPIC_BASE_URL?: string;
  WORKERS_AI_MODEL?: string;
  /** The Workers AI binding (`env.AI`); Workers AI is configured only when it is present. */
  ai?: WorkersAiBinding;
  fetchImpl?: FetchLike;
  /** Per-call deadline; default 30 s (spec section 8). Tests pass a short one. */
  timeoutMs?: number;
}

export interface ProviderRegistry {
  /** The named provider, or the default. @throws ProviderError('unavailable') for unknown or unconfigured names. */
  get(name?: string): LlmProvider;
  /** Names of the configured providers ('local' always). */
  names(): string[];
  default: string;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_ANTHROPIC_MODEL = 'claude-3-5-haiku-latest';

const ALIASES: Record<string, ProviderName> = {
  local: 'local',
  offline: 'local',
  openai: 'openai',
  'openai-compatible': 'openai',
  anthropic: 'anthropic',
  'workers-ai': 'workers-ai',
  workersai: 'workers-ai',
};

/** Lower-case, '_' → '-', so WORKERS_AI and workers_ai name the same provider. Unknown names map to null. */
export function normaliseProviderName(name: string): ProviderName | null {
  return ALIASES[name.trim().toLowerCase().replace(/_/g, '-')] ?? null;
}

const present = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Builds the providers that the configuration enables. A caller's explicit choice is honoured only when configured:
 * silently substituting another provider would report a different provider_used than the one asked for. The same
 * holds for LLM_PROVIDER: naming an unconfigured provider makes `get()` fail visibly rather than fall back.
 */
export function createProviderRegistry(config: ProviderConfig = {}): ProviderRegistry {
  const providers = new Map<ProviderName, LlmProvider>([['local', new LocalProvider()]]);
  const timeoutMs = config.timeoutMs;
  const fetchImpl = config.fetchImpl;
  // Ollama and llama.cpp need no key, so a base URL alone configures the OpenAI-compatible provider.
  if (present(config.OPENAI_BASE_URL) || present(config.OPENAI_API_KEY)) {
    providers.set(
      'openai',
      new OpenAICompatibleProvider({
        baseUrl: present(config.OPENAI_BASE_URL) ? config.OPENAI_BASE_URL : 'https://api.openai.com/v1',
        model: present(config.OPENAI_MODEL) ? config.OPENAI_MODEL : DEFAULT_OPENAI_MODEL,
        ...(present(config.OPENAI_API_KEY) ? { apiKey: config.OPENAI_API_KEY } : {}),
        ...(fetchImpl ? { fetchImpl } : {}),
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      }),
    );
  }
  if (present(config.ANTHROPIC_API_KEY)) {
    providers.set(
      'anthropic',
      new AnthropicProvider({
        apiKey: config.ANTHROPIC_API_KEY,
        model: present(config.ANTHROPIC_MODEL) ? config.ANTHROPIC_MODEL : DEFAULT_ANTHROPIC_MODEL,
        ...(present(config.ANTHROPIC_BASE_URL) ? { baseUrl: config.ANTHROPIC_BASE_URL } : {}),
        ...(fetchImpl ? { fetchImpl } : {}),
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      }),
    );
  }
  if (config.ai && typeof config.ai.run === 'function') {
    providers.set(
      'workers-ai',
      new WorkersAiProvider({
        ai: config.ai,
        model: present(config.WORKERS_AI_MODEL) ? config.WORKERS_AI_MODEL : DEFAULT_WORKERS_AI_MODEL,
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      }),
    );
  }
  const defaultName = present(config.LLM_PROVIDER) ? (normaliseProviderName(config.LLM_PROVIDER) ?? config.LLM_PROVIDER.trim()) : 'local';
  return {
    default: defaultName,
    names: () => [...providers.keys()],
    get(name?: string) {
      const wanted = name === undefined || name.trim() === '' ? defaultName : name;
      const key = normaliseProviderName(wanted);
      const provider = key === null ? undefined : providers.get(key);
      if (!provider) throw new ProviderError('unavailable');
      return provider;
    },
  };
}
