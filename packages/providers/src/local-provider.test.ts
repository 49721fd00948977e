import { describe, expect, it } from 'vitest';
import { judgeEntailment } from './judge-entailment.ts';
import { LocalProvider } from './local-provider.ts';
import { translateLogic } from './translate-logic.ts';
import { translateMath } from './translate-math.ts';

describe('LocalProvider through the typed helpers', () => {
  const local = new LocalProvider();

  it('translates math offline', async () => {
    expect(await translateMath(local, 'What is the square root of 144?')).toMatchObject({ expression: 'sqrt(144)', claim_stated: false });
    expect(await translateMath(local, 'Is 2+2 equal to 5?')).toMatchObject({ expression: '2+2', claimed_answer: 5 });
    await expect(translateMath(local, 'Who wrote Hamlet?')).rejects.toMatchObject({ kind: 'not_math' });
  });

  it('translates simple logic offline', async () => {
    expect(await translateLogic(local, 'x is greater than 3 and x is less than 5, x is an integer')).toBe(
      '(declare x Int) (and (> x 3) (< x 5))',
    );
  });

  it('never judges entailment: INCONCLUSIVE with zero confidence', async () => {
    expect(await judgeEntailment(local, 'The sky is green', ['The sky is blue.'])).toMatchObject({
      verdict: 'INCONCLUSIVE',
      confidence: 0,
    });
  });

  it('has no free-form completion', async () => {
    await expect(local.complete()).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('respects an already aborted signal', async () => {
    const c = new AbortController();
    c.abort();
    await expect(local.translateMath('What is 2+2?', c.signal)).rejects.toMatchObject({ kind: 'timeout' });
  });
});
