import type { ImageFormat } from './image-format.ts';

const u32be = (b: Uint8Array, o: number) =>
  (((b[o] ?? 0) << 24) | ((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0)) >>> 0;
const u32le = (b: Uint8Array, o: number) =>
  ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16) | ((b[o + 3] ?? 0) << 24)) >>> 0;
const tag = (b: Uint8Array, o: number) => String.fromCharCode(b[o] ?? 0, b[o + 1] ?? 0, b[o + 2] ?? 0, b[o + 3] ?? 0);

export interface ImageStructure {
  /** null when the container could not be walked far enough to know. */
  animated: boolean | null;
  frames: number | null;
  /**
   * The raw TIFF block (PNG eXIf / WebP EXIF), or, for a JPEG with an APP1 Exif segment, the whole file, which exifr
   * reads directly; null when the file has no EXIF segment or chunk.
   */
  exifBlock: Uint8Array | null;
  method: string;
}

/** PNG: an acTL chunk before the first IDAT makes it an APNG; eXIf carries EXIF. */
function pngStructure(b: Uint8Array): ImageStructure {
  let o = 8;
  let animated = false;
  let frames: number | null = 1;
  let exif: Uint8Array | null = null;
  while (o + 8 <= b.length) {
    const len = u32be(b, o);
    const type = tag(b, o + 4);
    if (type === 'acTL' && len >= 8) {
      frames = u32be(b, o + 8);
      animated = frames > 1;
    } else if (type === 'eXIf') exif = b.subarray(o + 8, Math.min(b.length, o + 8 + len));
    if (type === 'IEND') break;
    o += 12 + len;
  }
  return { animated, frames, exifBlock: exif, method: 'png_chunks' };
}

function skipSubBlocks(b: Uint8Array, o: number): number {
  while (o < b.length) {
    const size = b[o] ?? 0;
    o++;
    if (size === 0) return o;
    o += size;
  }
  return o;
}

/** GIF: count image descriptors by walking the block structure (a plain 0x2C byte search would hit pixel data). */
function gifStructure(b: Uint8Array): ImageStructure {
  let o = 13;
  const flags = b[10] ?? 0;
  if (flags & 0x80) o += 3 * (1 << ((flags & 7) + 1));
  let frames = 0;
  let complete = false;
  while (o < b.length) {
    const intro = b[o];
    if (intro === 0x3b) {
      complete = true;
      break;
    }
    if (intro === 0x21) o = skipSubBlocks(b, o + 2);
    else if (intro === 0x2c) {
      frames++;
      const lf = b[o + 9] ?? 0;
      o += 10;
      if (lf & 0x80) o += 3 * (1 << ((lf & 7) + 1));
      o = skipSubBlocks(b, o + 1);
    } else break;
    if (frames > 1) break;
  }
  if (frames === 0) return { animated: null, frames: null, exifBlock: null, method: 'gif_blocks' };
  return { animated: frames > 1, frames: frames > 1 ? null : complete ? 1 : null, exifBlock: null, method: 'gif_blocks' };
}

/** WebP: VP8X flag bit 1 or an ANIM chunk means animation; an EXIF chunk carries EXIF. */
function webpStructure(b: Uint8Array): ImageStructure {
  let o = 12;
  let animated = false;
  let exif: Uint8Array | null = null;
  while (o + 8 <= b.length) {
    const type = tag(b, o);
    const len = u32le(b, o + 4);
    if (type === 'VP8X' && (b[o + 8] ?? 0) & 0x02) animated = true;
    if (type === 'ANIM' || type === 'ANMF') animated = true;
    if (type === 'EXIF') exif = b.subarray(o + 8, Math.min(b.length, o + 8 + len));
    o += 8 + len + (len % 2);
  }
  return { animated, frames: animated ? null : 1, exifBlock: exif, method: 'webp_chunks' };
}

export function readStructure(format: ImageFormat, bytes: Uint8Array): ImageStructure {
  switch (format) {
    case 'png':
      return pngStructure(bytes);
    case 'gif':
      return gifStructure(bytes);
    case 'webp':
      return webpStructure(bytes);
    case 'jpeg':
      return { animated: false, frames: 1, exifBlock: jpegHasExifSegment(bytes) ? bytes : null, method: 'jpeg' };
  }
}

/** exifr's lite build reads JPEG only, so a bare TIFF block is wrapped in a minimal JPEG (SOI, APP1 Exif, EOI). */
export function tiffAsJpeg(tiff: Uint8Array): Uint8Array | null {
  const start = tiff[0] === 0x45 && tiff[1] === 0x78 ? 6 : 0; // some writers keep the "Exif\0\0" prefix
  const body = tiff.subarray(start);
  const len = body.length + 8;
  if (len > 0xffff) return null;
  const out = new Uint8Array(14 + body.length);
  out.set([0xff, 0xd8, 0xff, 0xe1, (len >> 8) & 255, len & 255, 0x45, 0x78, 0x69, 0x66, 0, 0]);
  out.set(body, 12);
  out.set([0xff, 0xd9], 12 + body.length);
  return out;
}

/** Whether a JPEG has an APP1 segment opening with the EXIF header before its first scan (a bounded marker walk). */
function jpegHasExifSegment(bytes: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return false;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (length < 2) return false;
    if (marker === 0xe1 && length >= 8) {
      const header = String.fromCharCode(...bytes.subarray(at + 4, at + 10));
      if (header === 'Exif\0\0') return true;
    }
    at += 2 + length;
  }
  return false;
}
