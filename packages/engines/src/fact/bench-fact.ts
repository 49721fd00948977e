import { LABELLED_FACTS } from './labelled-set.ts';
import { verifyFact } from './verify-fact.ts';

export interface EngineBench {
  name: string;
  iterations: number;
  msPerOp: number;
}

function loop(name: string, fn: () => unknown, minMs: number): EngineBench {
  fn();
  const start = performance.now();
  let iterations = 0;
  while (iterations < 100_000 && (iterations === 0 || performance.now() - start < minMs)) {
    fn();
    iterations++;
  }
  return { name, iterations, msPerOp: (performance.now() - start) / iterations };
}

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
