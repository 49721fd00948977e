/**
 * The value of a closed expression, through the same stages as the decisions: exact rational → exact normal form
 * (sin(π/6) = 1/2, e^(iπ) = −1) → rigorous enclosure refined until it determines the correctly rounded double.
 * `value` is that double (never a float artefact: 10^20 + 1 − 10^20 is 1), `exact` the exact form when one is
 * known; an expression undefined at its point (tan(π/2), log(cos(π/2))) is decided exactly and reported as such.
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { decideConditions } from './closed.ts';
import type { EncloseOptions, Num } from './enclose.ts';
import { exactRational } from './exact.ts';
import type { Expr } from './expr.ts';
import { Normalizer, printRatFn, Unsupported } from './normal-form.ts';
import type { Arith } from './numeric/interval.ts';
import { asConstant, BudgetExceeded, type Poly } from './polynomial.ts';
import { decimalText, inDoubleRange, refine, roundedDouble } from './refine.ts';
import { type Domain, REASONS, UndefinedValue } from './undefined-value.ts';

export interface ValueOutcome {
  status: 'VERIFIED' | 'UNKNOWN' | 'ERROR';
  /** Correctly rounded double; a string for complex values; null when not representable or not decided. */
  value: number | string | null;
  exact?: string;
  simplified: string;
  is_complex?: boolean;
  error?: string;
  message?: string;
  evidence?: string;
  reason?: 'BUDGET_EXCEEDED';
}

/** Shortest text of a double, as JavaScript prints it. */
function show(x: number): string {
  return Object.is(x, -0) ? '0' : String(x);
}

export function complexText(re: string, im: string): string {
  const imag = im === '1' ? 'i' : im === '-1' ? '-i' : `${im}i`;
  if (re === '0') return imag;
  return im.startsWith('-') ? `${re} - ${imag.slice(1)}` : `${re} + ${imag}`;
}

function fromRational(r: Rational): ValueOutcome {
  const v = r.toNumber();
  const exact = r.toString();
  if (!Number.isFinite(v) || (v === 0 && !r.isZero())) {
    return {
      status: 'VERIFIED',
      value: null,
      exact,
      simplified: exact,
      message: 'The value is outside the range of a double; the exact value is given in `exact`.',
    };
  }
  return { status: 'VERIFIED', value: v, exact, simplified: r.isInteger() ? exact : show(v) };
}

function undefinedOutcome(reason: string): ValueOutcome {
  return { status: 'ERROR', value: null, simplified: '', error: reason, message: `The expression is not defined: ${reason}.` };
}

/** The Gaussian rational a + b·i when the polynomial has no atom other than i. */
function gaussian(p: Poly, nz: Normalizer): { re: Rational; im: Rational } | null {
  let re = Rational.ZERO;
  let im = Rational.ZERO;
  for (const t of p.values()) {
    if (t.mono.length === 0) re = re.add(t.coef);
    else if (t.mono.length === 1 && t.mono[0]?.[1] === 1 && nz.table.get(t.mono[0][0]).imaginaryUnit) im = im.add(t.coef);
    else return null;
  }
  return { re, im };
}

export function expressionValue(e: Expr, domain: Domain, budget: WorkBudget, opts: Partial<EncloseOptions> = {}): ValueOutcome {
  try {
    const r = exactRational(e, domain);
    if (r) return fromRational(r);
  } catch (err) {
    if (err instanceof UndefinedValue) return undefinedOutcome(err.reason);
    throw err;
  }
  let valueExpr = e;
  let exactText: string | undefined;
  let definedness: 'hold' | 'fail' | 'unknown' = 'hold';
  try {
    const nz = new Normalizer({ domain, budget });
    let side = nz.side(e);
    if (nz.trigStale()) {
      nz.restart();
      side = nz.side(e);
    }
    definedness = decideConditions(side.conditions.values(), domain, budget);
    if (definedness === 'fail') {
      const r = refine(e, { domain, ...opts }, budget, () => true, 2048);
      return undefinedOutcome(r.kind === 'undefined' ? r.error.reason : REASONS.OUT_OF_DOMAIN);
    }
    const n = side.value.n;
    const d = asConstant(side.value.d);
    if (d && definedness === 'hold') {
      const c = asConstant(n);
      if (c) return fromRational(c.div(d));
      const g = gaussian(n, nz);
      if (g) {
        const re = g.re.div(d);
        const im = g.im.div(d);
        const text = complexText(show(re.toNumber()), show(im.toNumber()));
        return { status: 'VERIFIED', value: text, simplified: text, exact: complexText(re.toString(), im.toString()), is_complex: true };
      }
    }
    const printed = printRatFn(side.value, nz.table);
    if (printed.length <= 200 && !printed.includes('…')) exactText = printed;
    valueExpr = nz.ratFnExpr(side.value);
  } catch (err) {
    if (err instanceof UndefinedValue) return undefinedOutcome(err.reason);
    if (!(err instanceof Unsupported || err instanceof BudgetExceeded || err instanceof RangeError)) throw err;
  }
  const r = refine(valueExpr, { domain, ...opts }, budget, (v, A) => decided(v, A));
  if (r.kind === 'undefined') return undefinedOutcome(r.error.reason);
  if (r.kind === 'decided' && definedness === 'hold') {
    return { ...r.value, ...(exactText && exactText !== r.value.simplified ? { exact: exactText } : {}) };
  }
  return {
    ...(r.kind === 'undecided' && r.reason === 'budget' ? { reason: 'BUDGET_EXCEEDED' as const } : {}),
    status: 'UNKNOWN',
    value: null,
    simplified: exactText ?? '',
    ...(exactText ? { exact: exactText } : {}),
    message:
      definedness === 'unknown'
        ? 'Undecided: whether the expression is defined (e.g. a denominator that might be 0) could not be decided.'
        : r.kind === 'undecided' && r.reason === 'budget'
          ? 'Undecided: the work budget was spent before the value was determined to double precision.'
          : `Undecided: interval arithmetic up to ${r.kind === 'undecided' ? r.bits : 0} bits did not determine the value to double precision (it may be exactly at a rounding boundary, or 0).`,
  };
}

function decided(v: Num, A: Arith): ValueOutcome | null {
  if (v.im === null || v.im.isZero()) {
    const x = v.re;
    if (!inDoubleRange(x)) {
      const text = decimalText(x, A, 15);
      if (!text) return null;
      return {
        status: 'VERIFIED',
        value: null,
        simplified: text,
        message: 'The value is outside the range of a double; a rigorous decimal approximation is given in `simplified`.',
      };
    }
    const d = roundedDouble(x);
    return d === null ? null : { status: 'VERIFIED', value: d, simplified: show(d) };
  }
  const re = roundedDouble(v.re);
  const im = roundedDouble(v.im);
  if (re === null || im === null) return null;
  const text = complexText(show(re), show(im));
  return { status: 'VERIFIED', value: text, simplified: text, is_complex: true };
}
