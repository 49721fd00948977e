import { type ConsensusResult, parseConsensusMode, SandboxUnavailableError, verifyConsensus } from '@verdict/engines/consensus/index.ts';
import { ApiError } from '../../errors.ts';
import type { ServiceDeps } from '../deps.ts';
import type { ChainStep, EngineAdapter, EngineOutcome } from '../engine-runner.ts';
import { runInSandbox, sandboxUnavailable } from '../sandbox.ts';

/**
 * Multi-engine consensus. The sandbox engine evaluates the expression as JavaScript in the sandbox service: if it is
 * needed (high, maximum) and unavailable the answer is 503, never an in-process fallback. Below min_confidence → 422.
 */
export async function runConsensus(
  deps: ServiceDeps,
  input: { query: string; verification_mode?: string | undefined; min_confidence?: number | undefined },
): Promise<{ outcome: EngineOutcome; chain: ChainStep[] }> {
  const mode = parseConsensusMode(input.verification_mode);
  if (!mode) throw new ApiError('VALIDATION_ERROR', 'verification_mode must be single, high or maximum.');
  let result: ConsensusResult;
  try {
    result = await verifyConsensus(
      {
        query: input.query,
        verification_mode: mode,
        ...(input.min_confidence !== undefined ? { min_confidence: input.min_confidence } : {}),
      },
      {
        // runInSandbox throws (→ 503) only when the sandbox cannot be reached or cannot run anything. A program that ran
        // is an answer: Infinity from 1/0 or 2^1000000, NaN, or an evaluation error (budget, memory) reach the engine as
        // a non-finite number, which it records as that engine's error result. An exact program answers "n/d" text.
        sandboxEvaluate: async (jsExpression) => {
          const run = await runInSandbox(deps.env, { code: jsExpression, library: null });
          if (run.ok && (typeof run.output === 'number' || typeof run.output === 'string')) return run.output;
          if (run.ok && run.nonFinite) return Number(run.nonFinite);
          return Number.NaN;
        },
      },
    );
  } catch (error) {
    if (error instanceof SandboxUnavailableError) throw sandboxUnavailable();
    throw error;
  }
  const agreed = result.agreement_status === 'UNANIMOUS' || result.agreement_status === 'MAJORITY';
  // A claim the engines agree is false is a clear answer (200), attested as CORRECTED like a disproved math claim.
  const refuted = agreed && result.meets_requirement && result.claim_holds === false;
  const verified = result.meets_requirement && agreed && result.claim_holds !== false;
  const successful = result.verification_chain.filter((e) => e.success).map((e) => e.engine);
  const outcome: EngineOutcome = {
    engine: 'consensus',
    domain: 'CONSENSUS',
    result: { ...result },
    verified,
    status: result.agreement_status,
    attestation: { status: verified ? 'VERIFIED' : refuted ? 'CORRECTED' : 'FAILED', confidence: result.confidence / 100 },
    subject: input.query,
  };
  const consensus = {
    mode: result.agreement_status.toLowerCase(),
    engines: successful,
    agreement: successful.length / Math.max(1, result.engines_used),
  };
  const chain: ChainStep[] = [
    ...result.verification_chain.map((entry) => ({
      query: input.query,
      outcome: {
        engine: entry.engine,
        verified: entry.success,
        subject: `${input.query} = ${entry.result ?? ''}`,
        attestation: {
          status: (entry.success ? 'VERIFIED' : 'FAILED') as 'VERIFIED' | 'FAILED',
          confidence: Math.min(1, entry.confidence > 1 ? entry.confidence / 100 : entry.confidence),
        },
      },
      proof: entry,
    })),
    { query: input.query, outcome: { ...outcome, consensus }, proof: result },
  ];
  if (!result.meets_requirement) {
    throw new ApiError('CONFIDENCE_BELOW_MINIMUM', `Consensus confidence ${result.confidence}% is below the required minimum.`, {
      extra: { result },
    });
  }
  return { outcome, chain };
}

export const consensusEngine: EngineAdapter<Parameters<typeof runConsensus>[1]> = { run: runConsensus };
