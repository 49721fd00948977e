import type { Tagged } from '../text/tagger.ts';

/**
 * Token-level scopes of a trace sentence that the clause parser does not mark, read by the milestone matcher
 * (docs/engines-text.md, Process): phrases that name what was NOT done ("rather than the kernel", "but not on iOS",
 * "every package except the kernel"), sentences that are conditional as a whole, and time clauses in the present
 * tense ("once the kernel is upgraded"), which speak of the future. Each is one left-to-right pass over the tokens.
 */

const set = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/**
 * Markers whose following phrase names what was left out or replaced. Multi-word markers are matched on lower-case
 * words; "not" counts only after a comma or "but" (", not the kernel", "but not on iOS"), where it contrasts a phrase
 * rather than denying the verb.
 */
const EXCLUSION_MARKERS: string[][] = [
  ['instead', 'of'],
  ['rather', 'than'],
  ['in', 'place', 'of'],
  ['in', 'lieu', 'of'],
  ['except', 'for'],
  ['except'],
  ['excluding'],
  ['apart', 'from'],
  ['other', 'than'],
  ['save', 'for'],
  ['without'],
  ['but', 'not'],
  [',', 'not'],
];

/** Tags that end an excluded phrase: a finite verb or auxiliary, a clause opener, punctuation. */
const PHRASE_END = new Set(['BE', 'HAVE', 'DO', 'MODAL', 'SUB', 'REL', 'PUNCT']);

const MARKER_FIRST = new Set(EXCLUSION_MARKERS.map((m) => m[0] as string));

function markerAt(tokens: Tagged[], i: number): number {
  if (!MARKER_FIRST.has((tokens[i] as Tagged).lower)) return 0;
  for (const m of EXCLUSION_MARKERS) {
    if (m.every((w, k) => tokens[i + k]?.lower === w)) return m.length;
  }
  return 0;
}

/**
 * Indices of the tokens inside an exclusion phrase: from after the marker to the next finite verb, clause opener,
 * punctuation or coordinated clause. A gerund continues the phrase ("instead of upgrading the kernel"), a
 * coordinated noun continues it ("other than the kernel and the firmware").
 */
export function excludedTokens(tokens: Tagged[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const len = markerAt(tokens, i);
    if (len === 0) continue;
    let k = i + len;
    // "…, not just patched", "but not deployed": after a contrastive "not" a participle is what was not done.
    const contrast = tokens[i + len - 1]?.lower === 'not';
    for (; k < tokens.length; k++) {
      const t = tokens[k] as Tagged;
      if (PHRASE_END.has(t.tag)) break;
      const participle = t.form === 'participle' || t.form === 'past_or_participle';
      if (t.tag === 'VERB' && t.form !== 'ing' && !(participle && (contrast || tokens[k + 1]?.tag === 'NOUN'))) break;
      if (t.tag === 'CC') {
        const nx = tokens[k + 1];
        if (!nx || !['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM', 'POSSDET', 'QUANT'].includes(nx.tag)) break;
      }
      out.add(k);
    }
    for (let j = i; j < i + len; j++) out.add(j);
    i = k - 1;
  }
  return out;
}

/**
 * Condition words that make a whole sentence hypothetical: what it says depends on something that may not happen,
 * and what it says will happen if it does. "if"/"unless"/"whether" right after a verb or adjective ("checked if",
 * "unsure if") ask a question instead and do not count; "provided", "providing", "assuming" and "supposing" count only
 * at the start of the sentence or before "that", where they open a condition ("Provided the tests pass, …") rather
 * than being verbs ("the vendor provided the logs", "restarted the API, provided the logs and …"). "in case" before
 * punctuation or the end ("just in case.") opens no clause: a precaution, not a condition.
 */
const CONDITION_WORDS = set('if unless');
const CONDITION_OPENERS = set('provided providing assuming supposing');
const CONDITION_PHRASES: string[][] = [
  ['in', 'case'],
  ['as', 'long', 'as'],
  ['so', 'long', 'as'],
  ['on', 'condition', 'that'],
];

const PHRASE_FIRST = new Set(CONDITION_PHRASES.map((p) => p[0] as string));

export function conditionalSentence(tokens: Tagged[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Tagged;
    const prev = tokens[i - 1];
    if (CONDITION_WORDS.has(t.lower)) {
      if (prev && (prev.tag === 'VERB' || prev.tag === 'ADJ' || prev.lower === 'as')) continue;
      return true;
    }
    if (CONDITION_OPENERS.has(t.lower) && (!prev || tokens[i + 1]?.lower === 'that')) return true;
    if (PHRASE_FIRST.has(t.lower) && CONDITION_PHRASES.some((p) => p.every((w, k) => tokens[i + k]?.lower === w))) {
      // "Rotated the key as well, just in case (…)": "in case" with no clause after it, before punctuation or the end,
      // is a precaution (an adverb), not a condition.
      const after = tokens[i + 2];
      if (t.lower === 'in' && (!after || after.tag === 'PUNCT')) continue;
      return true;
    }
  }
  return false;
}

/** Words that open a time clause; in English such a clause takes the present tense when it speaks of the future. */
const TIME_MARKERS = set('once when whenever after before until till');
const TIME_PHRASES: string[][] = [['as', 'soon', 'as']];
const PRESENT_AUX = set('is are am has have do does');
const TIME_CLAUSE_REACH = 12;

/**
 * Whether the sentence holds a time clause in the present tense ("once the kernel is upgraded", "after the tests
 * pass", "as soon as the vendor confirms"): its first verb after the marker, before a comma or the end, is a present
 * auxiliary, a modal, or a base or third-person verb. Such a sentence tells what will happen, not what did.
 */
export function prospectiveTimeClause(tokens: Tagged[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Tagged;
    let start = -1;
    if (TIME_MARKERS.has(t.lower)) start = i + 1;
    else if (t.lower === 'as') {
      const p = TIME_PHRASES.find((ph) => ph.every((w, k) => tokens[i + k]?.lower === w));
      if (p) start = i + p.length;
    }
    if (start < 0) continue;
    // The clause's verb comes within a few words of its marker; a longer scan would make the pass quadratic.
    for (let k = start; k < Math.min(tokens.length, start + TIME_CLAUSE_REACH); k++) {
      const v = tokens[k] as Tagged;
      if (v.tag === 'PUNCT' || v.tag === 'CC' || v.tag === 'SUB') break;
      if (v.tag === 'MODAL') return true;
      if (v.tag === 'BE' || v.tag === 'HAVE' || v.tag === 'DO') {
        if (PRESENT_AUX.has(v.lower)) return true;
        break;
      }
      if (v.tag === 'VERB') {
        if (v.form === 'ing') break;
        if (v.form === 'third' || (v.form === 'base' && k > start)) return true;
        break;
      }
    }
  }
  return false;
}
