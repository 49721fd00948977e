/**
 * One clause of a word problem: its main verb (from the verb table, or a copula), its subject and its number
 * mentions. Sentences are split into clauses at "so", "which makes", ";" and at "and"/"," when both sides carry
 * their own verb ("35 cars leave and 18 cars arrive"), not when "and" joins objects ("15 cows and 23 sheep").
 */
import type { CueKind } from './cues.ts';
import { canonical, singular, UNITS, type Verb, verbAt } from './lexicon.ts';
import { canonicalPhrase, findMentions, type Mention, nounPhrase, tokenize } from './mentions.ts';

const COPULA = new Set(['is', 'are', 'was', 'were', 'am', "'s", 'be', 'been', 'becomes', 'become']);
const PRONOUNS = new Set(['he', 'she', 'it', 'they', 'we', 'i', 'you', 'him', 'her', 'them', 'that', 'this']);
const DETERMINERS = new Set(['the', 'his', 'her', 'their', 'its', 'my', 'our', 'your']);
const ATTRIBUTIVE_AFTER = new Set([...DETERMINERS, 'a', 'an', 'these', 'those', 'this', 'that']);
const PER_ONE = new Set(['a', 'an', 'one', 'each', 'every', '1']);
const POSSESSIVE = new Set(['his', 'her', 'their', 'my', 'our', 'your']);
/** Words of kinship or company that a name may follow ("her brother Eli", "his friend Sam"). */
export const KIN = new Set(
  'brother sister cousin friend mother father mom dad son daughter uncle aunt grandma grandpa grandmother grandfather grandson granddaughter neighbor neighbour classmate teammate wife husband niece nephew twin'.split(
    ' ',
  ),
);

export type Subject =
  /** A named holder: "maria", "the farmer", "her brother". `perOne` when written "a farmer"/"each box"/"tickets". */
  | { k: 'owner'; name: string; words: string[]; perOne: boolean; pronoun: boolean; det: string }
  /** A quantity as subject: "35 cars leave", "5 pounds of rice cost $10", "40 percent of them are boys". */
  | { k: 'mention'; m: Mention }
  | { k: 'there' }
  | { k: 'none' };

export interface Clause {
  tokens: string[];
  mentions: Mention[];
  verb: Verb | null;
  copula: boolean;
  /** Token index of the verb (tokens.length when there is none). */
  verbIndex: number;
  /** Token index after the verb. */
  afterVerb: number;
  subject: Subject;
  /** Cue kinds a rule read in this clause (cues.ts): "twice" by a comparison, "off" by a price change. */
  read: Set<CueKind>;
}

interface VerbHit {
  verb: Verb | null;
  copula: boolean;
  index: number;
  after: number;
}

/** The first verb of the clause; "has run"/"will have saved" resolve to the participle's verb. */
export function mainVerb(tokens: string[]): VerbHit {
  for (let i = 0; i < tokens.length; i++) {
    const hit = verbAt(tokens, i);
    // "the lent books", "these sold tickets": a verb form after a determiner describes a noun; it is not the clause's
    // verb, and a clause whose only verb forms are such words has no verb this reader knows.
    if (hit && ATTRIBUTIVE_AFTER.has(tokens[i - 1] ?? '')) continue;
    if (hit) {
      const after = i + hit.length;
      if (hit.verb.lemma === 'have' && ['has', 'have', 'had'].includes(tokens[i] ?? '')) {
        const participle = verbAt(tokens, after);
        if (participle && participle.verb.lemma !== 'have')
          return { verb: participle.verb, copula: false, index: i, after: after + participle.length };
      }
      return { verb: hit.verb, copula: false, index: i, after };
    }
    if (COPULA.has(tokens[i] ?? '')) {
      // "is given", "are sold": passive forms are in the verb table; a bare copula is "is 12 years old".
      const passive = verbAt(tokens, i + 1);
      if (passive && /(?:ed|en|id|ld|ght|un|lt)$/.test(tokens[i + 1] ?? ''))
        return { verb: passive.verb, copula: false, index: i, after: i + 1 + passive.length };
      return { verb: null, copula: true, index: i, after: i + 1 };
    }
  }
  return { verb: null, copula: false, index: tokens.length, after: tokens.length };
}

/** Leading adjuncts ("in 5 hours", "after 6 laps", "out of 50 marbles,", "for 3 cakes") are not the subject. */
function subjectStart(tokens: string[], end: number, mentions: Mention[]): number {
  let start = 0;
  for (;;) {
    const w = tokens[start] ?? '';
    if (start >= end) return start;
    if ([',', 'so', 'then', 'and', 'now', 'therefore', 'thus', 'together', 'altogether', 'overall', 'combined'].includes(w)) {
      start++;
      continue;
    }
    const prep = ['in', 'after', 'for', 'on', 'at', 'during', 'over', 'with'].includes(w) || (w === 'out' && tokens[start + 1] === 'of');
    if (!prep) return start;
    const m = mentions.find((x) => x.start > start && x.start <= start + 3);
    if (!m) {
      // "on monday", "in the morning": skip the phrase up to the next comma or pronoun.
      let j = start + 1;
      while (j < end && tokens[j] !== ',' && !PRONOUNS.has(tokens[j] ?? '')) j++;
      if (j >= end) return start;
      start = tokens[j] === ',' ? j + 1 : j;
      continue;
    }
    start = tokens[m.end] === ',' ? m.end + 1 : m.end;
  }
}

function readSubject(tokens: string[], start: number, end: number, mentions: Mention[]): Subject {
  if (start >= end) return { k: 'none' };
  const first = tokens[start] ?? '';
  if (first === 'there') return { k: 'there' };
  const m = mentions.find((x) => x.start >= start && x.start < end);
  if (m && m.start === start) return { k: 'mention', m };
  if (m && m.start === start + 1 && PER_ONE.has(first) && m.priceOf !== '')
    return { k: 'owner', name: m.priceOf, words: [m.priceOf], perOne: true, pronoun: false, det: first };
  if (m && m.start === start + 1 && PER_ONE.has(first) && /^(?:dollar|cent|euro)$/.test(m.unit) && m.end < end) {
    // "a $250 bicycle": the amount is the thing's price; the thing is the subject.
    const np = nounPhrase(tokens, m.end, 3);
    if (np.words.length > 0)
      return { k: 'owner', name: canonicalPhrase(np.words).unit, words: np.words, perOne: true, pronoun: false, det: first };
  }
  if (m && PER_ONE.has(first) && m.before === 'of') {
    // "a pack of 6 juice boxes", "a box of 24 crayons": the container is the subject; its size is a mention.
    const np = nounPhrase(tokens, start + 1, 3);
    return { k: 'owner', name: canonicalPhrase(np.words).unit, words: np.words, perOne: true, pronoun: false, det: first };
  }
  if (m) return { k: 'mention', m };
  if (PRONOUNS.has(first) && start + 1 >= end) return { k: 'owner', name: first, words: [first], perOne: false, pronoun: true, det: '' };
  let i = start;
  const perOne = PER_ONE.has(first);
  if (perOne || DETERMINERS.has(first)) i++;
  const np = nounPhrase(tokens, i, 4);
  if (np.words.length === 0) {
    // Possessives: "tom's test scores", "her mother" were taken above; a lone pronoun is handled here.
    if (PRONOUNS.has(first)) return { k: 'owner', name: first, words: [first], perOne: false, pronoun: true, det: '' };
    return { k: 'none' };
  }
  let words = np.words;
  // "her brother Eli": a relative named right after the word of kinship is that name (the holder a question names).
  const kin = words[0] ?? '';
  const called = words[1] ?? '';
  if (
    POSSESSIVE.has(first) &&
    words.length === 2 &&
    KIN.has(kin) &&
    /^[a-z]+$/.test(called) &&
    !UNITS[canonical(called)] &&
    !KIN.has(called) &&
    np.next === end
  )
    return { k: 'owner', name: called, words: [called], perOne: false, pronoun: false, det: '' };
  // "the price of a laptop" → the laptop; "tom's test scores" → tom.
  if (['price', 'cost'].includes(words[words.length - 1] ?? '') && tokens[np.next] === 'of') {
    const inner = nounPhrase(
      tokens,
      np.next + 1 + (PER_ONE.has(tokens[np.next + 1] ?? '') || DETERMINERS.has(tokens[np.next + 1] ?? '') ? 1 : 0),
      3,
    );
    if (inner.words.length > 0) words = inner.words;
  }
  const possessive = words.findIndex((w) => w.endsWith("'s"));
  if (possessive >= 0) words = [(words[possessive] ?? '').slice(0, -2)];
  const plural = words.length > 0 && canonical(words[words.length - 1] ?? '') !== words[words.length - 1];
  const name = canonicalPhrase(words).unit;
  return {
    k: 'owner',
    name,
    words,
    perOne: perOne || (plural && !DETERMINERS.has(first)),
    pronoun: false,
    det: perOne || DETERMINERS.has(first) ? first : '',
  };
}

export function analyseClause(text: string, firstId: number): Clause {
  const tokens = tokenize(text);
  const mentions = findMentions(tokens, firstId);
  const hit = mainVerb(tokens);
  const start = subjectStart(tokens, hit.index, mentions);
  let subject = readSubject(tokens, start, hit.index, mentions);
  // "Lucas has saved $48": a bare one-word subject that does not price things is a name, not a plural.
  if (
    subject.k === 'owner' &&
    subject.det === '' &&
    subject.words.length === 1 &&
    hit.verb?.cls !== 'cost' &&
    !tokens.includes('each') &&
    !tokens.includes('per')
  ) {
    const word = subject.words[0] ?? '';
    subject = { ...subject, name: word, perOne: false };
  }
  // "Chen uses 650 grams of it": "uses" states a need ("a recipe uses 3 cups"), but an amount of what is already there
  // ("of it", "of them") is taken from it, as "used" is.
  let verb = hit.verb;
  if (
    verb?.lemma === 'need' &&
    (verb.form === 'uses' || verb.form === 'use') &&
    mentions.some((m) => m.of === 'them' && m.kind === 'count')
  )
    verb = { cls: 'lose', lemma: 'use up', form: verb.form };
  return {
    tokens,
    mentions,
    verb,
    copula: hit.copula,
    verbIndex: hit.index,
    afterVerb: hit.after,
    subject,
    read: new Set(),
  };
}

/** True when the text has a verb of its own (so "and"/"," before it starts a new clause). */
export function hasVerb(text: string): boolean {
  const tokens = tokenize(text);
  return mainVerb(tokens).index < tokens.length;
}

const CLAUSE_BREAK =
  /\s*(?:,\s*so\s+that\s+|,?\s+so\s+|;\s*|,?\s+which\s+(?:makes?|means?|gives?)\s+|,?\s+that\s+(?:makes?|means?|leaves?)\s+|,?\s+which\s+leaves?\s+|,?\s+leaving\s+|,?\s+therefore,?\s+|,?\s+thus,?\s+|,?\s+then\s+|,?\s+and\s+(?=the\s+(?:rest|others|remaining|remainder)\b))/;

/**
 * A relative clause with an amount becomes a clause of its own: "a bike that cost $200 is discounted" → "a bike
 * cost 200 dollars" + "it is discounted"; "buy a tent that costs $180" → "buy a tent" + "the tent costs 180 dollars".
 */
function relativeClauses(text: string): string[] {
  // "twice as tall as her sister, who is 70 centimeters": the sister is 70 centimeters.
  const who = /^(.*?\b(his|her|their|the|a|an)\s+([a-z]+)),?\s+who\s+(is|was|are|were|has|had)\s+(.+)$/.exec(text);
  if (who?.[1] && who[3] && who[4] && who[5])
    return [who[1], `${who[2] === 'a' || who[2] === 'an' ? 'the' : who[2]} ${who[3]} ${who[4]} ${who[5]}`];
  // "fills bottles that hold 3 liters each": each bottle holds 3 liters.
  const each = /^(.*?\S)\s+([a-z]+s)\s+(?:that|which)\s+(\S+)\s+(\d+(?:\.\d+)?\s+[a-z]+)\s+each\s*$/.exec(text);
  if (each) {
    const [, before = '', nouns = '', verb = '', amount = ''] = each;
    const relVerb = mainVerb([verb]).verb;
    // "buys 4 pens that cost $3 each": the price is stated first, so the purchase is read at it.
    if (relVerb?.cls === 'cost' && singular(nouns) !== nouns) return [`each ${singular(nouns)} ${verb} ${amount}`, `${before} ${nouns}`];
    if (relVerb !== null && singular(nouns) !== nouns) return [`${before} ${nouns}`, `each ${singular(nouns)} ${verb} ${amount}`];
  }
  const m = /^(.*?)\b(a|an|the|one)\s+((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:that|which)\s+(\S+)\s+(\d+(?:\.\d+)?\s+[a-z]+)\s*(.*)$/.exec(text);
  if (!m) return [text];
  const [, before = '', det = '', noun = '', verb = '', amount = '', rest = ''] = m;
  if (!mainVerb([verb]).copula && mainVerb([verb]).verb === null) return [text];
  const relative = `${before.trim() === '' ? det : 'the'} ${noun} ${verb} ${amount}`;
  if (before.trim() === '') return [relative, ...(rest ? [`it ${rest}`] : [])];
  return [`${before}${det} ${noun}`.trim(), relative, ...(rest ? [rest] : [])];
}

/** "1/3 of them …", "40 percent of the students …": a clause that starts with a part of a named whole. */
const GROUP_PART = /^\s*\d+(?:\.\d+)?(?:\/\d+)?(?:\s+percent)?\s+of\s+(?:them|the\s+[a-z]+)\s+[a-z]/;

/** Splits one sentence into clauses; clauses that start with a verb keep the previous clause's subject. */
export function splitClauses(sentence: string): string[] {
  const out: string[] = [];
  // "spent 30% of it on rent and then 20% of the rest on food": a percent or fraction of something after "then",
  // without a verb of its own, shares the verb before it, so it stays in that clause.
  const parts: string[] = [];
  const broken = sentence.split(new RegExp(`(${CLAUSE_BREAK.source})`));
  parts.push(broken[0] ?? '');
  for (let k = 1; k + 1 < broken.length; k += 2) {
    const separator = broken[k] ?? '';
    const next = broken[k + 1] ?? '';
    const gapped = /^\s*\d+(?:\.\d+)?(?:\/\d+)?\s+(?:percent\s+)?of\b/.test(next);
    if (/\bthen\b/.test(separator) && gapped && !hasVerb(next) && hasVerb(parts[parts.length - 1] ?? ''))
      parts[parts.length - 1] = `${parts[parts.length - 1]}${separator}${next}`;
    else parts.push(next);
  }
  for (const part of parts.flatMap(relativeClauses)) {
    // Odd indices hold the separators, so a piece that joins back keeps its own punctuation.
    const pieces = part.split(/(\s*,\s*and\s+|\s*,\s*|\s+and\s+)/);
    let current = pieces[0] ?? '';
    for (let k = 1; k + 1 < pieces.length; k += 2) {
      const piece = pieces[k + 1] ?? '';
      // "2/9 of them take the bus and 1/3 of them walk": each group named by its own part of the whole is a clause,
      // whatever its verb (rule S6 reads each).
      if ((hasVerb(piece) && hasVerb(current)) || (GROUP_PART.test(piece) && GROUP_PART.test(current))) {
        out.push(current.trim());
        current = piece;
      } else current = `${current}${pieces[k] ?? ''}${piece}`;
    }
    out.push(current.trim());
  }
  return out.filter((c) => c !== '');
}
