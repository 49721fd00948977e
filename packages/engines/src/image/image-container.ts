import type { ImageFormat } from './image-format.ts';

/**
 * Container integrity: a file is only trusted for metadata when its structure is complete. A truncated or damaged file
 * still carries a plausible header (a 40-byte PNG prefix "is" 640x480), so every format is walked to its end first:
 * PNG chunks with their CRC-32 through IEND, JPEG segments and the entropy-coded scan to EOI, GIF blocks to the
 * trailer, the WebP RIFF size and every chunk inside it.
 */
export interface ContainerCheck {
  valid: boolean;
  /** Why the container is not valid (stable, short, for the response). */
  problem?: string;
  /** Bytes examined (the work unit of this check: one linear pass at most). */
  bytes: number;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(b: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (b[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32be = (b: Uint8Array, o: number) =>
  (((b[o] ?? 0) << 24) | ((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0)) >>> 0;
const u32le = (b: Uint8Array, o: number) =>
  ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16) | ((b[o + 3] ?? 0) << 24)) >>> 0;
const tag = (b: Uint8Array, o: number) => String.fromCharCode(b[o] ?? 0, b[o + 1] ?? 0, b[o + 2] ?? 0, b[o + 3] ?? 0);

const bad = (problem: string, bytes: number): ContainerCheck => ({ valid: false, problem, bytes });

function checkPng(b: Uint8Array): ContainerCheck {
  let o = 8;
  let first = true;
  let idat = false;
  while (o + 12 <= b.length) {
    const len = u32be(b, o);
    const type = tag(b, o + 4);
    if (len > 0x7fffffff || o + 12 + len > b.length) return bad(`PNG chunk ${type} runs past the end of the file (truncated)`, o);
    if (!/^[A-Za-z]{4}$/.test(type)) return bad('PNG chunk type is not four letters (damaged file)', o);
    if (first && (type !== 'IHDR' || len !== 13)) return bad('PNG does not start with a 13-byte IHDR chunk', o);
    if (crc32(b, o + 4, o + 8 + len) !== u32be(b, o + 8 + len))
      return bad(`PNG chunk ${type} fails its CRC-32 check (damaged file)`, o + 12 + len);
    first = false;
    if (type === 'IDAT') idat = true;
    o += 12 + len;
    if (type === 'IEND') return idat ? { valid: true, bytes: o } : bad('PNG has no image data (IDAT)', o);
  }
  return bad('PNG ends before its IEND chunk (truncated)', b.length);
}

/** Markers without a length field: RST0–7, SOI, EOI, TEM. */
const standalone = (m: number) => (m >= 0xd0 && m <= 0xd9) || m === 0x01;

function checkJpeg(b: Uint8Array): ContainerCheck {
  let o = 2;
  let frame = false;
  let scan = false;
  while (o + 1 < b.length) {
    if (b[o] !== 0xff) return bad('JPEG segment does not start with a marker (damaged file)', o);
    let m = b[o + 1] as number;
    // Fill bytes (0xFF 0xFF …) may precede a marker.
    while (m === 0xff && o + 2 < b.length) {
      o++;
      m = b[o + 1] as number;
    }
    o += 2;
    if (m === 0xd9) return frame && scan ? { valid: true, bytes: o } : bad('JPEG ends without a frame and a scan', o);
    if (standalone(m)) continue;
    if (o + 2 > b.length) break;
    const len = ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
    if (len < 2 || o + len > b.length) return bad('JPEG segment runs past the end of the file (truncated)', o);
    if ((m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) || m === 0xf7) frame = true;
    o += len;
    if (m !== 0xda) continue;
    if (!frame) return bad('JPEG scan before any frame header', o);
    scan = true;
    // Entropy-coded data runs until a marker other than a stuffed 0xFF00 or a restart marker (native indexOf: one pass).
    for (;;) {
      o = b.indexOf(0xff, o);
      if (o < 0 || o + 1 >= b.length) return bad('JPEG ends inside its scan data (truncated)', b.length);
      const next = b[o + 1] as number;
      if (next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
      o += 2;
    }
  }
  return bad('JPEG ends before its EOI marker (truncated)', b.length);
}

function skipSubBlocks(b: Uint8Array, o: number): number {
  while (o < b.length) {
    const size = b[o] ?? 0;
    o++;
    if (size === 0) return o;
    o += size;
  }
  return -1;
}

function checkGif(b: Uint8Array): ContainerCheck {
  if (b.length < 13) return bad('GIF header is incomplete (truncated)', b.length);
  let o = 13;
  const flags = b[10] ?? 0;
  if (flags & 0x80) o += 3 * (1 << ((flags & 7) + 1));
  let images = 0;
  while (o < b.length) {
    const intro = b[o];
    if (intro === 0x3b) return images > 0 ? { valid: true, bytes: o + 1 } : bad('GIF has no image', o);
    if (intro === 0x21) o = skipSubBlocks(b, o + 2);
    else if (intro === 0x2c) {
      if (o + 10 > b.length) break;
      const lf = b[o + 9] ?? 0;
      o += 10;
      if (lf & 0x80) o += 3 * (1 << ((lf & 7) + 1));
      o = skipSubBlocks(b, o + 1);
      images++;
    } else return bad('GIF block has an unknown introducer (damaged file)', o);
    if (o < 0) break;
  }
  return bad('GIF ends before its trailer (truncated)', b.length);
}

function checkWebp(b: Uint8Array): ContainerCheck {
  const size = u32le(b, 4);
  if (size + 8 > b.length) return bad('WebP RIFF size is larger than the file (truncated)', b.length);
  const end = size + 8; // bytes after the RIFF payload are ignored, as after PNG's IEND or JPEG's EOI
  let o = 12;
  let image = false;
  while (o + 8 <= end) {
    const type = tag(b, o);
    const len = u32le(b, o + 4);
    if (o + 8 + len > end) return bad(`WebP chunk ${type.trim()} runs past the RIFF size (truncated)`, o);
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') image = true;
    o += 8 + len + (len % 2);
  }
  if (o < end) return bad('WebP chunk header is incomplete (truncated)', o);
  return image ? { valid: true, bytes: end } : bad('WebP has no image chunk (VP8, VP8L or ANMF)', end);
}

export function checkContainer(format: ImageFormat, bytes: Uint8Array): ContainerCheck {
  switch (format) {
    case 'png':
      return checkPng(bytes);
    case 'jpeg':
      return checkJpeg(bytes);
    case 'gif':
      return checkGif(bytes);
    case 'webp':
      return checkWebp(bytes);
  }
}
