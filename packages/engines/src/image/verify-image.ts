import exifr from 'exifr/dist/lite.esm.mjs';
import { type DecodeOutcome, decodeImage } from './decode/index.ts';
import type { Comparison, FrameSubject, ImageAssertion } from './image-claims.ts';
import { parseImageClaim } from './image-claims.ts';
import type { ImageFormat } from './image-format.ts';
import { checkedFormat } from './image-format.ts';
import { readStructure, tiffAsJpeg } from './image-structure.ts';

export type ImageVerdict = 'SUPPORTED' | 'REFUTED' | 'INCONCLUSIVE' | 'VLM_REQUIRED';

export interface ImageMetadata {
  format: ImageFormat;
  width: number;
  height: number;
  animated: boolean | null;
  has_exif: boolean;
  has_gps: boolean;
  make?: string;
  model?: string;
  /** The EXIF Orientation tag (1–8) when the file carries one; 5–8 display the stored pixels transposed. */
  orientation?: number;
  /** Adam7 (PNG) or progressive (JPEG) coding, when the codec states it. */
  interlaced?: boolean;
  /** An alpha channel (PNG colour type 4 or 6): true; false when no pixel can be transparent (JPEG; PNG without tRNS). */
  alpha?: boolean;
}

export interface ImageCheck {
  claim: string;
  outcome: 'SUPPORTED' | 'REFUTED' | 'INCONCLUSIVE';
  detail: string;
}

export interface ImageResult {
  verdict: ImageVerdict;
  confidence: number;
  reasoning: string;
  methods_used: string[];
  metadata: ImageMetadata;
  checks: ImageCheck[];
  /**
   * Whether the pixel data decoded. `status`: decoded, undecodable (the data contradicts the header or the codec),
   * unsupported (a codec feature this engine does not decode) or budget (more work than a request may spend). Only a
   * decoded file has its claims confirmed or refuted.
   */
  container: { valid: boolean; status: DecodeOutcome['status']; problem?: string; bytes_checked: number; work_units: number };
}

export interface ImageInput {
  bytes: Uint8Array;
  claim: string;
  declaredType?: string;
}

const NAMES: Record<ImageFormat, string> = { png: 'PNG', jpeg: 'JPEG', gif: 'GIF', webp: 'WebP' };

interface Exif {
  present: boolean;
  /** A block is there but no entry could be read from it: whether the file "has EXIF" is then read either way. */
  empty?: boolean;
  gps: boolean;
  make?: string;
  model?: string;
  orientation?: number;
  readable: boolean;
}

/**
 * exifr reports Orientation as its number or, with value translation on, as a phrase ("Rotate 90 CW", "Mirror
 * horizontal and rotate 270 CW"); the phrases of 5–8 are exactly those that turn by 90 or 270 degrees.
 */
function orientationTag(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 8 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const v = value.toLowerCase();
  if (v.includes('mirror horizontal and rotate 270')) return 5;
  if (v.includes('mirror horizontal and rotate 90')) return 7;
  if (v.includes('rotate 90')) return 6;
  if (v.includes('rotate 270')) return 8;
  if (v.includes('rotate 180')) return 3;
  if (v.includes('mirror horizontal')) return 2;
  if (v.includes('mirror vertical')) return 4;
  if (v.includes('horizontal')) return 1;
  return undefined;
}

async function readExif(block: Uint8Array | null, format: ImageFormat): Promise<Exif> {
  if (!block) return { present: false, gps: false, readable: true };
  // A block is there (readStructure found the segment or chunk) but no entry was read from it: empty or unreadable.
  const nothingRead = (): Exif => ({ present: true, empty: true, gps: false, readable: false });
  const input = format === 'jpeg' ? block : tiffAsJpeg(block);
  if (!input) return nothingRead();
  try {
    const tags = await exifr.parse(input, {
      gps: true,
      tiff: true,
      ifd0: true,
      exif: true,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
    });
    if (!tags || Object.keys(tags).length === 0) return nothingRead();
    const lat = tags.latitude;
    const lon = tags.longitude;
    const out: Exif = {
      present: true,
      gps: typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon),
      readable: true,
    };
    if (typeof tags.Make === 'string') out.make = tags.Make.trim();
    if (typeof tags.Model === 'string') out.model = tags.Model.trim();
    const orientation = orientationTag(tags.Orientation);
    if (orientation !== undefined) out.orientation = orientation;
    return out;
  } catch {
    return nothingRead();
  }
}

function compare(actual: number, cmp: Comparison, stated: number): boolean {
  if (cmp === 'gt') return actual > stated;
  if (cmp === 'lt') return actual < stated;
  if (cmp === 'ge') return actual >= stated;
  if (cmp === 'le') return actual <= stated;
  return actual === stated;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

type SizeAssertion = Extract<ImageAssertion, { kind: 'dimensions' | 'width' | 'height' | 'aspect' | 'orientation' | 'side' | 'pixels' }>;

/**
 * Whether a size claim holds for an image of width × height (null: neither), and the fact that decides it. "At least
 * 100x100" needs both sides to hold; an aspect ratio holds when exact, fails when more than 1% off, and is undecided in
 * between (1366x768 is "16:9" to some and not to others).
 */
function sizeHolds(a: SizeAssertion, width: number, height: number): { holds: boolean | null; detail: string } {
  const dims = `${width}x${height}`;
  switch (a.kind) {
    case 'dimensions': {
      const w = compare(width, a.cmp, a.width);
      const h = compare(height, a.cmp, a.height);
      // "640x480" needs both sides; "at least 100x100" is undecided when one side holds and the other does not
      return { holds: a.cmp === 'eq' ? w && h : w === h ? w : null, detail: `the image is ${dims}` };
    }
    case 'width':
      return { holds: compare(width, a.cmp, a.value), detail: `the width is ${width} px` };
    case 'height':
      return { holds: compare(height, a.cmp, a.value), detail: `the height is ${height} px` };
    case 'side': {
      const side = a.which === 'long' ? Math.max(width, height) : Math.min(width, height);
      return { holds: compare(side, a.cmp, a.value), detail: `the ${a.which}er side is ${side} px (${dims})` };
    }
    case 'pixels': {
      const total = compare(width * height, a.cmp, a.value);
      // "has 200 pixels" says the count, but a writer may have meant a side: it is not refuted when a side fits
      const side = compare(width, a.cmp, a.value) || compare(height, a.cmp, a.value);
      return { holds: a.loose && !total && side ? null : total, detail: `the image has ${width * height} pixels (${dims})` };
    }
    case 'aspect': {
      const g = gcd(width, height) || 1;
      const [p, q] = a.label.split(':').map(Number) as [number, number];
      const off = Math.abs(width / height - a.ratio);
      return {
        holds: width * q === height * p ? true : a.exact || off > a.ratio * 0.01 ? false : null,
        detail: `the aspect ratio is ${width / g}:${height / g} (${dims})`,
      };
    }
    case 'orientation': {
      const actual = width === height ? 'square' : width > height ? 'landscape' : 'portrait';
      return { holds: actual === a.value, detail: `the image is ${actual} (${dims})` };
    }
  }
}

type Rect = [number, number, number, number];

/**
 * A size claim about frames, on an animation or a frame placed off the canvas. Decoders differ on what a frame's
 * size is (ImageMagick reports each frame's own rectangle, Pillow every frame composed onto the canvas), so the claim
 * is decided only when both readings agree: the canvas, and the rectangles of the frames it names (all of them for
 * "each frame", any one for "one of the frames", that one for "the first frame", each one alone for "the frame").
 */
function frameSize(
  a: SizeAssertion,
  which: FrameSubject,
  rects: Rect[],
  width: number,
  height: number,
): { holds: boolean | null; detail: string } {
  const canvas = sizeHolds(a, width, height).holds;
  const each = rects.map((r) => sizeHolds(a, r[2], r[3]).holds);
  const list = rects.map((r) => `${r[2]}x${r[3]} at ${r[0]},${r[1]}`).join(', ');
  const detail = `the canvas is ${width}x${height}; the frame${rects.length === 1 ? ' is' : 's are'} ${list}`;
  let readings: Array<boolean | null>;
  if (which === 'all') readings = [each.includes(false) ? false : each.includes(null) ? null : true];
  else if (which === 'any') readings = [each.includes(true) ? true : each.includes(null) ? null : false];
  else if (which === 'the') readings = each;
  else {
    const r = each[which === -1 ? each.length - 1 : which - 1];
    if (r === undefined) return { holds: null, detail: `the claim names frame ${which}; the file has ${rects.length}` };
    readings = [r];
  }
  readings.push(canvas);
  const first = readings[0] ?? null;
  if (first === null || readings.some((r) => r !== first))
    return { holds: null, detail: `${detail}, and the claim holds for one reading and not another` };
  return { holds: first, detail };
}

function check(
  a: ImageAssertion,
  m: ImageMetadata,
  exif: Pick<Exif, 'readable' | 'empty'>,
  sizeKnown: string | null,
  frames: number,
  rects: Rect[] | undefined,
): ImageCheck {
  const result = (holds: boolean | null, detail: string): ImageCheck => {
    // "about 640" holds for 640 and is undecided otherwise; "nearly 640" and a negated hedge are never decided.
    if (holds !== null && a.hedge && (a.hedge === 'near' || a.negated || !holds))
      return { claim: a.text, outcome: 'INCONCLUSIVE', detail: `${detail}; the claim states the value only roughly` };
    return { claim: a.text, outcome: holds === null ? 'INCONCLUSIVE' : holds !== a.negated ? 'SUPPORTED' : 'REFUTED', detail };
  };
  if (a.open) return result(null, a.open);
  switch (a.kind) {
    case 'format':
      return result(a.format === m.format, `the file signature is ${NAMES[m.format]}`);
    case 'dimensions':
    case 'width':
    case 'height':
    case 'side':
    case 'pixels':
    case 'aspect':
    case 'orientation': {
      if (sizeKnown) return result(null, sizeKnown);
      const whole: Rect = [0, 0, m.width, m.height];
      const own = rects ?? [whole];
      if (typeof a.frame === 'number' && a.frame > own.length)
        return result(null, `the claim names frame ${a.frame}; the file has ${own.length}`);
      // A still image is one frame, the whole canvas: "the frame" and "the first frame" are the image itself.
      if (a.frame !== undefined && !(own.length === 1 && own[0]?.every((v, i) => v === whole[i]))) {
        if (m.orientation !== undefined && m.orientation >= 5) return result(null, 'the frames of a turned image have two readings');
        const f = frameSize(a, a.frame, own, m.width, m.height);
        return result(f.holds, f.detail);
      }
      const stored = sizeHolds(a, m.width, m.height);
      // EXIF orientations 5–8 show the stored pixels turned a quarter: viewers display height × width, decoders and
      // pixel APIs report width × height. A size claim is decided only when both readings give the same answer.
      if (m.orientation !== undefined && m.orientation >= 5 && m.width !== m.height) {
        const displayed = sizeHolds(a, m.height, m.width);
        if (displayed.holds !== stored.holds) {
          return result(
            null,
            `stored ${m.width}x${m.height}, displayed ${m.height}x${m.width} (EXIF orientation ${m.orientation}); the claim holds for one and not the other`,
          );
        }
        return result(stored.holds, `${stored.detail} as stored, and ${displayed.detail} as displayed (EXIF orientation ${m.orientation})`);
      }
      return result(stored.holds, stored.detail);
    }
    case 'animated':
      if (m.animated === null) return result(null, 'the frame structure could not be read');
      return result(m.animated === a.value, m.animated ? `the file decodes to ${frames} frames` : 'the file decodes to a single frame');
    case 'frames':
      return result(compare(frames, a.cmp, a.value), `the file decodes to ${frames} frame${frames === 1 ? '' : 's'}`);
    case 'interlaced':
      if (m.interlaced === undefined) return result(null, `interlacing is not read from a ${NAMES[m.format]} file`);
      return result(
        m.interlaced === a.value,
        m.interlaced ? 'the file is interlaced (Adam7 or progressive)' : 'the file is not interlaced',
      );
    case 'alpha':
      if (m.alpha === undefined)
        return result(null, `whether the ${NAMES[m.format]} file has an alpha channel is not read (a transparent colour is not one)`);
      return result(m.alpha, m.alpha ? 'the file has an alpha channel' : 'the file has no alpha channel');
    case 'named_size': {
      const [w, h] = a.sizes[0] as [number, number];
      const asSize = check({ ...a, kind: 'dimensions', width: w, height: h, cmp: 'eq' }, m, exif, sizeKnown, frames, rects);
      // A name may be used loosely of a size near it: only the exact size decides, and only that way.
      if (asSize.outcome === (a.negated ? 'REFUTED' : 'SUPPORTED')) return { ...asSize, claim: a.text };
      return { claim: a.text, outcome: 'INCONCLUSIVE', detail: `${asSize.detail}; "${a.name}" is decided only on exactly ${w}x${h}` };
    }
    case 'transparency_capable':
      if (m.alpha === undefined) return result(null, `whether a pixel of the ${NAMES[m.format]} file can be transparent is not read`);
      return result(
        m.alpha,
        m.alpha ? 'the file has an alpha channel' : 'no pixel of the file can be transparent (no alpha channel, no transparent colour)',
      );
    case 'transparent':
      // Transparency is a property of pixels: only a file in which no pixel can be transparent decides it.
      if (m.alpha === false) return result(false, 'no pixel of the file can be transparent (no alpha channel, no transparent colour)');
      return result(null, 'whether a pixel is transparent needs the pixels');
    case 'exif_orientation':
      if (m.has_exif && !exif.readable) return result(null, 'the EXIF block could not be read');
      if (m.orientation === undefined)
        // Without the tag, viewers show the image as 1 ("normal") but the file does not say 1: only other values fail.
        return a.value === 1 ? result(null, 'the file has no EXIF orientation tag') : result(false, 'the file has no EXIF orientation tag');
      return result(m.orientation === a.value, `the EXIF orientation tag is ${m.orientation}`);
    case 'exif':
      if (exif.empty) return result(null, 'the file carries an EXIF block from which no entry could be read');
      return result(m.has_exif, m.has_exif ? 'the file carries an EXIF block' : 'the file has no EXIF block');
    case 'gps':
      if (m.has_exif && !exif.readable) return result(null, 'the EXIF block could not be read');
      return result(m.has_gps, m.has_gps ? 'the EXIF block has GPS coordinates' : 'the file has no GPS coordinates');
    case 'camera': {
      const camera = [m.make, m.model].filter(Boolean).join(' ');
      if (!camera) return result(null, 'the file does not record the camera make or model');
      const hay = camera.toLowerCase();
      const found = (text: string) =>
        text
          .toLowerCase()
          .split(/[^a-z0-9.-]+/)
          .filter((w) => w.length > 0)
          .every((w) => hay.includes(w));
      // "Nikon (Nikon Corporation)": the name decides; the longer name in brackets may be spelled otherwise in the
      // file, so it can only withhold a confirmation, never refute.
      const [name = '', gloss] = a.value.split('(');
      if (!found(name)) return result(false, `the EXIF camera is ${camera}`);
      if (gloss !== undefined && !found(gloss))
        return result(null, `the EXIF camera is ${camera}, which does not spell out "${gloss.replace(')', '').trim()}"`);
      return result(true, `the EXIF camera is ${camera}`);
    }
  }
}

/**
 * Decides what the file itself can prove: format, dimensions, aspect, orientation, animation and frame count, EXIF/GPS/
 * camera. Every claim about the file holds only for decoded pixel data: the file is decoded first (decode/), and a file
 * that does not decode, whatever its header says, answers INCONCLUSIVE for every claim, its format included. A false
 * deterministic part refutes the whole claim; semantic content ("shows a cat") is never guessed and yields VLM_REQUIRED.
 */
export async function verifyImage(input: ImageInput): Promise<ImageResult> {
  const format = checkedFormat(input.bytes, input.declaredType);
  const decoded = decodeImage(format, input.bytes);
  const structure = readStructure(format, input.bytes);
  const exif = await readExif(structure.exifBlock, format);
  const ok = decoded.status === 'decoded';
  const frames = ok ? decoded.frames : 0;
  const metadata: ImageMetadata = {
    format,
    width: ok ? (decoded.width ?? decoded.headerWidth) : decoded.headerWidth,
    height: ok ? (decoded.height ?? decoded.headerHeight) : decoded.headerHeight,
    animated: ok ? frames > 1 : null,
    has_exif: exif.present,
    has_gps: exif.gps,
  };
  if (exif.make) metadata.make = exif.make;
  if (exif.model) metadata.model = exif.model;
  if (exif.orientation !== undefined) metadata.orientation = exif.orientation;
  if (ok && decoded.interlaced !== undefined) metadata.interlaced = decoded.interlaced;
  if (ok && decoded.alpha !== undefined) metadata.alpha = decoded.alpha;
  const methods = ['magic_bytes', ok ? decoded.method : `${format}_decode`];
  if (structure.exifBlock) methods.push('exif');
  const sizeUnknown = ok && (decoded.width === null || decoded.height === null) ? (decoded.note ?? 'the size is ambiguous') : null;

  const parsed = parseImageClaim(input.claim);
  const checks = parsed.assertions.map((a) => {
    // In a file with EXIF, "the thumbnail" may be the one embedded in it (IFD1), whose size is another.
    const sizeOpen =
      parsed.thumbnail &&
      exif.present &&
      ['dimensions', 'width', 'height', 'side', 'pixels', 'aspect', 'orientation', 'named_size'].includes(a.kind);
    const c = check(
      sizeOpen ? { ...a, open: 'a thumbnail named in a file with EXIF may be the embedded one' } : a,
      metadata,
      exif,
      sizeUnknown,
      frames,
      ok ? decoded.frameRects : undefined,
    );
    // A size, shape or frame count stated beside other content may belong to that content ("the logo is 64x64"):
    // it never refutes the file. Format and EXIF facts can only be the file's.
    if (
      c.outcome === 'REFUTED' &&
      parsed.aboutContent.has(a) &&
      !['format', 'exif', 'exif_orientation', 'gps', 'camera'].includes(a.kind)
    ) {
      return { ...c, outcome: 'INCONCLUSIVE' as const, detail: `${c.detail}; the claim may be about something in the picture` };
    }
    return c;
  });
  // "has transparency" of a file that can hold transparent pixels is a question about its pixels
  const semanticWords = [...parsed.semanticWords];
  if (parsed.assertions.some((a, i) => a.kind === 'transparent' && checks[i]?.outcome === 'INCONCLUSIVE'))
    semanticWords.push('transparency');
  const describe = (c: ImageCheck) => `"${c.claim}": ${c.outcome.toLowerCase()} (${c.detail})`;
  const refuted = checks.filter((c) => c.outcome === 'REFUTED');
  const undecided = checks.filter((c) => c.outcome === 'INCONCLUSIVE');
  const containerInfo: ImageResult['container'] = {
    valid: ok,
    status: decoded.status,
    bytes_checked: input.bytes.length,
    work_units: decoded.units,
  };
  if (!ok) {
    // No pixels, no facts: the header of a file that does not decode is unverified, and so is its signature (a PNG
    // signature can sit on anything). Nothing is confirmed or refuted, the format included.
    containerInfo.problem = decoded.problem;
    const why =
      decoded.status === 'budget'
        ? `decoding it needs more work than one request may spend (${decoded.problem})`
        : decoded.status === 'unsupported'
          ? `it uses a feature this engine does not decode (${decoded.problem})`
          : `its data does not decode: ${decoded.problem}`;
    const unverified = checks.map((c) => ({ ...c, outcome: 'INCONCLUSIVE' as const, detail: `not established: ${why}` }));
    return {
      methods_used: methods,
      metadata,
      checks: unverified,
      container: containerInfo,
      verdict: 'INCONCLUSIVE',
      confidence: 0,
      reasoning: `The file carries a ${NAMES[format]} signature, but ${why}. Without decoded pixels no claim about it is confirmed or refuted.`,
    };
  }
  const base = { methods_used: methods, metadata, checks, container: containerInfo };
  if (refuted.length > 0) {
    return {
      ...base,
      verdict: 'REFUTED',
      confidence: 0.99,
      reasoning: `The file contradicts the claim: ${refuted.map(describe).join('; ')}.`,
    };
  }
  if (semanticWords.length > 0) {
    const decided = checks.length > 0 ? ` Deterministic parts: ${checks.map(describe).join('; ')}.` : '';
    return {
      ...base,
      verdict: 'VLM_REQUIRED',
      confidence: 0,
      reasoning: `The claim is about image content (${semanticWords.slice(0, 6).join(', ')}), which needs a vision model.${decided}`,
    };
  }
  if (checks.length === 0) {
    return { ...base, verdict: 'INCONCLUSIVE', confidence: 0, reasoning: 'The claim states nothing that can be checked against the file.' };
  }
  if (undecided.length > 0) {
    return {
      ...base,
      verdict: 'INCONCLUSIVE',
      confidence: 0.5,
      reasoning: `Not everything could be established: ${checks.map(describe).join('; ')}.`,
    };
  }
  return { ...base, verdict: 'SUPPORTED', confidence: 0.99, reasoning: `The file confirms the claim: ${checks.map(describe).join('; ')}.` };
}
