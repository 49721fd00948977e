import * as z from 'zod';
import '../openapi-zod.ts';
import { options, result, workCounters } from './common.ts';

/**
 * RAG input is validated by the engine itself so that its spec-mandated 400 rules (string-only max_drm_rate) are exact;
 * the types the engine accepts are documented here (OpenAPI, MCP) without a second validation.
 */
export const RagRequest = z
  .object({
    target_document_id: z.unknown().openapi({
      type: 'string',
      minLength: 1,
      description: 'The document every retrieved chunk must come from',
      example: 'doc-42',
    }),
    chunks: z.unknown().openapi({
      type: 'array',
      minItems: 1,
      maxItems: 10_000,
      description: 'The retrieved chunks; a chunk without metadata.document_id counts as a mismatch',
      items: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', description: "The chunk's id, reported back when it mismatches" },
          metadata: {
            type: 'object',
            description: 'Where the chunk came from',
            properties: { document_id: { type: 'string', description: 'The document the chunk was retrieved from' } },
          },
        },
      },
      example: [{ id: 'c1', metadata: { document_id: 'doc-42' } }],
    }),
    max_drm_rate: z.unknown().optional().openapi({
      type: 'string',
      description: 'Largest share of mismatched chunks still verified, as an exact fraction string: "0" (default), "1/4", "0.25"',
      example: '1/4',
    }),
    options,
  })
  // z.unknown() accepts undefined, so the generator would list no required field; the engine requires these two.
  .openapi('RagRequest', { required: ['target_document_id', 'chunks'] });
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
