import { WorkBudget } from '../../budget.ts';
import type { ImageFormat } from '../image-format.ts';
import { decodeGif } from './gif.ts';
import { decodeJpeg } from './jpeg.ts';
import type { DecodeOutcome } from './outcome.ts';
import { decodePng } from './png.ts';
import { decodeWebp } from './webp.ts';

export type { DecodeOutcome } from './outcome.ts';

/**
 * Work units one request may spend decoding an image. A unit is one inflated PNG byte (or compressed input byte, or CRC
 * byte); a JPEG Huffman symbol or bit field is 3 (5 in a progressive scan), a GIF data byte 5, a lossless WebP symbol
 * 3, a VP8 boolean 5. The weights make a unit cost at most about 4 ns of CPU on the reference machine whatever the
 * codec, so the budget bounds every decode at about 100 ms (docs/engines-text.md, docs/benchmarks.md).
 */
export const IMAGE_DECODE_BUDGET = 24_000_000;

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
