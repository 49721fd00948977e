import { withoutForeignKeys } from './foreign-keys.ts';
import { SchemaCache } from './schema-cache.ts';
import type { Disposition, SchemaIndex } from './schema-reach.ts';
import { indexSchema } from './schema-reach.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import { headOf, splitSqlStatementSpans } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { lexOptionsFor } from './sql-lexer.ts';

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

function words(span: SqlStatementSpan, n: number): string[] {
  return headOf(span, n).map((t) => (t.kind === 'word' ? t.text.toUpperCase() : t.text));
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

/** A comma outside brackets: an ALTER TABLE with more than one action. */
function hasTopLevelComma(tokens: SqlToken[]): boolean {
  let depth = 0;
  for (const t of tokens) {
    if (t.text === '(') depth++;
    else if (t.text === ')') depth--;
    else if (depth === 0 && t.text === ',') return true;
  }
  return false;
}

function dispose(span: SqlStatementSpan): Disposition {
  const { text } = span;
  if (text.startsWith('\\')) return { ignore: true };
  // What a statement is shows in its first words; its other tokens are read only for the kinds that need them.
  const w = words(span, 8);
  const first = w[0] ?? '';
  // `SET search_path` decides where the schema's unqualified names go and where the query looks them up.
  if (first === 'SET' && (w[1] === 'SEARCH_PATH' || (w[1] === 'SESSION' && w[2] === 'SEARCH_PATH'))) return { apply: text };
  if (DATA_OR_SESSION.has(first)) return { ignore: true };
  if (first === 'COMMENT') return { apply: text };
  if (first === 'ALTER') {
    const target = w[1] ?? '';
    if (w.includes('OWNER')) return { ignore: true };
    // A foreign key added afterwards: not applied, like those inside CREATE TABLE (foreign-keys.ts). Only when it is
    // the statement's one action: `ADD FOREIGN KEY …, ADD COLUMN z` must still add z.
    if (target === 'TABLE' && w.includes('FOREIGN') && !hasTopLevelComma(span.tokens)) return { ignore: true };
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
  if (kind === 'TABLE') {
    // Only the tables a query reaches are read in full: for `CREATE TABLE … AS` (created WITH NO DATA) and for their
    // foreign keys. Read from the statement's text when reached (a stored statement keeps no tokens, StoredSpan).
    return {
      rewrite: () => {
        const again = span.tokens;
        if (hasTopLevelAs(again)) return { text: withNoData(text), tokens: again };
        return withoutForeignKeys(again) ?? { text, tokens: again };
      },
    };
  }
  if (kind === 'INDEX') return { apply: text.replace(/\bINDEX\s+CONCURRENTLY\b/i, 'INDEX') };
  if (APPLIED_CREATE.has(kind)) return { apply: text };
  if (IGNORED_CREATE.has(kind) || (kind === 'CONSTRAINT' && kinds[1] === 'TRIGGER')) return { ignore: true };
  return { unapplied: `CREATE ${kind}` };
}

const BY_TEXT = new SchemaCache<SchemaIndex>();
const BY_SPANS = new WeakMap<readonly SqlStatementSpan[], SchemaIndex>();

/**
 * schema_ddl read for PostgreSQL once per schema (dispositions, names), then cached: by the statements the static
 * report already split (the same array for the same schema text), else by the text. `built`: this call read it.
 */
export function readPostgresSchema(ddl: string, spans?: readonly SqlStatementSpan[]): { index: SchemaIndex; built: boolean } {
  let built = false;
  const build = (statements: SqlStatementSpan[]) => {
    built = true;
    return indexSchema(statements, dispose);
  };
  if (spans) {
    let index = BY_SPANS.get(spans);
    if (!index) {
      index = build([...spans]);
      BY_SPANS.set(spans, index);
    }
    return { index, built };
  }
  const index = BY_TEXT.get(ddl, () => build(splitSqlStatementSpans(ddl, lexOptionsFor('postgresql'))));
  return { index, built };
}
