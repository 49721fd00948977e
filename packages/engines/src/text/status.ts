import type { Clause } from './clauses.ts';
import {
  DENIAL_VERBS,
  FACTIVE_VERBS,
  HEDGE_ADVERBS,
  IMPLICATIVE_NEGATIVE,
  IMPLICATIVE_POSITIVE,
  NOT_DONE_SCOPES,
  REPORTING_VERBS,
} from './cues.ts';

/**
 * What a clause asserts, from its own words and from the clause it hangs from: whether it is negated, and which cues
 * leave it unasserted. Shared by the fact engine (a claim and its evidence must have the same status) and the process
 * engine (a step is done only when a clause asserts it done).
 *
 * Cues:
 * - modal auxiliaries, normalised: can, could, may (may/might), must (must/have to), should, will (will/shall/be to), would;
 * - `hedged` (reportedly, allegedly, apparently, probably …), `imperative` (a bare instruction), `if` (a clause introduced
 *   by if/unless/whether/in case, and the clause such a condition is attached to),
 *   `instead` (instead of, rather than, without), `said` (the complement of a verb of saying: attributed, not asserted),
 *   `not_said` (of a negated one), `that:<verb>` (of another verb), `to` / `to:<verb>` (an infinitive that its verb does
 *   not assert: "planned to test", "is in talks to buy"), `whether`.
 * - "failed to", "declined to", "neglected to" deny what follows; "managed to", "went on to" assert it.
 */
export interface ClauseStatus {
  negated: boolean;
  cues: Set<string>;
  /** The clause whose subject says this one (for `said`), when there is one. */
  reportedBy: Clause | null;
}

const MODAL_WORDS: Record<string, string> = {
  can: 'can',
  could: 'could',
  may: 'may',
  might: 'may',
  must: 'must',
  shall: 'will',
  should: 'should',
  will: 'will',
  would: 'would',
  ought: 'should',
  have_to: 'must',
  be_to: 'will',
};

const CONDITION_MARKERS = /^(?:if|unless|in_case|provided|providing|as_long_as|assuming|on_condition)$/;
/**
 * "checked if the backup had completed", "unsure if it finished": an "if" right after the verb or a predicate adjective
 * of the clause it hangs from asks a question instead of stating a condition (the reading the process engine's
 * sentence rule, process/scopes.ts, makes from the tags).
 */
function conditionOnParent(c: Clause): boolean {
  const parent = c.parent;
  if (c.kind !== 'adverbial' || !parent || !CONDITION_MARKERS.test(c.marker ?? '')) return false;
  if (c.marker !== 'if') return true;
  // The clause starts after its marker: the word before the marker is at c.start - 2.
  const before = [...(parent.verb?.tokens ?? []), ...(parent.attribute?.tokens ?? [])].find((t) => t.index === c.start - 2);
  return !(before && (before.tag === 'VERB' || before.tag === 'ADJ'));
}

/** The status of every clause of a sentence, in one pass (a clause's parent always comes before it). */
export function clauseStatuses(clauses: Clause[]): Map<number, ClauseStatus> {
  const out = new Map<number, ClauseStatus>();
  // "If the board approves, the wing will open": the main clause holds only under its condition, so it is no more
  // asserted than the condition itself.
  const conditional = new Set<number>();
  for (const c of clauses) if (conditionOnParent(c) && c.parent) conditional.add(c.parent.id);
  const statusOf = (c: Clause): ClauseStatus => {
    const hit = out.get(c.id);
    if (hit) return hit;
    const own: ClauseStatus = { negated: c.negations % 2 === 1, cues: new Set(), reportedBy: null };
    out.set(c.id, own);
    for (const m of c.modals) own.cues.add(MODAL_WORDS[m] ?? m);
    for (const a of c.adverbs) if (HEDGE_ADVERBS.has(a.lower)) own.cues.add('hedged');
    if (c.verb?.imperative && !c.verb.pastLike) own.cues.add('imperative');
    if (conditional.has(c.id)) own.cues.add('if');
    const parent = c.parent;
    const link = parent?.pps.find((p) => p.clause === c);
    if (parent && link) {
      const ps = statusOf(parent);
      const pl = parent.verb?.lemma ?? '';
      const inherit = () => {
        for (const m of ps.cues) own.cues.add(m);
        own.reportedBy ??= ps.reportedBy;
      };
      if (c.kind === 'complement') {
        inherit();
        if (link.prep === 'whether') own.cues.add('whether');
        else if (FACTIVE_VERBS.has(pl) && !ps.negated) {
          // "found that …", "confirmed that …": asserted by the text itself.
        } else if (REPORTING_VERBS.has(pl) || DENIAL_VERBS.has(pl) || pl === 'rule') {
          own.cues.add('said');
          own.reportedBy = parent;
          if (DENIAL_VERBS.has(pl)) own.negated = !own.negated;
          if (ps.negated) own.cues.add('not_said');
        } else own.cues.add(`that:${pl}`);
      } else if (c.kind === 'infinitive') {
        inherit();
        if (IMPLICATIVE_POSITIVE.has(pl)) own.negated = own.negated !== ps.negated;
        else if (IMPLICATIVE_NEGATIVE.has(pl)) own.negated = own.negated !== !ps.negated;
        else if (!parent.verb || parent.verb.copula) own.cues.add('to');
        else own.cues.add(`to:${pl}`);
      } else if (c.kind === 'adverbial') {
        if (/^(?:if|unless|whether|in_case)$/.test(c.marker ?? '')) own.cues.add('if');
        if (NOT_DONE_SCOPES.has(c.marker ?? '')) own.cues.add('instead');
        if (ps.cues.has('said') || ps.cues.has('hedged')) inherit();
      } else if (c.kind === 'relative' || c.kind === 'participle') {
        if (ps.cues.has('said') || ps.cues.has('hedged') || ps.cues.has('if')) inherit();
      }
    }
    return own;
  };
  for (const c of clauses) statusOf(c);
  return out;
}
