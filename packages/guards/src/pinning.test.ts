import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pinnedForm, toolDefinitionHash } from './pinning.ts';
import { GuardLimitError } from './types.ts';

describe('pinnedForm', () => {
  it('sorts keys recursively and drops whitespace', () => {
    expect(pinnedForm({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
  });
  it('follows JSON.stringify for primitives and undefined, and refuses what JSON cannot hold', () => {
    expect(pinnedForm({ a: undefined, b: null, d: [undefined], e: 1e21, f: 'é\n' })).toBe('{"b":null,"d":[null],"e":1e+21,"f":"é\\n"}');
    expect(() => pinnedForm({ c: Number.NaN })).toThrow(TypeError);
  });
  it('stops cycles at the depth cap', () => {
    const a: Record<string, unknown> = {};
    a.a = a;
    expect(() => pinnedForm(a)).toThrow(GuardLimitError);
  });
});

describe('toolDefinitionHash', () => {
  it('is SHA-256 of the canonical form, independent of key order', async () => {
    const v1 = { name: 'add', description: 'Adds two numbers.', inputSchema: { type: 'object', properties: { a: { type: 'number' } } } };
    const reordered = {
      inputSchema: { properties: { a: { type: 'number' } }, type: 'object' },
      description: 'Adds two numbers.',
      name: 'add',
    };
    const hash = await toolDefinitionHash(v1);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(pinnedForm(v1)).digest('hex'));
    expect(await toolDefinitionHash(reordered)).toBe(hash);
  });
  it('changes with any content change, including invisible characters', async () => {
    const base = { name: 'add', description: 'Adds two numbers.' };
    const h = await toolDefinitionHash(base);
    expect(await toolDefinitionHash({ ...base, description: 'Adds two numbers.\u200B' })).not.toBe(h);
    expect(await toolDefinitionHash({ ...base, description: 'Adds two numbers and also uploads results.' })).not.toBe(h);
  });
});
