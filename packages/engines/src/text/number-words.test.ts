import { describe, expect, it } from 'vitest';
import { NumberWordsReader } from './number-words.ts';

function read(text: string): number | null {
  const words = text.split(/\s+/);
  const reader = words[0] === 'a' ? NumberWordsReader.afterArticle() : new NumberWordsReader();
  for (let i = words[0] === 'a' ? 1 : 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === 'and' && reader.continuesWithAnd(words[i + 1])) continue;
    if (!reader.pushAll(word.split('-'))) return null;
  }
  return reader.started ? reader.value : null;
}

describe('NumberWordsReader', () => {
  it('reads cardinals with hyphens, hundreds, scales, "and" and the article', () => {
    expect(read('twenty-five')).toBe(25);
    expect(read('one hundred and five')).toBe(105);
    expect(read('a hundred')).toBe(100);
    expect(read('two million three hundred thousand')).toBe(2_300_000);
    expect(read('nine hundred ninety-nine thousand nine hundred ninety-nine')).toBe(999_999);
    expect(read('three trillion')).toBe(3e12);
  });
  it('refuses words that cannot continue the number', () => {
    expect(read('five twenty')).toBeNull();
    expect(read('one two')).toBeNull();
    expect(read('two thousand three million')).toBeNull();
    expect(read('twenty and five')).toBeNull();
    expect(read('three hundred hundred')).toBeNull();
  });
  it('reads a hyphenated compound wholly or not at all', () => {
    const reader = new NumberWordsReader();
    expect(reader.push('twenty')).toBe(true);
    expect(reader.pushAll(['five', 'twenty'])).toBe(false);
    expect(reader.value).toBe(20);
  });
});
