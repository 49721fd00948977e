/**
 * What the parts of the normal form share: the rational-function type, small helpers, and the interface through which
 * the exp/log, roots and atoms parts reach each other and the core (normal-form.ts implements it).
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import type { Condition } from './conditions.ts';
import { type Expr, num } from './expr.ts';
import { type Atom, type AtomTable, asConstant, constant, neg, type Poly } from './polynomial.ts';
import type { Domain } from './undefined-value.ts';

export interface RatFn {
  n: Poly;
  d: Poly;
}

export interface SideForm {
  value: RatFn;
  conditions: Map<string, Condition>;
}

export interface NormalOptions {
  domain: Domain;
  budget: WorkBudget;
  /** Variables assumed positive (the caller reports the assumption as a condition). */
  assumePositive?: ReadonlySet<string>;
  /** Arguments of several terms stay whole inside sin and cos (trig.ts, TrigExpander). */
  atomicTrig?: boolean;
}

/** The expression is outside what the normal form represents (the numeric stages still apply). */
export class Unsupported extends Error {}

export const ONE = (): Poly => constant(Rational.ONE);
export const poly = (n: Poly): RatFn => ({ n, d: ONE() });
export const negR = (r: RatFn): RatFn => ({ n: neg(r.n), d: r.d });
export const isPolynomial = (r: RatFn): boolean => asConstant(r.d)?.isOne() === true;

export function ratExpr(r: Rational): Expr {
  const n: Expr = num((r.num < 0n ? -r.num : r.num).toString());
  const body: Expr = r.den === 1n ? n : { k: 'op', op: '/', args: [n, num(r.den.toString())] };
  return r.num < 0n ? { k: 'op', op: 'neg', args: [body] } : body;
}

const SMALL_PRIMES: bigint[] = (() => {
  const out: bigint[] = [];
  for (let n = 2; n < 1000; n++) if (out.every((p) => n % Number(p) !== 0)) out.push(BigInt(n));
  return out;
})();

/** For each small prime p: the largest power p^k < 2^50, and k. */
const PRIME_CHUNKS: Array<[bigint, number]> = SMALL_PRIMES.map((p) => {
  let pk = p;
  let k = 1;
  while (pk * p < 2n ** 50n) {
    pk *= p;
    k++;
  }
  return [pk, k];
});

/** n = Π p^e over primes below 1000, plus a cofactor without such primes. */
export function smallFactor(n: bigint): { factors: Array<[bigint, number]>; rest: bigint } {
  const factors: Array<[bigint, number]> = [];
  let rest = n;
  for (let i = 0; i < SMALL_PRIMES.length; i++) {
    const p = SMALL_PRIMES[i] as bigint;
    if (p * p > rest) break;
    if (rest % p !== 0n) continue;
    // Strip p^k (the largest power below 2^50) while it divides, then p: 10^2000 takes ~60 divisions, not 4,000.
    const [pk, k] = PRIME_CHUNKS[i] as [bigint, number];
    let e = 0;
    while (rest % pk === 0n) {
      rest /= pk;
      e += k;
    }
    while (rest % p === 0n) {
      rest /= p;
      e++;
    }
    factors.push([p, e]);
  }
  if (rest > 1n && rest < 1_000_000n) {
    factors.push([rest, 1]);
    rest = 1n;
  }
  return { factors, rest };
}

export const ZERO_POLY: Poly = new Map();

export function estimateTerms(terms: number, n: number): number {
  // C(n + terms − 1, terms − 1), computed in doubles (only compared against a small cap).
  let c = 1;
  for (let i = 1; i < terms; i++) {
    c = (c * (n + i)) / i;
    if (c > 1e9) return c;
  }
  return c;
}

/** The core's services to its parts (and the parts' services to each other). */
export interface NormalHost {
  readonly table: AtomTable;
  readonly domain: Domain;
  readonly budget: WorkBudget;
  addCondition(c: Condition): void;
  requireNonZero(n: Poly, e: Expr): void;
  recordNonZero(e: Expr): void;
  run(e: Expr): RatFn;
  mul(x: RatFn, y: RatFn): RatFn;
  divide(x: RatFn, y: RatFn): RatFn;
  intPower(base: RatFn, n: number, baseExpr: Expr): RatFn;
  sinCos(u: Poly): [Poly, Poly];
  absPoly(u: Poly, uExpr: Expr): Poly;
  sqrtPoly(u: Poly, uExpr: Expr): Poly;
  sqrtInt(n: bigint): Poly;
  withImpliedRoots<T>(f: () => T): T;
  constAtom(name: string, e: Expr): Poly;
  imaginary(): Poly;
  toExpr(p: Poly): Expr;
  expOf(u: Poly, e: Expr): RatFn;
  logRational(c: Rational): Poly;
  logPoly(u: Poly, uExpr: Expr, conditionDone?: boolean): RatFn;
  rootPoly(u: Poly, q: number, uExpr: Expr, principal: boolean): Poly;
  expArgument(atom: Atom): Poly | null;
  opaque(name: string, e: Expr & { k: 'op' | 'fn' }, partial: boolean): RatFn;
  opaqueAtom(name: string, args: Poly[], argExprs: Expr[], partial: boolean): Poly;
}
