/**
 * Equations `lhs = rhs` (also `==`). `is_valid` = `result` = "the equation holds".
 *
 * Semantics for variables: the equation is an identity claim. It holds when, for every value of the variables
 * (real numbers unless context.domain = "complex"), both sides are defined and equal, or both are undefined.
 * So `x/x = 1` fails at x = 0 and `sqrt(x^2) = x` fails at x = −1.
 *
 * Decision order for identities: numeric refutation (sampler.ts) → exact normal form (normal-form.ts) →
 * algebrite on its trusted subset → otherwise UNKNOWN (never "probably true", spec 3.1 rule 2).
 *
 * Numeric equations: exact rational arithmetic when both sides are rational (0.1 + 0.2 = 0.3 is exactly true),
 * else decimal arithmetic at 64 and 128 digits: equal only if the difference is below 1e-50 at 64 digits and
 * below 1e-110 at 128 digits (a rounding error shrinks with precision, a real difference does not).
 */
import type { BigNumber, MathJsInstance } from 'mathjs';
import { algebriteDifferenceIsZero } from './algebrite-prover';
import { type Domain, EvalError, evalExpr, ISSUE_TEXT, type MathValue, toComplexParts } from './evaluate';
import { ExactDivisionByZero, exactRational } from './exact';
import { type Expr, freeVariables, MathInputError, parseExpr, printExpr } from './expr';
import { ambiguityWarning } from './expression';
import { bigMath, bigMath128 } from './hardened-math';
import { linearSolution, proveIdentity } from './normal-form';
import { sampleEquality } from './sampler';
import type { EquationResult } from './types';

export function splitEquation(text: string): [string, string] | null {
  const parts = text.split(/==?/);
  if (parts.length !== 2) return null;
  return [parts[0]!, parts[1]!];
}

function base(left: string, right: string, diff: string): Pick<EquationResult, 'left_side' | 'right_side' | 'simplified_difference'> {
  return { left_side: left, right_side: right, simplified_difference: diff };
}

export function verifyEquation(text: string, domain: Domain | undefined): EquationResult {
  const sides = splitEquation(text);
  if (!sides) {
    return {
      is_valid: false,
      result: false,
      ...base('', '', ''),
      status: 'ERROR',
      error: 'syntax error',
      message: 'An equation must contain exactly one "=".',
    };
  }
  let lhs: Expr;
  let rhs: Expr;
  try {
    lhs = parseExpr(sides[0]);
    rhs = parseExpr(sides[1]);
  } catch (err) {
    if (!(err instanceof MathInputError)) throw err;
    return {
      is_valid: false,
      result: false,
      ...base(sides[0].trim(), sides[1].trim(), ''),
      status: 'ERROR',
      error: err.code === 'SYNTAX' ? 'syntax error' : 'invalid expression',
      message: err.message,
    };
  }
  const warning = ambiguityWarning(lhs) ?? ambiguityWarning(rhs);
  const vars = freeVariables({ k: 'op', op: '-', args: [lhs, rhs] });
  const result = vars.length === 0 ? numericEquation(lhs, rhs, domain ?? 'complex') : identity(lhs, rhs, vars, domain ?? 'real');
  return warning ? { ...result, warning } : result;
}

function verdict(holds: boolean, fields: Omit<EquationResult, 'is_valid' | 'result'>): EquationResult {
  return { is_valid: holds, result: holds, ...fields };
}

function numericEquation(lhs: Expr, rhs: Expr, domain: Domain): EquationResult {
  const L = printExpr(lhs);
  const R = printExpr(rhs);
  try {
    const a = exactRational(lhs);
    const b = exactRational(rhs);
    if (a && b) {
      const d = a.sub(b);
      return verdict(d.isZero(), {
        ...base(L, R, d.toString()),
        status: d.isZero() ? 'PROVEN' : 'REFUTED',
        method: 'exact-rational',
        message: d.isZero()
          ? 'The equation holds (decided exactly with rational arithmetic).'
          : `The equation does not hold: left − right = ${d.toString()} (exact rational arithmetic).`,
      });
    }
  } catch (err) {
    if (!(err instanceof ExactDivisionByZero)) throw err;
    return undefinedSide(L, R, ISSUE_TEXT.DIVISION_BY_ZERO);
  }
  let d64: number;
  let d128: number;
  let diffText: string;
  try {
    [d64, diffText] = decimalDifference(lhs, rhs, bigMath, domain);
    [d128] = d64 <= 1e-50 ? decimalDifference(lhs, rhs, bigMath128(), domain) : [Infinity];
  } catch (err) {
    if (!(err instanceof EvalError)) throw err;
    return undefinedSide(L, R, err.message);
  }
  if (Number.isNaN(d64) || Number.isNaN(d128)) {
    return verdict(false, {
      ...base(L, R, diffText),
      status: 'UNKNOWN',
      method: 'decimal',
      message:
        'Unproven: the complex values agree only to double precision, which is not a proof, so the equation is not reported as holding.',
    });
  }
  const holds = d64 <= 1e-50 && d128 <= 1e-110;
  return verdict(holds, {
    ...base(L, R, holds ? '0' : diffText),
    status: holds ? 'PROVEN' : 'REFUTED',
    method: 'decimal',
    message: holds
      ? 'The equation holds: both sides agree to more than 110 significant digits (decimal arithmetic at 64 and 128 digits).'
      : `The equation does not hold: left − right ≈ ${diffText}.`,
  });
}

function undefinedSide(L: string, R: string, why: string): EquationResult {
  return verdict(false, { ...base(L, R, ''), status: 'ERROR', error: why, message: `The equation is not meaningful: ${why}.` });
}

const NON_REAL = new Set(['NOT_REAL', 'SQRT_NEGATIVE', 'LOG_NEGATIVE']);

/**
 * Relative difference (as a double) and the printed difference, in the given decimal instance. Values that
 * pass through complex numbers are computed by mathjs in doubles, so for them only an exactly zero difference
 * counts as equal, a difference within double rounding is returned as NaN (undecided) and a larger one as
 * Infinity.
 */
function decimalDifference(lhs: Expr, rhs: Expr, m: MathJsInstance, domain: Domain): [number, string] {
  try {
    const a = evalExpr(lhs, m, {}, 'real');
    const b = evalExpr(rhs, m, {}, 'real');
    const diff = m.subtract(a, b) as BigNumber;
    const scale = m.max(m.bignumber(1), m.abs(a as BigNumber), m.abs(b as BigNumber)) as BigNumber;
    return [(m.divide(m.abs(diff), scale) as BigNumber).toNumber(), m.format(diff, { precision: 15 })];
  } catch (err) {
    if (!(err instanceof EvalError) || domain === 'real' || !NON_REAL.has(err.code)) throw err;
  }
  const a = evalExpr(lhs, m, {}, 'complex');
  const b = evalExpr(rhs, m, {}, 'complex');
  const diff = m.subtract(a, b) as MathValue;
  const p = toComplexParts(m, diff);
  const pa = toComplexParts(m, a);
  const pb = toComplexParts(m, b);
  const rel = Math.hypot(p.re, p.im) / Math.max(1, Math.hypot(pa.re, pa.im), Math.hypot(pb.re, pb.im));
  return [rel === 0 ? 0 : rel <= 1e-12 ? NaN : Infinity, m.format(diff, { precision: 15 })];
}

function identity(lhs: Expr, rhs: Expr, vars: string[], domain: Domain): EquationResult {
  const L = printExpr(lhs);
  const R = printExpr(rhs);
  const scope = domain === 'real' ? 'real' : 'complex-valued';
  const sample = sampleEquality(lhs, rhs, vars, domain);
  const proof = proveIdentity(lhs, rhs, domain);
  const diff = proof.difference ?? `(${L}) - (${R})`;
  const solutions = solve(lhs, rhs, vars);
  if (sample.status === 'REFUTED') {
    const at = Object.entries(sample.counterexample)
      .map(([k, v]) => `${k} = ${v}`)
      .join(', ');
    return verdict(false, {
      ...base(L, R, diff),
      status: 'REFUTED',
      method: 'sampling',
      counterexample: sample.counterexample,
      ...solutions,
      message: `The equation does not hold for all values: at ${at} the left side is ${sample.left} and the right side is ${sample.right}.`,
    });
  }
  if (proof.status === 'PROVEN') {
    return verdict(true, {
      ...base(L, R, '0'),
      status: 'PROVEN',
      method: 'normal-form',
      message: `Identity proven symbolically: both sides reduce to the same exact normal form and are defined for the same ${scope} values.`,
    });
  }
  if (proof.status === 'NOT_PROVEN' && proof.pureNonZeroPolynomial) {
    return verdict(false, {
      ...base(L, R, diff),
      status: 'REFUTED',
      method: 'normal-form',
      ...solutions,
      message: `The equation does not hold for all values: left − right = ${diff}, a non-zero polynomial.`,
    });
  }
  if (proof.status !== 'EQUAL_WHERE_BOTH_DEFINED') {
    const alg = algebriteDifferenceIsZero(lhs, rhs);
    if (alg.verdict === 'ZERO') {
      return verdict(true, {
        ...base(L, R, '0'),
        status: 'PROVEN',
        method: 'algebrite',
        message:
          'Identity proven symbolically (algebrite reduced left − right to 0; no logarithms, roots or variable denominators involved).',
      });
    }
  }
  const why =
    proof.status === 'EQUAL_WHERE_BOTH_DEFINED'
      ? 'both sides are equal wherever both are defined, but they may be defined for different values (for example a removable singularity)'
      : 'no symbolic proof was found';
  return verdict(false, {
    ...base(L, R, diff),
    status: 'UNKNOWN',
    method: 'sampling',
    ...solutions,
    message: `Unproven: ${why}. Both sides agreed at all ${sample.points} sampled points (negative, positive, integer and large ${domain} values), which is not a proof, so the equation is not reported as holding.`,
  });
}

function solve(lhs: Expr, rhs: Expr, vars: string[]): { solutions?: Record<string, string>[] } {
  if (vars.length !== 1) return {};
  const x = linearSolution(lhs, rhs, vars[0]!);
  return x ? { solutions: [{ [vars[0]!]: x.toString() }] } : {};
}
