/**
 * Byte-level builders for small PNG, APNG, GIF, JPEG (with EXIF) and WebP files that really decode (zlib rows, LZW
 * pixels, Huffman-coded blocks, a lossless bitstream), so the image tests need no fixtures on disk and each structural
 * feature (acTL, frame count, EXIF GPS, VP8X flags) can be switched on and off.
 */

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

const ascii = (s: string) => new TextEncoder().encode(s);
const u32be = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const u16le = (n: number) => new Uint8Array([n & 255, (n >>> 8) & 255]);
const u32le = (n: number) => new Uint8Array([n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255]);
const u24le = (n: number) => new Uint8Array([n & 255, (n >>> 8) & 255, (n >>> 16) & 255]);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const td = concat([ascii(type), data]);
  return concat([u32be(data.length), td, u32be(crc32(td))]);
}

export interface ExifSpec {
  make?: string;
  model?: string;
  gps?: { lat: number; lon: number };
  /** EXIF Orientation, 1–8. */
  orientation?: number;
}

/** A little-endian TIFF block (what JPEG APP1, PNG eXIf and WebP EXIF carry) with IFD0 Make/Model and a GPS IFD. */
export function tiffExif(spec: ExifSpec): Uint8Array {
  type Entry = { tag: number; type: number; count: number; value: Uint8Array };
  const asciiEntry = (tag: number, s: string): Entry => ({
    tag,
    type: 2,
    count: s.length + 1,
    value: concat([ascii(s), new Uint8Array([0])]),
  });
  const rational3 = (deg: number): Uint8Array => {
    const d = Math.floor(deg);
    const mFloat = (deg - d) * 60;
    const m = Math.floor(mFloat);
    const s = Math.round((mFloat - m) * 60 * 100);
    return concat([u32le(d), u32le(1), u32le(m), u32le(1), u32le(s), u32le(100)]);
  };
  const ifd0: Entry[] = [];
  if (spec.make) ifd0.push(asciiEntry(0x010f, spec.make));
  if (spec.model) ifd0.push(asciiEntry(0x0110, spec.model));
  if (spec.orientation !== undefined) ifd0.push({ tag: 0x0112, type: 3, count: 1, value: u16le(spec.orientation) });
  const gps: Entry[] = spec.gps
    ? [
        asciiEntry(0x0001, spec.gps.lat >= 0 ? 'N' : 'S'),
        { tag: 0x0002, type: 5, count: 3, value: rational3(Math.abs(spec.gps.lat)) },
        asciiEntry(0x0003, spec.gps.lon >= 0 ? 'E' : 'W'),
        { tag: 0x0004, type: 5, count: 3, value: rational3(Math.abs(spec.gps.lon)) },
      ]
    : [];
  const ifdSize = (n: number) => 2 + n * 12 + 4;
  const ifd0Count = ifd0.length + (spec.gps ? 1 : 0);
  const ifd0Offset = 8;
  const gpsOffset = ifd0Offset + ifdSize(ifd0Count);
  let dataOffset = gpsOffset + (spec.gps ? ifdSize(gps.length) : 0);
  const data: Uint8Array[] = [];
  const writeIfd = (entries: Entry[], extra: Uint8Array[]): Uint8Array => {
    const parts: Uint8Array[] = [u16le(entries.length + extra.length / 1)];
    for (const e of entries) {
      let field: Uint8Array;
      if (e.value.length <= 4) field = concat([e.value, new Uint8Array(4 - e.value.length)]);
      else {
        field = u32le(dataOffset);
        data.push(e.value);
        dataOffset += e.value.length;
      }
      parts.push(u16le(e.tag), u16le(e.type), u32le(e.count), field);
    }
    parts.push(...extra, u32le(0));
    return concat(parts);
  };
  const gpsPointer = spec.gps ? [concat([u16le(0x8825), u16le(4), u32le(1), u32le(gpsOffset)])] : [];
  const ifd0Bytes = writeIfd(ifd0, gpsPointer);
  const gpsBytes = spec.gps ? writeIfd(gps, []) : new Uint8Array(0);
  return concat([ascii('II*\0'), u32le(ifd0Offset), ifd0Bytes, gpsBytes, ...data]);
}

/** Writes bits least significant first, as deflate and VP8L expect; `msb` writes a Huffman code most significant first. */
class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private n = 0;
  bits(value: number, count: number): void {
    for (let i = 0; i < count; i++) this.bit((value >> i) & 1);
  }
  msb(code: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) this.bit((code >> i) & 1);
  }
  private bit(b: number): void {
    this.acc |= b << this.n;
    if (++this.n === 8) {
      this.bytes.push(this.acc);
      this.acc = 0;
      this.n = 0;
    }
  }
  done(): Uint8Array {
    if (this.n > 0) this.bytes.push(this.acc);
    return Uint8Array.from(this.bytes);
  }
}

const LEN_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];

/** A zlib stream of `n` zero bytes: one fixed-Huffman block of a literal 0 and matches at distance 1. */
export function zlibZeros(n: number): Uint8Array {
  return zlibFilteredZeroRows(1, n, 0);
}

/**
 * A zlib stream of `rows` PNG rows of `stride` bytes, each the filter byte `filter` followed by zeros (one fixed-Huffman
 * block: literals and matches at distance 1). With filter 0 the stream is all zeros, row boundaries included.
 */
export function zlibFilteredZeroRows(rows: number, stride: number, filter: number): Uint8Array {
  const w = new BitWriter();
  w.bits(1, 1); // final block
  w.bits(1, 2); // fixed Huffman
  const lit = (v: number) => (v < 144 ? w.msb(0x30 + v, 8) : w.msb(0x190 + v - 144, 9));
  const sym = (v: number) => (v < 280 ? w.msb(v - 256, 7) : w.msb(0xc0 + v - 280, 8));
  const zeros = (n: number, afterZero: boolean) => {
    let left = n;
    if (left > 0 && !afterZero) {
      lit(0);
      left--;
    }
    while (left >= 3) {
      const len = Math.min(258, left - (left - 258 > 0 && left - 258 < 3 ? 3 : 0));
      let i = LEN_BASE.length - 1;
      while ((LEN_BASE[i] as number) > len) i--;
      sym(257 + i);
      w.bits(len - (LEN_BASE[i] as number), LEN_EXTRA[i] as number);
      w.msb(0, 5); // distance code 0: distance 1
      left -= len;
    }
    while (left-- > 0) lit(0);
  };
  let s1 = 1;
  let s2 = 0;
  if (filter === 0) {
    zeros(rows * stride, false);
    s2 = (rows * stride) % 65521;
  } else {
    for (let r = 0; r < rows; r++) {
      lit(filter);
      zeros(stride - 1, false);
      // Adler-32 over the row: the filter byte adds `filter` to s1 once, then s2 gains s1 for every byte of the row.
      s1 = (s1 + filter) % 65521;
      s2 = (s2 + s1 * stride) % 65521;
    }
  }
  sym(256);
  const adler = ((s2 * 0x10000 + s1) >>> 0) as number;
  return concat([new Uint8Array([0x78, 0x01]), w.done(), u32be(adler)]);
}

/** An RGBA PNG of transparent black pixels whose IDAT really inflates to its rows (APNG frames as asked). */
export function png(width: number, height: number, opts: { animatedFrames?: number; exif?: ExifSpec } = {}): Uint8Array {
  const ihdr = concat([u32be(width), u32be(height), new Uint8Array([8, 6, 0, 0, 0])]);
  const chunks = [pngChunk('IHDR', ihdr)];
  const rows = zlibZeros(height * (1 + 4 * width));
  const frames = opts.animatedFrames ?? 0;
  const fctl = (seq: number) =>
    pngChunk('fcTL', concat([u32be(seq), u32be(width), u32be(height), u32be(0), u32be(0), new Uint8Array([0, 1, 0, 10, 0, 0])]));
  let seq = 0;
  if (frames) chunks.push(pngChunk('acTL', concat([u32be(frames), u32be(0)])), fctl(seq++));
  if (opts.exif) chunks.push(pngChunk('eXIf', tiffExif(opts.exif)));
  chunks.push(pngChunk('IDAT', rows));
  for (let f = 1; f < frames; f++) {
    chunks.push(fctl(seq++));
    chunks.push(pngChunk('fdAT', concat([u32be(seq++), rows])));
  }
  chunks.push(pngChunk('IEND', new Uint8Array(0)));
  return concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** LZW data for `pixels` pixels of colour 0 at minimum code size 2: a clear code before every two pixels keeps codes 3 bits. */
function lzwZeros(pixels: number): Uint8Array {
  const w = new BitWriter();
  for (let i = 0; i < pixels; i++) {
    if (i % 2 === 0) w.bits(4, 3);
    w.bits(0, 3);
  }
  w.bits(5, 3); // end of information
  const data = w.done();
  const out: Uint8Array[] = [new Uint8Array([2])];
  for (let o = 0; o < data.length; o += 255) {
    const part = data.subarray(o, o + 255);
    out.push(new Uint8Array([part.length]), part);
  }
  out.push(new Uint8Array([0]));
  return concat(out);
}

export function gif(width: number, height: number, frames = 1): Uint8Array {
  const header = concat([
    ascii('GIF89a'),
    u16le(width),
    u16le(height),
    new Uint8Array([0x80, 0, 0]),
    new Uint8Array([0, 0, 0, 255, 255, 255]),
  ]);
  const parts: Uint8Array[] = [header];
  if (frames > 1) parts.push(concat([new Uint8Array([0x21, 0xff, 0x0b]), ascii('NETSCAPE2.0'), new Uint8Array([3, 1, 0, 0, 0])]));
  const data = lzwZeros(width * height);
  for (let f = 0; f < frames; f++) {
    parts.push(new Uint8Array([0x21, 0xf9, 4, 0, 10, 0, 0, 0]));
    parts.push(concat([new Uint8Array([0x2c]), u16le(0), u16le(0), u16le(width), u16le(height), new Uint8Array([0])]));
    parts.push(data);
  }
  parts.push(new Uint8Array([0x3b]));
  return concat(parts);
}

/** The standard luminance tables of ITU T.81 Annex K: DC category 0 is code 00, the AC end of block is 1010. */
const STD_DHT = concat([
  new Uint8Array([0x00, 0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
  new Uint8Array([0x10, 0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d]),
  Uint8Array.from(
    '01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa'.match(
      /../g,
    ) ?? [],
    (x) => Number.parseInt(x, 16),
  ),
]);

/**
 * A baseline greyscale JPEG: every block is a zero DC difference, then `coefficients` AC coefficients of ±1 (code 00
 * and a sign bit each), then an end of block unless all 63 are coded.
 */
export function jpeg(width: number, height: number, exif?: ExifSpec, coefficients = 0): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0xff, 0xd8])];
  if (exif) {
    const body = concat([ascii('Exif\0\0'), tiffExif(exif)]);
    parts.push(new Uint8Array([0xff, 0xe1, ((body.length + 2) >> 8) & 255, (body.length + 2) & 255]), body);
  } else {
    const jfif = concat([ascii('JFIF\0'), new Uint8Array([1, 1, 0, 0, 1, 0, 1, 0, 0])]);
    parts.push(new Uint8Array([0xff, 0xe0, 0, jfif.length + 2]), jfif);
  }
  const dqt = concat([new Uint8Array([0]), new Uint8Array(64).fill(1)]);
  parts.push(new Uint8Array([0xff, 0xdb, 0, dqt.length + 2]), dqt);
  parts.push(new Uint8Array([0xff, 0xc4, (STD_DHT.length + 2) >> 8, (STD_DHT.length + 2) & 255]), STD_DHT);
  const sof = new Uint8Array([8, (height >> 8) & 255, height & 255, (width >> 8) & 255, width & 255, 1, 1, 0x11, 0]);
  const sos = new Uint8Array([1, 1, 0, 0, 63, 0]);
  parts.push(new Uint8Array([0xff, 0xc0, 0, sof.length + 2]), sof, new Uint8Array([0xff, 0xda, 0, sos.length + 2]), sos);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan: number[] = [];
  let acc = 0;
  let n = 0;
  const put = (code: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) {
      acc = (acc << 1) | ((code >> i) & 1);
      if (++n === 8) {
        scan.push(acc);
        if (acc === 0xff) scan.push(0);
        acc = 0;
        n = 0;
      }
    }
  };
  for (let i = 0; i < blocks; i++) {
    put(0b00, 2);
    for (let k = 0; k < coefficients; k++) put(0b001, 3);
    if (coefficients < 63) put(0b1010, 4);
  }
  if (n > 0) put(0xff, 8 - n); // pad the last byte with 1 bits
  parts.push(Uint8Array.from(scan), new Uint8Array([0xff, 0xd9]));
  return concat(parts);
}

function riff(chunks: Uint8Array[]): Uint8Array {
  const body = concat([ascii('WEBP'), ...chunks]);
  return concat([ascii('RIFF'), u32le(body.length), body]);
}

function webpChunk(type: string, data: Uint8Array): Uint8Array {
  const pad = data.length % 2 ? new Uint8Array([0]) : new Uint8Array(0);
  return concat([ascii(type), u32le(data.length), data, pad]);
}

/**
 * A lossless bitstream of transparent black pixels: no transform, no colour cache, no meta codes, and five one-symbol
 * prefix codes, so every pixel takes zero bits.
 */
export function vp8l(width: number, height: number): Uint8Array {
  const w = new BitWriter();
  w.bits(0x2f, 8);
  w.bits(width - 1, 14);
  w.bits(height - 1, 14);
  w.bits(0, 1); // alpha hint
  w.bits(0, 3); // version
  w.bits(0, 1); // no transform
  w.bits(0, 1); // no colour cache
  w.bits(0, 1); // no meta prefix codes
  for (let i = 0; i < 5; i++) w.bits(0b0001, 4); // simple code, one symbol, 1-bit symbol 0
  return w.done();
}

/** Extended WebP (VP8X) with the animation / EXIF flags as requested, and VP8L image data (in ANMF frames when animated). */
export function webp(width: number, height: number, opts: { animated?: boolean; exif?: ExifSpec } = {}): Uint8Array {
  const flags = (opts.animated ? 0x02 : 0) | (opts.exif ? 0x08 : 0);
  const vp8x = webpChunk('VP8X', concat([new Uint8Array([flags, 0, 0, 0]), u24le(width - 1), u24le(height - 1)]));
  const chunks = [vp8x];
  if (opts.animated) {
    chunks.push(webpChunk('ANIM', new Uint8Array([0, 0, 0, 0, 0, 0])));
    for (let f = 0; f < 2; f++)
      chunks.push(
        webpChunk(
          'ANMF',
          concat([
            u24le(0),
            u24le(0),
            u24le(width - 1),
            u24le(height - 1),
            u24le(100),
            new Uint8Array([0]),
            webpChunk('VP8L', vp8l(width, height)),
          ]),
        ),
      );
  } else chunks.push(webpChunk('VP8L', vp8l(width, height)));
  if (opts.exif) chunks.push(webpChunk('EXIF', tiffExif(opts.exif)));
  return riff(chunks);
}

/**
 * A palette PNG of the given pixel indices (row-major, `depth` bits each) with `entries` PLTE colours, each row filtered
 * with `filters[row % filters.length]` as an encoder would (the bytes stored are the raw bytes minus the predictor), and
 * its rows compressed by `deflate` (a zlib stream). Interlacing is not used.
 */
export function palettePng(
  width: number,
  indices: number[],
  opts: { depth: 1 | 2 | 4 | 8; entries: number; filters: number[]; deflate: (raw: Uint8Array) => Uint8Array },
): Uint8Array {
  const { depth, entries, filters } = opts;
  const height = indices.length / width;
  const rowBytes = Math.ceil((width * depth) / 8);
  const raw = new Uint8Array(height * rowBytes);
  indices.forEach((value, k) => {
    const y = Math.floor(k / width);
    const bit = (k % width) * depth;
    raw[y * rowBytes + (bit >> 3)] = (raw[y * rowBytes + (bit >> 3)] as number) | (value << (8 - depth - (bit & 7)));
  });
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const pa = Math.abs(p - a);
    const pb = Math.abs(p - b);
    const pc = Math.abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  const stored = new Uint8Array(height * (1 + rowBytes));
  for (let y = 0; y < height; y++) {
    const f = filters[y % filters.length] as number;
    stored[y * (1 + rowBytes)] = f;
    for (let j = 0; j < rowBytes; j++) {
      const at = (yy: number, jj: number) => (yy < 0 || jj < 0 ? 0 : (raw[yy * rowBytes + jj] as number));
      const a = at(y, j - 1);
      const b = at(y - 1, j);
      const c = at(y - 1, j - 1);
      const predicted = f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : f === 4 ? paeth(a, b, c) : 0;
      stored[y * (1 + rowBytes) + 1 + j] = ((raw[y * rowBytes + j] as number) - predicted) & 0xff;
    }
  }
  const ihdr = concat([u32be(width), u32be(height), new Uint8Array([depth, 3, 0, 0, 0])]);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk(
      'PLTE',
      new Uint8Array(entries * 3).map((_, i) => (i * 37) & 0xff),
    ),
    pngChunk('IDAT', opts.deflate(stored)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A PNG with the given IHDR (taken from `head`) and one IDAT chunk holding `data`, CRCs included. */
export function pngWithIdat(head: Uint8Array, data: Uint8Array): Uint8Array {
  const signatureAndIhdr = head.subarray(0, 8 + 25);
  return concat([signatureAndIhdr, pngChunk('IDAT', data), pngChunk('IEND', new Uint8Array(0))]);
}

/** A frame's place on the canvas: x, y, width, height. */
type Place = [number, number, number, number];

/** An animated GIF whose frames sit at the given places on a sw × sh logical screen. */
export function gifFrames(sw: number, sh: number, places: Place[]): Uint8Array {
  const parts: Uint8Array[] = [
    concat([ascii('GIF89a'), u16le(sw), u16le(sh), new Uint8Array([0x80, 0, 0, 0, 0, 0, 255, 255, 255])]),
    concat([new Uint8Array([0x21, 0xff, 0x0b]), ascii('NETSCAPE2.0'), new Uint8Array([3, 1, 0, 0, 0])]),
  ];
  for (const [x, y, w, h] of places) {
    parts.push(new Uint8Array([0x21, 0xf9, 4, 0, 10, 0, 0, 0]));
    parts.push(concat([new Uint8Array([0x2c]), u16le(x), u16le(y), u16le(w), u16le(h), new Uint8Array([0])]));
    parts.push(lzwZeros(w * h));
  }
  parts.push(new Uint8Array([0x3b]));
  return concat(parts);
}

/** An APNG on a width × height canvas: its first frame is the default image, the others sit at the given places. */
export function apngFrames(width: number, height: number, places: Place[]): Uint8Array {
  const fctl = (seq: number, [x, y, w, h]: Place) =>
    pngChunk('fcTL', concat([u32be(seq), u32be(w), u32be(h), u32be(x), u32be(y), new Uint8Array([0, 1, 0, 10, 0, 0])]));
  const chunks = [
    pngChunk('IHDR', concat([u32be(width), u32be(height), new Uint8Array([8, 6, 0, 0, 0])])),
    pngChunk('acTL', concat([u32be(places.length + 1), u32be(0)])),
    fctl(0, [0, 0, width, height]),
    pngChunk('IDAT', zlibZeros(height * (1 + 4 * width))),
  ];
  let seq = 1;
  for (const p of places) {
    chunks.push(fctl(seq++, p));
    chunks.push(pngChunk('fdAT', concat([u32be(seq++), zlibZeros(p[3] * (1 + 4 * p[2]))])));
  }
  chunks.push(pngChunk('IEND', new Uint8Array(0)));
  return concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** An animated WebP on a width × height canvas with lossless frames at the given places (x and y even). */
export function webpFrames(width: number, height: number, places: Place[]): Uint8Array {
  const chunks = [
    webpChunk('VP8X', concat([new Uint8Array([0x02, 0, 0, 0]), u24le(width - 1), u24le(height - 1)])),
    webpChunk('ANIM', new Uint8Array([0, 0, 0, 0, 0, 0])),
  ];
  for (const [x, y, w, h] of places)
    chunks.push(
      webpChunk(
        'ANMF',
        concat([u24le(x / 2), u24le(y / 2), u24le(w - 1), u24le(h - 1), u24le(100), new Uint8Array([0]), webpChunk('VP8L', vp8l(w, h))]),
      ),
    );
  return riff(chunks);
}
