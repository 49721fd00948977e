import {
  ADVERBS,
  BE,
  CALENDAR,
  COORDINATORS,
  DETERMINERS,
  DO,
  HAVE,
  isVerbBase,
  MODALS,
  NUMERALS,
  PARTICLES,
  PHRASAL,
  POSSESSIVE_DETERMINERS,
  PREPOSITIONS,
  PRONOUNS,
  participleEqualsBase,
  QUANTIFIERS,
  SUBORDINATORS,
  type VerbForm,
  verbReading,
} from './lexicon.ts';
import { stemOf, type Tok } from './tokens.ts';

export type Tag =
  | 'DET'
  | 'POSSDET'
  | 'QUANT'
  | 'NUM'
  | 'PRON'
  | 'PREP'
  | 'SUB'
  | 'REL'
  | 'CC'
  | 'BE'
  | 'HAVE'
  | 'DO'
  | 'MODAL'
  | 'NEG'
  | 'TO'
  | 'ADV'
  | 'VERB'
  | 'NOUN'
  | 'PROPN'
  | 'ADJ'
  | 'POS'
  | 'PUNCT'
  | 'SYM';

export interface Tagged extends Tok {
  tag: Tag;
  /** For verbs: the base form; for other words: the lower-case word. */
  lemma: string;
  form?: VerbForm;
  /** Written with a capital that is not just the start of a sentence. */
  name: boolean;
}

/** Adjectives that do not announce themselves by an ending. Comparatives of these are adjectives too. */
const ADJECTIVES = new Set(
  `large small big high low long short deep shallow old young new full free main common rare mild late early final former previous local
  public private major minor total average annual daily monthly quarterly weekly single safe unsafe same different other such own wide
  narrow heavy light fast slow cheap expensive warm cold hot cool dry wet clean dirty open closed empty strong weak great good bad poor rich
  true false real whole entire complete partial able unable likely unlikely due ready available suitable necessary possible impossible
  responsible free fit unfit valid invalid legal illegal lawful unlawful aware sure certain clear near far far-reaching top bottom upper lower
  inner outer north south east west northern southern eastern western central overall net gross key chief senior junior joint mutual
  faulty healthy sick dead alive alone busy quiet loud fair unfair proper further extra initial recent current latest earliest next last
  first second third fourth fifth pale yellow red green blue black white grey gray brown orange purple pink thin thick dense rich fine
  hard soft smooth rough bright dark tiny huge vast brief quick steep flat sharp loose tight calm busy happy sad fresh stale weak
  simple easy difficult young tall`
    .split(/\s+/)
    .filter(Boolean),
);

/** Nouns whose ending looks like an adjective's. */
const NOUN_EXCEPTIONS = new Set(
  'trial material denial dial vial memorial tutorial editorial serial ritual manual capital hospital arrival approval proposal rival terminal festival portal'.split(
    ' ',
  ),
);
const ADJ_SUFFIX = /(?:ous|ful|ive|able|ible|ic|ical|ish|less|ese|ial|ual|onal|ntal|ward)$/;
const NOUN_SUFFIX = /(?:tion|sion|ment|ness|ity|ance|ence|ship|ism|ist|ure|age|ery|hood|dom|er|or|ee|ics)$/;

export function comparativeBase(lower: string): string | null {
  if (lower.length < 4) return null;
  for (const [suffix, add] of [
    ['ier', 'y'],
    ['iest', 'y'],
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ] as const) {
    if (!lower.endsWith(suffix)) continue;
    let base = lower.slice(0, -suffix.length) + add;
    if (ADJECTIVES.has(base)) return base;
    if (/([bdgmnpt])\1$/.test(base)) {
      base = base.slice(0, -1);
      if (ADJECTIVES.has(base)) return base;
    }
  }
  return null;
}

function isCapitalised(raw: string): boolean {
  return /^\p{Lu}/u.test(raw);
}

/** Lexical class before context: the closed classes decide; open-class words are left as NOUN/ADJ/VERB candidates. */
function lexical(t: Tok): { tag: Tag; lemma: string; form?: VerbForm } {
  const w = t.lower;
  if (t.kind === 'punct') return { tag: 'PUNCT', lemma: w };
  if (t.kind === 'symbol') return { tag: 'SYM', lemma: w };
  if (t.kind === 'number' || NUMERALS.has(w)) return { tag: 'NUM', lemma: w };
  if (w === "'s" || w === "'") return { tag: 'POS', lemma: w };
  if (w === 'not' || w === 'never' || w === 'cannot') return { tag: 'NEG', lemma: w };
  if (w === 'to') return { tag: 'TO', lemma: w };
  if (w === 'may' && t.raw === 'May') return { tag: 'MODAL', lemma: w };
  if (MODALS.has(w) || w === 'will') return { tag: 'MODAL', lemma: w };
  if (BE.has(w) || w === "'re" || w === "'m") return { tag: 'BE', lemma: 'be' };
  if (HAVE.has(w)) return { tag: 'HAVE', lemma: 'have' };
  if (DO.has(w)) return { tag: 'DO', lemma: 'do' };
  if (DETERMINERS.has(w)) return { tag: 'DET', lemma: w };
  if (POSSESSIVE_DETERMINERS.has(w)) return { tag: 'POSSDET', lemma: w };
  if (QUANTIFIERS.has(w)) return { tag: 'QUANT', lemma: w };
  if (PRONOUNS.has(w)) return { tag: 'PRON', lemma: w };
  if (COORDINATORS.has(w)) return { tag: 'CC', lemma: w };
  if (w === 'who' || w === 'whom' || w === 'which') return { tag: 'REL', lemma: w };
  if (SUBORDINATORS.has(w) && !PREPOSITIONS.has(w)) return { tag: 'SUB', lemma: w };
  if (PREPOSITIONS.has(w)) return { tag: 'PREP', lemma: w };
  if (ADVERBS.has(w)) return { tag: 'ADV', lemma: w };
  if (CALENDAR.has(w)) return { tag: 'NOUN', lemma: w };
  return { tag: 'NOUN', lemma: w };
}

const POST_VERB_START = new Set<Tag>([
  'DET',
  'POSSDET',
  'QUANT',
  'NUM',
  'PRON',
  'PREP',
  'ADV',
  'PROPN',
  'TO',
  'PUNCT',
  'SUB',
  'ADJ',
  'NEG',
  'SYM',
  'CC',
  'REL',
]);

/** Whether what follows position i can start a verb's arguments ("of" never does: "the salt mines of Dervo"). */
function plausibleAfterVerb(out: Tagged[], i: number): boolean {
  const nx = out[i + 1];
  if (!nx) return true;
  if (nx.lower === 'of' || nx.lower === "'s") return false;
  // "Neither the firewall rules nor the DNS records": the word before "nor" ends a noun phrase.
  if (nx.lower === 'nor' && out.slice(0, i).some((t) => t.lower === 'neither')) return false;
  if (nx.tag === 'PUNCT') return nx.raw !== "'" && nx.raw !== '-';
  if (POST_VERB_START.has(nx.tag)) return true;
  return nx.tag === 'NOUN' && !(verbReading(nx.lower) && !isVerbBase(nx.lower));
}
const NP_INNER = new Set<Tag>(['DET', 'POSSDET', 'QUANT', 'ADJ', 'POS']);

/**
 * Tags a sentence's tokens. Closed classes come from the lexicon; for the rest, a capital inside the sentence marks a
 * name, and whether an open-class word is a verb is read from its form and its neighbours: after a determiner it is a
 * noun ("the search"), after "to", a modal or "did" it is a verb, a "-s"/base form after a noun is a verb when what
 * follows can start a verb's arguments ("Both lakes drain into …"), an "-ed" form after a noun is a verb unless an
 * adjective position holds it ("the patched servers").
 */
/**
 * `finiteVerbFallback`: a sentence read without any verb takes the first word that can be one (finiteVerbOfVerblessSentence).
 * Only for statements (fact claims and contexts): instructions, commit subjects and log lines are verbless on purpose.
 */
export function tagSentence(toks: Tok[], lowerVocabulary: Set<string>, options: { finiteVerbFallback?: boolean } = {}): Tagged[] {
  const out: Tagged[] = toks.map((t) => {
    const lx = lexical(t);
    return { ...t, tag: lx.tag, lemma: lx.lemma, ...(lx.form ? { form: lx.form } : {}), name: false };
  });
  const n = out.length;
  const at = (i: number): Tagged | undefined => out[i];
  // Sentence starts: the first token, and a token after ":" or an opening quote or bracket.
  const starts = (i: number): boolean => {
    const p = at(i - 1);
    return i === 0 || (p !== undefined && p.tag === 'PUNCT' && /^[:;("“'‘[]$/.test(p.lower));
  };
  // Pass 1: names, relative "that", "her" as determiner, "'s" as "is", open-class candidates.
  for (let i = 0; i < n; i++) {
    const t = out[i] as Tagged;
    // "on 12 May", "in May 2021", "May 3": the month, not the modal.
    if (t.raw === 'May') {
      const p = at(i - 1);
      const nx = at(i + 1);
      if (
        (p && (p.tag === 'NUM' || /^(?:in|of|since|until|by|from|during|early|late|mid|last|next|this)$/.test(p.lower))) ||
        nx?.tag === 'NUM'
      ) {
        t.tag = 'NOUN';
        t.lemma = 'may';
      }
      continue;
    }
    // "at 9 am", "from 10 am": the time of day after a number, not the verb.
    if (t.lower === 'am' && at(i - 1)?.tag === 'NUM') {
      t.tag = 'NOUN';
      t.lemma = 'am';
      continue;
    }
    // "Quarra Foods' revenue": an apostrophe glued to a plural is a possessive.
    if (t.tag === 'PUNCT' && (t.raw === "'" || t.raw === '’')) {
      const p = at(i - 1);
      const nx = at(i + 1);
      if (p && p.kind === 'word' && /s$/i.test(p.raw) && p.offset + p.raw.length === t.offset && nx && nx.kind === 'word') t.tag = 'POS';
      continue;
    }
    if (t.lower === 'yet' && t.tag === 'CC') {
      const p = at(i - 1);
      if (p && (p.tag === 'NEG' || p.tag === 'HAVE' || p.tag === 'BE' || p.tag === 'MODAL')) t.tag = 'ADV';
      continue;
    }
    if (t.kind !== 'word') continue;
    if (t.tag === 'POS') {
      const p = at(i - 1);
      if (t.lower === "'s" && p && (p.tag === 'PRON' || /^(?:that|there|what|here|who)$/.test(p.lower))) {
        t.tag = 'BE';
        t.lemma = 'be';
      }
      continue;
    }
    if (t.lower === 'her') {
      const nx = at(i + 1);
      if (
        nx &&
        (nx.kind === 'word' || nx.kind === 'number') &&
        !['PREP', 'PUNCT', 'CC', 'TO', 'SUB', 'REL', 'ADV'].includes(lexical(nx).tag)
      )
        t.tag = 'POSSDET';
      continue;
    }
    if (t.tag !== 'NOUN') continue;
    const cap = isCapitalised(t.raw);
    const initial = starts(i);
    // "First we Collected the data": a capitalised past form right after a subject pronoun is its verb, not a name.
    const pv = cap && !initial && /^(?:i|we|they|he|she|you)$/.test(at(i - 1)?.lower ?? '') ? verbReading(t.lower) : null;
    if (pv?.known && (pv.form === 'past' || pv.form === 'past_or_participle')) {
      t.tag = 'VERB';
      t.lemma = pv.lemma;
      t.form = pv.form;
      continue;
    }
    if (cap && !initial) {
      t.tag = 'PROPN';
      t.name = true;
      continue;
    }
    if (cap && initial) {
      const v = verbReading(t.lower);
      const nx = at(i + 1);
      // "Prepared 500 mL …", "Took a full backup …", "Put the API into …": a log line that opens with a verb.
      if (v && v.form !== 'third' && nx && !isCapitalised(nx.raw) && nx.tag !== 'PUNCT' && (v.form !== 'base' || v.known)) {
        const nxLex = lexical(nx).tag;
        if (
          ['DET', 'POSSDET', 'QUANT', 'NUM', 'PRON', 'PREP', 'ADV', 'TO'].includes(nxLex) ||
          v.form === 'past_or_participle' ||
          v.form === 'past'
        ) {
          t.tag = 'VERB';
          t.lemma = v.lemma;
          t.form = v.form;
          continue;
        }
      }
      // "Bake the cake for 35 minutes": an unknown capitalised first word followed by a determiner is an instruction.
      if (
        !v &&
        nx &&
        (nx.tag === 'DET' || nx.tag === 'POSSDET') &&
        nx.lower !== 'that' &&
        !lowerVocabulary.has(t.lower) &&
        /^\p{Lu}\p{Ll}+$/u.test(t.raw)
      ) {
        t.tag = 'VERB';
        t.lemma = t.lower;
        t.form = 'base';
        continue;
      }
      if (!lowerVocabulary.has(t.lower) && !/(?:ed|ing|ly)$/.test(t.lower) && !CALENDAR.has(t.lower)) {
        t.tag = 'PROPN';
        t.name = true;
      }
    }
  }
  // "her first solo exhibition", "her last years": ordinal adverbs before a noun are adjectives.
  for (let i = 0; i < n; i++) {
    const t = out[i] as Tagged;
    const nx = at(i + 1);
    if (t.tag !== 'ADV' || !nx) continue;
    const inPhrase = at(i - 1) && ['DET', 'POSSDET', 'POS', 'QUANT'].includes((at(i - 1) as Tagged).tag);
    if (
      /^(?:first|last|next|only|former|further)$/.test(t.lower) &&
      (nx.tag === 'NOUN' || nx.tag === 'ADJ' || nx.tag === 'NUM') &&
      inPhrase
    )
      t.tag = 'ADJ';
    // "next month", "last week": a time phrase.
    else if (
      /^(?:next|last)$/.test(t.lower) &&
      /^(?:week|month|year|day|night|morning|evening|spring|summer|autumn|winter|season|quarter|time|weekend)s?$/.test(nx.lower)
    )
      t.tag = 'ADJ';
  }
  // "Guido van Rossum", "Ludwig van Beethoven": a lower-case particle between two parts of a name belongs to it.
  for (let i = 1; i + 1 < n; i++) {
    const t = out[i] as Tagged;
    if (
      /^(?:van|von|de|da|del|der|di|du|la|le|bin|ibn|al|dos|das)$/.test(t.raw) &&
      at(i - 1)?.tag === 'PROPN' &&
      at(i + 1)?.tag === 'PROPN'
    ) {
      t.tag = 'PROPN';
      t.name = true;
    }
  }
  // Pass 2: open-class words by context.
  for (let i = 0; i < n; i++) {
    const t = out[i] as Tagged;
    if (t.tag !== 'NOUN' || t.kind !== 'word') continue;
    const w = t.lower;
    const prev = prevSkippingAdverbs(out, i);
    const nx = at(i + 1);
    const v = verbReading(w);
    const adj =
      ADJECTIVES.has(w) ||
      comparativeBase(w) !== null ||
      (ADJ_SUFFIX.test(w) && !NOUN_SUFFIX.test(w) && !v) ||
      (/(?:er|ier)$/.test(w) && nx?.lower === 'than');
    if (/ly$/.test(w) && !adj && w.length > 4 && !v) {
      t.tag = nx && (nx.tag === 'NOUN' || nx.tag === 'PROPN') && !verbReading(nx.lower) ? 'ADJ' : 'ADV';
      continue;
    }
    if (!v && NOUN_EXCEPTIONS.has(w)) continue;
    // "to lower the fee", "to better the record": an adjective's form right after "to" and before a determiner or a
    // possessive is the verb of an infinitive ("close to the" has no "to" before it).
    if (!v && adj && prev?.tag === 'TO' && (nx?.tag === 'DET' || nx?.tag === 'POSSDET') && nx.lower !== 'that') {
      t.tag = 'VERB';
      t.lemma = w;
      t.form = 'base';
      continue;
    }
    // After "to", a modal or "did", any open-class word is a verb ("did not page the engineer").
    if (!v && !adj && /^[a-z]+$/.test(w)) {
      const aux = auxBefore(out, i);
      if (
        (aux === 'MODAL' || aux === 'DO' || (aux === 'TO' && nx && (nx.tag === 'DET' || nx.tag === 'POSSDET' || nx.tag === 'PRON'))) &&
        !(prev?.tag === 'DET')
      ) {
        t.tag = 'VERB';
        t.lemma = w;
        t.form = 'base';
        continue;
      }
    }
    if (!v) {
      // "Kepra-7b orbits its star": an unlisted "-s" word between a noun and a determiner is a verb.
      const pp = prevSkippingAdverbs(out, i);
      if (
        /[^su]s$/.test(w) &&
        w.length > 3 &&
        pp &&
        (pp.tag === 'NOUN' || pp.tag === 'PROPN') &&
        nx &&
        (nx.tag === 'DET' || nx.tag === 'POSSDET') &&
        !clauseHasFiniteVerb(out, i)
      ) {
        t.tag = 'VERB';
        t.lemma = w.slice(0, -1);
        t.form = 'third';
        continue;
      }
      if (adj) t.tag = 'ADJ';
      continue;
    }
    const p = prev?.tag;
    // "Dunmore's only goal came from …": an irregular past form after a noun is a verb.
    if (v.known && v.form === 'past' && (p === 'ADJ' || p === 'NOUN' || p === 'PROPN')) {
      t.tag = 'VERB';
      t.lemma = v.lemma;
      t.form = v.form;
      continue;
    }
    // After a determiner, a possessive or an adjective: inside a noun phrase. An adjective guessed from its ending
    // ("cooperative", "executive") may be a noun, so a verb form after it with a plausible continuation stays a verb.
    const guessedAdjective = p === 'ADJ' && !!prev && !ADJECTIVES.has(prev.lower) && comparativeBase(prev.lower) === null;
    if (
      guessedAdjective &&
      (v.form === 'third' || v.form === 'past' || v.form === 'past_or_participle') &&
      plausibleAfterVerb(out, i) &&
      !clauseHasFiniteVerb(out, i) &&
      nx?.tag !== 'NOUN'
    ) {
      t.tag = 'VERB';
      t.lemma = v.lemma;
      t.form = v.form;
      continue;
    }
    if (p && NP_INNER.has(p)) {
      if (
        adj ||
        ((v.form === 'past_or_participle' || v.form === 'ing') && nx && (nx.tag === 'NOUN' || nx.tag === 'PROPN' || nx.tag === 'ADJ'))
      )
        t.tag = 'ADJ';
      continue;
    }
    const aux = auxBefore(out, i);
    if (aux === 'MODAL' || aux === 'DO' || aux === 'TO') {
      if (v.form === 'base' || v.form === 'past_or_participle' || isVerbBase(w)) {
        t.tag = 'VERB';
        t.lemma = isVerbBase(w) ? w : v.lemma;
        t.form = 'base';
      }
      continue;
    }
    if (aux === 'BE') {
      if (v.form === 'past_or_participle' || v.form === 'participle' || v.form === 'ing' || participleEqualsBase(w)) {
        t.tag = 'VERB';
        t.lemma = v.lemma;
        t.form = v.form === 'ing' ? 'ing' : 'participle';
      } else if (adj) t.tag = 'ADJ';
      continue;
    }
    if (aux === 'HAVE') {
      if (v.form === 'past_or_participle' || v.form === 'participle' || participleEqualsBase(w)) {
        t.tag = 'VERB';
        t.lemma = v.lemma;
        t.form = 'participle';
      }
      continue;
    }
    if (v.form === 'ing') {
      // "Security awareness training completed": an "-ing" word between a noun and a verb is a noun.
      const follows =
        nx &&
        (nx.tag === 'BE' ||
          nx.tag === 'HAVE' ||
          nx.tag === 'MODAL' ||
          (nx.tag === 'NOUN' && !!verbReading(nx.lower) && /(?:ed|s)$/.test(nx.lower)));
      if ((p === 'NOUN' || p === 'PROPN' || p === 'ADJ') && follows && !clauseHasFiniteVerb(out, i)) continue;
      // "Operating profit fell", "while operating costs rose": an "-ing" word opening a clause, then a noun, then a
      // finite verb, modifies that noun, which is the verb's subject (read as a gerund, the verb had none).
      const after = at(i + 2);
      const afterVerb = after?.kind === 'word' && after.raw === after.lower ? verbReading(after.lower) : null;
      if (
        (!p || p === 'SUB' || p === 'CC' || p === 'PUNCT') &&
        nx?.tag === 'NOUN' &&
        nx.kind === 'word' &&
        nx.raw === nx.lower &&
        (afterVerb?.form === 'past' ||
          afterVerb?.form === 'past_or_participle' ||
          afterVerb?.form === 'third' ||
          (afterVerb?.form === 'base' && /[^s]s$/.test(nx.lower))) &&
        !clauseHasFiniteVerb(out, i)
      ) {
        t.tag = 'ADJ';
        continue;
      }
      // "-ing" after a preposition is a gerund, after a noun or a comma a participle: a verb either way.
      t.tag = 'VERB';
      t.lemma = v.lemma;
      t.form = 'ing';
      continue;
    }
    const afterNominal = p === 'NOUN' || p === 'PROPN' || p === 'PRON' || p === 'NUM' || p === 'SYM';
    if (v.form === 'past' || v.form === 'past_or_participle' || v.form === 'participle') {
      if (afterNominal || !p || p === 'ADV' || p === 'CC' || p === 'PUNCT' || p === 'REL' || p === 'SUB' || p === 'NEG') {
        if (adj && !v.known && nx && (nx.tag === 'NOUN' || nx.tag === 'PROPN')) {
          t.tag = 'ADJ';
          continue;
        }
        t.tag = 'VERB';
        t.lemma = v.lemma;
        t.form = v.form;
      }
      continue;
    }
    // Base or third-person forms: a verb after a noun phrase when what follows can start its arguments.
    if (v.form === 'base' || v.form === 'third') {
      const plausible = plausibleAfterVerb(out, i) && !(afterNominal && NOUN_SUFFIX.test(w) && nx?.tag === 'NOUN');
      if (!plausible) continue;
      const noVerbYet = !out
        .slice(0, i)
        .some((x) => x.tag === 'VERB' || x.tag === 'MODAL' || x.tag === 'BE' || x.tag === 'HAVE' || x.tag === 'DO');
      const frontedSub =
        (out[0]?.tag === 'SUB' || out[0]?.tag === 'PREP') &&
        v.form === 'base' &&
        v.known &&
        !!nx &&
        (nx.tag === 'DET' || nx.tag === 'POSSDET' || nx.tag === 'PRON');
      const afterComma = p === 'PUNCT' && prev?.raw === ',' && (noVerbYet || frontedSub);
      const afterCc = p === 'CC' && startsClauseList(out, i) && (v.form === 'base' || v.form === 'third');
      if (afterNominal || p === 'REL' || afterComma || afterCc) {
        if (afterNominal && p === 'NUM' && !plausibleAfterNumber(out, i)) continue;
        if (afterNominal && insideOfPhrase(out, i)) continue;
        if (v.form === 'base' && afterNominal && !agreesAsPlural(out, i)) continue;
        if (clauseHasFiniteVerb(out, i)) continue;
        t.tag = 'VERB';
        t.lemma = v.lemma;
        t.form = v.form;
      }
    }
  }
  if (options.finiteVerbFallback) {
    finiteVerbOfVerblessSentence(out);
    mainVerbAfterSubjectRelative(out);
  }
  // Particles of phrasal verbs ("carried out", "rolled back", "switched on the flag").
  for (let i = 0; i < n; i++) {
    const t = out[i] as Tagged;
    if (t.tag !== 'VERB') continue;
    t.stem = stemOf(t.lemma);
    const nx = at(i + 1);
    if (nx && PARTICLES.has(nx.lower) && PHRASAL.has(`${t.lemma}_${nx.lower}`)) nx.tag = 'ADV';
  }
  return out;
}

/**
 * "The share of adults who said they smoked rose in 2024": a subject that carries a relative clause needs a verb of its
 * own after that clause. When no verb follows the relative clause's last verb, a bare word right after that verb
 * which is a past form of a verb ("rose", "fell") is the main verb, not the relative verb's object (a singular
 * noun object would have a determiner). Only when the sentence opens with its subject and has no verb before the
 * relative pronoun, no comma between it and the word, and only before a preposition, number, adverb or the sentence's end.
 */
function mainVerbAfterSubjectRelative(out: Tagged[]): void {
  const first = out[0];
  if (!first || !/^(?:DET|QUANT|NOUN|PROPN|ADJ|NUM)$/.test(first.tag)) return;
  const finite = (t: Tagged) => t.tag === 'VERB' || t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO' || t.tag === 'MODAL';
  const rel = out.findIndex((t) => t.tag === 'REL');
  if (rel < 0 || out.slice(0, rel).some(finite)) return;
  for (let k = rel + 2; k < out.length; k++) {
    const t = out[k] as Tagged;
    if (t.tag !== 'NOUN' || t.kind !== 'word' || (out[k - 1] as Tagged).tag !== 'VERB') continue;
    if (out.slice(k + 1).some(finite)) return;
    const nx = out[k + 1];
    if (nx && !/^(?:PUNCT|PREP|NUM|ADV|TO)$/.test(nx.tag)) return;
    const reading = verbReading(t.lower);
    // Only a past form: "-s" forms are also plural nouns ("found cracks").
    if (!reading?.known || reading.form !== 'past') return;
    // A comma may close the relative clause, with the main verb after it ("The bridge, which links …, was closed").
    if (out.slice(rel, k).some((x) => x.raw === ',')) return;
    t.tag = 'VERB';
    t.lemma = reading.lemma;
    t.form = reading.form;
    t.stem = stemOf(t.lemma);
    return;
  }
}

/**
 * A sentence needs a verb: when the reading above left it without any ("Copper melts at …", "The museum never
 * charges admission", "The pilot will last five years"), the first word that can be one is read as it — the base
 * form right after a modal (through adverbs and a negation), else, before the first preposition, an "-s" form right
 * after a singular noun phrase or a base form right after a plural one (looking through adverbs and "never"), before
 * what can open a verb's arguments.
 */
function finiteVerbOfVerblessSentence(out: Tagged[]): void {
  if (out.some((t) => t.tag === 'VERB' || t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO')) return;
  const modal = out.findIndex((t) => t.tag === 'MODAL');
  if (modal >= 0) {
    let k = modal + 1;
    while (
      k < out.length &&
      ((out[k] as Tagged).tag === 'NEG' || ((out[k] as Tagged).tag === 'ADV' && !isVerbBase((out[k] as Tagged).lower)))
    )
      k++;
    const t = out[k];
    if (t && t.kind === 'word' && (t.tag === 'NOUN' || t.tag === 'ADV' || t.tag === 'ADJ') && isVerbBase(t.lower)) {
      t.tag = 'VERB';
      t.lemma = t.lower;
      t.form = 'base';
      t.stem = stemOf(t.lemma);
    }
    return;
  }
  // The verb comes before the first preposition after the subject's start (a phrase fronted before a comma, "From
  // the pass, …", comes first): a word after it is inside a phrase ("on puffin eggs").
  const fronted = out[0]?.tag === 'PREP' ? out.findIndex((t) => t.raw === ',') : -1;
  const from = fronted < 0 ? 1 : fronted + 2;
  // An "of" phrase belongs to the noun before it ("The population of Arvik falls …").
  let until = out.findIndex((t, k) => k >= from && ((t.tag === 'PREP' && t.lower !== 'of') || t.tag === 'TO'));
  if (until < 0) until = out.length;
  for (let i = from; i < until; i++) {
    const t = out[i] as Tagged;
    if (t.kind !== 'word' || t.raw !== t.lower || !(t.tag === 'NOUN' || (t.tag === 'ADJ' && isVerbBase(t.lower)))) continue;
    let k = i - 1;
    while (k > 0 && ((out[k] as Tagged).tag === 'ADV' || (out[k] as Tagged).lower === 'never')) k--;
    const p = out[k] as Tagged;
    if (!(p.tag === 'NOUN' || p.tag === 'PROPN' || p.tag === 'NUM') || !plausibleAfterVerb(out, i)) continue;
    // "Foxes still hunt …": a base form after a plural subject.
    const base = isVerbBase(t.lower) && plural(p);
    // A number before the word is a label ("The Pellin 3 comes …"), not a count of the subject.
    const third = /[^su]s$/.test(t.lower) && t.lower.length > 3 && (p.tag === 'NUM' || !plural(p));
    if (!base && !third) continue;
    const v = verbReading(t.lower);
    t.tag = 'VERB';
    t.lemma = base ? t.lower : v?.form === 'third' ? v.lemma : t.lower.slice(0, -1);
    t.form = base ? 'base' : 'third';
    t.stem = stemOf(t.lemma);
    return;
  }
}

/** The token before i, looking through adverbs ("Tidewell also maintains …"). */
function prevSkippingAdverbs(out: Tagged[], i: number): Tagged | undefined {
  let k = i - 1;
  while (k >= 0 && k > i - 4 && (out[k] as Tagged).tag === 'ADV' && (out[k] as Tagged).lower !== 'there') k--;
  return out[k];
}

const IRREGULAR_PLURALS = new Set(
  'people men women children staff police data media cattle personnel crew team public family government'.split(' '),
);

function plural(t: Tagged): boolean {
  if (t.tag === 'PRON') return /^(?:they|we|you|i|these|those|both)$/.test(t.lower);
  if (t.tag === 'NUM') return !/^(?:1|one)$/.test(t.lower);
  return IRREGULAR_PLURALS.has(t.lower) || (/s$/.test(t.lower) && !/(?:ss|us|is)$/.test(t.lower));
}

/**
 * A base form ("drain", "receive") is a present-tense verb only after a plural subject: "Both lakes drain", "Requests
 * above the limit receive". After a singular noun it is a noun ("a final load test", "the X3 model").
 */
function agreesAsPlural(out: Tagged[], i: number): boolean {
  let crossedPrep = false;
  for (let k = i - 1; k >= 0 && k > i - 12; k--) {
    const t = out[k] as Tagged;
    if (t.tag === 'PREP') {
      crossedPrep = true;
      continue;
    }
    if (t.tag === 'NOUN' || t.tag === 'PROPN' || t.tag === 'PRON' || t.tag === 'NUM') {
      if (plural(t)) return true;
      if (!crossedPrep) {
        // Skip the rest of this phrase, then look for a plural noun before a preposition.
        continue;
      }
      continue;
    }
    if (t.tag === 'ADJ' || t.tag === 'DET' || t.tag === 'POSSDET' || t.tag === 'QUANT' || t.tag === 'POS' || t.tag === 'ADV') continue;
    return false;
  }
  return false;
}

/** "three weeks of sonar searches": a word right after the noun of an "of" phrase continues that noun. */
function insideOfPhrase(out: Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k > i - 6; k--) {
    const t = out[k] as Tagged;
    if (t.tag === 'NOUN' || t.tag === 'ADJ' || t.tag === 'DET' || t.tag === 'NUM' || t.tag === 'POSSDET') continue;
    return t.tag === 'PREP' && t.lower === 'of';
  }
  return false;
}

/** Whether the clause that position i is in already has a finite verb (so i cannot be another one). */
function clauseHasFiniteVerb(out: Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const t = out[k] as Tagged;
    if (t.tag === 'CC' || t.tag === 'SUB' || t.tag === 'REL' || (t.tag === 'PUNCT' && /^[,;:(]$/.test(t.raw))) return false;
    if (t.lower === 'that') return false;
    if (t.tag === 'MODAL' || t.tag === 'BE' || t.tag === 'HAVE' || t.tag === 'DO') return true;
    if (t.tag === 'VERB' && t.form !== 'ing' && t.form !== 'base') return !REPORTING_LIKE.has(t.lemma);
  }
  return false;
}
const REPORTING_LIKE = new Set(
  'say said state tell claim report announce suggest note caution warn argue insist add explain write believe think estimate expect find show reveal confirm know learn hope fear decide conclude indicate'.split(
    ' ',
  ),
);

/** The auxiliary that governs position i, skipping adverbs and negation: "was not yet performed", "did not reach". */
function auxBefore(out: Tagged[], i: number): 'MODAL' | 'DO' | 'TO' | 'BE' | 'HAVE' | null {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    const t = out[k] as Tagged;
    if (t.tag === 'ADV' || t.tag === 'NEG') continue;
    if (t.tag === 'MODAL' || t.tag === 'DO' || t.tag === 'TO' || t.tag === 'BE' || t.tag === 'HAVE') return t.tag;
    return null;
  }
  return null;
}

/** "and" followed by a base verb continues a list of verbs when the sentence already has a verb before it. */
function startsClauseList(out: Tagged[], i: number): boolean {
  for (let k = i - 2; k >= 0; k--) if (['VERB', 'MODAL', 'BE', 'HAVE', 'DO'].includes((out[k] as Tagged).tag)) return true;
  return false;
}

/** "118 received a placebo": a number standing for a noun phrase may be followed by its verb. */
function plausibleAfterNumber(out: Tagged[], i: number): boolean {
  const nx = out[i + 1];
  return !!nx && (nx.tag === 'DET' || nx.tag === 'POSSDET' || nx.tag === 'PREP');
}
