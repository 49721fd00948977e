/**
 * sin and cos inside the normal form. An argument that is a polynomial is split into terms and expanded with the
 * addition formulas; each term k·(m/L) uses one base angle m/L per monomial m (L = lcm of the denominators seen
 * for m across the whole claim, so sin(x/2) and cos(x) share the base x/2), and the multiple-angle values are
 * memoised, so a family sin(x) + … + sin(20x) costs O(k) polynomial products per new k. Rational multiples of π
 * with denominators 1, 2, 3, 4, 6 have exact values.
 */
import { Rational } from '../exact/rational.ts';
import type { Expr } from './expr.ts';
import {
  type AtomTable,
  add,
  atomPoly,
  constant,
  type Mono,
  monicByKey,
  monoKey,
  mul,
  neg,
  type Poly,
  polyKey,
  scale,
  sub,
  termPoly,
} from './polynomial.ts';

export interface TrigHost {
  readonly table: AtomTable;
  /** sin/cos atoms of an arbitrary argument polynomial (no expansion). */
  trigAtoms(arg: Poly, argExpr: Expr): [Poly, Poly];
  /** √n for a small positive integer, as a polynomial in prime square-root atoms. */
  sqrtInt(n: bigint): Poly;
  /** Closed forms of sin and cos of an inverse-trigonometric atom (sin(asin u) = u…), or null. */
  inverseTrig(atomId: number): [Poly, Poly] | null;
  /** Expression of a polynomial (for atoms' numeric evaluation). */
  toExpr(p: Poly): Expr;
  isPi(atomId: number): boolean;
}

const MAX_MULTIPLE = 64;
const MAX_TERMS = 8;

export class TrigExpander {
  /** monoKey → lcm of coefficient denominators seen for that monomial (the base angle is m / lcm). */
  readonly bases = new Map<string, bigint>();
  /** Set when a denominator arrived after a base was used: the claim must be normalised again. */
  stale = false;
  private readonly used = new Set<string>();
  private readonly memo = new Map<string, { s: Poly[]; c: Poly[] }>();

  /**
   * `atomic`: an argument of several terms is not expanded by the addition formulas; sin and cos of it are atoms
   * (with sin² + cos² = 1, like every trig atom), an integer multiple k·v of the same argument v sharing them through
   * the multiple-angle formulas. Every identity this proves holds (the atoms obey the relations of sin and cos of any
   * argument); what it cannot prove is left to the expanding form.
   */
  constructor(
    private readonly host: TrigHost,
    private readonly atomic = false,
  ) {}

  reset(): void {
    this.used.clear();
    this.memo.clear();
    this.stale = false;
  }

  /** [sin(u), cos(u)] for a polynomial u. */
  sinCos(u: Poly): [Poly, Poly] {
    const terms = [...u.values()];
    if (this.atomic && terms.length > 1) {
      const { poly: v, factor } = monicByKey(u);
      const k = Rational.ONE.div(factor);
      if (k.isInteger() && k.num <= BigInt(MAX_MULTIPLE) && k.num >= -BigInt(MAX_MULTIPLE))
        return this.multiple(`atomic:${polyKey(v)}`, this.host.trigAtoms(v, this.host.toExpr(v)), Number(k.num));
      return this.host.trigAtoms(u, this.host.toExpr(u));
    }
    if (terms.length > MAX_TERMS) return this.host.trigAtoms(u, this.host.toExpr(u));
    let s: Poly = constant(Rational.ZERO);
    let c: Poly = constant(Rational.ONE);
    const table = this.host.table;
    for (const t of terms) {
      const [ts, tc] = this.term(t.coef, t.mono);
      const ns = add(mul(s, tc, table), mul(c, ts, table));
      c = sub(mul(c, tc, table), mul(s, ts, table));
      s = ns;
    }
    return [s, c];
  }

  private term(coef: Rational, mono: Mono): [Poly, Poly] {
    const only = mono.length === 1 ? mono[0] : undefined;
    if (only && only[1] === 1 && this.host.isPi(only[0])) {
      const exact = piMultiple(coef, this.host);
      if (exact) return exact;
      return this.host.trigAtoms(termPoly(mono, coef), this.host.toExpr(termPoly(mono, coef)));
    }
    if (mono.length === 0) return this.host.trigAtoms(constant(coef), this.host.toExpr(constant(coef)));
    if (only && only[1] === 1 && coef.isInteger()) {
      const inv = this.host.inverseTrig(only[0]);
      const k = Number(coef.num);
      if (inv && Math.abs(k) <= MAX_MULTIPLE) return this.multiple(`inv:${only[0]}`, inv, k);
    }
    const key = monoKey(mono);
    const known = this.bases.get(key) ?? 1n;
    const lcm = (known * coef.den) / gcd(known, coef.den);
    if (lcm !== known) {
      this.bases.set(key, lcm);
      if (this.used.has(key)) this.stale = true;
    }
    this.used.add(key);
    const k = coef.mul(Rational.of(lcm));
    if (!k.isInteger() || k.num > BigInt(MAX_MULTIPLE) || k.num < -BigInt(MAX_MULTIPLE)) {
      return this.host.trigAtoms(termPoly(mono, coef), this.host.toExpr(termPoly(mono, coef)));
    }
    const base = termPoly(mono, Rational.of(1n, lcm));
    return this.multiple(`base:${key}/${lcm}`, this.host.trigAtoms(base, this.host.toExpr(base)), Number(k.num));
  }

  /** sin(k·t), cos(k·t) from sin t, cos t by the addition formula, memoised per base. */
  private multiple(key: string, one: [Poly, Poly], k: number): [Poly, Poly] {
    let m = this.memo.get(key);
    if (!m) {
      m = { s: [constant(Rational.ZERO), one[0]], c: [constant(Rational.ONE), one[1]] };
      this.memo.set(key, m);
    }
    const n = Math.abs(k);
    const table = this.host.table;
    const [s1, c1] = one;
    while (m.s.length <= n) {
      const j = m.s.length - 1;
      const sj = m.s[j] ?? constant(Rational.ZERO);
      const cj = m.c[j] ?? constant(Rational.ONE);
      m.s.push(add(mul(sj, c1, table), mul(cj, s1, table)));
      m.c.push(sub(mul(cj, c1, table), mul(sj, s1, table)));
    }
    const s = m.s[n] ?? constant(Rational.ZERO);
    const c = m.c[n] ?? constant(Rational.ONE);
    return [k < 0 ? neg(s) : s, c];
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/** sin and cos of q·π for q with denominator 1, 2, 3, 4 or 6; null otherwise. */
function piMultiple(q: Rational, host: TrigHost): [Poly, Poly] | null {
  const twelfths = q.mul(Rational.int(12));
  if (!twelfths.isInteger()) return null;
  const n = Number(((twelfths.num % 24n) + 24n) % 24n);
  if (![0, 2, 3, 4, 6].includes(n % 12 <= 6 ? n % 12 : 12 - (n % 12))) return null;
  const half = Rational.of(1n, 2n);
  const ref = (r: number): [Poly, Poly] => {
    switch (r) {
      case 0:
        return [constant(Rational.ZERO), constant(Rational.ONE)];
      case 2:
        return [constant(half), scale(host.sqrtInt(3n), half)];
      case 3:
        return [scale(host.sqrtInt(2n), half), scale(host.sqrtInt(2n), half)];
      case 4:
        return [scale(host.sqrtInt(3n), half), constant(half)];
      default:
        return [constant(Rational.ONE), constant(Rational.ZERO)];
    }
  };
  if (n <= 6) return ref(n);
  if (n <= 12) {
    const [s, c] = ref(12 - n);
    return [s, neg(c)];
  }
  if (n <= 18) {
    const [s, c] = ref(n - 12);
    return [neg(s), neg(c)];
  }
  const [s, c] = ref(24 - n);
  return [neg(s), c];
}

export { atomPoly };
