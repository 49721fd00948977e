/** Loosely typed AST node: node-sql-parser's own types do not cover all dialect variants, so we probe shapes. */
export type Node = Record<string, unknown>;

export function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * An identifier's text across dialect shapes: plain strings (sqlite/mysql), `{expr:{type:'default',value}}`
 * (postgresql column names), `{type:'default'|'backticks_quote_string'|…, value}` and `{value}`.
 */
export function identName(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (!isNode(v)) return null;
  if (v.type === 'column_ref') return identName(v.column);
  if ('expr' in v && isNode(v.expr)) return identName(v.expr);
  if (typeof v.value === 'string') return v.value;
  if (typeof v.name === 'string') return v.name;
  return null;
}

/** A function's name across shapes: a string, `{name: [{value}]}` (last part of a qualified name) or an identifier. */
export function functionName(v: unknown): string | null {
  if (isNode(v) && Array.isArray(v.name)) {
    const last = v.name[v.name.length - 1];
    return identName(last);
  }
  return identName(v);
}

export function lower(s: string): string {
  return s.toLowerCase();
}

/** Unwraps `{ tableList, columnList, ast }` wrappers (subqueries) and `{ expr: { ast } }` to the inner statement. */
export function unwrapStatement(v: unknown): Node | null {
  if (!isNode(v)) return null;
  if (isNode(v.ast)) return unwrapStatement(v.ast);
  if (typeof v.type === 'string') return v;
  return null;
}

/** True for a SELECT statement node, wrapped or not. */
export function asSelect(v: unknown): Node | null {
  if (!isNode(v)) return null;
  if (isNode(v.ast) && v.ast.type === 'select') return v.ast;
  if (v.type === 'select' && ('from' in v || 'columns' in v)) return v;
  return null;
}

export function asArray(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v === null || v === undefined) return [];
  return [v];
}

const SYSTEM_SCHEMAS = new Set(['information_schema', 'pg_catalog', 'sys', 'mysql', 'performance_schema', 'master', 'msdb']);

/** Catalogue tables every engine exposes and that attackers read for schema or credential discovery. */
export function isSystemTable(db: string | null, table: string): boolean {
  const t = lower(table);
  if (db && SYSTEM_SCHEMAS.has(lower(db))) return true;
  return (
    t === 'sqlite_master' ||
    t === 'sqlite_schema' ||
    t === 'sqlite_temp_master' ||
    t === 'sqlite_temp_schema' ||
    t === 'sqlite_sequence' ||
    t.startsWith('pg_') ||
    t === 'information_schema' ||
    t === 'sysobjects' ||
    t === 'syscolumns' ||
    t === 'sysusers' ||
    t === 'user_tables' ||
    t === 'all_tables'
  );
}

const AND_OPS = new Set(['AND', '&&']);

/**
 * Several of node-sql-parser's builds (sqlite, postgresql, mysql, mariadb, snowflake) give AND and OR the same
 * precedence, so `a OR b AND c` comes back as `(a OR b) AND c`. SQL binds AND tighter than OR: each chain of AND/OR
 * written without brackets is rebuilt with the right precedence (bracketed operands carry `parentheses` and are kept
 * as written). Trees that are already right come out the same. Changes the AST in place; `orOps` are the spellings
 * of OR in the dialect (`||` too in MySQL). Visits every node once.
 */
export function fixBooleanPrecedence(root: unknown, orOps: ReadonlySet<string>): void {
  const isChain = (n: unknown): n is Node =>
    isNode(n) && n.type === 'binary_expr' && (AND_OPS.has(String(n.operator).toUpperCase()) || orOps.has(String(n.operator).toUpperCase()));
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!isNode(node)) continue;
    if (!isChain(node)) {
      for (const v of Object.values(node)) if (typeof v === 'object' && v !== null) stack.push(v);
      continue;
    }
    // In-order operands and operators of the chain under `node`, stopping at bracketed sub-expressions.
    const operands: unknown[] = [];
    const ops: string[] = [];
    const collect: Array<{ n: unknown; root: boolean } | string> = [{ n: node, root: true }];
    while (collect.length > 0) {
      const item = collect.pop() as { n: unknown; root: boolean } | string;
      if (typeof item === 'string') {
        ops.push(item);
        continue;
      }
      if (isChain(item.n) && (item.root || item.n.parentheses !== true)) {
        // Right first: the stack pops the left side, the operator, then the right side.
        collect.push({ n: item.n.right, root: false }, String(item.n.operator), { n: item.n.left, root: false });
      } else operands.push(item.n);
    }
    const groups: unknown[][] = [[operands[0]]];
    const groupOps: string[][] = [[]];
    ops.forEach((op, i) => {
      if (orOps.has(op.toUpperCase())) {
        groups.push([operands[i + 1]]);
        groupOps.push([]);
      } else {
        (groups[groups.length - 1] as unknown[]).push(operands[i + 1]);
        (groupOps[groupOps.length - 1] as string[]).push(op);
      }
    });
    const orSeparators = ops.filter((op) => orOps.has(op.toUpperCase()));
    const fold = (items: unknown[], between: string[]): unknown =>
      items.reduce((left, right, i) => (i === 0 ? right : { type: 'binary_expr', operator: between[i - 1], left, right }));
    const rebuilt = fold(
      groups.map((g, i) => fold(g, groupOps[i] as string[])),
      orSeparators,
    ) as Node;
    if (rebuilt !== node && isNode(rebuilt)) {
      node.operator = rebuilt.operator;
      node.left = rebuilt.left;
      node.right = rebuilt.right;
    }
    stack.push(...operands);
  }
}
