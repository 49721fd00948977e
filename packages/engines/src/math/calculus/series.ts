/**
 * Truncated asymptotic series for limits: f(x) near x → a⁺, a⁻ or ±∞ is rewritten in t → 0⁺ (x = a ± t, x = ±1/t)
 * and expanded as Σ c·t^e·L^m + O(t^o) with L = log t, rational exponents e (Puiseux) and exact coefficients c (the
 * normal form's rational functions over constants such as π, e, log 2, √3). Every rule is a theorem about small t > 0:
 * - sums and products of expansions; 1/S and log S need a leading coefficient proven non-zero (positive for log,
 *   and for roots of even index), else the expansion is not computed — or, when the coefficient is proven negative,
 *   the function is proven undefined on that side (UndefinedNear);
 * - exp S: exp(c₀)·exp(S₊) when S → c₀ (Taylor), t^k for a term k·L, and an O(t^∞) remainder when S → −∞;
 * - sin, cos of S → c₀ by the addition formula and Taylor series; of a divergent S they are O(1) (bounded by 1);
 * - atan, asin, acos, sinh, cosh, tanh, roots and powers reduce to the above.
 * The error term O(t^o) means |error| ≤ C·t^o·|L|^k near 0 for some C, k; so a term with exponent below o dominates it.
 * Work is bounded by a term cap per expansion and the request's work budget; what cannot be expanded throws
 * NotExpandable (the limit is then UNKNOWN), never a guess.
 */
import type { WorkBudget } from '../../budget.ts';
import { Rational } from '../../exact/rational.ts';
import { enclose, Undecided } from '../enclose.ts';
import { arg, type Expr, fn, freeVariables, num } from '../expr.ts';
import { negR, ONE, poly, type RatFn } from '../nf-host.ts';
import { Normalizer, Unsupported } from '../normal-form.ts';
import { NumericOverflow } from '../numeric/elementary.ts';
import { Arith } from '../numeric/interval.ts';
import { BudgetExceeded, constant } from '../polynomial.ts';
import { UndefinedValue } from '../undefined-value.ts';

export class NotExpandable extends Error {}
/** The function is proven undefined at every point of the side (e.g. log of a negative quantity). */
export class UndefinedNear extends Error {}

interface Term {
  e: Rational;
  /** Power of L = log t. */
  m: number;
  c: RatFn;
}

/** Σ terms + O(t^order); order null means exact (no remainder). */
export interface Series {
  terms: Term[];
  order: Rational | null;
}

const MAX_TERMS = 48;
/** Work units per coefficient operation and per sign decision, calibrated so a spent budget stays near its CPU figure. */
const COEF_COST = 64;
const SIGN_COST = 256;
const MAX_LOG_POWER = 4;
/** Stands for O(t^∞): smaller than every power of t (e.g. exp(−1/t)). */
const FLAT = Rational.int(1_000_000);

const key = (t: { e: Rational; m: number }) => `${t.e.toString()}|${t.m}`;
const minOrder = (a: Rational | null, b: Rational | null): Rational | null => (a === null ? b : b === null ? a : a.lt(b) ? a : b);

export type Point = { kind: 'finite'; a: Expr; side: 1 | -1 } | { kind: 'infinite'; side: 1 | -1 };

export class Expander {
  readonly nz: Normalizer;
  /** Absolute truncation: terms with exponent ≥ precision are dropped into the remainder. */
  private readonly precision: Rational;

  constructor(
    private readonly x: string,
    private readonly point: Point,
    private readonly budget: WorkBudget,
    precision: number,
  ) {
    this.nz = new Normalizer({ domain: 'real', budget });
    this.precision = Rational.int(precision);
  }

  // ---- coefficients ---------------------------------------------------------------------------------------------

  private isZero(c: RatFn): boolean {
    return c.n.size === 0;
  }

  /** Sign of a coefficient: proven by the normal form (0) or by interval arithmetic; null when undecided. */
  sign(c: RatFn): -1 | 0 | 1 | null {
    if (this.isZero(c)) return 0;
    if (!this.budget.spend(SIGN_COST)) throw new BudgetExceeded();
    const e = this.nz.ratFnExpr(c);
    for (const bits of [64, 256, 1024]) {
      try {
        const v = enclose(e, new Arith(bits, this.budget), { domain: 'real' });
        if (v.re.positive()) return 1;
        if (v.re.negative()) return -1;
      } catch (err) {
        if (err instanceof UndefinedValue) return null;
        if (!(err instanceof Undecided || err instanceof NumericOverflow)) throw err;
      }
    }
    return null;
  }

  coefficient(e: Expr): RatFn {
    try {
      return this.nz.run(e);
    } catch (err) {
      if (err instanceof Unsupported || err instanceof RangeError) throw new NotExpandable();
      if (err instanceof UndefinedValue) throw new UndefinedNear();
      throw err;
    }
  }

  expr(c: RatFn): Expr {
    return this.nz.ratFnExpr(c);
  }

  // ---- series arithmetic ----------------------------------------------------------------------------------------

  private make(terms: Term[], order: Rational | null): Series {
    const o = minOrder(order, this.precision);
    const map = new Map<string, Term>();
    for (const t of terms) {
      if (o !== null && !t.e.lt(o)) continue;
      if (t.m > MAX_LOG_POWER) throw new NotExpandable();
      const k = key(t);
      const prev = map.get(k);
      const c = prev ? this.nz.add(prev.c, t.c) : t.c;
      if (this.isZero(c)) map.delete(k);
      else map.set(k, { e: t.e, m: t.m, c });
    }
    if (map.size > MAX_TERMS) throw new NotExpandable();
    const out = [...map.values()].sort((a, b) => a.e.compare(b.e) || b.m - a.m);
    return { terms: out, order: o };
  }

  constant(c: RatFn): Series {
    return this.make(this.isZero(c) ? [] : [{ e: Rational.ZERO, m: 0, c }], null);
  }

  /** c·t^e (exact). */
  monomial(c: RatFn, e: Rational, m = 0): Series {
    return this.make([{ e, m, c }], null);
  }

  add(a: Series, b: Series): Series {
    return this.make([...a.terms, ...b.terms], minOrder(a.order, b.order));
  }

  neg(a: Series): Series {
    return { terms: a.terms.map((t) => ({ ...t, c: negR(t.c) })), order: a.order };
  }

  scale(a: Series, c: RatFn): Series {
    return this.make(
      a.terms.map((t) => ({ ...t, c: this.nz.mul(t.c, c) })),
      a.order,
    );
  }

  /** The smallest exponent among the terms (the remainder's order when there are none). */
  valuation(a: Series): Rational | null {
    return a.terms[0]?.e ?? a.order;
  }

  mul(a: Series, b: Series): Series {
    // A coefficient product is a rational-function product with cancellation, far dearer than a polynomial term.
    if (!this.budget.spend(COEF_COST * (a.terms.length + 1) * (b.terms.length + 1))) throw new BudgetExceeded();
    const terms: Term[] = [];
    for (const s of a.terms) for (const t of b.terms) terms.push({ e: s.e.add(t.e), m: s.m + t.m, c: this.nz.mul(s.c, t.c) });
    const va = this.valuation(a);
    const vb = this.valuation(b);
    const o1 = a.order === null ? null : vb === null ? null : a.order.add(vb);
    const o2 = b.order === null ? null : va === null ? null : b.order.add(va);
    return this.make(terms, minOrder(o1, o2));
  }

  /** Σ_{j≥0} coef(j)·R^j for R → 0 (valuation > 0), up to the truncation. */
  private compose(R: Series, coef: (j: number) => Rational | null, from = 0): Series {
    const v = this.valuation(R);
    if (v === null) return this.constant(poly(constant(coef(0) ?? Rational.ZERO)));
    if (v.sign() <= 0) throw new NotExpandable();
    let out: Series = this.make([], null);
    let power: Series = this.constant(poly(ONE()));
    const limit = Math.ceil(this.precision.div(v).toNumber()) + 1;
    for (let j = 0; j <= Math.min(limit, 64); j++) {
      if (j >= from) {
        const c = coef(j);
        if (c && !c.isZero()) out = this.add(out, this.scale(power, poly(constant(c))));
      }
      power = this.mul(power, R);
    }
    // The tail Σ_{j>J} is O(R^{J+1}).
    const tail = this.valuation(power);
    return { terms: out.terms, order: minOrder(out.order, tail === null ? null : minOrder(tail, this.precision)) };
  }

  /** Leading term with a coefficient proven non-zero (skipping exact zeros); null when none is known. */
  leading(a: Series): Term | null {
    for (const t of a.terms) {
      const s = this.sign(t.c);
      if (s === 0) continue;
      if (s === null) throw new NotExpandable();
      return t;
    }
    return null;
  }

  /** a = c·t^v·(1 + R), R → 0, with c free of L; null when a is O(remainder) only. */
  private factor(a: Series): { c: RatFn; v: Rational; R: Series } {
    const lead = this.leading(a);
    if (!lead) throw new NotExpandable();
    if (lead.m !== 0) throw new NotExpandable();
    const inv = this.divideCoef(poly(ONE()), lead.c);
    const shifted: Term[] = a.terms.map((t) => ({ e: t.e.sub(lead.e), m: t.m, c: this.nz.mul(t.c, inv) }));
    const R = this.make(
      shifted.filter((t) => !(t.e.isZero() && t.m === 0)),
      a.order === null ? null : a.order.sub(lead.e),
    );
    if (R.terms.some((t) => t.e.sign() <= 0)) throw new NotExpandable();
    return { c: lead.c, v: lead.e, R };
  }

  private divideCoef(a: RatFn, c: RatFn): RatFn {
    try {
      return this.nz.divide(a, c);
    } catch (err) {
      if (err instanceof UndefinedValue) throw new NotExpandable();
      throw err;
    }
  }

  inverse(a: Series): Series {
    const { c, v, R } = this.factor(a);
    // 1/(1 + R) = Σ (−R)^j
    const series = this.compose(R, (j) => (j % 2 === 0 ? Rational.ONE : Rational.MINUS_ONE));
    return this.mul(this.monomial(this.divideCoef(poly(ONE()), c), v.neg()), series);
  }

  exp(a: Series): Series {
    if (a.order !== null && a.order.sign() <= 0 && !this.divergesNegative(a)) throw new NotExpandable();
    const neg: Term[] = [];
    const zeroLog: Term[] = [];
    let c0: RatFn | null = null;
    const pos: Term[] = [];
    for (const t of a.terms) {
      if (t.e.sign() < 0) neg.push(t);
      else if (t.e.isZero() && t.m > 0) zeroLog.push(t);
      else if (t.e.isZero()) c0 = t.c;
      else pos.push(t);
    }
    if (neg.length > 0 || zeroLog.some((t) => t.m > 1)) {
      const lead = this.leading(a);
      if (!lead || (a.order !== null && !lead.e.lt(a.order))) throw new NotExpandable();
      const s = this.sign(lead.c);
      const direction = (s ?? 0) * (lead.m % 2 === 0 ? 1 : -1);
      if (direction < 0) return { terms: [], order: FLAT };
      throw new NotExpandable();
    }
    let out = this.constant(c0 ? this.coefficient(fn('exp', this.expr(c0))) : poly(ONE()));
    for (const t of zeroLog) {
      // exp(k·L) = t^k for a rational k.
      const k = this.nz.ratFnExpr(t.c);
      const r = rationalOf(k);
      if (!r) throw new NotExpandable();
      out = this.mul(out, this.monomial(poly(ONE()), r));
    }
    const R = this.make(pos, a.order);
    let fact = Rational.ONE;
    const inv: Rational[] = [Rational.ONE];
    for (let j = 1; j <= 64; j++) {
      fact = fact.mul(Rational.int(j));
      inv.push(Rational.ONE.div(fact));
    }
    return this.mul(
      out,
      this.compose(R, (j) => inv[j] ?? null),
    );
  }

  private divergesNegative(a: Series): boolean {
    const lead = a.terms[0];
    return lead !== undefined && lead.e.sign() < 0;
  }

  log(a: Series): Series {
    const { c, v, R } = this.factor(a);
    const s = this.sign(c);
    if (s === null) throw new NotExpandable();
    if (s < 0) throw new UndefinedNear();
    const logc = this.constant(this.coefficient(fn('log', this.expr(c))));
    const vl = v.isZero() ? this.make([], null) : this.monomial(poly(constant(v)), Rational.ZERO, 1);
    const series = this.compose(R, (j) => (j === 0 ? Rational.ZERO : Rational.of(j % 2 === 1 ? 1n : -1n, BigInt(j))));
    return this.add(this.add(logc, vl), series);
  }

  /**
   * a^q for a rational q: c^q·t^{vq}·(1 + R)^q (binomial series); c > 0 unless q is an integer, or q has an odd
   * denominator and `realRoot` (cbrt, nthRoot: the real root). For `^` a negative base with a non-integer q is the
   * principal complex power: not a real number, so undefined in the real domain (the caller ignores "undefined" in
   * the complex domain).
   */
  powRational(a: Series, q: Rational, realRoot = false): Series {
    if (q.isInteger() && q.sign() >= 0 && q.num <= 64n) {
      let out = this.constant(poly(ONE()));
      for (let i = 0n; i < q.num; i++) out = this.mul(out, a);
      return out;
    }
    if (q.isInteger() && q.sign() < 0 && q.num >= -64n) return this.inverse(this.powRational(a, q.neg()));
    const { c, v, R } = this.factor(a);
    const s = this.sign(c);
    if (s === null) throw new NotExpandable();
    let sign = 1;
    let cc = c;
    if (s < 0) {
      // A real odd root of a negative quantity: (−|a|)^(p/q) with q odd.
      if (!realRoot || q.den % 2n === 0n) throw new UndefinedNear();
      cc = negR(c);
      sign = q.num % 2n === 0n ? 1 : -1;
    }
    const cq = this.coefficient({ k: 'op', op: '^', args: [this.expr(cc), ratExpr(q)] });
    const binom = (j: number): Rational => {
      let r = Rational.ONE;
      for (let i = 0; i < j; i++) r = r.mul(q.sub(Rational.int(i))).div(Rational.int(i + 1));
      return r;
    };
    const series = this.compose(R, binom);
    const lead = this.monomial(sign < 0 ? negR(cq) : cq, v.mul(q));
    return this.mul(lead, series);
  }

  sinCos(a: Series): [Series, Series] {
    const bounded: Series = { terms: [], order: Rational.ZERO };
    if (a.order !== null && a.order.sign() <= 0) return [bounded, bounded];
    if (a.terms.some((t) => t.e.sign() < 0 || (t.e.isZero() && t.m > 0))) return [bounded, bounded];
    let c0: RatFn | null = null;
    const pos: Term[] = [];
    for (const t of a.terms) {
      if (t.e.isZero()) c0 = t.c;
      else pos.push(t);
    }
    const R = this.make(pos, a.order);
    let fact = Rational.ONE;
    const inv: Rational[] = [Rational.ONE];
    for (let j = 1; j <= 64; j++) {
      fact = fact.mul(Rational.int(j));
      inv.push(Rational.ONE.div(fact));
    }
    const sinR = this.compose(R, (j) =>
      j % 2 === 1 ? (inv[j] ?? Rational.ZERO).mul(j % 4 === 1 ? Rational.ONE : Rational.MINUS_ONE) : Rational.ZERO,
    );
    const cosR = this.compose(R, (j) =>
      j % 2 === 0 ? (inv[j] ?? Rational.ZERO).mul(j % 4 === 0 ? Rational.ONE : Rational.MINUS_ONE) : Rational.ZERO,
    );
    if (!c0) return [sinR, cosR];
    const s0 = this.coefficient(fn('sin', this.expr(c0)));
    const k0 = this.coefficient(fn('cos', this.expr(c0)));
    return [this.add(this.scale(cosR, s0), this.scale(sinR, k0)), this.add(this.scale(cosR, k0), this.neg(this.scale(sinR, s0)))];
  }

  atan(a: Series): Series {
    const lead = this.leading(a);
    const odd = (j: number) => (j % 2 === 1 ? Rational.of(j % 4 === 1 ? 1n : -1n, BigInt(j)) : Rational.ZERO);
    if (lead && lead.e.sign() < 0) {
      // atan(S) = sign·π/2 − atan(1/S) for |S| → ∞.
      const s = this.sign(lead.c);
      if (s === null || s === 0 || lead.m !== 0) throw new NotExpandable();
      // A number literal is never negative: −π/2 is written as a negation.
      const halfPi: Expr = { k: 'op', op: '/', args: [{ k: 'const', name: 'pi' }, num('2')] };
      const half = this.coefficient(s > 0 ? halfPi : { k: 'op', op: 'neg', args: [halfPi] });
      return this.add(this.constant(half), this.neg(this.compose(this.inverse(a), odd)));
    }
    if (a.order !== null && a.order.sign() <= 0) throw new NotExpandable();
    if (a.terms.some((t) => t.e.isZero() && t.m > 0)) throw new NotExpandable();
    const c0t = a.terms.find((t) => t.e.isZero());
    if (!c0t) return this.compose(a, odd);
    // atan(c₀ + R) = atan(c₀) + atan(R / (1 + c₀² + c₀R)).
    const c0 = c0t.c;
    const R = this.make(
      a.terms.filter((t) => t !== c0t),
      a.order,
    );
    const den = this.add(this.constant(this.nz.add(poly(ONE()), this.nz.mul(c0, c0))), this.scale(R, c0));
    const w = this.mul(R, this.inverse(den));
    return this.add(this.constant(this.coefficient(fn('atan', this.expr(c0)))), this.compose(w, odd));
  }

  // ---- expressions ----------------------------------------------------------------------------------------------

  /** The expansion of e (a function of x) at the point. */
  expand(e: Expr, depth = 0): Series {
    if (depth > 64) throw new NotExpandable();
    if (!this.budget.spend(COEF_COST)) throw new BudgetExceeded();
    if (!freeVariables(e).includes(this.x)) {
      if (freeVariables(e).length > 0) throw new NotExpandable();
      return this.constant(this.coefficient(e));
    }
    const go = (x: Expr) => this.expand(x, depth + 1);
    switch (e.k) {
      case 'var': {
        const p = this.point;
        if (p.kind === 'infinite') return this.monomial(poly(constant(Rational.int(p.side))), Rational.MINUS_ONE);
        return this.add(this.constant(this.coefficient(p.a)), this.monomial(poly(constant(Rational.int(p.side))), Rational.ONE));
      }
      case 'op': {
        switch (e.op) {
          case '+':
            return this.add(go(arg(e, 0)), go(arg(e, 1)));
          case '-':
            return this.add(go(arg(e, 0)), this.neg(go(arg(e, 1))));
          case 'neg':
            return this.neg(go(arg(e, 0)));
          case '*':
            return this.mul(go(arg(e, 0)), go(arg(e, 1)));
          case '/':
            return this.mul(go(arg(e, 0)), this.inverse(go(arg(e, 1))));
          case '^': {
            const base = arg(e, 0);
            const ex = arg(e, 1);
            if (!freeVariables(ex).includes(this.x)) {
              const q = rationalOf(ex);
              if (q) return this.powRational(go(base), q);
              // b^c with a constant irrational c: exp(c·log b).
              return this.exp(this.scale(this.log(go(base)), this.coefficient(ex)));
            }
            if (!freeVariables(base).includes(this.x)) {
              if (base.k === 'const' && base.name === 'e') return this.exp(go(ex));
              if (this.sign(this.coefficient(base)) !== 1) throw new NotExpandable();
              const lb = this.coefficient(fn('log', base));
              return this.exp(this.scale(go(ex), lb));
            }
            return this.exp(this.mul(go(ex), this.log(go(base))));
          }
          default:
            throw new NotExpandable();
        }
      }
      case 'fn':
        return this.function(e, go);
      default:
        throw new NotExpandable();
    }
  }

  private function(e: Expr & { k: 'fn' }, go: (x: Expr) => Series): Series {
    const u = () => go(arg(e, 0));
    switch (e.name) {
      case 'exp':
        return this.exp(u());
      case 'log':
        if (e.args.length === 2) return this.scale(this.log(u()), this.divideCoef(poly(ONE()), this.coefficient(fn('log', arg(e, 1)))));
        return this.log(u());
      case 'log10':
      case 'log2':
        return this.scale(this.log(u()), this.divideCoef(poly(ONE()), this.coefficient(fn('log', num(e.name === 'log10' ? '10' : '2')))));
      case 'sqrt':
        return this.powRational(u(), Rational.of(1n, 2n), true);
      case 'cbrt':
        return this.powRational(u(), Rational.of(1n, 3n), true);
      case 'nthRoot': {
        const n = rationalOf(arg(e, 1));
        if (!n?.isInteger() || n.sign() <= 0) throw new NotExpandable();
        return this.powRational(u(), Rational.ONE.div(n), true);
      }
      case 'sin':
      case 'cos':
      case 'tan':
      case 'cot':
      case 'sec':
      case 'csc': {
        const [s, c] = this.sinCos(u());
        if (e.name === 'sin') return s;
        if (e.name === 'cos') return c;
        if (e.name === 'tan') return this.mul(s, this.inverse(c));
        if (e.name === 'cot') return this.mul(c, this.inverse(s));
        return this.inverse(e.name === 'sec' ? c : s);
      }
      case 'sinh':
      case 'cosh':
      case 'tanh': {
        const a = u();
        const ep = this.exp(a);
        const em = this.exp(this.neg(a));
        if (e.name === 'sinh') return this.scale(this.add(ep, this.neg(em)), poly(constant(Rational.of(1n, 2n))));
        if (e.name === 'cosh') return this.scale(this.add(ep, em), poly(constant(Rational.of(1n, 2n))));
        return this.mul(this.add(ep, this.neg(em)), this.inverse(this.add(ep, em)));
      }
      case 'atan':
        return this.atan(u());
      case 'asin':
      case 'acos': {
        // asin u = atan(u/√(1 − u²)) for |u| < 1; acos = π/2 − asin.
        const a = u();
        const one = this.constant(poly(ONE()));
        const s = this.atan(this.mul(a, this.powRational(this.add(one, this.neg(this.mul(a, a))), Rational.of(-1n, 2n))));
        if (e.name === 'asin') return s;
        return this.add(this.constant(this.coefficient({ k: 'op', op: '/', args: [{ k: 'const', name: 'pi' }, num('2')] })), this.neg(s));
      }
      case 'abs': {
        const a = u();
        const lead = this.leading(a);
        if (!lead) throw new NotExpandable();
        const s = this.sign(lead.c);
        if (s === null || s === 0) throw new NotExpandable();
        // Near t = 0⁺ the sign of c·t^e·L^m is sign(c)·(−1)^m (L = log t < 0).
        return s * (lead.m % 2 === 0 ? 1 : -1) > 0 ? a : this.neg(a);
      }
      default:
        throw new NotExpandable();
    }
  }
}

function rationalOf(e: Expr): Rational | null {
  if (e.k === 'num') return Rational.parseDecimal(e.text, 400);
  if (e.k === 'op' && e.op === 'neg') return rationalOf(arg(e, 0))?.neg() ?? null;
  if (e.k === 'op' && (e.op === '/' || e.op === '*' || e.op === '+' || e.op === '-')) {
    const a = rationalOf(arg(e, 0));
    const b = rationalOf(arg(e, 1));
    if (!a || !b) return null;
    if (e.op === '/') return b.isZero() ? null : a.div(b);
    if (e.op === '*') return a.mul(b);
    return e.op === '+' ? a.add(b) : a.sub(b);
  }
  return null;
}

function ratExpr(r: Rational): Expr {
  const body: Expr =
    r.den === 1n ? num(r.abs().num.toString()) : { k: 'op', op: '/', args: [num(r.abs().num.toString()), num(r.den.toString())] };
  return r.sign() < 0 ? { k: 'op', op: 'neg', args: [body] } : body;
}

export type SeriesLimit = { kind: 'value'; expr: Expr } | { kind: 'infinite'; sign: 1 | -1 } | { kind: 'undefined' };

/**
 * The one-sided limit of f at the point from its expansion: the leading term decides (t^e with e > 0 → 0, e < 0 or a
 * log power → ±∞ by the sign of its coefficient, e = 0 → its coefficient); a remainder of order ≤ 0 leaves it open.
 * Tried at rising truncation orders; null when not decided.
 */
export function seriesLimit(f: Expr, x: string, point: Point, budget: WorkBudget): SeriesLimit | null {
  for (const precision of [4, 8, 14]) {
    const X = new Expander(x, point, budget, precision);
    try {
      const s = X.expand(f);
      const lead = X.leading(s);
      if (lead && (s.order === null || lead.e.lt(s.order))) {
        if (lead.e.sign() > 0) return { kind: 'value', expr: num('0') };
        if (lead.e.sign() < 0 || lead.m > 0) {
          const sg = X.sign(lead.c);
          if (sg === null || sg === 0) return null;
          const sign = sg * (lead.m % 2 === 0 ? 1 : -1);
          return { kind: 'infinite', sign: sign > 0 ? 1 : -1 };
        }
        return { kind: 'value', expr: X.expr(lead.c) };
      }
      if (!lead && s.order !== null && s.order.sign() > 0) return { kind: 'value', expr: num('0') };
    } catch (err) {
      if (err instanceof UndefinedNear) return { kind: 'undefined' };
      if (err instanceof NotExpandable || err instanceof Unsupported) continue;
      if (err instanceof BudgetExceeded) return null;
      throw err;
    }
  }
  return null;
}
