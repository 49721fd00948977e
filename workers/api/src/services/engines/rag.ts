import { InputTooComplexError } from '@verdict/engines/budget.ts';
import { RagInputError, type RagResult, verifyRag } from '@verdict/engines/rag/index.ts';
import { ApiError } from '../../errors.ts';
import { type EngineAdapter, type EngineOutcome, verifiedOrFailed } from '../engine-runner.ts';

/**
 * RAG provenance. Input problems are 400 with the engine's code; an internal failure answers the spec's body
 * `{ code: INTERNAL_VERIFICATION_ERROR, verified: false }` (HTTP 500) without exception text.
 */
export function runRag(input: unknown): { outcome: EngineOutcome; httpStatus: 200 | 500 } {
  let result: RagResult;
  try {
    result = verifyRag(input);
  } catch (error) {
    if (error instanceof RagInputError) throw new ApiError('VALIDATION_ERROR', error.message, { extra: { reason: error.code } });
    if (error instanceof InputTooComplexError) throw error; // 400 INPUT_TOO_COMPLEX, not an internal failure
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
        subject: 'rag: internal failure',
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
      subject: ragSubject(input),
    }),
  };
}

/**
 * What a RAG attestation is about: the target, every chunk's id and claimed document, and the threshold. Built from
 * those fields only (already shape-checked by the engine), not by serialising whatever else the request carried.
 */
function ragSubject(input: unknown): string {
  const body = (input ?? {}) as { target_document_id?: unknown; chunks?: unknown; max_drm_rate?: unknown };
  const chunks = Array.isArray(body.chunks) ? (body.chunks as Array<{ id?: unknown; metadata?: { document_id?: unknown } }>) : [];
  return JSON.stringify({
    target_document_id: body.target_document_id,
    max_drm_rate: body.max_drm_rate ?? '0',
    chunks: chunks.map((c) => [c.id, c.metadata?.document_id ?? null]),
  });
}

/** The body is checked by the engine itself (its own input errors are 400s with its codes). */
export const ragEngine: EngineAdapter<unknown> = {
  run: async (_deps, body) => runRag(body),
  fromItem: (input) => input.params ?? {},
};
