/**
 * Number mentions of a clause: each number with the noun phrase it counts and its markers — a rate ("60 miles per
 * hour", "125 loaves a day", "8 liters per 100 kilometers"), "each" ("$8 each"), "more"/"fewer", a percent or
 * fraction of something ("40 percent of them", "3/5 of his money"), "N times as many". Text is already normalised
 * (normalise.ts), so numbers are digits.
 */
import { canonical, isVerbWord, UNITS } from './lexicon.ts';

const MONEY_WORDS = new Set(['dollar', 'cent', 'euro', 'yen']);

export const NUMBER = /^\d+(?:\.\d+)?(?:\/\d+)?$/;

const STOP = new Set(
  (
    'a an the this that these those each every per some any his her their its my our your them it he she they him we you i ' +
    'in on at for to from with by of into among between after during over under than as about out off up down away home ' +
    'and or but so then if when while because which who whom what how many much more fewer less left now altogether total ' +
    'all equally early late today yesterday tomorrow is are was were be been being am do does did will would can could ' +
    'should must might shall averaged not no there here only also still just again already one times twice same completely fully equally evenly exactly entirely totally correctly incorrectly successfully wrongly'
  ).split(' '),
);

const TIME_UNITS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'night']);

/** Words that can be a rate's denominator after "a"/"an" ("125 loaves a day", "$15 an hour"). */
const PER_ARTICLE_UNITS = new Set([
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'year',
  'night',
  'lap',
  'trip',
  'game',
  'visit',
  'person',
  'kilogram',
  'pound',
  'mile',
  'kilometer',
  'liter',
  'meter',
  'foot',
  'piece',
  'item',
  'dozen',
]);

export type MentionKind = 'count' | 'percent' | 'fraction' | 'times';

export interface Mention {
  /** Order of the number in the whole problem (the literal id of its term). */
  id: number;
  text: string;
  kind: MentionKind;
  /** Canonical head noun ('' when the number stands alone: "27 in the afternoon", "$8" has 'dollar'). */
  unit: string;
  /** Canonical noun phrase with its modifiers ("red pen", "toy car"). */
  noun: string;
  /** "3 kilograms of cheese": substance 'cheese'; "37 of them": 'them'. */
  of: string;
  /** "of the remaining money", "of the rest", "of what is left": a part of what remains now, not of the first amount. */
  ofRemaining: boolean;
  /** "half of what Eve saved": `of` names a holder, and the part is of that holder's amount (a comparison). */
  ofWhat: boolean;
  /** "in June", "on Monday": when the number's event happened (a day, month or part of the day). */
  when: string;
  /** "a $90 lamp": the amount is the price of one such thing, not money that moves. */
  priceOf: string;
  /** "on a jacket", "for a book": what the amount went on. */
  about: string;
  /** Rate denominator: "per hour" → 'hour'; with its count: "per 100 kilometers" → '100'. */
  per: string;
  perCount: string;
  /** The word that made it a rate ("per", "every", "each", "a", "on each" → "each"): each/every rates count whole events. */
  perWord: string;
  /** Trailing "each": "$8 each". */
  each: boolean;
  /** "5 more", "7 fewer". */
  more: 'more' | 'fewer' | '';
  /** "12 dozen eggs": the number counts dozens. */
  scale: string;
  /** The word right before the number ("in 3 hours" → 'in'). */
  before: string;
  /** Token index range in the clause. */
  start: number;
  end: number;
}

export function tokenize(clause: string): string[] {
  return clause
    .replace(/([,;:()"])/g, ' $1 ')
    .split(/\s+/)
    .filter((t) => t !== '');
}

export const isStop = (w: string) => STOP.has(w) || NUMBER.test(w) || /^[,;:()"]$/.test(w) || isVerbWord(w);

/** Up to `max` content words from `i`; returns the phrase and the index after it. */
export function nounPhrase(tokens: string[], i: number, max = 4, afterNumber = false): { words: string[]; next: number } {
  const words: string[] = [];
  let j = i;
  while (j < tokens.length && words.length < max) {
    const w = tokens[j] ?? '';
    // A gerund ends the phrase ("25 dollars mowing lawns"), and so does a unit ("40 dollars", "3 hours").
    // Right after a number a verb-looking word is a noun ("5 packs of gum"), unless it is a function word.
    const nounAfterNumber = afterNumber && words.length === 0 && !STOP.has(w) && !NUMBER.test(w) && /^[a-z]/.test(w);
    if ((isStop(w) && !nounAfterNumber) || (words.length > 0 && w.endsWith('ing'))) break;
    words.push(w);
    j++;
    if (afterNumber && (UNITS[canonical(w)] || MONEY_WORDS.has(canonical(w)))) break;
  }
  return { words, next: j };
}

export function canonicalPhrase(words: string[]): { unit: string; noun: string } {
  if (words.length === 0) return { unit: '', noun: '' };
  const last = words[words.length - 1] ?? '';
  const two = words.length >= 2 ? canonical(`${words[words.length - 2]} ${last}`) : '';
  const unit = two === 'year' ? 'year' : canonical(last);
  return { unit, noun: [...words.slice(0, -1), unit].join(' ') };
}

/** The phrase after "of": a pronoun ("them", "it"), "his money", "the water", or a noun phrase. */
function ofPhrase(tokens: string[], i: number): { of: string; next: number; remaining: boolean; what?: boolean } {
  let j = i;
  if (['them', 'it', 'these', 'those'].includes(tokens[j] ?? '')) return { of: 'them', next: j + 1, remaining: false };
  // "of what remains", "of what is left": the part is of the amount as it is now.
  const what =
    /^what (?:remains|remained|is left|was left|are left|were left)$/.exec(tokens.slice(j, j + 3).join(' '))?.[0] ??
    /^what (?:remains|remained)/.exec(tokens.slice(j, j + 2).join(' '))?.[0];
  if (what) return { of: 'them', next: j + what.split(' ').length, remaining: true };
  // "half of what Eve saved", "1/3 of what his brother has": of the amount that holder has or got.
  const holder = tokens[j + 1] ?? '';
  if (tokens[j] === 'what' && isVerbWord(tokens[j + 2] ?? '') && !isStop(holder) && !isVerbWord(holder)) {
    return { of: canonical(holder), next: j + 3, remaining: false, what: true };
  }
  if (['the', 'his', 'her', 'their', 'its', 'my', 'our', 'your', 'this', 'that'].includes(tokens[j] ?? '')) j++;
  let remaining = false;
  if (['remaining', 'rest', 'remainder'].includes(tokens[j] ?? '')) {
    remaining = true;
    j++;
    // "the rest of the money", "the remainder of it"; a bare "the rest" is what is left of the last amount.
    if (tokens[j] === 'of') return { ...ofPhrase(tokens, j + 1), remaining: true };
  }
  const np = nounPhrase(tokens, j);
  if (np.words.length === 0) return remaining ? { of: 'them', next: j, remaining } : { of: '', next: i, remaining: false };
  return { of: canonicalPhrase(np.words).noun, next: np.next, remaining };
}

export const WHEN_WORDS = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december morning afternoon evening night weekend spring summer autumn fall winter'
  ).split(' '),
);

/** "on a jacket", "for the book" between `from` and `to`: what an amount went on (not a day: see whenOf). */
export function aboutOf(tokens: readonly string[], from: number, to: number): string {
  for (let k = from; k < to; k++) {
    if (tokens[k] !== 'on' && tokens[k] !== 'for') continue;
    const det = ['a', 'an', 'the', 'his', 'her', 'their', 'some'].includes(tokens[k + 1] ?? '') ? 1 : 0;
    const noun = tokens[k + 1 + det] ?? '';
    if (noun !== '' && !WHEN_WORDS.has(noun) && !isStop(noun) && /^[a-z]+$/.test(noun)) return canonical(noun);
  }
  return '';
}

/** "in June", "on Monday", "in the morning" between `from` and `to`: the word naming when. */
function whenOf(tokens: string[], from: number, to: number): string {
  for (let k = from; k < to; k++) {
    if (!['in', 'on', 'during', 'at'].includes(tokens[k] ?? '')) continue;
    const next = tokens[k + 1] === 'the' ? (tokens[k + 2] ?? '') : (tokens[k + 1] ?? '');
    if (WHEN_WORDS.has(next)) return next;
  }
  return '';
}

function perMarker(tokens: string[], i: number, m: Mention): number {
  const w = tokens[i] ?? '';
  const next = tokens[i + 1] ?? '';
  if (w === 'per' || w === 'every' || w === 'each' || ((w === 'a' || w === 'an') && PER_ARTICLE_UNITS.has(canonical(next)))) {
    let j = i + 1;
    if (w === 'per' && NUMBER.test(tokens[j] ?? '')) {
      m.perCount = tokens[j] ?? '';
      j++;
    }
    const np = nounPhrase(tokens, j, 3);
    if (np.words.length > 0) {
      m.per = canonicalPhrase(np.words).unit;
      m.perWord = w === 'an' ? 'a' : w;
      return np.next;
    }
    if (w === 'each') {
      m.each = true;
      return i + 1;
    }
    return i;
  }
  // "3 cups of flour for 1 cake": a rate per one.
  if (w === 'for' && next === '1') {
    const np = nounPhrase(tokens, i + 2, 3);
    if (np.words.length > 0) {
      m.per = canonicalPhrase(np.words).unit;
      m.perWord = 'each';
      return np.next;
    }
  }
  // "in each row", "on each shelf", "at each table", "for each child", "from each bag", "with each meal".
  if (['in', 'on', 'at', 'for', 'inside', 'from', 'off', 'with'].includes(w) && (next === 'each' || next === 'every')) {
    const np = nounPhrase(tokens, i + 2, 3);
    if (np.words.length > 0) {
      m.per = canonicalPhrase(np.words).unit;
      m.perWord = 'each';
      return np.next;
    }
  }
  return i;
}

/** All number mentions of a tokenised clause; ids are assigned from `firstId` on. */
export function findMentions(tokens: string[], firstId: number): Mention[] {
  const out: Mention[] = [];
  let id = firstId;
  for (let i = 0; i < tokens.length; i++) {
    const text = tokens[i] ?? '';
    if (!NUMBER.test(text)) continue;
    const m: Mention = {
      id: id++,
      text,
      kind: text.includes('/') && tokens[i + 1] === 'of' ? 'fraction' : 'count',
      unit: '',
      noun: '',
      of: '',
      ofRemaining: false,
      ofWhat: false,
      when: '',
      priceOf: '',
      about: '',
      per: '',
      perCount: '',
      perWord: '',
      each: false,
      more: '',
      scale: '',
      before: tokens[i - 1] ?? '',
      start: i,
      end: i + 1,
    };
    let j = i + 1;
    if (tokens[j] === 'percent') {
      m.kind = 'percent';
      j++;
    } else if (tokens[j] === 'times') {
      m.kind = 'times';
      j++;
    } else if (text.includes('/') && tokens[j] === 'as' && (tokens[j + 1] === 'many' || tokens[j + 1] === 'much')) {
      // "1/5 as many books": a fraction compares like "3 times as many".
      m.kind = 'times';
    }
    if (tokens[j] === 'more' || tokens[j] === 'fewer' || tokens[j] === 'less' || tokens[j] === 'extra' || tokens[j] === 'additional') {
      m.more = tokens[j] === 'fewer' || tokens[j] === 'less' ? 'fewer' : 'more';
      j++;
    }
    if (tokens[j] === 'dozen') {
      m.scale = '12';
      j++;
      if (tokens[j] === 'of') j++;
    }
    if (m.kind === 'count' || m.kind === 'fraction') {
      // "3/8 walk to school": after a fraction a verb is the verb, not a noun ("3 packs of gum" is a noun).
      const fractionVerb = text.includes('/') && isVerbWord(tokens[j] ?? '');
      const np = fractionVerb ? { words: [], next: j } : nounPhrase(tokens, j, 4, true);
      const { unit, noun } = canonicalPhrase(np.words);
      m.unit = unit;
      m.noun = noun;
      j = np.next;
      // A bare fraction counts nothing: "out of 60 cookies, 1/4 are chocolate chip".
      if (text.includes('/') && unit === '' && m.more === '') m.kind = 'fraction';
      // "as many $7 books as he can", "3 $2 pens": an amount of money before a plural noun is each one's price.
      const item = tokens[j] ?? '';
      if (MONEY_WORDS.has(unit) && /^[a-z]+$/.test(item) && !isStop(item) && !item.endsWith('ing') && canonical(item) !== item) {
        m.per = canonical(item);
        m.perWord = 'each';
        j++;
      } else if (
        MONEY_WORDS.has(unit) &&
        ['a', 'an', 'the'].includes(m.before) &&
        /^[a-z]+$/.test(item) &&
        !isStop(item) &&
        !item.endsWith('ing') &&
        !['bill', 'note', 'coin', 'budget', 'check', 'cheque'].includes(item)
      ) {
        // "for a $90 lamp": the price of one lamp.
        m.priceOf = canonical(item);
        j++;
      }
      if (unit === 'year' && tokens[j] === 'old') j++;
      // "3 kilograms less than", "4 years older than": a difference, like "7 more dolls than".
      const after = tokens[j] ?? '';
      if (
        m.more === '' &&
        tokens.includes('than', j) &&
        /^(?:more|less|fewer|older|younger|taller|shorter|longer|heavier|lighter|higher|lower|bigger|smaller|further|farther)$/.test(after)
      ) {
        m.more = /^(?:more|older|taller|longer|heavier|higher|bigger|further|farther)$/.test(after) ? 'more' : 'fewer';
        j++;
      }
    }
    if (tokens[j] === 'of' && m.kind !== 'times') {
      // "37 of them", "3 kilograms of cheese", "40 percent of the students" — but not "of 8" (a container size).
      const o = ofPhrase(tokens, j + 1);
      if (o.of !== '' && !NUMBER.test(tokens[j + 1] ?? '')) {
        m.of = o.of;
        m.ofRemaining = o.remaining;
        m.ofWhat = o.what === true;
        j = o.next;
      } else if (m.kind === 'percent' || m.kind === 'fraction') {
        // A part of something the grammar cannot name is never a part of the last amount by default.
        m.of = '?';
      }
    }
    const afterPer = perMarker(tokens, j, m);
    if (afterPer === j && m.kind === 'count') {
      // "walks 1.5 kilometers to school every day": a short phrase may stand between the amount and its rate.
      for (let k = j + 1; k <= j + 4 && k < tokens.length; k++) {
        const w = tokens[k] ?? '';
        if (NUMBER.test(w) || isVerbWord(w) || w === ',' || w === 'and') break;
        if (w === 'every' || w === 'per' || ((w === 'a' || w === 'an') && TIME_UNITS.has(canonical(tokens[k + 1] ?? '')))) {
          const end = perMarker(tokens, k, m);
          if (end !== k && TIME_UNITS.has(m.per)) j = end;
          else {
            m.per = '';
            m.perWord = '';
          }
          break;
        }
      }
    } else j = afterPer;
    if (tokens[j] === 'each') {
      m.each = true;
      j++;
    }
    m.end = j;
    out.push(m);
    const next = tokens.findIndex((t, k) => k >= j && NUMBER.test(t));
    m.when = whenOf(tokens, m.end, next < 0 ? tokens.length : next);
    m.about = aboutOf(tokens, m.end, next < 0 ? tokens.length : next);
    // Numbers inside the mention ("per 100 kilometers", "for 1 cake") belong to it.
    i = j - 1;
  }
  return out;
}
