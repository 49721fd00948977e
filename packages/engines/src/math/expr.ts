/**
 * Safe parsing: user text → mathjs AST (saved parser) → allowlist check → our own small AST (`Expr`).
 * Nothing here evaluates. Everything downstream (evaluator, normal form, algebrite, JS translation) works on
 * `Expr`, so the allowlist is the single gate. Caps keep every later step to a few milliseconds.
 */
import type { MathNode } from 'mathjs';
import { rawParse } from './hardened-math';

export type Op = '+' | '-' | '*' | '/' | '^' | 'neg' | '!' | 'mod';
export type ConstName = 'pi' | 'e' | 'i' | 'tau' | 'phi';
export type Expr =
  | { k: 'num'; text: string }
  | { k: 'const'; name: ConstName }
  | { k: 'var'; name: string }
  | { k: 'op'; op: Op; args: Expr[]; implicit?: boolean; paren?: boolean }
  | { k: 'fn'; name: string; args: Expr[] };

export const LIMITS = {
  maxLength: 2000,
  maxNodes: 500,
  maxDepth: 64,
  /** Largest constant exponent on a term containing variables. */
  maxSymbolicExponent: 10_000,
  /** Largest argument of `!`/factorial (BigNumber factorial is linear in n). */
  maxFactorial: 5000,
  maxVariables: 8,
} as const;

/** Allowed functions → allowed argument counts. */
export const FUNCTIONS: Readonly<Record<string, readonly number[]>> = {
  sqrt: [1],
  cbrt: [1],
  abs: [1],
  exp: [1],
  log: [1, 2],
  ln: [1],
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
  nthRoot: [2],
  pow: [2],
  mod: [2],
  gcd: [2],
  lcm: [2],
  max: [2, 3, 4],
  min: [2, 3, 4],
};

const CONSTANTS: Readonly<Record<string, ConstName>> = { pi: 'pi', PI: 'pi', e: 'e', E: 'e', i: 'i', tau: 'tau', phi: 'phi' };
const OPS: Readonly<Record<string, Op>> = {
  add: '+',
  subtract: '-',
  multiply: '*',
  divide: '/',
  pow: '^',
  unaryMinus: 'neg',
  factorial: '!',
  mod: 'mod',
};
const FORBIDDEN_NAMES = new Set(['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);
/** Characters mathjs needs for arithmetic. Excludes strings, matrices, objects, `;` blocks, `?:`, ranges, `.` access. */
const ALLOWED_CHARS = /^[0-9A-Za-z_\s.,+\-*/^()!]*$/;

export class MathInputError extends Error {
  constructor(
    readonly code: 'TOO_LONG' | 'TOO_COMPLEX' | 'SYNTAX' | 'FORBIDDEN' | 'UNKNOWN_FUNCTION' | 'EXPONENT_TOO_LARGE' | 'EMPTY',
    message: string,
  ) {
    super(message);
  }
}

export function parseExpr(text: string): Expr {
  if (text.trim() === '') throw new MathInputError('EMPTY', 'The expression is empty.');
  if (text.length > LIMITS.maxLength) throw new MathInputError('TOO_LONG', `Expressions are limited to ${LIMITS.maxLength} characters.`);
  if (!ALLOWED_CHARS.test(text)) {
    throw new MathInputError('FORBIDDEN', 'Only numbers, variables, + - * / ^ !, parentheses and allowed functions may be used.');
  }
  // A decimal point may only appear inside a number: `a.b` would be property access.
  if (/[A-Za-z_)]\s*\.|\.\s*[A-Za-z_(]/.test(text.replace(/\d\.?\d*(?:[eE][+-]?\d+)?/g, '0'))) {
    throw new MathInputError('FORBIDDEN', 'Property access is not allowed.');
  }
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth > LIMITS.maxDepth) throw new MathInputError('TOO_COMPLEX', 'Parentheses are nested too deeply.');
  }
  let node: MathNode;
  try {
    node = rawParse(text);
  } catch {
    throw new MathInputError('SYNTAX', 'The expression could not be parsed.');
  }
  const counter = { n: 0 };
  const expr = convert(node, counter, 0);
  const vars = freeVariables(expr);
  if (vars.length > LIMITS.maxVariables) throw new MathInputError('TOO_COMPLEX', `At most ${LIMITS.maxVariables} variables are supported.`);
  return expr;
}

function convert(node: MathNode, counter: { n: number }, depth: number): Expr {
  if (++counter.n > LIMITS.maxNodes) throw new MathInputError('TOO_COMPLEX', `Expressions are limited to ${LIMITS.maxNodes} terms.`);
  if (depth > LIMITS.maxDepth * 2) throw new MathInputError('TOO_COMPLEX', 'The expression is nested too deeply.');
  const n = node as MathNode & Record<string, unknown>;
  switch (node.type) {
    case 'ParenthesisNode': {
      const inner = convert(n.content as MathNode, counter, depth + 1);
      return inner.k === 'op' ? { ...inner, paren: true } : inner;
    }
    case 'ConstantNode': {
      const v = n.value as unknown;
      if (v === null || typeof v === 'string' || typeof v === 'boolean' || v === undefined) {
        throw new MathInputError('FORBIDDEN', 'Only numeric constants are allowed.');
      }
      const text = String(v);
      if (!/^\d*\.?\d*(?:e[+-]?\d+)?$/i.test(text) || text === 'Infinity') {
        throw new MathInputError('FORBIDDEN', 'Only finite numeric constants are allowed.');
      }
      return { k: 'num', text };
    }
    case 'SymbolNode': {
      const name = String(n.name);
      checkName(name);
      const c = CONSTANTS[name];
      if (c) return { k: 'const', name: c };
      if (Object.hasOwn(FUNCTIONS, name)) throw new MathInputError('FORBIDDEN', `Function ${name} must be called with arguments.`);
      return { k: 'var', name };
    }
    case 'OperatorNode': {
      const op = OPS[String(n.fn)];
      const args = (n.args as MathNode[]).map((a) => convert(a, counter, depth + 1));
      if (String(n.fn) === 'unaryPlus') return args[0]!;
      if (!op) throw new MathInputError('FORBIDDEN', `Operator ${String(n.op)} is not allowed.`);
      const out: Expr = { k: 'op', op, args };
      if (n.implicit === true) out.implicit = true;
      checkExponent(out);
      return out;
    }
    case 'FunctionNode': {
      const fnNode = n.fn as MathNode & { name?: string };
      if (fnNode.type !== 'SymbolNode' || typeof fnNode.name !== 'string') {
        throw new MathInputError('FORBIDDEN', 'Only calls of named functions are allowed.');
      }
      const name = fnNode.name;
      checkName(name);
      const arities = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
      if (!arities) throw new MathInputError('UNKNOWN_FUNCTION', `Unknown or disallowed function: ${name}.`);
      const args = (n.args as MathNode[]).map((a) => convert(a, counter, depth + 1));
      if (!arities.includes(args.length)) throw new MathInputError('SYNTAX', `Wrong number of arguments for ${name}.`);
      const out: Expr =
        name === 'ln' ? { k: 'fn', name: 'log', args } : name === 'pow' ? { k: 'op', op: '^', args } : { k: 'fn', name, args };
      if (out.k === 'op') checkExponent(out);
      return out;
    }
    default:
      // AccessorNode, IndexNode, AssignmentNode, FunctionAssignmentNode, BlockNode, ConditionalNode, RangeNode,
      // RelationalNode, ArrayNode, ObjectNode: none is arithmetic, all are refused.
      throw new MathInputError('FORBIDDEN', `Construct not allowed: ${node.type}.`);
  }
}

function checkName(name: string): void {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(name) || FORBIDDEN_NAMES.has(name)) {
    throw new MathInputError('FORBIDDEN', 'Name not allowed.');
  }
}

function checkExponent(e: Expr & { k: 'op' }): void {
  if (e.op !== '^') return;
  const [base, exp] = e.args;
  if (!base || !exp || freeVariables(base).length === 0) return;
  const v = constantValue(exp);
  if (v !== null && Math.abs(v) > LIMITS.maxSymbolicExponent) {
    throw new MathInputError('EXPONENT_TOO_LARGE', `Exponents on symbolic terms are limited to ${LIMITS.maxSymbolicExponent}.`);
  }
}

/** Value of a purely numeric literal subtree (numbers, unary minus, + - * /), else null. Cheap, float only. */
export function constantValue(e: Expr): number | null {
  if (e.k === 'num') return Number(e.text);
  if (e.k !== 'op') return null;
  const vals = e.args.map(constantValue);
  if (vals.some((v) => v === null)) return null;
  const [a = 0, b = 0] = vals as number[];
  switch (e.op) {
    case 'neg':
      return -a;
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    default:
      return null;
  }
}

export function freeVariables(e: Expr, out: Set<string> = new Set()): string[] {
  if (e.k === 'var') out.add(e.name);
  else if (e.k === 'op' || e.k === 'fn') for (const a of e.args) freeVariables(a, out);
  return [...out].sort();
}

export function containsFunction(e: Expr, names: ReadonlySet<string>): boolean {
  if (e.k === 'fn' && names.has(e.name)) return true;
  return (e.k === 'op' || e.k === 'fn') && e.args.some((a) => containsFunction(a, names));
}

const PREC: Record<Op, number> = { '+': 1, '-': 1, '*': 2, '/': 2, mod: 2, neg: 3, '^': 4, '!': 5 };

/** Fully explicit infix text (`*` always written). Used in messages and as algebrite input. */
export function printExpr(e: Expr, parentPrec = 0, rightSide = false): string {
  switch (e.k) {
    case 'num':
      return e.text;
    case 'const':
      return e.name;
    case 'var':
      return e.name;
    case 'fn':
      return `${e.name}(${e.args.map((a) => printExpr(a)).join(', ')})`;
    case 'op': {
      const p = PREC[e.op];
      let s: string;
      if (e.op === 'neg') s = `-${printExpr(e.args[0]!, p)}`;
      else if (e.op === '!') s = `${printExpr(e.args[0]!, p + 1)}!`;
      else if (e.op === '^') s = `${printExpr(e.args[0]!, p + 1)}^${printExpr(e.args[1]!, p, true)}`;
      else s = `${printExpr(e.args[0]!, p)} ${e.op} ${printExpr(e.args[1]!, p, true)}`;
      const needParen = p < parentPrec || (p === parentPrec && rightSide && e.op !== '^');
      return needParen ? `(${s})` : s;
    }
  }
}
