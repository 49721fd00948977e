import { mulberry32 } from '../seeded-random.ts';
import { COEFF_UPDATE_PROBS, DEFAULT_COEFF_PROBS } from './decode/vp8-tables.ts';
import { MAX_IMAGE_BYTES } from './image-format.ts';
import { gif, jpeg, png, pngWithIdat, vp8l, webp, zlibFilteredZeroRows, zlibZeros } from './test-images.ts';

/**
 * The costliest inputs per codec under the 10 MB upload cap, built deterministically: each one makes its decoder spend
 * the whole work budget (or nearly so) in the cheapest bytes per unit of work. `pnpm bench` times them; the tests check
 * that each stops within the budget.
 */
export interface ImageWorstCase {
  name: string;
  bytes: Uint8Array;
}

/** A zlib stream of literals only (fixed Huffman), so every output byte costs a Huffman decode. */
function zlibLiterals(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(data.length * 1.2) + 16);
  let o = 2;
  out[0] = 0x78;
  out[1] = 0x01;
  let acc = 0;
  let n = 0;
  const put = (value: number, count: number) => {
    acc |= value << n;
    n += count;
    while (n >= 8) {
      out[o++] = acc & 255;
      acc >>>= 8;
      n -= 8;
    }
  };
  const rev = (code: number, len: number) => {
    let r = 0;
    for (let i = 0; i < len; i++) r |= ((code >> i) & 1) << (len - 1 - i);
    return r;
  };
  put(1, 1);
  put(1, 2);
  for (const v of data) {
    if (v < 144) put(rev(0x30 + v, 8), 8);
    else put(rev(0x190 + v - 144, 9), 9);
  }
  put(0, 7); // end of block
  if (n > 0) put(0, 8 - n);
  let s1 = 1;
  let s2 = 0;
  for (const v of data) {
    s1 = (s1 + v) % 65521;
    s2 = (s2 + s1) % 65521;
  }
  out.set([s2 >> 8, s2 & 255, s1 >> 8, s1 & 255], o);
  return out.subarray(0, o + 4);
}

/** An 8-bit PNG (grey, or palette with `colour` 3 and a PLTE among `extra`) whose IDAT is `idat`. */
function greyPng(width: number, height: number, idat: Uint8Array, extra: Uint8Array[] = [], colour = 0): Uint8Array {
  const head = png(1, 1).slice(0, 33);
  const v = new DataView(head.buffer);
  v.setUint32(16, width);
  v.setUint32(20, height);
  head[24] = 8;
  head[25] = colour;
  const file = pngWithIdat(head, idat);
  // IHDR's CRC after the edit
  let c = 0xffffffff;
  for (let i = 12; i < 29; i++) {
    c ^= file[i] as number;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  new DataView(file.buffer).setUint32(29, (c ^ 0xffffffff) >>> 0);
  if (extra.length === 0) return file;
  const total = file.length + extra.reduce((s, e) => s + e.length, 0);
  const out = new Uint8Array(total);
  out.set(file.subarray(0, 33));
  let o = 33;
  for (const e of extra) {
    out.set(e, o);
    o += e.length;
  }
  out.set(file.subarray(33), o);
  return out;
}

function textChunk(data: Uint8Array, type: 'tEXt' | 'PLTE' = 'tEXt'): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, data.length);
  out.set(
    Array.from(type, (ch) => ch.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  let c = 0xffffffff;
  for (let i = 4; i < 8 + data.length; i++) {
    c ^= out[i] as number;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  v.setUint32(8 + data.length, (c ^ 0xffffffff) >>> 0);
  return out;
}

/** The boolean entropy encoder of RFC 6386 §7.3. */
class BoolEncoder {
  private out: number[] = [];
  private range = 255;
  private bottom = 0;
  private bitCount = 24;
  write(prob: number, bit: number): void {
    const split = 1 + (((this.range - 1) * prob) >> 8);
    if (bit) {
      this.bottom += split;
      this.range -= split;
    } else this.range = split;
    while (this.range < 128) {
      this.range <<= 1;
      if (this.bottom & 0x80000000) this.carry();
      this.bottom = (this.bottom << 1) >>> 0;
      if (!--this.bitCount) {
        this.out.push((this.bottom >>> 24) & 255);
        this.bottom &= 0xffffff;
        this.bitCount = 8;
      }
    }
  }
  literal(n: number, v: number): void {
    for (let i = n - 1; i >= 0; i--) this.write(128, (v >> i) & 1);
  }
  private carry(): void {
    let i = this.out.length - 1;
    while (i >= 0 && this.out[i] === 255) this.out[i--] = 0;
    if (i >= 0) this.out[i] = (this.out[i] as number) + 1;
  }
  done(): Uint8Array {
    let c = this.bitCount;
    let v = this.bottom;
    if (v & (1 << (32 - c))) this.carry();
    v = (v << (c & 7)) >>> 0;
    c >>= 3;
    while (--c >= 0) v = (v << 8) >>> 0;
    for (let i = 0; i < 4; i++) {
      this.out.push((v >>> 24) & 255);
      v = (v << 8) >>> 0;
    }
    return Uint8Array.from(this.out);
  }
}

const BANDS = [0, 1, 2, 3, 6, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 0];

/**
 * A lossy WebP whose every macroblock codes every coefficient as ±1 (DC prediction, one token partition, default
 * probabilities): the most boolean decodes per byte a VP8 key frame can ask for with ordinary probabilities.
 */
function denseVp8(width: number, height: number): Uint8Array {
  const head = new BoolEncoder();
  head.literal(2, 0); // colour space, clamping
  head.literal(1, 0); // no segmentation
  head.literal(10, 0); // filter type, level, sharpness
  head.literal(1, 0); // no loop-filter deltas
  head.literal(2, 0); // one token partition
  head.literal(7, 40); // quantiser index
  head.literal(5, 0); // no quantiser deltas
  head.literal(1, 0); // refresh entropy probabilities
  for (let i = 0; i < COEFF_UPDATE_PROBS.length; i++) head.write(COEFF_UPDATE_PROBS[i] as number, 0);
  head.literal(1, 0); // no skip flags
  const tokens = new BoolEncoder();
  const mbw = (width + 15) >> 4;
  const mbh = (height + 15) >> 4;
  const nzTop = new Uint8Array(9 * mbw);
  const nzLeft = new Uint8Array(9);
  const block = (type: number, ctx: number, first: number) => {
    let p = type * 264 + ((BANDS[first] as number) * 3 + ctx) * 11;
    for (let n = first; n < 16; n++) {
      tokens.write(DEFAULT_COEFF_PROBS[p] as number, 1); // not end of block
      tokens.write(DEFAULT_COEFF_PROBS[p + 1] as number, 1); // not zero
      tokens.write(DEFAULT_COEFF_PROBS[p + 2] as number, 0); // one
      tokens.write(128, n & 1); // sign
      p = type * 264 + ((BANDS[n + 1] as number) * 3 + 1) * 11;
    }
  };
  for (let my = 0; my < mbh; my++) {
    nzLeft.fill(0);
    for (let mx = 0; mx < mbw; mx++) {
      head.write(145, 1); // not B_PRED
      head.write(156, 0);
      head.write(163, 0); // DC_PRED
      head.write(142, 0); // chroma DC_PRED
      const c = 9 * mx;
      block(1, (nzTop[c + 8] as number) + (nzLeft[8] as number), 0);
      nzTop[c + 8] = nzLeft[8] = 1;
      // every block has non-zero coefficients, so each context flag turns 1 as soon as its block is coded
      for (let y = 0; y < 4; y++)
        for (let x = 0; x < 4; x++) {
          block(0, (nzLeft[y] as number) + (nzTop[c + x] as number), 1);
          nzTop[c + x] = nzLeft[y] = 1;
        }
      for (const ch of [4, 6])
        for (let y = 0; y < 2; y++)
          for (let x = 0; x < 2; x++) {
            block(2, (nzLeft[ch + y] as number) + (nzTop[c + ch + x] as number), 0);
            nzTop[c + ch + x] = nzLeft[ch + y] = 1;
          }
    }
  }
  const part0 = head.done();
  const part1 = tokens.done();
  const frame = new Uint8Array(10 + part0.length + part1.length);
  const tag = (part0.length << 5) | 0x10; // key frame, version 0, shown
  frame.set([tag & 255, (tag >> 8) & 255, (tag >> 16) & 255, 0x9d, 0x01, 0x2a, width & 255, width >> 8, height & 255, height >> 8]);
  frame.set(part0, 10);
  frame.set(part1, 10 + part0.length);
  const pad = frame.length % 2;
  const file = new Uint8Array(20 + frame.length + pad);
  const v = new DataView(file.buffer);
  file.set([0x52, 0x49, 0x46, 0x46], 0);
  v.setUint32(4, 12 + frame.length + pad, true);
  file.set([0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20], 8);
  v.setUint32(16, frame.length, true);
  file.set(frame, 20);
  return file;
}

/** An animated WebP whose frames are each a 1×1 lossless image, as many as fit under the cap. */
function tinyFrames(): Uint8Array {
  const bitstream = vp8l(1, 1);
  const vp8lChunk = new Uint8Array(8 + bitstream.length + (bitstream.length % 2));
  vp8lChunk.set([0x56, 0x50, 0x38, 0x4c], 0);
  new DataView(vp8lChunk.buffer).setUint32(4, bitstream.length, true);
  vp8lChunk.set(bitstream, 8);
  const frame = new Uint8Array(8 + 16 + vp8lChunk.length);
  frame.set([0x41, 0x4e, 0x4d, 0x46], 0); // ANMF
  new DataView(frame.buffer).setUint32(4, 16 + vp8lChunk.length, true);
  frame.set([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0], 8); // at 0,0; 1×1; 100 ms
  frame.set(vp8lChunk, 24);
  const head = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
  const vp8x = [0x56, 0x50, 0x38, 0x58, 10, 0, 0, 0, 0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const anim = [0x41, 0x4e, 0x49, 0x4d, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const count = Math.floor((MAX_IMAGE_BYTES - 64) / frame.length);
  const out = new Uint8Array(head.length + vp8x.length + anim.length + count * frame.length);
  out.set(head);
  out.set(vp8x, head.length);
  out.set(anim, head.length + vp8x.length);
  for (let i = 0; i < count; i++) out.set(frame, head.length + vp8x.length + anim.length + i * frame.length);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

export function imageWorstCases(): ImageWorstCase[] {
  const random = mulberry32(25);
  const cases: ImageWorstCase[] = [];
  // PNG: the most output a few KB of zlib can make (every byte summed and its rows checked)
  cases.push({ name: 'PNG 4400×4400 of zeros from 19 KB of zlib', bytes: greyPng(4400, 4400, zlibZeros(4400 * 4401)) });
  // PNG: a palette image whose PLTE is one entry short, so every pixel is unfiltered (Paeth, the costliest filter) and
  // its index checked; the check is charged three units per byte, so the largest that fits has a quarter of the pixels
  const side = 2200;
  cases.push({
    name: `PNG ${side}×${side} palette (255 entries), Paeth rows of zeros`,
    bytes: greyPng(side, side, zlibFilteredZeroRows(side, side + 1, 4), [textChunk(new Uint8Array(255 * 3), 'PLTE')], 3),
  });
  // PNG: literals only, each output byte a Huffman decode
  const w = 4000;
  const h = Math.floor((MAX_IMAGE_BYTES - 4096) / 1.13 / (w + 1));
  const raw = new Uint8Array(h * (w + 1));
  for (let i = 0; i < raw.length; i++) raw[i] = i % (w + 1) === 0 ? 0 : Math.floor(random() * 256);
  cases.push({ name: `PNG ${w}×${h} of random literals (fixed Huffman)`, bytes: greyPng(w, h, zlibLiterals(raw)) });
  // PNG: 10 MB of ancillary chunks, every byte under a CRC
  const text: Uint8Array[] = [];
  for (let i = 0; i < 160; i++) text.push(textChunk(Uint8Array.from({ length: 65000 }, () => Math.floor(random() * 256))));
  cases.push({ name: 'PNG 1×1 after 10 MB of tEXt chunks', bytes: greyPng(1, 1, zlibZeros(2), text) });
  // JPEG: many blocks for few bytes, and dense blocks (63 coefficients each) up to the cap
  cases.push({ name: 'JPEG 16000×16000, every block empty', bytes: jpeg(16000, 16000) });
  cases.push({ name: 'JPEG 5000×5000, 63 coefficients in every block', bytes: jpeg(5000, 5000, undefined, 63) });
  // GIF: 3-bit LZW codes, one pixel each
  cases.push({ name: 'GIF 4200×4200 of 3-bit LZW codes', bytes: gif(4200, 4200) });
  // WebP lossless: pixels that take zero bits each
  cases.push({ name: 'WebP lossless 13000×13000, zero bits per pixel', bytes: webp(13000, 13000) });
  // many empty structures: chunks, segments, frames that hold next to nothing each
  const emptyText = textChunk(new Uint8Array(0));
  const manyChunks = Math.floor((MAX_IMAGE_BYTES - 1024) / emptyText.length);
  cases.push({
    name: `PNG with ${manyChunks.toLocaleString('en-US')} empty chunks`,
    bytes: greyPng(1, 1, zlibZeros(2), Array(manyChunks).fill(emptyText)),
  });
  const j = jpeg(8, 8);
  const comments = Math.floor((MAX_IMAGE_BYTES - j.length) / 4);
  const manySegments = new Uint8Array(j.length + 4 * comments);
  manySegments.set(j.subarray(0, 2));
  for (let i = 0; i < comments; i++) manySegments.set([0xff, 0xfe, 0, 2], 2 + 4 * i);
  manySegments.set(j.subarray(2), 2 + 4 * comments);
  cases.push({ name: `JPEG with ${comments.toLocaleString('en-US')} empty COM segments`, bytes: manySegments });
  const oneFrame = gif(1, 1, 2).length - gif(1, 1, 1).length;
  const frames = Math.floor((MAX_IMAGE_BYTES - 64) / oneFrame);
  cases.push({ name: `GIF of ${frames.toLocaleString('en-US')} 1×1 frames`, bytes: gif(1, 1, frames) });
  cases.push({ name: 'WebP of 1×1 animation frames up to the cap', bytes: tinyFrames() });
  // WebP lossy: every coefficient of every macroblock coded
  cases.push({ name: 'WebP lossy 1600×1600, every coefficient coded', bytes: denseVp8(1600, 1600) });
  return cases.filter((c) => c.bytes.length <= MAX_IMAGE_BYTES);
}
