import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildRuntimeSource } from './gen-runtime-source.mjs';
import { STATS_RUNTIME_SOURCE } from './runtime-source.ts';

describe('the stats runtime source sent to the sandbox', () => {
  it('is the current build of runtime/ (made at install, by wrangler builds and when the tests load)', async () => {
    const code = (await buildRuntimeSource()) as string;
    expect(STATS_RUNTIME_SOURCE === code, 'runtime-source.ts is stale').toBe(true);
  });
});
