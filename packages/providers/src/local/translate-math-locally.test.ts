import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { replaceNumberWords } from './number-words.ts';
import { translateMathLocally } from './translate-math-locally.ts';

const kindOf = (q: string) => {
  try {
    translateMathLocally(q);
    return 'ok';
  } catch (e) {
    return e instanceof ProviderError ? e.kind : 'other';
  }
};

describe('replaceNumberWords', () => {
  it.each([
    ['one hundred and twenty-five', '125'],
    ['two million three hundred thousand', '2300000'],
    ['a hundred and one dalmatians', '101 dalmatians'],
    ['what is twelve?', 'what is 12?'],
    ['one, two and three', '1, 2 and 3'],
    ['five twenty', '5 20'],
    ['twenty, five', '20, 5'],
    ['someone is here', 'someone is here'],
  ])('%s → %s', (input, out) => expect(replaceNumberWords(input)).toBe(out));
});

describe('translateMathLocally', () => {
  it.each([
    ['What is the square root of 144?', 'sqrt(144)'],
    ['What is 15% of 200?', '15/100*200'],
    ['What is twenty-five percent of one thousand?', '25/100*1000'],
    ['What is the sum of 2, 3 and 4?', '2+3+4'],
    ['What is 10 added to 5?', '10+5'],
    ['What is the total of 5, 10, 15 and 20?', '5+10+15+20'],
    ['Subtract 3 from 10', '10-3'],
    ['What is the difference between 10 and 3?', '10-3'],
    ['What is 9 minus 4 minus 2?', '9-4-2'],
    ['What is 7 times 8?', '7*8'],
    ['What is 6 multiplied by 7?', '6*7'],
    ['What is the product of 2, 3 and 4?', '2*3*4'],
    ['What is 100 divided by 8?', '100/8'],
    ['What is the quotient of 10 and 4?', '10/4'],
    ['What is the ratio of 3 to 4?', '3/4'],
    ['What is 2 to the power of 10?', '2^10'],
    ['What is 2 to the 10th power?', '2^10'],
    ['What is 5 squared?', '5^2'],
    ['What is 3 cubed?', '3^3'],
    ['What is the cube root of 27?', 'cbrt(27)'],
    ['What is the average of 10, 20 and 30?', '(10+20+30)/3'],
    ['What is the mean of 100,200,300?', '(100+200+300)/3'],
    ['What is the simple interest on $1,000 at 5% for 3 years?', '1000*5/100*3'],
    ['Calculate the simple interest for 6 months on 2000 at 10% per annum', '2000*10/100*6/12'],
    ['What is the compound interest on 1000 at 10% for 2 years?', '1000*(1+10/100)^2-1000'],
    ['What is one hundred and five minus twelve?', '105-12'],
    ['What is 2.5 million divided by 5?', '2500000/5'],
    ['What is 2 plus 3 times 4?', '2+3*4'],
    ['What is the square root of 16 plus the square root of 9?', 'sqrt(16)+sqrt(9)'],
    ['What percent of 200 is 30?', '30/200*100'],
    ['30 is what percent of 200?', '30/200*100'],
    ['What is 200 increased by 15%?', '200*(1+15/100)'],
    ['What is half of 50?', '1/2*50'],
    ['What is (2+3)*4?', '(2+3)*4'],
    ['What is 2 ** 8?', '2^8'],
    ['What is 0.1 + 0.2?', '0.1+0.2'],
    ['What is 3 × 4?', '3*4'],
  ])('%s → %s', (query, expression) => {
    const t = translateMathLocally(query);
    expect(t.expression).toBe(expression);
    // A question states no result: the engine computes the value (values are checked in test/node/nl-corpus.test.ts).
    expect(t.claim_stated).toBe(false);
    expect(t.confidence).toBeGreaterThan(0);
    expect(t.confidence).toBeLessThanOrEqual(1);
  });

  it.each([
    ['Is 2+2 equal to 5?', '2+2', 5],
    ['2+2 is 5', '2+2', 5],
    ['2 + 2 = 5', '2+2', 5],
    ['Is 15% of 200 equal to 30?', '15/100*200', 30],
    ['Does 12 times 12 equal 144?', '12*12', 144],
    ['Is it true that the square root of 144 is 13?', 'sqrt(144)', 13],
    ['The sum of 2 and 3 is 6, right?', '2+3', 6],
    ['Is 7 equal to 7?', '7', 7],
  ])('claim %s → %s with claimed answer %d', (query, expression, claimed) => {
    const t = translateMathLocally(query);
    expect(t.expression).toBe(expression);
    expect(t.claimed_answer).toBe(claimed);
    expect(t.reasoning).toContain(`claims the result is ${claimed}`);
  });

  it('translates without evaluating: division by zero is reported by the engine', () => {
    expect(translateMathLocally('Is 5 divided by 0 equal to 1?').expression).toBe('5/0');
    expect(translateMathLocally('What is 5 divided by 0?').expression).toBe('5/0');
  });

  it('says not_math for text that is not arithmetic', () => {
    expect(kindOf('What is the capital of France?')).toBe('not_math');
    expect(kindOf('Tell me a joke')).toBe('not_math');
    expect(kindOf('What is 42?')).toBe('not_math');
    expect(kindOf('How many apples are in 3 boxes of 12?')).toBe('not_math');
  });

  it('says unsupported for arithmetic-looking text it cannot translate, instead of guessing', () => {
    expect(kindOf('What is the derivative of 3 times x squared?')).toBe('unsupported');
    expect(kindOf('x'.repeat(5000))).toBe('unsupported');
  });

  it('stays fast on adversarial input (memoised rules with a step budget)', () => {
    for (const q of [
      '1 plus '.repeat(300) + 'foo',
      '1 plus 2 times 3 squared to the power of '.repeat(40) + 'foo',
      'minus '.repeat(500) + 'foo',
    ]) {
      const t = performance.now();
      expect(kindOf(q)).not.toBe('ok');
      expect(performance.now() - t).toBeLessThan(500);
    }
  });
});
