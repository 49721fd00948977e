import { InputTooComplexError } from '@verdict/engines/budget.ts';
import { type MathResult, verifyMath } from '@verdict/engines/math/index.ts';
import { ApiError } from '../../errors.ts';
import type { EngineAdapter, EngineInput, EngineOutcome } from '../engine-runner.ts';

export interface MathRequestInput {
  expression: string;
  context?: { domain?: 'real' | 'complex' | undefined; assumptions?: string[] | undefined } | undefined;
}

/**
 * A claim checked under stated assumptions is another claim: its subject names them (and the domain). Without
 * assumptions the subject stays the claim itself; the domain is signed in `qwed.result.conditions` either way.
 */
function scopeText(r: MathResult): string {
  if (!r.assumptions?.length) return '';
  return ` [${r.domain ? `domain ${r.domain}; ` : ''}assuming ${r.assumptions.join(', ')}]`;
}

/** The claim an attestation names: the expression with its exact value, or the equation with how it was decided. */
function claimChecked(r: MathResult): string {
  if ('left_side' in r) {
    const where = r.conditions?.length ? ` where ${r.conditions.join(' and ')}` : '';
    return `equation ${r.left_side} = ${r.right_side}${where}${scopeText(r)}: ${r.status}${r.method ? ` (${r.method})` : ''}`;
  }
  const value = r.exact ?? (r.value === null ? r.simplified : typeof r.value === 'object' ? JSON.stringify(r.value) : String(r.value));
  return `value ${r.original} = ${value}${r.unit ? ` ${r.unit}` : ''}${scopeText(r)}: ${r.status}`;
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
      context: { domain: input.context?.domain, assumptions: input.context?.assumptions },
    });
  } catch (error) {
    // A broken structural cap is a 400 INPUT_TOO_COMPLEX on the route and a failed item (with that message) in batches.
    if (!(error instanceof InputTooComplexError)) throw error;
    throw new ApiError('INPUT_TOO_COMPLEX', error.message, { extra: { limit: error.limit, max: error.max } });
  }
  const verified = result.status === 'VERIFIED';
  // The domain and assumptions are part of what is signed: the verdict holds only under them.
  const conditions = {
    ...(result.domain ? { domain: result.domain } : {}),
    ...(result.assumptions?.length ? { assumptions: result.assumptions } : {}),
  };
  const signed = Object.keys(conditions).length > 0 ? { conditions } : {};
  const attestation: EngineOutcome['attestation'] =
    result.status === 'VERIFIED'
      ? { status: 'VERIFIED', confidence: 1, ...signed }
      : result.status === 'CORRECTION_NEEDED'
        ? { status: 'CORRECTED', confidence: 1, ...signed }
        : { status: 'FAILED', confidence: result.status === 'UNKNOWN' ? 0 : 1, ...signed };
  return {
    engine: 'math',
    domain: 'MATH',
    result: { ...result },
    verified,
    status: result.status,
    attestation,
    subject: claimChecked(result),
  };
}

export const mathEngine: EngineAdapter<MathRequestInput> = {
  run: async (_deps, body) => ({ outcome: runMath(body) }),
  fromItem: mathFromItem,
};

function mathFromItem(input: EngineInput): MathRequestInput {
  const domain = input.params?.domain === 'real' || input.params?.domain === 'complex' ? input.params.domain : undefined;
  const given = input.params?.assumptions;
  if (given !== undefined && !(Array.isArray(given) && given.every((a) => typeof a === 'string')))
    throw new ApiError('VALIDATION_ERROR', 'params.assumptions must be an array of strings, e.g. ["x > 0"].');
  return { expression: input.query, context: { domain, assumptions: given as string[] | undefined } };
}
