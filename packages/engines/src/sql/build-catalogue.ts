import type { WorkBudget } from '../budget.ts';
import type { Node } from './ast-util.ts';
import { asArray, asSelect, identName, isNode, lower } from './ast-util.ts';
import type { DialectParser, SqlDialect } from './dialects.ts';
import { ColumnResolver } from './resolve-columns.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia } from './sql-lexer.ts';
import type { Catalogue, ColumnSet } from './sql-types.ts';

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

/**
 * Grammar-independent reading of `CREATE [TEMP|VIRTUAL] TABLE [IF NOT EXISTS] [schema.]name (col type, …)` and
 * `… USING module(col, …)`: used when the dialect grammar rejects a table definition (vendor types, options), so one
 * unusual clause does not erase the table from the catalogue.
 */
export function lexicalCreateTable(tokens: SqlToken[]): { name: string; columns: ColumnSet } | null {
  const sig = tokens.filter((t) => !isTrivia(t));
  const words = sig.map((t) => t.text.toUpperCase());
  const ti = words.indexOf('TABLE');
  if (words[0] !== 'CREATE' || ti < 0 || ti > 4) return null;
  let i = ti + 1;
  if (words[i] === 'IF' && words[i + 1] === 'NOT' && words[i + 2] === 'EXISTS') i += 3;
  let nameTok = sig[i];
  while (sig[i + 1]?.text === '.' && sig[i + 2]) {
    i += 2;
    nameTok = sig[i];
  }
  if (!nameTok || (nameTok.kind !== 'word' && nameTok.kind !== 'quoted_ident')) return null;
  const name = unquote(nameTok);
  const open = sig.findIndex((t, k) => k > i && t.text === '(');
  if (open < 0) return { name, columns: 'any' };
  if (words.slice(i + 1, open).includes('AS')) return { name, columns: 'any' };
  const columns = new Set<string>();
  let depth = 0;
  let angle = 0;
  let atItemStart = true;
  for (let k = open + 1; k < sig.length; k++) {
    const t = sig[k] as SqlToken;
    // BigQuery's STRUCT<a INT64, b STRING> and ARRAY<…> carry commas that do not separate columns.
    if (t.text === '<' && /^(?:STRUCT|ARRAY|MAP|RANGE)$/i.test(sig[k - 1]?.text ?? '')) {
      angle++;
      continue;
    }
    if (angle > 0) {
      if (t.text === '>') angle--;
      continue;
    }
    if (t.text === '(') depth++;
    else if (t.text === ')') {
      if (depth === 0) break;
      depth--;
    } else if (t.text === ',' && depth === 0) {
      atItemStart = true;
      continue;
    } else if (atItemStart && depth === 0 && (t.kind === 'word' || t.kind === 'quoted_ident')) {
      // `(LIKE other INCLUDING ALL)` copies another table's columns: they cannot be listed here.
      if (t.kind === 'word' && t.text.toUpperCase() === 'LIKE') return { name, columns: 'any' };
      if (!(t.kind === 'word' && CONSTRAINT_WORDS.has(t.text.toUpperCase()))) columns.add(lower(unquote(t)));
    }
    atItemStart = false;
  }
  return { name, columns: columns.size > 0 ? columns : 'any' };
}

function lexicalCreateView(tokens: SqlToken[]): string | null {
  const sig = tokens.filter((t) => !isTrivia(t));
  const words = sig.map((t) => t.text.toUpperCase());
  const vi = words.indexOf('VIEW');
  if (words[0] !== 'CREATE' || vi < 0 || vi > 5) return null;
  let i = vi + 1;
  if (words[i] === 'IF' && words[i + 1] === 'NOT' && words[i + 2] === 'EXISTS') i += 3;
  while (sig[i + 1]?.text === '.') i += 2;
  const t = sig[i];
  return t && (t.kind === 'word' || t.kind === 'quoted_ident') ? unquote(t) : null;
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

/**
 * Builds table → columns from schema_ddl. Plain table definitions are read lexically (linear, and immune to vendor
 * clauses a grammar may not know); only views and `CREATE TABLE … AS SELECT` go through the dialect grammar, each
 * paid for in the work budget by its token count. A definition the budget cannot afford gets open columns ('any'),
 * which weakens the name check and never makes a query look more valid than it is: without an engine the answer is
 * never VALID anyway. Views get the output columns of their SELECT (resolved against the tables defined before them).
 * Schema statements that define nothing (indexes, triggers, inserts) are ignored.
 */
export function buildCatalogue(spans: SqlStatementSpan[], parser: DialectParser, dialect: SqlDialect, budget?: WorkBudget): Catalogue {
  const catalogue: Catalogue = new Map();
  for (const span of spans) {
    const head = span.tokens
      .filter((t) => t.kind === 'word')
      .slice(0, 6)
      .map((t) => t.text.toUpperCase());
    if (head[0] !== 'CREATE') continue;
    const isView = head.includes('VIEW');
    const isTable = !isView && head.includes('TABLE');
    if (!isView && !isTable) continue;
    const lexical = isTable ? lexicalCreateTable(span.tokens) : null;
    const needsGrammar = isView || lexical === null || lexical.columns === 'any';
    const affordable = needsGrammar && (!budget || budget.spend(significantCount(span.tokens)));
    const node = affordable ? parseOne(parser, dialect, span.text) : null;
    const resolver = () => new ColumnResolver(catalogue, dialect, budget ? { budget } : {});
    if (isTable) {
      const name = (node ? tableName(node) : null) ?? lexical?.name ?? null;
      if (!name) continue;
      const asQuery = node ? (asSelect(node.query_expr) ?? asSelect(node.as)) : null;
      if (asQuery) {
        const r = resolver();
        const out = r.select(asQuery, null, new Map());
        const known = out.known && !r.exhausted;
        catalogue.set(lower(name), {
          name,
          kind: 'table',
          columns: known ? new Set(out.names.filter((n): n is string => !!n).map(lower)) : 'any',
        });
        continue;
      }
      const cols = node
        ? asArray(node.create_definitions)
            .filter((d) => isNode(d) && d.resource === 'column')
            .map((d) => identName((d as Node).column))
            .filter((c): c is string => c !== null)
        : [];
      if (lexical && lexical.columns !== 'any')
        catalogue.set(lower(lexical.name), { name: lexical.name, kind: 'table', columns: lexical.columns });
      else if (cols.length > 0) catalogue.set(lower(name), { name, kind: 'table', columns: new Set(cols.map(lower)) });
      else catalogue.set(lower(name), { name, kind: 'table', columns: 'any' });
      continue;
    }
    const viewName = (node ? tableName(node) : null) ?? lexicalCreateView(span.tokens);
    if (!viewName) continue;
    const select = node ? asSelect(node.select) : null;
    const explicit = node
      ? asArray(node.columns)
          .map(identName)
          .filter((c): c is string => c !== null)
      : [];
    let columns: ColumnSet = 'any';
    if (explicit.length > 0) columns = new Set(explicit.map(lower));
    else if (select) {
      const r = resolver();
      const out = r.select(select, null, new Map());
      if (out.known && !r.exhausted && out.names.every((n) => n !== null)) columns = new Set(out.names.map((n) => lower(n as string)));
    }
    catalogue.set(lower(viewName), { name: viewName, kind: 'view', columns });
  }
  return catalogue;
}

/** Names of the tables and views schema_ddl creates, read lexically (for telling user tables from system ones). */
export function schemaRelationNames(spans: SqlStatementSpan[]): Set<string> {
  const names = new Set<string>();
  for (const span of spans) {
    const name = lexicalCreateTable(span.tokens)?.name ?? lexicalCreateView(span.tokens);
    if (name) names.add(lower(name));
  }
  return names;
}
