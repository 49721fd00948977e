/**
 * `context.assumptions`: hypotheses a request states about its variables, e.g. ["x > 0", "y > 0"] or ["-1 < t < 1"].
 * An identity is then claimed only for the values of the variables that satisfy all of them (its region): the proof
 * may use them (a variable with a strict bound is rewritten as bound ± a positive variable, so x > 0 lets
 * log(x·y) split and x < 0 lets √x = i·√(−x)), counterexamples and witnesses are searched inside the region only,
 * and the verdict is valid only under them (results and attestations carry them).
 *
 * Grammar (each string): `expr REL expr` or a chain `expr REL expr REL expr`, REL one of < > <= >= ≤ ≥ != ≠ <>; the
 * expressions use the claim syntax. At most MAX_ASSUMPTIONS strings of at most MAX_ASSUMPTION_LENGTH characters.
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import type { Condition } from './conditions.ts';
import { exactRational } from './exact.ts';
import { add, type Expr, MathInputError, neg, printExpr, rationalExpr, sub, substitute, variable } from './expr.ts';
import { PRECISION } from './limits.ts';
import { Arith } from './numeric/interval.ts';
import { parseExpr } from './parse.ts';
import { pointScope, rigorousValue } from './points.ts';
import { type Point, samplePoints } from './sampler.ts';

export const MAX_ASSUMPTIONS = 8;
export const MAX_ASSUMPTION_LENGTH = 200;

export type Relation = '>' | '<' | '>=' | '<=' | '!=';

/** One comparison `lhs REL rhs`. */
export interface Assumption {
  lhs: Expr;
  rel: Relation;
  rhs: Expr;
  /** Normalised text, e.g. "x > 0", "t ≠ 1". */
  text: string;
}

/** Bounds on one variable implied by assumptions of the form `x REL c` with a rational c. */
export interface VariableBounds {
  lo?: { value: Rational; strict: boolean };
  hi?: { value: Rational; strict: boolean };
  not: Rational[];
}

export interface Assumptions {
  list: Assumption[];
  bounds: Map<string, VariableBounds>;
}

export const NO_ASSUMPTIONS: Assumptions = { list: [], bounds: new Map() };

const SHOWN: Record<Relation, string> = { '>': '>', '<': '<', '>=': '≥', '<=': '≤', '!=': '≠' };
const TOKENS: Array<[string, Relation]> = [
  ['>=', '>='],
  ['<=', '<='],
  ['!=', '!='],
  ['<>', '!='],
  ['≥', '>='],
  ['≤', '<='],
  ['≠', '!='],
  ['>', '>'],
  ['<', '<'],
];

/** Parses the request's assumptions; throws MathInputError (an ERROR result) on one that is not a comparison. */
export function parseAssumptions(texts: readonly string[] | undefined): Assumptions {
  if (!texts || texts.length === 0) return NO_ASSUMPTIONS;
  if (texts.length > MAX_ASSUMPTIONS) throw new MathInputError('UNSUPPORTED', `At most ${MAX_ASSUMPTIONS} assumptions may be stated.`);
  const list: Assumption[] = [];
  for (const text of texts) {
    if (text.length > MAX_ASSUMPTION_LENGTH)
      throw new MathInputError('UNSUPPORTED', `An assumption may have at most ${MAX_ASSUMPTION_LENGTH} characters.`);
    list.push(...parseOne(text));
  }
  const bounds = new Map<string, VariableBounds>();
  for (const a of list) addBound(a, bounds);
  return { list, bounds };
}

function parseOne(text: string): Assumption[] {
  const parts: string[] = [];
  const rels: Relation[] = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    if (depth !== 0) continue;
    const hit = TOKENS.find(([t]) => text.startsWith(t, i));
    if (!hit) continue;
    parts.push(text.slice(start, i));
    rels.push(hit[1]);
    i += hit[0].length - 1;
    start = i + 1;
  }
  parts.push(text.slice(start));
  if (rels.length === 0 || rels.length > 2 || parts.some((p) => p.trim() === ''))
    throw new MathInputError(
      'SYNTAX',
      `Each assumption must be one comparison such as "x > 0" or "-1 < x < 1" (<, >, <=, >=, != between expressions); got "${text.slice(0, 60)}".`,
    );
  if (text.includes('=') && !/[<>!]=/.test(text.replace(/==/g, '')))
    throw new MathInputError('SYNTAX', 'An assumption states a comparison (<, >, <=, >=, !=), not an equation.');
  const exprs = parts.map((p) => {
    try {
      return parseExpr(p.trim());
    } catch (err) {
      if (err instanceof MathInputError)
        throw new MathInputError('SYNTAX', `The assumption "${text.slice(0, 60)}" could not be read: ${err.message}`);
      throw err;
    }
  });
  const out: Assumption[] = [];
  for (let k = 0; k < rels.length; k++) {
    const lhs = exprs[k] as Expr;
    const rhs = exprs[k + 1] as Expr;
    const rel = rels[k] as Relation;
    out.push({ lhs, rel, rhs, text: `${printExpr(lhs)} ${SHOWN[rel]} ${printExpr(rhs)}` });
  }
  return out;
}

/** Assumptions made of an already-parsed list (bounds recomputed). */
export function assumptionsOf(list: Assumption[]): Assumptions {
  if (list.length === 0) return NO_ASSUMPTIONS;
  const bounds = new Map<string, VariableBounds>();
  for (const a of list) addBound(a, bounds);
  return { list, bounds };
}

function addBound(a: Assumption, bounds: Map<string, VariableBounds>): void {
  let name: string | null = null;
  let c: Rational | null = null;
  let rel = a.rel;
  if (a.lhs.k === 'var') {
    name = a.lhs.name;
    c = exactRational(a.rhs, 'real');
  } else if (a.rhs.k === 'var') {
    name = a.rhs.name;
    c = exactRational(a.lhs, 'real');
    rel = rel === '>' ? '<' : rel === '<' ? '>' : rel === '>=' ? '<=' : rel === '<=' ? '>=' : rel;
  }
  if (name === null || c === null) return;
  const b = bounds.get(name) ?? { not: [] };
  bounds.set(name, b);
  if (rel === '!=') b.not.push(c);
  else if (rel === '>' || rel === '>=') {
    const strict = rel === '>';
    if (!b.lo || c.compare(b.lo.value) > 0 || (c.equals(b.lo.value) && strict)) b.lo = { value: c, strict };
  } else {
    const strict = rel === '<';
    if (!b.hi || c.compare(b.hi.value) < 0 || (c.equals(b.hi.value) && strict)) b.hi = { value: c, strict };
  }
}

/** True (all assumptions hold at the exact point), false (one fails), null (undecided at the precisions tried). */
export function holdsAt(assumptions: Assumptions, p: Point, budget: WorkBudget): boolean | null {
  if (assumptions.list.length === 0) return true;
  let unknown = false;
  for (const a of assumptions.list) {
    let decided: boolean | null = null;
    for (let bits = PRECISION.start; bits <= 256 && decided === null; bits *= 2) {
      if (budget.exhausted) return null;
      const A = new Arith(bits, budget);
      const v = rigorousValue(sub(a.lhs, a.rhs), A, 'real', pointScope(p, A));
      if (v === 'undefined') return false;
      if (v === null || v.im !== null) continue;
      const x = v.re;
      const negX = A.neg(x);
      if (a.rel === '!=') decided = x.isZero() ? false : x.containsZero() ? null : true;
      else if (a.rel === '>') decided = x.positive() ? true : negX.nonNegative() ? false : null;
      else if (a.rel === '<') decided = x.negative() ? true : x.nonNegative() ? false : null;
      else if (a.rel === '>=') decided = x.nonNegative() ? true : x.negative() ? false : null;
      else decided = negX.nonNegative() ? true : x.positive() ? false : null;
    }
    if (decided === false) return false;
    if (decided === null) unknown = true;
  }
  return unknown ? null : true;
}

/**
 * Candidate points inside the region: each bounded variable's samples are moved into its interval (lower bound +
 * |sample|, upper bound − |sample|, or spread across a bounded interval), then every assumption is checked exactly
 * at the point; points where one fails or cannot be decided are dropped.
 */
export function regionPoints(vars: readonly string[], assumptions: Assumptions, budget: WorkBudget, count = 48): Point[] {
  const base = samplePoints(vars, count);
  if (assumptions.list.length === 0) return base;
  const out: Point[] = [];
  const seen = new Set<string>();
  for (const [index, p] of base.entries()) {
    const q: Point = {};
    for (const v of vars) q[v] = place(p[v] ?? '0', assumptions.bounds.get(v), index);
    const key = JSON.stringify(q);
    if (seen.has(key)) continue;
    seen.add(key);
    if (holdsAt(assumptions, q, budget) === true) out.push(q);
    if (budget.exhausted) break;
  }
  return out;
}

function place(sample: string, b: VariableBounds | undefined, index: number): string {
  if (!b || (!b.lo && !b.hi)) return sample;
  const s = Rational.parse(sample) ?? Rational.ONE;
  const magnitude = s.abs();
  const nudge = magnitude.isZero() ? Rational.of(1n, 2n) : magnitude;
  if (b.lo && b.hi) {
    // Spread over the open interval: lo + (hi − lo)·k/16 for k = 1…15 (decimal points when lo and hi are).
    const k = BigInt((index % 15) + 1);
    return decimal(b.lo.value.add(b.hi.value.sub(b.lo.value).mul(Rational.of(k, 16n))));
  }
  if (b.lo) return decimal(b.lo.value.add(nudge));
  return decimal((b.hi as { value: Rational }).value.sub(nudge));
}

/** Exact text of a rational point: a decimal when it has one, else p/q. */
function decimal(r: Rational): string {
  const places = r.decimalPlaces();
  if (places === null || places > 20) return r.toString();
  const digits = r.decimalDigits(places).padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return r.sign() < 0 ? `-${text}` : text;
}

/**
 * The claim rewritten for a proof under the assumptions: a variable with a strict bound x > c becomes c + x, one with
 * x < c becomes c − x, where the new x is positive (x > 0 itself only marks x positive). Returns the rewritten sides
 * and assumptions, and the variables now known to be positive.
 */
export function positiveForm(
  exprs: Expr[],
  assumptions: Assumptions,
  prefer: 'lo' | 'hi' = 'lo',
): { exprs: Expr[]; assumptions: Assumption[]; positive: Set<string> } | null {
  const positive = new Set<string>();
  let out = exprs;
  let list = assumptions.list;
  for (const [name, b] of assumptions.bounds) {
    // With both bounds strict, either end may serve (`prefer`): |x − 1| = 1 − x on 0 < x < 1 needs the upper one.
    const lower = b.lo?.strict ? { c: b.lo.value, up: true } : null;
    const upper = b.hi?.strict ? { c: b.hi.value, up: false } : null;
    const bound = prefer === 'hi' ? (upper ?? lower) : (lower ?? upper);
    if (!bound) continue;
    positive.add(name);
    if (bound.c.isZero() && bound.up) continue;
    const x = variable(name);
    const replacement: Expr = bound.c.isZero() ? neg(x) : bound.up ? add(rationalExpr(bound.c), x) : sub(rationalExpr(bound.c), x);
    out = out.map((e) => substitute(e, name, replacement));
    list = list.map((a) => ({ ...a, lhs: substitute(a.lhs, name, replacement), rhs: substitute(a.rhs, name, replacement) }));
  }
  return positive.size > 0 ? { exprs: out, assumptions: list, positive } : null;
}

/** The assumption as `p > 0`, `p ≥ 0` or `p ≠ 0` (p = lhs − rhs or rhs − lhs), for comparison with conditions. */
export function asSign(a: Assumption): { kind: 'gt0' | 'ge0' | 'ne0'; expr: Expr } {
  if (a.rel === '!=') return { kind: 'ne0', expr: sub(a.lhs, a.rhs) };
  if (a.rel === '>' || a.rel === '>=') return { kind: a.rel === '>' ? 'gt0' : 'ge0', expr: sub(a.lhs, a.rhs) };
  return { kind: a.rel === '<' ? 'gt0' : 'ge0', expr: sub(a.rhs, a.lhs) };
}

/** Whether the bounds alone imply a condition that is linear in one variable (a·x + b > 0, ≥ 0 or ≠ 0). */
export function impliedByBounds(c: Condition, bounds: ReadonlyMap<string, VariableBounds>): boolean {
  const lin = c.linear;
  if (!lin) return false;
  const b = bounds.get(lin.name);
  if (!b) return false;
  // a·x + b REL 0  ⇔  x REL' r with r = −b/a (the relation flips for a < 0).
  const r = lin.b.neg().div(lin.a);
  const up = lin.a.sign() > 0;
  const lo = b.lo;
  const hi = b.hi;
  const above = (strict: boolean) => lo !== undefined && (lo.value.compare(r) > 0 || (lo.value.equals(r) && (lo.strict || !strict)));
  const below = (strict: boolean) => hi !== undefined && (hi.value.compare(r) < 0 || (hi.value.equals(r) && (hi.strict || !strict)));
  switch (c.kind) {
    case 'gt0':
      return up ? above(true) : below(true);
    case 'ge0':
      return up ? above(false) : below(false);
    case 'ne0':
      return above(true) || below(true) || b.not.some((x) => x.equals(r));
    default:
      return false;
  }
}
