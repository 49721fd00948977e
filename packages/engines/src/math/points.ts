/**
 * Rigorous checks at one exact point: both sides' enclosures (defined, undefined, or not decided at this precision),
 * whether their difference excludes 0 (a proven counterexample), whether a side and the reported conditions hold
 * there (a witness that a conditional verdict is not vacuous).
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import type { Condition } from './conditions.ts';
import { type EncloseOptions, enclose, type Num, Undecided } from './enclose.ts';
import type { Expr } from './expr.ts';
import { PRECISION } from './limits.ts';
import { NumericOverflow } from './numeric/elementary.ts';
import { Arith, type Interval } from './numeric/interval.ts';
import { decimalText } from './refine.ts';
import type { Point } from './sampler.ts';
import { type Domain, UndefinedValue } from './undefined-value.ts';

export function rigorousValue(
  e: Expr,
  A: Arith,
  domain: Domain,
  point: ReadonlyMap<string, Interval>,
  opts: Partial<EncloseOptions> = {},
): Num | 'undefined' | null {
  try {
    return enclose(e, A, { ...opts, domain, scope: point });
  } catch (err) {
    if (err instanceof UndefinedValue) return 'undefined';
    if (err instanceof Undecided || err instanceof NumericOverflow) return null;
    throw err;
  }
}

export function pointScope(p: Point, A: Arith): Map<string, Interval> {
  const scope = new Map<string, Interval>();
  for (const [k, v] of Object.entries(p)) {
    const r = Rational.parse(v);
    if (r) scope.set(k, A.fromRational(r));
  }
  return scope;
}

export function excludesZero(d: Num): boolean {
  return !d.re.containsZero() || (d.im !== null && !d.im.containsZero());
}

export function showNum(v: Num, A: Arith): string {
  const re = decimalText(v.re, A, 12) ?? '≈?';
  if (v.im === null || v.im.isZero()) return re;
  const im = decimalText(v.im, A, 12) ?? '≈?';
  return `${re} + ${im}i`;
}

/** Both sides defined at the exact point and their difference proven non-zero; the two values as text. */
export function confirm(lhs: Expr, rhs: Expr, p: Point, domain: Domain, budget: WorkBudget, maxBits: number): [string, string] | null {
  for (let bits = PRECISION.start; bits <= maxBits; bits *= 2) {
    const A = new Arith(bits, budget);
    const scope = pointScope(p, A);
    const l = rigorousValue(lhs, A, domain, scope);
    const r = rigorousValue(rhs, A, domain, scope);
    if (l === 'undefined' || r === 'undefined') return null;
    if (l === null || r === null) continue;
    const d: Num = { re: A.sub(l.re, r.re), im: l.im || r.im ? A.sub(l.im ?? A.fromInt(0), r.im ?? A.fromInt(0)) : null };
    if (excludesZero(d)) return [showNum(l, A), showNum(r, A)];
  }
  return null;
}

export function definedAt(exprs: Expr[], p: Point, domain: Domain, budget: WorkBudget, conditions: Condition[]): boolean {
  for (let bits = PRECISION.start; bits <= 256; bits *= 2) {
    const A = new Arith(bits, budget);
    const scope = pointScope(p, A);
    const values = exprs.map((e) => rigorousValue(e, A, domain, scope));
    if (values.some((v) => v === 'undefined')) return false;
    if (values.some((v) => v === null)) continue;
    const held = conditions.map((c) => conditionHolds(c, A, domain, scope));
    if (held.some((h) => h === false)) return false;
    if (held.every((h) => h === true)) return true;
  }
  return false;
}

export function conditionHolds(
  c: Condition,
  A: Arith,
  domain: Domain,
  scope: ReadonlyMap<string, Interval>,
  opts: Partial<EncloseOptions> = {},
): boolean | null {
  const v = rigorousValue(c.expr, A, domain, scope, opts);
  if (v === 'undefined') return false;
  if (v === null) return null;
  if (v.im !== null && !v.im.isZero()) return c.kind === 'ne0' ? true : null;
  const x = v.re;
  const one = A.fromInt(1);
  switch (c.kind) {
    case 'ne0':
      return x.isZero() ? false : x.containsZero() ? null : true;
    case 'gt0':
      return x.positive() ? true : !x.containsZero() || x.isZero() ? false : null;
    case 'ge0':
      return x.nonNegative() ? true : x.negative() ? false : null;
    case 'abs_le1':
    case 'abs_lt1': {
      const m = A.sub(one, A.sqr(x));
      return c.kind === 'abs_le1'
        ? m.nonNegative()
          ? true
          : m.negative()
            ? false
            : null
        : m.positive()
          ? true
          : m.negative() || m.isZero()
            ? false
            : null;
    }
    case 'ge1': {
      const m = A.sub(x, one);
      return m.nonNegative() ? true : m.negative() ? false : null;
    }
    default:
      return true;
  }
}
