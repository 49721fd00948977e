import { describe, expect, it } from 'vitest';
import { createExecutor } from '../../../../workers/sandbox/src/executor.ts';
import { createNodeModuleLoader } from '../../../../workers/sandbox/src/node-loader.ts';
import { benchStats } from './bench.ts';

describe('benchStats', () => {
  it('runs every bench step through a real sandbox (small sizes)', async () => {
    const executor = createExecutor({ loadModule: createNodeModuleLoader() });
    const results = await benchStats(
      async (code, input, library) => {
        const r = await executor.run({ code, input, library });
        if (!r.ok) throw new Error(`sandbox ${r.error}`);
        return r.output;
      },
      () => performance.now(),
      { sizes: [200], minMs: 5, maxIterations: 3 },
    );
    // Two overhead rows, then per size and query: the typed-column read and the sandbox run.
    expect(results.length).toBe(2 + 2 * 4);
    for (const r of results) expect(r.msPerCall).toBeGreaterThan(0);
  });
});
