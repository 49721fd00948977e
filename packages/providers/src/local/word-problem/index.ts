/**
 * Grade-school word problems → one arithmetic expression (docs/natural-language.md, "Word problems"). The story
 * is read clause by clause into facts (apply.ts), the question — or the closing claim — is parsed (question.ts),
 * and an answer strategy (solve.ts) builds the expression from the problem's own numbers. Anything not understood,
 * including a number the expression would leave unused, makes it return null: the caller then refuses.
 */
import { applyClause } from './apply.ts';
import { analyseClause, type Clause, splitClauses } from './clause.ts';
import { cueOf, cuesOf } from './cues.ts';
import { readFrame } from './frames.ts';
import { canonical, UNITS, verbAt } from './lexicon.ts';
import { isStop, NUMBER, tokenize } from './mentions.ts';
import { parseClaim, parseQuestion, type Question } from './question.ts';
import { solve } from './solve.ts';
import { Story } from './story.ts';
import { printTerm, usedIds } from './term.ts';

export interface WordProblemTranslation {
  expression: string;
  /** The number the text claims as the answer, exactly as written (null for a question). */
  claimed: string | null;
  /** The story's sentences as read, for the translation's reasoning. */
  steps: number;
}

/** Words of plane shapes outside "square meters" and the like: read only by the frames F4–F5. */
const SHAPE =
  /\b(?:sides?|perimeter|square(?! (?:millimeters?|centimeters?|meters?|metres?|kilometers?|inch|inches|foot|feet|yards?|miles?|units?)\b))\b/;

/** A total of several holders stated in the story. */
const JOINT = /\b(?:together|altogether|combined|between them|in total|in all)\b/;

const MAX_SENTENCES = 12;
const MAX_CLAUSES = 24;

function sentences(text: string): Array<{ text: string; question: boolean }> {
  // "Mr. Chen is 45": the period of a title ends no sentence.
  return text
    .replace(/\b(mr|mrs|ms|dr|prof)\.(?=\s+[a-z])/gi, '$1')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => ({ text: s.replace(/[.!?]+$/, '').trim(), question: s.endsWith('?') }));
}

/**
 * "a 12-ounce box of cereal" → "a box of 12 ounces of cereal", "a 200-page book" → "a book of 200 pages": a size
 * written as a compound adjective becomes a number of its own.
 */
function compoundMeasures(text: string): string {
  return text.replace(
    /\b(?:(a|an|the)\s+)?(\d+(?:\.\d+)?)-([a-z]+)\s+([a-z]+)/g,
    (match, det: string | undefined, n: string, u: string, noun: string) =>
      UNITS[canonical(u)] || !isStop(noun) ? `${det ? `${det} ` : ''}${noun} of ${n} ${u}s` : match,
  );
}

/**
 * "9:45 a.m. and arrives at 1:20 p.m. the same day": the periods of "a.m."/"p.m." end no sentence unless a question
 * or a claim starts right after them ("… 1:20 p.m. How many minutes …").
 */
function clockMarks(text: string): string {
  return text
    .replace(/\b([ap])\.m\.(?=\s+(how|what|the answer|answer|so|is|does|did|will|can)\b)/g, '$1m.')
    .replace(/\b([ap])\.m\./g, '$1m');
}

/**
 * Rule C3 (docs/natural-language.md, "Certain translations"): words that invert or restrict the number next to them
 * — "all but 9" (9 remain), "none but", "every student except 4", "only 3", "just 2", "besides", "twice as few",
 * "3 times fewer", "give or take 2", "12 or more", "over 5" — are read by no rule of the grammar, and reading past them
 * would compute another amount.
 * Any of them anywhere in the problem makes the translation uncertain, so the translator refuses.
 */
const UNREAD_QUANTIFIER =
  /\b(?:but|except|excepting|excluding|besides|only|just|few|save for|apart from|other than|aside from|give or take|plus or minus|more or less|upwards of|in excess of)\b|\btimes (?:fewer|less|smaller|shorter|younger|cheaper|lighter)\b|\d\s+or (?:more|fewer|less|so)\b/;
/**
 * A bound is not an amount: "over 5 apples", "under 20 people", "above $30" (a span of time, "over 3 days", is read
 * by the rules for time).
 */
const BOUND = /\b(?:over|above|under|below)\s+\$?\d[\d,.]*(?!\s*(?:%|percent|seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b)/;

/** Words that may stand right before a number without changing what it means (determiners, prepositions, links). */
const BEFORE_NUMBER = new Set(
  'a an the his her their its my our your this that these those another all each every some of for with in on at by to from than and or then is was are were be been has had have does did do as plus about over under into per after first last next other extra additional'.split(
    ' ',
  ),
);
const DETERMINER = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'its', 'my', 'our', 'your', 'another', 'all', 'each', 'some']);
const IRREGULAR_PAST = new Set(
  'gave sold lost ate drank spent took brought sent lent broke threw stole tore hid fed kept left forgot gave won paid bet cut dealt lent lit shot spun swept wore'.split(
    ' ',
  ),
);

/**
 * Rule C4 (docs/natural-language.md, "Certain translations"): a verb the grammar does not know, right before a number
 * in a clause that has a known verb ("bought 5 books and returned 2", "saved $40 and donated 8"), would leave that
 * number read with the known verb — added where it was taken away. Such a verb form before a number refuses.
 */
function unknownVerbBeforeNumber(c: Clause): boolean {
  // A clause whose only verb is unknown ("a tap drips 3 liters every hour") states a rate or an amount, which the
  // clause rules read as such; the risk is a second verb that the known one would stand in for.
  if (c.verb === null) return false;
  const inVerb = new Uint8Array(c.tokens.length);
  for (let i = 0; i < c.tokens.length; i++) {
    const hit = verbAt(c.tokens, i);
    if (hit) inVerb.fill(1, i, i + hit.length);
  }
  return c.mentions.some((m) => {
    let i = m.start - 1;
    while (i > 0 && DETERMINER.has(c.tokens[i] ?? '')) i--;
    const w = c.tokens[i] ?? '';
    if (w === '' || inVerb[i] === 1 || BEFORE_NUMBER.has(w) || cueOf(w) !== null || NUMBER.test(w)) return false;
    return IRREGULAR_PAST.has(w) || /[a-z]{2}(?:ed|[^s']s)$/.test(w);
  });
}

/**
 * Rule C5 (docs/natural-language.md, "Certain translations"): an action that did not happen, or has not happened yet,
 * is not a change of what anyone has. "Almost lost 8", "wanted to give away 8", "could have sold 8", "forgot to
 * pack 3" are read by no rule, so they refuse; a goal ("wants to raise $1,500") only where the question asks how much
 * more is needed; a future action ("will sell 8 tomorrow") only when the question asks about the future too.
 */
const IRREALIS =
  /\b(?:almost|nearly|hardly|barely|hoped to|hopes? to|plans? to|planned to|intends? to|intended to|tries to|tried to|try to|attempts? to|attempted to|could have|would have|should have|might|(?:was|were|is|are) going to|promised to|forgot to|forgets to|failed to|fails to|refused to|refuses to|decided not to)\b/;
const GOAL = /\b(?:wants?|wanted|would like|wishes|wished) to\b/;
const FUTURE = /\b(?:will|going to|tomorrow|next (?:day|week|month|year|morning|weekend))\b/;

/** "About 5 apples", "roughly 300 people" in the story: an estimate, from which no exact answer follows (rule C3). */
const ESTIMATE = /\b(?:about|approximately|roughly|around|some|almost|nearly)\s+\$?\d/;

function unrealActions(story: string, asked: string, q: Question): boolean {
  if (IRREALIS.test(story) || ESTIMATE.test(story)) return true;
  if (GOAL.test(story) && q.more === '' && !q.need && q.rounding !== 'ceil') return true;
  return FUTURE.test(story) && !/\b(?:will|would|after|then)\b/.test(asked);
}

const GAP_TAIL = new Set(['to', 'on', 'in', 'at', 'for']);
const NOT_SUBJECT = new Set(['on', 'in', 'at', 'then', 'after', 'before', 'during', 'by', 'for', 'of', 'so', 'and']);

/**
 * "He gives 1/4 of them to his sister and then 9 to a friend" (rule S16): a clause of the same sentence that starts
 * with a number and has no verb of its own shares the subject and the verb of the clause before, when that verb gains
 * or loses and the subject is the only thing before it.
 */
function gapped(c: Clause, before: Clause | null, text: string, firstId: number): Clause {
  if (c.verb !== null || c.copula || !before?.verb || (before.verb.cls !== 'gain' && before.verb.cls !== 'lose')) return c;
  // Only an amount and where or when it went: "9 to a friend", "15 on Tuesday" ("50 liters leak out" has a verb of
  // its own that the verb table does not know).
  const m = c.mentions[0];
  if (c.mentions.length !== 1 || !m || m.start !== 0 || before.subject.k !== 'owner') return c;
  if (m.end < c.tokens.length && !GAP_TAIL.has(c.tokens[m.end] ?? '')) return c;
  const subject = before.tokens.slice(0, before.verbIndex);
  if (subject.length === 0 || subject.length > 3 || subject.some((w) => NOT_SUBJECT.has(w) || /\d/.test(w))) return c;
  const shared = analyseClause(`${subject.join(' ')} ${before.verb.form} ${text}`, firstId);
  return shared.verb?.lemma === before.verb.lemma && shared.mentions.length === c.mentions.length ? shared : c;
}

const AGE_STATED = /\b(?:is|was) \d+ years? old\b/gi;
const AGE_WORDS = /\b(?:years?|ages?|aged|old|older|oldest|younger|youngest|born|birth)\b/i;

/**
 * Rule D1 (docs/natural-language.md, "Certain translations"): a person's age stated once ("Owen is 11 years old and
 * has 45 cards", "The zookeeper is 42 years old.") in a problem that says nothing else of years or ages — not in the
 * story, not in the question — is no amount of anything asked: that sentence, or that part of it, is set aside. Any
 * other age, or any other word of years, keeps the problem as it is (then every number must be read).
 */
function ageAside(text: string): string {
  if ((text.match(AGE_STATED) ?? []).length !== 1) return text;
  const sentence = /(^|[.!?]\s+)(?:[a-z]+ ){0,2}[a-z]+ (?:is|was) \d+ years? old\.\s+/i;
  const joined =
    /(^|[.!?]\s+)((?:[a-z]+ ){0,2}[a-z]+) (?:is|was) \d+ years? old and (?=(?:has|had|owns|collects|collected|buys|bought|gets|got)\b)/i;
  const aside = sentence.test(text) ? text.replace(sentence, '$1') : joined.test(text) ? text.replace(joined, '$1$2 ') : text;
  return aside !== text && !AGE_WORDS.test(aside) ? aside : text;
}

const PRICED_ITEM = /^((?:[a-z]+ ){0,2}[a-z]+s) (?:for|at) (\d+(?:\.\d+)?) dollars each$/;

/**
 * Prices stated by the seller or inside the question become statements of the story (rule S3b), before any clause is
 * read: "a shop sells soccer balls for $25 each and water bottles for $8 each" states that soccer balls cost $25 each
 * and water bottles $8 each (only when every item of the sentence is such a bare plural with its price each), and
 * "what is the total cost of 6 notebooks that cost $2.75 each" states that notebooks cost $2.75 each, then asks the
 * total cost of 6 notebooks.
 */
function priceStatements(all: Array<{ text: string; question: boolean }>) {
  for (let i = 0; i < all.length; i++) {
    const s = all[i];
    if (!s) continue;
    if (!s.question) {
      const seller = /^(?:a|an|the) (?:[a-z]+ ){0,2}[a-z]+ (?:sells|sold) (.+)$/.exec(s.text);
      const items = seller?.[1]?.split(/, and |, | and /) ?? [];
      const priced = items.map((item) => PRICED_ITEM.exec(item));
      if (items.length > 0 && priced.every((p) => p !== null))
        s.text = priced.map((p) => `${p?.[1]} cost ${p?.[2]} dollars each`).join(' and ');
      continue;
    }
    const relative = /^(.*\b\d+(?:\.\d+)? ((?:[a-z]+ ){0,2}[a-z]+s)) (?:that|which) cost (\d+(?:\.\d+)?) dollars each(.*)$/.exec(s.text);
    if (relative?.[1] && relative[2] && relative[3]) {
      all.splice(
        i,
        1,
        { text: `${relative[2]} cost ${relative[3]} dollars each`, question: false },
        { text: `${relative[1]}${relative[4] ?? ''}`, question: true },
      );
      i++;
    }
  }
}

/** Translates a normalised word problem (normalise.ts); null when it is not understood. */
export function translateWordProblem(normalised: string): WordProblemTranslation | null {
  const whole = translateText(normalised);
  if (whole) return whole;
  // Rules D2–D3: read again without the sentences that state only when a place opened or how big a room is, when
  // nothing else of the problem speaks of years or of sizes (the full text was not understood with them).
  const aside = sentencesAside(normalised);
  return aside === normalised ? null : translateText(aside);
}

const YEARS_WORDS =
  /\b(?:years?|ages?|aged|old|older|oldest|younger|youngest|born|birth|annual|annually|yearly|decades?|centur(?:y|ies))\b/;
const SIZE_WORDS =
  /\b(?:long|tall|high|wide|deep|far|length|height|width|depth|distance|perimeter|area|square|around|it|its|millimeters?|centimeters?|meters?|kilometers?|inch|inches|foot|feet|yards?|miles?)\b/;

/**
 * Rule D2: a sentence of its own whose one number is a span of years in the past — when a place opened or was
 * founded ("A bookstore opened 8 years ago.", "Wendy opened her shop in 2015.") or how long someone has done
 * something ("Coach Rivera has coached for 11 years.") — in a problem with no other word of years or ages. Rule D3: a
 * sentence of its own whose one number is the size of something ("The school gym is 30 meters long.", "The bags sat
 * on a shelf that was 2 meters high.") in a problem with no other word of length or size and no "it"/"its". Such a
 * sentence is set aside; every other number must still be read.
 */
function sentencesAside(normalised: string): string {
  const pieces = normalised.split(/(?<=[.!?])\s+/);
  const numbers = (p: string) => (p.match(/\d+(?:[.,]\d+)*/g) ?? []).length;
  const yearsSentence = (p: string) =>
    numbers(p) === 1 &&
    /^[^?]*(?:\b\d+ years? ago|\bin (?:1[89]|20)\d\d|\b(?:has|have|had) (?:[a-z]+ )?[a-z]+ed for \d+ years?)\.$/.test(p);
  const sizeSentence = (p: string) =>
    numbers(p) === 1 &&
    /^[^?]*\b\d+(?:\.\d+)? (?:centimeters?|meters?|feet|foot|inches|inch|yards?) (?:long|tall|high|wide|deep)\.$/.test(p);
  const kept = pieces.filter((p, i) => {
    if (i === pieces.length - 1 || pieces[i + 1] === undefined) return true;
    const others = pieces.filter((_, j) => j !== i).join(' ');
    if (yearsSentence(p) && !YEARS_WORDS.test(others.replace(/\b\d+ years? ago\b/, ''))) return false;
    if (sizeSentence(p) && !SIZE_WORDS.test(others)) return false;
    return true;
  });
  // The question, and a sentence of the story besides, must be left.
  return kept.length === pieces.length || kept.length < 2 ? normalised : kept.join(' ');
}

function translateText(normalised: string): WordProblemTranslation | null {
  if (UNREAD_QUANTIFIER.test(normalised.toLowerCase()) || BOUND.test(normalised.toLowerCase())) return null;
  const text = clockMarks(compoundMeasures(ageAside(normalised)));
  // Every number must be a number the grammar reads: one inside a word ("6-pack", "9:40") would be left out unseen.
  if (tokenize(text.replace(/[.!?](?=\s|$)/g, ' ')).some((t) => /\d/.test(t) && !NUMBER.test(t))) return null;
  const all = sentences(text);
  // "If 1 inch is 2.54 centimeters, how many centimeters is 12 inches?": the condition is a statement of the story.
  const asked = all.findIndex((s) => s.question);
  const conditional = asked >= 0 ? /^if (.+?), ((?:about |approximately |roughly )?(?:how|what) .+)$/.exec(all[asked]?.text ?? '') : null;
  if (conditional?.[1] && conditional[2])
    all.splice(asked, 1, { text: conditional[1], question: false }, { text: conditional[2], question: true });
  priceStatements(all);
  if (all.length === 0 || all.length > MAX_SENTENCES) return null;
  const last = all[all.length - 1];
  if (!last) return null;
  let storySentences: string[][];
  let storyTexts: string[] = [];
  let questionText: string | null = null;
  let claimClause: string | null = null;
  let claimed: string | null = null;
  if (last.question) {
    if (all.slice(0, -1).some((s) => s.question)) return null;
    storyTexts = all.slice(0, -1).map((s) => s.text);
    storySentences = storyTexts.map(splitClauses);
    questionText = last.text;
  } else {
    const previous = all[all.length - 2];
    if (previous?.question) {
      // "How many …? The answer is 12." / "… She has 12 apples."
      const answer = analyseClause(last.text, 0);
      if (answer.mentions.length !== 1 || all.slice(0, -2).some((s) => s.question)) return null;
      claimed = answer.mentions[0]?.text ?? null;
      storyTexts = all.slice(0, -2).map((s) => s.text);
      storySentences = storyTexts.map(splitClauses);
      questionText = previous.text;
    } else {
      if (all.some((s) => s.question)) return null;
      storySentences = all.map((s) => splitClauses(s.text));
      const lastClauses = storySentences[storySentences.length - 1] ?? [];
      claimClause = lastClauses.pop() ?? null;
      if (claimClause === null) return null;
    }
  }
  if (questionText !== null) {
    // A whole-problem frame (frames.ts) reads every sentence and every number, or does not answer.
    const frame = readFrame(storyTexts, questionText);
    const count = (t: string) => tokenize(t).filter((w) => NUMBER.test(w)).length;
    const numbers = storyTexts.reduce((n, c) => n + count(c), 0) + count(questionText);
    if (frame && frame.numbers === numbers && new Set(usedIds(frame.term)).size === numbers)
      return { expression: printTerm(frame.term), claimed, steps: numbers };
  }
  // The side of a shape ("a square field has a side of 50 meters") is a length only a frame reads with its shape: the
  // clause grammar would take it for the whole fence (50·3 dollars for a square's 4·50 meters).
  if (SHAPE.test(text.toLowerCase())) return null;
  // "Together they have 48 books" states a sum of holders, an equation no rule solves: it is never one holding (it
  // was read as Lisa's 48 books).
  if (storySentences.flat().some((c) => JOINT.test(c.toLowerCase()))) return null;
  const clauses = storySentences.reduce((n, c) => n + c.length, 0);
  if (clauses === 0 || clauses > MAX_CLAUSES) return null;
  const story = new Story();
  const read: Clause[] = [];
  let nextId = 0;
  for (const clauses of storySentences) {
    let previous = '';
    let before: Clause | null = null;
    for (const clause of clauses) {
      const c = gapped(analyseClause(clause, nextId), before, clause, nextId);
      before = c;
      nextId += c.mentions.length;
      previous = applyClause(story, c, previous);
      read.push(c);
    }
  }
  let question: Question | null = null;
  if (questionText !== null) question = parseQuestion(questionText, nextId);
  else if (claimClause !== null) {
    const parsed = parseClaim(claimClause, nextId);
    if (parsed) {
      question = parsed.question;
      claimed = parsed.claim.text;
    }
  }
  if (!question || story.problems.length > 0) return null;
  if (unrealActions(storySentences.flat().join(' ').toLowerCase(), (questionText ?? claimClause ?? '').toLowerCase(), question))
    return null;
  const answer = solve(story, question);
  if (!answer) return null;
  // Every cue word of the story must have been read, by the rule that applied its clause or by the answer.
  for (const c of read) {
    if (unknownVerbBeforeNumber(c)) return null;
    // "needs 2,000 stickers to complete his album": the verb "to complete" in the story rounds nothing.
    const cues = cuesOf(c.tokens, c.mentions, new Set(c.subject.k === 'owner' ? c.subject.words : [])).filter(
      (cue) => !(c.tokens[cue.i] === 'complete' && c.tokens[cue.i - 1] === 'to'),
    );
    if (cues.some((cue) => !c.read.has(cue.kind) && !answer.storyReads.includes(cue.kind))) return null;
  }
  return { expression: printTerm(answer.term), claimed, steps: story.mentions.length };
}
