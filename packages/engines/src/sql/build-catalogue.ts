import { WorkBudget } from '../budget.ts';
import type { Node } from './ast-util.ts';
import { asArray, asSelect, identName, isNode, lower } from './ast-util.ts';
import type { ColumnFacts } from './column-domains.ts';
import { columnDomain, primaryKeyImpliesNotNull } from './column-domains.ts';
import type { DialectParser, SqlDialect } from './dialects.ts';
import { ColumnResolver } from './resolve-columns.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import { headOf } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia } from './sql-lexer.ts';
import type { Catalogue, CatalogueEntry, ColumnSet } from './sql-types.ts';

const CONSTRAINT_WORDS = new Set([
  'CONSTRAINT',
  'PRIMARY',
  'FOREIGN',
  'UNIQUE',
  'CHECK',
  'KEY',
  'INDEX',
  'FULLTEXT',
  'SPATIAL',
  'EXCLUDE',
  'PERIOD',
]);

function unquote(t: SqlToken): string {
  if (t.kind === 'quoted_ident') return t.text.slice(1, -1);
  return t.text;
}

/** Words that end a column's type and start its constraints. */
const TYPE_END = new Set([
  'NOT',
  'NULL',
  'PRIMARY',
  'REFERENCES',
  'DEFAULT',
  'CHECK',
  'UNIQUE',
  'CONSTRAINT',
  'COLLATE',
  'GENERATED',
  'AS',
  'IDENTITY',
  'AUTO_INCREMENT',
  'AUTOINCREMENT',
  'COMMENT',
  'ON',
  'KEY',
  'OPTIONS',
  'CHARACTER',
  'CHARSET',
  'ENCODE',
  'MASKING',
  'WITH',
  'ROWGUIDCOL',
  'SPARSE',
  'FILESTREAM',
  'INVISIBLE',
  'VISIBLE',
]);

export interface LexicalTable {
  name: string;
  /** The schema or dataset the definition names (`billing` in `billing.users`), lower case; null when unqualified. */
  qualifier: string | null;
  columns: ColumnSet;
  /** Per column (lower case): its domain and NOT NULL; only when a dialect was given and the columns are known. */
  facts: Map<string, ColumnFacts> | null;
}

interface ColumnItem {
  name: string;
  tokens: SqlToken[];
}

function nameParts(t: SqlToken, dialect: SqlDialect | undefined): string[] {
  const raw = unquote(t);
  // BigQuery quotes whole paths: `project.dataset.table`.
  return dialect === 'bigquery' && t.kind === 'quoted_ident' && t.text.startsWith('`') ? raw.split('.') : [raw];
}

function hasPair(tokens: SqlToken[], a: string, b: string): boolean {
  for (let k = 0; k + 1 < tokens.length; k++) {
    if ((tokens[k] as SqlToken).text.toUpperCase() === a && (tokens[k + 1] as SqlToken).text.toUpperCase() === b) return true;
  }
  return false;
}

/** The names inside the first bracket of `tokens` (`PRIMARY KEY (a, b)` → a, b). */
function bracketNames(tokens: SqlToken[]): string[] {
  const open = tokens.findIndex((t) => t.text === '(');
  const names: string[] = [];
  for (let k = open + 1; open >= 0 && k < tokens.length && tokens[k]?.text !== ')'; k++) {
    const t = tokens[k] as SqlToken;
    if ((t.kind === 'word' || t.kind === 'quoted_ident') && (k === open + 1 || tokens[k - 1]?.text === ',')) names.push(lower(unquote(t)));
  }
  return names;
}

function columnFacts(
  item: ColumnItem,
  dialect: SqlDialect,
  tableLevelKey: Set<string>,
  withoutRowid: boolean,
  strict: boolean,
): ColumnFacts {
  const rest = item.tokens.slice(1);
  const typeWords: string[] = [];
  const params: number[] = [];
  // Constraint words count outside brackets only: `CHECK (a IS NOT NULL OR b > 0)` does not make the column NOT NULL.
  const outside: SqlToken[] = [];
  let depth = 0;
  let inType = true;
  let array = false;
  for (const t of rest) {
    if (t.text === '(') {
      depth++;
      continue;
    }
    if (t.text === ')') {
      depth--;
      continue;
    }
    if (depth > 0) {
      if (inType && t.kind === 'number') params.push(Number(t.text));
      continue;
    }
    outside.push(t);
    if (t.text === '[') array = true;
    if (!inType) continue;
    const w = t.text.toUpperCase();
    if (t.kind !== 'word' || TYPE_END.has(w)) {
      inType = false;
      continue;
    }
    typeWords.push(w);
  }
  if (array) typeWords.push('ARRAY');
  const declared = typeWords.join(' ');
  const primary = hasPair(outside, 'PRIMARY', 'KEY') || tableLevelKey.has(lower(item.name));
  // SQLite: only an INTEGER PRIMARY KEY (the rowid) and the keys of WITHOUT ROWID tables are NOT NULL by the key.
  const rowid = dialect === 'sqlite' && declared === 'INTEGER' && hasPair(outside, 'PRIMARY', 'KEY');
  const sqliteInteger = rowid || (strict && (declared === 'INT' || declared === 'INTEGER'));
  const serial = dialect === 'postgresql' && /^(?:SMALL|BIG)?SERIAL[248]?$/.test(typeWords[0] ?? '');
  const identity =
    (dialect === 'transactsql' && outside.some((t) => t.text.toUpperCase() === 'IDENTITY')) ||
    (dialect === 'postgresql' && hasPair(outside, 'AS', 'IDENTITY'));
  const notNull =
    hasPair(outside, 'NOT', 'NULL') ||
    serial ||
    identity ||
    rowid ||
    (primary && (primaryKeyImpliesNotNull(dialect) || (dialect === 'sqlite' && withoutRowid)));
  return { domain: columnDomain(dialect, typeWords, params, sqliteInteger), notNull };
}

/**
 * The name and qualifier of `CREATE … TABLE [IF NOT EXISTS] [a.]b`, read from its first 16 significant tokens only
 * (`sig`).
 */
function createTableHeader(sig: SqlToken[], dialect?: SqlDialect): { name: string; qualifier: string | null } | null {
  const words = sig.map((t) => t.text.toUpperCase());
  const ti = words.indexOf('TABLE');
  if (words[0] !== 'CREATE' || ti < 0 || ti > 4) return null;
  let i = ti + 1;
  if (words[i] === 'IF' && words[i + 1] === 'NOT' && words[i + 2] === 'EXISTS') i += 3;
  const first = sig[i];
  if (!first || (first.kind !== 'word' && first.kind !== 'quoted_ident')) return null;
  const parts = nameParts(first, dialect);
  while (sig[i + 1]?.text === '.' && sig[i + 2]) {
    i += 2;
    parts.push(...nameParts(sig[i] as SqlToken, dialect));
  }
  return { name: parts[parts.length - 1] as string, qualifier: parts.length > 1 ? lower(parts[parts.length - 2] as string) : null };
}

/**
 * Grammar-independent reading of `CREATE [TEMP|VIRTUAL] TABLE [IF NOT EXISTS] [schema.]name (col type, …)` and
 * `… USING module(col, …)`: linear, and immune to vendor clauses a grammar may not know. With a dialect it also reads
 * each column's declared type and whether it is NOT NULL (explicitly, or by the primary key where the dialect says so).
 */
export function lexicalCreateTable(tokens: SqlToken[], dialect?: SqlDialect): LexicalTable | null {
  const sig = tokens.filter((t) => !isTrivia(t));
  const words = sig.map((t) => t.text.toUpperCase());
  const ti = words.indexOf('TABLE');
  if (words[0] !== 'CREATE' || ti < 0 || ti > 4) return null;
  let i = ti + 1;
  if (words[i] === 'IF' && words[i + 1] === 'NOT' && words[i + 2] === 'EXISTS') i += 3;
  const parts: string[] = [];
  let nameTok = sig[i];
  if (!nameTok || (nameTok.kind !== 'word' && nameTok.kind !== 'quoted_ident')) return null;
  parts.push(...nameParts(nameTok, dialect));
  while (sig[i + 1]?.text === '.' && sig[i + 2]) {
    i += 2;
    nameTok = sig[i] as SqlToken;
    parts.push(...nameParts(nameTok, dialect));
  }
  const name = parts[parts.length - 1] as string;
  const qualifier = parts.length > 1 ? lower(parts[parts.length - 2] as string) : null;
  const open = sig.findIndex((t, k) => k > i && t.text === '(');
  const any = { name, qualifier, columns: 'any' as const, facts: null };
  if (open < 0) return any;
  if (words.slice(i + 1, open).includes('AS')) return any;
  const items: ColumnItem[] = [];
  const tableKey = new Set<string>();
  let current: SqlToken[] = [];
  let depth = 0;
  let angle = 0;
  let close = sig.length;
  const flush = () => {
    const first = current[0];
    if (first && (first.kind === 'word' || first.kind === 'quoted_ident')) {
      const w = first.text.toUpperCase();
      if (first.kind === 'word' && CONSTRAINT_WORDS.has(w)) {
        if (hasPair(current, 'PRIMARY', 'KEY'))
          for (const n of bracketNames(current.slice(current.findIndex((t) => t.text.toUpperCase() === 'KEY')))) tableKey.add(n);
      } else items.push({ name: unquote(first), tokens: current });
    }
    current = [];
  };
  for (let k = open + 1; k < sig.length; k++) {
    const t = sig[k] as SqlToken;
    // BigQuery's STRUCT<a INT64, b STRING> and ARRAY<…> carry commas that do not separate columns.
    if (t.text === '<' && /^(?:STRUCT|ARRAY|MAP|RANGE)$/i.test(sig[k - 1]?.text ?? '')) angle++;
    else if (angle > 0 && t.text === '>') angle--;
    else if (angle === 0 && t.text === '(') depth++;
    else if (angle === 0 && t.text === ')') {
      if (depth === 0) {
        close = k;
        break;
      }
      depth--;
    } else if (angle === 0 && depth === 0 && t.text === ',') {
      flush();
      continue;
    }
    current.push(t);
  }
  flush();
  // `(LIKE other INCLUDING ALL)` copies another table's columns: they cannot be listed here.
  if (items.length === 0 || items.some((c) => c.tokens[0]?.kind === 'word' && c.name.toUpperCase() === 'LIKE')) return any;
  const columns = new Set(items.map((c) => lower(c.name)));
  if (!dialect) return { name, qualifier, columns, facts: null };
  const tail = words.slice(close + 1);
  const withoutRowid = tail.includes('WITHOUT') && tail.includes('ROWID');
  const strict = tail.includes('STRICT');
  const facts = new Map<string, ColumnFacts>();
  for (const c of items) facts.set(lower(c.name), columnFacts(c, dialect, tableKey, withoutRowid, strict));
  return { name, qualifier, columns, facts };
}

/** The parts of the name of `CREATE … VIEW [IF NOT EXISTS] a.b`, and the furthest index of `sig` read for them. */
function viewNameReach(sig: SqlToken[]): { parts: string[] | null; reach: number } {
  const words = sig.slice(0, 6).map((t) => t.text.toUpperCase());
  const vi = words.indexOf('VIEW');
  if (words[0] !== 'CREATE' || vi < 0 || vi > 5) return { parts: null, reach: 5 };
  let i = vi + 1;
  if (sig[i]?.text.toUpperCase() === 'IF' && sig[i + 1]?.text.toUpperCase() === 'NOT' && sig[i + 2]?.text.toUpperCase() === 'EXISTS')
    i += 3;
  const parts: string[] = [];
  for (;;) {
    const t = sig[i];
    if (!t || (t.kind !== 'word' && t.kind !== 'quoted_ident')) return { parts: parts.length > 0 ? parts : null, reach: i };
    parts.push(...unquote(t).split(t.text.startsWith('`') ? '.' : '\u0000'));
    if (sig[i + 1]?.text !== '.') return { parts, reach: i + 1 };
    i += 2;
  }
}

/** The name parts of a view, read from the statement's head when the name ends inside it. */
function viewNameParts(span: SqlStatementSpan, lead: SqlToken[]): string[] | null {
  const read = viewNameReach(lead);
  if (lead.length < HEAD || read.reach < HEAD - 1) return read.parts;
  return viewNameReach(span.tokens.filter((t) => !isTrivia(t))).parts;
}

function tableName(node: Node): string | null {
  const first = asArray(node.table)[0];
  if (isNode(first)) return identName(first.table) ?? identName(first);
  return identName(node.table) ?? (isNode(node.view) ? (identName(node.view.view) ?? identName(node.view)) : null);
}

function parseOne(parser: DialectParser, dialect: SqlDialect, text: string): Node | null {
  try {
    const ast = parser.astify(text, { database: dialect });
    const first = Array.isArray(ast) ? ast[0] : ast;
    // Boundary: node-sql-parser's AST typings differ from the Node shape isNode has just checked.
    return isNode(first) ? (first as unknown as Node) : null;
  } catch {
    return null;
  }
}

function significantCount(tokens: SqlToken[]): number {
  let n = 0;
  for (const t of tokens) if (!isTrivia(t)) n++;
  return n;
}

/** Significant tokens of a statement read first: what it defines, and its name (CREATE … TABLE [IF NOT EXISTS] a.b). */
const HEAD = 16;

/**
 * Builds table → columns from schema_ddl. Plain table definitions are read lexically (linear, and immune to vendor
 * clauses a grammar may not know); only views and `CREATE TABLE … AS SELECT` go through the dialect grammar, each
 * paid for in the work budget by its token count. A definition the budget cannot afford gets open columns ('any'),
 * which weakens the name check and never makes a query look more valid than it is: without an engine the answer is
 * never VALID anyway. Views get the output columns of their SELECT (resolved against the tables defined before them).
 * Plain tables and affordable views are read when a query first names them (LazyTable, LazyView), so a new schema
 * costs the request that brings it a scan of heads. Schema statements that define nothing (indexes, triggers,
 * inserts) are ignored.
 */
export function buildCatalogue(
  spans: SqlStatementSpan[],
  parser: DialectParser | null,
  dialect: SqlDialect,
  budget?: WorkBudget,
): Catalogue {
  const catalogue: Catalogue = new Map();
  /** When each name was first defined: a view read later resolves against what was defined before it. */
  const order = new Map<string, number>();
  const define = (entry: CatalogueEntry) => {
    const key = lower(entry.name);
    if (!order.has(key)) order.set(key, order.size);
    const previous = catalogue.get(key);
    // The same name in two schemas: an unqualified reference could mean either, so its columns are open.
    if (previous && previous.qualifier !== entry.qualifier) {
      catalogue.set(key, {
        ...entry,
        columns: 'any',
        facts: null,
        qualifier: null,
        qualifiers: [...previous.qualifiers, ...entry.qualifiers],
      });
    } else catalogue.set(key, entry);
  };
  for (const span of spans) {
    // A statement's head is all most of them need (a new schema is read whole in the request that brings it).
    const lead = headOf(span, HEAD);
    const first = lead[0];
    if (!first || first.kind !== 'word' || first.text.toUpperCase() !== 'CREATE') continue;
    const leading = lead
      .slice(0, 8)
      .filter((t) => t.kind === 'word')
      .slice(0, 6)
      .map((t) => t.text.toUpperCase());
    const isView = leading.includes('VIEW');
    const isTable = !isView && leading.includes('TABLE');
    if (!isView && !isTable) continue;
    if (isTable && parser === null) {
      // Engine dialects: the catalogue serves the tautology rule only, so a table is read when a query first names it.
      const header = createTableHeader(lead, dialect);
      if (header) define(new LazyTable(header.name, header.qualifier, span, dialect));
      continue;
    }
    if (isTable && columnListFollows(lead)) {
      // A column list is read lexically, and only when a query names the table: a new schema of 500 tables costs
      // the request that brings it one scan, not 500 column readings whose result no query of it uses.
      const header = createTableHeader(lead, dialect);
      if (header) {
        define(new LazyTable(header.name, header.qualifier, span, dialect));
        continue;
      }
    }
    // A table's columns are read from all its tokens; a view needs only its head unless the grammar reads it.
    const lexical = isTable ? lexicalCreateTable(span.tokens, dialect) : null;
    const viewParts = isView ? viewNameParts(span, lead) : null;
    const qualifier = lexical?.qualifier ?? (viewParts && viewParts.length > 1 ? lower(viewParts[viewParts.length - 2] as string) : null);
    const base = { qualifier, qualifiers: [qualifier] };
    const needsGrammar = parser !== null && (isView || lexical === null || lexical.columns === 'any');
    // A spent budget stays spent: the definitions after it are not even counted (that count lexes each one again).
    const affordable = needsGrammar && (!budget || (!budget.exhausted && budget.spend(significantCount(span.tokens))));
    const viewName = viewParts && viewParts.length > 0 ? (viewParts[viewParts.length - 1] as string) : null;
    if (isView && affordable && parser && viewName) {
      // Read through the grammar when a query first names it: the views a query does not reach cannot change its
      // answer. Its budget is its own, so it reads the same whichever request reads it first.
      const before = order.size;
      const earlier = (): Catalogue => new Map([...catalogue].filter(([k]) => (order.get(k) ?? before) < before));
      define(new LazyView(viewName, qualifier, { span, dialect, parser, earlier, limit: budget?.limit ?? Number.POSITIVE_INFINITY }));
      continue;
    }
    const node = affordable && parser ? parseOne(parser, dialect, span.text) : null;
    const resolver = () => new ColumnResolver(catalogue, dialect, budget ? { budget } : {});
    if (isTable) {
      const name = lexical?.name ?? (node ? tableName(node) : null) ?? null;
      if (!name) continue;
      const asQuery = node ? (asSelect(node.query_expr) ?? asSelect(node.as)) : null;
      if (asQuery) {
        const r = resolver();
        const out = r.select(asQuery, null, new Map());
        const known = out.known && !r.exhausted;
        define({
          ...base,
          name,
          kind: 'table',
          columns: known ? new Set(out.names.filter((n): n is string => !!n).map(lower)) : 'any',
          facts: null,
        });
        continue;
      }
      const cols = node
        ? asArray(node.create_definitions)
            .filter((d) => isNode(d) && d.resource === 'column')
            .map((d) => identName((d as Node).column))
            .filter((c): c is string => c !== null)
        : [];
      if (lexical && lexical.columns !== 'any') define({ ...base, name, kind: 'table', columns: lexical.columns, facts: lexical.facts });
      else if (cols.length > 0) define({ ...base, name, kind: 'table', columns: new Set(cols.map(lower)), facts: null });
      else define({ ...base, name, kind: 'table', columns: 'any', facts: null });
      continue;
    }
    const name = viewName ?? (node ? tableName(node) : null);
    if (!name) continue;
    define({ ...base, name, kind: 'view', columns: node ? viewColumns(node, resolver()) : 'any', facts: null });
  }
  return catalogue;
}

/** The output columns of a parsed CREATE VIEW: its column list, or its SELECT's names when all are known. */
function viewColumns(node: Node, resolver: ColumnResolver): ColumnSet {
  const explicit = asArray(node.columns)
    .map(identName)
    .filter((c): c is string => c !== null);
  if (explicit.length > 0) return new Set(explicit.map(lower));
  const select = asSelect(node.select);
  if (!select) return 'any';
  const out = resolver.select(select, null, new Map());
  if (out.known && !resolver.exhausted && out.names.every((n) => n !== null)) return new Set(out.names.map((n) => lower(n as string)));
  return 'any';
}

interface ViewSource {
  span: SqlStatementSpan;
  dialect: SqlDialect;
  parser: DialectParser;
  /** The catalogue as it stood when the view was defined. */
  earlier: () => Catalogue;
  /** Work units for resolving it. */
  limit: number;
}

/** A view entry whose columns are read through the grammar on first use (then kept); see LazyTable for the class form. */
class LazyView implements CatalogueEntry {
  readonly kind = 'view' as const;
  readonly facts = null;
  readonly qualifiers: (string | null)[];
  readonly name: string;
  readonly qualifier: string | null;
  private readonly source: ViewSource;
  private read: ColumnSet | undefined = undefined;

  constructor(name: string, qualifier: string | null, source: ViewSource) {
    this.name = name;
    this.qualifier = qualifier;
    this.source = source;
    this.qualifiers = [qualifier];
  }

  get columns(): ColumnSet {
    if (this.read === undefined) {
      const { span, dialect, parser, earlier, limit } = this.source;
      const node = parseOne(parser, dialect, span.text);
      this.read = node ? viewColumns(node, new ColumnResolver(earlier(), dialect, { budget: new WorkBudget(limit) })) : 'any';
    }
    return this.read;
  }
}

/**
 * True when the statement's head shows `CREATE … TABLE name (` with no `AS` before the bracket: a column list, which
 * the lexical reader reads without the grammar (`CREATE TABLE … AS SELECT` goes through the grammar).
 */
function columnListFollows(lead: SqlToken[]): boolean {
  const open = lead.findIndex((t) => t.text === '(');
  if (open < 0) return false;
  return !lead.slice(0, open).some((t) => t.kind === 'word' && t.text.toUpperCase() === 'AS');
}

/**
 * A table entry whose columns and facts are read from its statement's tokens on first use (then kept). It holds the
 * statement, not its tokens, so a cached schema can release them (StoredSpan). A class rather than an object literal
 * with getters: V8 keeps those in dictionary mode, about half a kilobyte each, for every table of every cached schema.
 */
class LazyTable implements CatalogueEntry {
  readonly kind = 'table' as const;
  readonly qualifiers: (string | null)[];
  readonly name: string;
  readonly qualifier: string | null;
  private readonly span: SqlStatementSpan;
  private readonly dialect: SqlDialect;
  private read: LexicalTable | null | undefined = undefined;

  // Fields assigned by hand, not as parameter properties: the container sandbox runs these files under Node's type
  // stripping, which does not accept parameter properties.
  constructor(name: string, qualifier: string | null, span: SqlStatementSpan, dialect: SqlDialect) {
    this.name = name;
    this.qualifier = qualifier;
    this.span = span;
    this.dialect = dialect;
    this.qualifiers = [qualifier];
  }

  private table(): LexicalTable | null {
    if (this.read === undefined) this.read = lexicalCreateTable(this.span.tokens, this.dialect);
    return this.read;
  }

  get columns(): ColumnSet {
    return this.table()?.columns ?? 'any';
  }

  get facts(): Map<string, ColumnFacts> | null {
    return this.table()?.facts ?? null;
  }
}
