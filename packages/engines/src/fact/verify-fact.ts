import { InputTooComplexError } from '../budget.ts';
import { antonymFlips } from './antonyms.ts';
import { bm25Scores } from './bm25.ts';
import { createCoreference, type Referent, referringPrefix } from './coreference.ts';
import type { EntitySpan } from './entity-spans.ts';
import { entitySpans, mentions } from './entity-spans.ts';
import { compareOrder, eventOrder } from './event-order.ts';
import type { NumberMention } from './number-mentions.ts';
import { describeMention, extractNumbers, numberAgrees } from './number-mentions.ts';
import type { Token } from './text-units.ts';
import { canonicalStem, contentStems, negationCount, splitSentences, tokenize } from './text-units.ts';
import { sameDimension } from './units.ts';

export type FactVerdict = 'SUPPORTED' | 'REFUTED' | 'INCONCLUSIVE';
export type ContradictionKind = 'number' | 'date' | 'entity' | 'negation' | 'antonym' | 'order';

/** Work one claim cost, in the units the caps are written in. */
export interface FactWork {
  context_chars: number;
  sentences: number;
  tokens: number;
  /** Sentences fully analysed (entities, numbers, coreference): the best-ranked ones and their antecedents. */
  analysed: number;
}

export interface FactResult {
  verdict: FactVerdict;
  confidence: number;
  reasoning: string;
  evidence?: string;
  /** Set when the verdict is REFUTED: which deterministic check found the contradiction. */
  contradiction?: ContradictionKind;
  method: 'deterministic' | 'deterministic+model';
  work?: FactWork;
}

export const MAX_FACT_CLAIM_CHARS = 2_000;
export const MAX_FACT_CONTEXT_CHARS = 100_000;
/** Best-ranked sentences examined as evidence; each may borrow an antecedent from the two sentences before it. */
export const EVIDENCE_SENTENCES = 5;

const SUPPORT_COVERAGE = 0.75;

interface Lite {
  text: string;
  own: Token[];
  stems: Set<string>;
}

/** One sentence as evidence: its own words plus, when it opens with "It"/"The company", the entity it refers to. */
interface Evidence {
  text: string;
  tokens: Token[];
  stems: Set<string>;
  numbers: NumberMention[];
  entities: EntitySpan[];
  antecedent: Referent | null;
  /** Content stems of the tokens the sentence itself wrote (negation and antonyms look only at those). */
  own: Token[];
}

interface Claim {
  text: string;
  tokens: Token[];
  content: string[];
  numbers: NumberMention[];
  entities: EntitySpan[];
}

/** Content stems of a token range, leaving out the words that number mentions consumed ("12 percent", "Saturday"). */
function contentOf(tokens: Token[], numbers: NumberMention[], from = 0, to = tokens.length): string[] {
  const taken = new Set<number>();
  for (const m of numbers) for (let k = m.start; k < m.end; k++) taken.add(k);
  return contentStems(tokens.slice(from, to).filter((_, k) => !taken.has(from + k))).map(canonicalStem);
}

/** Names that are really a number's unit ("38 degrees Celsius") are compared as units, not as names. */
function outsideNumbers(entities: EntitySpan[], numbers: NumberMention[]): EntitySpan[] {
  return entities.filter((e) => !numbers.some((m) => m.start <= e.start && e.end <= m.end));
}

function coverage(needed: string[], have: Set<string>): number {
  if (needed.length === 0) return 1;
  return needed.filter((s) => have.has(s)).length / needed.length;
}

function quote(s: string): string {
  return s.length > 300 ? `"${s.slice(0, 297)}…"` : `"${s}"`;
}

function compatible(c: NumberMention, e: NumberMention): boolean {
  if (c.kind === 'weekday' || e.kind === 'weekday') return c.kind === e.kind;
  if (c.kind === 'month') return e.kind === 'month' || (e.kind === 'date' && e.month !== undefined);
  if (e.kind === 'month') return c.kind === 'date' && c.month !== undefined;
  if (c.kind === 'year' || c.kind === 'date') return e.kind === 'year' || (e.kind === 'date' && (c.kind === 'date' || e.value !== 0));
  if (c.kind !== e.kind) return false;
  return sameDimension(c.unit, e.unit);
}

function slotOverlap(a: string[], b: string[]): number {
  return a.filter((x) => b.includes(x)).length;
}

/**
 * A claim number the evidence contradicts: same kind, unit and slot (or the only candidate), and no agreeing value.
 * A counted or measured claim number is only contradicted by a number that counts or measures too ("84,000 petrol
 * cars" is not contradicted by a bare "51,000").
 */
function numberContradiction(claim: NumberMention[], ev: Evidence): { claim: NumberMention; evidence: NumberMention } | null {
  for (const c of claim) {
    const cands = ev.numbers.filter((e) => compatible(c, e) && !c.unit === !e.unit);
    if (cands.length === 0) continue;
    const best = Math.max(...cands.map((e) => slotOverlap(c.slot, e.slot)));
    const pool = best > 0 ? cands.filter((e) => slotOverlap(c.slot, e.slot) === best) : cands;
    if (pool.some((e) => numberAgrees(c, e))) continue;
    const sameKindInClaim = claim.filter((x) => compatible(x, cands[0] as NumberMention)).length;
    if (best > 0 || (pool.length === 1 && sameKindInClaim === 1)) return { claim: c, evidence: pool[0] as NumberMention };
  }
  return null;
}

/**
 * Every claim number, weekday and month has an agreeing evidence mention about the same thing, and a claim unit or
 * counted noun is matched by one of the same kind (a bare evidence number confirms neither "50 mg" nor "51,000 cars").
 */
function numbersSupported(claim: NumberMention[], ev: Evidence): boolean {
  return claim.every((c) =>
    ev.numbers.some(
      (e) =>
        compatible(c, e) &&
        numberAgrees(c, e) &&
        // "51,000 electric cars" is not confirmed by a bare "51,000" that may count something else.
        (!c.unit || !!e.unit) &&
        (c.slot.length === 0 || e.slot.length === 0 || slotOverlap(c.slot, e.slot) > 0),
    ),
  );
}

const SLOT_PREPOSITIONS = new Set(['in', 'at', 'by', 'from', 'of', 'after', 'to', 'near', 'on', 'with', 'for']);
/** Slots that hold one value: where something is, who did it, what it is named after, where someone comes from. */
const EXCLUSIVE_SLOTS = new Set(['in', 'at', 'by', 'after', 'from']);
/** Words that make a statement exclusive, so a different name in the same place contradicts it. */
const EXCLUSIVE_MARKERS = new Set(
  `first last only sole single largest biggest tallest highest longest oldest youngest smallest shortest best worst most least fastest
  earliest latest deepest won win wins winner champion`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Whether a different name in the claim entity's place contradicts the claim. "X left the company" does not exclude
 * that Y left too, and "destroyed the village of A" does not exclude B; "was founded by", "is in", "won", "the first"
 * and a definite role ("the chief executive, X") do.
 */
function exclusive(claim: Claim, ce: EntitySpan, slotWord: string | undefined, subject: boolean): boolean {
  if (claim.tokens.some((t) => EXCLUSIVE_MARKERS.has(t.lower))) return true;
  if (subject) return false;
  if (slotWord && EXCLUSIVE_SLOTS.has(slotWord)) return true;
  // "The chief executive, Anna Berg, …": a role in apposition, introduced with "the", names its one holder.
  const before = claim.tokens[ce.start - 1];
  const first = claim.tokens[ce.start];
  const apposition = !!before && !!first && claim.text.slice(before.offset + before.raw.length, first.offset).includes(',');
  return apposition && (claim.tokens[ce.start - 3]?.lower === 'the' || claim.tokens[ce.start - 2]?.lower === 'the');
}

function findSequence(tokens: Token[], words: string[]): number[] {
  const hits: number[] = [];
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let k = 0; k < words.length; k++) if ((tokens[i + k] as Token).lower !== words[k]) continue outer;
    hits.push(i);
  }
  return hits;
}

/**
 * A claim entity whose slot holds a different entity in the evidence: the subject position, the two words before
 * the entity (or one, when it is a preposition) found in the evidence with an entity up to three words later, or the
 * two words after it. Entities the context mentions elsewhere are only contradicted in subject position.
 */
function entityContradiction(
  claim: Claim,
  ev: Evidence,
  mentionedInContext: (e: EntitySpan) => boolean,
): { claim: EntitySpan; evidence: EntitySpan } | null {
  const foreign = ev.entities.filter(
    (ee) =>
      !claim.entities.some(
        (x) => mentions(ev.tokens.slice(ee.start, ee.end), x, true) || mentions(claim.tokens.slice(x.start, x.end), ee, true),
      ),
  );
  if (foreign.length === 0) return null;
  for (const ce of claim.entities) {
    if (mentions(ev.tokens, ce)) continue;
    const isSubject = ce.start <= 1 && ce.start === (claim.entities[0] as EntitySpan).start;
    if (isSubject && exclusive(claim, ce, undefined, true)) {
      const evSubject = ev.entities.find((e) => e.start <= 1);
      if (evSubject && foreign.includes(evSubject)) return { claim: ce, evidence: evSubject };
    }
    if (mentionedInContext(ce)) continue;
    const left = claim.tokens.slice(Math.max(0, ce.start - 2), ce.start).map((t) => t.lower);
    const last = left[left.length - 1];
    if (!exclusive(claim, ce, last, false)) continue;
    const lefts = [left];
    if (last && SLOT_PREPOSITIONS.has(last)) lefts.push([last]);
    for (const l of lefts) {
      if (l.length === 0) continue;
      for (const p of findSequence(ev.tokens, l)) {
        const q = p + l.length;
        const hit = foreign.find((ee) => ee.start >= q && ee.start <= q + 2);
        if (hit) return { claim: ce, evidence: hit };
      }
    }
    const right = claim.tokens.slice(ce.end, ce.end + 2).map((t) => t.lower);
    if (right.length === 2 && exclusive(claim, ce, undefined, true)) {
      for (const p of findSequence(ev.tokens, right)) {
        const hit = foreign.find((ee) => ee.end === p);
        if (hit) return { claim: ce, evidence: hit };
      }
    }
  }
  return null;
}

function refuted(kind: ContradictionKind, confidence: number, why: string, evidence: string): FactResult {
  return {
    verdict: 'REFUTED',
    confidence,
    reasoning: `${why} Evidence: ${quote(evidence)}`,
    evidence,
    contradiction: kind,
    method: 'deterministic',
  };
}

/** A contradiction between the claim and one evidence sentence, or null. `cov` is the claim's coverage by the sentence. */
function contradiction(claim: Claim, ev: Evidence, cov: number, mentionedInContext: (e: EntitySpan) => boolean): FactResult | null {
  const numberHit = numberContradiction(claim.numbers, ev);
  if (numberHit && cov >= SUPPORT_COVERAGE) {
    const kind = numberHit.claim.kind === 'year' || numberHit.claim.kind === 'date' ? 'date' : 'number';
    return refuted(
      kind,
      0.9,
      `The claim says ${describeMention(numberHit.claim)} but the context says ${describeMention(numberHit.evidence)}.`,
      ev.text,
    );
  }
  const entityHit = entityContradiction(claim, ev, mentionedInContext);
  if (entityHit) {
    const rest = claim.content.filter((st) => !entityHit.claim.words.some((w) => st === w || w.startsWith(st)));
    if (rest.length > 0 && coverage(rest, ev.stems) >= SUPPORT_COVERAGE) {
      return refuted(
        'entity',
        0.85,
        `The claim names ${entityHit.claim.text} where the context names ${entityHit.evidence.text}.`,
        ev.text,
      );
    }
  }
  const claimOrder = eventOrder(claim.text, claim.tokens, (a, b) => contentOf(claim.tokens, claim.numbers, a, b));
  const evOrder = eventOrder(ev.text, ev.own, (a, b) => contentOf(ev.own, [], a, b));
  if (claimOrder && evOrder && compareOrder(claimOrder, evOrder) === 'reversed' && cov >= SUPPORT_COVERAGE) {
    return refuted('order', 0.8, 'The claim puts the events in the opposite order from the context.', ev.text);
  }
  const flips = antonymFlips(
    claim.tokens.map((t) => t.stem),
    ev.own.map((t) => t.stem),
  );
  const negFlip = negationCount(ev.own) % 2 !== negationCount(claim.tokens) % 2;
  if (!negFlip && flips.length === 0) return null;
  const flipped = new Set(flips.map(([a]) => a));
  const rest = claim.content.filter((st) => !flipped.has(st));
  // A negation and an antonym cancel out ("did not rise" vs "fell").
  const odd = (Number(negFlip) + flips.length) % 2 === 1;
  // The sentence must say everything else the claim says: "contain no sugar" is not refuted by "contains caffeine".
  if (!odd || coverage(rest, withClaimNames(claim, ev)) < 1) return null;
  if (flips.length > 0) {
    const [a, b] = flips[0] as [string, string];
    return refuted('antonym', 0.7, `The claim says "${a}…" where the context says the opposite ("${b}…").`, ev.text);
  }
  const claimNeg = negationCount(claim.tokens) % 2;
  return refuted(
    'negation',
    0.75,
    `The claim and the context differ in negation (${claimNeg ? 'the claim is negated' : 'the context negates it'}).`,
    ev.text,
  );
}

/**
 * The evidence's stems plus the words of every claim name the evidence mentions: "Armstrong" mentions "Neil
 * Armstrong", so "neil" is covered too.
 */
function withClaimNames(claim: Claim, ev: Evidence): Set<string> {
  const stems = new Set(ev.stems);
  for (const e of claim.entities) {
    if (!mentions(ev.tokens, e)) continue;
    for (const t of claim.tokens.slice(e.start, e.end)) stems.add(canonicalStem(t.stem));
  }
  return stems;
}

/**
 * Whether one sentence states the claim: every content word (after synonyms), every named entity, every number with
 * its unit, weekday and month, the same negation, no opposite word, and the same order of events. Strict on purpose:
 * a paraphrase that changes one word is INCONCLUSIVE, never SUPPORTED.
 */
function states(claim: Claim, ev: Evidence): boolean {
  if (!claim.entities.every((e) => mentions(ev.tokens, e))) return false;
  if (coverage(claim.content, withClaimNames(claim, ev)) < 1) return false;
  if (!numbersSupported(claim.numbers, ev)) return false;
  if (negationCount(ev.own) % 2 !== negationCount(claim.tokens) % 2) return false;
  if (
    antonymFlips(
      claim.tokens.map((t) => t.stem),
      ev.own.map((t) => t.stem),
    ).length > 0
  )
    return false;
  const claimOrder = eventOrder(claim.text, claim.tokens, (a, b) => contentOf(claim.tokens, claim.numbers, a, b));
  if (!claimOrder) return true;
  const evOrder = eventOrder(ev.text, ev.own, (a, b) => contentOf(ev.own, [], a, b));
  return !!evOrder && compareOrder(claimOrder, evOrder) === 'same';
}

/**
 * Deterministic fact check of `claim` against `context`: BM25 picks the best evidence sentences, simple coreference
 * lets "It"/"The company" stand for the entity before it, then number/unit/weekday/date, entity-slot, event-order,
 * negation and antonym checks look for a contradiction. SUPPORTED needs one sentence that states all of the claim;
 * anything else is INCONCLUSIVE.
 */
export function verifyFact(input: { claim: string; context: string }): FactResult {
  if (input.claim.length > MAX_FACT_CLAIM_CHARS) {
    throw new InputTooComplexError('length', MAX_FACT_CLAIM_CHARS, `The claim is longer than ${MAX_FACT_CLAIM_CHARS} characters.`);
  }
  if (input.context.length > MAX_FACT_CONTEXT_CHARS) {
    throw new InputTooComplexError('length', MAX_FACT_CONTEXT_CHARS, `The context is longer than ${MAX_FACT_CONTEXT_CHARS} characters.`);
  }
  const claimText = input.claim.trim();
  const vocabulary = new Set([...`${claimText} ${input.context}`.matchAll(/(?<![.!?]\s*)\b[a-z][a-z-]+\b/g)].map((m) => m[0]));
  const claimTokens = tokenize(claimText);
  const claimEntities = entitySpans(claimTokens, claimText, vocabulary);
  const inClaimEntity = (i: number) => claimEntities.some((e) => e.start <= i && i < e.end);
  const claimNumbers = extractNumbers(claimTokens, inClaimEntity);
  const claim: Claim = {
    text: claimText,
    tokens: claimTokens,
    content: [...new Set(contentOf(claimTokens, claimNumbers))],
    numbers: claimNumbers,
    entities: outsideNumbers(claimEntities, claimNumbers),
  };
  const raw: Lite[] = splitSentences(input.context).map((text) => {
    const own = tokenize(text);
    return { text, own, stems: new Set(contentStems(own).map(canonicalStem)) };
  });
  const work: FactWork = {
    context_chars: input.context.length,
    sentences: raw.length,
    tokens: raw.reduce((n, s) => n + s.own.length, 0),
    analysed: 0,
  };
  const done = (r: FactResult): FactResult => ({ ...r, work });
  if (claim.content.length === 0 && claim.numbers.length === 0) {
    return done({
      verdict: 'INCONCLUSIVE',
      confidence: 0.9,
      reasoning: 'The claim has no content words to check.',
      method: 'deterministic',
    });
  }
  // Numbers, weekdays and months rank sentences too ("closed on Mondays"), though they are compared as values.
  const mentionWords = new Set(claim.numbers.flatMap((m) => claimTokens.slice(m.start, m.end).map((t) => t.stem)));
  const isValue = (t: Token) => /^\d/.test(t.lower) || mentionWords.has(t.stem);
  const scores = bm25Scores(
    claim.content.concat([...mentionWords]),
    raw.map((s) => [...s.stems, ...s.own.filter(isValue).map((t) => t.stem)]),
  );
  const analysed = new Map<number, { tokens: Token[]; entities: EntitySpan[]; numbers: NumberMention[] }>();
  const analyse = (i: number) => {
    let a = analysed.get(i);
    if (!a) {
      const r = raw[i] as Lite;
      const entities = entitySpans(r.own, r.text, vocabulary);
      const numbers = extractNumbers(r.own, (k) => entities.some((e) => e.start <= k && k < e.end));
      a = { tokens: r.own, entities: outsideNumbers(entities, numbers), numbers };
      analysed.set(i, a);
      work.analysed++;
    }
    return a;
  };
  const coref = createCoreference((k) => (k >= 0 && k < raw.length ? analyse(k) : null));
  const evidenceAt = (i: number): Evidence => {
    const a = analyse(i);
    const r = raw[i] as Lite;
    const ante = coref.antecedentOf(i);
    const own = contentOf(a.tokens, a.numbers);
    if (!ante)
      return {
        text: r.text,
        tokens: a.tokens,
        stems: new Set(own),
        numbers: a.numbers,
        entities: a.entities,
        antecedent: null,
        own: a.tokens,
      };
    // The antecedent takes the place of the referring words, so it sits in subject position as the pronoun did.
    const k = ante.replaces;
    const antecedentTokens = tokenize(ante.referent.text);
    const shift = antecedentTokens.length - k;
    const tokens = [...antecedentTokens, ...a.tokens.slice(k)];
    const entities = [
      ...(ante.referent.entity ? [{ ...ante.referent.entity, start: 0, end: antecedentTokens.length }] : []),
      ...a.entities.filter((e) => e.start >= k).map((e) => ({ ...e, start: e.start + shift, end: e.end + shift })),
    ];
    const stems = new Set(own.concat(contentStems(antecedentTokens).map(canonicalStem)));
    return { text: r.text, tokens, stems, numbers: a.numbers, entities, antecedent: ante.referent, own: a.tokens };
  };
  const top = raw
    .map((_, i) => ({ i, score: scores[i] ?? 0 }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, EVIDENCE_SENTENCES);
  // A sentence that opens with "It"/"The company" continues the one before it: it is evidence about the same thing.
  const followers = top
    .map(({ i, score }) => ({ i: i + 1, score: score / 2 }))
    .filter(({ i }) => i < raw.length && !top.some((t) => t.i === i) && referringPrefix((raw[i] as Lite).own) !== null);
  const ranked = [...top, ...followers].map(({ i, score }) => {
    const ev = evidenceAt(i);
    return { ev, score, cov: coverage(claim.content, withClaimNames(claim, ev)) };
  });
  if (ranked.length === 0) {
    return done({
      verdict: 'INCONCLUSIVE',
      confidence: 0.85,
      reasoning: 'The context does not mention what the claim is about.',
      method: 'deterministic',
    });
  }
  const byCoverage = [...ranked].sort((a, b) => b.cov - a.cov || b.score - a.score);
  const support = byCoverage.find((x) => states(claim, x.ev));
  // A sentence that states the claim outweighs a contradiction found in another sentence about a neighbouring fact.
  if (support) {
    const coref = support.ev.antecedent ? ` (reading "${support.ev.own[0]?.raw ?? ''}…" as ${support.ev.antecedent.text})` : '';
    return done({
      verdict: 'SUPPORTED',
      confidence: 0.95,
      reasoning: `The context states it${coref}. Evidence: ${quote(support.ev.text)}`,
      evidence: support.ev.text,
      method: 'deterministic',
    });
  }
  // Whether the context names a claim entity anywhere: one pass per entity, whatever the number of evidence sentences.
  const anywhere = new Map<EntitySpan, boolean>();
  const mentionedInContext = (e: EntitySpan): boolean => {
    let hit = anywhere.get(e);
    if (hit === undefined) {
      hit = raw.some((x) => mentions(x.own, e));
      anywhere.set(e, hit);
    }
    return hit;
  };
  for (const { ev, cov } of byCoverage) {
    const r = contradiction(claim, ev, cov, mentionedInContext);
    if (r) return done(r);
  }
  const best = byCoverage[0] as { ev: Evidence; cov: number };
  const missingEntities = claim.entities.filter((e) => !mentions(best.ev.tokens, e));
  const covered = withClaimNames(claim, best.ev);
  const missing = claim.content.filter((st) => !covered.has(st));
  const parts: string[] = [];
  if (!numbersSupported(claim.numbers, best.ev)) parts.push('its numbers, units or days are not stated');
  if (missingEntities.length > 0) parts.push(`${missingEntities.map((e) => e.text).join(', ')} is not mentioned`);
  if (missing.length > 0)
    parts.push(`${Math.round(best.cov * 100)}% of its content words appear (missing: ${missing.slice(0, 5).join(', ')})`);
  if (parts.length === 0) parts.push('the closest sentence differs from it in negation, wording or the order of events');
  return done({
    verdict: 'INCONCLUSIVE',
    confidence: Math.round((0.5 + 0.3 * (1 - best.cov)) * 100) / 100,
    reasoning: `The context neither confirms nor contradicts the claim: ${parts.join('; ')}. Closest evidence: ${quote(best.ev.text)}`,
    evidence: best.ev.text,
    method: 'deterministic',
  });
}
