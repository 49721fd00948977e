import * as z from 'zod';
import '../openapi-zod.ts';
import { options, result, workCounters } from './common.ts';

/** RAG input is validated by the engine itself so that its spec-mandated 400 rules (string-only max_drm_rate) are exact. */
export const RagRequest = z
  .object({ target_document_id: z.unknown(), chunks: z.unknown(), max_drm_rate: z.unknown().optional(), options })
  .openapi('RagRequest');
/** The spec's answer when the provenance check itself fails (HTTP 500): never verified, no exception text. */
export const RagFailure = z
  .strictObject({
    verified: z.literal(false),
    code: z.literal('INTERNAL_VERIFICATION_ERROR'),
    message: z.string(),
    attestation: z.string().optional(),
  })
  .openapi('RagFailure');

export const RagResult = result('RagResult', {
  verified: z.boolean(),
  risk: z.union([z.literal('DOCUMENT_RETRIEVAL_MISMATCH'), z.null()]),
  drm_rate: z.number().openapi({ description: 'Share of chunks from another document' }),
  drm_rate_exact: z.string().openapi({ description: 'The exact rate in lowest terms', example: '1/3' }),
  max_drm_rate: z.string(),
  chunks_checked: z.number().int(),
  mismatched_count: z.number().int(),
  mismatched_chunk_ids: z.array(z.string()),
  work: workCounters,
});
