/**
 * English cardinal number words read as numbers ("one hundred and twenty-five" → 125, "two million three hundred
 * thousand" → 2,300,000): the one reader behind the fact engine's number mentions and the offline translators' number
 * normalisation. It reads words one at a time and refuses a word that cannot continue the number under the grammar
 * below, so "five twenty" stays two numbers instead of becoming 25 and "two thousand three million" is not summed.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

export type NumberWordKind = 'unit' | 'tens' | 'hundred' | 'scale';

/** The grammatical kind of a lower-case number word, or null when the word is not one. */
export function numberWordKind(word: string): NumberWordKind | null {
  if (word in UNITS) return 'unit';
  if (word in TENS) return 'tens';
  if (word === 'hundred') return 'hundred';
  if (word in SCALES) return 'scale';
  return null;
}

/** The value of a single number word below a hundred ("seven" 7, "forty" 40), or undefined when it is not one. */
export function smallNumberWordValue(word: string): number | undefined {
  if (Object.hasOwn(UNITS, word)) return UNITS[word];
  return Object.hasOwn(TENS, word) ? TENS[word] : undefined;
}

/** What a scale word multiplies by ("hundred" 100, "million" 1e6), for digits followed by one ("34 million"). */
export function scaleWordValue(word: string): number | undefined {
  return word === 'hundred' ? 100 : SCALES[word];
}

/** Which kind of word may follow which inside one number; 'start' is the state before the first word. */
const FOLLOWS: Record<NumberWordKind | 'start', readonly NumberWordKind[]> = {
  start: ['unit', 'tens', 'hundred', 'scale'],
  unit: ['hundred', 'scale'],
  tens: ['unit', 'hundred', 'scale'],
  hundred: ['unit', 'tens', 'scale'],
  scale: ['unit', 'tens'],
};

export class NumberWordsReader {
  private total: number = 0;
  private current: number = 0;
  private last: NumberWordKind | 'start' = 'start';
  /** Largest scale seen, so a larger scale after a smaller one ends the number. */
  private lastScale: number = 0;

  /** A reader that has read the article "a" as one, as in "a hundred" or "a thousand". */
  static afterArticle(): NumberWordsReader {
    const reader = new NumberWordsReader();
    reader.current = 1;
    reader.last = 'unit';
    return reader;
  }

  get started(): boolean {
    return this.last !== 'start';
  }

  get value(): number {
    return this.total + this.current;
  }

  /** Reads one lower-case word; false (and nothing read) when it is not a number word that can continue this number. */
  push(word: string): boolean {
    const kind = numberWordKind(word);
    if (kind === null || !FOLLOWS[this.last].includes(kind)) return false;
    if (kind === 'unit') this.current += UNITS[word] as number;
    else if (kind === 'tens') this.current += TENS[word] as number;
    else if (kind === 'hundred') {
      if (this.current >= 100) return false;
      this.current = (this.current || 1) * 100;
    } else {
      const scale = SCALES[word] as number;
      if (this.lastScale !== 0 && scale >= this.lastScale) return false;
      this.total += (this.current || 1) * scale;
      this.current = 0;
      this.lastScale = scale;
    }
    this.last = kind;
    return true;
  }

  /** Reads every word or none: a hyphenated compound ("twenty-five") is one token of the text. */
  pushAll(words: readonly string[]): boolean {
    const saved = { total: this.total, current: this.current, last: this.last, lastScale: this.lastScale };
    for (const word of words) {
      if (this.push(word)) continue;
      Object.assign(this, saved);
      return false;
    }
    return words.length > 0;
  }

  /** "and" continues a number only after "hundred" or a scale word and before a smaller part ("hundred and five"). */
  continuesWithAnd(nextWord: string | undefined): boolean {
    if (this.last !== 'hundred' && this.last !== 'scale') return false;
    const next = nextWord === undefined ? null : numberWordKind(nextWord.split('-')[0] ?? '');
    return next === 'unit' || next === 'tens';
  }
}
