/**
 * Domain conditions recorded while a side is normalised: where a denominator must not vanish, a logarithm's
 * argument must be positive, a square root's non-negative, and the assumptions a rewrite rule needed. They are
 * kept structured (kind + quantity) so they can be compared between sides, printed for people ("x ≠ 1") and decided
 * numerically at a point.
 */
import type { Rational } from '../exact/rational.ts';
import type { Expr } from './expr.ts';
import { type AtomTable, monicByKey, type Poly, polyKey, printPoly, scale } from './polynomial.ts';

export type CondKind = 'ne0' | 'gt0' | 'ge0' | 'abs_le1' | 'abs_lt1' | 'ge1' | 'defined';

export interface Condition {
  kind: CondKind;
  key: string;
  text: string;
  /** The quantity the condition is about, as an expression (evaluated with intervals at points). */
  expr: Expr;
  /** True when the condition is exactly the side's own domain restriction (not an assumption or approximation). */
  exact: boolean;
  /** Not exact, but the side is undefined wherever the condition fails (x ≥ 0 for x^u in the real domain). */
  necessary?: boolean;
  /** For polynomial conditions: the key of the zero set (same for p and −p). */
  zeroKey?: string;
  /** For conditions a·x + b REL 0 in one variable x (compared with the bounds of stated assumptions). */
  linear?: { name: string; a: Rational; b: Rational };
  /**
   * For conditions on a polynomial in the variables alone: a key made of variable names, equal for the same
   * condition in any normal form (atom ids, which `key` uses, differ between normal forms).
   */
  stable?: string;
  /** The `stable` key of `p ≠ 0` for the same polynomial (the zero set, whatever the kind). */
  stableZero?: string;
}

const REL: Record<'ne0' | 'gt0' | 'ge0', [string, string]> = { ne0: ['≠', '≠'], gt0: ['>', '<'], ge0: ['≥', '≤'] };

/** A polynomial condition; `p` is normalised so conditions with the same meaning get the same key. */
export function polyCondition(kind: 'ne0' | 'gt0' | 'ge0', p: Poly, table: AtomTable, expr: Expr, exact: boolean): Condition {
  const { poly, factor } = monicByKey(p);
  const zeroKey = polyKey(poly);
  // Sign conditions may only be scaled by a positive factor.
  const key = kind === 'ne0' ? zeroKey : polyKey(scale(p, factor.sign() > 0 ? factor : factor.neg()));
  const linear = linearInOneVariable(p, table);
  const stable = stableKey(kind, p, table);
  const stableZero = stableKey('ne0', p, table);
  return {
    kind,
    key: `${kind}:${key}`,
    zeroKey,
    text: describe(kind, p, table),
    expr,
    exact,
    ...(linear ? { linear } : {}),
    ...(stable ? { stable } : {}),
    ...(stableZero ? { stableZero } : {}),
  };
}

/** `kind:` + the polynomial over variable names, scaled so its first term (by names) has coefficient ±1 (1 for ≠). */
function stableKey(kind: 'ne0' | 'gt0' | 'ge0', p: Poly, table: AtomTable): string | null {
  const terms: Array<[string, Rational]> = [];
  for (const t of p.values()) {
    const names: string[] = [];
    for (const [id, e] of t.mono) {
      const atom = table.get(id);
      if (!atom.key.startsWith('v:') || e < 0) return null;
      names.push(`${atom.key.slice(2)}^${e}`);
    }
    terms.push([names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('*'), t.coef]);
  }
  terms.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lead = terms[0]?.[1];
  if (!lead) return null;
  const factor = kind === 'ne0' ? lead : lead.abs();
  return `${kind}:${terms.map(([m, c]) => `${c.div(factor)}:${m}`).join('+')}`;
}

function describe(kind: 'ne0' | 'gt0' | 'ge0', p: Poly, table: AtomTable): string {
  const linear = linearInOneVariable(p, table);
  if (linear) {
    const { name, a, b } = linear;
    const root = b.neg().div(a);
    const [rel, flipped] = REL[kind];
    return `${name} ${a.sign() > 0 ? rel : flipped} ${root.toString()}`;
  }
  return `${printPoly(p, table)} ${REL[kind][0]} 0`;
}

function linearInOneVariable(p: Poly, table: AtomTable): { name: string; a: Rational; b: Rational } | null {
  let name: string | null = null;
  let a: Rational | null = null;
  let b: Rational | null = null;
  for (const t of p.values()) {
    if (t.mono.length === 0) {
      b = t.coef;
      continue;
    }
    const only = t.mono.length === 1 ? t.mono[0] : undefined;
    if (!only || only[1] !== 1) return null;
    const atom = table.get(only[0]);
    if (!atom.key.startsWith('v:') || name !== null) return null;
    name = atom.display;
    a = t.coef;
  }
  if (name === null || a === null) return null;
  return { name, a, b: b ?? a.sub(a) };
}

export function rangeCondition(
  kind: 'abs_le1' | 'abs_lt1' | 'ge1',
  argText: string,
  keyText: string,
  expr: Expr,
  exact: boolean,
): Condition {
  const text = kind === 'abs_le1' ? `-1 ≤ ${argText} ≤ 1` : kind === 'abs_lt1' ? `-1 < ${argText} < 1` : `${argText} ≥ 1`;
  return { kind, key: `${kind}:${keyText}`, text, expr, exact };
}

export function definedCondition(display: string, key: string, expr: Expr): Condition {
  return { kind: 'defined', key: `defined:${key}`, text: `${display} is defined`, expr, exact: false };
}

/** Removes conditions implied by others about the same quantity (x > 0 implies x ≠ 0 and x ≥ 0). */
export function simplifyConditions(conds: Iterable<Condition>): Condition[] {
  // p ≥ 0 and p ≠ 0 together are p > 0.
  const given = [...conds];
  const nonZero = new Set(given.filter((c) => c.kind === 'ne0' && c.zeroKey).map((c) => c.zeroKey));
  const all = given.map(
    (c): Condition =>
      c.kind === 'ge0' && c.zeroKey && nonZero.has(c.zeroKey)
        ? { ...c, kind: 'gt0', key: `gt0:${c.key.slice(4)}`, text: c.text.replace('≥', '>').replace('≤', '<') }
        : c,
  );
  const keys = new Set(all.map((c) => c.key));
  const strictZeroSets = new Set(all.filter((c) => c.kind === 'gt0' && c.zeroKey).map((c) => c.zeroKey));
  const seen = new Set<string>();
  return all.filter((c) => {
    const body = c.key.slice(c.key.indexOf(':') + 1);
    if (seen.has(c.key)) return false;
    seen.add(c.key);
    if (c.kind === 'ge0' && keys.has(`gt0:${body}`)) return false;
    if (c.kind === 'ne0' && c.zeroKey && strictZeroSets.has(c.zeroKey)) return false;
    return true;
  });
}

export function sameConditionSets(a: ReadonlyMap<string, Condition>, b: ReadonlyMap<string, Condition>): boolean {
  if (a.size !== b.size) return false;
  for (const k of a.keys()) if (!b.has(k)) return false;
  return true;
}
