import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { factWorstCase } from './bench-fact.ts';
import { LABELLED_FACTS } from './labelled-set.ts';
import { MAX_SENTENCE_CHARS } from './text-units.ts';
import {
  EVIDENCE_SENTENCES,
  type FactWork,
  MAX_FACT_CLAIM_CHARS,
  MAX_FACT_CONTEXT_CHARS,
  PARSE_BUDGET,
  verifyFact,
} from './verify-fact.ts';

/**
 * The fact engine's work is linear in the context (one tokenisation, one BM25 pass) plus a fixed number of fully
 * analysed sentences, each at most MAX_SENTENCE_CHARS long. These are the bounds the tests assert.
 */
const MAX_ANALYSED = 2 * EVIDENCE_SENTENCES * 7;

function bounded(w: FactWork | undefined): void {
  expect(w).toBeDefined();
  const work = w as FactWork;
  expect(work.context_chars).toBeLessThanOrEqual(MAX_FACT_CONTEXT_CHARS);
  expect(work.tokens).toBeLessThanOrEqual(Math.ceil(work.context_chars / 2) + 1);
  expect(work.sentences).toBeLessThanOrEqual(work.context_chars);
  expect(work.analysed).toBeLessThanOrEqual(MAX_ANALYSED);
}

describe('fact engine caps and work counters', () => {
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const words = ['Alpha', 'beta', 'Gamma', '42', 'metres', 'Monday', 'in', 'the', 'July', '1999', 'not', 'before', 'It', 'company', '12%'];
  const soup = (n: number) => {
    let s = '';
    while (s.length < n) s += `${words[Math.floor(rnd() * words.length)]} `;
    return s.slice(0, n);
  };
  const prose = LABELLED_FACTS.map((c) => c.context)
    .join(' ')
    .repeat(6)
    .slice(0, MAX_FACT_CONTEXT_CHARS);
  const contexts: Record<string, string> = {
    'prose at the cap': prose,
    'word soup at the cap': soup(MAX_FACT_CONTEXT_CHARS),
    'no punctuation': 'a '.repeat(MAX_FACT_CONTEXT_CHARS / 2),
    'initials only': 'A. '.repeat(Math.floor(MAX_FACT_CONTEXT_CHARS / 3)),
    'nested brackets': `${'('.repeat(MAX_FACT_CONTEXT_CHARS / 2 - 10)}x${')'.repeat(MAX_FACT_CONTEXT_CHARS / 2 - 10)}`,
    'all capitals': 'Alpha Beta '.repeat(Math.floor(MAX_FACT_CONTEXT_CHARS / 11)),
  };
  const claims = [
    'The Eiffel Tower is 300 metres tall.',
    'Alpha Gamma rose 12% on Monday before July 1999.',
    `${'Alpha '.repeat(320)}Gamma 42 metres.`.slice(0, MAX_FACT_CLAIM_CHARS),
  ];

  it('answers every worst-case shape at the caps within the counted bounds', () => {
    for (const [name, context] of Object.entries(contexts)) {
      for (const claim of claims) {
        const r = verifyFact({ claim, context });
        bounded(r.work);
        console.log(`${name} / ${claim.slice(0, 24)}…: ${r.verdict} ${JSON.stringify(r.work)}`);
      }
    }
  });

  it('cuts sentences without punctuation into bounded pieces', () => {
    const r = verifyFact({ claim: 'a b', context: 'word '.repeat(MAX_FACT_CONTEXT_CHARS / 5) });
    expect((r.work as FactWork).sentences).toBeGreaterThanOrEqual(Math.floor(MAX_FACT_CONTEXT_CHARS / MAX_SENTENCE_CHARS));
  });

  it('spends at most the parse budget, and never refutes once a sentence was left unparsed', () => {
    expect((verifyFact(factWorstCase()).work as FactWork).parse_steps).toBeLessThanOrEqual(PARSE_BUDGET);
    const clause = 'Norvik sold Tessel to Brandt for 48 million euros in 2019, and it did not buy Alder from Orsa';
    const sentence = `${Array.from({ length: 6 }, () => clause).join(', while ')}. `;
    const claim = 'Norvik sold Tessel to Brandt for 50 million euros in 2019.';
    // One clause-dense sentence fits the budget and contradicts the claim; a second one does not fit, and it might
    // have stated the claim.
    expect(verifyFact({ claim, context: sentence }).verdict).toBe('REFUTED');
    const r = verifyFact({ claim, context: sentence.repeat(2) });
    expect(r.verdict).toBe('INCONCLUSIVE');
    expect((r.work as FactWork).parse_steps).toBeLessThanOrEqual(PARSE_BUDGET);
  });

  it('refuses inputs over the caps with INPUT_TOO_COMPLEX before any work', () => {
    expect(() => verifyFact({ claim: 'x'.repeat(MAX_FACT_CLAIM_CHARS + 1), context: 'x' })).toThrow(InputTooComplexError);
    expect(() => verifyFact({ claim: 'x', context: 'x'.repeat(MAX_FACT_CONTEXT_CHARS + 1) })).toThrow(InputTooComplexError);
  });
});
