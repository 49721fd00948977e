import { describe, expect, it } from 'vitest';
import { normaliseAction } from './loop.ts';

describe('normaliseAction', () => {
  it('folds case, whitespace and trailing punctuation', () => {
    const key = normaliseAction('7*6', 'math');
    expect(normaliseAction(' 7*6 ', 'math')).toBe(key);
    expect(normaliseAction('7*6?', 'MATH')).toBe(key);
    expect(normaliseAction('What  is\n7*6 ?!', 'math')).toBe(normaliseAction('what is 7*6', 'math'));
    expect(normaliseAction('ＳＥＬＥＣＴ 1;', 'sql')).toBe(normaliseAction('select 1', 'sql'));
  });
  it('keeps different actions apart', () => {
    expect(normaliseAction('7*7', 'math')).not.toBe(normaliseAction('7*6', 'math'));
    expect(normaliseAction('7*6', 'code')).not.toBe(normaliseAction('7*6', 'math'));
    expect(normaliseAction('7*6')).not.toBe(normaliseAction('7*6', 'math'));
    expect(normaliseAction('b', 'a')).not.toBe(normaliseAction('"a","b"'));
    expect(normaliseAction('-1')).not.toBe(normaliseAction('1'));
  });
});
