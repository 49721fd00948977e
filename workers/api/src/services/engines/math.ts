import { InputTooComplexError } from '@verdict/engines/budget.ts';
import { type MathResult, verifyMath } from '@verdict/engines/math/index.ts';
import { ApiError } from '../../errors.ts';
import { type EngineOutcome, registerEngine } from '../engine-runner.ts';

export interface MathRequestInput {
  expression: string;
  context?: { domain?: 'real' | 'complex' | undefined } | undefined;
}

/** The claim an attestation names: the expression with its exact value, or the equation with how it was decided. */
function claimChecked(r: MathResult): string {
  if ('left_side' in r) {
    const conditions = r.conditions?.length ? ` where ${r.conditions.join(' and ')}` : '';
    return `equation ${r.left_side} = ${r.right_side}${conditions}: ${r.status}${r.method ? ` (${r.method})` : ''}`;
  }
  const value = r.exact ?? (r.value === null ? r.simplified : typeof r.value === 'object' ? JSON.stringify(r.value) : String(r.value));
  return `value ${r.original} = ${value}${r.unit ? ` ${r.unit}` : ''}: ${r.status}`;
}

/**
 * Math (spec 3.1 statuses): VERIFIED only for a value established exactly or rigorously, or an equation proven
 * exactly; CORRECTION_NEEDED (a rigorous proof of difference) attests CORRECTED; UNKNOWN and ERROR attest FAILED.
 * The attestation subject is the claim that was checked (claimChecked), the proof the full result.
 */
export function runMath(input: MathRequestInput): EngineOutcome {
  let result: MathResult;
  try {
    result = verifyMath({
      expression: input.expression,
      ...(input.context?.domain ? { context: { domain: input.context.domain } } : {}),
    });
  } catch (error) {
    // A broken structural cap is a 400 INPUT_TOO_COMPLEX on the route and a failed item (with that message) in batches.
    if (!(error instanceof InputTooComplexError)) throw error;
    throw new ApiError('INPUT_TOO_COMPLEX', error.message, { extra: { limit: error.limit, max: error.max } });
  }
  const verified = result.status === 'VERIFIED';
  const attestation: EngineOutcome['attestation'] =
    result.status === 'VERIFIED'
      ? { status: 'VERIFIED', confidence: 1 }
      : result.status === 'CORRECTION_NEEDED'
        ? { status: 'CORRECTED', confidence: 1 }
        : { status: 'FAILED', confidence: result.status === 'UNKNOWN' ? 0 : 1 };
  return {
    engine: 'math',
    domain: 'MATH',
    // A boundary: the engine's typed result is returned to callers as a plain JSON object.
    result: result as unknown as Record<string, unknown>,
    verified,
    status: result.status,
    attestation,
    subject: claimChecked(result),
  };
}

registerEngine('math', async (_deps, input) =>
  runMath({
    expression: input.query,
    context: input.params?.domain === 'real' || input.params?.domain === 'complex' ? { domain: input.params.domain } : undefined,
  }),
);
