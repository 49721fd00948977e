/**
 * The question of a word problem — or the claim that stands in for it ("so she has 18 muffins left": the last
 * number is the claimed answer, the rest of the clause is the question). docs/natural-language.md, rules Q1–Q6.
 */
import { roundingInstruction } from '../rounding.ts';
import { analyseClause, type Clause } from './clause.ts';
import { type CueKind, cuesOf } from './cues.ts';
import { canonical, isVerbWord, UNITS, type Verb } from './lexicon.ts';
import { aboutOf, canonicalPhrase, findMentions, type Mention, nounPhrase, tokenize } from './mentions.ts';

export interface Question {
  /** Asked unit ('' when the question names none: "how much does he earn"). */
  unit: string;
  noun: string;
  /** A measurement family asked by "how far" (length), "how long" (time), "how old" (age), "how much … weigh". */
  family: '' | 'length' | 'time' | 'money' | 'mass' | 'age';
  /** The holder asked about ('' for none) and whether it is a pronoun. */
  owner: string;
  pronoun: boolean;
  /** "each child" as subject: the answer is per child. */
  per: string;
  verb: Verb | null;
  copula: boolean;
  mentions: Mention[];
  more: '' | 'more' | 'fewer';
  than: string;
  comparative: boolean;
  left: boolean;
  total: boolean;
  average: boolean;
  percent: boolean;
  fraction: boolean;
  need: boolean;
  negated: boolean;
  /** Content words of the question, for matching named groups ("walk to school"). */
  words: string[];
  /** "… left after buying 3 tickets": a last purchase the question adds to the story. */
  afterBuying: Mention | null;
  /** "at first", "in the beginning", "originally": the amount before the story's changes. */
  initial: boolean;
  /**
   * How a quotient is turned into the answer: 'floor' ("how many full boxes", "can buy with $5", "completely"),
   * 'ceil' ("needed", "at least", "to take everyone"); '' for none. Applied only where the answer counts the groups
   * a division makes (solve.ts).
   */
  rounding: '' | 'floor' | 'ceil';
  /** "left over", "leftover": what remains after as many whole groups as possible. */
  leftOver: boolean;
  /** "after she buys as many tickets as she can": the question itself divides into as many whole groups as it can. */
  maximal: boolean;
  /** "rounded to the nearest cent": the answer is rounded to a multiple of 1/roundTo ('' for none). */
  roundTo: string;
  /** "how much change": the money given back from a payment. */
  change: boolean;
  /** "5 years ago": a span before now. */
  ago: boolean;
  /** Cue kinds among the question's words outside its numbers (cues.ts): the answer must read every one. */
  cues: Set<CueKind>;
  /** "how much did he spend on the book": what the asked amount went on ('' for any). */
  about: string;
  /**
   * "How many …", or a closing claim of a count: the answer counts whole things unless its unit is a continuous
   * measure (length, mass, volume) or money, so a fractional value needs a stated rounding (solve.ts).
   */
  many: boolean;
  /** "do Aiko and Ren have altogether": the two holders a total names, read as "they" when they are all the holders. */
  pair: string[];
  /** The words after "than" as written: a name ending in s ("than Carlos") that `than` made singular. */
  thanAsWritten: string;
  /** "how many notebooks can she buy": as many as the money she holds pays for (rule A18). */
  canBuy: boolean;
  /** "than the red one": the phrase after "than" ends in the pronoun "one" (solve.ts names what it stands for). */
  oneAfterThan: boolean;
}

/** "as many as possible", "as many … as he can": as many whole groups as there can be. */
const MAXIMAL = /\bas many\b.*\bas (?:possible|(?:he|she|they|it|you|we|i) can)\b/;

const FLOOR =
  /\bhow many (?:full|complete|whole)\b|\b(?:completely|fully)\b|\bas many\b.*\bas (?:possible|(?:he|she|they|it|you|we|i) can)\b|\bcan\b.*\b(?:buy|afford|purchase|get)\b.*\bwith\b|\bcan (?:be filled|(?:he|she|they|it|you|we|i) fill)\b|\b(?:he|she|they|it|you|we|i) can fill\b/;
const CEIL =
  /\bat least\b|\bneeded\b|\bneeds?\b|\bmust\b|\benough\b|\bto (?:take|carry|transport|seat|hold|move|fit|ship|serve|feed|cover|print|pack) (?:all|everyone|everybody|every|each|them)\b|\bbefore (?:he|she|they|it|you|we|i) can\b/;

/** Rounding, "left over", "change" and cue words of a question or claim sentence (normalised, no final mark). */
function readWholeSentence(whole: string, q: Question) {
  const sentence = whole.replace(/^(?:at|with) the same (?:speed|rate|pace),?\s+/, '');
  q.leftOver = /\bleft\s*over\b|\bleftover\b/.test(sentence);
  q.maximal = MAXIMAL.test(sentence);
  q.rounding = FLOOR.test(sentence) ? 'floor' : CEIL.test(sentence) ? 'ceil' : '';
  q.canBuy = /^how many (?:[a-z]+ ){1,3}?can (?:he|she|they|you|we|i|[a-z]+) (?:buy|afford|purchase)$/.test(sentence);
  q.change = /\b(?:how much|what) change\b|\bin change\b|\bchange (?:does|did|will|should|would|do)\b/.test(sentence);
  if (q.change && (q.unit === 'change' || q.unit === '')) {
    // "How much change": money.
    q.unit = '';
    q.noun = '';
    q.family = 'money';
  }
  q.ago = /\bago\b/.test(sentence);
  const tokens = tokenize(sentence);
  q.about = aboutOf(tokens, 0, tokens.length);
  const names = new Set([...q.owner.split(' '), ...q.than.split(' ')].filter((w) => w !== ''));
  q.cues = new Set(cuesOf(tokens, findMentions(tokens, 0), names).map((c) => c.kind));
  // "before he can buy it" is the ceiling's own wording, not a span of time before now.
  if (q.rounding === 'ceil' && /\bbefore (?:he|she|they|it|you|we|i) can\b/.test(sentence)) {
    q.cues.delete('direction');
    q.cues.add('rounding');
  }
}

const AUX = new Set([
  'does',
  'did',
  'do',
  'will',
  'would',
  'can',
  'could',
  'should',
  'must',
  'might',
  'shall',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
]);
const COMPARATIVE =
  /^(?:longer|taller|heavier|older|farther|further|bigger|larger|higher|wider|deeper|shorter|lighter|younger|smaller|expensive|cheaper)$/;
const NOT_CONTENT = new Set([
  'the',
  'a',
  'an',
  'is',
  'are',
  'was',
  'were',
  'there',
  'in',
  'of',
  'to',
  'do',
  'does',
  'did',
  'how',
  'many',
  'much',
  'what',
  'now',
  'left',
  'total',
  'all',
  'altogether',
  'not',
]);
const PRONOUNS = new Set(['he', 'she', 'it', 'they', 'him', 'her', 'them', 'that', 'this', 'you', 'we', 'i']);

/** Units of time a question may ask "each" of ("each day"). */
const PERIOD = new Set(['minute', 'hour', 'day', 'week', 'month', 'year']);

/** Words of a total: "altogether", "in all", "together", "combined", "in total". */
const TOTAL = /\b(?:total|altogether|in all|combined|together)\b/;

function flags(tokens: string[], q: Question) {
  const text = tokens.join(' ');
  if (q.family === '' && ['dollar', 'cent', 'euro', 'yen', 'sterling'].includes(q.unit)) q.family = 'money';
  q.left = /\b(?:left|remain|remains|remaining|rest|still|stayed|stay|now)\b/.test(text);
  q.total = /\b(?:total|altogether|in all|combined|together|overall)\b/.test(text);
  q.average = /\b(?:average|mean)\b/.test(text);
  q.negated = /\bnot\b/.test(text);
  q.initial = /\b(?:at first|in the beginning|at the start|originally|to begin with|at the beginning)\b/.test(text);
  q.need = /\bneeds?\b/.test(text) && q.more !== '';
  const per = tokens.findIndex((w, i) => w === 'per' || (w === 'each' && ['in', 'on', 'at', 'for', 'to'].includes(tokens[i - 1] ?? '')));
  if (per >= 0 && !q.per) q.per = canonicalPhrase(nounPhrase(tokens, per + 1, 3).words).unit;
  // "How many kilometers did she run each day": the question's last words "each day" (a unit of time) ask per day.
  const last = tokens.length - 1;
  if (!q.per && last >= 2 && (tokens[last - 1] === 'each' || tokens[last - 1] === 'every') && PERIOD.has(canonical(tokens[last] ?? '')))
    q.per = canonical(tokens[last] ?? '');
  // "How much does each one pay", "how much does each pay": per one of the group (solve.ts finds which).
  const bareEach = tokens.findIndex((w, i) => w === 'each' && (i + 1 >= tokens.length || isVerbWord(tokens[i + 1] ?? '')));
  if (!q.per && (/\b(?:each|every) one\b/.test(text) || bareEach >= 0)) q.per = 'one';
  const than = tokens.indexOf('than');
  if (than >= 0) {
    const words = nounPhrase(
      tokens.filter((w, i) => i <= than || !['the', 'a', 'an'].includes(w)),
      than + 1,
      3,
    ).words;
    q.than = canonicalPhrase(words).noun;
    q.thanAsWritten = words.join(' ');
    q.oneAfterThan = tokens.filter((w, i) => i > than && !['the', 'a', 'an'].includes(w))[words.length] === 'one';
  }
  if (tokens.some((w) => COMPARATIVE.test(w))) q.comparative = true;
  q.words = tokens.filter((w) => !NOT_CONTENT.has(w) && !/^\d/.test(w)).map(canonical);
}

function fromClause(c: Clause, q: Question) {
  q.verb = c.verb;
  q.copula = c.copula;
  const s = c.subject;
  if (s.k === 'owner') {
    const each = ['each', 'every', 'one', '1'].includes(s.det);
    if (each) q.per = s.name;
    else {
      q.owner = s.det === '' && s.words.length === 1 ? s.name : canonicalPhrase(s.words).noun || s.name;
      q.pronoun = s.pronoun || PRONOUNS.has(s.words[0] ?? '');
    }
  }
}

function empty(): Question {
  return {
    pair: [],
    canBuy: false,
    oneAfterThan: false,
    thanAsWritten: '',
    unit: '',
    noun: '',
    family: '',
    owner: '',
    pronoun: false,
    per: '',
    verb: null,
    copula: false,
    mentions: [],
    more: '',
    than: '',
    comparative: false,
    left: false,
    total: false,
    average: false,
    percent: false,
    fraction: false,
    need: false,
    negated: false,
    words: [],
    afterBuying: null,
    initial: false,
    rounding: '',
    leftOver: false,
    maximal: false,
    roundTo: '',
    change: false,
    ago: false,
    cues: new Set(),
    about: '',
    many: false,
  };
}

/** "in a week" → "in 1 week": the question's own span of time is a number the answer must use. */
function oneUnit(text: string): string {
  return text.replace(/\b(in|for|per|after)\s+(?:a|an|one)\s+(second|minute|hour|day|week|month|year|night)\b/g, '$1 1 $2');
}

/** Parses a question sentence (normalised, without its question mark); null when its form is not known. */
export function parseQuestion(asked: string, firstId: number): Question | null {
  // "How many minutes long is the movie?" asks how long it is, in minutes (the unit then read as below).
  const sentence = asked
    .replace(/^how many ([a-z]+) long (is|are|was|were) ([a-z ]+)$/, 'how long $2 $3 in $1')
    // "How many years older is Walter than Zoe?" asks how much older, in years (the unit then read as below).
    .replace(
      /^how many ([a-z]+) (older|younger|taller|shorter|longer|heavier|lighter|farther|further|wider|deeper|higher) (is|are|was|were) ([a-z' ]+ than [a-z' ]+)$/,
      'how much $2 $3 $4 in $1',
    );
  const rounded = roundingInstruction(sentence);
  const q = parseQuestionText(rounded ? rounded.phrase : sentence, firstId);
  if (!q) return null;
  // "What is the length of the ribbon in centimeters?", "how far did she run, in kilometers": the unit the answer is
  // asked in (rule C2). One that differs from the unit the question already names makes the question unclear.
  const inUnit = /(?:^|[\s,])in (?:the )?([a-z]+)\s*$/.exec(rounded ? rounded.phrase : sentence);
  const named = inUnit?.[1] ? canonical(inUnit[1]) : '';
  if (named !== '' && (UNITS[named] || named === 'dollar' || named === 'cent')) {
    if (q.unit !== '' && q.unit !== named) return null;
    q.unit = named;
    if (named === 'dollar' || named === 'cent') q.family = 'money';
  }
  readWholeSentence(rounded ? rounded.phrase : sentence, q);
  if (rounded) q.roundTo = rounded.scale;
  return q;
}

function parseQuestionText(sentence: string, firstId: number): Question | null {
  const q = empty();
  // "At the same speed, how far …": the constant rate dimensional analysis assumes, not a comparison.
  let text = oneUnit(sentence.replace(/^(?:so|and|then|now|about),?\s+/, '').replace(/^(?:at|with) the same (?:speed|rate|pace),?\s+/, ''));
  // "In 5 years, how old will she be?" → "how old will she be in 5 years".
  const lead = /^((?:in|after) \d+(?:\.\d+)? [a-z]+),? (how .*)$/.exec(text);
  if (lead?.[1] && lead[2]) text = `${lead[2]} ${lead[1]}`;
  // "What score does she need …": asks for a number of points, as "how many" does.
  text = text.replace(/^what (score|grade|mark|number|amount) (does|do|did|must|should|would|will|can)\b/, 'how many $1 $2');
  text = text.replace(
    /^what (does|do|must|should|would|will) (he|she|they|i|you|we|[a-z]+) need (to score |to get )?/,
    'how many does $2 need ',
  );
  // "How many books remain on the shelf": what is left ("remain" in a story is no change, so it is no verb there).
  text = text.replace(/^how (many|much) ((?:[a-z]+ ){0,3}?)(?:remain|remains|remained)\b/, 'how $1 $2are left');
  let m = /^how (many|much) (?:(more|fewer|less) )?(.*)$/.exec(text);
  if (m) {
    q.more = m[2] ? (m[2] === 'more' ? 'more' : 'fewer') : '';
    q.many = m[1] === 'many';
    const tokens = tokenize(m[3] ?? '');
    let i = 0;
    if (COMPARATIVE.test(tokens[0] ?? '') || tokens[0] === 'more') {
      q.comparative = true;
      i = 1;
    }
    // Right after "how many" a verb-looking word is the noun asked for ("how many packs", "how many prints").
    const np = nounPhrase(tokens, i, 4, true);
    // Without an auxiliary the phrase may end in the verb: "how much water drips in a day".
    if (!tokens.some((w) => AUX.has(w)) && np.words.length >= 2 && tokens[np.next] !== 'of') {
      np.words = np.words.slice(0, -1);
      np.next--;
    }
    // "How many sheep and cows": two things asked at once, which one holding cannot answer.
    if (['and', 'or', ','].includes(tokens[np.next] ?? '')) return null;
    const { unit, noun } = canonicalPhrase(np.words);
    q.unit = unit === 'money' ? '' : unit;
    q.noun = unit === 'money' ? '' : noun;
    if (unit === 'money' || (m[1] === 'much' && unit === '')) q.family = 'money';
    let j = np.next;
    if (tokens[j] === 'of' && q.unit !== '') j = nounPhrase(tokens, j + 1, 3).next;
    const rest = AUX.has(tokens[j] ?? '') ? tokens.slice(j + 1) : tokens.slice(i);
    const restText = rest.join(' ');
    // "do Leo and Mia have altogether": two holders asked at once, which one holder's amount cannot answer (only "they"
    // is read as everyone's total).
    const holderWord = (w: string | undefined) => w !== undefined && /^[a-z]+$/.test(w) && !AUX.has(w) && !PRONOUNS.has(w);
    let pair: string[] = [];
    let clauseText = restText;
    if (AUX.has(tokens[j] ?? '') && holderWord(rest[0]) && (rest[1] === 'and' || (rest[2] === 'and' && holderWord(rest[1])))) {
      // With a word of a total ("altogether", "in all") it is their sum, read as "they" when the two are every holder
      // of the thing asked (rule A10b, solve.ts); otherwise it is each one's amount or the sum, and refuses.
      if (rest[1] !== 'and' || !holderWord(rest[2]) || !TOTAL.test(restText)) return null;
      pair = [rest[0] ?? '', rest[2] ?? ''];
      clauseText = ['they', ...rest.slice(3)].join(' ');
    }
    const c = analyseClause(clauseText, firstId);
    if (!AUX.has(tokens[j] ?? '') && c.subject.k === 'owner' && canonicalPhrase(c.subject.words).unit === q.unit) c.subject = { k: 'none' };
    fromClause(c, q);
    q.pair = pair;
    if (['are', 'is', 'were', 'was'].includes(tokens[j] ?? '') && c.verb === null) q.copula = true;
    q.mentions = c.mentions;
    const buying = tokens.findIndex((w, k) => w === 'buying' && tokens[k - 1] === 'after');
    const bought = q.mentions.find((x) => buying >= 0 && x.before === 'buying');
    if (bought) {
      q.afterBuying = bought;
      q.mentions = q.mentions.filter((x) => x !== bought);
    }
    if (q.family === 'money' && c.verb?.lemma === 'weigh') q.family = 'mass';
    if (q.family === 'money' && (c.verb?.lemma === 'last' || c.verb?.lemma === 'take')) q.family = 'time';
    flags(tokens, q);
    return q;
  }
  m = /^how (far|long|old) (?:(?:does|did|do|will|would|can|is|are|was|were) )?(.*)$/.exec(text);
  if (m) {
    q.family = m[1] === 'far' ? 'length' : m[1] === 'old' ? 'age' : 'time';
    if (q.family === 'age') q.unit = 'year';
    const c = analyseClause(m[2] ?? '', firstId);
    if (m[1] === 'long' && c.verb === null && c.copula === false && /^(?:is|are|was)\b/.test(text.slice(9))) q.family = 'length';
    fromClause(c, q);
    // "How old was her father 10 years ago": the holder is named before the span of years.
    if (q.family === 'age' && (c.subject.k === 'none' || (c.subject.k === 'mention' && c.subject.m.start > 0))) {
      const words = tokenize(m[2] ?? '');
      const det = ['his', 'her', 'the', 'their'].includes(words[0] ?? '');
      const np = nounPhrase(words, det ? 1 : 0, 3).words;
      // A bare one-word holder is a name, kept as written ("Carlos", not "Carlo").
      q.owner = !det && np.length === 1 ? (np[0] ?? '') : canonicalPhrase(np).noun;
    }
    q.mentions = c.mentions;
    flags(tokenize(m[2] ?? ''), q);
    return q;
  }
  m = /^what (?:is|was|are|were|will be) (?:the |his |her |its |their )?(.*)$/.exec(text);
  if (m) {
    const tokens = tokenize(m[1] ?? '');
    const c = analyseClause(m[1] ?? '', firstId);
    q.mentions = c.mentions;
    flags(tokens, q);
    const words = tokens.join(' ');
    if (/\b(?:price|cost)\b/.test(words)) q.family = 'money';
    if (/\bspeed\b/.test(words)) q.family = 'length';
    const of = tokens.indexOf('of');
    if (of >= 0 && c.mentions.length === 0) {
      const np = nounPhrase(tokens, of + 1 + (['the', 'a', 'an', 'each', 'one', 'his', 'her'].includes(tokens[of + 1] ?? '') ? 1 : 0), 3);
      if (tokens[of + 1] === 'each' || tokens[of + 1] === 'one') q.per = canonicalPhrase(np.words).unit;
      else q.owner = canonicalPhrase(np.words).noun;
    }
    const unitWord = tokens.indexOf('in');
    if (unitWord >= 0 && q.per) q.unit = canonicalPhrase(nounPhrase(tokens, unitWord + 1, 2).words).unit;
    if (!q.owner && !q.per && q.family === '')
      q.noun = canonicalPhrase(
        nounPhrase(
          tokens.filter((w) => w !== 'average'),
          0,
          3,
        ).words,
      ).noun;
    return q;
  }
  m = /^what (fraction|percent|percentage) (?:of (?:the |his |her )?(.*?) )?(?:is|are|was|were|did|does|do|has|have) (.*)$/.exec(text);
  if (m) {
    if (m[1] === 'fraction') q.fraction = true;
    else q.percent = true;
    q.owner = m[2] ? canonicalPhrase(tokenize(m[2])).noun : '';
    const c = analyseClause(m[3] ?? '', firstId);
    q.mentions = c.mentions;
    q.verb = c.verb;
    flags(tokenize(m[3] ?? ''), q);
    return q;
  }
  return null;
}

/** A claim clause as a question: the last number is the claim; the clause around it asks for that number. */
/** Prepositions that put an amount under a condition of the claim ("in 15 minutes", "for 3 hours", "within 2 days"). */
const CONDITION_BEFORE = new Set(['in', 'for', 'within', 'after', 'during', 'over', 'on', 'by', 'from', 'per', 'every', 'each']);

export function parseClaim(clause: string, firstId: number): { question: Question; claim: Mention } | null {
  const c = analyseClause(oneUnit(clause), firstId);
  const claim = c.mentions[c.mentions.length - 1];
  if (!claim || claim.kind !== 'count' || claim.per) return null;
  // "So it prints 360 pages in 15 minutes": the claimed result is the amount the verb states (360 pages), and the last
  // one, after a preposition, is a condition of it. Reading the last as the claim would check 360/24 = 15, a claim
  // about minutes the sentence does not make; such a sentence refuses ("so 4 buses hold 170 students", "in 5 hours
  // she earns $60" keep the claim last).
  if (c.mentions.length > 1 && CONDITION_BEFORE.has(c.tokens[claim.start - 1] ?? '')) return null;
  const q = empty();
  q.many = true;
  // The claimed number's own phrase is not part of the question: "1 marble is left over" asks what is left over.
  const rest = c.tokens.filter((_, i) => i < claim.start || i >= claim.end).join(' ');
  readWholeSentence(`${rest} ${c.tokens.slice(claim.start + 1, claim.end).join(' ')}`, q);
  q.unit = claim.unit;
  q.noun = claim.noun;
  if (c.subject.k === 'mention' && c.subject.m === claim) c.subject = { k: 'none' };
  fromClause(c, q);
  q.mentions = c.mentions.filter((m) => m !== claim);
  if (claim.more !== '') q.more = claim.more;
  const tokens = c.tokens.filter((_, i) => i < claim.start || i >= claim.end);
  flags(tokens, q);
  if (claim.unit === 'year' && c.tokens.includes('old')) q.family = 'age';
  return { question: q, claim };
}
