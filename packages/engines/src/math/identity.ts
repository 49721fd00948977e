/**
 * Identities (equations with variables). Semantics, documented in docs/math.md ("holds" means: wherever both sides
 * are defined, within the region of the request's assumptions, they are equal; where a side is undefined the claim
 * says nothing):
 * - VERIFIED: proven by the exact normal form, every condition the proof used being necessary for a side to be
 *   defined or implied by the stated assumptions (a proof for v > 0 extends to v ≥ 0 by deciding the slice v = 0,
 *   and to all v when both sides are even in v); a point of the region where both sides are defined is exhibited;
 * - CORRECTION_NEEDED: a point of the region where both sides are defined and differ, proven with interval arithmetic;
 * - UNKNOWN: anything else, with the evidence, and `required_assumptions` when the proof holds only under conditions
 *   the request did not state (never VERIFIED "with conditions").
 */
import { WorkBudget } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import {
  type Assumption,
  type Assumptions,
  asSign,
  assumptionsOf,
  holdsAt,
  impliedByBounds,
  NO_ASSUMPTIONS,
  positiveForm,
  regionPoints,
  type VariableBounds,
} from './assumptions.ts';
import { decideClosed } from './closed.ts';
import { type Condition, polyCondition, sameConditionSets, simplifyConditions } from './conditions.ts';
import { principalRewrite, proveConstantDifference } from './constancy.ts';
import { exactRational } from './exact.ts';
import { arg, type Expr, freeVariables, printExpr, substitute as substituteVar } from './expr.ts';
import { type Forms, normalForms, type Verdict } from './identity-forms.ts';
import { PRECISION } from './limits.ts';
import { Unsupported } from './normal-form.ts';
import { confirm, definedAt } from './points.ts';
import {
  type AtomTable,
  add,
  asConstant,
  atomPoly,
  BudgetExceeded,
  isPurePolynomial,
  mul,
  neg,
  type Poly,
  termPoly,
  ZERO,
} from './polynomial.ts';
import { evalDouble, type Point, toNumbers } from './sampler.ts';
import { type Domain, REASONS, UndefinedValue } from './undefined-value.ts';

export { type Forms, normalForms, type Status, type Verdict } from './identity-forms.ts';

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

export function decideIdentity(
  lhs: Expr,
  rhs: Expr,
  vars: string[],
  domain: Domain,
  budget: WorkBudget,
  assumptions: Assumptions = NO_ASSUMPTIONS,
  depth = 0,
): Verdict {
  const L = printExpr(lhs);
  const R = printExpr(rhs);
  const plainDiff = `(${L}) - (${R})`;
  const stated = assumptions.list.length > 0;
  const first = normalForms(lhs, rhs, domain, budget);
  if (L === R && first.kind === 'none') {
    // Beyond the normal form (e.g. unsupported functions): the same expression, once shown to be defined somewhere.
    const witness = regionPoints(vars, assumptions, budget, 24).some((p) => definedAt([lhs], p, domain, budget, []));
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
          message: `Both sides are the same expression, but no point${stated ? ' satisfying the assumptions' : ''} was found where it is defined, so nothing is claimed.`,
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
  const difference = first.kind === 'ok' ? first.forms.diffText : plainDiff;
  const solutions = first.kind === 'ok' ? linearSolution(first.forms.diff, first.forms.nz.table, vars) : undefined;
  const plainForms = first.kind === 'ok' ? first.forms : null;
  // A proof may leave conditions it could not discharge: the assumptions it would need (reported if nothing decides).
  let needed: Condition[] | null = null;
  const settle = (outcome: Settled): Verdict | null => {
    if (outcome.kind === 'verdict') return outcome.verdict;
    if (!needed || outcome.needed.length < needed.length) needed = outcome.needed;
    return null;
  };
  const context = { lhs, rhs, vars, plain: plainForms, domain, budget, assumptions, depth };
  const single = depth === 0 && domain === 'real' && vars.length === 1 ? vars[0] : undefined;

  // 0. Inverse functions on their principal branches (constancy.ts): the claim rewritten where the region makes
  //    asin(sin x) = x (and the like) exact is equivalent to it there; only its proof is taken.
  if (single !== undefined) {
    const l2 = principalRewrite(lhs, single, assumptions, budget);
    const r2 = principalRewrite(rhs, single, assumptions, budget);
    if (printExpr(l2) !== L || printExpr(r2) !== R) {
      const v = decideIdentity(l2, r2, vars, domain, budget, assumptions, 1);
      if (v.status === 'VERIFIED') return { ...v, message: `${v.message} (Inverse functions taken on the branch the region lies in.)` };
    }
  }

  // 1. The exact normal form under the stated assumptions (variables with a strict bound rewritten as positive ones).
  if (stated) {
    const bothEnds = [...assumptions.bounds.values()].some((b) => b.lo?.strict && b.hi?.strict);
    for (const prefer of bothEnds ? (['lo', 'hi'] as const) : (['lo'] as const)) {
      const rewritten = positiveForm([lhs, rhs], assumptions, prefer);
      if (!rewritten) continue;
      const [l2 = lhs, r2 = rhs] = rewritten.exprs;
      const f = normalForms(l2, r2, domain, budget, rewritten.positive);
      if (f.kind === 'ok' && isZero(f.forms)) {
        const v = settle(settleProof(context, f.forms, [], rewritten.assumptions, new Map(), null));
        if (v) return v;
      }
    }
  }
  // 2. The exact normal form as stated.
  if (plainForms && isZero(plainForms)) {
    const v = settle(settleProof(context, plainForms, [], assumptions.list, assumptions.bounds, null));
    if (v) return v;
  }
  // 3. A counterexample inside the region.
  const search = searchCounterexample(lhs, rhs, vars, domain, budget, assumptions);
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
      message: `The equation does not hold for all values${stated ? ' satisfying the assumptions' : ''}: at ${at} both sides are defined and differ (left ${lv}, right ${rv}; proven with interval arithmetic).`,
    };
  }
  if (budget.exhausted) return budgetVerdict(difference);
  // 4. The normal form with the variables under roots, logarithms and powers taken as positive: a proof only where
  //    they are, so it stands only when the sides' own domains or the stated assumptions imply it.
  const positive = positiveCandidates(rhs, positiveCandidates(lhs, new Set()));
  if (positive.size > 0) {
    const second = normalForms(lhs, rhs, domain, budget, positive);
    if (second.kind === 'ok' && isZero(second.forms)) {
      const t = second.forms.nz.table;
      const rule: Condition[] = [...positive]
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((v) => {
          const id = t.intern({ key: `v:${v}`, display: v, expr: { k: 'var', name: v }, variable: true, unit: false, real: true });
          return polyCondition('gt0', atomPoly(id), t, { k: 'var', name: v }, false);
        });
      const v = settle(settleProof(context, second.forms, rule, assumptions.list, assumptions.bounds, plainForms));
      if (v) return v;
    }
  }
  if (budget.exhausted) return budgetVerdict(difference);
  // 5. Non-strict bounds: the claim proven with them strict, each boundary slice x = c decided on its own.
  if (depth === 0) {
    const v = closedRegion(lhs, rhs, vars, domain, budget, assumptions);
    if (v) return v;
  }
  // 6. A difference with derivative 0 on the one interval where both sides are defined (constancy.ts).
  if (single !== undefined) {
    const v = proveConstantDifference(lhs, rhs, single, assumptions, budget, (l, r) =>
      decideIdentity(l, r, vars, domain, budget, assumptions, 1),
    );
    if (v) return { ...v, ...(assumptions.list.length > 0 ? { message: `${v.message} (Under the stated assumptions.)` } : {}) };
  }
  if (budget.exhausted) return budgetVerdict(difference);
  const required = needed as Condition[] | null;
  if (required) {
    const texts = simplifyConditions(required).map((c) => c.text);
    const these = texts.length > 1 ? 'these' : 'this';
    return {
      status: 'UNKNOWN',
      method: 'normal-form',
      difference,
      required_assumptions: texts,
      evidence: `Both sides are equal wherever ${texts.join(' and ')} (proven symbolically), but ${stated ? 'the stated assumptions do' : 'no assumption stated in the request does'} not imply ${these}, and no point was found where both sides are defined and differ.`,
      message: `Unproven as stated: the identity is proven only where ${texts.join(' and ')}. State ${these} in context.assumptions to have it verified under ${texts.length > 1 ? 'them' : 'it'}.`,
    };
  }
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

/** `x ≥ c` or `x ≤ c` (either way round) with a rational c: the variable and c; null otherwise. */
function nonStrictBound(a: Assumption): { name: string; value: Expr } | null {
  if (a.rel !== '>=' && a.rel !== '<=') return null;
  const [v, c] = a.lhs.k === 'var' ? [a.lhs, a.rhs] : a.rhs.k === 'var' ? [a.rhs, a.lhs] : [null, null];
  if (!v || v.k !== 'var' || !c || freeVariables(c).length > 0 || !exactRational(c, 'real')) return null;
  return { name: v.name, value: c };
}

/**
 * The region with its non-strict bounds x ≥ c / x ≤ c is the region with them strict plus the boundary slices x = c.
 * VERIFIED when the claim is proven on the first and holds on every slice (decided exactly with x replaced by c, or
 * a side undefined there for every value, or the slice outside the other assumptions).
 */
function closedRegion(lhs: Expr, rhs: Expr, vars: string[], domain: Domain, budget: WorkBudget, assumptions: Assumptions): Verdict | null {
  const closedAt = assumptions.list.map(nonStrictBound);
  if (!closedAt.some((b) => b !== null) || closedAt.filter((b) => b !== null).length > 4) return null;
  const strict = assumptions.list.map((a, i): Assumption => {
    if (!closedAt[i]) return a;
    const rel = a.rel === '>=' ? '>' : '<';
    return { ...a, rel, text: a.text.replace('≥', '>').replace('≤', '<') };
  });
  const open = decideIdentity(lhs, rhs, vars, domain, budget, assumptionsOf(strict), 0);
  if (open.status !== 'VERIFIED') return null;
  for (const b of closedAt) {
    if (!b || budget.exhausted) {
      if (budget.exhausted) return null;
      continue;
    }
    const at = (e: Expr) => substituteVar(e, b.name, b.value);
    const rest = vars.filter((x) => x !== b.name);
    const still: Assumption[] = [];
    const closedOnes: Assumption[] = [];
    for (const a of assumptions.list) {
      const s = { ...a, lhs: at(a.lhs), rhs: at(a.rhs) };
      (freeVariables(s.lhs).length + freeVariables(s.rhs).length > 0 ? still : closedOnes).push(s);
    }
    const inside = holdsAt(assumptionsOf(closedOnes), {}, budget);
    if (inside === false) continue;
    if (inside === null) return null;
    const v =
      rest.length === 0
        ? decideClosed(at(lhs), at(rhs), domain, budget)
        : decideIdentity(at(lhs), at(rhs), rest, domain, budget, assumptionsOf(still), 0);
    const undefinedThere = v.status === 'ERROR' && v.error !== undefined && UNDEFINED.has(v.error);
    if (v.status !== 'VERIFIED' && !undefinedThere) return null;
  }
  return {
    ...open,
    message: `${open.message} The boundary of the stated non-strict bounds was decided on its own.`,
  };
}

function isZero(f: Forms): boolean {
  return f.diff.size === 0 || zeroByCaseSplit(f.diff, f.nz.table);
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

type Settled = { kind: 'verdict'; verdict: Verdict } | { kind: 'needs'; needed: Condition[] };

interface ProofContext {
  lhs: Expr;
  rhs: Expr;
  vars: string[];
  /** The normal forms of the claim as stated (their conditions say where each side is defined). */
  plain: Forms | null;
  domain: Domain;
  budget: WorkBudget;
  assumptions: Assumptions;
  /** 0 for the claim itself, 1 for a slice v = 0 of it (slices are not sliced again). */
  depth: number;
}

/**
 * A normal form proved the sides equal wherever every recorded condition holds. That proves the claim (equal
 * wherever both sides are defined, inside the region of the assumptions) when every condition is necessary for its
 * side to be defined (exact domain conditions, "is defined" conditions of opaque functions), is one of those of the
 * other side, or follows from the stated assumptions; the rest is what the proof still needs.
 */
function settleProof(
  ctx: ProofContext,
  f: Forms,
  rule: Condition[],
  stated: Assumption[],
  bounds: ReadonlyMap<string, VariableBounds>,
  sameVariables: Forms | null,
): Settled {
  const all = [...f.left.conditions.values(), ...f.right.conditions.values(), ...rule];
  const isNecessary = (c: Condition) => c.exact || c.necessary === true || c.kind === 'defined';
  const necessary = all.filter(isNecessary);
  // The claim's own domain conditions (same variables, another normal form) are necessary too.
  const plainNecessary = sameVariables
    ? [...sameVariables.left.conditions.values(), ...sameVariables.right.conditions.values()].filter(isNecessary)
    : [];
  const fromStated = stated.map((a) => assumptionCondition(a, f)).filter((c): c is Condition => c !== null);
  const known = new Set([...necessary, ...fromStated].map((c) => c.key));
  const knownStable = new Set(
    [...necessary, ...plainNecessary, ...fromStated].map((c) => c.stable).filter((k): k is string => k !== undefined),
  );
  const strictZero = new Set([...necessary, ...fromStated].filter((c) => c.kind === 'gt0' && c.zeroKey).map((c) => c.zeroKey));
  const stableGt = (c: Condition) => c.stable !== undefined && knownStable.has(`gt0:${c.stable.slice(4)}`);
  // p > 0 follows from p ≥ 0 and p ≠ 0.
  const geAndNe = (c: Condition) =>
    c.kind === 'gt0' &&
    c.stable !== undefined &&
    c.stableZero !== undefined &&
    knownStable.has(`ge0:${c.stable.slice(4)}`) &&
    knownStable.has(c.stableZero);
  const implied = (c: Condition) =>
    isNecessary(c) ||
    known.has(c.key) ||
    (c.stable !== undefined && knownStable.has(c.stable)) ||
    (c.kind === 'ne0' && c.zeroKey !== undefined && strictZero.has(c.zeroKey)) ||
    (c.kind === 'ge0' && (known.has(`gt0:${c.key.slice(4)}`) || stableGt(c))) ||
    geAndNe(c) ||
    impliedByBounds(c, bounds);
  let open = all.filter((c) => !implied(c));
  // v > 0 needed where v ≥ 0 is necessary: the proof covers v > 0, and the slice v = 0 is decided on its own.
  const sliceable = (c: Condition) =>
    ctx.depth === 0 &&
    c.kind === 'gt0' &&
    c.linear?.b.isZero() === true &&
    c.linear.a.sign() > 0 &&
    c.stable !== undefined &&
    knownStable.has(`ge0:${c.stable.slice(4)}`);
  // v > 0 needed for a claim that is even in v: the proof covers v > 0, hence v < 0, and the slice v = 0 the rest.
  // Only when no assumption mentions v: otherwise the region need not be symmetric in v.
  const symmetric = (c: Condition) =>
    ctx.depth === 0 &&
    c.kind === 'gt0' &&
    c.linear?.b.isZero() === true &&
    !mentioned(ctx.assumptions, c.linear.name) &&
    evenIn(ctx, c.linear.name);
  if (open.length > 0 && open.length <= 3 && open.every((c) => sliceable(c) || symmetric(c))) {
    if (open.every((c) => sliceHolds(ctx, c.linear?.name ?? ''))) open = [];
  }
  // v > 0 needed for variables no assumption mentions: the proof covers all of them positive; every other sign
  // pattern (v replaced by −v, v > 0) is decided on its own, and each slice v = 0.
  const free = (c: Condition) =>
    ctx.depth === 0 &&
    c.kind === 'gt0' &&
    c.linear?.b.isZero() === true &&
    c.linear.a.sign() > 0 &&
    !mentioned(ctx.assumptions, c.linear.name);
  if (open.length > 0 && open.length <= 2 && open.every(free)) {
    const names = [...new Set(open.map((c) => c.linear?.name ?? ''))];
    if (signPatternsHold(ctx, names)) open = [];
  }
  if (open.length > 0) return { kind: 'needs', needed: open };
  const { lhs, rhs, domain, budget, assumptions } = ctx;
  const witness = regionPoints(ctx.vars, assumptions, budget, 24).find((p) => definedAt([lhs, rhs], p, domain, budget, []));
  const where = assumptions.list.length > 0 ? ' under the stated assumptions' : '';
  if (!witness) {
    return {
      kind: 'verdict',
      verdict: {
        status: 'UNKNOWN',
        method: 'normal-form',
        difference: '0',
        message: `The sides are equal wherever both are defined, but no point${where ? ' satisfying the assumptions' : ''} was found where both are defined, so nothing is claimed.`,
      },
    };
  }
  const method = f.diff.size === 0 ? 'normal-form' : 'case-split';
  // Where the two sides' own domains differ, say where both are defined (the identity claims nothing elsewhere).
  const domains = ctx.plain ?? f;
  const same = sameConditionSets(domains.left.conditions, domains.right.conditions);
  const definedWhere = same
    ? []
    : simplifyConditions([...domains.left.conditions.values(), ...domains.right.conditions.values()].filter(isNecessary)).map(
        (c) => c.text,
      );
  const shared = simplifyConditions([...domains.left.conditions.values()].filter((c) => c.exact)).map((c) => c.text);
  const sameText = same && shared.length > 0 ? ` Both sides are defined for the same values (${shared.join(', ')}).` : '';
  return {
    kind: 'verdict',
    verdict: {
      status: 'VERIFIED',
      method,
      difference: '0',
      ...(definedWhere.length > 0 ? { conditions: definedWhere } : {}),
      message:
        definedWhere.length > 0
          ? `Identity proven symbolically${where}: wherever both sides are defined (${definedWhere.join(' and ')}) they are equal; where one side is undefined the claim says nothing.`
          : `Identity proven symbolically${where}: both sides reduce to the same exact normal form.${sameText}`,
    },
  };
}

/**
 * A part of the budget's remaining room for a sub-proof that may fail: what it spends is charged to the parent too,
 * but running out stops only the sub-proof, so the caller can still answer with what it had.
 */
class SharedBudget extends WorkBudget {
  constructor(
    private readonly parent: WorkBudget,
    fraction: number,
  ) {
    super(Math.max(0, Math.floor((parent.limit - parent.spent) * fraction)));
  }
  override spend(units = 1): boolean {
    this.parent.spend(units);
    return super.spend(units);
  }
}

/** The claim holds for every sign pattern of the variables but all positive (that one is the caller's proof). */
function signPatternsHold(ctx: ProofContext, names: string[]): boolean {
  const budget = new SharedBudget(ctx.budget, 0.5);
  const positive: Assumption[] = names.map((v) => ({
    lhs: { k: 'var', name: v },
    rel: '>',
    rhs: { k: 'num', text: '0' },
    text: `${v} > 0`,
  }));
  const region = assumptionsOf([...ctx.assumptions.list, ...positive]);
  for (let pattern = 1; pattern < 1 << names.length; pattern++) {
    let l = ctx.lhs;
    let r = ctx.rhs;
    names.forEach((v, i) => {
      if (((pattern >> i) & 1) === 0) return;
      const minus: Expr = { k: 'op', op: 'neg', args: [{ k: 'var', name: v }] };
      l = substituteVar(l, v, minus);
      r = substituteVar(r, v, minus);
    });
    if (decideIdentity(l, r, ctx.vars, ctx.domain, budget, region, 1).status !== 'VERIFIED') return false;
  }
  return names.every((v) => sliceHolds({ ...ctx, budget }, v));
}

/** The claim at v = 0 holds wherever both sides are defined (or a side is undefined there for every value). */
function sliceHolds(ctx: ProofContext, v: string): boolean {
  const zero: Expr = { k: 'num', text: '0' };
  const l = substituteVar(ctx.lhs, v, zero);
  const r = substituteVar(ctx.rhs, v, zero);
  const rest = ctx.vars.filter((x) => x !== v);
  const verdict =
    rest.length === 0 ? decideClosed(l, r, ctx.domain, ctx.budget) : decideIdentity(l, r, rest, ctx.domain, ctx.budget, ctx.assumptions, 1);
  return verdict.status === 'VERIFIED' || (verdict.status === 'ERROR' && verdict.error !== undefined && UNDEFINED.has(verdict.error));
}

const UNDEFINED: ReadonlySet<string> = new Set(Object.values(REASONS));

function mentioned(assumptions: Assumptions, v: string): boolean {
  return assumptions.list.some((a) => freeVariables(a.lhs).includes(v) || freeVariables(a.rhs).includes(v));
}

/** Both sides are unchanged (as functions, domains included) when v is replaced by −v. */
function evenIn(ctx: ProofContext, v: string): boolean {
  const minus: Expr = { k: 'op', op: 'neg', args: [{ k: 'var', name: v }] };
  return [ctx.lhs, ctx.rhs].every((side) => {
    const f = normalForms(side, substituteVar(side, v, minus), ctx.domain, ctx.budget);
    return f.kind === 'ok' && f.forms.diff.size === 0 && sameConditionSets(f.forms.left.conditions, f.forms.right.conditions);
  });
}

/** A stated assumption as a condition of the normal form f (same keys as the sides' conditions), or null. */
function assumptionCondition(a: Assumption, f: Forms): Condition | null {
  const { kind, expr } = asSign(a);
  try {
    const r = f.nz.side(expr).value;
    const d = asConstant(r.d);
    if (!d || d.isZero()) return null;
    const n = d.sign() > 0 ? r.n : neg(r.n);
    return polyCondition(kind, n, f.nz.table, expr, true);
  } catch (err) {
    if (err instanceof Unsupported || err instanceof BudgetExceeded || err instanceof UndefinedValue || err instanceof RangeError)
      return null;
    throw err;
  }
}

function searchCounterexample(
  lhs: Expr,
  rhs: Expr,
  vars: string[],
  domain: Domain,
  budget: WorkBudget,
  assumptions: Assumptions,
): { found: [Point, [string, string]] | null; agreed: number; checked: number } {
  const candidates: Point[] = [];
  const complexCandidates: Point[] = [];
  const agreeing: Point[] = [];
  for (const p of regionPoints(vars, assumptions, budget)) {
    if (!budget.spend(2)) break;
    const n = toNumbers(p);
    const l = evalDouble(lhs, n);
    const r = evalDouble(rhs, n);
    if (!Number.isFinite(l) || !Number.isFinite(r)) {
      // Doubles are real: a side that is not real here may still be defined with complex intermediate values.
      if (domain === 'complex' && (Number.isNaN(l) || Number.isNaN(r))) complexCandidates.push(p);
      if (Number.isNaN(l) !== Number.isNaN(r) || (Number.isNaN(l) && Number.isNaN(r))) continue;
      candidates.push(p);
      continue;
    }
    if (Math.abs(l - r) > 1e-9 * Math.max(1, Math.abs(l), Math.abs(r))) candidates.push(p);
    else agreeing.push(p);
  }
  let checked = 0;
  // Differences far below double resolution (x + 10^-20 = x) show only at higher precision: one agreeing point too.
  // Complex candidates away from 0 first (a zero coordinate often makes a logarithm or a quotient undefined), then
  // those with more negative coordinates (where principal branches part).
  const count = (p: Point, test: (x: number) => boolean) => Object.values(p).filter((v) => test(Number(v))).length;
  complexCandidates.sort((a, b) => count(a, (x) => x === 0) - count(b, (x) => x === 0) || count(b, (x) => x < 0) - count(a, (x) => x < 0));
  // One point per sign pattern first: the branches part along the signs of the variables.
  const patterns = new Set<string>();
  const spread: Point[] = [];
  for (const p of complexCandidates) {
    const key = Object.values(p)
      .map((v) => Math.sign(Number(v)))
      .join(',');
    if (!patterns.has(key)) spread.push(p);
    patterns.add(key);
  }
  for (const p of complexCandidates) if (spread.length < 8 && !spread.includes(p)) spread.push(p);
  for (const p of [...candidates.slice(0, 6), ...spread.slice(0, 8), ...agreeing.slice(0, 1)]) {
    checked++;
    const c = confirm(lhs, rhs, p, domain, budget, PRECISION.sampling);
    if (c) return { found: [p, c], agreed: agreeing.length, checked };
    if (budget.exhausted) break;
  }
  return { found: null, agreed: agreeing.length, checked };
}
