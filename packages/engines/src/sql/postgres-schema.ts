import type { SqlStatementSpan } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia } from './sql-lexer.ts';

/**
 * Which schema_ddl statements the PostgreSQL check applies. Definitions that can change whether a query is valid are
 * applied (tables, views, indexes, types, domains, schemas, sequences, comments, ALTER TABLE, SET search_path);
 * statements that only move data, grant or set session state are ignored; the rest (functions, extensions, rules…)
 * are not run and named, because an error may then come from their absence. `CREATE TABLE … AS` and materialized
 * views are created WITH NO DATA, so their queries are analysed but never run.
 *
 * Only the part of the schema the query can reach is applied: the statements defining a name the query mentions, then
 * everything those mention, to a fixpoint. Applying 1,000 CREATE TABLEs costs about 2 s of CPU in PGlite, a query
 * rarely touches more than a few; taking too much only costs time, so every identifier (also inside strings, for
 * `nextval('seq')`) counts as a mention.
 */
/** Schema statements that only move data, set session state or grant: they define nothing a query can name. */
const DATA_OR_SESSION = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'COPY',
  'SET',
  'RESET',
  'SELECT',
  'BEGIN',
  'COMMIT',
  'START',
  'END',
  'ROLLBACK',
  'GRANT',
  'REVOKE',
  'DROP',
  'ANALYZE',
  'VACUUM',
  'SECURITY',
  'REFRESH',
  'CLUSTER',
  'REINDEX',
  'CHECKPOINT',
  'LOCK',
  'TRUNCATE',
]);

/** CREATE kinds applied as written (after stripping CONCURRENTLY). */
const APPLIED_CREATE = new Set(['TABLE', 'VIEW', 'INDEX', 'TYPE', 'DOMAIN', 'SCHEMA', 'SEQUENCE']);
/** CREATE kinds that cannot change whether a query is valid (a trigger cannot make EXPLAIN fail). */
const IGNORED_CREATE = new Set(['TRIGGER', 'POLICY', 'PUBLICATION', 'SUBSCRIPTION', 'ROLE', 'USER', 'GROUP', 'STATISTICS', 'EVENT']);

type Disposition = { apply: string } | { ignore: true } | { unapplied: string };

function words(tokens: SqlToken[], n: number): string[] {
  return tokens
    .filter((t) => !isTrivia(t))
    .slice(0, n)
    .map((t) => (t.kind === 'word' ? t.text.toUpperCase() : t.text));
}

/** `CREATE TABLE … AS`, `CREATE MATERIALIZED VIEW`: created empty, so their query is analysed but never run. */
function withNoData(text: string): string {
  if (/\bWITH\s+NO\s+DATA\s*$/i.test(text)) return text;
  if (/\bWITH\s+DATA\s*$/i.test(text)) return text.replace(/\bWITH\s+DATA\s*$/i, 'WITH NO DATA');
  return `${text} WITH NO DATA`;
}

function hasTopLevelAs(tokens: SqlToken[]): boolean {
  let depth = 0;
  for (const t of tokens) {
    if (t.text === '(') depth++;
    else if (t.text === ')') depth--;
    else if (depth === 0 && t.kind === 'word' && t.text.toUpperCase() === 'AS') return true;
  }
  return false;
}

function dispose(text: string, tokens: SqlToken[]): Disposition {
  if (text.startsWith('\\')) return { ignore: true };
  const w = words(tokens, 8);
  const first = w[0] ?? '';
  // `SET search_path` decides where the schema's unqualified names go and where the query looks them up.
  if (first === 'SET' && (w[1] === 'SEARCH_PATH' || (w[1] === 'SESSION' && w[2] === 'SEARCH_PATH'))) return { apply: text };
  if (DATA_OR_SESSION.has(first)) return { ignore: true };
  if (first === 'COMMENT') return { apply: text };
  if (first === 'ALTER') {
    const target = w[1] ?? '';
    if (w.includes('OWNER')) return { ignore: true };
    if (
      target === 'TABLE' ||
      target === 'SEQUENCE' ||
      target === 'INDEX' ||
      target === 'VIEW' ||
      target === 'TYPE' ||
      target === 'DOMAIN'
    ) {
      return { apply: text };
    }
    if (target === 'DEFAULT' || target === 'ROLE' || target === 'USER' || target === 'DATABASE' || target === 'SYSTEM')
      return { ignore: true };
    return { unapplied: `ALTER ${target}` };
  }
  if (first !== 'CREATE') return { unapplied: first || 'statement' };
  const kinds = w
    .slice(1)
    .filter((x) => !['OR', 'REPLACE', 'GLOBAL', 'LOCAL', 'TEMP', 'TEMPORARY', 'UNLOGGED', 'UNIQUE', 'RECURSIVE'].includes(x));
  const kind = kinds[0] ?? '';
  if (kind === 'MATERIALIZED') return { apply: withNoData(text) };
  if (kind === 'TABLE') return { apply: hasTopLevelAs(tokens) ? withNoData(text) : text };
  if (kind === 'INDEX') return { apply: text.replace(/\bINDEX\s+CONCURRENTLY\b/i, 'INDEX') };
  if (APPLIED_CREATE.has(kind)) return { apply: text };
  if (IGNORED_CREATE.has(kind) || (kind === 'CONSTRAINT' && kinds[1] === 'TRIGGER')) return { ignore: true };
  return { unapplied: `CREATE ${kind}` };
}

interface SchemaStatement {
  text: string;
  /** Names the statement creates (lower case): a table, view, type, schema, sequence. */
  defines: string[];
  /** For statements attached to another object (CREATE INDEX … ON t, ALTER TABLE t, COMMENT ON … t): that object. */
  subject: string | null;
  /** Every identifier the statement mentions, also inside string literals. */
  mentions: Set<string>;
  /** Applied whatever the query mentions (SET search_path). */
  always: boolean;
}

function unquote(t: SqlToken): string {
  return (t.kind === 'quoted_ident' ? t.text.slice(1, -1) : t.text).toLowerCase();
}

/** Identifiers a statement (or query) mentions, with the words inside its string literals. */
export function mentionedNames(tokens: SqlToken[]): Set<string> {
  const names = new Set<string>();
  for (const t of tokens) {
    if (t.kind === 'word' || t.kind === 'quoted_ident') names.add(unquote(t));
    else if (t.kind === 'string') for (const m of t.text.matchAll(/[A-Za-z_][A-Za-z0-9_$]*/g)) names.add(m[0].toLowerCase());
  }
  return names;
}

const NAME_SKIP = new Set([
  'IF',
  'NOT',
  'EXISTS',
  'ONLY',
  'CONCURRENTLY',
  'OR',
  'REPLACE',
  'GLOBAL',
  'LOCAL',
  'TEMP',
  'TEMPORARY',
  'UNLOGGED',
  'UNIQUE',
  'RECURSIVE',
  'MATERIALIZED',
]);

/** The last part of the (possibly qualified) name starting at sig[k]. */
function nameAt(sig: SqlToken[], k: number): string | null {
  let i = k;
  while (sig[i] && sig[i]?.kind === 'word' && NAME_SKIP.has((sig[i] as SqlToken).text.toUpperCase())) i++;
  let t = sig[i];
  if (!t || (t.kind !== 'word' && t.kind !== 'quoted_ident')) return null;
  while (sig[i + 1]?.text === '.' && sig[i + 2] && (sig[i + 2]?.kind === 'word' || sig[i + 2]?.kind === 'quoted_ident')) {
    i += 2;
    t = sig[i] as SqlToken;
  }
  return unquote(t);
}

function describe(text: string, tokens: SqlToken[]): SchemaStatement {
  const sig = tokens.filter((t) => !isTrivia(t));
  const upper = sig.map((t) => (t.kind === 'word' ? t.text.toUpperCase() : ''));
  const mentions = mentionedNames(sig);
  const base = { text, mentions, defines: [] as string[], subject: null as string | null, always: upper[0] === 'SET' };
  if (upper[0] === 'CREATE') {
    const kindAt = upper.findIndex((w, i) => i > 0 && !NAME_SKIP.has(w));
    const kind = upper[kindAt] ?? '';
    if (kind === 'INDEX') {
      const on = upper.indexOf('ON');
      return { ...base, subject: on > 0 ? nameAt(sig, on + 1) : null };
    }
    const nameIndex = kind === 'MATERIALIZED' ? kindAt + 2 : kindAt + 1;
    const name = nameAt(sig, nameIndex);
    return { ...base, defines: name ? [name] : [] };
  }
  if (upper[0] === 'ALTER') return { ...base, subject: nameAt(sig, 2) };
  if (upper[0] === 'COMMENT') {
    const is = upper.indexOf('IS');
    // COMMENT ON COLUMN t.c: the table is the part before the last dot.
    const target = sig.slice(3, is > 0 ? is : undefined).filter((t) => t.kind === 'word' || t.kind === 'quoted_ident');
    const table = upper[2] === 'COLUMN' ? target[target.length - 2] : target[target.length - 1];
    return { ...base, subject: table ? unquote(table) : null };
  }
  return base;
}

/**
 * The statements to apply for a query mentioning `queryNames`, in schema order and numbered by their place among all
 * applicable statements, plus the kinds of definitions that were not applied. The set is closed under mentions, so a
 * statement's dependencies always come with it: an engine that already holds part of the same schema may add the
 * missing statements after the ones it has.
 */
export function schemaForQuery(
  spans: SqlStatementSpan[],
  queryNames: ReadonlySet<string>,
): { statements: Array<{ id: number; text: string }>; key: string; unapplied: string[] } {
  const applied: SchemaStatement[] = [];
  const unapplied = new Set<string>();
  for (const span of spans) {
    const d = dispose(span.text, span.tokens);
    if ('apply' in d) applied.push(describe(d.apply, span.tokens));
    else if ('unapplied' in d) unapplied.add(d.unapplied);
  }
  const byName = new Map<string, number[]>();
  applied.forEach((s, i) => {
    for (const n of [...s.defines, ...(s.subject ? [s.subject] : [])]) byName.set(n, [...(byName.get(n) ?? []), i]);
  });
  const included = new Set<number>();
  const seen = new Set<string>();
  const queue = [...queryNames];
  const include = (i: number) => {
    if (included.has(i)) return;
    included.add(i);
    for (const n of (applied[i] as SchemaStatement).mentions) if (!seen.has(n)) queue.push(n);
  };
  applied.forEach((s, i) => {
    if (s.always) include(i);
  });
  while (queue.length > 0) {
    const n = queue.pop() as string;
    if (seen.has(n)) continue;
    seen.add(n);
    for (const i of byName.get(n) ?? []) include(i);
  }
  return {
    statements: applied.flatMap((s, id) => (included.has(id) ? [{ id, text: s.text }] : [])),
    // Identifies everything this schema could apply, so an engine can tell "same schema, other part" from "new schema".
    key: applied.map((s) => s.text).join('\u0000;\u0000'),
    unapplied: [...unapplied].sort((a, b) => a.localeCompare(b)),
  };
}
