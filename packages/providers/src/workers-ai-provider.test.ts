import { describe, expect, it } from 'vitest';
import { translateMath } from './translate-math.ts';
import { WorkersAiProvider } from './workers-ai-provider.ts';

describe('WorkersAiProvider', () => {
  it('runs the model through the binding with system and user messages', async () => {
    const calls: Array<{ model: string; input: Record<string, unknown> }> = [];
    const ai = {
      run: async (model: string, input: Record<string, unknown>) => {
        calls.push({ model, input });
        return { response: '{"expression":"sqrt(144)","claimed_answer":12,"reasoning":"root","confidence":0.8}' };
      },
    };
    const t = await translateMath(
      new WorkersAiProvider({ ai, model: '@cf/meta/llama-3.1-8b-instruct' }),
      'What is the square root of 144?',
    );
    expect(t.expression).toBe('sqrt(144)');
    expect(calls[0]?.model).toBe('@cf/meta/llama-3.1-8b-instruct');
    expect((calls[0]!.input.messages as Array<{ role: string }>).map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('accepts an already-parsed JSON response object', async () => {
    const ai = { run: async () => ({ response: { expression: '2+2', claimed_answer: 4, reasoning: '', confidence: 1 } }) };
    expect((await translateMath(new WorkersAiProvider({ ai, model: 'm' }), '2+2')).claimed_answer).toBe(4);
  });

  it('maps binding failures, empty output and timeouts to typed errors', async () => {
    const failing = new WorkersAiProvider({ ai: { run: async () => Promise.reject(new Error('AiError: 3040 capacity')) }, model: 'm' });
    const err = await failing.complete({ system: 's', user: 'u' }).catch((e: unknown) => e as Error);
    expect(err).toMatchObject({ kind: 'unavailable' });
    expect((err as Error).message).not.toContain('capacity');
    const empty = new WorkersAiProvider({ ai: { run: async () => ({}) }, model: 'm' });
    await expect(empty.complete({ system: 's', user: 'u' })).rejects.toMatchObject({ kind: 'invalid_output' });
    const slow = new WorkersAiProvider({ ai: { run: () => new Promise(() => {}) }, model: 'm', timeoutMs: 20 });
    await expect(slow.complete({ system: 's', user: 'u' })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
