import type { SqlStatementSpan } from './split-statements.ts';
import { headOf } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia } from './sql-lexer.ts';

/**
 * The part of schema_ddl a query can reach, for the engines that apply a schema before checking a query (SQLite's
 * scratch database, the sandbox's PostgreSQL). Applying a definition is the expensive part (PostgreSQL: about 2 ms per
 * CREATE TABLE in PGlite; SQLite: a fraction of that), and a query rarely reaches more than a few: the statements that
 * define a name the query mentions are applied, then everything those mention, to a fixpoint. Taking too much only
 * costs time, so every identifier (also inside strings, for `nextval('seq')`) counts as a mention. The set is closed
 * under mentions, so an engine that holds part of the same schema can add the missing statements after its own.
 *
 * A schema is read once into a `SchemaIndex` (cached by the caller, keyed by the schema text); each query then costs a
 * walk over the names it reaches.
 */

/**
 * What an engine does with one schema statement; `tokens` when the applied text is not the statement as written.
 * `rewrite`: applied as rewritten, worked out only if a query reaches the statement (a schema of 500 tables is read
 * whole by each new schema's first request, and a query reaches a few); the rewrite keeps the head of the statement,
 * so what it defines is read from the statement as written.
 */
export type Disposition =
  | { apply: string; tokens?: SqlToken[] }
  | { rewrite: () => { text: string; tokens: SqlToken[] } }
  | { ignore: true }
  | { unapplied: string };

interface SchemaStatement {
  /** What the engine applies; for a `rewrite` disposition worked out on first read. */
  readonly text: string;
  /** Names the statement creates (lower case): a table, view, type, schema, sequence, trigger. */
  defines: string[];
  /** For statements attached to another object (CREATE INDEX/TRIGGER … ON t, ALTER TABLE t, COMMENT ON … t). */
  subject: string | null;
  /** Every identifier the statement mentions, also inside string literals; read when the statement is reached. */
  readonly mentions: Set<string>;
  /** Applied whatever the query mentions (SET search_path). */
  always: boolean;
}

export interface SchemaIndex {
  statements: SchemaStatement[];
  /** Statement numbers by the names they define or are attached to. */
  byName: Map<string, number[]>;
  /** Kinds of definitions the engine does not run (functions, extensions…), sorted. */
  unapplied: string[];
  /** Identifies everything this schema could apply: the same key means the same numbered statements. */
  key: string;
}

export interface ReachedSchema {
  statements: Array<{ id: number; text: string }>;
  key: string;
  unapplied: string[];
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

/**
 * A statement of the index; its applied text and mentions are worked out when a query first reaches it. A class rather
 * than an object literal with getters: V8 keeps those in dictionary mode, about half a kilobyte each, for every
 * statement of every cached schema.
 */
class DescribedStatement implements SchemaStatement {
  defines: string[] = [];
  subject: string | null = null;
  private body: { text: string; tokens: SqlToken[] } | null = null;
  private names: Set<string> | null = null;

  readonly always: boolean;
  private readonly applied: () => { text: string; tokens: SqlToken[] };

  // Fields assigned by hand, not as parameter properties: the container sandbox runs these files under Node's type
  // stripping, which does not accept parameter properties.
  constructor(always: boolean, applied: () => { text: string; tokens: SqlToken[] }) {
    this.always = always;
    this.applied = applied;
  }

  get text(): string {
    this.body ??= this.applied();
    return this.body.text;
  }

  get mentions(): Set<string> {
    this.body ??= this.applied();
    this.names ??= mentionedNames(this.body.tokens);
    return this.names;
  }
}

/** `span`: the statement as written, for the names it defines; `applied`: its text and tokens as applied, read lazily. */
function describe(span: SqlStatementSpan, applied: () => { text: string; tokens: SqlToken[] }): SchemaStatement {
  let sig = headOf(span, 24);
  let upper = sig.map((t) => (t.kind === 'word' ? t.text.toUpperCase() : ''));
  // COMMENT ON COLUMN reads up to IS; a statement whose head holds no IS is read in full.
  if (upper[0] === 'COMMENT' && !upper.includes('IS')) {
    sig = span.tokens.filter((t) => !isTrivia(t));
    upper = sig.map((t) => (t.kind === 'word' ? t.text.toUpperCase() : ''));
  }
  const base = new DescribedStatement(upper[0] === 'SET', applied);
  if (upper[0] === 'CREATE') {
    const kindAt = upper.findIndex((w, i) => i > 0 && !NAME_SKIP.has(w));
    const kind = upper[kindAt] ?? '';
    const on = upper.indexOf('ON');
    if (kind === 'INDEX') {
      base.subject = on > 0 ? nameAt(sig, on + 1) : null;
      return base;
    }
    const nameIndex = kind === 'MATERIALIZED' ? kindAt + 2 : kindAt + 1;
    const name = nameAt(sig, nameIndex);
    base.defines = name ? [name] : [];
    // A trigger belongs to its table: a write to the table compiles the trigger too.
    if (kind === 'TRIGGER') base.subject = on > 0 ? nameAt(sig, on + 1) : null;
    return base;
  }
  if (upper[0] === 'ALTER') base.subject = nameAt(sig, 2);
  else if (upper[0] === 'COMMENT') {
    const is = upper.indexOf('IS');
    // COMMENT ON COLUMN t.c: the table is the part before the last dot.
    const target = sig.slice(3, is > 0 ? is : undefined).filter((t) => t.kind === 'word' || t.kind === 'quoted_ident');
    const table = upper[2] === 'COLUMN' ? target[target.length - 2] : target[target.length - 1];
    base.subject = table ? unquote(table) : null;
  }
  return base;
}

/** Reads a schema once: which statements the engine applies, what each defines and mentions. */
export function indexSchema(spans: SqlStatementSpan[], dispose: (span: SqlStatementSpan) => Disposition): SchemaIndex {
  const statements: SchemaStatement[] = [];
  const unapplied = new Set<string>();
  // The key names each applied statement by what determines it: its applied text, or the text a rewrite starts from.
  const keyParts: string[] = [];
  for (const span of spans) {
    const d = dispose(span);
    if ('apply' in d) {
      // The closure reads the statement's tokens again when a query reaches it, rather than keep them (StoredSpan).
      const applied = d.tokens;
      const written = applied ? { text: d.apply, start: span.start, end: span.end, tokens: applied } : span;
      statements.push(describe(written, () => ({ text: d.apply, tokens: applied ?? span.tokens })));
      keyParts.push(`a${d.apply}`);
    } else if ('rewrite' in d) {
      statements.push(describe(span, d.rewrite));
      keyParts.push(`r${span.text}`);
    } else if ('unapplied' in d) unapplied.add(d.unapplied);
  }
  const byName = new Map<string, number[]>();
  statements.forEach((s, i) => {
    for (const n of [...s.defines, ...(s.subject ? [s.subject] : [])]) byName.set(n, [...(byName.get(n) ?? []), i]);
  });
  return {
    statements,
    byName,
    unapplied: [...unapplied].sort((a, b) => a.localeCompare(b)),
    key: keyParts.join('\u0000;\u0000'),
  };
}

/**
 * The statements to apply for a query mentioning `queryNames`, in schema order and numbered by their place among all
 * applicable statements. Stops once more than `limit` statements are reached (the caller refuses the check then).
 */
export function reachSchema(index: SchemaIndex, queryNames: ReadonlySet<string>, limit = Number.POSITIVE_INFINITY): ReachedSchema {
  const included = new Set<number>();
  const seen = new Set<string>();
  const queue = [...queryNames];
  const include = (i: number) => {
    if (included.has(i)) return;
    included.add(i);
    for (const n of (index.statements[i] as SchemaStatement).mentions) if (!seen.has(n)) queue.push(n);
  };
  index.statements.forEach((s, i) => {
    if (s.always) include(i);
  });
  while (queue.length > 0 && included.size <= limit) {
    const n = queue.pop() as string;
    if (seen.has(n)) continue;
    seen.add(n);
    for (const i of index.byName.get(n) ?? []) include(i);
  }
  const ids = [...included].sort((a, b) => a - b);
  return {
    statements: ids.map((id) => ({ id, text: (index.statements[id] as SchemaStatement).text })),
    key: index.key,
    unapplied: index.unapplied,
  };
}
