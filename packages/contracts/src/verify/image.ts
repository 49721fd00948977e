import { z } from '@hono/zod-openapi';
import { result, uploadOptions } from './common.ts';

export const ImageResult = result('ImageResult', {
  verdict: z.enum(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE', 'VLM_REQUIRED']),
  confidence: z.number(),
  reasoning: z.string(),
  methods_used: z.array(z.string()),
});
export const ImageUpload = z
  .object({
    image: z.any().openapi({ type: 'string', format: 'binary' }),
    claim: z.string().openapi({ example: 'The image is 640x480' }),
    options: uploadOptions,
  })
  .openapi('ImageUpload');
