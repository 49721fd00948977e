/**
 * Sparse multivariate polynomials with exact rational coefficients over "atoms" (variables, sin(u), cos(u),
 * exp(u), roots, logarithms, abs, opaque function calls). Atoms are independent indeterminates except for rewrite
 * rules that are identities wherever the atom is defined (cos²u → 1 − sin²u, i² → −1, (ᵠ√u)^q → u, |u|² → u² for
 * real u), so a polynomial that reduces to zero is identically zero as a function. The converse does not hold
 * (log(x²) and log(x) are unrelated atoms), which is why a non-zero normal form never decides "false" on its own.
 * Every term product is charged to the request's work budget (16 units each, ≈ 4 µs with its rewrite checks).
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import type { Expr } from './expr.ts';
import { rationalBits } from './numeric/interval.ts';

export class BudgetExceeded extends Error {}

export const POLY_LIMITS = { maxTerms: 600, maxCoefficientBits: 40_000, maxExpandPower: 64, maxExpandTerms: 150 } as const;

export interface SplitInfo {
  kind: 'abs' | 'max' | 'min';
  /** abs: [u]; max/min: [a, b]. */
  args: Poly[];
  /** Canonical switch polynomial (sign decides the branch) and whether it is the negation of the natural one. */
  switchKey: string;
  switchPoly: Poly;
  flip: boolean;
}

export interface Atom {
  key: string;
  display: string;
  /** The atom as an expression: evaluated numerically for conditions, witnesses and closed values. */
  expr: Expr;
  /** Depends on at least one variable. */
  variable: boolean;
  /** Never zero where defined: may carry negative exponents. */
  unit: boolean;
  /** Positive wherever defined (exp of a real, π, φ, √ of a positive constant). */
  positive?: boolean;
  /** Real wherever defined. */
  real?: boolean;
  /** For cos(u): the id of sin(u); cos² is rewritten as 1 − sin². */
  sinPartner?: number;
  /** For q-th roots: atom^q is rewritten as the radicand. */
  radicand?: Poly;
  rootIndex?: number;
  /** For |u| with real u: |u|² is rewritten as u². */
  absArg?: Poly;
  imaginaryUnit?: boolean;
  split?: SplitInfo;
}

/** Monomial: sorted [atomId, exponent] pairs. */
export type Mono = ReadonlyArray<readonly [number, number]>;
export interface Term {
  mono: Mono;
  coef: Rational;
}
export type Poly = ReadonlyMap<string, Term>;

export function monoKey(m: Mono): string {
  let s = '';
  for (const [id, e] of m) s += s === '' ? `${id}^${e}` : `*${id}^${e}`;
  return s;
}

export class AtomTable {
  readonly atoms: Atom[] = [];
  private readonly byKey = new Map<string, number>();

  constructor(readonly budget: WorkBudget) {}

  intern(atom: Atom): number {
    const found = this.byKey.get(atom.key);
    if (found !== undefined) return found;
    this.atoms.push(atom);
    this.byKey.set(atom.key, this.atoms.length - 1);
    return this.atoms.length - 1;
  }
  get(id: number): Atom {
    const a = this.atoms[id];
    if (!a) throw new RangeError('unknown atom');
    return a;
  }
  charge(units: number): void {
    if (!this.budget.spend(units)) throw new BudgetExceeded();
  }
}

export const ZERO: Poly = new Map();

export function constant(c: Rational): Poly {
  return c.isZero() ? ZERO : new Map([['', { mono: [], coef: c }]]);
}

export function atomPoly(id: number, exp = 1): Poly {
  const mono: Mono = [[id, exp]];
  return new Map([[monoKey(mono), { mono, coef: Rational.ONE }]]);
}

export function termPoly(mono: Mono, coef: Rational): Poly {
  return coef.isZero() ? ZERO : new Map([[monoKey(mono), { mono, coef }]]);
}

function addTerm(out: Map<string, Term>, t: Term): void {
  const key = monoKey(t.mono);
  const prev = out.get(key);
  const coef = prev ? prev.coef.add(t.coef) : t.coef;
  if (rationalBits(coef) > POLY_LIMITS.maxCoefficientBits) throw new BudgetExceeded();
  if (coef.isZero()) out.delete(key);
  else out.set(key, { mono: t.mono, coef });
  if (out.size > POLY_LIMITS.maxTerms) throw new BudgetExceeded();
}

export function add(a: Poly, b: Poly): Poly {
  if (b.size === 0) return a;
  if (a.size === 0) return b;
  const out = new Map(a);
  for (const t of b.values()) addTerm(out, t);
  return out;
}

export function scale(a: Poly, c: Rational): Poly {
  if (c.isZero()) return ZERO;
  if (c.isOne()) return a;
  const out = new Map<string, Term>();
  for (const [k, t] of a) out.set(k, { mono: t.mono, coef: t.coef.mul(c) });
  return out;
}

export function neg(a: Poly): Poly {
  return scale(a, Rational.MINUS_ONE);
}

export function sub(a: Poly, b: Poly): Poly {
  return add(a, neg(b));
}

function mulMono(a: Mono, b: Mono): Mono {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || x[0] < y[0])) {
      out.push([x[0], x[1]]);
      i++;
    } else if (y && (!x || y[0] < x[0])) {
      out.push([y[0], y[1]]);
      j++;
    } else if (x && y) {
      const e = x[1] + y[1];
      if (e !== 0) out.push([x[0], e]);
      i++;
      j++;
    }
  }
  return out;
}

export function mul(a: Poly, b: Poly, table: AtomTable): Poly {
  if (a.size === 0 || b.size === 0) return ZERO;
  table.charge(16 * a.size * b.size);
  const out = new Map<string, Term>();
  for (const s of a.values()) {
    for (const t of b.values()) {
      const term = { mono: mulMono(s.mono, t.mono), coef: s.coef.mul(t.coef) };
      const reduced = reduceTerm(term, table);
      if (reduced) for (const r of reduced.values()) addTerm(out, r);
      else addTerm(out, term);
    }
  }
  return out;
}

/** Applies the rewrite rules to one term; null when none applies. */
function reduceTerm(t: Term, table: AtomTable): Poly | null {
  for (let idx = 0; idx < t.mono.length; idx++) {
    const pair = t.mono[idx];
    if (!pair) continue;
    const [id, e] = pair;
    const atom = table.get(id);
    let replacement: Poly | undefined;
    let power = 2;
    if (atom.imaginaryUnit && e < 0) {
      // i^e = i^(e + 4k): negative powers of i become non-negative ones (1/i = −i).
      const rest: [number, number][] = t.mono.map(([a, b]) => (a === id ? [a, e + 4 * Math.ceil(-e / 4)] : [a, b]));
      const kept = rest.filter(([, b]) => b !== 0);
      const term: Term = { mono: kept, coef: t.coef };
      return reduceTerm(term, table) ?? new Map([[monoKey(kept), term]]);
    }
    if (atom.imaginaryUnit && e >= 2) replacement = constant(Rational.MINUS_ONE);
    else if (atom.sinPartner !== undefined && e >= 2) replacement = sub(constant(Rational.ONE), atomPoly(atom.sinPartner, 2));
    else if (atom.radicand && atom.rootIndex && e >= atom.rootIndex) {
      replacement = atom.radicand;
      power = atom.rootIndex;
    } else if (atom.absArg && e >= 2) replacement = mul(atom.absArg, atom.absArg, table);
    if (!replacement) continue;
    const rest: [number, number][] = t.mono.map(([a, b]) => [a, b]);
    if (e === power) rest.splice(idx, 1);
    else rest[idx] = [id, e - power];
    const restPoly: Poly = new Map([[monoKey(rest), { mono: rest, coef: t.coef }]]);
    return mul(restPoly, replacement, table);
  }
  return null;
}

export function pow(a: Poly, n: number, table: AtomTable): Poly {
  if (n < 0) throw new RangeError('negative power');
  let result = constant(Rational.ONE);
  let base = a;
  let k = n;
  while (k > 0) {
    if (k & 1) result = mul(result, base, table);
    k >>= 1;
    if (k > 0) base = mul(base, base, table);
  }
  return result;
}

/** The rational value when the polynomial has no atoms, else null. */
export function asConstant(a: Poly): Rational | null {
  if (a.size === 0) return Rational.ZERO;
  if (a.size > 1) return null;
  const t = a.get('');
  return t ? t.coef : null;
}

/** The only term of a one-term polynomial, else null. */
export function singleTerm(a: Poly): Term | null {
  if (a.size !== 1) return null;
  for (const t of a.values()) return t;
  return null;
}

/** True when the polynomial is c·(product of unit atoms): invertible without a domain condition. */
export function isUnitMonomial(a: Poly, table: AtomTable): Term | null {
  const t = singleTerm(a);
  return t && t.mono.every(([id]) => table.get(id).unit) ? t : null;
}

export function invertUnitMonomial(t: Term): Poly {
  const mono: Mono = t.mono.map(([id, e]) => [id, -e] as const);
  return new Map([[monoKey(mono), { mono, coef: Rational.ONE.div(t.coef) }]]);
}

export function dependsOnVariables(a: Poly, table: AtomTable): boolean {
  for (const t of a.values()) if (t.mono.some(([id]) => table.get(id).variable)) return true;
  return false;
}

/** True when every atom is a plain variable (a polynomial in the variables with rational coefficients). */
export function isPurePolynomial(a: Poly, table: AtomTable): boolean {
  for (const t of a.values()) if (t.mono.some(([id, e]) => e < 0 || !table.get(id).key.startsWith('v:'))) return false;
  return true;
}

/** Real wherever defined: every atom real, no imaginary unit. */
export function isReal(a: Poly, table: AtomTable): boolean {
  for (const t of a.values()) if (t.mono.some(([id]) => !table.get(id).real)) return false;
  return true;
}

/** Provably positive (1) or non-negative (0) wherever defined, from signs of terms; null when unknown. */
export function signBound(a: Poly, table: AtomTable): 1 | 0 | null {
  if (a.size === 0) return 0;
  let strict = false;
  for (const t of a.values()) {
    if (t.coef.sign() < 0) return null;
    let positive = true;
    for (const [id, e] of t.mono) {
      const atom = table.get(id);
      if (atom.positive) continue;
      if (atom.real && e % 2 === 0) {
        positive = false;
        continue;
      }
      return null;
    }
    if (positive) strict = true;
  }
  return strict ? 1 : 0;
}

/** Stable text used inside atom keys: terms sorted by monomial key. */
export function polyKey(a: Poly): string {
  return [...a.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([k, t]) => `${t.coef}:${k}`)
    .join('+');
}

/** The polynomial scaled so its first coefficient (in key order) is 1: equal for polynomials with the same zero set. */
export function monicByKey(a: Poly): { poly: Poly; factor: Rational } {
  const first = [...a.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))[0];
  if (!first) return { poly: a, factor: Rational.ONE };
  const factor = Rational.ONE.div(first[1].coef);
  return { poly: scale(a, factor), factor };
}

export function printPoly(a: Poly, table: AtomTable): string {
  if (a.size === 0) return '0';
  const terms = [...a.values()].sort(
    (s, t) => degree(t.mono) - degree(s.mono) || (display(s.mono, table) < display(t.mono, table) ? -1 : 1),
  );
  let out = '';
  for (const t of terms) {
    const m = display(t.mono, table);
    const negative = t.coef.sign() < 0;
    const abs = negative ? t.coef.neg() : t.coef;
    const coef = abs.toString();
    const body = m === '' ? coef : abs.isOne() ? m : `${abs.isInteger() ? coef : `(${coef})`}*${m}`;
    out += out === '' ? (negative ? `-${body}` : body) : negative ? ` - ${body}` : ` + ${body}`;
  }
  return out;
}

function degree(m: Mono): number {
  let d = 0;
  for (const [, e] of m) d += Math.abs(e);
  return d;
}

function display(m: Mono, table: AtomTable): string {
  return m
    .map(([id, e]) => ({ d: table.get(id).display, e }))
    .sort((x, y) => (x.d < y.d ? -1 : x.d > y.d ? 1 : 0))
    .map(({ d, e }) => (e === 1 ? d : `${d}^${e < 0 ? `(${e})` : e}`))
    .join('*');
}

/**
 * The polynomial q with q² = a when one exists (leading-term long division in the monomial order of the keys),
 * else null. Used for √(u²) = |u|.
 */
export function polySqrt(a: Poly, table: AtomTable): Poly | null {
  if (a.size === 0) return ZERO;
  const order = (x: Term, y: Term) => compareMono(y.mono, x.mono);
  const sorted = [...a.values()].sort(order);
  const lead = sorted[0];
  if (!lead) return null;
  const c = lead.coef.sqrtExact();
  if (!c || lead.mono.some(([, e]) => e % 2 !== 0 || e < 0)) return null;
  let q: Poly = termPoly(
    lead.mono.map(([id, e]) => [id, e / 2] as const),
    c,
  );
  const leadQ = singleTerm(q);
  if (!leadQ) return null;
  for (let step = 0; step <= a.size + 1; step++) {
    const r = sub(a, mul(q, q, table));
    if (r.size === 0) return q;
    const rl = [...r.values()].sort(order)[0];
    if (!rl) return null;
    // next term of q = lead(r) / (2·lead(q))
    const mono: [number, number][] = [];
    const lm = new Map(leadQ.mono.map(([id, e]) => [id, e]));
    const rm = new Map(rl.mono.map(([id, e]) => [id, e]));
    for (const id of new Set([...lm.keys(), ...rm.keys()])) {
      const e = (rm.get(id) ?? 0) - (lm.get(id) ?? 0);
      if (e < 0) return null;
      if (e > 0) mono.push([id, e]);
    }
    mono.sort((x, y) => x[0] - y[0]);
    q = add(q, termPoly(mono, rl.coef.div(leadQ.coef.mul(Rational.int(2)))));
  }
  return null;
}

/** Graded lexicographic order on monomials (by total degree, then atom ids). */
function compareMono(a: Mono, b: Mono): number {
  const d = degree(a) - degree(b);
  if (d !== 0) return d;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (!x) return -1;
    if (!y) return 1;
    if (x[0] !== y[0]) return y[0] - x[0];
    if (x[1] !== y[1]) return x[1] - y[1];
  }
  return 0;
}
