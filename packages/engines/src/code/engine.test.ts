import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';
import { UnsupportedLanguageError } from './types.ts';

const engine = createCodeEngine(nodeCodeRuntime());

describe('code engine', () => {
  it('smoke', async () => {
    const r = await engine.verifyCode({ code: 'import os\nx = eval(input())\nos.system("ls " + x)\n' });
    console.log(JSON.stringify(r, null, 1));
    expect(r.is_safe).toBe(false);
  });
});
