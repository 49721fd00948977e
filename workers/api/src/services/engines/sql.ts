import { mergeSqliteExactResult, sqliteExactCheckPlan, UnsupportedDialectError, verifySql } from '@verdict/engines/sql/index.ts';
import { ApiError } from '../../errors.ts';
import type { Env } from '../../env.ts';
import { registerEngine, verifiedOrFailed, type EngineOutcome } from '../engine-runner.ts';

const SCRATCH_SHARDS = 8;

function shardFor(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return `scratch-${Math.abs(hash) % SCRATCH_SHARDS}`;
}

/**
 * SQL: structure and safety from the dialect's parser; for sqlite also SQLite's own verdict, from `EXPLAIN` in a
 * rolled-back transaction inside a SqlScratch Durable Object (sharded, so one object never serialises all traffic).
 */
export async function runSql(
  env: Env,
  input: { query: string; schema_ddl: string; dialect?: string | undefined; allow_writes?: boolean | undefined },
  options: { exact?: boolean } = {},
): Promise<EngineOutcome> {
  let result;
  try {
    result = await verifySql({
      query: input.query,
      schema_ddl: input.schema_ddl,
      ...(input.dialect ? { dialect: input.dialect } : {}),
      ...(input.allow_writes !== undefined ? { allow_writes: input.allow_writes } : {}),
    });
  } catch (error) {
    if (error instanceof UnsupportedDialectError)
      throw new ApiError(
        'VALIDATION_ERROR',
        'dialect must be one of sqlite, postgresql, mysql, mariadb, bigquery, snowflake, transactsql.',
      );
    throw error;
  }
  const plan =
    options.exact === false
      ? null
      : sqliteExactCheckPlan({ query: input.query, schema_ddl: input.schema_ddl, ...(input.dialect ? { dialect: input.dialect } : {}) });
  if (plan) {
    const exact = await env.SQL_SCRATCH.getByName(shardFor(input.schema_ddl)).check(plan.schemaStatements, plan.query);
    result = mergeSqliteExactResult(result, exact, input.query);
  }
  return verifiedOrFailed({
    engine: 'sql',
    domain: 'SQL',
    result,
    verified: result.is_valid,
    status: result.is_valid ? 'VALID' : 'INVALID',
    subject: `${input.schema_ddl}\n--\n${input.query}`,
  });
}

registerEngine('sql', async (deps, input) =>
  runSql(
    deps.env,
    {
      query: input.query,
      schema_ddl: typeof input.params?.schema_ddl === 'string' ? input.params.schema_ddl : '',
      dialect: typeof input.params?.dialect === 'string' ? input.params.dialect : undefined,
      allow_writes: input.params?.allow_writes === true,
    },
    { exact: input.params?.safety_only !== true },
  ),
);
