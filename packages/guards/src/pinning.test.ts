import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, toolDefinitionHash } from './pinning.ts';

describe('canonicalJson', () => {
  it('sorts keys recursively and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
  });
  it('follows JSON.stringify for primitives, undefined and non-finite numbers', () => {
    expect(canonicalJson({ a: undefined, b: null, c: Number.NaN, d: [undefined], e: 1e21, f: 'é\n' })).toBe(
      '{"b":null,"c":null,"d":[null],"e":1e+21,"f":"é\\n"}',
    );
  });
  it('rejects cycles', () => {
    const a: Record<string, unknown> = {};
    a.a = a;
    expect(() => canonicalJson(a)).toThrow(TypeError);
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
    expect(hash).toBe(createHash('sha256').update(canonicalJson(v1)).digest('hex'));
    expect(await toolDefinitionHash(reordered)).toBe(hash);
  });
  it('changes with any content change, including invisible characters', async () => {
    const base = { name: 'add', description: 'Adds two numbers.' };
    const h = await toolDefinitionHash(base);
    expect(await toolDefinitionHash({ ...base, description: 'Adds two numbers.\u200B' })).not.toBe(h);
    expect(await toolDefinitionHash({ ...base, description: 'Adds two numbers and also uploads results.' })).not.toBe(h);
  });
});
