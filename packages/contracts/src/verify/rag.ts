import { z } from '@hono/zod-openapi';
import { options, result } from './common.ts';

/** RAG input is validated by the engine itself so that its spec-mandated 400 rules (string-only max_drm_rate) are exact. */
export const RagRequest = z
  .object({ target_document_id: z.unknown(), chunks: z.unknown(), max_drm_rate: z.unknown().optional(), options })
  .openapi('RagRequest');
export const RagResult = result('RagResult', { verified: z.boolean() });
