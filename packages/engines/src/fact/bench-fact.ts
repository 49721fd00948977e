import { benchLoop as loop, type EngineBench } from '../bench-loop.ts';
import { LABELLED_FACTS } from './labelled-set.ts';
import { verifyFact } from './verify-fact.ts';

/** ms per claim over the labelled set (5–6 sentence contexts), and one claim over a ~200-sentence context. */
export function benchFact(minMs = 300): EngineBench[] {
  let i = 0;
  const big = LABELLED_FACTS.map((c) => c.context).join(' ').repeat(4);
  return [
    loop('fact claim (short context)', () => {
      const c = LABELLED_FACTS[i++ % LABELLED_FACTS.length];
      if (c) verifyFact({ claim: c.claim, context: c.context });
    }, minMs),
    loop('fact claim (~200 sentences)', () => verifyFact({ claim: 'The Eiffel Tower is 300 metres tall.', context: big }), minMs),
  ];
}

export type { EngineBench };
