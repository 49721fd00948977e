import type { WorkBudget } from '../../budget.ts';
import { Undecodable } from './outcome.ts';

/**
 * A full decode of a WebP lossless (VP8L) bitstream, per the WebP Lossless Bitstream Specification (RFC 9649): the
 * transforms (each at most once), the colour cache (1–11 bits), the meta prefix codes and their entropy image, every
 * prefix code (a complete code, or a single symbol), and then every pixel of the image: literals, colour-cache
 * references and backward references, which must stay inside the pixels already decoded and the pixels still to come.
 * The stream must not need bits past the end of its chunk (libwebp's "end of stream").
 *
 * The sub-images (predictor, colour transform, colour table, entropy image) are decoded to their ARGB values because the
 * entropy image decides which prefix codes the main image uses. The main image's pixel values are not needed to tell
 * whether it decodes, so only their count is kept: the work is one unit per symbol read, not per pixel.
 */

const DISTANCE_MAP = [
  0, 1, 1, 0, 1, 1, -1, 1, 0, 2, 2, 0, 1, 2, -1, 2, 2, 1, -2, 1, 2, 2, -2, 2, 0, 3, 3, 0, 1, 3, -1, 3, 3, 1, -3, 1, 2, 3, -2, 3, 3, 2, -3,
  2, 0, 4, 4, 0, 1, 4, -1, 4, 4, 1, -4, 1, 3, 3, -3, 3, 2, 4, -2, 4, 4, 2, -4, 2, 0, 5, 3, 4, -3, 4, 4, 3, -4, 3, 5, 0, 1, 5, -1, 5, 5, 1,
  -5, 1, 2, 5, -2, 5, 5, 2, -5, 2, 4, 4, -4, 4, 3, 5, -3, 5, 5, 3, -5, 3, 0, 6, 6, 0, 1, 6, -1, 6, 6, 1, -6, 1, 2, 6, -2, 6, 6, 2, -6, 2, 4,
  5, -4, 5, 5, 4, -5, 4, 3, 6, -3, 6, 6, 3, -6, 3, 0, 7, 7, 0, 1, 7, -1, 7, 5, 5, -5, 5, 7, 1, -7, 1, 4, 6, -4, 6, 6, 4, -6, 4, 2, 7, -2, 7,
  7, 2, -7, 2, 3, 7, -3, 7, 7, 3, -7, 3, 5, 6, -5, 6, 6, 5, -6, 5, 8, 0, 4, 7, -4, 7, 7, 4, -7, 4, 8, 1, 8, 2, 6, 6, -6, 6, 8, 3, 5, 7, -5,
  7, 7, 5, -7, 5, 8, 4, 6, 7, -6, 7, 7, 6, -7, 6, 8, 5, 7, 7, -7, 7, 8, 6, 8, 7,
];
const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const FAST = 10;
/** Work units per prefix-coded symbol (calibrated against the inflater's unit, one output byte). */
const VP8L_OP = 3;

class Bits {
  /** Prefix-coded symbols read: the work unit of a lossless image. */
  ops = 0;
  private buf = 0;
  private cnt = 0;
  private pos: number;
  constructor(
    private readonly b: Uint8Array,
    start: number,
    private readonly end: number,
  ) {
    this.pos = start;
  }
  /** Bits taken past the end of the chunk: libwebp's end-of-stream error. */
  get overrun(): boolean {
    return this.pos - (this.cnt >> 3) > this.end;
  }
  peek(n: number): number {
    while (this.cnt < n) {
      this.buf |= (this.pos < this.end ? (this.b[this.pos] as number) : 0) << this.cnt;
      this.pos++;
      this.cnt += 8;
    }
    return this.buf & ((1 << n) - 1);
  }
  skip(n: number): void {
    this.buf >>>= n;
    this.cnt -= n;
  }
  read(n: number): number {
    if (n === 0) return 0;
    const v = this.peek(n);
    this.skip(n);
    return v;
  }
}

interface Prefix {
  /** entry = symbol << 5 | 16 | length, 0 for a longer code; a single-symbol code has one entry of length 0 */
  fast: Int32Array;
  fastBits: number;
  count: Uint16Array;
  symbol: Uint16Array;
  single: number;
}

/** Builds a canonical prefix code; libwebp accepts only a complete code or exactly one used symbol. */
function buildPrefix(lengths: Uint8Array, budget: WorkBudget): Prefix {
  const n = lengths.length;
  const count = new Uint16Array(16);
  let used = 0;
  let last = 0;
  for (let s = 0; s < n; s++) {
    const l = lengths[s] as number;
    if (l) {
      count[l] = (count[l] as number) + 1;
      used++;
      last = s;
    }
  }
  budget.spend(n);
  if (used === 0) throw new Undecodable('undecodable', 'a lossless prefix code has no symbol');
  if (used === 1) return { fast: new Int32Array(1), fastBits: 0, count, symbol: new Uint16Array(0), single: last };
  let left = 1;
  let maxLen = 0;
  for (let l = 1; l <= 15; l++) {
    left = (left << 1) - (count[l] as number);
    if (left < 0) throw new Undecodable('undecodable', 'a lossless prefix code is over-subscribed');
    if (count[l]) maxLen = l;
  }
  if (left !== 0) throw new Undecodable('undecodable', 'a lossless prefix code is incomplete');
  const offs = new Uint16Array(17);
  for (let l = 1; l <= 15; l++) offs[l + 1] = (offs[l] as number) + (count[l] as number);
  const symbol = new Uint16Array(used);
  for (let s = 0; s < n; s++) {
    const l = lengths[s] as number;
    if (l) {
      symbol[offs[l] as number] = s;
      offs[l] = (offs[l] as number) + 1;
    }
  }
  const fastBits = Math.min(FAST, maxLen);
  const fast = new Int32Array(1 << fastBits);
  budget.spend(1 << fastBits);
  const next = new Uint16Array(16);
  let code = 0;
  for (let l = 1; l <= 15; l++) {
    next[l] = code;
    code = (code + (count[l] as number)) << 1;
  }
  for (let s = 0; s < n; s++) {
    const l = lengths[s] as number;
    if (l === 0) continue;
    const c = next[l] as number;
    next[l] = c + 1;
    if (l > fastBits) continue;
    let rev = 0;
    for (let i = 0; i < l; i++) rev |= ((c >> i) & 1) << (l - 1 - i);
    for (let j = rev; j < 1 << fastBits; j += 1 << l) fast[j] = (s << 5) | 16 | l;
  }
  return { fast, fastBits, count, symbol, single: -1 };
}

function readSymbol(p: Prefix, br: Bits): number {
  br.ops++;
  if (p.single >= 0) return p.single;
  const look = br.peek(15);
  const e = p.fast[look & ((1 << p.fastBits) - 1)] as number;
  if (e !== 0) {
    br.skip(e & 15);
    return e >> 5;
  }
  let code = 0;
  let first = 0;
  let index = 0;
  for (let len = 1; len <= 15; len++) {
    code |= (look >>> (len - 1)) & 1;
    const cnt = p.count[len] as number;
    if (code - cnt < first) {
      br.skip(len);
      return p.symbol[index + (code - first)] as number;
    }
    index += cnt;
    first += cnt;
    first <<= 1;
    code <<= 1;
  }
  throw new Undecodable('undecodable', 'a lossless prefix code has no such code');
}

function readCode(br: Bits, alphabet: number, budget: WorkBudget): Prefix {
  const lengths = new Uint8Array(alphabet);
  if (br.read(1)) {
    const two = br.read(1);
    const s0 = br.read(br.read(1) ? 8 : 1);
    if (s0 < alphabet) lengths[s0] = 1;
    if (two) {
      const s1 = br.read(8);
      if (s1 < alphabet) lengths[s1] = 1;
    }
    return buildPrefix(lengths, budget);
  }
  const clLengths = new Uint8Array(19);
  const n = 4 + br.read(4);
  for (let i = 0; i < n; i++) clLengths[CODE_LENGTH_ORDER[i] as number] = br.read(3);
  const cl = buildPrefix(clLengths, budget);
  let max = alphabet;
  if (br.read(1)) {
    const nbits = 2 + 2 * br.read(3);
    max = 2 + br.read(nbits);
    if (max > alphabet) throw new Undecodable('undecodable', 'a lossless prefix code reads more lengths than its alphabet');
  }
  let prev = 8;
  let s = 0;
  while (s < alphabet) {
    if (max-- === 0) break;
    const c = readSymbol(cl, br);
    if (c < 16) {
      lengths[s++] = c;
      if (c) prev = c;
      continue;
    }
    const rep = c === 16 ? 3 + br.read(2) : c === 17 ? 3 + br.read(3) : 11 + br.read(7);
    if (s + rep > alphabet) throw new Undecodable('undecodable', 'lossless code lengths overflow the alphabet');
    lengths.fill(c === 16 ? prev : 0, s, s + rep);
    s += rep;
  }
  return buildPrefix(lengths, budget);
}

const divUp = (a: number, bits: number) => (a + (1 << bits) - 1) >> bits;

function prefixValue(code: number, br: Bits): number {
  if (code < 4) return code + 1;
  const extra = (code - 2) >> 1;
  return ((2 + (code & 1)) << extra) + br.read(extra) + 1;
}

/**
 * Decodes one entropy-coded image of w×h pixels. With `values`, the ARGB values are returned (sub-images); without,
 * only the structure is decoded (main image). `meta` carries the main image's prefix-group map.
 */
function decodeImageData(br: Bits, w: number, h: number, level0: boolean, values: boolean, budget: WorkBudget): Uint32Array | null {
  let cacheBits = 0;
  if (br.read(1)) {
    cacheBits = br.read(4);
    if (cacheBits < 1 || cacheBits > 11)
      throw new Undecodable('undecodable', `a lossless colour cache of ${cacheBits} bits (1–11 allowed)`);
  }
  let groupMap: Uint32Array | null = null;
  let groupBits = 0;
  let groupW = 0;
  let groups = 1;
  if (level0 && br.read(1)) {
    groupBits = br.read(3) + 2;
    groupW = divUp(w, groupBits);
    groupMap = decodeImageData(br, groupW, divUp(h, groupBits), false, true, budget) as Uint32Array;
    for (let i = 0; i < groupMap.length; i++) {
      const g = ((groupMap[i] as number) >> 8) & 0xffff; // in place: the map needs no second copy
      groupMap[i] = g;
      if (g + 1 > groups) groups = g + 1;
    }
  }
  const cacheSize = cacheBits ? 1 << cacheBits : 0;
  if (!budget.spend(groups * 1500))
    throw new Undecodable('budget', 'the lossless image needs more decoding work than one request may spend');
  const codes: Prefix[][] = [];
  for (let g = 0; g < groups; g++) {
    codes.push([
      readCode(br, 256 + 24 + cacheSize, budget),
      readCode(br, 256, budget),
      readCode(br, 256, budget),
      readCode(br, 256, budget),
      readCode(br, 40, budget),
    ]);
    if (br.overrun) throw new Undecodable('undecodable', 'the lossless bitstream ends early (truncated)');
  }
  const total = w * h;
  // A sub-image is held in memory (4 bytes a pixel): its size is charged before it is allocated, so a tiny file cannot
  // make the decoder allocate more than a few times the budget in bytes.
  if (values && !budget.spend(total * 4))
    throw new Undecodable('budget', 'the lossless image needs more decoding work than one request may spend');
  const out = values ? new Uint32Array(total) : null;
  const cache = values && cacheBits ? new Uint32Array(cacheSize) : null;
  const cacheShift = 32 - cacheBits;
  let pos = 0;
  let units = 0;
  let group = codes[0] as Prefix[];
  while (pos < total) {
    if (groupMap) {
      const x = pos % w;
      const y = (pos / w) | 0;
      group = codes[groupMap[(y >> groupBits) * groupW + (x >> groupBits)] as number] as Prefix[];
    }
    const g = readSymbol(group[0] as Prefix, br);
    if (g < 256) {
      const r = readSymbol(group[1] as Prefix, br);
      const b = readSymbol(group[2] as Prefix, br);
      const a = readSymbol(group[3] as Prefix, br);
      if (out) {
        const argb = ((a << 24) | (r << 16) | (g << 8) | b) >>> 0;
        out[pos] = argb;
        if (cache) cache[Math.imul(argb, 0x1e35a7bd) >>> cacheShift] = argb;
      }
      pos++;
    } else if (g < 280) {
      const len = prefixValue(g - 256, br);
      const dcode = prefixValue(readSymbol(group[4] as Prefix, br), br);
      let dist: number;
      if (dcode > 120) dist = dcode - 120;
      else {
        const xi = DISTANCE_MAP[2 * (dcode - 1)] as number;
        const yi = DISTANCE_MAP[2 * (dcode - 1) + 1] as number;
        dist = xi + yi * w;
        if (dist < 1) dist = 1;
      }
      if (dist > pos || len > total - pos) throw new Undecodable('undecodable', 'a lossless backward reference reaches outside the image');
      if (out) {
        for (let i = 0; i < len; i++) {
          const v = out[pos - dist] as number;
          out[pos++] = v;
          if (cache) cache[Math.imul(v, 0x1e35a7bd) >>> cacheShift] = v;
        }
        units += len >> 3;
      } else pos += len;
    } else {
      const idx = g - 280;
      if (idx >= cacheSize) throw new Undecodable('undecodable', 'a lossless colour-cache index beyond the cache');
      if (out) {
        const v = (cache as Uint32Array)[idx] as number;
        out[pos] = v;
        (cache as Uint32Array)[Math.imul(v, 0x1e35a7bd) >>> cacheShift] = v;
      }
      pos++;
    }
    if (br.ops + units >= 4096) {
      if (!budget.spend(br.ops * VP8L_OP + units))
        throw new Undecodable('budget', 'the lossless image needs more decoding work than one request may spend');
      if (br.overrun) throw new Undecodable('undecodable', 'the lossless bitstream ends before its last pixel (truncated)');
      units = 0;
      br.ops = 0;
    }
  }
  if (!budget.spend(br.ops * VP8L_OP + units))
    throw new Undecodable('budget', 'the lossless image needs more decoding work than one request may spend');
  if (br.overrun) throw new Undecodable('undecodable', 'the lossless bitstream ends before its last pixel (truncated)');
  return out;
}

/**
 * Decodes a VP8L image stream of w×h pixels starting at `start` (after the 5-byte header for a VP8L chunk, or at the
 * start of an ALPH chunk's lossless data, which has no header). Throws Undecodable.
 */
export function decodeVp8lStream(b: Uint8Array, start: number, end: number, w: number, h: number, budget: WorkBudget): void {
  const br = new Bits(b, start, end);
  let xsize = w;
  const seen = new Set<number>();
  while (br.read(1)) {
    const type = br.read(2);
    if (seen.has(type)) throw new Undecodable('undecodable', 'a lossless transform appears twice');
    seen.add(type);
    if (type === 0 || type === 1) {
      const bits = br.read(3) + 2;
      decodeImageData(br, divUp(xsize, bits), divUp(h, bits), false, true, budget);
    } else if (type === 3) {
      const colours = br.read(8) + 1;
      const bits = colours > 16 ? 0 : colours > 4 ? 1 : colours > 2 ? 2 : 3;
      decodeImageData(br, colours, 1, false, true, budget);
      xsize = divUp(xsize, bits);
    }
  }
  decodeImageData(br, xsize, h, true, false, budget);
}

/** A VP8L chunk: signature 0x2f, 14-bit width − 1, 14-bit height − 1, alpha hint, 3-bit version 0, then the stream. */
export function vp8lHeader(b: Uint8Array, o: number, len: number): { width: number; height: number } {
  if (len < 5 || b[o] !== 0x2f) throw new Undecodable('undecodable', 'the VP8L chunk does not start with its signature');
  const bits = ((b[o + 1] as number) | ((b[o + 2] as number) << 8) | ((b[o + 3] as number) << 16) | ((b[o + 4] as number) << 24)) >>> 0;
  if (bits >>> 29 !== 0) throw new Undecodable('undecodable', 'the VP8L header has an unknown version');
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}
