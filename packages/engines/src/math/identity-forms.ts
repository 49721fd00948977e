/**
 * What the decision stages share: the verdict shape, and the exact normal forms of the two sides of a claim (with
 * the domain conditions each side records), from which closed.ts and identity.ts decide.
 */
import type { WorkBudget } from '../budget.ts';
import type { Expr } from './expr.ts';
import { Normalizer, printRatFn, type SideForm, Unsupported } from './normal-form.ts';
import { BudgetExceeded, mul, type Poly, sub } from './polynomial.ts';
import { type Domain, UndefinedValue } from './undefined-value.ts';

export type Status = 'VERIFIED' | 'CORRECTION_NEEDED' | 'UNKNOWN' | 'ERROR';

export interface Verdict {
  status: Status;
  method: string;
  message: string;
  difference: string;
  /** VERIFIED identities whose sides' domains differ: where both are defined (results: `conditions`). */
  conditions?: string[];
  counterexample?: Record<string, number>;
  evidence?: string;
  error?: string;
  reason?: 'BUDGET_EXCEEDED';
  solutions?: Record<string, string>[];
  /** UNKNOWN: a proof exists where these hold; the request may state them as assumptions. */
  required_assumptions?: string[];
}

export interface Forms {
  nz: Normalizer;
  left: SideForm;
  right: SideForm;
  diff: Poly;
  diffText: string;
}

export type FormsResult =
  | { kind: 'ok'; forms: Forms }
  | { kind: 'undefined'; side: 'left' | 'right'; error: UndefinedValue }
  | { kind: 'none' };

export function normalForms(lhs: Expr, rhs: Expr, domain: Domain, budget: WorkBudget, assumePositive?: ReadonlySet<string>): FormsResult {
  // sin and cos of a sum kept whole first: sin(a+…+h)² + cos(a+…+h)² is 1 without expanding 2^8 products. Only a
  // proof is taken from this form; anything else is decided by the expanding one.
  if (compoundTrig(lhs) || compoundTrig(rhs)) {
    const whole = formsWith(lhs, rhs, new Normalizer({ domain, budget, atomicTrig: true, ...(assumePositive ? { assumePositive } : {}) }));
    if (whole.kind === 'ok' && whole.forms.diff.size === 0) return whole;
  }
  return formsWith(lhs, rhs, new Normalizer({ domain, budget, ...(assumePositive ? { assumePositive } : {}) }));
}

const TRIG = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc']);

/** Whether a trig function is applied to a sum or difference somewhere in the expression. */
function compoundTrig(e: Expr): boolean {
  const stack: Expr[] = [e];
  for (let seen = 0; stack.length > 0 && seen < 10_000; seen++) {
    const x = stack.pop() as Expr;
    if (x.k === 'fn') {
      const a = x.args[0];
      if (TRIG.has(x.name) && a?.k === 'op' && (a.op === '+' || a.op === '-')) return true;
      stack.push(...x.args);
    } else if (x.k === 'op') stack.push(...x.args);
  }
  return false;
}

function formsWith(lhs: Expr, rhs: Expr, nz: Normalizer): FormsResult {
  for (let attempt = 0; attempt < 2; attempt++) {
    let side: 'left' | 'right' = 'left';
    try {
      const left = nz.side(lhs);
      side = 'right';
      const right = nz.side(rhs);
      if (nz.trigStale()) {
        nz.restart();
        continue;
      }
      const t = nz.table;
      const diff = sub(mul(left.value.n, right.value.d, t), mul(right.value.n, left.value.d, t));
      const text = printRatFn({ n: diff, d: mul(left.value.d, right.value.d, t) }, t);
      return { kind: 'ok', forms: { nz, left, right, diff, diffText: text.length > 600 ? `${text.slice(0, 600)}…` : text } };
    } catch (err) {
      if (err instanceof UndefinedValue) return { kind: 'undefined', side, error: err };
      if (err instanceof Unsupported || err instanceof BudgetExceeded || err instanceof RangeError) return { kind: 'none' };
      throw err;
    }
  }
  return { kind: 'none' };
}
