import { evaluateExact } from './local/exact-evaluate.ts';
import { translateLogicLocally } from './local/translate-logic-locally.ts';
import { translateMathLocally } from './local/translate-math-locally.ts';

const MATH_QUERIES = [
  'What is the square root of 144?',
  'What is 15% of 200?',
  'Is 2+2 equal to 5?',
  'What is the average of 10, 20 and 30?',
  'What is the simple interest on $1,000 at 5% for 3 years?',
  'What is one hundred and five minus twelve?',
];
const LOGIC_QUERY = 'x and y are integers, x + y = 10, x - y = 2, x is at least 0';

/** Mean ms per call over a loop of at least `minMs` (workerd's clock has 1 ms resolution, so one call says nothing). */
function loop(fn: () => void, minMs: number): number {
  fn(); // warm-up (regex compilation)
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    fn();
    n++;
    elapsed = performance.now() - start;
  }
  return elapsed / n;
}

/**
 * Offline-translator cost, for the engine benchmark table: ms per op of local math translation (+ exact evaluation)
 * over a mix of phrasings, and of local logic translation. Runs in workerd and Node (no Node APIs).
 */
export async function benchLocalTranslation(minMs = 300): Promise<Record<string, number>> {
  let i = 0;
  const next = () => MATH_QUERIES[i++ % MATH_QUERIES.length] ?? '';
  return {
    local_math_translate_ms: loop(() => void translateMathLocally(next()), minMs),
    local_math_translate_and_evaluate_ms: loop(() => void evaluateExact(translateMathLocally(next()).expression), minMs),
    local_logic_translate_ms: loop(() => void translateLogicLocally(LOGIC_QUERY), minMs),
  };
}
