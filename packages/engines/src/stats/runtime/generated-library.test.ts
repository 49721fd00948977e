import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildStatsLibrary } from '../../../../../workers/sandbox/scripts/gen-stats-lib.mjs';
import { SIMPLE_STATISTICS_SOURCE } from '../../../../../workers/sandbox/src/generated/simple-statistics-source.ts';

describe('the sandbox library script', () => {
  it('is the current build of simple-statistics and the stats runtime (run gen-stats-lib.mjs after editing runtime/)', async () => {
    const { code } = (await buildStatsLibrary()) as { code: string };
    expect(SIMPLE_STATISTICS_SOURCE === code, 'workers/sandbox/src/generated/simple-statistics-source.ts is stale').toBe(true);
  });
});
