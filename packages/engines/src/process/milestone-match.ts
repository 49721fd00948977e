import { stemmer } from 'stemmer';

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

function containsSequence(hay: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export interface PreparedTrace {
  tokens: string[];
  sentences: Set<string>[];
}

export function prepareTrace(trace: string): PreparedTrace {
  const sentences = trace
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => new Set(normaliseTokens(s).filter((t) => !STOP.has(t))))
    .filter((s) => s.size > 0);
  return { tokens: normaliseTokens(trace), sentences };
}

/**
 * A milestone is met when its normalised token sequence occurs in the trace, or, failing that, when all of its content
 * words occur together in one sentence (word order and function words may differ). Words in different sentences do not
 * count, so a trace that merely mentions the vocabulary somewhere does not pass.
 */
export function milestoneMet(milestone: string, trace: PreparedTrace): boolean {
  const seq = normaliseTokens(milestone);
  if (containsSequence(trace.tokens, seq)) return true;
  const content = seq.filter((t) => !STOP.has(t));
  if (content.length === 0) return false;
  return trace.sentences.some((s) => content.every((t) => s.has(t)));
}
