import { stemmer } from 'stemmer';

/** A month's abbreviation stands before a day or a year ("Mar. 5", "Mar. 2024"); before anything else its dot ends a sentence ("backfilled Jan-Mar. today: April"). */
const MONTH_ABBREVIATIONS = new Set(['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
const ABBREVIATIONS = new Set([
  ...MONTH_ABBREVIATIONS,
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'no',
  'vs',
  'etc',
  'inc',
  'ltd',
  'co',
  'corp',
  'approx',
  'est',
  'fig',
  'e.g',
  'i.e',
  'u.s',
  'u.k',
]);

/** Abbreviations that end a company's name, so they often end a sentence too. */
const COMPANY_SUFFIXES = new Set(['inc', 'ltd', 'co', 'corp']);
/** Capitalised words that begin a sentence and are never the next word of a company's name. */
const SENTENCE_OPENERS =
  /^(?:The|A|An|It|Its|He|She|They|Their|His|Her|This|That|These|Those|In|On|At|After|Before|But|However|Later|Then)$/;

/**
 * Sentence split on . ! ? and line breaks, except after common abbreviations, single-letter initials ("J. K.") and
 * inside decimals ("3.5"), which a plain regex split would cut.
 */
/**
 * Longest sentence analysed as one unit. Text without sentence punctuation is cut at the last space before this many
 * characters, so the per-sentence work (entities, numbers, slots) stays bounded whatever the input looks like.
 */
export const MAX_SENTENCE_CHARS = 600;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = text.slice(start, end).trim();
    while (s.length > MAX_SENTENCE_CHARS) {
      const cut = s.lastIndexOf(' ', MAX_SENTENCE_CHARS);
      const at = cut > MAX_SENTENCE_CHARS / 2 ? cut : MAX_SENTENCE_CHARS;
      out.push(s.slice(0, at).trim());
      s = s.slice(at).trim();
    }
    if (s.length > 0) out.push(s);
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' && text[i + 1] === '\n') {
      push(i);
      continue;
    }
    if (c !== '.' && c !== '!' && c !== '?') continue;
    const next = text[i + 1];
    if (next !== undefined && !/\s|["')\]]/.test(next)) continue;
    if (c === '.') {
      const before = /(.?)([A-Za-z.]+)$/.exec(text.slice(Math.max(0, i - 12), i));
      const word = before?.[2]?.toLowerCase() ?? '';
      // "25 °C." ends a sentence: a single letter after a degree sign or a digit is a unit, not an initial.
      const unit = /[°\d]/.test(before?.[1] ?? '');
      // "Trambo Ltd. The court …": a company suffix before a capitalised word that only starts a sentence ends it.
      const after = /^\s+(\S+)/.exec(text.slice(i + 1, i + 40))?.[1] ?? '';
      const ends = (COMPANY_SUFFIXES.has(word) && SENTENCE_OPENERS.test(after)) || (MONTH_ABBREVIATIONS.has(word) && !/^\d/.test(after));
      if (!ends && (ABBREVIATIONS.has(word) || (!unit && /^[a-z]$/i.test(word)) || /^(?:[a-z]\.)+[a-z]$/i.test(word))) continue;
    }
    let end = i + 1;
    while (end < text.length && /["')\]]/.test(text[end] as string)) end++;
    push(end);
  }
  push(text.length);
  return out;
}

export const STOPWORDS = new Set(
  `a an the and or but if of at by for with about against between into through during before after above below to from up down in out on off over under
  again further then once here there when where why how all any both each few more most other some such only own same so than too very s t can will just
  don should now is are was were be been being have has had having do does did doing i me my we our you your he him his she her it its they them their
  what which who whom this that these those am as until while also located situated called named known approximately about around roughly nearly almost
  would could may might must shall one's according reportedly currently originally`
    .split(/\s+/)
    .filter(Boolean),
);

/** Negation cues; "not" inside "not only" is not a negation of the claim. */
export const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'none',
  'neither',
  'nor',
  'nobody',
  'nothing',
  'nowhere',
  'without',
  'cannot',
  'false',
  'untrue',
  'denied',
  'denies',
]);

export interface Token {
  raw: string;
  lower: string;
  stem: string;
  index: number;
  /** Character offset in the source text. */
  offset: number;
}

/** Stems are pure functions of the word; a bounded memo makes long contexts (mostly repeated words) cheap. */
const STEM_CACHE = new Map<string, string>();
function stem(word: string): string {
  let s = STEM_CACHE.get(word);
  if (s === undefined) {
    s = stemmer(word);
    if (STEM_CACHE.size >= 20_000) STEM_CACHE.clear();
    STEM_CACHE.set(word, s);
  }
  return s;
}

/** Words and numbers; also the degree sign with its scale, currency symbols and a free-standing percent sign. */
const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?(?:[.,][0-9]+)*%?|°[CFcf]?|[$€£%]/gu;
/** A number glued to its unit ("50mg", "10km", "2h"); upper-case suffixes ("5G", "4K") are names, not units. */
const GLUED_UNIT = /^(\d+(?:[.,]\d+)*)((?:mg|g|kg|µg|mcg|mm|cm|m|km|ml|cl|l|h|hr|hrs|min|ms|s|lb|lbs|oz|ft|mi|kw|mw|w|kcal|mph|kph))$/;

/**
 * A token's stem: the word's stem, or the token itself for a number or a symbol. A pure function of the lower-case
 * token, memoised with the stems: a context at the length cap repeats most of its words, and the two tests per
 * token cost more than the stem lookup they guard.
 */
const TOKEN_STEM = new Map<string, string>();
function tokenStem(lower: string): string {
  let s = TOKEN_STEM.get(lower);
  if (s === undefined) {
    const c = lower.charCodeAt(0);
    const numeric = c >= 48 && c <= 57 && /^[\d.,%]+$/.test(lower);
    s = numeric || !/\p{L}/u.test(lower) ? lower : stem(lower);
    if (TOKEN_STEM.size >= 20_000) TOKEN_STEM.clear();
    TOKEN_STEM.set(lower, s);
  }
  return s;
}

function push(out: Token[], raw: string, offset: number): void {
  const lower = raw.toLowerCase();
  out.push({ raw, lower, stem: tokenStem(lower), index: out.length, offset });
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    let raw = m[0];
    const hasApostrophe = raw.includes("'") || raw.includes('’');
    // "isn't" → "is" + "not" so negation parity sees it.
    const nt = hasApostrophe ? /^(\p{L}+)n['’]t$/iu.exec(raw) : null;
    if (nt) {
      const base = (nt[1] as string).toLowerCase();
      const head = base === 'ca' ? 'can' : base === 'wo' ? 'will' : base;
      out.push({ raw: head, lower: head, stem: stem(head), index: out.length, offset: m.index });
      out.push({ raw: 'not', lower: 'not', stem: 'not', index: out.length, offset: m.index });
      continue;
    }
    if (hasApostrophe) raw = raw.replace(/['’]s$/i, '');
    // Only a token that starts with a digit and ends with a letter can be a number glued to its unit.
    const first = raw.charCodeAt(0);
    const glued = first >= 48 && first <= 57 && /\p{L}$/u.test(raw) ? GLUED_UNIT.exec(raw) : null;
    if (glued) {
      push(out, glued[1] as string, m.index);
      push(out, glued[2] as string, m.index + (glued[1] as string).length);
      continue;
    }
    push(out, raw, m.index);
  }
  return out;
}

/** Content words: not stopwords, negations, numbers or symbols. */
export function contentStems(tokens: Token[]): string[] {
  return tokens.filter((t) => !STOPWORDS.has(t.lower) && !NEGATIONS.has(t.lower) && /^\p{L}/u.test(t.lower)).map((t) => t.stem);
}

export function negationCount(tokens: Token[]): number {
  let n = 0;
  tokens.forEach((t, i) => {
    if (!NEGATIONS.has(t.lower)) return;
    if (t.lower === 'not' && tokens[i + 1]?.lower === 'only') return;
    n++;
  });
  return n;
}

/**
 * Words that state the same fact in the same slot, mapped to one stem so coverage does not fail on a paraphrase:
 * "constructed" = "built", "height" = "tall", "established" = "founded". Only equivalences that never change a
 * fact belong here; anything looser would let a different claim pass as SUPPORTED.
 */
const SYNONYM_GROUPS = [
  ['build', 'built', 'construct', 'constructed', 'erect', 'erected'],
  ['tall', 'high', 'height'],
  ['found', 'founded', 'establish', 'established', 'set'],
  ['start', 'started', 'begin', 'began', 'begun'],
  ['largest', 'biggest'],
  ['smallest', 'tiniest'],
  ['buy', 'bought', 'purchase', 'purchased', 'acquire', 'acquired'],
  ['die', 'died', 'dies'],
  ['born'],
  ['employ', 'employs', 'employed', 'employee', 'employees', 'staff'],
  ['write', 'wrote', 'written', 'author', 'authored'],
  ['film', 'movie'],
  ['car', 'automobile'],
  ['city', 'town'],
  ['capital'],
];
const SYNONYM = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const head = stemmer(group[0] as string);
  for (const w of group) SYNONYM.set(stemmer(w), head);
}

/** The stem a content word is compared by: its synonym group's head, else its own stem. */
export function canonicalStem(s: string): string {
  return SYNONYM.get(s) ?? s;
}
