import { antonymFlips } from './antonyms.ts';
import { bm25Scores } from './bm25.ts';
import type { EntitySpan } from './entity-spans.ts';
import { entitySpans, mentions } from './entity-spans.ts';
import type { NumberMention } from './number-mentions.ts';
import { extractNumbers, NUMBER_WORDS, numberAgrees } from './number-mentions.ts';
import type { Token } from './text-units.ts';
import { contentStems, negationCount, splitSentences, tokenize } from './text-units.ts';

export type FactVerdict = 'SUPPORTED' | 'REFUTED' | 'INCONCLUSIVE';
export type ContradictionKind = 'number' | 'date' | 'entity' | 'negation' | 'antonym';

export interface FactResult {
  verdict: FactVerdict;
  confidence: number;
  reasoning: string;
  evidence?: string;
  /** Set when the verdict is REFUTED: which deterministic check found the contradiction. */
  contradiction?: ContradictionKind;
  method: 'deterministic' | 'deterministic+model';
}

export const MAX_FACT_CLAIM_CHARS = 2_000;
export const MAX_FACT_CONTEXT_CHARS = 100_000;

const SUPPORT_COVERAGE = 0.75;
const ANCHOR_COVERAGE = 0.6;
/** Sentences that refer back ("It was …", "The company …" with a lower-case noun) rather than naming their subject. */
const PRONOUN_START = /^(?:it|he|she|they|this|these|its|his|her|their)\b/i;

interface Sentence {
  text: string;
  /** The sentence's own tokens, used for negation and antonyms (a neighbour's "not" must not flip this sentence). */
  own: Token[];
  ownStems: Set<string>;
  /** Own tokens preceded by the previous sentence's, so "Acme … . It was founded in 1998." still names Acme. */
  tokens: Token[];
  stems: Set<string>;
  numbers: NumberMention[];
  entities: EntitySpan[];
  /** Index in `tokens` where the sentence's own tokens start. */
  ownStart: number;
}

function contentOf(tokens: Token[]): string[] {
  return contentStems(tokens).filter((s) => !NUMBER_WORDS.has(s));
}

interface LiteSentence {
  text: string;
  own: Token[];
  ownStems: Set<string>;
}

function lite(text: string): LiteSentence {
  const own = tokenize(text);
  return { text, own, ownStems: new Set(contentOf(own)) };
}

/** Full analysis (entities, numbers) is only done for the few sentences retrieval ranks, which keeps long contexts cheap. */
function analyse(text: string, vocabulary: Set<string>, pre?: LiteSentence): Sentence {
  const tokens = pre?.own ?? tokenize(text);
  const entities = entitySpans(tokens, text, vocabulary);
  const inEntity = (i: number) => entities.some((e) => e.start <= i && i < e.end);
  const stems = pre?.ownStems ?? new Set(contentOf(tokens));
  return { text, own: tokens, ownStems: stems, tokens, stems, numbers: extractNumbers(tokens, inEntity), entities, ownStart: 0 };
}

function withPrevious(s: Sentence, prev: Sentence | undefined): Sentence {
  if (!prev) return s;
  const shift = prev.own.length;
  return {
    ...s,
    tokens: [...prev.own, ...s.own],
    stems: new Set([...prev.ownStems, ...s.ownStems]),
    entities: [...prev.entities.map((e) => ({ ...e })), ...s.entities.map((e) => ({ ...e, start: e.start + shift, end: e.end + shift }))],
    ownStart: shift,
  };
}

function coverage(needed: string[], have: Set<string>): number {
  if (needed.length === 0) return 0;
  return needed.filter((s) => have.has(s)).length / needed.length;
}

function quote(s: string): string {
  return s.length > 300 ? `"${s.slice(0, 297)}…"` : `"${s}"`;
}

function compatible(c: NumberMention, e: NumberMention): boolean {
  if (c.kind === 'year' || c.kind === 'date') return e.kind === 'year' || (e.kind === 'date' && (c.kind === 'date' || e.value !== 0));
  if (c.kind !== e.kind) return false;
  return c.unit === null || e.unit === null || c.unit === e.unit;
}

function slotOverlap(a: string[], b: string[]): number {
  return a.filter((x) => b.includes(x)).length;
}

/** A claim number the evidence contradicts: same kind and slot (or the only candidate), and no agreeing value. */
function numberContradiction(claim: NumberMention[], ev: Sentence): { claim: NumberMention; evidence: NumberMention } | null {
  for (const c of claim) {
    const cands = ev.numbers.filter((e) => compatible(c, e));
    if (cands.length === 0) continue;
    const best = Math.max(...cands.map((e) => slotOverlap(c.slot, e.slot)));
    const pool = best > 0 ? cands.filter((e) => slotOverlap(c.slot, e.slot) === best) : cands;
    if (pool.some((e) => numberAgrees(c, e))) continue;
    const sameKindInClaim = claim.filter((x) => compatible(x, cands[0] as NumberMention)).length;
    if (best > 0 || (pool.length === 1 && sameKindInClaim === 1)) return { claim: c, evidence: pool[0] as NumberMention };
  }
  return null;
}

/** Every claim number has an agreeing evidence number about the same thing (overlapping slot words, when both have some). */
function numbersSupported(claim: NumberMention[], ev: Sentence): boolean {
  return claim.every((c) =>
    ev.numbers.some(
      (e) => compatible(c, e) && numberAgrees(c, e) && (c.slot.length === 0 || e.slot.length === 0 || slotOverlap(c.slot, e.slot) > 0),
    ),
  );
}

function contextWords(tokens: Token[], start: number, end: number): { left: string; right: string } {
  const left = tokens
    .slice(Math.max(0, start - 2), start)
    .map((t) => t.lower)
    .join(' ');
  const right = tokens
    .slice(end, end + 2)
    .map((t) => t.lower)
    .join(' ');
  return { left, right };
}

const SLOT_PREPOSITIONS = new Set(['in', 'at', 'by', 'from', 'of', 'after', 'to', 'near', 'on', 'with', 'for']);

function findSequence(tokens: Token[], words: string[]): number[] {
  const hits: number[] = [];
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let k = 0; k < words.length; k++) if ((tokens[i + k] as Token).lower !== words[k]) continue outer;
    hits.push(i);
  }
  return hits;
}

/**
 * A claim entity whose slot holds a different entity in the evidence. The slot is the two words before the entity
 * (or one, when it is a preposition), found in the evidence with an entity up to three words later ("named after the
 * engineer Gustave Eiffel"), or the two words after it. Entities the context mentions anywhere are not contradicted
 * this way (the slot words may belong to another fact), except in subject position.
 */
function entityContradiction(
  claim: Sentence,
  ev: Sentence,
  context: LiteSentence[],
): { claim: EntitySpan; evidence: EntitySpan; subject: boolean } | null {
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
    if (isSubject) {
      const evSubject = ev.entities.find((e) => e.start >= ev.ownStart && e.start <= ev.ownStart + 1);
      if (evSubject && foreign.includes(evSubject)) return { claim: ce, evidence: evSubject, subject: true };
    }
    if (context.some((s) => mentions(s.own, ce))) continue;
    const left = claim.tokens.slice(Math.max(0, ce.start - 2), ce.start).map((t) => t.lower);
    const lefts = [left];
    const last = left[left.length - 1];
    if (last && SLOT_PREPOSITIONS.has(last)) lefts.push([last]);
    for (const l of lefts) {
      if (l.length === 0) continue;
      for (const p of findSequence(ev.tokens, l)) {
        const q = p + l.length;
        const hit = foreign.find((ee) => ee.start >= q && ee.start <= q + 2);
        if (hit) return { claim: ce, evidence: hit, subject: false };
      }
    }
    const right = claim.tokens.slice(ce.end, ce.end + 2).map((t) => t.lower);
    if (right.length === 2) {
      for (const p of findSequence(ev.tokens, right)) {
        const hit = foreign.find((ee) => ee.end === p);
        if (hit) return { claim: ce, evidence: hit, subject: false };
      }
    }
  }
  return null;
}

/**
 * The claim's entity is in the sentence window, or the context names it elsewhere and the window refers to it by its
 * head noun ("The Eiffel Tower …" … "The tower is 330 metres tall").
 */
function entityResolved(e: EntitySpan, s: Sentence, context: LiteSentence[]): boolean {
  if (mentions(s.tokens, e)) return true;
  const head = e.words[e.words.length - 1];
  return head !== undefined && e.words.length > 1 && s.tokens.some((t) => t.lower === head) && context.some((c) => mentions(c.own, e));
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

/**
 * Deterministic fact check of `claim` against `context`: BM25 picks the best evidence sentences, then number/date,
 * entity-slot, negation-parity and antonym checks look for a contradiction; without one, the claim is SUPPORTED only
 * when the evidence covers its content words, numbers and named entities, and INCONCLUSIVE otherwise.
 */
export function verifyFact(input: { claim: string; context: string }): FactResult {
  const claimText = input.claim.trim();
  const vocabulary = new Set([...`${claimText} ${input.context}`.matchAll(/(?<![.!?]\s*)\b[a-z][a-z-]+\b/g)].map((m) => m[0]));
  const claim = analyse(claimText, vocabulary);
  const claimContent = [...new Set(contentOf(claim.tokens))];
  if (claimContent.length === 0 && claim.numbers.length === 0) {
    return { verdict: 'INCONCLUSIVE', confidence: 0.9, reasoning: 'The claim has no content words to check.', method: 'deterministic' };
  }
  const raw = splitSentences(input.context).map(lite);
  const isNumber = (t: Token) => /^\d/.test(t.lower);
  const scores = bm25Scores(
    claimContent.concat(claim.tokens.filter(isNumber).map((t) => t.lower)),
    raw.map((s) => [...s.ownStems, ...s.own.filter(isNumber).map((t) => t.lower)]),
  );
  // The previous sentence only lends the claim's named entities (who "it" is), not the rest of the claim's words.
  const claimEntityStems = new Set(claim.entities.flatMap((e) => e.words.map((w) => tokenize(w)[0]?.stem ?? w)));
  const analysed = new Map<number, Sentence>();
  const full = (i: number): Sentence => {
    let a = analysed.get(i);
    if (!a) {
      const r = raw[i] as LiteSentence;
      a = analyse(r.text, vocabulary, r);
      analysed.set(i, a);
    }
    return a;
  };
  const windowOf = (i: number): Sentence => {
    const s = full(i);
    const prev = i > 0 ? full(i - 1) : undefined;
    const w = withPrevious(s, prev);
    // "It has three levels" after "The tower is …": the pronoun lends the claim's subject word too.
    const subject = PRONOUN_START.test(s.text) ? claimContent[0] : undefined;
    const lent = [...(prev?.ownStems ?? [])].filter((st) => claimEntityStems.has(st) || st === subject);
    return { ...w, stems: new Set([...s.ownStems, ...lent]) };
  };
  const ranked = raw
    .map((_, i) => ({ i, score: scores[i] ?? 0 }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 5)
    .map(({ i, score }) => {
      const s = windowOf(i);
      return { s, score, cov: coverage(claimContent, s.stems) };
    });
  if (ranked.length === 0) {
    return {
      verdict: 'INCONCLUSIVE',
      confidence: 0.85,
      reasoning: 'The context does not mention what the claim is about.',
      method: 'deterministic',
    };
  }
  const claimNeg = negationCount(claim.tokens) % 2;
  const claimAll = claim.tokens.map((t) => t.stem);
  let refutation: FactResult | null = null;
  let support: { s: Sentence; cov: number } | null = null;
  for (const { s, cov } of [...ranked].sort((a, b) => b.cov - a.cov)) {
    const numberHit = numberContradiction(claim.numbers, s);
    const entityHit = entityContradiction(claim, s, raw);
    const flips = antonymFlips(
      claimAll,
      s.own.map((t) => t.stem),
    );
    const flipped = new Set(flips.map(([a]) => a));
    const negFlip = negationCount(s.own) % 2 !== claimNeg;
    let verdict: FactResult | null = null;
    if (numberHit && cov >= ANCHOR_COVERAGE) {
      const kind = numberHit.claim.kind === 'year' || numberHit.claim.kind === 'date' ? 'date' : 'number';
      verdict = refuted(kind, 0.9, `The claim says ${numberHit.claim.text} but the context says ${numberHit.evidence.text}.`, s.text);
    } else if (entityHit) {
      const rest = claimContent.filter((st) => !entityHit.claim.words.some((w) => st === w || w.startsWith(st)));
      const need = entityHit.subject ? SUPPORT_COVERAGE : ANCHOR_COVERAGE;
      if (rest.length > 0 && coverage(rest, s.stems) >= need) {
        verdict = refuted(
          'entity',
          0.85,
          `The claim names ${entityHit.claim.text} where the context names ${entityHit.evidence.text}.`,
          s.text,
        );
      }
    }
    if (!verdict && (negFlip || flips.length > 0)) {
      const rest = claimContent.filter((st) => !flipped.has(st));
      // A negation and an antonym cancel out ("did not rise" vs "fell").
      const odd = (Number(negFlip) + flips.length) % 2 === 1;
      if (odd && coverage(rest, s.ownStems) >= SUPPORT_COVERAGE) {
        if (flips.length > 0) {
          const [a, b] = flips[0] as [string, string];
          verdict = refuted('antonym', 0.7, `The claim says "${a}…" where the context says the opposite ("${b}…").`, s.text);
        } else
          verdict = refuted(
            'negation',
            0.75,
            `The claim and the context differ in negation (${claimNeg ? 'the claim is negated' : 'the context negates it'}).`,
            s.text,
          );
      }
    }
    if (verdict) {
      refutation ??= verdict;
      continue;
    }
    const entitiesOk = claim.entities.every((e) => entityResolved(e, s, raw));
    if (!support && cov >= SUPPORT_COVERAGE && entitiesOk && numbersSupported(claim.numbers, s) && !negFlip && flips.length === 0)
      support = { s, cov };
  }
  // A sentence that states the claim outweighs a contradiction found in another sentence about a neighbouring fact.
  if (support) {
    const confidence = Math.min(0.95, 0.55 + 0.4 * support.cov);
    return {
      verdict: 'SUPPORTED',
      confidence: Math.round(confidence * 100) / 100,
      reasoning: `The context states it. Evidence: ${quote(support.s.text)}`,
      evidence: support.s.text,
      method: 'deterministic',
    };
  }
  if (refutation) return refutation;
  const best = [...ranked].sort((a, b) => b.cov - a.cov || b.score - a.score)[0] as { s: Sentence; cov: number };
  const missingEntities = claim.entities.filter((e) => !mentions(best.s.tokens, e));
  const numbersOk = numbersSupported(claim.numbers, best.s);
  const missing = claimContent.filter((st) => !best.s.stems.has(st));
  const parts: string[] = [];
  if (!numbersOk) parts.push('its numbers are not stated');
  if (missingEntities.length > 0) parts.push(`${missingEntities.map((e) => e.text).join(', ')} is not mentioned`);
  if (parts.length === 0 && best.cov >= SUPPORT_COVERAGE) parts.push('the closest sentence differs from it in negation or wording');
  if (best.cov < SUPPORT_COVERAGE)
    parts.push(
      `only ${Math.round(best.cov * 100)}% of its content words appear${missing.length ? ` (missing: ${missing.slice(0, 5).join(', ')})` : ''}`,
    );
  return {
    verdict: 'INCONCLUSIVE',
    confidence: Math.round((0.5 + 0.3 * (1 - best.cov)) * 100) / 100,
    reasoning: `The context neither confirms nor contradicts the claim: ${parts.join('; ')}. Closest evidence: ${quote(best.s.text)}`,
    evidence: best.s.text,
    method: 'deterministic',
  };
}
