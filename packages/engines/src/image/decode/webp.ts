import type { WorkBudget } from '../../budget.ts';
import { type DecodeOutcome, type FrameRect, fourcc, MAX_PIXELS, Undecodable, u24le, u32le } from './outcome.ts';
import { decodeVp8Frame } from './vp8.ts';
import { decodeVp8lStream, vp8lHeader } from './vp8l.ts';

/**
 * WebP decodes when (WebP container specification, RFC 9649): the RIFF size fits the file and every chunk fits the RIFF
 * payload; a simple file holds one VP8 or VP8L chunk; an extended file has a 10-byte VP8X chunk whose flags match what
 * follows: a still image (optional ALPH, then VP8, or VP8L, as large as the canvas) or, with the animation flag, an
 * ANIM chunk and at least one ANMF frame, each inside the canvas with a bitstream as large as the frame says. Every
 * bitstream decodes in full: VP8L as in vp8l.ts, VP8 as in vp8.ts, and ALPH either raw (enough bytes for every pixel)
 * or lossless (a VP8L stream without header).
 */

interface Chunk {
  type: string;
  start: number;
  len: number;
}

/** Work units per chunk and per animation frame: their bookkeeping, which an empty one costs too. */
const CHUNK_COST = 256;

function chunks(b: Uint8Array, from: number, end: number, budget: WorkBudget): Chunk[] {
  const out: Chunk[] = [];
  let o = from;
  while (o < end) {
    if (o + 8 > end) throw new Undecodable('undecodable', 'a WebP chunk header is incomplete (truncated)');
    const type = fourcc(b, o);
    const len = u32le(b, o + 4);
    if (o + 8 + len > end) throw new Undecodable('undecodable', `WebP chunk ${type.trim()} runs past the RIFF size (truncated)`);
    if (!budget.spend(CHUNK_COST)) throw new Undecodable('budget', 'the WebP needs more decoding work than one request may spend');
    out.push({ type, start: o + 8, len });
    o += 8 + len + (len % 2);
  }
  return out;
}

/** Decodes one image (ALPH? + VP8, or VP8L) from its chunks; returns the bitstream's size. */
function decodeImage(b: Uint8Array, list: Chunk[], budget: WorkBudget, what: string): { width: number; height: number } {
  const image = list.find((c) => c.type === 'VP8 ' || c.type === 'VP8L');
  if (!image) throw new Undecodable('undecodable', `${what} has no VP8 or VP8L bitstream`);
  const alph = list.filter((c) => c.type === 'ALPH');
  if (alph.length > 1) throw new Undecodable('undecodable', `${what} has two ALPH chunks`);
  if (list.filter((c) => c.type === 'VP8 ' || c.type === 'VP8L').length > 1)
    throw new Undecodable('undecodable', `${what} has two bitstreams`);
  if (image.type === 'VP8L') {
    if (alph.length) throw new Undecodable('undecodable', `${what} has an ALPH chunk beside a lossless bitstream`);
    const size = vp8lHeader(b, image.start, image.len);
    if (size.width * size.height > MAX_PIXELS)
      throw new Undecodable('unsupported', `${what} is ${size.width}x${size.height}, beyond what decoders accept by default`);
    decodeVp8lStream(b, image.start + 5, image.start + image.len, size.width, size.height, budget);
    return size;
  }
  const size = decodeVp8Frame(b, image.start, image.len, budget);
  const a = alph[0];
  if (a) {
    if (list.indexOf(a) > list.indexOf(image)) throw new Undecodable('undecodable', `${what} has its ALPH chunk after the bitstream`);
    if (a.len < 1) throw new Undecodable('undecodable', `${what} has an empty ALPH chunk`);
    const h = b[a.start] as number;
    const method = h & 3;
    if (method > 1 || ((h >> 4) & 3) > 1 || h >> 6 !== 0)
      throw new Undecodable('undecodable', `${what} has an ALPH header with unknown values`);
    if (method === 0) {
      if (a.len - 1 < size.width * size.height) throw new Undecodable('undecodable', `${what} has fewer alpha bytes than pixels`);
    } else decodeVp8lStream(b, a.start + 1, a.start + a.len, size.width, size.height, budget);
  }
  return size;
}

export function decodeWebp(b: Uint8Array, budget: WorkBudget): DecodeOutcome {
  let hw = 0;
  let hh = 0;
  try {
    const riff = u32le(b, 4);
    if (riff < 4 + 8) throw new Undecodable('undecodable', 'the WebP RIFF payload is too small to hold an image');
    if (riff + 8 > b.length) throw new Undecodable('undecodable', 'the WebP RIFF size is larger than the file (truncated)');
    const list = chunks(b, 12, riff + 8, budget); // bytes after the RIFF payload are ignored, as after PNG's IEND
    const first = list[0] as Chunk;
    if (first.type === 'VP8 ' || first.type === 'VP8L') {
      if (first.type === 'VP8L') {
        const s = vp8lHeader(b, first.start, first.len);
        hw = s.width;
        hh = s.height;
      }
      const size = decodeImage(b, [first], budget, 'the image');
      return decoded(size.width, size.height, 1, first.type === 'VP8L' ? 'webp_vp8l_decode' : 'webp_vp8_decode', budget);
    }
    if (first.type !== 'VP8X') throw new Undecodable('undecodable', `the WebP starts with an unknown chunk ${first.type.trim()}`);
    if (first.len !== 10) throw new Undecodable('undecodable', 'the VP8X chunk is not 10 bytes long');
    const flags = b[first.start] as number;
    hw = u24le(b, first.start + 4) + 1;
    hh = u24le(b, first.start + 7) + 1;
    if (hw * hh >= 2 ** 32) throw new Undecodable('undecodable', 'the VP8X canvas is larger than WebP allows');
    if (hw * hh > MAX_PIXELS) throw new Undecodable('unsupported', `the canvas is ${hw}x${hh}, beyond what decoders accept by default`);
    const rest = list.slice(1);
    const animated = (flags & 0x02) !== 0;
    const anmf = rest.filter((c) => c.type === 'ANMF');
    if (!animated) {
      if (anmf.length || rest.some((c) => c.type === 'ANIM'))
        throw new Undecodable('undecodable', 'animation chunks in a WebP whose VP8X says it is still');
      const size = decodeImage(b, rest, budget, 'the image');
      if (size.width !== hw || size.height !== hh)
        throw new Undecodable('undecodable', `the bitstream is ${size.width}x${size.height} but the VP8X canvas is ${hw}x${hh}`);
      return decoded(hw, hh, 1, 'webp_extended_decode', budget);
    }
    if (!rest.some((c) => c.type === 'ANIM')) throw new Undecodable('undecodable', 'an animated WebP has no ANIM chunk');
    if (rest.some((c) => c.type === 'VP8 ' || c.type === 'VP8L' || c.type === 'ALPH'))
      throw new Undecodable('undecodable', 'an animated WebP has a bitstream outside its frames');
    if (anmf.length === 0) throw new Undecodable('undecodable', 'an animated WebP has no frame');
    const rects: FrameRect[] = [];
    anmf.forEach((f, i) => {
      if (f.len < 16) throw new Undecodable('undecodable', `frame ${i + 1} has an incomplete ANMF header`);
      const x = 2 * u24le(b, f.start);
      const y = 2 * u24le(b, f.start + 3);
      const w = u24le(b, f.start + 6) + 1;
      const h = u24le(b, f.start + 9) + 1;
      if (x + w > hw || y + h > hh)
        throw new Undecodable('undecodable', `frame ${i + 1} (${w}x${h} at ${x},${y}) lies outside the ${hw}x${hh} canvas`);
      rects.push([x, y, w, h]);
      const size = decodeImage(b, chunks(b, f.start + 16, f.start + f.len, budget), budget, `frame ${i + 1}`);
      if (size.width !== w || size.height !== h)
        throw new Undecodable(
          'undecodable',
          `frame ${i + 1}'s bitstream is ${size.width}x${size.height} but its ANMF header says ${w}x${h}`,
        );
    });
    return { ...decoded(hw, hh, anmf.length, 'webp_animation_decode', budget), frameRects: rects };
  } catch (e) {
    if (!(e instanceof Undecodable)) throw e;
    return { status: e.kind, problem: e.message, units: budget.spent, headerWidth: hw, headerHeight: hh };
  }
}

function decoded(
  width: number,
  height: number,
  frames: number,
  method: string,
  budget: WorkBudget,
): Extract<DecodeOutcome, { status: 'decoded' }> {
  return { status: 'decoded', width, height, frames, method, units: budget.spent, headerWidth: width, headerHeight: height };
}
