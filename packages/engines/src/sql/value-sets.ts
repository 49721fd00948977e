import type { Domain, NanPolicy } from './column-domains.ts';
import type { Dec } from './exact-decimal.ts';
import { ceilDec, cmpDec, floorDec, scaledDec } from './exact-decimal.ts';

/**
 * Sets of values on an ordered line, for the tautology rule: which values of a column make a predicate TRUE, which
 * make it FALSE. A constant is a number (compared exactly), a string (text columns) or an opaque token (dates, and
 * strings compared with columns of unknown type). Two constants are ordered only when every collation and every
 * dialect orders them the same way; otherwise `Incomparable` is thrown and the predicate is not decided.
 */
export type Val = { k: 'num'; d: Dec } | { k: 'str'; s: string } | { k: 'tok'; s: string };

export interface End {
  v: Val;
  open: boolean;
}

/** An interval; a null end is unbounded (beyond every value, infinities included). */
export interface Iv {
  lo: End | null;
  hi: End | null;
}

/** Values of one column: NULL, NaN (floating point) and the non-NULL, non-NaN values in `ivs` (sorted, disjoint). */
export interface VSet {
  nul: boolean;
  nan: boolean;
  ivs: Iv[];
}

export class Incomparable extends Error {}

const SAFE_TEXT = [/^[a-z]*$/, /^[A-Z]*$/, /^[0-9]*$/];
const ISO_SHAPES = [/^\d{4}-\d{2}-\d{2}$/, /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/, /^\d{2}:\d{2}:\d{2}$/];

/**
 * Orders two constants, or throws Incomparable. Strings: equal text is equal everywhere; distinct strings are ordered
 * only when both are lower-case ASCII letters, both upper-case, or both digits (the same order in every collation,
 * case-sensitive or not), and the empty string is below every other. Tokens: equal, or ISO dates/times of one shape.
 */
export function cmpVal(a: Val, b: Val): number {
  if (a.k === 'num' && b.k === 'num') return cmpDec(a.d, b.d);
  if (a.k !== b.k || a.k === 'num' || b.k === 'num') throw new Incomparable();
  if (a.s === b.s) return 0;
  if (a.k === 'str') {
    if (a.s === '' || b.s === '') return a.s === '' ? -1 : 1;
    if (SAFE_TEXT.some((re) => re.test(a.s) && re.test(b.s))) return a.s < b.s ? -1 : 1;
    throw new Incomparable();
  }
  if (ISO_SHAPES.some((re) => re.test(a.s) && re.test(b.s))) return a.s < b.s ? -1 : 1;
  throw new Incomparable();
}

/** Lower ends: unbounded first; at the same value a closed end starts before an open one. */
function cmpLo(a: End | null, b: End | null): number {
  if (!a || !b) return a === b ? 0 : a ? 1 : -1;
  return cmpVal(a.v, b.v) || (a.open === b.open ? 0 : a.open ? 1 : -1);
}

/** Upper ends: unbounded last; at the same value an open end stops before a closed one. */
function cmpHi(a: End | null, b: End | null): number {
  if (!a || !b) return a === b ? 0 : a ? -1 : 1;
  return cmpVal(a.v, b.v) || (a.open === b.open ? 0 : a.open ? -1 : 1);
}

/** True when the interval holds no value of the ordered line (its ends cross, or touch with an open side). */
function crossed(iv: Iv): boolean {
  if (!iv.lo || !iv.hi) return false;
  const c = cmpVal(iv.lo.v, iv.hi.v);
  return c > 0 || (c === 0 && (iv.lo.open || iv.hi.open));
}

/** True when `a` ends at or after where `b` starts, so the two can merge into one interval. */
function meets(a: Iv, b: Iv): boolean {
  if (!a.hi || !b.lo) return true;
  const c = cmpVal(a.hi.v, b.lo.v);
  return c > 0 || (c === 0 && !(a.hi.open && b.lo.open));
}

export function normalise(ivs: Iv[]): Iv[] {
  const list = ivs.filter((iv) => !crossed(iv)).sort((a, b) => cmpLo(a.lo, b.lo));
  const out: Iv[] = [];
  for (const iv of list) {
    const last = out[out.length - 1];
    if (last && meets(last, iv)) {
      if (cmpHi(iv.hi, last.hi) > 0) last.hi = iv.hi;
    } else out.push({ ...iv });
  }
  return out;
}

export function unionIvs(a: Iv[], b: Iv[]): Iv[] {
  return normalise([...a, ...b]);
}

/** A ∩ B as the gaps of (gaps of A ∪ gaps of B): one sort, however many intervals. */
export function intersectIvs(a: Iv[], b: Iv[]): Iv[] {
  return complementIvs(normalise([...complementIvs(a), ...complementIvs(b)]));
}

/** The gaps of `ivs` on the whole line. */
export function complementIvs(ivs: Iv[]): Iv[] {
  const out: Iv[] = [];
  let lo: End | null = null;
  let first = true;
  for (const iv of normalise(ivs)) {
    if (iv.lo) out.push({ lo: first ? null : lo, hi: { v: iv.lo.v, open: !iv.lo.open } });
    first = false;
    if (!iv.hi) return out.filter((g) => !crossed(g));
    lo = { v: iv.hi.v, open: !iv.hi.open };
  }
  out.push({ lo: first ? null : lo, hi: null });
  return out.filter((g) => !crossed(g));
}

export const NONE: VSet = { nul: false, nan: false, ivs: [] };
export const ALL_VALUES: VSet = { nul: false, nan: true, ivs: [{ lo: null, hi: null }] };
export const ONLY_NULL: VSet = { nul: true, nan: false, ivs: [] };

export function union(a: VSet, b: VSet): VSet {
  return unionAll([a, b]);
}

export function intersect(a: VSet, b: VSet): VSet {
  return intersectAll([a, b]);
}

/** The union of many sets in one sort (an OR chain of a thousand comparisons stays n log n). */
export function unionAll(sets: VSet[]): VSet {
  return { nul: sets.some((x) => x.nul), nan: sets.some((x) => x.nan), ivs: normalise(sets.flatMap((x) => x.ivs)) };
}

export function intersectAll(sets: VSet[]): VSet {
  if (sets.length === 0) return { nul: true, nan: true, ivs: [{ lo: null, hi: null }] };
  return {
    nul: sets.every((x) => x.nul),
    nan: sets.every((x) => x.nan),
    ivs: complementIvs(normalise(sets.flatMap((x) => complementIvs(x.ivs)))),
  };
}

export function complement(a: VSet): VSet {
  return { nul: !a.nul, nan: !a.nan, ivs: complementIvs(a.ivs) };
}

export function nanOf(domain: Domain): NanPolicy {
  return domain.k === 'dec' || domain.k === 'unknown' ? domain.nan : 'none';
}

function num(v: Val): Dec | null {
  return v.k === 'num' ? v.d : null;
}

/** True when the gap holds no value of the domain; false when it may (or cannot be told). */
function emptyIn(gap: Iv, domain: Domain): boolean {
  try {
    if (crossed(gap)) return true;
    if (domain.k === 'int') {
      const lo = gap.lo ? num(gap.lo.v) : null;
      const hi = gap.hi ? num(gap.hi.v) : null;
      if ((gap.lo && !lo) || (gap.hi && !hi)) return false;
      let low = lo && gap.lo ? (gap.lo.open ? floorDec(lo) + 1n : ceilDec(lo)) : domain.min;
      let high = hi && gap.hi ? (gap.hi.open ? ceilDec(hi) - 1n : floorDec(hi)) : domain.max;
      if (low < domain.min) low = domain.min;
      if (high > domain.max) high = domain.max;
      return low > high;
    }
    if (domain.k === 'dec' && domain.scale !== null) {
      const lo = gap.lo ? num(gap.lo.v) : null;
      const hi = gap.hi ? num(gap.hi.v) : null;
      if ((gap.lo && !lo) || (gap.hi && !hi)) return false;
      const s = domain.scale;
      const bound = domain.maxAbs ? scaledDec(domain.maxAbs, s, false) : null;
      let low = lo && gap.lo ? (gap.lo.open ? scaledDec(lo, s, false) + 1n : scaledDec(lo, s, true)) : null;
      let high = hi && gap.hi ? (gap.hi.open ? scaledDec(hi, s, true) - 1n : scaledDec(hi, s, false)) : null;
      if (bound !== null) {
        if (low === null || low < -bound) low = -bound;
        if (high === null || high > bound) high = bound;
      }
      return low !== null && high !== null && low > high;
    }
    // Text: nothing sorts below the empty string.
    if (domain.k === 'text') return !gap.lo && gap.hi !== null && gap.hi.open && gap.hi.v.k === 'str' && gap.hi.v.s === '';
    return false;
  } catch (e) {
    if (e instanceof Incomparable) return false;
    throw e;
  }
}

/** True when `set` holds every value a column of `domain` can take (NULL too when `nullable`). */
export function coversDomain(set: VSet, domain: Domain, nullable: boolean): boolean {
  if (nullable && !set.nul) return false;
  if (nanOf(domain) !== 'none' && !set.nan) return false;
  return complementIvs(set.ivs).every((gap) => emptyIn(gap, domain));
}

/** The number of intervals, for the work budget. */
export function sizeOf(set: VSet): number {
  return set.ivs.length + 1;
}
