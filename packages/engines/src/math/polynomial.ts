/**
 * Sparse multivariate polynomials with exact rational coefficients over "atoms" (variables, sin(u), cos(u),
 * exp-like powers, sqrt(u), i, opaque function calls). Atoms are treated as independent indeterminates, except
 * for rewrite rules that are true identities everywhere (cos²u → 1 − sin²u, i² → −1, sqrt(u)² → u), so a
 * polynomial that reduces to zero is identically zero as a function. The converse does not hold (log(x²) and
 * log(x) are unrelated atoms), which is why a non-zero normal form never decides "false" on its own.
 */
import { Rational } from '../exact/rational.ts';

export class BudgetExceeded extends Error {}

export const POLY_LIMITS = { maxTerms: 300, maxCoefficientBits: 4000, maxPower: 64 } as const;

export interface Atom {
  key: string;
  display: string;
  /** Depends on at least one variable (so it may be undefined somewhere). */
  variable: boolean;
  /** exp-like atoms are never zero and may carry negative exponents. */
  unit: boolean;
  /** For cos(u): the id of sin(u); cos² is rewritten as 1 − sin². */
  sinPartner?: number;
  /** For sqrt(u): the radicand; sqrt(u)² is rewritten as u. */
  radicand?: Poly;
  imaginaryUnit?: boolean;
}

/** Monomial: sorted [atomId, exponent] pairs. */
export type Mono = ReadonlyArray<readonly [number, number]>;
export interface Term {
  mono: Mono;
  coef: Rational;
}
export type Poly = ReadonlyMap<string, Term>;

export function monoKey(m: Mono): string {
  return m.map(([id, e]) => `${id}^${e}`).join('*');
}

export class AtomTable {
  readonly atoms: Atom[] = [];
  private readonly byKey = new Map<string, number>();

  intern(atom: Atom): number {
    const found = this.byKey.get(atom.key);
    if (found !== undefined) return found;
    this.atoms.push(atom);
    this.byKey.set(atom.key, this.atoms.length - 1);
    return this.atoms.length - 1;
  }
  get(id: number): Atom {
    return this.atoms[id]!;
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

function addTerm(out: Map<string, Term>, t: Term): void {
  const key = monoKey(t.mono);
  const prev = out.get(key);
  const coef = prev ? prev.coef.add(t.coef) : t.coef;
  if (coef.bitSize() > POLY_LIMITS.maxCoefficientBits) throw new BudgetExceeded();
  if (coef.isZero()) out.delete(key);
  else out.set(key, { mono: t.mono, coef });
  if (out.size > POLY_LIMITS.maxTerms) throw new BudgetExceeded();
}

export function add(a: Poly, b: Poly): Poly {
  const out = new Map(a);
  for (const t of b.values()) addTerm(out, t);
  return out;
}

export function scale(a: Poly, c: Rational): Poly {
  if (c.isZero()) return ZERO;
  const out = new Map<string, Term>();
  for (const [k, t] of a) out.set(k, { mono: t.mono, coef: t.coef.mul(c) });
  return out;
}

export function neg(a: Poly): Poly {
  return scale(a, Rational.ONE.neg());
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
  const out = new Map<string, Term>();
  for (const s of a.values()) {
    for (const t of b.values()) {
      const term = { mono: mulMono(s.mono, t.mono), coef: s.coef.mul(t.coef) };
      for (const r of reduceTerm(term, table).values()) addTerm(out, r);
    }
  }
  return out;
}

/** Applies the rewrite rules to one term until none matches. */
function reduceTerm(t: Term, table: AtomTable): Poly {
  for (let idx = 0; idx < t.mono.length; idx++) {
    const [id, e] = t.mono[idx]!;
    const atom = table.get(id);
    let replacement: Poly | undefined;
    if (atom.imaginaryUnit && e >= 2) replacement = constant(Rational.ONE.neg());
    else if (atom.sinPartner !== undefined && e >= 2) replacement = sub(constant(Rational.ONE), atomPoly(atom.sinPartner, 2));
    else if (atom.radicand && e >= 2) replacement = atom.radicand;
    if (!replacement) continue;
    const rest: [number, number][] = t.mono.map(([a, b]) => [a, b]);
    if (e === 2) rest.splice(idx, 1);
    else rest[idx] = [id, e - 2];
    const restPoly: Poly = new Map([[monoKey(rest), { mono: rest, coef: t.coef }]]);
    return mul(restPoly, replacement, table);
  }
  return new Map([[monoKey(t.mono), t]]);
}

export function pow(a: Poly, n: number, table: AtomTable): Poly {
  if (n < 0 || n > POLY_LIMITS.maxPower) throw new BudgetExceeded();
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

export function isZero(a: Poly): boolean {
  return a.size === 0;
}

/** The rational value when the polynomial has no atoms, else null. */
export function asConstant(a: Poly): Rational | null {
  if (a.size === 0) return Rational.ZERO;
  if (a.size > 1) return null;
  const t = a.get('');
  return t ? t.coef : null;
}

/** True when the polynomial is c·(product of unit atoms): invertible without a domain condition. */
export function isUnitMonomial(a: Poly, table: AtomTable): Term | null {
  if (a.size !== 1) return null;
  const t = [...a.values()][0]!;
  return t.mono.every(([id]) => table.get(id).unit) ? t : null;
}

export function invertUnitMonomial(t: Term): Poly {
  const mono: Mono = t.mono.map(([id, e]) => [id, -e] as const);
  return new Map([[monoKey(mono), { mono, coef: Rational.ONE.div(t.coef) }]]);
}

export function dependsOnVariables(a: Poly, table: AtomTable): boolean {
  for (const t of a.values()) if (t.mono.some(([id]) => table.get(id).variable)) return true;
  return false;
}

/** Stable text used inside atom keys: terms sorted by monomial key. */
export function polyKey(a: Poly): string {
  return [...a.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([k, t]) => `${t.coef}:${k}`)
    .join('+');
}

/** Key of the zero set: the polynomial scaled so its first coefficient is 1. */
export function zeroSetKey(a: Poly): string {
  const first = [...a.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))[0];
  return first ? polyKey(scale(a, Rational.ONE.div(first[1].coef))) : '0';
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
  return m.reduce((s, [, e]) => s + Math.abs(e), 0);
}

function display(m: Mono, table: AtomTable): string {
  return m
    .map(([id, e]) => ({ d: table.get(id).display, e }))
    .sort((x, y) => (x.d < y.d ? -1 : x.d > y.d ? 1 : 0))
    .map(({ d, e }) => (e === 1 ? d : `${d}^${e < 0 ? `(${e})` : e}`))
    .join('*');
}

export function termPoly(mono: Mono, coef: Rational): Poly {
  return coef.isZero() ? ZERO : new Map([[monoKey(mono), { mono, coef }]]);
}
