/**
 * Phrase → expression rules of the offline translator. Each rule turns an English arithmetic phrase into a mathjs-
 * compatible expression, translating its sub-phrases recursively. Rules run from loosest to tightest binding, so
 * "the square root of 16 plus 3 squared" splits on "plus" first. `null` means "not understood", never a guess.
 */

import { UNITS } from './word-problem/lexicon.ts';

const NUM = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?`;
const MAX_DEPTH = 24;

type Rule = (p: string, depth: number) => string | null;

/** True for a bare number or a single function call such as sqrt(...), which need no parentheses when composed. */
function isAtomic(e: string): boolean {
  if (new RegExp(`^${NUM}$`).test(e) && !e.startsWith('-')) return true;
  const m = /^[a-z]+\(/.exec(e);
  if (!m) return false;
  let depth = 0;
  for (let i = m[0].length - 1; i < e.length; i++) {
    if (e[i] === '(') depth++;
    else if (e[i] === ')' && --depth === 0) return i === e.length - 1;
  }
  return false;
}

const wrap = (e: string) => (isAtomic(e) ? e : `(${e})`);

function clean(p: string): string {
  return p
    .trim()
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/^(?:value|result|answer)\s+of\s+/, '')
    .replace(/\s+(?:in total|altogether|combined)$/, '')
    .trim();
}

/** Splits a list ("2, 3 and 4", "2 and 3") into its items. */
function listItems(p: string): string[] {
  return p
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function all(items: string[], depth: number): string[] | null {
  const out: string[] = [];
  for (const item of items) {
    const e = translatePhrase(item, depth + 1);
    if (e === null) return null;
    out.push(e);
  }
  return out;
}

function binary(a: string, b: string, depth: number, make: (x: string, y: string) => string): string | null {
  const x = translatePhrase(a, depth + 1);
  const y = x === null ? null : translatePhrase(b, depth + 1);
  return x === null || y === null ? null : make(x, y);
}

/** Splits at the right-most operator word whose both sides are non-empty, so chains stay left-associative. */
function splitRightmost(p: string, op: RegExp): [string, string, string] | null {
  const g = new RegExp(op.source, 'g');
  let best: RegExpExecArray | null = null;
  for (let m = g.exec(p); m; m = g.exec(p)) {
    if (p.slice(0, m.index).trim() !== '' && p.slice(m.index + m[0].length).trim() !== '') best = m;
    if (m[0].length === 0) g.lastIndex++;
  }
  if (!best) return null;
  return [p.slice(0, best.index), best[1] ?? best[0].trim(), p.slice(best.index + best[0].length)];
}

const pureArithmetic: Rule = (p) => {
  if (!/\d/.test(p) || !/^(?:[\d\s.+\-*/^()]|sqrt|cbrt|abs)+$/.test(p)) return null;
  return p.replace(/\s+/g, '');
};

const interest: Rule = (p) => {
  const years = (t: string, unit: string) => (/^month/.test(unit) ? `${wrap(t)}/12` : wrap(t));
  const rate = String.raw`(${NUM})\s*(?:%|percent|per\s+cent)(?:\s+(?:per\s+(?:year|annum)|a\s+year|annually|yearly|p\.?a\.?))?`;
  const span = String.raw`(?:for|over)\s+(${NUM})\s+(years?|months?)`;
  const kinds = String.raw`(simple|compound)\s+interest`;
  const compounded = String.raw`(?:,?\s+compounded\s+(?:annually|yearly))?`;
  const forms: Array<[RegExp, (m: RegExpExecArray) => [string, string, string, string, string]]> = [
    [
      new RegExp(String.raw`^${kinds}\s+(?:on|for|of)\s+(${NUM})\s+at\s+${rate}\s+${span}${compounded}$`),
      (m) => [m[1] ?? '', m[2] ?? '', m[3] ?? '', m[4] ?? '', m[5] ?? ''],
    ],
    [
      new RegExp(String.raw`^${kinds}\s+${span}\s+(?:on|of)\s+(${NUM})\s+at\s+${rate}${compounded}$`),
      (m) => [m[1] ?? '', m[4] ?? '', m[5] ?? '', m[2] ?? '', m[3] ?? ''],
    ],
  ];
  for (const [re, pick] of forms) {
    const m = re.exec(p);
    if (!m) continue;
    const [kind, principal, r, t, unit] = pick(m);
    const time = years(t, unit);
    return kind === 'simple'
      ? `${wrap(principal)}*${wrap(r)}/100*${time}`
      : `${wrap(principal)}*(1+${wrap(r)}/100)^${time}-${wrap(principal)}`;
  }
  return null;
};

const percentQuestions: Rule = (p, depth) => {
  let m = /^what\s+(?:percent|percentage)\s+of\s+(.+?)\s+is\s+(.+)$/.exec(p);
  if (m) return binary(m[2] ?? '', m[1] ?? '', depth, (x, y) => `${wrap(x)}/${wrap(y)}*100`);
  m =
    /^(.+?)\s+is\s+what\s+(?:percent|percentage)\s+of\s+(.+)$/.exec(p) ?? /^(.+?)\s+as\s+an?\s+(?:percent|percentage)\s+of\s+(.+)$/.exec(p);
  if (m) return binary(m[1] ?? '', m[2] ?? '', depth, (x, y) => `${wrap(x)}/${wrap(y)}*100`);
  m = new RegExp(String.raw`^(.+?)\s+(increased|decreased|reduced)\s+by\s+(${NUM})\s*(?:%|percent|per\s+cent)$`).exec(p);
  if (m) {
    const base = translatePhrase(m[1] ?? '', depth + 1);
    return base === null ? null : `${wrap(base)}*(1${m[2] === 'increased' ? '+' : '-'}${wrap(m[3] ?? '')}/100)`;
  }
  return null;
};

const listPrefix: Rule = (p, depth) => {
  let m = /^(?:sum|total|addition)\s+of\s+(?:the\s+numbers\s+)?(.+)$/.exec(p);
  if (m) {
    const items = all(listItems(m[1] ?? ''), depth);
    return items && items.length >= 2 ? items.join('+') : null;
  }
  m = /^product\s+of\s+(?:the\s+numbers\s+)?(.+)$/.exec(p);
  if (m) {
    const items = all(listItems(m[1] ?? ''), depth);
    return items && items.length >= 2 ? items.map(wrap).join('*') : null;
  }
  m = /^(?:average|mean|arithmetic\s+mean)\s+of\s+(?:the\s+numbers\s+)?(.+)$/.exec(p);
  if (m) {
    const items = all(listItems(m[1] ?? ''), depth);
    return items && items.length >= 1 ? `(${items.join('+')})/${items.length}` : null;
  }
  const pairs: Array<[RegExp, (x: string, y: string) => string, boolean]> = [
    [/^difference\s+between\s+(.+?)\s+and\s+(.+)$/, (x, y) => `${x}-${wrap(y)}`, false],
    [/^quotient\s+of\s+(.+?)\s+(?:and|by)\s+(.+)$/, (x, y) => `${wrap(x)}/${wrap(y)}`, false],
    [/^ratio\s+of\s+(.+?)\s+(?:to|and)\s+(.+)$/, (x, y) => `${wrap(x)}/${wrap(y)}`, false],
    [/^subtract\s+(.+?)\s+from\s+(.+)$/, (x, y) => `${y}-${wrap(x)}`, false],
    [/^(?:take|deduct)\s+(.+?)\s+(?:away\s+)?from\s+(.+)$/, (x, y) => `${y}-${wrap(x)}`, false],
    [/^add\s+(.+?)\s+(?:and|to|plus)\s+(.+)$/, (x, y) => `${x}+${y}`, false],
    [/^multiply\s+(.+?)\s+(?:by|and|with)\s+(.+)$/, (x, y) => `${wrap(x)}*${wrap(y)}`, false],
    [/^divide\s+(.+?)\s+(?:by|into)\s+(.+)$/, (x, y) => `${wrap(x)}/${wrap(y)}`, false],
  ];
  for (const [re, make] of pairs) {
    m = re.exec(p);
    if (m) return binary(m[1] ?? '', m[2] ?? '', depth, make);
  }
  return null;
};

/**
 * "the remainder when 250 is divided by 12", "the remainder of 100 divided by 7": whole-number division's remainder,
 * mod(250, 12). Only for a whole dividend and a positive whole divisor written as digits, where "remainder" has one
 * meaning.
 */
const remainderOf: Rule = (p) => {
  const m = /^remainder\s+(?:when|if|of|after)\s+(\d+)\s+(?:is\s+)?divided\s+by\s+([1-9]\d*)$/.exec(p);
  return m ? `mod(${m[1]},${m[2]})` : null;
};

/** "19 less than the product of 7 and 48", "5 more than 3": the left side is one number, the right any phrase. */
const lessMoreThan: Rule = (p, depth) => {
  const m = new RegExp(String.raw`^(${NUM})\s+(less|fewer|more)\s+than\s+(.+)$`).exec(p);
  if (!m) return null;
  const y = translatePhrase(m[3] ?? '', depth + 1);
  if (y === null) return null;
  return m[2] === 'more' ? `${y}+${wrap(m[1] ?? '')}` : `${y}-${wrap(m[1] ?? '')}`;
};

/** "the total cost of 9 tickets at 13.50 each": a count times a unit price. */
const costOfItems: Rule = (p) => {
  const m = new RegExp(String.raw`^(?:total\s+)?(?:cost|price)\s+of\s+(\d+)\s+[a-z]+(?:\s+[a-z]+)?\s+at\s+(${NUM})\s+each$`).exec(p);
  return m ? `${m[1]}*${wrap(m[2] ?? '')}` : null;
};

const UNIT_WORD = String.raw`[a-z]+`;

/** The unit a word names (plural or singular, abbreviations folded), or null. */
function unitOf(word: string): { name: string; family: string; base: bigint } | null {
  const w = word.replace(/s$/, '');
  const name = UNIT_NAMES[word] ?? UNIT_NAMES[w] ?? null;
  const u = name ? UNITS[name] : undefined;
  return name && u ? { name, family: u.family, base: u.base } : null;
}

const UNIT_NAMES: Record<string, string> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  day: 'day',
  week: 'week',
  millimeter: 'millimeter',
  centimeter: 'centimeter',
  meter: 'meter',
  metre: 'meter',
  kilometer: 'kilometer',
  kilometre: 'kilometer',
  inche: 'inch',
  inch: 'inch',
  feet: 'foot',
  foot: 'foot',
  yard: 'yard',
  mile: 'mile',
  gram: 'gram',
  kilogram: 'kilogram',
  ounce: 'ounce',
  pound: 'pound',
  milliliter: 'milliliter',
  millilitre: 'milliliter',
  liter: 'liter',
  litre: 'liter',
};

/** Multiplies `e` by from/to, written with the smallest integer factors ("*60", "/1000"). */
function convert(e: string, from: bigint, to: bigint): string {
  if (from === to) return e;
  if (from % to === 0n) return `${wrap(e)}*${from / to}`;
  if (to % from === 0n) return `${wrap(e)}/${to / from}`;
  return `${wrap(e)}*${from}/${to}`;
}

/** "4 hours 25 minutes", "2 hours and 15 minutes", "3.5 hours": an amount of one family, in `to` units. */
function quantityIn(p: string, to: { family: string; base: bigint }): string | null {
  const parts = p.split(/\s+(?:and\s+)?(?=\d)/);
  const out: string[] = [];
  let last: bigint | null = null;
  for (const part of parts) {
    const m = new RegExp(String.raw`^(${NUM})\s+(${UNIT_WORD})$`).exec(part.trim());
    const u = m ? unitOf(m[2] ?? '') : null;
    // One family, largest unit first: "4 hours 25 minutes", never "25 minutes 4 hours".
    if (!m || !u || u.family !== to.family || (last !== null && u.base >= last)) return null;
    last = u.base;
    out.push(convert(m[1] ?? '', u.base, to.base));
  }
  return out.length > 0 ? out.join('+') : null;
}

/** Unit conversions with exact factors: "the number of minutes in 3.5 hours", "4 hours 25 minutes in minutes". */
const conversion: Rule = (p) => {
  let m = new RegExp(String.raw`^(?:number\s+of|how\s+many)\s+(${UNIT_WORD})\s+(?:are\s+)?(?:there\s+)?in\s+(.+)$`).exec(p);
  let to = m ? unitOf(m[1] ?? '') : null;
  if (m && to) return quantityIn(m[2] ?? '', to);
  m = new RegExp(String.raw`^(.+?)\s+(?:in|to|into|as)\s+(${UNIT_WORD})$`).exec(p);
  to = m ? unitOf(m[2] ?? '') : null;
  return m && to ? quantityIn(m[1] ?? '', to) : null;
};

const additive: Rule = (p, depth) => {
  const split = splitRightmost(p, /\s+(plus|minus|added\s+to|\+|-)\s+/);
  if (!split) return null;
  const [a, op, b] = split;
  return binary(a, b, depth, (x, y) => (op === 'minus' || op === '-' ? `${x}-${wrap(y)}` : `${x}+${y}`));
};

const multiplicative: Rule = (p, depth) => {
  const split = splitRightmost(p, /\s+(times|multiplied\s+by|divided\s+by|over|x|\*|\/)\s+/);
  if (!split) return null;
  const [a, op, b] = split;
  const divide = op.startsWith('divided') || op === 'over' || op === '/';
  return binary(a, b, depth, (x, y) => (divide ? `${wrap(x)}/${wrap(y)}` : `${wrap(x)}*${wrap(y)}`));
};

const percentOf: Rule = (p, depth) => {
  const m = new RegExp(String.raw`^(${NUM})\s*(?:%|percent|per\s+cent)\s+of\s+(.+)$`).exec(p);
  if (m?.[1] && m[2]) {
    const y = translatePhrase(m[2], depth + 1);
    return y === null ? null : `${wrap(m[1])}/100*${wrap(y)}`;
  }
  // "3/4 of 80" (normalise.ts writes "three quarters of", "half of" this way).
  const f = /^(\d+)\/(\d+)\s+of\s+(.+)$/.exec(p);
  if (!f?.[1] || !f[2] || !f[3]) return null;
  const y = translatePhrase(f[3], depth + 1);
  return y === null ? null : `${f[1]}/${f[2]}*${wrap(y)}`;
};

const PREFIX: Array<[RegExp, (x: string) => string]> = [
  [/^(?:square\s+root|sqrt)\s+of\s+(.+)$/, (x) => `sqrt(${x})`],
  [/^(?:cube\s+root|cubic\s+root|cbrt)\s+of\s+(.+)$/, (x) => `cbrt(${x})`],
  [/^square\s+of\s+(.+)$/, (x) => `${wrap(x)}^2`],
  [/^cube\s+of\s+(.+)$/, (x) => `${wrap(x)}^3`],
  [/^absolute\s+value\s+of\s+(.+)$/, (x) => `abs(${x})`],
  [/^half\s+of\s+(.+)$/, (x) => `${wrap(x)}/2`],
  [/^(?:one\s+|1\s+)?third\s+of\s+(.+)$/, (x) => `${wrap(x)}/3`],
  [/^(?:one\s+|1\s+)?(?:quarter|fourth)\s+of\s+(.+)$/, (x) => `${wrap(x)}/4`],
  [/^(?:twice|double)\s+(.+)$/, (x) => `2*${wrap(x)}`],
  [/^triple\s+(.+)$/, (x) => `3*${wrap(x)}`],
  [/^(?:minus|negative)\s+(.+)$/, (x) => `-${wrap(x)}`],
];

const prefix: Rule = (p, depth) => {
  const nth = /^(\d+)(?:st|nd|rd|th)\s+root\s+of\s+(.+)$/.exec(p);
  if (nth) {
    const x = translatePhrase(nth[2] ?? '', depth + 1);
    return x === null ? null : `${wrap(x)}^(1/${nth[1] ?? ''})`;
  }
  for (const [re, make] of PREFIX) {
    const m = re.exec(p);
    if (!m) continue;
    const x = translatePhrase(m[1] ?? '', depth + 1);
    return x === null ? null : make(x);
  }
  return null;
};

const postfix: Rule = (p, depth) => {
  let m = /^(.+?)\s+(squared|cubed)$/.exec(p);
  if (m) {
    const x = translatePhrase(m[1] ?? '', depth + 1);
    return x === null ? null : `${wrap(x)}^${m[2] === 'squared' ? 2 : 3}`;
  }
  m = /^(.+?)\s+(?:raised\s+)?to\s+the\s+(\d+)(?:st|nd|rd|th)\s+power$/.exec(p);
  if (m) return binary(m[1] ?? '', m[2] ?? '', depth, (x, y) => `${wrap(x)}^${wrap(y)}`);
  m = /^(.+?)\s+(?:(?:raised\s+)?to\s+the\s+power\s+(?:of\s+)?|raised\s+to\s+|\*\*\s*)(.+)$/.exec(p);
  if (m) return binary(m[1] ?? '', m[2] ?? '', depth, (x, y) => `${wrap(x)}^${wrap(y)}`);
  return null;
};

const atom: Rule = (p, depth) => {
  let m = new RegExp(`^(${NUM})$`).exec(p);
  if (m) return m[1] ?? '';
  m = new RegExp(String.raw`^(${NUM})\s*(?:%|percent|per\s+cent)$`).exec(p);
  if (m) return `${wrap(m[1] ?? '')}/100`;
  m = /^\((.+)\)$/.exec(p);
  return m ? translatePhrase(m[1] ?? '', depth + 1) : null;
};

const RULES: Rule[] = [
  pureArithmetic,
  interest,
  percentQuestions,
  remainderOf,
  lessMoreThan,
  costOfItems,
  conversion,
  listPrefix,
  additive,
  multiplicative,
  percentOf,
  prefix,
  postfix,
  atom,
];

/**
 * Work bound for one translation. Rules retry sub-phrases after a failed split, which is exponential on adversarial
 * input ("1 plus 1 plus … foo"); memoising sub-phrases plus a step budget keeps every query within a few milliseconds.
 */
const MAX_STEPS = 20_000;
let memo: Map<string, string | null> | null = null;
let steps = 0;

function translateInner(phrase: string, depth: number): string | null {
  if (depth > MAX_DEPTH || ++steps > MAX_STEPS) return null;
  const p = clean(phrase);
  if (p === '') return null;
  const known = memo?.get(p);
  if (known !== undefined) return known;
  let out: string | null = null;
  for (const rule of RULES) {
    out = rule(p, depth);
    if (out !== null) break;
  }
  // Only successes and failures not caused by the budget are final, so memoised nulls stay correct.
  if (steps <= MAX_STEPS) memo?.set(p, out);
  return out;
}

/** Translates one normalised (lower-case, number words as digits) phrase, or returns null when not understood. */
export function translatePhrase(phrase: string, depth = 0): string | null {
  if (memo !== null) return translateInner(phrase, depth);
  memo = new Map();
  steps = 0;
  try {
    return translateInner(phrase, depth);
  } finally {
    memo = null;
  }
}
