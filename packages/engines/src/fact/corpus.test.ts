/**
 * The hand-labelled claim/context corpus (corpus/cases.json, written by corpus/make_cases.py). A false claim must
 * never come back SUPPORTED; INCONCLUSIVE is a refusal, counted but allowed.
 * Run: ./node_modules/.bin/vitest run --project node packages/engines/src/fact/corpus.test.ts
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type FactVerdict, verifyFact } from './verify-fact.ts';

interface Case {
  claim: string;
  context: string;
  expected: FactVerdict;
}

const CASES = JSON.parse(readFileSync(new URL('./corpus/cases.json', import.meta.url), 'utf8')) as Case[];

describe('fact corpus (hand-labelled, adversarial)', () => {
  const results = CASES.map((c) => ({ c, r: verifyFact({ claim: c.claim, context: c.context }) }));

  it('has at least 100 pairs and never answers SUPPORTED for a claim that is not', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
    const correct = results.filter((x) => x.r.verdict === x.c.expected);
    const falseSupported = results.filter((x) => x.r.verdict === 'SUPPORTED' && x.c.expected !== 'SUPPORTED');
    const falseRefuted = results.filter((x) => x.r.verdict === 'REFUTED' && x.c.expected !== 'REFUTED');
    const refused = results.filter((x) => x.r.verdict === 'INCONCLUSIVE' && x.c.expected !== 'INCONCLUSIVE');
    const lines = [
      `fact corpus: ${CASES.length} cases, ${correct.length} correct, ${refused.length} refused (INCONCLUSIVE), ${falseSupported.length} false SUPPORTED, ${falseRefuted.length} false REFUTED`,
    ];
    for (const v of ['SUPPORTED', 'REFUTED', 'INCONCLUSIVE'] as const) {
      const of = results.filter((x) => x.c.expected === v);
      lines.push(`  expected ${v.padEnd(12)} ${of.filter((x) => x.r.verdict === v).length}/${of.length}`);
    }
    for (const x of [...falseSupported, ...falseRefuted])
      lines.push(`  WRONG ${x.r.verdict} (expected ${x.c.expected}): ${x.c.claim} — ${x.r.reasoning.slice(0, 150)}`);
    for (const x of refused) lines.push(`  refused (expected ${x.c.expected}): ${x.c.claim} — ${x.r.reasoning.slice(0, 120)}`);
    console.log(lines.join('\n'));
    expect(falseSupported.map((x) => x.c.claim)).toEqual([]);
    expect(falseRefuted.map((x) => x.c.claim)).toEqual([]);
    // A floor against refusals creeping in. Each new group of pairs is written against the rules' known gaps, so many of
    // its pairs are refused (INCONCLUSIVE, allowed) when it is added: 335 of 454 correct (73.8 %) with the fifth group.
    expect(correct.length / CASES.length).toBeGreaterThanOrEqual(0.73);
  });

  it('answers the examples of the issue as labelled or refuses, never the opposite', () => {
    for (const { c, r } of results.slice(0, 10)) {
      if (c.expected === 'SUPPORTED') expect(r.verdict, c.claim).toBe('SUPPORTED');
      else expect(r.verdict, c.claim).not.toBe('SUPPORTED');
    }
  });
});
