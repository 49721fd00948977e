import type { Clause, NounPhrase, ParsedSentence } from '../text/clauses.ts';
import { NON_RESTRICTIVE_PREPOSITIONS, REPORTING_VERBS } from '../text/cues.ts';
import { type ClauseStatus, clauseStatuses } from '../text/status.ts';
import type { Tagged } from '../text/tagger.ts';
import { comparativeBase } from '../text/tagger.ts';
import { stemOf } from '../text/tokens.ts';
import type { NumberMention } from './number-mentions.ts';
import {
  CONVERSES,
  canonicalPredicate,
  comparativeKey,
  DIRECTIONS,
  DITRANSITIVE,
  LOCATION_VERBS,
  PERSON_NOUNS,
  UNIVERSAL_ADVERBS,
} from './predicates.ts';
import { CURRENCY_DIMS } from './units.ts';

/**
 * Nouns are compared by their stem with a very short list of exact equivalents. The verb synonyms of predicates.ts do
 * not apply to nouns ("authority" stems to "author", which is not "write").
 */
const NOUN_EQUIVALENTS: Record<string, string> = { movi: 'film', automobil: 'car', kilo: 'kilogram' };
export function canonicalStem(stem: string): string {
  return NOUN_EQUIVALENTS[stem] ?? stem;
}
export function wordStem(lower: string): string {
  return canonicalStem(stemOf(lower));
}

/**
 * Propositions: what each clause of a sentence asserts, with its roles normalised (passive agent → subject,
 * converses → one canonical verb, "X lies south of Y" → "Y lies north of X") and its status (negated, possible,
 * planned, reported by someone, conditional). The entailment rule (entailment.ts) compares these, role by role.
 */

export type DetClass = 'univ' | 'neg' | 'exist' | 'most' | 'few' | 'def' | 'bare' | 'name';

/** A noun phrase as the comparison sees it. */
export interface Desc {
  /** Canonical stem of the common-noun head (null for a bare name or an unresolved pronoun). */
  head: string | null;
  /** Names of what the phrase refers to: its own final name, appositive names, an antecedent's names. */
  names: string[][];
  /** Content stems other than the head and the referent's name: modifiers, possessor, attached phrases, restrictive clauses. */
  mods: Set<string>;
  /** Modifiers written before the head (they pick the referent out: "the placebo group"). */
  premods: Set<string>;
  /**
   * Words that narrow what the phrase is about: the modifiers before the head and the words of its attached phrases
   * ("pure water", "water at high altitude"), not its relative clauses or appositions.
   */
  restrictors: Set<string>;
  /** Every content stem of the phrase, names included. */
  words: Set<string>;
  numbers: NumberMention[];
  det: DetClass;
  only: boolean;
  /** Unresolved pronoun: compares with nothing. */
  pronoun: string | null;
  conjuncts: Desc[];
  /** A person (person noun, person description, or referred to by he/she). */
  person: boolean | null;
  /** A definite description that was resolved to something named or described before it ("the survey of 900 adults"). */
  resolved?: boolean;
  /**
   * The name is one capitalised word that opens the sentence ("Sales in Europe fell"): the capital may be the
   * sentence's, not a name's, so the phrase's restricting words are not dropped as a named thing's description is.
   */
  initialName?: boolean;
  text: string;
}

export interface Prop {
  pred: string;
  args: Map<string, Desc[]>;
  negated: boolean;
  /** Sorted cues that leave the clause unasserted: modal verbs, hedges, "said", "planned", "if", "purpose". */
  modality: string[];
  /** Who says so: the subject of a reporting verb, or "according to X". */
  source: Desc | null;
  /** Tenses the clause can be read in; null = any (appositions, participles without a finite verb). */
  tense: Set<'past' | 'present'> | null;
  exceptions: Array<{ role: string; desc: Desc | null; words: Set<string> }>;
  adverbs: Set<string>;
  universal: boolean;
  /**
   * What the universal ranges over: times ("every winter", "always") or the members of the subject ("every resident").
   * An exception refutes a universal claim only when it takes out something of the same kind.
   */
  universalOver?: { time: boolean; members: boolean };
  kind: string;
  /**
   * Read from a change of a figure rather than written as such ("up 8 percent" as a rise, "rose to 5 percent" as a
   * level): its holder must be the claim's own, never one whose words the sentence only has elsewhere.
   */
  fromChange?: boolean;
  /** A passive clause turned active: its "by" phrase is the subject, written after the verb. */
  passive?: boolean;
  /**
   * The date of the clause that fixes this one's content ("On Tuesday, H agreed to buy C": Tuesday, for "buy"): the
   * day of that decision, not of the purchase.
   */
  decidedWhen?: Desc[];
  /** A temporal link to another proposition of the same sentence: this one happened `relation` the other. */
  temporal: { relation: 'before' | 'after' | 'when'; other: Prop } | null;
  sentence: number;
  clauseId: number;
  /** The clause reports or thinks a clause of its own ("said that …"): what it says is that clause, not this one. */
  reportsClause?: boolean;
}

/** How pronouns and definite descriptions of a sentence are resolved: given by the caller, who knows the text before. */
export type Resolver = (np: NounPhrase, clause: Clause, role: 'subject' | 'object' | 'other' | 'possessor') => Desc | null;

/** Agent nouns and the event they name: "the winner" won, "the founder" founded, "the seller" sold. */
const AGENT_NOUNS: Record<string, string> = {
  winner: 'win',
  founder: 'found',
  cofound: 'found',
  buyer: 'buy',
  purchas: 'buy',
  seller: 'sell',
  leader: 'lead',
  inventor: 'invent',
  design: 'design',
  funder: 'fund',
  lender: 'lend',
  borrow: 'borrow',
  conductor: 'conduct',
  builder: 'build',
  discover: 'discover',
};

/** Predicates an agent noun can state ("the winner" → win): a claim with one of them needs the identities. */
export const AGENT_VERBS = new Set(['win', 'found', 'buy', 'lead', 'invent', 'design', 'fund', 'lend', 'conduct', 'build', 'discover']);

/** Verbs that imply another verb with some of their roles: "A beat B (in C)" implies "A won (C)". */
export const IMPLIES: Record<string, { to: string; keep: string[]; rename?: Record<string, string> }> = {
  // "A beat B in the final" also says "A won the final against B".
  beat: { to: 'win', keep: ['subj', 'in', 'at', 'on', 'when', 'obj'], rename: { obj: 'against' } },
};

/** Words for a kind of product or work that follow its name ("the Lumetra X2 router", "the T40 pump"). */
const TYPE_NOUNS = new Set(
  'router phone smartphone laptop tablet model device product app application drug vaccine medicine car vehicle engine printer camera software editor pump ship aircraft plane satellite telescope rocket robot chip processor computer server game film movie book album song opera novel series console'.split(
    ' ',
  ),
);

const NUMBER_DETS =
  /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen)$/;

function detClass(np: NounPhrase, hasName: boolean): DetClass {
  const d = np.det;
  // "Not all of the stations", "not every flight": the clause is negated (it is not so that all of them …); the
  // phrase keeps its universal, which neither gives nor is given by "no station" or "some stations".
  if (np.negative && d !== null && /^(?:every|each|all)$/.test(d)) return 'univ';
  if (np.negative) return 'neg';
  if (d === null) {
    if (hasName) return 'name';
    if (np.tokens[0]?.tag === 'NUM') return 'exist';
    return 'bare';
  }
  if (/^(?:every|each|all|any)$/.test(d)) return 'univ';
  if (d === 'most') return 'most';
  if (d === 'few' || d === 'little') return 'few';
  if (/^(?:a|an|some|several|many|various|certain|numerous|one)$/.test(d) || NUMBER_DETS.test(d)) return 'exist';
  return 'def';
}

const SKIP_MOD = new Set(['the', 'a', 'an', 'of', 'and', 'or']);

function stemOfToken(t: Tagged): string {
  // A verb used as a modifier ("the patched servers") is compared by its lemma's stem.
  return canonicalStem(t.tag === 'VERB' ? stemOf(t.lemma) : stemOf(t.lower));
}

/** The final run of names in a phrase's core ("the Arnholt envoy Piet Varga" → Piet Varga): what it refers to. */
function referentName(np: NounPhrase): Tagged[] {
  const out: Tagged[] = [];
  for (let k = np.tokens.length - 1; k >= 0; k--) {
    const t = np.tokens[k] as Tagged;
    if (t.tag === 'PROPN' || (t.tag === 'NUM' && out.length === 0 && np.tokens[k - 1]?.tag === 'PROPN' && !/^\d{4}$/.test(t.raw)))
      out.unshift(t);
    else break;
  }
  // "Apollo 11" ends in a number: keep it only with the name before it.
  if (out.length > 0 && out.every((t) => t.tag === 'NUM')) return [];
  return out;
}

export interface SentenceContext {
  parsed: ParsedSentence;
  /** Number mentions of the sentence, by token index (start..end over all tokens). */
  numbers: Array<NumberMention & { first: number; last: number }>;
  index: number;
  resolve: Resolver;
  /** Descriptions built so far, by phrase: each phrase is described (and its references resolved) once. */
  memo: Map<NounPhrase, Desc | null>;
  /** The one date, with its preposition, that "the same year" of this sentence refers to: its own, or the sentence before's. */
  sameTime?: () => [string, Desc] | null;
}

/** "in the same year", "over the same period", "the year": a time that refers back to a date already given. */
const SAME_TIME = /^the (?:same (year|period|month|day|time)|(year))$/i;

/** Token indices a phrase owns (core, number words, possessor, attached phrases), for assigning numbers. */
function ownedTokens(np: NounPhrase, into: Set<number>, depth = 0): void {
  if (depth > 6) return;
  for (const t of np.tokens) into.add(t.index);
  for (const t of np.numberWords) into.add(t.index);
  if (np.possessor) ownedTokens(np.possessor, into, depth + 1);
  for (const p of np.pps) ownedTokens(p.np, into, depth + 1);
  for (const c of np.conjuncts) ownedTokens(c, into, depth + 1);
}

const PARTITIVE_COUNT = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)$/;

export function describe(
  np: NounPhrase | null,
  ctx: SentenceContext,
  clause: Clause,
  role: 'subject' | 'object' | 'other',
  depth = 0,
): Desc | null {
  if (!np || depth > 6) return null;
  if (ctx.memo.has(np)) return ctx.memo.get(np) ?? null;
  ctx.memo.set(np, null);
  const d = describeOnce(np, ctx, clause, role, depth);
  ctx.memo.set(np, d);
  return d;
}

function describeOnce(
  np: NounPhrase,
  ctx: SentenceContext,
  clause: Clause,
  role: 'subject' | 'object' | 'other',
  depth: number,
): Desc | null {
  // "an hour and a half" is one duration (read as 1.5 hours by the number reader), not two things.
  const half = np.conjuncts.length === 2 && np.conjuncts[1]?.tokens.map((t) => t.lower).join(' ') === 'half';
  const m = half ? ctx.numbers.find((n) => n.value === 1.5 && / and an? half$/.test(n.text)) : undefined;
  if (m) {
    const whole = describe(np.conjuncts[0] as NounPhrase, ctx, clause, role, depth + 1);
    if (whole && whole.numbers.every((n) => n === m)) return { ...whole, numbers: [m], text: m.text };
  }
  if (np.conjuncts.length > 1) {
    const parts = np.conjuncts.map((c) => describe(c, ctx, clause, role, depth + 1)).filter((d): d is Desc => d !== null);
    const d = emptyDesc(parts.map((p) => p.text).join(` ${np.coordinator ?? 'and'} `));
    d.conjuncts = parts;
    d.det = np.negative ? 'neg' : 'def';
    for (const p of parts) for (const w of p.words) d.words.add(w);
    d.numbers = parts.flatMap((p) => p.numbers);
    return d;
  }
  if (
    np.pronoun &&
    /^(?:he|she|it|they|him|her|them|its|his|their|this|that|these|those|itself|himself|herself|themselves)$/.test(np.pronoun)
  ) {
    const ante = ctx.resolve(np, clause, role);
    if (ante) return ante;
    const d = emptyDesc(np.pronoun);
    d.pronoun = np.pronoun;
    d.det = 'def';
    return d;
  }
  const numbers = new Set<number>();
  ownedTokens(np, numbers);
  let mine = ctx.numbers.filter((m) => numbers.has(m.first));
  // "Three of the nine justices": the phrase counts three; nine is the size of the group they are taken from.
  if (np.partitive && PARTITIVE_COUNT.test(np.partitive)) {
    const count = ctx.numbers.find((m) => m.first >= np.start && ctx.parsed.tokens[m.first]?.lower === np.partitive);
    mine = count ? [count] : [];
  }
  // The tokens of a number that are not the thing counted: digits, signs, comparators and real units ("250 millilitres"),
  // not a counted noun ("two cables" stays about cables).
  const numberTokens = new Set<number>();
  for (const m of mine) {
    const counted = !!m.unit && m.unit.dim.startsWith('noun:');
    for (let k = m.first; k <= m.last; k++) {
      const t = ctx.parsed.tokens[k];
      if (counted && k === m.last && t && t.tag !== 'NUM' && t.tag !== 'SYM') continue;
      numberTokens.add(k);
    }
  }
  let name = referentName(np).filter((t) => !numberTokens.has(t.index));
  // "the Lumetra X2 router", "the Model T40 pump": a name before a word for the kind of product is the product's name.
  const last = np.tokens[np.tokens.length - 1];
  if (name.length === 0 && last && TYPE_NOUNS.has(last.lower)) {
    const run: Tagged[] = [];
    for (let k = np.tokens.length - 2; k >= 0 && np.tokens[k]?.tag === 'PROPN'; k--) run.unshift(np.tokens[k] as Tagged);
    if (run.length > 0) name = run;
  }
  const nameIdx = new Set(name.map((t) => t.index));
  const text = ctx.parsed.tokens
    .slice(np.start, Math.max(np.start, np.end))
    .map((t) => t.raw)
    .join(' ');
  const d = emptyDesc(text);
  d.only = np.only;
  // The head: the last common noun (or adjective, for "is larger") that is not part of the referent's name.
  // The head: the last common noun that is not part of the name nor the unit of a number ("250 millilitres of ethanol"
  // is about ethanol; "$40 million" has no head).
  const commons = np.tokens.filter((t) => !nameIdx.has(t.index) && !numberTokens.has(t.index) && t.tag !== 'NUM' && t.tag !== 'SYM');
  let headTok = commons.length > 0 ? (commons[commons.length - 1] as Tagged) : null;
  const measureOf = !headTok && np.pps[0]?.prep === 'of' && mine.length > 0 ? np.pps[0].np : null;
  d.numbers = mine;
  if (measureOf) headTok = measureOf.head;
  if (name.length > 0) {
    const words = name.map((t) => t.lower);
    // "the Treaty of Vessa", "the Republic of Lisk": an "of"-name belongs to the name.
    const ofName = np.pps.find((p) => p.prep === 'of' && p.np.tokens.length > 0 && p.np.tokens.every((t) => t.tag === 'PROPN'));
    if (ofName && np.tokens[np.tokens.length - 1]?.tag === 'PROPN' && np.pps[0] === ofName) {
      d.names.push([...words, 'of', ...ofName.np.tokens.map((t) => t.lower)]);
    } else d.names.push(words);
    const first = ctx.parsed.tokens.find((t) => t.kind === 'word');
    if (name.length === 1 && first && (name[0] as Tagged).index === first.index) d.initialName = true;
  }
  if (headTok && !(name.length > 0 && headTok.index > (name[0] as Tagged).index)) d.head = stemOfToken(headTok);
  if (measureOf && headTok) d.head = stemOfToken(headTok);
  let seenHead = false;
  for (const t of np.tokens) {
    if (t === headTok) {
      seenHead = true;
      continue;
    }
    if (nameIdx.has(t.index) || numberTokens.has(t.index) || t.tag === 'NUM' || t.tag === 'SYM') continue;
    if (SKIP_MOD.has(t.lower)) continue;
    const s = stemOfToken(t);
    d.mods.add(s);
    if (!seenHead) d.premods.add(s);
  }
  if (np.possessor) {
    const p = np.possessor.pronoun
      ? ctx.resolve(np.possessor, clause, 'possessor')
      : describe(np.possessor, ctx, clause, 'other', depth + 1);
    if (p) {
      // A named possessor is picked out by its name: its description ("the robot vacuum Velo R3") restricts nothing;
      // nor does a possessive pronoun ("its new enclosure" is the enclosure of what the text is about).
      const picks = np.possessor.pronoun ? new Set<string>() : restrictingWords(p);
      for (const w of p.words) {
        d.mods.add(w);
        if (picks.has(w)) d.premods.add(w);
      }
      for (const n of p.names) for (const w of n) d.mods.add(w);
    } else if (np.possessor.pronoun) d.pronoun = `${np.possessor.pronoun}-possessive`;
  }
  for (const pp of np.pps) {
    if (d.names.length > 1 && pp.prep === 'of' && pp === np.pps[0]) continue;
    if (measureOf && pp.np === measureOf) {
      for (const t of measureOf.tokens) if (t !== headTok && t.tag !== 'NUM') d.mods.add(stemOfToken(t));
      continue;
    }
    const inner = describe(pp.np, ctx, clause, 'other', depth + 1);
    if (!inner) continue;
    for (const w of inner.words) d.mods.add(w);
    // "customers on every plan": a quantifier inside a modifier is part of what the phrase says.
    if (pp.np.det && /^(?:every|each|all|any|no|most|few|only)$/.test(pp.np.det)) d.mods.add(`${pp.np.det}:q`);
    if (pp.np.negative) d.mods.add('no:q');
    for (const w of restrictingWords(inner)) d.restrictors.add(w);
    d.numbers.push(...inner.numbers.filter((m) => !d.numbers.includes(m)));
  }
  for (const w of d.premods) d.restrictors.add(w);
  for (const a of np.appositives) {
    const ad = describe(a, ctx, clause, 'other', depth + 1);
    if (!ad) continue;
    d.names.push(...ad.names);
    if (ad.head && PERSON_NOUNS.has(ad.head)) d.person = true;
  }
  for (const r of np.relatives) {
    // Restrictive relatives narrow the phrase: their words are part of what it names.
    if (r.gap === 'subject' || r.gap === 'object' || r.gap === 'in') {
      if (r.verb) d.mods.add(wordStem(r.verb.lemma.split('_')[0] as string));
      for (const part of [r.object, r.attribute, ...r.pps.map((p) => p.np)]) {
        if (!part || part === np) continue;
        for (const t of part.tokens) if (t.tag !== 'NUM' && t.tag !== 'SYM') d.mods.add(stemOfToken(t));
      }
    }
  }
  if (headTok && PERSON_NOUNS.has(headTok.lower)) d.person = true;
  if (d.head) d.words.add(d.head);
  for (const m of d.mods) d.words.add(m);
  for (const n of d.names) for (const w of n) if (w !== 'of') d.words.add(wordStem(w));
  d.det = detClass(np, d.names.length > 0);
  // A definite description may stand for something named before ("the startup", "the survey of 900 adults").
  if (
    d.det === 'def' &&
    d.names.length === 0 &&
    d.head &&
    !np.possessor &&
    (role === 'subject' || role === 'object' || role === 'other') &&
    // A clause's own phrases, and the phrases attached to them ("director of the observatory").
    depth <= 1
  ) {
    const ante = ctx.resolve(np, clause, role);
    if (ante) mergeAntecedent(d, ante);
  }
  return d;
}

/** The words by which a phrase picks out what it is about: its name when it has one, else every word. */
function restrictingWords(d: Desc): Set<string> {
  if (d.names.length === 0 || d.conjuncts.length > 0) return d.words;
  const out = new Set<string>();
  for (const n of d.names) for (const w of n) if (w !== 'of') out.add(wordStem(w));
  return out;
}

export function emptyDesc(text: string): Desc {
  return {
    head: null,
    names: [],
    mods: new Set(),
    premods: new Set(),
    restrictors: new Set(),
    words: new Set(),
    numbers: [],
    det: 'def',
    only: false,
    pronoun: null,
    conjuncts: [],
    person: null,
    text,
  };
}

/** What a definite description adds to its antecedent: the antecedent's names and words, the description's own words. */
export function mergeAntecedent(d: Desc, ante: Desc): void {
  d.names.push(...ante.names);
  for (const w of ante.words) {
    d.words.add(w);
    if (w !== d.head) d.mods.add(w);
  }
  if (ante.person !== null) d.person = ante.person;
  d.resolved = true;
}

function tenseOf(c: Clause): Set<'past' | 'present'> | null {
  const v = c.verb;
  if (!v || v.nonFinite || v.tense === 'none') return null;
  if (v.perfect && v.tense === 'present') return new Set(['past', 'present']);
  if (v.tense === 'future') return null;
  return new Set([v.tense === 'past' ? 'past' : 'present']);
}

/** A clause without its own finite verb ("failed to find", "succeeding X") takes the tense of the clause it hangs from. */
function effectiveTense(c: Clause, depth = 0): Set<'past' | 'present'> | null {
  const own = c.kind === 'infinitive' || c.verb?.nonFinite ? null : tenseOf(c);
  if (own || !c.parent || depth > 8) return own;
  return effectiveTense(c.parent, depth + 1);
}

/**
 * "The telescope, installed in 2023, has …": a passive participle that describes a noun and gives the date of what was
 * done to it tells of a past event, whatever the tense of the clause it hangs from.
 */
function reducedDatedParticiple(c: Clause, args: Map<string, Desc[]>): boolean {
  return (
    c.kind === 'relative' &&
    c.gap === 'subject' &&
    !!c.verb?.nonFinite &&
    c.verb.passive &&
    c.verb.tokens.length === 1 &&
    (args.get('when') ?? []).some((d) => d.numbers.some((m) => m.kind === 'year' || m.kind === 'date'))
  );
}

/**
 * "The Court of Appeal on Thursday overturned …", "Apple on Monday said …": a date written between a named subject and
 * its verb dates the clause; a name picks out one thing, which a date cannot narrow. Only a proper-name head, a date
 * phrase alone (a weekday, a date, a month, a year) and nothing between it and the verb.
 */
function datedName(c: Clause, ctx: SentenceContext): { subject: NounPhrase; date: [string, Desc] } | null {
  const np = c.subject;
  const pp = np?.pps[np.pps.length - 1];
  const verbAt = c.verb?.tokens[0]?.index;
  if (!np || !pp || !/^(?:on|in)$/.test(pp.prep) || np.head?.tag !== 'PROPN' || np.conjuncts.length > 0) return null;
  if (np.relatives.length > 0 || np.appositives.length > 0 || pp.np.end !== np.end || np.end !== verbAt) return null;
  const d = describe(pp.np, ctx, c, 'other');
  const dateKinds = new Set(['weekday', 'date', 'month', 'year']);
  if (!d || d.numbers.length === 0 || !d.numbers.every((m) => dateKinds.has(m.kind)) || d.head || d.names.length > 0 || d.mods.size > 0)
    return null;
  return { subject: { ...np, pps: np.pps.slice(0, -1), end: pp.np.start - 1 }, date: [pp.prep, d] };
}

/**
 * "… overturned the conviction of Marta Lindqvist, a former finance director at Orlen Shipping, for fraud": a noun
 * phrase with an article set off by commas right after the object describes what the object names; it is no second
 * object of the verb, and the phrases inside its commas are not roles of the clause. The span of tokens it covers.
 */
function appositionAfterObject(c: Clause, ctx: SentenceContext): [number, number] | null {
  const [obj, second] = [c.object, c.object2];
  if (!obj || !second || ctx.parsed.tokens[obj.end]?.raw !== ',' || second.start !== obj.end + 1) return null;
  if (!/^(?:a|an|the)$/.test(second.det ?? '') || second.conjuncts.length > 0 || second.pronoun) return null;
  const toks = ctx.parsed.tokens;
  let close = second.end;
  while (close < toks.length && toks[close]?.raw !== ',' && toks[close]?.raw !== ';' && toks[close]?.kind === 'word') close++;
  return [second.start, close];
}

/**
 * "… raised its main rate to 5.25 percent on Wednesday, its fourth increase this year": a noun phrase with an article
 * or a possessive, set off by a comma after the clause's roles and running to the end of the sentence without a verb,
 * describes the event or the phrase before it. It is no object or frame of the clause, and neither are the phrases
 * inside it. Read so only in the context: in a claim the phrase stays a role, which the context must then give. The
 * span of tokens it covers.
 */
function trailingApposition(c: Clause, ctx: SentenceContext): [number, number] | null {
  if (ctx.index < 0 || !c.verb) return null;
  const toks = ctx.parsed.tokens;
  const candidates = [c.object2, ...c.pps.filter((p) => !p.clause).map((p) => p.np)].filter((np): np is NounPhrase => !!np);
  const np = candidates.filter((x) => toks[x.start - 1]?.raw === ',').sort((a, b) => a.start - b.start)[0];
  if (!np || np === c.object || np.conjuncts.length > 0 || np.pronoun) return null;
  const determined = /^(?:a|an|the)$/.test(np.det ?? '') || /^(?:its|their|his|her)$/.test(np.possessor?.pronoun ?? '');
  if (!determined) return null;
  let end = np.start;
  for (; end < toks.length; end++) {
    const t = toks[end] as Tagged;
    if (t.raw === '.' || t.raw === ';') break;
    if (t.kind === 'punct' && t.raw !== '-' && t.raw !== "'") return null;
    if (['VERB', 'BE', 'HAVE', 'MODAL', 'DO', 'SUB', 'REL'].includes(t.tag)) return null;
  }
  // Every role of the clause that starts after the phrase lies inside it.
  const after = [c.object, c.attribute, ...c.pps.map((p) => p.np ?? p.clause ?? null)].filter((x) => !!x && x.start > np.start);
  if (after.some((x) => (x as { end: number }).end > end)) return null;
  return [np.start, end];
}

/**
 * "In March 2024 Aquaris lent …": a sentence that opens with a date and a bare name before the verb, the parse reading
 * both as one phrase and finding no subject. The date dates the clause and the name is its subject. Only a clause
 * without a subject, a date phrase (a month, a date, a year) opening the sentence, then capitalised words up to the verb.
 */
function frontedDateAndName(
  c: Clause,
  ctx: SentenceContext,
): { whole: NounPhrase; prep: string; date: NounPhrase; subject: NounPhrase } | null {
  const pp = c.pps[0];
  const verbAt = c.verb?.tokens[0]?.index;
  if (c.subject || c.subjectShared || c.kind !== 'main' || !pp?.np || !/^(?:in|on)$/.test(pp.prep) || c.verb?.imperative) return null;
  const np = pp.np;
  if (np.start !== 1 || np.end !== verbAt || np.pps.length > 0 || np.conjuncts.length > 0 || np.possessor || np.det) return null;
  const date = ctx.numbers.find((m) => m.first === np.start && (m.kind === 'year' || m.kind === 'date' || m.kind === 'month'));
  const nameStart = date ? date.last + 1 : -1;
  const name = np.tokens.filter((t) => t.index >= nameStart);
  if (!date || name.length === 0 || name[0]?.index !== nameStart || name.length !== np.end - nameStart) return null;
  if (!name.every((t) => t.tag === 'PROPN')) return null;
  const dateToks = np.tokens.filter((t) => t.index < nameStart);
  const part = (tokens: Tagged[], start: number, end: number): NounPhrase => ({
    ...np,
    start,
    end,
    tokens,
    head: tokens[tokens.length - 1] ?? null,
    numberWords: np.numberWords.filter((t) => t.index >= start && t.index < end),
    marks: [],
    relatives: [],
    appositives: [],
  });
  return { whole: np, prep: pp.prep, date: part(dateToks, np.start, nameStart), subject: part(name, nameStart, np.end) };
}

/** Roles of a clause before normalisation: subject, object, prepositional phrases, by their written function. */
const RELATIVE_TIME_AFTER = /^(?:before|after|earlier|later|ago|previously|prior|since|until|to|of)$/;

/** What kind of date each noun of SAME_TIME takes up: "the year" a year, "the same day" a day, "the same period" any. */
const SAME_TIME_KINDS: Record<string, ReadonlySet<string>> = {
  year: new Set(['year']),
  month: new Set(['month']),
  day: new Set(['date']),
  period: new Set(['year', 'date', 'month']),
  time: new Set(['year', 'date', 'month']),
};

/** The date a phrase such as "the same year" refers to, with its preposition, when there is exactly one of its kind. */
function sameTimeOf(d: Desc, np: NounPhrase | null, ctx: SentenceContext): [string, Desc] | null {
  // "the year before", "the year after": a time relative to another, not the one already given.
  const after = np ? ctx.parsed.tokens[np.end]?.lower : undefined;
  if (after && RELATIVE_TIME_AFTER.test(after)) return null;
  const m = SAME_TIME.exec(d.text.trim());
  const kinds = m ? SAME_TIME_KINDS[(m[1] ?? m[2] ?? '').toLowerCase()] : undefined;
  if (!kinds) return null;
  const found = ctx.sameTime?.() ?? null;
  return found?.[1].numbers.every((n) => kinds.has(n.kind)) ? found : null;
}

function rawRoles(c: Clause, ctx: SentenceContext): { roles: Array<[string, Desc]>; exceptions: Prop['exceptions']; source: Desc | null } {
  const roles: Array<[string, Desc]> = [];
  const exceptions: Prop['exceptions'] = [];
  let source: Desc | null = null;
  const v = c.verb;
  const passive = !!v?.passive;
  const dated = datedName(c, ctx);
  const fronted = dated ? null : frontedDateAndName(c, ctx);
  const subj = describe(dated ? dated.subject : (fronted?.subject ?? c.subject), ctx, c, 'subject');
  if (subj) roles.push([passive ? 'obj' : 'subj', subj]);
  if (dated) roles.push(dated.date);
  if (fronted) {
    const d = describe(fronted.date, ctx, c, 'other');
    if (d) roles.push([fronted.prep, d]);
  }
  let obj = describe(c.object, ctx, c, 'object');
  // "ending the year with 146 shops" after "in 2025": the year is the date the text gave.
  if (obj) obj = sameTimeOf(obj, c.object, ctx)?.[1] ?? obj;
  const apposed = appositionAfterObject(c, ctx) ?? trailingApposition(c, ctx);
  const obj2 = apposed && (!c.object2 || c.object2.start >= apposed[0]) ? null : describe(c.object2, ctx, c, 'object');
  if (v && DITRANSITIVE.has(v.lemma) && obj && obj2 && !passive) {
    roles.push(['to', obj], ['obj', obj2]);
  } else {
    if (obj) roles.push([passive ? 'obj2' : 'obj', obj]);
    if (obj2) roles.push(['obj2', obj2]);
  }
  const attr = describe(c.attribute, ctx, c, 'object');
  if (attr) roles.push(['attr', attr]);
  for (const p of c.pps) {
    if (p.clause) {
      if (p.prep === 'unless' || p.prep === 'except') {
        const words = new Set<string>();
        collectClauseWords(p.clause, words);
        exceptions.push({ role: p.prep, desc: null, words });
      }
      continue;
    }
    if (!p.np || p.np === fronted?.whole) continue;
    if (apposed && p.np.start >= apposed[0] && p.np.end <= apposed[1]) continue;
    if (p.prep === 'according_to') {
      source = describe(p.np, ctx, c, 'other');
      continue;
    }
    // "unlike the older bridge" says something of another thing; it neither restricts nor locates the clause.
    if (NON_RESTRICTIVE_PREPOSITIONS.has(p.prep) || /^(?:including|such_as|unlike)$/.test(p.prep)) continue;
    const d = describe(p.np, ctx, c, 'other');
    if (!d) continue;
    if (/^(?:except|except_.*|but_not|other_than|apart_from|excluding)$/.test(p.prep)) {
      exceptions.push({ role: p.prep, desc: d, words: new Set(d.words) });
      continue;
    }
    const same = sameTimeOf(d, p.np, ctx);
    if (same) roles.push(same);
    else if (p.prep === 'by' && passive) roles.push(['subj', d]);
    else roles.push([p.prep, d]);
  }
  return { roles, exceptions, source };
}

function collectClauseWords(c: Clause, into: Set<string>): void {
  if (c.verb) into.add(wordStem(c.verb.lemma.split('_')[0] as string));
  for (const np of [c.subject, c.object, c.object2, c.attribute, ...c.pps.map((p) => p.np)]) {
    if (!np) continue;
    for (const t of np.tokens) if (t.tag !== 'SYM') into.add(stemOfToken(t));
    for (const p of np.pps) for (const t of p.np.tokens) into.add(stemOfToken(t));
  }
}

/** Verbs that report a finding: its content is the finder's, not the text's. */
const FINDING_VERBS = new Set(['find', 'show', 'reveal', 'demonstrate', 'indicate']);

interface Status {
  negated: boolean;
  modality: Set<string>;
  source: Desc | null;
}

/** The shared clause status (text/status.ts), with the reporter described and "according to X" applied. */
function statusOf(c: Clause, ctx: SentenceContext, statuses: Map<number, ClauseStatus>, sentenceSource: Desc | null): Status {
  const st = statuses.get(c.id) as ClauseStatus;
  const own: Status = { negated: st.negated, modality: new Set(st.cues), source: null };
  if (st.reportedBy) own.source = describe(st.reportedBy.subject, ctx, st.reportedBy, 'subject');
  // "Researchers found that KR-4 breaks down polyethylene": what a study, a trial or its authors found, showed,
  // revealed or demonstrated is their finding, attributed to them as "said" is — the claim keeps the source.
  const parent = c.parent;
  if (!own.source && c.kind === 'complement' && parent?.verb && FINDING_VERBS.has(parent.verb.lemma) && !own.modality.has('whether')) {
    own.source = describe(parent.subject, ctx, parent, 'subject');
    own.modality.add('said');
  }
  if (!own.source && sentenceSource && (!c.parent || own.modality.size === 0)) own.source = sentenceSource;
  if (own.source && !own.modality.has('said')) own.modality.add('said');
  return own;
}

/**
 * "Unemployment fell to 4.1 percent, the statistics office said.": a reporting verb with its subject, set off by a
 * comma after another clause, says who states the sentence, as "according to X" does. A denial ("…, the company
 * denied") is not read so: it does not repeat the clause.
 */
function trailingReporter(parsed: ParsedSentence): Clause | null {
  // The first main clause after a comma made of a subject and a reporting verb, with a clause before it: "…, the union
  // claimed", also with its own frame or audience ("…, union leaders warned on Monday", "…, she told reporters") and
  // with more after it ("…, the union said; the bank denied it"). Reading a sentence as attributed when it is not only
  // makes it weaker evidence; missing an attribution would assert what was only claimed.
  for (const c of parsed.clauses) {
    if (!c.verb || !c.subject || c.kind !== 'main' || c.parent) continue;
    if (!REPORTING_VERBS.has(c.verb.lemma) || c.verb.lemma === 'deny' || c.negations > 0 || c.modals.length > 0) continue;
    if (c.attribute || parsed.clauses.some((x) => x.parent === c)) continue;
    if (parsed.tokens[c.start - 1]?.raw !== ',') continue;
    if (parsed.clauses.some((x) => x !== c && x.start < c.start)) return c;
  }
  return null;
}

const TEMPORAL = new Set(['after', 'before', 'when', 'once', 'until', 'since', 'while', 'as']);

/** The predicate a clause will be compared by, before its roles are built (to skip clauses no claim clause can meet). */
export function predicateOf(c: Clause): string {
  if (!c.verb) return '';
  const lemma =
    c.verb.copula && !c.verb.lemma.startsWith('become') && c.verb.lemma !== 'remain' && c.verb.lemma !== 'stay' ? 'be' : c.verb.lemma;
  // A converse frame with a required role ("lost to", "studied under") applies only with it, as below: "lost 14 % of its
  // volume" is a loss, not a defeat, and must be built when a claim says "gained".
  const conv = CONVERSES[lemma];
  if (conv && (!conv.requires || c.pps.some((p) => p.prep === conv.requires))) return conv.to;
  return canonicalPredicate(lemma);
}

/**
 * The propositions of one parsed sentence, with their status and normalised roles. `wanted` limits the work to
 * clauses whose predicate some claim clause could be compared with (and the clauses they are linked to in time).
 */
export function propositionsOf(ctx: SentenceContext, wanted: (pred: string) => boolean = () => true, identitiesWanted = true): Prop[] {
  const out: Prop[] = [];
  const statuses = clauseStatuses(ctx.parsed.clauses);
  const byClause = new Map<number, Prop>();
  // "according to X" anywhere in the sentence attributes all of it to X.
  let sentenceSource: Desc | null = null;
  for (const c of ctx.parsed.clauses) {
    for (const p of c.pps) if (p.prep === 'according_to' && p.np) sentenceSource = describe(p.np, ctx, c, 'other');
  }
  // Clauses that report a clause of their own ("said that …").
  const reporting = new Set<Clause>();
  for (const k of ctx.parsed.clauses) if (k.kind === 'complement' && k.parent) reporting.add(k.parent);
  const reporter = trailingReporter(ctx.parsed);
  if (reporter?.subject) sentenceSource ??= describe(reporter.subject, ctx, reporter, 'subject');
  const keep = new Set<number>();
  const changesWanted = wanted(canonicalPredicate('rise')) || wanted(canonicalPredicate('fall'));
  const levelsWanted = wanted('be');
  for (const c of ctx.parsed.clauses) {
    const verbless = changesWanted && c.pps.some((x) => VERBLESS_CHANGE[x.prep] !== undefined);
    const reached = levelsWanted && LEVEL_REACHED.has(predicateOf(c)) && c.pps.some((x) => x.prep === 'to');
    const nominal = completedEvent(c);
    if (
      !c.verb ||
      (!wanted(predicateOf(c)) &&
        !verbless &&
        !reached &&
        !(nominal && wanted(CONVERSES[nominal.verb]?.to ?? canonicalPredicate(nominal.verb))) &&
        !/^(?:be|lie|sit|stand|locate|situate)$/.test(c.verb.lemma))
    )
      continue;
    keep.add(c.id);
    // A clause linked in time to a wanted one is needed to compare the order of events.
    if (c.kind === 'adverbial' && c.parent) keep.add(c.parent.id);
    for (const p of c.pps) if (p.clause?.kind === 'adverbial') keep.add(p.clause.id);
  }
  for (const c of ctx.parsed.clauses) {
    if (!c.verb || !keep.has(c.id)) continue;
    const status = statusOf(c, ctx, statuses, c === reporter ? null : sentenceSource);
    const { roles, exceptions, source } = rawRoles(c, ctx);
    // "remained in orbit" is not "was in orbit": a copular verb other than "be" keeps its own predicate.
    const lemma =
      c.verb.copula && !c.verb.lemma.startsWith('become') && c.verb.lemma !== 'remain' && c.verb.lemma !== 'stay' ? 'be' : c.verb.lemma;
    let pred = canonicalPredicate(lemma);
    if (lemma === 'succeed' && !roles.some(([r]) => r === 'obj')) pred = 'succeed';
    let args = roles;
    // Converse frames: one canonical verb for both sides of the event.
    const conv = CONVERSES[lemma];
    if (conv && (!conv.requires || roles.some(([r]) => r === conv.requires))) {
      pred = conv.to;
      // Roles the frame does not map keep a mark, so "up from 51,000" never becomes the seller.
      args = roles.map(([r, d]) => [conv.roles[r] ?? `x:${r}`, d]);
    }
    // "Brightwater paid $31 million for Fennick" is "Brightwater bought Fennick for $31 million".
    if (lemma === 'pay' && pred === 'pay') {
      const amount = args.find(([r, d]) => r === 'obj' && d.numbers.some((m) => !!m.unit && /^(?:usd|eur|gbp)$/.test(m.unit.dim)));
      const thing = args.find(([r, d]) => r === 'for' && d.numbers.length === 0);
      if (amount && thing) {
        pred = 'buy';
        args = args.map(([r, d]): [string, Desc] => (d === amount[1] ? ['for', d] : d === thing[1] ? ['obj', d] : [r, d]));
      }
    }
    const adverbs = new Set(c.adverbs.map((a) => a.lower));
    args = latestOccurrence(c, ctx, args, adverbs);
    args = countedTimes(args, adverbs);
    args = appositiveSubject(args);
    // Change verbs measure by a bare amount: "rose 9 percent" is "rose by 9 percent".
    if ((pred === 'rise' || pred === 'fall') && !args.some(([r]) => r === 'by'))
      args = args.map(([r, d]) => (r === 'obj' && d.numbers.length > 0 ? ['by', d] : [r, d]));
    args = contestAsObject(pred, args);
    args = rateRole(args);
    ({ pred, args } = voteSide(pred, args));
    args = args.map(([r, d]) => [DATE_ROLES.has(r) && dateOnly(d) ? 'when' : r, d]);
    // "more passengers in 2023 than in 2022": the date the comparison is made with fills the matching role.
    args = args.map(([r, d]) => [r.startsWith('than_') && DATE_ROLES.has(r.slice('than_'.length)) && dateOnly(d) ? 'than_when' : r, d]);
    ({ pred, args } = normaliseState(pred, args));
    ({ pred, args } = normaliseDirection(pred, args, adverbs));
    ({ pred, args } = normaliseComparative(pred, args, c));
    const map = new Map<string, Desc[]>();
    for (const [r, d] of args) {
      const list = map.get(r);
      if (list) list.push(d);
      else map.set(r, [d]);
    }
    const subj = map.get('subj')?.[0] ?? map.get('obj')?.[0];
    const overTime =
      [...adverbs].some((a) => UNIVERSAL_ADVERBS.has(a)) ||
      [...map.values()].some((ds) =>
        ds.some((d) => d.det === 'univ' && /^(?:winter|summer|year|day|dai|weekdai|week|month|time|season)/.test(d.head ?? '')),
      );
    // "every resident", and "in every municipal car park": the members of any role that is not a time.
    const overMembers =
      !status.negated &&
      (subj?.det === 'univ' ||
        [...map].some(
          ([r, ds]) =>
            r !== 'subj' &&
            ds.some((d) => d.det === 'univ' && !/^(?:winter|summer|year|day|dai|weekdai|week|month|time|season)/.test(d.head ?? '')),
        ));
    const universal = overTime || (subj?.det === 'univ' && !status.negated);
    const p: Prop = {
      pred,
      args: map,
      negated: status.negated,
      modality: [...status.modality].sort((a, b) => a.localeCompare(b)),
      source: source ?? status.source,
      tense: reducedDatedParticiple(c, map) ? new Set(['past']) : effectiveTense(c),
      exceptions,
      adverbs,
      universal,
      universalOver: { time: overTime, members: overMembers },
      kind: c.kind,
      passive: !!c.verb?.passive,
      temporal: null,
      sentence: ctx.index,
      clauseId: c.id,
    };
    if (reporting.has(c)) p.reportsClause = true;
    if (source && !p.modality.includes('said')) p.modality = [...p.modality, 'said'].sort((a, b) => a.localeCompare(b));
    // A claim that gives a figure's change without a verb and nothing else ("Revenue was down 9 % in 2024") says only
    // that the figure fell by that amount: it is read as that change, for SUPPORTED and REFUTED alike.
    const verbless = ctx.index < 0 && !p.args.has('attr') ? verblessChange(p, c) : null;
    if (verbless) {
      p.pred = verbless.pred;
      p.args = verbless.args;
    }
    out.push(p);
    byClause.set(c.id, p);
    // "Harlow beat Dunmore" also says "Harlow won": the closed list of verbs that imply another with fewer roles.
    const implied = IMPLIES[p.pred];
    // Only an affirmative clause implies: "did not beat" says nothing about winning.
    if (implied && !p.negated) {
      // "A won" and, in the context, also "A won against B": the opponent is what the evidence adds, so a claim may give
      // it or leave it out (the claim's own implied clause is only "A won").
      for (const withRenamed of ctx.index >= 0 && implied.rename ? [false, true] : [false]) {
        const args = new Map<string, Desc[]>();
        const kept = [...p.args]
          .filter(([r]) => implied.keep.includes(r) && (withRenamed || !implied.rename?.[r]))
          .flatMap(([r, ds]) => ds.map((d): [string, Desc] => [implied.rename?.[r] ?? r, d]));
        for (const [r, d] of contestAsObject(implied.to, kept)) args.set(r, [...(args.get(r) ?? []), d]);
        out.push({ ...p, pred: implied.to, args, kind: 'implied' });
      }
    }
    const multiple = multipleComparison(p);
    if (multiple) out.push(multiple);
    const change = changeComparison(p) ?? (ctx.index >= 0 ? marginComparison(p) : null);
    if (change) out.push(change);
    // Read of the context only: a claim is checked clause by clause as written.
    const stated = ctx.index >= 0 ? verblessChange(p, c) : null;
    if (stated) out.push(stated);
    const level = ctx.index >= 0 ? levelReached(p) : null;
    if (level) out.push(level);
    const example = suchAsMember(p);
    if (example) out.push(example);
    const event = p.negated ? null : eventOfCompletion(c, p, ctx);
    if (event) out.push(event);
  }
  // "Marie Curie was a chemist born in Warsaw", "Python is a language created by Guido van Rossum": what a restrictive
  // relative says of the attribute it says of the subject the attribute is identified with.
  for (const c of ctx.parsed.clauses) {
    if (!c.verb?.copula || c.verb.lemma !== 'be' || !c.attribute || !c.subject || c.subjectShared) continue;
    const status = statuses.get(c.id);
    if (!status || status.negated || status.cues.size > 0) continue;
    const holder = describe(c.subject, ctx, c, 'subject');
    if (!holder) continue;
    const attrs = c.attribute.conjuncts.length > 1 ? c.attribute.conjuncts : [c.attribute];
    for (const a of attrs) {
      for (const r of a.relatives) {
        const rp = byClause.get(r.id);
        if (!rp || r.gap !== 'subject') continue;
        const role = r.verb?.passive ? 'obj' : 'subj';
        const args = new Map(rp.args);
        args.set(role, [holder]);
        out.push({ ...rp, args, kind: 'relative-of-subject' });
      }
    }
  }
  // "Orvane's 2019 acquisition of Lirra": a dated event noun in an asserted clause states that the event took place.
  for (const c of ctx.parsed.clauses) {
    const status = statuses.get(c.id);
    if (!status || status.negated || status.cues.size > 0 || status.reportedBy || sentenceSource) continue;
    for (const np of phrasesOf(c)) {
      const e = datedEvent(np, c, ctx);
      if (e && wanted(e.pred)) out.push(e);
    }
  }
  // "On Tuesday, H agreed to buy C": the infinitive's content was fixed on the day of the agreement.
  for (const c of ctx.parsed.clauses) {
    if (c.kind !== 'infinitive' || !c.parent) continue;
    const inner = byClause.get(c.id);
    const outer = byClause.get(c.parent.id);
    const calendar = (d: Desc) =>
      d.numbers.length > 0 && d.numbers.every((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month' || m.kind === 'weekday');
    const date = outer && [...outer.args].find(([r, ds]) => (r === 'when' || r === 'on' || r === 'in') && ds.every(calendar))?.[1];
    if (inner && date && inner.modality.includes(`to:${c.parent.verb?.lemma ?? ''}`)) inner.decidedWhen = date;
  }
  // "Revenue rose in 2024, while its profit fell": a change joined by "while" or "whereas" to another change, in the
  // same simple tense, has the date of the clause it is joined to when it names no time or place of its own ("while
  // profit fell in earlier years" keeps its own).
  for (const c of ctx.parsed.clauses) {
    if (c.kind !== 'adverbial' || !c.parent || !/^(?:while|whereas)$/.test(c.marker ?? '')) continue;
    const inner = byClause.get(c.id);
    const outer = byClause.get(c.parent.id);
    const date = outer?.args.get('when');
    // A perfect ("while its profit had fallen") tells of a time before the other clause's.
    if (!inner || !outer || !date || !sameTenses(inner, outer) || c.verb?.perfect || c.parent.verb?.perfect) continue;
    // Only two changes of a figure ("revenue rose …, while profit fell"): they are reported over one period. "The church
    // was built in 1850, while the tower was built of stone" does not date the tower.
    if (!REPORTED_CHANGES.has(inner.pred) || !REPORTED_CHANGES.has(outer.pred)) continue;
    shareHolder(inner, outer);
    // "fell 8 percent", "fell by 8 percent": the amount of the change is no time of its own.
    const ownTime = [...inner.args].some(([r, ds]) => OWN_TIME_ROLES.has(r) && !(r === 'by' && ds.every(changeAmount)));
    if (ownTime || [...inner.adverbs].some((a) => TIME_ADVERBS.has(a))) continue;
    inner.args.set('when', date);
  }
  // "In summer, the first departure is at 6:40 and the crossing takes 55 minutes": a phrase written before the first
  // clause's subject frames the clauses coordinated with it that do not fill that role themselves.
  for (const c of ctx.parsed.clauses) {
    const first = ctx.parsed.clauses.find((x) => x.kind === 'main');
    if (c.kind !== 'coord' || !first || first.start >= c.start || (c.parent && c.parent !== first)) continue;
    const inner = byClause.get(c.id);
    const outer = byClause.get(first.id);
    // A clause with its own date, or an adverb that moves it in time ("now", "later"), is not under the frame.
    if (!inner || inner.args.has('when') || (outer && !sameTenses(inner, outer))) continue;
    if ([...inner.adverbs].some((a) => TIME_ADVERBS.has(a)) || !first.pps.some((pp) => pp.fronted)) continue;
    // The first clause's roles as read (built here when its predicate was not wanted).
    const frame = outer ? [...outer.args].flatMap(([r, ds]) => ds.map((d): [string, Desc] => [r, d])) : rawRoles(first, ctx).roles;
    for (const pp of first.pps) {
      const d = pp.fronted && pp.np ? ctx.memo.get(pp.np) : undefined;
      const role = d ? frame.find(([, x]) => x === d)?.[0] : undefined;
      if (d && role && !inner.args.has(role)) inner.args.set(role, [d]);
    }
  }
  // Temporal links: "A after B" (adverbial clause B of A).
  for (const c of ctx.parsed.clauses) {
    if (c.kind !== 'adverbial' || !c.parent || !TEMPORAL.has(c.marker ?? '')) continue;
    const outer = byClause.get(c.parent.id);
    // "offers 18 hours of battery life when it streams video" with "streams" read as a noun: a clause of time the parse
    // could not read still restricts the one it hangs from, to occasions of which nothing is known.
    const inner = byClause.get(c.id) ?? (outer && !c.verb ? unreadClause(outer, c.id) : undefined);
    if (!inner || !outer) continue;
    // "Revenue rose, while profit fell": two changes of figures joined by "while" or "whereas" are set side by side
    // (the rule above reports them over one period); neither holds only when the other happens, so no link in time.
    if (/^(?:while|whereas)$/.test(c.marker ?? '') && REPORTED_CHANGES.has(inner.pred) && REPORTED_CHANGES.has(outer.pred)) continue;
    const m = c.marker;
    const relation = m === 'after' || m === 'once' || m === 'since' ? 'after' : m === 'before' || m === 'until' ? 'before' : 'when';
    outer.temporal = { relation, other: inner };
  }
  // Identity: "the top seed, Lena Ashdown", "the Arnholt envoy Piet Varga", "Brightwater Analytics, a data firm …".
  for (const c of identitiesWanted ? ctx.parsed.clauses : []) {
    for (const np of phrasesOf(c)) out.push(...identities(np, ctx, c));
  }
  return out;
}

/** A plain asserted proposition with no status cues, frames or links: what identities and stand-ins start from. */
function bareProp(pred: string, args: Map<string, Desc[]>, kind: string, sentence: number, clauseId: number): Prop {
  return {
    pred,
    args,
    negated: false,
    modality: [],
    source: null,
    tense: null,
    exceptions: [],
    adverbs: new Set(),
    universal: false,
    kind,
    temporal: null,
    sentence,
    clauseId,
  };
}

/** A stand-in for a clause without a verb the parse could read: it entails and contradicts nothing. */
function unreadClause(outer: Prop, clauseId: number): Prop {
  return bareProp('', new Map(), 'unread', outer.sentence, clauseId);
}

function phrasesOf(c: Clause): NounPhrase[] {
  const out: NounPhrase[] = [];
  const add = (np: NounPhrase | null, depth: number) => {
    if (!np || depth > 4 || out.includes(np)) return;
    out.push(np);
    for (const p of np.pps) add(p.np, depth + 1);
    for (const k of np.conjuncts) add(k, depth + 1);
  };
  if (!c.subjectShared) add(c.subject, 0);
  add(c.object, 0);
  add(c.object2, 0);
  add(c.attribute, 0);
  for (const p of c.pps) add(p.np, 0);
  return out;
}

/** Nouns of an event and the verb they come from: "its acquisition of X" is "it acquired X". */
const EVENT_NOUNS: Record<string, string> = {
  acquisition: 'acquire',
  purchase: 'buy',
  takeover: 'acquire',
  sale: 'sell',
};
/** Verbs that say the event their object names took place: "completed its acquisition of X". */
const COMPLETION_VERBS = new Set(['complete', 'finalise', 'finalize', 'close']);

/**
 * The event noun a clause says was completed, with its "of" object: the object of an active completion verb ("H
 * completed its acquisition of C") or the subject of a passive one ("The acquisition of C by H was completed").
 */
function completedEvent(c: Clause): { np: NounPhrase; verb: string; of: NounPhrase } | null {
  if (!c.verb || !COMPLETION_VERBS.has(c.verb.lemma)) return null;
  const np = c.verb.passive ? c.subject : c.object;
  const head = np?.head?.lower;
  if (!np || !head || np.conjuncts.length > 1 || !Object.hasOwn(EVENT_NOUNS, head)) return null;
  const of = np.pps.find((x) => x.prep === 'of')?.np;
  if (!of) return null;
  return { np, verb: EVENT_NOUNS[head] as string, of };
}

/** Words that say an event named by a noun has not (or not yet) taken place: "the planned 2027 sale of". */
const UNREALISED = new Set(
  'planned proposed expected possible potential intended failed abandoned attempted aborted blocked collapsed rumoured rumored mooted pending prospective future'.split(
    ' ',
  ),
);

/**
 * "Orvane's 2019 acquisition of Lirra", "the 2021 sale of the unit by Kesh to Aldo": an event noun with a year written
 * before it, a holder (possessor or "by" phrase) and an "of" object states the past clause of its verb, undated (the
 * year stays with the noun). Not when a word of the phrase says the event did not, or not yet, happen.
 */
function datedEvent(np: NounPhrase, c: Clause, ctx: SentenceContext): Prop | null {
  const head = np.head;
  if (!head || np.negative || !Object.hasOwn(EVENT_NOUNS, head.lower)) return null;
  const dated = np.tokens.some((t) => t.index < head.index && t.tag === 'NUM' && /^(?:1[5-9]|20)\d\d$/.test(t.raw));
  if (!dated || [...np.tokens, ...np.marks].some((t) => UNREALISED.has(t.lower))) return null;
  const of = np.pps.find((x) => x.prep === 'of')?.np;
  const holderNp = np.possessor ?? np.pps.find((x) => x.prep === 'by')?.np ?? null;
  if (!of || !holderNp) return null;
  const holder = holderNp.pronoun ? ctx.resolve(holderNp, c, 'possessor') : describe(holderNp, ctx, c, 'other');
  const object = describe(of, ctx, c, 'other');
  if (!holder || holder.pronoun || !object || object.pronoun) return null;
  const roles: Array<[string, Desc]> = [
    ['subj', holder],
    ['obj', object],
  ];
  const to = np.pps.find((x) => x.prep === 'to')?.np;
  const buyer = to ? describe(to, ctx, c, 'other') : null;
  if (buyer && !buyer.pronoun) roles.push(['to', buyer]);
  const verb = EVENT_NOUNS[head.lower] as string;
  const conv = CONVERSES[verb];
  const args = new Map<string, Desc[]>();
  for (const [r, d] of roles) {
    const role = conv ? (conv.roles[r] ?? `x:${r}`) : r;
    args.set(role, [...(args.get(role) ?? []), d]);
  }
  const p = bareProp(conv ? conv.to : canonicalPredicate(verb), args, 'nominal', ctx.index, c.id);
  p.tense = new Set(['past']);
  return p;
}

/**
 * "Corvane completed its acquisition of Nyholm in March for $1 billion" states "Corvane acquired Nyholm in March for
 * $1 billion": the clause of the event noun's verb, with its holder (the possessor, or the noun's "by" phrase) as
 * subject, its "of" phrase as object, its "to" phrase (a sale's buyer) kept, and the completing clause's other roles
 * (time, price, place). The new clause has the completing clause's status, so "plans to complete its acquisition of"
 * stays unasserted; a negated completion states nothing.
 */
function eventOfCompletion(c: Clause, p: Prop, ctx: SentenceContext): Prop | null {
  const event = completedEvent(c);
  if (!event) return null;
  const by = event.np.pps.find((x) => x.prep === 'by')?.np;
  const holderNp = event.np.possessor ?? by ?? null;
  if (!holderNp) return null;
  const holder = holderNp.pronoun ? ctx.resolve(holderNp, c, 'possessor') : describe(holderNp, ctx, c, 'other');
  const object = describe(event.of, ctx, c, 'other');
  if (!holder || holder.pronoun || !object || object.pronoun) return null;
  const roles: Array<[string, Desc]> = [
    ['subj', holder],
    ['obj', object],
  ];
  const to = event.np.pps.find((x) => x.prep === 'to')?.np;
  const buyer = to ? describe(to, ctx, c, 'other') : null;
  if (buyer && !buyer.pronoun) roles.push(['to', buyer]);
  const eventDesc = describe(event.np, ctx, c, c.verb?.passive ? 'subject' : 'object');
  for (const [r, ds] of p.args)
    if (r !== 'subj' && r !== 'obj' && r !== 'obj2') for (const d of ds) if (d !== eventDesc) roles.push([r, d]);
  const conv = CONVERSES[event.verb];
  const pred = conv ? conv.to : canonicalPredicate(event.verb);
  const args = new Map<string, Desc[]>();
  for (const [r, d] of roles) {
    const role = conv ? (conv.roles[r] ?? `x:${r}`) : r;
    args.set(role, [...(args.get(role) ?? []), d]);
  }
  return { ...p, pred, args, kind: 'nominal', passive: false, temporal: null };
}

/** "X, the Y" and "the Y X" say that X is the Y: a proposition of its own, true whatever the clause's status. */
function identities(np: NounPhrase, ctx: SentenceContext, c: Clause): Prop[] {
  const out: Prop[] = [];
  const name = referentName(np);
  // Only a name with a description, or a phrase with an apposition, states an identity.
  const described = name.length > 0 && np.tokens.some((t) => t.tag === 'NOUN' || t.tag === 'ADJ');
  if (!described && np.appositives.length === 0) return out;
  const make = (subject: Desc, attribute: Desc): Prop =>
    bareProp(
      'be',
      new Map([
        ['subj', [subject]],
        ['attr', [attribute]],
      ]),
      'identity',
      ctx.index,
      c.id,
    );
  const whole = describe(np, ctx, c, 'other');
  if (!whole || whole.names.length === 0) return out;
  // "the winner, Dario Felten", "the founder of Acme, Maria Lopez": an agent noun states the event it names.
  const agentEvent = (subject: Desc, title: Desc, titleNp: NounPhrase): void => {
    const verb = title.head ? AGENT_NOUNS[title.head] : undefined;
    if (!verb || title.det === 'exist' || title.det === 'neg') return;
    const of = titleNp.pps.find((p) => p.prep === 'of');
    const objectDesc = of ? describe(of.np, ctx, c, 'other') : null;
    const args = new Map<string, Desc[]>([['subj', [subject]]]);
    if (objectDesc) args.set('obj', [objectDesc]);
    const conv = CONVERSES[verb];
    const pred = conv ? conv.to : canonicalPredicate(verb);
    const mapped = new Map<string, Desc[]>();
    for (const [r, ds] of args) mapped.set(conv ? (conv.roles[r] ?? r) : r, ds);
    out.push({ ...make(subject, title), pred, args: mapped, kind: 'agent' });
  };
  const nameDesc = emptyDesc(name.map((t) => t.raw).join(' '));
  nameDesc.names = whole.names.filter((n) => n.length > 0);
  nameDesc.det = 'name';
  for (const n of nameDesc.names) for (const w of n) if (w !== 'of') nameDesc.words.add(wordStem(w));
  // Title before the name: "the Arnholt envoy Piet Varga".
  if (name.length > 0 && whole.head) {
    const title = {
      ...whole,
      names: [],
      words: new Set([whole.head, ...whole.mods]),
      det: detClass({ ...np, negative: false }, false),
    } as Desc;
    title.text = np.tokens
      .filter((t) => !name.includes(t))
      .map((t) => t.raw)
      .join(' ');
    out.push(make(nameDesc, title));
    agentEvent(nameDesc, title, np);
  }
  // Apposition: "Harlow's goalkeeper, Sven Adler", "the top seed, Lena Ashdown".
  for (const a of np.appositives) {
    const ad = describe(a, ctx, c, 'other');
    if (!ad) continue;
    if (ad.names.length > 0 && whole.head && referentName(np).length === 0) {
      const title = describe({ ...np, appositives: [] }, ctx, c, 'other');
      if (title) {
        out.push(make(nameDesc, title));
        agentEvent(nameDesc, title, np);
      }
    } else if (ad.names.length === 0 && ad.head) {
      out.push(make(nameDesc, ad));
      agentEvent(nameDesc, ad, a);
    }
  }
  return out;
}

const TIMES_ADVERBS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

/**
 * "Only two members of the board, Ruth Adler and Tomas Ferrin, voted against": when the parse reads the names in
 * apposition as the subject and leaves the counted phrase unattached, the counted phrase is the subject (it names as
 * many people as the list) too — so its count is compared, as "three members … voted against" would be.
 */
function appositiveSubject(args: Array<[string, Desc]>): Array<[string, Desc]> {
  const loose = args.filter(([r]) => r === 'np');
  const subj = args.filter(([r]) => r === 'subj');
  if (loose.length !== 1 || subj.length !== 1) return args;
  const counted = (loose[0] as [string, Desc])[1];
  const named = (subj[0] as [string, Desc])[1];
  const n = counted.numbers[0];
  if (!counted.head || counted.numbers.length !== 1 || n?.kind !== 'number' || n.comparator !== 'eq') return args;
  if (named.conjuncts.length !== n.value || !named.conjuncts.every((k) => k.names.length > 0 && !k.head && k.numbers.length === 0))
    return args;
  // Both stay subjects: the names for a claim about them, the counted phrase for a claim about how many.
  return args.filter(([r]) => r !== 'np').concat([['subj', counted]]);
}

/**
 * "has won the title seven times, most recently in 2019", "has visited three times, the last in 2015": the date after
 * "most recently", "last" or "latest" dates the latest of the counted occurrences, not the count, so it is no frame of
 * the clause. Only in a clause with a count of times, the date written right after that word.
 */
function latestOccurrence(c: Clause, ctx: SentenceContext, args: Array<[string, Desc]>, adverbs: Set<string>): Array<[string, Desc]> {
  const counted = args.some(([, d]) => d.numbers.some((m) => m.unit?.dim === 'noun:time' && m.value > 1));
  if (!counted) return args;
  const toks = ctx.parsed.tokens;
  const adverb = c.adverbs.find(
    (a) => (a.lower === 'recently' && toks[a.index - 1]?.lower === 'most') || a.lower === 'last' || a.lower === 'latest',
  );
  const pp = adverb ? c.pps.find((p) => p.np && /^(?:in|on)$/.test(p.prep) && p.np.start === adverb.index + 2) : undefined;
  const date = pp?.np ? describe(pp.np, ctx, c, 'other') : null;
  if (
    !adverb ||
    !date ||
    !date.numbers.every((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month') ||
    date.numbers.length === 0
  )
    return args;
  adverbs.delete(adverb.lower);
  return args.filter(([, d]) => d !== date);
}

/**
 * "scored twice" and "scored three times": how many times an event happened is one role ("times"), whether written as
 * an adverb or as a count of "times", so "three times" meets "twice" as a different number in the same role.
 */
function countedTimes(args: Array<[string, Desc]>, adverbs: Set<string>): Array<[string, Desc]> {
  const out = args.map(([r, d]): [string, Desc] => {
    const n = d.numbers[0];
    const count =
      (r === 'obj' || r === 'obj2' || r === 'np') &&
      d.head === 'time' &&
      d.numbers.length === 1 &&
      n?.unit?.dim === 'noun:time' &&
      d.mods.size === 0;
    return [count ? 'times' : r, d];
  });
  for (const [word, value] of Object.entries(TIMES_ADVERBS)) {
    if (!adverbs.has(word) || out.some(([r]) => r === 'times')) continue;
    adverbs.delete(word);
    const d = emptyDesc(word);
    d.head = 'time';
    d.words.add('time');
    d.det = 'exist';
    d.numbers = [
      {
        kind: 'number',
        value,
        unit: { dim: 'noun:time', factor: 1, label: 'time' },
        base: value,
        comparator: 'eq',
        slot: [],
        start: 0,
        end: 0,
        text: word,
        precision: 1,
      },
    ];
    out.push(['times', d]);
  }
  return out;
}

/** Prepositions that place an event at a date: "in March 2023", "on 14 February 2025", "during 2019". */
const DATE_ROLES = new Set(['in', 'on', 'during']);

/**
 * A phrase that is only a date (a year, a month, a day), with nothing else: its preposition follows how precise the
 * date is, not what it says, so "on 14 February 2025" and "in February 2025" fill one role ("when").
 */
export function dateOnly(d: Desc): boolean {
  return (
    d.numbers.length > 0 &&
    d.numbers.every((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month') &&
    !d.head &&
    d.names.length === 0 &&
    d.mods.size === 0 &&
    d.conjuncts.length === 0
  );
}

/** Adjectives that state the result of a verb: "is open" is the state "is opened" leaves, "is shut" that of "closed". */
const STATE_ADJECTIVES: Record<string, string> = { open: 'open', close: 'close', shut: 'close' };

/**
 * "The zoo is open" is read as the state of the verb ("the zoo is opened"), so that it meets "the zoo is closed"
 * (a passive of "close") through the closed list of opposite verbs.
 */
function normaliseState(pred: string, args: Array<[string, Desc]>): { pred: string; args: Array<[string, Desc]> } {
  if (pred !== 'be') return { pred, args };
  const attrs = args.filter(([r]) => r === 'attr');
  const attr = attrs[0]?.[1];
  if (attrs.length !== 1 || !attr?.head || attr.names.length || attr.numbers.length || attr.mods.size || attr.conjuncts.length)
    return { pred, args };
  const verb = STATE_ADJECTIVES[attr.head];
  if (!verb || args.some(([r]) => r === 'obj')) return { pred, args };
  return { pred: verb, args: args.filter(([r]) => r !== 'attr').map(([r, d]) => [r === 'subj' ? 'obj' : r, d]) };
}

/** "X lies 40 km south of Y" → "Y lies north of X" (one direction per pair), with the distance kept as a role. */
function normaliseDirection(
  pred: string,
  args: Array<[string, Desc]>,
  adverbs: Set<string>,
): { pred: string; args: Array<[string, Desc]> } {
  for (const [i, [role, d]] of args.entries()) {
    if (role !== 'obj' && role !== 'attr' && role !== 'np') continue;
    if (!d.head || !(d.head in DIRECTIONS)) continue;
    const of = args.find(([r]) => r === 'of');
    if (!of && !d.mods.size) continue;
    const base = LOCATION_VERBS.has(pred) ? 'be_at' : pred;
    const dir = d.head;
    const flip = /^(?:south|west|southwest|southeast|below|downstream)$/.test(dir);
    const canonical = flip ? (DIRECTIONS[dir] as string) : dir;
    const rest = args.filter((_, k) => k !== i);
    // The "of" phrase was parsed inside the direction phrase: "north of the island's capital".
    const target = of?.[1] ?? null;
    const out: Array<[string, Desc]> = [];
    for (const [r, x] of rest) if (x !== target) out.push([r, x]);
    const ofDesc = target ?? ofFromDirection(d);
    if (!ofDesc) continue;
    if (d.numbers.length > 0)
      out.push([
        'dist',
        { ...d, head: null, names: [], mods: new Set(), words: new Set(), numbers: d.numbers.filter((m) => !ofDesc.numbers.includes(m)) },
      ]);
    const subj = out.find(([r]) => r === 'subj');
    const others = out.filter(([r]) => r !== 'subj');
    if (!flip) return { pred: `${base}~${canonical}`, args: [...(subj ? [subj] : []), ['of', ofDesc], ...others] };
    return {
      pred: `${base}~${canonical}`,
      args: [['subj', ofDesc], ...(subj ? ([['of', subj[1]]] as Array<[string, Desc]>) : []), ...others],
    };
  }
  // "flows north": a direction of movement, one per clause.
  for (const a of adverbs) if (a in DIRECTIONS) args.push(['dir', { ...emptyDesc(a), head: a, words: new Set([a]) }]);
  for (const [role, d] of args)
    if ((role === 'obj' || role === 'np') && d.head && d.head in DIRECTIONS && !d.mods.size && d.names.length === 0) {
      args = args.filter(([, x]) => x !== d);
      args.push(['dir', d]);
      break;
    }
  return { pred, args };
}

/** The "of" phrase inside a direction phrase ("north of the capital"), as its own description. */
function ofFromDirection(d: Desc): Desc | null {
  if (d.names.length === 0 && d.mods.size === 0) return null;
  const o = emptyDesc(d.text);
  o.names = d.names;
  o.mods = new Set(d.mods);
  o.words = new Set([...d.mods, ...d.names.flat()]);
  o.det = d.names.length ? 'name' : 'def';
  return o;
}

/**
 * "A is larger than B", "B is smaller than A", "remote workers sleep longer than office workers": one comparison per
 * pair of opposites, so a reversed comparison shows up as swapped roles.
 */
function normaliseComparative(pred: string, args: Array<[string, Desc]>, c: Clause): { pred: string; args: Array<[string, Desc]> } {
  const than = args.find(([r]) => r === 'than' || r.startsWith('than_'));
  if (!than) return { pred, args };
  let base: string | null = null;
  let holder: Desc | null = null;
  for (const t of [...c.adverbs, ...(c.attribute?.tokens ?? []), ...(c.object?.tokens ?? [])]) {
    const b = t.lower === 'more' || t.lower === 'less' || t.lower === 'fewer' ? t.lower : comparativeBase(t.lower);
    if (b) {
      base = b;
      break;
    }
  }
  if (!base) return { pred, args };
  for (const [r, d] of args)
    if ((r === 'attr' || r === 'obj') && d.head && (d.head === base || comparativeBase(d.head) !== null)) holder = d;
  const [key, flipped] = comparativeKey(base);
  const thanRole = than[0];
  const pairRole = thanRole === 'than' ? 'subj' : thanRole.slice('than_'.length);
  const out: Array<[string, Desc]> = [];
  for (const [r, d0] of args) {
    if (d0 === holder) {
      if (d0.numbers.length) out.push(['by', d0]);
      continue;
    }
    // "fewer passengers in 2022 than in 2023" is "more passengers in 2023 than in 2022": the counted object is written
    // with "more" once the comparison is turned to its one canonical direction.
    const d = r === 'obj' && !holder && [...d0.premods].some((w) => w === 'fewer' || w === 'less') ? withMore(d0) : d0;
    if (!flipped) out.push([r, d]);
    else if (r === thanRole) out.push([pairRole, d]);
    else if (r === pairRole) out.push([thanRole, d]);
    else out.push([r, d]);
  }
  return { pred: `${pred}~cmp:${key}`, args: out };
}

const WIN = canonicalPredicate('win');
const LOSE = canonicalPredicate('lose');
/** Contests one side wins and the other loses (a closed list): "the final", "the election", "the case". */
const CONTESTS = new Set(
  'final semi-final semifinal quarter-final quarterfinal match game race election by-election tournament championship contest derby tie playoff play-off referendum case lawsuit appeal battle vote'
    .split(' ')
    .map(wordStem),
);
export function contest(d: Desc): boolean {
  return !!d.head && CONTESTS.has(d.head) && d.numbers.length === 0 && d.conjuncts.length === 0 && !d.pronoun;
}
/**
 * "won in the final" is "won the final": for win and lose without an object, the contest after "in" is the object
 * (the thing won or lost); a time after "in" ("won in 2 hours 31 minutes") stays where it is.
 */
function contestAsObject(pred: string, args: Array<[string, Desc]>): Array<[string, Desc]> {
  if ((pred !== WIN && pred !== LOSE) || args.some(([r]) => r === 'obj')) return args;
  const one = args.filter(([r, d]) => r === 'in' && contest(d));
  if (one.length !== 1) return args;
  return args.map(([r, d]): [string, Desc] => (r === 'in' && contest(d) ? ['obj', d] : [r, d]));
}

/**
 * "Antibiotics do not work against viral infections such as influenza" also says "Antibiotics do not work against
 * influenza": what a clause says of a kind it says of each example given with "such as" (read by the parser as a role
 * ending in "such" followed by an "as" role), affirmative or denied alike.
 */
function suchAsMember(p: Prop): Prop | null {
  // A converse frame marks the roles it does not map ("sells fruit such as apples": `x:as`).
  const asRole = p.args.has('as') ? 'as' : 'x:as';
  const as = p.args.get(asRole);
  if (!as || as.length === 0) return null;
  const kinds = [...p.args].filter(([r, ds]) => r !== asRole && ds.length === 1 && /\ssuch$/i.test((ds[0] as Desc).text.trim()));
  if (kinds.length !== 1) return null;
  const [role] = kinds[0] as [string, Desc[]];
  if (as.some((d) => d.numbers.length > 0 || d.pronoun || (!d.head && d.names.length === 0 && d.conjuncts.length === 0))) return null;
  const args = new Map<string, Desc[]>();
  for (const [r, ds] of p.args) if (r !== asRole) args.set(r, r === role ? as : ds);
  return { ...p, args, kind: 'implied' };
}

const RATE_UNITS = new Set(['hour', 'day', 'week', 'month', 'year'].map(wordStem));

/**
 * "30,000 vehicles a day", "each day", "every day", "per day": after a count or a sum of money ("£55 a year"), a unit
 * of time with "a", "each", "every" or "per" and nothing else is the rate the count is per, one role (`rate`) however
 * it is written — not a universal over days, and not a duration.
 */
function rateRole(args: Array<[string, Desc]>): Array<[string, Desc]> {
  const unit = (r: string, d: Desc) =>
    (r === 'np' || r === 'obj2' || r === 'per') &&
    !!d.head &&
    RATE_UNITS.has(d.head) &&
    d.names.length === 0 &&
    d.numbers.length === 0 &&
    d.conjuncts.length === 0 &&
    [...d.mods].every((w) => w === d.head) &&
    (r === 'per' || /^(?:a|an|each|every|per)\s/i.test(d.text.trim()));
  const rates = args.filter(([r, d]) => unit(r, d));
  if (rates.length !== 1) return args;
  const [, rate] = rates[0] as [string, Desc];
  // A count of things as subject or object, or a sum of money in any role ("raise the fee from £40 to £55 a year").
  const counted = args.some(
    ([r, d]) =>
      d !== rate &&
      d.numbers.some(
        (m) => m.kind === 'number' && m.unit?.dim !== 'time' && (r === 'subj' || r === 'obj' || CURRENCY_DIMS.has(m.unit?.dim ?? '')),
      ),
  );
  if (!counted) return args;
  const head = rate.head as string;
  const per: Desc = {
    ...rate,
    det: 'exist',
    mods: new Set(),
    premods: new Set(),
    restrictors: new Set(),
    words: new Set([head]),
    text: `per ${head}`,
  };
  return args.map(([r, d]): [string, Desc] => (d === rate ? ['rate', per] : [r, d]));
}

const VOTE = canonicalPredicate('vote');

/**
 * "voted for the merger" and "voted in favour of it" against "voted against the merger": a vote takes one side of a
 * matter, so the side is part of the predicate (`vote~for`, `vote~against`, opposites) and the matter is its object.
 */
function voteSide(pred: string, all: Array<[string, Desc]>): { pred: string; args: Array<[string, Desc]> } {
  if (pred !== VOTE) return { pred, args: all };
  const args = voteTally(all);
  if (args.some(([r]) => r === 'obj')) return { pred, args };
  const sides = args.filter(([r, d]) => (r === 'for' || r === 'in_favour_of' || r === 'against') && d.numbers.length === 0);
  if (sides.length !== 1) return { pred, args };
  const [role, matter] = sides[0] as [string, Desc];
  const side = role === 'against' ? 'against' : 'for';
  return { pred: `${VOTE}~${side}`, args: args.map(([r, d]): [string, Desc] => (d === matter ? ['obj', d] : [r, d])) };
}

/**
 * "voted 31 to 14 in favour of the plan": a bare count as the object of "vote" with a bare count after "to" is the
 * tally, in that order, a measure of the vote ("tally" and "tally_to"), not what was voted on.
 */
function voteTally(args: Array<[string, Desc]>): Array<[string, Desc]> {
  const bareCount = (d: Desc) =>
    d.numbers.length === 1 && !d.head && d.names.length === 0 && d.words.size === 0 && d.conjuncts.length === 0;
  const objs = args.filter(([r]) => r === 'obj');
  const tos = args.filter(([r]) => r === 'to');
  if (objs.length !== 1 || tos.length !== 1 || !bareCount((objs[0] as [string, Desc])[1]) || !bareCount((tos[0] as [string, Desc])[1]))
    return args;
  return args.map(([r, d]): [string, Desc] => (r === 'obj' ? ['tally', d] : r === 'to' ? ['tally_to', d] : [r, d]));
}

const COMPARATIVE_COUNT = new Set(['more', 'fewer', 'less']);

/** A counted phrase written with "more" in place of its comparative word ("fewer passengers" → "more passengers"). */
function withMore(d: Desc): Desc {
  const swap = (xs: Set<string>) => new Set([...[...xs].filter((w) => !COMPARATIVE_COUNT.has(w)), 'more']);
  return {
    ...d,
    mods: swap(d.mods),
    premods: swap(d.premods),
    restrictors: swap(d.restrictors),
    words: swap(d.words),
    text: d.text.replace(/\b(?:fewer|less)\b/i, 'more'),
  };
}

/**
 * "Kelby Airport handled 8.2 million passengers in 2023, up from 6.9 million in 2022" also says "Kelby Airport handled
 * more passengers in 2023 than in 2022" ("down from": fewer): an affirmative clause whose object counts something, with
 * two dates only — the clause's own and, after it, the date of the starting value — and a bare starting value after
 * "up from" or "down from", states the comparison of the two dates, which a reversed comparison then contradicts.
 */
function changeComparison(p: Prop): Prop | null {
  if (p.negated || p.pred.includes('~') || p.args.has('than') || p.args.has('than_when')) return null;
  const obj = p.args.get('obj');
  const when = p.args.get('when');
  const up = p.args.get('up_from');
  const down = p.args.get('down_from');
  const start = up ?? down;
  if (obj?.length !== 1 || when?.length !== 2 || start?.length !== 1 || (up && down)) return null;
  const counted = obj[0] as Desc;
  if (!counted.head || counted.numbers.length !== 1 || counted.names.length > 0 || counted.conjuncts.length > 0) return null;
  const value = start[0] as Desc;
  if (value.numbers.length !== 1 || value.head || value.names.length > 0) return null;
  const calendar = (d: Desc) =>
    dateOnly(d) && d.numbers.length === 1 && d.numbers.every((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month');
  const [own, before] = when as [Desc, Desc];
  if (!calendar(own) || !calendar(before) || own.numbers[0]?.value === before.numbers[0]?.value) return null;
  const more = moreOf(counted, counted.head, counted.text.split(/\s+/).pop() ?? counted.head);
  const args = new Map<string, Desc[]>();
  for (const [r, ds] of p.args) if (r !== 'obj' && r !== 'when' && r !== 'up_from' && r !== 'down_from') args.set(r, ds);
  args.set('obj', [more]);
  // "up from": more at the clause's own date than at the starting value's; "down from": more at the starting value's.
  args.set('when', [up ? own : before]);
  args.set('than_when', [up ? before : own]);
  return { ...p, pred: `${p.pred}~cmp:${comparativeKey('more')[0]}`, args, kind: 'implied' };
}

/**
 * "Tallow Air carried 14.2 million passengers in 2025, 9 % more than in 2024" also says "Tallow Air carried more
 * passengers in 2025 than in 2024" ("fewer" the other way): an affirmative clause whose object counts something, with
 * one date of its own, a margin ("9 % more", "2,000 fewer": a number and the comparative, nothing else) and the
 * compared date after "than", states the comparison of the two dates. Read of the context only.
 */
function marginComparison(p: Prop): Prop | null {
  if (p.negated || p.pred.includes('~') || p.args.has('than') || p.args.has('up_from') || p.args.has('down_from')) return null;
  const [obj, margin, when, than] = [p.args.get('obj'), p.args.get('obj2'), p.args.get('when'), p.args.get('than_when')];
  if (obj?.length !== 1 || margin?.length !== 1 || when?.length !== 1 || than?.length !== 1) return null;
  const counted = obj[0] as Desc;
  if (!counted.head || counted.numbers.length !== 1 || counted.names.length > 0 || counted.conjuncts.length > 0) return null;
  const m = margin[0] as Desc;
  const side = m.head && COMPARATIVE_COUNT.has(m.head) ? m.head : null;
  if (!side || m.numbers.length !== 1 || m.names.length > 0 || [...m.words].some((w) => w !== side)) return null;
  const calendar = (d: Desc) => dateOnly(d) && d.numbers.length === 1;
  const [own, before] = [when[0] as Desc, than[0] as Desc];
  if (!calendar(own) || !calendar(before) || own.numbers[0]?.value === before.numbers[0]?.value) return null;
  const more = moreOf(counted, counted.head, counted.text.split(/\s+/).pop() ?? counted.head);
  const args = new Map<string, Desc[]>();
  for (const [r, ds] of p.args) if (r !== 'obj' && r !== 'obj2' && r !== 'when' && r !== 'than_when') args.set(r, ds);
  args.set('obj', [more]);
  args.set('when', [side === 'more' ? own : before]);
  args.set('than_when', [side === 'more' ? before : own]);
  return { ...p, pred: `${p.pred}~cmp:${comparativeKey('more')[0]}`, args, kind: 'implied' };
}

/** Changes of a figure whose "to" phrase is the level the figure reached. */
const LEVEL_REACHED = new Set(
  ['rise', 'fall', 'increase', 'decrease', 'drop', 'climb', 'grow', 'decline', 'slow', 'accelerate', 'jump', 'sink'].map(
    canonicalPredicate,
  ),
);

/**
 * "Inflation slowed to 2.4 percent in May, down from 2.9 percent in April" also says "inflation was 2.4 percent in
 * May": a change of a figure with the level it reached after "to" (one value and nothing else) states that level,
 * under the change's own frames. Of two dates beside a starting value, the first is the level's (the second dates the
 * starting value); two dates without one are left unread. The amount and the starting value are not carried over.
 */
function levelReached(p: Prop): Prop | null {
  if (p.negated || p.universal || p.pred.includes('~') || !LEVEL_REACHED.has(p.pred)) return null;
  const to = p.args.get('to');
  const subj = p.args.get('subj');
  if (to?.length !== 1 || subj?.length !== 1 || (subj[0] as Desc).numbers.length > 0 || p.args.has('obj')) return null;
  const level = to[0] as Desc;
  if (level.numbers.length !== 1 || level.head || level.names.length > 0 || level.conjuncts.length > 0) return null;
  const start = ['from', 'up_from', 'down_from'].some((r) => (p.args.get(r) ?? []).some(changeAmount));
  const args = new Map<string, Desc[]>();
  for (const [r, ds] of p.args) {
    if (r === 'to' || r === 'by' || r === 'from' || r === 'up_from' || r === 'down_from') continue;
    if (r === 'when' && ds.length > 1) {
      if (!start || ds.length !== 2) return null;
      args.set(r, [ds[0] as Desc]);
      continue;
    }
    args.set(r, ds);
  }
  args.set('attr', [level]);
  return { ...p, pred: 'be', args, kind: 'implied', fromChange: true };
}

/**
 * "Revenue at Kettleby Foods rose 9 %, while operating profit fell 4 %": two changes of figures set side by side by
 * "while" are figures of one holder, so a bare figure of the joined clause ("operating profit", "youth unemployment":
 * no article, name, possessor or phrase of its own) is the figure of the named holder of the other clause's subject
 * (one name, written as a possessor or after "at", "of" or "in").
 */
function shareHolder(inner: Prop, outer: Prop): void {
  const os = outer.args.get('subj');
  if (os?.length !== 1) return;
  const o = os[0] as Desc;
  if (o.conjuncts.length > 0 || o.pronoun) return;
  const t = o.text.trim();
  const written = (/\b(?:at|of|in) (?:the )?((?:[A-Z][\w&-]*)(?: [A-Z][\w&-]*)*)$/.exec(t) ??
    /^((?:[A-Z][\w&-]*)(?: [A-Z][\w&-]*)*) ?'s? [a-z]/.exec(t))?.[1];
  if (written) giveHolder(inner, written);
}

/** The subject of a clause when it is a bare figure: no article, name, possessor, number or phrase of its own. */
export function bareFigure(p: Prop): Desc | null {
  const is = p.args.get('subj');
  if (is?.length !== 1) return null;
  const i = is[0] as Desc;
  if (i.det !== 'bare' || i.names.length > 0 || i.pronoun || i.conjuncts.length > 0 || i.numbers.length > 0 || !i.head) return null;
  if (/\b(?:of|at|in|for|from|to|on|by|its|their|his|her)\b|'/i.test(i.text)) return null;
  return i;
}

/**
 * "Northgate Rail carried 41 million passengers. … Operating profit fell 3 percent": a bare figure whose clause is a
 * reported change (rose, fell, grew …) is the figure of the one named thing the text is about, when the caller has
 * found that the text names nothing else up to that sentence.
 */
export function topicHolder(p: Prop, written: string): void {
  if (REPORTED_CHANGES.has(p.pred)) giveHolder(p, written);
}

function giveHolder(inner: Prop, written: string): void {
  const i = bareFigure(inner);
  if (!i) return;
  const name = written.split(' ');
  const stems = name.flatMap((w) => [wordStem(w.toLowerCase()), w.toLowerCase()]);
  const add = (set: Set<string>) => new Set([...set, ...stems]);
  const holder: Desc = {
    ...i,
    // The holder narrows the figure; the phrase is still no name ("youth unemployment in Valmora" is not Valmora).
    mods: add(i.mods),
    restrictors: add(i.restrictors),
    words: add(i.words),
    text: `${i.text} at ${written}`,
  };
  inner.args.set('subj', [holder]);
}

/** The markers of a change written without a verb of change: "up 8 percent", "down from 2.9 percent". */
const VERBLESS_CHANGE: Record<string, 'rise' | 'fall'> = { up: 'rise', down: 'fall', up_from: 'rise', down_from: 'fall' };

/**
 * "Revenue was $412 million, up 8 percent from a year earlier": a figure given
 * with "up"/"down" and the amount of the change, or with "up from"/"down from" and its starting value, also says that
 * the figure rose or fell ("revenue rose 8 percent"), over the clause's own frames. Only for a clause that says what
 * its subject's figure is or did (a copula, or a verb without an object): in "employed 6,200
 * people, up from 5,900" the object counts the figure, and what it counts is not named. The time it is measured from
 * ("from a year earlier") is left out: every change has one.
 */
function verblessChange(p: Prop, c: Clause): Prop | null {
  if (p.negated || p.universal || p.pred.includes('~')) return null;
  const marks = [...p.args.keys()].filter((r) => VERBLESS_CHANGE[r] !== undefined);
  if (marks.length !== 1) return null;
  const mark = marks[0] as string;
  const value = p.args.get(mark) ?? [];
  const subj = p.args.get('subj');
  if (value.length !== 1 || subj?.length !== 1 || (subj[0] as Desc).numbers.length > 0) return null;
  const copula = p.pred === 'be' || !!c.verb?.copula;
  if (!copula && (p.args.has('obj') || p.args.has('obj2') || p.args.has('attr'))) return null;
  const v = value[0] as Desc;
  if (v.numbers.length !== 1 || v.names.length > 0 || v.numbers.some((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month'))
    return null;
  const args = new Map<string, Desc[]>();
  for (const [r, ds] of p.args) {
    if (r === mark || r === 'attr' || r === 'obj' || r === 'obj2') continue;
    // "up 8 percent from a year earlier": the time the change is measured from, which every change has.
    if (r === 'from' && !ds.every(changeAmount)) continue;
    args.set(r, ds);
  }
  args.set(mark.endsWith('_from') ? 'from' : 'by', [v]);
  const level = p.args.get('attr');
  // "was 2.4 percent, down from 2.9 percent": the level it reached.
  if (copula && level?.length === 1 && (level[0] as Desc).numbers.length === 1 && !(level[0] as Desc).head) args.set('to', level);
  return { ...p, pred: canonicalPredicate(VERBLESS_CHANGE[mark] as string), args, kind: 'implied', fromChange: true };
}

/** "more <noun>": the counted thing without its number, as the object of a comparison ("more passengers"). */
function moreOf(counted: Desc, head: string, noun: string): Desc {
  return {
    ...counted,
    numbers: [],
    det: 'bare',
    mods: new Set(['more']),
    premods: new Set(['more']),
    restrictors: new Set(['more']),
    words: new Set([head, 'more']),
    text: `more ${noun}`,
  };
}

/**
 * "The Dorsey Library holds 1.2 million books, twice as many as the Fenner Library" also says "the Dorsey Library holds
 * more books than the Fenner Library": an affirmative clause whose object counts something, with "k times as many as B"
 * (k > 1, "twice" or "three times"), states the comparison with B, which a reversed comparison then contradicts.
 */
function multipleComparison(p: Prop): Prop | null {
  if (p.negated || p.pred.includes('~') || p.modality.length > 0) return null;
  const times = p.args.get('times');
  const as = p.args.get('as');
  const obj = p.args.get('obj');
  if (times?.length !== 1 || as?.length !== 1 || obj?.length !== 1 || p.args.has('than')) return null;
  const k = (times[0] as Desc).numbers;
  if (k.length !== 1 || !((k[0] as NumberMention).value > 1)) return null;
  const other = as[0] as Desc;
  const counted = obj[0] as Desc;
  if (other.numbers.length > 0 || other.pronoun || (!other.head && other.names.length === 0)) return null;
  if (!counted.head || counted.numbers.length !== 1 || counted.names.length > 0 || counted.conjuncts.length > 0) return null;
  const more = moreOf(counted, counted.head, counted.head);
  const args = new Map<string, Desc[]>();
  for (const [r, ds] of p.args) if (r !== 'times' && r !== 'as' && r !== 'obj') args.set(r, ds);
  args.set('obj', [more]);
  args.set('than', [other]);
  return { ...p, pred: `${p.pred}~cmp:${comparativeKey('more')[0]}`, args, kind: 'implied' };
}

/** Whether a description can be a person: a person noun, a person description, or a name with no other cue. */
/** Changes of a figure, reported over a period. */
const REPORTED_CHANGES = new Set(['rise', 'fall', 'increase', 'decrease', 'drop', 'climb', 'grow', 'decline'].map(canonicalPredicate));

/** An amount and nothing else ("8 percent", "€3 million"): what a change's "by" measures, not a date or a deadline. */
function changeAmount(d: Desc): boolean {
  const calendar = (m: Desc['numbers'][number]) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month' || m.kind === 'weekday';
  return d.numbers.length > 0 && !d.numbers.some(calendar) && d.names.length === 0 && d.conjuncts.length === 0;
}

/** Roles that give a clause a time or place of its own, and adverbs that move it in time. */
const OWN_TIME_ROLES = new Set('when in on at during since until before after by throughout np for over within'.split(' '));
const TIME_ADVERBS = new Set(
  'earlier later previously formerly once then now already still recently before afterwards meanwhile since again ever never'.split(' '),
);

function sameTenses(a: Prop, b: Prop): boolean {
  return !!a.tense && !!b.tense && a.tense.size === b.tense.size && [...a.tense].every((t) => b.tense?.has(t));
}

export function personLike(d: Desc): boolean | null {
  return d.person;
}

export { referentName };
