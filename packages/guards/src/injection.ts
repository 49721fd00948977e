import { GUARD_LIMITS } from './limits.ts';
import { decodeTagCharacters } from './text.ts';

export interface InjectionScreen {
  blocked: boolean;
  rule?: string;
  message?: string;
}

export interface InjectionRule {
  rule: string;
  message: string;
  pattern: RegExp;
}

const VERB_OVERRIDE = String.raw`(?:ignore|ignoring|disregard|disregarding|forget|override|overrule|bypass|abandon|discard|set aside|stop following|do not follow|don'?t follow|do not obey|don'?t obey|no longer follow)`;
const TARGET = String.raw`(?:instructions?|rules?|prompts?|directions?|directives?|guidelines?|guardrails?|constraints?|restrictions?|polic(?:y|ies)|programming|commands?|context|conversation|messages?|training|filters?|safeguards?)`;
/** Qualifiers that make "ignore … rules" about the model's own instructions rather than, say, the rules of exponents. */
const QUALIFIER = String.raw`(?:all|any|every|previous|prior|above|earlier|preceding|initial|original|system|developer|your|its|existing|safety|content|security|ethical|openai|anthropic|default|hidden|built-?in)`;

/**
 * Patterns shared by the natural-language screen and the tool-definition check. They aim at instructions addressed to
 * the model; ordinary imperative maths ("ignore the sign", "solve the system of equations") has no qualifier/target pair.
 */
export const INJECTION_RULES: InjectionRule[] = [
  {
    rule: 'INJ-OVERRIDE',
    message: 'Attempt to override the model instructions.',
    pattern: new RegExp(
      String.raw`\b${VERB_OVERRIDE}\b(?:\s+(?:the|all|any|of|my|your|these|those|its|every))*(?:\s+${QUALIFIER})+(?:\s+\w+){0,2}?\s+${TARGET}\b`,
      'i',
    ),
  },
  {
    rule: 'INJ-OVERRIDE',
    message: 'Attempt to override the model instructions.',
    pattern: new RegExp(
      String.raw`\b${VERB_OVERRIDE}\b(?:\s+(?:the|all|any|your|these|those|every))?\s+${TARGET}\s+(?:above|before|so far|you (?:were|have been) given|given (?:to you|above|earlier)|from (?:the )?(?:system|developer))\b`,
      'i',
    ),
  },
  {
    rule: 'INJ-OVERRIDE',
    message: 'Attempt to override the model instructions.',
    pattern:
      /\b(?:new|updated|revised|real|actual|true|overriding|additional|secret|hidden) (?:instructions|rules|system prompt|directives)\s*:/i,
  },
  {
    rule: 'INJ-PROMPT-LEAK',
    message: 'Attempt to extract the system prompt or hidden instructions.',
    pattern:
      /\b(?:reveal|print|show|display|output|repeat|leak|dump|tell me|give me|share|expose|recite|spell out|write out|return|echo|what (?:is|are|was|were)|paste|copy)\b[^.?!\n]{0,40}?\b(?:system|hidden|secret|internal|initial|original|developer|confidential|pre-?|full|previous|prior|exact)\s*(?:prompt|instructions|message|directives|configuration)\b/i,
  },
  {
    rule: 'INJ-PROMPT-LEAK',
    message: 'Attempt to extract the system prompt or hidden instructions.',
    pattern:
      /\b(?:reveal|print|show|display|output|repeat|leak|dump|tell me|give me|share|expose|recite|what (?:is|are|were))\b[^.?!\n]{0,20}?\byour\s+(?:\w+\s+)?(?:prompt|instructions|rules|guidelines|directives)\b|\brepeat (?:the |all |everything |every )?(?:words?|text|lines?|everything|above|content)\b[^.?!\n]{0,20}\b(?:above|before|preceding)\b/i,
  },
  { rule: 'INJ-PROMPT-LEAK', message: 'Reference to the system prompt.', pattern: /\bsystem[ _-]?prompt\b/i },
  {
    rule: 'INJ-ROLEPLAY',
    message: 'Role-play jailbreak.',
    pattern:
      /\byou(?: are|'re) now (?:dan\b|an? (?:unrestricted|unfiltered|uncensored|evil|jailbroken|different|new|rogue|free)|in (?:developer|god|jailbreak|dan|unrestricted|debug|admin) mode|free\b|unrestricted|unfiltered|uncensored|jailbroken|no longer|not bound|going to (?:act|pretend|ignore)|my (?:unrestricted|evil|uncensored))/i,
  },
  {
    rule: 'INJ-ROLEPLAY',
    message: 'Role-play jailbreak.',
    pattern:
      /\b(?:pretend|imagine) (?:that )?(?:you(?: are|'re)|to be) (?:an? )?(?:unrestricted|unfiltered|uncensored|evil|jailbroken|rogue|ai|assistant|model|chatbot|dan\b|different|developer mode)|\b(?:act|behave|respond|answer) as (?:an? )?(?:unrestricted|unfiltered|uncensored|evil|jailbroken|rogue|dan\b|(?:ai|assistant|model|chatbot) (?:with(?:out)?|that|which|who))|\brole-?play(?:ing)? as\b|\bstay in character\b|\bdo anything now\b|\b(?:you are|you're|as|become) dan\b|\bdan mode\b|\bjailbr(?:oken|eak mode|eak prompt)\b/i,
  },
  {
    rule: 'INJ-ROLEPLAY',
    message: 'Role-play jailbreak.',
    pattern:
      /\b(?:enable|activate|enter|switch to|turn on) (?:the )?(?:developer|god|jailbreak|dan|unrestricted|debug|admin|sudo) mode\b|\b(?:not|no longer|never) (?:be )?(?:bound|restricted|limited|constrained) by (?:any |your |the )?(?:rules|guidelines|polic|restrictions|filters|openai|anthropic|ethic)|\b(?:respond|answer|reply|act|speak|talk|write|output)\b[^.\n]{0,30}\bwithout (?:any )?(?:restrictions|filters|filtering|censorship|limitations|moral|ethical|safety)/i,
  },
  {
    rule: 'INJ-DELIMITER',
    message: 'Chat-template or role delimiter injection.',
    pattern:
      /<\/?\s*(?:system|sys|assistant|instructions?|im_start|im_end|developer)\s*>|<\|[a-z_]{2,20}\|>|\[\/?(?:INST|SYS)\]|<<\/?SYS>>|\b(?:begin|end)(?: of)? (?:the )?system (?:prompt|message|instructions)\b|```\s*system\b/i,
  },
  {
    rule: 'INJ-DELIMITER',
    message: 'Chat-template or role delimiter injection.',
    pattern:
      /(?:^|\n)\s*(?:#{1,6}\s*)?(?:system|developer)(?:\s+(?:prompt|message|instructions?|override))?\s*:\s*[A-Za-z]{2,}\s+[A-Za-z]/i,
  },
];

/** Fake conversation turns ("Human: … Assistant: …") pasted into a query to impersonate the model's own turns. */
const FAKE_TURNS = /(?:^|\n)\s*(?:human|user)\s*:[\s\S]*(?:^|\n)\s*(?:assistant|ai|model)\s*:/i;

/** Emoji subdivision flags are the one legitimate use of tag characters (U+1F3F4 + tag letters + U+E007F). */
const FLAG_SEQUENCE = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,8}\u{E007F}/gu;

/** Lower-cased, NFKC-folded text with invisible characters removed and spaced-out letters joined ("i g n o r e"). */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[\u{E0000}-\u{E007F}]/gu, '')
    .replace(/\b(?:[A-Za-z][ .](?=[A-Za-z]\b)){3,}[A-Za-z]\b/g, (m) => m.replace(/[ .]/g, ''))
    .replace(/[ \t]+/g, ' ');
}

/** Undoes common letter/digit substitutions ("1gn0re prev10us 1nstruct10ns") for a second matching pass. */
function deleet(text: string): string {
  return text.replace(
    /[0134578@$]/g,
    (c) => ({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's' })[c] ?? c,
  );
}

export function matchInjection(text: string): InjectionRule | null {
  const folded = foldForMatching(text);
  const variants = [folded];
  const leet = deleet(folded);
  if (leet !== folded) variants.push(leet);
  for (const variant of variants) {
    for (const rule of INJECTION_RULES) if (rule.pattern.test(variant)) return rule;
  }
  return null;
}

/**
 * Screens a natural-language query before it reaches a model. Blocks instruction overrides, prompt extraction,
 * role-play jailbreaks, chat-template delimiters, fake conversation turns and invisible bidi/tag characters
 * (tag characters are also decoded and screened). Ordinary maths wording passes: "ignore the sign", "the system of
 * equations", "if you are now 12 years old".
 */
export function screenPromptInjection(text: string): InjectionScreen {
  if (typeof text !== 'string') return { blocked: true, rule: 'INJ-INVALID', message: 'Query is not text.' };
  // Every rule is a linear scan, but dozens of them over megabytes would not fit a request's CPU budget: fail closed.
  if (text.length > GUARD_LIMITS.screenChars)
    return { blocked: true, rule: 'INJ-TOO-LONG', message: `Query longer than ${GUARD_LIMITS.screenChars} characters cannot be screened.` };
  const withoutFlags = text.replace(FLAG_SEQUENCE, '');
  if (/[\u{E0000}-\u{E007F}]/u.test(withoutFlags)) {
    return { blocked: true, rule: 'INJ-HIDDEN-UNICODE', message: 'Invisible Unicode tag characters in the query.' };
  }
  if (/[\u202A-\u202E\u2066-\u2069]/.test(text)) {
    return { blocked: true, rule: 'INJ-HIDDEN-UNICODE', message: 'Bidirectional control characters in the query.' };
  }
  const hit = matchInjection(text) ?? matchInjection(decodeTagCharacters(withoutFlags));
  if (hit) return { blocked: true, rule: hit.rule, message: hit.message };
  if (FAKE_TURNS.test(text)) return { blocked: true, rule: 'INJ-DELIMITER', message: 'Fake conversation turns in the query.' };
  return { blocked: false };
}
