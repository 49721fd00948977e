import { InputTooComplexError } from '../budget.ts';
import type { Clause, NounPhrase, ParsedSentence } from '../text/clauses.ts';
import { PARSE_STEPS_BASE, PARSE_STEPS_PER_TOKEN, parseSentence, unaccounted } from '../text/clauses.ts';
import { tagSentence } from '../text/tagger.ts';
import { tokenizeSentence } from '../text/tokens.ts';
import { bm25Scores } from './bm25.ts';
import {
  compareDesc,
  compareProps,
  type Outcome,
  type SentenceWords,
  sameName,
  samePredicate,
  samePredicateName,
  statesContested,
  timesStated,
} from './entailment.ts';
import type { NumberMention } from './number-mentions.ts';
import { extractNumbers } from './number-mentions.ts';
import { antonymPredicates, canonicalPredicate, comparativeKey, PERSON_NOUNS, winAndRank } from './predicates.ts';
import {
  AGENT_VERBS,
  bareFigure,
  canonicalStem,
  type Desc,
  dateOnly,
  describe,
  IMPLIES,
  type Prop,
  propositionsOf,
  referentName,
  type SentenceContext,
  topicHolder,
  wordStem,
} from './propositions.ts';
import type { Token } from './text-units.ts';
import { contentStems, STOPWORDS, splitSentences, tokenize } from './text-units.ts';
import { type NamedMention, namedMentions, typedDescriptionKinds, typedReferent } from './typed-reference.ts';

export type FactVerdict = 'SUPPORTED' | 'REFUTED' | 'INCONCLUSIVE';
export type ContradictionKind = NonNullable<Outcome['kind']>;

/** Work one claim cost, in the units the caps are written in. */
export interface FactWork {
  context_chars: number;
  sentences: number;
  tokens: number;
  /** Sentences parsed into clauses: the best-ranked ones and the sentences before them that pronouns refer to. */
  analysed: number;
  /** Parser steps over every parsed sentence (token visits); bounded by analysed × the sentence cap. */
  parse_steps: number;
  /** Claim clauses compared with evidence clauses. */
  comparisons: number;
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
/** Sentences after the first in which a bare figure may be the topic's (the text's opening paragraph). */
const TOPIC_LOOK_AHEAD = 4;
/** Prepositions whose capitalised object is an area ("146 shops across Scandinavia"), not another named holder. */
const AREA_PREPOSITIONS = new Set(['across', 'throughout']);
const CALENDAR_WORD = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/;
/**
 * Characters of the context. Reading it (sentences, tokens, ranking) costs about 0.4 ms of CPU per KB before any clause
 * is compared; 100,000 characters cost ~50 ms over HTTP on their own, so the cap is a third of that.
 */
export const MAX_FACT_CONTEXT_CHARS = 32_000;
/** Parts of speech that can carry a frame (a place, a group, a part, a value, a restricting adverb). */
const FRAME_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'SYM', 'ADV']);

/** Best-ranked sentences examined as evidence. */
export const EVIDENCE_SENTENCES = 8;
/** How many sentences back a pronoun or a definite description may look for what it refers to. */
export const LOOK_BACK = 3;
/**
 * Claim clauses compared with evidence clauses at most (each comparison aligns every role of both clauses). Past the
 * cap no more are compared, and the answer can be SUPPORTED by what was compared, or INCONCLUSIVE — never REFUTED, since
 * a sentence left uncompared might have stated the claim.
 */
export const MAX_COMPARISONS = 250;
/**
 * Parser steps one request may spend over all the sentences it parses (the claim's own are not counted). Once spent,
 * no further sentence is parsed: it is not evidence, and the answer can only be less decided, never wrong — a request
 * that left a ranked sentence unparsed is never REFUTED, since that sentence might have stated the claim. A sentence is
 * parsed only when what is left covers its own allowance (400 + 40 per token), so the budget is never overshot: eight
 * ranked sentences of 25 words fit (~575 steps each, 1,400 allowed), a second 600-character clause-dense sentence
 * (~3,700 steps, 5,160 allowed) does not. The contexts of the corpus and the held-out rounds spend under 2,000.
 */
export const PARSE_BUDGET = 6_000;
/** Contradictions checked against the rest of the context (the frame rule) before the answer falls back to INCONCLUSIVE. */
export const MAX_CONTRADICTIONS_CHECKED = 32;
/** Clauses a claim may have; a longer claim answers INCONCLUSIVE without being compared. */
export const MAX_CLAIM_CLAUSES = 12;

/** Nouns that refer back to the thing a text is about without naming it. */
const GENERIC_REFERENTS = new Set(
  'company firm corporation business startup device product machine system tool app application service platform tower bridge building river lake city town village country clinic hospital museum library team club university school band group organisation organization agency airport station ship vessel plant factory mine dam road railway network'.split(
    ' ',
  ),
);

function quote(s: string): string {
  return s.length > 300 ? `"${s.slice(0, 297)}…"` : `"${s}"`;
}

interface Analysed {
  ctx: SentenceContext;
  props: Prop[] | null;
  /** Every content stem and name word of the sentence: what "stated somewhere in the sentence" looks up. */
  words: Set<string>;
  text: string;
  /** Descriptions already built for this sentence's phrases (by phrase), so resolving stays linear. */
  descs: Map<NounPhrase, Desc | null>;
}

/** Numbers of a parsed sentence, read by the number reader over its word tokens (punctuation left out). */
function numbersOf(parsed: ParsedSentence): SentenceContext['numbers'] {
  const words = parsed.tokens.filter((t) => t.kind !== 'punct');
  const asTokens: Token[] = words.map((t, i) => ({ raw: t.raw, lower: t.lower, stem: t.stem, index: i, offset: t.offset }));
  // A number right after a name is part of it ("Windows 7", "Apollo 11"), unless a unit follows, or "times" ("won the
  // Olsen Marathon four times" counts wins).
  const inName = (i: number) => {
    const t = words[i];
    const prev = words[i - 1];
    return (
      !!t &&
      words[i + 1]?.lower !== 'times' &&
      // "fined Kavel Energy 2.4 million euros": a number with a scale word is an amount, not a model number.
      !/^(?:million|billion|trillion|bn)$/.test(words[i + 1]?.lower ?? '') &&
      t.tag === 'NUM' &&
      !!prev &&
      prev.tag === 'PROPN' &&
      !/^\d{4}$/.test(t.raw) &&
      !/^(?:on|in|at)$/.test(words[i - 2]?.lower ?? '')
    );
  };
  return extractNumbers(asTokens, inName).map((m) => {
    // The number's own token (not a comparator before it, "below 25"): what decides which phrase it belongs to.
    let at = m.start;
    // A date's month name is part of it ("in March 2023"): it is never the head of the phrase around it.
    const calendar = m.kind === 'date' || m.kind === 'month' || m.kind === 'weekday';
    let digit = false;
    for (let k = m.start; k < m.end && !calendar; k++)
      if (/^-?\d/.test(words[k]?.raw ?? '') || (words[k] && (words[k] as { tag: string }).tag === 'NUM')) {
        at = k;
        digit = true;
        break;
      }
    // "an hour": the article is the phrase's determiner, the unit its word.
    if (!calendar && !digit && /^an?$/.test(words[m.start]?.lower ?? '')) at = m.start + 1;
    return {
      ...m,
      first: (words[at] ?? words[0])?.index ?? 0,
      last: (words[Math.max(at, m.end - 1)] ?? words[0])?.index ?? 0,
    };
  });
}

export function verifyFact(
  input: { claim: string; context: string },
  inspect?: (claim: Prop[], sentences: Array<{ i: number; text: string; props: Prop[] }>) => void,
): FactResult {
  if (input.claim.length > MAX_FACT_CLAIM_CHARS) {
    throw new InputTooComplexError('length', MAX_FACT_CLAIM_CHARS, `The claim is longer than ${MAX_FACT_CLAIM_CHARS} characters.`);
  }
  if (input.context.length > MAX_FACT_CONTEXT_CHARS) {
    throw new InputTooComplexError('length', MAX_FACT_CONTEXT_CHARS, `The context is longer than ${MAX_FACT_CONTEXT_CHARS} characters.`);
  }
  const claimText = input.claim.trim();
  const texts = splitSentences(input.context);
  const raw = texts.map((text) => tokenize(text));
  const fullNames = namesByLastWord(raw);
  // Words the text writes in lower case somewhere: a capitalised first word that is one of them is not a name.
  const vocabulary = new Set<string>();
  for (const toks of [...raw, tokenize(claimText)])
    for (const t of toks) if (t.raw === t.lower && /^\p{L}/u.test(t.raw)) vocabulary.add(t.lower);
  const work: FactWork = {
    context_chars: input.context.length,
    sentences: texts.length,
    tokens: raw.reduce((n, s) => n + s.length, 0),
    analysed: 0,
    parse_steps: 0,
    comparisons: 0,
  };
  const done = (r: FactResult): FactResult => ({ ...r, work });

  const analysed = new Map<number, Analysed>();
  /** Set once a ranked sentence was left unparsed for the parse budget: the answer may then not be REFUTED. */
  let unparsed = false;
  /** The sentences ranked as evidence (filled once they are known). */
  const ranked = new Set<number>();
  const analyse = (i: number): Analysed => {
    let a = analysed.get(i);
    if (a) return a;
    // The request's parse budget is never overshot: a context sentence is parsed only when what is left of it covers
    // the sentence's own allowance (PARSE_STEPS_BASE + PARSE_STEPS_PER_TOKEN per token), else it is not read at all.
    // The context's own token count tells first, without reading the sentence again, that it cannot fit.
    const allowance = (n: number) => PARSE_STEPS_BASE + PARSE_STEPS_PER_TOKEN * n;
    const left = PARSE_BUDGET - work.parse_steps;
    const skip = i >= 0 && left < allowance((raw[i] as Token[]).length);
    let sentenceTokens = tokenizeSentence(i < 0 ? claimText : skip ? '' : (texts[i] as string));
    let text = i < 0 ? claimText : (texts[i] as string);
    if (i >= 0 && (skip || left < allowance(sentenceTokens.length))) {
      // Only a ranked sentence could have stated the claim; one read for a reference leaves that reference unresolved.
      if (ranked.has(i)) unparsed = true;
      text = '';
      sentenceTokens = tokenizeSentence(text);
    }
    const parsed = parseSentence(tagSentence(sentenceTokens, vocabulary, { finiteVerbFallback: true }), {
      subjectRelativeNeedsMainVerb: true,
    });
    if (i >= 0) work.parse_steps += parsed.steps;
    if (i >= 0) work.analysed++;
    const descs = new Map<NounPhrase, Desc | null>();
    const ctx: SentenceContext = { parsed, numbers: numbersOf(parsed), index: i, resolve: () => null, memo: descs };
    const words = new Set<string>();
    for (const t of parsed.tokens) if (t.kind === 'word') words.add(t.tag === 'VERB' ? wordStem(t.lemma) : wordStem(t.lower));
    a = { ctx, props: null, words, text, descs };
    analysed.set(i, a);
    ctx.resolve = (np, clause, role) => resolve(i, np, clause, role);
    if (i >= 0) {
      ctx.sameTime = () => {
        const own = datePhraseOf(i);
        return own !== undefined ? own : i > 0 ? (datePhraseOf(i - 1) ?? null) : null;
      };
    }
    return a;
  };
  let wanted: (pred: string) => boolean = () => true;
  let identitiesWanted = true;
  const propsOf = (i: number): Prop[] => {
    const a = analyse(i);
    if (!a.props) {
      a.props = propositionsOf(a.ctx, wanted, identitiesWanted);
      if (i >= 0) withFullNames(a.props, raw[i] ?? [], fullNames, vocabulary);
      if (i > 0 && i <= TOPIC_LOOK_AHEAD) {
        const topic = topicOf();
        // A capitalised first word read as a name ("Revenue rose …") is a subject of the sentence too.
        const opening = a.props.map((p) => p.args.get('subj')?.find((d) => d.initialName) ?? null);
        const figures = a.props.map(bareFigure);
        if (topic && figures.some((f) => f) && onlyTopicNamed(i, topic, [...figures, ...opening]))
          for (const p of a.props) topicHolder(p, topic);
      }
    }
    return a.props;
  };

  /**
   * The one named thing the text is about: the first sentence's first subject when it is a name and nothing more
   * ("Northgate Rail", "The Hessel Museum"); undefined when there is none.
   */
  let topic: string | null | undefined;
  const topicOf = (): string | null => {
    if (topic !== undefined) return topic;
    topic = null;
    const first = analyse(0).ctx.parsed.clauses[0];
    if (first?.subject) {
      const d = descOf(0, first.subject, first, 'subject');
      const name = /^(?:The )?(\p{Lu}[\w&-]*(?: \p{Lu}[\w&-]*)*)$/u.exec(d?.text.trim() ?? '')?.[1];
      if (d && name && d.names.length === 1 && !d.pronoun) topic = name;
    }
    return topic;
  };
  /**
   * Sentences 0 … i name nothing but the topic: every capitalised word after a sentence's first is a word of the
   * topic's name or a month or weekday, and sentence i's own first word is the topic's, a word the text writes in lower
   * case elsewhere, or a word of one of its bare figures ("Revenue rose …, while operating profit fell").
   */
  const onlyTopicNamed = (i: number, name: string, figures: Array<Desc | null>): boolean => {
    const own = new Set(name.toLowerCase().split(' '));
    const fig = new Set(figures.flatMap((f) => (f ? f.text.toLowerCase().split(/\s+/) : [])));
    for (let k = 0; k <= i; k++) {
      const toks = raw[k] ?? [];
      // "across Scandinavia", "throughout Norway": these prepositions take an area, never a holder of figures.
      let area = false;
      for (const t of toks) {
        if (!/^\p{Lu}/u.test(t.raw)) {
          area = AREA_PREPOSITIONS.has(t.lower);
          continue;
        }
        if (area || own.has(t.lower) || CALENDAR_WORD.test(t.lower)) continue;
        if (t.index > 0) return false;
        if (k === i && !vocabulary.has(t.lower) && !fig.has(t.lower)) return false;
      }
    }
    return true;
  };

  /**
   * The one date a sentence gives (a phrase that is only a year, month or day, or "between" two years), with its
   * preposition: what "in the same year" of that sentence or the one after it refers to. Two different dates give
   * null, no date undefined.
   */
  const datePhraseOf = (i: number): [string, Desc] | null | undefined => {
    let found: [string, Desc] | null = null;
    for (const c of analyse(i).ctx.parsed.clauses)
      for (const p of c.pps) {
        if (!p.np) continue;
        const d = descOf(i, p.np, c, 'other');
        if (!d || !(dateOnly(d) || (p.prep === 'between' && d.numbers.length === 2 && d.numbers.every((m) => m.kind === 'year')))) continue;
        if (found && found[1].text !== d.text) return null;
        found = [p.prep, d];
      }
    // Every date the sentence writes anywhere ("800 jobs in 2023 and 300 in 2024" inside one phrase) must be that one.
    const key = (m: { kind: string; value: number }) => `${m.kind}:${m.value}`;
    const own = new Set((found?.[1].numbers ?? []).map(key));
    const dates = analyse(i).ctx.numbers.filter((m) => m.kind === 'year' || m.kind === 'date' || m.kind === 'month');
    if (dates.some((m) => !own.has(key(m)))) return null;
    return found ?? undefined;
  };

  /** A phrase's description in sentence i, built once. */
  const descOf = (i: number, np: NounPhrase, clause: Clause, role: 'subject' | 'object' | 'other'): Desc | null =>
    describe(np, analyse(i).ctx, clause, role);

  /**
   * Candidates a pronoun or a definite description may refer to, nearest first: subjects of earlier clauses of the
   * same sentence, then the subjects of up to LOOK_BACK sentences before (last clause first), then, for a possessive
   * "its" inside an object, the phrases before it in its own sentence.
   */
  const subjects = (i: number, beforeClause: number | null): Array<{ np: NounPhrase; clause: Clause; sentence: number }> => {
    const out: Array<{ np: NounPhrase; clause: Clause; sentence: number }> = [];
    const a = analyse(i);
    const clauses = a.ctx.parsed.clauses.filter((c) => beforeClause === null || c.id < beforeClause);
    // A verbless adverbial clause ("when streaming video") has no subject a later pronoun could take up: what the
    // parse put there is the object of an elided or unread verb.
    for (const c of [...clauses].reverse())
      if (c.subject && !c.subjectShared && c.kind !== 'relative' && !(c.kind === 'adverbial' && !c.verb))
        out.push({ np: c.subject, clause: c, sentence: i });
    return out;
  };

  function resolve(i: number, np: NounPhrase, clause: Clause, role: 'subject' | 'object' | 'other' | 'possessor'): Desc | null {
    const pron = np.pronoun;
    if (pron) {
      const personal = /^(?:he|she|him|her|his|himself|herself)$/.test(pron);
      const neutral = /^(?:it|its|itself)$/.test(pron);
      const plural = /^(?:they|them|their|themselves)$/.test(pron);
      if (!personal && !neutral && !plural) return null;
      // "6 hours with noise cancellation switched on": a measure without a noun head is no referent of a pronoun.
      const measure = (d: Desc) =>
        !d.head && d.names.length === 0 && d.numbers.length > 0 && d.numbers.every((m) => !!m.unit && !m.unit.dim.startsWith('noun:'));
      const fits = (d: Desc | null): d is Desc => {
        if (!d || d.pronoun || measure(d)) return false;
        if (personal) return d.person === true || (d.person === null && d.names.length > 0 && !d.head);
        if (neutral) return d.person !== true && !(d.head && PERSON_NOUNS.has(d.head));
        return (!!d.head && /s$/.test(d.head)) || d.conjuncts.length > 1;
      };
      // A plural noun's stem has lost its "s" ("headphones" → "headphon"): "they" is judged on the phrase's own words.
      const fitsPhrase = (np: NounPhrase, d: Desc | null): d is Desc => {
        const x: Desc | null = d;
        if (fits(x)) return true;
        const y = d as Desc | null;
        return plural && !!y && !y.pronoun && !measure(y) && (pluralPhrase(np) || pluralNoun(np));
      };
      const candidates: Array<{ np: NounPhrase; clause: Clause; sentence: number }> = [];
      // The same sentence first (a subject pronoun in a later clause: "…, but she did not reach its summit"), unless
      // the pronoun is an object or a possessive in an object: those point past their own clause's subject.
      if (role === 'subject' || role === 'possessor') candidates.push(...subjects(i, clause.id).filter((x) => x.clause !== clause));
      if (role === 'possessor' && neutral && i >= -1) {
        // "did not reach its summit": the nearest thing named before, in this sentence.
        const before = phrasesBefore(analyse(i).ctx.parsed, np.start).filter((x) => x !== clause.subject);
        for (const b of before) candidates.push({ np: b, clause, sentence: i });
        // "The central bank raised its main rate": with nothing named between them, a thing's possessive in its own
        // clause is that clause's subject before it is anything of an earlier sentence.
        if (clause.subject && clause.subject !== np && clause.subject.start < np.start && before.length === 0)
          candidates.push({ np: clause.subject, clause, sentence: i });
      }
      if (i >= 0) for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) candidates.push(...subjects(k, null));
      for (const cand of candidates) {
        // "Her first solo exhibition opened …. She …": the owner named by a personal possessive comes first.
        if (personal && cand.np.possessor?.pronoun && /^(?:her|his)$/.test(cand.np.possessor.pronoun)) {
          const owner = resolve(cand.sentence, cand.np.possessor, cand.clause, 'possessor');
          if (fits(owner)) return owner;
        }
        // "It" is one thing: a plural or quantified phrase ("some females", "most adults") is not what it refers to.
        if (neutral && pluralPhrase(cand.np)) continue;
        const d = descOf(cand.sentence, cand.np, cand.clause, 'subject');
        if (fitsPhrase(cand.np, d)) return rival(cand, np, personal, fits) ? null : d;
        // "The board thanked Lucia Ferro …. She …": a subject that cannot be "she" lets the one name of that
        // sentence's objects stand in.
        const subject = d as Desc | null;
        if (personal && cand.sentence !== i && subject && !subject.pronoun && subject.person !== true && subject.names.length === 0) {
          const named = namedObjects(cand.sentence)
            .map((x) => descOf(cand.sentence, x.np, x.clause, 'object'))
            .filter(fits);
          if (named.length === 1) return named[0] as Desc;
        }
      }
      return null;
    }
    // A definite description: "the tower" → "the Meridian Tower"; "the survey of 900 adults" → "A survey by …".
    const head = np.head;
    if (!head || i < 0) return null;
    const headStem = wordStem(head.lower);
    const premods = np.tokens.filter((t) => t !== head && t.tag !== 'NUM').map((t) => wordStem(t.lower));
    for (let k = i; k >= 0 && k >= i - LOOK_BACK; k--) {
      const a = analyse(k);
      const limit = k === i ? np.start : Number.POSITIVE_INFINITY;
      const found: Desc[] = [];
      for (const c of a.ctx.parsed.clauses) {
        for (const cand of [c.subjectShared ? null : c.subject, c.object, c.object2, c.attribute, ...c.pps.map((p) => p.np)]) {
          if (!cand || cand === np || cand.start >= limit || cand.pronoun) continue;
          const name = referentName(cand);
          const candHead = cand.head;
          const sameHead = candHead !== null && wordStem(candHead.lower) === headStem && !name.includes(candHead);
          const nameEnds = name.length > 0 && wordStem((name[name.length - 1] as typeof head).lower) === headStem;
          // "the strain" for "Strain K-17", "the university" for "the University of Lenshaw": a name of two or more words
          // that opens with the description's noun names one of its kind, as one that ends with it does.
          const nameOpens = name.length > 1 && wordStem((name[0] as typeof head).lower) === headStem;
          const described = !!candHead && name.length > 0 && cand.tokens.some((t) => t.tag !== 'PROPN' && wordStem(t.lower) === headStem);
          if (!sameHead && !nameEnds && !nameOpens && !described) continue;
          const d = descOf(k, cand, c, 'other');
          if (!d || d.pronoun) continue;
          if (!premods.every((w) => d.words.has(w))) continue;
          if (!found.some((f) => f.text === d.text)) found.push(d);
        }
      }
      if (found.length === 1) return found[0] as Desc;
      if (found.length > 1) {
        const named = found.filter((f) => f.names.length > 0);
        const distinct = new Set(named.map((f) => f.names[0]?.join(' ')));
        if (distinct.size === 1 && named.length === found.length) return named[0] as Desc;
        return null;
      }
    }
    // "The device has four ports" after "The Lumetra X2 router supports …": a generic noun for the thing the
    // previous sentence is about — only when that sentence names nothing else as its object.
    if (
      GENERIC_REFERENTS.has(head.lower) &&
      np.tokens.length === 1 &&
      np.det === 'the' &&
      np.pps.length === 0 &&
      np.appositives.length === 0
    ) {
      for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
        const prev = analyse(k).ctx.parsed.clauses.find((c) => c.kind === 'main' && c.subject && !c.subject.pronoun);
        if (!prev?.subject) continue;
        const d = descOf(k, prev.subject, prev, 'subject');
        if (!d || d.names.length === 0 || d.pronoun || d.person === true) continue;
        if (prev.object && referentName(prev.object).length > 0) break;
        // "The Supreme Court upheld the ruling against Delmont Mining. The company …": a name attached to the object or
        // the clause (not as a place or time: "a plant in Rezna", "by 2026") may be what the generic noun refers to,
        // so the reference stays open.
        const attached: Array<{ prep: string; np: NounPhrase | null }> = [...(prev.object?.pps ?? []), ...prev.pps];
        if (prev.object2) attached.push({ prep: '', np: prev.object2 });
        const others = attached.filter((x) => !LOCATING_PREPS.has(x.prep) && !!x.np && referentName(x.np).length > 0);
        if (others.length > 0) break;
        return d;
      }
    }
    return typedReference(i, np, head.lower);
  }

  /**
   * "The company was fined …" after "the ruling against Delmont Mining": "the <kind noun>" refers to the one thing
   * named before it in the text whose own words say it is of that kind (see typed-reference.ts); any other name that
   * nothing types, or a second thing of the kind, leaves it unresolved.
   */
  function typedReference(i: number, np: NounPhrase, noun: string): Desc | null {
    if (np.tokens.length !== 1 || np.det !== 'the' || np.pps.length > 0 || np.appositives.length > 0 || np.possessor) return null;
    if (!typedDescriptionKinds(noun)) return null;
    const mentions: Array<NamedMention & { sentence: number }> = [];
    for (let k = 0; k <= i; k++) {
      const a = analyse(k);
      // A sentence left unread for the parse budget may name a rival.
      if (a.text === '' && (texts[k] ?? '').trim() !== '') return null;
      for (const m of namedMentions(a.ctx.parsed.tokens, k === i ? np.start : Number.POSITIVE_INFINITY))
        mentions.push({ ...m, sentence: k });
    }
    const one = typedReferent(noun, mentions);
    if (!one) return null;
    let best: { np: NounPhrase; clause: Clause } | null = null;
    const visit = (x: NounPhrase | null | undefined, clause: Clause) => {
      if (!x || x.pronoun) return;
      if (x.tokens.some((t) => t.index === one.last) && (!best || x.end - x.start < best.np.end - best.np.start)) best = { np: x, clause };
      visit(x.possessor, clause);
      for (const p of x.pps) visit(p.np, clause);
      for (const y of x.appositives) visit(y, clause);
      for (const y of x.conjuncts) visit(y, clause);
    };
    for (const c of analyse(one.sentence).ctx.parsed.clauses)
      for (const x of [c.subject, c.object, c.object2, c.attribute, ...c.pps.map((p) => p.np)]) if (x) visit(x, c);
    const found = best as { np: NounPhrase; clause: Clause } | null;
    if (!found) return null;
    const d = descOf(one.sentence, found.np, found.clause, 'other');
    return d && !d.pronoun && d.names.length > 0 ? d : null;
  }

  /**
   * "Kestrel Air bought Norda Air in 2019. It had lost money", "The mayor thanked the police chief after he resigned":
   * when the candidate's own clause has an object that fits the pronoun as well (a named thing for "it", a person for
   * "he"/"she"), nothing in the text says which of the two is meant, so the pronoun stays unresolved. An object that
   * holds the pronoun itself ("raised its main rate") is no rival.
   */
  const rival = (
    cand: { np: NounPhrase; clause: Clause; sentence: number },
    np: NounPhrase,
    personal: boolean,
    fits: (d: Desc | null) => d is Desc,
  ): boolean => {
    const obj = cand.clause.object;
    if (!obj || obj === cand.np || (np.start >= obj.start && np.start < obj.end)) return false;
    const o = descOf(cand.sentence, obj, cand.clause, 'object');
    if (!fits(o)) return false;
    return personal ? o.person === true : o.names.length > 0 && !o.pronoun;
  };

  const namedObjects = (k: number): Array<{ np: NounPhrase; clause: Clause }> => {
    const out: Array<{ np: NounPhrase; clause: Clause }> = [];
    for (const c of analyse(k).ctx.parsed.clauses) {
      const np = c.object;
      if (np && referentName(np).length > 1) out.push({ np, clause: c });
    }
    return out;
  };

  // The claim.
  const claim = analyse(-1);
  // A claim of many clauses is many claims: each one costs a comparison with every evidence clause. Past the cap it is
  // not checked (INCONCLUSIVE), which keeps a request within the CPU budget whatever the claim.
  if (claim.ctx.parsed.clauses.length > MAX_CLAIM_CLAUSES) {
    return done({
      verdict: 'INCONCLUSIVE',
      confidence: 0.5,
      reasoning: `The claim has more than ${MAX_CLAIM_CLAUSES} clauses; check its statements one claim at a time.`,
      method: 'deterministic',
    });
  }
  const claimProps = propsOf(-1).filter((p) => p.args.size > 0);
  // Evidence clauses are only built for predicates a claim clause can be compared with: the same one or its opposite.
  const preds = new Set(claimProps.map((p) => p.pred.split('~')[0] as string));
  const relevant = (pred: string) =>
    [...preds].some((q) => samePredicateName(q, pred) || antonymPredicates(q, pred) || winAndRank(q, pred));
  // "grew faster than": the changes of figures it is compared with (two stated changes).
  const rates = claimProps.some((p) => p.pred === `be~cmp:${comparativeKey('fast')[0]}`);
  wanted = (pred) =>
    relevant(pred) ||
    (!!IMPLIES[pred] && relevant((IMPLIES[pred] as { to: string }).to)) ||
    (rates && (RISES.has(pred) || FALLS.has(pred)));
  identitiesWanted = preds.has('be') || claimProps.some((p) => p.kind === 'identity') || [...preds].some((q) => AGENT_VERBS.has(q));
  if (claimProps.length === 0) {
    return done({
      verdict: 'INCONCLUSIVE',
      confidence: 0.9,
      reasoning: 'The claim has no clause (a verb with what it is about) to check.',
      method: 'deterministic',
    });
  }

  // Rank the context's sentences by BM25 over content stems (verbs by their lemma, so "sold" finds "sell").
  const claimStems = new Set(contentStems(tokenize(claimText)).map(canonicalStem));
  for (const t of claim.ctx.parsed.tokens) if (t.tag === 'VERB' || t.tag === 'NUM') claimStems.add(canonicalStem(t.stem));
  const scores = bm25Scores(
    [...claimStems],
    raw.map((toks) => [...contentStems(toks).map(canonicalStem), ...toks.filter((t) => /^\d/.test(t.lower)).map((t) => t.lower)]),
  );
  const top = scores
    .map((score, i) => ({ i, score }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, EVIDENCE_SENTENCES)
    .map((x) => x.i);
  if (top.length === 0) {
    return done({
      verdict: 'INCONCLUSIVE',
      confidence: 0.85,
      reasoning: 'The context does not mention what the claim is about.',
      method: 'deterministic',
    });
  }

  // The ranked sentences take the parse budget first, best first; sentences read only to resolve a reference come after.
  for (const i of top) ranked.add(i);
  for (const i of top) analyse(i);
  inspect?.(
    claimProps,
    top.map((i) => ({ i, text: analyse(i).text, props: propsOf(i) })),
  );
  /**
   * The tally rule: a final score ("Harlow Rovers beat Dunmore Athletic 3–1") says how many goals the winner scored, and
   * one sentence that gives the scorers of all of them ("Tomas Okafor scored twice for Harlow, and Ali Brennan added
   * the third goal") gives each scorer's exact count, which a claim's other count ("Ali Brennan scored twice")
   * contradicts. Only the ranked sentences already read; one score in the score's sentence and no shoot-out.
   */
  function tally(): { sentence: number; why: string } | null {
    const cp = claimMain.length === 1 ? claimMain[0] : undefined;
    if (!cp || cp.pred !== 'score' || cp.negated || cp.modality.length > 0 || !cp.tense?.has('past')) return null;
    const who = cp.args.get('subj');
    const times = cp.args.get('times');
    if (who?.length !== 1 || times?.length !== 1 || (who[0] as Desc).names.length === 0) return null;
    const count = (d: Desc) => (d.numbers.length === 1 && Number.isInteger(d.numbers[0]?.value) ? (d.numbers[0]?.value as number) : null);
    const claimed = count(times[0] as Desc);
    if (claimed === null || [...cp.args.keys()].some((r) => !/^(?:subj|times|for|in|on|when)$/.test(r))) return null;
    const person = who[0] as Desc;
    const same = (a: Desc, b: Desc) => a.names.some((x) => b.names.some((y) => sameName(x, y)));
    // The winner's goals: one "beat"/"defeated" clause with its score.
    let total: { n: number; team: Desc; i: number } | null = null;
    for (const i of top) {
      const a = analyse(i);
      const scores = [...a.text.matchAll(/\b(\d{1,2})\s*[–-]\s*(\d{1,2})\b/g)];
      if (scores.length !== 1 || /penalt|shoot-?out|aggregate/i.test(a.text)) continue;
      const c = a.ctx.parsed.clauses.find((x) => /^(?:beat|defeat)$/.test(x.verb?.lemma ?? '') && x.negations === 0 && !x.verb?.passive);
      const team = c?.subject ? descOf(i, c.subject, c, 'subject') : null;
      const [n, m] = [Number(scores[0]?.[1]), Number(scores[0]?.[2])];
      if (!c || !team || team.names.length === 0 || !(n > m)) continue;
      if (total) return null;
      total = { n, team, i };
    }
    if (!total) return null;
    // The scorers: "X scored k times …, and Y added the (k+1)th goal", all of the winner's goals, in one sentence.
    for (const i of top) {
      const props = propsOf(i).filter((p) => p.pred === 'score');
      const first = props.length === 1 ? props[0] : undefined;
      const k = first?.args.get('times')?.length === 1 ? count(first.args.get('times')?.[0] as Desc) : null;
      const scorer = first?.args.get('subj')?.[0];
      if (!first || k === null || !scorer || first.negated || first.modality.length > 0 || k + 1 !== total.n) continue;
      const forTeam = first.args.get('for')?.[0];
      if (forTeam && !same(forTeam, total.team)) continue;
      const parsed = analyse(i).ctx.parsed;
      const ordinal = ['second', 'third', 'fourth', 'fifth', 'sixth'][k - 1];
      const adds = parsed.clauses.filter(
        (c) =>
          c.verb?.lemma === 'add' &&
          c.negations === 0 &&
          c.modals.length === 0 &&
          goalOf(c.object?.tokens.map((t) => t.lower) ?? [], ordinal as string),
      );
      const adder = adds.length === 1 && adds[0]?.subject ? descOf(i, adds[0].subject, adds[0], 'subject') : null;
      if (!adder || adder.names.length === 0 || same(adder, scorer)) continue;
      // The claim's team and match are the score's: each of its other words is in the two sentences.
      const words = new Set([...analyse(i).words, ...analyse(total.i).words]);
      const framed = [...cp.args]
        .filter(([r]) => r !== 'subj' && r !== 'times')
        .every(([, ds]) => ds.every((d) => d.words.size > 0 && [...d.words].every((w) => words.has(w))));
      const team = cp.args.get('for')?.[0];
      if (!framed || (team && !same(team, total.team))) continue;
      // Nothing else in the compared sentences tells of the claim's player scoring.
      const elsewhere = compared.some((p) => p !== first && p.pred === 'score' && (p.args.get('subj') ?? []).some((d) => same(d, person)));
      const exact = same(person, adder) ? 1 : same(person, scorer) ? k : null;
      if (elsewhere || exact === null || exact === claimed) continue;
      return {
        sentence: i,
        why: `The final score gives ${total.n} goals, all accounted for, so ${person.text} scored ${exact === 1 ? 'once' : `${exact} times`}, not ${claimed === 1 ? 'once' : `${claimed} times`}.`,
      };
    }
    return null;
  }
  /**
   * A comparison against two stated measures (two sentences): "Lake Tesh is deeper than Lake Orvin" against "Lake Orvin
   * … reaches a depth of 112 metres" and "Lake Tesh … with a maximum depth of 19 metres". The measure noun of the
   * comparative (`MEASURE_OF`), with no modifier but "maximum", a length on both sides, one value for each holder in
   * the ranked sentences, the holder the subject of an affirmative, unmodalised present clause; refuted only when the
   * claim's larger side is smaller by more than a tenth.
   */
  function measuredComparison(): { sentence: number; why: string } | null {
    const cp = claimMain.length === 1 ? claimMain[0] : undefined;
    const base = cp?.pred.startsWith('be~cmp:') ? cp.pred.slice('be~cmp:'.length) : null;
    const nouns = base ? MEASURE_OF[base] : undefined;
    if (!cp || !nouns || cp.negated || cp.modality.length > 0 || cp.tense?.has('past')) return null;
    if ([...cp.args.keys()].some((r) => r !== 'subj' && r !== 'than')) return null;
    const [more, less] = [cp.args.get('subj'), cp.args.get('than')];
    if (more?.length !== 1 || less?.length !== 1) return null;
    const holders = [more[0] as Desc, less[0] as Desc];
    if (holders.some((d) => d.names.length === 0)) return null;
    const values: Array<Array<{ value: number; text: string; i: number }>> = [[], []];
    for (const i of top) {
      const a = analyse(i);
      for (const c of a.ctx.parsed.clauses) {
        if (!c.subject || !c.verb || c.negations > 0 || c.modals.length > 0 || c.verb.tense !== 'present') continue;
        const holder = descOf(i, c.subject, c, 'subject');
        if (!holder) continue;
        const k = holders.findIndex((h) => h.names.some((x) => holder.names.some((y) => sameName(x, y))));
        if (k < 0) continue;
        for (const np of [c.object, c.attribute, ...c.pps.map((p) => p.np)]) {
          if (!np?.head || !nouns.includes(np.head.lower)) continue;
          const d = descOf(i, np, c, 'other');
          const extra = np.tokens.filter((t) => t !== np.head && !/^(?:maximum|max|greatest)$/.test(t.lower) && t.tag !== 'NUM');
          const m = d?.numbers.length === 1 ? d.numbers[0] : undefined;
          if (!m || m.unit?.dim !== 'length' || extra.length > 0) continue;
          values[k]?.push({ value: m.base, text: m.text, i });
        }
      }
    }
    const [a, b] = values.map((v) => (v.length === 1 ? v[0] : undefined));
    if (!a || !b || !(a.value * 1.1 < b.value)) return null;
    return {
      sentence: b.i,
      why: `The context gives ${(holders[0] as Desc).text} a ${nouns[0]} of ${a.text} and ${(holders[1] as Desc).text} one of ${b.text}.`,
    };
  }
  /**
   * "More goals than" against two counts stated in one sentence: "In the 2024 season, A scored 71 goals …, while B
   * scored 64" refutes "B scored more goals than A" (and "A scored fewer goals than B"). The claim is one affirmative,
   * unmodalised past clause "X <verb> more <noun> than Y" whose other roles are only a time or place (in, on, at, when,
   * during) stated in that sentence; the sentence has, under the same verb, exactly one affirmative, unmodalised clause
   * for each named holder, each with one count as its object — of the claim's noun, or a bare number after that noun
   * was counted in the same sentence — and no frame the claim does not give. Refuted when the claim's "more" side has
   * no more than the other.
   */
  /**
   * "Operating profit grew faster than revenue in 2024" against one sentence that gives both changes in percent over
   * one period ("Revenue rose 9 % in 2024, while operating profit fell 4 %"): refuted when the first side's signed
   * change is not the larger.
   */
  function changeRates(): { sentence: number; why: string } | null {
    const cp = claimMain.length === 1 ? claimMain[0] : undefined;
    const fast = `~cmp:${comparativeKey('fast')[0]}`;
    const [base, key] = cp ? [cp.pred.slice(0, cp.pred.indexOf('~')), cp.pred.slice(cp.pred.indexOf('~'))] : ['', ''];
    if (!cp || key !== fast || !(base === 'be' || RISES.has(base)) || cp.negated || cp.modality.length > 0 || cp.source) return null;
    // A period the claim gives besides its date ("over the year") must be the sentence's own, in the same words.
    const periods = [...cp.args].filter(([r]) => !/^(?:subj|than|when)$/.test(r));
    if (!cp.tense?.has('past') || cp.universal || periods.some(([r, ds]) => !PERIOD_ROLES.has(r) || ds.length !== 1)) return null;
    const periodText = new Map(periods.map(([r, ds]) => [r, (ds[0] as Desc).text.toLowerCase()]));
    const [faster, slower, when] = [cp.args.get('subj'), cp.args.get('than'), cp.args.get('when')];
    if (faster?.length !== 1 || slower?.length !== 1 || (when && when.length !== 1)) return null;
    const period = when ? (when[0] as Desc).numbers : [];
    if (when && period.length !== 1) return null;
    // Names are kept both as written and as stems ("paints", "paint"): compared here as stems.
    const stems = (ws: Iterable<string>) => new Set([...ws].map((w) => wordStem(w)));
    const claimWords = stems([...cp.args.values()].flatMap((ds) => ds.flatMap((d) => [...d.words])));
    const holders = [faster[0] as Desc, slower[0] as Desc];
    if (holders.some((h) => !h.head || h.conjuncts.length > 0 || h.numbers.length > 0)) return null;
    for (const i of top) {
      const found: Array<{ value: number; text: string } | null> = [null, null];
      let ok = true;
      for (const p of propsOf(i)) {
        const sign = RISES.has(p.pred) ? 1 : FALLS.has(p.pred) ? -1 : 0;
        const subj = p.args.get('subj');
        if (sign === 0 || subj?.length !== 1) continue;
        // The same figure: every word of the claim's holder is the evidence's, and every word of the evidence's is in
        // the claim ("its revenue" beside "Kettleby Foods'" for "Revenue at Kettleby Foods").
        const ev = subj[0] as Desc;
        const evWords = stems(ev.words);
        const k = holders.findIndex(
          (h) => [...h.words].every((w) => evWords.has(wordStem(w)) || RATE_WORDS.has(w)) && [...evWords].every((w) => claimWords.has(w)),
        );
        if (k < 0) continue;
        const by = p.args.get('by');
        const m = by?.length === 1 && (by[0] as Desc).numbers.length === 1 ? (by[0] as Desc).numbers[0] : undefined;
        const at = p.args.get('when');
        const date = at?.length === 1 && (at[0] as Desc).numbers.length === 1 ? (at[0] as Desc).numbers[0] : undefined;
        const sameTime = period.length === 0 ? true : !!date && date.kind === period[0]?.kind && date.value === period[0]?.value;
        if (
          p.negated ||
          p.modality.length > 0 ||
          p.source ||
          !m ||
          m.unit?.dim !== 'ratio' ||
          m.comparator !== 'eq' ||
          !sameTime ||
          [...p.args].some(
            ([r, ds]) =>
              !/^(?:subj|by|to|from|when)$/.test(r) && !(ds.length === 1 && periodText.get(r) === (ds[0] as Desc).text.toLowerCase()),
          ) ||
          found[k]
        ) {
          ok = false;
          break;
        }
        found[k] = { value: sign * m.value, text: `${m.text}` };
      }
      const [a, b] = found;
      if (!ok || !a || !b) continue;
      if (a.value > b.value) return null;
      return {
        sentence: i,
        why: `The context gives a change of ${a.value} % for ${(holders[0] as Desc).text} and ${b.value} % for ${(holders[1] as Desc).text}: not faster.`,
      };
    }
    return null;
  }

  /**
   * A count compared with the same count a stated time before, against a change that gives both ("employed fewer
   * people at the end of 2024 than a year earlier" against "employed 6,400 people at the end of 2024, up from 5,900 a
   * year earlier"): the claim is one affirmative, unmodalised past clause "X <verb> more/fewer <noun> than <a time
   * before>" whose other roles are frames; a ranked sentence has, under the same verb, one affirmative, unmodalised
   * clause of the same named holder with one count of the same noun as its object, a bare starting value after "up
   * from" or "down from" that agrees with it, the claim's relative time in the same words, and no frame the claim does
   * not give in the same words. Refuted when "up" and "fewer" (or "down" and "more") meet.
   */
  function startComparison(): { sentence: number; why: string } | null {
    const cp = claimMain.length === 1 ? claimMain[0] : undefined;
    const more = comparativeKey('more')[0];
    if (!cp || !cp.pred.endsWith(`~cmp:${more}`) || cp.negated || cp.modality.length > 0 || cp.source || cp.pred.startsWith('be~'))
      return null;
    if (!cp.tense?.has('past') || cp.universal) return null;
    const verb = cp.pred.slice(0, -`~cmp:${more}`.length);
    const [subj, than, counted] = [cp.args.get('subj'), cp.args.get('than'), cp.args.get('obj')];
    if (subj?.length !== 1 || than?.length !== 1 || counted?.length !== 1) return null;
    // "fewer … than a year earlier" is read as "a year earlier" having more: the relative time is on one side.
    const subjTime = relativeTime(subj[0] as Desc);
    const thanTime = relativeTime(than[0] as Desc);
    if (subjTime === thanTime) return null;
    const [holder, time] = subjTime ? [than[0] as Desc, subj[0] as Desc] : [subj[0] as Desc, than[0] as Desc];
    const claimSaysMore = thanTime;
    const noun = (counted[0] as Desc).head;
    if (!noun || holder.names.length === 0 || holder.conjuncts.length > 0) return null;
    const nounWords = [...(counted[0] as Desc).words].filter((w) => w !== 'more');
    const text = (d: Desc) => d.text.toLowerCase().replace(/\s+/g, ' ').trim();
    const frames = [...cp.args].filter(([r]) => r !== 'subj' && r !== 'than' && r !== 'obj');
    if (frames.some(([, ds]) => ds.length !== 1)) return null;
    const timeText = text(time);
    for (const i of top) {
      if (!analyse(i).text.toLowerCase().replace(/\s+/g, ' ').includes(timeText)) continue;
      for (const p of propsOf(i)) {
        if (p.pred !== verb || p.negated || p.modality.length > 0 || p.source || p.universal || p.kind === 'implied') continue;
        const [es, eo, up, down] = [p.args.get('subj'), p.args.get('obj'), p.args.get('up_from'), p.args.get('down_from')];
        if (es?.length !== 1 || eo?.length !== 1 || !!up === !!down) continue;
        if (!holder.names.some((x) => (es[0] as Desc).names.some((y) => sameName(x, y)))) continue;
        const obj = eo[0] as Desc;
        const start = (up ?? down)?.[0];
        const m = obj.numbers.length === 1 ? obj.numbers[0] : undefined;
        const s0 = start && start.numbers.length === 1 && !start.head ? start.numbers[0] : undefined;
        if (!m || !s0 || obj.head !== noun || m.comparator !== 'eq' || s0.comparator !== 'eq') continue;
        if (!nounWords.every((w) => obj.words.has(w)) || ![...obj.mods].every((w) => nounWords.includes(w))) continue;
        // The starting value agrees with the direction written ("up from" a smaller value).
        if (up ? !(m.value > s0.value) : !(m.value < s0.value)) continue;
        // Every other role: the relative time, or one of the claim's frames in the same words.
        const rest = [...p.args].filter(([r]) => r !== 'subj' && r !== 'obj' && r !== 'up_from' && r !== 'down_from');
        const framed = rest.every(
          ([r, ds]) =>
            ds.length === 1 &&
            (text(ds[0] as Desc) === timeText || frames.some(([fr, fds]) => fr === r && text(fds[0] as Desc) === text(ds[0] as Desc))),
        );
        const kept = frames.every(([fr, fds]) => rest.some(([r, ds]) => r === fr && text(ds[0] as Desc) === text(fds[0] as Desc)));
        if (!framed || !kept) continue;
        const rose = !!up;
        if (rose === claimSaysMore) return null;
        return {
          sentence: i,
          why: `The context gives ${obj.text} ${rose ? 'up' : 'down'} from ${s0.text} ${timeText}: ${rose ? 'more' : 'fewer'}, not ${rose ? 'fewer' : 'more'}.`,
        };
      }
    }
    return null;
  }

  function countedComparison(): { sentence: number; why: string } | null {
    const cp = claimMain.length === 1 ? claimMain[0] : undefined;
    const more = comparativeKey('more')[0];
    if (!cp || !cp.pred.endsWith(`~cmp:${more}`) || cp.negated || cp.modality.length > 0 || cp.pred.startsWith('be~')) return null;
    if (!cp.tense?.has('past') || cp.universal) return null;
    const verb = cp.pred.slice(0, -`~cmp:${more}`.length);
    if ([...cp.args.keys()].some((r) => !/^(?:subj|than|obj|in|on|at|when|during)$/.test(r))) return null;
    const [bigger, smaller, counted] = [cp.args.get('subj'), cp.args.get('than'), cp.args.get('obj')];
    if (bigger?.length !== 1 || smaller?.length !== 1 || counted?.length !== 1) return null;
    const noun = (counted[0] as Desc).head;
    const holders = [bigger[0] as Desc, smaller[0] as Desc];
    if (!noun || holders.some((d) => d.names.length === 0 || d.conjuncts.length > 0)) return null;
    const frames = [...cp.args].filter(([r]) => !/^(?:subj|than|obj)$/.test(r)).flatMap(([, ds]) => ds);
    const frameWords = new Set(frames.flatMap((d) => [...d.words]));
    const frameValues = new Set(frames.flatMap((d) => d.numbers.map((m) => m.value)));
    for (const i of top) {
      const words = analyse(i).words;
      const values = new Set(analyse(i).ctx.numbers.map((m) => m.value));
      if (frames.some((d) => [...d.words].some((w) => !words.has(w)) || d.numbers.some((m) => !values.has(m.value)))) continue;
      const props = propsOf(i).filter((p) => p.pred === verb && p.kind !== 'implied');
      if (props.some((p) => p.negated || p.modality.length > 0 || p.universal)) continue;
      const found: Array<{ value: number; text: string } | null> = [null, null];
      let ok = true;
      // "scored 71 goals and conceded 38": a count of the noun anywhere in the sentence lets a bare number count it.
      const nounCounted = analyse(i).ctx.numbers.some((m) => m.unit?.dim === `noun:${noun}`);
      for (const p of props) {
        const subj = p.args.get('subj');
        const obj = p.args.get('obj');
        const k = holders.findIndex((h) => subj?.length === 1 && h.names.some((x) => (subj[0] as Desc).names.some((y) => sameName(x, y))));
        if (k < 0) continue;
        const d = obj?.length === 1 ? (obj[0] as Desc) : undefined;
        const m = d?.numbers.length === 1 ? d.numbers[0] : undefined;
        const ofNoun = !!d && d.head === noun;
        // A bare number ("while B scored 64") counts the noun the sentence counted before it.
        if (!d || !m || !Number.isInteger(m.value) || !(ofNoun || (!d.head && nounCounted && d.mods.size === 0))) ok = false;
        if ([...p.args.keys()].some((r) => !/^(?:subj|obj|in|on|at|when|during)$/.test(r))) ok = false;
        // Every frame of the evidence is the claim's: "in the 2024 season" does not answer a claim of no season.
        for (const [r, ds] of p.args)
          if (
            r !== 'subj' &&
            r !== 'obj' &&
            ds.some((x) => ![...x.words].every((w) => frameWords.has(w)) || x.numbers.some((m) => !frameValues.has(m.value)))
          )
            ok = false;
        if (found[k] || !ok || !m) {
          ok = false;
          break;
        }
        found[k] = { value: m.value, text: d?.text ?? '' };
      }
      const [a, b] = found;
      if (!ok || !a || !b) continue;
      if (a.value > b.value) return null;
      return {
        sentence: i,
        why: `The context gives ${(holders[0] as Desc).text} ${a.value} and ${(holders[1] as Desc).text} ${b.value}: not more.`,
      };
    }
    return null;
  }
  /**
   * "In the Harwick by-election, Sana Rafiq won. Owen Pritchard finished second.": a place, time or occasion that opens
   * the sentence before (an "in", "at", "on" or "during" phrase before its first clause's subject) frames the next
   * sentence too, when that one opens with no frame of its own: a place in an order told there without its contest
   * ("Owen Pritchard finished second") is in that contest.
   */
  function carriedFrame(i: number): string[] {
    if (i <= 0) return [];
    const opens = (k: number) => {
      const first = analyse(k).ctx.parsed.clauses.find((c) => c.parent === null && c.subject);
      const subjectAt = first?.subject?.start ?? 0;
      return (first?.pps ?? []).filter((p) => p.np && p.np.end <= subjectAt && /^(?:in|at|on|during)$/.test(p.prep));
    };
    if (opens(i).length > 0) return [];
    const before = opens(i - 1);
    const out: string[] = [];
    for (const p of before) for (const t of p.np?.tokens ?? []) if (t.kind === 'word') out.push(wordStem(t.lower));
    return out;
  }
  // Compare every claim clause with every clause of each candidate sentence.
  const claimMain = claimProps;
  const entailedBy = new Map<Prop, Set<number>>();
  const contradictions: Array<{ claim: Prop; outcome: Outcome; sentence: number; evidence: Prop }> = [];
  // Words before a clause's subject that the parse attached nowhere ("Within the city limits, …"), or read as a clause
  // of their own without a subject, may be a frame the clause holds under: no SUPPORTED from that clause (fail closed).
  const loose = new Map<number, ReturnType<typeof unaccounted>>();
  const frontedLoose = (i: number, ep: Prop): boolean => {
    const parsed = analyse(i).ctx.parsed;
    const clause = parsed.clauses.find((x) => x.id === ep.clauseId);
    const start = clause?.subject?.start ?? clause?.verb?.tokens[0]?.index ?? clause?.start;
    if (!clause || start === undefined) return true;
    const before = parsed.clauses.filter((x) => x !== clause && x.verb && x.end < start);
    if (before.some((x) => !x.subject && !x.subjectShared && x.parent === null)) return true;
    const from = Math.max(-1, ...before.map((x) => x.end));
    // Once per sentence: the 12-clause worst case entails many clauses of one sentence.
    const words = loose.get(i) ?? unaccounted(parsed);
    loose.set(i, words);
    return words.some((t) => t.index > from && t.index < start && FRAME_TAGS.has(t.tag));
  };
  for (const i of top) {
    const ev = propsOf(i);
    const words: SentenceWords = new Set(analyse(i).words);
    for (const p of ev) for (const ds of p.args.values()) for (const d of ds) for (const w of d.words) words.add(w);
    words.carried = new Set(carriedFrame(i));
    for (const cp of claimMain) {
      for (const ep of ev) {
        if (++work.comparisons > MAX_COMPARISONS) break;
        const o = compareProps(cp, ep, words);
        if (!o) continue;
        if (o.result === 'entails') {
          if (frontedLoose(i, ep)) continue;
          const set = entailedBy.get(cp) ?? new Set<number>();
          set.add(i);
          entailedBy.set(cp, set);
        } else contradictions.push({ claim: cp, outcome: o, sentence: i, evidence: ep });
      }
    }
  }
  // SUPPORTED: one sentence entails every clause of the claim, with the same order of events — and every word of the
  // claim was read into one of its clauses (a word the parse skipped could carry a negation or a number).
  const skipped = unaccounted(claim.ctx.parsed);
  // Every number, date and weekday of the claim must sit in a role of one of its clauses.
  const held = new Set(
    claimProps.flatMap((p) => [...p.args.values()].flat().flatMap((d) => [...d.numbers, ...d.conjuncts.flatMap((k) => k.numbers)])),
  );
  for (const m of claim.ctx.numbers) if (!held.has(m)) skipped.push(claim.ctx.parsed.tokens[m.first] as (typeof skipped)[number]);
  for (const i of skipped.length > 0 ? [] : top) {
    if (!claimMain.every((p) => entailedBy.get(p)?.has(i))) continue;
    if (!ordersHold(claimMain, propsOf(i), analyse(i).words)) continue;
    const text = analyse(i).text;
    return done({
      verdict: 'SUPPORTED',
      confidence: 0.95,
      reasoning: `The context states it: every clause of the claim follows from one sentence by truth-preserving steps. Evidence: ${quote(text)}`,
      evidence: text,
      method: 'deterministic',
    });
  }
  // REFUTED: a clause of the claim is contradicted and no sentence states it — known only when every pair was compared.
  const complete = work.comparisons <= MAX_COMPARISONS && !unparsed;
  // Never REFUTED when another clause of the context gives the contested value, or, for a contradiction that took the
  // evidence's frames to locate one past event, when the context tells of that predicate more than once.
  const compared = top.flatMap((i) => propsOf(i));
  const sound = (x: (typeof contradictions)[number]): boolean => {
    const contested = x.outcome.contested;
    if (contested && compared.some((ep) => ep !== x.evidence && statesContested(x.claim, ep, contested))) return false;
    // A gapped conjunct ("… to 30 metres by 2029 and to 35 metres by 2040") repeats a verb of its sentence with other
    // values, which the parse may hang on another verb: a located reading of that sentence may miss a second telling.
    if (x.outcome.located && compared.some((ep) => ep.sentence === x.evidence.sentence && ep.kind === 'gapped')) return false;
    // One located event or decision: the context must tell of it once, under the evidence's predicate or the claim's;
    // a clause that places it at two or more times ("won the tournament in 2023 and 2024") already tells it twice.
    if (x.outcome.located && timesStated(x.evidence) >= 2) return false;
    if (
      x.outcome.located &&
      compared.some(
        (ep) =>
          ep !== x.evidence &&
          ep.kind !== 'implied' &&
          (samePredicate(x.evidence, ep) ||
            (samePredicateName(x.claim.pred, ep.pred) && ep.negated === x.claim.negated && mayShare(x.claim, ep))),
      )
    )
      return false;
    return true;
  };
  // Each check visits every compared clause, so only the first few contradictions are checked (bounded work); past
  // them the answer is INCONCLUSIVE, never a REFUTED from an unchecked one.
  const hit = complete
    ? contradictions
        .filter((x) => !entailedBy.has(x.claim))
        .slice(0, MAX_CONTRADICTIONS_CHECKED)
        .find(sound)
    : undefined;
  if (hit) {
    const text = analyse(hit.sentence).text;
    return done({
      verdict: 'REFUTED',
      confidence: hit.outcome.kind === 'number' || hit.outcome.kind === 'date' ? 0.9 : 0.85,
      reasoning: `${hit.outcome.why} Evidence: ${quote(text)}`,
      evidence: text,
      ...(hit.outcome.kind ? { contradiction: hit.outcome.kind } : {}),
      method: 'deterministic',
    });
  }
  const sentencesSeen = top.map((i) => ({ i, props: propsOf(i), words: analyse(i).words }));
  const order = complete
    ? (orderContradiction(claimMain, sentencesSeen) ??
      datedOrderContradiction(claimMain, sentencesSeen) ??
      boundedDateContradiction(claimMain, sentencesSeen) ??
      rankingOrderContradiction(claimMain, sentencesSeen) ??
      ellipticOrderContradiction(claimMain, sentencesSeen))
    : null;
  if (order !== null) {
    const text = analyse(order).text;
    return done({
      verdict: 'REFUTED',
      confidence: 0.8,
      reasoning: `The claim puts the events in the opposite order from the context. Evidence: ${quote(text)}`,
      evidence: text,
      contradiction: 'order',
      method: 'deterministic',
    });
  }
  const tallied = complete ? tally() : null;
  if (tallied) {
    const text = analyse(tallied.sentence).text;
    return done({
      verdict: 'REFUTED',
      confidence: 0.8,
      reasoning: `${tallied.why} Evidence: ${quote(text)}`,
      evidence: text,
      contradiction: 'number',
      method: 'deterministic',
    });
  }
  const measured = complete && !tallied ? (measuredComparison() ?? countedComparison() ?? startComparison() ?? changeRates()) : null;
  if (measured) {
    const text = analyse(measured.sentence).text;
    return done({
      verdict: 'REFUTED',
      confidence: 0.8,
      reasoning: `${measured.why} Evidence: ${quote(text)}`,
      evidence: text,
      contradiction: 'number',
      method: 'deterministic',
    });
  }
  const best = top[0] as number;
  const partly = claimMain.filter((p) => entailedBy.has(p)).length;
  if (skipped.length > 0 && partly === claimMain.length) {
    return done({
      verdict: 'INCONCLUSIVE',
      confidence: 0.6,
      reasoning: `The claim's clauses follow from the context, but the claim says more than its clauses hold (${skipped
        .slice(0, 5)
        .map((t) => `"${t.raw}"`)
        .join(', ')} could not be placed), so it is not established. Closest evidence: ${quote(analyse(best).text)}`,
      evidence: analyse(best).text,
      method: 'deterministic',
    });
  }
  return done({
    verdict: 'INCONCLUSIVE',
    confidence: 0.6,
    reasoning:
      `The context neither states nor contradicts the claim: ${partly} of ${claimMain.length} of its clauses follow from a sentence, ` +
      `and none contradicts it under the entailment rule. Closest evidence: ${quote(analyse(best).text)}`,
    evidence: analyse(best).text,
    method: 'deterministic',
  });
}

/**
 * A time told relative to the clause's own ("a year earlier", "two months before", "the previous year"): a count or
 * article, a time unit, and "earlier", "before", "ago" or "previous"/"prior", nothing else.
 */
function relativeTime(d: Desc): boolean {
  if (d.names.length > 0 || d.conjuncts.length > 0) return false;
  const words = d.text.toLowerCase().split(/\s+/);
  const unit = /^(?:years?|months?|weeks?|days?|quarters?)$/;
  const relative = /^(?:earlier|before|ago|previous|prior)$/;
  return (
    words.some((w) => unit.test(w)) &&
    words.some((w) => relative.test(w)) &&
    words.every((w) => unit.test(w) || relative.test(w) || /^(?:a|an|the|one|two|three|four|five|six|\d+)$/.test(w))
  );
}

/** A run of capitalised words that are not function words: the words of a name as written. */
function nameRuns(tokens: Token[]): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  for (const t of tokens) {
    if (/^\p{Lu}/u.test(t.raw) && !STOPWORDS.has(t.lower)) run.push(t);
    else {
      if (run.length > 0) runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Names of two or more words in the context by their last word ("hale" → "victor hale"), each spelling once. */
function namesByLastWord(sentences: Token[][]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const tokens of sentences)
    for (const run of nameRuns(tokens)) {
      if (run.length < 2) continue;
      const last = (run[run.length - 1] as Token).lower;
      const set = out.get(last) ?? new Set<string>();
      set.add(run.map((t) => t.lower).join(' '));
      out.set(last, set);
    }
  return out;
}

/**
 * A person or thing a sentence names by the last word of its name alone ("Hale denies the charges; his trial opens in
 * April") is the one name of the context of two or more words that ends with that word ("Victor Hale"), when there is
 * exactly one, and the text never writes the word in lower case: a phrase of that sentence described by the short
 * name ("his trial", read as Hale's) is described by the full name too, so "Victor Hale's trial" is the same phrase.
 */
function withFullNames(props: Prop[], tokens: Token[], names: Map<string, Set<string>>, lowerCase: Set<string>): void {
  const full = new Map<string, string[]>();
  for (const run of nameRuns(tokens)) {
    if (run.length !== 1) continue;
    const word = (run[0] as Token).lower;
    // A capitalised word the text also writes in lower case ("Sales rose …") may be a word, not a name.
    if (lowerCase.has(word)) continue;
    const spelled = names.get(word);
    if (spelled?.size === 1) full.set(wordStem(word), ([...spelled][0] as string).split(' ').map(wordStem));
  }
  if (full.size === 0) return;
  for (const p of props)
    for (const ds of p.args.values())
      for (const d of ds) {
        if (d.names.length > 0) continue;
        for (const [short, words] of full) {
          if (!d.mods.has(short)) continue;
          for (const w of words) {
            d.words.add(w);
            d.mods.add(w);
          }
        }
      }
}

/** The measure noun a comparative of size compares by: "deeper" by depth, "taller" by height. */
const MEASURE_OF: Record<string, string[]> = {
  deep: ['depth'],
  high: ['height', 'altitude', 'elevation'],
  tall: ['height'],
  long: ['length'],
  wide: ['width'],
};

/**
 * "the third goal", read by the parse with an adverb that follows it ("the third goal late on"); not "the third goal of
 * his career", which counts something else.
 */
function goalOf(words: string[], ordinal: string): boolean {
  return words[0] === ordinal && words[1] === 'goal' && words.length <= 3 && !words.includes('of');
}

/**
 * Whether a clause may be about the claim's matter: its subject, object or "in" phrase is not clearly another thing
 * ("the regional authority rejected the plan for a tram line" is not about "the city council" nor "the new cycle
 * lane"); with none of them on both sides, it may.
 */
function mayShare(claim: Prop, other: Prop): boolean {
  let compared = false;
  for (const role of ['subj', 'obj', 'in']) {
    const c = claim.args.get(role) ?? [];
    const o = other.args.get(role) ?? [];
    if (c.length === 0 || o.length === 0) continue;
    compared = true;
    const another = (r: string) => r === 'unrelated' || r === 'conflict';
    if (c.some((d) => o.some((x) => !another(compareDesc(d, x).relation)))) return true;
  }
  return !compared;
}

/** Phrases of a sentence that start before `pos`, nearest first (for a possessive "its" inside an object). */
/** Prepositions that place or date what they attach to: a name after them is where or when, not a participant. */
const LOCATING_PREPS = new Set('in at on near from to into onto through across since until during before after by'.split(' '));

function phrasesBefore(parsed: ParsedSentence, pos: number): NounPhrase[] {
  const out: NounPhrase[] = [];
  for (const c of parsed.clauses) {
    for (const np of [c.subjectShared ? null : c.subject, c.object, c.object2, c.attribute, ...c.pps.map((p) => p.np)]) {
      if (np && !np.pronoun && np.end <= pos) {
        out.push(np);
        for (const p of np.pps) if (p.np.end <= pos) out.push(p.np);
      }
    }
  }
  return out.sort((a, b) => b.start - a.start);
}

/** A claim clause's temporal link must be the evidence's: "A after B" is "B before A". */
function ordersHold(claim: Prop[], evidence: Prop[], words: Set<string>): boolean {
  for (const p of claim) {
    if (!p.temporal || p.temporal.relation === 'when') continue;
    const want = p.temporal.relation;
    const ok = evidence.some((e) => {
      if (!e.temporal) return false;
      const same =
        compareProps(p, e, words)?.result === 'entails' &&
        compareProps(p.temporal?.other as Prop, e.temporal.other, words)?.result === 'entails';
      const flipped =
        compareProps(p, e.temporal.other, words)?.result === 'entails' &&
        compareProps(p.temporal?.other as Prop, e, words)?.result === 'entails';
      const rel = e.temporal.relation;
      return (same && rel === want) || (flipped && rel !== want && rel !== 'when');
    });
    if (!ok) return false;
  }
  return true;
}

/**
 * "A before B" against "After A', B'" read the other way: both events matched by their predicate with no role in
 * conflict, and the opposite order. Null when no sentence orders the claim's two events.
 */
function orderContradiction(claim: Prop[], sentences: Array<{ i: number; props: Prop[]; words: Set<string> }>): number | null {
  const near = (a: Prop, b: Prop, words: Set<string>) => {
    if (!samePredicateName(a.pred, b.pred)) return false;
    const o = compareProps(a, b, words);
    return o?.result === 'entails' || (o === null && a.negated === b.negated);
  };
  for (const p of claim) {
    if (!p.temporal || p.temporal.relation === 'when') continue;
    const q = p.temporal.other;
    for (const s of sentences) {
      for (const e of s.props) {
        if (!e.temporal || e.temporal.relation === 'when') continue;
        const f = e.temporal.other;
        const same = near(p, e, s.words) && near(q, f, s.words);
        const swapped = near(p, f, s.words) && near(q, e, s.words);
        if (same && e.temporal.relation !== p.temporal.relation) return s.i;
        if (swapped && e.temporal.relation === p.temporal.relation) return s.i;
      }
    }
  }
  return null;
}

/** The date a clause is placed at ("in 2016", "on 3 August 1911"): [year, month, day] with unknown parts as null. */
function dateOf(p: Prop): [number, number | null, number | null] | null {
  for (const [role, ds] of p.args) {
    if (!/^(?:in|on|at|np|during|when)$/.test(role)) continue;
    for (const d of ds) {
      for (const m of d.numbers) {
        if (m.kind === 'year') return [m.value, null, null];
        if (m.kind === 'date' && m.value) return [m.value, m.month ?? null, m.day ?? null];
      }
    }
  }
  return null;
}

/** -1, 0 or 1 when two dates are ordered by what both give; null when they cannot be told apart. */
function compareDates(a: [number, number | null, number | null], b: [number, number | null, number | null]): number | null {
  const pairs: Array<[number | null, number | null]> = [
    [a[0], b[0]],
    [a[1], b[1]],
    [a[2], b[2]],
  ];
  for (const [x, y] of pairs) {
    if (x === null || y === null) return null;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

type DatedSentences = Array<{ i: number; props: Prop[]; words: Set<string> }>;

/** The dates of the context's clauses that give `p` (same predicate, entailed), with the sentence of each. */
function datesOf(p: Prop, sentences: DatedSentences): Array<{ i: number; date: [number, number | null, number | null] }> {
  const out: Array<{ i: number; date: [number, number | null, number | null] }> = [];
  for (const s of sentences)
    for (const e of s.props) {
      if (!samePredicateName(e.pred, p.pred) || compareProps(p, e, s.words)?.result !== 'entails') continue;
      const date = dateOf(e);
      if (date) out.push({ i: s.i, date });
    }
  return out;
}

/**
 * "A after B" where the context states A and B with their dates: the dates order them. Each event must follow from a
 * sentence of the context (so its date is the date of that event), and the dates must differ in a part both give.
 */
function datedOrderContradiction(claim: Prop[], sentences: Array<{ i: number; props: Prop[]; words: Set<string> }>): number | null {
  const dated = (p: Prop) => datesOf(p, sentences);
  for (const p of claim) {
    if (!p.temporal || p.temporal.relation === 'when' || dateOf(p) || dateOf(p.temporal.other)) continue;
    const a = dated(p);
    const b = dated(p.temporal.other);
    if (a.length !== 1 || b.length !== 1) continue;
    const cmp = compareDates(
      (a[0] as { date: [number, number | null, number | null] }).date,
      (b[0] as { date: [number, number | null, number | null] }).date,
    );
    if (cmp === null || cmp === 0) continue;
    const claimsAfter = p.temporal.relation === 'after';
    if ((claimsAfter && cmp < 0) || (!claimsAfter && cmp > 0)) return (a[0] as { i: number }).i;
  }
  return null;
}

/** Events that happen to one thing once (stems of the canonical predicates): built, completed, founded, born, died … */
const ONCE_EVENTS = new Set([
  'complete',
  'found',
  'build',
  'bear',
  'die',
  'launch',
  'demolish',
  'ratifi',
  'publish',
  'inaugurat',
  'abolish',
  'invent',
  'discover',
]);

/**
 * "The canal was completed before 1870" where the context dates that completion once ("was completed in 1877"): an
 * event that happens to one definite or named thing once, bounded by a bare year with "before" or "after", is refuted
 * by its own date on the other side of the bound ("before 1877" excludes 1877 itself, as "after 1877" does).
 */
function boundedDateContradiction(claim: Prop[], sentences: Array<{ i: number; props: Prop[]; words: Set<string> }>): number | null {
  for (const p of claim) {
    if (p.temporal || p.negated || p.modality.length > 0 || p.source || !ONCE_EVENTS.has(p.pred)) continue;
    if (p.tense && !p.tense.has('past')) continue;
    const undergoer = (p.args.get('obj') ?? p.args.get('subj') ?? [])[0];
    if (!undergoer || (undergoer.det !== 'def' && undergoer.det !== 'name') || undergoer.conjuncts.length > 0) continue;
    for (const relation of ['before', 'after'] as const) {
      const ds = p.args.get(relation);
      const bound = ds?.length === 1 ? (ds[0] as Desc) : null;
      const year = bound?.numbers.length === 1 && bound.numbers[0]?.kind === 'year' && !bound.head ? bound.numbers[0].value : null;
      if (year === null) continue;
      const args = new Map(p.args);
      args.delete(relation);
      const own: Prop = { ...p, args };
      if (dateOf(own)) continue;
      const dates = datesOf(own, sentences);
      if (dates.length !== 1) continue;
      const at = (dates[0] as { i: number; date: [number, number | null, number | null] }).date[0];
      if ((relation === 'before' && at >= year) || (relation === 'after' && at <= year)) return (dates[0] as { i: number }).i;
    }
  }
  return null;
}

/** Changes of a figure up and down (canonical predicates), for comparing two stated changes. */
/** Roles of a period that a claim comparing two changes may give besides its date ("over the year"). */
const PERIOD_ROLES = new Set(['over', 'during', 'in']);
const RISES = new Set(['rise', 'increase', 'grow', 'climb', 'jump'].map(canonicalPredicate));
const FALLS = new Set(['fall', 'decrease', 'decline', 'drop', 'sink'].map(canonicalPredicate));

/** The comparative itself, which the parse may leave in the "than" phrase ("than its revenue" read with "faster"). */
const RATE_WORDS = new Set(['faster', 'slower', 'quicker', 'more', 'less']);

/** Verbs that place a holder in a ranking, where "ahead of" and "behind" order two holders. */
const RANKING_VERBS = new Set(['end', 'come', 'place', 'win', 'rank']);

/**
 * "Tigist Alemu finished ahead of Faith Chelimo" where the context puts Chelimo ahead of Alemu ("Chelimo won …,
 * finishing 40 seconds ahead of Alemu", or Alemu "behind" Chelimo): an order of two holders in one ranking, told once in
 * the context, is refuted by the other order. Both past and asserted; every other role of the claim (the race, the
 * margin) is in the evidence clause, whose own frames only locate that one ranking.
 */
function rankingOrderContradiction(claim: Prop[], sentences: Array<{ i: number; props: Prop[]; words: Set<string> }>): number | null {
  const plain = (p: Prop) => !p.negated && p.modality.length === 0 && !p.source && p.exceptions.length === 0 && !!p.tense?.has('past');
  /** [first, second] of the order a clause states, or null. */
  const order = (p: Prop): [Desc, Desc, string] | null => {
    if (!RANKING_VERBS.has(p.pred) || !plain(p)) return null;
    const subj = p.args.get('subj');
    const ahead = p.args.get('ahead_of');
    const behind = p.args.get('behind');
    if (subj?.length !== 1 || (ahead ? 1 : 0) + (behind ? 1 : 0) !== 1) return null;
    const other = (ahead ?? behind) as Desc[];
    if (other.length !== 1) return null;
    return ahead ? [subj[0] as Desc, other[0] as Desc, 'ahead_of'] : [other[0] as Desc, subj[0] as Desc, 'behind'];
  };
  const same = (c: Desc, e: Desc) => {
    const r = compareDesc(c, e).relation;
    return c.names.length > 0 && (r === 'same' || r === 'general');
  };
  for (const p of claim) {
    const co = order(p);
    if (!co) continue;
    const [first, second, relation] = co;
    const found: Array<{ i: number; e: Prop; reversed: boolean }> = [];
    for (const s of sentences)
      for (const e of s.props) {
        const eo = order(e);
        if (!eo) continue;
        if (same(first, eo[0]) && same(second, eo[1])) found.push({ i: s.i, e, reversed: false });
        else if (same(first, eo[1]) && same(second, eo[0])) found.push({ i: s.i, e, reversed: true });
      }
    if (found.length !== 1 || !found[0]?.reversed) continue;
    const { e, i } = found[0];
    // Every other role of the claim ("in the time trial", "14 seconds") is in the evidence clause.
    const rest = [...p.args].filter(([r]) => r !== 'subj' && r !== relation);
    const stated = rest.every(([r, ds]) =>
      ds.every((d) =>
        (e.args.get(r) ?? []).some((x) => {
          const m = compareDesc(d, x);
          return !m.numberConflict && (m.relation === 'same' || m.relation === 'general');
        }),
      ),
    );
    if (stated) return i;
  }
  return null;
}

/** A phrase about more than one thing: a plural head noun, a quantifier of a plural, or a list. */
/** A head noun written as a plural the lemmatiser keeps whole ("headphones", "scissors"): enough for "they". */
function pluralNoun(np: NounPhrase): boolean {
  const h = np.head;
  return !!h && h.tag === 'NOUN' && /[^su]s$/.test(h.lower);
}

function pluralPhrase(np: NounPhrase): boolean {
  if (np.conjuncts.length > 1) return true;
  if (np.det && /^(?:some|many|most|few|several|both|all|these|those)$/.test(np.det)) return true;
  const h = np.head;
  return !!h && h.tag === 'NOUN' && /[^s]s$/.test(h.lower) && h.lemma !== h.lower;
}

/**
 * "The bridge opened before the tunnel": an intransitive claim clause whose "before"/"after" names a thing, not a time,
 * elides that thing's own clause ("before the tunnel opened"). When the context dates each of the two clauses once,
 * the order is compared as for two written clauses.
 */
function ellipticOrderContradiction(claim: Prop[], sentences: Array<{ i: number; props: Prop[]; words: Set<string> }>): number | null {
  const dated = (p: Prop) => datesOf(p, sentences);
  for (const p of claim) {
    if (p.temporal || p.negated || p.modality.length > 0 || p.source || !p.args.has('subj')) continue;
    if (p.args.has('obj') || p.args.has('obj2') || p.args.has('attr')) continue;
    for (const relation of ['before', 'after'] as const) {
      const ds = p.args.get(relation);
      const thing = ds?.length === 1 ? (ds[0] as Desc) : null;
      if (!thing || thing.numbers.length > 0 || thing.pronoun || thing.conjuncts.length > 0) continue;
      if (!thing.head && thing.names.length === 0) continue;
      const args = new Map(p.args);
      args.delete(relation);
      const own: Prop = { ...p, args };
      const otherArgs = new Map(args);
      otherArgs.set('subj', [thing]);
      const other: Prop = { ...p, args: otherArgs };
      if (dateOf(own)) continue;
      const a = dated(own);
      const b = dated(other);
      if (a.length !== 1 || b.length !== 1) continue;
      const cmp = compareDates(
        (a[0] as { date: [number, number | null, number | null] }).date,
        (b[0] as { date: [number, number | null, number | null] }).date,
      );
      if (cmp === null || cmp === 0) continue;
      if ((relation === 'after' && cmp < 0) || (relation === 'before' && cmp > 0)) return (a[0] as { i: number }).i;
    }
  }
  return null;
}

export type { NumberMention };
