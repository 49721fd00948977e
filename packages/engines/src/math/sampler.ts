/**
 * Numeric refutation: evaluate both sides at deterministic pseudo-random points drawn from several domains
 * (positive, negative, small integers incl. 0 and ±1, large, mixed). Any point where the sides differ, or
 * where exactly one side is defined, is a counterexample, confirmed at 64 significant digits first so float
 * noise (cancellation, overflow) never produces a false refutation. Agreement proves nothing (spec 3.1.2).
 */
import type { BigNumber, MathJsInstance } from 'mathjs';
import { mulberry32 } from '../seeded-random.ts';
import { type Domain, EvalError, evalExpr, type MathValue, toComplexParts } from './evaluate';
import type { Expr } from './expr';
import { bigMath, bigMath128, numberMath } from './hardened-math';

export type SampleOutcome =
  | { status: 'REFUTED'; counterexample: Record<string, number>; left: string; right: string }
  | { status: 'AGREED'; points: number; skipped: number };

const PER_DOMAIN = 8;
const RECHECK_ABOVE = 1e-13;
const BIG_TOL = 1e-30;

type Draw = (r: () => number) => number;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const DOMAINS: ReadonlyArray<{ name: string; draw: Draw }> = [
  { name: 'positive', draw: (r) => round6(0.1 + 2.9 * r()) },
  { name: 'negative', draw: (r) => round6(-3 + 2.9 * r()) },
  { name: 'integer', draw: (r) => Math.floor(r() * 11) - 5 },
  { name: 'large', draw: (r) => (r() < 0.5 ? -1 : 1) * round6(10 + 990 * r()) },
];

function outcome(e: Expr, m: MathJsInstance, scope: Record<string, MathValue>, domain: Domain): MathValue | EvalError {
  try {
    return evalExpr(e, m, scope, domain, { guardCancellation: m !== numberMath });
  } catch (err) {
    if (err instanceof EvalError) return err;
    throw err;
  }
}

function show(v: MathValue | EvalError): string {
  return v instanceof EvalError ? `undefined (${v.message})` : numberMath.format(v, { precision: 14 });
}

/** Relative distance of two defined values, measured in the instance's own arithmetic. */
function relDiff(m: MathJsInstance, a: MathValue, b: MathValue): number {
  const d = toComplexParts(m, m.subtract(a, b) as MathValue);
  const pa = toComplexParts(m, a);
  const pb = toComplexParts(m, b);
  const scale = Math.max(1, Math.hypot(pa.re, pa.im), Math.hypot(pb.re, pb.im));
  return Math.hypot(d.re, d.im) / scale;
}

function bigRelDiff(a: MathValue, b: MathValue): number {
  const m = bigMath;
  if (m.typeOf(a) === 'BigNumber' && m.typeOf(b) === 'BigNumber') {
    const x = a as BigNumber;
    const y = b as BigNumber;
    const scale = m.max(m.bignumber(1), m.abs(x), m.abs(y)) as BigNumber;
    return (m.divide(m.abs(m.subtract(x, y)), scale) as BigNumber).toNumber();
  }
  return relDiff(m, a, b) < 1e-13 ? 0 : 1;
}

function bigScope(m: MathJsInstance, point: Record<string, number>): Record<string, MathValue> {
  const scope: Record<string, MathValue> = {};
  for (const [k, v] of Object.entries(point)) scope[k] = m.bignumber(String(v));
  return scope;
}

/** Same outcome at two precisions: both undefined, or both defined with (nearly) the same value. */
function stable(a: MathValue | EvalError, b: MathValue | EvalError): boolean {
  if (a instanceof EvalError || b instanceof EvalError) return a instanceof EvalError && b instanceof EvalError;
  return bigRelDiff(a, b) <= BIG_TOL;
}

/**
 * Re-decides one point at 64 and 128 digits. The mismatch is real only if it shows at both precisions and
 * each side's value is the same at both (catastrophic cancellation, e.g. cosh(400)² − sinh(400)², gives
 * values that change with the precision; such points are skipped, never used as counterexamples).
 * Returns the two sides' values when confirmed, else null.
 */
function confirmMismatch(lhs: Expr, rhs: Expr, point: Record<string, number>, domain: Domain): [string, string] | null {
  const l = outcome(lhs, bigMath, bigScope(bigMath, point), domain);
  const r = outcome(rhs, bigMath, bigScope(bigMath, point), domain);
  if (unreliable(l) || unreliable(r) || !differ(l, r)) return null;
  const m128 = bigMath128();
  const l2 = outcome(lhs, m128, bigScope(m128, point), domain);
  const r2 = outcome(rhs, m128, bigScope(m128, point), domain);
  if (unreliable(l2) || unreliable(r2) || !differ(l2, r2) || !stable(l, l2) || !stable(r, r2)) return null;
  return [show(l), show(r)];
}

function unreliable(v: MathValue | EvalError): boolean {
  return v instanceof EvalError && v.code === 'PRECISION_LOSS';
}

function differ(l: MathValue | EvalError, r: MathValue | EvalError): boolean {
  const lErr = l instanceof EvalError;
  const rErr = r instanceof EvalError;
  if (lErr && rErr) return false;
  if (lErr !== rErr) return true;
  return bigRelDiff(l as MathValue, r as MathValue) > BIG_TOL;
}

/** Fixed small values first: removable singularities and sign changes live at 0 and ±1 far more often than elsewhere. */
const SPECIAL = [0, 1, -1, 2, -2, 3, -3, 0.5];

export function sampleEquality(lhs: Expr, rhs: Expr, vars: readonly string[], domain: Domain, seed = 0x5eed): SampleOutcome {
  const rand = mulberry32(seed);
  let points = 0;
  let skipped = 0;
  let specialIndex = 0;
  const plans: Array<(v: number) => Draw> = [
    // First four points give every variable the same special value, the next four shift it per variable.
    (v) => () => SPECIAL[(specialIndex + (specialIndex >= 4 ? v : 0)) % SPECIAL.length]!,
    ...DOMAINS.map((d) => () => d.draw),
    (v) => DOMAINS[(v + Math.floor(rand() * 4)) % 4]!.draw,
  ];
  for (const plan of plans) {
    for (let i = 0; i < PER_DOMAIN; i++) {
      const point: Record<string, number> = {};
      vars.forEach((name, idx) => (point[name] = plan(idx)(rand)));
      specialIndex++;
      const l = outcome(lhs, numberMath, point, domain);
      const r = outcome(rhs, numberMath, point, domain);
      const lErr = l instanceof EvalError;
      const rErr = r instanceof EvalError;
      if (lErr && rErr) {
        skipped++;
        continue;
      }
      const suspicious = lErr !== rErr || relDiff(numberMath, l as MathValue, r as MathValue) > RECHECK_ABOVE;
      // Every float difference above 1e-13 is re-decided at 64 digits, so tiny true
      // differences (x + 1e-12 = x) are caught and float noise never refutes a true identity.
      const confirmed = suspicious ? confirmMismatch(lhs, rhs, point, domain) : null;
      if (confirmed) return { status: 'REFUTED', counterexample: point, left: confirmed[0], right: confirmed[1] };
      points++;
    }
  }
  return { status: 'AGREED', points, skipped };
}
