/** English number words → digits ("one hundred and twenty-five" → "125"), for the offline translator. */

const SMALL: Record<string, number> = {
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
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

type Kind = 'small' | 'tens' | 'hundred' | 'scale';

function kindOf(word: string): Kind | null {
  if (word in SMALL) return 'small';
  if (word in TENS) return 'tens';
  if (word === 'hundred') return 'hundred';
  if (word in SCALES) return 'scale';
  return null;
}

/**
 * Which word may follow which inside one number, so "five twenty" stays two numbers instead of becoming 25.
 * 'start' is the state before the first word.
 */
const FOLLOWS: Record<Kind | 'start', Kind[]> = {
  start: ['small', 'tens', 'hundred', 'scale'],
  small: ['hundred', 'scale'],
  tens: ['small', 'hundred', 'scale'],
  hundred: ['small', 'tens', 'scale'],
  scale: ['small', 'tens'],
};

interface Accumulator {
  total: number;
  current: number;
  last: Kind | 'start';
  /** Largest scale seen, so "two thousand three million" is split rather than summed. */
  lastScale: number;
}

function push(acc: Accumulator, word: string, kind: Kind): boolean {
  if (!FOLLOWS[acc.last].includes(kind)) return false;
  if (kind === 'small') acc.current += SMALL[word] ?? 0;
  else if (kind === 'tens') acc.current += TENS[word] ?? 0;
  else if (kind === 'hundred') {
    if (acc.current >= 100) return false;
    acc.current = (acc.current || 1) * 100;
  } else {
    const scale = SCALES[word] ?? 1;
    if (acc.lastScale !== 0 && scale >= acc.lastScale) return false;
    acc.total += (acc.current || 1) * scale;
    acc.current = 0;
    acc.lastScale = scale;
  }
  acc.last = kind;
  return true;
}

/** The next word after part `i` (lower case), skipping spaces and hyphens; a scan, not a copy of the rest. */
function nextWord(parts: readonly string[], i: number): string | undefined {
  for (let k = i + 1; k < parts.length; k++) {
    const p = parts[k] ?? '';
    if (p.trim() !== '' && p !== '-') return p.toLowerCase();
  }
  return undefined;
}

/**
 * Replaces runs of number words with digits. Handles hyphens ("twenty-five"), "a hundred", and "and" after
 * hundred/thousand/million ("one hundred and five"). Text that is not a number word is left alone.
 */
export function replaceNumberWords(text: string): string {
  // Punctuation is split off so "twelve?" is a number word, but it ends a number ("twenty, five" is two numbers).
  const parts = text.split(/(\s+|-|[,;:?!().])/);
  const out: string[] = [];
  let acc: Accumulator | null = null;
  let pending: string[] = []; // separators (and "and"/"a") held back until we know the number continues

  const flush = () => {
    if (acc) out.push(String(acc.total + acc.current));
    acc = null;
  };

  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const word = part.toLowerCase();
    if (part === '' || /^\s+$/.test(part) || part === '-') {
      if (acc) pending.push(part);
      else out.push(part);
      continue;
    }
    const kind = kindOf(word);
    if (kind !== null) {
      const a: Accumulator = acc ?? { total: 0, current: 0, last: 'start', lastScale: 0 };
      if (acc && push(a, word, kind)) {
        pending = [];
        continue;
      }
      flush();
      out.push(...pending);
      pending = [];
      const fresh: Accumulator = { total: 0, current: 0, last: 'start', lastScale: 0 };
      push(fresh, word, kind);
      acc = fresh;
      continue;
    }
    // "a hundred", "a thousand": the article counts as one.
    if (word === 'a' && !acc) {
      const next = nextWord(parts, i);
      if (next === 'hundred' || (next !== undefined && next in SCALES)) {
        acc = { total: 0, current: 1, last: 'small', lastScale: 0 };
        continue;
      }
    }
    // "and" continues a number only right after hundred or a scale word and before a smaller part ("hundred and five").
    if (word === 'and' && acc && (acc.last === 'hundred' || acc.last === 'scale')) {
      const next = nextWord(parts, i);
      const nextKind = next === undefined ? null : kindOf(next);
      if (nextKind === 'small' || nextKind === 'tens') {
        pending.push(part);
        continue;
      }
    }
    flush();
    out.push(...pending, part);
    pending = [];
  }
  flush();
  out.push(...pending);
  return out.join('');
}
