import type { Token } from './text-units.ts';
import { STOPWORDS } from './text-units.ts';

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
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
  half: 0.5,
};
/** Words that only spell numbers; they are compared as numbers, not as content words. */
export const NUMBER_WORDS = new Set([...Object.keys(SMALL), 'hundred', 'thousand', 'million', 'billion', 'trillion']);
const SCALE: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
  trillion: 1_000_000_000_000,
};
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
const UNIT_ALIASES: Record<string, string> = {
  m: 'metr',
  meter: 'metr',
  meters: 'metr',
  metre: 'metr',
  metres: 'metr',
  km: 'kilometr',
  kilometers: 'kilometr',
  kilometres: 'kilometr',
  ft: 'feet',
  foot: 'feet',
  feet: 'feet',
  kg: 'kilogram',
  kilograms: 'kilogram',
  lb: 'pound',
  lbs: 'pound',
  pounds: 'pound',
  percent: '%',
  '%': '%',
  pct: '%',
  usd: 'dollar',
  dollars: 'dollar',
  $: 'dollar',
  years: 'year',
  yrs: 'year',
  people: 'peopl',
  persons: 'peopl',
};

export type Comparator = 'eq' | 'approx' | 'gt' | 'lt';

export interface NumberMention {
  kind: 'number' | 'year' | 'date' | 'ordinal';
  value: number;
  /** For dates: month (1–12) and day when given. */
  month?: number;
  day?: number;
  unit: string | null;
  comparator: Comparator;
  /** Stems of up to five content words before the mention: what the number is about ("founded", "height"). */
  slot: string[];
  start: number;
  end: number;
  text: string;
}

function parseDigits(s: string): number | null {
  const clean = s.replace(/%$/, '').replace(/,(?=\d{3}\b)/g, '');
  if (!/^\d+(?:\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

function wordNumber(tokens: Token[], i: number): { value: number; end: number } | null {
  let total = 0;
  let current = 0;
  let j = i;
  let any = false;
  while (j < tokens.length) {
    const w = (tokens[j] as Token).lower;
    const parts = w.split('-');
    if (parts.every((p) => p in SMALL)) {
      current += parts.reduce((s, p) => s + (SMALL[p] as number), 0);
      any = true;
    } else if (w in SCALE && any) {
      const scale = SCALE[w] as number;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
    } else if (w === 'and' && any && tokens[j + 1] && (tokens[j + 1] as Token).lower in SMALL) {
      // "two hundred and five"
    } else break;
    j++;
  }
  return any ? { value: total + current, end: j } : null;
}

function comparatorBefore(tokens: Token[], i: number): Comparator {
  const w1 = tokens[i - 1]?.lower ?? '';
  const w2 = `${tokens[i - 2]?.lower ?? ''} ${w1}`;
  if (/^(?:about|approximately|around|roughly|nearly|almost|circa|some|approx|c)$/.test(w1)) return 'approx';
  if (/^(?:more than|greater than|at least|over|above|exceeding|exceeds|beyond)$/.test(w2) || /^(?:over|above|exceeding|exceeds)$/.test(w1))
    return 'gt';
  if (/^(?:less than|fewer than|at most|under|below|up to)$/.test(w2) || /^(?:under|below)$/.test(w1)) return 'lt';
  return 'eq';
}

function slotBefore(tokens: Token[], i: number): string[] {
  const slot: string[] = [];
  for (let k = i - 1; k >= 0 && slot.length < 5 && k >= i - 10; k--) {
    const t = tokens[k] as Token;
    if (/^\d/.test(t.lower) || t.lower in MONTHS) continue;
    if (!STOPWORDS.has(t.lower)) slot.push(t.stem);
  }
  return slot;
}

function unitAfter(tokens: Token[], j: number, raw: string): string | null {
  if (raw.endsWith('%')) return '%';
  const next = tokens[j];
  if (!next) return null;
  if (next.lower in UNIT_ALIASES) return UNIT_ALIASES[next.lower] as string;
  if (STOPWORDS.has(next.lower) || /^\d/.test(next.lower)) return null;
  return next.stem;
}

/**
 * Numbers, number words ("twenty-five", "two million"), ordinals, years and calendar dates with what they measure:
 * the unit word after them and the content words before them (their slot). Slots let "founded in 1998 and listed in
 * 2005" be compared year-to-year with the right verb instead of as an unordered bag of numbers.
 */
export function extractNumbers(tokens: Token[], skip: (index: number) => boolean = () => false): NumberMention[] {
  const out: NumberMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (skip(i)) continue;
    const month = MONTHS[t.lower];
    // "July 4, 1776" / "4 July 1776" / "July 1776"
    if (
      month !== undefined &&
      (t.raw[0] ?? '') === (t.raw[0] ?? '').toUpperCase() &&
      (t.lower !== 'may' || /^\d/.test(tokens[i + 1]?.lower ?? ''))
    ) {
      const a = parseDigits(tokens[i + 1]?.lower ?? '');
      const b = parseDigits(tokens[i + 2]?.lower ?? '');
      let day: number | undefined;
      let year: number | undefined;
      let end = i + 1;
      if (a !== null && a >= 1 && a <= 31 && b !== null && b >= 1000) [day, year, end] = [a, b, i + 3];
      else if (a !== null && a >= 1000 && a <= 2999) [year, end] = [a, i + 2];
      else if (a !== null && a >= 1 && a <= 31) [day, end] = [a, i + 2];
      const prevDay = parseDigits(tokens[i - 1]?.lower ?? '');
      if (day === undefined && prevDay !== null && prevDay >= 1 && prevDay <= 31) day = prevDay;
      if (year !== undefined || day !== undefined) {
        const m: NumberMention = {
          kind: 'date',
          value: year ?? 0,
          month,
          unit: null,
          comparator: 'eq',
          slot: slotBefore(tokens, i),
          start: i,
          end,
          text: tokens
            .slice(i, end)
            .map((x) => x.raw)
            .join(' '),
        };
        if (day !== undefined) m.day = day;
        out.push(m);
        i = end - 1;
        continue;
      }
    }
    if (t.lower in ORDINAL || /^\d+(?:st|nd|rd|th)$/.test(t.lower)) {
      const value = ORDINAL[t.lower] ?? Number.parseInt(t.lower, 10);
      out.push({
        kind: 'ordinal',
        value,
        unit: unitAfter(tokens, i + 1, t.raw),
        comparator: 'eq',
        slot: slotBefore(tokens, i),
        start: i,
        end: i + 1,
        text: t.raw,
      });
      continue;
    }
    const digits = parseDigits(t.lower);
    if (digits !== null) {
      if (out.some((m) => m.kind === 'date' && m.start <= i && i < m.end)) continue;
      let value = digits;
      let end = i + 1;
      const scale = SCALE[tokens[i + 1]?.lower ?? ''];
      if (scale !== undefined && scale >= 1000) {
        value *= scale;
        end++;
      }
      const isYear =
        Number.isInteger(digits) &&
        digits >= 1000 &&
        digits <= 2199 &&
        !/[.,%]/.test(t.lower) &&
        end === i + 1 &&
        !/^(?:metr|feet|kilometr|dollar|%|peopl)$/.test(unitAfter(tokens, end, t.raw) ?? '');
      out.push({
        kind: isYear ? 'year' : 'number',
        value,
        unit: isYear ? null : unitAfter(tokens, end, t.raw),
        comparator: comparatorBefore(tokens, i),
        slot: slotBefore(tokens, i),
        start: i,
        end,
        text: tokens
          .slice(i, end)
          .map((x) => x.raw)
          .join(' '),
      });
      i = end - 1;
      continue;
    }
    const w = wordNumber(tokens, i);
    if (w && !(t.lower === 'one' && !(tokens[i + 1] && !STOPWORDS.has((tokens[i + 1] as Token).lower)))) {
      out.push({
        kind: 'number',
        value: w.value,
        unit: unitAfter(tokens, w.end, t.raw),
        comparator: comparatorBefore(tokens, i),
        slot: slotBefore(tokens, i),
        start: i,
        end: w.end,
        text: tokens
          .slice(i, w.end)
          .map((x) => x.raw)
          .join(' '),
      });
      i = w.end - 1;
    }
  }
  return out;
}

/** Whether the evidence value satisfies the claim's value under the claim's comparator ("more than 300" vs 330). */
export function numberAgrees(claim: NumberMention, evidence: NumberMention): boolean {
  if (claim.kind === 'date' || evidence.kind === 'date') {
    if (claim.value && evidence.value && claim.value !== evidence.value) return false;
    if (claim.month !== undefined && evidence.month !== undefined && claim.month !== evidence.month) return false;
    if (claim.day !== undefined && evidence.day !== undefined && claim.day !== evidence.day) return false;
    return true;
  }
  const c = claim.value;
  const e = evidence.value;
  switch (claim.comparator) {
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
