import type { Disposition, SchemaIndex } from './schema-reach.ts';
import { indexSchema, mentionedNames, reachSchema } from './schema-reach.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import { headOf, splitSqlStatementSpans } from './split-statements.ts';
import { lexOptionsFor, positionOf } from './sql-lexer.ts';
import type { SqlIssue, SqlIssueCode } from './sql-types.ts';
import { isNonQueryStatement, leadingKeyword } from './statement-safety.ts';

export interface SqliteExactPlan {
  /**
   * The definitions to install (CREATE TABLE/VIEW/INDEX/TRIGGER): those the query reaches, numbered among all of the
   * schema's, and the key that identifies the schema (the same key means the same numbering).
   */
  schema: { key: string; statements: Array<{ id: number; text: string }> };
  /** The single statement to validate with `EXPLAIN <query>` (EXPLAIN compiles without executing). */
  query: string;
  /**
   * How many bind parameters SQLite numbers in the query (`?`, `?NNN`, `:name`, `@name`, `$name`): that many NULLs are
   * bound, because a parameterised query is a complete statement and EXPLAIN only compiles it.
   */
  parameters: number;
}

/** Above this a query is not prepared (SQLite's own default maximum is 32766). */
export const SQLITE_MAX_PARAMETERS = 999;

/**
 * SQLite's numbering of bind parameters: `?` takes the largest index so far plus one, `?NNN` is NNN, and a named
 * parameter keeps the index of its first occurrence. The statement needs as many values as the largest index.
 */
export function sqliteParameterCount(tokens: readonly SqlStatementSpan['tokens'][number][]): number {
  let largest = 0;
  const named = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    const next = tokens[i + 1];
    const adjacent = next !== undefined && next.start === t.end;
    if (t.kind === 'punct' && t.text === '?') {
      if (adjacent && next.kind === 'number' && /^\d+$/.test(next.text)) {
        largest = Math.max(largest, Number(next.text));
        i++;
      } else largest++;
    } else if (t.kind === 'punct' && (t.text === ':' || t.text === '$') && adjacent && (next.kind === 'word' || next.kind === 'number')) {
      const name = t.text + next.text;
      if (!named.has(name)) named.set(name, ++largest);
      i++;
    } else if (t.kind === 'word' && t.text.startsWith('@') && t.text.length > 1) {
      if (!named.has(t.text)) named.set(t.text, ++largest);
    }
  }
  return largest;
}

/**
 * Definitions SQLite installs per check. Each CREATE costs a fraction of a millisecond in the scratch database, so this
 * bounds a new schema's cost whatever the query reaches (docs/sql.md, Caps and budgets): 200 cost 55–70 ms of CPU over
 * HTTP with a new schema, 100 keep the request within budget.
 */
export const SQLITE_SCHEMA_STATEMENTS = 100;

/** `_cf_` and `__miniflare` tables belong to the Durable Object's own storage; `sqlite_` names are SQLite's. */
const RESERVED = /(?:^|[^\w$])["`[]?(?:_cf_|sqlite_|__miniflare)/i;

/** CREATE TABLE/VIEW/INDEX/TRIGGER are installed; virtual tables (their module may be missing) and reserved names not. */
function dispose(span: SqlStatementSpan): Disposition {
  const words: string[] = [];
  for (const t of headOf(span, 6)) {
    if (t.kind === 'word') words.push(t.text.toUpperCase());
    else break;
  }
  if (words[0] !== 'CREATE' || words.includes('VIRTUAL')) return { ignore: true };
  if (!words.some((w) => w === 'TABLE' || w === 'VIEW' || w === 'INDEX' || w === 'TRIGGER') || RESERVED.test(span.text))
    return { ignore: true };
  return { apply: span.text };
}

/** One index per schema: the static report hands out the same spans array for the same schema text. */
const INDEXES = new WeakMap<readonly SqlStatementSpan[], SchemaIndex>();

function sqliteSchemaIndex(spans: readonly SqlStatementSpan[]): SchemaIndex {
  let index = INDEXES.get(spans);
  if (!index) {
    index = indexSchema([...spans], dispose);
    INDEXES.set(spans, index);
  }
  return index;
}

export type SqliteExactPlanResult = { plan: SqliteExactPlan } | { skip: SqlIssue };

/**
 * What the Durable Object should run to get SQLite's own verdict, or null when exact checking does not apply: another
 * dialect, not exactly one statement (EXPLAIN of stacked text would run the rest), a statement that is not a query or
 * DML (DDL, PRAGMA, EXPLAIN…; an unknown leading word still goes to SQLite, whose syntax error is the verdict), or
 * references to reserved tables. `schemaSpans` are schema_ddl's statements (the static report has them split and
 * cached); only the definitions the query reaches are installed, at most SQLITE_SCHEMA_STATEMENTS of them.
 */
export function sqliteExactCheckPlan(input: {
  query: string;
  schemaSpans: readonly SqlStatementSpan[];
  dialect?: string;
}): SqliteExactPlanResult | null {
  const dialect = (input.dialect ?? 'sqlite').trim().toLowerCase();
  if (dialect !== 'sqlite' && dialect !== 'sqlite3') return null;
  const spans = splitSqlStatementSpans(input.query, lexOptionsFor('sqlite'));
  const only = spans[0];
  if (spans.length !== 1 || !only) return null;
  const kw = leadingKeyword(only.tokens).word;
  if (isNonQueryStatement(kw) || RESERVED.test(only.text)) return null;
  const reached = reachSchema(sqliteSchemaIndex(input.schemaSpans), mentionedNames(only.tokens), SQLITE_SCHEMA_STATEMENTS);
  if (reached.statements.length > SQLITE_SCHEMA_STATEMENTS) {
    return {
      skip: {
        code: 'BUDGET_EXCEEDED',
        message: `The part of schema_ddl this query reaches has more than ${SQLITE_SCHEMA_STATEMENTS} definitions; SQLite checks at most ${SQLITE_SCHEMA_STATEMENTS} per request, so it was not run.`,
      },
    };
  }
  const parameters = sqliteParameterCount(only.tokens);
  if (parameters > SQLITE_MAX_PARAMETERS) {
    return {
      skip: {
        code: 'BUDGET_EXCEEDED',
        message: `The query has more than ${SQLITE_MAX_PARAMETERS} bind parameters; SQLite was not asked to prepare it.`,
      },
    };
  }
  return { plan: { schema: { key: reached.key, statements: reached.statements }, query: only.text, parameters } };
}

const KNOWN: Array<{ re: RegExp; code: SqlIssueCode }> = [
  { re: /^no such table: [\w.$"`[\]]+$/, code: 'UNKNOWN_TABLE' },
  { re: /^no such column: [\w.$"`[\]]+$/, code: 'UNKNOWN_COLUMN' },
  { re: /^ambiguous column name: [\w.$"`[\]]+$/, code: 'AMBIGUOUS_COLUMN' },
  { re: /^near ".{0,40}": syntax error$/, code: 'SYNTAX_ERROR' },
  { re: /^unrecognized token: ".{0,40}"$/, code: 'SYNTAX_ERROR' },
  { re: /^incomplete input$/, code: 'SYNTAX_ERROR' },
  { re: /^no such function: [\w.$]+$/, code: 'UNKNOWN_FUNCTION' },
  { re: /^a GROUP BY clause is required before HAVING$/, code: 'GROUPING_ERROR' },
  { re: /^aggregate functions are not allowed in the GROUP BY clause$/, code: 'GROUPING_ERROR' },
  { re: /^misuse of window function [\w$]+\(\)$/, code: 'SQLITE_ERROR' },
  { re: /^table [\w$"`[\]]+ already exists$/, code: 'SQLITE_ERROR' },
  { re: /^duplicate column name: [\w$]+$/, code: 'SQLITE_ERROR' },
  { re: /^wrong number of arguments to function [\w$]+\(\)$/, code: 'SQLITE_ERROR' },
  { re: /^misuse of aggregate( function)?:? ?[\w$]*\(?\)?$/, code: 'SQLITE_ERROR' },
  { re: /^(?:\d+st|\d+nd|\d+rd|\d+th) ORDER BY term out of range - should be between 1 and \d+$/, code: 'SQLITE_ERROR' },
  {
    re: /^SELECTs to the left and right of (?:UNION|UNION ALL|INTERSECT|EXCEPT) do not have the same number of result columns$/,
    code: 'UNION_EXFILTRATION',
  },
  { re: /^table [\w$]+ has \d+ columns but \d+ values were supplied$/, code: 'SQLITE_ERROR' },
  { re: /^table [\w$]+ has no column named [\w$]+$/, code: 'UNKNOWN_COLUMN' },
];

/** Removes what the runtime appends (": SQLITE_ERROR", " at offset 15", "Error: ") so only SQLite's own sentence remains. */
export function cleanSqliteMessage(raw: string): { text: string; offset: number | null } {
  let text = raw.trim().replace(/^(?:Error|SqliteError|SQLITE_ERROR):\s*/i, '');
  let offset: number | null = null;
  const off = /\s+at offset (\d+)/i.exec(text);
  if (off) offset = Number(off[1]);
  text = text
    .replace(/\s+at offset \d+/i, '')
    .replace(/:\s*SQLITE_[A-Z_]+(?:\s*\[\d+\])?\s*$/i, '')
    .replace(/\s*\(code \d+\)\s*$/, '')
    .trim();
  return { text, offset };
}

const EXPLAIN_PREFIX = 'EXPLAIN '.length;

/** What the SqlScratch Durable Object answers: SQLite's verdict, or why it could not give one. */
export type SqliteExactOutcome =
  | { ok: true }
  | { ok: false; error: string }
  /** The scratch database itself failed (limits, storage): nothing was decided about the query. */
  | { ok: false; engineError: string };

/**
 * SQLite's verdict as issues (none when it prepared the query). SQLite is the ground truth for sqlite, so any error is
 * definite. Only messages of known shapes are passed through (they name the caller's own identifiers); anything else
 * becomes a generic issue so no runtime internals reach the caller. A failing schema statement is a SCHEMA_ERROR.
 */
export function sqliteExactIssues(outcome: SqliteExactOutcome, query?: string): SqlIssue[] {
  if (outcome.ok) return [];
  if ('engineError' in outcome) {
    return [{ code: 'ENGINE_ERROR', message: 'The scratch SQLite database could not check the query, so nothing was decided.' }];
  }
  const raw = outcome.error;
  const inSchema = raw.startsWith('schema: ');
  const { text, offset } = cleanSqliteMessage(inSchema ? raw.slice('schema: '.length) : raw);
  const known = KNOWN.find((k) => k.re.test(text));
  if (inSchema) {
    return [
      {
        code: 'SCHEMA_ERROR',
        message: known ? `SQLite rejects schema_ddl: ${text}.` : 'SQLite rejects a statement of schema_ddl.',
      },
    ];
  }
  const issue: SqlIssue = known
    ? { code: known.code, message: `SQLite: ${text}.` }
    : { code: 'SQLITE_ERROR', message: 'SQLite rejected the query against the schema.' };
  if (query !== undefined && offset !== null && offset >= EXPLAIN_PREFIX) issue.position = positionOf(query, offset - EXPLAIN_PREFIX);
  return [issue];
}
