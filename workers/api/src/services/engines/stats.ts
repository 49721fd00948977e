import {
  type CsvHeader,
  checkProgramSafety,
  MAX_CSV_BYTES as ENGINE_MAX_CSV_BYTES,
  encodeStatsPlanRequest,
  finishPlan,
  finishProgram,
  type NumberFormat,
  PLAN_CALL,
  type PreparedPlan,
  preparePlan,
  prepareProgram,
  readCsvHeader,
  STATS_PLAN_MEDIA_TYPE,
  StatsInputError,
  type StatsInterpretation,
} from '@verdict/engines/stats/index.ts';
import { ApiError } from '../../errors.ts';
import type { ServiceDeps } from '../deps.ts';
import type { EngineAdapter, EngineOutcome } from '../engine-runner.ts';
import { statsProgramGenerator } from '../providers.ts';
import { callSandbox, runInSandbox, type SandboxRunResult, sandboxUnavailable } from '../sandbox.ts';

export const MAX_CSV_BYTES = ENGINE_MAX_CSV_BYTES;
const GENERIC_ERROR = 'Internal verification error';
const NUMBER_FORMATS: readonly NumberFormat[] = ['decimal_point', 'decimal_comma'];

type StatsResultBody = Record<string, unknown> & { status: string };

function csvError(error: unknown): never {
  if (error instanceof StatsInputError) throw new ApiError('VALIDATION_ERROR', `The CSV file could not be used (${error.code}).`);
  throw error;
}

function numberFormat(value: string | undefined): NumberFormat {
  if (value === undefined || value === '') return 'decimal_point';
  const format = NUMBER_FORMATS.find((f) => f === value);
  if (!format) throw new ApiError('VALIDATION_ERROR', 'The "number_format" part must be "decimal_point" or "decimal_comma".');
  return format;
}

function outcome(base: { engine: string; domain: string; subject: string }, result: StatsResultBody, httpStatus: 200 | 403 = 200) {
  const ok = result.status === 'SUCCESS';
  return {
    httpStatus,
    outcome: {
      ...base,
      result,
      verified: ok,
      status: result.status,
      attestation: { status: ok ? ('VERIFIED' as const) : ('FAILED' as const), confidence: ok ? 1 : 0 },
    } satisfies EngineOutcome,
  };
}

/** A sandbox run that did not finish: generic message (spec 4.0.5), with a stable reason when a limit stopped it. */
function runFailed(run: Extract<SandboxRunResult, { ok: false }>): StatsInterpretation & { reason?: string } {
  const limited = run.error === 'timeout' || run.error === 'memory' || run.error === 'output_too_large';
  return {
    status: 'ERROR',
    computed_value: null,
    exact_value: null,
    message: GENERIC_ERROR,
    ...(limited ? { reason: 'BUDGET_EXCEEDED' } : {}),
  };
}

/**
 * A translated query in the sandbox: POST /stats/plan (the binary form of plan-wire.ts), where the sandbox's stats runtime computes the plan (data, never
 * code) over the typed columns. Its answers have /run's shape; anything else is unavailability (503).
 */
async function runPlanInSandbox(env: ServiceDeps['env'], prepared: PreparedPlan): Promise<SandboxRunResult> {
  const bytes = encodeStatsPlanRequest(prepared.translated.plan, prepared.table.wire);
  const body = await callSandbox(env, '/stats/plan', bytes, { mediaType: STATS_PLAN_MEDIA_TYPE });
  if (!body || typeof body !== 'object' || typeof (body as { ok?: unknown }).ok !== 'boolean') throw sandboxUnavailable();
  const result = body as SandboxRunResult;
  if (!result.ok && result.error !== 'runtime' && result.error !== 'timeout') throw sandboxUnavailable();
  return result;
}

/**
 * Stats over an uploaded CSV. A supported query becomes a plan (data) that the sandbox's stats runtime computes
 * exactly over typed columns; any other query may become a program from a configured language model, which must pass
 * the static safety check (else 403 BLOCKED). Either way the computation runs only in the sandbox service (else 503).
 * Caps are checked before the sandbox is called (400 INPUT_TOO_COMPLEX); errors are generic (spec 4.0.5).
 */
export async function verifyStatsUpload(
  deps: ServiceDeps,
  input: {
    csv: string;
    /** The file's size in bytes when the CSV came as an upload (its UTF-8 length, so it is not counted again). */
    csvBytes?: number | undefined;
    query: string;
    numberFormat?: string | undefined;
    /** The provider that may translate a query no plan covers (looked up only then). */
    provider?: string | undefined;
  },
): Promise<{ outcome: EngineOutcome; httpStatus: 200 | 403 }> {
  const format = numberFormat(input.numberFormat);
  let header: CsvHeader;
  try {
    header = readCsvHeader(input.csv, input.csvBytes);
  } catch (error) {
    csvError(error);
  }
  const base = { engine: 'stats', domain: 'STATS', subject: `${input.query}\n${input.csv.length}` };
  const shared = { columns: header.columns, number_format: format };
  let prepared: ReturnType<typeof preparePlan>;
  try {
    prepared = preparePlan(input.csv, header, input.query, { numberFormat: format });
  } catch (error) {
    csvError(error);
  }
  if (prepared) {
    const run = await runPlanInSandbox(deps.env, prepared);
    const interpreted = run.ok ? finishPlan(prepared, run.output) : { ...runFailed(run), description: prepared.translated.description };
    const result = {
      ...interpreted,
      message: interpreted.status === 'ERROR' && !run.ok ? GENERIC_ERROR : interpreted.message,
      plan: prepared.translated.plan,
      code: PLAN_CALL,
      ...shared,
    };
    return outcome(base, result);
  }

  const generateProgram = statsProgramGenerator(deps.env, input.provider);
  const program = generateProgram ? await generateProgram(input.query, header.columns) : null;
  if (!program) {
    return outcome(base, {
      status: 'ERROR',
      computed_value: null,
      message: 'The query is not one of the supported statistical forms and no language-model provider is configured to translate it.',
      ...shared,
    });
  }
  const safety = checkProgramSafety(program);
  if (!safety.safe) {
    const result = {
      status: 'BLOCKED',
      computed_value: null,
      message: 'Blocked by security policy: the generated program failed the safety check.',
      code: program,
      ...shared,
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
  let free: ReturnType<typeof prepareProgram>;
  try {
    free = prepareProgram(input.csv, header, program, { numberFormat: format });
  } catch (error) {
    csvError(error);
  }
  const run = await runInSandbox(deps.env, free.request);
  const interpreted = run.ok ? finishProgram(header, free.table, run.output) : runFailed(run);
  const message = interpreted.status === 'ERROR' ? GENERIC_ERROR : interpreted.message;
  return outcome(base, { ...interpreted, message, code: program, ...shared });
}

/** A CSV and a query (the upload's parts, or the MCP tool's arguments); `provider` may translate unsupported queries. */
export const statsEngine: EngineAdapter<{
  csv: string;
  csvBytes?: number | undefined;
  query: string;
  numberFormat?: string | undefined;
  provider?: string | undefined;
}> = {
  run: (deps, body) =>
    verifyStatsUpload(deps, {
      csv: body.csv,
      csvBytes: body.csvBytes,
      query: body.query,
      numberFormat: body.numberFormat,
      provider: body.provider,
    }),
};
