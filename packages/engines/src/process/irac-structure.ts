import { splitSentences } from '../fact/text-units.ts';
import { parseSentence } from '../text/clauses.ts';
import { clauseStatuses } from '../text/status.ts';
import { tagSentence } from '../text/tagger.ts';
import { tokenizeSentence } from '../text/tokens.ts';

export type IracStep = 'Issue' | 'Rule' | 'Application' | 'Conclusion';

export const IRAC_STEPS: readonly IracStep[] = ['Issue', 'Rule', 'Application', 'Conclusion'];

/** Heading words per step. */
const HEADINGS: Record<IracStep, string[]> = {
  Issue: ['issue', 'issues', 'legal issue', 'question presented', 'questions presented', 'question', 'problem', 'issue presented'],
  Rule: [
    'rule',
    'rules',
    'rule of law',
    'legal rule',
    'governing law',
    'applicable law',
    'relevant law',
    'law',
    'legal standard',
    'standard',
    'statute',
    'principle',
    'legal principle',
    'authority',
    'legal framework',
  ],
  Application: [
    'application',
    'analysis',
    'apply',
    'applying the rule',
    'applying the law',
    'discussion',
    'reasoning',
    'legal analysis',
    'application of law to facts',
    'application to facts',
  ],
  Conclusion: [
    'conclusion',
    'conclusions',
    'holding',
    'holdings',
    'decision',
    'outcome',
    'result',
    'verdict',
    'disposition',
    'answer',
    'therefore',
    'in conclusion',
    'thus',
    'hence',
    'accordingly',
  ],
};

/** Signal phrases that introduce a step inside running prose (no heading). Anchored on word boundaries. */
const SIGNALS: Record<IracStep, RegExp[]> = {
  Issue: [
    /\b(?:the|a|one|main|key|central|legal|first|primary)\s+(?:legal\s+)?(?:issue|question)\s+(?:is|was|here|presented|before|raised|arises)\b/i,
    /\bat issue\b/i,
    /\bthe question (?:of|whether)\b/i,
    /\bissue[^.\n]{0,40}\bwhether\b/i,
    /\bwhether\b[^.\n]{3,200}\?/i,
  ],
  Rule: [
    /\b(?:the|a|applicable|relevant|governing|general)\s+(?:legal\s+)?(?:rule|law|statute|standard|doctrine|principle|test)\s+(?:is|was|states|provides|requires|holds|says|dictates|prohibits|permits)\b/i,
    /\bunder\s+(?:the\s+)?(?:[A-Z][\w.'-]*\s+){0,6}(?:rule|law|act|statute|code|doctrine|section|article|§|standard|test)\b/i,
    /\b(?:section|article|§)\s*\d+[\w.()]*\s+(?:of|provides|states|requires|prohibits)\b/i,
    /\b(?:pursuant to|according to)\s+(?:the\s+)?(?:rule|law|statute|act|section|article|doctrine)\b/i,
    /\bthe law (?:provides|states|requires|holds)\b/i,
    /\bcourts? (?:have|has) held\b/i,
    // "The statute of frauds requires …", "The Fourth Amendment requires …": a named rule and what it commands.
    /\b(?:statute|rule|doctrine|act|amendment|code|regulation|section|article|law|convention|treaty)\s+(?:of\s+[\w ]{1,30}?\s+)?(?:requires|provides|prohibits|permits|states|grants|protects|forbids|mandates)\b/i,
    /\b[Tt]he\s+(?:[A-Z][\w'-]*\s+){1,5}(?:requires|provides|prohibits|permits|grants|protects|forbids|mandates)\b/,
  ],
  Application: [
    /\b(?:applying|apply)\s+(?:this|the|that|these)\b/i,
    /\bhere\s*,/i,
    // "In this case the tenant …" needs no comma: the phrase itself turns from the rule to the facts.
    /\b(?:in this case|in the present case|on these facts|on the facts|in the instant case|in our case|in the case at hand)\b/i,
    /\bthe facts (?:show|indicate|suggest|demonstrate|establish)\b/i,
    /\bas applied to\b/i,
    /\bbecause\s+(?:the\s+)?(?:defendant|plaintiff|tenant|landlord|employer|employee|buyer|seller|party|parties|company|claimant|respondent)\b/i,
  ],
  Conclusion: [
    // Line start or sentence start; horizontal space only, so a run of blank lines is not rescanned from every newline.
    /(?:^|[.!?][ \t]+)[ \t]*(?:therefore|thus|hence|accordingly|consequently|in conclusion|in sum|to conclude|in summary|as a result)\b/im,
    /\b(?:we|i|the court)\s+(?:conclude|concludes|hold|holds|find|finds|held|found)\b/i,
    /\bit follows that\b/i,
  ],
};

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const ALL_WORDS = IRAC_STEPS.flatMap((step) => HEADINGS[step].map((w) => ({ step, w })));
const ALTERNATION = [...ALL_WORDS]
  .sort((a, b) => b.w.length - a.w.length)
  .map(({ w }) => escapeRe(w).replace(/ /g, '\\s+'))
  .join('|');
/**
 * A heading at a line start, optionally after markdown (#, >, *, _, -, numbering like "1." "I." "(a)"), then the word,
 * then a terminator (":", "-", "—", closing ** or the end of the line). This keeps "the rule" in prose from counting
 * as a Rule section while accepting "**Rule**", "## Analysis", "2. Conclusion:" and "ISSUE - ...".
 */
const LINE_HEADING = new RegExp(
  String.raw`^[ \t]*(?:>[ \t]*)*(?:#{1,6}[ \t]*)?(?:[-*+][ \t]+)?(?:\(?(?:\d{1,2}|[ivx]{1,4}|[a-d])[.)][ \t]*)?(?:\*\*|__|\*|_)?[ \t]*(${ALTERNATION})[ \t]*(?:\*\*|__|\*|_)?[ \t]*(?::|[-–—]|\*\*|__|$|\.(?=\s|$))`,
  'gim',
);
/** An inline heading after a sentence end in running text: "… the facts. Rule: a contract needs …" (a colon is required). */
const INLINE_HEADING = new RegExp(
  String.raw`(?:[.!?;][ \t]+|[ \t]\|[ \t]*)(?:\*\*|__)?(${ALTERNATION})(?:\*\*|__)?[ \t]*:(?:\*\*|__)?`,
  'gi',
);

/** What counts as content under a heading: at least this many words of two or more letters that are not placeholders. */
export const MIN_SECTION_WORDS = 3;
const PLACEHOLDER = /^(?:tbd|todo|tba|n\/?a|none|nil|pending|placeholder|lorem|ipsum|xxx+|to be (?:added|completed|determined|written))$/i;

export interface IracStepEvidence {
  step: IracStep;
  found: boolean;
  via: 'heading' | 'signal' | null;
  /** True when the step has a heading but nothing under it (or only placeholders): a hollow heading does not count. */
  hollow?: boolean;
  /** True when the text under the step's heading says the step was not done ("The rule was not applied to the facts"). */
  denied?: boolean;
}

/** Verbs of carrying out a step of the reasoning: denied, they say the step is missing. */
const PERFORMANCE_VERBS = new Set(
  'perform do carry_out complete reach apply identify research state write draw determine analyse analyze consider conduct undertake review examine formulate set_out address prepare finish make'.split(
    ' ',
  ),
);
/** Nouns that name a step: "No conclusion has been reached", "None". */
const STEP_NOUNS = new Set(
  'issue question rule law statute principle standard application analysis conclusion decision holding answer outcome result'.split(' '),
);

/**
 * Whether the text under a heading says its step was not carried out: its first clause is a verb of carrying out
 * ("identify", "apply", "research", "reach", "carry out"), in the passive, with "we"/"I" or with no subject, and
 * negated or left undone ("will", "should", "to be"); or its subject is "no conclusion", "none" or "nothing".
 * "The rule does not apply here" is a rule applied, not a step denied: the verb is intransitive with a rule as its
 * subject.
 */
export function deniesStep(text: string, work?: { headings: number; parse_steps?: number }): boolean {
  const first = splitSentences(text)[0]?.split(/;\s+/)[0] ?? '';
  if (first.trim() === '') return false;
  const parsed = parseSentence(tagSentence(tokenizeSentence(first), new Set()));
  if (work) work.parse_steps = (work.parse_steps ?? 0) + parsed.steps;
  const main = parsed.clauses.find((c) => c.verb);
  if (!main?.verb) return false;
  const status = clauseStatuses(parsed.clauses).get(main.id);
  if (!status) return false;
  const undone = status.negated || status.cues.size > 0;
  if (!undone) return false;
  const subject = main.subject;
  if (
    subject?.negative &&
    (subject.pronoun === 'none' || subject.pronoun === 'nothing' || (subject.head && STEP_NOUNS.has(subject.head.lower)))
  )
    return true;
  const lemma = main.verb.lemma;
  if (!PERFORMANCE_VERBS.has(lemma)) return false;
  const agentive = main.verb.passive || !subject || (subject.pronoun !== null && /^(?:we|i)$/.test(subject.pronoun));
  return agentive;
}

interface Heading {
  step: IracStep;
  start: number;
  /** Where the section's text begins (after the heading and its terminator). */
  body: number;
}

function stepOf(word: string): IracStep {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  return (ALL_WORDS.find((x) => x.w === w) as { step: IracStep }).step;
}

function headings(trace: string): Heading[] {
  const out: Heading[] = [];
  const seen = new Set<number>();
  for (const re of [LINE_HEADING, INLINE_HEADING]) {
    re.lastIndex = 0;
    for (const m of trace.matchAll(re)) {
      const word = m[1] as string;
      const at = m.index + m[0].indexOf(word);
      if (seen.has(at)) continue;
      seen.add(at);
      out.push({ step: stepOf(word), start: at, body: m.index + m[0].length });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Whether a section's text says something: enough real words, not a placeholder such as "TBD" or "N/A". */
function substantive(text: string): boolean {
  const cleaned = text.replace(/[*_#>`|\-–—:()[\]]+/g, ' ').trim();
  if (PLACEHOLDER.test(cleaned.replace(/[.!?]+$/, ''))) return false;
  return (cleaned.match(/\p{L}{2,}/gu) ?? []).length >= MIN_SECTION_WORDS;
}

/**
 * Finds the IRAC steps of a trace. A step counts through a heading (at a line start, or inline after a sentence end as
 * "Rule: …") only when text follows it before the next heading; otherwise through a signal phrase in the prose.
 */
export function detectIracSteps(trace: string, work?: { headings: number; parse_steps?: number }): IracStepEvidence[] {
  const hs = headings(trace);
  if (work) work.headings = hs.length;
  // A heading word is not a signal: signals are looked for in the text with the headings blanked out (one pass).
  const parts: string[] = [];
  let at = 0;
  for (const h of hs) {
    if (h.start < at) continue;
    parts.push(trace.slice(at, h.start), ' '.repeat(h.body - h.start));
    at = h.body;
  }
  parts.push(trace.slice(at));
  const prose = parts.join('');
  return IRAC_STEPS.map((step) => {
    const own = hs.map((h, i) => ({ h, end: hs[i + 1]?.start ?? trace.length })).filter(({ h }) => h.step === step);
    const sections = own.map(({ h, end }) => {
      const text = trace.slice(h.body, end);
      const full = substantive(text);
      return { h, end, full, denied: full && deniesStep(text, work) };
    });
    if (sections.some((x) => x.full && !x.denied)) return { step, found: true, via: 'heading' as const };
    // A signal phrase counts only outside the step's own sections: a denied section is not evidence of its step.
    let rest = prose;
    for (const x of sections) rest = rest.slice(0, x.h.body) + ' '.repeat(Math.max(0, x.end - x.h.body)) + rest.slice(x.end);
    if (SIGNALS[step].some((re) => re.test(rest))) return { step, found: true, via: 'signal' as const };
    const evidence: IracStepEvidence = { step, found: false, via: null };
    if (sections.some((x) => x.denied)) evidence.denied = true;
    else if (own.length > 0) evidence.hollow = true;
    return evidence;
  });
}
