/**
 * Warnings for readings a person may not have meant: implicit multiplication right after a division (`6/2(1+2)` is
 * read left to right as (6/2)·(1+2) = 9), and a multi-letter name made of other variables' letters (`ab` is one
 * variable, not a·b).
 */
import { arg, type Expr, freeVariables, printExpr } from './expr.ts';

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
  const vars = new Set(sides.flatMap((s) => freeVariables(s)));
  for (const v of vars) {
    if (v.length > 1 && v.length <= 4 && /^[a-z]+$/.test(v) && [...v].every((ch) => vars.has(ch))) {
      return `ambiguous: "${v}" is read as one variable named ${v}, not as a product of ${[...v].join(', ')}; write ${[...v].join('*')} for a product.`;
    }
  }
  return undefined;
}
