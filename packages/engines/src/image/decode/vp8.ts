import type { WorkBudget } from '../../budget.ts';
import { MAX_PIXELS, u16le, Undecodable } from './outcome.ts';

/**
 * VP8 key frame (RFC 6386 §9): a 3-byte frame tag (key frame, version 0–3, shown, first partition size), the start code
 * 9D 01 2A, 14-bit width and height, then the first partition, which must fit in the chunk.
 */
export function decodeVp8Frame(b: Uint8Array, o: number, len: number, budget: WorkBudget): { width: number; height: number } {
  if (len < 10) throw new Undecodable('undecodable', 'the VP8 chunk is too short for a key-frame header');
  const tag = (b[o] as number) | ((b[o + 1] as number) << 8) | ((b[o + 2] as number) << 16);
  if (tag & 1) throw new Undecodable('undecodable', 'the VP8 frame is not a key frame');
  if (((tag >> 1) & 7) > 3) throw new Undecodable('undecodable', 'the VP8 frame has an unknown version');
  if (!((tag >> 4) & 1)) throw new Undecodable('undecodable', 'the VP8 frame is not meant to be shown');
  const part0 = tag >>> 5;
  if (b[o + 3] !== 0x9d || b[o + 4] !== 0x01 || b[o + 5] !== 0x2a) throw new Undecodable('undecodable', 'the VP8 start code is missing');
  const width = u16le(b, o + 6) & 0x3fff;
  const height = u16le(b, o + 8) & 0x3fff;
  if (width === 0 || height === 0) throw new Undecodable('undecodable', 'the VP8 frame declares an empty image');
  if (width * height > MAX_PIXELS) throw new Undecodable('unsupported', `the VP8 frame is ${width}x${height}, beyond what decoders accept by default`);
  if (part0 === 0 || 10 + part0 > len) throw new Undecodable('undecodable', 'the VP8 first partition does not fit in the chunk');
  void budget;
  throw new Undecodable('unsupported', 'the lossy VP8 bitstream is not decoded');
}
