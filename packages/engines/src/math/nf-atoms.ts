/**
 * The atoms of the normal form that are not built from arithmetic: constants, the imaginary unit, sin/cos of
 * unexpanded arguments, inverse trigonometric functions (exact table values, closed forms of sin/cos of asin/acos),
 * calculus nodes and opaque functions (recording "is defined" conditions for partial ones), and the way back from a
 * polynomial to an expression for numeric evaluation.
 */
import { Rational } from '../exact/rational.ts';
import { definedCondition, rangeCondition } from './conditions.ts';
import { arg, fn as call, type Expr, freeVariables, num, printExpr } from './expr.ts';
import { isPolynomial, type NormalHost, ONE, poly, type RatFn, ratExpr, Unsupported } from './nf-host.ts';
import { atomPoly, constant, dependsOnVariables, isReal, mul, neg, type Poly, polyKey, printPoly, scale, sub } from './polynomial.ts';

export class Atoms {
  constructor(private readonly h: NormalHost) {}

  /** Forgets everything keyed by atom ids (the core replaced its atom table). */
  reset(): void {
    this.inverseArgs.clear();
  }

  constAtom(name: string, e: Expr): Poly {
    return atomPoly(
      this.h.table.intern({ key: `c:${name}`, display: name, expr: e, variable: false, unit: true, real: true, positive: true }),
    );
  }

  isPi(id: number): boolean {
    return this.h.table.get(id).key === 'c:pi';
  }

  imaginary(): Poly {
    return atomPoly(
      this.h.table.intern({ key: 'i', display: 'i', expr: { k: 'const', name: 'i' }, variable: false, unit: true, imaginaryUnit: true }),
    );
  }

  inverseTrigFn(e: Expr & { k: 'fn' }): RatFn {
    const t = this.h.table;
    const u = this.h.run(arg(e, 0));
    if (!isPolynomial(u)) return this.opaque(e.name, e, true);
    const exact = this.inverseTrigValue(e.name, u.n);
    if (exact) return poly(exact);
    if (e.name !== 'atan' && this.h.domain === 'real') {
      this.h.addCondition(rangeCondition('abs_le1', printPoly(u.n, t), polyKey(u.n), arg(e, 0), true));
    }
    const id = t.intern({
      key: `${e.name}:${polyKey(u.n)}`,
      display: `${e.name}(${printPoly(u.n, t)})`,
      expr: call(e.name, this.toExpr(u.n)),
      variable: dependsOnVariables(u.n, t),
      unit: false,
      real: this.h.domain === 'real' || e.name === 'atan',
    });
    this.inverseArgs.set(id, { name: e.name, arg: u.n });
    return poly(atomPoly(id));
  }

  private readonly inverseArgs = new Map<number, { name: string; arg: Poly }>();
  inverseTrig(atomId: number): [Poly, Poly] | null {
    const info = this.inverseArgs.get(atomId);
    if (!info || this.h.domain !== 'real') return null;
    const t = this.h.table;
    const u = info.arg;
    if (info.name === 'atan') return null; // sin(atan u) = u/√(1+u²) needs a denominator: atoms instead
    const oneMinus = sub(ONE(), mul(u, u, t));
    // The root's own "≥ 0" condition is implied by the −1 ≤ u ≤ 1 condition already recorded.
    const root = this.h.withImpliedRoots(() => this.h.sqrtPoly(oneMinus, this.toExpr(oneMinus)));
    return info.name === 'asin' ? [u, root] : [root, u];
  }

  /** Exact values: asin/acos at 0, ±1/2, ±√2/2, ±√3/2, ±1 and atan at 0, ±1, ±√3, ±√3/3 (in units of π). */
  inverseTrigValue(name: string, u: Poly): Poly | null {
    const key = polyKey(u);
    const half = Rational.of(1n, 2n);
    const r2 = scale(this.h.sqrtInt(2n), half);
    const r3 = scale(this.h.sqrtInt(3n), half);
    const table: Array<[Poly, number]> =
      name === 'atan'
        ? [
            [constant(Rational.ZERO), 0],
            [ONE(), 1 / 4],
            [this.h.sqrtInt(3n), 1 / 3],
            [scale(this.h.sqrtInt(3n), Rational.of(1n, 3n)), 1 / 6],
          ]
        : [
            [constant(Rational.ZERO), 0],
            [constant(half), 1 / 6],
            [r2, 1 / 4],
            [r3, 1 / 3],
            [ONE(), 1 / 2],
          ];
    for (const [p, angle] of table) {
      for (const s of [1, -1]) {
        if (polyKey(s === 1 ? p : neg(p)) !== key) continue;
        const asinAngle = s * angle;
        const value = name === 'acos' ? 0.5 - asinAngle : asinAngle;
        const q = Rational.of(BigInt(Math.round(value * 12)), 12n);
        return scale(this.constAtom('pi', { k: 'const', name: 'pi' }), q);
      }
    }
    return null;
  }

  trigAtoms(u: Poly, uExpr: Expr): [Poly, Poly] {
    return this.trigAtomsRat(poly(u), uExpr);
  }

  trigAtomsRat(u: RatFn, uExpr: Expr): [Poly, Poly] {
    const t = this.h.table;
    const key = `${polyKey(u.n)}/${polyKey(u.d)}`;
    const display = isPolynomial(u) ? printPoly(u.n, t) : `(${printPoly(u.n, t)})/(${printPoly(u.d, t)})`;
    const variable = dependsOnVariables(u.n, t) || dependsOnVariables(u.d, t);
    const real = isReal(u.n, t) && isReal(u.d, t);
    const sinId = t.intern({ key: `sin:${key}`, display: `sin(${display})`, expr: call('sin', uExpr), variable, unit: false, real });
    const cosId = t.intern({
      key: `cos:${key}`,
      display: `cos(${display})`,
      expr: call('cos', uExpr),
      variable,
      unit: false,
      real,
      sinPartner: sinId,
    });
    return [atomPoly(sinId), atomPoly(cosId)];
  }

  /** A definite integral, limit or sum left unevaluated: one atom for the whole node (its bound variable stays inside). */
  calculusAtom(e: Expr & { k: 'fn' }): Poly {
    const vars = freeVariables(e);
    if (vars.length > 0) throw new Unsupported();
    const key = `calc:${printExpr(e)}`;
    return atomPoly(this.h.table.intern({ key, display: printExpr(e), expr: e, variable: false, unit: false, real: true }));
  }

  opaqueUnit(name: string, u: RatFn, e: Expr): RatFn {
    const t = this.h.table;
    const id = t.intern({
      key: `${name}(${polyKey(u.n)}/${polyKey(u.d)})`,
      display: `${name}(...)`,
      expr: e,
      variable: dependsOnVariables(u.n, t) || dependsOnVariables(u.d, t),
      unit: true,
      real: isReal(u.n, t) && isReal(u.d, t),
      positive: isReal(u.n, t) && isReal(u.d, t),
    });
    return poly(atomPoly(id));
  }

  opaque(name: string, e: Expr & { k: 'op' | 'fn' }, partial: boolean): RatFn {
    const parts = e.args.map((a) => this.h.run(a));
    if (!parts.every(isPolynomial)) {
      const t = this.h.table;
      const key = `${name}(${parts.map((r) => `${polyKey(r.n)}/${polyKey(r.d)}`).join(',')})`;
      const variable = parts.some((r) => dependsOnVariables(r.n, t) || dependsOnVariables(r.d, t));
      if (partial) this.h.addCondition(definedCondition(`${name}(…)`, key, e));
      return poly(atomPoly(t.intern({ key, display: `${name}(…)`, expr: e, variable, unit: false, real: this.h.domain === 'real' })));
    }
    return poly(
      this.opaqueAtom(
        name,
        parts.map((p) => p.n),
        e.args,
        partial,
      ),
    );
  }

  opaqueAtom(name: string, args: Poly[], argExprs: Expr[], partial: boolean): Poly {
    const t = this.h.table;
    const key = `${name}(${args.map(polyKey).join(',')})`;
    const variable = args.some((a) => dependsOnVariables(a, t));
    const display = `${name}(${args.map((a) => printPoly(a, t)).join(', ')})`;
    const expr: Expr = { k: 'fn', name, args: argExprs.map((a, i) => (args[i] ? this.toExpr(args[i]) : a)) };
    if (partial) this.h.addCondition(definedCondition(display, key, expr));
    return atomPoly(t.intern({ key, display, expr, variable, unit: false, real: this.h.domain === 'real' || name === 'abs' }));
  }

  /** The expression of a polynomial over atoms (for numeric evaluation of atoms and conditions). */
  toExpr(p: Poly): Expr {
    const t = this.h.table;
    let out: Expr | null = null;
    for (const term of p.values()) {
      let e: Expr | null = term.coef.isOne() && term.mono.length > 0 ? null : ratExpr(term.coef);
      for (const [id, ex] of term.mono) {
        const base = t.get(id).expr;
        const f: Expr = ex === 1 ? base : { k: 'op', op: '^', args: [base, ratExpr(Rational.int(ex))] };
        e = e ? { k: 'op', op: '*', args: [e, f] } : f;
      }
      const termE = e ?? num('1');
      out = out ? { k: 'op', op: '+', args: [out, termE] } : termE;
    }
    return out ?? num('0');
  }

  ratFnExpr(r: RatFn): Expr {
    return isPolynomial(r) ? this.toExpr(r.n) : { k: 'op', op: '/', args: [this.toExpr(r.n), this.toExpr(r.d)] };
  }
}
