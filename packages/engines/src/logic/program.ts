/**
 * parseProgram: text → checked, typed program. Reads S-expressions, separates commands from formulas, infers the
 * sorts of undeclared variables and builds the typed tree, rejecting what the solver cannot decide (non-linear
 * products, division by non-constants) with an "unsupported" error instead of guessing.
 */

import { InputTooComplexError } from '../budget.ts';
import { bitLength, type Rational } from '../exact/rational.ts';
import type { BoolExpr, NumExpr, Program, Sort } from './ast';
import { LogicError } from './errors';
import { inferSorts } from './infer';
import { readAll } from './sexpr';
import { type Term, toTopLevel } from './terms';

export interface ParseLimits {
  maxInputLength: number;
  maxDepth: number;
  maxNodes: number;
  maxLiteralDigits: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxInputLength: 20_000,
  maxDepth: 200,
  maxNodes: 20_000,
  maxLiteralDigits: 60,
};

/**
 * Largest constant (numerator or denominator bits) a product or quotient of literals may reach. Sixty-digit literals are
 * about 200 bits, so two of them multiply fine; a tower of them is refused before it reaches the solver.
 */
export const MAX_CONSTANT_BITS = 512;

/** A numeric term without variables (so it may multiply or divide). */
export function isConstant(e: NumExpr): boolean {
  switch (e.k) {
    case 'num':
      return true;
    case 'nvar':
    case 'nite':
      return false;
    default:
      return e.args.every(isConstant);
  }
}

function isIntTerm(e: NumExpr, sorts: Map<string, Sort>): boolean {
  switch (e.k) {
    case 'num':
      return e.value.isInteger();
    case 'nvar':
      return sorts.get(e.name) === 'Int';
    case 'nite':
      return e.isInt;
    case 'div':
      return false;
    default:
      return e.args.every((a) => isIntTerm(a, sorts));
  }
}

export function parseProgram(src: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): Program {
  if (src.length > limits.maxInputLength) {
    throw new InputTooComplexError(
      'length',
      limits.maxInputLength,
      `The logic program is longer than ${limits.maxInputLength} characters.`,
    );
  }
  const { forms, nodes } = readAll(src, { maxDepth: limits.maxDepth, maxNodes: limits.maxNodes });
  if (forms.length === 0) throw LogicError.parse(0, 'empty query');
  const top = toTopLevel(forms, limits.maxLiteralDigits);
  const declared = new Map<string, Sort>();
  for (const d of top.declarations) {
    const prev = declared.get(d.name);
    if (prev && prev !== d.sort) throw LogicError.type(d.pos, `'${d.name}' is declared both ${prev} and ${d.sort}`);
    declared.set(d.name, d.sort);
  }
  const { sorts, eqIsBool } = inferSorts(top.assertions, declared);

  const toNum = (t: Term): NumExpr => {
    if (t.t === 'num') return { k: 'num', value: t.value };
    if (t.t === 'var') return { k: 'nvar', name: t.name };
    if (t.t === 'bool') throw LogicError.type(t.pos, 'expected a number but found a Boolean');
    switch (t.op) {
      case '+':
        return { k: 'add', args: t.args.map(toNum) };
      case '-':
        return { k: 'sub', args: t.args.map(toNum) };
      case '*': {
        const args = t.args.map(toNum);
        if (args.filter((a) => !isConstant(a)).length > 1) {
          throw LogicError.unsupported(t.pos, 'non-linear multiplication is unsupported (multiply by constants only)');
        }
        return { k: 'mul', args };
      }
      case '/': {
        const args = t.args.map(toNum);
        args.slice(1).forEach((a, i) => {
          const at = (t.args[i + 1] as Term).pos;
          if (!isConstant(a)) throw LogicError.unsupported(at, 'division by a non-constant is unsupported');
          if (evalConst(a).isZero()) throw LogicError.unsupported(at, 'division by zero is unsupported');
        });
        return { k: 'div', args };
      }
      case 'ite': {
        const [c, a, b] = t.args as [Term, Term, Term];
        const tt = toNum(a);
        const ee = toNum(b);
        return { k: 'nite', c: toBool(c), t: tt, e: ee, isInt: isIntTerm(tt, sorts) && isIntTerm(ee, sorts) };
      }
      default:
        throw LogicError.type(t.pos, `expected a number but '${t.op}' gives a Boolean`);
    }
  };

  const toBool = (t: Term): BoolExpr => {
    if (t.t === 'bool') return { k: 'const', value: t.value };
    if (t.t === 'var') return { k: 'bvar', name: t.name };
    if (t.t === 'num') throw LogicError.type(t.pos, 'expected a Boolean but found a number');
    switch (t.op) {
      case 'and':
      case 'or':
        return { k: t.op, args: t.args.map(toBool) };
      case 'not':
        return { k: 'not', a: toBool(t.args[0] as Term) };
      case '=>':
        return { k: 'implies', args: t.args.map(toBool) };
      case 'iff':
        return { k: 'iff', args: t.args.map(toBool) };
      case 'xor':
        return { k: 'xor', args: t.args.map(toBool) };
      case 'ite': {
        const [c, a, b] = t.args as [Term, Term, Term];
        return { k: 'ite', c: toBool(c), t: toBool(a), e: toBool(b) };
      }
      case '=':
        return eqIsBool(t) ? { k: 'iff', args: t.args.map(toBool) } : { k: 'cmp', op: '=', args: t.args.map(toNum) };
      case 'distinct':
        return eqIsBool(t) ? { k: 'bdistinct', args: t.args.map(toBool) } : { k: 'ndistinct', args: t.args.map(toNum) };
      case '<':
      case '<=':
      case '>':
      case '>=':
        return { k: 'cmp', op: t.op, args: t.args.map(toNum) };
      default:
        throw LogicError.type(t.pos, `expected a Boolean but '${t.op}' gives a number`);
    }
  };

  const assertions = top.assertions.map(toBool);
  const vars = new Map<string, Sort>();
  for (const [name, sort] of sorts) vars.set(name, sort);
  return { assertions, vars, declared: new Set(declared.keys()), size: nodes };
}

/** Value of a variable-free numeric term; refuses constants beyond `MAX_CONSTANT_BITS` (checked after every step). */
export function evalConst(e: NumExpr): Rational {
  return evalNum(
    e,
    () => {
      throw new LogicError('INTERNAL', 'internal error');
    },
    undefined,
    checkConstantSize,
  );
}

export function checkConstantSize(q: Rational): Rational {
  if (bitLength(q.num) > MAX_CONSTANT_BITS || bitLength(q.den) > MAX_CONSTANT_BITS) {
    throw new InputTooComplexError(
      'constant_bits',
      MAX_CONSTANT_BITS,
      `A constant in the logic program exceeds ${MAX_CONSTANT_BITS} bits.`,
    );
  }
  return q;
}

/**
 * Exact evaluation of a numeric term; `lookup` gives variable values, `cond` decides ite conditions, `check` (if given)
 * sees every intermediate result (used to cap the size of constants).
 */
export function evalNum(
  e: NumExpr,
  lookup: (name: string) => Rational,
  cond?: (c: BoolExpr) => boolean,
  check?: (q: Rational) => Rational,
): Rational {
  switch (e.k) {
    case 'num':
      return e.value;
    case 'nvar':
      return lookup(e.name);
    case 'nite': {
      if (!cond) throw new LogicError('INTERNAL', 'internal error');
      return evalNum(cond(e.c) ? e.t : e.e, lookup, cond, check);
    }
    default: {
      let acc = evalNum(e.args[0] as NumExpr, lookup, cond, check);
      if (e.k === 'sub' && e.args.length === 1) return acc.neg();
      for (let i = 1; i < e.args.length; i++) {
        const v = evalNum(e.args[i] as NumExpr, lookup, cond, check);
        if (e.k === 'add') acc = acc.add(v);
        else if (e.k === 'sub') acc = acc.sub(v);
        else if (e.k === 'mul') acc = acc.mul(v);
        else acc = acc.div(v);
        if (check) acc = check(acc);
      }
      return acc;
    }
  }
}
