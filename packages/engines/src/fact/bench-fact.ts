import { type EngineBench, benchLoop as loop } from '../bench-loop.ts';
import { LABELLED_FACTS } from './labelled-set.ts';
import { MAX_CLAIM_CLAUSES, MAX_FACT_CONTEXT_CHARS, verifyFact } from './verify-fact.ts';

/** Clauses that every ranked sentence and the claim share: each is parsed, resolved and compared with every other. */
const CLAUSE = 'Norvik sold Tessel to Brandt for 48 million euros in 2019, and it did not buy Alder from Orsa';

/** The costliest input of the clause analysis under the caps (also measured as CPU in bench/corpora.ts). */
export function factWorstCase(): { claim: string; context: string } {
  const sentence = `${Array.from({ length: 6 }, () => CLAUSE).join(', while ')}.`;
  return {
    // As many clauses as a claim may have (each CLAUSE is two): a longer claim is refused before any comparison.
    claim: `${Array.from({ length: MAX_CLAIM_CLAUSES / 2 }, () => CLAUSE).join(', and ')}.`,
    context: `${sentence} `.repeat(Math.ceil(MAX_FACT_CONTEXT_CHARS / (sentence.length + 1))).slice(0, MAX_FACT_CONTEXT_CHARS),
  };
}

/**
 * ms per claim over the labelled set (about 5 sentences of context each), one claim over a ~200-sentence context
 * (the first 40 labelled contexts joined), one over a context at the length cap (all contexts ×4, cut at
 * the 32,000-character cap, ~500 sentences), and the worst case of the clause analysis: a claim of as many clauses as a claim may have,
 * which every sentence of a context at the cap repeats in sentences of ~600 characters, so the parse budget and the
 * comparison cap are what bound the work.
 */
export function benchFact(minMs = 300): EngineBench[] {
  let i = 0;
  const medium = LABELLED_FACTS.slice(0, 40)
    .map((c) => c.context)
    .join(' ');
  const big = LABELLED_FACTS.map((c) => c.context)
    .join(' ')
    .repeat(4)
    .slice(0, MAX_FACT_CONTEXT_CHARS);
  const { claim: worstClaim, context: worstContext } = factWorstCase();
  return [
    loop(
      'fact claim (short context)',
      () => {
        const c = LABELLED_FACTS[i++ % LABELLED_FACTS.length];
        if (c) verifyFact({ claim: c.claim, context: c.context });
      },
      minMs,
    ),
    loop('fact claim (~200 sentences)', () => verifyFact({ claim: 'The Eiffel Tower is 300 metres tall.', context: medium }), minMs),
    loop(
      'fact claim (context at the 32,000-character cap, ~500 sentences)',
      () => verifyFact({ claim: 'The Eiffel Tower is 300 metres tall.', context: big }),
      minMs,
    ),
    loop(
      'fact worst case (12-clause claim, a context at the cap of long clause-dense sentences)',
      () => verifyFact({ claim: worstClaim, context: worstContext }),
      minMs,
    ),
  ];
}

export type { EngineBench };
