import * as z from 'zod';
import { type CompletionRequest, type FetchLike, type LlmProvider, PROVIDER_TIMEOUT_MS } from './llm-provider.ts';
import { ProviderError } from './provider-error.ts';
import { defaultFetch, postJson } from './with-deadline.ts';

export interface AnthropicOptions {
  apiKey: string;
  model: string;
  /** Default https://api.anthropic.com; the path /v1/messages is appended. */
  baseUrl?: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

const MessagesResponse = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
});

/** Anthropic Messages API (POST /v1/messages, `x-api-key`, `anthropic-version: 2023-06-01`). */
export class AnthropicProvider implements LlmProvider {
  readonly name = 'anthropic';
  readonly #url: string;
  readonly #apiKey: string;
  readonly #model: string;
  readonly #fetch: FetchLike;
  readonly #timeoutMs: number;

  constructor(options: AnthropicOptions) {
    this.#url = `${(options.baseUrl ?? 'https://api.anthropic.com').replace(/\/+$/, '')}/v1/messages`;
    this.#apiKey = options.apiKey;
    this.#model = options.model;
    this.#fetch = options.fetchImpl ?? defaultFetch;
    this.#timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async complete(request: CompletionRequest, signal?: AbortSignal): Promise<string> {
    const body = {
      model: this.#model,
      max_tokens: request.maxTokens ?? 1024,
      temperature: 0,
      system: request.system,
      messages: [{ role: 'user', content: request.user }],
    };
    const headers = { 'x-api-key': this.#apiKey, 'anthropic-version': '2023-06-01' };
    const json = await postJson(this.#fetch, this.#url, headers, body, this.#timeoutMs, signal);
    const parsed = MessagesResponse.safeParse(json);
    if (!parsed.success) throw new ProviderError('invalid_output');
    const text = parsed.data.content
      .filter((block) => block.type === 'text' && typeof block.text === 'string')
      .map((block) => block.text)
      .join('');
    if (text.trim() === '') throw new ProviderError('invalid_output');
    return text;
  }
}
