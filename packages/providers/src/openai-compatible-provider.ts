import * as z from 'zod';
import { type CompletionRequest, type FetchLike, type LlmProvider, PROVIDER_TIMEOUT_MS } from './llm-provider.ts';
import { ProviderError } from './provider-error.ts';
import { defaultFetch, postJson } from './with-deadline.ts';

export interface OpenAICompatibleOptions {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), http://host:8000/v1 (vLLM, llama.cpp). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
  /** Name reported as provider_used (default 'openai'). */
  name?: string;
}

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** POST {baseUrl}/chat/completions: the OpenAI chat API, also served by Ollama, vLLM and llama.cpp's server. */
export class OpenAICompatibleProvider implements LlmProvider {
  readonly name: string;
  readonly #url: string;
  readonly #apiKey: string | undefined;
  readonly #model: string;
  readonly #fetch: FetchLike;
  readonly #timeoutMs: number;

  constructor(options: OpenAICompatibleOptions) {
    this.name = options.name ?? 'openai';
    this.#url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.#apiKey = options.apiKey;
    this.#model = options.model;
    this.#fetch = options.fetchImpl ?? defaultFetch;
    this.#timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async complete(request: CompletionRequest, signal?: AbortSignal): Promise<string> {
    const body: Record<string, unknown> = {
      model: this.#model,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      temperature: 0,
      max_tokens: request.maxTokens ?? 1024,
    };
    // JSON mode is honoured by OpenAI, Ollama, vLLM and llama.cpp; the prompt still asks for JSON for servers that ignore it.
    if (request.jsonSchemaHint !== undefined) body.response_format = { type: 'json_object' };
    const headers: Record<string, string> = this.#apiKey ? { authorization: `Bearer ${this.#apiKey}` } : {};
    const json = await postJson(this.#fetch, this.#url, headers, body, this.#timeoutMs, signal);
    const parsed = ChatCompletion.safeParse(json);
    const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
    if (typeof content !== 'string' || content.trim() === '') throw new ProviderError('invalid_output');
    return content;
  }
}
