/**
 * Roots, |u|, max and min inside the normal form: √ of a rational over prime roots, √(p²) = |p| for real p,
 * (ᵠ√u)^q = u, √ of a monomial of positive atoms, sign-definite |u| resolved at once, otherwise abs/max/min atoms
 * that carry what identity.ts needs for a case split over the signs of their arguments.
 */
import { Rational } from '../exact/rational.ts';
import { polyCondition } from './conditions.ts';
import { enclose, Undecided } from './enclose.ts';
import { arg, fn as call, type Expr, num } from './expr.ts';
import { isPolynomial, type NormalHost, ONE, poly, type RatFn, smallFactor, Unsupported, ZERO_POLY } from './nf-host.ts';
import { Arith } from './numeric/interval.ts';
import {
  asConstant,
  atomPoly,
  constant,
  dependsOnVariables,
  isReal,
  monicByKey,
  mul,
  neg,
  type Poly,
  polyKey,
  polySqrt,
  pow,
  printPoly,
  type SplitInfo,
  scale,
  signBound,
  singleTerm,
  sub,
  termPoly,
} from './polynomial.ts';
import { REASONS, UndefinedValue } from './undefined-value.ts';

export class Roots {
  constructor(private readonly h: NormalHost) {}

  /** √u for a polynomial u. */
  sqrtPoly(u: Poly, uExpr: Expr): Poly {
    const t = this.h.table;
    const c = asConstant(u);
    if (c) {
      if (c.sign() < 0) {
        if (this.h.domain === 'real') throw new UndefinedValue(REASONS.SQRT_NEGATIVE);
        return mul(this.h.imaginary(), this.sqrtRational(c.neg()), t);
      }
      return this.sqrtRational(c);
    }
    if (isReal(u, t)) {
      const q = polySqrt(u, t);
      if (q) return this.absPoly(q, this.h.toExpr(q));
    }
    const single = singleTerm(u);
    // Principal root of a negative real: √(−m) = i·√m for m > 0 (complex domain).
    if (
      this.h.domain === 'complex' &&
      single &&
      single.coef.sign() < 0 &&
      single.mono.length > 0 &&
      single.mono.every(([id]) => t.get(id).positive && t.get(id).real)
    ) {
      const m = termPoly(single.mono, single.coef.neg());
      return mul(this.h.imaginary(), this.sqrtPoly(m, this.h.toExpr(m)), t);
    }
    if (single && single.coef.sign() > 0 && single.mono.length > 0 && single.mono.every(([id]) => t.get(id).positive && t.get(id).real)) {
      // √(c·Π aⱼ^eⱼ) = √c·Π aⱼ^⌊eⱼ/2⌋·Π √aⱼ for positive atoms (exp atoms halve through their argument).
      let out = this.sqrtRational(single.coef);
      for (const [id, e] of single.mono) {
        const atom = t.get(id);
        const inner = e % 2 !== 0 ? this.h.expArgument(atom) : null;
        if (e % 2 === 0) out = mul(out, atomPoly(id, e / 2), t);
        else if (inner) out = mul(out, this.h.expOf(scale(inner, Rational.of(BigInt(e), 2n)), atom.expr).n, t);
        else {
          if (e > 1) out = mul(out, atomPoly(id, (e - 1) / 2), t);
          if (e < 0) return this.rootAtom(u, uExpr, 2);
          out = mul(out, this.rootAtom(atomPoly(id), atom.expr, 2), t);
        }
      }
      return out;
    }
    return this.rootAtom(u, uExpr, 2);
  }

  rootAtom(u: Poly, uExpr: Expr, q: number, realOddRoot = false): Poly {
    const t = this.h.table;
    const bound = signBound(u, t);
    if (this.h.domain === 'real' && bound === null && !realOddRoot && !this.impliedRoots)
      this.h.addCondition(polyCondition('ge0', u, t, uExpr, true));
    const id = t.intern({
      key: `root${q}${realOddRoot ? 'r' : ''}:${polyKey(u)}`,
      display: q === 2 ? `sqrt(${printPoly(u, t)})` : `root(${printPoly(u, t)}, ${q})`,
      expr: q === 2 ? call('sqrt', this.h.toExpr(u)) : call('nthRoot', this.h.toExpr(u), num(String(q))),
      variable: dependsOnVariables(u, t),
      unit: false,
      real: this.h.domain === 'real' || bound !== null || realOddRoot,
      positive: bound === 1,
      radicand: u,
      rootIndex: q,
    });
    return atomPoly(id);
  }

  /** q-th root; `principal` follows x^(1/q) (undefined for negatives in the real domain), else the real odd root. */
  rootPoly(u: Poly, q: number, uExpr: Expr, principal: boolean): Poly {
    const c = asConstant(u);
    if (c) {
      const r = c.rootExact(q);
      if (r && (c.sign() >= 0 || !principal)) return constant(r);
      if (c.sign() < 0 && principal) {
        if (this.h.domain === 'real') throw new UndefinedValue(REASONS.NOT_REAL);
        throw new Unsupported();
      }
      if (c.sign() < 0) return neg(this.rootAtom(constant(c.neg()), this.h.toExpr(constant(c.neg())), q));
    }
    return this.rootAtom(u, uExpr, q, !principal && q % 2 === 1);
  }

  /** √c for a rational c ≥ 0: (s/b)·Π √p over the square-free part's primes. */
  sqrtRational(c: Rational): Poly {
    const exact = c.sqrtExact();
    if (exact) return constant(exact);
    // √(a/b) = √(a·b)/b
    const n = c.num * c.den;
    const { factors, rest } = smallFactor(n);
    let outside = 1n;
    let out: Poly = ONE();
    for (const [p, e] of factors) {
      outside *= p ** BigInt(Math.floor(e / 2));
      if (e % 2 === 1) out = mul(out, this.primeRoot(p), this.h.table);
    }
    if (rest > 1n) {
      const r = Rational.of(rest).sqrtExact();
      if (r) outside *= r.num;
      else out = mul(out, this.primeRoot(rest), this.h.table);
    }
    return scale(out, Rational.of(outside, c.den));
  }

  primeRoot(p: bigint): Poly {
    const id = this.h.table.intern({
      key: `root2:${p}`,
      display: `sqrt(${p})`,
      expr: call('sqrt', num(p.toString())),
      variable: false,
      unit: false,
      real: true,
      positive: true,
      radicand: constant(Rational.of(p)),
      rootIndex: 2,
    });
    return atomPoly(id);
  }

  sqrtInt(n: bigint): Poly {
    return this.sqrtRational(Rational.of(n));
  }

  /** |u| for a polynomial u. */
  absPoly(u: Poly, uExpr: Expr): Poly {
    const t = this.h.table;
    const c = asConstant(u);
    if (c) return constant(c.abs());
    const single = singleTerm(u);
    const only = single?.mono.length === 1 ? single.mono[0] : undefined;
    const root = only && only[1] === 1 ? t.get(only[0]) : undefined;
    if (single && root?.radicand && root.rootIndex && !root.real) {
      // |c·ᵠ√r| = |c|·ᵠ√|r| for any complex r (the modulus of a q-th root is the q-th root of the modulus).
      const r = root.radicand;
      const absR = this.absPoly(r, call('abs', this.h.toExpr(r)));
      const q = root.rootIndex;
      return scale(
        q === 2 ? this.sqrtPoly(absR, call('abs', this.h.toExpr(r))) : this.rootAtom(absR, call('abs', this.h.toExpr(r)), q),
        single.coef.abs(),
      );
    }
    if (!isReal(u, t)) return this.h.opaqueAtom('abs', [u], [uExpr], false);
    if (signBound(u, t) !== null) return u;
    if (signBound(neg(u), t) !== null) return neg(u);
    const closed = !dependsOnVariables(u, t) ? this.closedSign(uExpr) : null;
    if (closed !== null) return closed >= 0 ? u : neg(u);
    if (single) {
      let out: Poly = constant(single.coef.abs());
      for (const [id, e] of single.mono) {
        const atom = t.get(id);
        if (atom.positive || e % 2 === 0) out = mul(out, atomPoly(id, e), t);
        else out = mul(out, pow(this.absAtom(atomPoly(id), atom.expr), e, t), t);
      }
      return out;
    }
    return this.absAtom(u, uExpr);
  }

  absAtom(u: Poly, uExpr: Expr): Poly {
    const t = this.h.table;
    const { poly: v, factor } = monicByKey(u);
    const scaleBack = Rational.ONE.div(factor).abs();
    const id = t.intern({
      key: `abs:${polyKey(v)}`,
      display: `abs(${printPoly(v, t)})`,
      expr: call('abs', this.h.toExpr(v)),
      variable: dependsOnVariables(v, t),
      unit: false,
      real: true,
      absArg: v,
      split: { kind: 'abs', args: [v], switchKey: polyKey(v), switchPoly: v, flip: false },
    });
    void uExpr;
    return scale(atomPoly(id), scaleBack);
  }

  minMax(kind: 'max' | 'min', e: Expr & { k: 'fn' }): RatFn {
    const parts = e.args.map((a) => this.h.run(a));
    if (!parts.every(isPolynomial)) return this.h.opaque(kind, e, false);
    let acc = parts[0]?.n;
    let accExpr = arg(e, 0);
    if (!acc) throw new Unsupported();
    for (let i = 1; i < parts.length; i++) {
      const b = parts[i]?.n ?? ZERO_POLY;
      const bExpr = arg(e, i);
      acc = this.minMax2(kind, acc, b, accExpr, bExpr);
      accExpr = call(kind, accExpr, bExpr);
    }
    return poly(acc);
  }

  minMax2(kind: 'max' | 'min', a: Poly, b: Poly, aExpr: Expr, bExpr: Expr): Poly {
    const t = this.h.table;
    const w = sub(a, b);
    const pickA = (aWins: boolean) => (aWins === (kind === 'max') ? a : b);
    const c = asConstant(w);
    if (c) return pickA(c.sign() >= 0);
    if (signBound(w, t) !== null) return pickA(true);
    if (signBound(neg(w), t) !== null) return pickA(false);
    if (!dependsOnVariables(w, t)) {
      const s = this.closedSign({ k: 'op', op: '-', args: [aExpr, bExpr] });
      if (s !== null) return pickA(s >= 0);
    }
    if (!isReal(w, t)) return this.h.opaqueAtom(kind, [a, b], [aExpr, bExpr], false);
    const { poly: v, factor } = monicByKey(w);
    const split: SplitInfo = { kind, args: [a, b], switchKey: polyKey(v), switchPoly: v, flip: factor.sign() < 0 };
    const id = t.intern({
      key: `${kind}:${polyKey(a)},${polyKey(b)}`,
      display: `${kind}(${printPoly(a, t)}, ${printPoly(b, t)})`,
      expr: call(kind, this.h.toExpr(a), this.h.toExpr(b)),
      variable: true,
      unit: false,
      real: true,
      split,
    });
    return atomPoly(id);
  }

  /** Sign of a closed real expression by interval arithmetic (up to 256 bits); null when undecided. */
  closedSign(e: Expr): number | null {
    for (const p of [64, 256]) {
      try {
        const v = enclose(e, new Arith(p, this.h.budget), { domain: this.h.domain });
        if (v.im !== null) return null;
        if (v.re.isZero()) return 0;
        if (v.re.positive()) return 1;
        if (v.re.negative()) return -1;
      } catch (err) {
        if (err instanceof Undecided || err instanceof UndefinedValue) continue;
        throw err;
      }
    }
    return null;
  }

  /** Set while building √(1 − u²) for asin/acos, whose −1 ≤ u ≤ 1 condition already implies the root's. */
  private impliedRoots = false;

  withImpliedRoots<T>(f: () => T): T {
    this.impliedRoots = true;
    try {
      return f();
    } finally {
      this.impliedRoots = false;
    }
  }
}
