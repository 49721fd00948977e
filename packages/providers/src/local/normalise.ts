/**
 * Text normalisation shared by the offline translator's one-line and word-problem grammars (docs/natural-language.md,
 * "Numbers in text"). The output is lower case with every number written in digits:
 * - thousands separators are removed from digit groups (`1,500` → `1500`), except in an aggregate's only item written
 *   without spaces (`the mean of 100,200,300` lists three numbers: an aggregate of a single number is not a question);
 * - number words become digits (`one hundred and five` → `105`, `four point five` → `4.5`, `two and a half` → `2.5`,
 *   `a dozen` → `12`), scale words after digits too (`2.5 million` → `2500000`);
 * - fraction words before "of" become fractions (`three quarters of` → `3/4 of`, `half of` → `1/2 of`);
 * - currency signs become unit words after the amount (`$4.50` → `4.50 dollars`), `%` becomes ` percent`.
 * Every step is a pure rewrite of the text; nothing is evaluated.
 */
import { replaceNumberWords } from './number-words.ts';

const AGGREGATE = String.raw`(?:sum|total|product|average|mean|arithmetic\s+mean)\s+of\s+(?:the\s+numbers\s+)?`;
const GROUPED = /\b\d{1,3}(?:,\d{3})+(?!\d|,\d|\.\d)|\b\d{1,3}(?:,\d{3})+\.\d+/g;

/** Removes thousands separators; a comma run that is an aggregate's only item keeps its commas (it is a list). */
function removeSeparators(s: string): string {
  const lone = new RegExp(String.raw`\b${AGGREGATE}(\d+(?:,\d+)+)(?=\s*(?:[?.!]|$))`, 'g');
  const protectedRanges: Array<[number, number]> = [];
  for (let m = lone.exec(s); m; m = lone.exec(s)) {
    const item = m[1] ?? '';
    protectedRanges.push([m.index + m[0].length - item.length, m.index + m[0].length]);
  }
  return s.replace(GROUPED, (match: string, offset: number) =>
    protectedRanges.some(([a, b]) => offset >= a && offset < b) ? match : match.replace(/,/g, ''),
  );
}

const SCALE_DIGITS: Record<string, number> = { hundred: 2, thousand: 3, million: 6, billion: 9 };

/** "2.5 million" → "2500000": scale words after digits are folded before the number-word pass reads them alone. */
function foldScales(s: string): string {
  return s.replace(/(\d+(?:\.\d+)?)\s+(hundred|thousand|million|billion)\b/g, (_, n: string, w: string) => {
    const scale = SCALE_DIGITS[w] ?? 0;
    const [whole = '', frac = ''] = n.split('.');
    const digits = `${whole}${frac.padEnd(scale, '0').slice(0, scale)}`.replace(/^0+(?=\d)/, '');
    const rest = frac.slice(scale);
    return rest ? `${digits}.${rest}` : digits;
  });
}

const DENOMINATORS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
};
const DENOMINATOR_WORD = Object.keys(DENOMINATORS).join('|');

/** Fraction words: "3 quarters of" → "3/4 of", "a third of" → "1/3 of", "half of" → "1/2 of", "2 and a half" → "2.5". */
function fractionWords(s: string): string {
  let out = s.replace(/\b(\d+)\s+and\s+a\s+half\b/g, (_, n: string) => `${n}.5`);
  out = out.replace(/\b(\d+)\s+and\s+(?:a|1)\s+quarter\b/g, (_, n: string) => `${n}.25`);
  out = out.replace(new RegExp(String.raw`\b(\d+|an?|one)[\s-]+(${DENOMINATOR_WORD})\s+of\b`, 'g'), (m, n: string, w: string) => {
    const d = DENOMINATORS[w];
    if (d === undefined) return m;
    const k = /^\d+$/.test(n) ? n : '1';
    // "2 third of" is not English; only the plural takes a numerator above one.
    if (k !== '1' && !w.endsWith('s')) return m;
    return `${k}/${d} of`;
  });
  return out.replace(/(^|[^\w/])half\s+of\b/g, '$11/2 of');
}

/** "four point five" after number words → "4 point 5" → "4.5"; "3 point 1 4" → "3.14" (digits read one by one). */
function pointDecimals(s: string): string {
  return s.replace(/\b(\d+)\s+point((?:\s+\d)+)\b/g, (_, whole: string, digits: string) => `${whole}.${digits.replace(/\s+/g, '')}`);
}

const CURRENCY: Record<string, string> = { $: 'dollars', '€': 'euros', '£': 'pounds sterling', '¥': 'yen' };

function currency(s: string): string {
  return s.replace(/([$€£¥])\s*(\d+(?:\.\d+)?)(?:\s*(dollars?|euros?))?/g, (_, sign: string, n: string) => `${n} ${CURRENCY[sign] ?? ''}`);
}

/** Lower-cases and rewrites numbers as described in the module comment; whitespace is collapsed. */
export function normaliseNumbers(query: string): string {
  let s = query.normalize('NFKC').toLowerCase();
  s = s.replace(/[−–—]/g, '-').replace(/÷/g, '/').replace(/×/g, '*').replace(/\*\*/g, '^').replace(/[’‘]/g, "'");
  s = s.replace(/\ba\s+dozen\b/g, '12').replace(/\bdozens?\s+of\b/g, '12');
  s = removeSeparators(s);
  s = currency(s);
  s = foldScales(s);
  // "each one", "no one": a pronoun, not the number 1; so is "one class … another class".
  s = s.replace(/\b(each|every|no|which|any) one\b/g, '$1 \uE000');
  s = s.replace(/\bone ([a-z]+)\b(?=.*\b(?:another|the other) \1\b)/g, '\uE000 $1');
  // "than the red one", "the other one is longer": a pronoun after "the" and a word that is no number word.
  s = s.replace(
    /\b(the|this|that) ([a-z]+) one\b(?=\s*(?:[,.?!]|$|(?:is|was|has|had|than|and|or|costs?|weighs?)\b))/g,
    (m, det: string, w: string) =>
      /^(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|and|point|minus|plus|times)$/.test(w)
        ? m
        : `${det} ${w} \uE000`,
  );
  s = replaceNumberWords(s).replace(/\uE000/g, 'one');
  s = pointDecimals(s);
  s = fractionWords(s);
  s = s.replace(/(\d)\s*%/g, '$1 percent').replace(/\bper\s+cent\b/g, 'percent');
  return s.replace(/\s+/g, ' ').trim();
}
