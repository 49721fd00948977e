import { readPostgresSchema } from './postgres-schema.ts';
import { mentionedNames, reachSchema } from './schema-reach.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import { splitSqlStatementSpans } from './split-statements.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia, lexOptionsFor, positionOf } from './sql-lexer.ts';
import type { SqlIssue, SqlIssueCode } from './sql-types.ts';
import { isNonQueryStatement, leadingKeyword } from './statement-safety.ts';

/**
 * The PostgreSQL check: what to run in a real PostgreSQL (PGlite in the sandbox service) and how to read its answer.
 * Pure functions; the sandbox runs the plan: schema statements inside a transaction that is never committed, then
 * `EXPLAIN (VERBOSE, FORMAT JSON, GENERIC_PLAN) <query>` — parse, analysis (names, types, grouping, functions) and
 * planning, never execution.
 */
export interface PostgresPlan {
  /**
   * Schema statements to apply, in order, each sent as one extended-protocol message (one statement at most); `id`
   * numbers them among all statements of this schema that could be applied.
   */
  schemaStatements: Array<{ id: number; text: string }>;
  /** Identifies the schema (all its applicable statements): the same key means the ids mean the same statements. */
  schemaKey: string;
  /** Kinds of schema definitions that were not applied (functions, extensions…): errors may come from their absence. */
  unapplied: string[];
  query: string;
  /** Where `query` starts in the caller's text (for error positions). */
  queryOffset: number;
  /** What the engine runs for the query. */
  explain: string;
  /** Highest `$n` placeholder: the engine binds that many NULLs (GENERIC_PLAN plans without using their values). */
  parameters: number;
  /** Schema statements one check may apply that the engine does not hold yet (POSTGRES_NEW_DEFINITIONS). */
  applyLimit: number;
}

export const EXPLAIN_PREFIX = 'EXPLAIN (VERBOSE, FORMAT JSON, GENERIC_PLAN) ';

/**
 * Schema definitions PostgreSQL applies for one check. A CREATE TABLE with its primary key costs about 1–2 ms of CPU in
 * PGlite (foreign keys are not applied), so this bounds a new schema's share of a request; the same schema afterwards
 * costs nothing (it stays applied). Past it the check is not run (UNKNOWN, BUDGET_EXCEEDED). 32 cost 60–75 ms of CPU
 * over HTTP with a new schema; 16 keep the request within budget.
 */
export const POSTGRES_SCHEMA_STATEMENTS = 16;

/**
 * Schema statements the check of a never-seen schema (its text read in this request) applies to PostgreSQL. Such a
 * request pays for reading the schema and for working out each reached statement as well as for applying it: a
 * 12-relation join over 12 new tables cost 57–91 ms of CPU over HTTP, over the same tables once the text was read
 * 21–25 ms. Past it the check applies this many, in schema order, keeps them, and answers UNKNOWN (BUDGET_EXCEEDED)
 * without running the query; the same schema sent again is no longer new, and its check applies the rest (up to
 * POSTGRES_SCHEMA_STATEMENTS), whatever other schemas came between. No held-out query reaches more than 4.
 */
export const POSTGRES_NEW_DEFINITIONS = 4;

/**
 * The part of `missing` (schema statements the engine does not hold, in schema order) one check applies: all of them,
 * or the first `limit` when there are more (`complete` false: the query is then not run). Applying a prefix in schema
 * order is what applying the whole list does first, so a statement PostgreSQL refuses is refused either way.
 */
export function definitionsToApply<T>(missing: readonly T[], limit: number): { apply: readonly T[]; complete: boolean } {
  return missing.length <= limit ? { apply: missing, complete: true } : { apply: missing.slice(0, limit), complete: false };
}

/**
 * Relations PostgreSQL plans for one check (each FROM item and JOIN). Planning costs grow faster than the relation
 * count (a 64-relation join chain: about 0.1 s of CPU even in written order; 24 relations 35–55 ms over HTTP with the
 * schema already applied, 120–180 ms with a new one; 12 relations 35–50 ms with the schema applied), so past this the
 * check is not run. 12 is where PostgreSQL's own exhaustive join search ends (its genetic optimiser starts at 12 FROM
 * items). 8 was tried and cost the same with a new schema: there the definitions applied dominate.
 */
export const POSTGRES_RELATIONS = 12;

const LIST_END = /^(?:WHERE|GROUP|ORDER|HAVING|LIMIT|OFFSET|FETCH|UNION|EXCEPT|INTERSECT|WINDOW|RETURNING|ON|USING|SET|FOR)$/i;

/** FROM items and JOINs of a query, read from its tokens (subqueries included). */
export function relationCount(tokens: SqlToken[]): number {
  let count = 0;
  let depth = 0;
  const lists: number[] = [];
  for (const t of tokens) {
    if (isTrivia(t)) continue;
    if (t.text === '(') depth++;
    else if (t.text === ')') {
      depth--;
      while (lists.length > 0 && (lists[lists.length - 1] as number) > depth) lists.pop();
    } else if (t.kind === 'word' && /^(?:FROM|JOIN)$/i.test(t.text)) {
      count++;
      if (t.text.toUpperCase() === 'FROM') lists.push(depth);
    } else if (t.text === ',' && lists[lists.length - 1] === depth) count++;
    else if (t.kind === 'word' && LIST_END.test(t.text) && lists[lists.length - 1] === depth) lists.pop();
  }
  return count;
}

/** Functions whose folded value can be far larger than the query (PostgreSQL folds immutable calls while planning). */
const AMPLIFIERS = new Set(['repeat', 'lpad', 'rpad', 'array_fill', 'format']);

/** True when planning could build a huge constant: an amplifier with a large literal, or amplifiers nested. */
function amplifies(tokens: SqlToken[]): boolean {
  const sig = tokens.filter((t) => !isTrivia(t));
  let calls = 0;
  let big = false;
  for (let k = 0; k < sig.length; k++) {
    const t = sig[k] as SqlToken;
    if (t.kind === 'word' && AMPLIFIERS.has(t.text.toLowerCase()) && sig[k + 1]?.text === '(') calls++;
    if (t.kind === 'number' && Number(t.text) >= 100_000) big = true;
  }
  return calls > 1 || (calls === 1 && big);
}

/** The highest `$n` placeholder of the query; the lexer keeps `$` and the digits as adjacent tokens. */
function parameterCount(tokens: SqlToken[]): number {
  let max = 0;
  for (let k = 0; k + 1 < tokens.length; k++) {
    const t = tokens[k] as SqlToken;
    const n = tokens[k + 1] as SqlToken;
    if (t.kind === 'punct' && t.text === '$' && n.kind === 'number' && n.start === t.end && /^\d{1,4}$/.test(n.text)) {
      max = Math.max(max, Number(n.text));
    }
  }
  return max;
}

export type PostgresPlanResult = { plan: PostgresPlan } | { skip: SqlIssue };

/**
 * What the engine should run, or why it is not run: a statement kind EXPLAIN cannot plan (the answer is then
 * syntax-and-safety only), or a query whose planning could fold an oversized constant (not run, UNKNOWN).
 * Returns null for anything but exactly one statement (stacked statements are refused by the static layer).
 */
export function postgresExactPlan(input: {
  query: string;
  schema_ddl: string;
  schemaSpans?: readonly SqlStatementSpan[];
}): PostgresPlanResult | null {
  const opts = lexOptionsFor('postgresql');
  const spans = splitSqlStatementSpans(input.query, opts);
  const only = spans[0];
  if (spans.length !== 1 || !only) return null;
  const kw = leadingKeyword(only.tokens).word;
  if (isNonQueryStatement(kw)) {
    return {
      skip: {
        code: 'NO_ENGINE',
        message: `PostgreSQL is asked to plan queries and DML only; this ${kw || 'statement'} was checked for syntax and safety only.`,
      },
    };
  }
  if (amplifies(only.tokens)) {
    return {
      skip: {
        code: 'BUDGET_EXCEEDED',
        message:
          'Planning this query could build a very large constant (repeat/lpad/rpad/array_fill/format with a large or nested argument), so it was not run.',
      },
    };
  }
  const relations = relationCount(only.tokens);
  if (relations > POSTGRES_RELATIONS) {
    return {
      skip: {
        code: 'BUDGET_EXCEEDED',
        message: `The query plans ${relations} relations (FROM items and JOINs); PostgreSQL checks at most ${POSTGRES_RELATIONS} per request, so it was not run.`,
      },
    };
  }
  const read = readPostgresSchema(input.schema_ddl, input.schemaSpans);
  const schema = reachSchema(read.index, mentionedNames(only.tokens), POSTGRES_SCHEMA_STATEMENTS);
  if (schema.statements.length > POSTGRES_SCHEMA_STATEMENTS) {
    return {
      skip: {
        code: 'BUDGET_EXCEEDED',
        message: `The part of schema_ddl this query reaches has more than ${POSTGRES_SCHEMA_STATEMENTS} definitions; PostgreSQL checks at most ${POSTGRES_SCHEMA_STATEMENTS} per request, so it was not run.`,
      },
    };
  }
  return {
    plan: {
      schemaStatements: schema.statements,
      schemaKey: schema.key,
      unapplied: schema.unapplied,
      query: only.text,
      queryOffset: only.start,
      explain: EXPLAIN_PREFIX + only.text,
      parameters: parameterCount(only.tokens),
      // A schema read before is not new: its check applies all it reaches, as many as the engine lacks.
      applyLimit: read.built ? POSTGRES_NEW_DEFINITIONS : POSTGRES_SCHEMA_STATEMENTS,
    },
  };
}

/** The sandbox's answer for one plan. */
export type PostgresOutcome =
  | { ok: true; version: string; relations: Array<{ schema: string; name: string }>; writes: string[] }
  /** `statement` is the id of the schema statement PostgreSQL refused. */
  | { ok: false; phase: 'schema'; version: string; statement: number; sqlstate: string; message: string }
  | { ok: false; phase: 'query'; version: string; sqlstate: string; message: string; position?: number }
  | { ok: false; phase: 'engine'; message: string }
  /** More schema statements were missing than one check applies: `applied` of `missing` were applied, nothing run. */
  | { ok: false; phase: 'budget'; applied: number; missing: number };

/** SQLSTATEs that name what is wrong precisely. Anything else in a "the query is wrong" class is POSTGRES_ERROR. */
const SQLSTATE_CODES: Record<string, SqlIssueCode> = {
  '42601': 'SYNTAX_ERROR',
  '42P01': 'UNKNOWN_TABLE',
  '3F000': 'UNKNOWN_TABLE',
  '42703': 'UNKNOWN_COLUMN',
  '42702': 'AMBIGUOUS_COLUMN',
  '42883': 'UNKNOWN_FUNCTION',
  '42725': 'UNKNOWN_FUNCTION',
  '42804': 'TYPE_ERROR',
  '42846': 'TYPE_ERROR',
  '42P18': 'TYPE_ERROR',
  '22P02': 'TYPE_ERROR',
  '42803': 'GROUPING_ERROR',
};

/** SQLSTATE classes that judge the statement itself: syntax/access rule (42), data (22), feature (0A), cardinality (21). */
function judgesStatement(sqlstate: string): boolean {
  return /^(?:42|22|0A|21|2B|44)/.test(sqlstate);
}

const SYSTEM_SCHEMAS = new Set(['pg_catalog', 'information_schema', 'pg_toast']);

function clip(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > 300 ? `${oneLine.slice(0, 297)}...` : oneLine;
}

/** PostgreSQL's verdict as issues; empty when it planned the query and nothing in the plan breaks a rule. */
export function postgresExactIssues(outcome: PostgresOutcome, plan: PostgresPlan, query: string, allowWrites: boolean): SqlIssue[] {
  const unappliedNote: SqlIssue[] =
    plan.unapplied.length > 0
      ? [
          {
            code: 'SCHEMA_UNSUPPORTED',
            message: `schema_ddl uses ${plan.unapplied.join(', ')}, which the check does not run, so the query was judged against part of the schema.`,
          },
        ]
      : [];
  if (outcome.ok) {
    const issues: SqlIssue[] = [...unappliedNote];
    const seen = new Set<string>();
    for (const r of outcome.relations) {
      if (!SYSTEM_SCHEMAS.has(r.schema.toLowerCase())) continue;
      const name = `${r.schema}.${r.name}`;
      if (seen.has(name)) continue;
      seen.add(name);
      issues.push({ code: 'CATALOGUE_READ', message: `Reads the system catalogue "${name}", which is never allowed.` });
    }
    if (!allowWrites && outcome.writes.length > 0) {
      issues.push({
        code: 'WRITE_STATEMENT',
        message: `The plan ${outcome.writes.join(', ').toLowerCase()}s rows; writes are not allowed unless allow_writes is set.`,
      });
    }
    return issues;
  }
  if (outcome.phase === 'budget') {
    return [
      {
        code: 'BUDGET_EXCEEDED',
        message: `The query reaches ${outcome.missing} definitions of schema_ddl that PostgreSQL does not hold yet; one check applies at most ${plan.applyLimit}, so ${outcome.applied} were applied and the query was not run. Sending the same schema again continues from there.`,
      },
    ];
  }
  if (outcome.phase === 'engine') {
    return [{ code: 'ENGINE_ERROR', message: 'PostgreSQL could not complete the check, so nothing was decided.' }];
  }
  if (!judgesStatement(outcome.sqlstate)) {
    return [
      { code: 'ENGINE_ERROR', message: `PostgreSQL stopped with SQLSTATE ${outcome.sqlstate} before deciding, so nothing was decided.` },
    ];
  }
  if (outcome.phase === 'schema') {
    if (unappliedNote.length > 0) return unappliedNote;
    const failed = plan.schemaStatements.find((s) => s.id === outcome.statement)?.text ?? '';
    const excerpt = clip(failed).slice(0, 60);
    return [
      {
        code: 'SCHEMA_ERROR',
        message: `PostgreSQL rejects schema_ddl at "${excerpt}${failed.length > 60 ? '…' : ''}": ${clip(outcome.message)} (SQLSTATE ${outcome.sqlstate}).`,
      },
    ];
  }
  // With part of the schema missing, only a syntax error is certainly the query's own fault.
  if (unappliedNote.length > 0 && outcome.sqlstate !== '42601') return unappliedNote;
  const issue: SqlIssue = {
    code: SQLSTATE_CODES[outcome.sqlstate] ?? 'POSTGRES_ERROR',
    message: `PostgreSQL: ${clip(outcome.message)} (SQLSTATE ${outcome.sqlstate}).`,
  };
  if (outcome.position !== undefined && outcome.position > EXPLAIN_PREFIX.length) {
    issue.position = positionOf(query, Math.min(plan.queryOffset + outcome.position - 1 - EXPLAIN_PREFIX.length, query.length));
  }
  return [issue];
}
