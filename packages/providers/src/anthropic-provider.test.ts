import { describe, expect, it } from 'vitest';
import { AnthropicProvider } from './anthropic-provider.ts';
import { judgeEntailment } from './judge-entailment.ts';
import { ProviderError } from './provider-error.ts';

const message = (text: string) => JSON.stringify({ id: 'msg', type: 'message', role: 'assistant', content: [{ type: 'text', text }] });

describe('AnthropicProvider', () => {
  it('calls /v1/messages with the API key and version headers', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const provider = new AnthropicProvider({
      apiKey: 'ak',
      model: 'claude-x',
      fetchImpl: async (url, init) => {
        seen = { url, init };
        return new Response(message('{"verdict":"supported","confidence":0.9,"reasoning":"sentence 1 says so"}'));
      },
    });
    const j = await judgeEntailment(provider, 'Paris is in France', ['Paris is the capital of France.']);
    expect(j).toEqual({ verdict: 'SUPPORTED', confidence: 0.9, reasoning: 'sentence 1 says so' });
    expect(seen?.url).toBe('https://api.anthropic.com/v1/messages');
    const headers = seen?.init.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe('ak');
    expect(headers['anthropic-version']).toBe('2023-06-01');
    const body = JSON.parse(String(seen?.init.body));
    expect(body.model).toBe('claude-x');
    expect(body.system).toContain('SUPPORTED');
    expect(body.messages[0].content).toContain('[1] Paris is the capital of France.');
  });

  it('rejects an unknown verdict and a 429 with typed errors', async () => {
    const bad = new AnthropicProvider({
      apiKey: 'k',
      model: 'm',
      fetchImpl: async () => new Response(message('{"verdict":"MAYBE","confidence":0.5,"reasoning":""}')),
    });
    await expect(judgeEntailment(bad, 'c', ['e'])).rejects.toMatchObject({ kind: 'invalid_output' });
    const limited = new AnthropicProvider({
      apiKey: 'k',
      model: 'm',
      fetchImpl: async () => new Response('{"error":"rate"}', { status: 429 }),
    });
    const err = await limited.complete({ system: 's', user: 'u' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'http', httpStatus: 429 });
  });

  it('times out', async () => {
    const slow = new AnthropicProvider({ apiKey: 'k', model: 'm', timeoutMs: 20, fetchImpl: () => new Promise(() => {}) });
    await expect(slow.complete({ system: 's', user: 'u' })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
