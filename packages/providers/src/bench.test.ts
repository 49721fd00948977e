import { expect, it } from 'vitest';
import { benchLocalTranslation } from './bench.ts';

it('benchLocalTranslation reports positive ms per op', async () => {
  const r = await benchLocalTranslation(20);
  console.log('benchLocalTranslation', r);
  for (const v of Object.values(r)) expect(v).toBeGreaterThan(0);
  expect(Object.keys(r)).toEqual([
    'local_math_translate_ms',
    'local_word_problem_translate_ms',
    'local_word_problem_worst_ms',
    'local_logic_translate_ms',
  ]);
});
