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
