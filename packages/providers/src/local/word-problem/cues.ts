/**
 * Cue words: words that change what a word problem's numbers mean (docs/natural-language.md, "Certain translations").
 * A translation is certain only when every cue of the text was read by a rule that knows what it does: "the rest"
 * by the rule for the rest of a whole, "as many as possible" by the rule for what is left over, "twice" by a
 * comparison, "20% off" by a price change. A cue no rule read means the text says something the expression would
 * not, so the translator refuses. Cue words inside a number's own phrase ("5 more apples", "$8 per hour") are read
 * with the number.
 */

import { verbAt } from './lexicon.ts';

export type CueKind =
  | 'compare'
  | 'rest'
  | 'share'
  | 'rounding'
  | 'repeat'
  | 'direction'
  | 'average'
  | 'change'
  | 'money'
  | 'condition'
  | 'negation';

const CUE_WORDS: Record<CueKind, string> = {
  compare:
    'twice double doubled triple tripled thrice half times than older younger taller shorter longer heavier lighter bigger larger smaller cheaper faster slower fewer less more',
  // ("rose", "bill" and "grow" are left to the verb table or are names: a cue word is never read as a name or a verb.)
  rest: 'rest remaining remainder remains remain others leftover',
  share: 'equally evenly share shares shared split splits divide divides divided among same',
  rounding: 'full fully complete completely whole possible least most nearest rounded round enough',
  repeat: 'way both again back',
  direction: 'ago later earlier since until before',
  average: 'average averaged averages mean',
  change:
    'increase increases increased decrease decreases decreased grew grown rise rises fell fall falls drop drops dropped raised raise reduced reduce reduces discount discounts discounted off tax tip markup interest compounded compound profit loss',
  money: 'change',
  condition: 'if unless',
  negation: 'not never no none except without nor neither',
};

const CUE_OF = new Map<string, CueKind>();
for (const [kind, words] of Object.entries(CUE_WORDS) as Array<[CueKind, string]>) for (const w of words.split(' ')) CUE_OF.set(w, kind);

/** The cue kind of a token, if it is a cue word ("n't" forms are negations). */
export function cueOf(token: string): CueKind | null {
  if (token.endsWith("n't")) return 'negation';
  return CUE_OF.get(token) ?? null;
}

/**
 * Cue words of a token list outside the given spans (number phrases), outside verb forms of the verb table ("got off",
 * "is cut off", "grows": the verb rule reads them) and other than `names` (a holder called Bill or Rose).
 */
export function cuesOf(
  tokens: readonly string[],
  spans: ReadonlyArray<{ start: number; end: number }>,
  names: ReadonlySet<string> = new Set(),
): Array<{ i: number; kind: CueKind }> {
  const inVerb = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const hit = verbAt(tokens, i);
    if (hit) inVerb.fill(1, i, i + hit.length);
  }
  const out: Array<{ i: number; kind: CueKind }> = [];
  tokens.forEach((t, i) => {
    const kind = cueOf(t);
    if (kind && inVerb[i] === 0 && !names.has(t) && !spans.some((s) => i >= s.start && i < s.end)) out.push({ i, kind });
  });
  return out;
}
