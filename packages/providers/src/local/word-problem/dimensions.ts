/**
 * Dimensional reasoning (docs/natural-language.md, rule D): the answer of "how far does it go in 3 hours", "how
 * much do 5 tickets cost", "how many boxes does he fill" is the one product of ALL the problem's factors, each to
 * the power +1 or −1, whose units are the asked units (60 mile/hour × 3 hour = mile). Units of one family are
 * converted by exact constants (a week is 7 days). No solution, or two different ones, means no answer.
 */
import { UNITS } from './lexicon.ts';
import type { Factor } from './story.ts';
import { div, lit, mul, type Term } from './term.ts';

const MAX_FACTORS = 8;

export interface Target {
  /** Asked units with exponents; a family name ('length', 'time', 'money', 'mass') stands for any unit of it. */
  dims: Record<string, number>;
}

const FAMILY_OF_TARGET: Record<string, string[]> = {
  length: ['length', 'imperial length'],
  time: ['time'],
  money: ['money'],
  mass: ['mass', 'imperial mass'],
};

function familyOf(unit: string): string {
  return UNITS[unit]?.family ?? `:${unit}`;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Checks that `dims` equals the target up to unit conversions; returns the exact conversion factor num/den that
 * turns the product into the target units (1/1 when no conversion is needed), or null.
 */
function conversion(dims: Record<string, number>, target: Record<string, number>): [bigint, bigint] | null {
  const byFamily = new Map<string, { units: Array<[string, number]>; want: Array<[string, number]> }>();
  const slot = (f: string) => {
    let e = byFamily.get(f);
    if (!e) {
      e = { units: [], want: [] };
      byFamily.set(f, e);
    }
    return e;
  };
  for (const [u, e] of Object.entries(dims)) if (e !== 0) slot(familyOf(u)).units.push([u, e]);
  const generic: Array<[string, number]> = [];
  for (const [u, e] of Object.entries(target)) {
    if (FAMILY_OF_TARGET[u]) generic.push([u, e]);
    else slot(familyOf(u)).want.push([u, e]);
  }
  let num = 1n;
  let den = 1n;
  for (const [family, { units, want }] of byFamily) {
    const have = units.reduce((a, [, e]) => a + e, 0);
    const need = want.reduce((a, [, e]) => a + e, 0);
    if (have !== need) {
      // A generic target ("how far": any length) takes the family whose exponent it names.
      const g = generic.findIndex(([name, e]) => (FAMILY_OF_TARGET[name] ?? []).includes(family) && e === have - need);
      if (g < 0) return null;
      generic.splice(g, 1);
      // The answer stays in the unit the problem used; only mixed units of this family convert to the first one.
      const first = units.find(([, e]) => e !== 0)?.[0] ?? '';
      want.push([first, have - need]);
    }
    if (family.startsWith(':')) {
      // Not a measurement unit: names must match exactly.
      const names = new Set([...units.map(([u]) => u), ...want.map(([u]) => u)]);
      if (names.size > 1) return null;
      continue;
    }
    for (const [u, e] of units) {
      const b = UNITS[u]?.base ?? 1n;
      if (e > 0) num *= b ** BigInt(e);
      else den *= b ** BigInt(-e);
    }
    for (const [u, e] of want) {
      const b = UNITS[u]?.base ?? 1n;
      if (e > 0) den *= b ** BigInt(e);
      else num *= b ** BigInt(-e);
    }
  }
  if (generic.length > 0) return null;
  const g = gcd(num, den);
  return [num / g, den / g];
}

export interface DimensionSolution {
  term: Term;
  /** Factors the product divides by ("130 people ÷ 12 people per van"): a rounding may only count these groups. */
  inverted: Factor[];
}

/** The unique all-factor product with the target units, or null (none, ambiguous, or too many factors). */
export function solveDimensions(factors: Factor[], target: Target): DimensionSolution | null {
  // One factor is no reasoning at all: "how many meters" answered by the only length mentioned would ignore who has it.
  const single = factors.length === 1 && !Object.values(factors[0]?.dims ?? {}).some((e) => e < 0);
  if (factors.length === 0 || single || factors.length > MAX_FACTORS) return null;
  const found: DimensionSolution[] = [];
  for (let mask = 0; mask < 1 << factors.length; mask++) {
    const dims: Record<string, number> = {};
    const up: Term[] = [];
    const down: Term[] = [];
    // How many factors bring each unit up and down: a unit brought up by two factors and cancelled by a third
    // ("$25 per shirt × $10 per hat ÷ $100") multiplies two amounts of one thing, which no question asks.
    const raised: Record<string, number> = {};
    const lowered: Record<string, number> = {};
    factors.forEach((f, i) => {
      const sign = mask & (1 << i) ? -1 : 1;
      for (const [u, e] of Object.entries(f.dims)) {
        dims[u] = (dims[u] ?? 0) + sign * e;
        if (sign * e > 0) raised[u] = (raised[u] ?? 0) + 1;
        else if (sign * e < 0) lowered[u] = (lowered[u] ?? 0) + 1;
      }
      (sign > 0 ? up : down).push(f.term);
    });
    // Squared units are never asked for here: "day per hour" times days per hour is not a conversion.
    if (Object.values(dims).some((e) => Math.abs(e) > 1)) continue;
    if (Object.values(raised).some((n) => n > 1) || Object.values(lowered).some((n) => n > 1)) continue;
    // A unitless factor can be put on either side: that is two answers, so it is not an answer.
    const conv = conversion(dims, target.dims);
    if (!conv || up.length === 0) continue;
    let term = up.slice(1).reduce(mul, up[0] as Term);
    for (const d of down) term = div(term, d);
    const [n, d] = conv;
    if (n !== 1n) term = mul(term, lit(String(n)));
    if (d !== 1n) term = div(term, lit(String(d)));
    found.push({ term, inverted: factors.filter((_, i) => (mask & (1 << i)) !== 0) });
  }
  if (found.length === 1) return found[0] ?? null;
  // Units of one family are interchangeable up to constants, so "45 minutes every day … in 2 weeks" also balances as
  // 2 weeks ÷ (45 minutes per day). A rate applied to a span is read upright: when exactly one of the balancing
  // products divides by no rate, it is the answer; otherwise the question has no single reading.
  const isRate = (f: Factor) => Object.values(f.dims).some((e) => e < 0);
  const upright = found.filter((x) => !x.inverted.some(isRate));
  return upright.length === 1 ? (upright[0] ?? null) : null;
}
