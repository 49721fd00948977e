import { describe, expect, it } from 'vitest';
import { HOLDOUT_FACTS, LABELLED_FACTS } from './labelled-set.ts';
import type { FactVerdict } from './verify-fact.ts';
import { verifyFact } from './verify-fact.ts';

describe('fact labelled set', () => {
  const results = LABELLED_FACTS.map((c) => ({ c, r: verifyFact({ claim: c.claim, context: c.context }) }));

  it('reports accuracy per verdict and meets the floor', () => {
    expect(LABELLED_FACTS.length).toBeGreaterThanOrEqual(50);
    const verdicts: FactVerdict[] = ['SUPPORTED', 'REFUTED', 'INCONCLUSIVE'];
    const lines: string[] = [];
    for (const v of verdicts) {
      const of = results.filter((x) => x.c.expected === v);
      const ok = of.filter((x) => x.r.verdict === v).length;
      lines.push(`${v.padEnd(12)} ${ok}/${of.length} = ${((100 * ok) / Math.max(1, of.length)).toFixed(1)}%`);
    }
    const correct = results.filter((x) => x.r.verdict === x.c.expected).length;
    lines.push(`${'overall'.padEnd(12)} ${correct}/${results.length} = ${((100 * correct) / results.length).toFixed(1)}%`);
    for (const x of results.filter((y) => y.r.verdict !== y.c.expected))
      lines.push(`  MISS expected ${x.c.expected} got ${x.r.verdict}: ${x.c.claim} — ${x.r.reasoning.slice(0, 160)}`);
    console.log(`fact accuracy\n${lines.join('\n')}`);
    // These labels are the truth, read with world knowledge ("Berlin is not in Paris"); the entailment rule answers
    // INCONCLUSIVE where only that knowledge decides. A wrong decided verdict is never allowed; a refusal is counted.
    expect(results.filter((x) => x.r.verdict !== 'INCONCLUSIVE' && x.r.verdict !== x.c.expected).map((x) => x.c.claim)).toEqual([]);
    expect(correct / results.length).toBeGreaterThanOrEqual(0.8);
    for (const v of verdicts) {
      const of = results.filter((x) => x.c.expected === v);
      expect(of.filter((x) => x.r.verdict === v).length / of.length).toBeGreaterThanOrEqual(v === 'REFUTED' ? 0.65 : 0.8);
    }
  });

  it('reports held-out accuracy (cases never used for tuning)', () => {
    const held = HOLDOUT_FACTS.map((c) => ({ c, r: verifyFact({ claim: c.claim, context: c.context }) }));
    const correct = held.filter((x) => x.r.verdict === x.c.expected).length;
    const lines = held
      .filter((x) => x.r.verdict !== x.c.expected)
      .map((x) => `  MISS expected ${x.c.expected} got ${x.r.verdict}: ${x.c.claim} — ${x.r.reasoning.slice(0, 140)}`);
    console.log(`fact held-out accuracy ${correct}/${held.length} = ${((100 * correct) / held.length).toFixed(1)}%\n${lines.join('\n')}`);
    expect(correct / held.length).toBeGreaterThanOrEqual(0.7);
  });

  it('gets every named example right, or refuses a refutation that needs world knowledge', () => {
    for (const x of results.filter((y) => y.c.named)) {
      if (x.c.expected === 'REFUTED') expect(['REFUTED', 'INCONCLUSIVE'], x.c.claim).toContain(x.r.verdict);
      else expect(x.r.verdict, x.c.claim).toBe(x.c.expected);
    }
  });

  it('quotes the evidence sentence and keeps confidence in [0, 1]', () => {
    for (const { r } of results) {
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(r.method).toBe('deterministic');
      if (r.evidence) expect(r.reasoning).toContain(r.evidence.slice(0, 40));
    }
  });
});
