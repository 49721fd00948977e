import { stemmer } from 'stemmer';
import { participleEqualsBase, verbReading } from './lexicon.ts';

/** A token of a sentence: a word, a number, a symbol or a punctuation mark, with its place in the text. */
export interface Tok {
  raw: string;
  lower: string;
  /** Porter stem of the word (of its lemma once the tagger knows it is a verb). */
  stem: string;
  /** Index among all tokens of the sentence, punctuation included. */
  index: number;
  /** Character offset in the sentence. */
  offset: number;
  kind: 'word' | 'number' | 'punct' | 'symbol';
}

/** Stems are pure functions of the word; a bounded memo keeps long texts (mostly repeated words) cheap. */
const STEM_CACHE = new Map<string, string>();
/** Adverbs that may stand between "'d" and its verb ("I'd also suggest", "we'd already sent"). */
const D_ADVERBS = new Set([
  'also',
  'rather',
  'really',
  'just',
  'probably',
  'still',
  'then',
  'never',
  'not',
  'already',
  'only',
  'definitely',
  'certainly',
  'actually',
  'first',
]);

/**
 * "'d" is "had" before a past participle ("I'd updated", "we'd already sent") and "would" otherwise ("I'd suggest",
 * "I'd also recommend"): read as the word it stands for, so a wish or a suggestion is not a report of a past event.
 * A form that is both base and participle ("I'd run", "I'd put") reads as "would", which claims less.
 */
function contractedD(text: string, from: number): string {
  const words = text.slice(from, from + 80).match(/\p{L}+/gu) ?? [];
  for (const w of words) {
    const lower = w.toLowerCase();
    if (D_ADVERBS.has(lower)) continue;
    const reading = verbReading(lower);
    const participle = reading?.form === 'participle' || reading?.form === 'past_or_participle';
    return participle && !participleEqualsBase(lower) ? 'had' : 'would';
  }
  return 'would';
}

export function stemOf(word: string): string {
  let s = STEM_CACHE.get(word);
  if (s === undefined) {
    s = /\p{L}/u.test(word) ? stemmer(word) : word;
    if (STEM_CACHE.size >= 20_000) STEM_CACHE.clear();
    STEM_CACHE.set(word, s);
  }
  return s;
}

/**
 * Words (with inner hyphens, apostrophes and dots: "peer-reviewed", "Wi-Fi", "X2", "v4.2"), numbers (with thousands
 * separators, decimals, a sign and a percent sign: "−269", "1,200", "12%"), currency and degree symbols, and every
 * punctuation mark as its own token. "isn't" becomes "is" + "not"; "Brightwater's" becomes "Brightwater" + "'s". Two
 * capitals joined by a slash are one word (the company forms "A/S" and "A/B"), so a name keeps its suffix.
 */
const TOKEN_RE =
  /(?<num>\d{1,2}:\d{2}(?!\d)|(?:(?<![\p{L}\p{N}])[-−–](?=\d))?\d+(?:[.,]\d+)*(?:%|st\b|nd\b|rd\b|th\b)?)|(?<word>\p{Lu}\/\p{Lu}(?![\p{L}\p{N}])|[\p{L}\p{N}_#@]+(?:[-'’.][\p{L}\p{N}_]+)*)|(?<sym>°[CFcf]?|[$€£%§&+=/])|(?<punct>[.,;:!?()[\]{}"“”'‘’—–-])/gu;

/** A number glued to its unit ("50mg", "10km", "2h"); upper-case suffixes ("5G", "4K") are names, not units. */
const GLUED_UNIT = /^(\d+(?:[.,]\d+)*)((?:mg|g|kg|µg|mcg|mm|cm|m|km|ml|cl|l|h|hr|hrs|min|ms|s|lb|lbs|oz|ft|mi|kw|mw|gw|w|kcal|mph|kph))$/;

/** Abbreviations that open a place's name: Saint, Mount, Fort. */
const NAME_ABBREVIATIONS = new Set(['st', 'mt', 'ft']);

function make(raw: string, offset: number, kind: Tok['kind'], out: Tok[]): void {
  const lower = raw.toLowerCase();
  out.push({ raw, lower, stem: kind === 'word' ? stemOf(lower) : lower, index: out.length, offset, kind });
}

export function tokenizeSentence(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const g = m.groups ?? {};
    const at = m.index;
    if (g.num !== undefined) {
      make(g.num.replace(/^[−–]/, '-'), at, 'number', out);
      continue;
    }
    if (g.sym !== undefined) {
      make(g.sym, at, 'symbol', out);
      continue;
    }
    if (g.punct !== undefined) {
      // "St. Bride's Hospital", "Mt. Kerel": the dot of a place-name abbreviation before a capitalised word is part of
      // the name, not a stop that would cut the phrase in two.
      const prev = out[out.length - 1];
      if (g.punct === '.' && prev?.kind === 'word' && NAME_ABBREVIATIONS.has(prev.lower) && /^\s+\p{Lu}/u.test(text.slice(at + 1, at + 4)))
        continue;
      make(g.punct, at, 'punct', out);
      continue;
    }
    let raw = g.word as string;
    const glued = GLUED_UNIT.exec(raw);
    if (glued) {
      make(glued[1] as string, at, 'number', out);
      make(glued[2] as string, at + (glued[1] as string).length, 'word', out);
      continue;
    }
    // A trailing abbreviation dot stays with the word only for initials and dotted abbreviations ("U.S.").
    const nt = /^(\p{L}+)n['’]t$/iu.exec(raw);
    if (nt) {
      const base = (nt[1] as string).toLowerCase();
      make(base === 'ca' ? 'can' : base === 'wo' ? 'will' : base, at, 'word', out);
      make('not', at + (nt[1] as string).length, 'word', out);
      continue;
    }
    const poss = /^(.+?)['’](s|re|ve|ll|d|m)?$/iu.exec(raw);
    if (poss && poss[1] && /\p{L}/u.test(poss[1])) {
      make(poss[1], at, 'word', out);
      const tail = poss[2] ? `'${poss[2].toLowerCase()}` : "'";
      const spelled = tail === "'ll" ? 'will' : tail === "'d" ? contractedD(text, at + raw.length) : tail;
      make(spelled, at + poss[1].length, 'word', out);
      continue;
    }
    // "Jan." "Inc." keep their dot out of the word; dotted abbreviations ("U.S") keep it inside.
    if (raw.endsWith('.')) raw = raw.slice(0, -1);
    make(raw, at, /^\d/.test(raw) ? 'number' : 'word', out);
  }
  return out;
}
