import { type EngineBench, benchLoop as loop } from '../bench-loop.ts';
import { LABELLED_FACTS } from './labelled-set.ts';
import { verifyFact } from './verify-fact.ts';

/**
 * ms per claim over the labelled set (about 5 sentences of context each), one claim over a ~200-sentence context
 * (the first 40 labelled contexts joined) and one over a context near the 100,000-character cap (all contexts ×4,
 * 85 KB, ~1,400 sentences).
 */
export function benchFact(minMs = 300): EngineBench[] {
  let i = 0;
  const medium = LABELLED_FACTS.slice(0, 40)
    .map((c) => c.context)
    .join(' ');
  const big = LABELLED_FACTS.map((c) => c.context)
    .join(' ')
    .repeat(4);
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
      'fact claim (85 KB context, ~1,400 sentences)',
      () => verifyFact({ claim: 'The Eiffel Tower is 300 metres tall.', context: big }),
      minMs,
    ),
  ];
}

export type { EngineBench };
