/**
 * Grade-school word problems → one arithmetic expression (docs/natural-language.md, "Word problems"). The story
 * is read clause by clause into facts (apply.ts), the question — or the closing claim — is parsed (question.ts),
 * and an answer strategy (solve.ts) builds the expression from the problem's own numbers. Anything not understood,
 * including a number the expression would leave unused, makes it return null: the caller then refuses.
 */
import { applyClause } from './apply.ts';
import { analyseClause, type Clause, splitClauses } from './clause.ts';
import { cuesOf } from './cues.ts';
import { readFrame } from './frames.ts';
import { canonical, UNITS } from './lexicon.ts';
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

const MAX_SENTENCES = 12;
const MAX_CLAUSES = 24;

function sentences(text: string): Array<{ text: string; question: boolean }> {
  return text
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

/** Translates a normalised word problem (normalise.ts); null when it is not understood. */
export function translateWordProblem(normalised: string): WordProblemTranslation | null {
  const text = compoundMeasures(normalised);
  // Every number must be a number the grammar reads: one inside a word ("6-pack", "9:40") would be left out unseen.
  if (tokenize(text.replace(/[.!?](?=\s|$)/g, ' ')).some((t) => /\d/.test(t) && !NUMBER.test(t))) return null;
  const all = sentences(text);
  // "If 1 inch is 2.54 centimeters, how many centimeters is 12 inches?": the condition is a statement of the story.
  const asked = all.findIndex((s) => s.question);
  const conditional = asked >= 0 ? /^if (.+?), ((?:about |approximately |roughly )?(?:how|what) .+)$/.exec(all[asked]?.text ?? '') : null;
  if (conditional?.[1] && conditional[2])
    all.splice(asked, 1, { text: conditional[1], question: false }, { text: conditional[2], question: true });
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
  const clauses = storySentences.reduce((n, c) => n + c.length, 0);
  if (clauses === 0 || clauses > MAX_CLAUSES) return null;
  const story = new Story();
  const read: Clause[] = [];
  let nextId = 0;
  for (const clauses of storySentences) {
    let previous = '';
    for (const clause of clauses) {
      const c = analyseClause(clause, nextId);
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
  const answer = solve(story, question);
  if (!answer) return null;
  // Every cue word of the story must have been read, by the rule that applied its clause or by the answer.
  for (const c of read) {
    const cues = cuesOf(c.tokens, c.mentions, new Set(c.subject.k === 'owner' ? c.subject.words : []));
    if (cues.some((cue) => !c.read.has(cue.kind) && !answer.storyReads.includes(cue.kind))) return null;
  }
  return { expression: printTerm(answer.term), claimed, steps: story.mentions.length };
}
