import { NumberWordsReader, numberWordKind, scaleWordValue } from '../text/number-words.ts';
import type { Token } from './text-units.ts';
import { canonicalStem, STOPWORDS } from './text-units.ts';
import { nounUnit, readUnit, type Unit } from './units.ts';

const ORDINAL: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  last: -1,
};
const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
const WEEKDAYS: Record<string, number> = {
  monday: 1,
  mondays: 1,
  tuesday: 2,
  tuesdays: 2,
  wednesday: 3,
  wednesdays: 3,
  thursday: 4,
  thursdays: 4,
  friday: 5,
  fridays: 5,
  saturday: 6,
  saturdays: 6,
  sunday: 0,
  sundays: 0,
};
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** A day of the month written in digits ("14" of "14 May"). */
const dayNumber = (w: string): boolean => /^\d{1,2}$/.test(w) && Number(w) >= 1 && Number(w) <= 31;

/** Words before a bare month name that make it a month ("in May"), not a verb or a name. */
const MONTH_CONTEXT = /^(in|during|of|since|until|till|by|from|through|every|each|last|next|early|late|mid|before|after)$/;
const CURRENCY_BEFORE: Record<string, string> = { $: 'usd', '€': 'eur', '£': 'gbp' };

export type Comparator = 'eq' | 'approx' | 'gt' | 'lt' | 'ge' | 'le';

export interface NumberMention {
  /** `weekday` (value 0 = Sunday … 6) and `month` (value 1–12) are compared like numbers too. */
  kind: 'number' | 'year' | 'date' | 'ordinal' | 'weekday' | 'month';
  value: number;
  /** For dates: month (1–12) and day when given. */
  month?: number;
  day?: number;
  /** The unit right after the number (or a currency sign before it), null when there is none. */
  unit: Unit | null;
  /** `value` in the unit's base (grams, metres, seconds…), so "50 mg" and "0.05 g" compare equal. */
  base: number;
  comparator: Comparator;
  /** Stems of up to five content words before the mention: what the number is about ("founded", "height"). */
  slot: string[];
  start: number;
  end: number;
  text: string;
  /** The place of the last written digit, in the mention's own unit: "34 million" → 1,000,000; "1.2" → 0.1. */
  precision: number;
  /** "an hour": loose enough that only a value more than 10 % away contradicts it, and only the same value gives it. */
  loose?: boolean;
}

function parseDigits(s: string): number | null {
  const clean = s.replace(/%$/, '').replace(/,(?=\d{3}\b)/g, '');
  if (!/^\d+(?:\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

/**
 * A number written in words at token `i` ("twenty-five", "two hundred and five", "three million"), read by the shared
 * number-word reader; "half" and "dozen" are read here because they only count things ("two dozen" is 24). A number
 * must start with a unit or tens word: a bare "hundred" or "million" is a noun more often than a count.
 */
function wordNumber(tokens: Token[], i: number): { value: number; end: number } | null {
  const first = (tokens[i] as Token).lower;
  if (first === 'half') return { value: 0.5, end: i + 1 };
  if (first === 'dozen') return { value: 12, end: i + 1 };
  const firstKind = numberWordKind(first.split('-')[0] ?? '');
  if (firstKind !== 'unit' && firstKind !== 'tens') return null;
  const reader = new NumberWordsReader();
  let j = i;
  while (j < tokens.length) {
    const word = (tokens[j] as Token).lower;
    if (word === 'and' && reader.continuesWithAnd(tokens[j + 1]?.lower)) j++;
    else if (reader.pushAll(word.split('-'))) j++;
    else break;
  }
  if (!reader.started) return null;
  if (tokens[j]?.lower === 'dozen') return { value: reader.value * 12, end: j + 1 };
  return { value: reader.value, end: j };
}

/** The comparator written before a number ("more than", "about", "under") and how many words it takes. */
function comparatorBefore(tokens: Token[], i: number): { comparator: Comparator; words: number } {
  const w1 = tokens[i - 1]?.lower ?? '';
  const w2 = `${tokens[i - 2]?.lower ?? ''} ${w1}`;
  if (/^(?:about|approximately|around|roughly|nearly|almost|circa|some|approx|c)$/.test(w1)) return { comparator: 'approx', words: 1 };
  if (/^(?:at least|no less|no fewer|or more)$/.test(w2)) return { comparator: 'ge', words: 2 };
  if (/^(?:at most|up to|no more)$/.test(w2)) return { comparator: 'le', words: 2 };
  if (/^(?:more than|greater than|over|above|exceeding|exceeds|beyond)$/.test(w2)) return { comparator: 'gt', words: 2 };
  if (/^(?:over|above|exceeding|exceeds)$/.test(w1)) return { comparator: 'gt', words: 1 };
  if (/^(?:less than|fewer than|under|below)$/.test(w2)) return { comparator: 'lt', words: 2 };
  if (/^(?:under|below)$/.test(w1)) return { comparator: 'lt', words: 1 };
  // "within three hours", "within 5 km": an upper bound, not the value itself.
  if (w1 === 'within') return { comparator: 'le', words: 1 };
  return { comparator: 'eq', words: 0 };
}

/** Content words before a mention: what it is about. Names are left out: they say whose value it is, not which one. */
function slotBefore(tokens: Token[], i: number, isName: (index: number) => boolean): string[] {
  const slot: string[] = [];
  for (let k = i - 1; k >= 0 && slot.length < 5 && k >= i - 10; k--) {
    const t = tokens[k] as Token;
    if (/^\d/.test(t.lower) || t.lower in MONTHS || isName(k)) continue;
    if (!STOPWORDS.has(t.lower)) slot.push(canonicalStem(t.stem));
  }
  return slot;
}

/** The unit after a number (or a currency sign before it) and how many tokens it spans. */
function unitAt(tokens: Token[], start: number, j: number, raw: string): { unit: Unit | null; length: number } {
  if (raw.endsWith('%')) return { unit: readUnit(['%'])?.unit ?? null, length: 0 };
  const before = tokens[start - 1]?.lower;
  if (before && before in CURRENCY_BEFORE) return { unit: readUnit([CURRENCY_BEFORE[before] as string])?.unit ?? null, length: 0 };
  const next = tokens[j];
  if (!next) return { unit: null, length: 0 };
  // "100 C" / "100 F": a capital letter right after a number is a temperature scale.
  if (next.raw === 'C' || next.raw === 'F')
    return { unit: readUnit([next.raw === 'C' ? 'celsius' : 'fahrenheit'])?.unit ?? null, length: 1 };
  const known = readUnit(tokens.slice(j, j + 3).map((t) => t.lower));
  if (known) return known;
  if (STOPWORDS.has(next.lower) || !/^\p{L}/u.test(next.lower)) return { unit: null, length: 0 };
  return { unit: nounUnit(next.stem), length: 1 };
}

function mention(
  tokens: Token[],
  isName: (index: number) => boolean,
  kind: NumberMention['kind'],
  value: number,
  start: number,
  end: number,
  unit: Unit | null = null,
  comparator: Comparator = 'eq',
): NumberMention {
  return {
    kind,
    value,
    unit,
    base: value * (unit?.factor ?? 1) + (unit?.offset ?? 0),
    comparator,
    slot: slotBefore(tokens, start, isName),
    start,
    end,
    text: tokens
      .slice(start, end)
      .map((x) => x.raw)
      .join(' '),
    precision: precisionOf(tokens.slice(start, end), value),
  };
}

/** How precisely a number is written: the place of its last significant digit, times its scale word. */
function precisionOf(tokens: Token[], value: number): number {
  const digits = tokens.find((t) => /^-?\d/.test(t.lower));
  if (!digits) {
    const scale = tokens.map((t) => scaleWordValue(t.lower) ?? 0).reduce((a, b) => Math.max(a, b), 0);
    return scale || 1;
  }
  const clean = digits.lower
    .replace(/%$/, '')
    .replace(/,(?=\d{3}\b)/g, '')
    .replace(/^-/, '');
  const parsed = Number(clean);
  const scale = parsed ? Math.abs(value / parsed) : 1;
  const dot = clean.indexOf('.');
  if (dot >= 0) return 10 ** -(clean.length - dot - 1) * scale;
  const zeros = /0*$/.exec(clean)?.[0].length ?? 0;
  return 10 ** Math.min(zeros, clean.length - 1) * scale;
}

/** A calendar date starting at a month name: "July 4, 1776", "4 July 1776", "July 1776"; null when it is not one. */
function dateAt(tokens: Token[], isName: (index: number) => boolean, i: number, month: number): NumberMention | null {
  const a = parseDigits(tokens[i + 1]?.lower ?? '');
  const b = parseDigits(tokens[i + 2]?.lower ?? '');
  let day: number | undefined;
  let year: number | undefined;
  let end = i + 1;
  if (a !== null && a >= 1 && a <= 31 && b !== null && b >= 1000) [day, year, end] = [a, b, i + 3];
  else if (a !== null && a >= 1000 && a <= 2999) [year, end] = [a, i + 2];
  else if (a !== null && a >= 1 && a <= 31) [day, end] = [a, i + 2];
  const prevDay = parseDigits(tokens[i - 1]?.lower ?? '');
  let start = i;
  if (day === undefined && prevDay !== null && Number.isInteger(prevDay) && prevDay >= 1 && prevDay <= 31) {
    day = prevDay;
    start = i - 1;
  }
  if (year === undefined && day === undefined) return null;
  const m = mention(tokens, isName, 'date', year ?? 0, start, end);
  m.month = month;
  if (day !== undefined) m.day = day;
  return m;
}

/** A time of day is a value in minutes after midnight, compared only with another time of day. */
const CLOCK: Unit = { dim: 'clock', factor: 1, offset: 0, label: 'clock' };

/** A time of day: "22:15", "6:40", "9:30 am", "5:00 p.m."; null when the token is not one. */
function clockAt(tokens: Token[], isName: (index: number) => boolean, i: number): NumberMention | null {
  const hit = /^(\d{1,2}):(\d{2})$/.exec((tokens[i] as Token).lower);
  if (!hit) return null;
  let h = Number(hit[1]);
  const min = Number(hit[2]);
  if (h > 24 || min > 59) return null;
  let end = i + 1;
  const suffix = tokens[i + 1]?.lower.replace(/\./g, '');
  if ((suffix === 'am' || suffix === 'pm') && h >= 1 && h <= 12) {
    h = (h % 12) + (suffix === 'pm' ? 12 : 0);
    end++;
  }
  const m = mention(tokens, isName, 'number', (h % 24) * 60 + min, i, end, CLOCK);
  m.precision = 1;
  return m;
}

/** Words after which "a week", "an hour" measures a duration. */
const DURATION_BEFORE =
  /^(?:take|takes|took|taken|taking|last|lasts|lasted|lasting|for|within|after|about|around|roughly|nearly|almost|only|just|spend|spends|spent|need|needs|needed)$/;

/** Time units a bare "a"/"an" counts once: "takes an hour", "lasted a day" (not "a week", which may be a working week). */
const SINGLE_TIME_UNITS = new Set(['second', 'minute', 'hour', 'day', 'month', 'year', 'decade']);

/**
 * "an hour", "a day": one of a time unit, read as about one (a loose measure, so it contradicts only a value more
 * than 10 % away). Only after a word that measures a duration ("takes", "lasted", "for", "within"), never as a rate
 * ("twice a day", "25 days a year"), and not before a word that makes it a modifier ("a day pass").
 */
function singleUnitAt(tokens: Token[], isName: (index: number) => boolean, i: number): NumberMention | null {
  const t = tokens[i] as Token;
  if (t.lower !== 'a' && t.lower !== 'an') return null;
  const next = tokens[i + 1];
  if (!next || !SINGLE_TIME_UNITS.has(next.lower)) return null;
  // Only where a duration is measured ("takes an hour", "for a week"); elsewhere "a year" is a rate ("25 days a year").
  if (!DURATION_BEFORE.test(tokens[i - 1]?.lower ?? '')) return null;
  // "an hour and a half": one and a half of the unit.
  const andAHalf = tokens[i + 2]?.lower === 'and' && /^an?$/.test(tokens[i + 3]?.lower ?? '') && tokens[i + 4]?.lower === 'half';
  const end = i + 2 + (andAHalf ? 3 : 0);
  const after = tokens[end];
  if (after && /^\p{L}/u.test(after.lower) && !STOPWORDS.has(after.lower)) return null;
  const unit = readUnit([next.lower]);
  if (!unit) return null;
  const m = mention(tokens, isName, 'number', andAHalf ? 1.5 : 1, i, end, unit.unit, 'approx');
  // About one: within a tenth either way, the same looseness as any hedged value.
  m.precision = 0.2;
  m.loose = true;
  return m;
}

/**
 * Numbers, number words ("twenty-five", "two million"), ordinals, years, calendar dates, weekdays and month names
 * with what they measure: the unit after them (converted to its dimension's base, so "50 mg" is 0.05 g) and the content
 * words before them (their slot). Slots let "founded in 1998 and listed in 2005" be compared year-to-year with the
 * right verb instead of as an unordered bag of numbers.
 */
export function extractNumbers(tokens: Token[], skip: (index: number) => boolean = () => false): NumberMention[] {
  const out: NumberMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (skip(i)) continue;
    const capitalised = (t.raw[0] ?? '') === (t.raw[0] ?? '').toUpperCase();
    const weekday = WEEKDAYS[t.lower];
    if (weekday !== undefined && capitalised) {
      out.push(mention(tokens, skip, 'weekday', weekday, i, i + 1));
      continue;
    }
    const month = MONTHS[t.lower];
    if (
      month !== undefined &&
      capitalised &&
      (t.lower !== 'may' ||
        /^\d/.test(tokens[i + 1]?.lower ?? '') ||
        MONTH_CONTEXT.test(tokens[i - 1]?.lower ?? '') ||
        dayNumber(tokens[i - 1]?.lower ?? ''))
    ) {
      const date = dateAt(tokens, skip, i, month);
      if (date) {
        out.push(date);
        i = date.end - 1;
        continue;
      }
      if (t.lower.length > 3 || MONTH_CONTEXT.test(tokens[i - 1]?.lower ?? '')) {
        out.push(mention(tokens, skip, 'month', month, i, i + 1));
        continue;
      }
    }
    if (t.lower in ORDINAL || /^\d+(?:st|nd|rd|th)$/.test(t.lower)) {
      const value = ORDINAL[t.lower] ?? Number.parseInt(t.lower, 10);
      const u = unitAt(tokens, i, i + 1, t.raw);
      out.push(mention(tokens, skip, 'ordinal', value, i, i + 1, u.unit));
      continue;
    }
    const clock = clockAt(tokens, skip, i);
    if (clock) {
      out.push(clock);
      i = clock.end - 1;
      continue;
    }
    const single = singleUnitAt(tokens, skip, i);
    if (single) {
      out.push(single);
      i = single.end - 1;
      continue;
    }
    const digits = parseDigits(t.lower);
    // "14 March 2025": the day before a month name is read with the month, as one date.
    const after = tokens[i + 1];
    if (
      digits !== null &&
      Number.isInteger(digits) &&
      digits >= 1 &&
      digits <= 31 &&
      /^\d+$/.test(t.lower) &&
      after &&
      MONTHS[after.lower] !== undefined &&
      // "on 14 May": a capitalised "May" after a day of the month is the month (the modal is never capitalised there).
      (after.lower !== 'may' || after.raw === 'May') &&
      after.raw[0] === after.raw[0]?.toUpperCase()
    )
      continue;
    if (digits !== null) {
      let value = digits;
      let end = i + 1;
      const scale = scaleWordValue(tokens[i + 1]?.lower ?? '');
      if (scale !== undefined && scale >= 1000) {
        value *= scale;
        end++;
      }
      const u = unitAt(tokens, i, end, t.raw);
      const isYear =
        Number.isInteger(digits) &&
        digits >= 1000 &&
        digits <= 2199 &&
        !/[.,%]/.test(t.lower) &&
        end === i + 1 &&
        (!u.unit || u.unit.dim.startsWith('noun:'));
      if (isYear) out.push(mention(tokens, skip, 'year', value, i, end));
      else {
        const cmp = comparatorBefore(tokens, i);
        const m = mention(tokens, skip, 'number', value, i, end + u.length, u.unit, cmp.comparator);
        m.start = i - cmp.words; // the comparator's words belong to the mention, not to the claim's content
        out.push(m);
        end += u.length;
      }
      i = end - 1;
      continue;
    }
    const w = wordNumber(tokens, i);
    if (w && !(t.lower === 'one' && !(tokens[i + 1] && !STOPWORDS.has((tokens[i + 1] as Token).lower)))) {
      const u = unitAt(tokens, i, w.end, t.raw);
      const cmp = comparatorBefore(tokens, i);
      const m = mention(tokens, skip, 'number', w.value, i, w.end + u.length, u.unit, cmp.comparator);
      m.start = i - cmp.words;
      out.push(m);
      i = w.end + u.length - 1;
    }
  }
  return out;
}

/** How a mention is written back: "50 mg", "Saturday". */
export function describeMention(m: NumberMention): string {
  if (m.kind === 'weekday') return DAY_NAMES[m.value] ?? m.text;
  // The comparator's words stand before the number in the text, not in the mention ("more than 500 tonnes").
  const bound: Partial<Record<Comparator, string>> = { gt: 'more than', lt: 'less than', ge: 'at least', le: 'at most', approx: 'about' };
  const words = bound[m.comparator];
  return words && !m.text.toLowerCase().startsWith(words.split(' ')[0] as string) ? `${words} ${m.text}` : m.text;
}

/** Whether the evidence value satisfies the claim's value under the claim's comparator ("more than 300" vs 330). */
export function numberAgrees(claim: NumberMention, evidence: NumberMention): boolean {
  if (claim.kind === 'weekday' || evidence.kind === 'weekday') return claim.kind === evidence.kind && claim.value === evidence.value;
  if (claim.kind === 'month' || evidence.kind === 'month') {
    const cm = claim.kind === 'month' ? claim.value : claim.month;
    const em = evidence.kind === 'month' ? evidence.value : evidence.month;
    return cm !== undefined && cm === em;
  }
  if (claim.kind === 'date' || evidence.kind === 'date') {
    if (claim.value && evidence.value && claim.value !== evidence.value) return false;
    if (claim.month !== undefined && evidence.month !== undefined && claim.month !== evidence.month) return false;
    if (claim.day !== undefined && evidence.day !== undefined && claim.day !== evidence.day) return false;
    return true;
  }
  // Compare in the unit's base when both carry a unit of the same dimension ("0.05 g" = "50 mg").
  const both = claim.unit && evidence.unit && claim.unit.dim === evidence.unit.dim;
  const c = both ? claim.base : claim.value;
  const e = both ? evidence.base : evidence.value;
  // Two bounds ("under 21" vs "under 18") only agree when they are the same bound: which one implies the other
  // depends on whether the bound limits a quantity or names a group, which the words do not say.
  const bound = (x: Comparator) => x === 'gt' || x === 'lt';
  if (bound(claim.comparator) && bound(evidence.comparator)) {
    return claim.comparator === evidence.comparator && Math.abs(c - e) <= 1e-9 * Math.max(1, Math.abs(c));
  }
  switch (claim.comparator) {
    case 'ge':
    case 'le':
      return valueEntails(claim, evidence);
    case 'approx':
      return Math.abs(c - e) <= Math.abs(c) * 0.1;
    case 'gt':
      return e > c || (evidence.comparator === 'gt' && e >= c);
    case 'lt':
      return e < c || (evidence.comparator === 'lt' && e <= c);
    case 'eq':
      if (evidence.comparator === 'approx') return Math.abs(c - e) <= Math.abs(e) * 0.1;
      if (evidence.comparator === 'gt') return c > e;
      if (evidence.comparator === 'lt') return c < e;
      return Math.abs(c - e) <= 1e-9 * Math.max(1, Math.abs(c));
  }
}

/** The values a mention allows, in its unit's base: [low, high] with open or closed ends. */
interface Interval {
  lo: number;
  hi: number;
  loOpen: boolean;
  hiOpen: boolean;
}

function interval(m: NumberMention, v: number): Interval {
  switch (m.comparator) {
    case 'eq':
      return { lo: v, hi: v, loOpen: false, hiOpen: false };
    case 'approx': {
      // "about X" is X rounded at the place it is written to: "about 34 million" is 33.5 to 34.5 million.
      const d = (m.precision / 2) * (v === m.value ? 1 : (m.unit?.factor ?? 1));
      return { lo: v - d, hi: v + d, loOpen: false, hiOpen: false };
    }
    case 'gt':
      return { lo: v, hi: Number.POSITIVE_INFINITY, loOpen: true, hiOpen: true };
    case 'ge':
      return { lo: v, hi: Number.POSITIVE_INFINITY, loOpen: false, hiOpen: true };
    case 'lt':
      return { lo: Number.NEGATIVE_INFINITY, hi: v, loOpen: true, hiOpen: true };
    case 'le':
      return { lo: Number.NEGATIVE_INFINITY, hi: v, loOpen: true, hiOpen: false };
  }
}

const EPS = 1e-9;
function values(c: NumberMention, e: NumberMention): [number, number] {
  const both = c.unit && e.unit && c.unit.dim === e.unit.dim;
  return both ? [c.base, e.base] : [c.value, e.value];
}

/** Calendar mentions (years, dates, months, weekdays) compared field by field: which fields both give, and whether they differ. */
function calendar(c: NumberMention, e: NumberMention): { entails: boolean; conflicts: boolean } | null {
  if (c.kind === 'weekday' || e.kind === 'weekday') {
    const same = c.kind === e.kind && c.value === e.value;
    return { entails: same, conflicts: c.kind === e.kind && !same };
  }
  const field = (m: NumberMention) => ({
    year: m.kind === 'year' || (m.kind === 'date' && m.value) ? m.value : undefined,
    month: m.kind === 'month' ? m.value : m.month,
    day: m.kind === 'date' ? m.day : undefined,
  });
  if (!['year', 'date', 'month'].includes(c.kind) && !['year', 'date', 'month'].includes(e.kind)) return null;
  if (!['year', 'date', 'month'].includes(c.kind) || !['year', 'date', 'month'].includes(e.kind))
    return { entails: false, conflicts: false };
  const a = field(c);
  const b = field(e);
  let conflicts = false;
  let entails = true;
  for (const k of ['year', 'month', 'day'] as const) {
    if (a[k] === undefined) continue;
    if (b[k] === undefined) entails = false;
    else if (a[k] !== b[k]) {
      conflicts = true;
      entails = false;
    }
  }
  return { entails, conflicts };
}

/** Whether every value the evidence allows is one the claim allows ("at least three" from "four", "about 45" from "45"). */
export function valueEntails(claim: NumberMention, evidence: NumberMention): boolean {
  const cal = calendar(claim, evidence);
  if (cal) return cal.entails;
  const [c, e] = values(claim, evidence);
  // "takes an hour" is given by "takes 60 minutes" or "an hour", never by "58 minutes".
  if (claim.loose || evidence.loose)
    return evidence.comparator === 'eq' || evidence.loose === true ? Math.abs(c - e) <= EPS * Math.max(1, Math.abs(c)) : false;
  // Two bounds ("under 21" against "under 18") agree only when they are the same bound: whether a bound limits a
  // quantity or names a group ("free for residents under 18") decides which one implies the other, and the words do
  // not say which.
  const bound = (m: NumberMention) => m.comparator === 'gt' || m.comparator === 'ge' || m.comparator === 'lt' || m.comparator === 'le';
  if (bound(claim) && bound(evidence)) return claim.comparator === evidence.comparator && Math.abs(c - e) <= EPS * Math.max(1, Math.abs(c));
  const ci = interval(claim, c);
  const ei = interval(evidence, e);
  const tol = EPS * Math.max(1, Math.abs(c), Math.abs(e));
  const loOk = ei.lo > ci.lo + tol || (Math.abs(ei.lo - ci.lo) <= tol && (!ci.loOpen || ei.loOpen)) || ci.lo === Number.NEGATIVE_INFINITY;
  const hiOk = ei.hi < ci.hi - tol || (Math.abs(ei.hi - ci.hi) <= tol && (!ci.hiOpen || ei.hiOpen)) || ci.hi === Number.POSITIVE_INFINITY;
  return loOk && hiOk;
}

/** Whether no value the evidence allows is one the claim allows ("five ports" against "four ports"). */
export function valueConflicts(claim: NumberMention, evidence: NumberMention): boolean {
  const cal = calendar(claim, evidence);
  if (cal) return cal.conflicts;
  const [c, e] = values(claim, evidence);
  // "300 metres" against "984 feet": a value converted from another unit is rounded at the place it is written to, so
  // two exact values in two units conflict only when neither, converted into the other's unit and rounded where the
  // other is written, gives the other.
  if (
    claim.unit &&
    evidence.unit &&
    claim.unit.dim === evidence.unit.dim &&
    claim.unit.factor !== evidence.unit.factor &&
    claim.comparator === 'eq' &&
    evidence.comparator === 'eq' &&
    !claim.loose &&
    !evidence.loose
  ) {
    const inUnitOf = (base: number, m: NumberMention) => (base - ((m.unit as Unit).offset ?? 0)) / (m.unit as Unit).factor;
    const roundsTo = (v: number, m: NumberMention) =>
      Math.abs(Math.round(v / m.precision) * m.precision - m.value) <= EPS * Math.max(1, Math.abs(m.value));
    if (roundsTo(inUnitOf(evidence.base, claim), claim) || roundsTo(inUnitOf(claim.base, evidence), evidence)) return false;
  }
  const ci = interval(claim, c);
  const ei = interval(evidence, e);
  const tol = EPS * Math.max(1, Math.abs(c), Math.abs(e));
  const below = ei.hi < ci.lo - tol || (Math.abs(ei.hi - ci.lo) <= tol && (ei.hiOpen || ci.loOpen));
  const above = ei.lo > ci.hi + tol || (Math.abs(ei.lo - ci.hi) <= tol && (ei.loOpen || ci.hiOpen));
  // A hedged value ("about 82", "roughly 1,150") is loose in use, whatever its rounding says: it contradicts only a
  // value more than 10 % away from it.
  if ((claim.comparator === 'approx' || evidence.comparator === 'approx') && Math.abs(c - e) <= 0.1 * Math.max(Math.abs(c), Math.abs(e)))
    return false;
  return below || above;
}
