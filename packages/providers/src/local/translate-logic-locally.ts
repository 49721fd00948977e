import { ProviderError } from '../provider-error.ts';
import { extractLogicProgram } from '../translate-logic.ts';
import { replaceNumberWords } from './number-words.ts';

/**
 * Offline translation of simple constraint phrasing into the logic DSL, e.g.
 * "x is greater than 3 and x is less than 5, x is an integer" → (declare x Int) (and (> x 3) (< x 5)).
 * Numeric variables must have a stated type ("x is an integer", "integers x and y", "all variables are real numbers"):
 * Int and Real give different answers (x > 3 and x < 4), so the translator refuses rather than picking one.
 * Propositional atoms ("p or q", "if p then q") are Bool by their use. Anything else is 'unsupported'.
 */

type VarType = 'Int' | 'Real' | 'Bool';

const MAX_QUERY_CHARS = 4000;
const IDENT = String.raw`[a-z][a-z0-9_]*`;
const LIST = String.raw`${IDENT}(?:\s*,\s*${IDENT})*(?:\s*,?\s*and\s+${IDENT})?`;
const TYPE_WORDS = String.raw`(positive|negative|non-?negative|natural)?\s*(integer|whole\s+number|natural\s+number|real(?:\s+number)?|number|decimal|boolean|bool)s?`;
const RESERVED = new Set([
  'and',
  'or',
  'not',
  'is',
  'are',
  'if',
  'then',
  'the',
  'a',
  'an',
  'true',
  'false',
  'implies',
  'iff',
  'xor',
  'either',
  'neither',
  'nor',
  'than',
  'to',
  'of',
  'be',
  'let',
  'it',
  'that',
  'case',
  'only',
  'equal',
  'equals',
]);

class Unsupported extends Error {}

interface State {
  types: Map<string, VarType>;
  defaultType: VarType | null;
  usage: Map<string, 'num' | 'bool'>;
  extra: string[];
}

function typeOf(word: string): VarType {
  if (/^(?:integer|whole|natural)/.test(word)) return 'Int';
  if (/^bool/.test(word)) return 'Bool';
  return 'Real';
}

function setType(st: State, name: string, type: VarType, modifier: string | undefined) {
  if (RESERVED.has(name)) throw new Unsupported();
  const known = st.types.get(name);
  if (known && known !== type) throw new Unsupported();
  st.types.set(name, type);
  const natural = modifier === 'natural' || /natural/.test(modifier ?? '');
  if (modifier === 'positive') st.extra.push(`(> ${name} 0)`);
  else if (modifier === 'negative') st.extra.push(`(< ${name} 0)`);
  else if (modifier && /non-?negative/.test(modifier)) st.extra.push(`(>= ${name} 0)`);
  else if (natural) st.extra.push(`(>= ${name} 0)`);
}

const names = (list: string) =>
  list
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Pulls type statements out of the text, returning what is left. */
function extractDeclarations(text: string, st: State): string {
  let s = text.replace(
    new RegExp(String.raw`\ball\s+(?:the\s+)?(?:variables|unknowns|numbers)\s+are\s+(?:an?\s+)?${TYPE_WORDS}`, 'g'),
    (_, mod: string | undefined, t: string) => {
      if (mod) throw new Unsupported();
      st.defaultType = typeOf(t);
      return ',';
    },
  );
  // "x is an integer between 1 and 10": the range stays behind as its own clause about each named variable.
  const typed = new RegExp(
    String.raw`\b(?:let\s+)?(${LIST})\s+(?:is|are|be)\s+(?:an?\s+)?(?:both\s+)?${TYPE_WORDS}(\s+(?:strictly\s+)?between\s+\S+\s+~\s+\S+)?`,
    'g',
  );
  s = s.replace(typed, (_, list: string, mod: string | undefined, t: string, range: string | undefined) => {
    const vars = names(list);
    for (const n of vars) setType(st, n, typeOf(t), mod?.replace(/\s+/g, ''));
    return range ? `,${vars.map((n) => `${n} is${range}`).join(',')},` : ',';
  });
  // "is there an integer x such that", "for integers x and y,", "find real numbers x, y with"
  s = s.replace(
    new RegExp(
      String.raw`\b(?:(?:is|are)\s+there|does\s+there\s+exist|do\s+there\s+exist|there\s+(?:is|are|exists?)|find|for|exists?|some)?\s*(?:an?\s+|some\s+)?${TYPE_WORDS}\s+(${LIST})(?:\s+(?:such\s+that|so\s+that|where|with|satisfying))?`,
      'g',
    ),
    (_, mod: string | undefined, t: string, list: string) => {
      for (const n of names(list)) setType(st, n, typeOf(t), mod?.replace(/\s+/g, ''));
      return ',';
    },
  );
  return s;
}

function use(st: State, name: string, kind: 'num' | 'bool'): string {
  if (RESERVED.has(name)) throw new Unsupported();
  const prev = st.usage.get(name);
  if (prev && prev !== kind) throw new Unsupported();
  st.usage.set(name, kind);
  return name;
}

/** Infix arithmetic term → prefix S-expression. */
function term(src: string, st: State): string {
  const s = src
    .replace(/\bmultiplied\s+by\b|\btimes\b/g, '*')
    .replace(/\bplus\b/g, '+')
    .replace(/\bminus\b/g, '-')
    .replace(/\b(?:twice|double)\b/g, '2 *')
    .replace(/\b(\d+(?:\.\d+)?)\s*([a-z])/g, '$1 * $2')
    .replace(/^the\s+/, '');
  const tokens = s.match(/\d+(?:\.\d+)?|[a-z][a-z0-9_]*|[-+*()]|\S/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const expr = (): string => {
    let left = product();
    while (peek() === '+' || peek() === '-') {
      const op = tokens[i++] ?? '';
      left = `(${op} ${left} ${product()})`;
    }
    return left;
  };
  const product = (): string => {
    let left = unary();
    while (peek() === '*') {
      i++;
      left = `(* ${left} ${unary()})`;
    }
    return left;
  };
  const unary = (): string => {
    if (peek() === '-') {
      i++;
      return `(- ${unary()})`;
    }
    const t = tokens[i++];
    if (t === undefined) throw new Unsupported();
    if (t === '(') {
      const e = expr();
      if (tokens[i++] !== ')') throw new Unsupported();
      return e;
    }
    if (/^\d/.test(t)) return t;
    if (/^[a-z]/.test(t)) return use(st, t, 'num');
    throw new Unsupported();
  };
  const out = expr();
  if (i !== tokens.length) throw new Unsupported();
  return out;
}

const WORD_COMPARISONS: Array<[RegExp, string]> = [
  [
    /\s+is\s+(?:greater|more|larger|bigger)\s+than\s+or\s+equal\s+to\s+|\s+is\s+at\s+least\s+|\s+is\s+no\s+(?:less|smaller)\s+than\s+/,
    '>=',
  ],
  [/\s+is\s+(?:less|smaller|fewer)\s+than\s+or\s+equal\s+to\s+|\s+is\s+at\s+most\s+|\s+is\s+no\s+(?:more|greater|larger)\s+than\s+/, '<='],
  [/\s+is\s+(?:greater|more|larger|bigger|higher)\s+than\s+|\s+exceeds\s+|\s+is\s+above\s+/, '>'],
  [/\s+is\s+(?:less|smaller|fewer|lower)\s+than\s+|\s+is\s+below\s+/, '<'],
  [/\s+is\s+not\s+equal\s+to\s+|\s+does\s+not\s+equal\s+|\s+is\s+different\s+from\s+|\s+(?:!=|≠|<>)\s*/, 'distinct'],
  [/\s+is\s+equal\s+to\s+|\s+equals\s+|\s+is\s+the\s+same\s+as\s+/, '='],
];

const SYMBOLS = /(<=|>=|≤|≥|!=|≠|==|=|<|>)/;

function comparison(clause: string, st: State): string | null {
  // Symbolic, possibly chained: 3 < x < 5
  const parts = clause.split(SYMBOLS);
  if (parts.length >= 3) {
    const atoms: string[] = [];
    for (let k = 1; k < parts.length; k += 2) {
      const op =
        ({ '≤': '<=', '≥': '>=', '==': '=', '≠': 'distinct', '!=': 'distinct' } as Record<string, string>)[parts[k] ?? ''] ??
        parts[k] ??
        '';
      atoms.push(`(${op} ${term((parts[k - 1] ?? '').trim(), st)} ${term((parts[k + 1] ?? '').trim(), st)})`);
    }
    return atoms.length === 1 ? (atoms[0] ?? '') : `(and ${atoms.join(' ')})`;
  }
  const between = /^(.+?)\s+is\s+(strictly\s+)?between\s+(.+?)\s+~\s+(.+)$/.exec(clause);
  if (between) {
    const [lo, hi] = between[2] ? ['>', '<'] : ['>=', '<='];
    const t = term(between[1] ?? '', st);
    return `(and (${lo} ${t} ${term(between[3] ?? '', st)}) (${hi} ${t} ${term(between[4] ?? '', st)}))`;
  }
  const sign = /^(.+?)\s+is\s+(not\s+)?(positive|negative|non-?negative|non-?positive|zero|non-?zero)$/.exec(clause);
  if (sign) {
    const t = term(sign[1] ?? '', st);
    const kind = (sign[3] ?? '').replace('-', '');
    const atom = {
      positive: `(> ${t} 0)`,
      negative: `(< ${t} 0)`,
      nonnegative: `(>= ${t} 0)`,
      nonpositive: `(<= ${t} 0)`,
      zero: `(= ${t} 0)`,
      nonzero: `(distinct ${t} 0)`,
    }[kind];
    if (!atom) return null;
    return sign[2] ? `(not ${atom})` : atom;
  }
  for (const [re, op] of WORD_COMPARISONS) {
    const m = re.exec(clause);
    if (m) return `(${op} ${term(clause.slice(0, m.index), st)} ${term(clause.slice(m.index + m[0].length), st)})`;
  }
  // "x is not greater than 3" → the negation of the positive form.
  const negated = /^(.+?)\s+is\s+not\s+(.+)$/.exec(clause);
  if (negated) {
    const inner = comparison(`${negated[1]} is ${negated[2]}`, st);
    return inner === null ? null : `(not ${inner})`;
  }
  const is = /^(.+?)\s+is\s+(.+)$/.exec(clause);
  if (is && /\d|[-+*]/.test(clause)) return `(= ${term(is[1] ?? '', st)} ${term(is[2] ?? '', st)})`;
  return null;
}

function proposition(text: string, st: State): string {
  const s = text.trim().replace(/^(?:and|but|also)\s+/, '');
  let m = /^(?:it\s+is\s+not\s+the\s+case\s+that|not)\s+(.+)$/.exec(s);
  if (m) return `(not ${proposition(m[1] ?? '', st)})`;
  m = /^if\s+(.+?)\s*,?\s+then\s+(.+)$/.exec(s);
  if (m) return `(=> ${proposition(m[1] ?? '', st)} ${proposition(m[2] ?? '', st)})`;
  for (const [re, op] of [
    [/\s+(?:if\s+and\s+only\s+if|iff|<=>)\s+/, 'iff'],
    [/\s+(?:implies|=>|->)\s+/, '=>'],
    [/\s+(?:xor)\s+/, 'xor'],
    [/\s+or\s+/, 'or'],
  ] as Array<[RegExp, string]>) {
    const parts = s.replace(/^either\s+/, '').split(re);
    if (parts.length >= 2 && (op === 'or' || parts.length === 2)) return `(${op} ${parts.map((p) => proposition(p, st)).join(' ')})`;
  }
  m = /^(.+?)\s+and\s+(.+)$/.exec(s);
  if (m && !/\s+is\s+(?:strictly\s+)?between\s+[^~]+$/.test(m[1] ?? ''))
    return `(and ${proposition(m[1] ?? '', st)} ${proposition(m[2] ?? '', st)})`;
  m = new RegExp(String.raw`^(${IDENT})\s+is\s+(true|false)$`).exec(s);
  if (m) return m[2] === 'true' ? use(st, m[1] ?? '', 'bool') : `(not ${use(st, m[1] ?? '', 'bool')})`;
  if (new RegExp(`^${IDENT}$`).test(s)) return use(st, s, 'bool');
  const c = comparison(s, st);
  if (c === null) throw new Unsupported();
  return c;
}

function normalise(query: string): string {
  return replaceNumberWords(query.toLowerCase().normalize('NFKC'))
    .replace(/\s+/g, ' ')
    .replace(/^(?:please\s+)?(?:check|determine|decide)\s+(?:whether|if)\s+/, '')
    .replace(/^(?:is\s+it\s+(?:possible|satisfiable)\s+that|suppose|assume|given\s+that)\s+/, '')
    .replace(/\bbetween\s+(\S+)\s+and\s+(\S+)/g, 'between $1 ~ $2')
    .replace(/[?.!]+\s*$/, '')
    .trim();
}

/** @throws ProviderError('unsupported') when the phrasing is not understood. */
export function translateLogicLocally(query: string): string {
  if (query.length > MAX_QUERY_CHARS) throw new ProviderError('unsupported');
  if (query.trim().startsWith('(')) {
    // Already DSL: pass it through once its parentheses balance; the logic engine checks the rest.
    try {
      return extractLogicProgram(query);
    } catch {
      throw new ProviderError('unsupported');
    }
  }
  const st: State = { types: new Map(), defaultType: null, usage: new Map(), extra: [] };
  try {
    const rest = extractDeclarations(normalise(query), st);
    const clauses = rest
      .split(/\s*[,;]\s*|\.\s+/)
      .map((c) => c.trim())
      .filter((c) => c !== '' && !/^(?:and|but)$/.test(c));
    const formulas = clauses.map((c) => proposition(c, st));
    formulas.push(...st.extra);
    if (formulas.length === 0) throw new Unsupported();
    const declarations: string[] = [];
    for (const [name, kind] of st.usage) {
      const declared = st.types.get(name) ?? (kind === 'bool' ? 'Bool' : st.defaultType);
      if (declared === null || (kind === 'bool') !== (declared === 'Bool')) throw new Unsupported();
      declarations.push(`(declare ${name} ${declared})`);
    }
    const body = formulas.length === 1 ? (formulas[0] ?? '') : `(and ${formulas.join(' ')})`;
    return [...declarations, body].join(' ');
  } catch (e) {
    if (e instanceof Unsupported || e instanceof ProviderError) throw new ProviderError('unsupported');
    throw e;
  }
}
