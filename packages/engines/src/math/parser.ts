/**
 * Stage 1b of the pipeline: tokens → `Expr`. A Pratt-style recursive descent of our own (no library parser, nothing
 * built at module load), so the syntax is exactly what docs/math.md describes: arithmetic with implicit
 * multiplication, functions (with or without parentheses: `sin 2x`, `sin²x`, `log₂ 8`), `|x|`, `⌊x⌋`, `√2`, percent
 * and modulo, `n choose k`, `d/dx`, `∂/∂x`, `Σ`/`∏` with bounds, `∫ … dx`, `lim_{x→a}`, matrices (`[[1, 2], [3, 4]]`
 * and MATLAB rows `[1 2; 3 4]`) and compound unit quantities (`2 h 30 min`). Where two readings are common and differ
 * (`sin x/2`, `√2x`, `Σ_k k + 1`, `7 % -3`, `5!!`), the parser refuses with `AMBIGUOUS` rather than guess; where one
 * reading is taken that a reader could doubt (`C(12, 4)` as a binomial, `hours` as a unit, `φ` as the golden ratio), it
 * is recorded in `readings` and reported with the result.
 */
import { type ConstName, type Expr, fn, MathInputError, num, type Op, op, variable } from './expr.ts';
import type { Token } from './lex.ts';
import { CAPS, tooComplex } from './limits.ts';
import { isUnitName, unitAlias } from './units.ts';

/** Allowed functions → allowed argument counts (after the parser's own rewrites, e.g. variadic gcd → nested). */
export const FUNCTIONS: Readonly<Record<string, readonly number[]>> = {
  sqrt: [1],
  cbrt: [1],
  nthRoot: [2],
  abs: [1],
  exp: [1],
  log: [1, 2],
  log10: [1],
  log2: [1],
  sin: [1],
  cos: [1],
  tan: [1],
  sec: [1],
  csc: [1],
  cot: [1],
  asin: [1],
  acos: [1],
  atan: [1],
  atan2: [2],
  sinh: [1],
  cosh: [1],
  tanh: [1],
  asinh: [1],
  acosh: [1],
  atanh: [1],
  floor: [1],
  ceil: [1],
  round: [1],
  sign: [1],
  factorial: [1],
  mod: [2],
  gcd: [2],
  lcm: [2],
  max: [2, 3, 4],
  min: [2, 3, 4],
  diff: [2, 3],
  integrate: [2, 4],
  limit: [3, 4],
  sum: [4],
  product: [4],
  det: [1],
  inv: [1],
  transpose: [1],
  trace: [1],
};

const ALIASES: Readonly<Record<string, string>> = {
  ln: 'log',
  arcsin: 'asin',
  arccos: 'acos',
  arctan: 'atan',
  arcsinh: 'asinh',
  arccosh: 'acosh',
  arctanh: 'atanh',
  derivative: 'diff',
  integral: 'integrate',
  int: 'integrate',
  lim: 'limit',
  inverse: 'inv',
  root: 'nthRoot',
  determinant: 'det',
  Sum: 'sum',
  prod: 'product',
  Product: 'product',
  tr: 'trace',
  lg: 'log10',
};

/** Notation functions rewritten by the parser into ordinary expressions (binomial → factorials…). */
const NOTATION_FUNCTIONS = new Set(['binomial', 'binom', 'nCr', 'comb', 'choose', 'permutations', 'nPr', 'perm', 'pow']);

/** Function names the engine knows but does not support: never read as a variable (docs/math.md). */
const UNSUPPORTED_FUNCTIONS = new Set([
  'erf',
  'erfc',
  'gamma',
  'Gamma',
  'beta',
  'Beta',
  'zeta',
  'Re',
  'Im',
  're',
  'im',
  'conj',
  'arg',
  'sech',
  'csch',
  'coth',
  'acot',
  'asec',
  'acsc',
  'arccot',
  'arcsec',
  'arccsc',
  'eig',
  'eigenvalues',
  'eigenvalue',
  'eigvals',
  'rank',
  'norm',
  'Li',
  'polylog',
  'W',
  'LambertW',
  'digamma',
  'psi',
  'Si',
  'Ci',
  'Ei',
  'li',
  'sinc',
  'fib',
  'fibonacci',
  'isprime',
  'totient',
  'phi_',
  'sgn',
  'frac',
  'ln1p',
  'expm1',
  'hypot',
  'lerp',
  'mean',
  'median',
  'std',
  'var',
]);

/** English words that are never variables: a claim made of prose the grammar does not know is refused. */
const WORDS = new Set([
  'an',
  'the',
  'of',
  'is',
  'are',
  'was',
  'be',
  'and',
  'or',
  'so',
  'then',
  'thus',
  'hence',
  'therefore',
  'gives',
  'yields',
  'implies',
  'means',
  'has',
  'have',
  'solve',
  'solution',
  'solutions',
  'root',
  'roots',
  'for',
  'with',
  'where',
  'when',
  'if',
  'let',
  'given',
  'that',
  'this',
  'it',
  'at',
  'as',
  'from',
  'by',
  'on',
  'equals',
  'equal',
  'approximately',
  'about',
  'not',
  'no',
  'real',
  'which',
  'what',
  'than',
  'more',
  'less',
  'increased',
  'decreased',
  'percent',
  'value',
  'respect',
  'true',
  'false',
  'we',
  'get',
  'find',
  'show',
  'prove',
  'verify',
  'check',
  'both',
  'all',
  'each',
  'every',
  'any',
  'some',
  'only',
  'exactly',
  'answer',
  'result',
  'equation',
  'expression',
  'number',
]);

const CONSTANTS: Readonly<Record<string, ConstName>> = {
  pi: 'pi',
  PI: 'pi',
  π: 'pi',
  e: 'e',
  E: 'e',
  i: 'i',
  tau: 'tau',
  phi: 'phi',
  φ: 'phi',
  ϕ: 'phi',
  inf: 'inf',
  infinity: 'inf',
  Infinity: 'inf',
  oo: 'inf',
};

const KEYWORDS = new Set(['to', 'in']);
const FORBIDDEN_NAMES = new Set(['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);
/** Functions whose `f^-1` is read as the inverse function (`sin⁻¹ x` = asin x), the usual convention. */
const INVERSE: Readonly<Record<string, string>> = { sin: 'asin', cos: 'acos', tan: 'atan', sinh: 'asinh', cosh: 'acosh', tanh: 'atanh' };
/** Names taking a base subscript: `log₂ 8`, `log_{10}(x)`. */
const LOG_NAMES = new Set(['log', 'ln', 'lg']);

export interface ParseOptions {
  /** Function definitions in scope (`f(x) = x^2, f'(x) = 2x`): name → parameter and body. */
  defs?: ReadonlyMap<string, { param: string | null; body: Expr }>;
  /** Notes on readings taken (reported with the result). */
  readings: string[];
}

const ambiguous = (message: string) => new MathInputError('AMBIGUOUS', message);

export class Parser {
  pos = 0;
  private nodes = 0;
  private depth = 0;
  private absDepth = 0;
  /** Inside `∫ … dx`: a differential token ends the integrand. */
  private integrand = 0;
  private readonly percents = new WeakSet<Expr>();
  private readonly quantities = new WeakSet<Expr>();
  /** Names bound by Σ/∏/∫/lim being parsed: `i` and `e` there are the index, not the constants. */
  private readonly bound: string[] = [];
  /** The side read from `limit(f, x, 0+)` (a trailing sign on a call argument). */
  private sided: Expr | null = null;

  constructor(
    private readonly tokens: Token[],
    private readonly opts: ParseOptions,
  ) {}

  // ---- token helpers ------------------------------------------------------------------------------------------

  peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }
  isSym(v: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.t === 'sym' && t.v === v;
  }
  isId(name: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.t === 'id' && t.name === name;
  }
  private idName(offset = 0): string | null {
    const t = this.peek(offset);
    return t?.t === 'id' ? t.name : null;
  }
  expect(v: string): void {
    if (!this.isSym(v)) throw new MathInputError('SYNTAX', `Expected "${v}".`);
    this.pos++;
  }
  atEnd(): boolean {
    return this.pos >= this.tokens.length;
  }
  /** Consumes an "=" when it is next. */
  equals(): boolean {
    if (!this.isSym('=')) return false;
    this.pos++;
    return true;
  }
  node<T extends Expr>(e: T): T {
    if (++this.nodes > CAPS.maxNodes)
      tooComplex('nodes', CAPS.maxNodes, `Expressions are limited to ${CAPS.maxNodes} terms and operators.`);
    return e;
  }
  private note(text: string): void {
    if (!this.opts.readings.includes(text)) this.opts.readings.push(text);
  }
  /** Recursion guard for constructs the bracket pre-check does not see (`|…|`, `√√…`, `sin sin …`). */
  private nest<T>(f: () => T): T {
    if (++this.depth > CAPS.maxNesting * 2)
      tooComplex('nesting_depth', CAPS.maxNesting, `Brackets may nest at most ${CAPS.maxNesting} levels deep.`);
    try {
      return f();
    } finally {
      this.depth--;
    }
  }

  /** A differential `dx` / `d x` / `dθ` ending an integrand. */
  private differential(offset = 0): string | null {
    const t = this.peek(offset);
    if (t?.t !== 'id') return null;
    if (/^d[A-Za-z]$/.test(t.name) || /^d[\u0370-\u03FF]$/.test(t.name)) return t.name.slice(1);
    const n = this.peek(offset + 1);
    if (t.name === 'd' && n?.t === 'id' && /^[A-Za-z\u0370-\u03FF]$/.test(n.name)) return n.name;
    return null;
  }

  // ---- grammar ------------------------------------------------------------------------------------------------

  /** expr := term (('+' | '-') term)* [('increased' | 'decreased') 'by' term] */
  expression(): Expr {
    let left = this.term();
    for (;;) {
      if (this.isSym('+') || this.isSym('-')) {
        const o = (this.peek() as { v: '+' | '-' }).v;
        this.pos++;
        const right = this.term();
        if (right.k === 'op' && right.op === 'mod' && !right.paren) {
          throw ambiguous(
            `"a ${o} b mod n" has two common readings, (a ${o} b) mod n and a ${o} (b mod n): write mod(…, n) with parentheses.`,
          );
        }
        left = this.node({ k: 'op', op: o, args: [left, right] });
      } else if ((this.isId('increased') || this.isId('decreased') || this.isId('reduced')) && this.isId('by', 1)) {
        const up = this.isId('increased');
        this.pos += 2;
        const amount = this.term();
        if (this.percents.has(amount)) {
          this.note(`"${up ? 'increased' : 'decreased'} by p%" read as multiplying by (1 ${up ? '+' : '−'} p/100)`);
          left = this.node(op('*', left, this.node(op(up ? '+' : '-', num('1'), amount))));
        } else left = this.node(op(up ? '+' : '-', left, amount));
      } else return left;
    }
  }

  private startsPrimary(): boolean {
    const t = this.peek();
    if (!t) return false;
    if (this.integrand > 0 && this.differential() !== null) return false;
    if (t.t === 'num') return true;
    if (t.t === 'id') return !KEYWORDS.has(t.name) && !WORDS.has(t.name) && t.name !== 'mod' && t.name !== 'choose';
    if (t.t === 'str') return false;
    if (t.v === '|') return this.absDepth === 0;
    return ['(', '[', '{', '√', '∛', '∜', '⌊', '⌈', '∑', '∏', '∫', '∂'].includes(t.v);
  }

  /** term := unary (('*' | '/' | 'mod' | '%' | 'choose' | 'of' | implicit) unary)* */
  private term(): Expr {
    let left = this.unary();
    for (;;) {
      if (this.isSym('*') || this.isSym('/')) {
        const o: Op = (this.peek() as { v: string }).v === '*' ? '*' : '/';
        this.pos++;
        left = this.node({ k: 'op', op: o, args: [left, this.unary()] });
      } else if ((this.isId('mod') && (!this.isSym('(', 1) || this.bracketArguments(this.pos + 1) === 1)) || this.isSym('%')) {
        // After an operand, `mod (10^9 + 7)` is the infix modulus with a bracketed divisor; only a bracket holding
        // two arguments would be the function mod(a, n), and that cannot follow an operand.
        this.pos++;
        if (this.isSym('-') || this.isSym('+')) throw ambiguous('A modulus starting with a sign is ambiguous here: write mod(a, n).');
        this.note('"a mod n" / "a % n" read as mod(a, n) (the remainder with the sign of n)');
        left = this.node({ k: 'op', op: 'mod', args: [left, this.unary()] });
      } else if (this.isId('choose')) {
        this.pos++;
        left = this.binomial(left, this.unary(), 'binomial');
      } else if (this.isId('of') && this.percents.has(left)) {
        this.pos++;
        this.note('"p% of x" read as p/100 · x');
        const whole = this.unary();
        left = this.node({ k: 'op', op: '*', args: [left, whole] });
        // A percentage of a percentage is a percentage (12% of 12% = 1.44%), so "p% of q% of N" chains: p/100 · q/100 · N.
        if (this.percents.has(whole)) this.percents.add(left);
      } else if ((this.isSym(',') || this.isId('and')) && this.quantities.has(left) && this.quantityNext(1)) {
        this.pos++;
        left = this.compound(left);
      } else if (this.quantities.has(left) && this.quantityNext(0)) {
        left = this.compound(left);
      } else if (this.startsPrimary()) {
        left = this.node({ k: 'op', op: '*', args: [left, this.power()], implicit: true });
        if (this.isQuantity(left)) this.quantities.add(left);
      } else return left;
    }
  }

  /** `2 h 30 min`, `2 hours and 15 minutes`: a compound quantity is a sum of parts in descending units. */
  private compound(left: Expr): Expr {
    const part = this.power();
    const next = this.node({ k: 'op', op: '*', args: [part, this.power()], implicit: true }) as Expr;
    const sum = this.node({ k: 'op', op: '+', args: [left, next], paren: true }) as Expr;
    this.note('adjacent quantities such as "2 h 30 min" read as their sum');
    this.quantities.add(sum);
    return sum;
  }

  /** A number followed by a unit name at `offset`. */
  private quantityNext(offset: number): boolean {
    const n = this.peek(offset);
    const u = this.peek(offset + 1);
    return n?.t === 'num' && u?.t === 'id' && isUnitName(u.name) && !this.isSym('(', offset + 2);
  }

  private isQuantity(e: Expr): boolean {
    if (e.k !== 'op' || e.op !== '*' || !e.implicit) return false;
    const [a, b] = e.args;
    return a?.k === 'num' && b?.k === 'var' && isUnitName(b.name);
  }

  private unary(): Expr {
    if (this.isSym('-')) {
      this.pos++;
      return this.node({ k: 'op', op: 'neg', args: [this.unary()] });
    }
    if (this.isSym('+')) {
      this.pos++;
      return this.unary();
    }
    if (this.isSym('±')) throw new MathInputError('SYNTAX', '"±" is only read in a list of solutions, e.g. "x = ±2".');
    return this.power();
  }

  /** power := postfix ('^' unary)?, right-associative: 2^3^2 = 2^9, -2^2 = -(2^2). */
  power(): Expr {
    const base = this.postfix();
    if (this.isSym('^')) {
      this.pos++;
      return this.node({ k: 'op', op: '^', args: [base, this.nest(() => this.unary())] });
    }
    return base;
  }

  private postfix(): Expr {
    let e = this.primary();
    for (;;) {
      if (this.isSym('!')) {
        if (this.isSym('!', 1) && !this.peek(1)?.sp) {
          throw ambiguous('"n!!" is read by some as the double factorial and by others as (n!)!: write factorial(factorial(n)) or (n!)!.');
        }
        this.pos++;
        e = this.node({ k: 'op', op: '!', args: [e] });
      } else if (this.isSym('%') || this.isId('percent')) {
        if (!this.percentHere()) return e;
        this.pos++;
        this.note('"%" after a number read as percent (÷ 100)');
        e = this.node({ k: 'op', op: '/', args: [e, num('100')], paren: true });
        this.percents.add(e);
      } else if (this.isSym("'")) {
        let order = 0;
        while (this.isSym("'")) {
          this.pos++;
          order++;
        }
        e = this.primeDerivative(e, order);
      } else if (this.isSym('°')) {
        this.pos++;
        this.note('"°" read as degrees (× π/180)');
        e = this.node({ k: 'op', op: '*', args: [e, this.node(op('/', { k: 'const', name: 'pi' }, num('180')))], paren: true });
      } else return e;
    }
  }

  /**
   * `%` (or the word "percent") is a percent sign when no operand follows (`37.5%`, `12% of 250`, `25% + 5%`),
   * modulo when an operand follows (`100 % 7`). A sign after it is ambiguous unless the next number is a percentage too.
   */
  private percentHere(): boolean {
    const n = this.peek(1);
    if (this.isId('percent')) return true;
    if (!n) return true;
    if (n.t === 'sym' && (n.v === '+' || n.v === '-')) {
      const a = this.peek(2);
      const b = this.peek(3);
      if (a?.t === 'num' && ((b?.t === 'sym' && b.v === '%') || (b?.t === 'id' && b.name === 'percent'))) return true;
      throw ambiguous('"%" followed by a sign is ambiguous (percent or modulo): write mod(a, n) or a/100.');
    }
    if (n.t === 'num' || (n.t === 'sym' && ['(', '[', '|', '√', '{'].includes(n.v))) return false;
    if (n.t === 'id') return n.name === 'of' || WORDS.has(n.name) || KEYWORDS.has(n.name);
    return true;
  }

  /** `(x^3)'`, `y''`: the derivative with respect to the expression's only variable. */
  private primeDerivative(e: Expr, order: number): Expr {
    if (order > CAPS.maxDerivativeOrder)
      throw new MathInputError('UNSUPPORTED', `Derivative orders from 1 to ${CAPS.maxDerivativeOrder} are supported.`);
    const vars = freeNames(e);
    if (vars.length !== 1) {
      throw ambiguous('A prime (′) needs an expression in exactly one variable, e.g. (x^3)′; otherwise write d/dx.');
    }
    const [x = 'x'] = vars;
    this.note(`a prime (′) read as the derivative with respect to ${x}`);
    const args: Expr[] = [e, variable(x)];
    if (order > 1) args.push(num(String(order)));
    return this.node(fn('diff', ...args));
  }

  primary(): Expr {
    const t = this.peek();
    if (!t) throw new MathInputError('SYNTAX', 'The expression ends too early.');
    if (t.t === 'num') {
      this.pos++;
      const n = this.peek();
      if (n?.t === 'sym' && n.vulgar && !n.sp)
        throw ambiguous(
          `"${t.text}" followed by a fraction sign is ambiguous (a mixed number or a product): write ${t.text} + 1/2 or ${t.text}*(1/2).`,
        );
      return this.node({ k: 'num', text: t.text });
    }
    if (t.t === 'str') throw new MathInputError('SYNTAX', 'A quoted text is only allowed as the direction of a limit ("+" or "-").');
    if (t.t === 'sym') return this.nest(() => this.symbolPrimary(t.v));
    return this.nest(() => this.namePrimary(t.name));
  }

  private symbolPrimary(v: string): Expr {
    switch (v) {
      case '(': {
        this.pos++;
        const inner = this.withAbs(0, () => this.expression());
        if (this.isSym(','))
          throw new MathInputError('SYNTAX', 'A comma inside parentheses needs a function name before it, e.g. gcd(4, 6).');
        this.expect(')');
        return inner.k === 'op' ? { ...inner, paren: true } : inner;
      }
      case '{': {
        this.pos++;
        const inner = this.withAbs(0, () => this.expression());
        this.expect('}');
        return inner.k === 'op' ? { ...inner, paren: true } : inner;
      }
      case '[':
        return this.matrix();
      case '|': {
        this.pos++;
        this.note('"|…|" read as the absolute value');
        const inner = this.withAbs(this.absDepth + 1, () => this.expression());
        this.expect('|');
        return this.node(fn('abs', inner));
      }
      case '⌊':
      case '⌈': {
        this.pos++;
        const inner = this.withAbs(0, () => this.expression());
        this.expect(v === '⌊' ? '⌋' : '⌉');
        return this.node(fn(v === '⌊' ? 'floor' : 'ceil', inner));
      }
      case '√':
      case '∛':
      case '∜':
        return this.radical(v);
      case '∑':
      case '∏':
        this.pos++;
        return this.bigOperator(v === '∑' ? 'sum' : 'product');
      case '∫':
        this.pos++;
        return this.integral();
      case '∂':
        return this.partial();
      default:
        throw new MathInputError('SYNTAX', `Unexpected "${v}".`);
    }
  }

  private withAbs<T>(depth: number, f: () => T): T {
    const saved = this.absDepth;
    const savedIntegrand = this.integrand;
    this.absDepth = depth;
    if (depth === 0) this.integrand = 0;
    try {
      return f();
    } finally {
      this.absDepth = saved;
      this.integrand = savedIntegrand;
    }
  }

  /** `√2`, `√(x+1)`, `5√2`, `∛27`, `\sqrt[3]{x}`. The operand is one factor; `√2x` and `√x^2` are ambiguous. */
  private radical(v: string): Expr {
    this.pos++;
    let index: Expr = num(v === '√' ? '2' : v === '∛' ? '3' : '4');
    if (v === '√' && this.isSym('[')) {
      this.pos++;
      index = this.withAbs(0, () => this.expression());
      this.expect(']');
    }
    const operand = this.postfix();
    if (this.isSym('^')) throw ambiguous('"√a^b" is ambiguous: write √(a^b) or (√a)^b.');
    const n = this.peek();
    if (operand.k === 'num' && n && !n.sp && (n.t === 'id' || (n.t === 'sym' && n.v === '('))) {
      throw ambiguous(`"√${operand.text}${n.t === 'id' ? n.name : '('}…" is ambiguous: write √(${operand.text}…) or √${operand.text}·….`);
    }
    if (index.k === 'num' && index.text === '2') return this.node(fn('sqrt', operand));
    if (index.k === 'num' && index.text === '3') return this.node(fn('cbrt', operand));
    return this.node(fn('nthRoot', operand, index));
  }

  private namePrimary(raw: string): Expr {
    if (FORBIDDEN_NAMES.has(raw)) throw new MathInputError('FORBIDDEN', 'Name not allowed.');
    if (raw === '\\frac') {
      this.pos++;
      const a = this.group();
      const b = this.group();
      return this.node({ ...op('/', a, b), paren: true });
    }
    const derivative = this.derivativeOperator();
    if (derivative) return derivative;
    if ((raw === 'lim' || raw === 'limit') && !this.isSym('(', 1)) {
      this.pos++;
      return this.limitNotation();
    }
    if ((raw === 'sum' || raw === 'Sum' || raw === 'prod' || raw === 'product') && this.isSym('_', 1)) {
      this.pos++;
      return this.bigOperator(raw === 'sum' || raw === 'Sum' ? 'sum' : 'product');
    }
    if (raw === 'the' && this.peek(1)?.t === 'id') {
      this.pos++;
      return this.namePrimary(this.idName() ?? '');
    }
    if ((raw === 'mod' && !this.isSym('(', 1)) || raw === 'choose')
      throw new MathInputError('SYNTAX', `"${raw}" needs a number before it.`);
    if ((raw === 'derivative' || raw === 'integral' || raw === 'antiderivative') && this.isId('of', 1)) {
      this.pos += 2;
      return this.ofPhrase(raw);
    }
    this.pos++;
    if (NOTATION_FUNCTIONS.has(raw) || ((raw === 'C' || raw === 'P') && this.isSym('(') && this.twoArguments())) {
      return this.notationFunction(raw);
    }
    const name = ALIASES[raw] ?? raw;
    const def = this.opts.defs?.get(raw);
    if (def && this.isSym('(') && def.param) return this.applyDefinition(raw, def);
    if (def && def.param === null) return def.body;
    if (raw === '\\at') {
      // f'(2): the derivative evaluated at a point (from a definition, see parse.ts).
      const args = this.callArgs();
      if (args.length !== 3 || args[1]?.k !== 'var') throw new MathInputError('SYNTAX', 'A derivative at a point could not be read.');
      return this.node(fn('at', ...args));
    }
    if (Object.hasOwn(FUNCTIONS, name) && !(isUnitName(raw) && !this.isSym('(') && !this.isSym('^'))) {
      return this.functionApplication(raw, name);
    }
    const c = this.bound.includes(raw) ? undefined : CONSTANTS[raw];
    if (c) {
      if (c === 'phi' && raw !== 'phi') this.note(`"${raw}" read as the golden ratio (1 + √5)/2`);
      return this.node({ k: 'const', name: c });
    }
    if (UNSUPPORTED_FUNCTIONS.has(raw) && (this.isSym('(') || this.isId('of'))) {
      throw new MathInputError('UNKNOWN_FUNCTION', `The function ${raw} is not supported (docs/math.md lists the functions).`);
    }
    if (KEYWORDS.has(raw)) throw new MathInputError('SYNTAX', `Unexpected "${raw}".`);
    if (WORDS.has(raw))
      throw new MathInputError('SYNTAX', `The word "${raw}" is not understood here (docs/math.md lists the sentence forms).`);
    if (this.isSym('_') && this.subscriptable()) return this.subscriptedName(raw);
    const unit = unitAlias(raw);
    if (unit && unit !== raw) this.note(`"${raw}" read as the unit ${unit}`);
    if (this.isSym('(') && raw.length > 1 && !isUnitName(raw)) {
      throw new MathInputError('UNKNOWN_FUNCTION', `Unknown or disallowed function: ${raw}.`);
    }
    return this.node({ k: 'var', name: raw });
  }

  /**
   * "the derivative of F (with respect to x)", "the integral of F from a to b (dx)", "the antiderivative of F":
   * the variable is the one named, or else F's only variable.
   */
  private ofPhrase(what: string): Expr {
    const body = this.withAbs(0, () => {
      this.integrand++;
      try {
        return this.expression();
      } finally {
        this.integrand--;
      }
    });
    let x: string | null = null;
    let from: Expr | null = null;
    let to: Expr | null = null;
    for (;;) {
      if (this.isId('with') && this.isId('respect', 1) && this.isId('to', 2) && this.peek(3)?.t === 'id') {
        x = (this.peek(3) as { name: string }).name;
        this.pos += 4;
      } else if (what === 'integral' && this.isId('from')) {
        this.pos++;
        from = this.term();
        if (!this.isId('to')) throw new MathInputError('SYNTAX', 'Write "the integral of f from a to b".');
        this.pos++;
        to = this.term();
      } else if (this.differential() && what !== 'derivative') {
        x = this.differential();
        this.pos += this.isId('d') ? 2 : 1;
      } else break;
    }
    if (!x) {
      const vars = freeNames(body);
      if (vars.length !== 1) throw ambiguous(`Name the variable: "the ${what} of … with respect to x".`);
      x = vars[0] as string;
    }
    this.note(`"the ${what} of …" read with respect to ${x}`);
    if (what === 'derivative') return this.node(fn('diff', body, variable(x)));
    if (from && to) return this.node(fn('integrate', body, variable(x), from, to));
    return this.node(fn('integrate', body, variable(x)));
  }

  /** `{a}` or `(a)`: a LaTeX argument group. */
  private group(): Expr {
    if (!this.isSym('{') && !this.isSym('(')) throw new MathInputError('SYNTAX', 'Expected a braced argument.');
    const close = this.isSym('{') ? '}' : ')';
    this.pos++;
    const inner = this.withAbs(0, () => this.expression());
    this.expect(close);
    return inner;
  }

  /** `x_1`, `x₁`: a subscripted variable name. */
  private subscriptable(): boolean {
    const a = this.peek(1);
    const b = this.peek(2);
    if (a?.t === 'num' || a?.t === 'id') return !a.sp;
    return a?.t === 'sym' && a.v === '(' && (b?.t === 'num' || b?.t === 'id') && this.isSym(')', 3);
  }

  private subscriptedName(raw: string): Expr {
    this.pos++;
    let suffix: string;
    if (this.isSym('(')) {
      const t = this.peek(1) as { text?: string; name?: string };
      suffix = t.text ?? t.name ?? '';
      this.pos += 3;
    } else {
      const t = this.peek() as { text?: string; name?: string };
      suffix = t.text ?? t.name ?? '';
      this.pos++;
    }
    return this.node({ k: 'var', name: `${raw}_${suffix}` });
  }

  private twoArguments(): boolean {
    return this.bracketArguments(this.pos) === 2;
  }

  /** How many comma-separated arguments the bracket opening at token `start` holds (0 when it is not closed). */
  private bracketArguments(start: number): number {
    let depth = 0;
    let commas = 0;
    for (let i = start; i < this.tokens.length; i++) {
      const t = this.tokens[i];
      if (t?.t !== 'sym') continue;
      if (t.v === '(' || t.v === '[') depth++;
      else if (t.v === ')' || t.v === ']') {
        depth--;
        if (depth === 0) return commas + 1;
      } else if (t.v === ',' && depth === 1) commas++;
    }
    return 0;
  }

  private callArgs(): Expr[] {
    this.expect('(');
    const args: Expr[] = [];
    this.sided = null;
    this.withAbs(0, () => {
      if (!this.isSym(')')) {
        args.push(this.argument());
        while (this.isSym(',')) {
          this.pos++;
          args.push(this.argument());
        }
      }
    });
    this.expect(')');
    if (this.sided) {
      if (args.length !== 3)
        throw new MathInputError('SYNTAX', 'A trailing "+" or "-" is only read on the point of a limit: limit(f, x, 0+).');
      args.push(this.sided);
      this.sided = null;
    }
    return args;
  }

  /** A call argument: an expression, a quoted limit direction, or `0+` / `0-` (a one-sided limit point). */
  private argument(): Expr {
    const t = this.peek();
    if (t?.t === 'str') {
      this.pos++;
      return direction(t.v);
    }
    const end = this.argumentEnd();
    const last = this.tokens[end - 1];
    if (end - this.pos >= 2 && last?.t === 'sym' && (last.v === '+' || last.v === '-')) {
      // `limit(f, x, 0+)`: a trailing sign is the side of a one-sided limit point.
      const inner = new Parser(this.tokens.slice(this.pos, end - 1), this.opts);
      const point = inner.expression();
      if (!inner.atEnd()) throw new MathInputError('SYNTAX', 'The point of the limit could not be read.');
      this.pos = end;
      this.sided = direction(last.v);
      return point;
    }
    return this.expression();
  }

  /** Index of the `,` or `)` that ends the call argument starting at the current token. */
  private argumentEnd(): number {
    let depth = 0;
    for (let i = this.pos; i < this.tokens.length; i++) {
      const t = this.tokens[i];
      if (t?.t !== 'sym') continue;
      if (t.v === '(' || t.v === '[' || t.v === '{') depth++;
      else if (t.v === ')' || t.v === ']' || t.v === '}') {
        if (depth === 0) return i;
        depth--;
      } else if (t.v === ',' && depth === 0) return i;
    }
    return this.tokens.length;
  }

  private notationFunction(raw: string): Expr {
    const args = this.isSym('{') ? [this.group(), this.group()] : this.callArgs();
    if (raw === 'pow') {
      if (args.length === 2) return this.node(op('^', args[0] as Expr, args[1] as Expr));
      if (args.length === 3) {
        this.note('pow(a, b, m) read as mod(a^b, m)');
        return this.node(fn('mod', this.node(op('^', args[0] as Expr, args[1] as Expr)), args[2] as Expr));
      }
      throw new MathInputError('SYNTAX', 'pow takes two or three arguments.');
    }
    if (args.length !== 2) throw new MathInputError('SYNTAX', `${raw} takes two arguments.`);
    const [n, k] = args as [Expr, Expr];
    const perm = raw === 'permutations' || raw === 'nPr' || raw === 'perm' || raw === 'P';
    return this.binomial(n, k, perm ? 'permutations' : 'binomial', raw === 'C' || raw === 'P' ? raw : null);
  }

  /**
   * C(n, k) = n!/(k!(n−k)!) and P(n, k) = n!/(n−k)! for numbers; for a symbolic n and a literal k ≤ 64, the falling
   * factorial n(n−1)…(n−k+1) (divided by k! for C), which is the same polynomial; for a numeric n and a symbolic k,
   * the factorial form (a sum over k with numeric bounds is then expanded term by term).
   */
  private binomial(n: Expr, k: Expr, which: 'binomial' | 'permutations', letter: string | null = null): Expr {
    if (letter) this.note(`${letter}(n, k) read as the ${which === 'binomial' ? 'binomial coefficient' : 'number of permutations'}`);
    else
      this.note(
        which === 'binomial' ? 'read as the binomial coefficient C(n, k)' : 'read as the number of permutations P(n, k) = n!/(n−k)!',
      );
    const literal = k.k === 'num' && /^\d+$/.test(k.text) ? Number(k.text) : null;
    // A numeric n with a symbolic k (a summation index) keeps the factorial form n!/(k!(n−k)!), exact at each whole k.
    if (freeNames(n).length > 0) {
      if (literal === null || literal > 64 || freeNames(k).length > 0) {
        throw new MathInputError('UNSUPPORTED', 'A binomial coefficient with a symbolic n needs a whole-number k of at most 64.');
      }
      let prod: Expr = num('1');
      for (let j = 0; j < literal; j++) {
        const factor = j === 0 ? n : this.node(op('-', n, num(String(j))));
        prod = j === 0 ? factor : this.node(op('*', prod, factor));
      }
      if (which === 'permutations' || literal <= 1) return prod;
      let kf = 1n;
      for (let j = 2n; j <= BigInt(literal); j++) kf *= j;
      return this.node({ ...op('/', prod, num(kf.toString())), paren: true });
    }
    const nf = this.node(fn('factorial', n));
    const rest = this.node(fn('factorial', this.node(op('-', n, k))));
    if (which === 'permutations') return this.node({ ...op('/', nf, rest), paren: true });
    return this.node({ ...op('/', nf, this.node(op('*', this.node(fn('factorial', k)), rest))), paren: true });
  }

  private applyDefinition(name: string, def: { param: string | null; body: Expr }): Expr {
    const args = this.callArgs();
    if (!def.param || args.length !== 1) throw new MathInputError('SYNTAX', `${name} takes one argument.`);
    return substituteVar(def.body, def.param, args[0] as Expr);
  }

  /**
   * A function name with its argument: `sin(x)`, `sin x`, `sin 2x`, `sin²x`, `sin^2(x)`, `sin⁻¹(x)` (= asin),
   * `log₂ 8`, `log_{10}(x)`.
   */
  private functionApplication(raw: string, name: string): Expr {
    let base: Expr | null = null;
    if (LOG_NAMES.has(raw) && this.isSym('_')) {
      this.pos++;
      base = this.isSym('(') || this.isSym('{') ? this.group() : this.primary();
    }
    let exponent: Expr | null = null;
    let fname = name;
    if (this.isSym('^') && FUNCTIONS[name]?.includes(1)) {
      this.pos++;
      const power = this.isSym('(') || this.isSym('{') ? this.group() : this.unary();
      const k = integerLiteral(power);
      if (k === -1 && INVERSE[name]) {
        fname = INVERSE[name] as string;
        this.note(`${raw}⁻¹ read as the inverse function ${fname}`);
      } else if (k !== null && k >= 1 && k <= 64) exponent = num(String(k));
      else throw ambiguous(`"${raw}^…" before the argument needs a whole-number power (sin²x) or −1 (the inverse function).`);
    }
    let args: Expr[];
    if (this.isSym('(')) {
      args = this.callArgs();
    } else if (this.isId('of') && FUNCTIONS[fname]?.includes(1)) {
      this.pos++;
      args = [this.expression()];
    } else {
      if (!FUNCTIONS[fname]?.includes(1) || this.atEnd())
        throw new MathInputError('SYNTAX', `Function ${raw} must be called with parentheses.`);
      args = [this.bareArgument(raw)];
      this.note(`"${raw} …" without parentheses read as ${raw}(…) of the product that follows`);
    }
    if (base) {
      if (args.length !== 1) throw new MathInputError('SYNTAX', 'A logarithm with a base takes one argument.');
      args = [args[0] as Expr, base];
      fname = 'log';
    }
    if (fname === 'gcd' || fname === 'lcm' || fname === 'max' || fname === 'min') args = this.variadic(fname, args);
    if (
      ['diff', 'integrate', 'limit', 'sum', 'product'].includes(fname) &&
      args[1]?.k === 'const' &&
      (args[1].name === 'i' || args[1].name === 'e')
    ) {
      // sum(2i, i, 1, 4): the index i (or e) is a variable here, in the body too.
      const name = args[1].name;
      args = [rebind(args[0] as Expr, name), variable(name), ...args.slice(2)];
    }
    const arities = FUNCTIONS[fname] ?? [];
    if (!arities.includes(args.length)) throw new MathInputError('SYNTAX', `Wrong number of arguments for ${fname}.`);
    if (['diff', 'integrate', 'limit', 'sum', 'product'].includes(fname) && args[1]?.k !== 'var') {
      throw new MathInputError('SYNTAX', `The second argument of ${fname} must be a variable name.`);
    }
    if (fname === 'limit' && args.length === 4 && !isDirection(args[3] as Expr)) {
      throw new MathInputError('SYNTAX', 'The fourth argument of limit is the direction: "+" (from the right) or "-" (from the left).');
    }
    const call = this.node(fn(fname, ...args));
    return exponent ? this.node(op('^', call, exponent)) : call;
  }

  /** gcd(a, b, c, …) = gcd(gcd(a, b), c)…; max and min likewise beyond four arguments. */
  private variadic(name: string, args: Expr[]): Expr[] {
    const limit = name === 'gcd' || name === 'lcm' ? 2 : 4;
    if (args.length <= limit) return args;
    if (args.length > 64) throw new MathInputError('SYNTAX', `${name} takes at most 64 arguments.`);
    let acc = this.node(fn(name, ...args.slice(0, limit)));
    for (let i = limit; i < args.length; i++) acc = this.node(fn(name, acc, args[i] as Expr));
    return (acc as Expr & { k: 'fn' }).args;
  }

  /**
   * The argument of a function written without parentheses: one product of factors joined by juxtaposition
   * (`sin 2x`, `ln 2`, `cos 2πx`, `sin x^2`), stopping at an explicit operator or another function name
   * (`sin x cos x` = sin(x)·cos(x)). `sin x/2` and `sin x (x+1)` are ambiguous and refused.
   */
  private bareArgument(raw: string): Expr {
    let negative = false;
    if (this.isSym('-')) {
      this.pos++;
      negative = true;
    }
    const factors: Expr[] = [this.power()];
    while (this.startsPrimary() && !this.isSym('(') && !this.isFunctionName(this.peek()) && !this.isSym('|')) {
      factors.push(this.power());
    }
    if (this.isSym('(')) throw ambiguous(`"${raw} … (…)" is ambiguous: write ${raw}(…) with parentheses around the whole argument.`);
    if (this.isSym('/') && !this.isFunctionName(this.peek(1))) {
      throw ambiguous(`"${raw} a/b" is ambiguous: write ${raw}(a)/b or ${raw}(a/b).`);
    }
    let e = factors[0] as Expr;
    for (const f of factors.slice(1)) e = this.node({ k: 'op', op: '*', args: [e, f], implicit: true });
    return negative ? this.node(op('neg', e)) : e;
  }

  private isFunctionName(t: Token | undefined): boolean {
    if (t?.t !== 'id') return false;
    const name = ALIASES[t.name] ?? t.name;
    return (Object.hasOwn(FUNCTIONS, name) && !isUnitName(t.name)) || NOTATION_FUNCTIONS.has(t.name) || t.name === 'lim';
  }

  /** `d/dx f`, `d/dx(f)`, `d^2/dx^2 f`, `d²/dx² f`. */
  private derivativeOperator(): Expr | null {
    if (!this.isId('d')) return null;
    let order = 1;
    let i = 1;
    const readPower = (at: number): [number, number] | null => {
      if (!this.isSym('^', at)) return null;
      if (this.peek(at + 1)?.t === 'num') return [Number((this.peek(at + 1) as { text: string }).text), at + 2];
      if (this.isSym('(', at + 1) && this.peek(at + 2)?.t === 'num' && this.isSym(')', at + 3)) {
        return [Number((this.peek(at + 2) as { text: string }).text), at + 4];
      }
      return null;
    };
    const p = readPower(1);
    if (p) [order, i] = p;
    const dx = this.peek(i + 1);
    if (!this.isSym('/', i) || dx?.t !== 'id' || !/^d[A-Za-z\u0370-\u03FF][A-Za-z0-9_]*$/.test(dx.name)) return null;
    let next = i + 2;
    if (order !== 1) {
      const q = readPower(next);
      if (!q || q[0] !== order) return null;
      next = q[1];
    }
    if (!Number.isInteger(order) || order < 1 || order > CAPS.maxDerivativeOrder) {
      throw new MathInputError('UNSUPPORTED', `Derivative orders from 1 to ${CAPS.maxDerivativeOrder} are supported.`);
    }
    this.pos += next;
    return this.differentiate(dx.name.slice(1), order);
  }

  /** `∂/∂x f`, `∂²/∂x² f`: the partial derivative, i.e. d/dx with the other variables held constant. */
  private partial(): Expr {
    this.pos++;
    let order = 1;
    if (this.isSym('^')) {
      this.pos++;
      order = integerLiteral(this.isSym('(') ? this.group() : this.primary()) ?? 0;
    }
    this.expect('/');
    this.expect('∂');
    const v = this.peek();
    if (v?.t !== 'id') throw new MathInputError('SYNTAX', '∂/∂ needs a variable name, e.g. ∂/∂x.');
    this.pos++;
    if (order !== 1) {
      this.expect('^');
      const k = integerLiteral(this.isSym('(') ? this.group() : this.primary());
      if (k !== order) throw new MathInputError('SYNTAX', 'The orders of ∂ⁿ/∂xⁿ must agree.');
    }
    if (order < 1 || order > CAPS.maxDerivativeOrder)
      throw new MathInputError('UNSUPPORTED', `Derivative orders from 1 to ${CAPS.maxDerivativeOrder} are supported.`);
    return this.differentiate(v.name, order);
  }

  private differentiate(x: string, order: number): Expr {
    const v: Expr = this.node({ k: 'var', name: x });
    if (this.isId('of')) this.pos++;
    // `d/dx (x+1)/(x-1)` differentiates the whole product or quotient that starts with the bracket; `d/dx(x^2) + 1`
    // stops at the + (the bracket reads like a call); without a bracket the operand runs to the end of the sum.
    const operand = this.isSym('(') ? this.term() : this.expression();
    const args = order === 1 ? [operand, v] : [operand, v, this.node({ k: 'num', text: String(order) })];
    return this.node({ k: 'fn', name: 'diff', args });
  }

  /**
   * `Σ_{k=1}^{10} f`, `∑_{n=1}^∞ f`, `∏_{i=1}^{4} (2i)`, `Σ(k=1 to n) f`. The summand is one term (a product or
   * quotient); a `+` or `−` right after it is ambiguous (inside or outside the sum?) and refused.
   */
  private bigOperator(name: 'sum' | 'product'): Expr {
    const symbol = name === 'sum' ? 'Σ' : '∏';
    let k: string;
    let from: Expr;
    let to: Expr;
    if (this.isSym('_')) {
      this.pos++;
      const braced = this.isSym('{') || this.isSym('(');
      const close = this.isSym('{') ? '}' : ')';
      if (braced) this.pos++;
      const v = this.peek();
      if (v?.t !== 'id') throw new MathInputError('SYNTAX', `${symbol} needs its index, e.g. ${symbol}_{k=1}^{n}.`);
      this.pos++;
      if (!this.isSym('=')) throw new MathInputError('SYNTAX', `${symbol} needs a lower bound, e.g. ${symbol}_{k=1}^{n}.`);
      this.pos++;
      from = braced ? this.withAbs(0, () => this.expression()) : this.boundAtom();
      if (braced) this.expect(close);
      if (!this.isSym('^')) throw new MathInputError('SYNTAX', `${symbol} needs an upper bound, e.g. ${symbol}_{k=1}^{n}.`);
      this.pos++;
      to = this.isSym('{') || this.isSym('(') ? this.group() : this.boundAtom();
      k = v.name;
    } else if (this.isSym('(')) {
      // Σ(k=1 to n) f, Σ(k=1..n) f
      this.pos++;
      const v = this.peek();
      if (v?.t !== 'id' || !this.isSym('=', 1))
        throw new MathInputError('SYNTAX', `${symbol} needs its index and bounds, e.g. ${symbol}_{k=1}^{n}.`);
      this.pos += 2;
      from = this.withAbs(0, () => this.expression());
      if (!this.isId('to')) throw new MathInputError('SYNTAX', `Write ${symbol}(k=1 to n) or ${symbol}_{k=1}^{n}.`);
      this.pos++;
      to = this.withAbs(0, () => this.expression());
      this.expect(')');
      k = v.name;
    } else throw new MathInputError('SYNTAX', `${symbol} needs its index and bounds, e.g. ${symbol}_{k=1}^{n} f(k).`);
    this.bound.push(k);
    let body: Expr;
    try {
      body = this.term();
    } finally {
      this.bound.pop();
    }
    if (this.isSym('+') || this.isSym('-')) {
      throw ambiguous(
        `After ${symbol} with bounds, a "+" or "−" is ambiguous (inside or outside the ${name}?): put the ${name === 'sum' ? 'summand' : 'factor'} in parentheses.`,
      );
    }
    this.note(`${symbol} with bounds read as ${name}(f, ${k}, a, b)`);
    return this.node(fn(name, body, variable(k), from, to));
  }

  /** A bound written without braces: one token (`1`, `n`, `∞`, `π`), or a sign and one token. */
  private boundAtom(): Expr {
    if (this.isSym('-')) {
      this.pos++;
      return this.node(op('neg', this.boundAtom()));
    }
    const t = this.peek();
    if (t?.t === 'num') {
      this.pos++;
      return this.node(num(t.text));
    }
    if (t?.t === 'id') {
      this.pos++;
      const c = CONSTANTS[t.name];
      return this.node(c ? { k: 'const', name: c } : variable(t.name));
    }
    if (t?.t === 'sym' && (t.v === '(' || t.v === '{')) return this.group();
    throw new MathInputError('SYNTAX', 'Expected a bound.');
  }

  /**
   * `∫_0^1 f dx`, `∫₀¹ f dx`, `∫_{-1}^{1} f dx`, `∫ from 0 to 1 of f dx`, `∫ f dx` (indefinite). The differential
   * ends the integrand and names the variable; without it the integral is refused.
   */
  private integral(): Expr {
    let a: Expr | null = null;
    let b: Expr | null = null;
    if (this.isSym('_')) {
      this.pos++;
      a = this.isSym('{') || this.isSym('(') ? this.group() : this.boundAtom();
      if (!this.isSym('^')) throw new MathInputError('SYNTAX', 'A definite integral needs both bounds, e.g. ∫_0^1 f dx.');
      this.pos++;
      b = this.isSym('{') || this.isSym('(') ? this.group() : this.boundAtom();
    } else if (this.isId('from')) {
      this.pos++;
      a = this.withAbs(0, () => this.term());
      if (!this.isId('to')) throw new MathInputError('SYNTAX', 'Write ∫ from a to b of f dx.');
      this.pos++;
      b = this.withAbs(0, () => this.term());
      if (this.isId('of')) this.pos++;
    }
    this.integrand++;
    let body: Expr;
    try {
      body = this.expression();
    } finally {
      this.integrand--;
    }
    const x = this.differential();
    if (!x) throw new MathInputError('SYNTAX', 'An integral written with ∫ needs its differential, e.g. ∫_0^1 x^2 dx.');
    this.pos += this.isId('d') ? 2 : 1;
    this.note(a ? '∫ with bounds read as integrate(f, x, a, b)' : '∫ f dx read as integrate(f, x)');
    const v = variable(x);
    return this.node(a && b ? fn('integrate', body, v, a, b) : fn('integrate', body, v));
  }

  /** `lim_{x→0} f`, `lim_{x→0⁺} f`, `lim x->0- f`, `lim_(x→∞) f`. The operand is one term, as for Σ. */
  private limitNotation(): Expr {
    let braced: string | null = null;
    if (this.isSym('_')) this.pos++;
    if (this.isSym('{') || this.isSym('(')) {
      braced = this.isSym('{') ? '}' : ')';
      this.pos++;
    }
    const v = this.peek();
    if (v?.t !== 'id' || !this.isSym('→', 1)) throw new MathInputError('SYNTAX', 'Write a limit as lim_{x→a} f or limit(f, x, a).');
    this.pos += 2;
    const point = this.limitPoint(braced);
    if (braced) this.expect(braced);
    const body = this.term();
    if (this.isSym('+') || this.isSym('-')) {
      throw ambiguous('After lim, a "+" or "−" is ambiguous (inside or outside the limit?): put the function in parentheses.');
    }
    this.note(point.length === 2 ? 'lim_{x→a±} read as a one-sided limit' : 'lim_{x→a} read as limit(f, x, a)');
    return this.node(fn('limit', body, variable(v.name), ...point));
  }

  /** The point of a limit, with an optional side: `0`, `0+`, `0⁺` (`^(+)`), `-∞`, `π/2`. */
  private limitPoint(braced: string | null): Expr[] {
    let negative = false;
    if (this.isSym('-')) {
      this.pos++;
      negative = true;
    }
    let point: Expr;
    if (braced) {
      // Everything up to the closing bracket, except a trailing side marker.
      const start = this.pos;
      let end = start;
      let depth = 0;
      while (end < this.tokens.length) {
        const t = this.tokens[end];
        if (t?.t === 'sym' && (t.v === '(' || t.v === '{' || t.v === '[')) depth++;
        if (t?.t === 'sym' && (t.v === ')' || t.v === '}' || t.v === ']')) {
          if (depth === 0) break;
          depth--;
        }
        end++;
      }
      const side = sideMarker(this.tokens.slice(start, end));
      const inner = new Parser(this.tokens.slice(start, end - side.length), this.opts);
      point = inner.expression();
      if (!inner.atEnd()) throw new MathInputError('SYNTAX', 'The point of the limit could not be read.');
      this.pos = end;
      const p = negative ? this.node(op('neg', point)) : point;
      return side.dir ? [p, direction(side.dir)] : [p];
    }
    point = this.postfixFree();
    const p = negative ? this.node(op('neg', point)) : point;
    if ((this.isSym('+') || this.isSym('-')) && !this.peek()?.sp) {
      const d = (this.peek() as { v: string }).v;
      this.pos++;
      return [p, direction(d)];
    }
    if (this.isSym('^') && this.isSym('(', 1) && (this.isSym('+', 2) || this.isSym('-', 2)) && this.isSym(')', 3)) {
      const d = (this.peek(2) as { v: string }).v;
      this.pos += 4;
      return [p, direction(d)];
    }
    return [p];
  }

  /** A limit point without braces: a number, a constant or a name, possibly `π/2`-style quotient of such. */
  private postfixFree(): Expr {
    const first = this.boundAtom();
    if (this.isSym('/') && (this.peek(1)?.t === 'num' || this.peek(1)?.t === 'id')) {
      this.pos++;
      return this.node(op('/', first, this.boundAtom()));
    }
    return first;
  }

  private matrix(): Expr {
    // MATLAB rows `[1 2; 3 4]`: a semicolon inside a flat bracket.
    if (this.matlabRows()) return this.matlab();
    this.expect('[');
    const rows: Expr[][] = [];
    this.withAbs(0, () => {
      if (this.isSym('[')) {
        do {
          if (rows.length > 0) this.pos++;
          this.expect('[');
          rows.push(this.list(']'));
        } while (this.isSym(','));
        this.expect(']');
      } else rows.push(this.list(']'));
    });
    return this.finishMatrix(rows);
  }

  private finishMatrix(rows: Expr[][]): Expr {
    const width = rows[0]?.length ?? 0;
    if (width === 0 || rows.some((r) => r.length !== width))
      throw new MathInputError('SYNTAX', 'Matrix rows must be non-empty and of equal length.');
    if (rows.length > CAPS.maxMatrixSide || width > CAPS.maxMatrixSide) {
      tooComplex('matrix_size', CAPS.maxMatrixSide, `Matrices are limited to ${CAPS.maxMatrixSide} rows and columns.`);
    }
    return this.node({ k: 'matrix', rows });
  }

  private matlabRows(): boolean {
    let depth = 0;
    for (let i = this.pos; i < this.tokens.length; i++) {
      const t = this.tokens[i];
      if (t?.t !== 'sym') continue;
      if (t.v === '[' || t.v === '(') depth++;
      else if (t.v === ']' || t.v === ')') {
        depth--;
        if (depth === 0) return false;
      } else if (t.v === ';' && depth === 1) return this.isSym('[') && !this.isSym('[', 1);
    }
    return false;
  }

  /**
   * `[1 2; 3 4]`, `[1, 2; 3, 4]`, `[a -b; b a]`: rows split by `;`, entries by commas, or else by spaces. A
   * space-separated entry must be a single (signed) number or name, so `[1 - 2]` is never silently two entries.
   */
  private matlab(): Expr {
    this.expect('[');
    this.note('[a b; c d] read as a matrix with rows separated by ";"');
    const rows: Expr[][] = [];
    let row: Expr[] = [];
    this.withAbs(0, () => {
      for (;;) {
        const hasComma = this.rowHasComma();
        if (hasComma) {
          row.push(this.expression());
          while (this.isSym(',')) {
            this.pos++;
            row.push(this.expression());
          }
        } else {
          while (!this.isSym(';') && !this.isSym(']')) row.push(this.matlabEntry());
        }
        rows.push(row);
        row = [];
        if (this.isSym(';')) {
          this.pos++;
          continue;
        }
        this.expect(']');
        return;
      }
    });
    return this.finishMatrix(rows);
  }

  private rowHasComma(): boolean {
    let depth = 0;
    for (let i = this.pos; i < this.tokens.length; i++) {
      const t = this.tokens[i];
      if (t?.t !== 'sym') continue;
      if (t.v === '(' || t.v === '[') depth++;
      else if (t.v === ')' || (t.v === ']' && depth > 0)) depth--;
      else if ((t.v === ']' || t.v === ';') && depth === 0) return false;
      else if (t.v === ',' && depth === 0) return true;
    }
    return false;
  }

  private matlabEntry(): Expr {
    let negative = false;
    if (this.isSym('-')) {
      this.pos++;
      negative = true;
    }
    const t = this.peek();
    let e: Expr;
    if (t?.t === 'num') e = this.node(num(t.text));
    else if (t?.t === 'id' && !Object.hasOwn(FUNCTIONS, t.name))
      e = this.node(CONSTANTS[t.name] ? { k: 'const', name: CONSTANTS[t.name] as ConstName } : variable(t.name));
    else
      throw ambiguous(
        'Entries of a matrix written with spaces must be single numbers or names: separate expressions with commas, e.g. [1, x+1; 2, 3].',
      );
    this.pos++;
    const n = this.peek();
    if (n && !(n.t === 'sym' && [';', ']'].includes(n.v)) && !n.sp) {
      throw ambiguous('Entries of a matrix written with spaces must be single numbers or names: separate expressions with commas.');
    }
    return negative ? this.node(op('neg', e)) : e;
  }

  private list(close: string): Expr[] {
    const items = [this.expression()];
    while (this.isSym(',')) {
      this.pos++;
      items.push(this.expression());
    }
    this.expect(close);
    return items;
  }

  /** A trailing `to <unit>` / `in <unit>` conversion. */
  conversion(e: Expr): Expr {
    const t = this.peek();
    if (t?.t !== 'id' || !KEYWORDS.has(t.name)) return e;
    this.pos++;
    return this.node({ k: 'fn', name: 'to', args: [e, this.expression()] });
  }
}

/** The side marker at the end of a braced limit point: `0⁺` (`0 ^ ( + )`), `0+`, `0^+`. */
function sideMarker(ts: Token[]): { dir: string | null; length: number } {
  const n = ts.length;
  const at = (i: number) => ts[n - i];
  const v = (i: number) => {
    const t = at(i);
    return t?.t === 'sym' ? t.v : null;
  };
  if (n >= 4 && v(4) === '^' && v(3) === '(' && (v(2) === '+' || v(2) === '-') && v(1) === ')') return { dir: v(2), length: 4 };
  if (n >= 3 && v(2) === '^' && (v(1) === '+' || v(1) === '-')) return { dir: v(1), length: 2 };
  if (n >= 2 && (v(1) === '+' || v(1) === '-')) return { dir: v(1), length: 1 };
  return { dir: null, length: 0 };
}

const isDirection = (e: Expr) => e.k === 'var' && (e.name === '+' || e.name === '-');

/** A limit direction as the fourth argument of `limit`: "+" (from the right) or "-" (from the left). */
function direction(text: string): Expr {
  const t = text.trim().toLowerCase();
  if (t === '+' || t === 'right') return variable('+');
  if (t === '-' || t === 'left') return variable('-');
  throw new MathInputError('SYNTAX', 'The direction of a limit is "+" (from the right) or "-" (from the left).');
}

/** Replaces the constant `name` (i or e) by the variable of the same name. */
function rebind(e: Expr, name: string): Expr {
  if (e.k === 'const' && e.name === name) return variable(name);
  if (e.k === 'op' || e.k === 'fn') return { ...e, args: e.args.map((a) => rebind(a, name)) };
  if (e.k === 'matrix') return { k: 'matrix', rows: e.rows.map((r) => r.map((x) => rebind(x, name))) };
  return e;
}

function integerLiteral(e: Expr): number | null {
  if (e.k === 'num' && /^\d+$/.test(e.text)) return Number(e.text);
  if (e.k === 'op' && e.op === 'neg' && e.args[0]?.k === 'num' && /^\d+$/.test(e.args[0].text)) return -Number(e.args[0].text);
  return null;
}

function freeNames(e: Expr, out: Set<string> = new Set()): string[] {
  if (e.k === 'var') out.add(e.name);
  else if (e.k === 'op' || e.k === 'fn') for (const a of e.args) freeNames(a, out);
  else if (e.k === 'matrix') for (const r of e.rows) for (const x of r) freeNames(x, out);
  return [...out].filter((n) => n !== '+' && n !== '-');
}

function substituteVar(e: Expr, name: string, value: Expr): Expr {
  switch (e.k) {
    case 'var':
      return e.name === name ? value : e;
    case 'op':
    case 'fn':
      return { ...e, args: e.args.map((a) => substituteVar(a, name, value)) };
    case 'matrix':
      return { k: 'matrix', rows: e.rows.map((r) => r.map((x) => substituteVar(x, name, value))) };
    default:
      return e;
  }
}
