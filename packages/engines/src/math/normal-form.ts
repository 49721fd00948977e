/**
 * Exact identity prover: both sides become rational functions over atoms (polynomial.ts) and
 * lhs − rhs is reduced to a canonical numerator. Zero numerator = equal wherever both sides are defined.
 * To prove the equation for every value (our semantics, see equation.ts), the two sides must also be defined
 * at the same points: each side records the conditions it imposes (denominators, log/sqrt/asin arguments…)
 * and a proof needs identical condition sets. Sound by construction; incomplete by design.
 */

import { Rational } from '../exact/rational.ts';
import type { Domain } from './evaluate';
import type { Expr } from './expr';
import {
  type Atom,
  AtomTable,
  add,
  asConstant,
  atomPoly,
  BudgetExceeded,
  constant,
  dependsOnVariables,
  invertUnitMonomial,
  isUnitMonomial,
  type Mono,
  mul,
  neg,
  POLY_LIMITS,
  type Poly,
  polyKey,
  pow,
  printPoly,
  sub,
  termPoly,
  zeroSetKey,
} from './polynomial';

interface RatFn {
  n: Poly;
  d: Poly;
}

class Unsupported extends Error {}

const ONE = (): Poly => constant(Rational.ONE);
/** Functions whose value can be undefined for some argument (so their argument is a domain condition). */
const PARTIAL = new Set(['asin', 'acos', 'acosh', 'atanh', 'nthRoot', 'gcd', 'lcm', 'factorial', 'mod', 'max', 'min', 'pow']);

class Normalizer {
  readonly table = new AtomTable();
  conditions = new Set<string>();

  constructor(private readonly domain: Domain) {}

  run(e: Expr): RatFn {
    switch (e.k) {
      case 'num': {
        const r = Rational.parseDecimal(e.text);
        if (!r) throw new Unsupported();
        return { n: constant(r), d: ONE() };
      }
      case 'var':
        return poly(atomPoly(this.table.intern({ key: `v:${e.name}`, display: e.name, variable: true, unit: false })));
      case 'const':
        switch (e.name) {
          case 'pi':
            return poly(this.opaqueConst('pi'));
          case 'tau':
            return poly(mul(constant(Rational.int(2)), this.opaqueConst('pi'), this.table));
          case 'phi':
            return poly(this.opaqueConst('phi'));
          case 'e':
            return poly(this.expOf('e', ONE(), true));
          case 'i':
            return poly(atomPoly(this.table.intern({ key: 'i', display: 'i', variable: false, unit: false, imaginaryUnit: true })));
        }
    }
    if (e.k === 'op') return this.op(e.op, e.args);
    return this.fn(e.name, e.args);
  }

  private opaqueConst(name: string): Poly {
    return atomPoly(this.table.intern({ key: `c:${name}`, display: name, variable: false, unit: false }));
  }

  private op(op: string, args: Expr[]): RatFn {
    const [a, b] = args as [Expr, Expr];
    switch (op) {
      case '+':
        return this.add(this.run(a), this.run(b));
      case '-':
        return this.add(this.run(a), negR(this.run(b)));
      case 'neg':
        return negR(this.run(a));
      case '*':
        return this.mul(this.run(a), this.run(b));
      case '/':
        return this.div(this.run(a), this.run(b));
      case '^':
        return this.pow(this.run(a), this.run(b), a);
      default:
        return this.opaque(op === '!' ? 'factorial' : op, args);
    }
  }

  add(x: RatFn, y: RatFn): RatFn {
    if (polyKey(x.d) === polyKey(y.d)) return { n: add(x.n, y.n), d: x.d };
    return { n: add(mul(x.n, y.d, this.table), mul(y.n, x.d, this.table)), d: mul(x.d, y.d, this.table) };
  }

  mul(x: RatFn, y: RatFn): RatFn {
    return this.tidy({ n: mul(x.n, y.n, this.table), d: mul(x.d, y.d, this.table) });
  }

  div(x: RatFn, y: RatFn): RatFn {
    const c = asConstant(y.n);
    if (c !== null && c.isZero()) throw new Unsupported(); // division by zero everywhere: no identity to prove
    if (dependsOnVariables(y.n, this.table) && !isUnitMonomial(y.n, this.table)) this.conditions.add(`den:${zeroSetKey(y.n)}`);
    return this.tidy({ n: mul(x.n, y.d, this.table), d: mul(x.d, y.n, this.table) });
  }

  /** Moves constant and exp-like denominators into the numerator so forms stay small and printable. */
  private tidy(r: RatFn): RatFn {
    const u = isUnitMonomial(r.d, this.table);
    return u ? { n: mul(r.n, invertUnitMonomial(u), this.table), d: ONE() } : r;
  }

  private pow(base: RatFn, exp: RatFn, baseExpr: Expr): RatFn {
    const c = isPolynomial(exp) ? asConstant(exp.n) : null;
    if (c !== null && c.isInteger()) {
      const k = Number(c.num);
      if (Math.abs(k) > POLY_LIMITS.maxPower) throw new BudgetExceeded();
      const p = { n: pow(base.n, Math.abs(k), this.table), d: pow(base.d, Math.abs(k), this.table) };
      return k >= 0 ? p : this.div(poly(ONE()), p);
    }
    if (c !== null && c.den === 2n) {
      const root = this.sqrtOf(base);
      const k = Number(c.num);
      return k >= 0 ? poly(pow(root, k, this.table)) : this.div(poly(ONE()), poly(pow(root, -k, this.table)));
    }
    const b = isPolynomial(base) ? asConstant(base.n) : null;
    if (b !== null && b.sign() > 0 && isPolynomial(exp)) return poly(this.expOf(`b${b}`, exp.n, false, b));
    if (baseExpr.k === 'const' && baseExpr.name === 'e' && isPolynomial(exp)) return poly(this.expOf('e', exp.n, true));
    return this.opaqueFrom('pow', [base, exp], true);
  }

  /** base^u for a positive constant base: split u into terms so that b^(x+y) = b^x·b^y holds by construction. */
  private expOf(base: string, u: Poly, natural: boolean, rationalBase?: Rational): Poly {
    let out = ONE();
    for (const t of u.values()) {
      const p = Number(t.coef.num);
      if (!Number.isSafeInteger(p) || Math.abs(p) > POLY_LIMITS.maxPower) throw new BudgetExceeded();
      if (rationalBase && t.mono.length === 0 && t.coef.isInteger()) {
        out = mul(out, constant(rationalBase.pow(p)), this.table);
        continue;
      }
      const monoOnly = termPoly(t.mono, Rational.of(1n, t.coef.den));
      const inner = printPoly(monoOnly, this.table);
      const id = this.table.intern({
        key: `exp:${base}:${polyKey(monoOnly)}`,
        display: natural ? (inner === '1' ? 'e' : `exp(${inner})`) : `${base.slice(1)}^(${inner})`,
        variable: dependsOnVariables(monoOnly, this.table),
        unit: true,
      });
      out = mul(out, atomPoly(id, p), this.table);
    }
    return out;
  }

  private sqrtOf(r: RatFn): Poly {
    if (!isPolynomial(r)) return this.opaqueFrom('sqrt', [r], this.domain === 'real').n;
    const c = asConstant(r.n);
    if (c !== null) {
      const s = exactSqrt(c);
      if (s) return constant(s);
    }
    const variable = dependsOnVariables(r.n, this.table);
    const key = `sqrt:${polyKey(r.n)}`;
    if (variable && this.domain === 'real') this.conditions.add(key);
    return atomPoly(this.table.intern({ key, display: `sqrt(${printPoly(r.n, this.table)})`, variable, unit: false, radicand: r.n }));
  }

  private fn(name: string, args: Expr[]): RatFn {
    const [a] = args as [Expr];
    switch (name) {
      case 'sin':
      case 'cos':
        return poly(this.trig(name, this.run(a)));
      case 'tan':
      case 'cot':
      case 'sec':
      case 'csc': {
        const u = this.run(a);
        const s = poly(this.trig('sin', u));
        const c = poly(this.trig('cos', u));
        if (name === 'tan') return this.div(s, c);
        if (name === 'cot') return this.div(c, s);
        return this.div(poly(ONE()), name === 'sec' ? c : s);
      }
      case 'exp': {
        const u = this.run(a);
        if (!isPolynomial(u)) return this.opaqueFrom('exp', [u], false);
        return poly(this.expOf('e', u.n, true));
      }
      case 'sinh':
      case 'cosh':
      case 'tanh': {
        const u = this.run(a);
        if (!isPolynomial(u)) return this.opaqueFrom(name, [u], name === 'tanh');
        const ep = poly(this.expOf('e', u.n, true));
        const em = poly(this.expOf('e', neg(u.n), true));
        const half = poly(constant(Rational.of(1n, 2n)));
        if (name === 'sinh') return this.mul(half, this.add(ep, negR(em)));
        if (name === 'cosh') return this.mul(half, this.add(ep, em));
        return this.div(this.add(ep, negR(em)), this.add(ep, em));
      }
      case 'sqrt':
        return poly(this.sqrtOf(this.run(a)));
      case 'log':
      case 'log10':
      case 'log2': {
        const x = this.logOf(this.run(a));
        if (name === 'log' && args.length === 1) return x;
        const base =
          name === 'log10' ? poly(constant(Rational.int(10))) : name === 'log2' ? poly(constant(Rational.int(2))) : this.run(args[1]!);
        return this.div(x, this.logOf(base));
      }
      case 'abs':
      case 'cbrt':
      case 'floor':
      case 'ceil':
      case 'round':
      case 'sign':
      case 'atan':
      case 'asinh':
      case 'atan2':
        return this.opaque(name, args, name === 'atan2');
      default:
        return this.opaque(name, args);
    }
  }

  private logOf(u: RatFn): RatFn {
    const c = isPolynomial(u) ? asConstant(u.n) : null;
    if (c !== null && c.isOne()) return poly(constant(Rational.ZERO));
    if (c !== null && c.sign() <= 0) throw new Unsupported();
    return this.opaqueFrom('log', [u], true);
  }

  /** sin/cos of a polynomial argument, expanded with the addition formulas over its monomials. */
  private trig(name: 'sin' | 'cos', u: RatFn): Poly {
    if (!isPolynomial(u)) return this.trigAtoms(u)[name === 'sin' ? 0 : 1];
    const terms = [...u.n.values()];
    if (terms.length > 6) return this.trigAtoms(u)[name === 'sin' ? 0 : 1];
    let s: Poly = constant(Rational.ZERO);
    let c: Poly = ONE();
    for (const t of terms) {
      const [ts, tc] = this.trigOfTerm(t.coef, t.mono);
      const ns = add(mul(s, tc, this.table), mul(c, ts, this.table));
      const nc = sub(mul(c, tc, this.table), mul(s, ts, this.table));
      s = ns;
      c = nc;
    }
    return name === 'sin' ? s : c;
  }

  /** sin and cos of coef·mono. Integer multiples use the multiple-angle recurrence; π/2 multiples are exact. */
  private trigOfTerm(coef: Rational, mono: Mono): [Poly, Poly] {
    const isPi = mono.length === 1 && this.table.get(mono[0]![0]).key === 'c:pi' && mono[0]![1] === 1;
    if (isPi && (coef.den === 1n || coef.den === 2n)) {
      const quarter = Number((((coef.num % (2n * coef.den)) + 2n * coef.den) % (2n * coef.den)) * (2n / coef.den));
      const table: [number, number][] = [
        [0, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
      ];
      const [sv, cv] = table[quarter]!;
      return [constant(Rational.int(sv)), constant(Rational.int(cv))];
    }
    const step = Rational.of(1n, coef.den);
    const k = Number(coef.num);
    if (!Number.isSafeInteger(k) || Math.abs(k) > 32 || mono.length === 0) {
      return this.trigAtoms(poly(termPoly(mono, coef)));
    }
    const base = termPoly(mono, step);
    const [s1, c1] = this.trigAtoms(poly(base));
    let s: Poly = constant(Rational.ZERO);
    let c: Poly = ONE();
    for (let i = 0; i < Math.abs(k); i++) {
      const ns = add(mul(s, c1, this.table), mul(c, s1, this.table));
      c = sub(mul(c, c1, this.table), mul(s, s1, this.table));
      s = ns;
    }
    return [k < 0 ? neg(s) : s, c];
  }

  private trigAtoms(u: RatFn): [Poly, Poly] {
    const arg = printRat(u, this.table);
    const key = `${polyKey(u.n)}/${polyKey(u.d)}`;
    const variable = dependsOnVariables(u.n, this.table) || dependsOnVariables(u.d, this.table);
    const sinId = this.table.intern({ key: `sin:${key}`, display: `sin(${arg})`, variable, unit: false });
    const cosId = this.table.intern({ key: `cos:${key}`, display: `cos(${arg})`, variable, unit: false, sinPartner: sinId });
    return [atomPoly(sinId), atomPoly(cosId)];
  }

  private opaque(name: string, args: Expr[], partial = PARTIAL.has(name)): RatFn {
    return this.opaqueFrom(
      name,
      args.map((a) => this.run(a)),
      partial,
    );
  }

  private opaqueFrom(name: string, args: RatFn[], partial: boolean): RatFn {
    const key = `${name}(${args.map((r) => `${polyKey(r.n)}/${polyKey(r.d)}`).join(',')})`;
    const variable = args.some((r) => dependsOnVariables(r.n, this.table) || dependsOnVariables(r.d, this.table));
    if (partial && variable) this.conditions.add(key);
    const atom: Atom = { key, display: `${name}(${args.map((r) => printRat(r, this.table)).join(', ')})`, variable, unit: false };
    return poly(atomPoly(this.table.intern(atom)));
  }
}

function poly(n: Poly): RatFn {
  return { n, d: constant(Rational.ONE) };
}
function negR(r: RatFn): RatFn {
  return { n: neg(r.n), d: r.d };
}
function isPolynomial(r: RatFn): boolean {
  const c = asConstant(r.d);
  return c !== null && c.isOne();
}
function exactSqrt(c: Rational): Rational | null {
  if (c.sign() < 0) return null;
  const rn = isqrt(c.num);
  const rd = isqrt(c.den);
  return rn * rn === c.num && rd * rd === c.den ? Rational.of(rn, rd) : null;
}
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}
function printRat(r: RatFn, table: AtomTable): string {
  const n = printPoly(r.n, table);
  if (isPolynomial(r)) return n;
  return `(${n})/(${printPoly(r.d, table)})`;
}

export type ProofStatus = 'PROVEN' | 'EQUAL_WHERE_BOTH_DEFINED' | 'NOT_PROVEN' | 'UNSUPPORTED';

export interface ProofResult {
  status: ProofStatus;
  /** Canonical lhs − rhs (numerator over denominator) when it could be computed. */
  difference?: string;
  /** Only pure polynomials in the variables: a non-zero difference is then a proof of inequality. */
  pureNonZeroPolynomial?: boolean;
}

export function proveIdentity(lhs: Expr, rhs: Expr, domain: Domain): ProofResult {
  const nz = new Normalizer(domain);
  try {
    const l = nz.run(lhs);
    const leftConditions = nz.conditions;
    nz.conditions = new Set();
    const r = nz.run(rhs);
    const rightConditions = nz.conditions;
    const diffNum = sub(mul(l.n, r.d, nz.table), mul(r.n, l.d, nz.table));
    const difference = printRat({ n: diffNum, d: mul(l.d, r.d, nz.table) }, nz.table);
    if (diffNum.size !== 0) {
      const pure = nz.table.atoms.every((a) => a.key.startsWith('v:'));
      return { status: 'NOT_PROVEN', difference, pureNonZeroPolynomial: pure };
    }
    const same = leftConditions.size === rightConditions.size && [...leftConditions].every((c) => rightConditions.has(c));
    return { status: same ? 'PROVEN' : 'EQUAL_WHERE_BOTH_DEFINED', difference: '0' };
  } catch (err) {
    if (err instanceof BudgetExceeded || err instanceof Unsupported || err instanceof RangeError) return { status: 'UNSUPPORTED' };
    throw err;
  }
}

/** Canonical expanded form used as the `simplified` text of symbolic expressions; null when not representable. */
export function normalFormText(e: Expr, domain: Domain): string | null {
  const nz = new Normalizer(domain);
  try {
    return printRat(nz.run(e), nz.table);
  } catch (err) {
    if (err instanceof BudgetExceeded || err instanceof Unsupported || err instanceof RangeError) return null;
    throw err;
  }
}

/** The solution of a single-variable linear equation (a·x + b = 0 with a ≠ 0 after normalisation), else null. */
export function linearSolution(lhs: Expr, rhs: Expr, variable: string): Rational | null {
  const nz = new Normalizer('real');
  try {
    const l = nz.run(lhs);
    const r = nz.run(rhs);
    if (nz.conditions.size > 0 || !isPolynomial(l) || !isPolynomial(r)) return null;
    const diff = sub(l.n, r.n);
    let a = Rational.ZERO;
    let b = Rational.ZERO;
    for (const t of diff.values()) {
      if (t.mono.length === 0) b = t.coef;
      else if (t.mono.length === 1 && t.mono[0]![1] === 1 && nz.table.get(t.mono[0]![0]).key === `v:${variable}`) a = t.coef;
      else return null;
    }
    return a.isZero() ? null : b.neg().div(a);
  } catch (err) {
    if (err instanceof BudgetExceeded || err instanceof Unsupported || err instanceof RangeError) return null;
    throw err;
  }
}
