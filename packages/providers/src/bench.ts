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
const WORD_PROBLEM = 'A worker is paid $18 per hour and works 7 hours a day. How much does the worker earn in 5 days?';
const LOGIC_QUERY = 'x and y are integers, x + y = 10, x - y = 2, x is at least 0';

/**
 * The slowest word problems measured near the 4,000-character cap: long sentences the clause splitter, the cue audit
 * and the whole-problem frames (clock times, interest) scan, and a story with the most factors dimensional analysis
 * tries (8 factors, 256 products).
 */
const WORST_WORD_PROBLEMS = [
  `${'a '.repeat(1990)}?`,
  `if ${'a b c, '.repeat(500)}how many?`,
  `A bus leaves at 10:25 am and ${'x '.repeat(1900)}arrives at 2:05 pm. How many minutes does the ride take?`,
  `Hal puts $3,600 in an account ${'a '.repeat(1900)}that pays 2% simple interest per year. How much interest does he earn in 6 years?`,
  `${'a, '.repeat(1300)}rounded to the nearest cent?`,
  'A worker earns $18 per hour. She works 7 hours a day, 5 days a week, for 4 weeks. A bus ticket costs $3 per day. ' +
    'Lunch costs $8 per day. She saves 20 percent of the rest. A week has 7 days. How much does she save in 3 weeks?',
];

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

/** A word problem is read in full (story, question, answer strategies) whether or not it is translated. */
function translateOrRefuse(query: string) {
  try {
    translateMathLocally(query);
  } catch {
    /* refused */
  }
}

/**
 * Offline-translator cost, for the engine benchmark table: ms per op of local math translation (one-line phrasing, and a word problem read in full)
 * over a mix of phrasings, and of local logic translation. Runs in workerd and Node (no Node APIs).
 */
export async function benchLocalTranslation(minMs = 300): Promise<Record<string, number>> {
  let i = 0;
  const next = () => MATH_QUERIES[i++ % MATH_QUERIES.length] ?? '';
  return {
    local_math_translate_ms: loop(() => void translateMathLocally(next()), minMs),
    local_word_problem_translate_ms: loop(() => void translateOrRefuse(WORD_PROBLEM), minMs),
    local_word_problem_worst_ms: Math.max(...WORST_WORD_PROBLEMS.map((q) => loop(() => void translateOrRefuse(q), minMs / 3))),
    local_logic_translate_ms: loop(() => void translateLogicLocally(LOGIC_QUERY), minMs),
  };
}
