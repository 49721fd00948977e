import type { WorkBudget } from '../budget.ts';
import type { Node } from './ast-util.ts';
import { asArray, asSelect, functionName, identName, isNode, isSystemTable, lower, unwrapStatement } from './ast-util.ts';
import type { ColumnFacts } from './column-domains.ts';
import { unknownDomain } from './column-domains.ts';
import {
  DATEPART_WORDS,
  DEFAULT_SCHEMAS,
  engineOnlyName,
  engineOnlyRelation,
  KEYWORD_ARGUMENTS,
  TSQL_ARITY,
  TSQL_DATEPARTS,
} from './dialect-names.ts';
import type { SqlDialect } from './dialects.ts';
import type { Catalogue, ColumnSet, SqlIssue } from './sql-types.ts';
import type { ResolvedColumn, TautologyAnalysis } from './tautology.ts';

interface Source {
  /** Unique within the statement, so two sources of the same table are different atoms for the tautology rule. */
  id: number;
  key: string;
  table: string | null;
  columns: ColumnSet;
  facts: Map<string, ColumnFacts> | null;
  /** On the NULL-extended side of an outer join: its columns can be NULL whatever the schema says. */
  nullable: boolean;
}

interface Scope {
  sources: Source[];
  using: Set<string>;
  aliases: Set<string>;
  /** Names of the select list's output columns (aliases and plain column references), which ORDER BY sees first. */
  outputs: Set<string>;
  /** GROUP BY ROLLUP/CUBE/GROUPING SETS: after grouping, any grouped column can be NULL. */
  rollup: boolean;
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
  /** OR expressions the tautology rule proved TRUE for every row. */
  tautologies: number;
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

function newScope(parent: Scope | null): Scope {
  return { sources: [], using: new Set(), aliases: new Set(), outputs: new Set(), rollup: false, parent };
}

/** `d(kind, dt)`: the alias of a VALUES list or table function with its column names. */
function aliasWithColumns(alias: string | null): { key: string; columns: string[] | null } {
  const m = alias ? /^\s*([^()\s]+)\s*\(([^()]*)\)\s*$/.exec(alias) : null;
  if (!m) return { key: lower(alias ?? ''), columns: null };
  const names = (m[2] as string)
    .split(',')
    .map((c) => lower(c.trim().replace(/^["`[]|["`\]]$/g, '')))
    .filter((c) => c !== '');
  return { key: lower(m[1] as string), columns: names.length > 0 ? names : null };
}

export interface ResolverOptions {
  budget?: WorkBudget;
  /** Names defined by schema_ddl, so a user table called `pg_stats` is not mistaken for the system catalogue. */
  userTables?: ReadonlySet<string>;
  /**
   * false: a real engine checks names (sqlite, postgresql); the catalogue then only serves the tautology rule and no
   * UNKNOWN_TABLE/UNKNOWN_COLUMN/AMBIGUOUS_COLUMN or UNION shape issue is reported. Default true.
   */
  reportNames?: boolean;
  /** The tautology rule, run on every OR expression with the scope it appears in. */
  tautology?: TautologyAnalysis;
}

/**
 * Resolves every table and column reference of parsed statements against a catalogue, with SQL's scoping: FROM-clause
 * aliases, CTEs (recursive ones see themselves as open), derived tables, correlated subqueries that see outer scopes,
 * LATERAL and APPLY (the right side sees the left side's aliases), USING/NATURAL join columns that are not ambiguous,
 * and select-list aliases where the dialect allows them.
 *
 * Without an engine a name is reported missing only when the schema definitely contradicts it: an unqualified table
 * the schema does not define, a column its known table does not have. Names only the dialect's engine could place
 * (temporary tables, qualified names of schemas the catalogue does not know, pseudo-columns, date-part keywords,
 * outputs of PIVOT and table functions) are not reported. Every AST node visited spends one unit of the budget; once
 * it is spent the walk stops and `exhausted` is set, so the caller answers "not established".
 */
export class ColumnResolver {
  readonly result: Resolution = {
    issues: [],
    tables: new Set(),
    columns: new Set(),
    systemTables: new Set(),
    unions: [],
    locate: new Map(),
    tautologies: 0,
  };
  private readonly seen = new Set<string>();
  private readonly catalogue: Catalogue | null;
  private readonly dialect: SqlDialect;
  private readonly budget: WorkBudget | null;
  private readonly userTables: ReadonlySet<string>;
  private readonly reportNames: boolean;
  private readonly tautology: TautologyAnalysis | null;
  /** OR nodes already analysed as part of an enclosing OR chain. */
  private readonly orsDone = new Set<object>();
  private qualifiers: Set<string> | null = null;
  private nextId = 1;
  /** Set once the budget is spent; the walk stops there. */
  exhausted: boolean;

  constructor(catalogue: Catalogue | null, dialect: SqlDialect, options: ResolverOptions = {}) {
    this.catalogue = catalogue;
    this.dialect = dialect;
    this.budget = options.budget ?? null;
    this.userTables = options.userTables ?? (catalogue ? new Set(catalogue.keys()) : new Set());
    this.reportNames = options.reportNames !== false;
    this.tautology = options.tautology ?? null;
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
    const nameIssue = code === 'UNKNOWN_TABLE' || code === 'UNKNOWN_COLUMN' || code === 'AMBIGUOUS_COLUMN';
    if ((nameIssue && !this.reportNames) || !this.catalogue || this.seen.has(dedupeKey)) return;
    this.seen.add(dedupeKey);
    const issue: SqlIssue = { code, message };
    this.result.issues.push(issue);
    this.result.locate.set(issue, { qualifier, name });
  }

  private source(key: string, table: string | null, columns: ColumnSet, facts: Map<string, ColumnFacts> | null = null): Source {
    return { id: this.nextId++, key, table, columns, facts, nullable: false };
  }

  statement(stmt: Node, cte: CteEnv = new Map()): Output {
    const type = typeof stmt.type === 'string' ? stmt.type : '';
    if (type === 'select') return this.select(stmt, null, cte);
    if (type === 'insert' || type === 'replace') this.insert(stmt, cte);
    else if (type === 'update') this.update(stmt, cte);
    else if (type === 'delete') this.delete(stmt, cte);
    return { names: [], known: true };
  }

  /**
   * Output column names of a SELECT (used for views, CTEs and derived tables). `setOutputs`: in a UNION/INTERSECT/EXCEPT
   * chain, the first SELECT's output names, which an ORDER BY after the chain (the parser hangs it on the last SELECT)
   * may name.
   */
  select(sel: Node, parent: Scope | null, outerCte: CteEnv, setOutputs?: ReadonlySet<string>): Output {
    if (!this.spend()) return { names: [], known: false };
    const cte = this.withClause(sel, parent, outerCte);
    const scope = newScope(parent);
    const ons: unknown[] = [];
    for (const item of asArray(sel.from)) this.fromItem(item, scope, ons, cte);
    const columns = Array.isArray(sel.columns) ? sel.columns : [];
    for (const c of columns) {
      if (!isNode(c)) continue;
      const a = typeof c.as === 'string' ? c.as : isNode(c.as) ? identName(c.as) : null;
      if (a) {
        scope.aliases.add(lower(a));
        scope.outputs.add(lower(a));
      } else if (isNode(c.expr) && c.expr.type === 'column_ref') {
        const n = identName(c.expr.column);
        if (n) scope.outputs.add(lower(n));
      }
    }
    const chainOutputs = new Set([...(setOutputs ?? []), ...scope.outputs]);
    if (setOutputs) for (const n of setOutputs) scope.outputs.add(n);
    if (sel.groupby !== null && sel.groupby !== undefined) {
      const text = JSON.stringify(sel.groupby);
      scope.rollup = text.length > 200_000 || /rollup|cube|grouping sets/i.test(text);
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
      const right = this.select(next, parent, cte, setOutputs ?? chainOutputs);
      const rightSystem = this.systemTablesOf(next);
      this.result.unions.push({
        leftCount: out.known && this.reportNames ? out.names.length : null,
        rightCount: right.known && this.reportNames ? right.names.length : null,
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

  private knownQualifiers(): Set<string> {
    if (!this.qualifiers) {
      this.qualifiers = new Set();
      for (const e of this.catalogue?.values() ?? []) for (const q of e.qualifiers) if (q) this.qualifiers.add(q);
    }
    return this.qualifiers;
  }

  /**
   * A relation of the FROM clause. Qualified names are placed when the qualifier is the schema the definition names,
   * a default schema (dbo, public, main) or the definition is unqualified; a qualifier the catalogue does not know
   * leaves the relation open (only the engine could place it).
   */
  private tableSource(item: Node, alias: string | null, cte: CteEnv): Source {
    let table = item.table as string;
    let db = identName(item.db);
    const schema = identName(item.schema);
    // BigQuery quotes whole paths: `project.dataset.table`.
    if (this.dialect === 'bigquery' && table.includes('.')) {
      const parts = table.split('.');
      table = parts[parts.length - 1] as string;
      db = parts.length > 1 ? (parts[parts.length - 2] as string) : db;
    }
    const qualifier = schema ?? db;
    const threePart = schema !== null && db !== null;
    const key = lower(alias ?? table);
    const t = lower(table);
    if (!qualifier && cte.has(t)) return this.source(key, null, cte.get(t) as ColumnSet);
    if (this.isSystem(qualifier, table) || (db && this.isSystem(db, table))) {
      const full = qualifier ? `${qualifier}.${table}` : table;
      this.result.systemTables.add(lower(full));
      this.result.tables.add(full);
      return this.source(key, full, 'any');
    }
    const full = qualifier ? `${qualifier}.${table}` : table;
    if (!this.catalogue || engineOnlyRelation(this.dialect, table) || threePart) {
      this.result.tables.add(full);
      return this.source(key, full, 'any');
    }
    const entry = this.catalogue.get(t);
    const q = qualifier ? lower(qualifier) : null;
    const placed = entry && (q === null || entry.qualifiers.includes(q) || entry.qualifiers.includes(null));
    if (entry && placed) {
      this.result.tables.add(entry.name);
      const s = this.source(key, entry.name, entry.columns, entry.facts);
      return s;
    }
    const knownQualifier = q === null || DEFAULT_SCHEMAS.has(q) || this.knownQualifiers().has(q);
    if (!entry && knownQualifier) {
      this.issue('UNKNOWN_TABLE', `Unknown table "${full}": it is not defined in schema_ddl.`, `t:${t}`, table, qualifier);
      return this.source(key, null, 'any');
    }
    this.result.tables.add(full);
    return this.source(key, full, 'any');
  }

  private fromItem(item: unknown, scope: Scope, ons: unknown[], cte: CteEnv): void {
    if (!isNode(item)) return;
    const rawAlias = typeof item.as === 'string' ? item.as : identName(item.as);
    const { key: aliasKey, columns: aliasColumns } = aliasWithColumns(rawAlias);
    const alias = rawAlias === null ? null : aliasKey;
    const join = typeof item.join === 'string' ? item.join.toUpperCase() : '';
    // LATERAL and APPLY: the right side sees the relations to its left.
    const lateral = /APPLY/.test(join) || /LATERAL/i.test(String(item.prefix ?? '')) || item.lateral === true;
    const inner = lateral ? scope : scope.parent;
    // A bracketed join `(b JOIN c ON …)`: its relations join this scope; an outer join around it nulls them all.
    const nested = isNode(item.expr) && item.expr.type === 'tables' ? item.expr.expr : Array.isArray(item.expr) ? item.expr : null;
    if (Array.isArray(nested)) {
      const before = scope.sources.length;
      for (const innerItem of nested) this.fromItem(innerItem, scope, ons, cte);
      if (/\bLEFT\b|\bFULL\b/.test(join)) for (const s of scope.sources.slice(before)) s.nullable = true;
      if (/\bRIGHT\b|\bFULL\b/.test(join)) for (const s of scope.sources.slice(0, before)) s.nullable = true;
      if (item.on !== undefined && item.on !== null) ons.push(item.on);
      return;
    }
    const sub = asSelect(item.expr) ?? (isNode(item.expr) ? asSelect(item.expr.ast) : null);
    let source: Source | null = null;
    if (sub) {
      const out = toColumnSet(this.select(sub, inner, cte));
      source = this.source(alias ?? '', null, aliasColumns ? new Set(aliasColumns) : out);
    } else if (typeof item.table === 'string' && item.type !== 'dual') {
      source = this.tableSource(item, alias, cte);
    } else if (item.expr !== undefined) {
      // VALUES lists and table-valued functions (json_each, unnest, STRING_SPLIT, FLATTEN): arguments may use outer
      // columns (and, after APPLY/LATERAL or in a comma list, the left side's); the output is open unless the alias
      // lists its columns. SQLite's pragma_* functions read the catalogue.
      const fn = isNode(item.expr) ? functionName(item.expr.name) : null;
      if (fn && /^pragma_/i.test(fn)) this.result.systemTables.add(lower(fn));
      this.walk(item.expr, scope, 'other', cte);
      source = this.source(alias ?? '', null, aliasColumns ? new Set(aliasColumns) : 'any');
    }
    if (source) {
      // PIVOT/UNPIVOT: the output columns come from the data; only the engine knows them.
      if (isNode(item.operator)) {
        source.columns = 'any';
        source.facts = null;
        const pivotAlias = identName(item.operator.as);
        if (pivotAlias) source.key = lower(pivotAlias);
      }
      if (/NATURAL/.test(join)) {
        for (const prev of scope.sources) {
          if (prev.columns === 'any' || source.columns === 'any') continue;
          for (const c of prev.columns) if (source.columns.has(c)) scope.using.add(c);
        }
      }
      if (/\bLEFT\b|\bFULL\b|OUTER APPLY/.test(join)) source.nullable = true;
      if (/\bRIGHT\b|\bFULL\b/.test(join)) for (const prev of scope.sources) prev.nullable = true;
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

  private isOr(node: Node): boolean {
    if (node.type !== 'binary_expr') return false;
    const op = String(node.operator).toUpperCase();
    return op === 'OR' || (op === '||' && (this.dialect === 'mysql' || this.dialect === 'mariadb'));
  }

  private markChain(node: Node): void {
    const stack: unknown[] = [node];
    while (stack.length > 0) {
      const n = stack.pop();
      if (!isNode(n) || !this.isOr(n)) continue;
      this.orsDone.add(n);
      stack.push(n.left, n.right);
    }
  }

  private walk(node: unknown, scope: Scope, clause: Clause, cte: CteEnv, keywordLike = false): void {
    if (this.exhausted) return;
    if (Array.isArray(node)) {
      for (const n of node) this.walk(n, scope, clause, cte);
      return;
    }
    if (!isNode(node) || !this.spend()) return;
    if (node.type === 'column_ref') {
      this.column(node, scope, clause, keywordLike);
      return;
    }
    const sel = asSelect(node);
    if (sel) {
      this.select(sel, scope, cte);
      return;
    }
    if (this.tautology && this.isOr(node) && !this.orsDone.has(node)) {
      this.markChain(node);
      const grouped = clause === 'select' || clause === 'having' || clause === 'orderby' || clause === 'qualify';
      if (this.tautology.isTautology(node, (ref) => this.lookup(ref, scope, grouped))) this.result.tautologies++;
    }
    if (node.type === 'function') {
      this.functionCall(node, scope, clause, cte);
      return;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'tableList' || k === 'columnList') continue;
      if (typeof v === 'object' && v !== null) this.walk(v, scope, clause, cte);
    }
  }

  /** A function call: keyword arguments (date parts) are not names; other arguments are walked. */
  private functionCall(node: Node, scope: Scope, clause: Clause, cte: CteEnv): void {
    const name = (functionName(node.name) ?? '').toUpperCase();
    const positions = KEYWORD_ARGUMENTS[this.dialect]?.[name] ?? [];
    const args = isNode(node.args) && Array.isArray(node.args.value) ? node.args.value : null;
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'tableList' || k === 'columnList' || k === 'args' || k === 'name') continue;
      if (typeof v === 'object' && v !== null) this.walk(v, scope, clause, cte);
    }
    const qualified = isNode(node.name) && Array.isArray(node.name.name) && node.name.name.length > 1;
    const arity = this.dialect === 'transactsql' && !qualified ? TSQL_ARITY[name] : undefined;
    const count = args ? args.length : node.args === null || node.args === undefined ? 0 : null;
    if (arity && count !== null && (count < arity[0] || count > arity[1])) {
      const want = arity[0] === arity[1] ? `${arity[0]}` : `${arity[0]} to ${arity[1]}`;
      this.issue(
        'UNKNOWN_FUNCTION',
        `transactsql's ${name} takes ${want} argument${want === '1' ? '' : 's'}, not ${count}.`,
        `f:${name}:${count}`,
        name,
      );
    }
    if (!args) {
      this.walk(node.args, scope, clause, cte);
      return;
    }
    args.forEach((arg, i) => {
      const bare = isNode(arg) && arg.type === 'column_ref' && !identName(arg.table) ? identName(arg.column) : null;
      if (bare !== null && positions.includes(i)) {
        if (this.dialect === 'transactsql' && !TSQL_DATEPARTS.has(lower(bare))) {
          this.issue(
            'DIALECT_UNSUPPORTED',
            `transactsql does not recognise "${bare}" as a date part of ${name} (year, quarter, month, dayofyear, day, week, weekday, hour, minute, second… or their abbreviations).`,
            `dp:${lower(bare)}`,
            bare,
          );
        }
        return;
      }
      this.walk(arg, scope, clause, cte, bare !== null && DATEPART_WORDS.has(lower(bare)));
    });
  }

  private findQualifier(q: string, scope: Scope): Source | null {
    for (let s: Scope | null = scope; s; s = s.parent) {
      const hit = s.sources.find((src) => src.key === q);
      if (hit) return hit;
    }
    return null;
  }

  /** Some source in scope has column `c`, or cannot tell (open columns): `c.field` may be a struct field. */
  private mayBeColumn(c: string, scope: Scope): boolean {
    for (let s: Scope | null = scope; s; s = s.parent) {
      if (s.sources.some((src) => src.columns === 'any' || src.columns.has(c))) return true;
    }
    return false;
  }

  private column(ref: Node, scope: Scope, clause: Clause, keywordLike = false): void {
    if (!this.catalogue) return;
    const col = identName(ref.column);
    if (col === null) return;
    const table = identName(ref.table);
    const c = lower(col);
    // Snowflake's `v:field` reads a path inside the VARIANT column v: only v is a name.
    if (Array.isArray(ref.notations) && ref.notations.includes(':')) {
      if (table) this.column({ type: 'column_ref', table: null, column: table }, scope, clause);
      return;
    }
    if (table) {
      const q = lower(table);
      const src = this.findQualifier(q, scope);
      if (!src) {
        // BigQuery reads `col.field` of a STRUCT column the same way as `alias.col`.
        if (this.dialect === 'bigquery' && this.mayBeColumn(q, scope)) return;
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
        if (engineOnlyName(this.dialect, c)) return;
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
    // ORDER BY names the select list's output columns first.
    if (clause === 'orderby' && scope.outputs.has(c)) return;
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
    if (keywordLike || engineOnlyName(this.dialect, c)) return;
    this.issue('UNKNOWN_COLUMN', `Unknown column "${col}": no table in scope has it.`, `c:${c}`, col);
  }

  /** What the tautology rule knows about a column reference in `scope`; null when it cannot be placed. */
  private lookup(ref: Node, scope: Scope, afterGrouping = false): ResolvedColumn | null {
    const col = identName(ref.column);
    if (col === null || col === '*') return null;
    const c = lower(col);
    const table = identName(ref.table);
    const describe = (src: Source): ResolvedColumn => {
      const facts = src.facts?.get(c) ?? null;
      return {
        key: `${src.id}.${c}`,
        domain: facts?.domain ?? unknownDomain(this.dialect),
        nullable: !facts?.notNull || src.nullable || (afterGrouping && scope.rollup),
      };
    };
    if (table) {
      const src = this.findQualifier(lower(table), scope);
      if (!src || (src.columns !== 'any' && !src.columns.has(c))) return null;
      return describe(src);
    }
    for (let s: Scope | null = scope; s; s = s.parent) {
      if (s === scope && s.aliases.has(c)) return null;
      const matches = s.sources.filter((src) => src.columns !== 'any' && src.columns.has(c));
      if (matches.length === 1 && !s.sources.some((src) => src.columns === 'any')) return describe(matches[0] as Source);
      if (matches.length > 0 || s.sources.some((src) => src.columns === 'any')) return null;
    }
    return null;
  }

  private insert(stmt: Node, cte: CteEnv): void {
    const scope = newScope(null);
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
    else this.walk(values, newScope(null), 'other', cte);
    this.walk(stmt.on_duplicate_update, scope, 'other', cte);
    this.walk(stmt.returning, scope, 'other', cte);
  }

  private update(stmt: Node, cte: CteEnv): void {
    const scope = newScope(null);
    const ons: unknown[] = [];
    for (const item of asArray(stmt.from)) this.fromItem(item, scope, ons, cte);
    // T-SQL's `UPDATE t SET … FROM tickets AS t`: the target names a FROM alias.
    for (const item of asArray(stmt.table)) {
      const named = isNode(item) && typeof item.table === 'string' && !item.db && !item.as ? lower(item.table) : null;
      if (named && scope.sources.some((s) => s.key === named)) continue;
      this.fromItem(item, scope, ons, cte);
    }
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
    const scope = newScope(null);
    const ons: unknown[] = [];
    for (const item of asArray(stmt.from)) this.fromItem(item, scope, ons, cte);
    for (const item of asArray(stmt.using)) this.fromItem(item, scope, ons, cte);
    for (const on of ons) this.walk(on, scope, 'on', cte);
    this.walk(stmt.where, scope, 'where', cte);
    this.walk(stmt.returning, scope, 'other', cte);
  }
}
