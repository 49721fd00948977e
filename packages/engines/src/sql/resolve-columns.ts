import type { WorkBudget } from '../budget.ts';
import type { Node } from './ast-util.ts';
import { asArray, asSelect, functionName, identName, isNode, isSystemTable, lower, unwrapStatement } from './ast-util.ts';
import type { Catalogue, ColumnSet, SqlIssue } from './sql-types.ts';

interface Source {
  key: string;
  table: string | null;
  columns: ColumnSet;
}

interface Scope {
  sources: Source[];
  using: Set<string>;
  aliases: Set<string>;
  parent: Scope | null;
}

type Clause = 'select' | 'where' | 'groupby' | 'having' | 'orderby' | 'qualify' | 'on' | 'other';

export interface UnionBranch {
  leftCount: number | null;
  rightCount: number | null;
  rightSystemTables: string[];
  leftTables: string[];
}

export interface Resolution {
  issues: SqlIssue[];
  tables: Set<string>;
  columns: Set<string>;
  systemTables: Set<string>;
  unions: UnionBranch[];
  /** Where to point each issue in the query text: the identifier (and qualifier) it is about. */
  locate: Map<SqlIssue, { qualifier: string | null; name: string }>;
}

interface Output {
  names: (string | null)[];
  /** False when a `*` over an open relation hides how many columns there are. */
  known: boolean;
}

type CteEnv = Map<string, ColumnSet>;

/** Where a select-list alias may be referenced; QUALIFY (BigQuery, Snowflake) sees the aliases too. */
const ALIAS_CLAUSES: Record<string, Set<Clause>> = {
  sqlite: new Set(['where', 'groupby', 'having', 'orderby', 'qualify']),
  mysql: new Set(['groupby', 'having', 'orderby', 'qualify']),
  mariadb: new Set(['groupby', 'having', 'orderby', 'qualify']),
};
const DEFAULT_ALIAS_CLAUSES = new Set<Clause>(['groupby', 'having', 'orderby', 'qualify']);

function toColumnSet(out: Output): ColumnSet {
  if (!out.known) return 'any';
  return new Set(out.names.filter((n): n is string => n !== null).map(lower));
}

/**
 * Resolves every table and column reference of parsed statements against a catalogue, with SQL's scoping: FROM-clause
 * aliases, CTEs (recursive ones see themselves as open), derived tables, correlated subqueries that see outer scopes,
 * USING/NATURAL join columns that are not ambiguous, and select-list aliases where the dialect allows them.
 *
 * With a null catalogue names are not checked (a real engine does that) and only catalogue reads and UNION shapes are
 * collected. Every AST node visited spends one unit of the budget; once it is spent the walk stops and `exhausted` is
 * set, so the caller answers "not established" instead of trusting a partial analysis.
 */
export class ColumnResolver {
  readonly result: Resolution = {
    issues: [],
    tables: new Set(),
    columns: new Set(),
    systemTables: new Set(),
    unions: [],
    locate: new Map(),
  };
  private readonly seen = new Set<string>();
  private readonly catalogue: Catalogue | null;
  private readonly dialect: string;
  private readonly budget: WorkBudget | null;
  /** Names defined by schema_ddl, so a user table called `pg_stats` is not mistaken for the system catalogue. */
  private readonly userTables: ReadonlySet<string>;
  /** Set once the budget is spent; the walk stops there. */
  exhausted: boolean;

  constructor(catalogue: Catalogue | null, dialect: string, options: { budget?: WorkBudget; userTables?: ReadonlySet<string> } = {}) {
    this.catalogue = catalogue;
    this.dialect = dialect;
    this.budget = options.budget ?? null;
    this.userTables = options.userTables ?? (catalogue ? new Set(catalogue.keys()) : new Set());
    this.exhausted = false;
  }

  private spend(): boolean {
    if (this.exhausted) return false;
    if (this.budget && !this.budget.spend()) this.exhausted = true;
    return !this.exhausted;
  }

  private isSystem(db: string | null, table: string): boolean {
    if (!db && this.userTables.has(lower(table))) return false;
    return isSystemTable(db, table);
  }

  private issue(code: SqlIssue['code'], message: string, dedupeKey: string, name: string, qualifier: string | null = null): void {
    if (this.seen.has(dedupeKey)) return;
    this.seen.add(dedupeKey);
    const issue: SqlIssue = { code, message };
    this.result.issues.push(issue);
    this.result.locate.set(issue, { qualifier, name });
  }

  statement(stmt: Node, cte: CteEnv = new Map()): Output {
    const type = typeof stmt.type === 'string' ? stmt.type : '';
    if (type === 'select') return this.select(stmt, null, cte);
    if (type === 'insert' || type === 'replace') this.insert(stmt, cte);
    else if (type === 'update') this.update(stmt, cte);
    else if (type === 'delete') this.delete(stmt, cte);
    return { names: [], known: true };
  }

  /** Output column names of a SELECT (used for views, CTEs and derived tables). */
  select(sel: Node, parent: Scope | null, outerCte: CteEnv): Output {
    if (!this.spend()) return { names: [], known: false };
    const cte = this.withClause(sel, parent, outerCte);
    const scope: Scope = { sources: [], using: new Set(), aliases: new Set(), parent };
    const ons: unknown[] = [];
    for (const item of asArray(sel.from)) this.fromItem(item, scope, ons, cte);
    const columns = Array.isArray(sel.columns) ? sel.columns : [];
    for (const c of columns) {
      if (isNode(c) && typeof c.as === 'string') scope.aliases.add(lower(c.as));
      else if (isNode(c) && isNode(c.as)) {
        const a = identName(c.as);
        if (a) scope.aliases.add(lower(a));
      }
    }
    for (const c of columns) this.walk(isNode(c) ? c.expr : c, scope, 'select', cte);
    for (const on of ons) this.walk(on, scope, 'on', cte);
    this.walk(sel.where, scope, 'where', cte);
    const group = isNode(sel.groupby) && 'columns' in sel.groupby ? sel.groupby.columns : sel.groupby;
    this.walk(group, scope, 'groupby', cte);
    this.walk(sel.having, scope, 'having', cte);
    this.walk(sel.orderby, scope, 'orderby', cte);
    this.walk(sel.window, scope, 'other', cte);
    this.walk(sel.qualify, scope, 'qualify', cte);
    const out = this.outputOf(columns, sel.columns, scope);
    const next = asSelect(sel._next);
    if (next && typeof sel.set_op === 'string') {
      const right = this.select(next, parent, cte);
      const rightSystem = this.systemTablesOf(next);
      this.result.unions.push({
        leftCount: out.known ? out.names.length : null,
        rightCount: right.known ? right.names.length : null,
        rightSystemTables: rightSystem,
        leftTables: scope.sources.map((s) => s.table).filter((t): t is string => t !== null),
      });
    }
    return out;
  }

  private systemTablesOf(sel: Node): string[] {
    const out: string[] = [];
    for (const item of asArray(sel.from)) {
      if (isNode(item) && typeof item.table === 'string' && this.isSystem(identName(item.db), item.table)) {
        const db = identName(item.db);
        out.push(db ? `${db}.${item.table}` : item.table);
      }
    }
    return out;
  }

  private withClause(sel: Node, parent: Scope | null, outer: CteEnv): CteEnv {
    const list = isNode(sel.with) && Array.isArray(sel.with.value) ? sel.with.value : asArray(sel.with);
    if (list.length === 0) return outer;
    const env: CteEnv = new Map(outer);
    for (const w of list) {
      if (!isNode(w)) continue;
      const name = identName(w.name);
      if (!name) continue;
      const explicit = asArray(w.columns)
        .map(identName)
        .filter((n): n is string => n !== null);
      // A recursive CTE references itself before its columns are known.
      env.set(lower(name), explicit.length > 0 ? new Set(explicit.map(lower)) : 'any');
      const stmt = unwrapStatement(w.stmt);
      const out = stmt
        ? stmt.type === 'select'
          ? this.select(stmt, parent, env)
          : this.statement(stmt, env)
        : { names: [], known: false };
      env.set(lower(name), explicit.length > 0 ? new Set(explicit.map(lower)) : toColumnSet(out));
    }
    return env;
  }

  private tableSource(db: string | null, table: string, alias: string | null, cte: CteEnv): Source {
    const key = lower(alias ?? table);
    const t = lower(table);
    if (!db && cte.has(t)) return { key, table: null, columns: cte.get(t) as ColumnSet };
    if (this.isSystem(db, table)) {
      const full = db ? `${db}.${table}` : table;
      this.result.systemTables.add(lower(full));
      this.result.tables.add(full);
      return { key, table: full, columns: 'any' };
    }
    if (!this.catalogue) {
      const full = db ? `${db}.${table}` : table;
      this.result.tables.add(full);
      return { key, table: full, columns: 'any' };
    }
    const entry = this.catalogue.get(t);
    if (!entry) {
      this.issue('UNKNOWN_TABLE', `Unknown table "${table}": it is not defined in schema_ddl.`, `t:${t}`, table, db);
      return { key, table: null, columns: 'any' };
    }
    this.result.tables.add(entry.name);
    return { key, table: entry.name, columns: entry.columns };
  }

  private fromItem(item: unknown, scope: Scope, ons: unknown[], cte: CteEnv): void {
    if (!isNode(item)) return;
    const alias = identName(item.as);
    const sub = asSelect(item.expr) ?? (isNode(item.expr) ? asSelect(item.expr.ast) : null);
    let source: Source | null = null;
    if (sub) {
      source = { key: lower(alias ?? ''), table: null, columns: toColumnSet(this.select(sub, scope.parent, cte)) };
    } else if (typeof item.table === 'string' && item.type !== 'dual') {
      source = this.tableSource(identName(item.db), item.table, alias, cte);
    } else if (item.expr !== undefined) {
      // Table-valued functions (json_each, unnest, generate_series): arguments may use outer columns; output is open.
      // SQLite's pragma_* functions read the catalogue.
      const fn = isNode(item.expr) ? functionName(item.expr.name) : null;
      if (fn && /^pragma_/i.test(fn)) this.result.systemTables.add(lower(fn));
      this.walk(item.expr, scope, 'other', cte);
      source = { key: lower(alias ?? ''), table: null, columns: 'any' };
    }
    if (source) {
      if (typeof item.join === 'string' && /natural/i.test(item.join)) {
        for (const prev of scope.sources) {
          if (prev.columns === 'any' || source.columns === 'any') continue;
          for (const c of prev.columns) if (source.columns.has(c)) scope.using.add(c);
        }
      }
      scope.sources.push(source);
    }
    if (item.on !== undefined && item.on !== null) ons.push(item.on);
    for (const u of asArray(item.using)) {
      const n = identName(u);
      if (n) scope.using.add(lower(n));
    }
  }

  private outputOf(columns: unknown[], raw: unknown, scope: Scope): Output {
    if (raw === '*') return this.star(null, scope);
    const names: (string | null)[] = [];
    let known = true;
    for (const c of columns) {
      if (!isNode(c)) continue;
      const expr = isNode(c.expr) ? c.expr : null;
      const as = identName(c.as);
      if (expr && expr.type === 'column_ref' && identName(expr.column) === '*') {
        const part = this.star(identName(expr.table), scope);
        names.push(...part.names);
        known &&= part.known;
        continue;
      }
      if (as) names.push(as);
      else if (expr && expr.type === 'column_ref') names.push(identName(expr.column));
      else names.push(null);
    }
    return { names, known };
  }

  private star(table: string | null, scope: Scope): Output {
    const sources = table ? scope.sources.filter((s) => s.key === lower(table)) : scope.sources;
    const names: string[] = [];
    for (const s of sources) {
      if (s.columns === 'any') return { names, known: false };
      names.push(...s.columns);
    }
    return { names, known: true };
  }

  private walk(node: unknown, scope: Scope, clause: Clause, cte: CteEnv): void {
    if (this.exhausted) return;
    if (Array.isArray(node)) {
      for (const n of node) this.walk(n, scope, clause, cte);
      return;
    }
    if (!isNode(node) || !this.spend()) return;
    if (node.type === 'column_ref') {
      this.column(node, scope, clause);
      return;
    }
    const sel = asSelect(node);
    if (sel) {
      this.select(sel, scope, cte);
      return;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'tableList' || k === 'columnList') continue;
      if (typeof v === 'object' && v !== null) this.walk(v, scope, clause, cte);
    }
  }

  private findQualifier(q: string, scope: Scope): Source | null {
    for (let s: Scope | null = scope; s; s = s.parent) {
      const hit = s.sources.find((src) => src.key === q);
      if (hit) return hit;
    }
    return null;
  }

  private column(ref: Node, scope: Scope, clause: Clause): void {
    if (!this.catalogue) return;
    const col = identName(ref.column);
    if (col === null) return;
    const table = identName(ref.table);
    const c = lower(col);
    if (table) {
      const q = lower(table);
      const src = this.findQualifier(q, scope);
      if (!src) {
        this.issue(
          'UNKNOWN_TABLE',
          `Unknown table or alias "${table}" in "${table}.${col}": it is not in the FROM clause.`,
          `q:${q}`,
          table,
        );
        return;
      }
      if (c === '*') return;
      if (src.columns !== 'any' && !src.columns.has(c)) {
        this.issue(
          'UNKNOWN_COLUMN',
          `Unknown column "${table}.${col}": ${src.table ?? table} has no column "${col}".`,
          `c:${q}.${c}`,
          col,
          table,
        );
        return;
      }
      this.result.columns.add(`${src.table ?? table}.${col}`);
      return;
    }
    if (c === '*') return;
    const aliasClauses = ALIAS_CLAUSES[this.dialect] ?? DEFAULT_ALIAS_CLAUSES;
    for (let s: Scope | null = scope; s; s = s.parent) {
      const matches = s.sources.filter((src) => src.columns !== 'any' && src.columns.has(c));
      if (matches.length > 1 && !s.using.has(c)) {
        const where = matches.map((m) => m.table ?? m.key).join(', ');
        this.issue('AMBIGUOUS_COLUMN', `Ambiguous column "${col}": it exists in ${where}; qualify it with a table alias.`, `a:${c}`, col);
        return;
      }
      const hit = matches[0];
      if (hit) {
        this.result.columns.add(`${hit.table ?? hit.key}.${col}`);
        return;
      }
      if (s === scope && s.aliases.has(c) && aliasClauses.has(clause)) return;
      if (s.sources.some((src) => src.columns === 'any')) return;
    }
    this.issue('UNKNOWN_COLUMN', `Unknown column "${col}": no table in scope has it.`, `c:${c}`, col);
  }

  private insert(stmt: Node, cte: CteEnv): void {
    const scope: Scope = { sources: [], using: new Set(), aliases: new Set(), parent: null };
    for (const item of asArray(stmt.table)) this.fromItem(item, scope, [], cte);
    const target = scope.sources[0];
    for (const colNode of asArray(stmt.columns)) {
      const col = identName(colNode);
      if (col && target && target.columns !== 'any' && !target.columns.has(lower(col))) {
        this.issue('UNKNOWN_COLUMN', `Unknown column "${col}": ${target.table} has no column "${col}".`, `c:${lower(col)}`, col);
      }
    }
    const values = isNode(stmt.values) ? stmt.values : null;
    const sel = asSelect(stmt.values) ?? asSelect(stmt.select);
    if (sel) this.select(sel, null, cte);
    else this.walk(values, { sources: [], using: new Set(), aliases: new Set(), parent: null }, 'other', cte);
    this.walk(stmt.on_duplicate_update, scope, 'other', cte);
    this.walk(stmt.returning, scope, 'other', cte);
  }

  private update(stmt: Node, cte: CteEnv): void {
    const scope: Scope = { sources: [], using: new Set(), aliases: new Set(), parent: null };
    const ons: unknown[] = [];
    for (const item of asArray(stmt.table)) this.fromItem(item, scope, ons, cte);
    for (const item of asArray(stmt.from)) this.fromItem(item, scope, ons, cte);
    for (const set of asArray(stmt.set)) {
      if (!isNode(set)) continue;
      this.column({ type: 'column_ref', table: set.table ?? null, column: set.column }, scope, 'other');
      this.walk(set.value, scope, 'other', cte);
    }
    for (const on of ons) this.walk(on, scope, 'on', cte);
    this.walk(stmt.where, scope, 'where', cte);
    this.walk(stmt.returning, scope, 'other', cte);
  }

  private delete(stmt: Node, cte: CteEnv): void {
    const scope: Scope = { sources: [], using: new Set(), aliases: new Set(), parent: null };
    const ons: unknown[] = [];
    for (const item of asArray(stmt.from)) this.fromItem(item, scope, ons, cte);
    for (const item of asArray(stmt.using)) this.fromItem(item, scope, ons, cte);
    for (const on of ons) this.walk(on, scope, 'on', cte);
    this.walk(stmt.where, scope, 'where', cte);
    this.walk(stmt.returning, scope, 'other', cte);
  }
}
