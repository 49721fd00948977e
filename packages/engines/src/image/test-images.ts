/**
 * Byte-level builders for tiny but valid PNG, APNG, GIF, JPEG (with EXIF) and WebP files, so the image tests need no
 * fixtures on disk and each structural feature (acTL, frame count, EXIF GPS, VP8X flags) can be switched on and off.
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

export function png(width: number, height: number, opts: { animatedFrames?: number; exif?: ExifSpec } = {}): Uint8Array {
  const ihdr = concat([u32be(width), u32be(height), new Uint8Array([8, 6, 0, 0, 0])]);
  const chunks = [pngChunk('IHDR', ihdr)];
  if (opts.animatedFrames) chunks.push(pngChunk('acTL', concat([u32be(opts.animatedFrames), u32be(0)])));
  if (opts.exif) chunks.push(pngChunk('eXIf', tiffExif(opts.exif)));
  // A zlib stream of an empty deflate block is enough for structural parsers; no pixel decoding happens.
  chunks.push(pngChunk('IDAT', new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), pngChunk('IEND', new Uint8Array(0)));
  return concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
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
  for (let f = 0; f < frames; f++) {
    parts.push(new Uint8Array([0x21, 0xf9, 4, 0, 10, 0, 0, 0]));
    parts.push(concat([new Uint8Array([0x2c]), u16le(0), u16le(0), u16le(width), u16le(height), new Uint8Array([0])]));
    parts.push(new Uint8Array([2, 2, 0x4c, 0x01, 0]));
  }
  parts.push(new Uint8Array([0x3b]));
  return concat(parts);
}

export function jpeg(width: number, height: number, exif?: ExifSpec): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0xff, 0xd8])];
  if (exif) {
    const body = concat([ascii('Exif\0\0'), tiffExif(exif)]);
    parts.push(new Uint8Array([0xff, 0xe1, ((body.length + 2) >> 8) & 255, (body.length + 2) & 255]), body);
  } else {
    const jfif = concat([ascii('JFIF\0'), new Uint8Array([1, 1, 0, 0, 1, 0, 1, 0, 0])]);
    parts.push(new Uint8Array([0xff, 0xe0, 0, jfif.length + 2]), jfif);
  }
  const sof = new Uint8Array([8, (height >> 8) & 255, height & 255, (width >> 8) & 255, width & 255, 1, 1, 0x11, 0]);
  // A scan header and a few bytes of entropy-coded data (one stuffed 0xFF 0x00) before EOI: structurally complete.
  const sos = new Uint8Array([1, 1, 0, 0, 63, 0]);
  parts.push(new Uint8Array([0xff, 0xc0, 0, sof.length + 2]), sof, new Uint8Array([0xff, 0xda, 0, sos.length + 2]), sos);
  parts.push(new Uint8Array([0x12, 0xff, 0x00, 0x34]), new Uint8Array([0xff, 0xd9]));
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

/** Extended WebP (VP8X) with the animation / EXIF flags as requested, plus a minimal VP8L or ANIM payload. */
export function webp(width: number, height: number, opts: { animated?: boolean; exif?: ExifSpec } = {}): Uint8Array {
  const flags = (opts.animated ? 0x02 : 0) | (opts.exif ? 0x08 : 0);
  const vp8x = webpChunk('VP8X', concat([new Uint8Array([flags, 0, 0, 0]), u24le(width - 1), u24le(height - 1)]));
  const chunks = [vp8x];
  if (opts.animated) {
    chunks.push(webpChunk('ANIM', new Uint8Array([0, 0, 0, 0, 0, 0])));
    for (let f = 0; f < 2; f++)
      chunks.push(webpChunk('ANMF', concat([u24le(0), u24le(0), u24le(width - 1), u24le(height - 1), u24le(100), new Uint8Array([0])])));
  } else {
    const bits = (width - 1) | ((height - 1) << 14);
    chunks.push(webpChunk('VP8L', concat([new Uint8Array([0x2f]), u32le(bits >>> 0), new Uint8Array([0, 0, 0])])));
  }
  if (opts.exif) chunks.push(webpChunk('EXIF', tiffExif(opts.exif)));
  return riff(chunks);
}

/** A PNG with the given IHDR (taken from `head`) and one IDAT chunk holding `data`, CRCs included. */
export function pngWithIdat(head: Uint8Array, data: Uint8Array): Uint8Array {
  const signatureAndIhdr = head.subarray(0, 8 + 25);
  return concat([signatureAndIhdr, pngChunk('IDAT', data), pngChunk('IEND', new Uint8Array(0))]);
}
