import type { Token } from './text-units.ts';

/** Which of two events came first, as a sentence states it: the content words of the earlier and the later one. */
export interface EventOrder {
  earlier: Set<string>;
  later: Set<string>;
  /** The connective as written ("before", "after", "followed by"). */
  connective: string;
}

/** Connectives with the direction they give: `forward` when the left event comes first ("A before B", "A then B"). */
const CONNECTIVES: Array<{ words: string[]; forward: boolean }> = [
  { words: ['prior', 'to'], forward: true },
  { words: ['followed', 'by'], forward: true },
  { words: ['preceded', 'by'], forward: false },
  { words: ['earlier', 'than'], forward: true },
  { words: ['later', 'than'], forward: false },
  { words: ['before'], forward: true },
  { words: ['after'], forward: false },
  { words: ['afterwards'], forward: true },
  { words: ['then'], forward: true },
  { words: ['until'], forward: true },
];

const DURATION =
  /^(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|several|many|some|shortly|soon|long|just|right|immediately|minutes?|hours?|days?|weeks?|months?|years?|decades?)$/;

const NOT_TEMPORAL_BEFORE = new Set([
  'named',
  'name',
  'names',
  'called',
  'modelled',
  'modeled',
  'patterned',
  'look',
  'looks',
  'looked',
  'looking',
  'take',
  'takes',
  'took',
  'taken',
  'appeared',
  'appear',
  'testified',
  'testify',
]);

/**
 * The order of events a sentence asserts with a temporal connective: "A before B", "A after B", "After B, A",
 * "A, followed by B", "A and then B". Null when the sentence has no connective or one side has no content words.
 * `content` maps a token range to its content stems (the caller's stop-word and number rules apply).
 */
export function eventOrder(text: string, tokens: Token[], content: (from: number, to: number) => string[]): EventOrder | null {
  for (let i = 0; i < tokens.length; i++) {
    // "named after", "looked after", "after all" and "take after" are not about time.
    if (NOT_TEMPORAL_BEFORE.has(tokens[i - 1]?.lower ?? '') || tokens[i + 1]?.lower === 'all') continue;
    for (const c of CONNECTIVES) {
      if (!c.words.every((w, k) => tokens[i + k]?.lower === w)) continue;
      const after = i + c.words.length;
      let left: string[];
      let right: string[];
      // "Two weeks after the announcement, Chen resigned": a duration before the connective keeps the fronted form.
      const fronted = i === 0 || tokens.slice(0, i).every((t) => DURATION.test(t.lower));
      if (fronted) {
        // "After the merger, Smith resigned": the clause up to the first comma is the connective's object.
        const comma = findClauseEnd(text, tokens, after);
        if (comma === null) return null;
        right = content(after, comma);
        left = content(comma, tokens.length);
      } else {
        left = content(0, i);
        right = content(after, tokens.length);
      }
      const l = new Set(left.filter((s) => !right.includes(s)));
      const r = new Set(right.filter((s) => !left.includes(s)));
      if (l.size === 0 || r.size === 0) return null;
      const forward = c.forward;
      return { earlier: forward ? l : r, later: forward ? r : l, connective: c.words.join(' ') };
    }
  }
  return null;
}

/** The token index where an opening subordinate clause ends: the first token written after a comma. */
function findClauseEnd(text: string, tokens: Token[], from: number): number | null {
  for (let k = from + 1; k < tokens.length; k++) {
    const prev = tokens[k - 1] as Token;
    const t = tokens[k] as Token;
    if (text.slice(prev.offset + prev.raw.length, t.offset).includes(',')) return k;
  }
  return null;
}

/**
 * How the evidence's order relates to the claim's: `same`, `reversed`, or `unknown` when the two sides cannot be told
 * apart by their words.
 */
export function compareOrder(claim: EventOrder, evidence: EventOrder): 'same' | 'reversed' | 'unknown' {
  const hit = (a: Set<string>, b: Set<string>) => [...a].filter((s) => b.has(s)).length;
  const same = hit(claim.earlier, evidence.earlier) + hit(claim.later, evidence.later);
  const reversed = hit(claim.earlier, evidence.later) + hit(claim.later, evidence.earlier);
  if (same > reversed) return 'same';
  if (reversed > same) return 'reversed';
  return 'unknown';
}
