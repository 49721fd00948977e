/**
 * Hand-labelled IRAC traces (corpus/traces.json, written by corpus/make_traces.py). An incomplete trace must never
 * come back verified. Run: ./node_modules/.bin/vitest run --project node packages/engines/src/process/corpus.test.ts
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { IracStep } from './irac-structure.ts';
import { type IracProcessResult, verifyProcess } from './verify-process.ts';

const TRACES = JSON.parse(readFileSync(new URL('./corpus/traces.json', import.meta.url), 'utf8')) as Array<{
  trace: string;
  steps: IracStep[];
  verified: boolean;
}>;

describe('process corpus (hand-labelled traces)', () => {
  it('finds the labelled steps and never verifies an incomplete trace', () => {
    const results = TRACES.map((t) => ({ t, r: verifyProcess({ trace: t.trace }) as IracProcessResult }));
    const exact = results.filter(
      ({ t, r }) => [...r.found_steps].sort((a, b) => a.localeCompare(b)).join() === [...t.steps].sort((a, b) => a.localeCompare(b)).join(),
    );
    const falseVerified = results.filter(({ t, r }) => r.verified && !t.verified);
    const refused = results.filter(({ t, r }) => !r.verified && t.verified);
    const lines = [
      `process corpus: ${TRACES.length} traces, ${exact.length} with exactly the labelled steps, ${falseVerified.length} false VERIFIED, ${refused.length} complete traces not verified`,
      ...results
        .filter((x) => !exact.includes(x))
        .map(
          ({ t, r }) =>
            `  steps differ: labelled [${t.steps.join(', ')}] found [${r.found_steps.join(', ')}]: ${t.trace.slice(0, 80).replace(/\n/g, ' ')}`,
        ),
    ];
    console.log(lines.join('\n'));
    expect(TRACES.length).toBeGreaterThanOrEqual(30);
    expect(falseVerified).toEqual([]);
    expect(exact.length).toBe(TRACES.length);
  });
});
