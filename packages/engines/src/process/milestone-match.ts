import { stemmer } from 'stemmer';
import { InputTooComplexError, WorkBudget } from '../budget.ts';

/** Function words that carry no milestone meaning; dropping them lets "Identify the issue" match "identified issue". */
const STOP = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'and',
  'or',
  'in',
  'on',
  'for',
  'with',
  'by',
  'at',
  'from',
  'is',
  'are',
  'was',
  'be',
  'it',
  'its',
  'this',
  'that',
  'as',
]);

/** Lowercase, unify apostrophes/dashes, strip punctuation, split on whitespace, stem. */
export function normaliseTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u2018\u2019']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map((t) => stemmer(t));
}

/**
 * Whether `needle` occurs in `hay` as a contiguous run: Knuth–Morris–Pratt, so the work is |hay| + |needle| whatever
 * the input (a naive scan is |hay| × |needle| on "a a a … a b").
 */
export function containsSequence(hay: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  const fail = new Array<number>(needle.length).fill(0);
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle[i] !== needle[k]) k = fail[k - 1] as number;
    if (needle[i] === needle[k]) k++;
    fail[i] = k;
  }
  for (let i = 0, k = 0; i < hay.length; i++) {
    while (k > 0 && hay[i] !== needle[k]) k = fail[k - 1] as number;
    if (hay[i] === needle[k]) k++;
    if (k === needle.length) return true;
  }
  return false;
}

export interface PreparedTrace {
  tokens: string[];
  sentences: Set<string>[];
  /** Content word → the sentences that contain it (ascending), so a milestone only visits sentences with its rarest word. */
  postings: Map<string, number[]>;
  /** Matching work spent so far (token comparisons and sentence visits), checked against MILESTONE_BUDGET. */
  work: WorkBudget;
}

/**
 * Matching work one request may spend: KMP is |trace| + |milestone| per milestone and the sentence check visits the
 * sentences holding the milestone's rarest word; 100 milestones over a 100,000-character trace stay far below this.
 */
export const MILESTONE_BUDGET = 4_000_000;

export function prepareTrace(trace: string): PreparedTrace {
  const sentences = trace
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => new Set(normaliseTokens(s).filter((t) => !STOP.has(t))))
    .filter((s) => s.size > 0);
  const postings = new Map<string, number[]>();
  sentences.forEach((words, i) => {
    for (const w of words) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  return { tokens: normaliseTokens(trace), sentences, postings, work: new WorkBudget(MILESTONE_BUDGET) };
}

function spend(trace: PreparedTrace, units: number): void {
  if (!trace.work.spend(units)) {
    throw new InputTooComplexError('matching_work', MILESTONE_BUDGET, 'The milestones need more matching work than one request may spend.');
  }
}

/**
 * A milestone is met when its normalised token sequence occurs in the trace, or, failing that, when all of its content
 * words occur together in one sentence (word order and function words may differ). Words in different sentences do not
 * count, so a trace that merely mentions the vocabulary somewhere does not pass.
 */
export function milestoneMet(milestone: string, trace: PreparedTrace): boolean {
  const seq = normaliseTokens(milestone);
  spend(trace, trace.tokens.length + seq.length);
  if (containsSequence(trace.tokens, seq)) return true;
  const content = [...new Set(seq.filter((t) => !STOP.has(t)))];
  if (content.length === 0) return false;
  const lists = content.map((t) => trace.postings.get(t) ?? []);
  const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  spend(trace, rarest.length * content.length);
  return rarest.some((i) => content.every((t) => (trace.sentences[i] as Set<string>).has(t)));
}
