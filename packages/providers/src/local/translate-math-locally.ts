import type { MathTranslation } from '../llm-provider.ts';
import { ProviderError } from '../provider-error.ts';
import { translatePhrase } from './math-phrases.ts';
import { normaliseNumbers } from './normalise.ts';
import { roundExpression, roundingInstruction } from './rounding.ts';
import { translateWordProblem } from './word-problem/index.ts';

const MAX_QUERY_CHARS = 4000;

/** Words that make a text look like arithmetic: with digits but no parse, the answer is "unsupported", not "not math". */
const MATH_CUE =
  /[+*/^%=×÷]|\d\s*-\s*\d|\b(?:plus|minus|times|multiplied|divided|sum|total|product|difference|quotient|ratio|percent|percentage|square|cube|root|squared|cubed|power|average|mean|interest|half|twice|double|calculate|compute|subtract|add|multiply|divide)\b/;

const PREFIXES = [
  /^(?:please|kindly|hey|hi)[\s,]+/,
  /^(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell\s+me|calculate|compute|work\s+out|find|check|verify)\s+/,
  /^(?:tell\s+me|let\s+me\s+know)\s+/,
  /^(?:what|whats|what's)\s+(?:is|are|would\s+be|will\s+be)\s+/,
  /^(?:whats|what's)\s+/,
  /^(?:how\s+much|how\s+many)\s+(?:is|are|would\s+be)\s+/,
  /^(?:calculate|compute|evaluate|determine|find|work\s+out|solve|simplify|give\s+me)\s+/,
  /^(?:is\s+it\s+(?:true|correct|right)\s+that|verify\s+that|check\s+(?:that|whether|if)|confirm\s+that|true\s+or\s+false:?)\s+/,
  /^(?:i\s+think|i\s+believe|my\s+answer\s+is\s+that)\s+/,
];

/** One-line form of the normalised text: amounts without their currency words, no politeness prefixes or tags. */
function oneLine(normalised: string): string {
  let s = normalised.replace(/(\d)\s*(?:dollars?|usd|euros?|pounds sterling|yen)\b/g, '$1');
  s = s.replace(/(?:[?.!]|\s)+$/, '');
  s = s.replace(/[,;]?\s*(?:right|correct|true|yes|no|isn't it|is that right|is that correct)$/, '').trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const re of PREFIXES) {
      const next = s.replace(re, '');
      if (next !== s) {
        s = next.trim();
        changed = true;
      }
    }
  }
  return s.replace(/(?:[?.!:,]|\s)+$/, '');
}

const isBareNumber = (e: string) => /^-?[\d.]+(?:e[-+]?\d+)?$/.test(e);

/** Hedge words that make a claim approximate ("is about 3.14"): the engine then applies a stated tolerance. */
const HEDGE = String.raw`(?:about|approximately|approx\.?|roughly|around|nearly|almost|close\s+to|≈|~)`;
const CLAIM_NUM = String.raw`(-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?|\d+/\d+)`;

interface Claim {
  phrase: string;
  /** The claimed number exactly as written ("0.30000000001", "3/4"), or null when the text claims nothing. */
  claimed: string | null;
  approximate: boolean;
}

/** Splits "is 2+2 equal to 5" / "2+2 is 5" / "2 + 2 = 5" / "pi is about 3.14" into the phrase and the claimed number. */
function splitClaim(s: string): Claim {
  const hedge = String.raw`(?:(${HEDGE})\s*)?`;
  const forms = [
    new RegExp(String.raw`^is\s+(.+?)\s+(?:equal\s+to|equals?|the\s+same\s+as|=)\s+${hedge}${CLAIM_NUM}$`),
    // "Is 1/3 about 0.333?": the hedge word stands where "equal to" would.
    new RegExp(String.raw`^is\s+(.+?)\s+(${HEDGE})\s+${CLAIM_NUM}$`),
    new RegExp(String.raw`^does\s+(.+?)\s+(?:equal|equals|make|give|come\s+to)\s+${hedge}${CLAIM_NUM}$`),
    new RegExp(
      String.raw`^(.+?)\s*(?:==?|≈|\bis\s+equal\s+to\b|\bequals\b|\bis\b|\bmakes\b|\bgives\b|\bcomes\s+to\b|\bwill\s+be\b)\s*${hedge}${CLAIM_NUM}$`,
    ),
  ];
  for (const re of forms) {
    const m = re.exec(s);
    if (m?.[1] && m[3]) return { phrase: m[1], claimed: m[3], approximate: m[2] !== undefined || /≈/.test(s) };
  }
  return { phrase: s.replace(/^is\s+/, ''), claimed: null, approximate: false };
}

/** The double nearest the claimed number, for the spec's numeric `claimed_answer`; the exact text travels beside it. */
function claimNumber(text: string): number {
  const [n = '', d] = text.split('/');
  return d === undefined ? Number(n) : Number(n) / Number(d);
}

interface Found {
  expression: string;
  phrase: string;
  claim: Claim;
  kind: 'arithmetic' | 'word problem';
}

function arithmetic(normalised: string): Found | null {
  const s = oneLine(normalised);
  // The whole text first: "what percent of 200 is 30" is a question, not the claim "… is 30".
  const whole = translatePhrase(s);
  const claim: Claim = whole !== null && !isBareNumber(whole) ? { phrase: s, claimed: null, approximate: false } : splitClaim(s);
  let expression = claim.phrase === s && claim.claimed === null ? whole : translatePhrase(claim.phrase);
  if (expression === null) {
    // "What is 2/3 of 250, rounded to the nearest whole number?": the rounding is part of the question.
    const rounding = roundingInstruction(claim.phrase);
    const inner = rounding ? translatePhrase(rounding.phrase) : null;
    if (rounding && inner !== null && !isBareNumber(inner)) expression = roundExpression(inner, rounding.scale);
  }
  // A bare number ("what is 42") is arithmetic only when the text also claims a result for it ("is 7 equal to 7").
  if (expression === null || (isBareNumber(expression) && claim.claimed === null)) return null;
  return { expression, phrase: claim.phrase, claim, kind: 'arithmetic' };
}

/** "… ? The answer is 91." / "… ? Answer: 91": the question, then the claimed number (with an optional unit word). */
const ANSWER_SENTENCE = new RegExp(
  String.raw`^(.+\?)\s*(?:the\s+(?:correct\s+|final\s+)?answer\s+(?:is|would\s+be|will\s+be)|answer\s*[:=]|answer\s+is)\s*:?\s*(?:(${HEDGE})\s+)?${CLAIM_NUM}(?:\s+(dollars?|euros?|percent))?\s*[.!]?$`,
);

/**
 * The question-and-answer form of a one-line question ("What is 15% of 80? The answer is 12."): the question is
 * translated on its own (it must claim nothing itself) and the closing sentence supplies the claim. A unit word after
 * the claimed number must be one the question is about (dollars when it speaks of dollars, percent for "what percent").
 */
function questionAndAnswer(normalised: string): Found | null {
  const m = ANSWER_SENTENCE.exec(normalised);
  if (!m?.[1] || !m[3]) return null;
  const unit = m[4] ?? '';
  if (unit.startsWith('percent') && !/\bwhat\s+(?:percent|percentage)\b/.test(m[1])) return null;
  if (/^(?:dollar|euro)/.test(unit) && !new RegExp(String.raw`\d\s+${unit.replace(/s$/, '')}`).test(m[1])) return null;
  const found = arithmetic(m[1]);
  if (!found || found.claim.claimed !== null) return null;
  return { ...found, claim: { phrase: found.phrase, claimed: m[3], approximate: m[2] !== undefined } };
}

function wordProblem(normalised: string): Found | null {
  const t = translateWordProblem(normalised);
  if (!t) return null;
  const approximate = t.claimed !== null && new RegExp(String.raw`\b${HEDGE}\s+\$?${t.claimed.replace(/[.]/g, '\\.')}\b`).test(normalised);
  return {
    expression: t.expression,
    phrase: normalised,
    claim: { phrase: normalised, claimed: t.claimed, approximate },
    kind: 'word problem',
  };
}

/**
 * Offline, deterministic arithmetic translation (no model, no network). It only emits expressions it parsed from the
 * text; when it cannot, it throws rather than guessing. It translates and never evaluates: the math engine decides
 * the expression against the claim (claimed_exact keeps the claim's digits; claim_stated is false for a question).
 * @throws ProviderError 'not_math' for non-arithmetic text, 'unsupported' for arithmetic phrasing it does not know.
 */
export function translateMathLocally(query: string): MathTranslation {
  if (query.length > MAX_QUERY_CHARS) throw new ProviderError('unsupported');
  const normalised = normaliseNumbers(query);
  const looksMath = /\d/.test(normalised) && MATH_CUE.test(`${query.toLowerCase()} ${normalised}`);
  const found = questionAndAnswer(normalised) ?? arithmetic(normalised) ?? wordProblem(normalised);
  if (!found) throw new ProviderError(looksMath ? 'unsupported' : 'not_math');
  const { expression, claim } = found;
  const what = found.kind === 'arithmetic' ? `"${found.phrase}"` : 'the word problem';
  const translation: MathTranslation = {
    expression,
    // With no claim in the text there is nothing to report here: the engine fills in the value it establishes.
    claimed_answer: claim.claimed !== null ? claimNumber(claim.claimed) : 0,
    reasoning:
      claim.claimed === null
        ? `Offline rule-based translation of ${what} into ${expression}; the text states no result, so only the value is computed.`
        : `Offline rule-based translation of ${what} into ${expression}; the text claims the result is ${claim.approximate ? 'about ' : ''}${claim.claimed}.`,
    // Rule-based parsing either matched a known phrasing or threw, so the only uncertainty left is phrasing ambiguity.
    confidence: 0.9,
    claim_stated: claim.claimed !== null,
    // Every rule of this translator accounts for each number and clause of the text and names the question type, or
    // the translator refuses (docs/natural-language.md, "Certain translations").
    certain: true,
  };
  if (claim.claimed !== null) translation.claimed_exact = claim.claimed;
  if (claim.approximate) translation.approximate = true;
  return translation;
}
