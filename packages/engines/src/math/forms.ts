/**
 * Claims stated in words (parse.ts reads them): stated solution sets, eigenvalues and approximations.
 *
 * - Solutions: "EQ → x = a or x = b" claims that {a, b} is exactly the set of real solutions of EQ (of the complex
 *   solutions when a stated value is not real, or with `context.domain: "complex"`). VERIFIED when every stated value
 *   is proven a solution (exactly) and the equation is proven to have no other: every solution is a root of a
 *   polynomial P built from the equation's normal form (its numerator and denominator; |u| split by sign; √u
 *   squared out), P's real roots are counted exactly (Sturm) and isolated, and each root not stated is proven not to
 *   be a solution (exactly when rational, by interval arithmetic on its isolating interval otherwise).
 *   CORRECTION_NEEDED when a stated value is proven not to be a solution, or a solution that is not stated is exhibited
 *   (or counted, for polynomial equations). Anything else is UNKNOWN.
 * - Eigenvalues: the stated values are exactly the roots of the characteristic polynomial (exact, Faddeev–LeVerrier),
 *   as a set, or as a multiset when a value is repeated.
 * - Approximations: `a ≈ d` holds when |a − d| ≤ ½·10^−k (d has k decimals: d is a correct rounding of a); it is
 *   CORRECTION_NEEDED when |a − d| > 10^−k (neither a rounding nor a truncation of a), UNKNOWN in between.
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { lowerCalculus, NotComputed } from './calculus/lower.ts';
import { decideClosed } from './closed.ts';
import { enclose, Undecided } from './enclose.ts';
import { exactRational } from './exact.ts';
import { add, type Expr, freeVariables, MathInputError, mul, num, op, pow, printExpr, rationalExpr, sub, substitute } from './expr.ts';
import type { Verdict } from './identity.ts';
import { PRECISION } from './limits.ts';
import { hasMatrix, lowerMatrix } from './matrix.ts';
import { Normalizer, Unsupported } from './normal-form.ts';
import { NumericOverflow } from './numeric/elementary.ts';
import { Arith, cmp, Interval } from './numeric/interval.ts';
import type { Claim, ClaimForm } from './parse.ts';
import {
  type AtomTable,
  atomPoly,
  BudgetExceeded,
  type Poly,
  add as padd,
  mul as pmul,
  sub as psub,
  termPoly,
  ZERO,
} from './polynomial.ts';
import { refine } from './refine.ts';
import type { EquationResult, MathResult } from './types.ts';
import { type Domain, UndefinedValue } from './undefined-value.ts';
import { hasUnits, lowerUnits, sameDim, UnitError } from './units.ts';
import { isolateRoots, MAX_DEGREE, rationalRoots, UPoly, univariate } from './upoly.ts';

const MAX_STATED = 16;

function result(v: Verdict, left: string, right: string): EquationResult {
  const holds = v.status === 'VERIFIED';
  return {
    is_valid: holds,
    result: holds,
    status: v.status,
    left_side: left,
    right_side: right,
    simplified_difference: v.difference,
    message: v.message,
    method: v.method,
    ...(v.conditions ? { conditions: v.conditions } : {}),
    ...(v.counterexample ? { counterexample: v.counterexample } : {}),
    ...(v.solutions ? { solutions: v.solutions } : {}),
    ...(v.evidence ? { evidence: v.evidence } : {}),
    ...(v.error ? { error: v.error } : {}),
    ...(v.reason ? { reason: v.reason } : {}),
  };
}

const verdict = (status: Verdict['status'], method: string, message: string, extra: Partial<Verdict> = {}): Verdict => ({
  status,
  method,
  message,
  difference: '',
  ...extra,
});

export function decideForm(claim: Claim, form: ClaimForm, domain: Domain | undefined, budget: WorkBudget): MathResult {
  try {
    switch (form.kind) {
      case 'solutions': {
        const eq = `${printExpr(claim.lhs)} = ${printExpr(claim.rhs ?? num('0'))}`;
        const set = form.values.length === 0 ? '∅' : `{${form.values.map((v) => printExpr(v)).join(', ')}}`;
        return result(
          decideSolutions(claim.lhs, claim.rhs ?? num('0'), form.variable, form.values, domain, budget),
          `solutions of ${eq} in ${form.variable}`,
          set,
        );
      }
      case 'eigenvalues':
        return result(
          decideEigenvalues(claim.lhs, form.values, budget),
          `eigenvalues of ${printExpr(claim.lhs)}`,
          form.values.map((v) => printExpr(v)).join(', '),
        );
      case 'approx':
        return result(
          decideApprox(claim.lhs, claim.rhs ?? num('0'), form.tolerance, form.places, domain, budget),
          printExpr(claim.lhs),
          `≈ ${printExpr(claim.rhs ?? num('0'))}`,
        );
    }
  } catch (err) {
    if (err instanceof BudgetExceeded) {
      return result(
        verdict('UNKNOWN', 'budget', 'Undecided: the work budget of this request was spent before the claim was decided.', {
          reason: 'BUDGET_EXCEEDED',
        }),
        printExpr(claim.lhs),
        printExpr(claim.rhs ?? num('0')),
      );
    }
    throw err;
  }
}

// ---- stated solution sets ---------------------------------------------------------------------------------------

type Check = 'solution' | 'not' | 'unknown';

/** Is x = value a solution (both sides defined and equal)? Decided exactly or with interval arithmetic. */
function isSolution(lhs: Expr, rhs: Expr, x: string, value: Expr, domain: Domain, budget: WorkBudget): { check: Check; why: string } {
  const l = substitute(lhs, x, value);
  const r = substitute(rhs, x, value);
  const v = decideClosed(l, r, domain, budget);
  if (v.status === 'VERIFIED') return { check: 'solution', why: v.message };
  if (v.status === 'CORRECTION_NEEDED' || v.status === 'ERROR') return { check: 'not', why: v.message };
  return { check: 'unknown', why: v.message };
}

/** Pairwise distinct stated values (duplicates merged); null when two could not be told apart. */
function distinct(values: Expr[], domain: Domain, budget: WorkBudget): Expr[] | null {
  const out: Expr[] = [];
  for (const v of values) {
    let same = false;
    for (const w of out) {
      const d = decideClosed(v, w, domain, budget);
      if (d.status === 'VERIFIED') same = true;
      else if (d.status !== 'CORRECTION_NEEDED') return null;
    }
    if (!same) out.push(v);
  }
  return out;
}

/** A closed value proven non-real (its imaginary part excludes 0). */
function nonReal(e: Expr, budget: WorkBudget): boolean {
  const r = refine(
    e,
    { domain: 'complex' },
    budget,
    (v) => (v.im && !v.im.containsZero() ? true : v.im === null || v.im.isZero() ? false : null),
    512,
  );
  return r.kind === 'decided' && r.value;
}

function decideSolutions(lhs0: Expr, rhs0: Expr, x: string, stated: Expr[], domain: Domain | undefined, budget: WorkBudget): Verdict {
  if (stated.length > MAX_STATED) throw new MathInputError('UNSUPPORTED', `At most ${MAX_STATED} stated solutions are supported.`);
  if (hasUnits(lhs0) || hasUnits(rhs0) || hasMatrix(lhs0) || hasMatrix(rhs0)) {
    throw new MathInputError('UNSUPPORTED', 'Stated solutions are supported for equations in one variable without units or matrices.');
  }
  let lhs: Expr;
  let rhs: Expr;
  try {
    lhs = lowerCalculus(lhs0, 'real', budget);
    rhs = lowerCalculus(rhs0, 'real', budget);
  } catch (err) {
    if (err instanceof NotComputed) return verdict('UNKNOWN', 'solutions', `Undecided: ${err.message}.`);
    if (err instanceof UndefinedValue)
      return verdict('ERROR', 'solutions', `The equation is not meaningful: ${err.reason}.`, { error: err.reason });
    throw err;
  }
  for (const v of stated)
    if (freeVariables(v).length > 0) throw new MathInputError('UNSUPPORTED', 'Stated solutions must be numbers (no variables).');
  const complex = domain === 'complex' || stated.some((v) => nonReal(v, budget));
  const dom: Domain = complex ? 'complex' : 'real';
  const where = complex ? 'complex' : 'real';
  // 1. Every stated value must be a solution.
  const unknown: string[] = [];
  for (const v of stated) {
    const c = isSolution(lhs, rhs, x, v, dom, budget);
    if (c.check === 'not') {
      return verdict('CORRECTION_NEEDED', 'solutions', `The stated set is wrong: ${x} = ${printExpr(v)} is not a solution (${c.why})`);
    }
    if (c.check === 'unknown') unknown.push(`${x} = ${printExpr(v)}`);
  }
  const values = distinct(stated, dom, budget);
  // 2. No other solution: a polynomial whose roots include every solution.
  const superset = complex ? complexPolynomial(lhs, rhs, x, budget) : realSuperset(lhs, rhs, x, budget);
  if (!superset) {
    return verdict(
      'UNKNOWN',
      'solutions',
      unknown.length > 0
        ? `Undecided: whether ${unknown.join(', ')} solve the equation could not be decided, and no polynomial bounding its solutions was found.`
        : 'Undecided: each stated value solves the equation, but whether it has other solutions could not be decided (no polynomial bounding its solutions was found).',
    );
  }
  if (superset.p.isZero()) return infinitelyMany(lhs, rhs, x, values ?? stated, dom, budget, where);
  const p = superset.p.squarefree(budget);
  if (complex) {
    // Every root of a polynomial equation is a solution: compare the counts.
    const total = p.degree;
    if (unknown.length > 0 || !values)
      return verdict(
        'UNKNOWN',
        'solutions',
        `Undecided: ${unknown.length > 0 ? `whether ${unknown.join(', ')} solve the equation` : 'whether the stated values are distinct'} could not be decided.`,
      );
    if (values.length === total) {
      return verdict(
        'VERIFIED',
        'solutions',
        `The stated set is exactly the set of complex solutions: each stated value solves the equation exactly, and the polynomial equation has exactly ${total} distinct complex solution${total === 1 ? '' : 's'}.`,
      );
    }
    return verdict(
      'CORRECTION_NEEDED',
      'solutions',
      `The stated set is incomplete: the equation has ${total} distinct complex solutions, ${values.length} stated.`,
    );
  }
  return completeReal(lhs, rhs, x, p, superset.exact, values, unknown, budget);
}

/**
 * Real reading: isolate every real root of P, match the stated values to their intervals, and show each other root
 * is not a solution (or exhibit it as a missing solution).
 */
function completeReal(
  lhs: Expr,
  rhs: Expr,
  x: string,
  p: UPoly,
  exact: boolean,
  values: Expr[] | null,
  unknown: string[],
  budget: WorkBudget,
): Verdict {
  const rational = rationalRoots(p, budget) ?? [];
  const intervals = isolateRoots(p, Rational.of(1n, 1n << 40n), budget);
  const total = intervals.length;
  if (total === 0 && values && values.length === 0) {
    return verdict(
      'VERIFIED',
      'solutions',
      'The equation has no real solution, as stated: every solution would be a root of a polynomial without real roots.',
    );
  }
  // Rational roots not stated: decided exactly.
  const stated = values ?? [];
  const missing: string[] = [];
  const claimedRoots = new Set<number>();
  for (const v of stated) {
    const at = locate(v, intervals, budget);
    if (at === null) {
      return verdict(
        'UNKNOWN',
        'solutions',
        `Undecided: the stated value ${x} = ${printExpr(v)} could not be located among the candidate solutions.`,
      );
    }
    claimedRoots.add(at);
  }
  let undecidedRoot = false;
  for (let i = 0; i < intervals.length; i++) {
    if (claimedRoots.has(i)) continue;
    const [lo, hi] = intervals[i] as [Rational, Rational];
    const r = rational.find((q) => lo.lt(q) && q.le(hi)) ?? (lo.equals(hi) ? lo : null);
    if (r) {
      const c = isSolution(lhs, rhs, x, rationalExpr(r), 'real', budget);
      if (c.check === 'solution') missing.push(`${x} = ${r.toString()}`);
      else if (c.check === 'unknown') undecidedRoot = true;
      continue;
    }
    if (exact) {
      missing.push(`a root of ${printPoly(p, x)} between ${lo.toDecimal(6)} and ${hi.toDecimal(6)}`);
      continue;
    }
    if (!excludedOn(lhs, rhs, x, lo, hi, budget)) undecidedRoot = true;
  }
  if (missing.length > 0) {
    return verdict(
      'CORRECTION_NEEDED',
      'solutions',
      `The stated set is incomplete: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} also a solution${missing.length === 1 ? '' : 's'} of the equation.`,
    );
  }
  if (unknown.length > 0 || !values || undecidedRoot) {
    return verdict(
      'UNKNOWN',
      'solutions',
      `Undecided: ${unknown.length > 0 ? `whether ${unknown.join(', ')} solve the equation could not be decided` : !values ? 'whether the stated values are distinct could not be decided' : 'whether every other candidate root is a solution could not be decided'}.`,
    );
  }
  return verdict(
    'VERIFIED',
    'solutions',
    `The stated set is exactly the set of real solutions: each stated value solves the equation exactly, and every solution is one of the ${total} real root${total === 1 ? '' : 's'} of ${printPoly(p, x)} (counted with Sturm sequences), the others proven not to be solutions.`,
  );
}

/** The index of the isolating interval holding the closed value v, or null. */
function locate(v: Expr, intervals: Array<[Rational, Rational]>, budget: WorkBudget): number | null {
  const exact = exactRational(v, 'real');
  for (let bits = 64; bits <= PRECISION.sampling; bits *= 2) {
    let iv: Interval | null = null;
    const A = new Arith(bits, budget);
    if (!exact) {
      try {
        const n = enclose(v, A, { domain: 'real' });
        if (n.im !== null && !n.im.isZero()) return null;
        iv = n.re;
      } catch (err) {
        if (err instanceof Undecided || err instanceof UndefinedValue || err instanceof NumericOverflow) continue;
        throw err;
      }
    }
    const hits: number[] = [];
    for (let i = 0; i < intervals.length; i++) {
      const [lo, hi] = intervals[i] as [Rational, Rational];
      if (exact) {
        if ((lo.equals(hi) && exact.equals(lo)) || (lo.lt(exact) && exact.le(hi))) hits.push(i);
        continue;
      }
      const L = A.fromRational(lo);
      const H = A.fromRational(hi);
      const inside = cmp((iv as Interval).lo, L.hi) > 0 && cmp((iv as Interval).hi, H.lo) <= 0;
      const overlaps = !(cmp((iv as Interval).hi, L.lo) <= 0 || cmp((iv as Interval).lo, H.hi) > 0);
      if (inside) hits.push(i);
      else if (overlaps) hits.push(-1);
    }
    if (exact) return hits.length === 1 ? (hits[0] as number) : null;
    if (hits.length === 1 && (hits[0] as number) >= 0) return hits[0] as number;
  }
  return null;
}

/** lhs − rhs is proven non-zero (or a side undefined) on all of [lo, hi]. */
function excludedOn(lhs: Expr, rhs: Expr, x: string, lo: Rational, hi: Rational, budget: WorkBudget): boolean {
  for (const bits of [64, 128, 256]) {
    const A = new Arith(bits, budget);
    const cell = new Interval(A.fromRational(lo).lo, A.fromRational(hi).hi);
    try {
      const d = enclose(sub(lhs, rhs), A, { domain: 'real', scope: new Map([[x, cell]]) });
      if (!d.re.containsZero()) return true;
    } catch (err) {
      if (err instanceof UndefinedValue) return true;
      if (!(err instanceof Undecided || err instanceof NumericOverflow)) throw err;
    }
  }
  return false;
}

/** Every x is a solution (P ≡ 0): a finite stated set is refuted by a solution outside it. */
function infinitelyMany(lhs: Expr, rhs: Expr, x: string, values: Expr[], dom: Domain, budget: WorkBudget, where: string): Verdict {
  for (const t of ['0', '1', '2', '3', '-1', '-2', '1/2', '5', '7', '10']) {
    const point = exactRational({ k: 'num', text: t }) ?? Rational.parse(t);
    if (!point) continue;
    const v = rationalExpr(point);
    if (values.some((s) => exactRational(s)?.equals(point))) continue;
    if (isSolution(lhs, rhs, x, v, dom, budget).check === 'solution') {
      return verdict(
        'CORRECTION_NEEDED',
        'solutions',
        `The stated set is incomplete: ${x} = ${point.toString()} is also a solution (the equation has infinitely many ${where} solutions).`,
      );
    }
  }
  return verdict(
    'UNKNOWN',
    'solutions',
    'Undecided: the equation holds on a whole range of values, and no solution outside the stated set was exhibited.',
  );
}

/** Replaces atom `id` by `by` in p. */
function replaceAtom(p: Poly, id: number, by: Poly, table: AtomTable): Poly {
  let out: Poly = ZERO;
  for (const t of p.values()) {
    let term: Poly = termPoly(
      t.mono.filter(([a]) => a !== id),
      t.coef,
    );
    for (const [a, e] of t.mono) {
      if (a !== id) continue;
      if (e < 0) throw new Unsupported();
      for (let i = 0; i < e; i++) term = pmul(term, by, table);
    }
    out = padd(out, term);
  }
  return out;
}

/**
 * A polynomial P with every real solution among its roots, from the normal form n/d of lhs − rhs: P = n·d when only
 * x occurs; each |u| replaced by ±u (P is the product over the sign patterns); a single √u eliminated by
 * A + B√u = 0 ⇒ A² − B²u = 0. `exact` when P's roots are all solutions (a polynomial equation).
 */
function realSuperset(lhs: Expr, rhs: Expr, x: string, budget: WorkBudget): { p: UPoly; exact: boolean } | null {
  const inverted = invert(lhs, rhs, x, budget) ?? invert(rhs, lhs, x, budget);
  if (inverted)
    return inverted.none ? { p: UPoly.constant(Rational.ONE), exact: true } : realSuperset(inverted.lhs, inverted.rhs, x, budget);
  try {
    const nz = new Normalizer({ domain: 'real', budget });
    const l = nz.side(lhs);
    const r = nz.side(rhs);
    if (nz.trigStale()) return null;
    const t = nz.table;
    const n = psub(pmul(l.value.n, r.value.d, t), pmul(r.value.n, l.value.d, t));
    const d = pmul(l.value.d, r.value.d, t);
    const noConditions = l.conditions.size === 0 && r.conditions.size === 0;
    const parts: Poly[] = [n, d];
    const direct = parts.map((q) => univariate(q, t, x));
    if (direct.every((q) => q !== null)) {
      const [pn, pd] = direct as [UPoly, UPoly];
      return { p: pn.mul(pd, budget), exact: noConditions && pd.degree === 0 };
    }
    let polys = parts;
    // |u| atoms: every sign pattern.
    const absIds = atomIds(polys, t).filter((id) => t.get(id).split?.kind === 'abs');
    if (absIds.length > 3) return null;
    for (const id of absIds) {
      const u = t.get(id).split?.args[0];
      if (!u) return null;
      polys = polys.flatMap((q) => [replaceAtom(q, id, u, t), replaceAtom(q, id, scalePoly(u, Rational.MINUS_ONE), t)]);
    }
    // One square root √u: A + B√u = 0 ⇒ A² − B²·u = 0.
    const rootIds = atomIds(polys, t).filter((id) => t.get(id).rootIndex === 2 && t.get(id).radicand);
    if (rootIds.length > 1) return null;
    const [rid] = rootIds;
    if (rid !== undefined) {
      const u = t.get(rid).radicand as Poly;
      polys = polys.map((q) => {
        let A: Poly = ZERO;
        let B: Poly = ZERO;
        for (const term of q.values()) {
          const e = term.mono.find(([a]) => a === rid)?.[1] ?? 0;
          const rest = termPoly(
            term.mono.filter(([a]) => a !== rid),
            term.coef,
          );
          if (e === 0) A = padd(A, rest);
          else if (e === 1) B = padd(B, rest);
          else throw new Unsupported();
        }
        return psub(pmul(A, A, t), pmul(pmul(B, B, t), u, t));
      });
    }
    let P = UPoly.constant(Rational.ONE);
    for (const q of polys) {
      const uq = univariate(q, t, x);
      if (!uq) return null;
      if (uq.isZero()) return { p: uq, exact: false };
      P = P.mul(uq, budget);
      if (P.degree > MAX_DEGREE) return null;
    }
    void atomPoly;
    return { p: P, exact: false };
  } catch (err) {
    if (err instanceof Unsupported || err instanceof BudgetExceeded || err instanceof UndefinedValue || err instanceof RangeError)
      return null;
    throw err;
  }
}

function scalePoly(p: Poly, c: Rational): Poly {
  return termScale(p, c);
}
function termScale(p: Poly, c: Rational): Poly {
  const out = new Map<string, { mono: ReadonlyArray<readonly [number, number]>; coef: Rational }>();
  for (const [k, t] of p) out.set(k, { mono: t.mono, coef: t.coef.mul(c) });
  return out;
}

function atomIds(polys: Poly[], table: AtomTable): number[] {
  const ids = new Set<number>();
  for (const p of polys) for (const t of p.values()) for (const [id] of t.mono) ids.add(id);
  return [...ids].filter((id) => !table.get(id).key.startsWith('v:'));
}

/** Complex reading: only polynomial equations (both sides polynomials in x), whose every root is a solution. */
function complexPolynomial(lhs: Expr, rhs: Expr, x: string, budget: WorkBudget): { p: UPoly; exact: boolean } | null {
  try {
    const nz = new Normalizer({ domain: 'complex', budget });
    const l = nz.side(lhs);
    const r = nz.side(rhs);
    if (l.conditions.size > 0 || r.conditions.size > 0) return null;
    const t = nz.table;
    const ln = univariate(l.value.n, t, x);
    const rn = univariate(r.value.n, t, x);
    const ld = univariate(l.value.d, t, x);
    const rd = univariate(r.value.d, t, x);
    if (!ln || !rn || !ld || !rd || ld.degree !== 0 || rd.degree !== 0) return null;
    return { p: ln.scale(Rational.ONE.div(ld.lead())).sub(rn.scale(Rational.ONE.div(rd.lead())), budget), exact: true };
  } catch (err) {
    if (err instanceof Unsupported || err instanceof BudgetExceeded || err instanceof UndefinedValue || err instanceof RangeError)
      return null;
    throw err;
  }
}

/**
 * Equivalences that remove an outer function (real domain): log_b(u) = c ⇔ u = b^c; exp(u) = c ⇔ u = log c when
 * c > 0 (no solution when c ≤ 0); b^u = c likewise. `none` when the equation has no solution.
 */
function invert(lhs: Expr, rhs: Expr, x: string, budget: WorkBudget): { lhs: Expr; rhs: Expr; none?: boolean } | null {
  if (freeVariables(rhs).includes(x) || (lhs.k !== 'fn' && !(lhs.k === 'op' && lhs.op === '^'))) return null;
  const positive = (c: Expr): boolean | null => {
    const r = refine(c, { domain: 'real' }, budget, (v) => (v.re.positive() ? true : v.re.hi.m <= 0n ? false : null), 512);
    return r.kind === 'decided' ? r.value : null;
  };
  if (lhs.k === 'fn' && lhs.args.length >= 1) {
    const u = lhs.args[0] as Expr;
    const base: Expr | null =
      lhs.name === 'log' && lhs.args.length === 1
        ? { k: 'const', name: 'e' }
        : lhs.name === 'log' && lhs.args.length === 2
          ? (lhs.args[1] as Expr)
          : lhs.name === 'log2'
            ? num('2')
            : lhs.name === 'log10'
              ? num('10')
              : null;
    if (base && freeVariables(base).length === 0 && positive(sub(base, num('1'))) !== null) return { lhs: u, rhs: pow(base, rhs) };
    if (lhs.name === 'exp') {
      const p = positive(rhs);
      if (p === null) return null;
      return p ? { lhs: u, rhs: { k: 'fn', name: 'log', args: [rhs] } } : { lhs: u, rhs, none: true };
    }
  }
  if (lhs.k === 'op' && lhs.op === '^') {
    const [b, u] = lhs.args as [Expr, Expr];
    if (freeVariables(b).length > 0 || !freeVariables(u).includes(x)) return null;
    if (positive(b) !== true || positive(sub(b, num('1'))) === null) return null;
    const p = positive(rhs);
    if (p === null) return null;
    return p
      ? { lhs: u, rhs: op('/', { k: 'fn', name: 'log', args: [rhs] }, { k: 'fn', name: 'log', args: [b] }) }
      : { lhs: u, rhs, none: true };
  }
  return null;
}

function printPoly(p: UPoly, x: string): string {
  const parts: string[] = [];
  for (let i = p.degree; i >= 0; i--) {
    const c = p.coef(i);
    if (c.isZero()) continue;
    const mono = i === 0 ? '' : i === 1 ? x : `${x}^${i}`;
    const coef = c.abs().isOne() && i > 0 ? '' : c.abs().toString();
    const sign = c.sign() < 0 ? '-' : '+';
    parts.push(`${parts.length === 0 ? (sign === '-' ? '-' : '') : ` ${sign} `}${coef}${coef && mono ? '*' : ''}${mono}`);
  }
  return parts.length === 0 ? '0' : parts.join('');
}

// ---- eigenvalues -------------------------------------------------------------------------------------------------

const at = (m: Rational[][], i: number, j: number): Rational => m[i]?.[j] ?? Rational.ZERO;

/** Characteristic polynomial det(λI − A) of a rational matrix (Faddeev–LeVerrier, exact). */
export function characteristic(rows: Rational[][], budget: WorkBudget): UPoly {
  const n = rows.length;
  const I = (i: number, j: number) => (i === j ? Rational.ONE : Rational.ZERO);
  let M: Rational[][] = rows.map((r) => r.map(() => Rational.ZERO));
  const c: Rational[] = Array.from({ length: n + 1 }, () => Rational.ZERO);
  c[n] = Rational.ONE;
  for (let k = 1; k <= n; k++) {
    if (!budget.spend(8 * n * n * n)) throw new BudgetExceeded();
    // M_k = A·M_{k−1} + c_{n−k+1}·I
    const prev = M;
    M = rows.map((row, i) =>
      row.map((_, j) => {
        let s = (c[n - k + 1] as Rational).mul(I(i, j));
        for (let l = 0; l < n; l++) s = s.add(at(rows, i, l).mul(at(prev, l, j)));
        return s;
      }),
    );
    // c_{n−k} = −tr(A·M_k)/k
    let tr = Rational.ZERO;
    for (let i = 0; i < n; i++) for (let l = 0; l < n; l++) tr = tr.add(at(rows, i, l).mul(at(M, l, i)));
    c[n - k] = tr.neg().div(Rational.int(k));
  }
  return new UPoly(c);
}

function polyAt(p: UPoly, v: Expr): Expr {
  let e: Expr | null = null;
  for (let i = p.degree; i >= 0; i--) {
    const c = p.coef(i);
    if (c.isZero()) continue;
    const term = i === 0 ? rationalExpr(c) : mul(rationalExpr(c), i === 1 ? v : pow(v, num(String(i))));
    e = e ? add(e, term) : term;
  }
  return e ?? num('0');
}

function decideEigenvalues(m: Expr, stated: Expr[], budget: WorkBudget): Verdict {
  if (stated.length > MAX_STATED) throw new MathInputError('UNSUPPORTED', `At most ${MAX_STATED} stated eigenvalues are supported.`);
  const lowered = lowerMatrix(lowerCalculus(m, 'complex', budget));
  if (lowered.kind !== 'matrix') throw new MathInputError('UNSUPPORTED', 'Eigenvalues need a matrix.');
  const rows = lowered.rows;
  if (rows.length !== (rows[0]?.length ?? 0))
    return verdict('ERROR', 'eigenvalues', 'Only a square matrix has eigenvalues.', { error: 'matrix is not square' });
  const rat = rows.map((r) => r.map((x) => exactRational(x)));
  if (rat.some((r) => r.some((x) => x === null))) {
    return verdict('UNKNOWN', 'eigenvalues', 'Undecided: eigenvalues are decided for matrices with rational entries.');
  }
  const p = characteristic(rat as Rational[][], budget);
  const charText = printPoly(p, 'λ');
  const counts: Array<{ v: Expr; n: number }> = [];
  for (const v of stated) {
    const seen = counts.find((c) => decideClosed(c.v, v, 'complex', budget).status === 'VERIFIED');
    if (seen) seen.n++;
    else counts.push({ v, n: 1 });
  }
  // Each stated value a root (with its multiplicity when repeated).
  let undecided = false;
  for (const { v, n } of counts) {
    let q = p;
    for (let j = 0; j <= (n > 1 ? n : 0); j++) {
      const d = decideClosed(polyAt(q, v), num('0'), 'complex', budget);
      const wantZero = j < Math.max(1, Math.max(n, 1));
      if (d.status === 'UNKNOWN') undecided = true;
      if (wantZero && d.status === 'CORRECTION_NEEDED') {
        return verdict(
          'CORRECTION_NEEDED',
          'eigenvalues',
          j === 0
            ? `${printExpr(v)} is not an eigenvalue: the characteristic polynomial ${charText} is not 0 there (exact arithmetic).`
            : `${printExpr(v)} is an eigenvalue of multiplicity ${j}, not ${n}.`,
        );
      }
      if (!wantZero && d.status === 'VERIFIED') {
        return verdict('CORRECTION_NEEDED', 'eigenvalues', `${printExpr(v)} is an eigenvalue of multiplicity greater than ${n}.`);
      }
      q = q.derivative();
    }
  }
  if (undecided)
    return verdict(
      'UNKNOWN',
      'eigenvalues',
      'Undecided: whether a stated value is a root of the characteristic polynomial could not be decided.',
    );
  const repeated = counts.some((c) => c.n > 1);
  const distinctRoots = p.squarefree(budget).degree;
  const statedDistinct = distinct(
    counts.map((c) => c.v),
    'complex',
    budget,
  );
  if (!statedDistinct) return verdict('UNKNOWN', 'eigenvalues', 'Undecided: whether the stated values are distinct could not be decided.');
  if (repeated) {
    const total = counts.reduce((s, c) => s + c.n, 0);
    if (total === p.degree)
      return verdict(
        'VERIFIED',
        'eigenvalues',
        `The stated values are the eigenvalues with their multiplicities: the roots of ${charText} (exact).`,
      );
    return verdict(
      'CORRECTION_NEEDED',
      'eigenvalues',
      `The matrix has ${p.degree} eigenvalues counted with multiplicity; ${total} stated.`,
    );
  }
  if (statedDistinct.length === distinctRoots) {
    return verdict(
      'VERIFIED',
      'eigenvalues',
      `The stated values are exactly the eigenvalues: each is a root of the characteristic polynomial ${charText}, which has ${distinctRoots} distinct root${distinctRoots === 1 ? '' : 's'} (exact).`,
    );
  }
  return verdict(
    'CORRECTION_NEEDED',
    'eigenvalues',
    `The matrix has ${distinctRoots} distinct eigenvalues (roots of ${charText}); ${statedDistinct.length} stated.`,
  );
}

// ---- approximations ----------------------------------------------------------------------------------------------

function decideApprox(lhs: Expr, rhs: Expr, tolerance: Expr, places: number, domain: Domain | undefined, budget: WorkBudget): Verdict {
  let l = lhs;
  let r = rhs;
  let tol = tolerance;
  if (hasUnits(lhs) || hasUnits(rhs)) {
    try {
      const exponent = (e: Expr) => {
        const q = exactRational(e);
        return q?.isInteger() ? Number(q.num) : null;
      };
      const L = lowerUnits(lhs, exponent);
      const R = lowerUnits(rhs, exponent);
      const T = lowerUnits(tolerance, exponent);
      if (!sameDim(L.dim, R.dim))
        return verdict('ERROR', 'units', 'The two sides have different dimensions, so they cannot be compared.', {
          error: 'incompatible units',
        });
      l = L.expr;
      r = R.expr;
      tol = T.expr;
    } catch (err) {
      if (err instanceof UnitError)
        return verdict('ERROR', 'units', `The quantities are not compatible: ${err.message}.`, { error: 'incompatible units' });
      throw err;
    }
  }
  try {
    l = lowerCalculus(l, domain ?? 'complex', budget);
  } catch (err) {
    if (err instanceof NotComputed) return verdict('UNKNOWN', 'approximation', `Undecided: ${err.message}.`);
    if (err instanceof UndefinedValue)
      return verdict('ERROR', 'approximation', `The left side is not defined: ${err.reason}.`, { error: err.reason });
    throw err;
  }
  if (freeVariables(l).length > 0)
    throw new MathInputError('UNSUPPORTED', '"≈" compares a number with a decimal; the left side has variables.');
  const diff = sub(l, r);
  const placesText = `${places} decimal place${places === 1 ? '' : 's'}`;
  const exact = exactRational(diff, domain ?? 'complex');
  const t = exactRational(tol) as Rational;
  const classify = (d: Rational): 'in' | 'out' | 'between' =>
    d.abs().le(t) ? 'in' : t.mul(Rational.int(2)).lt(d.abs()) ? 'out' : 'between';
  let outcome: 'in' | 'out' | 'between' | null = exact ? classify(exact) : null;
  if (!outcome) {
    const r2 = refine(diff, { domain: domain ?? 'complex' }, budget, (v, A) => {
      const T = A.fromRational(t);
      const T2 = A.fromRational(t.mul(Rational.int(2)));
      if (v.im && !v.im.containsZero()) {
        const m = v.im.mignitude();
        if (cmp(m, T2.hi) > 0) return 'out' as const;
        return null;
      }
      const mag = v.re.magnitude();
      const mig = v.re.mignitude();
      if ((v.im === null || v.im.isZero()) && cmp(mag, T.lo) <= 0) return 'in' as const;
      if (cmp(mig, T2.hi) > 0) return 'out' as const;
      if ((v.im === null || v.im.isZero()) && cmp(mig, T.hi) > 0 && cmp(mag, T2.lo) <= 0) return 'between' as const;
      return null;
    });
    if (r2.kind === 'undefined')
      return verdict('ERROR', 'approximation', `The left side is not defined: ${r2.error.reason}.`, { error: r2.error.reason });
    if (r2.kind === 'decided') outcome = r2.value;
  }
  if (outcome === 'in') {
    return verdict(
      'VERIFIED',
      'approximation',
      `The approximation holds: the value agrees with ${printExpr(rhs)} to ${placesText} (|difference| ≤ half a unit in the last place, proven ${exact ? 'exactly' : 'with interval arithmetic'}).`,
    );
  }
  if (outcome === 'out') {
    return verdict(
      'CORRECTION_NEEDED',
      'approximation',
      `The approximation does not hold: the value differs from ${printExpr(rhs)} by more than one unit in the last stated place (proven ${exact ? 'exactly' : 'with interval arithmetic'}).`,
    );
  }
  if (outcome === 'between') {
    return verdict(
      'UNKNOWN',
      'approximation',
      `Undecided: ${printExpr(rhs)} is within one unit of the last stated place but is not the value rounded to ${placesText} (e.g. a truncation); the documented tolerance is half a unit.`,
    );
  }
  return verdict(
    'UNKNOWN',
    'approximation',
    'Undecided: the value could not be enclosed precisely enough to compare it with the stated decimal.',
  );
}
