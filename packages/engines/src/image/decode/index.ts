import { WorkBudget } from '../../budget.ts';
import type { ImageFormat } from '../image-format.ts';
import { decodeGif } from './gif.ts';
import { decodeJpeg } from './jpeg.ts';
import type { DecodeOutcome } from './outcome.ts';
import { decodePng } from './png.ts';
import { decodeWebp } from './webp.ts';

export type { DecodeOutcome } from './outcome.ts';

/**
 * Work units one request may spend decoding an image: one per inflated or CRC-checked PNG byte and four per compressed
 * byte; three per JPEG Huffman symbol or bit field (five in a progressive scan) and four per MCU; ten per GIF data
 * byte; three per lossless WebP symbol; five per VP8 boolean. The weights hold a unit to about 4 ns of CPU whatever
 * the codec, so the budget bounds every decode under 100 ms (docs/engines-text.md).
 */
export const IMAGE_DECODE_BUDGET = 20_000_000;

/** Decodes the file's pixel data (see each codec's rules) within a counted work budget. */
export function decodeImage(format: ImageFormat, bytes: Uint8Array, budgetUnits = IMAGE_DECODE_BUDGET): DecodeOutcome {
  const budget = new WorkBudget(budgetUnits);
  switch (format) {
    case 'png':
      return decodePng(bytes, budget);
    case 'jpeg':
      return decodeJpeg(bytes, budget);
    case 'gif':
      return decodeGif(bytes, budget);
    case 'webp':
      return decodeWebp(bytes, budget);
  }
}
