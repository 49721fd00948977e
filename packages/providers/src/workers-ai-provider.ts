import { type CompletionRequest, type LlmProvider, PROVIDER_TIMEOUT_MS } from './llm-provider.ts';
import { ProviderError } from './provider-error.ts';
import { withDeadline } from './with-deadline.ts';

/** The part of the Workers AI binding (`env.AI`) this provider uses. */
export interface WorkersAiBinding {
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

export interface WorkersAiOptions {
  ai: WorkersAiBinding;
  /** e.g. '@cf/meta/llama-3.1-8b-instruct'. */
  model: string;
  timeoutMs?: number;
}

export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct';

/** Workers AI through its binding: `env.AI.run(model, { messages })` answers `{ response: string }`. */
export class WorkersAiProvider implements LlmProvider {
  readonly name = 'workers-ai';
  readonly #ai: WorkersAiBinding;
  readonly #model: string;
  readonly #timeoutMs: number;

  constructor(options: WorkersAiOptions) {
    this.#ai = options.ai;
    this.#model = options.model;
    this.#timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async complete(request: CompletionRequest, signal?: AbortSignal): Promise<string> {
    // The binding takes no AbortSignal; withDeadline still releases the caller when the deadline passes.
    const output = await withDeadline(this.#timeoutMs, signal, () =>
      this.#ai.run(this.#model, {
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        max_tokens: request.maxTokens ?? 1024,
        temperature: 0,
      }),
    );
    const response = typeof output === 'object' && output !== null ? (output as { response?: unknown }).response : undefined;
    // Some models in JSON mode hand back an already-parsed object as `response`.
    if (typeof response === 'object' && response !== null) return JSON.stringify(response);
    if (typeof response !== 'string' || response.trim() === '') throw new ProviderError('invalid_output');
    return response;
  }
}
