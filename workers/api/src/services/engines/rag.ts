import { RagInputError, verifyRag } from '@verdict/engines/rag/index.ts';
import { ApiError } from '../../errors.ts';
import { registerEngine, verifiedOrFailed, type EngineOutcome } from '../engine-runner.ts';

/**
 * RAG provenance. Input problems are 400 with the engine's code; an internal failure answers the spec's body
 * `{ code: INTERNAL_VERIFICATION_ERROR, verified: false }` (HTTP 500) without exception text.
 */
export function runRag(input: unknown): { outcome: EngineOutcome; httpStatus: 200 | 500 } {
  let result;
  try {
    result = verifyRag(input);
  } catch (error) {
    if (error instanceof RagInputError) throw new ApiError('VALIDATION_ERROR', error.message, { extra: { reason: error.code } });
    console.error(JSON.stringify({ level: 'error', event: 'rag_failed', error: String(error) }));
    const failure = { verified: false, code: 'INTERNAL_VERIFICATION_ERROR', message: 'Internal verification error' };
    return {
      httpStatus: 500,
      outcome: {
        engine: 'rag',
        domain: 'RAG',
        result: failure,
        verified: false,
        status: 'ERROR',
        attestation: { status: 'FAILED', confidence: 0 },
        subject: JSON.stringify(input ?? null),
      },
    };
  }
  return {
    httpStatus: 200,
    outcome: verifiedOrFailed({
      engine: 'rag',
      domain: 'RAG',
      result,
      verified: result.verified,
      status: result.verified ? 'VERIFIED' : 'DOCUMENT_RETRIEVAL_MISMATCH',
      subject: JSON.stringify(input ?? null),
    }),
  };
}

registerEngine('rag', async (_deps, input) => runRag(input.params ?? {}).outcome);
