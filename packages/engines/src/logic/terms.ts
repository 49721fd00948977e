/**
 * From S-expressions to untyped terms: operator names and their aliases are normalised (case-insensitively), literals
 * are read exactly, arities are checked, and top-level commands (`declare`, `assert`, `check-sat`, …) are separated
 * from the formulas that must hold.
 */

import { InputTooComplexError } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import type { Sort } from './ast';
import { LogicError } from './errors';
import type { SExpr } from './sexpr';

export type Op = 'and' | 'or' | 'not' | '=>' | 'iff' | 'xor' | 'ite' | '=' | 'distinct' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/';

export type Term =
  | { t: 'var'; name: string; pos: number }
  | { t: 'bool'; value: boolean; pos: number }
  | { t: 'num'; value: Rational; decimal: boolean; pos: number }
  | { t: 'app'; op: Op; args: Term[]; pos: number };

/** Operator spellings, keyed in lower case; aliases map onto the canonical operator. */
const OPS: Readonly<Record<string, Op>> = {
  and: 'and',
  or: 'or',
  not: 'not',
  '=>': '=>',
  implies: '=>',
  '->': '=>',
  iff: 'iff',
  '<=>': 'iff',
  xor: 'xor',
  ite: 'ite',
  '=': '=',
  eq: '=',
  '==': '=',
  distinct: 'distinct',
  ne: 'distinct',
  '!=': 'distinct',
  '<': '<',
  lt: '<',
  '<=': '<=',
  le: '<=',
  '>': '>',
  gt: '>',
  '>=': '>=',
  ge: '>=',
  '+': '+',
  plus: '+',
  '-': '-',
  minus: '-',
  '*': '*',
  mul: '*',
  '/': '/',
};

/** Minimum and maximum argument counts. */
const ARITY: Readonly<Record<Op, readonly [number, number]>> = {
  and: [1, Infinity],
  or: [1, Infinity],
  not: [1, 1],
  '=>': [2, Infinity],
  iff: [2, Infinity],
  xor: [2, Infinity],
  ite: [3, 3],
  '=': [2, Infinity],
  distinct: [2, Infinity],
  '<': [2, Infinity],
  '<=': [2, Infinity],
  '>': [2, Infinity],
  '>=': [2, Infinity],
  '+': [1, Infinity],
  '-': [1, Infinity],
  '*': [1, Infinity],
  '/': [2, Infinity],
};

/** ARITY as a Map: a lookup by an operator string, on every list of every program, costs less than a keyed property read. */
const ARITY_MAP: ReadonlyMap<Op, readonly [number, number]> = new Map(Object.entries(ARITY) as [Op, readonly [number, number]][]);

const IGNORED_COMMANDS = new Set(['check-sat', 'get-model', 'get-value', 'exit', 'set-logic', 'set-option', 'set-info']);
const DECLARE_COMMANDS = new Set(['declare', 'declare-const', 'declare-fun']);
const RESERVED = new Set([...Object.keys(OPS), 'true', 'false', 'assert', ...DECLARE_COMMANDS, ...IGNORED_COMMANDS]);
const NAME_RE = /^[A-Za-z_][A-Za-z0-9_.!?@$#~']*$/;
const INT_RE = /^-?\d+$/;
const DEC_RE = /^-?(?:\d+\.\d*|\.\d+)$/;

const OP_MAP: ReadonlyMap<string, Op> = new Map(Object.entries(OPS));

export function lookupOp(text: string): Op | undefined {
  // Most atoms are written in lower case already (variables, `and`, `or`): one lookup, no lower-casing.
  const exact = OP_MAP.get(text);
  if (exact !== undefined) return exact;
  const lower = text.toLowerCase();
  return lower === text ? undefined : OP_MAP.get(lower);
}

/** True for the words that may start a top-level form of the DSL (used to recognise DSL input). */
export function isDslHead(text: string): boolean {
  const l = text.toLowerCase();
  return lookupOp(l) !== undefined || l === 'assert' || DECLARE_COMMANDS.has(l) || IGNORED_COMMANDS.has(l);
}

function parseSort(e: SExpr | undefined, pos: number): Sort {
  if (!e || e.kind !== 'atom') throw LogicError.parse(e?.pos ?? pos, 'expected a sort (Int, Real or Bool)');
  const s = e.text.toLowerCase();
  if (s === 'int' || s === 'integer') return 'Int';
  if (s === 'real') return 'Real';
  if (s === 'bool' || s === 'boolean') return 'Bool';
  throw LogicError.parse(e.pos, `unknown sort '${e.text}' (expected Int, Real or Bool)`);
}

/**
 * Spellings already found valid (validity depends on the text alone): a variable occurs many times in a program and is
 * checked once. Bounded, so a stream of programs with fresh names cannot grow it without limit.
 */
const checkedNames = new Set<string>();
const MAX_CHECKED_NAMES = 4096;

function checkName(text: string, pos: number): string {
  if (checkedNames.has(text)) return text;
  checkNameOnce(text, pos);
  if (checkedNames.size >= MAX_CHECKED_NAMES) checkedNames.clear();
  checkedNames.add(text);
  return text;
}

function checkNameOnce(text: string, pos: number): string {
  if (RESERVED.has(text) || RESERVED.has(text.toLowerCase()))
    throw LogicError.parse(pos, `'${text}' is a reserved word and cannot be a variable`);
  if (!NAME_RE.test(text)) throw LogicError.parse(pos, `invalid symbol '${text}'`);
  return text;
}

export function toTerm(e: SExpr, maxLiteralDigits: number): Term {
  if (e.kind === 'atom') {
    const text = e.text;
    // A spelling already accepted as a variable name is neither a literal, a constant nor an operator (all reserved).
    if (checkedNames.has(text)) return { t: 'var', name: text, pos: e.pos };
    // Only a digit, '-' or '.' can start a literal: names skip both regular expressions.
    const c0 = text.charCodeAt(0);
    if ((c0 === 45 || c0 === 46 || (c0 >= 48 && c0 <= 57)) && (INT_RE.test(text) || DEC_RE.test(text))) {
      if (text.replace(/[-.]/g, '').length > maxLiteralDigits) {
        throw new InputTooComplexError('literal_digits', maxLiteralDigits, `A numeric literal has more than ${maxLiteralDigits} digits.`);
      }
      return { t: 'num', value: Rational.parse(text) as Rational, decimal: text.includes('.'), pos: e.pos };
    }
    const lower = text.toLowerCase();
    if (lower === 'true' || lower === 'false') return { t: 'bool', value: lower === 'true', pos: e.pos };
    if (lookupOp(text)) throw LogicError.parse(e.pos, `operator '${text}' used without arguments`);
    return { t: 'var', name: checkName(text, e.pos), pos: e.pos };
  }
  const head = e.items[0];
  if (!head) throw LogicError.parse(e.pos, 'empty list ()');
  if (head.kind !== 'atom') throw LogicError.parse(head.pos, 'expected an operator');
  const op = lookupOp(head.text);
  if (!op) {
    const l = head.text.toLowerCase();
    if (l === 'assert' || DECLARE_COMMANDS.has(l) || IGNORED_COMMANDS.has(l)) {
      throw LogicError.parse(head.pos, `'${head.text}' is only allowed at the top level`);
    }
    throw LogicError.parse(head.pos, `unknown operator '${head.text}'`);
  }
  // Pushed, not preallocated: `new Array(n)` makes a holey array, slower in every later pass over the arguments.
  const args: Term[] = [];
  for (let i = 1; i < e.items.length; i++) args.push(toTerm(e.items[i] as SExpr, maxLiteralDigits));
  const [min, max] = ARITY_MAP.get(op) as readonly [number, number];
  if (args.length < min || args.length > max) {
    const want = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min}..${max}`;
    throw LogicError.parse(e.pos, `'${head.text}' expects ${want} argument${min === 1 && max === 1 ? '' : 's'}, got ${args.length}`);
  }
  return { t: 'app', op, args, pos: e.pos };
}

export interface TopLevel {
  declarations: { name: string; sort: Sort; pos: number }[];
  assertions: Term[];
}

/** Splits a program into declarations and the formulas that must all hold. */
export function toTopLevel(forms: SExpr[], maxLiteralDigits: number): TopLevel {
  const declarations: TopLevel['declarations'] = [];
  const assertions: Term[] = [];
  for (const f of forms) {
    const head = f.kind === 'list' ? f.items[0] : undefined;
    // Nearly every form starts with `assert` as written: no lower-cased copy for those.
    const word = head?.kind === 'atom' ? (head.text === 'assert' ? 'assert' : head.text.toLowerCase()) : '';
    if (f.kind === 'list' && IGNORED_COMMANDS.has(word)) continue;
    if (f.kind === 'list' && DECLARE_COMMANDS.has(word)) {
      const rest = f.items.slice(1);
      if (word === 'declare-fun') {
        // (declare-fun x () Int): only constants are supported.
        const [name, params, sort] = rest;
        if (rest.length !== 3 || !name || name.kind !== 'atom' || !params || params.kind !== 'list') {
          throw LogicError.parse(f.pos, 'expected (declare-fun name () Sort)');
        }
        if (params.items.length > 0) throw LogicError.unsupported(params.pos, 'functions with arguments are unsupported');
        declarations.push({ name: checkName(name.text, name.pos), sort: parseSort(sort, f.end), pos: name.pos });
        continue;
      }
      if (rest.length < 2) throw LogicError.parse(f.pos, `expected (${head?.kind === 'atom' ? head.text : word} name Sort)`);
      if (word === 'declare-const' && rest.length !== 2) throw LogicError.parse(f.pos, 'expected (declare-const name Sort)');
      const sort = parseSort(rest[rest.length - 1], f.end);
      for (const n of rest.slice(0, -1)) {
        if (n.kind !== 'atom') throw LogicError.parse(n.pos, 'expected a variable name');
        declarations.push({ name: checkName(n.text, n.pos), sort, pos: n.pos });
      }
      continue;
    }
    if (f.kind === 'list' && word === 'assert') {
      if (f.items.length < 2) throw LogicError.parse(f.pos, "'assert' expects a formula");
      for (let i = 1; i < f.items.length; i++) assertions.push(toTerm(f.items[i] as SExpr, maxLiteralDigits));
      continue;
    }
    assertions.push(toTerm(f, maxLiteralDigits));
  }
  return { declarations, assertions };
}
