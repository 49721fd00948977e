import { type ImageResult, MAX_IMAGE_BYTES, UnsupportedImageError, verifyImage } from '@verdict/engines/image/index.ts';
import { ApiError } from '../../errors.ts';
import { type EngineAdapter, type EngineOutcome, verifiedOrFailed } from '../engine-runner.ts';

export { MAX_IMAGE_BYTES };

/**
 * Image claims: deterministic facts (format, dimensions, aspect, orientation, animation and frame count, EXIF/GPS,
 * camera) are decided only for a file whose pixel data decodes; a file that does not decode answers INCONCLUSIVE.
 * Semantic claims answer VLM_REQUIRED because no vision model is configured. A file that is not PNG/JPEG/GIF/WebP by
 * its signature, or whose declared type contradicts its bytes, is a 400.
 */
export async function runImage(input: { bytes: Uint8Array; claim: string; declaredType?: string | undefined }): Promise<EngineOutcome> {
  let result: ImageResult;
  try {
    result = await verifyImage({
      bytes: input.bytes,
      claim: input.claim,
      ...(input.declaredType ? { declaredType: input.declaredType } : {}),
    });
  } catch (error) {
    if (error instanceof UnsupportedImageError) {
      if (error.code === 'too_large') throw new ApiError('PAYLOAD_TOO_LARGE', 'The image exceeds 10 MB.');
      throw new ApiError(
        'VALIDATION_ERROR',
        error.code === 'type_mismatch'
          ? 'The declared content type does not match the image bytes.'
          : 'The image must be a PNG, JPEG, GIF or WebP file.',
        { extra: { reason: error.code } },
      );
    }
    throw error;
  }
  return verifiedOrFailed({
    engine: 'image',
    domain: 'IMAGE',
    result,
    verified: result.verdict === 'SUPPORTED',
    status: result.verdict,
    confidence: result.confidence,
    subject: input.claim,
  });
}

export const imageEngine: EngineAdapter<Parameters<typeof runImage>[0]> = {
  run: async (_deps, body) => ({ outcome: await runImage(body) }),
};
