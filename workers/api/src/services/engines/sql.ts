import { InputTooComplexError } from '@verdict/engines/budget.ts';
import {
  finalizeSqlResult,
  loadSqliteParser,
  resolveDialect,
  type SqlDialect,
  type SqlResult,
  sqliteExactCheckPlan,
  sqliteExactIssues,
  staticSqlReport,
  UnsupportedDialectError,
} from '@verdict/engines/sql/index.ts';
import type { Env } from '../../env.ts';
import { ApiError } from '../../errors.ts';
import { type EngineAdapter, type EngineOutcome, verifiedOrFailed } from '../engine-runner.ts';
import { callSandbox, sandboxUnavailable } from '../sandbox.ts';
import { readSandboxSqlAnswer } from './sql-sandbox-answer.ts';

const SCRATCH_SHARDS = 8;

export interface SqlRunInput {
  query: string;
  schema_ddl: string;
  dialect?: string | undefined;
  allow_writes?: boolean | undefined;
}

/** The SqlScratch object that checks queries against this schema text (same schema, same object, cached schema). */
export function scratchShard(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return `scratch-${Math.abs(hash) % SCRATCH_SHARDS}`;
}

/** The dialect a request names, or 400 VALIDATION_ERROR (the SQL route and the gateway's `verdict.dialect`). */
export function dialectOf(name: string | undefined): SqlDialect {
  try {
    return resolveDialect(name);
  } catch (error) {
    if (error instanceof UnsupportedDialectError) {
      throw new ApiError(
        'VALIDATION_ERROR',
        'dialect must be one of sqlite, postgresql, mysql, mariadb, bigquery, snowflake, transactsql.',
      );
    }
    throw error;
  }
}

/**
 * sqlite: the grammar for the safety analysis, then SQLite's own verdict from `EXPLAIN` in a rolled-back transaction
 * inside a SqlScratch Durable Object (sharded, so one object never serialises all traffic).
 */
async function sqliteResult(env: Env, input: SqlRunInput, exact: boolean): Promise<SqlResult> {
  const parser = await loadSqliteParser();
  const report = staticSqlReport(parser, 'sqlite', { ...input, allow_writes: input.allow_writes === true }, { names: !exact });
  if (!exact) return finalizeSqlResult(report, { engine: null, issues: [] });
  const planned = sqliteExactCheckPlan({ query: input.query, schemaSpans: report.schemaSpans });
  if (!planned) {
    return finalizeSqlResult(report, {
      engine: null,
      issues: [
        {
          code: 'NO_ENGINE',
          message:
            'SQLite is asked to prepare one SELECT, VALUES, INSERT, UPDATE, DELETE or REPLACE statement; this one was checked for syntax and safety only.',
        },
      ],
    });
  }
  if ('skip' in planned) return finalizeSqlResult(report, { engine: null, issues: [planned.skip] });
  const { plan } = planned;
  const outcome = await env.SQL_SCRATCH.getByName(scratchShard(input.schema_ddl)).check(plan.schema, plan.query, plan.parameters);
  const issues = sqliteExactIssues(outcome, input.query);
  const judged = outcome.ok || !('engineError' in outcome);
  return finalizeSqlResult(report, { engine: judged ? 'SQLite (Durable Object storage)' : null, issues });
}

/**
 * Every other dialect is checked in the sandbox service: PostgreSQL by a real PostgreSQL (PGlite), the rest by their
 * grammar. Their grammars live there, not in this worker's bundle. No answer in time, or a malformed one, is 503: a
 * check that did not run is never reported as a verdict.
 */
async function sandboxResult(env: Env, input: SqlRunInput, dialect: SqlDialect, exact: boolean): Promise<SqlResult> {
  // A cold sandbox starts PostgreSQL first (seconds; a warm check takes milliseconds): SANDBOX_TIMEOUT_MS covers it.
  const body = await callSandbox(env, '/sql/verify', {
    query: input.query,
    schema_ddl: input.schema_ddl,
    dialect,
    allow_writes: input.allow_writes === true,
    mode: exact ? 'full' : 'safety',
  });
  const answer = readSandboxSqlAnswer(body, dialect);
  if (answer.kind === 'too_complex') throw new InputTooComplexError(answer.limit, answer.max, answer.message);
  if (answer.kind === 'unavailable') throw sandboxUnavailable();
  return answer.result;
}

/**
 * SQL verification. VALID (is_valid true) only when a real engine of the dialect prepared the query against the schema
 * and every safety rule passed; that alone signs a VERIFIED attestation. INVALID and UNKNOWN (not established, e.g. a
 * dialect without an engine) sign FAILED, UNKNOWN with confidence 0.5 because nothing definite was found either.
 */
export async function runSql(env: Env, input: SqlRunInput, options: { exact?: boolean } = {}): Promise<EngineOutcome> {
  const dialect = dialectOf(input.dialect);
  const exact = options.exact !== false;
  const result = dialect === 'sqlite' ? await sqliteResult(env, input, exact) : await sandboxResult(env, input, dialect, exact);
  return verifiedOrFailed({
    engine: 'sql',
    domain: 'SQL',
    result,
    verified: result.status === 'VALID',
    status: result.status,
    confidence: result.status === 'UNKNOWN' ? 0.5 : 1,
    subject: `${input.schema_ddl}\n--\n${input.query}`,
  });
}

/** `exact: false` (a batch item's or agent step's `params.safety_only`) skips the exact check against the schema. */
export const sqlEngine: EngineAdapter<SqlRunInput & { exact?: boolean }> = {
  run: async (deps, { exact, ...body }) => ({ outcome: await runSql(deps.env, body, { exact: exact !== false }) }),
  fromItem: (input) => ({
    query: input.query,
    schema_ddl: typeof input.params?.schema_ddl === 'string' ? input.params.schema_ddl : '',
    dialect: typeof input.params?.dialect === 'string' ? input.params.dialect : undefined,
    allow_writes: input.params?.allow_writes === true,
    exact: input.params?.safety_only !== true,
  }),
};
