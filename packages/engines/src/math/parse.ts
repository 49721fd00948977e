/**
 * Stage 1 of the pipeline: text → `Expr`. A small Pratt parser of our own (no library parser, nothing built at
 * module load), so the syntax is exactly what docs/math.md describes: arithmetic with implicit multiplication,
 * functions, `d/dx`, `diff`, `integrate`, `limit`, `sum`, matrices `[[1, 2], [3, 4]]` and unit quantities `5 km`.
 * Caps are checked before parsing (length, bracket depth) and while building (node count), so no input can make
 * the parser or a later recursive stage do unbounded work.
 */
import { maxNestingDepth } from '../budget.ts';
import { type ConstName, type Expr, freeVariables, MathInputError, type Op } from './expr.ts';
import { CAPS, tooComplex } from './limits.ts';
import { isUnitName, markUnits } from './units.ts';

/** Allowed functions → allowed argument counts. */
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
  limit: [3],
  sum: [4],
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
  derivative: 'diff',
  integral: 'integrate',
  int: 'integrate',
  lim: 'limit',
  inverse: 'inv',
  root: 'nthRoot',
};

const CONSTANTS: Readonly<Record<string, ConstName>> = {
  pi: 'pi',
  PI: 'pi',
  π: 'pi',
  e: 'e',
  E: 'e',
  i: 'i',
  tau: 'tau',
  phi: 'phi',
  inf: 'inf',
  infinity: 'inf',
  Infinity: 'inf',
  oo: 'inf',
};

const KEYWORDS = new Set(['to', 'in']);
const FORBIDDEN_NAMES = new Set(['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);

type Token = { t: 'num'; text: string } | { t: 'id'; name: string } | { t: 'sym'; v: string };

const SYMBOLS = new Set(['+', '-', '*', '/', '^', '!', '(', ')', '[', ']', ',', '=']);
const UNICODE: Readonly<Record<string, string>> = { '×': '*', '·': '*', '÷': '/', '−': '-', '–': '-' };

function lex(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const number = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(rest);
    if (number) {
      out.push({ t: 'num', text: number[0] });
      i += number[0].length;
      if (text.charAt(i) === '.') throw new MathInputError('SYNTAX', 'A number has two decimal points.');
      continue;
    }
    const ident = /^(?:[A-Za-z_][A-Za-z0-9_]*|π)/.exec(rest);
    if (ident) {
      const name = ident[0];
      if (name.length > 32 || FORBIDDEN_NAMES.has(name) || name.startsWith('_')) throw new MathInputError('FORBIDDEN', 'Name not allowed.');
      out.push({ t: 'id', name });
      i += name.length;
      continue;
    }
    if (rest.startsWith('**')) {
      out.push({ t: 'sym', v: '^' });
      i += 2;
      continue;
    }
    if (rest.startsWith('==')) {
      out.push({ t: 'sym', v: '=' });
      i += 2;
      continue;
    }
    if (rest.startsWith('!=')) throw new MathInputError('UNSUPPORTED', 'Inequalities are not supported; write an equation with "=".');
    const sym = UNICODE[ch] ?? ch;
    if (!SYMBOLS.has(sym)) {
      throw new MathInputError(
        'FORBIDDEN',
        /[<>≤≥≠]/.test(ch)
          ? 'Inequalities are not supported; write an equation with "=".'
          : 'Only numbers, names, + - * / ^ !, parentheses, brackets, commas and "=" may be used.',
      );
    }
    out.push({ t: 'sym', v: sym });
    i++;
  }
  return out;
}

class Parser {
  private pos = 0;
  private nodes = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }
  private isSym(v: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.t === 'sym' && t.v === v;
  }
  private expect(v: string): void {
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

  /** expr := term (('+' | '-') term)* */
  expression(): Expr {
    let left = this.term();
    for (;;) {
      if (this.isSym('+') || this.isSym('-')) {
        const o = (this.peek() as { v: '+' | '-' }).v;
        this.pos++;
        left = this.node({ k: 'op', op: o, args: [left, this.term()] });
      } else return left;
    }
  }

  private startsPrimary(): boolean {
    const t = this.peek();
    if (!t) return false;
    if (t.t === 'num') return true;
    if (t.t === 'id') return !KEYWORDS.has(t.name);
    return t.v === '(' || t.v === '[';
  }

  /** term := unary (('*' | '/' | implicit) unary)* — implicit multiplication has the precedence of '*'. */
  private term(): Expr {
    let left = this.unary();
    for (;;) {
      if (this.isSym('*') || this.isSym('/')) {
        const o: Op = (this.peek() as { v: string }).v === '*' ? '*' : '/';
        this.pos++;
        left = this.node({ k: 'op', op: o, args: [left, this.unary()] });
      } else if (this.startsPrimary()) {
        left = this.node({ k: 'op', op: '*', args: [left, this.power()], implicit: true });
      } else return left;
    }
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
    return this.power();
  }

  /** power := postfix ('^' unary)?, right-associative: 2^3^2 = 2^9, -2^2 = -(2^2). */
  private power(): Expr {
    const base = this.postfix();
    if (this.isSym('^')) {
      this.pos++;
      return this.node({ k: 'op', op: '^', args: [base, this.unary()] });
    }
    return base;
  }

  private postfix(): Expr {
    let e = this.primary();
    while (this.isSym('!')) {
      this.pos++;
      e = this.node({ k: 'op', op: '!', args: [e] });
    }
    return e;
  }

  private primary(): Expr {
    const t = this.peek();
    if (!t) throw new MathInputError('SYNTAX', 'The expression ends too early.');
    if (t.t === 'num') {
      this.pos++;
      return this.node({ k: 'num', text: t.text });
    }
    if (t.t === 'sym') {
      if (t.v === '(') {
        this.pos++;
        const inner = this.expression();
        this.expect(')');
        return inner.k === 'op' ? { ...inner, paren: true } : inner;
      }
      if (t.v === '[') return this.matrix();
      throw new MathInputError('SYNTAX', `Unexpected "${t.v}".`);
    }
    const derivative = this.derivativeOperator();
    if (derivative) return derivative;
    this.pos++;
    const name = ALIASES[t.name] ?? t.name;
    if (this.isSym('(') && Object.hasOwn(FUNCTIONS, name)) return this.call(name);
    const c = CONSTANTS[t.name];
    if (c) return this.node({ k: 'const', name: c });
    if (Object.hasOwn(FUNCTIONS, name) && !isUnitName(t.name)) {
      throw new MathInputError('SYNTAX', `Function ${t.name} must be called with parentheses.`);
    }
    if (KEYWORDS.has(t.name)) throw new MathInputError('SYNTAX', `Unexpected "${t.name}".`);
    if (this.isSym('(') && t.name.length > 1) throw new MathInputError('UNKNOWN_FUNCTION', `Unknown or disallowed function: ${t.name}.`);
    return this.node({ k: 'var', name: t.name });
  }

  /** `d/dx f`, `d/dx(f)`, `d^2/dx^2 f`. */
  private derivativeOperator(): Expr | null {
    const t = this.peek();
    if (t?.t !== 'id' || t.name !== 'd') return null;
    let order = 1;
    let i = 1;
    if (this.isSym('^', 1) && this.peek(2)?.t === 'num') {
      order = Number((this.peek(2) as { text: string }).text);
      i = 3;
    }
    const dx = this.peek(i + 1);
    if (!this.isSym('/', i) || dx?.t !== 'id' || !/^d[A-Za-z][A-Za-z0-9_]*$/.test(dx.name)) return null;
    let next = i + 2;
    if (order !== 1) {
      if (!this.isSym('^', next) || (this.peek(next + 1) as { text?: string } | undefined)?.text !== String(order)) return null;
      next += 2;
    }
    if (!Number.isInteger(order) || order < 1 || order > CAPS.maxDerivativeOrder) {
      throw new MathInputError('UNSUPPORTED', `Derivative orders from 1 to ${CAPS.maxDerivativeOrder} are supported.`);
    }
    this.pos += next;
    const v: Expr = this.node({ k: 'var', name: dx.name.slice(1) });
    // `d/dx (x+1)/(x-1)` differentiates the whole product or quotient that starts with the bracket; `d/dx(x^2) + 1`
    // stops at the + (the bracket reads like a call); without a bracket the operand runs to the end of the sum.
    const operand = this.isSym('(') ? this.term() : this.expression();
    const args = order === 1 ? [operand, v] : [operand, v, this.node({ k: 'num', text: String(order) })];
    return this.node({ k: 'fn', name: 'diff', args });
  }

  private call(name: string): Expr {
    this.expect('(');
    const args: Expr[] = [];
    if (!this.isSym(')')) {
      args.push(this.expression());
      while (this.isSym(',')) {
        this.pos++;
        args.push(this.expression());
      }
    }
    this.expect(')');
    const arities = FUNCTIONS[name] ?? [];
    if (!arities.includes(args.length)) throw new MathInputError('SYNTAX', `Wrong number of arguments for ${name}.`);
    if ((name === 'diff' || name === 'integrate' || name === 'limit' || name === 'sum') && args[1]?.k !== 'var') {
      throw new MathInputError('SYNTAX', `The second argument of ${name} must be a variable name.`);
    }
    return this.node({ k: 'fn', name, args });
  }

  private matrix(): Expr {
    this.expect('[');
    const rows: Expr[][] = [];
    if (this.isSym('[')) {
      do {
        if (rows.length > 0) this.pos++;
        this.expect('[');
        rows.push(this.list(']'));
      } while (this.isSym(','));
      this.expect(']');
    } else rows.push(this.list(']'));
    const width = rows[0]?.length ?? 0;
    if (width === 0 || rows.some((r) => r.length !== width))
      throw new MathInputError('SYNTAX', 'Matrix rows must be non-empty and of equal length.');
    if (rows.length > CAPS.maxMatrixSide || width > CAPS.maxMatrixSide) {
      tooComplex('matrix_size', CAPS.maxMatrixSide, `Matrices are limited to ${CAPS.maxMatrixSide} rows and columns.`);
    }
    return this.node({ k: 'matrix', rows });
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

function precheck(text: string): void {
  if (text.trim() === '') throw new MathInputError('EMPTY', 'The expression is empty.');
  if (text.length > CAPS.maxLength) tooComplex('length', CAPS.maxLength, `Expressions are limited to ${CAPS.maxLength} characters.`);
  const depth = maxNestingDepth(text, '([', ')]');
  if (depth > CAPS.maxNesting) tooComplex('nesting_depth', CAPS.maxNesting, `Brackets may nest at most ${CAPS.maxNesting} levels deep.`);
}

function finish(e: Expr): Expr {
  if (freeVariables(e).length > CAPS.maxVariables)
    tooComplex('variables', CAPS.maxVariables, `At most ${CAPS.maxVariables} variables are supported.`);
  // A huge constant power of an expression with variables would make every symbolic step explode.
  const stack: Expr[] = [e];
  for (let x = stack.pop(); x; x = stack.pop()) {
    if (x.k === 'op' && x.op === '^') {
      const [base, exponent] = x.args;
      const inner = exponent?.k === 'op' && exponent.op === 'neg' ? exponent.args[0] : exponent;
      const literal = inner?.k === 'num' ? inner.text : null;
      if (base && literal !== null && Math.abs(Number(literal)) > CAPS.maxSymbolicExponent && freeVariables(base).length > 0) {
        tooComplex(
          'exponent',
          CAPS.maxSymbolicExponent,
          `Constant exponents on expressions with variables are limited to ${CAPS.maxSymbolicExponent}.`,
        );
      }
    }
    if (x.k === 'op' || x.k === 'fn') stack.push(...x.args);
    else if (x.k === 'matrix') for (const row of x.rows) stack.push(...row);
  }
  return e;
}

/** A claim: an expression, or an equation `lhs = rhs`. Units are recognised in both sides together. */
export interface Claim {
  lhs: Expr;
  rhs: Expr | null;
}

export function parseClaim(text: string): Claim {
  precheck(text);
  const p = new Parser(lex(text));
  const lhs = p.conversion(p.expression());
  let rhs: Expr | null = null;
  if (!p.atEnd()) {
    if (!p.equals()) throw new MathInputError('SYNTAX', 'The expression could not be parsed.');
    rhs = p.conversion(p.expression());
    if (!p.atEnd()) throw new MathInputError('SYNTAX', 'An equation must contain exactly one "=" and nothing after its right side.');
  }
  const marked = markUnits(rhs ? [lhs, rhs] : [lhs]);
  const [l, r] = marked;
  if (!l) throw new MathInputError('EMPTY', 'The expression is empty.');
  return { lhs: finish(l), rhs: r ? finish(r) : null };
}

/** One expression (no "="); used by the consensus engine and the value path. */
export function parseExpr(text: string): Expr {
  const claim = parseClaim(text);
  if (claim.rhs) throw new MathInputError('SYNTAX', 'Expected an expression, found an equation.');
  return claim.lhs;
}
