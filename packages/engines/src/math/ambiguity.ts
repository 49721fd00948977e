/**
 * Warnings for readings a person may not have meant: implicit multiplication right after a division (`6/2(1+2)` is
 * read left to right as (6/2)·(1+2) = 9), and a multi-letter name made of other variables' letters (`ab` is one
 * variable, not a·b).
 */
import { arg, type Expr, freeVariables, op, printExpr, substitute, variable } from './expr.ts';

function findAmbiguous(e: Expr): { div: Expr & { k: 'op' }; right: Expr } | null {
  if (e.k === 'op' && e.op === '*' && e.implicit) {
    const left = arg(e, 0);
    if (left.k === 'op' && left.op === '/' && !left.paren) return { div: left, right: arg(e, 1) };
  }
  if (e.k === 'op' || e.k === 'fn') {
    for (const a of e.args) {
      const f = findAmbiguous(a);
      if (f) return f;
    }
  }
  return null;
}

export function ambiguityWarning(sides: Expr[]): string | undefined {
  for (const e of sides) {
    const found = findAmbiguous(e);
    if (!found) continue;
    const { div, right } = found;
    const asRead = `(${printExpr(div)}) * ${printExpr(right, 2, true)}`;
    const other = `${printExpr(arg(div, 0), 2)} / (${printExpr(arg(div, 1))} * ${printExpr(right)})`;
    return `ambiguous: implicit multiplication directly after a division. It is read left to right as ${asRead}; the other common reading is ${other}. Write the multiplication and parentheses explicitly.`;
  }
  const [v] = namesOfOtherVariables(sides);
  if (v) {
    return `ambiguous: "${v}" is read as one variable named ${v}, not as a product of ${[...v].join(', ')}; write ${[...v].join('*')} for a product.`;
  }
  return undefined;
}

/** Multi-letter names made only of the letters of other variables of the claim (`ab` beside `a` and `b`). */
function namesOfOtherVariables(sides: Expr[]): string[] {
  const vars = new Set(sides.flatMap((s) => freeVariables(s)));
  return [...vars].filter((v) => v.length > 1 && v.length <= 4 && /^[a-z]+$/.test(v) && [...v].every((ch) => vars.has(ch)));
}

/** `a·b·…` for the letters of a name. */
function productOf(name: string): Expr {
  const [first, ...rest] = [...name].map((ch) => variable(ch));
  return rest.reduce((acc, x) => ({ ...(op('*', acc, x) as Expr & { k: 'op' }), implicit: true }), first as Expr);
}

/** `ab^n` as `a·b^n`: a power written after a run of letters is the last letter's, as in `3ab²`. */
function powerOnLastLetter(e: Expr, names: string[]): Expr {
  if (e.k === 'op' && e.op === '^') {
    const base = arg(e, 0);
    if (base.k === 'var' && names.includes(base.name)) {
      const letters = [...base.name];
      const last = letters.pop() as string;
      const power = op('^', variable(last), powerOnLastLetter(arg(e, 1), names));
      return { ...(op('*', productOf(letters.join('')), power) as Expr & { k: 'op' }), implicit: true };
    }
  }
  if (e.k === 'op' || e.k === 'fn') return { ...e, args: e.args.map((a) => powerOnLastLetter(a, names)) } as Expr;
  if (e.k === 'matrix') return { k: 'matrix', rows: e.rows.map((r) => r.map((x) => powerOnLastLetter(x, names))) };
  return e;
}

function hasPowerOf(e: Expr, names: string[]): boolean {
  if (e.k === 'op' && e.op === '^') {
    const base = arg(e, 0);
    if (base.k === 'var' && names.includes(base.name)) return true;
  }
  if (e.k === 'op' || e.k === 'fn') return e.args.some((a) => hasPowerOf(a, names));
  if (e.k === 'matrix') return e.rows.some((r) => r.some((x) => hasPowerOf(x, names)));
  return false;
}

/**
 * The other readings of the sides, or none when the claim has no such name: every name read as the product of its
 * letters, and, when such a name carries a power, that power on its last letter only (`3ab²` as 3·a·b², which is
 * how algebra is written, beside 3·(a·b)², since a bracket around `ab` leaves no trace here). A verdict is given only
 * when it is the same under every reading: `(a-b)(a²+ab+b²) = a³-b³` is true when ab means a·b and false when it is
 * one variable, so it is undecided rather than refuted.
 */
export function productReadings(sides: Expr[]): Expr[][] {
  const names = namesOfOtherVariables(sides);
  if (names.length === 0) return [];
  const asProducts = (list: Expr[]) => list.map((side) => names.reduce((e, name) => substitute(e, name, productOf(name)), side));
  const readings = [asProducts(sides)];
  if (sides.some((side) => hasPowerOf(side, names))) readings.push(asProducts(sides.map((side) => powerOnLastLetter(side, names))));
  return readings;
}
