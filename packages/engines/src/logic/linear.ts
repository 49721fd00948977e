/**
 * Linear forms Σ aᵢ·vᵢ + c with exact rational coefficients, built from numeric terms in one pass: a nested sum adds
 * into the same map (no copying per level), constants of products and quotients are evaluated with the constant-size
 * cap, and variables (or `ite` terms) are resolved by the caller, so the encoder can map names to solver variables or
 * to the parametrisation left by integer equality elimination.
 */
import { Rational } from '../exact/rational.ts';
import type { NumExpr } from './ast';
import type { Meter } from './meter';
import { checkConstantSize, evalConst, isConstant } from './program';

export interface Lin<K> {
  coeffs: Map<K, Rational>;
  c: Rational;
}

export type Leaf = Extract<NumExpr, { k: 'nvar' | 'nite' }>;

export function emptyLin<K>(): Lin<K> {
  return { coeffs: new Map(), c: Rational.ZERO };
}

/** acc[key] += k, dropping zeros. */
export function addTerm<K>(acc: Lin<K>, key: K, k: Rational, meter?: Meter): void {
  const prev = acc.coeffs.get(key);
  const next = prev ? prev.add(k) : k;
  meter?.chargeQ(next);
  if (next.isZero()) acc.coeffs.delete(key);
  else acc.coeffs.set(key, next);
}

/** acc += k·e; `leaf(e, k, acc)` adds k times a variable or `ite` term. */
export function addLinear<K>(acc: Lin<K>, e: NumExpr, k: Rational, leaf: (e: Leaf, k: Rational, acc: Lin<K>) => void, meter?: Meter): void {
  if (k.isZero()) return;
  switch (e.k) {
    case 'num':
      acc.c = checkConstantSize(acc.c.add(k.mul(e.value)));
      meter?.chargeQ(acc.c);
      return;
    case 'nvar':
    case 'nite':
      leaf(e, k, acc);
      return;
    case 'add':
      for (const a of e.args) addLinear(acc, a, k, leaf, meter);
      return;
    case 'sub': {
      const [first, ...rest] = e.args as [NumExpr, ...NumExpr[]];
      if (rest.length === 0) {
        addLinear(acc, first, k.neg(), leaf, meter);
        return;
      }
      addLinear(acc, first, k, leaf, meter);
      for (const a of rest) addLinear(acc, a, k.neg(), leaf, meter);
      return;
    }
    case 'mul': {
      let factor = k;
      let rest: NumExpr | null = null;
      for (const a of e.args) {
        if (isConstant(a)) factor = checkConstantSize(factor.mul(evalConst(a)));
        else rest = a;
      }
      if (rest) addLinear(acc, rest, factor, leaf, meter);
      else {
        acc.c = checkConstantSize(acc.c.add(factor));
        meter?.chargeQ(acc.c);
      }
      return;
    }
    case 'div': {
      let factor = k;
      for (const d of e.args.slice(1)) factor = checkConstantSize(factor.div(evalConst(d)));
      addLinear(acc, e.args[0] as NumExpr, factor, leaf, meter);
      return;
    }
  }
}
