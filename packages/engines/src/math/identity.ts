/**
 * Identities (equations with variables). Semantics, documented in docs/math.md:
 * - VERIFIED without conditions: at every value of the variables both sides are undefined, or both are defined and
 *   equal (proven by the exact normal form, with both sides imposing the same exact domain conditions);
 * - VERIFIED with `conditions`: wherever all listed conditions hold, both sides are defined and equal (the sides'
 *   domains differ, e.g. x/x = 1 with x ≠ 0, or a rule needed an assumption such as x > 0); a point where the
 *   conditions hold is exhibited, so the claim is never vacuous;
 * - CORRECTION_NEEDED: a point where both sides are defined and differ, proven with interval arithmetic;
 * - UNKNOWN: anything else, with the evidence (sampled agreement is evidence, never proof).
 */
import type { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { type Condition, sameConditionSets, simplifyConditions } from './conditions.ts';
import { arg, type Expr, printExpr } from './expr.ts';
import { PRECISION } from './limits.ts';
import { Normalizer, printRatFn, type SideForm, Unsupported } from './normal-form.ts';
import { confirm, definedAt } from './points.ts';
import { type AtomTable, add, BudgetExceeded, isPurePolynomial, mul, neg, type Poly, sub, termPoly, ZERO } from './polynomial.ts';
import { evalDouble, type Point, samplePoints, toNumbers } from './sampler.ts';
import { type Domain, UndefinedValue } from './undefined-value.ts';

export type Status = 'VERIFIED' | 'CORRECTION_NEEDED' | 'UNKNOWN' | 'ERROR';

export interface Verdict {
  status: Status;
  method: string;
  message: string;
  difference: string;
  conditions?: string[];
  counterexample?: Record<string, number>;
  evidence?: string;
  error?: string;
  reason?: 'BUDGET_EXCEEDED';
  solutions?: Record<string, string>[];
}

export interface Forms {
  nz: Normalizer;
  left: SideForm;
  right: SideForm;
  diff: Poly;
  diffText: string;
}

type FormsResult = { kind: 'ok'; forms: Forms } | { kind: 'undefined'; side: 'left' | 'right'; error: UndefinedValue } | { kind: 'none' };

export function normalForms(lhs: Expr, rhs: Expr, domain: Domain, budget: WorkBudget, assumePositive?: ReadonlySet<string>): FormsResult {
  const nz = new Normalizer({ domain, budget, ...(assumePositive ? { assumePositive } : {}) });
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

/** Zero under every sign pattern of the abs/max/min atoms' switch polynomials (each point matches some pattern). */
function zeroByCaseSplit(diff: Poly, table: AtomTable): boolean {
  const splits = new Map<string, number[]>();
  for (const t of diff.values()) {
    for (const [id] of t.mono) {
      const s = table.get(id).split;
      if (!s) continue;
      const list = splits.get(s.switchKey) ?? [];
      if (!list.includes(id)) list.push(id);
      splits.set(s.switchKey, list);
    }
  }
  const keys = [...splits.keys()];
  if (keys.length === 0 || keys.length > 4) return false;
  for (let pattern = 0; pattern < 1 << keys.length; pattern++) {
    const replace = new Map<number, Poly>();
    keys.forEach((key, i) => {
      const s = (pattern >> i) & 1 ? -1 : 1;
      for (const id of splits.get(key) ?? []) {
        const info = table.get(id).split;
        if (!info) continue;
        const [a = ZERO, b = ZERO] = info.args;
        if (info.kind === 'abs') replace.set(id, s > 0 ? a : neg(a));
        else {
          const wNonNegative = (info.flip ? -s : s) > 0;
          replace.set(id, wNonNegative === (info.kind === 'max') ? a : b);
        }
      }
    });
    if (substitute(diff, replace, table).size !== 0) return false;
  }
  return true;
}

function substitute(p: Poly, replace: ReadonlyMap<number, Poly>, table: AtomTable): Poly {
  let out: Poly = ZERO;
  for (const t of p.values()) {
    let term: Poly = termPoly(
      t.mono.filter(([id]) => !replace.has(id)),
      t.coef,
    );
    for (const [id, e] of t.mono) {
      const r = replace.get(id);
      if (!r) continue;
      for (let i = 0; i < e; i++) term = mul(term, r, table);
    }
    out = add(out, term);
  }
  return out;
}

/** Variables that occur under a logarithm, a root, |·| or a non-integer power (assumed positive in stage 2). */
function positiveCandidates(e: Expr, out: Set<string>, inside = false): Set<string> {
  if (e.k === 'var' && inside) out.add(e.name);
  if (e.k === 'fn') {
    const under = inside || ['log', 'log10', 'log2', 'sqrt', 'nthRoot', 'abs', 'cbrt'].includes(e.name);
    for (const a of e.args) positiveCandidates(a, out, under);
  } else if (e.k === 'op') {
    if (e.op === '^') {
      positiveCandidates(arg(e, 0), out, true);
      positiveCandidates(arg(e, 1), out, inside);
    } else for (const a of e.args) positiveCandidates(a, out, inside);
  }
  return out;
}

function linearSolution(diff: Poly, table: AtomTable, vars: string[]): Record<string, string>[] | undefined {
  if (vars.length !== 1 || !isPurePolynomial(diff, table)) return undefined;
  let a = Rational.ZERO;
  let b = Rational.ZERO;
  for (const t of diff.values()) {
    if (t.mono.length === 0) b = t.coef;
    else if (t.mono.length === 1 && t.mono[0]?.[1] === 1) a = t.coef;
    else return undefined;
  }
  if (a.isZero()) return undefined;
  const [v = 'x'] = vars;
  return [{ [v]: b.neg().div(a).toString() }];
}

export function decideIdentity(lhs: Expr, rhs: Expr, vars: string[], domain: Domain, budget: WorkBudget): Verdict {
  const L = printExpr(lhs);
  const R = printExpr(rhs);
  const plainDiff = `(${L}) - (${R})`;
  const first = normalForms(lhs, rhs, domain, budget);
  if (L === R && first.kind === 'none') {
    // Beyond the normal form (e.g. unsupported functions): the same expression, once shown to be defined somewhere.
    const witness = samplePoints(vars, 24).some((p) => definedAt([lhs], p, domain, budget, []));
    return witness
      ? {
          status: 'VERIFIED',
          method: 'syntactic',
          difference: '0',
          message: 'Both sides are the same expression, so they are equal wherever they are defined.',
        }
      : {
          status: 'UNKNOWN',
          method: 'syntactic',
          difference: '0',
          message: 'Both sides are the same expression, but no point was found where it is defined, so nothing is claimed.',
        };
  }
  if (first.kind === 'undefined') {
    return {
      status: 'ERROR',
      method: 'normal-form',
      difference: '',
      error: first.error.reason,
      message: `The ${first.side} side is undefined for every value of the variables (${first.error.reason}).`,
    };
  }
  if (first.kind === 'ok') {
    const f = first.forms;
    if (f.diff.size === 0 || zeroByCaseSplit(f.diff, f.nz.table)) {
      return proven(lhs, rhs, vars, f, [], domain, budget, f.diff.size === 0 ? 'normal-form' : 'case-split');
    }
  }
  const difference = first.kind === 'ok' ? first.forms.diffText : plainDiff;
  const solutions = first.kind === 'ok' ? linearSolution(first.forms.diff, first.forms.nz.table, vars) : undefined;
  const search = searchCounterexample(lhs, rhs, vars, domain, budget);
  if (search.found) {
    const [point, [lv, rv]] = search.found;
    const at = Object.entries(point)
      .map(([k, v]) => `${k} = ${v}`)
      .join(', ');
    return {
      status: 'CORRECTION_NEEDED',
      method: 'counterexample',
      difference,
      counterexample: toNumbers(point),
      ...(solutions ? { solutions } : {}),
      message: `The equation does not hold for all values: at ${at} both sides are defined and differ (left ${lv}, right ${rv}; proven with interval arithmetic).`,
    };
  }
  if (budget.exhausted) return budgetVerdict(difference);
  const positive = positiveCandidates(rhs, positiveCandidates(lhs, new Set()));
  if (positive.size > 0) {
    const second = normalForms(lhs, rhs, domain, budget, positive);
    if (second.kind === 'ok' && (second.forms.diff.size === 0 || zeroByCaseSplit(second.forms.diff, second.forms.nz.table))) {
      const assumptions: Condition[] = [...positive]
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((v) => ({
          kind: 'gt0',
          key: `assume:${v}`,
          text: `${v} > 0`,
          expr: { k: 'var', name: v },
          exact: false,
        }));
      return proven(lhs, rhs, vars, second.forms, assumptions, domain, budget, 'normal-form');
    }
  }
  if (budget.exhausted) return budgetVerdict(difference);
  return {
    status: 'UNKNOWN',
    method: 'sampling',
    difference,
    ...(solutions ? { solutions } : {}),
    evidence:
      search.agreed > 0
        ? `Both sides agreed at all ${search.agreed} sampled points where both are defined (${search.checked} of them checked with interval arithmetic).`
        : 'No sampled point had both sides defined.',
    message:
      search.agreed > 0
        ? `Unproven: no symbolic proof was found and no counterexample. Both sides agreed at ${search.agreed} sampled points, which is evidence, not proof, so the equation is not reported as holding.`
        : 'Undecided: no symbolic proof was found, and no sampled point had both sides defined.',
  };
}

function budgetVerdict(difference: string): Verdict {
  return {
    status: 'UNKNOWN',
    method: 'budget',
    difference,
    reason: 'BUDGET_EXCEEDED',
    message: 'Undecided: the work budget of this request was spent before a proof or a counterexample was found.',
  };
}

function proven(
  lhs: Expr,
  rhs: Expr,
  vars: string[],
  f: Forms,
  assumptions: Condition[],
  domain: Domain,
  budget: WorkBudget,
  method: string,
): Verdict {
  const all = [...f.left.conditions.values(), ...f.right.conditions.values()];
  const exactSame = assumptions.length === 0 && sameConditionSets(f.left.conditions, f.right.conditions) && all.every((c) => c.exact);
  const conditions = simplifyConditions(new Map([...[...all, ...assumptions].map((c) => [c.key, c] as const)]).values());
  if (exactSame && conditions.length === 0) {
    return {
      status: 'VERIFIED',
      method,
      difference: '0',
      message: 'Identity proven symbolically: both sides reduce to the same exact normal form and are defined everywhere.',
    };
  }
  const witness = samplePoints(vars, 24).find((p) => definedAt([lhs, rhs], p, domain, budget, conditions));
  if (!witness) {
    return {
      status: 'UNKNOWN',
      method,
      difference: '0',
      message: 'The sides are equal wherever both are defined, but no point was found where both are defined, so nothing is claimed.',
    };
  }
  if (exactSame) {
    return {
      status: 'VERIFIED',
      method,
      difference: '0',
      message: `Identity proven symbolically: both sides reduce to the same exact normal form and are defined for the same values (${conditions.map((c) => c.text).join(', ')}).`,
    };
  }
  const texts = conditions.map((c) => c.text);
  return {
    status: 'VERIFIED',
    method,
    difference: '0',
    conditions: texts,
    message: `The identity holds wherever ${texts.join(' and ')}${assumptions.length > 0 ? ' (the proof assumed the listed variables positive)' : ''}: both sides are then defined and equal (proven symbolically). Outside these conditions at least one side may be undefined.`,
  };
}

function searchCounterexample(
  lhs: Expr,
  rhs: Expr,
  vars: string[],
  domain: Domain,
  budget: WorkBudget,
): { found: [Point, [string, string]] | null; agreed: number; checked: number } {
  const candidates: Point[] = [];
  const agreeing: Point[] = [];
  for (const p of samplePoints(vars)) {
    if (!budget.spend(2)) break;
    const n = toNumbers(p);
    const l = evalDouble(lhs, n);
    const r = evalDouble(rhs, n);
    if (!Number.isFinite(l) || !Number.isFinite(r)) {
      if (Number.isNaN(l) !== Number.isNaN(r) || (Number.isNaN(l) && Number.isNaN(r))) continue;
      candidates.push(p);
      continue;
    }
    if (Math.abs(l - r) > 1e-9 * Math.max(1, Math.abs(l), Math.abs(r))) candidates.push(p);
    else agreeing.push(p);
  }
  let checked = 0;
  for (const p of candidates.slice(0, 6)) {
    checked++;
    const c = confirm(lhs, rhs, p, domain, budget, PRECISION.sampling);
    if (c) return { found: [p, c], agreed: agreeing.length, checked };
    if (budget.exhausted) break;
  }
  // Differences far below double resolution (x + 10^-20 = x) show only at higher precision.
  for (const p of agreeing.slice(0, 1)) {
    checked++;
    const c = confirm(lhs, rhs, p, domain, budget, PRECISION.sampling);
    if (c) return { found: [p, c], agreed: agreeing.length, checked };
    if (budget.exhausted) break;
  }
  return { found: null, agreed: agreeing.length, checked };
}
