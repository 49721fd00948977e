import { verifyMath } from '@verdict/engines/math/index.ts';
import { registerEngine, type EngineOutcome } from '../engine-runner.ts';

export interface MathRequestInput {
  expression: string;
  context?: { domain?: 'real' | 'complex' | undefined } | undefined;
}

/**
 * Math: an equation is verified when it holds (proved, or exact arithmetic), an expression when it evaluates validly.
 * UNKNOWN (sampling agreed without proof) is not verified (spec 3.1 rule 2).
 */
export function runMath(input: MathRequestInput): EngineOutcome {
  const result = verifyMath({
    expression: input.expression,
    ...(input.context?.domain ? { context: { domain: input.context.domain } } : {}),
  }) as unknown as Record<string, unknown>;
  const isEquation = 'left_side' in result;
  const verified = result.is_valid === true;
  const status = isEquation ? String(result.status ?? (verified ? 'PROVEN' : 'REFUTED')) : verified ? 'VERIFIED' : 'ERROR';
  return {
    engine: 'math',
    domain: 'MATH',
    result,
    verified,
    status: verified ? 'VERIFIED' : status,
    attestation: { status: verified ? 'VERIFIED' : 'FAILED', confidence: verified ? 1 : status === 'UNKNOWN' ? 0.5 : 1 },
    subject: input.expression,
  };
}

registerEngine('math', async (_deps, input) =>
  runMath({
    expression: input.query,
    context: input.params?.domain === 'real' || input.params?.domain === 'complex' ? { domain: input.params.domain } : undefined,
  }),
);
