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
    ['Tickets cost $9 each. How many tickets can Mia buy with $40?', 'floor(40/9)'],
    ['A bus holds 45 students. How many buses are needed for 200 students?', 'ceil(200/45)'],
    ['Sam saves $12 every week. How many weeks will it take him to save at least $100?', 'ceil(100/12)'],
    ['A baker has 50 muffins and puts them in boxes of 6. How many muffins are left over?', 'mod(50,6)'],
    [
      'Liam shares 100 candies equally among 7 friends, giving each friend as many as possible. How many candies are left over?',
      'mod(100,7)',
    ],
    ['Eli has $50 and buys as many $7 books as he can. How many dollars are left over?', 'mod(50,7)'],
    // The rest of a whole, parts of what remains.
    ['A school has 400 students. 45% of them are boys and the rest are girls. How many girls are there?', '400-45/100*400'],
    [
      'A box has 60 balls. 1/5 of them are red, 1/4 of them are blue and the rest are green. How many green balls are there?',
      '60-(1/5*60+1/4*60)',
    ],
    [
      'Tom had $80. He spent 1/4 of it on lunch and 1/3 of the remaining money on a book. How much money does he have left?',
      '80-1/4*80-1/3*(80-1/4*80)',
    ],
    [
      'A store had 500 shirts. It sold 60% of them in May and 25% of the remaining shirts in June. How many shirts were sold in June?',
      '25/100*(500-60/100*500)',
    ],
    // Comparisons, averages, percent change, money.
    ['Ava read 124 pages. Ben read 50 pages fewer than three times the number Ava read. How many pages did Ben read?', '3*124-50'],
    [
      'In one class, 12 students averaged 80 points, and in another class, 18 students averaged 90 points. What was the average score of all the students?',
      '(12*80+18*90)/(12+18)',
    ],
    ['Jo scored 70, 80 and 90 on three tests. What does she need on the fourth test to have an average of 85?', '85*4-(70+80+90)'],
    ['A town had 12,500 residents. Its population grew by 8% last year. How many residents does it have now?', '12500*(1+8/100)'],
    ['Pam buys 2 shirts at $12 each and pays with a $50 bill. How much change does she get?', '50-2*12'],
    ['Three friends split a bill of $58.40 equally. How much does each friend pay, rounded to the nearest cent?', 'round(58.40/3*100)/100'],
    ['Emma read 40 pages on Monday and twice as many pages on Tuesday. How many pages did she read in total?', '40+2*40'],
    // Whole-problem frames.
    ['A train leaves at 9:40 am and arrives at 1:15 pm. How many minutes does the trip take?', '(mod(1,12)+12)*60+15-(mod(9,12)*60+40)'],
    ['Ali invests $5,000 at 4% simple interest per year. How much interest does he earn in 3 years?', '5000*4/100*3'],
  ])('%s → %s', (query, expression) => {
    expect(read(query)).toEqual({ expression, claimed: undefined });
  });

  it('reads the question-and-answer form, for one-line questions and word problems', () => {
    expect(read('What is 35% of 260? The answer is 91.')).toEqual({ expression: '35/100*260', claimed: '91' });
    expect(read('What is 19 less than the product of 7 and 48? Answer: 317')).toEqual({ expression: '7*48-19', claimed: '317' });
    expect(read('What is 2/3 of 250, rounded to the nearest whole number? The answer is 166.')).toEqual({
      expression: 'round(2/3*250)',
      claimed: '166',
    });
    expect(read('What is 4 hours 25 minutes in minutes? The answer is 245.')).toEqual({ expression: '4*60+25', claimed: '245' });
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
    'A 6-pack of juice costs $8.99. What is the price per bottle?',
    // Interest without saying simple or compound; a clock that goes back in time "on the same day".
    'Bo deposits $2,000 in an account that pays 10% interest. How much interest does he earn in 2 years?',
    'A flight leaves at 11:50 pm and lands at 2:10 am on the same day. How many minutes does the flight take?',
  ])('refuses: %s', (query) => {
    expect(['unsupported', 'not_math']).toContain(read(query));
  });
});
