import { mulberry32 } from '../seeded-random.ts';
import { MAX_IMAGE_BYTES } from './image-format.ts';
import { gif, jpeg, png, pngWithIdat, webp, zlibZeros } from './test-images.ts';

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

function greyPng(width: number, height: number, idat: Uint8Array, extra: Uint8Array[] = []): Uint8Array {
  const head = png(1, 1).slice(0, 33);
  const v = new DataView(head.buffer);
  v.setUint32(16, width);
  v.setUint32(20, height);
  head[24] = 8;
  head[25] = 0;
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

function textChunk(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, data.length);
  out.set([0x74, 0x45, 0x58, 0x74], 4); // tEXt
  out.set(data, 8);
  let c = 0xffffffff;
  for (let i = 4; i < 8 + data.length; i++) {
    c ^= out[i] as number;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  v.setUint32(8 + data.length, (c ^ 0xffffffff) >>> 0);
  return out;
}

export function imageWorstCases(): ImageWorstCase[] {
  const random = mulberry32(25);
  const cases: ImageWorstCase[] = [];
  // PNG: the most output a few KB of zlib can make (every byte summed and its rows checked)
  cases.push({ name: 'PNG 4800×4800 of zeros from 22 KB of zlib', bytes: greyPng(4800, 4800, zlibZeros(4800 * 4801)) });
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
  return cases.filter((c) => c.bytes.length <= MAX_IMAGE_BYTES);
}
