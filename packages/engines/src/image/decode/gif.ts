import type { WorkBudget } from '../../budget.ts';
import { type DecodeOutcome, type FrameRect, MAX_PIXELS, Undecodable, u16le } from './outcome.ts';

/**
 * GIF decodes when (GIF89a specification): the block structure is complete up to the trailer; there is at least one
 * image; every image descriptor has a non-zero size and is followed by an LZW stream with a minimum code size of 2–8 whose
 * codes never exceed the next free table entry, which yields exactly width × height pixels and then its end-of-information
 * code. Pixel values are not needed to check this: each table entry's string length is enough, so the work is one unit
 * per code, whatever the frame size.
 *
 * The size of the image is its logical screen when every frame lies inside it. When a frame reaches outside the screen
 * (or the screen is 0 wide or high), decoders disagree about the size (Pillow grows the canvas, ImageMagick keeps the
 * screen), so dimension claims stay undecided while format and frame-count claims are decided.
 */

/** Work units per byte of LZW data (calibrated against the inflater's unit, one output byte). */
const GIF_BYTE = 10;

/** Work units per frame and per extension block: their bookkeeping, which costs even when they hold no data. */
const FRAME_COST = 256;

function decodeLzw(b: Uint8Array, o: number, pixels: number, budget: WorkBudget, frame: number, length: Uint16Array): number {
  const minSize = b[o++] ?? 0;
  if (minSize < 2 || minSize > 8)
    throw new Undecodable('undecodable', `frame ${frame} has an LZW minimum code size of ${minSize} (2–8 allowed)`);
  const clear = 1 << minSize;
  const eoi = clear + 1;
  // the table is shared by every frame (a file of many tiny frames must not allocate one each); literals have length 1
  for (let i = 0; i < clear; i++) length[i] = 1;
  let next = eoi + 1;
  let size = minSize + 1;
  let prev = -1;
  let produced = 0;
  let bitBuf = 0;
  let bitCnt = 0;
  let ended = false;
  let codes = 0;
  // sub-blocks: a length byte then that many data bytes, until a zero length
  for (;;) {
    if (o >= b.length) throw new Undecodable('undecodable', `frame ${frame}: the file ends inside the image data (truncated)`);
    const n = b[o++] as number;
    if (n === 0) break;
    if (o + n > b.length) throw new Undecodable('undecodable', `frame ${frame}: the file ends inside the image data (truncated)`);
    if (ended) {
      o += n; // bytes after the end code are skipped by every decoder
      continue;
    }
    const end = o + n;
    for (; o < end; o++) {
      bitBuf |= (b[o] as number) << bitCnt;
      bitCnt += 8;
      while (bitCnt >= size && !ended) {
        const code = bitBuf & ((1 << size) - 1);
        bitBuf >>>= size;
        bitCnt -= size;
        codes++;
        if (code === clear) {
          next = eoi + 1;
          size = minSize + 1;
          prev = -1;
          continue;
        }
        if (code === eoi) {
          ended = true;
          break;
        }
        let len: number;
        if (code < next && (code < clear || code > eoi)) len = length[code] as number;
        else if (code === next && prev >= 0) len = (length[prev] as number) + 1;
        else throw new Undecodable('undecodable', `frame ${frame} uses LZW code ${code} before it is defined`);
        if (prev >= 0 && next < 4096) {
          length[next] = (length[prev] as number) + 1;
          next++;
          if (next === 1 << size && size < 12) size++;
        }
        prev = code;
        produced += len;
        if (produced > pixels) throw new Undecodable('undecodable', `frame ${frame} holds more pixels than its descriptor`);
      }
    }
    if (!budget.spend(n * GIF_BYTE)) throw new Undecodable('budget', 'the GIF needs more decoding work than one request may spend');
  }
  void codes;
  if (!ended) throw new Undecodable('undecodable', `frame ${frame}: the LZW data ends without its end code`);
  if (produced !== pixels)
    throw new Undecodable('undecodable', `frame ${frame} decodes to ${produced} pixels where its descriptor needs ${pixels}`);
  return o;
}

function skipSubBlocks(b: Uint8Array, o: number): number {
  for (;;) {
    if (o >= b.length) throw new Undecodable('undecodable', 'the GIF ends inside an extension block (truncated)');
    const n = b[o] as number;
    o += 1 + n;
    if (n === 0) return o;
  }
}

export function decodeGif(b: Uint8Array, budget: WorkBudget): DecodeOutcome {
  const sw = u16le(b, 6);
  const sh = u16le(b, 8);
  try {
    if (b.length < 13) throw new Undecodable('undecodable', 'the GIF header is incomplete (truncated)');
    // The logical screen is the image decoders open (Pillow's size, ImageMagick's canvas): beyond the pixel cap they
    // refuse it, whatever the frames inside it hold.
    if (sw * sh > MAX_PIXELS)
      throw new Undecodable('unsupported', `the logical screen is ${sw}x${sh}, beyond what decoders accept by default`);
    let o = 13;
    const flags = b[10] as number;
    if (flags & 0x80) o += 3 * (1 << ((flags & 7) + 1));
    let frames = 0;
    const rects: FrameRect[] = [];
    let inside = sw > 0 && sh > 0;
    const table = new Uint16Array(4096);
    for (;;) {
      if (o >= b.length) throw new Undecodable('undecodable', 'the GIF ends before its trailer (truncated)');
      const intro = b[o] as number;
      if (intro === 0x3b) break;
      if (intro === 0x21) {
        if (!budget.spend(FRAME_COST / 4)) throw new Undecodable('budget', 'the GIF needs more decoding work than one request may spend');
        o = skipSubBlocks(b, o + 2);
        continue;
      }
      if (intro !== 0x2c) throw new Undecodable('undecodable', `a GIF block starts with the unknown byte 0x${intro.toString(16)}`);
      if (o + 10 > b.length) throw new Undecodable('undecodable', 'the GIF ends inside an image descriptor (truncated)');
      const x = u16le(b, o + 1);
      const y = u16le(b, o + 3);
      const w = u16le(b, o + 5);
      const h = u16le(b, o + 7);
      const lf = b[o + 9] as number;
      frames++;
      if (w === 0 || h === 0) throw new Undecodable('undecodable', `frame ${frames} is ${w}x${h}`);
      if (w * h > MAX_PIXELS) throw new Undecodable('unsupported', `frame ${frames} is ${w}x${h}, beyond what decoders accept by default`);
      if (x + w > sw || y + h > sh) inside = false;
      rects.push([x, y, w, h]);
      o += 10;
      if (lf & 0x80) o += 3 * (1 << ((lf & 7) + 1));
      if (!budget.spend(FRAME_COST)) throw new Undecodable('budget', 'the GIF needs more decoding work than one request may spend');
      o = decodeLzw(b, o, w * h, budget, frames, table);
    }
    if (frames === 0) throw new Undecodable('undecodable', 'the GIF has no image');
    const note = inside ? undefined : 'a frame reaches outside the logical screen, so decoders disagree on the size';
    return {
      status: 'decoded',
      width: inside ? sw : null,
      height: inside ? sh : null,
      frames,
      method: 'gif_lzw',
      units: budget.spent,
      headerWidth: sw,
      headerHeight: sh,
      frameRects: rects,
      ...(note ? { note } : {}),
    };
  } catch (e) {
    if (!(e instanceof Undecodable)) throw e;
    return { status: e.kind, problem: e.message, units: budget.spent, headerWidth: sw, headerHeight: sh };
  }
}
