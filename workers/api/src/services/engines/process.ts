import { ProcessInputError, type ProcessResult, verifyProcess } from '@verdict/engines/process/index.ts';
import { ApiError } from '../../errors.ts';
import { type EngineAdapter, type EngineOutcome, verifiedOrFailed } from '../engine-runner.ts';

/** Process verification (IRAC structure or milestones). Invalid mode or missing milestones are 400 (spec 7). */
export function runProcess(input: { trace: string; mode?: string | undefined; milestones?: string[] | undefined }): EngineOutcome {
  let result: ProcessResult;
  try {
    result = verifyProcess({
      trace: input.trace,
      ...(input.mode !== undefined ? { mode: input.mode } : {}),
      ...(input.milestones ? { milestones: input.milestones } : {}),
    });
  } catch (error) {
    if (error instanceof ProcessInputError) throw new ApiError('VALIDATION_ERROR', error.message, { extra: { reason: error.code } });
    throw error;
  }
  return verifiedOrFailed({
    engine: 'process',
    domain: 'PROCESS',
    result,
    verified: result.verified,
    status: result.verified ? 'VERIFIED' : 'INCOMPLETE',
    subject: input.trace,
  });
}

export const processEngine: EngineAdapter<Parameters<typeof runProcess>[0]> = {
  run: async (_deps, body) => ({ outcome: runProcess(body) }),
  fromItem: (input) => ({
    trace: input.query,
    mode: typeof input.params?.mode === 'string' ? input.params.mode : undefined,
    milestones: Array.isArray(input.params?.milestones) ? (input.params.milestones as string[]) : undefined,
  }),
};
