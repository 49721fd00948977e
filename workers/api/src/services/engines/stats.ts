import {
  buildStatsSandboxRequest,
  checkProgramSafety,
  interpretStatsOutput,
  parseCsv,
  StatsInputError,
  translateStatsQuery,
} from '@verdict/engines/stats/index.ts';
import { ApiError } from '../../errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { runInSandbox } from '../sandbox.ts';
import type { EngineOutcome } from '../engine-runner.ts';

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
const GENERIC_ERROR = 'Internal verification error';

/**
 * Stats over an uploaded CSV: the query is translated to a JavaScript program over simple-statistics (deterministic
 * translator; a language model only when one is configured and asked for), the program must pass the static safety
 * check (else 403 BLOCKED), and it runs only in the sandbox service (else 503). Errors are generic (spec 4.0.5).
 */
export async function verifyStatsUpload(
  deps: ServiceDeps,
  input: { csv: string; query: string; generateProgram?: ((query: string, columns: string[]) => Promise<string | null>) | undefined },
): Promise<{ outcome: EngineOutcome; httpStatus: 200 | 403 }> {
  let table;
  try {
    table = parseCsv(input.csv);
  } catch (error) {
    if (error instanceof StatsInputError) throw new ApiError('VALIDATION_ERROR', `The CSV file could not be used (${error.code}).`);
    throw error;
  }
  const translated = translateStatsQuery(input.query, table.columns);
  const program = translated?.program ?? (input.generateProgram ? await input.generateProgram(input.query, table.columns) : null);
  const base = { engine: 'stats', domain: 'STATS', subject: `${input.query}\n${input.csv.length}` };
  if (!program) {
    const result = {
      status: 'ERROR',
      computed_value: null,
      message: 'The query is not one of the supported statistical forms and no language-model provider is configured to translate it.',
      columns: table.columns,
    };
    return {
      httpStatus: 200,
      outcome: { ...base, result, verified: false, status: 'ERROR', attestation: { status: 'FAILED', confidence: 0 } },
    };
  }
  const safety = checkProgramSafety(program);
  if (!safety.safe) {
    const result = {
      status: 'BLOCKED',
      computed_value: null,
      message: 'Blocked by security policy: the generated program failed the safety check.',
      code: program,
      columns: table.columns,
    };
    return {
      httpStatus: 403,
      outcome: {
        ...base,
        result,
        verified: false,
        status: 'BLOCKED',
        attestation: { status: 'BLOCKED', confidence: 1 },
        blocked: { rule: 'STATS-UNSAFE-PROGRAM', httpStatus: 403 },
      },
    };
  }
  const run = await runInSandbox(deps.env, buildStatsSandboxRequest(program, table));
  if (!run.ok) {
    const result = { status: 'ERROR', computed_value: null, message: GENERIC_ERROR, code: program, columns: table.columns };
    return {
      httpStatus: 200,
      outcome: { ...base, result, verified: false, status: 'ERROR', attestation: { status: 'FAILED', confidence: 0 } },
    };
  }
  const interpreted = interpretStatsOutput(run.output);
  const result = {
    ...interpreted,
    message: interpreted.status === 'SUCCESS' ? interpreted.message : GENERIC_ERROR,
    code: program,
    columns: table.columns,
  };
  const ok = interpreted.status === 'SUCCESS';
  return {
    httpStatus: 200,
    outcome: {
      ...base,
      result,
      verified: ok,
      status: interpreted.status,
      attestation: { status: ok ? 'VERIFIED' : 'FAILED', confidence: ok ? 1 : 0 },
    },
  };
}
