import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../provider-error.ts';
import { translateMathLocally } from '../translate-math-locally.ts';

/** The expression and claim of a certain translation, or the refusal's kind. */
function read(query: string): { expression: string; claimed: string | undefined } | string {
  try {
    const t = translateMathLocally(query);
    expect(t.certain).toBe(true);
    return { expression: t.expression, claimed: t.claimed_exact };
  } catch (e) {
    if (e instanceof ProviderError) return e.kind;
    throw e;
  }
}

// Values are checked against Python-computed answers in test/node/nl-corpus.test.ts; these pin the readings.
describe('word problems: the question type decides the arithmetic (docs/natural-language.md, "Certain translations")', () => {
  it.each([
    // Floor, ceiling and remainder of a division of whole things.
    ['A baker has 50 muffins and puts them in boxes of 6. How many boxes can she fill completely?', 'floor(50/6)'],
    ['Notebooks cost $4 each. How many notebooks can Raj buy with $30?', 'floor(30/4)'],
    ['A bus holds 45 students. How many buses are needed for 200 students?', 'ceil(200/45)'],
    ['Sam saves $11 every week. How many weeks will it take him to save at least $90?', 'ceil(90/11)'],
    ['A baker has 50 muffins and puts them in boxes of 6. How many muffins are left over?', 'mod(50,6)'],
    [
      'Liam shares 100 candies equally among 7 friends, giving each friend as many as possible. How many candies are left over?',
      'mod(100,7)',
    ],
    ['Nia has $45 and buys as many $4 pens as she can. How many dollars are left over?', 'mod(45,4)'],
    // The rest of a whole, parts of what remains.
    ['A club has 240 members. 35% of them are adults and the rest are teenagers. How many teenagers are there?', '240-35/100*240'],
    [
      'A box has 60 balls. 1/5 of them are red, 1/4 of them are blue and the rest are green. How many green balls are there?',
      '60-(1/5*60+1/4*60)',
    ],
    [
      'Tom had $90. He spent 1/3 of it on lunch and 1/4 of the remaining money on a game. How much money does he have left?',
      '90-1/3*90-1/4*(90-1/3*90)',
    ],
    [
      'A farm had 300 eggs. It sold 40% of them on Monday and 50% of the remaining eggs on Tuesday. How many eggs were sold on Tuesday?',
      '50/100*(300-40/100*300)',
    ],
    // Comparisons, averages, percent change, money.
    [
      'Mia collected 36 shells. Noah collected 8 shells fewer than twice the number Mia collected. How many shells did Noah collect?',
      '2*36-8',
    ],
    [
      'In the morning group, 15 children averaged 6 points, and in the afternoon group, 25 children averaged 10 points. What was the average score of all the children?',
      '(15*6+25*10)/(15+25)',
    ],
    ['Jo scored 70, 80 and 90 on three tests. What does she need on the fourth test to have an average of 85?', '85*4-(70+80+90)'],
    ['A library had 2,400 books. Its collection grew by 15% this year. How many books does it have now?', '2400*(1+15/100)'],
    ['Pam buys 3 mugs at $7 each and pays with a $40 bill. How much change does she get?', '40-3*7'],
    [
      'Seven cousins split a taxi fare of $45.10 equally. How much does each cousin pay, rounded to the nearest cent?',
      'round(45.10/7*100)/100',
    ],
    ['Emma read 40 pages on Monday and twice as many pages on Tuesday. How many pages did she read in total?', '40+2*40'],
    // Whole-problem frames.
    ['A bus leaves at 10:25 am and arrives at 2:05 pm. How many minutes does the ride take?', '(mod(2,12)+12)*60+05-(mod(10,12)*60+25)'],
    ['Ali invests $6,500 at 2% simple interest per year. How much interest does he earn in 5 years?', '6500*2/100*5'],
  ])('%s → %s', (query, expression) => {
    expect(read(query)).toEqual({ expression, claimed: undefined });
  });

  it('reads the question-and-answer form, for one-line questions and word problems', () => {
    expect(read('What is 65% of 140? The answer is 91.')).toEqual({ expression: '65/100*140', claimed: '91' });
    expect(read('What is 12 less than the product of 9 and 31? Answer: 267')).toEqual({ expression: '9*31-12', claimed: '267' });
    expect(read('What is 3/7 of 410, rounded to the nearest whole number? The answer is 176.')).toEqual({
      expression: 'round(3/7*410)',
      claimed: '176',
    });
    expect(read('What is 3 hours 40 minutes in minutes? The answer is 220.')).toEqual({ expression: '3*60+40', claimed: '220' });
  });

  it.each([
    // A count of whole things that comes out fractional, with no rounding word.
    'A baker has 50 muffins and puts them in boxes of 6. How many boxes does she fill?',
    'Liam has 100 candies and shares them equally among 7 friends. How many candies does each friend get?',
    // "of them" after the amount changed: of the 24, or of what was left?
    'Ella had 24 stickers. She gave 1/3 of them to Max and 1/4 of them to Zoe. How many stickers does she have left?',
    // A cue word no rule reads ("back", "ago" outside an age question, "each way").
    'Tom has 12 apples. He gives 3 to Sam and Sam gives 2 back. How many apples does Tom have?',
    'A bus ride takes 2 hours each way. Tom rides there and back. How many hours does he spend on the bus?',
    // A number inside a word would be left unread.
    'A 12-pack of soda costs $6.49. What is the price per can?',
    // Interest without saying simple or compound; a clock that goes back in time "on the same day".
    'Bo deposits $3,000 with a bank at 5% interest. How much interest does he earn in 2 years?',
    'A ferry leaves at 10:30 pm and lands at 1:20 am on the same day. How many minutes does the crossing take?',
  ])('refuses: %s', (query) => {
    expect(['unsupported', 'not_math']).toContain(read(query));
  });
});
