import type { Tag, Tagged } from './tagger.ts';

/**
 * A small deterministic clause parser for English sentences: noun-phrase chunks, verb groups (auxiliaries, negation,
 * voice, tense, particles), and the clauses they form (main, coordinated, relative, participial, adverbial,
 * complement, infinitival, gapped). It is not a full grammar: it finds who did what to whom with which prepositional
 * roles, and what each clause's polarity and modality are, which is what the fact and process engines compare.
 *
 * Work is linear in the sentence: every token is consumed once, look-aheads are bounded (LOOKAHEAD tokens), and clause
 * nesting stops at MAX_DEPTH (deeper material is read flat). The caller caps sentence length.
 */

export type Tense = 'past' | 'present' | 'future' | 'none';

/**
 * Verbs whose object is the doer of the infinitive after it ("ordered the company to pay", "asked the board to
 * resign"): object control. Any other verb's infinitive has the verb's own subject as its doer ("beat Y to win").
 */
const OBJECT_CONTROL = new Set(
  'order require force oblige compel ask tell urge persuade allow permit enable instruct advise invite encourage forbid authorise authorize direct'.split(
    ' ',
  ),
);

export interface NounPhrase {
  start: number;
  end: number;
  /** The first determiner or quantifier ("the", "a", "every", "no", "most", a partitive "two of"), lower case. */
  det: string | null;
  /** "only X": X and nothing else. */
  only: boolean;
  /** "two of the five", "one of", "most of", "none of": the quantifier before "of". */
  partitive: string | null;
  /** The last word of the core phrase (a noun, a name, an adjective for "is larger"). */
  head: Tagged | null;
  /** Content tokens of the core: adjectives, nouns, names, numbers and symbols (not determiners). */
  tokens: Tagged[];
  /** Comparator and approximation words before a number ("at least", "about"). */
  numberWords: Tagged[];
  possessor: NounPhrase | null;
  /** Attached prepositional phrases ("of X" always; others in subject position). */
  pps: Array<{ prep: string; np: NounPhrase }>;
  appositives: NounPhrase[];
  /** "A and B", "A, B and C": the conjuncts (this phrase spans them all). */
  conjuncts: NounPhrase[];
  coordinator: string | null;
  pronoun: string | null;
  /** "no X", "none of", "nobody", "nothing", "neither X nor Y". */
  negative: boolean;
  relatives: Clause[];
  /** Determiners, quantifiers, "only", "not" and other words the phrase consumed outside its core. */
  marks: Tagged[];
}

export interface VerbGroup {
  /** Base form, with a particle for phrasal verbs: "carry_out", "go_on". "be" for a copula. */
  lemma: string;
  tokens: Tagged[];
  passive: boolean;
  copula: boolean;
  perfect: boolean;
  progressive: boolean;
  tense: Tense;
  /** A bare base form opening its clause: an instruction ("Enable two-factor authentication"). */
  imperative: boolean;
  /** A base form that is also its own past ("put", "set", "cut"). */
  pastLike: boolean;
  /** Participle or gerund without an auxiliary ("led by", "beating X"): no tense of its own. */
  nonFinite: boolean;
}

export type ClauseKind = 'main' | 'coord' | 'relative' | 'participle' | 'adverbial' | 'complement' | 'infinitive' | 'gapped';

export interface PrepArg {
  /** The preposition, multi-word ones joined by "_" ("according_to", "instead_of"); "np" for a bare adjunct. */
  prep: string;
  np: NounPhrase | null;
  /** A clause after the preposition ("before reaching X", "instead of restoring X"). */
  clause?: Clause;
  /** Written before the subject: "In the final, …", "Under its terms, …". */
  fronted?: boolean;
}

export interface Clause {
  id: number;
  kind: ClauseKind;
  /** What introduces it: a subordinator, "that", "to", a preposition for gerunds ("instead_of", "without"). */
  marker: string | null;
  parent: Clause | null;
  subject: NounPhrase | null;
  /** The subject is the noun phrase the clause hangs from (relative and participial clauses, coordination). */
  subjectShared: boolean;
  verb: VerbGroup | null;
  object: NounPhrase | null;
  object2: NounPhrase | null;
  attribute: NounPhrase | null;
  pps: PrepArg[];
  adverbs: Tagged[];
  /** Negation words in the clause itself (verb group, "never", a negative determiner on subject or object). */
  negations: number;
  /** Modal auxiliaries of the verb group ("could", "will", "should"). */
  modals: string[];
  /** The relative clause's gap: which role the antecedent fills. */
  gap: 'subject' | 'object' | 'in' | 'possessor' | null;
  /** Negations, markers and other words the clause consumed outside its phrases and verb group. */
  marks: Tagged[];
  start: number;
  end: number;
}

const LOOKAHEAD = 40;
const MAX_DEPTH = 8;

const MULTI_PREPS: Array<[string[], string]> = [
  [['according', 'to'], 'according_to'],
  [['instead', 'of'], 'instead_of'],
  [['because', 'of'], 'because_of'],
  [['due', 'to'], 'due_to'],
  [['owing', 'to'], 'owing_to'],
  [['thanks', 'to'], 'thanks_to'],
  [['rather', 'than'], 'rather_than'],
  [['in', 'spite', 'of'], 'in_spite_of'],
  [['regardless', 'of'], 'regardless_of'],
  [['as', 'a', 'result', 'of'], 'as_a_result_of'],
  [['on', 'behalf', 'of'], 'on_behalf_of'],
  [['in', 'place', 'of'], 'in_place_of'],
  [['in', 'lieu', 'of'], 'in_lieu_of'],
  [['out', 'of'], 'out_of'],
  [['up', 'to'], 'up_to'],
  [['prior', 'to'], 'prior_to'],
  [['ahead', 'of'], 'ahead_of'],
  [['apart', 'from'], 'apart_from'],
  [['other', 'than'], 'other_than'],
  [['next', 'to'], 'next_to'],
  [['close', 'to'], 'close_to'],
  [['in', 'front', 'of'], 'in_front_of'],
  [['in', 'addition', 'to'], 'in_addition_to'],
  [['in', 'connection', 'with'], 'in_connection_with'],
  [['as', 'part', 'of'], 'as_part_of'],
  [['along', 'with'], 'along_with'],
  [['together', 'with'], 'together_with'],
  [['such', 'as'], 'such_as'],
  [['with', 'the', 'exception', 'of'], 'except'],
  [['up', 'from'], 'up_from'],
  [['down', 'from'], 'down_from'],
  [['except', 'for'], 'except'],
  [['in', 'favour', 'of'], 'in_favour_of'],
  [['in', 'favor', 'of'], 'in_favour_of'],
];

const REPORT_OR_THINK = new Set(
  `say state tell claim report announce suggest note caution warn argue insist add explain write believe think estimate predict expect allege
  assert maintain contend testify mention reply respond deny find show reveal confirm establish prove demonstrate discover know realise realize
  learn hope fear agree decide conclude indicate notice observe ensure verify check acknowledge admit concede hold rule`
    .split(/\s+/)
    .filter(Boolean),
);
const REPORT_NOUNS = new Set(
  'report reports claim claims rumour rumours rumor rumors allegation allegations suggestion suggestions statement statements news fact evidence belief hope hopes fear fears warning warnings confirmation assurance assurances promise promises announcement plan plans proposal idea view finding findings conclusion'.split(
    ' ',
  ),
);
export const MONTH_NAMES = new Set('january february march april may june july august september october november december'.split(' '));
const COPULAR = new Set(['become', 'remain', 'seem', 'appear', 'stay', 'prove', 'look', 'sound', 'feel', 'grow', 'turn']);

/** Currency names written after an amount ("2.4 million euros"). */
const CURRENCY_WORD = /^(?:euros?|dollars?|pounds?|kroner|kronor|krona|krone|yen|yuan|francs?|rupees?|roubles?|rubles?|zlotys?|rand)$/;

function isStop(t: Tagged | undefined): boolean {
  return !t || (t.tag === 'PUNCT' && /^[.!?;:]$/.test(t.raw));
}

function isComma(t: Tagged | undefined): boolean {
  return !!t && t.tag === 'PUNCT' && (t.raw === ',' || t.raw === '—' || t.raw === '–' || t.raw === '-');
}

const NOMINAL: ReadonlySet<Tag> = new Set<Tag>(['NOUN', 'PROPN', 'ADJ', 'NUM', 'SYM']);
const TIME_UNIT = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries|century)$/;
const RELATIVE_TIME = /^(?:later|earlier|ago|afterwards)$/;
const HOLDING_NOUNS = new Set([
  'stake',
  'stakes',
  'share',
  'shares',
  'holding',
  'holdings',
  'interest',
  'interests',
  'investment',
  'investments',
]);

export interface ParsedSentence {
  tokens: Tagged[];
  clauses: Clause[];
  /** Parser steps spent (token reads, look-aheads included), for the caller's work counters. */
  steps: number;
  /** False when the step budget ran out: the clauses found so far are kept, the rest of the sentence is not read. */
  complete: boolean;
}

/** Parser steps one sentence may spend: a fixed allowance plus a multiple of its length. */
export const PARSE_STEPS_PER_TOKEN = 40;
export const PARSE_STEPS_BASE = 400;

class OutOfSteps extends Error {}

/**
 * `subjectRelativeNeedsMainVerb`: a relative clause inside a sentence's subject takes a bare complement ("who said
 * they smoked") only when a finite verb is left for the main clause after it; else the words after its verb of saying
 * are that verb's object ("members who reported injuries fell": "fell" is the main verb). Only for statements.
 */
export function parseSentence(tokens: Tagged[], options: { subjectRelativeNeedsMainVerb?: boolean } = {}): ParsedSentence {
  const p = new Parser(tokens, options.subjectRelativeNeedsMainVerb === true);
  let complete = true;
  try {
    p.run();
  } catch (e) {
    if (!(e instanceof OutOfSteps)) throw e;
    complete = false;
  }
  return { tokens, clauses: p.clauses, steps: p.steps, complete };
}

class Parser {
  readonly T: Tagged[];
  pos = 0;
  steps = 0;
  clauses: Clause[] = [];
  depth = 0;

  readonly budget: number;
  readonly subjectRelativeNeedsMainVerb: boolean;

  constructor(tokens: Tagged[], subjectRelativeNeedsMainVerb: boolean) {
    this.T = tokens;
    this.subjectRelativeNeedsMainVerb = subjectRelativeNeedsMainVerb;
    this.budget = PARSE_STEPS_BASE + PARSE_STEPS_PER_TOKEN * tokens.length;
  }

  /** Every token read counts against the sentence's budget, look-aheads included. */
  at(i = this.pos): Tagged | undefined {
    if (++this.steps > this.budget) throw new OutOfSteps();
    return this.T[i];
  }

  /** Finite verb words from `i` to the end of the sentence (or a semicolon): auxiliaries and modals count apart. */
  finiteVerbsFrom(i: number): number {
    let n = 0;
    for (let k = i; k < this.T.length; k++) {
      const t = this.at(k) as Tagged;
      if (t.raw === ';') break;
      if (t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO' || t.tag === 'MODAL') n++;
      else if (t.tag === 'VERB' && t.form !== 'ing' && t.form !== 'participle') n++;
    }
    return n;
  }

  run(): void {
    const n = this.T.length;
    while (this.pos < n) {
      const before = this.pos;
      this.clause('main', null, null, { stopAtComma: false, stopAtVerb: false });
      while (this.pos < n && (isStop(this.at()) || isComma(this.at()) || this.at()?.tag === 'CC' || this.at()?.tag === 'PUNCT')) this.pos++;
      if (this.pos === before) this.pos++;
    }
  }

  newClause(kind: ClauseKind, marker: string | null, parent: Clause | null): Clause {
    const c: Clause = {
      id: this.clauses.length,
      kind,
      marker,
      parent,
      subject: null,
      subjectShared: false,
      verb: null,
      object: null,
      object2: null,
      attribute: null,
      pps: [],
      adverbs: [],
      negations: 0,
      modals: [],
      gap: null,
      marks: [],
      start: this.pos,
      end: this.pos,
    };
    this.clauses.push(c);
    return c;
  }

  /** A multi-word preposition at `i`, or the single preposition. */
  prepAt(i: number): { prep: string; length: number } | null {
    const t = this.at(i);
    if (!t || t.kind !== 'word') return null;
    for (const [ws, name] of MULTI_PREPS) {
      if (ws.every((w, k) => this.at(i + k)?.lower === w)) return { prep: name, length: ws.length };
    }
    if (t.tag === 'PREP') return { prep: t.lower, length: 1 };
    if (t.tag === 'TO' && this.at(i + 1)?.tag !== 'VERB' && this.at(i + 1)?.tag !== 'BE') return { prep: 'to', length: 1 };
    if (t.lower === 'except' || t.lower === 'unless') return { prep: t.lower, length: 1 };
    return null;
  }

  /** Whether a verb group starts at i (auxiliaries, negation and short adverbs before a verb, or a finite verb). */
  verbGroupAt(i: number): boolean {
    let k = i;
    while (k < this.T.length && k < i + 6) {
      const t = this.at(k) as Tagged;
      if (t.tag === 'VERB') return t.form !== 'ing' || k > i;
      if (t.tag === 'MODAL' || t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO') return true;
      if (t.tag === 'NEG' || (t.tag === 'ADV' && k < i + 3)) {
        k++;
        continue;
      }
      return false;
    }
    return false;
  }

  /** Whether a finite verb group comes later, before the end of the sentence or a clause boundary. */
  laterVerb(from: number, commas = 0): boolean {
    let seen = 0;
    for (let k = from; k < this.T.length && k < from + LOOKAHEAD; k++) {
      const t = this.at(k) as Tagged;
      if (isStop(t)) return false;
      if (isComma(t) && ++seen > commas) return false;
      if (t.tag === 'CC' && !NOMINAL.has(this.T[k + 1]?.tag ?? 'PUNCT')) return false;
      if (t.tag === 'SUB' || t.tag === 'REL' || t.lower === 'that') return false;
      // "resigned before Northwind announced …": a verb after a clause-linking word belongs to another clause.
      if (t.tag === 'PREP' && /^(?:before|after|since|until|till|once|as|because)$/.test(t.lower)) return false;
      if (t.tag === 'MODAL' || t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO') return true;
      if (t.tag === 'VERB' && this.T[k - 1]?.tag !== 'TO' && (t.form === 'past' || t.form === 'third' || t.form === 'past_or_participle'))
        return true;
    }
    return false;
  }

  /**
   * ", funded by X and carried out by Y, cost …": the next comma closes the participles, and a verb group follows it.
   * Only plain words, "and" and participles may stand before that comma.
   */
  verbAfterClosingComma(from: number): boolean {
    for (let k = from; k < this.T.length && k < from + LOOKAHEAD; k++) {
      const t = this.at(k) as Tagged;
      if (isStop(t) || t.tag === 'SUB' || t.tag === 'REL' || t.lower === 'that') return false;
      if (t.tag === 'MODAL' || t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO') return false;
      if (t.tag === 'VERB' && t.form !== 'past_or_participle' && t.form !== 'participle') return false;
      if (isComma(t)) return t.raw === ',' && this.verbGroupAt(k + 1);
    }
    return false;
  }

  /** An NP start: determiner, quantifier, number, adjective, noun, name or pronoun. */
  npStartAt(i: number): boolean {
    const t = this.at(i);
    if (!t) return false;
    if (['DET', 'POSSDET', 'QUANT', 'NUM', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'SYM'].includes(t.tag))
      return !(t.tag === 'DET' && t.lower === 'that' && this.verbGroupAt(i + 1));
    if (t.tag === 'NEG' && t.lower === 'not' && /^(?:all|every|each)$/.test(this.at(i + 1)?.lower ?? '')) return true;
    if (
      (t.tag === 'ADV' || t.tag === 'PREP' || t.tag === 'QUANT') &&
      /^(?:about|nearly|almost|approximately|around|roughly|some|over|under)$/.test(t.lower)
    ) {
      const nx = this.at(i + 1);
      return !!nx && (nx.tag === 'NUM' || nx.tag === 'SYM');
    }
    if (t.tag === 'ADV' && /^(?:only|just)$/.test(t.lower)) {
      const nx = this.at(i + 1);
      return (
        !!nx &&
        (nx.tag === 'NUM' ||
          nx.tag === 'SYM' ||
          nx.tag === 'DET' ||
          nx.tag === 'QUANT' ||
          nx.tag === 'NOUN' ||
          nx.tag === 'PROPN' ||
          nx.tag === 'ADJ')
      );
    }
    if (t.lower === 'at' && /^(?:least|most)$/.test(this.at(i + 1)?.lower ?? '') && this.at(i + 2)?.tag === 'NUM') return true;
    if (/^(?:more|fewer|less)$/.test(t.lower) && this.at(i + 1)?.lower === 'than' && this.at(i + 2)?.tag === 'NUM') return true;
    return false;
  }

  /**
   * A noun phrase at the cursor, or null. `subjectPosition` lets it take prepositional phrases ("Researchers at
   * Hollbrook University cooled …") and restrictive relatives ending before the main verb.
   */
  np(opts: {
    subjectPosition: boolean;
    clause: Clause | null;
    noCoordination?: boolean;
    noReduced?: boolean;
    absorbPPs?: boolean;
    appositive?: boolean;
  }): NounPhrase | null {
    const start = this.pos;
    const phrase: NounPhrase = {
      start,
      end: start,
      det: null,
      only: false,
      partitive: null,
      head: null,
      tokens: [],
      numberWords: [],
      possessor: null,
      pps: [],
      appositives: [],
      conjuncts: [],
      coordinator: null,
      pronoun: null,
      negative: false,
      relatives: [],
      marks: [],
    };
    // "not all of the samples", "not every X": a negated universal.
    if (this.at()?.tag === 'NEG' && this.at()?.lower === 'not' && /^(?:all|every|each)$/.test(this.at(this.pos + 1)?.lower ?? '')) {
      phrase.negative = true;
      phrase.marks.push(this.at() as Tagged);
      this.pos++;
    }
    // "neither can run on batteries", "both were sold", "none contained lead": a quantifier standing alone.
    if (this.at()?.tag === 'QUANT' && this.verbGroupAt(this.pos + 1)) {
      const q = this.at() as Tagged;
      this.pos++;
      return {
        ...phrase,
        end: this.pos,
        pronoun: q.lower,
        head: q,
        tokens: [q],
        det: q.lower,
        negative: phrase.negative || /^(?:neither|none|no)$/.test(q.lower),
      };
    }
    // "neither X nor Y"
    if (this.at()?.lower === 'neither' && this.at(this.pos + 1)?.tag !== 'PREP') {
      phrase.negative = true;
      phrase.marks.push(this.at() as Tagged);
      this.pos++;
    }
    // Focus and approximation: "only", "just", "about", "at least", "more than".
    for (let guard = 0; guard < 4; guard++) {
      const t = this.at();
      if (!t) break;
      if (t.lower === 'only' && t.tag === 'ADV') {
        phrase.only = true;
        phrase.marks.push(t);
        this.pos++;
        continue;
      }
      if (
        /^(?:just|about|nearly|almost|approximately|around|roughly|some|over|under)$/.test(t.lower) &&
        (this.at(this.pos + 1)?.tag === 'NUM' || this.at(this.pos + 1)?.tag === 'SYM')
      ) {
        phrase.numberWords.push(t);
        this.pos++;
        continue;
      }
      if (t.lower === 'at' && /^(?:least|most)$/.test(this.at(this.pos + 1)?.lower ?? '') && this.at(this.pos + 2)?.tag === 'NUM') {
        phrase.numberWords.push(t, this.at(this.pos + 1) as Tagged);
        this.pos += 2;
        continue;
      }
      if (/^(?:more|fewer|less)$/.test(t.lower) && this.at(this.pos + 1)?.lower === 'than' && this.at(this.pos + 2)?.tag === 'NUM') {
        phrase.numberWords.push(t, this.at(this.pos + 1) as Tagged);
        this.pos += 2;
        continue;
      }
      break;
    }
    const first = this.at();
    if (!first) {
      this.pos = start;
      return null;
    }
    if (first.tag === 'PRON') {
      this.pos++;
      this.steps++;
      phrase.pronoun = first.lower;
      phrase.head = first;
      phrase.tokens = [first];
      if (/^(?:none|nobody|nothing|neither)$/.test(first.lower)) phrase.negative = true;
      // "none of the samples", "one of which"
      if (this.at()?.lower === 'of' && /^(?:none|one|each|neither|either|all|both|some|most|many|few)$/.test(first.lower)) {
        this.pos++;
        const inner = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true });
        if (inner) return this.finishPartitive(phrase, first.lower, inner, opts);
      }
      phrase.end = this.pos;
      return this.afterCore(phrase, opts);
    }
    // Determiners and quantifiers (possibly several: "all the", "all twelve"); a partitive "two of the five …".
    for (let guard = 0; guard < 4; guard++) {
      const t = this.at();
      if (!t) break;
      if (t.tag === 'DET' || t.tag === 'QUANT' || t.tag === 'POSSDET') {
        if (t.tag === 'DET' && t.lower === 'that' && this.verbGroupAt(this.pos + 1)) break;
        if (phrase.det === null) phrase.det = t.lower;
        phrase.marks.push(t);
        if (t.lower === 'no' || t.lower === 'neither') phrase.negative = true;
        if (t.tag === 'POSSDET') {
          phrase.possessor = pronounPhrase(t);
        }
        this.pos++;
        this.steps++;
        if (t.tag === 'QUANT' && this.at()?.lower === 'of' && t.lower !== 'no') {
          this.pos++;
          const inner = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true });
          if (inner) return this.finishPartitive(phrase, t.lower, inner, opts);
        }
        continue;
      }
      if (t.tag === 'NUM' && this.at(this.pos + 1)?.lower === 'of' && this.npStartAt(this.pos + 2)) {
        const quant = t.lower;
        this.pos += 2;
        const inner = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true });
        if (inner) {
          inner.tokens.unshift(t);
          return this.finishPartitive(phrase, quant, inner, opts);
        }
      }
      break;
    }
    // The core: adjectives, nouns, names, numbers; a possessive "'s" makes what came before the possessor.
    let core: Tagged[] = [];
    for (let guard = 0; guard < 60; guard++) {
      const t = this.at();
      if (!t) break;
      this.steps++;
      // "July 24, 1969": the year after a month and a day belongs to the date.
      if (
        t.tag === 'PUNCT' &&
        t.raw === ',' &&
        core.length >= 2 &&
        core[core.length - 1]?.tag === 'NUM' &&
        MONTH_NAMES.has(core[core.length - 2]?.lower ?? '') &&
        /^\d{4}$/.test(this.at(this.pos + 1)?.raw ?? '')
      ) {
        this.pos++;
        continue;
      }
      // A score or a range after a name ("beat Dunmore 3–1") is not part of the name.
      if (
        t.tag === 'NUM' &&
        core.some((x) => x.tag !== 'NUM') &&
        /^[–-]$/.test(this.at(this.pos + 1)?.raw ?? '') &&
        this.at(this.pos + 2)?.tag === 'NUM'
      )
        break;
      if (t.tag === 'ADJ' && this.at(this.pos + 1)?.lower === 'than' && core.some((x) => x.tag === 'NOUN' || x.tag === 'PROPN')) break;
      // "approved by EU regulators two months later": a count of a time unit before "later", "earlier" or "ago" is a
      // time, not part of the phrase before it.
      if (
        t.tag === 'NUM' &&
        core.some((x) => x.tag !== 'NUM') &&
        TIME_UNIT.test(this.at(this.pos + 1)?.lower ?? '') &&
        RELATIVE_TIME.test(this.at(this.pos + 2)?.lower ?? '')
      )
        break;
      // "fined Kavel Energy 2.4 million euros", "paid Tarn Ltd $4 million": an amount of money after a name is a second
      // object, never part of the name ("Windows 8", "Apollo 11" have no scale word or currency after the number).
      if (core[core.length - 1]?.tag === 'PROPN' && (t.tag === 'NUM' || t.tag === 'SYM') && this.amountAt(this.pos)) break;
      // "has won the Olsen Marathon four times": a count before "times" after a noun or a name counts occurrences of
      // the event; it is not part of the phrase before it.
      if (t.tag === 'NUM' && core.some((x) => x.tag !== 'NUM') && this.at(this.pos + 1)?.lower === 'times') break;
      // "three times earlier in the year": "earlier" after a count of times says when, it names nothing.
      if (RELATIVE_TIME.test(t.lower) && core[core.length - 1]?.lower === 'times') break;
      // "In 2021 Marlow Pharma acquired …": a bare year before a name is a date, and the name opens the next phrase
      // ("the 2021 Tour", with its determiner, stays one phrase).
      if (t.tag === 'PROPN' && phrase.det === null && core.length === 1 && bareYear(core[0] as Tagged)) break;
      if (NOMINAL.has(t.tag)) {
        core.push(t);
        this.pos++;
        continue;
      }
      // "Dunmore's only goal": "only" inside the phrase.
      if (t.lower === 'only' && this.at(this.pos + 1) && NOMINAL.has((this.at(this.pos + 1) as Tagged).tag)) {
        phrase.only = true;
        phrase.marks.push(t);
        this.pos++;
        continue;
      }
      // Score-like and range-like numbers inside a phrase: "3–1", "aisles 1 to 12" are kept as written.
      if (
        t.tag === 'PUNCT' &&
        (t.raw === '–' || t.raw === '-') &&
        core.length > 0 &&
        core[core.length - 1]?.tag === 'NUM' &&
        this.at(this.pos + 1)?.tag === 'NUM'
      ) {
        this.pos++;
        continue;
      }
      if (t.tag === 'POS' && core.length > 0) {
        const owner: NounPhrase = {
          ...emptyPhrase(start, this.pos),
          det: phrase.det,
          head: core[core.length - 1] as Tagged,
          tokens: core,
          possessor: phrase.possessor,
        };
        phrase.possessor = owner;
        phrase.det = 'the';
        core = [];
        this.pos++;
        continue;
      }
      break;
    }
    if (core.length === 0) {
      this.pos = start;
      return null;
    }
    phrase.tokens = core;
    phrase.head = core[core.length - 1] as Tagged;
    phrase.end = this.pos;
    return this.afterCore(phrase, opts);
  }

  finishPartitive(
    phrase: NounPhrase,
    quant: string,
    inner: NounPhrase,
    opts: {
      subjectPosition: boolean;
      clause: Clause | null;
      noCoordination?: boolean;
      noReduced?: boolean;
      absorbPPs?: boolean;
      appositive?: boolean;
    },
  ): NounPhrase {
    inner.start = phrase.start;
    inner.partitive = quant;
    inner.det = quant;
    inner.only = inner.only || phrase.only;
    inner.numberWords = [...phrase.numberWords, ...inner.numberWords];
    inner.marks = [...phrase.marks, ...inner.marks];
    if (phrase.negative || quant === 'none' || quant === 'neither') inner.negative = true;
    if (!inner.possessor && phrase.possessor) inner.possessor = phrase.possessor;
    return this.afterCore(inner, opts);
  }

  /** "of" phrases, names after a title, appositions, coordination, relative clauses and reduced relatives. */
  afterCore(
    phrase: NounPhrase,
    opts: {
      subjectPosition: boolean;
      clause: Clause | null;
      noCoordination?: boolean;
      noReduced?: boolean;
      absorbPPs?: boolean;
      appositive?: boolean;
    },
  ): NounPhrase {
    for (let guard = 0; guard < 12; guard++) {
      const t = this.at();
      if (!t) break;
      this.steps++;
      // "of" phrases always belong to the noun ("the summit of the Skarn Plateau").
      if (t.lower === 'of' && t.tag === 'PREP' && this.npStartAt(this.pos + 1) && !phrase.pronoun) {
        this.pos++;
        const inner = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true });
        if (inner) {
          phrase.pps.push({ prep: 'of', np: inner });
          phrase.end = this.pos;
          continue;
        }
        this.pos--;
        break;
      }
      // "its stake in Breck", "a 20 % share in the venture": nouns of a holding take "in" as their own complement, so
      // the phrase is what is held in what, never a place of the clause.
      if (t.lower === 'in' && t.tag === 'PREP' && HOLDING_NOUNS.has(phrase.head?.lower ?? '') && this.npStartAt(this.pos + 1)) {
        this.pos++;
        const inner = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true });
        if (inner) {
          phrase.pps.push({ prep: 'in', np: inner });
          phrase.end = this.pos;
          continue;
        }
        this.pos--;
        break;
      }
      // In subject position, a prepositional phrase before the verb belongs to the subject; so does a "to" phrase that
      // is not an infinitive ("The tram line to the harbour will cost …").
      // A route's two ends ("from Reykjavik to Toronto", "to Leeds from York") stay roles of the clause, in order.
      const after = (prep: string) => phrase.pps.some((p) => p.prep === prep) || this.at(phrase.start - 1)?.lower === prep;
      const subjectOnly = opts.subjectPosition && !opts.absorbPPs;
      const toPhrase = t.tag === 'TO' && subjectOnly && !after('from');
      const fromAfterTo = t.lower === 'from' && subjectOnly && after('to');
      if (
        (opts.subjectPosition || opts.absorbPPs) &&
        ((t.tag === 'PREP' && !fromAfterTo) || toPhrase) &&
        t.lower !== 'of' &&
        !phrase.pronoun
      ) {
        const pr = this.prepAt(this.pos);
        if (
          pr &&
          !/^(?:according_to|instead_of|rather_than|because_of|due_to)$/.test(pr.prep) &&
          this.npStartAt(this.pos + pr.length) &&
          (opts.absorbPPs || this.laterVerb(this.pos + pr.length))
        ) {
          const save = this.pos;
          this.pos += pr.length;
          const inner = this.np({
            subjectPosition: opts.subjectPosition,
            clause: opts.clause,
            noCoordination: true,
            ...(opts.absorbPPs ? { absorbPPs: true } : {}),
          });
          if (inner) {
            phrase.pps.push({ prep: pr.prep, np: inner });
            phrase.end = this.pos;
            continue;
          }
          this.pos = save;
        }
        break;
      }
      // Apposition: ", NP ," or "(NP)".
      if ((isComma(t) || (t.tag === 'PUNCT' && t.raw === '(')) && this.npStartAt(this.pos + 1)) {
        const paren = t.raw === '(';
        const save = this.pos;
        const built = this.clauses.length;
        this.pos++;
        let app = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true, appositive: !paren });
        // ", the third meeting in a row without a change." at the end of the sentence: a phrase with an article or a
        // possessive whose own phrases run to the full stop is an apposition, never roles of the clause (a measure,
        // ", 14 seconds behind X", is not: it opens with a number).
        const opener = this.at(save + 1)?.tag;
        if (app && !paren && (opener === 'DET' || opener === 'POSSDET') && this.at()?.tag === 'PREP' && this.clauses.length === built) {
          const back = this.pos;
          this.pos = save + 1;
          const whole = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true, appositive: true, absorbPPs: true });
          const end = this.at();
          if (whole && (!end || isStop(end)) && this.clauses.length === built) app = whole;
          else this.pos = back;
        }
        const after = this.at();
        // An apposition with a clause inside ("a data firm based in Oslund") must be closed by a comma, or the
        // "clause" was really the main verb: "…, the painter Ilse Vantongeren moved to Rallis".
        const closedByComma = isComma(after) && !this.npListContinues(this.pos);
        const closed = paren ? after?.raw === ')' : closedByComma || ((!after || isStop(after)) && (app?.relatives.length ?? 0) === 0);
        if (app && closed && (paren || app.head?.tag !== 'NUM')) {
          if (after && !isStop(after)) this.pos++;
          phrase.appositives.push(app);
          phrase.end = this.pos;
          continue;
        }
        this.pos = save;
        this.clauses.length = built;
        if (paren) {
          // An unparsed parenthesis adds nothing to the roles: skip it.
          let k = this.pos;
          while (k < this.T.length && k < this.pos + LOOKAHEAD && this.at(k)?.raw !== ')') k++;
          if (this.T[k]?.raw === ')') {
            this.pos = k + 1;
            phrase.end = this.pos;
            continue;
          }
        }
      }
      // Coordination: "A and B", "A, B and C" (not when "and" starts a new clause: "A … and B paid").
      if (
        !opts.noCoordination &&
        (t.tag === 'CC' || (isComma(t) && this.npListContinues(this.pos))) &&
        t.lower !== 'but' &&
        t.lower !== 'yet'
      ) {
        const save = this.pos;
        const built = this.clauses.length;
        const conj: NounPhrase[] = phrase.conjuncts.length ? phrase.conjuncts : [{ ...phrase }];
        let coordinator: string | null = null;
        let ok = false;
        for (let g = 0; g < 12; g++) {
          const s = this.at();
          if (!s) break;
          if (isComma(s) && s.raw === ',') this.pos++;
          const cc = this.at();
          if (cc?.tag === 'CC' && (cc.lower === 'and' || cc.lower === 'or' || cc.lower === 'nor')) {
            coordinator = cc.lower;
            this.pos++;
          }
          if (!this.npStartAt(this.pos) || this.verbGroupAt(this.pos)) break;
          const next = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true, noReduced: true });
          if (!next) break;
          // "… the search and Seabright paid for it": a subject and its verb, not a conjunct. A participle that can only
          // be one ("a physicist and chemist born in Warsaw") modifies the conjunct.
          const nv = this.at(this.pos);
          const participleOnly = nv?.tag === 'VERB' && (nv.form === 'participle' || nv.form === 'ing') && !this.laterVerb(this.pos + 1);
          if (this.verbGroupAt(this.pos) && !opts.subjectPosition && !participleOnly) break;
          conj.push(next);
          if (coordinator) {
            ok = true;
            break;
          }
          // "A, B and C": after a middle member the list goes on at a comma or at its last "and"/"or".
          const last = this.at();
          const closing = last?.tag === 'CC' && (last.lower === 'and' || last.lower === 'or');
          if (!(isComma(last) && this.npListContinues(this.pos)) && !closing) break;
        }
        if (ok && conj.length > 1) {
          phrase.conjuncts = conj;
          phrase.coordinator = coordinator;
          if (coordinator === 'nor') phrase.negative = true;
          phrase.end = this.pos;
          continue;
        }
        this.pos = save;
        this.clauses.length = built;
        break;
      }
      // "samples thinner than 2 millimetres": a comparative after the noun modifies it.
      if (t.tag === 'ADJ' && this.at(this.pos + 1)?.lower === 'than' && this.npStartAt(this.pos + 2)) {
        phrase.tokens.push(t);
        this.pos += 2;
        const inner = this.np({ subjectPosition: false, clause: opts.clause, noCoordination: true });
        if (inner) phrase.pps.push({ prep: 'than', np: inner });
        phrase.end = this.pos;
        continue;
      }
      // "denied reports that the paintings had been insured": the content of a report, claim or plan.
      if (
        t.lower === 'that' &&
        phrase.head &&
        REPORT_NOUNS.has(phrase.head.lower) &&
        opts.clause &&
        this.depth < MAX_DEPTH &&
        (this.npStartAt(this.pos + 1) || this.verbGroupAt(this.pos + 1))
      ) {
        this.pos++;
        const comp = this.clause('complement', 'that', opts.clause, { stopAtComma: true, stopAtVerb: false });
        opts.clause.pps.push({ prep: 'that', np: null, clause: comp });
        phrase.end = this.pos;
        continue;
      }
      // Relative clauses: "who proposed the lane", "whom she hired in 2019", "where she died", ", which …".
      const relComma = isComma(t) && (this.at(this.pos + 1)?.tag === 'REL' || /^(?:where|when)$/.test(this.at(this.pos + 1)?.lower ?? ''));
      const rel = relComma ? this.at(this.pos + 1) : t;
      if (
        rel &&
        (rel.tag === 'REL' ||
          (rel.lower === 'that' && rel.tag === 'DET' && !phrase.pronoun) ||
          ((rel.lower === 'where' || rel.lower === 'when') && relComma)) &&
        this.depth < MAX_DEPTH
      ) {
        if (rel.lower === 'that' && !(this.verbGroupAt(this.pos + 1) || (this.npStartAt(this.pos + 1) && this.laterVerb(this.pos + 1))))
          break;
        if (rel.lower === 'that' && opts.clause?.verb && REPORT_OR_THINK.has(opts.clause.verb.lemma) && !opts.clause.object) break;
        if (relComma) this.pos++;
        this.pos++;
        const r = this.relative(phrase, rel.lower, relComma, opts);
        phrase.relatives.push(r);
        phrase.end = this.pos;
        continue;
      }
      // Reduced relatives: "a warehouse owned by Delmont", "A patch adding null checks", ", led by the physicist X,".
      // ", led by the physicist Anika Rao," after a subject; after an object such a comma starts something else.
      const commaPart =
        opts.subjectPosition &&
        isComma(t) &&
        this.at(this.pos + 1)?.tag === 'VERB' &&
        (this.at(this.pos + 1)?.form === 'past_or_participle' || this.at(this.pos + 1)?.form === 'participle') &&
        (this.laterVerb(this.pos + 2, 1) || this.verbAfterClosingComma(this.pos + 2));
      const v = commaPart ? this.at(this.pos + 1) : t;
      if (v && v.tag === 'VERB' && !phrase.pronoun && !opts.noReduced && this.depth < MAX_DEPTH) {
        const participle = v.form === 'past_or_participle' || v.form === 'participle';
        const ing = v.form === 'ing' && !commaPart;
        const afterComma = isComma(this.at(this.pos - 1));
        const reportsClause =
          v.form !== 'ing' && REPORT_OR_THINK.has(v.lemma) && (this.at(this.pos + 1)?.lower === 'that' || this.clauseAt(this.pos + 1));
        // A passive participle takes no direct object: "arrested in Dravik", "owned by Delmont", not "reached the summit".
        const objAt = this.pos + (commaPart ? 2 : 1);
        const objectFollows =
          participle &&
          this.npStartAt(objAt) &&
          this.at(objAt)?.tag !== 'NUM' &&
          !/^(?:about|over|under|some)$/.test(this.at(objAt)?.lower ?? '');
        const reduced =
          !(afterComma && !commaPart) &&
          !objectFollows &&
          !reportsClause &&
          ((participle && (commaPart || (opts.subjectPosition ? this.laterVerb(this.pos + 1) : !!opts.clause?.verb))) ||
            (ing && (opts.subjectPosition ? this.laterVerb(this.pos + 1) : !!opts.clause?.verb)) ||
            // Inside an apposition ("Brightwater Analytics, a data firm based in Oslund, acquired …") a participle
            // without an object describes the appositive noun; right after a bare name ("In the by-election, Ruth
            // Ahmed won, ahead of …") a verb with no comma before it is that name's own verb, not a description.
            (!!opts.appositive && participle && !objectFollows && !(!commaPart && phrase.tokens.every((x) => x.tag === 'PROPN'))));
        if (reduced) {
          if (commaPart) this.pos++;
          const r = this.newClause('relative', null, opts.clause);
          r.subject = phrase;
          r.subjectShared = true;
          r.gap = 'subject';
          this.depth++;
          this.verbAndArgs(r, { stopAtComma: true, stopAtVerb: opts.subjectPosition, passive: participle });
          r.end = this.pos;
          phrase.relatives.push(r);
          // ", funded by X and carried out by Y,": a participle coordinated inside the commas describes the same noun.
          while (
            commaPart &&
            this.at()?.lower === 'and' &&
            this.at(this.pos + 1)?.tag === 'VERB' &&
            (this.at(this.pos + 1)?.form === 'past_or_participle' || this.at(this.pos + 1)?.form === 'participle')
          ) {
            this.pos++;
            const r2 = this.newClause('relative', null, opts.clause);
            r2.subject = phrase;
            r2.subjectShared = true;
            r2.gap = 'subject';
            this.verbAndArgs(r2, { stopAtComma: true, stopAtVerb: opts.subjectPosition, passive: true });
            r2.end = this.pos;
            phrase.relatives.push(r2);
          }
          this.depth--;
          phrase.end = this.pos;
          if (commaPart && isComma(this.at())) {
            this.pos++;
            if (!(this.verbGroupAt(this.pos) && opts.subjectPosition)) this.pos--;
          }
          continue;
        }
      }
      break;
    }
    return phrase;
  }

  /** After ", NP": whether a list of noun phrases goes on (", C and D"), rather than an apposition. */
  npListContinues(i: number): boolean {
    let k = i;
    for (let g = 0; g < 10 && k < this.T.length; g++) {
      const t = this.at(k) as Tagged;
      if (isComma(t) && t.raw === ',') {
        k++;
        let j = k;
        while (j < this.T.length && j < k + 8 && NOMINAL.has((this.at(j) as Tagged).tag)) j++;
        if (j === k) return false;
        const after = this.T[j];
        if (after?.tag === 'CC' && (after.lower === 'and' || after.lower === 'or')) {
          let m = j + 1;
          while (m < this.T.length && m < j + 8 && ((this.at(m) as Tagged).tag === 'DET' || NOMINAL.has((this.T[m] as Tagged).tag))) m++;
          return m > j + 1 && !this.verbGroupAt(m);
        }
        k = j;
        continue;
      }
      return false;
    }
    return false;
  }

  relative(
    antecedent: NounPhrase,
    word: string,
    nonRestrictive: boolean,
    opts: { subjectPosition: boolean; clause: Clause | null },
  ): Clause {
    const r = this.newClause('relative', word, opts.clause);
    this.depth++;
    if (word === 'whose') {
      // "whose shares rose": the antecedent owns the subject.
      const subj = this.np({ subjectPosition: true, clause: r });
      if (subj) subj.possessor = antecedent;
      r.subject = subj;
      r.gap = 'possessor';
    } else if (this.verbGroupAt(this.pos)) {
      r.subject = antecedent;
      r.subjectShared = true;
      r.gap = 'subject';
    } else {
      r.subject = this.np({ subjectPosition: true, clause: r });
      r.gap = word === 'where' ? 'in' : word === 'when' ? null : 'object';
    }
    this.verbAndArgs(r, { stopAtComma: nonRestrictive, stopAtVerb: opts.subjectPosition || !nonRestrictive, passive: false });
    if (r.gap === 'object' && !r.object && r.verb && !r.verb.copula) {
      r.object = antecedent;
    } else if (r.gap === 'object' && r.verb && r.object) {
      // "the cable that Aldra owns the rights to": the gap sits in a prepositional phrase; leave it unfilled.
      r.gap = null;
    } else if (r.gap === 'in') {
      r.pps.push({ prep: 'in', np: antecedent });
    }
    this.depth--;
    r.end = this.pos;
    if (nonRestrictive && isComma(this.at())) {
      this.pos++;
      // A comma that closes the relative clause also separates what follows; keep it unless the verb follows.
      if (!this.verbGroupAt(this.pos)) this.pos--;
    }
    return r;
  }

  /**
   * A verb group at the cursor: modals, auxiliaries, negation, adverbs, the main verb and its particle. Null when
   * there is none.
   */
  verbGroup(clause: Clause, forcePassive = false): VerbGroup | null {
    const start = this.pos;
    const toks: Tagged[] = [];
    let passive = false;
    let perfect = false;
    let progressive = false;
    let tense: Tense = 'none';
    let sawBe = false;
    let sawHave = false;
    let main: Tagged | null = null;
    let finite = false;
    for (let guard = 0; guard < 12; guard++) {
      const t = this.at();
      if (!t) break;
      this.steps++;
      if (t.tag === 'MODAL') {
        clause.modals.push(t.lower);
        if (tense === 'none')
          tense =
            t.lower === 'will' || t.lower === 'shall'
              ? 'future'
              : t.lower === 'would' || t.lower === 'could' || t.lower === 'might'
                ? 'past'
                : 'present';
        finite = true;
        toks.push(t);
        this.pos++;
        continue;
      }
      if (t.tag === 'NEG') {
        clause.negations++;
        toks.push(t);
        this.pos++;
        continue;
      }
      if (
        t.tag === 'ADV' &&
        toks.length > 0 &&
        /^(?:also|still|already|just|now|yet|ever|since|recently|previously|then|later|first|not|never|reportedly|allegedly|apparently|only|finally|successfully|fully|partly|originally|initially|again|always|often|usually|even|mostly|mainly|largely|briefly|entirely|automatically|currently|subsequently|eventually|immediately)$/.test(
          t.lower,
        )
      ) {
        clause.adverbs.push(t);
        toks.push(t);
        this.pos++;
        continue;
      }
      if (t.tag === 'BE') {
        if (tense === 'none') tense = /^(?:was|were)$/.test(t.lower) ? 'past' : t.lower === 'been' ? tense : 'present';
        if (t.lower === 'been' && sawHave) perfect = true;
        sawBe = true;
        finite = true;
        toks.push(t);
        this.pos++;
        continue;
      }
      if (t.tag === 'HAVE') {
        // "had 150 employees": a main verb unless a participle (or "been") follows.
        let k = this.pos + 1;
        while (k < this.pos + 4 && (this.at(k)?.tag === 'NEG' || this.at(k)?.tag === 'ADV')) k++;
        const nx = this.at(k);
        const aux = !!nx && (nx.tag === 'BE' || (nx.tag === 'VERB' && nx.form !== 'ing' && nx.form !== 'third'));
        if (tense === 'none') tense = t.lower === 'had' ? 'past' : 'present';
        finite = true;
        toks.push(t);
        this.pos++;
        if (aux) {
          sawHave = true;
          continue;
        }
        // "has to": obligation
        if (this.at()?.tag === 'TO') {
          clause.modals.push('have_to');
          this.pos++;
          continue;
        }
        main = t;
        break;
      }
      if (t.tag === 'DO') {
        // "did, however, locate": a parenthetical inside the verb group.
        if (
          isComma(this.at(this.pos + 1)) &&
          this.at(this.pos + 2)?.tag === 'ADV' &&
          isComma(this.at(this.pos + 3)) &&
          this.at(this.pos + 4)?.tag === 'VERB'
        ) {
          if (tense === 'none') tense = t.lower === 'did' ? 'past' : 'present';
          finite = true;
          toks.push(t);
          clause.adverbs.push(this.at(this.pos + 2) as Tagged);
          this.pos += 4;
          continue;
        }
        const nx = this.at(this.pos + 1);
        if (tense === 'none') tense = t.lower === 'did' ? 'past' : 'present';
        finite = true;
        toks.push(t);
        this.pos++;
        if (nx && (nx.tag === 'NEG' || nx.tag === 'VERB' || nx.tag === 'ADV')) continue;
        main = t;
        break;
      }
      if (t.tag === 'TO' && sawBe && (this.at(this.pos + 1)?.tag === 'VERB' || this.at(this.pos + 1)?.tag === 'BE')) {
        // "is to be repaid", "is to open": planned, not done.
        clause.modals.push('be_to');
        sawBe = false;
        toks.push(t);
        this.pos++;
        continue;
      }
      if (t.tag === 'VERB') {
        main = t;
        toks.push(t);
        this.pos++;
        if (sawBe && t.form === 'ing') progressive = true;
        else if (sawBe && t.form !== 'base') passive = true;
        else if (sawHave) perfect = true;
        if (!finite) {
          if (t.form === 'past' || t.form === 'past_or_participle') tense = forcePassive ? 'none' : 'past';
          else if (t.form === 'third' || t.form === 'base') tense = 'present';
          if (t.form === 'past_or_participle' && forcePassive) passive = true;
        }
        if (sawHave && tense === 'none') tense = 'past';
        break;
      }
      break;
    }
    if (!main && !sawBe) {
      this.pos = start;
      clause.negations -= toks.filter((x) => x.tag === 'NEG').length;
      clause.modals.length = 0;
      return null;
    }
    let lemma = main ? main.lemma : 'be';
    // "grew tired" links a state, "grew 18 %" measures a change: before a number "grow" is a verb of change.
    const copula = !main || (COPULAR.has(lemma) && !(lemma === 'grow' && this.at()?.tag === 'NUM'));
    // Particle: "carried out", "went on", "rolled back".
    const part = this.at();
    if (main && part && part.tag === 'ADV' && /^(?:up|out|off|down|back|on|in|over|away|ahead|through|along|around)$/.test(part.lower)) {
      if (PHRASAL_SET.has(`${lemma}_${part.lower}`)) {
        lemma = `${lemma}_${part.lower}`;
        toks.push(part);
        this.pos++;
      }
    }
    const nonFinite =
      !finite && !!main && (main.form === 'ing' || ((main.form === 'past_or_participle' || main.form === 'participle') && forcePassive));
    const imperative = !finite && !!main && main.form === 'base' && !clause.subject;
    const pastLike = imperative && !!main && PAST_LIKE(main.lower);
    if (tense === 'none' && (finite || (main?.form === 'base' && clause.subject))) tense = 'present';
    return { lemma, tokens: toks, passive, copula, perfect, progressive, tense, imperative, pastLike, nonFinite };
  }

  /**
   * One clause: fronted adverbials, subject, verb group and arguments; then whatever coordinates with it.
   * `stopAtComma` ends the clause at a comma (relative and adverbial clauses opened by a comma);
   * `stopAtVerb` ends it at a new verb group once it has its own (restrictive relatives before the main verb).
   */
  clause(
    kind: ClauseKind,
    marker: string | null,
    parent: Clause | null,
    opts: { stopAtComma: boolean; stopAtVerb: boolean; subject?: NounPhrase | null },
  ): Clause {
    const c = this.newClause(kind, marker, parent);
    this.depth++;
    const fronted: PrepArg[] = [];
    // Fronted material: "In the final of the Corrino Open, …", "After engineers found corrosion …, …",
    // "Born in 1931 …, the painter …", "According to the fire service, …", "Two years earlier, …".
    for (let guard = 0; guard < 6 && opts.subject === undefined; guard++) {
      const t = this.at();
      if (!t || isStop(t)) break;
      const multi = this.prepAt(this.pos);
      if (t.tag === 'ADV' && !(t.lower === 'only' && this.npStartAt(this.pos)) && !(multi && multi.length > 1)) {
        c.adverbs.push(t);
        this.pos++;
        if (isComma(this.at())) this.pos++;
        continue;
      }
      if (t.tag === 'SUB' && this.depth < MAX_DEPTH) {
        this.pos++;
        const sub = this.clause('adverbial', t.lower, c, { stopAtComma: true, stopAtVerb: false });
        fronted.push({ prep: t.lower, np: null, clause: sub, fronted: true });
        if (isComma(this.at())) this.pos++;
        continue;
      }
      // "About 28,000 runners finished …", "At least two teams are …": a number phrase, not a prepositional one.
      const numberPhrase = this.npStartAt(this.pos) && (t.tag === 'PREP' || t.tag === 'QUANT' || t.lower === 'at');
      const pr = numberPhrase ? null : this.prepAt(this.pos);
      if (pr && t.lower !== 'of') {
        const after = this.pos + pr.length;
        // "After engineers found corrosion …," — a clause after a preposition-like subordinator.
        if (
          /^(?:after|before|since|until|till|once|as)$/.test(pr.prep) &&
          this.npStartAt(after) &&
          this.clauseAt(after) &&
          this.depth < MAX_DEPTH
        ) {
          this.pos = after;
          const sub = this.clause('adverbial', pr.prep, c, { stopAtComma: true, stopAtVerb: false });
          fronted.push({ prep: pr.prep, np: null, clause: sub, fronted: true });
          if (isComma(this.at())) this.pos++;
          continue;
        }
        if (this.at(after)?.tag === 'VERB' && this.at(after)?.form === 'ing' && this.depth < MAX_DEPTH) {
          this.pos = after;
          const sub = this.newClause('adverbial', pr.prep, c);
          sub.subjectShared = true;
          this.verbAndArgs(sub, { stopAtComma: true, stopAtVerb: false, passive: false });
          sub.end = this.pos;
          fronted.push({ prep: pr.prep, np: null, clause: sub, fronted: true });
          if (isComma(this.at())) this.pos++;
          continue;
        }
        if (this.npStartAt(after)) {
          this.pos = after;
          const np = this.np({ subjectPosition: false, clause: c, noCoordination: false });
          if (np) {
            fronted.push({ prep: pr.prep, np, fronted: true });
            if (isComma(this.at())) this.pos++;
            continue;
          }
          this.pos -= pr.length;
        }
        break;
      }
      // "Born in 1931 in Querne, the painter …": a fronted participle clause about the subject.
      if (
        t.tag === 'VERB' &&
        (t.form === 'past_or_participle' || t.form === 'participle' || t.form === 'ing') &&
        this.commaBeforeClause(this.pos) &&
        this.depth < MAX_DEPTH
      ) {
        const sub = this.newClause('participle', null, c);
        sub.subjectShared = true;
        this.verbAndArgs(sub, { stopAtComma: true, stopAtVerb: false, passive: t.form !== 'ing' });
        sub.end = this.pos;
        fronted.push({ prep: 'participle', np: null, clause: sub, fronted: true });
        if (isComma(this.at())) this.pos++;
        continue;
      }
      // "Two years earlier, the town had lost …": a noun phrase of time before the subject.
      if (this.npStartAt(this.pos)) {
        const save = this.pos;
        const built = this.clauses.length;
        const np = this.np({ subjectPosition: false, clause: c, noCoordination: true });
        const adv = this.at();
        if (np && adv && adv.tag === 'ADV' && isComma(this.at(this.pos + 1))) {
          c.adverbs.push(adv);
          fronted.push({ prep: 'np', np, fronted: true });
          this.pos += 2;
          continue;
        }
        if (
          np &&
          isComma(this.at()) &&
          this.npStartAt(this.pos + 1) &&
          !this.appositionThenVerb(this.pos) &&
          !this.verbGroupAt(this.pos + 1)
        ) {
          fronted.push({ prep: 'np', np, fronted: true });
          this.pos++;
          continue;
        }
        this.pos = save;
        this.clauses.length = built;
      }
      break;
    }
    c.pps.push(...fronted);
    // Existential "there is/are X".
    if (this.at()?.lower === 'there' && this.at(this.pos + 1)?.tag === 'BE') {
      c.marks.push(this.at() as Tagged);
      this.pos++;
      const vg = this.verbGroup(c);
      c.verb = vg;
      c.subject = this.np({ subjectPosition: false, clause: c });
      if (c.subject?.negative) c.negations++;
      this.args(c, opts);
    } else {
      if (opts.subject !== undefined) {
        c.subject = opts.subject;
        c.subjectShared = opts.subject !== null;
      } else if (!this.verbGroupAt(this.pos)) {
        c.subject = this.np({ subjectPosition: true, clause: c });
      }
      if (c.subject?.negative && !c.subjectShared) c.negations++;
      this.verbAndArgs(c, { stopAtComma: opts.stopAtComma, stopAtVerb: opts.stopAtVerb, passive: false });
    }
    c.end = this.pos;
    this.depth--;
    this.coordinate(c, opts);
    return c;
  }

  /** Whether a subject and a verb start at i (used after "after"/"before" to tell a clause from a phrase). */
  clauseAt(i: number): boolean {
    return this.peek(() => {
      this.pos = i;
      const np = this.np({ subjectPosition: true, clause: null, noCoordination: false });
      return !!np && this.verbGroupAt(this.pos);
    });
  }

  /** Runs a look-ahead and forgets everything it built: position, clauses, depth. */
  peek(fn: () => boolean): boolean {
    const save = this.pos;
    const clauses = this.clauses.length;
    const depth = this.depth;
    const ok = fn();
    this.pos = save;
    this.clauses.length = clauses;
    this.depth = depth;
    return ok;
  }

  /** A fronted participle clause ends with a comma followed by the main clause's subject. */
  commaBeforeClause(i: number): boolean {
    for (let k = i + 1; k < this.T.length && k < i + LOOKAHEAD; k++) {
      const t = this.at(k) as Tagged;
      if (isStop(t)) return false;
      if (isComma(t)) return this.npStartAt(k + 1);
    }
    return false;
  }

  /** A sum of money opens at token i: a currency sign before a number, or a number with a scale word or currency name. */
  amountAt(i: number): boolean {
    const t = this.at(i);
    const next = this.at(i + 1);
    if (!t || !next) return false;
    if (t.tag === 'SYM') return /^[$€£¥]$/.test(t.raw) && next.tag === 'NUM';
    const after = /^(?:million|billion|trillion|bn|m)$/.test(next.lower) ? this.at(i + 2) : next;
    return t.tag === 'NUM' && (after !== next || CURRENCY_WORD.test(after?.lower ?? ''));
  }

  /** ", NP , verb": an apposition to the phrase before the comma, not a fronted adverbial. */
  appositionThenVerb(i: number): boolean {
    return this.peek(() => {
      this.pos = i + 1;
      const np = this.np({ subjectPosition: false, clause: null, noCoordination: true, appositive: true });
      return !!np && isComma(this.at()) && this.verbGroupAt(this.pos + 1);
    });
  }

  verbAndArgs(c: Clause, opts: { stopAtComma: boolean; stopAtVerb: boolean; passive: boolean }): void {
    c.verb = this.verbGroup(c, opts.passive);
    if (c.verb) {
      if (opts.passive && c.verb.tokens.length === 1) c.verb.passive = c.verb.tokens[0]?.form !== 'ing';
    }
    this.args(c, opts);
  }

  args(c: Clause, opts: { stopAtComma: boolean; stopAtVerb: boolean }): void {
    for (let guard = 0; guard < 80; guard++) {
      const t = this.at();
      if (!t || isStop(t)) break;
      this.steps++;
      if (isComma(t)) {
        const nx = this.at(this.pos + 1);
        if (!nx) break;
        if (opts.stopAtComma) break;
        if (nx.tag === 'VERB' && nx.form === 'ing' && c.verb && this.depth < MAX_DEPTH) {
          // "…, succeeding Marcus Threlfall": a participle clause about the subject, asserted with it.
          this.pos++;
          const part = this.newClause('participle', null, c);
          part.subject = c.subject;
          part.subjectShared = true;
          this.depth++;
          this.verbAndArgs(part, { stopAtComma: true, stopAtVerb: true, passive: false });
          this.depth--;
          part.end = this.pos;
          c.pps.push({ prep: 'participle', np: null, clause: part });
          continue;
        }
        if (nx.tag === 'CC' || nx.tag === 'SUB' || this.prepAt(this.pos + 1)?.prep === 'according_to') {
          if (nx.tag === 'CC') break;
          this.pos++;
          continue;
        }
        if (nx.tag === 'VERB' && (nx.form === 'past_or_participle' || nx.form === 'participle') && c.verb && this.depth < MAX_DEPTH) {
          // "…, conducted by his brother Enzo": a participle about what the clause just named.
          this.pos++;
          const part = this.newClause('participle', null, c);
          part.subject = c.object ?? c.attribute ?? c.subject;
          part.subjectShared = true;
          this.depth++;
          this.verbAndArgs(part, { stopAtComma: true, stopAtVerb: true, passive: true });
          this.depth--;
          part.end = this.pos;
          c.pps.push({ prep: 'participle', np: null, clause: part });
          continue;
        }
        // ", X said" / ", NP VERB": a new clause begins.
        if (this.npStartAt(this.pos + 1) && this.clauseAt(this.pos + 1) && c.verb) break;
        this.pos++;
        continue;
      }
      if (t.tag === 'CC') break;
      if (t.tag === 'PUNCT' && t.raw === '(') {
        let k = this.pos;
        while (k < this.T.length && k < this.pos + LOOKAHEAD && this.at(k)?.raw !== ')') k++;
        this.pos = this.T[k]?.raw === ')' ? k + 1 : this.pos + 1;
        continue;
      }
      if (t.tag === 'PUNCT') {
        this.pos++;
        continue;
      }
      if (t.tag === 'SUB' && this.depth < MAX_DEPTH) {
        // "where" and "when" after a place or a time noun open a relative clause, handled by the noun phrase.
        this.pos++;
        const sub = this.clause('adverbial', t.lower, c, { stopAtComma: true, stopAtVerb: false });
        c.pps.push({ prep: t.lower, np: null, clause: sub });
        continue;
      }
      const approx =
        this.npStartAt(this.pos) &&
        (t.tag === 'PREP' || t.tag === 'QUANT') &&
        !(/^(?:over|under)$/.test(t.lower) && (c.object || c.pps.length > 0));
      const pr = approx ? null : this.prepAt(this.pos);
      if (pr) {
        const after = this.pos + pr.length;
        // "but not X" / "except X" / "unless …": exceptions are kept as their own role.
        if (pr.prep === 'unless' && this.depth < MAX_DEPTH) {
          this.pos = after;
          const sub = this.clause('adverbial', 'unless', c, { stopAtComma: true, stopAtVerb: false });
          c.pps.push({ prep: 'unless', np: null, clause: sub });
          continue;
        }
        if (
          /^(?:after|before|since|until|till|once|as|except)$/.test(pr.prep) &&
          this.npStartAt(after) &&
          this.clauseAt(after) &&
          this.depth < MAX_DEPTH
        ) {
          this.pos = after;
          const sub = this.clause('adverbial', pr.prep, c, { stopAtComma: true, stopAtVerb: false });
          c.pps.push({ prep: pr.prep, np: null, clause: sub });
          continue;
        }
        if (this.at(after)?.tag === 'VERB' && this.at(after)?.form === 'ing' && this.depth < MAX_DEPTH) {
          this.pos = after;
          const sub = this.newClause('adverbial', pr.prep, c);
          sub.subjectShared = true;
          sub.subject = c.subject;
          this.depth++;
          this.verbAndArgs(sub, { stopAtComma: true, stopAtVerb: false, passive: false });
          this.depth--;
          sub.end = this.pos;
          c.pps.push({ prep: pr.prep, np: null, clause: sub });
          continue;
        }
        // "than in the placebo group": a comparison with a prepositional phrase.
        if (pr.prep === 'than' && this.prepAt(after)) {
          const inner = this.prepAt(after) as { prep: string; length: number };
          this.pos = after + inner.length;
          const np = this.np({ subjectPosition: false, clause: c });
          c.pps.push({ prep: `than_${inner.prep}`, np });
          continue;
        }
        if (this.npStartAt(after)) {
          this.pos = after;
          const np = this.np({ subjectPosition: false, clause: c });
          c.pps.push({ prep: pr.prep, np });
          continue;
        }
        // "except along its lower stretch", "except in the lower stretch": an exception made of a phrase.
        if ((pr.prep === 'except' || pr.prep === 'but_not') && this.prepAt(after)) {
          const inner = this.prepAt(after) as { prep: string; length: number };
          if (this.npStartAt(after + inner.length)) {
            this.pos = after + inner.length;
            const np = this.np({ subjectPosition: false, clause: c, absorbPPs: true });
            c.pps.push({ prep: `except_${inner.prep}`, np });
            continue;
          }
        }
        // A stranded preposition or particle: an adverb.
        c.adverbs.push(t);
        this.pos = after;
        continue;
      }
      if (t.tag === 'TO' && this.at(this.pos + 1)?.tag === 'VERB' && this.depth < MAX_DEPTH) {
        this.pos++;
        const inf = this.newClause('infinitive', 'to', c);
        inf.subject = c.verb?.passive ? c.subject : c.object && OBJECT_CONTROL.has(c.verb?.lemma ?? '') ? c.object : (c.subject ?? null);
        inf.subjectShared = true;
        this.depth++;
        this.verbAndArgs(inf, { stopAtComma: opts.stopAtComma, stopAtVerb: opts.stopAtVerb, passive: false });
        this.depth--;
        inf.end = this.pos;
        c.pps.push({ prep: 'to_verb', np: null, clause: inf });
        continue;
      }
      if (t.tag === 'TO' && this.at(this.pos + 1)?.tag === 'BE') {
        this.pos++;
        continue;
      }
      // "that"-clauses and bare complements after verbs of saying and knowing.
      const reporting = !!c.verb && REPORT_OR_THINK.has(c.verb.lemma.split('_')[0] as string) && !c.object;
      // A complement without "that" follows only a finite verb of saying ("said construction could begin"), not a
      // participle ("A patch adding null checks was written").
      const bare =
        !!c.verb &&
        !c.verb.nonFinite &&
        this.npStartAt(this.pos) &&
        this.clauseAt(this.pos) &&
        !(this.subjectRelativeNeedsMainVerb && c.kind === 'relative' && !!c.parent && !c.parent.verb && this.finiteVerbsFrom(this.pos) < 2);
      if (reporting && ((t.lower === 'that' && (t.tag === 'DET' || t.tag === 'REL')) || bare) && this.depth < MAX_DEPTH) {
        if (t.lower === 'that') this.pos++;
        const comp = this.clause('complement', 'that', c, { stopAtComma: false, stopAtVerb: false });
        c.pps.push({ prep: 'that', np: null, clause: comp });
        break;
      }
      if (t.lower === 'whether' && this.depth < MAX_DEPTH) {
        this.pos++;
        const comp = this.clause('complement', 'whether', c, { stopAtComma: false, stopAtVerb: false });
        c.pps.push({ prep: 'whether', np: null, clause: comp });
        break;
      }
      if (t.tag === 'NEG') {
        // "but not X", "not only": a stray negation in the arguments.
        if (this.at(this.pos - 1)?.lower === 'but') {
          c.marks.push(t);
          this.pos++;
          const np = this.np({ subjectPosition: false, clause: c });
          c.pps.push({ prep: 'but_not', np });
          continue;
        }
        c.negations++;
        c.marks.push(t);
        this.pos++;
        continue;
      }
      if (t.tag === 'ADV') {
        c.adverbs.push(t);
        this.pos++;
        continue;
      }
      if ((t.tag === 'MODAL' || t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO' || t.tag === 'VERB') && c.verb) {
        if (opts.stopAtVerb) break;
        if (t.tag === 'VERB' && t.form === 'ing' && this.depth < MAX_DEPTH) {
          // "stopped selling", "began working": a gerund complement of the verb.
          const ger = this.newClause('infinitive', 'ing', c);
          ger.subject = c.subject;
          ger.subjectShared = true;
          this.depth++;
          this.verbAndArgs(ger, { stopAtComma: true, stopAtVerb: true, passive: false });
          this.depth--;
          ger.end = this.pos;
          c.pps.push({ prep: 'ing_verb', np: null, clause: ger });
          continue;
        }
        break;
      }
      if (!c.verb && (t.tag === 'MODAL' || t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO' || t.tag === 'VERB')) {
        c.verb = this.verbGroup(c);
        if (c.verb) continue;
      }
      // "two months later", "three years ago": a time told from another one is a frame of its own, kept under the
      // word that relates it ("later": the role `later`), never an object.
      if (t.tag === 'NUM' && TIME_UNIT.test(this.at(this.pos + 1)?.lower ?? '') && RELATIVE_TIME.test(this.at(this.pos + 2)?.lower ?? '')) {
        const relation = (this.at(this.pos + 2) as Tagged).lower;
        const np = this.np({ subjectPosition: false, clause: c, noCoordination: true });
        if (np && this.at()?.lower === relation) {
          c.marks.push(this.at() as Tagged);
          this.pos++;
          c.pps.push({ prep: relation, np });
          continue;
        }
        if (np) {
          c.pps.push({ prep: 'np', np });
          continue;
        }
      }
      if (this.npStartAt(this.pos)) {
        const np = this.np({ subjectPosition: false, clause: c });
        if (!np) {
          this.pos++;
          continue;
        }
        if (np.negative && !c.verb?.copula) c.negations++;
        if (c.verb && !c.verb.copula && np.tokens.length > 0 && np.tokens.every((x) => x.tag === 'ADJ') && !np.det && np.pps.length === 0) {
          c.adverbs.push(...np.tokens);
          continue;
        }
        if (!c.verb) {
          if (!c.subject) c.subject = np;
          else if (!c.attribute) c.attribute = np;
          else c.pps.push({ prep: 'np', np });
        } else if (c.verb.copula && !c.attribute) c.attribute = np;
        else if (!c.object && !c.verb.copula && !(c.verb.passive && !c.object && isTimeLike(np))) c.object = np;
        else if (!c.object2 && !isTimeLike(np) && !c.verb.copula) c.object2 = np;
        else c.pps.push({ prep: 'np', np });
        continue;
      }
      this.pos++;
    }
  }

  /** "A did X and B did Y", "A did X and did Y", "… by 9 mmHg in group A and by 2 mmHg in group B". */
  coordinate(c: Clause, opts: { stopAtComma: boolean; stopAtVerb: boolean }): void {
    if (this.depth >= MAX_DEPTH) return;
    let i = this.pos;
    if (isComma(this.at(i)) && this.at(i + 1)?.tag === 'CC') i++;
    const cc = this.at(i);
    if (!cc || cc.tag !== 'CC') {
      // "…, X said" — a new main clause after a comma is read by the caller's loop.
      return;
    }
    if (opts.stopAtComma && isComma(this.at(this.pos))) return;
    const after = i + 1;
    // "…, and so can Premium customers": the same predicate for another subject.
    if (
      this.at(after)?.lower === 'so' &&
      ['MODAL', 'BE', 'HAVE', 'DO'].includes(this.at(after + 1)?.tag ?? '') &&
      this.npStartAt(after + 2) &&
      c.verb
    ) {
      this.pos = after + 2;
      const g = this.newClause('gapped', 'so', c.parent);
      g.subject = this.np({ subjectPosition: false, clause: g, noCoordination: false });
      g.verb = c.verb;
      g.object = c.object;
      g.attribute = c.attribute;
      g.negations = c.negations;
      g.modals = [...c.modals];
      g.pps.push(...c.pps);
      g.end = this.pos;
      return;
    }
    // VP coordination: "was issued by the CA and installed on both load balancers".
    if (this.verbGroupAt(after) || this.at(after)?.tag === 'VERB') {
      this.pos = after;
      const next = this.clause('coord', cc.lower, c.parent, { ...opts, subject: c.subject });
      next.pps.unshift(...c.pps.filter((p) => p.fronted));
      if (
        c.verb &&
        next.verb &&
        c.verb.passive &&
        !next.verb.passive &&
        // "carried out": a phrasal verb's particle is part of the participle.
        next.verb.tokens.every((x, k) => (k === 0 ? x.form === 'past_or_participle' : x.tag === 'ADV')) &&
        !next.object
      ) {
        next.verb.passive = true;
      }
      if (c.verb && next.verb && next.verb.tense === 'none') next.verb.tense = c.verb.tense;
      if (
        c.verb &&
        next.verb &&
        next.verb.tokens.length === 1 &&
        next.verb.tokens[0]?.form === 'past_or_participle' &&
        (c.verb.perfect || c.modals.length > 0)
      ) {
        next.modals.push(...c.modals);
        next.verb.perfect = c.verb.perfect;
      }
      return;
    }
    // Clause coordination: "Tomas Okafor scored twice, and Ali Brennan added the third goal".
    if (this.npStartAt(after) && this.clauseAt(after)) {
      this.pos = after;
      this.clause('coord', cc.lower, c.parent, opts);
      return;
    }
    // Gapping: "by an average of 9 mmHg in the Corvalin group and by 2 mmHg in the placebo group", "is larger, …, but
    // much shallower": what follows the coordinator has no verb of its own and shares the clause's.
    const gapStart = this.at(after);
    if (
      c.verb &&
      gapStart &&
      !this.laterVerb(after) &&
      !this.verbGroupAt(after) &&
      (this.prepAt(after) || gapStart.tag === 'ADV' || gapStart.tag === 'ADJ' || (c.verb.copula && this.npStartAt(after)))
    ) {
      this.pos = after;
      const g = this.newClause('gapped', cc.lower, c.parent);
      g.subject = c.subject;
      g.subjectShared = true;
      g.verb = c.verb;
      g.object = c.object;
      g.negations = c.negations;
      g.modals = [...c.modals];
      if (!c.verb.copula) g.object = c.object;
      this.args(g, opts);
      // "four times a day in summer and twice a day in winter": the conjunct's own count of times replaces the one it
      // shares.
      if (g.object === c.object && c.object?.head?.lower === 'times' && g.adverbs.some((a) => /^(?:once|twice|thrice)$/.test(a.lower)))
        g.object = null;
      const own = new Set(g.pps.map((p) => p.prep));
      g.pps.push(...c.pps.filter((p) => !own.has(p.prep)));
      g.end = this.pos;
      return;
    }
  }
}

/** A year written alone as four digits, 1500–2100. */
function bareYear(t: Tagged): boolean {
  return t.tag === 'NUM' && /^\d{4}$/.test(t.raw) && Number(t.raw) >= 1500 && Number(t.raw) <= 2100;
}

function emptyPhrase(start: number, end: number): NounPhrase {
  return {
    start,
    end,
    det: null,
    only: false,
    partitive: null,
    head: null,
    tokens: [],
    numberWords: [],
    possessor: null,
    pps: [],
    appositives: [],
    conjuncts: [],
    coordinator: null,
    pronoun: null,
    negative: false,
    relatives: [],
    marks: [],
  };
}

function pronounPhrase(t: Tagged): NounPhrase {
  return { ...emptyPhrase(t.index, t.index + 1), pronoun: t.lower, head: t, tokens: [t] };
}

const TIME_WORDS =
  /^(?:morning|evening|afternoon|night|week|weekend|month|year|day|spring|summer|autumn|fall|winter|quarter|season|today|yesterday|decade|century|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time|weeks|months|years|days|minutes|hours|seconds)$/;

function isTimeLike(np: NounPhrase): boolean {
  return (
    !!np.head &&
    TIME_WORDS.test(np.head.lower) &&
    (np.det === 'this' ||
      np.det === 'every' ||
      np.det === 'each' ||
      np.det === 'that' ||
      np.tokens.some((t) => t.lower === 'last' || t.lower === 'next'))
  );
}

const PHRASAL_SET = new Set(
  `carry_out give_up set_up roll_back back_up switch_on switch_off turn_on turn_off take_over go_ahead go_on shut_down sign_off pick_up
  find_out point_out hand_over break_out call_off put_off carry_on log_in fill_in step_down drop_out take_out take_up bring_in bring_up
  wind_down write_off write_up lay_off cut_off close_down open_up clean_up look_up set_off check_in check_out turn_down put_out pay_off
  pay_back rule_out phase_out sell_off buy_out spin_off hold_up hold_off back_out pull_out move_in move_out end_up date_back kick_off spin_up tear_down`
    .split(/\s+/)
    .filter(Boolean),
);

const PAST_LIKE_SET = new Set(
  'put set cut let shut hit cost quit spread read reset upset broadcast shed split thrust bet burst cast hurt'.split(' '),
);
function PAST_LIKE(w: string): boolean {
  return PAST_LIKE_SET.has(w);
}

/**
 * Tokens of a sentence that no clause with a verb accounts for: words the parse skipped or left in a verbless
 * fragment. A claim with such a word cannot be established (what was not read cannot be vouched for).
 */
export function unaccounted(parsed: ParsedSentence): Tagged[] {
  const covered = new Set<number>();
  const phrase = (np: NounPhrase | null, depth: number) => {
    if (!np || depth > 8) return;
    for (const t of np.tokens) covered.add(t.index);
    for (const t of np.numberWords) covered.add(t.index);
    for (const t of np.marks) covered.add(t.index);
    phrase(np.possessor, depth + 1);
    for (const p of np.pps) phrase(p.np, depth + 1);
    for (const a of np.appositives) phrase(a, depth + 1);
    for (const k of np.conjuncts) phrase(k, depth + 1);
  };
  for (const c of parsed.clauses) {
    if (!c.verb) continue;
    for (const t of c.verb.tokens) covered.add(t.index);
    for (const t of c.adverbs) covered.add(t.index);
    for (const t of c.marks) covered.add(t.index);
    if (!c.subjectShared) phrase(c.subject, 0);
    phrase(c.object, 0);
    phrase(c.object2, 0);
    phrase(c.attribute, 0);
    for (const p of c.pps) phrase(p.np, 0);
  }
  return parsed.tokens.filter((t) => CONTENT_TAGS.has(t.tag) && !covered.has(t.index));
}
const CONTENT_TAGS = new Set<Tag>([
  'NOUN',
  'PROPN',
  'ADJ',
  'NUM',
  'SYM',
  'VERB',
  'NEG',
  'MODAL',
  'QUANT',
  'ADV',
  'BE',
  'HAVE',
  'DO',
  'POSSDET',
  'PRON',
]);
