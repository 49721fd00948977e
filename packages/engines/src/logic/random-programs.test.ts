/**
 * Differential tests against brute force: random programs over small bounded Int domains (and pure Boolean ones)
 * are enumerated exhaustively with the independent evaluator, and the solver must agree on SAT/UNSAT.
 */
import { describe, expect, it } from 'vitest';
import { Rational } from '../exact/rational.ts';
import { checkModel, type Model } from './model-check';
import { parseProgram } from './program';
import { mulberry32 } from './random-cnf';
import { verifyLogic } from './verify-logic';

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

function linTerm(r: Rand, vars: string[]): string {
  const parts: string[] = [];
  for (const v of vars) {
    const c = int(r, -3, 3);
    if (c !== 0 && r() < 0.7) parts.push(c === 1 ? v : `(* ${c} ${v})`);
  }
  if (parts.length === 0) parts.push(pick(r, vars));
  if (r() < 0.4) parts.push(String(int(r, -6, 6)));
  return parts.length === 1 ? (parts[0] as string) : `(+ ${parts.join(' ')})`;
}

function atom(r: Rand, vars: string[], bools: string[]): string {
  if (bools.length > 0 && r() < 0.2) return pick(r, bools);
  const op = pick(r, ['<', '<=', '=', 'distinct', '>', '>=']);
  const rhs = r() < 0.5 ? String(int(r, -6, 6)) : linTerm(r, vars);
  if (r() < 0.1) return `(= (ite ${pick(r, bools.length ? bools : ['true'])} ${linTerm(r, vars)} ${linTerm(r, vars)}) ${rhs})`;
  return `(${op} ${linTerm(r, vars)} ${rhs})`;
}

function formula(r: Rand, depth: number, leaf: () => string): string {
  if (depth === 0 || r() < 0.3) return leaf();
  const op = pick(r, ['and', 'or', 'not', '=>', 'xor', 'iff', 'ite']);
  const sub = () => formula(r, depth - 1, leaf);
  if (op === 'not') return `(not ${sub()})`;
  if (op === 'ite') return `(ite ${sub()} ${sub()} ${sub()})`;
  const n = op === 'and' || op === 'or' ? int(r, 2, 3) : 2;
  return `(${op} ${Array.from({ length: n }, sub).join(' ')})`;
}

function bruteForce(query: string, ints: string[], bools: string[], lo: number, hi: number): boolean {
  const prog = parseProgram(query);
  const m: Model = { bools: new Map(), nums: new Map() };
  const rec = (i: number): boolean => {
    if (i < ints.length) {
      for (let v = lo; v <= hi; v++) {
        m.nums.set(ints[i] as string, Rational.int(v));
        if (rec(i + 1)) return true;
      }
      return false;
    }
    const j = i - ints.length;
    if (j < bools.length) {
      for (const b of [false, true]) {
        m.bools.set(bools[j] as string, b);
        if (rec(i + 1)) return true;
      }
      return false;
    }
    return checkModel(prog, m);
  };
  return rec(0);
}

describe('differential: random bounded LIA + Booleans vs brute force', () => {
  it('agrees on 400 random programs', () => {
    const r = mulberry32(12345);
    let sat = 0;
    for (let i = 0; i < 400; i++) {
      const ints = ['x', 'y', 'z'].slice(0, int(r, 1, 3));
      const bools = ['p', 'q'].slice(0, int(r, 0, 2));
      const decl = [...ints.map((v) => `(declare ${v} Int)(<= -3 ${v} 3)`), ...bools.map((b) => `(declare ${b} Bool)`)].join(' ');
      const body = Array.from({ length: int(r, 1, 3) }, () => formula(r, 3, () => atom(r, ints, bools))).join('\n');
      const query = `${decl}\n${body}`;
      const expected = bruteForce(query, ints, bools, -3, 3) ? 'SAT' : 'UNSAT';
      const got = verifyLogic({ query });
      if (got.status !== expected) throw new Error(`disagreement (${got.status} vs ${expected}):\n${query}`);
      if (expected === 'SAT') sat++;
    }
    expect(sat).toBeGreaterThan(50);
    expect(sat).toBeLessThan(390);
  });

  it('Real relaxation is SAT whenever the Int version is', () => {
    const r = mulberry32(777);
    for (let i = 0; i < 150; i++) {
      const ints = ['x', 'y', 'z'];
      const body = Array.from({ length: int(r, 2, 4) }, () => formula(r, 2, () => atom(r, ints, []))).join('\n');
      const asInt = verifyLogic({ query: `(declare x y z Int)\n${body}` });
      const asReal = verifyLogic({ query: `(declare x y z Real)\n${body}` });
      expect(asReal.status).not.toBe('ERROR');
      if (asInt.status === 'SAT') expect(asReal.status).toBe('SAT');
    }
  });
});

describe('differential: presolve (integer equalities, distinct) vs brute force', () => {
  it('agrees on 300 programs with top-level equalities, bounds and distinct, under every strategy', () => {
    const r = mulberry32(2026);
    let sat = 0;
    for (let i = 0; i < 300; i++) {
      const ints = ['x', 'y', 'z', 'w'].slice(0, int(r, 2, 4));
      const lo = int(r, -3, 0);
      const hi = int(r, 0, 3);
      const parts = [ints.map((v) => `(declare ${v} Int)(<= ${lo} ${v} ${hi})`).join(' ')];
      for (let k = int(r, 1, 2); k > 0; k--) parts.push(`(= ${linTerm(r, ints)} ${int(r, -6, 6)})`);
      if (r() < 0.4) parts.push(`(distinct ${ints.slice(0, int(r, 2, ints.length)).join(' ')})`);
      if (r() < 0.5) parts.push(formula(r, 2, () => atom(r, ints, [])));
      const query = parts.join('\n');
      const expected = bruteForce(query, ints, [], lo, hi) ? 'SAT' : 'UNSAT';
      for (const strategy of ['auto', 'eliminate', 'plain'] as const) {
        const got = verifyLogic({ query }, { strategy });
        if (got.status !== expected) throw new Error(`disagreement (${strategy}: ${got.status} vs ${expected}):\n${query}`);
      }
      if (expected === 'SAT') sat++;
    }
    expect(sat).toBeGreaterThan(30);
    expect(sat).toBeLessThan(280);
  });
});

describe('differential: random Boolean formulas vs truth tables', () => {
  it('agrees on 400 random formulas', () => {
    const r = mulberry32(99);
    const names = ['a', 'b', 'c', 'd', 'e'];
    for (let i = 0; i < 400; i++) {
      const used = names.slice(0, int(r, 1, 5));
      const body = Array.from({ length: int(r, 1, 3) }, () => formula(r, 4, () => pick(r, used))).join('\n');
      const query = `(declare ${used.join(' ')} Bool)\n${body}`;
      const expected = bruteForce(query, [], used, 0, 0) ? 'SAT' : 'UNSAT';
      expect(verifyLogic({ query }).status, query).toBe(expected);
    }
  });
});
