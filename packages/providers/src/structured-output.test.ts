import { describe, expect, it } from 'vitest';
import type { LlmProvider } from './llm-provider.ts';
import { extractJsonObject } from './structured-output.ts';
import { extractLogicProgram } from './translate-logic.ts';
import { translateMath } from './translate-math.ts';

const replying = (text: string): LlmProvider => ({ name: 'fake', complete: async () => text });

describe('extractJsonObject', () => {
  it('finds the object inside prose and fences, ignoring braces inside strings', () => {
    expect(extractJsonObject('Here: ```json\n{"a": "x}y", "b": {"c": 1}}\n``` done')).toEqual({ a: 'x}y', b: { c: 1 } });
  });
  it.each(['no json here', '{"a": 1', '{bad: json}'])('rejects %s', (t) => {
    expect(() => extractJsonObject(t)).toThrow(expect.objectContaining({ kind: 'invalid_output' }));
  });
});

describe('translateMath validation', () => {
  it('accepts numeric strings and percentage confidences', async () => {
    const t = await translateMath(replying('{"expression":"2+2","claimed_answer":"4","reasoning":"r","confidence":"80"}'), 'q');
    expect(t).toEqual({ expression: '2+2', claimed_answer: 4, reasoning: 'r', confidence: 0.8 });
  });
  it.each([
    '{"expression":"","claimed_answer":4,"reasoning":"","confidence":1}',
    '{"expression":"2+2","claimed_answer":"four","reasoning":"","confidence":1}',
    '{"expression":"2+2","claimed_answer":4,"reasoning":"","confidence":250}',
    '{"expression":"2+2","claimed_answer":4,"reasoning":"","confidence":-1}',
    `{"expression":"${'1+'.repeat(600)}1","claimed_answer":4,"reasoning":"","confidence":1}`,
  ])('rejects %s', async (text) => {
    await expect(translateMath(replying(text), 'q')).rejects.toMatchObject({ kind: 'invalid_output' });
  });
});

describe('extractLogicProgram', () => {
  it('strips fences and prose', () => {
    expect(extractLogicProgram('Program:\n```\n(declare p Bool) (or p (not p))\n```')).toBe('(declare p Bool) (or p (not p))');
  });
  it.each(['no program', '(and (> x 1)', ') ('])('rejects %s', (t) => {
    expect(() => extractLogicProgram(t)).toThrow(expect.objectContaining({ kind: 'invalid_output' }));
  });
});
