/**
 * Stage 5 for equations without variables: exact rational comparison → exact normal form → rigorous interval
 * bound. VERIFIED only when the difference is exactly zero (rational arithmetic or the normal form);
 * CORRECTION_NEEDED only when an enclosure of the difference excludes 0 (adaptive precision up to the cap);
 * UNKNOWN otherwise, with how many digits the sides were seen to agree to.
 */
import { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { algebraicBound } from './algebraic.ts';
import { angleEquality } from './angle.ts';
import type { Condition } from './conditions.ts';
import type { EncloseOptions, Num } from './enclose.ts';
import { exactRational } from './exact.ts';
import { type Expr, printExpr, sub } from './expr.ts';
import { type Forms, normalForms, type Verdict } from './identity-forms.ts';
import { PRECISION } from './limits.ts';
import { Arith, type Interval, top } from './numeric/interval.ts';
import { conditionHolds, excludesZero } from './points.ts';
import { agreementDigits, refine, refineAny } from './refine.ts';
import { evalDouble } from './sampler.ts';
import { type Domain, UndefinedValue } from './undefined-value.ts';

function undefinedSide(side: 'left' | 'right', reason: string): Verdict {
  return {
    status: 'ERROR',
    method: 'exact',
    difference: '',
    error: reason,
    message: `The equation is not meaningful: its ${side} side is undefined (${reason}).`,
  };
}

/** Decides closed conditions (a denominator ≠ 0, a logarithm's argument > 0…) rigorously. */
export function decideConditions(
  conds: Iterable<Condition>,
  domain: Domain,
  budget: WorkBudget,
  opts: Partial<EncloseOptions> = {},
): 'hold' | 'fail' | 'unknown' {
  let unknown = false;
  for (const c of conds) {
    let decided: boolean | null = null;
    for (let bits = PRECISION.start; bits <= 1024 && decided === null; bits *= 2) {
      if (budget.exhausted) break;
      decided = conditionHolds(c, new Arith(bits, budget), domain, new Map(), opts);
    }
    if (decided === false) return 'fail';
    if (decided === null) unknown = true;
  }
  return unknown ? 'unknown' : 'hold';
}

export function decideClosed(lhs: Expr, rhs: Expr, domain: Domain, budget: WorkBudget, opts: Partial<EncloseOptions> = {}): Verdict {
  let a = null;
  let b = null;
  try {
    a = exactRational(lhs, domain);
  } catch (err) {
    if (err instanceof UndefinedValue) return undefinedSide('left', err.reason);
    throw err;
  }
  try {
    b = exactRational(rhs, domain);
  } catch (err) {
    if (err instanceof UndefinedValue) return undefinedSide('right', err.reason);
    throw err;
  }
  if (a && b) {
    const d = a.sub(b);
    return d.isZero()
      ? {
          status: 'VERIFIED',
          method: 'exact-rational',
          difference: '0',
          message: 'The equation holds (decided exactly with rational arithmetic).',
        }
      : {
          status: 'CORRECTION_NEEDED',
          method: 'exact-rational',
          difference: d.toString(),
          message: `The equation does not hold: left − right = ${d.toString()} exactly (rational arithmetic).`,
        };
  }
  const forms = normalForms(lhs, rhs, domain, budget);
  if (forms.kind === 'undefined') return undefinedSide(forms.side, forms.error.reason);
  let definedness: 'hold' | 'fail' | 'unknown' = 'hold';
  let difference = `(${printExpr(lhs)}) - (${printExpr(rhs)})`;
  let diffExpr: Expr = sub(lhs, rhs);
  if (forms.kind === 'ok') {
    const f = forms.forms;
    difference = f.diffText;
    for (const [side, conds] of [
      ['left', f.left.conditions],
      ['right', f.right.conditions],
    ] as const) {
      const d = decideConditions(conds.values(), domain, budget, opts);
      if (d === 'fail') return undefinedSide(side, reasonFor(side === 'left' ? lhs : rhs, domain, budget));
      if (d === 'unknown') definedness = 'unknown';
    }
    if (f.diff.size === 0) {
      if (definedness === 'unknown') return notDefinedKnown(difference);
      return {
        status: 'VERIFIED',
        method: 'normal-form',
        difference: '0',
        message: 'The equation holds: both sides reduce to the same exact normal form.',
      };
    }
    if (isGaussianRational(f)) {
      if (definedness === 'unknown') return notDefinedKnown(difference);
      return {
        status: 'CORRECTION_NEEDED',
        method: 'normal-form',
        difference,
        message: `The equation does not hold: left − right = ${difference}, a non-zero exact (Gaussian rational) number.`,
      };
    }
    diffExpr = f.nz.toExpr(f.diff);
  }
  const angle = definedness === 'hold' ? angleEquality(lhs, rhs, domain, budget) : null;
  if (angle) {
    const times = angle.multiple === 1 ? '' : `${angle.multiple}·`;
    return {
      status: 'VERIFIED',
      method: 'angle-addition',
      difference: '0',
      message: `The equation holds: ${times}(left − right) is a sum of whole multiples of arctangents (arguments of exact complex numbers) and of π whose exponential is exactly a positive real, so it is a multiple of 2π; an enclosure at ${angle.bits} bits puts it strictly between −2π and 2π, so it is 0.`,
    };
  }
  // At each precision the original difference first (cheap, no expansion), then the normal form's (whatever
  // cancels exactly has cancelled there). A difference that is an algebraic number is 0 once its enclosure is below
  // its root bound (algebraic.ts); an enclosure that is exactly the point 0 proves 0 directly.
  const original = sub(lhs, rhs);
  const exprs = diffExpr === original ? [original] : [original, diffExpr];
  const bounds = exprs.map((e) => algebraicBound(e, domain));
  let usedBound = bounds[0] ?? null;
  const decide = (v: Num, _A: Arith, index: number): 'differs' | 'zero' | 'algebraic' | null => {
    if (excludesZero(v)) return 'differs';
    if (v.re.isZero() && (v.im === null || v.im.isZero())) return 'zero';
    const b = bounds[index];
    if (b && below(v.re, b.l + 1) && (v.im === null || below(v.im, b.l + 1))) {
      usedBound = b;
      return 'algebraic';
    }
    return null;
  };
  const r = refineAny(exprs, { domain, ...opts }, budget, decide);
  if (r.kind === 'decided') {
    if (definedness === 'unknown') return notDefinedKnown(difference);
    if (r.value === 'zero')
      return {
        status: 'VERIFIED',
        method: 'interval',
        difference: '0',
        message: `The equation holds: a rigorous enclosure of left − right (interval arithmetic at ${r.bits} bits) is exactly the point 0.`,
      };
    if (r.value === 'algebraic') {
      const b = usedBound;
      return {
        status: 'VERIFIED',
        method: 'algebraic',
        difference: '0',
        message: `The equation holds: left − right is an algebraic number in a field of degree at most ${b?.d ?? '?'}; were it not 0, its norm (a non-zero rational) would keep it at least 2^-${Math.ceil(b?.l ?? 0)} in absolute value, and a rigorous enclosure at ${r.bits} bits puts it below that, so it is 0.`,
      };
    }
    return {
      status: 'CORRECTION_NEEDED',
      method: 'interval',
      difference,
      message: `The equation does not hold: an enclosure of left − right computed with outward-rounded interval arithmetic at ${r.bits} bits excludes 0.`,
    };
  }
  if (r.kind === 'undefined') {
    const left = refine(lhs, { domain, ...opts }, budget, () => true);
    if (left.kind === 'undefined') return undefinedSide('left', left.error.reason);
    const right = refine(rhs, { domain, ...opts }, budget, () => true);
    if (right.kind === 'undefined') return undefinedSide('right', right.error.reason);
    return { status: 'UNKNOWN', method: 'interval', difference, message: 'Undecided: the difference could not be evaluated.' };
  }
  const digits = r.last ? digitsOf(r.last, lhs, budget) : 0;
  const reached = r.last ? `agree to at least ${digits} significant digits (interval arithmetic up to ${r.bits} bits)` : null;
  const evidence =
    r.reason === 'budget'
      ? `${reached ? `Both sides ${reached}; then t` : 'T'}he work budget was spent before the difference could be separated from 0.`
      : reached
        ? `Both sides ${reached}; equality is not proven.`
        : `The difference could not be enclosed (interval arithmetic up to ${r.bits} bits); nothing is proven.`;
  return {
    status: 'UNKNOWN',
    method: 'interval',
    difference,
    evidence,
    ...(r.reason === 'budget' ? { reason: 'BUDGET_EXCEEDED' as const } : {}),
    message: `Unproven: ${evidence}`,
  };
}

function digitsOf(diff: Num, lhs: Expr, budget: WorkBudget): number {
  const re = realDigitsOf(diff.re, lhs, budget);
  return diff.im === null ? re : Math.min(re, realDigitsOf(diff.im, lhs, budget));
}

function realDigitsOf(diff: Interval, lhs: Expr, budget: WorkBudget): number {
  const v = Math.abs(evalDouble(lhs, {}));
  const scale = Number.isFinite(v) && v > 1 ? v : 1;
  void budget;
  const A = new Arith(64, new WorkBudget(1000));
  return agreementDigits(diff, A.fromRational(Rational.fromNumber(scale) ?? Rational.ONE));
}

function below(x: Interval, l: number): boolean {
  const m = x.magnitude();
  return m.m === 0n || top(m) < -l;
}

function notDefinedKnown(difference: string): Verdict {
  return {
    status: 'UNKNOWN',
    method: 'normal-form',
    difference,
    message: 'Undecided: whether every part of the equation is defined (e.g. a denominator that might be 0) could not be decided.',
  };
}

/** Every atom of the difference is the imaginary unit: a + b·i with rationals, exactly non-zero. */
function isGaussianRational(f: Forms): boolean {
  for (const t of f.diff.values()) for (const [id] of t.mono) if (!f.nz.table.get(id).imaginaryUnit) return false;
  return true;
}

function reasonFor(e: Expr, domain: Domain, budget: WorkBudget): string {
  const r = refine(e, { domain }, budget, () => true, 2048);
  return r.kind === 'undefined' ? r.error.reason : 'argument outside the domain of a function';
}
