import * as z from 'zod';
import '../openapi-zod.ts';
import { filePart, result, uploadOptions } from './common.ts';

export const ImageResult = result('ImageResult', {
  verdict: z.enum(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE', 'VLM_REQUIRED']),
  confidence: z.number(),
  reasoning: z.string(),
  methods_used: z.array(z.string()),
  metadata: z.strictObject({
    format: z.enum(['png', 'jpeg', 'gif', 'webp']),
    width: z.number().int(),
    height: z.number().int(),
    animated: z.boolean().nullable(),
    has_exif: z.boolean(),
    has_gps: z.boolean(),
    make: z.string().optional(),
    model: z.string().optional(),
    orientation: z.number().int().min(1).max(8).optional().openapi({
      description:
        'The EXIF Orientation tag when present. 5–8 display the stored pixels turned a quarter: size claims are decided only when they hold, or fail, both as stored (width × height) and as displayed',
    }),
    interlaced: z.boolean().optional().openapi({ description: 'Adam7 (PNG) or progressive (JPEG) coding; absent for GIF and WebP' }),
    alpha: z.boolean().optional().openapi({
      description:
        'true: an alpha channel (PNG colour type 4 or 6); false: no pixel can be transparent (JPEG, PNG without tRNS); absent otherwise',
    }),
  }),
  checks: z.array(z.strictObject({ claim: z.string(), outcome: z.enum(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE']), detail: z.string() })),
  container: z
    .strictObject({
      valid: z.boolean(),
      status: z.enum(['decoded', 'undecodable', 'unsupported', 'budget']),
      problem: z.string().optional(),
      bytes_checked: z.number().int(),
      work_units: z.number().int(),
    })
    .openapi({
      description:
        'Whether the pixel data decoded (status decoded). A file that is undecodable, uses an unsupported codec feature or needs more than the work budget has every claim, its format included, INCONCLUSIVE',
    }),
});
export const ImageUpload = z
  .object({
    image: filePart('PNG, JPEG, GIF or WebP, at most 10 MB'),
    claim: z.string().openapi({ example: 'The image is 640x480' }),
    options: uploadOptions,
  })
  .openapi('ImageUpload');
