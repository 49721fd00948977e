import type { MathTranslation } from '../llm-provider.ts';
import { ProviderError } from '../provider-error.ts';
import { evaluateExact } from './exact-evaluate.ts';
import { translatePhrase } from './math-phrases.ts';
import { replaceNumberWords } from './number-words.ts';

const MAX_QUERY_CHARS = 4000;
const NUM = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?`;

/** Words that make a text look like arithmetic: with digits but no parse, the answer is "unsupported", not "not math". */
const MATH_CUE =
  /[+*/^%=×÷]|\d\s*-\s*\d|\b(?:plus|minus|times|multiplied|divided|sum|total|product|difference|quotient|ratio|percent|percentage|square|cube|root|squared|cubed|power|average|mean|interest|half|twice|double|calculate|compute|subtract|add|multiply|divide)\b/;

/** Lists ("mean of 100,200,300") must not have their commas read as thousands separators. */
const LIST_CONTEXT = /\b(?:sum|total|product|average|mean|numbers)\b/;

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

function normalise(query: string): string {
  let s = query.toLowerCase().normalize('NFKC');
  s = s.replace(/[−–—]/g, '-').replace(/÷/g, '/').replace(/×/g, '*').replace(/\*\*/g, '^');
  s = s.replace(/[$€£¥]\s*(?=[\d.])/g, '').replace(/(\d)\s*(?:dollars?|usd|euros?)\b/g, '$1');
  if (!LIST_CONTEXT.test(s)) s = s.replace(/\b(\d{1,3}(?:,\d{3})+)(?![\d,])/g, (m) => m.replace(/,/g, ''));
  // "2.5 million": fold scale words after digits first, or the number-word pass would read "million" on its own.
  s = s.replace(/(\d+(?:\.\d+)?)\s+(hundred|thousand|million|billion)\b/g, (_, n: string, w: string) => {
    const scale = { hundred: 2, thousand: 3, million: 6, billion: 9 }[w as 'hundred'] ?? 0;
    const [whole = '', frac = ''] = n.split('.');
    const digits = `${whole}${frac.padEnd(scale, '0').slice(0, scale)}`.replace(/^0+(?=\d)/, '');
    const rest = frac.slice(scale);
    return rest ? `${digits}.${rest}` : digits;
  });
  s = replaceNumberWords(s);
  s = s.replace(/\s+/g, ' ').trim();
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

interface Claim {
  phrase: string;
  claimed: number | null;
}

/** Splits "is 2+2 equal to 5" / "2+2 is 5" / "2 + 2 = 5" into the phrase and the claimed number. */
function splitClaim(s: string): Claim {
  const forms = [
    new RegExp(String.raw`^is\s+(.+?)\s+(?:equal\s+to|equals?|the\s+same\s+as|=)\s+(${NUM})$`),
    new RegExp(String.raw`^does\s+(.+?)\s+(?:equal|equals|make|give|come\s+to)\s+(${NUM})$`),
    new RegExp(
      String.raw`^(.+?)\s*(?:==?|\bis\s+equal\s+to\b|\bequals\b|\bis\b|\bmakes\b|\bgives\b|\bcomes\s+to\b|\bwill\s+be\b)\s*(${NUM})$`,
    ),
  ];
  for (const re of forms) {
    const m = re.exec(s);
    if (m && m[1] && m[2]) return { phrase: m[1], claimed: Number(m[2]) };
  }
  return { phrase: s.replace(/^is\s+/, ''), claimed: null };
}

/**
 * Offline, deterministic arithmetic translation (no model, no network). It only emits expressions it parsed from the
 * text; when it cannot, it throws rather than guessing.
 * @throws ProviderError 'not_math' for non-arithmetic text, 'unsupported' for arithmetic phrasing it does not know.
 */
export function translateMathLocally(query: string): MathTranslation {
  if (query.length > MAX_QUERY_CHARS) throw new ProviderError('unsupported');
  const s = normalise(query);
  const looksMath = /\d/.test(s) && MATH_CUE.test(`${query.toLowerCase()} ${s}`);
  // The whole text first: "what percent of 200 is 30" is a question, not the claim "… is 30".
  const whole = translatePhrase(s);
  const { phrase, claimed } = whole !== null && !isBareNumber(whole) ? { phrase: s, claimed: null } : splitClaim(s);
  const expression = phrase === s && claimed === null ? whole : translatePhrase(phrase);
  // A bare number ("what is 42") is arithmetic only when the text also claims a result for it ("is 7 equal to 7").
  const bareNumber = expression !== null && isBareNumber(expression) && claimed === null;
  if (expression === null || bareNumber) throw new ProviderError(looksMath ? 'unsupported' : 'not_math');
  const value = evaluateExact(expression);
  if (claimed === null && !value.ok) throw new ProviderError('unsupported');
  const computed = value.ok ? value.value : null;
  return {
    expression,
    claimed_answer: claimed ?? (computed as number),
    reasoning:
      claimed === null
        ? `Offline rule-based translation of "${phrase}" into ${expression}; the claimed answer is the expression's own value.`
        : `Offline rule-based translation of "${phrase}" into ${expression}; the text claims the result is ${claimed}.`,
    // Rule-based parsing either matched a known phrasing or threw, so the only uncertainty left is phrasing ambiguity.
    confidence: 0.9,
  };
}
