import type { Token } from './text-units.ts';
import { STOPWORDS } from './text-units.ts';
import { readUnit } from './units.ts';

const CONNECTORS = new Set(['of', 'de', 'da', 'del', 'von', 'van', 'la', 'le', 'du', 'and', '&']);
const NOT_ENTITY = new Set([
  'i',
  'it',
  'he',
  'she',
  'they',
  'we',
  'you',
  'this',
  'that',
  'these',
  'those',
  'there',
  'its',
  'his',
  'her',
  'their',
  'our',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'mondays',
  'tuesdays',
  'wednesdays',
  'thursdays',
  'fridays',
  'saturdays',
  'sundays',
  'however',
  'although',
  'because',
  'while',
  'according',
  'today',
  'yesterday',
  'meanwhile',
  'also',
  'after',
  'before',
  'during',
  'since',
  'despite',
  'many',
  'most',
  'some',
]);

/**
 * Words that name a kind of thing inside a name ("Empire State Building", "Golden Gate Bridge", "Acme Inc"): sharing
 * one of them does not make two names the same ("Chrysler Building" is not "Empire State Building").
 */
const GENERIC_HEADS = new Set(
  `building tower bridge river street road avenue square park museum university college school hospital clinic hotel station
  airport church cathedral palace castle hall center centre company corporation inc ltd llc group bank lake mountain mount island
  state states city county republic kingdom north south east west new saint st national international museum stadium arena
  theatre theater library prize award`
    .split(/\s+/)
    .filter(Boolean),
);

export interface EntitySpan {
  text: string;
  /** Lower-case words, used for containment checks. */
  words: string[];
  start: number;
  end: number;
}

function isCapitalised(t: Token): boolean {
  const c = t.raw[0] ?? '';
  return /\p{Lu}/u.test(c) && !/^\d/.test(t.raw);
}

/**
 * Capitalised spans ("Eiffel Tower", "Bank of America", "Paris"). A capitalised sentence-initial function word ("The",
 * "In") is not an entity; a capitalised sentence-initial content word ("Paris is …") is.
 */
export function entitySpans(tokens: Token[], text: string, lowerVocabulary: Set<string> = new Set()): EntitySpan[] {
  const out: EntitySpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    const sentenceStart = i === 0 || /[.!?]\s*$/.test(text.slice(Math.max(0, (tokens[i - 1] as Token).offset), t.offset));
    if (!isCapitalised(t) || NOT_ENTITY.has(t.lower) || (sentenceStart && STOPWORDS.has(t.lower))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < tokens.length) {
      const n = tokens[j] as Token;
      if (isCapitalised(n) && !NOT_ENTITY.has(n.lower)) j++;
      // Model numbers belong to the name ("Apollo 11", "Python 3.0"), quantities do not ("Mix 250 g").
      else if (/^\d+(?:\.\d+)*$/.test(n.raw) && !/^\d{4}$/.test(n.raw) && !readUnit([tokens[j + 1]?.lower ?? ''])) j++;
      else if (CONNECTORS.has(n.lower) && tokens[j + 1] && isCapitalised(tokens[j + 1] as Token)) j += 2;
      else break;
    }
    const span = tokens.slice(i, j);
    // A capitalised first word of a sentence is usually just a word ("Constructed from …", "Water boils …"), and a lone
    // capital letter is an initial or a unit ("100 C"), not a name.
    if (span.length === 1 && t.raw.length === 1) {
      i = j;
      continue;
    }
    if (sentenceStart && span.length === 1 && (/(?:ed|ing|ly)$/.test(t.lower) || lowerVocabulary.has(t.lower))) {
      i = j;
      continue;
    }
    out.push({ text: span.map((s) => s.raw).join(' '), words: span.map((s) => s.lower), start: i, end: j });
    i = j;
  }
  return out;
}

/**
 * Whether the entity is mentioned in a token list: its words in order, or (unless `exact`) a multi-word name by one of
 * its capitalised parts ("Gustave Eiffel" → "Eiffel").
 */
export function mentions(tokens: Token[], entity: EntitySpan, exact = false): boolean {
  const words = entity.words;
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let k = 0; k < words.length; k++) if ((tokens[i + k] as Token).lower !== words[k]) continue outer;
    return true;
  }
  if (exact) return false;
  // A multi-word name mentioned by its distinctive parts ("Gustave Eiffel" → "Eiffel"); generic heads such as
  // "Building" never count, so "Chrysler Building" does not mention "Empire State Building".
  const strong = words.filter((w) => !CONNECTORS.has(w) && !STOPWORDS.has(w));
  const distinctive = strong.filter((w) => !GENERIC_HEADS.has(w));
  if (strong.length < 2 || distinctive.length === 0) return false;
  // "Morris" mentions "Ada Morris" only when it is not part of another name: "Edith Morris" is someone else.
  const present = (w: string) =>
    tokens.some((t, i) => {
      if (t.lower !== w || !/\p{Lu}/u.test(t.raw[0] ?? '')) return false;
      const before = tokens[i - 1];
      return (
        !before || !/^\p{Lu}/u.test(before.raw) || words.includes(before.lower) || GENERIC_HEADS.has(before.lower) || before.lower === 'the'
      );
    });
  // The last distinctive word is what tells two names apart: a surname ("Armstrong"), "Empire" in "Empire State".
  return present(distinctive[distinctive.length - 1] as string);
}
