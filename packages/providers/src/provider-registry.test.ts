import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider-error.ts';
import { createProviderRegistry, normaliseProviderName } from './provider-registry.ts';

const kindOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return e instanceof ProviderError ? e.kind : 'other';
  }
};

describe('createProviderRegistry', () => {
  it('always has local, and only local without configuration', () => {
    const r = createProviderRegistry({});
    expect(r.names()).toEqual(['local']);
    expect(r.default).toBe('local');
    expect(r.get().name).toBe('local');
    expect(r.get('LOCAL').name).toBe('local');
    expect(kindOf(() => r.get('openai'))).toBe('unavailable');
    expect(kindOf(() => r.get('anthropic'))).toBe('unavailable');
    expect(kindOf(() => r.get('workers-ai'))).toBe('unavailable');
    expect(kindOf(() => r.get('gpt-17'))).toBe('unavailable');
  });

  it('configures each provider from its settings', () => {
    const r = createProviderRegistry({
      LLM_PROVIDER: 'anthropic',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      ANTHROPIC_API_KEY: 'ak',
      ai: { run: async () => ({ response: 'x' }) },
    });
    expect(r.names().sort()).toEqual(['anthropic', 'local', 'openai', 'workers-ai']);
    expect(r.default).toBe('anthropic');
    expect(r.get().name).toBe('anthropic');
    expect(r.get('openai').name).toBe('openai');
    expect(r.get('workers_ai').name).toBe('workers-ai');
    expect(r.get('openai-compatible').name).toBe('openai');
  });

  it('an OpenAI key alone configures the OpenAI endpoint', async () => {
    let url = '';
    const r = createProviderRegistry({
      OPENAI_API_KEY: 'sk',
      fetchImpl: async (u) => {
        url = u;
        return new Response(JSON.stringify({ choices: [{ message: { content: 'ok' } }] }));
      },
    });
    expect(await r.get('openai').complete({ system: 's', user: 'u' })).toBe('ok');
    expect(url).toBe('https://api.openai.com/v1/chat/completions');
  });

  it('does not silently fall back when the configured default is missing', () => {
    const r = createProviderRegistry({ LLM_PROVIDER: 'openai' });
    expect(r.default).toBe('openai');
    expect(kindOf(() => r.get())).toBe('unavailable');
    expect(r.get('local').name).toBe('local');
  });

  it('passes the injected timeout to the providers', async () => {
    const r = createProviderRegistry({ OPENAI_BASE_URL: 'http://x/v1', timeoutMs: 20, fetchImpl: () => new Promise(() => {}) });
    await expect(r.get('openai').complete({ system: 's', user: 'u' })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('normalises names', () => {
    expect(normaliseProviderName(' Workers_AI ')).toBe('workers-ai');
    expect(normaliseProviderName('nope')).toBeNull();
  });
});
