export type IracStep = 'Issue' | 'Rule' | 'Application' | 'Conclusion';

export const IRAC_STEPS: readonly IracStep[] = ['Issue', 'Rule', 'Application', 'Conclusion'];

/** Heading words per step: matched only where a section starts (a line start, after markdown/numbering). */
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
    /\bwhether\b[^.\n]{3,}\?/i,
  ],
  Rule: [
    /\b(?:the|a|applicable|relevant|governing|general)\s+(?:legal\s+)?(?:rule|law|statute|standard|doctrine|principle|test)\s+(?:is|was|states|provides|requires|holds|says|dictates|prohibits|permits)\b/i,
    /\bunder\s+(?:the\s+)?(?:[A-Z][\w.'-]*\s+){0,6}(?:rule|law|act|statute|code|doctrine|section|article|§|standard|test)\b/i,
    /\b(?:section|article|§)\s*\d+[\w.()]*\s+(?:of|provides|states|requires|prohibits)\b/i,
    /\b(?:pursuant to|according to)\s+(?:the\s+)?(?:rule|law|statute|act|section|article|doctrine)\b/i,
    /\bthe law (?:provides|states|requires|holds)\b/i,
    /\bcourts? (?:have|has) held\b/i,
  ],
  Application: [
    /\b(?:applying|apply)\s+(?:this|the|that|these)\b/i,
    /\b(?:here|in this case|in the present case|on these facts|in the instant case)\s*,/i,
    /\bthe facts (?:show|indicate|suggest|demonstrate|establish)\b/i,
    /\bbecause\s+(?:the\s+)?(?:defendant|plaintiff|tenant|landlord|employer|employee|buyer|seller|party|parties|company|claimant|respondent)\b/i,
  ],
  Conclusion: [
    /(?:^|[.!?]\s+|\n)\s*(?:therefore|thus|hence|accordingly|consequently|in conclusion|in sum|to conclude|in summary|as a result)\b/i,
    /\b(?:we|i|the court)\s+(?:conclude|concludes|hold|holds|find|finds|held|found)\b/i,
    /\bit follows that\b/i,
  ],
};

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A heading: at a line start, optionally after markdown (#, >, *, _, -, numbering like "1." "I." "(a)"), then the
 * word itself, then a terminator (":", "-", "—", closing ** or the end of the line). This keeps "the rule" in prose from
 * counting as a Rule section while accepting "**Rule**", "## Analysis", "2. Conclusion:" and "ISSUE - ...".
 */
function headingRegex(words: string[]): RegExp {
  const alts = [...words].sort((a, b) => b.length - a.length).map((w) => escapeRe(w).replace(/ /g, '\\s+'));
  const lead = String.raw`^[ \t]*(?:>[ \t]*)*(?:#{1,6}[ \t]*)?(?:[-*+][ \t]+)?(?:\(?(?:\d{1,2}|[ivx]{1,4}|[a-d])[.)][ \t]*)?(?:\*\*|__|\*|_)?[ \t]*`;
  const tail = String.raw`[ \t]*(?:\*\*|__|\*|_)?[ \t]*(?::|[-–—]|\*\*|__|$|\.(?:\s|$)|\n)`;
  return new RegExp(`${lead}(?:${alts.join('|')})${tail}`, 'im');
}

const HEADING_RES: Record<IracStep, RegExp> = {
  Issue: headingRegex(HEADINGS.Issue),
  Rule: headingRegex(HEADINGS.Rule),
  Application: headingRegex(HEADINGS.Application),
  Conclusion: headingRegex(HEADINGS.Conclusion),
};

export interface IracStepEvidence {
  step: IracStep;
  found: boolean;
  via: 'heading' | 'signal' | null;
}

export function detectIracSteps(trace: string): IracStepEvidence[] {
  return IRAC_STEPS.map((step) => {
    if (HEADING_RES[step].test(trace)) return { step, found: true, via: 'heading' as const };
    if (SIGNALS[step].some((re) => re.test(trace))) return { step, found: true, via: 'signal' as const };
    return { step, found: false, via: null };
  });
}
