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

/**
 * The sides with every such name read as the product of its letters, or null when the claim has none. A verdict is
 * given only when it is the same under both readings: `(a-b)(a²+ab+b²) = a³-b³` is true when ab means a·b and false
 * when it is one variable, so it is undecided rather than refuted.
 */
export function productReading(sides: Expr[]): Expr[] | null {
  const names = namesOfOtherVariables(sides);
  if (names.length === 0) return null;
  return sides.map((side) =>
    names.reduce((e, name) => {
      const [first, ...rest] = [...name].map((ch) => variable(ch));
      const product = rest.reduce((acc, x) => ({ ...(op('*', acc, x) as Expr & { k: 'op' }), implicit: true }), first as Expr);
      return substitute(e, name, product);
    }, side),
  );
}
