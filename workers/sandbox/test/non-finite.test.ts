import { describe, expect, it } from 'vitest';
import { createExecutor } from '../src/executor.ts';
import { createNodeModuleLoader } from '../src/node-loader.ts';

const executor = createExecutor({ loadModule: createNodeModuleLoader() });

/** JSON has no Infinity or NaN: a top-level non-finite result is reported as such, never as a silent null. */
describe('non-finite results', () => {
  it.each([
    ['1/0', 'Infinity'],
    ['-1/0', '-Infinity'],
    ['0/0', 'NaN'],
    ['Math.pow(2, 1000000)', 'Infinity'],
    ['Math.pow(9, Math.pow(9, 9))', 'Infinity'],
    ['var result = -Infinity; 1', '-Infinity'],
  ])('%s → ok with nonFinite %s', async (code, value) => {
    expect(await executor.run({ code })).toMatchObject({ ok: true, output: null, nonFinite: value });
  });

  it('leaves finite numbers, null and strings that look like the marker alone', async () => {
    expect(await executor.run({ code: '2 ** 10' })).toMatchObject({ ok: true, output: 1024 });
    expect(await executor.run({ code: 'null' })).toEqual({ ok: true, output: null, instructions: expect.any(Number) });
    expect(await executor.run({ code: "'#nonfinite:Infinity'" })).toMatchObject({ ok: true, output: '#nonfinite:Infinity' });
  });
});
