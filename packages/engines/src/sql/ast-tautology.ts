import type { WorkBudget } from '../budget.ts';
import type { Node } from './ast-util.ts';
import { identName, isNode } from './ast-util.ts';

type Const = { v: number | string | boolean | null } | null;

function constantOf(e: unknown): Const {
  if (!isNode(e)) return null;
  switch (e.type) {
    case 'number':
      return typeof e.value === 'number' ? { v: e.value } : null;
    case 'bool':
    case 'boolean':
      return { v: e.value === true || e.value === 'TRUE' || e.value === 'true' };
    case 'single_quote_string':
    case 'string':
    case 'double_quote_string':
    case 'natural_string':
      return typeof e.value === 'string' ? { v: e.value } : null;
    case 'null':
      return { v: null };
    default:
      return null;
  }
}

function sameColumn(a: unknown, b: unknown): boolean {
  return (
    isNode(a) &&
    isNode(b) &&
    a.type === 'column_ref' &&
    b.type === 'column_ref' &&
    (identName(a.table) ?? '').toLowerCase() === (identName(b.table) ?? '').toLowerCase() &&
    (identName(a.column) ?? '').toLowerCase() === (identName(b.column) ?? '').toLowerCase()
  );
}

/** True when `e` is true for every row regardless of data (constants only, or `x = x`). */
export function alwaysTrue(e: unknown): boolean {
  if (!isNode(e)) return false;
  const c = constantOf(e);
  if (c) return typeof c.v === 'number' ? c.v !== 0 : c.v === true;
  if (e.type === 'unary_expr' && /^NOT$/i.test(String(e.operator))) return alwaysFalse(e.expr);
  if (e.type !== 'binary_expr') return false;
  const op = String(e.operator).toUpperCase();
  if (op === 'OR') return alwaysTrue(e.left) || alwaysTrue(e.right);
  if (op === 'AND') return alwaysTrue(e.left) && alwaysTrue(e.right);
  if ((op === '=' || op === '==' || op === '>=' || op === '<=' || op === 'LIKE' || op === 'IS') && sameColumn(e.left, e.right)) return true;
  const l = constantOf(e.left);
  const r = constantOf(e.right);
  if (!l || !r || l.v === null || r.v === null) return false;
  const x = typeof l.v === typeof r.v ? l.v : String(l.v);
  const y = typeof l.v === typeof r.v ? r.v : String(r.v);
  switch (op) {
    case '=':
    case '==':
    case 'IS':
    case 'LIKE':
      return x === y;
    case '!=':
    case '<>':
    case 'IS NOT':
      return x !== y;
    case '<':
      return x < y;
    case '>':
      return x > y;
    case '<=':
      return x <= y;
    case '>=':
      return x >= y;
    default:
      return false;
  }
}

function alwaysFalse(e: unknown): boolean {
  const c = constantOf(e);
  if (c) return c.v === false || c.v === 0 || c.v === null;
  return false;
}

function isOr(e: unknown): e is Node {
  return isNode(e) && e.type === 'binary_expr' && String(e.operator).toUpperCase() === 'OR';
}

/** Finds `… OR <always true>` anywhere in a statement (WHERE, ON, HAVING, subqueries); one budget unit per node. */
export function findOrTautologies(node: unknown, out: Node[] = [], budget?: WorkBudget): Node[] {
  if (Array.isArray(node)) {
    for (const n of node) findOrTautologies(n, out, budget);
    return out;
  }
  if (!isNode(node) || (budget && !budget.spend())) return out;
  // Nested ORs are visited on their own, so only the non-OR sides are tested here: linear in the OR chain, not quadratic.
  if (isOr(node) && ((!isOr(node.left) && alwaysTrue(node.left)) || (!isOr(node.right) && alwaysTrue(node.right)))) {
    out.push(node);
  }
  for (const v of Object.values(node)) if (typeof v === 'object' && v !== null) findOrTautologies(v, out, budget);
  return out;
}
