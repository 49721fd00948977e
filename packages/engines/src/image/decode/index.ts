import { WorkBudget } from '../../budget.ts';
import type { ImageFormat } from '../image-format.ts';
import { decodeGif } from './gif.ts';
import { decodeJpeg } from './jpeg.ts';
import type { DecodeOutcome } from './outcome.ts';
import { decodePng } from './png.ts';
import { decodeWebp } from './webp.ts';

export type { DecodeOutcome } from './outcome.ts';

/**
 * Work units one request may spend decoding an image. A unit is about one inflated PNG byte, a quarter of a JPEG
 * Huffman symbol, half a GIF data byte or a third of a lossless WebP symbol: roughly 5–10 ns of CPU each, so the
 * budget bounds the decode at about IMAGE_DECODE_BUDGET × 8 ns (see docs/engines-text.md for measured figures).
 */
export const IMAGE_DECODE_BUDGET = 40_000_000;

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
