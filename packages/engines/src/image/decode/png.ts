import type { WorkBudget } from '../../budget.ts';
import { inflateZlib } from './inflate.ts';
import { type DecodeOutcome, fourcc, MAX_PIXELS, Undecodable, u32be } from './outcome.ts';

/**
 * PNG decodes when (PNG 1.2 / ISO 15948 and libpng's own checks): every chunk up to IEND is complete with a good CRC-32;
 * IHDR comes first and holds a legal size, bit depth and colour type; PLTE (required for palette images, forbidden for
 * grey ones) comes before the image data and has at most 2^depth entries; the IDAT chunks are consecutive; no unknown
 * critical chunk appears; and the IDAT data is one complete zlib stream with a good Adler-32, nothing after it, that
 * inflates to exactly height × (1 + row bytes) bytes (summed over the seven Adam7 passes when interlaced) with a filter
 * type 0–4 at the start of every row. In a palette image whose PLTE has fewer entries than its bit depth can address,
 * the rows are unfiltered and every pixel's index must name a PLTE entry (PNG 1.2 §4.1.2: an out-of-range index is an
 * error; ImageMagick refuses such files, Pillow does not, so they are never counted as decoded). APNG frames (fcTL +
 * fdAT) are decoded the same way at their own size, inside the canvas, with their sequence numbers in order.
 */

/** CRC-32 tables for slicing by four (four table lookups per four bytes instead of four dependent steps). */
const CRC_TABLES = (() => {
  const t = new Uint32Array(1024);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    let c = t[n] as number;
    for (let k = 1; k < 4; k++) {
      c = (t[c & 0xff] as number) ^ (c >>> 8);
      t[k * 256 + n] = c >>> 0;
    }
  }
  return t;
})();

function crc32(b: Uint8Array, start: number, end: number): number {
  const t = CRC_TABLES;
  let c = 0xffffffff;
  let i = start;
  for (; i + 4 <= end; i += 4) {
    c ^= (b[i] as number) | ((b[i + 1] as number) << 8) | ((b[i + 2] as number) << 16) | ((b[i + 3] as number) << 24);
    c =
      (t[768 + (c & 0xff)] as number) ^
      (t[512 + ((c >>> 8) & 0xff)] as number) ^
      (t[256 + ((c >>> 16) & 0xff)] as number) ^
      (t[c >>> 24] as number);
  }
  for (; i < end; i++) c = (t[(c ^ (b[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const ADAM7: Array<[number, number, number, number]> = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];
/** Work units per chunk on top of its bytes: the per-chunk bookkeeping, which an empty chunk costs too. */
const CHUNK_COST = 256;
/** libpng's default user limits (PNG_USER_WIDTH_MAX / PNG_USER_HEIGHT_MAX). */
const LIBPNG_MAX_SIDE = 1_000_000;

interface Header {
  width: number;
  height: number;
  depth: number;
  colour: number;
  interlace: number;
}

/**
 * The rows of the image as [row count, bytes per row including the filter byte, pixels per row], one entry per
 * (non-empty) pass.
 */
function rowLayout(h: Header, width: number, height: number): Array<[number, number, number]> {
  const bpp = h.depth * (CHANNELS[h.colour] as number);
  const stride = (cols: number) => 1 + Math.ceil((cols * bpp) / 8);
  if (!h.interlace) return [[height, stride(width), width]];
  const out: Array<[number, number, number]> = [];
  for (const [x0, y0, dx, dy] of ADAM7) {
    const cols = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const rows = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    if (cols > 0 && rows > 0) out.push([rows, stride(cols), cols]);
  }
  return out;
}

/** Work units per inflated byte for unfiltering a palette image and checking its indices, on top of inflating it. */
const PALETTE_CHECK_UNITS_PER_BYTE = 3;

/** A palette image's check: indices are `depth` bits wide and must be below `entries`. */
interface PaletteCheck {
  depth: number;
  entries: number;
}

/**
 * Unfilters palette rows as they stream out of the inflater (a palette pixel is at most one byte, so the filters'
 * "previous pixel" is the previous byte) and reports the first index beyond the PLTE. Rows are gathered whole and
 * unfiltered in one tight loop per filter type.
 */
function paletteRows(layout: Array<[number, number, number]>, check: PaletteCheck, what: string) {
  const widest = layout.reduce((m, [, stride]) => Math.max(m, stride), 0);
  const row = new Uint8Array(widest);
  let prev = new Uint8Array(widest);
  let cur = new Uint8Array(widest);
  let seg = 0;
  let rowInPass = 0;
  let fill = 0;
  const mask = (1 << check.depth) - 1;
  const unfilter = (n: number) => {
    const f = row[0] as number;
    if (f === 0) cur.set(row.subarray(1, n + 1));
    else if (f === 1) {
      let a = 0;
      for (let j = 0; j < n; j++) a = cur[j] = ((row[j + 1] as number) + a) & 0xff;
    } else if (f === 2) for (let j = 0; j < n; j++) cur[j] = ((row[j + 1] as number) + (prev[j] as number)) & 0xff;
    else if (f === 3) {
      let a = 0;
      for (let j = 0; j < n; j++) a = cur[j] = ((row[j + 1] as number) + ((a + (prev[j] as number)) >> 1)) & 0xff;
    } else {
      let a = 0;
      let c = 0;
      for (let j = 0; j < n; j++) {
        const b = prev[j] as number;
        const pa = b > c ? b - c : c - b; // |p − a| with p = a + b − c
        const pb = a > c ? a - c : c - a;
        const pc = Math.abs(a + b - 2 * c);
        a = cur[j] = ((row[j + 1] as number) + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
        c = b;
      }
    }
  };
  const badIndex = (cols: number): number => {
    if (check.depth === 8) {
      for (let k = 0; k < cols; k++) if ((cur[k] as number) >= check.entries) return cur[k] as number;
      return -1;
    }
    for (let k = 0; k < cols; k++) {
      const bit = k * check.depth;
      const value = ((cur[bit >> 3] as number) >> (8 - check.depth - (bit & 7))) & mask;
      if (value >= check.entries) return value;
    }
    return -1;
  };
  return (buf: Uint8Array, start: number, end: number): string | null => {
    let i = start;
    while (i < end && seg < layout.length) {
      const [rows, stride, cols] = layout[seg] as [number, number, number];
      const take = Math.min(stride - fill, end - i);
      row.set(buf.subarray(i, i + take), fill);
      fill += take;
      i += take;
      if (fill < stride) break;
      fill = 0;
      unfilter(stride - 1);
      const bad = badIndex(cols);
      if (bad >= 0) return `${what} has a pixel with palette index ${bad}, beyond its ${check.entries}-entry PLTE`;
      [prev, cur] = [cur, prev];
      if (++rowInPass === rows) {
        seg++;
        rowInPass = 0;
        prev.fill(0); // each Adam7 pass starts without a previous row
      }
    }
    return null;
  };
}

/**
 * Inflates one frame's zlib data and checks its byte count, the filter type of every row and, for a palette image
 * with a short PLTE, every pixel's index.
 */
function checkFrameData(
  data: Uint8Array,
  layout: Array<[number, number, number]>,
  budget: WorkBudget,
  what: string,
  palette: PaletteCheck | null,
): void {
  const expected = layout.reduce((s, [rows, stride]) => s + rows * stride, 0);
  // Checking palette indices unfilters every byte once more, which costs about three times what inflating it does
  // (measured on Paeth rows against zero-run inflation): it is charged so.
  if (expected > budget.limit - budget.spent || (palette && !budget.spend(PALETTE_CHECK_UNITS_PER_BYTE * expected)))
    throw new Undecodable('budget', `${what} inflates to ${expected} bytes, more than one request may decode`);
  let seg = 0;
  let row = 0;
  let next = 0; // absolute offset of the next filter byte
  let abs = 0; // absolute offset of the chunk handed to the sink
  const indices = palette ? paletteRows(layout, palette, what) : null;
  const sink = (buf: Uint8Array, start: number, end: number): string | null => {
    const absEnd = abs + (end - start);
    while (seg < layout.length && next < absEnd) {
      const f = buf[start + (next - abs)] as number;
      if (f > 4) return `${what} has a row with filter type ${f} (only 0–4 exist)`;
      const [rows, stride] = layout[seg] as [number, number, number];
      next += stride;
      if (++row === rows) {
        seg++;
        row = 0;
      }
    }
    abs = absEnd;
    // Filter bytes are checked first for the whole chunk, so an index is only ever read from a row with a valid filter.
    return indices ? indices(buf, start, end) : null;
  };
  const r = inflateZlib(data, budget, sink, expected);
  if (!r.ok) {
    if (r.budget) throw new Undecodable('budget', `${what} needs more decoding work than one request may spend`);
    throw new Undecodable('undecodable', `${what}: ${r.problem}`);
  }
  if (r.produced !== expected)
    throw new Undecodable('undecodable', `${what} inflates to ${r.produced} bytes where the header needs exactly ${expected}`);
  if (r.consumed !== data.length) throw new Undecodable('undecodable', `${what} has data after the end of its zlib stream`);
}

function concatParts(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

interface Frame {
  width: number;
  height: number;
  x: number;
  y: number;
  parts: Uint8Array[];
}

export function decodePng(b: Uint8Array, budget: WorkBudget): DecodeOutcome {
  let header: Header | null = null;
  try {
    let o = 8;
    let plte = -1;
    let trns = false;
    const idat: Uint8Array[] = [];
    let idatState: 'before' | 'in' | 'after' = 'before';
    let actl: { frames: number } | null = null;
    const frames: Frame[] = [];
    let defaultIsFrame = false;
    let seq = 0;
    let ended = false;
    const bad = (p: string): never => {
      throw new Undecodable('undecodable', p);
    };
    while (!ended) {
      if (o + 12 > b.length) bad('the PNG ends before its IEND chunk (truncated)');
      const len = u32be(b, o);
      const type = fourcc(b, o + 4);
      if (len > 0x7fffffff || o + 12 + len > b.length) bad(`PNG chunk ${type} runs past the end of the file (truncated)`);
      if (!/^[A-Za-z]{4}$/.test(type)) bad('a PNG chunk type is not four letters (damaged file)');
      if (!budget.spend(len + CHUNK_COST)) throw new Undecodable('budget', 'the PNG needs more decoding work than one request may spend');
      if (crc32(b, o + 4, o + 8 + len) !== u32be(b, o + 8 + len)) bad(`PNG chunk ${type} fails its CRC-32 check`);
      const d = o + 8;
      if (!header) {
        if (type !== 'IHDR' || len !== 13) bad('the PNG does not start with a 13-byte IHDR chunk');
        header = {
          width: u32be(b, d),
          height: u32be(b, d + 4),
          depth: b[d + 8] as number,
          colour: b[d + 9] as number,
          interlace: b[d + 12] as number,
        };
        const h = header as Header;
        if (h.width === 0 || h.height === 0 || h.width > 0x7fffffff || h.height > 0x7fffffff)
          bad(`IHDR declares an impossible size ${h.width}x${h.height}`);
        if (!DEPTHS[h.colour]?.includes(h.depth))
          bad(`IHDR declares bit depth ${h.depth} with colour type ${h.colour}, which PNG does not allow`);
        if (b[d + 10] !== 0 || b[d + 11] !== 0 || h.interlace > 1) bad('IHDR declares an unknown compression, filter or interlace method');
        if (h.width > LIBPNG_MAX_SIDE || h.height > LIBPNG_MAX_SIDE || h.width * h.height > MAX_PIXELS)
          throw new Undecodable('unsupported', `the PNG declares ${h.width}x${h.height} pixels, beyond what decoders accept by default`);
      } else if (type === 'IHDR') bad('the PNG has a second IHDR chunk');
      else if (type === 'PLTE') {
        const h = header as Header;
        if (plte >= 0) bad('the PNG has a second PLTE chunk');
        if (idatState !== 'before') bad('PLTE comes after the image data');
        if (h.colour === 0 || h.colour === 4) bad('a grey PNG carries a PLTE chunk');
        if (len === 0 || len % 3 !== 0 || len / 3 > 256) bad('PLTE has an impossible length');
        if (h.colour === 3 && len / 3 > 1 << h.depth) bad(`PLTE has ${len / 3} entries, more than ${1 << h.depth}-colour pixels can use`);
        plte = len / 3;
      } else if (type === 'tRNS') {
        trns = true;
      } else if (type === 'IDAT') {
        if (idatState === 'after') bad('the IDAT chunks are not consecutive');
        if ((header as Header).colour === 3 && plte < 0) bad('a palette PNG has no PLTE before its image data');
        idatState = 'in';
        idat.push(b.subarray(d, d + len));
      } else if (type === 'IEND') {
        if (len !== 0) bad('IEND is not empty');
        ended = true;
      } else if (type === 'acTL') {
        if (actl || idatState !== 'before' || len !== 8) bad('the APNG acTL chunk is misplaced or malformed');
        actl = { frames: u32be(b, d) };
        if (actl.frames === 0) bad('the APNG declares 0 frames');
      } else if (type === 'fcTL') {
        if (!actl || len !== 26) bad('an APNG fcTL chunk without acTL, or malformed');
        if (u32be(b, d) !== seq++) bad('APNG sequence numbers are out of order');
        const f: Frame = { width: u32be(b, d + 4), height: u32be(b, d + 8), x: u32be(b, d + 12), y: u32be(b, d + 16), parts: [] };
        const h = header as Header;
        if ((b[d + 24] as number) > 2 || (b[d + 25] as number) > 1) bad('an APNG frame has an unknown dispose or blend operation');
        if (f.width === 0 || f.height === 0 || f.x + f.width > h.width || f.y + f.height > h.height)
          bad('an APNG frame lies outside the canvas');
        if (idatState === 'before') {
          if (frames.length > 0) bad('two APNG fcTL chunks before the image data');
          if (f.x !== 0 || f.y !== 0 || f.width !== h.width || f.height !== h.height)
            bad('the first APNG frame differs from the image size');
          defaultIsFrame = true;
        }
        frames.push(f);
      } else if (type === 'fdAT') {
        if (!actl || len < 4 || frames.length === 0 || idatState === 'before') bad('an APNG fdAT chunk out of place');
        if (u32be(b, d) !== seq++) bad('APNG sequence numbers are out of order');
        if (defaultIsFrame && frames.length === 1) bad('fdAT data for the frame the IDAT already holds');
        (frames[frames.length - 1] as Frame).parts.push(b.subarray(d + 4, d + len));
      } else if (/^[A-Z]/.test(type)) bad(`the PNG has an unknown critical chunk ${type}`);
      if (type !== 'IDAT' && idatState === 'in') idatState = 'after';
      o += 12 + len;
    }
    if (idat.length === 0) bad('the PNG has no image data (IDAT)');
    const h = header as Header;
    const palette = h.colour === 3 && plte < 1 << h.depth ? { depth: h.depth, entries: plte } : null;
    checkFrameData(concatParts(idat), rowLayout(h, h.width, h.height), budget, 'the IDAT data', palette);
    let frameCount = 1;
    if (actl) {
      if (!defaultIsFrame) throw new Undecodable('unsupported', 'the APNG keeps its default image out of the animation');
      if (frames.length !== actl.frames) bad(`the APNG declares ${actl.frames} frames but has ${frames.length}`);
      frames.forEach((f, i) => {
        if (i === 0) return;
        if (f.parts.length === 0) bad(`APNG frame ${i + 1} has no data`);
        checkFrameData(concatParts(f.parts), rowLayout(h, f.width, f.height), budget, `APNG frame ${i + 1}`, palette);
      });
      frameCount = frames.length;
    }
    return {
      status: 'decoded',
      width: h.width,
      height: h.height,
      frames: frameCount,
      method: 'png_inflate',
      units: budget.spent,
      headerWidth: h.width,
      headerHeight: h.height,
      interlaced: h.interlace === 1,
      // colour types 4 and 6 carry alpha; a tRNS chunk makes some colour transparent, which decoders report differently
      ...(h.colour === 4 || h.colour === 6 ? { alpha: true } : trns ? {} : { alpha: false }),
      ...(actl ? { frameRects: frames.map((f): [number, number, number, number] => [f.x, f.y, f.width, f.height]) } : {}),
    };
  } catch (e) {
    if (!(e instanceof Undecodable)) throw e;
    return { status: e.kind, problem: e.message, units: budget.spent, headerWidth: header?.width ?? 0, headerHeight: header?.height ?? 0 };
  }
}
