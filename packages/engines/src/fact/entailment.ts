import { REPORTING_VERBS } from '../text/cues.ts';
import { isVerbBase } from '../text/lexicon.ts';
import { smallNumberWordValue } from '../text/number-words.ts';
import { comparativeBase } from '../text/tagger.ts';
import { describeMention, type NumberMention, valueConflicts, valueEntails } from './number-mentions.ts';
import {
  antonymPredicates,
  canonicalPredicate,
  DECISION_OUTCOMES,
  EVENT_OPPOSITES,
  EXCLUSIVE_ADVERBS,
  FUNCTIONAL_ROLES,
  NON_DROPPABLE_ADVERBS,
  PERSON_NOUNS,
  RANK_PREDICATES,
  RESTRICTING_ADVERBS,
  SYMMETRIC,
  winAndRank,
} from './predicates.ts';
import { contest, type Desc, type Prop, wordStem } from './propositions.ts';
import { CURRENCY_DIMS, sameDimension } from './units.ts';

/**
 * The entailment rule (docs/engines-text.md, Fact). A claim clause follows from an evidence clause when they have the
 * same predicate (after the closed lists of synonyms and converses), the same polarity, modality, source and tense, and
 * every role of the claim is filled in the evidence by the same thing, described no more narrowly than the evidence
 * describes it (in an affirmative clause a claim may drop modifiers and whole roles; under negation or "every"/"no" it
 * may only add them). It is contradicted when the same analysis finds the claim's predicate with a different holder of
 * a one-holder role, a different number in the same role, the roles exchanged, the opposite polarity or predicate, or
 * an exception the claim ignores.
 */

export type Relation = 'same' | 'general' | 'specific' | 'different' | 'conflict' | 'unrelated' | 'unknown';

export interface DescMatch {
  relation: Relation;
  /** The claim names fewer of a list than the evidence ("contains A" from "contains A and B"). */
  droppedConjunct?: boolean;
  /** Numbers in the same role that disagree (same kind and dimension, different value). */
  numberConflict: { claim: NumberMention; evidence: NumberMention } | null;
}

export function sameName(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const join = (x: string[]) => ` ${x.join(' ')} `;
  if (join(b).includes(join(a)) || join(a).includes(join(b))) {
    // "Harlow" in "Harlow Rovers", "Okafor" for "Tomas Okafor" — but never through a shared generic word alone.
    const shorter = a.length <= b.length ? a : b;
    return shorter.some((w) => !GENERIC.has(w) && w !== 'of');
  }
  return false;
}

const GENERIC = new Set(
  `building tower bridge river street road avenue square park museum university college school hospital clinic hotel station airport church
  cathedral palace castle hall center centre company corporation inc ltd llc group bank lake mountain mount island state states city county
  republic kingdom north south east west new saint st national international stadium arena theatre theater library prize award the`
    .split(/\s+/)
    .filter(Boolean),
);

function numbersCompatible(c: NumberMention, e: NumberMention): boolean {
  if (c.kind === 'weekday' || e.kind === 'weekday') return c.kind === e.kind;
  if (c.kind === 'month') return e.kind === 'month' || (e.kind === 'date' && e.month !== undefined);
  if (e.kind === 'month') return c.kind === 'date' && c.month !== undefined;
  if (c.kind === 'year' || c.kind === 'date') return e.kind === 'year' || e.kind === 'date';
  if (c.kind !== e.kind) return false;
  if (!c.unit !== !e.unit) return false;
  if (c.unit && e.unit && c.unit.dim !== e.unit.dim && money(c) && money(e)) return true;
  return sameDimension(c.unit, e.unit);
}

function money(m: NumberMention): boolean {
  return !!m.unit && CURRENCY_DIMS.has(m.unit.dim);
}

function agrees(c: NumberMention, e: NumberMention): boolean {
  if (money(c) && money(e) && c.unit?.dim !== e.unit?.dim) return false;
  return valueEntails(c, e);
}

function disagrees(c: NumberMention, e: NumberMention): boolean {
  if (money(c) && money(e) && c.unit?.dim !== e.unit?.dim) return true;
  return valueConflicts(c, e);
}

/** Claim numbers against evidence numbers of one role: all agree, one conflicts, or the claim has one the evidence lacks. */
function compareNumbers(
  c: NumberMention[],
  e: NumberMention[],
): { conflict: DescMatch['numberConflict']; claimExtra: boolean; evidenceExtra: boolean; overlap: boolean } {
  let conflict: DescMatch['numberConflict'] = null;
  let claimExtra = false;
  let overlap = false;
  const used = new Set<NumberMention>();
  for (const cn of c) {
    const cands = e.filter((en) => numbersCompatible(cn, en));
    const agree = cands.find((en) => agrees(cn, en));
    if (agree) {
      used.add(agree);
      continue;
    }
    // A conflict needs every candidate to exclude the claim's value. An overlap ("under 19" against "under 12") is
    // neither agreement nor conflict: a competing value, never a narrower one.
    if (cands.length > 0 && cands.every((en) => disagrees(cn, en))) {
      conflict ??= { claim: cn, evidence: cands[0] as NumberMention };
      for (const x of cands) used.add(x);
    } else if (cands.length > 0) overlap = true;
    else claimExtra = true;
  }
  const evidenceExtra = e.some((en) => !used.has(en));
  return { conflict, claimExtra, evidenceExtra, overlap };
}

/** How a claim's noun phrase relates to the evidence's noun phrase in the same role. */
/**
 * Modifiers that do not narrow what their noun names but change it: a former chief executive is no chief executive, an
 * alleged fraud may be none, a deputy mayor is not the mayor. Neither side may drop or add one.
 */
const NON_SUBSECTIVE = new Set(
  'former ex onetime one-time erstwhile late would-be alleged suspected supposed so-called fake false counterfeit mock imitation fictional proposed planned potential prospective possible deputy vice acting interim outgoing incoming designate assistant nominal'
    .split(' ')
    .map(wordStem),
);

export function compareDesc(c: Desc, e: Desc): DescMatch {
  if (c.pronoun || e.pronoun) return { relation: 'unknown', numberConflict: null };
  const privative = (d: Desc) =>
    [...d.premods]
      .filter((w) => NON_SUBSECTIVE.has(w))
      .sort((a, b) => a.localeCompare(b))
      .join(' ');
  if (privative(c) !== privative(e)) return { relation: 'different', numberConflict: null };
  // "nobody", "nothing", "none": no one at all — any phrase in that place is a case of it.
  if (e.det === 'neg' && e.head && /^(?:nobodi|noth|none|no-on)$/.test(e.head) && e.mods.size === 0)
    return { relation: 'specific', numberConflict: null };
  // "No one", read without a head: the same.
  if (e.det === 'neg' && !e.head && e.names.length === 0 && e.mods.size === 0 && e.numbers.length === 0 && e.conjuncts.length === 0)
    return { relation: 'specific', numberConflict: null };
  // A claim's "nobody", "no one", "nothing" covers every holder of its kind: a phrase of the evidence in that place is
  // a case of it (a person for "nobody", "no one"; anything else for "nothing"), so the claim is the general side.
  const denied = bareDenial(c);
  if (denied && !e.pronoun && e.det !== 'neg' && e.det !== 'few' && !(e.numbers.length > 0 && e.numbers.every((m) => m.value === 0))) {
    const person = e.person === true || (!!e.head && PERSON_STEMS.has(e.head));
    if (denied === 'person' ? person : e.person !== true && !person && e.names.length === 0)
      return { relation: 'general', numberConflict: null };
    return { relation: 'unrelated', numberConflict: null };
  }
  if (c.conjuncts.length > 0 || e.conjuncts.length > 0) return compareConjuncts(c, e);
  // "None of the 14 patients in the pilot study": the number counts the group the denial covers, so "two patients in
  // the pilot study" (no more than the group) is a case of it, described at least as narrowly.
  const counts = (d: Desc) => d.numbers.every((m) => m.kind === 'number' && !m.unit?.dim.startsWith('money') && Number.isInteger(m.value));
  if (e.det === 'neg' && c.det !== 'neg' && c.head && c.head === e.head && e.numbers.length === 1 && counts(e) && counts(c)) {
    const group = (e.numbers[0] as NumberMention).value;
    if (c.numbers.every((m) => m.value <= group)) {
      const m = compareDesc({ ...c, numbers: [] }, { ...e, numbers: [], det: c.det });
      if (!m.numberConflict && (m.relation === 'same' || m.relation === 'specific')) return { relation: 'specific', numberConflict: null };
    }
  }
  // The claim's "None of the seven judges" covers "three of the seven judges" the same way: at least one member, no
  // more than the group, described at least as narrowly — the claim is the general side.
  if (
    c.det === 'neg' &&
    e.det !== 'neg' &&
    e.det !== 'few' &&
    e.head &&
    c.head === e.head &&
    c.numbers.length === 1 &&
    counts(c) &&
    counts(e)
  ) {
    const group = (c.numbers[0] as NumberMention).value;
    // "three of the seven judges" names its group's size, which must then be the claim's.
    const size = /\bof (?:the|its|their) (\S+)/i.exec(e.text)?.[1]?.toLowerCase();
    const sameGroup =
      !size ||
      !/^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/.test(size) ||
      size === (c.numbers[0] as NumberMention).text.toLowerCase().split(/\s+/)[0];
    if (sameGroup && e.numbers.length > 0 && e.numbers.every((m) => m.value >= 1 && m.value <= group)) {
      const m = compareDesc({ ...c, numbers: [], det: e.det }, { ...e, numbers: [] });
      if (!m.numberConflict && (m.relation === 'same' || m.relation === 'general')) return { relation: 'general', numberConflict: null };
    }
  }
  const nums = compareNumbers(c.numbers, e.numbers);
  // Values decide first: "on Friday" against "on Thursday", "five ports" against "four ports".
  const measured = (d: Desc) => d.numbers.length > 0 && d.numbers.every((m) => !!m.unit);
  if (nums.conflict && (c.head === e.head || !c.head || !e.head || (measured(c) && measured(e))))
    return { relation: 'conflict', numberConflict: nums.conflict };
  let relation: Relation;
  if (c.names.length > 0 && e.names.length > 0) {
    // "the Bank" against "the Bank" is one name; against "the Central Bank" it may be the same one or not (a name of
    // generic words alone names no particular thing), which only a different name rules out.
    const spelled = (x: string[]) => ` ${x.join(' ')} `;
    const identical = c.names.some((a) => e.names.some((b) => spelled(a) === spelled(b)));
    const same = identical || c.names.some((a) => e.names.some((b) => sameName(a, b)));
    const nested = c.names.some((a) => e.names.some((b) => spelled(a).includes(spelled(b)) || spelled(b).includes(spelled(a))));
    if (!same) return { relation: nested ? 'unknown' : 'conflict', numberConflict: null };
    relation = modifiers(c, e, true);
  } else if (c.names.length > 0) {
    // A name against a description without one ("Fennick" vs "the startup"): cannot be told apart.
    return { relation: 'unknown', numberConflict: null };
  } else if (e.names.length > 0) {
    // "the startup" against "the Danish robotics startup Fennick": the claim's head must be among its words.
    if (!c.head || !e.words.has(c.head)) return { relation: 'unrelated', numberConflict: null };
    relation = modifiers(c, e, false);
  } else {
    if (!c.head || !e.head) {
      // A bare number or measure: compared by value alone. Its words besides the number ("over twelve weeks compared
      // with placebo") must then be the same on both sides.
      const sameWords = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((w) => b.has(w));
      if (c.numbers.length > 0 && e.numbers.length > 0 && !c.head && !e.head && sameWords(c.mods, e.mods)) {
        if (nums.conflict) return { relation: 'different', numberConflict: nums.conflict };
        if (nums.overlap) return { relation: 'different', numberConflict: null };
        return { relation: nums.claimExtra ? 'specific' : nums.evidenceExtra ? 'general' : 'same', numberConflict: null };
      }
      return { relation: 'unrelated', numberConflict: null };
    }
    // "flows north" against "flows south", "runs west" against "runs east": two compass directions of one movement.
    if (c.head !== e.head && compass(c) && compass(e) && !c.head.includes(e.head) && !e.head.includes(c.head))
      return { relation: 'conflict', numberConflict: null };
    if (c.head !== e.head) return { relation: 'unrelated', numberConflict: null };
    relation = modifiers(c, e, false);
  }
  if (nums.conflict) return { relation, numberConflict: nums.conflict };
  if (nums.overlap) return { relation: 'different', numberConflict: null };
  if (nums.claimExtra) relation = relation === 'same' ? 'specific' : relation === 'general' ? 'different' : relation;
  if (nums.evidenceExtra) relation = relation === 'same' ? 'general' : relation === 'specific' ? 'different' : relation;
  return { relation, numberConflict: null };
}

/** "nobody", "no one" (a person) or "nothing" (a thing), with nothing that narrows it; null for any other phrase. */
function bareDenial(d: Desc): 'person' | 'thing' | null {
  if (d.det !== 'neg' || d.mods.size > 0 || d.names.length > 0 || d.numbers.length > 0 || d.conjuncts.length > 0) return null;
  if (d.head === 'nobodi' || d.head === 'no-on' || (!d.head && /^no[ -]?one$/i.test(d.text.trim()))) return 'person';
  if (d.head === 'noth') return 'thing';
  return null;
}

/** Stems of nouns that name people, for "nobody" and "no one" (the person-noun list and nouns of crowds and bystanders). */
const PERSON_STEMS = new Set(
  [
    ...PERSON_NOUNS,
    ...`resident shopper passenger visitor tourist customer citizen villager inhabitant spectator fan pedestrian motorist
    firefighter soldier civilian victim survivor guest staff crew child children adult man men woman women people person
    commuter traveller traveler audience viewer listener reader user subscriber voter tenant occupant
    employee worker pupil student patient suspect prisoner migrant refugee`
      .split(/\s+/)
      .filter(Boolean),
  ].map(wordStem),
);

const COMPASS = new Set(['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);

/** A bare compass direction ("north", "southwest"), with nothing that names or narrows it. */
function compass(d: Desc): boolean {
  return !!d.head && COMPASS.has(d.head) && d.mods.size === 0 && d.names.length === 0 && d.numbers.length === 0;
}

function modifiers(c: Desc, e: Desc, named: boolean): Relation {
  // A possessor's name is kept as written and as a stem ("Elias Brandt's conviction": "elias" and "elia"), an attached
  // phrase's by its stem ("the conviction of Elias Brandt"): a word is on the other side when its stem is.
  const has = (d: Desc, w: string) => d.words.has(w) || d.words.has(wordStem(w));
  const claimExtra = [...c.mods].filter((w) => !has(e, w));
  const evidenceExtra = [...e.mods].filter((w) => !has(c, w));
  if (named) {
    // For a named thing, the evidence's description is extra information about it, not a restriction.
    return claimExtra.length === 0 ? (evidenceExtra.length === 0 ? 'same' : 'general') : 'specific';
  }
  if (claimExtra.length === 0 && evidenceExtra.length === 0) return 'same';
  // A superlative, an ordinal or "only" picks one member out of the set the phrase's other words describe: widening or
  // narrowing that set picks another ("the largest library run by a charity" is not "the largest library"), so no
  // modifier may be dropped or added on either side.
  if (picksOne(c) || picksOne(e)) return 'different';
  if (claimExtra.length === 0) return 'general';
  if (evidenceExtra.length === 0) return 'specific';
  return 'different';
}

/**
 * The clause's subject as written is one definite or named thing (not "cores", "a fire", "some staff"): an event whose subject is
 * an indefinite or bare phrase may happen again to other ones. A one-word "name" that only opens the sentence and ends
 * like a plural ("Samples taken in 2019 …") may be a plural noun whose capital is the sentence's, so it does not count
 * as one named thing; a bare singular with a number ("Version 3.2") is an identifier.
 */
function subjectDefinite(p: Prop): boolean {
  // The subject as written: a passive's ("cores drilled by the survey") is its undergoer.
  for (const d of p.args.get(p.passive ? 'obj' : 'subj') ?? []) {
    if (d.pronoun) continue;
    if (d.initialName === true && /[^su]s$/.test(d.names[0]?.[0] ?? '')) return false;
    if (d.det === 'def' || d.det === 'name' || d.names.length > 0) continue;
    if (d.det === 'bare' && d.numbers.length > 0) continue;
    return false;
  }
  return true;
}

/** A phrase that names one member of a set by rank: a superlative ("largest", "earliest"), an ordinal, "last", "only". */
function picksOne(d: Desc): boolean {
  // A named thing is picked by its name ("its largest moon, Ganymede"); "last spring", "the first week" are times.
  if (d.names.length > 0 && !d.initialName) return false;
  if (d.head && TIME_NOUNS.has(d.head)) return false;
  return d.only || [...d.mods].some((w) => ORDINAL_RANK.has(w) || w === 'last' || (w.endsWith('est') && comparativeBase(w) !== null));
}

function compareConjuncts(c: Desc, e: Desc): DescMatch {
  const cs = c.conjuncts.length > 0 ? c.conjuncts : [c];
  const es = e.conjuncts.length > 0 ? e.conjuncts : [e];
  const used = new Set<Desc>();
  let conflict = false;
  let worst: Relation = 'same';
  const rank: Record<Relation, number> = { same: 0, general: 1, specific: 2, different: 3, conflict: 4, unrelated: 5, unknown: 6 };
  let numberConflict: DescMatch['numberConflict'] = null;
  for (const x of cs) {
    const matches = es.filter((y) => !used.has(y)).map((y) => ({ y, m: compareDesc(x, y) }));
    const ok = matches.find(
      (m) => (m.m.relation === 'same' || m.m.relation === 'general' || m.m.relation === 'specific') && !m.m.numberConflict,
    );
    if (ok) {
      used.add(ok.y);
      if (rank[ok.m.relation] > rank[worst]) worst = ok.m.relation;
      continue;
    }
    // "50 g of caffeine" against "50 mg of caffeine and 200 mg of L-theanine": the conjunct about the same thing says another amount.
    const numbered = matches.find((m) => m.m.numberConflict && x.head !== null && x.head === m.y.head);
    if (numbered) numberConflict ??= numbered.m.numberConflict;
    if (matches.some((m) => m.m.relation === 'conflict')) conflict = true;
    else if (!numbered) return { relation: 'unrelated', numberConflict: null };
  }
  if (numberConflict) return { relation: 'conflict', numberConflict };
  if (conflict) return { relation: 'conflict', numberConflict: null };
  // "contains 50 mg of caffeine and 200 mg of L-theanine" gives "contains 50 mg of caffeine" (not for "met", "shared").
  if (used.size < es.length)
    return { relation: worst === 'same' || worst === 'general' ? 'general' : 'different', numberConflict: null, droppedConjunct: true };
  return { relation: worst, numberConflict: null };
}

function sameStatus(c: Prop, e: Prop): boolean {
  if (c.modality.join('|') !== e.modality.join('|')) return false;
  if (!!c.source !== !!e.source) return false;
  if (c.source && e.source) {
    const m = compareDesc(c.source, e.source);
    if (m.relation !== 'same' && m.relation !== 'general' && m.relation !== 'specific') return false;
  }
  return true;
}

function tensesMeet(c: Prop, e: Prop): boolean {
  if (!c.tense || !e.tense) return true;
  for (const t of c.tense) if (e.tense.has(t)) return true;
  return false;
}

/** Quantifier entailment for one role in an upward position: does the evidence's determiner give the claim's? */
function detGives(e: Desc, c: Desc, downward: boolean): boolean {
  if (downward) return e.det === c.det || (c.det === 'neg' && e.det === 'neg');
  switch (c.det) {
    case 'univ':
      return e.det === 'univ';
    case 'neg':
      return e.det === 'neg';
    case 'most':
      return e.det === 'most' || e.det === 'univ';
    case 'few':
      return e.det === 'few';
    default:
      return e.det !== 'neg' && e.det !== 'few' && e.det !== 'most' && (e.det !== 'univ' || c.det === 'exist' || c.det === 'bare');
  }
}

export interface Outcome {
  result: 'entails' | 'contradicts';
  kind?: 'number' | 'date' | 'entity' | 'negation' | 'antonym' | 'order' | 'swap' | 'quantifier' | 'exception' | 'direction';
  why: string;
  /** The claim's phrase the contradiction rests on (a number, a date, a holder), with its role. */
  contested?: { role: string; claim: Desc };
  /** The evidence clause's frames were taken to locate one past event (so the context must tell of it only once). */
  located?: boolean;
}

/** Words that appear anywhere in the evidence sentence: a claim role stated elsewhere in it is context, not news. */
/**
 * The words of the sentence an evidence clause comes from; `carried`, the words of the frame the sentence before opens
 * with, which only a place in an order without its contest takes up ("In the by-election, A won. B finished second.").
 */
export type SentenceWords = Set<string> & { carried?: Set<string> };

interface Aligned {
  role: string;
  claim: Desc;
  evidence: Desc | null;
  match: DescMatch;
}

function align(c: Prop, e: Prop): Aligned[] {
  const out: Aligned[] = [];
  const order: Record<Relation, number> = { same: 0, general: 1, specific: 2, different: 4, conflict: 3, unrelated: 5, unknown: 6 };
  for (const [role, descs] of c.args) {
    const ev = e.args.get(role) ?? [];
    for (const d of descs) {
      let best: Aligned = { role, claim: d, evidence: null, match: { relation: 'unrelated', numberConflict: null } };
      for (const x of ev) {
        const m = compareDesc(d, x);
        const better =
          best.evidence === null ||
          (m.numberConflict === null && best.match.numberConflict !== null && order[m.relation] <= 2) ||
          (order[m.relation] < order[best.match.relation] &&
            !(m.numberConflict && !best.match.numberConflict && order[best.match.relation] <= 2));
        if (better) best = { role, claim: d, evidence: x, match: m };
      }
      out.push(best);
    }
  }
  return out;
}

function contentAdverbs(p: Prop): Set<string> {
  return new Set(
    [...p.adverbs].filter(
      (a) =>
        NON_DROPPABLE_ADVERBS.has(a) ||
        EXCLUSIVE_ADVERBS.has(a) ||
        /^(?:twice|thrice|once|again|always|automatically|manually|alone)$/.test(a),
    ),
  );
}

function pastOnly(p: Prop): boolean {
  return !!p.tense && p.tense.size === 1 && p.tense.has('past');
}

/** Whether the evidence clause entails the claim clause (same predicate assumed). */
function entails(c: Prop, e: Prop, al: Aligned[]): string | null {
  if (!sameStatus(c, e) || c.negated !== e.negated || !tensesMeet(c, e)) return null;
  if (e.exceptions.length > 0) return null;
  if (c.exceptions.length > 0) return null;
  // "rose from 42 in 2023 to 310 in 2024" does not give "rose in 2023": the starting value's date is no date of the
  // change.
  if (onStartDate(e, al) && CHANGES.has(e.pred)) return null;
  const negated = c.negated;
  for (const a of al) {
    if (!a.evidence) return null;
    if (a.match.numberConflict) return null;
    if (a.match.droppedConjunct && (SYMMETRIC.has(c.pred) || c.negated)) return null;
    if (listedBesideAmount(a, c, e)) return null;
    const r = a.match.relation;
    const ev = a.evidence;
    // The subject of "every"/"no" is the restrictor: the claim may narrow it, never widen it. A bare plural subject
    // is a generic ("Customers on the Basic plan can export …"): it is not widened either. A past clause tells of what
    // happened, not of a kind, and its bare subject may be a total ("Unemployment in the region fell" gives neither
    // "Youth unemployment in the region fell" nor "Unemployment fell"): there the claim keeps the subject as it is.
    const bareSubject = a.role === 'subj' && ev.det === 'bare' && a.claim.det === 'bare';
    if (bareSubject && pastOnly(e) && r !== 'same') return null;
    // "A single adult ticket costs €14" says what every such ticket costs: an indefinite singular subject of a clause
    // that is not past may be a kind, as a bare plural is, so the claim may not widen it ("A single ticket costs €14"
    // is not given). It may be one thing too ("A patch is available"), so it is not narrowed either: it stays as it is.
    // In the past it tells of one thing ("An adult passenger was injured").
    const indefiniteKind = a.role === 'subj' && ev.det === 'exist' && /^an?\s/i.test(ev.text) && !!e.tense && !e.tense.has('past');
    if (indefiniteKind && r !== 'same') return null;
    const restrictor = ev.det === 'univ' || ev.det === 'neg' || bareSubject;
    const referential = ev.det === 'def' || ev.det === 'name' || ev.names.length > 0;
    const downward = restrictor || (negated && !referential);
    if (downward) {
      if (r !== 'same' && r !== 'specific') return null;
    } else if (r !== 'same' && r !== 'general') return null;
    if (!detGives(ev, a.claim, restrictor)) return null;
    // "Sales in Europe fell" does not give "Sales fell": a sentence's capitalised first word may be a common noun.
    if (ev.initialName && [...ev.restrictors].some((w) => !a.claim.words.has(w))) return null;
    // "Only Ana Ruiz and Tom Berg signed": the "only" may sit on the first member of a list.
    if ((a.claim.only || a.claim.conjuncts.some((k) => k.only)) && !ev.only) return null;
    // "one of the founders", "two of the five reactors": a part of a group gives a part ("a founder", "two reactors"),
    // never the group or the one holder ("the founder", "the reactors").
    if (a.claim.det !== 'exist' && groupShare(ev) && !groupShare(a.claim)) return null;
  }
  // "Ana and Bo scored 12 and 7 points, respectively": the lists are paired member by member, so no member of one
  // may be dropped without its partner, which the clause structure does not record.
  if (e.adverbs.has('respectively') && al.some((a) => a.match.droppedConjunct)) return null;
  // Roles the evidence has and the claim does not: droppable in an affirmative clause, not under negation.
  const claimRoles = new Set(c.args.keys());
  for (const [role, descs] of e.args) {
    if (claimRoles.has(role)) continue;
    if (negated) return null;
    if (descs.some((d) => d.det === 'neg')) return null;
  }
  // "Only pedestrians" from "only pedestrians and cyclists": under "only" a list's members may not be dropped, because
  // the claim then excludes what the evidence includes.
  const exclusive =
    [...c.adverbs].some((x) => EXCLUSIVE_ADVERBS.has(x)) || al.some((a) => a.claim.only || a.claim.conjuncts.some((k) => k.only));
  if (exclusive && al.some((a) => a.match.droppedConjunct)) return null;
  // The claim may not add an adverb ("rose sharply" from "rose"); it may drop the evidence's, except those that change
  // what is asserted ("nearly won", "partly restored", "reportedly").
  for (const a of c.adverbs) if (!e.adverbs.has(a) && !NEUTRAL_ADVERBS.has(a)) return null;
  for (const a of e.adverbs) if (NON_DROPPABLE_ADVERBS.has(a) && !c.adverbs.has(a)) return null;
  if (c.universal && !e.universal) return null;
  // "Lars Moe is the goalkeeper" is not given by "the goalkeepers Lars Moe and Eirik Dahl": one of several holders.
  if (c.pred === 'be' && definiteAttr(c) && pluralAttr(e)) return null;
  if (droppedFrame(c, e, al)) return null;
  // A superlative or ordinal picks one thing out of what the whole clause describes ("is the largest telescope in the
  // region operated by a university"): each role must be as the evidence has it, none widened, narrowed or dropped.
  if (al.some((a) => picksOne(a.claim) || (a.evidence && picksOne(a.evidence)))) {
    if (al.some((a) => a.match.relation !== 'same' || a.match.droppedConjunct)) return null;
    // A dropped measure ("at 180 metres") says how much, not which set is ranked.
    for (const [role, descs] of e.args) if (!claimRoles.has(role) && !descs.every(measureOnly)) return null;
  }
  return 'entails';
}

/** Roles that name a participant of a motion or transfer ("from Lake Vari", "to the port authority"), not a frame. */
const PARTICIPANT_ROLES = new Set(['from', 'to', 'into', 'onto', 'toward', 'towards', 'via']);

/** Roles that say where or when ("in the park", "on Sunday", "last year"): they locate an event without a value. */
const PLACE_TIME_ROLES = new Set(
  'in at on during when near around across throughout inside outside aboard beside behind by since until before after np'.split(' '),
);

/**
 * Whether a role of the clause other than `except` holds an amount, a count or a measure (a date or a time of day is
 * none): "Alma and Rui scored 30 goals", "recalled 3,200 vans in Germany and Austria". Such a value may be a total over
 * a list in another role, so no member of that list may be dropped, nor is a claim about one member refuted by it.
 */
function listedBesideAmount(a: Aligned, c: Prop, e: Prop): boolean {
  const ds = e.args.get(a.role) ?? [];
  // Two dates in one role are the clause's date and a starting value's ("fell to 4.1 percent in June from 4.6 percent
  // in May"), not a list.
  const listed = !!a.match.droppedConjunct || (ds.length > 1 && !ds.every((d) => d.numbers.some(calendar)));
  return listed && amountBesides(e, a.role) && amountBesides(c, a.role);
}

const calendar = (m: NumberMention) =>
  m.kind === 'year' || m.kind === 'date' || m.kind === 'weekday' || m.kind === 'month' || m.kind === 'ordinal';

/** Nouns a number after them labels rather than counts: "version 5.2", "route 9", "flight 370", "gate 12". */
const LABEL_NOUNS = new Set(
  'version release model route line flight gate platform room chapter section article clause phase stage level season episode series number no terminal building block unit ward bus train road highway exit'
    .split(' ')
    .map(wordStem),
);

function amountBesides(p: Prop, except: string): boolean {
  const amount = (m: NumberMention) => !calendar(m) && !LABEL_NOUNS.has(m.slot[m.slot.length - 1] ?? '');
  for (const [role, ds] of p.args) {
    if (role === except) continue;
    for (const d of ds) for (const m of [...d.numbers, ...d.conjuncts.flatMap((k) => k.numbers)]) if (amount(m)) return true;
  }
  return false;
}

/**
 * Whether the claim states a value: a number, amount, count, duration or measure in one of its roles, or a date
 * anywhere but in a place or time role (there the date is the event's time, kept by the claim, not a value it states).
 */
function statesValue(p: Prop): boolean {
  const dated = (m: NumberMention) => m.kind === 'year' || m.kind === 'date' || m.kind === 'weekday' || m.kind === 'month';
  for (const [role, ds] of p.args)
    for (const d of ds)
      for (const m of [...d.numbers, ...d.conjuncts.flatMap((k) => k.numbers)]) if (!(PLACE_TIME_ROLES.has(role) && dated(m))) return true;
  return false;
}

/**
 * The frame rule for SUPPORTED (docs/engines-text.md, Fact): a statement holds inside its frame, so a claim may drop
 * an evidence frame only when the frame cannot narrow which cases the statement holds for. A participant of a motion
 * or transfer and a bare amount may always go; a place or time only from a past clause of which the claim states no
 * value (it happened or held at least once); any other frame ("for adults", "with the upgrade", "in the wider
 * district" of a present clause) only from one past event. Returns why a frame was dropped, or null.
 */
function droppedFrame(c: Prop, e: Prop, al: Aligned[]): string | null {
  // A past clause of which the claim states no value tells that something happened or held at least once: its place
  // and time locate it. A present clause is a generic or a standing state, which its frames restrict.
  const locating =
    pastOnly(c) &&
    pastOnly(e) &&
    !c.universal &&
    !e.universal &&
    ![...e.adverbs].some((x) => RESTRICTING_ADVERBS.has(x)) &&
    !statesValue(c);
  // Of one past event (not a state or a total: the REFUTED rule's notion) every frame only tells how it happened ("for
  // the World Fair", "with frostbite"); a past state keeps its group and condition ("for children, admission was free").
  const event = locating && episodic(c, e);
  const used = new Set<Desc>();
  for (const a of al) if (a.evidence) used.add(a.evidence);
  for (const [role, ds] of e.args) {
    if (CORE_ROLES.has(role) || role.startsWith('than_')) continue;
    for (const d of ds) {
      if (used.has(d)) continue;
      // A figure that rises or falls moves to or from a value, not a place: "to Germany" without a number restricts
      // what changed ("exports to Germany rose"), so it is a frame the claim keeps.
      if (PARTICIPANT_ROLES.has(role) && !(CHANGES.has(e.pred) && d.numbers.length === 0)) continue;
      if (MEASURE_ROLES.has(role) && measureOnly(d)) continue;
      // "40,000 visitors a year": the rate belongs to the count, and goes with it when the claim states no value.
      if (role === 'rate' && !statesValue(c)) continue;
      // "were mild in 92 % of participants", "in most cases", "in three of the five sites": a share of a group says for
      // how much of it the clause holds, which no place or time frame does; it is never dropped.
      if (locating && (PLACE_TIME_ROLES.has(role) || event) && !groupShare(d)) continue;
      return `the context says it ${role.replace(/_/g, ' ')} ${d.text}`;
    }
  }
  // A frame the claim keeps but widens ("in the district" from "in the wider district") is dropped in part.
  for (const a of al) {
    if (CORE_ROLES.has(a.role) || PARTICIPANT_ROLES.has(a.role) || !a.evidence || a.match.relation !== 'general') continue;
    if (locating && (PLACE_TIME_ROLES.has(a.role) || event)) continue;
    if (a.evidence.names.length > 0 || [...a.evidence.restrictors].every((w) => a.claim.words.has(w))) continue;
    return `the context restricts ${a.evidence.text}`;
  }
  for (const x of e.adverbs) if (RESTRICTING_ADVERBS.has(x) && !c.adverbs.has(x)) return `the context says "${x}"`;
  if (!locating && e.temporal && !c.temporal) return 'the context states it only when another event happens';
  return null;
}

/** A share of a group: a percentage of things, "most"/"few" of them, or a count taken out of a group ("three of the five"). */
function groupShare(d: Desc): boolean {
  if (!d.head) return false;
  if (d.det === 'most' || d.det === 'few') return true;
  // The share is the phrase's own first words, followed by "of": "92 % of participants", "three of the five sites"
  // (not "a fee of 12 million", "a trial of 412 adults").
  return /^(?:only\s+)?(?:\d[\d.,]*\s*(?:%|percent|per cent)?|one|two|three|four|five|six|seven|eight|nine|ten|half|a third|a quarter)\s+of\s/i.test(
    d.text.trim(),
  );
}

function describeArg(d: Desc): string {
  return d.text || [...d.names.map((n) => n.join(' '))].join(', ');
}

/**
 * Whether the evidence clause contradicts the claim clause. The clause must be asserted on both sides with the same
 * modality and source; every claim role the contradiction does not rest on must be stated in the evidence clause (or,
 * for a role the evidence clause leaves out, somewhere in the evidence sentence).
 */
function contradicts(c: Prop, e: Prop, al: Aligned[], sentence: SentenceWords): Outcome | null {
  if (!sameStatus(c, e) || !tensesMeet(c, e)) return null;
  // Two clauses that only say what may or might be, or what someone plans, contradict nothing; "can", "must", "will"
  // and attribution ("X said") are compared like assertions when both sides have the same.
  if (c.modality.some((m) => !CONTRADICTABLE.has(m) && !DETERMINATE_COMPLEMENT.has(m))) return null;
  // What someone was ordered, agreed or decided to do has one content: a different value there contradicts, but a
  // second holder does not ("A agreed to buy X" and "B agreed to buy X" can both hold).
  const valuesOnly = c.modality.some((m) => DETERMINATE_COMPLEMENT.has(m));
  const stated = (a: Aligned): boolean => {
    const r = a.match.relation;
    if (listedBesideAmount(a, c, e)) return false;
    // "Kora's stake" for "its stake in Breck": a participant described more loosely than the evidence's may be another
    // one (another of Kora's stakes), so it does not carry a contradiction, unless what the claim leaves out is a name's
    // description.
    if (a.evidence && r === 'general' && PARTICIPANTS.has(a.role) && a.evidence.names.length === 0)
      return [...a.evidence.restrictors].every((w) => a.claim.words.has(w));
    if (a.evidence && (r === 'same' || r === 'general')) return true;
    if (a.evidence && r === 'specific') return [...a.claim.words].every((w) => sentence.has(w));
    // A role the evidence clause leaves out, or fills with something the comparison cannot place, counts when the
    // sentence states it elsewhere ("Under its terms" for "under the Treaty of Vessa").
    // A participant the evidence clause fills with another thing ("Net sales … rose" against "operating costs rose") is
    // another participant, whatever else the sentence mentions.
    if (!a.evidence || r === 'unknown' || (r === 'unrelated' && !PARTICIPANTS.has(a.role))) {
      const words = [...a.claim.words];
      return words.length > 0 && words.every((w) => sentence.has(w)) && a.claim.numbers.length === 0;
    }
    return false;
  };
  // (a) Opposite polarity, with the negative side's roles all on the positive side.
  // "The minister did not say that taxes would rise" does not deny "The minister said that taxes would not rise": a
  // reporting verb whose content is a clause is denied or asserted only with that content, compared in its own clause.
  const contentless = REPORTING_VERBS.has(c.pred) && !c.args.has('obj') && (!!c.reportsClause || !!e.reportsClause);
  if (!valuesOnly && !contentless && c.negated !== e.negated && c.exceptions.length === 0 && e.exceptions.length === 0) {
    const positive = c.negated ? e : c;
    const negative = c.negated ? c : e;
    let ok = true;
    for (const a of al) {
      if (a.match.numberConflict) ok = false;
      const r = a.match.relation;
      if (!a.evidence) {
        // A role only the claim has: fine when the claim is the positive, more specific side.
        if (negative === c) ok = false;
        continue;
      }
      if (negative === e) {
        // Evidence "never married" against claim "married X": the claim may be more specific.
        // A definite description the claim widens ("the fire" for "the first fire") may be another thing: only a
        // named one, or one whose extra words restrict nothing, is the same.
        const sameThing =
          a.evidence.names.length > 0 || a.evidence.resolved === true || [...a.evidence.restrictors].every((w) => a.claim.words.has(w));
        if (
          !(r === 'same' || r === 'specific' || (r === 'general' && (a.evidence.det === 'def' || a.evidence.det === 'name') && sameThing))
        )
          ok = false;
      } else if (!(r === 'same' || r === 'general' || (r === 'specific' && (a.evidence.det === 'def' || a.evidence.det === 'name'))))
        ok = false;
    }
    // Every role of the negative side must be on the positive side.
    const posRoles = new Set(positive.args.keys());
    for (const [role, descs] of negative.args) {
      if (!posRoles.has(role) && descs.some((d) => d.det !== 'def' || true)) ok = false;
    }
    const pa = contentAdverbs(positive);
    for (const a of contentAdverbs(negative)) if (!pa.has(a)) ok = false;
    // A denial is contradicted only by the same situation: "is open in summer" does not contradict "is not open". An
    // evidence denial covers every narrower case ("never married" against "married X in 1990"), so only an affirmative
    // evidence clause has its frames checked.
    if (ok && positive === e && frameClash(c, e, al, new Set(), sentence)) ok = false;
    // A claim's "nobody"/"nothing" is about its own occasion: a holder the evidence places or dates ("hurt in an
    // earlier accident") may be of another one, which the claim's silence on place and time does not exclude.
    const denial = [...c.args.values()].some((ds) => ds.some((d) => bareDenial(d) !== null));
    if (ok && positive === e && denial && [...e.args.keys()].some((r) => PLACE_TIME_ROLES.has(r) && !c.args.has(r))) ok = false;
    if (ok) {
      return {
        result: 'contradicts',
        kind: 'negation',
        why: `The claim ${c.negated ? 'denies' : 'asserts'} what the context ${e.negated ? 'denies' : 'asserts'}.`,
      };
    }
    return null;
  }
  if (c.negated || e.negated) return null;
  // A universal time frame of the claim is read against the evidence's exception only when the claim's holder is the
  // evidence's: a claim the parse left without a subject is about nothing in particular.
  const holderStated = al.some((a) => a.role === (c.passive ? 'obj' : 'subj') && !!a.evidence && stated(a));
  // (g) An exception the claim ignores: "every winter except near Grell" against "every winter near Grell".
  if (
    !valuesOnly &&
    e.exceptions.length > 0 &&
    c.exceptions.length === 0 &&
    al.every((a) => stated(a) || exceptionWords(e, a.claim) || covers(e, a) || (holderStated && universalTime(a, e)))
  ) {
    const roleWords = evidenceRoleWords(e);
    const hitsException = al.some((a) =>
      e.exceptions.some((x) => [...x.words].some((w) => a.claim.words.has(w) && !roleWords.has(w)) && !otherPart(a.claim, x.desc)),
    );
    // "along its whole length", "in every district": a claim frame that covers every part covers the exception too.
    if (universalTakenOut(c, e) || hitsException || al.some((a) => covers(e, a))) {
      return { result: 'contradicts', kind: 'exception', why: 'The context makes an exception that the claim leaves out.' };
    }
  }
  if (e.exceptions.length > 0 || c.exceptions.length > 0) return null;
  // (b) Roles exchanged: "Tessel acquired Norvik" against "Norvik acquired Tessel".
  // "A is deeper than B": a comparison is never symmetric, whatever its verb ("be" is symmetric in "A is B").
  // What two parties agreed or decided on one and the same day is one decision: its participants exchanged ("On
  // Tuesday, C agreed to buy H" against "On Tuesday, H agreed to buy C") contradict it as those of one dated event do.
  const sameDecision = valuesOnly && sameDecisionDay(c, e);
  if ((!valuesOnly || sameDecision) && (!SYMMETRIC.has(c.pred.split('~')[0] as string) || c.pred.includes('~cmp:'))) {
    const swap = findSwap(c, e, al, stated, sameDecision);
    if (swap) return swap;
  }
  // (e) "only" against a list: the claim says one holder (or set) is the only one in a role where the evidence clause
  // lists it with another ("comes only in red" against "comes in red and blue"), every other role the same.
  if (!valuesOnly) {
    const only = exclusiveRole(c, e, al);
    // "feeds mainly on frogs and small fish" still feeds on small fish: a proportion of the list is no frame here.
    const listed = { ...e, adverbs: new Set([...e.adverbs].filter((x) => !PROPORTION_ADVERBS.has(x))) };
    // Where the evidence tells of one past event, its own date and place only locate it ("designed in 1971 by A and B
    // in Milan"); the context must then tell of that event once (`located`, checked by the caller).
    const framedAsIs = only && !frameClash(c, listed, al, new Set([only.role]), sentence, only, false);
    if (only && (framedAsIs || !frameClash(c, listed, al, new Set([only.role]), sentence, only)))
      return {
        result: 'contradicts',
        kind: 'quantifier',
        why: `The claim says only ${describeArg(only.claim)} where the context names ${describeArg(only.evidence as Desc)}.`,
        contested: { role: only.role, claim: only.claim },
        ...(framedAsIs ? {} : { located: true }),
      };
    // (f) A rank: "finished second" against "finished third", "the largest shareholder" against "the second-largest".
    const rank = rankConflict(c, e, al, sentence);
    if (rank && !frameClash(c, withoutRanking(e), al, new Set([rank.role]), sentence, rank.aligned, false))
      return { result: 'contradicts', kind: 'number', why: rank.why };
  }
  // (h) Quantifiers that exclude each other over one group: "few of the island's inhabitants" against "most of the
  // island's 12,000 inhabitants" (or "all"), every other role stated and the frames the same.
  const quantified = valuesOnly ? null : opposedQuantifier(al);
  if (
    quantified &&
    al.every((a) => a === quantified || stated(a)) &&
    !frameClash(c, e, al, new Set([quantified.role]), sentence, undefined, false)
  )
    return {
      result: 'contradicts',
      kind: 'quantifier',
      why: `The claim says "${quantified.claim.text}" where the context says "${quantified.evidence?.text}".`,
    };
  // (i) Shares of one group that cannot both hold: "all participants" against "71 % of participants", "most of the
  // councillors" against "only two of the seven councillors", "only two of the three judges" against "the three
  // judges". Where the evidence tells of one past event, its own frames only locate it (the caller checks it is told once).
  const shared = valuesOnly ? null : disjointShare(al);
  if (shared && al.every((a) => a === shared || stated(a))) {
    const asIs = !frameClash(c, e, al, new Set([shared.role]), sentence, undefined, false);
    if (asIs || !frameClash(c, e, al, new Set([shared.role]), sentence))
      return {
        result: 'contradicts',
        kind: 'quantifier',
        why: `The claim says "${shared.claim.text}" where the context says "${shared.evidence?.text}".`,
        ...(asIs ? {} : { located: true }),
      };
  }
  // "In 2025, 23 percent smoked, down from 27 percent in 2020": a claim dated by the starting value's date is about
  // the starting value, which the clause's own values do not give.
  if (onStartDate(e, al)) return valuesOnly ? null : startValueConflict(c, e, al, stated, sentence);
  // A level or change read from another clause's figure holds of that clause's holder only.
  if (e.fromChange && !al.some((a) => a.role === 'subj' && a.evidence && (a.match.relation === 'same' || a.match.relation === 'general')))
    return null;
  // (d) A different holder of a one-holder role, or a different number in the same role.
  const functional = new Set(FUNCTIONAL_ROLES[c.pred.split('~')[0] as string] ?? []);
  if (c.pred === 'be' || c.pred.startsWith('be_at~')) functional.add('subj');
  let conflict: Aligned | null = null;
  /** The conflict rests on "the only goal": one thing, which the evidence's own frames only locate. */
  let uniqueThing = false;
  for (const a of al) {
    if (a.match.numberConflict) {
      // "the 2019 race" against "the 2018 race": a year that picks out which thing is meant names another thing, not
      // another date of the same one (a time, "the summer of 2019", is a date).
      const m = a.match.numberConflict.claim;
      const dated = m.kind === 'year' || m.kind === 'date' || m.kind === 'month';
      if (dated && a.claim.head && !TIME_NOUNS.has(a.claim.head)) return null;
      // "more passengers in 2023 than in 2021" against "… than in 2022": a comparison relates two times, and with
      // another time it is another comparison, which the context does not make.
      if ((dated || m.kind === 'weekday') && c.pred.includes('~cmp:')) return null;
      // "Cores drilled in 2019" against "cores drilled in 2022", "a fire broke out in 2018" against "… in 2019": an
      // event whose subject is an indefinite or bare phrase may happen again to other ones, so another date is another
      // event unless the subject is one definite or named thing.
      if ((dated || m.kind === 'weekday') && !subjectDefinite(c)) return null;
      conflict ??= a;
      continue;
    }
    // "is legal" against "is illegal", "was alive" against "was dead": opposite states of one holder.
    if (a.role === 'attr' && a.evidence && oppositeStates(a.claim, a.evidence)) {
      if (valuesOnly) return null;
      conflict ??= a;
      continue;
    }
    if (a.match.relation === 'conflict' && a.evidence) {
      if (valuesOnly) return null;
      // "scored the only goal": one thing done once has one doer.
      const onlyOne = (d: Desc) => d.det === 'def' && d.conjuncts.length === 0 && (d.only || d.premods.has(ONLY_STEM));
      const onlyObject =
        a.role === 'subj' &&
        al.some((x) => x.role === 'obj' && !!x.evidence && onlyOne(x.evidence) && onlyOne(x.claim) && x.match.relation === 'same');
      const exclusive =
        functional.has(a.role) ||
        onlyObject ||
        a.evidence.only ||
        (a.role === 'subj' && [...e.adverbs].some((x) => x === 'alone')) ||
        (a.role === 'subj' && [...e.adverbs].some((x) => EXCLUSIVE_ADVERBS.has(x)) && e.args.has('obj')) ||
        a.role === 'dir';
      // "X is the Arnholt envoy" against "Y is the Arnholt envoy": a definite description names one holder.
      const definiteIdentity = c.pred === 'be' && a.role === 'subj' && definiteAttr(c) && definiteAttr(e);
      if (c.pred === 'be' && a.role === 'subj' && !definiteIdentity) return null;
      // A different holder of a role that can have several ("X left the company") is another event, not a conflict.
      if (!exclusive && !definiteIdentity) return null;
      if (!conflict && onlyObject && !functional.has(a.role) && !a.evidence.only) uniqueThing = true;
      conflict ??= a;
      continue;
    }
    // "Only 3 of the 12 trains" against "Three trains": the same things counted alike are no other holder.
    const sameCount =
      !!a.evidence &&
      a.claim.head === a.evidence.head &&
      a.claim.numbers.length > 0 &&
      a.claim.numbers.every((m) => a.evidence?.numbers.some((n) => n.kind === m.kind && n.value === m.value));
    if (a.match.relation === 'different' && a.evidence?.only && a.role === 'subj' && !valuesOnly && !sameCount) {
      conflict ??= a;
      continue;
    }
    if (!stated(a)) return null;
  }
  // The frames agree as they stand, or only once the evidence's frames are taken to locate one past event.
  const framed = uniqueThing ? { ...e, args: new Map([...e.args].filter(([r]) => CORE_ROLES.has(r) || c.args.has(r))) } : e;
  const located = !!conflict && (uniqueThing || !!frameClash(c, e, al, new Set([conflict.role]), sentence, conflict, false));
  if (conflict && located && frameClash(c, framed, al, new Set([conflict.role]), sentence, conflict, !uniqueThing)) return null;
  if (conflict && totalInAnotherTime(c, e, conflict)) return null;
  if (conflict) {
    const nc = conflict.match.numberConflict;
    const contested = { role: conflict.role, claim: conflict.claim };
    if (nc) {
      const kind = nc.claim.kind === 'year' || nc.claim.kind === 'date' ? 'date' : 'number';
      return {
        result: 'contradicts',
        kind,
        why: `The claim says ${describeMention(nc.claim)} where the context says ${describeMention(nc.evidence)}.`,
        contested,
        located,
      };
    }
    if (conflict.role === 'attr' && conflict.evidence && oppositeStates(conflict.claim, conflict.evidence))
      return {
        result: 'contradicts',
        kind: 'antonym',
        why: `The claim says "${conflict.claim.text}" where the context says the opposite ("${conflict.evidence.text}").`,
        contested,
        located,
      };
    return {
      result: 'contradicts',
      kind: 'entity',
      why: `The claim names ${describeArg(conflict.claim)} where the context names ${describeArg(conflict.evidence as Desc)}.`,
      contested,
      located,
    };
  }
  return null;
}

/** How many distinct times (dates and years, each once) the proposition's circumstances name ("in 2023 and 2024"). */
export function timesStated(p: Prop): number {
  const times = new Set<string>();
  for (const [role, ds] of p.args) {
    if (CORE_ROLES.has(role)) continue;
    for (const d of ds) for (const n of d.numbers) if (n.kind === 'year' || n.kind === 'date') times.add(`${n.kind}:${n.value}`);
  }
  return times.size;
}

/**
 * The role where one side says "few" and the other "most" or "all" of the same group (the same head and words; the
 * evidence may give the group's size, the claim gives none): the two cannot both hold of a group that has members.
 */
function opposedQuantifier(al: Aligned[]): Aligned | null {
  for (const a of al) {
    const ev = a.evidence;
    if (!ev || a.claim.numbers.length > 0 || a.claim.conjuncts.length > 0 || ev.conjuncts.length > 0) continue;
    const dets = new Set([a.claim.det, ev.det]);
    if (!dets.has('few') || !(dets.has('most') || dets.has('univ'))) continue;
    const group = compareDesc({ ...a.claim, det: 'def' }, { ...ev, det: 'def', numbers: [] });
    if (group.relation === 'same' && !group.numberConflict) return a;
  }
  return null;
}

const countOf = (w: string): number | null => smallNumberWordValue(w) ?? (/^\d+$/.test(w) ? Number(w) : null);

/**
 * The share of its group a phrase speaks of, as a closed interval of fractions (`open`: the lower end excluded), with
 * the group's size when written: "all (seven) directors", "the three judges" (a count with "the": all of them) = 1;
 * "most of …" > 1/2; "only two of the seven …" = 2/7 exactly; "two of the seven …" ≥ 2/7; "71 % of …" = 71 % as
 * written (70.5–71.5 %, so "50 %" does not exclude "most"); `word`: a quantifier rather than a count. A hedged or bounded number ("about 70 %", "more than
 * half") is no share here.
 */
function shareOf(d: Desc): { lo: number; hi: number; open?: boolean; size: number | null; word?: boolean } | null {
  const t = d.text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (d.conjuncts.length > 0 || d.pronoun) return null;
  if (d.numbers.some((m) => m.comparator !== 'eq' || m.loose)) return null;
  let m = /^(?:all|every|each)(?: the)? ([a-z0-9]+) /.exec(t);
  if (d.det === 'univ' && /^(?:all|every|each)\b/.test(t)) return { lo: 1, hi: 1, size: m ? countOf(m[1] as string) : null, word: true };
  if (d.det === 'most' && /^most\b/.test(t)) return { lo: 0.5, hi: 1, open: true, size: null, word: true };
  m = /^(only )?([a-z0-9]+) of the ([a-z0-9]+) /.exec(t);
  if (m) {
    const k = countOf(m[2] as string);
    const n = countOf(m[3] as string);
    if (k === null || n === null || k > n || n === 0) return null;
    return m[1] ? { lo: k / n, hi: k / n, size: n } : { lo: k / n, hi: 1, size: n };
  }
  m = /^(\d+(?:\.\d+)?) ?(?:%|percent|per cent) of /.exec(t);
  if (m) {
    const v = Number(m[1]);
    if (v > 100) return null;
    return { lo: Math.max(0, v - 0.5) / 100, hi: Math.min(100, v + 0.5) / 100, size: null };
  }
  m = /^the ([a-z0-9]+) /.exec(t);
  const n = m ? countOf(m[1] as string) : null;
  if (d.det === 'def' && n !== null && n > 1) return { lo: 1, hi: 1, size: n, word: true };
  return null;
}

/** The same group once the quantity is set aside: the same head and words, and the same size when both give one. */
function sameGroup(c: Desc, e: Desc): boolean {
  const cs = shareOf(c);
  const es = shareOf(e);
  if (cs?.size != null && es?.size != null && cs.size !== es.size) return false;
  const strip = (d: Desc): Desc => ({ ...d, det: 'def', numbers: [], only: false });
  const group = compareDesc(strip(c), strip(e));
  return group.relation === 'same' && !group.numberConflict && c.head !== null && c.head === e.head;
}

/** `part` names at least one member of the group `all` speaks of ("three of the seven directors", "most directors"). */
function memberOfGroup(all: Desc, part: Desc): boolean {
  const ps = shareOf(part);
  return !!ps && ps.lo > 0 && sameGroup(all, part);
}

/**
 * The role where claim and evidence speak of shares of the same group that cannot both hold (the same head and
 * words once the quantity is set aside; when both give the group's size it is the same).
 */
function disjointShare(al: Aligned[]): Aligned | null {
  for (const a of al) {
    const ev = a.evidence;
    if (!ev) continue;
    const cs = shareOf(a.claim);
    const es = shareOf(ev);
    // Two counted or measured shares ("27 percent" against "23 percent") are two values, for the rules of values.
    if (!cs || !es || !(cs.word || es.word)) continue;
    const apart = cs.hi < es.lo || es.hi < cs.lo || (cs.hi === es.lo && !!es.open) || (es.hi === cs.lo && !!cs.open);
    if (apart && sameGroup(a.claim, ev)) return a;
  }
  return null;
}

/**
 * The role an "only" of the claim bears on ("Only Ana Ruiz signed", "comes only in red"), when the evidence clause fills
 * it with a list of which the claim keeps a part; every other role of the claim must be the same or dropped there.
 */
function exclusiveRole(c: Prop, e: Prop, al: Aligned[]): Aligned | null {
  // "is used only by anglers and kayakers" still says that kayakers use it: an "only" of the evidence, written where the
  // claim writes its own, bears on the same list and leaves every member stated.
  if ([...e.adverbs].some((x) => EXCLUSIVE_ADVERBS.has(x) && !c.adverbs.has(x))) return null;
  const adverb = [...c.adverbs].some((x) => EXCLUSIVE_ADVERBS.has(x));
  const listed = al.filter(
    (a) => !!a.evidence && !!a.match.droppedConjunct && !a.match.numberConflict && !a.evidence.only && (a.claim.only || adverb),
  );
  // An adverb "only" bears on one role: with two candidates the claim's scope is not known.
  if (listed.length !== 1) return null;
  const hit = listed[0] as Aligned;
  // An adverb "only" bears on what follows the verb: the claim must have no other such role ("opened the bridge only in
  // 1990" may restrict the year, not what was opened).
  // In a passive clause the "by" phrase (read as the subject) is what follows the verb, and the written subject is not.
  if (!hit.claim.only) {
    const before = c.passive ? 'obj' : 'subj';
    const after = [...c.args.keys()].filter((r) => r !== before && r !== 'attr');
    if (hit.role === before || after.length !== 1) return null;
  }
  const rest = al.filter((a) => a !== hit);
  const same = (a: Aligned) =>
    !!a.evidence && (a.match.relation === 'same' || a.match.relation === 'general') && !a.match.numberConflict && !a.match.droppedConjunct;
  return rest.every(same) ? hit : null;
}

/** Adverbs of how much of a list holds ("mainly", "mostly"): every member still holds in part. */
const PROPORTION_ADVERBS = new Set(['mainly', 'mostly', 'largely', 'chiefly', 'primarily', 'predominantly']);

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ORDINAL_RANK = new Map(ORDINAL_WORDS.map((w, i) => [w, i + 1]));

/** Opposite superlatives by the stems `superlativeRank` gives ("longest" → "long", "shortest" → "short"). */
const OPPOSITE_SUPERLATIVES = new Map<string, Set<string>>();
for (const [a, b] of [
  ['long', 'short'],
  ['larg', 'small'],
  ['bigg', 'small'],
  ['high', 'low'],
  ['tall', 'short'],
  ['old', 'young'],
  ['old', 'new'],
  ['deep', 'shallow'],
  ['fast', 'slow'],
  ['heavi', 'light'],
  ['hott', 'cold'],
  ['warm', 'cold'],
  ['wett', 'dri'],
  ['busi', 'quiet'],
  ['wid', 'narrow'],
  ['earli', 'lat'],
  ['rich', 'poor'],
  ['cheap', 'dear'],
] as const) {
  OPPOSITE_SUPERLATIVES.set(a, (OPPOSITE_SUPERLATIVES.get(a) ?? new Set()).add(b));
  OPPOSITE_SUPERLATIVES.set(b, (OPPOSITE_SUPERLATIVES.get(b) ?? new Set()).add(a));
}

/** "second-largest" → [2, "larg"]; "largest" → [1, "larg"]; anything else null. */
function superlativeRank(word: string): [number, string] | null {
  const m = /^(?:([a-z]+)-)?([a-z]+?)(?:est)$/.exec(word);
  if (!m || (m[2] as string).length < 2) return null;
  if (!m[1]) return [1, m[2] as string];
  const n = ORDINAL_RANK.get(m[1]);
  return n ? [n, m[2] as string] : null;
}

/**
 * Two ranks of one holder in one ranking: an ordinal adverb of the same predicate ("finished second" against
 * "finished third") or a definite superlative attribute of the same noun ("the largest shareholder of Orvik" against
 * "the second-largest shareholder of Orvik"), every other role the same.
 */
function rankConflict(c: Prop, e: Prop, al: Aligned[], sentence: SentenceWords): { role: string; aligned?: Aligned; why: string } | null {
  const same = (a: Aligned) =>
    !!a.evidence && (a.match.relation === 'same' || a.match.relation === 'general') && !a.match.numberConflict && !a.match.droppedConjunct;
  // A place in an order: the claim's contest ("in the by-election") may be stated elsewhere in the sentence, or by the
  // frame the sentence before opens with, when the ranking clause leaves it out.
  const placed = (a: Aligned) => same(a) || (a.role === 'in' && !a.evidence && contestStated(a, sentence));
  // Only for a predicate of a place in an order: "first met", "last visited" tell when, not a rank.
  const ords = (p: Prop) => (RANK_PREDICATES.has(p.pred) ? [...p.adverbs].filter((x) => ORDINAL_RANK.has(x)) : []);
  const co = ords(c);
  const eo = ords(e);
  if (co.length === 1 && eo.length === 1 && co[0] !== eo[0] && al.length > 0 && al.every(placed))
    return { role: 'rank', why: `The claim says "${co[0]}" where the context says "${eo[0]}".` };
  if (c.pred !== 'be') return null;
  const attr = al.find((a) => a.role === 'attr');
  const ev = attr?.evidence;
  if (!attr || !ev || attr.claim.det !== 'def' || ev.det !== 'def' || !attr.claim.head || attr.claim.head !== ev.head) return null;
  if (attr.claim.names.length > 0 || ev.names.length > 0 || attr.claim.numbers.length > 0 || ev.numbers.length > 0) return null;
  const ranks = (d: Desc) => [...d.mods].map((w) => [w, superlativeRank(w)] as const).filter((x) => x[1] !== null);
  const cr = ranks(attr.claim);
  const er = ranks(ev);
  if (cr.length !== 1 || er.length !== 1) return null;
  const [cw, [cn, cs]] = cr[0] as [string, [number, string]];
  const [ew, [en, es]] = er[0] as [string, [number, string]];
  // "the longest river in the province" against "the shortest river in the province": the first of a ranking and the
  // first of the opposite ranking (a closed list of opposite superlatives) are two ends of one order.
  const opposite = cs !== es && cn === 1 && en === 1 && !!OPPOSITE_SUPERLATIVES.get(cs)?.has(es);
  if ((cs !== es && !opposite) || (cs === es && cn === en)) return null;
  // Everything else about the two phrases is the same: "the largest shareholder of Orvik" for both sides but the rank.
  const otherC = [...attr.claim.mods].filter((w) => w !== cw);
  const otherE = [...ev.mods].filter((w) => w !== ew);
  if (otherC.length !== otherE.length || !otherC.every((w) => otherE.includes(w))) return null;
  if (!al.filter((a) => a !== attr).every(same)) return null;
  return { role: 'attr', aligned: attr, why: `The claim says "${attr.claim.text}" where the context says "${ev.text}".` };
}

/** The claim's contest, without a number, in the ranking's sentence or in the frame the sentence before opens with. */
function contestStated(a: Aligned, sentence: SentenceWords): boolean {
  const words = [...a.claim.words];
  return words.length > 0 && a.claim.numbers.length === 0 && words.every((w) => sentence.has(w) || !!sentence.carried?.has(w));
}

/**
 * "Orla Finch won the 10,000 metres" against "Orla Finch finished third in the 10,000 metres" (or the other way
 * round): a win is first place, so another ordinal place of the same holder in the same event contradicts it. Both
 * sides affirmative, past and unqualified; the winner and the holder the same; what was won the same definite or named
 * thing as the ranking's "in" phrase; the rank side's other phrases only the ranking's own (the holders ahead, the
 * measure) or dates; the win side has no other phrase.
 */
function winAgainstRank(c: Prop, e: Prop, sentence: SentenceWords): Outcome | null {
  if (c.negated || e.negated || !sameStatus(c, e) || !tensesMeet(c, e) || c.modality.length > 0) return null;
  if (!pastOnly(c) || !pastOnly(e) || c.universal || e.universal) return null;
  const win = RANK_PREDICATES.has(c.pred) ? e : c;
  const rank = win === c ? e : c;
  const ords = [...rank.adverbs].filter((x) => ORDINAL_RANK.has(x));
  if (ords.length !== 1 || ORDINAL_RANK.get(ords[0] as string) === 1) return null;
  if ([...c.adverbs, ...e.adverbs].some((x) => RESTRICTING_ADVERBS.has(x))) return null;
  const one = (p: Prop, role: string) => {
    const ds = p.args.get(role) ?? [];
    return ds.length === 1 ? (ds[0] as Desc) : null;
  };
  const ws = one(win, 'subj');
  const wo = one(win, 'obj');
  const rs = one(rank, 'subj');
  const ri = one(rank, 'in');
  if (!ws || !wo || !rs || !ri || [...win.args.keys()].some((r) => r !== 'subj' && r !== 'obj')) return null;
  const ranking = withoutRanking(rank);
  for (const [role, ds] of ranking.args)
    if (
      role !== 'subj' &&
      role !== 'in' &&
      !ds.every(
        (d) =>
          d.numbers.length > 0 &&
          d.numbers.every((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'weekday' || m.kind === 'month'),
      )
    )
      return null;
  const named = (d: Desc) => d.names.length > 0 || d.det === 'def' || d.det === 'name';
  // "the women's 10,000 metres" on both sides: a phrase written alike, word for word and number for number.
  const written = (x: Desc, y: Desc) =>
    x.head === y.head &&
    x.words.size === y.words.size &&
    [...x.words].every((w) => y.words.has(w)) &&
    x.numbers.length === y.numbers.length &&
    x.numbers.every((m, i) => m.value === y.numbers[i]?.value && m.unit?.dim === y.numbers[i]?.unit?.dim);
  const sameThing = (x: Desc, y: Desc) => {
    const m = compareDesc(x, y);
    if (m.numberConflict) return false;
    return m.relation === 'same' || (m.relation === 'general' && named(y) && named(x)) || written(x, y);
  };
  // The claim's phrase may drop what the context's adds, never the other way round.
  const [cs, es, co, eo] = win === c ? [ws, rs, wo, ri] : [rs, ws, ri, wo];
  if (!sameThing(cs, es) || !sameThing(co, eo) || !named(co) || !named(eo)) return null;
  if (![...co.words].every((w) => sentence.has(w) || eo.words.has(w))) return null;
  return {
    result: 'contradicts',
    kind: 'number',
    why:
      win === c
        ? `The claim says ${cs.text} won where the context says "${ords[0]}".`
        : `The claim says "${ords[0]}" where the context says ${es.text} won.`,
    located: true,
  };
}

/**
 * A rank's own phrases are part of the ranking, not a frame of it: the holders placed ahead ("behind the Farmers'
 * Union", "after Mount Aral", named) and the measure that places it ("with 17 percent of the vote", "at 88 metres").
 */
function withoutRanking(e: Prop): Prop {
  const args = new Map<string, Desc[]>();
  for (const [role, ds] of e.args) {
    const ahead =
      (role === 'behind' || role === 'after') && ds.every((d) => d.names.length > 0 || d.conjuncts.some((k) => k.names.length > 0));
    const measure = (role === 'with' || role === 'at') && ds.every((d) => d.numbers.length > 0 && d.names.length === 0);
    if (!ahead && !measure) args.set(role, ds);
  }
  return { ...e, args };
}

/** Nouns of a time ("the summer of 2019", "the first quarter of 2024"): a year on them dates, it does not identify. */
const TIME_NOUNS = new Set(
  [
    'summer',
    'winter',
    'spring',
    'autumn',
    'season',
    'quarter',
    'half',
    'year',
    'month',
    'week',
    'day',
    'weekend',
    'morning',
    'evening',
    'night',
    'decade',
    'century',
    'period',
    'term',
  ].map(wordStem),
);

/** Adjectives that no one thing can be at once, in the same frame. */
const OPPOSITE_ADJECTIVES: Array<[string, string]> = [
  ['legal', 'illegal'],
  ['alive', 'dead'],
  ['available', 'unavailable'],
  ['possible', 'impossible'],
  ['visible', 'invisible'],
  ['true', 'false'],
  ['full', 'empty'],
  ['present', 'absent'],
  ['public', 'private'],
  ['active', 'inactive'],
  ['married', 'unmarried'],
  ['safe', 'unsafe'],
  ['valid', 'invalid'],
  ['profitable', 'unprofitable'],
  ['successful', 'unsuccessful'],
  ['mandatory', 'optional'],
  ['compulsory', 'optional'],
  ['free', 'paid'],
  ['permanent', 'temporary'],
  ['guilty', 'innocent'],
  ['correct', 'incorrect'],
  ['accurate', 'inaccurate'],
  ['complete', 'incomplete'],
  ['lawful', 'unlawful'],
];
const OPPOSITE_STEMS = new Map<string, Set<string>>();
for (const [a, b] of OPPOSITE_ADJECTIVES) {
  const x = wordStem(a);
  const y = wordStem(b);
  OPPOSITE_STEMS.set(x, (OPPOSITE_STEMS.get(x) ?? new Set()).add(y));
  OPPOSITE_STEMS.set(y, (OPPOSITE_STEMS.get(y) ?? new Set()).add(x));
}

/** Two bare adjectives of the closed list of opposites ("legal", "illegal"), with nothing that narrows either. */
function oppositeStates(c: Desc, e: Desc): boolean {
  const bare = (d: Desc) => !!d.head && d.names.length === 0 && d.numbers.length === 0 && d.mods.size === 0 && d.conjuncts.length === 0;
  return bare(c) && bare(e) && !!OPPOSITE_STEMS.get(c.head as string)?.has(e.head as string);
}

/** Nouns of what is said ("denied reports that …"): an object that only carries the clause after it. */
const REPORT_NOUNS = new Set(
  ['report', 'claim', 'allegation', 'rumour', 'rumor', 'suggestion', 'accusation', 'speculation', 'news', 'statement'].map(wordStem),
);

/** Roles that hold a clause's arguments; every other role (a preposition's) is a frame: where, when, under what, for whom. */
const CORE_ROLES = new Set(['subj', 'obj', 'obj2', 'attr', 'of', 'than', 'dist', 'dir', 'times']);
/** The subject and objects of a clause: filled by another thing, they name another participant. */
const PARTICIPANTS = new Set(['subj', 'obj', 'obj2']);

/** Roles that measure the event rather than restrict it when they hold only an amount ("for £86 million", "by 9 mmHg"). */
const MEASURE_ROLES = new Set(['for', 'by', 'np', 'dist', 'obj', 'obj2', 'up_from', 'down_from']);

/** Heads of a relative time ("a year earlier", "two years ago"): after a change's starting value they date that value. */
const RELATIVE_TIME = new Set(['earlier', 'ago', 'before', 'previous', 'prior']);

/**
 * "up from 7.5 billion euros a year earlier": the starting value of a change measures it, and the relative time the
 * parse read as an object dates that starting value (only when the clause has one).
 */
function datesStartValue(e: Prop, d: Desc): boolean {
  if (!d.head || !RELATIVE_TIME.has(d.head) || d.names.length > 0 || d.numbers.length > 0) return false;
  return ['up_from', 'down_from', 'from'].some((r) => (e.args.get(r) ?? []).some(measureOnly));
}

const ONLY_STEM = wordStem('only');

/** Changes of an amount: "rose", "fell to 6.1 percent", "increased from 40 to 52". */
const CHANGES = new Set(['rise', 'fall', 'increase', 'decrease', 'drop', 'climb', 'grow', 'decline'].map(canonicalPredicate));

function calendarOnly(d: Desc): boolean {
  return (
    d.numbers.length > 0 &&
    d.names.length === 0 &&
    d.numbers.every((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month' || m.kind === 'weekday')
  );
}

/**
 * A date of a change's starting value: in a clause with a starting value, the second of two dates, written after the
 * one both sides share ("fell to 6.1 percent in August, from 6.4 percent in July"; "rose in July" shares the second
 * and is left undecided).
 */
function startDate(e: Prop, role: string, d: Desc, used: Set<Desc>): boolean {
  const ds = e.args.get(role) ?? [];
  const other = startDateOf(e, role);
  const own = ds.find((x) => x !== other);
  return !!other && other === d && !!own && used.has(own) && calendarOnly(d) && calendarOnly(own);
}

/**
 * Of a change's two dates in one role, the one of its starting value: the second ("fell to 6.1 percent in August, from
 * 6.4 percent in July"), or the first when the starting value is written before the end value ("rose from 42 in 2023
 * to 310 in 2024": each date follows its own value). Undefined without a starting value or two dates.
 */
function startDateOf(e: Prop, role = 'when'): Desc | undefined {
  const ds = e.args.get(role) ?? [];
  const start = ['from', 'up_from', 'down_from'].some((r) => (e.args.get(r) ?? []).some(measureOnly));
  if (!start || ds.length !== 2) return undefined;
  // The roles of a written clause are in the order of the text; a clause read from another ("was 5.1 percent, down
  // from 5.4 percent" as a fall) has them in the order they were built.
  const roles = [...e.args.keys()];
  const fromFirst = e.kind !== 'implied' && roles.includes('from') && roles.includes('to') && roles.indexOf('from') < roles.indexOf('to');
  return fromFirst ? ds[0] : ds[1];
}

/**
 * "Arlen Logistics handled 8.4 million parcels in 2023, up from 7.1 million in 2022" against "… handled 8.4 million
 * parcels in 2022": a claim dated by the starting value's date (`onStartDate`) is about that starting value, so its
 * one figure is compared with it — the same measure as the clause's own figure, in the role that figure fills, with
 * every other role of the claim stated and every other frame of the evidence in the claim.
 */
function startValueConflict(c: Prop, e: Prop, al: Aligned[], stated: (a: Aligned) => boolean, sentence: SentenceWords): Outcome | null {
  const start = ['from', 'up_from', 'down_from'].flatMap((r) => e.args.get(r) ?? []).filter(measureOnly);
  if (start.length !== 1 || start[0]?.numbers.length !== 1) return null;
  const valued = al.filter((a) => a.claim.numbers.length > 0 && a.role !== 'when');
  const v = valued[0];
  if (valued.length !== 1 || !v?.evidence || v.claim.numbers.length !== 1 || v.evidence.numbers.length !== 1) return null;
  const [cn, en, sn] = [v.claim.numbers[0], v.evidence.numbers[0], start[0].numbers[0]];
  if (cn?.kind !== 'number' || en?.kind !== 'number' || sn?.kind !== 'number') return null;
  // "up from 7.1 million" leaves the unit to the clause's own figure ("8.4 million parcels").
  const startAs: NumberMention = sn.unit ? sn : { ...sn, unit: en.unit };
  if (!numbersCompatible(en, startAs) || !numbersCompatible(cn, startAs) || !disagrees(cn, startAs)) return null;
  const m = compareDesc({ ...v.claim, numbers: [] }, { ...v.evidence, numbers: [] });
  if (m.relation !== 'same' && m.relation !== 'general') return null;
  if (!al.every((a) => a === v || a.role === 'when' || stated(a))) return null;
  if (frameClash(c, e, al, new Set([v.role, 'when']), sentence, undefined, false)) return null;
  return {
    result: 'contradicts',
    kind: 'number',
    why: `The claim says ${cn.text} at the date of the starting value, where the context says ${sn.text}.`,
  };
}

/** The claim's date is the second of the evidence's two dates, the one of its starting value (`startDate`). */
function onStartDate(e: Prop, al: Aligned[]): boolean {
  const start = startDateOf(e);
  return !!start && al.some((a) => a.role === 'when' && a.evidence === start);
}

function measureOnly(d: Desc): boolean {
  // A date is when, not how much: "for 2022" restricts the clause.
  const calendar = d.numbers.some((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month' || m.kind === 'weekday');
  return d.numbers.length > 0 && !calendar && !d.head && d.names.length === 0 && d.mods.size === 0 && d.conjuncts.length === 0;
}

/** Words of a clause's roles: what the clause itself states. */
function clauseWords(p: Prop): Set<string> {
  const out = new Set<string>();
  for (const ds of p.args.values()) for (const d of ds) for (const w of d.words) out.add(w);
  return out;
}

/**
 * The frame rule (docs/engines-text.md, Fact, REFUTED): a contradiction holds only between clauses about the same
 * situation. Apart from the contested roles, (1) every other role of the claim is filled in the evidence clause by the
 * same thing (a claim's frame — "at sea level", "in 2019" — must be in the evidence clause itself, not merely
 * somewhere in its sentence), and no second role is in conflict; (2) every role of the evidence clause is in the claim,
 * unless it only measures the event ("for £86 million", "north"); (3) the evidence does not narrow a role by a
 * modifier the claim lacks ("pure water" against "water"), except for a named thing, which its description does not
 * restrict; (4) neither side has a restricting adverb ("originally", "usually") or a linked clause ("after the
 * upgrade") the other lacks. Returns why the frames differ, or null when they agree.
 */
function frameClash(
  c: Prop,
  e: Prop,
  al: Aligned[],
  contested: Set<string>,
  sentence: SentenceWords,
  conflict?: Aligned,
  allowLocated = true,
): string | null {
  const eWords = clauseWords(e);
  const cWords = clauseWords(c);
  const used = new Set<Desc>();
  for (const a of al) {
    if (a.evidence) used.add(a.evidence);
    if (a === conflict || (contested.has(a.role) && !conflict)) continue;
    const r = a.match.relation;
    const ev = a.evidence;
    if (a.match.numberConflict || r === 'conflict') return 'a second role differs';
    if (listedBesideAmount(a, c, e)) return `the context's value may be a total over ${ev?.text ?? 'a list'}`;
    if (ev && r === 'same') continue;
    if (ev && r === 'general') {
      // The claim drops the evidence's modifiers: fine for a named thing or a description by a relative clause, not
      // for a restriction ("pure water", "customers in the EU").
      if (ev.names.length > 0 || [...ev.restrictors].every((w) => a.claim.words.has(w))) continue;
      return `the context restricts ${ev.text}`;
    }
    if (ev && r === 'specific') {
      if ([...a.claim.words].every((w) => eWords.has(w))) continue;
      return `the claim restricts ${a.claim.text}`;
    }
    const unresolved = r === 'unknown';
    // An argument the parse placed elsewhere in the sentence, a phrase whose reference is unresolved, or a role of a
    // clause read from an apposition (which has no frame of its own) counts when the sentence states it.
    // A place in an order ("finished second") without its contest: the contest the sentence, or the frame the
    // sentence before opens with, states is the one ranked.
    const ranked = a.role === 'in' && !ev && RANK_PREDICATES.has(e.pred) && [...e.adverbs].some((x) => ORDINAL_RANK.has(x));
    if (ranked && contestStated(a, sentence)) continue;
    const loose = CORE_ROLES.has(a.role) || unresolved || e.kind === 'identity' || e.kind === 'agent';
    if (loose && (!ev || unresolved || (r === 'unrelated' && !PARTICIPANTS.has(a.role)))) {
      const words = [...a.claim.words];
      if (words.length > 0 && words.every((w) => sentence.has(w)) && a.claim.numbers.length === 0) continue;
    }
    return `the context does not state ${a.claim.text || a.role} in that clause`;
  }
  // A clause that tells of one past event locates it by its frames: a claim about the same participants is about it.
  const located = allowLocated && (episodic(c, e) || oneContent(c, e));
  for (const [role, ds] of located ? [] : e.args) {
    // An argument the claim leaves out ("were replaced" against "the agency replaced") is existential, not a frame.
    if (CORE_ROLES.has(role) || role.startsWith('than_')) continue;
    for (const d of ds) {
      if (used.has(d) || (contested.has(role) && !conflict)) continue;
      if (role === 'dir' || (MEASURE_ROLES.has(role) && measureOnly(d))) continue;
      // "go on sale on 14 March at €179": a price is how much, as "for €179" is, not a situation of its own.
      if (role === 'at' && measureOnly(d) && d.numbers.every(money)) continue;
      // "fell to 6.1 percent in August, from 6.4 percent in July": a change's end and starting values measure it, and
      // a second date beside the one both sides share dates the starting value.
      if (CHANGES.has(e.pred) && (role === 'to' || role === 'from') && measureOnly(d)) continue;
      // "raised its rate to 5.25 percent", "kept its rate at 3.5 %": the level a changed or kept figure ends at (or
      // started from) measures that change, whether the verb takes the figure as its subject or as its object.
      if ((LEVEL_CHANGES.has(e.pred) || e.pred === KEEP) && (role === 'to' || role === 'from' || role === 'at') && measureOnly(d)) continue;
      // "23 percent of adults smoked in 2025, down from 27 percent in 2020": a starting value after "down from" or
      // "up from" makes the clause a change whatever its verb.
      const changed = CHANGES.has(e.pred) || e.args.has('up_from') || e.args.has('down_from');
      if (changed && startDate(e, role, d, used)) continue;
      // Against another compass direction, where the movement leads ("into the Gullet Sea") is part of the same
      // movement, not a situation of its own.
      if (conflict?.role === 'dir' && PARTICIPANT_ROLES.has(role)) continue;
      // Stated in the claim in another place ("the fire at the Delmont warehouse" for "at a warehouse owned by Delmont").
      const key = [
        ...(d.head ? [d.head] : []),
        ...d.names
          .flat()
          .filter((w) => w !== 'of')
          .map(wordStem),
      ];
      if (key.length > 0 && key.every((w) => cWords.has(w))) continue;
      return `the context says it ${role.replace(/_/g, ' ')} ${d.text}`;
    }
  }
  // "The museum opened" and "the museum opened its new wing" are two events: an object the claim has no place for
  // is not a frame, but neither is it left out freely (only an agent is, "were replaced" against "X replaced").
  for (const role of ['obj', 'obj2']) {
    const ds = e.args.get(role) ?? [];
    // A phrase the parse could not describe at all (no head, name, number or pronoun: "one" of "one of which") names
    // no other thing.
    const empty = (d: Desc) => !d.head && d.names.length === 0 && d.numbers.length === 0 && !d.pronoun && d.conjuncts.length === 0;
    const another = (d: Desc) =>
      !used.has(d) && !measureOnly(d) && !(d.head && REPORT_NOUNS.has(d.head)) && !datesStartValue(e, d) && !empty(d);
    if (!c.args.has(role) && !contested.has(role) && ds.some(another)) return `the context's clause has ${role} the claim lacks`;
  }
  for (const x of e.adverbs) if (RESTRICTING_ADVERBS.has(x) && !c.adverbs.has(x)) return `the context says "${x}"`;
  for (const x of c.adverbs) if (RESTRICTING_ADVERBS.has(x) && !e.adverbs.has(x)) return `the claim says "${x}"`;
  if (!located && !!e.temporal !== !!c.temporal) return 'one side holds only when another event does';
  return null;
}

/**
 * Predicates of states and of amounts gathered over a period ("cost", "has", "scored two goals in the first half"):
 * their frames say when, where and over what they hold, even in the past tense.
 */
const STATE_OR_TOTAL = new Set(
  `be have cost weigh measure contain hold number total average employ own house span cover lie stand sit reach exceed
  remain stay serve attract draw earn make score sell produce generate record receive collect raise gain lose grow rise
  fall increase decrease drop climb boil freeze melt last take run travel`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * One past event: both clauses in the past tense (no present reading), a predicate that is not a state or a total,
 * and no restricting adverb. Its frames ("on Tuesday", "at 80 °C", "in 2019") locate the event rather than restrict it.
 */
function episodic(c: Prop, e: Prop): boolean {
  const base = e.pred.split('~')[0] as string;
  if (!pastOnly(e) || !pastOnly(c) || STATE_OR_TOTAL.has(base) || base.startsWith('be_')) return false;
  if (e.universal || c.universal) return false;
  return ![...e.adverbs].some((x) => RESTRICTING_ADVERBS.has(x));
}

/**
 * The content of one plan, agreement or decision (`DETERMINATE_COMPLEMENT`), under the same verb on both sides with
 * nothing else unasserted: what is planned has one content, whose frames ("by 2028", "from April next year") tell of
 * that content rather than restrict it (the caller checks that the context tells of that predicate once).
 */
function oneContent(c: Prop, e: Prop): boolean {
  const verb = (p: Prop) => p.modality.filter((m) => DETERMINATE_COMPLEMENT.has(m));
  const [cv, ev] = [verb(c), verb(e)];
  return (
    cv.length === 1 &&
    ev.length === 1 &&
    cv[0] === ev[0] &&
    c.modality.length === 1 &&
    e.modality.length === 1 &&
    !c.universal &&
    !e.universal
  );
}

/**
 * A claim that gives a change the context's own figure ("raised blood pressure by 9 mmHg" against "lowered blood
 * pressure by 9 mmHg over twelve weeks") tells of that measured change: both past, of the same thing, with the amount
 * of the change (by) or the level it reached (to) stated alike on both sides. The evidence's frames then locate that
 * one change, as for one decision (the caller checks that the context tells of that predicate once). A change held
 * under another event ("while the dam was closed") is not located that way.
 */
function sameFigure(c: Prop, e: Prop, al: Aligned[]): boolean {
  const change = (p: Prop) => CHANGES.has(p.pred) || LEVEL_CHANGES.has(p.pred);
  if (!change(c) || !change(e) || !pastOnly(c) || !pastOnly(e) || c.universal || e.universal) return false;
  if (c.negated || e.negated || c.modality.length > 0 || e.modality.length > 0) return false;
  // "rose by two metres while the dam was closed" holds only during another event: no located reading.
  if (e.temporal || c.temporal) return false;
  return al.some(
    (a) =>
      (a.role === 'by' || a.role === 'to') &&
      a.evidence &&
      a.match.relation === 'same' &&
      a.claim.numbers.length > 0 &&
      !a.match.numberConflict,
  );
}

/** Changes of a level: they may follow each other on one matter ("raised its rate in March, cut it in October"). */
const LEVEL_CHANGES = new Set(['raise', 'lower', 'cut', 'reduce', 'increase'].map(canonicalPredicate));
/** A level kept as it was ("kept its rate at 3.5 %"): the opposite of a change of it. */
const KEEP = canonicalPredicate('keep');

/**
 * Two opposite outcomes of one past decision (`DECISION_OUTCOMES`): both clauses past, neither universal nor with a
 * restricting adverb, the same decider and the same definite or named matter ("the fishing quota bill", "its deposit
 * rate"; "a bill" may be another one, unless the claim's definite matter is described by the same words, one at
 * least besides the head, or both sides name the day of the decision), and not two changes of a level. The
 * evidence's frames then locate that one decision (the caller checks that the context tells of it once).
 */
function oneDecision(c: Prop, e: Prop, al: Aligned[]): boolean {
  if (!DECISION_OUTCOMES.has(c.pred) || !DECISION_OUTCOMES.has(e.pred)) return false;
  if (LEVEL_CHANGES.has(c.pred) && LEVEL_CHANGES.has(e.pred)) return false;
  if (!pastOnly(c) || !pastOnly(e) || c.universal || e.universal) return false;
  if ([...e.adverbs, ...c.adverbs].some((x) => RESTRICTING_ADVERBS.has(x))) return false;
  const subj = al.find((a) => a.role === 'subj');
  const obj = al.find((a) => a.role === 'obj');
  if (!subj?.evidence || !obj?.evidence) return false;
  const definite = (d: Desc) =>
    (d.det === 'def' || d.det === 'name' || d.names.length > 0 || d.resolved === true) && d.conjuncts.length === 0 && !d.pronoun;
  if (!definite(subj.claim) || !definite(subj.evidence)) return false;
  if (definite(obj.claim) && definite(obj.evidence)) return true;
  // "the fishing quota bill" against "a fishing quota bill": the claim's definite matter is the one the evidence
  // introduces when the two are described by the same words, one at least besides the head ("the plan" alone, or with
  // an infinitive after it, which the description does not hold, may be another plan).
  const described = (d: Desc) => [...d.mods].some((w) => w !== d.head);
  if (definite(obj.claim) && described(obj.claim) && obj.match.relation === 'same' && !obj.match.numberConflict) return true;
  // "approved a congestion charge on Monday": an indefinite matter decided on the day both sides name is that day's one.
  const day = (d: Desc) => d.numbers.length > 0 && d.numbers.every((m) => m.kind === 'date' || m.kind === 'weekday');
  return al.some((a) => !CORE_ROLES.has(a.role) && day(a.claim) && sameTime(a));
}

/**
 * "In 2019 the airline carried 3 million passengers" against "In 2021 …": a past state or total (`STATE_OR_TOTAL`, or
 * a clause whose object is a count of things) holds over its time, and the same value in another year is another
 * situation, not another date of one event.
 */
/** An ordinal of a period ("the third quarter", "the second half", "the first week") names a time, as a date does. */
const PERIOD_UNITS = new Set(['quarter', 'half', 'week', 'month', 'year', 'day', 'term', 'semester', 'season', 'decade', 'century']);
const periodOrdinal = (m: NumberMention) => m.kind === 'ordinal' && PERIOD_UNITS.has((m.unit?.dim ?? '').replace(/^noun:/, ''));
/** Nouns after an ordinal that give a position in an order ("finished in third place"), not a member of a series. */
const RANK_NOUNS = new Set(['place', 'position', 'spot', 'rank', 'seed', 'best', 'largest', 'biggest', 'highest', 'most']);
/**
 * "won the seventh stage" against "won the eighth stage": an ordinal before its noun picks one member of a series (a
 * stage, round, edition, game, chapter), and another member is another thing the context says nothing about. As the
 * attribute of "be" ("was the third president") the ordinal is the subject's own position, and a different one
 * contradicts it.
 */
function seriesOrdinals(c: Prop, a: NumberMention, b: NumberMention): boolean {
  const noun = (m: NumberMention) => (m.kind === 'ordinal' && m.unit?.dim.startsWith('noun:') ? m.unit.dim.slice(5) : null);
  const n = noun(a);
  if (!n || n !== noun(b) || RANK_NOUNS.has(n)) return false;
  const base = c.pred.split('~')[0] as string;
  return base !== 'be' && !base.startsWith('be_');
}

function totalInAnotherTime(c: Prop, e: Prop, conflict: Aligned): boolean {
  const nc = conflict.match.numberConflict;
  if (!nc) return false;
  // "fell to 6.1 % in the fourth quarter" against "in the third quarter": another period, of which the context says
  // nothing; a level, total or change in one period says nothing of another.
  if (periodOrdinal(nc.claim) && periodOrdinal(nc.evidence)) return true;
  if (seriesOrdinals(c, nc.claim, nc.evidence)) return true;
  if (!['year', 'date', 'month', 'weekday'].includes(nc.claim.kind)) return false;
  if (!pastOnly(c) || !pastOnly(e)) return false;
  const base = e.pred.split('~')[0] as string;
  return STATE_OR_TOTAL.has(base) || base.startsWith('be_') || countedObject(e) || countedObject(c);
}

/** A count of things ("2 million passengers"), not an amount of money or a measure. */
/** A whole number, also when a scale word made it in floating point ("8.2 million" is 8199999.999999999). */
function wholeNumber(x: number): boolean {
  return Math.abs(x - Math.round(x)) <= 1e-9 * Math.max(1, Math.abs(x));
}

function countedObject(p: Prop): boolean {
  // A whole number of a noun it counts; "Version 3.2" or "€40 million" counts nothing.
  const counted = (m: NumberMention) => m.kind === 'number' && !!m.unit?.dim.startsWith('noun:') && wholeNumber(m.value) && m.value > 1;
  return (p.args.get('obj') ?? []).some((d) => d.numbers.some(counted));
}

function definiteAttr(p: Prop): boolean {
  const a = p.args.get('attr')?.[0];
  return (
    !!a && a.det === 'def' && a.names.length === 0 && !!a.head && !a.only && !/s$/.test(a.head) && !pluralAttr(p) && !a.conjuncts.length
  );
}

/** The attribute is written as a plural ("the goalkeepers"): the head is a stem, so the words as written tell. */
function pluralAttr(p: Prop): boolean {
  const a = p.args.get('attr')?.[0];
  const lastWord = a?.text.trim().split(/\s+/).pop() ?? '';
  return /[^s']s$/i.test(lastWord);
}

/**
 * A claim frame that covers every part of what the evidence's exception takes a part from: "along its whole length"
 * against "except along the last ten kilometres" (the same preposition), "in every district" against "except in …".
 */
function covers(e: Prop, a: Aligned): boolean {
  const d = a.claim;
  const whole = d.det === 'univ' || d.premods.has('whole') || d.premods.has('entir');
  return whole && !CORE_ROLES.has(a.role) && e.exceptions.some((x) => x.role === `except_${a.role}`);
}

function evidenceRoleWords(e: Prop): Set<string> {
  const out = new Set<string>();
  for (const ds of e.args.values()) for (const d of ds) for (const w of d.words) out.add(w);
  return out;
}

function exceptionWords(e: Prop, d: Desc): boolean {
  return e.exceptions.some((x) => [...d.words].some((w) => x.words.has(w)) && !otherPart(d, x.desc));
}

/** Words of a time: an exception made of one takes out times ("except in January", "except on Sundays"). */
const TIME_WORD =
  /^(?:winter|summer|spring|autumn|fall|year|day|dai|weekdai|weekend|week|month|season|morning|afternoon|evening|night|holidai|holiday|peak|hour|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|\d{4}s?)$/;

/**
 * Whether an exception takes out times: "except during …", "except on Sundays", "except in February", "except Boxing
 * Day" (a weekday, month, year or date, or a phrase headed by a word of a time). A modifier does not make it one:
 * "except along its tidal lower reach" is a reach, whatever "its" is read as.
 */
function temporalException(x: Prop['exceptions'][number]): boolean {
  if (/^except_(?:during|before|after|until|on)$/.test(x.role)) return true;
  // A clause, or a name without a common-noun head ("Boxing Day"): its words.
  if (!x.desc?.head)
    return !!x.desc?.numbers.some((n) => n.kind !== 'number' && n.kind !== 'ordinal') || [...x.words].some((w) => TIME_WORD.test(w));
  return x.desc.numbers.some((n) => n.kind !== 'number' && n.kind !== 'ordinal') || TIME_WORD.test(x.desc.head);
}

/**
 * Whether the claim's universal is one the context's exception takes something out of: a universal over times ("every
 * winter", "always") by an exception of a time ("every day except Sunday"), one over the subject's members ("every
 * resident") by an exception of members ("except those in care homes"). "Freezes every winter except along its tidal
 * reach" takes out a place, not a winter, and "every resident qualifies except during the morning peak" a time, not a
 * resident: neither refutes the claim without its exception, which is then left undecided.
 */
function universalTakenOut(c: Prop, e: Prop): boolean {
  if (!c.universal && !c.universalOver?.members) return false;
  const over = c.universalOver ?? { time: true, members: true };
  return e.exceptions.some((x) => (temporalException(x) ? over.time : over.members));
}

/**
 * A claim frame that is itself a universal over times ("at any time of day", "in every season") is what an exception of
 * a time takes a part out of: the evidence need not state it.
 */
function universalTime(a: Aligned, e: Prop): boolean {
  return (
    a.claim.det === 'univ' &&
    !CORE_ROLES.has(a.role) &&
    (TIME_WORD.test(a.claim.head ?? '') || a.claim.head === 'time') &&
    e.exceptions.some(temporalException)
  );
}

/** "the lower section" against the exception "the upper section": a word in common, but another part. */
function otherPart(d: Desc, x: Desc | null): boolean {
  if (!x) return false;
  const r = compareDesc(d, x).relation;
  return r === 'different' || r === 'conflict';
}

// "should" and "shall" state one obligation or recommendation: "should be taken with X" and "should not be taken with X"
// cannot both hold. ("may" and "might" stay out: "may not" can deny a possibility that "may" only allows.)
const CONTRADICTABLE = new Set(['said', 'can', 'must', 'will', 'should', 'shall']);

/** Infinitives after a verb that fixes what is to be done ("ordered the council to pay", "agreed to sell"). */
const DETERMINATE_COMPLEMENT = new Set(
  ['order', 'require', 'force', 'oblige', 'agree', 'decide', 'promise', 'pledge', 'vote', 'sentence', 'plan'].map((v) => `to:${v}`),
);

/** Adverbs that add nothing a claim could be wrong about. */
const NEUTRAL_ADVERBS = new Set([
  'also',
  'too',
  'still',
  'now',
  'then',
  'there',
  'here',
  'however',
  'meanwhile',
  'indeed',
  'already',
  'currently',
]);

/** Roles between which an exchange of holders is a contradiction (for predicates that are not symmetric). */
const SWAP_ROLES = ['subj', 'obj', 'to', 'from', 'into', 'onto', 'of', 'than', 'under', 'obj2', 'against'];
const SWAP_PAIRS: Array<[string, string]> = [
  ...SWAP_ROLES.flatMap((a, i) => SWAP_ROLES.slice(i + 1).map((b): [string, string] => [a, b])),
  ['in', 'than_in'],
  ['at', 'than_at'],
  ['for', 'than_for'],
  ['when', 'than_when'],
];

/** A claim role that dates the event, given the same date in the evidence clause itself ("in 2020", "on Saturday"). */
function sameTime(a: Aligned): boolean {
  const dated = (d: Desc) =>
    d.numbers.length > 0 && d.numbers.every((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month' || m.kind === 'weekday');
  return !!a.evidence && dated(a.claim) && (a.match.relation === 'same' || a.match.relation === 'general') && !a.match.numberConflict;
}

const WIN_PREDICATE = canonicalPredicate('win');

/** Movements that go one way only: their "from" and "to" cannot be exchanged. */
const ONE_WAY = new Set(['flow', 'drain', 'empty', 'discharge', 'pour']);

/** Present states of owning a whole thing: "A owns B" excludes "B owns A". */
const OWNERSHIP = new Set(['own'].map(canonicalPredicate));
/**
 * Ownership of more than half or of all of a thing ("majority-owned by", "wholly owned by"): control, which one party
 * holds of the other and never both ways at once, as whole ownership ("owns 40 percent" may be held both ways).
 */
const CONTROLLING_OWNERSHIP = new Set(['majority-own', 'wholly-own', 'fully-own']);

/** Transfers of one thing from one party to another (sell and acquire are read as buy, borrow as lend). */
const ONE_WAY_TRANSFERS = new Set(['buy', 'lend', 'cede'].map(canonicalPredicate));

/** Both clauses are the content of a decision of the same verb dated by the same day or year ("On Tuesday, … agreed to"). */
function sameDecisionDay(c: Prop, e: Prop): boolean {
  // Only a transfer that cannot run both ways at once: two parties may agree on one day to support or meet each other,
  // not to buy each other.
  if (!ONE_WAY_TRANSFERS.has(c.pred)) return false;
  const verb = (p: Prop) => p.modality.filter((m) => DETERMINATE_COMPLEMENT.has(m));
  const [cv, ev] = [verb(c), verb(e)];
  if (cv.length !== 1 || ev.length !== 1 || cv[0] !== ev[0] || c.modality.length !== 1 || e.modality.length !== 1) return false;
  const [cd, ed] = [c.decidedWhen, e.decidedWhen];
  if (cd?.length !== 1 || ed?.length !== 1) return false;
  return sameTime({ role: 'when', claim: cd[0] as Desc, evidence: ed[0] as Desc, match: compareDesc(cd[0] as Desc, ed[0] as Desc) });
}

function findSwap(c: Prop, e: Prop, al: Aligned[], stated: (a: Aligned) => boolean, dated = false): Outcome | null {
  const identity = (x: Desc, y: Desc) => {
    const m = compareDesc(x, y);
    return (m.relation === 'same' || m.relation === 'general' || m.relation === 'specific') && !m.numberConflict;
  };
  for (const [r1, r2] of SWAP_PAIRS) {
    const c1 = c.args.get(r1)?.[0];
    const c2 = c.args.get(r2)?.[0];
    const e1 = e.args.get(r1)?.[0];
    const e2 = e.args.get(r2)?.[0];
    // Both exchanged: the claim's r1 is the evidence's r2 and the other way round.
    const full = !!c1 && !!c2 && !!e1 && !!e2 && identity(c1, e2) && identity(c2, e1) && !identity(c1, e1);
    // A direction reversed: "from the Marrow Sea" where the context says "into the Marrow Sea".
    const direction =
      !full &&
      /^(?:from|to|into|onto)$/.test(r1) &&
      /^(?:from|to|into|onto)$/.test(r2) &&
      (r1 === 'from' || r2 === 'from') &&
      ((!!c1 && !!e2 && identity(c1, e2)) || (!!c2 && !!e1 && identity(c2, e1)));
    if (!full && !direction) continue;
    const rest = al.filter((a) => a.role !== r1 && a.role !== r2);
    if (!rest.every(stated)) continue;
    // Two participants of an event exchanged may be another event ("B replaced A" years after "A replaced B", a deal
    // for the same amount the other way): only the same date, stated in the evidence clause, makes it the same event.
    // A relation that is not an event — a comparison, a place relative to another — and a one-way movement (water
    // flowing) contradict their converse outright.
    // A route or a road may be travelled both ways ("the train runs from A to B" and "from B to A"); water flows one.
    // Whole ownership told as a present state ("Kormac Group owns Brill Logistics") does not run both ways either.
    const presentState = (p: Prop) => p.tense !== null && p.tense.size === 1 && p.tense.has('present');
    // A share ("owns 40 percent of B", "a stake in B") may be held both ways: only the owner and the owned thing.
    const owned =
      (OWNERSHIP.has(c.pred) || CONTROLLING_OWNERSHIP.has(c.pred)) &&
      presentState(c) &&
      presentState(e) &&
      r1 === 'subj' &&
      r2 === 'obj' &&
      !!c1 &&
      !!c2 &&
      [c1, c2, e1, e2].every((d) => !!d && d.numbers.length === 0 && d.conjuncts.length === 0) &&
      c.args.size === 2 &&
      e.args.size === 2;
    // A definite contest has one winner: "A won the semi-final against B" and "B won the semi-final against A" exchange
    // the two sides of one contest, whatever its date.
    const oneContest =
      c.pred === WIN_PREDICATE &&
      r1 === 'subj' &&
      r2 === 'against' &&
      al.some((a) => a.role === 'obj' && contest(a.claim) && a.claim.det === 'def' && !!a.evidence && stated(a));
    const relation = c.pred.includes('~') || ONE_WAY.has(c.pred) || owned || oneContest;
    if (!relation && !dated && !rest.some(sameTime)) continue;
    return {
      result: 'contradicts',
      kind: direction ? 'direction' : 'swap',
      why: direction
        ? 'The claim reverses the direction the context gives.'
        : 'The claim gives the roles the other way round from the context.',
    };
  }
  return null;
}

/**
 * Whether two predicates are the same verb: the same lemma, or two spellings of it that differ only by a final doubled
 * "l" ("annulled" read as "annull", "annul"; "install"/"instal"), which the lemmatiser cannot tell apart.
 */
export function samePredicateName(a: string, b: string): boolean {
  return a === b || a.replace(/ll(?=~|$)/, 'l') === b.replace(/ll(?=~|$)/, 'l') || lostFinalE(a, b) || lostFinalE(b, a);
}

/**
 * "degraded" read as "degrad" and "degrade": the past of a verb the lexicon does not list loses its base's final "e"
 * when "-ed" is cut off, so a stem that is no listed verb is the same predicate as itself plus "e".
 */
function lostFinalE(cut: string, base: string): boolean {
  const [c, ...restC] = cut.split('~');
  const [b, ...restB] = base.split('~');
  return !!c && b === `${c}e` && restC.join('~') === restB.join('~') && !isVerbBase(c);
}

/**
 * Relations of one thing to another that never hold both ways at once: "A is a subsidiary of B" excludes "B is a
 * subsidiary of A" (of any kind: wholly owned, majority-owned), and a river that is a tributary of another is not its
 * main stream. A modifier outside this list ("a former subsidiary") leaves the relation unread.
 */
const ONE_WAY_RELATION =
  /^(?:an?\s+|the\s+)?(?:(?:wholly|fully|majority|majority-owned|wholly-owned|owned|direct|indirect)\s+)*(subsidiary|tributary)\s+of\s+(?:the\s+)?(.+)$/i;

/** The relation noun and the words of the name it relates to ("subsidiary", ["vandermeer", "holding"]), or null. */
function oneWayRelation(attr: Desc): [string, string[]] | null {
  const m = ONE_WAY_RELATION.exec(attr.text.trim());
  if (!m) return null;
  // "a tributary of the Kessel, which it joins at Marn": what follows a comma describes the thing named before it.
  const words = ((m[2] as string).split(',')[0] as string).split(/\s+/).filter((w) => w.length > 0);
  // The other end must be one named thing, not a phrase with its own clause or list ("owned by", "which", "and").
  if (words.some((w) => /^(?:by|which|that|who|whose|of|and|or|with|until|since|in|,)$/i.test(w))) return null;
  return [(m[1] as string).toLowerCase(), words.map((w) => w.toLowerCase())];
}

/** Whether a name's words end the related phrase ("Vandermeer Holding" ends "the Dutch group Vandermeer Holding"). */
function endsWithName(phrase: string[], d: Desc): boolean {
  return d.names.some((n) => n.length > 0 && n.length <= phrase.length && n.every((w, k) => phrase[phrase.length - n.length + k] === w));
}

/**
 * "B is a subsidiary of A" against "A is a subsidiary of B": the one-way relation the other way round. Both clauses
 * affirmative, unmodalised and present (an apposition is read with its sentence), with nothing but the two holders:
 * a date or place ("since 2019", "in Europe") may tell of another time.
 */
function oneWayReversed(c: Prop, e: Prop): Outcome | null {
  if (c.pred !== 'be' || e.pred !== 'be' || c.negated || e.negated || c.modality.length > 0 || e.modality.length > 0) return null;
  if (c.tense?.has('past') || e.tense?.has('past') || c.tense === null) return null;
  const only = (p: Prop) => [...p.args.keys()].every((r) => r === 'subj' || r === 'attr');
  if (!only(c) || !only(e)) return null;
  const [cs, ca, es, ea] = [c.args.get('subj'), c.args.get('attr'), e.args.get('subj'), e.args.get('attr')].map((x) =>
    x?.length === 1 ? x[0] : undefined,
  );
  if (!cs || !ca || !es || !ea) return null;
  const cr = oneWayRelation(ca);
  const er = oneWayRelation(ea);
  if (!cr || !er || cr[0] !== er[0]) return null;
  // The claim's holder is the evidence's other end and the other way round, and they are two named things.
  if (!endsWithName(er[1], cs) || !endsWithName(cr[1], es) || compareDesc(cs, es).relation !== 'conflict') return null;
  return {
    result: 'contradicts',
    kind: 'swap',
    why: `The claim reverses a one-way relation ("${cr[0]} of") that the context states the other way round.`,
  };
}

/**
 * "A owns B" against "A is a subsidiary of B": the owned side of the one-way relation claimed as the owner. Both
 * clauses affirmative, unmodalised and present, the claim with nothing but its owner and the owned thing (named), the
 * evidence with nothing but its subject and "a subsidiary of" one named thing (the claim's owned thing); the claim's
 * owner is the evidence's subject (the same name).
 */
function ownerIsSubsidiary(c: Prop, e: Prop): Outcome | null {
  if (!OWNERSHIP.has(c.pred) || e.pred !== 'be' || c.negated || e.negated || c.modality.length > 0 || e.modality.length > 0) return null;
  const presentOnly = (p: Prop) => p.tense !== null && p.tense.size === 1 && p.tense.has('present');
  if (!presentOnly(c) || !presentOnly(e) || c.source || e.source) return null;
  if (![...c.args.keys()].every((r) => r === 'subj' || r === 'obj') || ![...e.args.keys()].every((r) => r === 'subj' || r === 'attr'))
    return null;
  const [owner, owned, holder, attr] = [c.args.get('subj'), c.args.get('obj'), e.args.get('subj'), e.args.get('attr')].map((x) =>
    x?.length === 1 ? x[0] : undefined,
  );
  if (!owner || !owned || !holder || !attr || owned.names.length === 0 || owner.names.length === 0) return null;
  if ([owner, owned].some((d) => d.numbers.length > 0 || d.conjuncts.length > 0)) return null;
  const rel = oneWayRelation(attr);
  if (!rel || rel[0] !== 'subsidiary' || !endsWithName(rel[1], owned)) return null;
  if (!owner.names.some((a) => holder.names.some((b) => sameName(a, b)))) return null;
  if (compareDesc(owner, owned).relation !== 'conflict') return null;
  return {
    result: 'contradicts',
    kind: 'swap',
    why: 'The claim makes the owner of a subsidiary the thing the context says owns it.',
  };
}

/** Verbs of change that take what changes as their object. */
const TRANSITIVE_CHANGES = new Set(['raise', 'lower', 'cut', 'reduce'].map(canonicalPredicate));

/** Compares one claim clause with one evidence clause. */
export function compareProps(c: Prop, e0: Prop, sentence: SentenceWords): Outcome | null {
  const e1 = e0.pred !== c.pred && samePredicateName(c.pred, e0.pred) ? { ...e0, pred: c.pred } : e0;
  const reversedOwnership = ownerIsSubsidiary(c, e1);
  if (reversedOwnership) return reversedOwnership;
  if (winAndRank(c.pred, e1.pred)) return winAgainstRank(c, e1, sentence);
  if (c.pred !== e1.pred) {
    const presentOnly = (p: Prop) => p.tense !== null && p.tense.size === 1 && p.tense.has('present');
    // "is closed until 14 May": a present state that lasts until a time holds now, so against a present claim that
    // names no time its "until" is no frame.
    const e =
      e1.args.has('until') && presentOnly(e1) && presentOnly(c) && !c.args.has('until')
        ? { ...e1, args: new Map([...e1.args].filter(([r]) => r !== 'until')) }
        : e1;
    // Attribution is compared like an assertion when both sides have the same source (sameStatus): "the office said
    // unemployment rose" against "unemployment fell, the office said".
    // A change that "will" happen from a stated date is one planned change: "will raise the tax from 1 January" and
    // "will cut the tax from 1 January" cannot both hold (the date, as every frame of the evidence, must be the claim's).
    const calendar = (d: Desc) => d.numbers.length > 0 && d.numbers.every((m) => ['year', 'date', 'month', 'weekday'].includes(m.kind));
    const dated = () => [...e1.args].some(([r, ds]) => !CORE_ROLES.has(r) && ds.some(calendar));
    // The content of one vote, agreement or decision ("voted to raise the tax" against "voted to cut the tax") is
    // compared like an assertion: what was decided has one content.
    const asserted =
      c.modality.every((m) => m === 'said') || (c.modality.length === 1 && c.modality[0] === 'will' && dated()) || oneContent(c, e);
    // "Some members voted for it" against "two members voted against it": an indefinite or counted holder, or a bare
    // plural of people (any bare holder of a vote, which people cast one by one), may be others than the evidence's,
    // who can have done the opposite.
    const holder = c.args.get(c.passive ? 'obj' : 'subj')?.[0];
    const voters = c.pred.startsWith(`${canonicalPredicate('vote')}~`);
    const someOf = !!holder && (holder.det === 'exist' || (holder.det === 'bare' && (holder.person === true || voters)));
    // "raise", "lower", "cut" and "reduce" change what they take as object: without one on either side ("The city raised
    // parking fees" with "parking" read as a verb) the clause does not say what changed, and contradicts nothing.
    const objectless = [c, e].some((p) => !p.args.has('obj') && TRANSITIVE_CHANGES.has(p.pred));
    if (
      antonymPredicates(c.pred, e.pred) &&
      !objectless &&
      !c.negated &&
      !e.negated &&
      sameStatus(c, e) &&
      asserted &&
      !someOf &&
      tensesMeet(c, e)
    ) {
      const al = align(c, e);
      const everyRole = al.every(
        (a) => a.evidence && (a.match.relation === 'same' || a.match.relation === 'general') && !a.match.numberConflict,
      );
      const eventPair = EVENT_OPPOSITES.has(c.pred) || EVENT_OPPOSITES.has(e.pred);
      // Opposite events can both happen ("raised the budget in March", "reduced it in October"): every frame of the
      // evidence must be the claim's, never taken to locate one event. A reversible change (open/close, add/remove,
      // hire/fire) told in the past can have happened both ways within any stated frame ("opened in 1934" and "closed
      // in 1934"): only the present states ("is open", "is closed") exclude each other.
      if (
        everyRole &&
        (!eventPair || ([...e.args.keys()].every((r) => c.args.has(r)) && presentOnly(c) && presentOnly(e))) &&
        !frameClash(c, e, al, new Set(), sentence, undefined, false)
      ) {
        return {
          result: 'contradicts',
          kind: 'antonym',
          why: `The claim says "${c.pred.replace('~', ' ')}" where the context says the opposite ("${e.pred.replace('~', ' ')}").`,
        };
      }
      if (everyRole && sameFigure(c, e, al)) {
        return {
          result: 'contradicts',
          kind: 'antonym',
          why: `The claim says "${c.pred.replace('~', ' ')}" where the context says the opposite ("${e.pred.replace('~', ' ')}") of the same measured change.`,
          located: true,
        };
      }
      // "All seven directors voted for the sale" against "Three of the seven directors voted against the sale": a vote
      // takes one side, so a member of the group on the other side denies that every member took this one.
      const holderRole = c.passive ? 'obj' : 'subj';
      const part = e.args.get(holderRole);
      if (
        voters &&
        holder?.det === 'univ' &&
        part?.length === 1 &&
        memberOfGroup(holder, part[0] as Desc) &&
        al.every(
          (a) =>
            a.role === holderRole ||
            (a.evidence && (a.match.relation === 'same' || a.match.relation === 'general') && !a.match.numberConflict),
        ) &&
        !frameClash(c, e, al, new Set([holderRole]), sentence, undefined, false)
      )
        return {
          result: 'contradicts',
          kind: 'quantifier',
          why: `The claim says "${holder.text}" ${c.pred.replace('~', ' ')} where the context says "${(part[0] as Desc).text}" ${e.pred.replace('~', ' ')}.`,
        };
      if (everyRole && (oneDecision(c, e, al) || oneContent(c, e)) && !frameClash(c, e, al, new Set(), sentence, undefined, true)) {
        return {
          result: 'contradicts',
          kind: 'antonym',
          why: `The claim says "${c.pred.replace('~', ' ')}" where the context says the opposite ("${e.pred.replace('~', ' ')}") of the same decision.`,
          located: true,
        };
      }
    }
    return null;
  }
  const al = align(c, e1);
  const ok = entails(c, e1, al);
  if (ok) return { result: 'entails', why: 'stated' };
  return oneWayReversed(c, e1) ?? contradicts(c, e1, al, sentence) ?? endedState(c, e1, al, sentence) ?? onlyOtherSide(c, e1, al);
}

/** Prepositions of two sides that exclude each other: what holds only on one side does not hold on the other. */
const OPPOSITE_SIDES: Record<string, string> = {
  above: 'below',
  below: 'above',
  before: 'after',
  after: 'before',
  inside: 'outside',
  outside: 'inside',
  over: 'under',
  under: 'over',
};

/**
 * "The river is navigable only below Varnholm" against "The river is navigable above Varnholm": what the context says
 * holds only on one side of a thing (`OPPOSITE_SIDES`) does not hold on the other side of the same thing. The same
 * predicate, polarity and status, every other role of the claim the same (or more general) there, and no other role,
 * adverb or exception on either side.
 */
function onlyOtherSide(c: Prop, e: Prop, al: Aligned[]): Outcome | null {
  if (c.negated || e.negated || !sameStatus(c, e) || !tensesMeet(c, e) || c.exceptions.length > 0 || e.exceptions.length > 0) return null;
  const exclusive = (x: string) => EXCLUSIVE_ADVERBS.has(x);
  if (![...e.adverbs].some(exclusive) || [...c.adverbs].some(exclusive)) return null;
  const restE = [...e.adverbs].filter((x) => !exclusive(x));
  if (restE.length !== c.adverbs.size || !restE.every((x) => c.adverbs.has(x))) return null;
  const sides = [...c.args.keys()].filter((r) => OPPOSITE_SIDES[r] && e.args.has(OPPOSITE_SIDES[r] as string) && !e.args.has(r));
  if (sides.length !== 1) return null;
  const side = sides[0] as string;
  const other = OPPOSITE_SIDES[side] as string;
  if (c.args.has(other) || c.args.get(side)?.length !== 1 || e.args.get(other)?.length !== 1) return null;
  const where = compareDesc(c.args.get(side)?.[0] as Desc, e.args.get(other)?.[0] as Desc);
  if (where.relation !== 'same' || where.numberConflict) return null;
  const rest = al.filter((a) => a.role !== side);
  if (!rest.every((a) => !!a.evidence && (a.match.relation === 'same' || a.match.relation === 'general') && !a.match.numberConflict))
    return null;
  if (![...e.args.keys()].every((r) => r === other || c.args.has(r))) return null;
  return {
    result: 'contradicts',
    kind: 'quantifier',
    why: `The context says this holds only ${other} ${e.args.get(other)?.[0]?.text}; the claim says ${side}.`,
  };
}

/**
 * A state the context says held until a date, told in the past tense ("it was the tallest building in Norway until
 * 1985"), holds no longer: a claim in the present tense that it holds ("is the tallest building in Norway") with no
 * time of its own is contradicted. Same predicate and polarity, both unmodalised and unattributed, every role of the
 * claim stated there, and no other frame of the evidence but phrases that only give a measure ("At 148 metres, …").
 */
function endedState(c: Prop, e: Prop, al: Aligned[], sentence: SentenceWords): Outcome | null {
  if (c.negated || e.negated || c.modality.length > 0 || e.modality.length > 0 || c.source || e.source) return null;
  if (!c.tense || c.tense.size !== 1 || !c.tense.has('present') || !pastOnly(e)) return null;
  if (c.exceptions.length > 0 || e.exceptions.length > 0 || c.universal || e.universal || c.temporal || e.temporal) return null;
  const until = e.args.get('until');
  const end = until?.length === 1 ? until[0] : undefined;
  const calendar = (d: Desc) => d.numbers.some((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month');
  if (!end || !calendar(end) || end.head || end.names.length > 0) return null;
  if ([...c.args.values()].some((ds) => ds.some(calendar)) || c.args.has('until') || c.args.has('since')) return null;
  if (!al.every((a) => !!a.evidence && (a.match.relation === 'same' || a.match.relation === 'general') && !a.match.numberConflict))
    return null;
  // "At 148 metres, it was the tallest …": a phrase that only gives a measure describes the holder, not a time or place.
  const rest = { ...e, args: new Map([...e.args].filter(([r, ds]) => r !== 'until' && (c.args.has(r) || !ds.every(measureOnly)))) };
  if (frameClash(c, rest, al, new Set(), sentence, undefined, false)) return null;
  return {
    result: 'contradicts',
    kind: 'date',
    why: `The context says this held until ${end.text}, in the past tense; the claim says it holds now.`,
  };
}

/**
 * Whether an evidence clause states what a contradiction of the claim clause rests on: the same predicate and polarity,
 * the contested phrase matched in its role ("boils at 100 degrees" in one sentence when another says 82 at a summit),
 * and every other role of the claim filled there by the same thing. Such a clause means the context gives the claim's value in some frame,
 * so the contradiction found elsewhere is one of frames, not of facts.
 */
export function statesContested(c: Prop, e: Prop, contested: { role: string; claim: Desc }): boolean {
  if (!samePredicateName(c.pred, e.pred) || c.negated !== e.negated) return false;
  const held = (e.args.get(contested.role) ?? []).some((d) => {
    const m = compareDesc(contested.claim, d);
    return !m.numberConflict && (m.relation === 'same' || m.relation === 'general' || m.relation === 'specific');
  });
  if (!held) return false;
  // Under the claim's own frame: every other role of the claim is there, filled by the same thing.
  const ok: Relation[] = ['same', 'general', 'specific'];
  return align(c, e).every(
    (a) =>
      a.claim === contested.claim ||
      (!!a.evidence &&
        !a.match.numberConflict &&
        (ok.includes(a.match.relation) || (a.match.relation === 'unknown' && a.evidence.pronoun !== null))),
  );
}

/** Whether two clauses tell of the same predicate with the same polarity: the context tells of it more than once. */
export function samePredicate(a: Prop, b: Prop): boolean {
  return samePredicateName(a.pred, b.pred) && a.negated === b.negated;
}
