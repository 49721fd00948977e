/**
 * Stage 1a of the pipeline: text → tokens. Besides ASCII (`x^2`, `sqrt(2)`, `*`, `/`) it reads the notations models
 * write, each mapped to one token form so the parser has one grammar (docs/math.md, "Notations"):
 * - unicode powers and subscripts: `x²`, `2⁻³`, `sin²x` become `^ ( … )`, `log₂`, `∫₀¹`, `x₁` become `_ ( … )`;
 * - vulgar fractions `½`, `⅔` become `( 1 / 2 )`; `√ ∛ ∜ ⌊ ⌋ ⌈ ⌉ | ∑ Σ ∏ ∫ ∂ ± ≈ ≡ → ° % ∈`; `∞` is `inf`;
 * - a LaTeX subset: `\frac{a}{b}`, `\sqrt{x}`, `\sqrt[3]{x}`, `\binom{n}{k}`, `\cdot`, `\times`, `\pi`, `\infty`,
 *   `\to`, `\sum`, `\prod`, `\int`, `\lim`, `\left( … \right)`, Greek letters, `\sin` and the other functions;
 * - `10C3` / `5P2` become `binomial(10, 3)` / `permutations(5, 2)`;
 * - quoted one-sided limit directions (`"-"`, `'+'`) become string tokens; any other quote is a prime (`f'(x)`).
 * Every token records whether whitespace preceded it (`sp`): MATLAB rows and `√2x`-style ambiguities depend on it.
 */
import { MathInputError } from './expr.ts';

export type Token =
  | { t: 'num'; text: string; sp: boolean }
  | { t: 'id'; name: string; sp: boolean }
  | { t: 'sym'; v: string; sp: boolean; vulgar?: boolean }
  | { t: 'str'; v: string; sp: boolean };

/** Symbols the parser knows; anything else is refused. */
const SYMBOLS = new Set([
  '+',
  '-',
  '*',
  '/',
  '^',
  '!',
  '(',
  ')',
  '[',
  ']',
  ',',
  '=',
  ';',
  ':',
  '|',
  '{',
  '}',
  '_',
  '%',
  "'",
  '√',
  '∛',
  '∜',
  '⌊',
  '⌋',
  '⌈',
  '⌉',
  '∑',
  '∏',
  '∫',
  '∂',
  '±',
  '≈',
  '≡',
  '→',
  '°',
  '∈',
  '∅',
]);

const SINGLE: Readonly<Record<string, string>> = {
  '×': '*',
  '·': '*',
  '⋅': '*',
  '∙': '*',
  '∗': '*',
  '÷': '/',
  '−': '-',
  '–': '-',
  '—': '-',
  '∕': '/',
  Σ: '∑',
  '∏': '∏',
  Π: '∏',
  '⟶': '→',
  '⇒': '→',
  '⟹': '→',
  '⇾': '→',
  '≃': '≈',
  '′': "'",
  '’': "'",
  ʹ: "'",
  '∓': '±',
  '≔': '=',
  '〈': '(',
  '〉': ')',
};

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁺': '+',
  '⁻': '-',
  '⁽': '(',
  '⁾': ')',
  ⁿ: 'n',
  ⁱ: 'i',
  ˣ: 'x',
  ᵏ: 'k',
  '⋅': '*',
  ᐟ: '/',
};
const SUBSCRIPT: Readonly<Record<string, string>> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  '₊': '+',
  '₋': '-',
  '₍': '(',
  '₎': ')',
  ₙ: 'n',
  ᵢ: 'i',
  ₓ: 'x',
  ₖ: 'k',
  ⱼ: 'j',
};

const VULGAR: Readonly<Record<string, [string, string]>> = {
  '½': ['1', '2'],
  '⅓': ['1', '3'],
  '⅔': ['2', '3'],
  '¼': ['1', '4'],
  '¾': ['3', '4'],
  '⅕': ['1', '5'],
  '⅖': ['2', '5'],
  '⅗': ['3', '5'],
  '⅘': ['4', '5'],
  '⅙': ['1', '6'],
  '⅚': ['5', '6'],
  '⅐': ['1', '7'],
  '⅛': ['1', '8'],
  '⅜': ['3', '8'],
  '⅝': ['5', '8'],
  '⅞': ['7', '8'],
  '⅑': ['1', '9'],
  '⅒': ['1', '10'],
};

/** Greek letters are one-letter names; π is the constant. */
const GREEK = /^[\u0391-\u03A9\u03B1-\u03C9\u03D1\u03D5\u03F5]/;

/** LaTeX commands read as a symbol, a name, or nothing (spacing and sizing). */
const LATEX_SYMBOL: Readonly<Record<string, string>> = {
  cdot: '*',
  times: '*',
  ast: '*',
  div: '/',
  pm: '±',
  mp: '±',
  to: '→',
  rightarrow: '→',
  Rightarrow: '→',
  implies: '→',
  longrightarrow: '→',
  approx: '≈',
  simeq: '≈',
  equiv: '≡',
  sum: '∑',
  prod: '∏',
  int: '∫',
  partial: '∂',
  lfloor: '⌊',
  rfloor: '⌋',
  lceil: '⌈',
  rceil: '⌉',
  sqrt: '√',
  vert: '|',
  lvert: '|',
  rvert: '|',
  mid: '|',
  in: '∈',
  emptyset: '∅',
  varnothing: '∅',
  circ: '°',
  degree: '°',
  '%': '%',
  '{': '{',
  '}': '}',
};
const LATEX_NAME: Readonly<Record<string, string>> = {
  pi: 'π',
  infty: 'inf',
  frac: '\\frac',
  dfrac: '\\frac',
  tfrac: '\\frac',
  binom: 'binomial',
  dbinom: 'binomial',
  tbinom: 'binomial',
  choose: 'choose',
  bmod: 'mod',
  mod: 'mod',
  pmod: '\\pmod',
  lim: 'lim',
  ln: 'ln',
  log: 'log',
  exp: 'exp',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  sec: 'sec',
  csc: 'csc',
  cot: 'cot',
  arcsin: 'asin',
  arccos: 'acos',
  arctan: 'atan',
  sinh: 'sinh',
  cosh: 'cosh',
  tanh: 'tanh',
  det: 'det',
  max: 'max',
  min: 'min',
  gcd: 'gcd',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  vartheta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  e: 'e',
};
const LATEX_SKIP = new Set([
  'left',
  'right',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'displaystyle',
  'limits',
  'quad',
  'qquad',
  ',',
  ';',
  '!',
  ' ',
  ':',
]);
/** `\mathrm{d}`, `\text{ mod }`, `\operatorname{det}`: the braced text is read as plain text. */
const LATEX_TEXT = new Set(['mathrm', 'text', 'operatorname', 'mathit', 'textrm', 'mathbf', 'rm']);

export function lex(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let sp = false;
  const push = (tok: Token) => {
    out.push(tok);
    sp = false;
  };
  const sym = (v: string, extra: Partial<{ vulgar: boolean }> = {}) => push({ t: 'sym', v, sp, ...extra });
  /** A run of superscript or subscript characters, emitted as `^ ( … )` / `_ ( … )` from its ASCII reading. */
  const script = (table: Readonly<Record<string, string>>, marker: '^' | '_') => {
    let body = '';
    while (i < text.length && table[text.charAt(i)] !== undefined) {
      body += table[text.charAt(i)];
      i++;
    }
    sym(marker);
    out.push({ t: 'sym', v: '(', sp: false });
    for (const tok of lex(body)) out.push({ ...tok, sp: false });
    out.push({ t: 'sym', v: ')', sp: false });
  };
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      sp = true;
      i++;
      continue;
    }
    const rest = text.slice(i);
    // `10C3`, `5P2`: the combinatorial shorthand (a number glued to C or P and a number), never a product.
    const combo = /^(\d+)([CP])(\d+)(?![\w.])/.exec(rest);
    if (combo) {
      const [whole, n = '', which, k = ''] = combo;
      push({ t: 'id', name: which === 'C' ? 'binomial' : 'permutations', sp });
      for (const v of ['(', n, ',', k, ')']) out.push(/\d/.test(v) ? { t: 'num', text: v, sp: false } : { t: 'sym', v, sp: false });
      i += whole.length;
      continue;
    }
    const number = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(rest);
    if (number) {
      // `2e` is 2·e and `3e^x` is 3·e^x: an exponent marker must be followed by digits to belong to the number.
      push({ t: 'num', text: number[0], sp });
      i += number[0].length;
      if (text.charAt(i) === '.' && /\d/.test(text.charAt(i + 1))) throw new MathInputError('SYNTAX', 'A number has two decimal points.');
      continue;
    }
    const ident = /^[A-Za-z][A-Za-z0-9]*/.exec(rest) ?? /^π/.exec(rest) ?? (ch === 'Σ' || ch === 'Π' ? null : GREEK.exec(rest));
    if (ident) {
      const name = ident[0];
      if (name.length > 32) throw new MathInputError('FORBIDDEN', 'Name not allowed.');
      push({ t: 'id', name, sp });
      i += name.length;
      continue;
    }
    if (ch === '\\') {
      i = latex(text, i, out, sp);
      sp = false;
      continue;
    }
    if (ch === '"' || (ch === "'" && /^'[+-]'/.test(rest))) {
      const close = text.indexOf(ch, i + 1);
      if (close < 0 || close - i > 12) throw new MathInputError('SYNTAX', 'A quoted text is not closed.');
      push({ t: 'str', v: text.slice(i + 1, close).trim(), sp });
      i = close + 1;
      continue;
    }
    if (SUPERSCRIPT[ch] !== undefined && ch !== '⋅') {
      script(SUPERSCRIPT, '^');
      continue;
    }
    if (SUBSCRIPT[ch] !== undefined) {
      script(SUBSCRIPT, '_');
      continue;
    }
    const vulgar = VULGAR[ch];
    if (vulgar) {
      sym('(', { vulgar: true });
      out.push({ t: 'num', text: vulgar[0], sp: false }, { t: 'sym', v: '/', sp: false }, { t: 'num', text: vulgar[1], sp: false });
      out.push({ t: 'sym', v: ')', sp: false });
      i++;
      continue;
    }
    const two = rest.slice(0, 2);
    const three = rest.slice(0, 3);
    if (three === '+/-') {
      sym('±');
      i += 3;
      continue;
    }
    if (two === '**') {
      sym('^');
      i += 2;
      continue;
    }
    if (two === '==') {
      sym('=');
      i += 2;
      continue;
    }
    if (two === '->' || two === '=>') {
      sym('→');
      i += 2;
      continue;
    }
    if (two === '~=') {
      sym('≈');
      i += 2;
      continue;
    }
    if (two === '+-') {
      sym('±');
      i += 2;
      continue;
    }
    if (two === ':=') {
      sym('=');
      i += 2;
      continue;
    }
    if (two === '!=' || /[<>≤≥≠⩽⩾]/.test(ch)) {
      throw new MathInputError('UNSUPPORTED', 'Inequalities are not supported; write an equation with "=".');
    }
    if (ch === '∞') {
      push({ t: 'id', name: 'inf', sp });
      i++;
      continue;
    }
    const s = SINGLE[ch] ?? ch;
    if (!SYMBOLS.has(s)) {
      throw new MathInputError('FORBIDDEN', `The character "${ch}" is not part of the math syntax (docs/math.md lists the notations).`);
    }
    sym(s);
    i++;
  }
  return out;
}

/** One LaTeX command starting at `text[i]` (a backslash); returns the index after it. */
function latex(text: string, i: number, out: Token[], sp: boolean): number {
  const m = /^\\([A-Za-z]+|.)/.exec(text.slice(i));
  if (!m) throw new MathInputError('SYNTAX', 'A backslash must start a LaTeX command.');
  const cmd = m[1] ?? '';
  let j = i + m[0].length;
  if (LATEX_SKIP.has(cmd)) return j;
  if (LATEX_TEXT.has(cmd)) {
    const open = text.indexOf('{', j);
    const close = text.indexOf('}', j);
    if (open !== j || close < 0) throw new MathInputError('SYNTAX', `\\${cmd} needs a braced argument.`);
    for (const tok of lex(text.slice(open + 1, close))) out.push({ ...tok, sp: sp || tok.sp });
    return close + 1;
  }
  const symbol = LATEX_SYMBOL[cmd];
  if (symbol) {
    out.push({ t: 'sym', v: symbol, sp });
    return j;
  }
  const name = LATEX_NAME[cmd];
  if (name) {
    out.push({ t: 'id', name, sp });
    while (text.charAt(j) === ' ') j++;
    return j;
  }
  if (/^(le|leq|ge|geq|ne|neq|lt|gt)$/.test(cmd))
    throw new MathInputError('UNSUPPORTED', 'Inequalities are not supported; write an equation with "=".');
  throw new MathInputError('SYNTAX', `The LaTeX command \\${cmd} is not supported (docs/math.md lists the notations).`);
}
