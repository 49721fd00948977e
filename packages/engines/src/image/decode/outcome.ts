/**
 * What a full decode established. Only `decoded` lets a claim be confirmed or refuted; the other three leave every
 * claim (format included) INCONCLUSIVE.
 *
 * - `decoded`: every frame's compressed data decoded to exactly the pixel count its header declares.
 * - `undecodable`: the data contradicts the header or the codec's rules (truncated, corrupt, impossible values).
 * - `unsupported`: a legal codec feature this engine does not decode (12-bit or arithmetic-coded JPEG, …).
 * - `budget`: the file needs more decoding work than one request may spend.
 */
export type DecodeOutcome =
  | {
      status: 'decoded';
      /** null when the decoders disagree on what the size is (a GIF frame outside its logical screen). */
      width: number | null;
      height: number | null;
      frames: number;
      /** How the pixel data was checked, for `methods_used`. */
      method: string;
      units: number;
      /** The header's size, reported in metadata. */
      headerWidth: number;
      headerHeight: number;
      note?: string;
      /**
       * Each decoded frame's rectangle on the canvas as [x, y, width, height], in file order, for animations (GIF,
       * APNG, animated WebP); absent for a still image, whose one frame is the whole canvas.
       */
      frameRects?: FrameRect[];
      /** Header facts, where the codec states them exactly: Adam7 or progressive coding, and an alpha channel. */
      interlaced?: boolean;
      /** true: an alpha channel; false: no way for a pixel to be transparent; absent: another kind (tRNS) or not read. */
      alpha?: boolean;
    }
  | { status: 'undecodable' | 'unsupported' | 'budget'; problem: string; units: number; headerWidth: number; headerHeight: number };

/** A frame's place on the canvas: x, y, width, height. */
export type FrameRect = [number, number, number, number];

export class Undecodable extends Error {
  readonly kind: 'undecodable' | 'unsupported' | 'budget';
  constructor(kind: 'undecodable' | 'unsupported' | 'budget', problem: string) {
    super(problem);
    this.kind = kind;
  }
}

export const u16be = (b: Uint8Array, o: number) => (((b[o] ?? 0) << 8) | (b[o + 1] ?? 0)) >>> 0;
export const u16le = (b: Uint8Array, o: number) => ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8)) >>> 0;
export const u24le = (b: Uint8Array, o: number) => ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16)) >>> 0;
export const u32be = (b: Uint8Array, o: number) =>
  (((b[o] ?? 0) << 24) | ((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0)) >>> 0;
export const u32le = (b: Uint8Array, o: number) =>
  ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16) | ((b[o + 3] ?? 0) << 24)) >>> 0;
export const fourcc = (b: Uint8Array, o: number) => String.fromCharCode(b[o] ?? 0, b[o + 1] ?? 0, b[o + 2] ?? 0, b[o + 3] ?? 0);

/** Pixel count above which no file is decoded: Pillow refuses images over twice its 89,478,485-pixel bomb limit. */
export const MAX_PIXELS = 178_956_970;
