export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export type UnsupportedImageReason = 'unsupported_format' | 'type_mismatch' | 'empty' | 'too_large';

/** The upload is not an image this service verifies, or its declared type contradicts its bytes (HTTP 400/415). */
export class UnsupportedImageError extends Error {
  readonly code: UnsupportedImageReason;
  constructor(code: UnsupportedImageReason, message: string) {
    super(message);
    this.name = 'UnsupportedImageError';
    this.code = code;
  }
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const MIME: Record<string, ImageFormat> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
/** Content types that say nothing about the format (browsers and curl send these for unknown files). */
const NEUTRAL = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/** The format from magic bytes only; names and declared types are never trusted. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export function checkedFormat(bytes: Uint8Array, declaredType?: string): ImageFormat {
  if (bytes.length === 0) throw new UnsupportedImageError('empty', 'The image is empty.');
  if (bytes.length > MAX_IMAGE_BYTES) throw new UnsupportedImageError('too_large', 'The image exceeds the 10 MB limit.');
  const format = sniffFormat(bytes);
  if (!format)
    throw new UnsupportedImageError('unsupported_format', 'Only PNG, JPEG, GIF and WebP images are supported (by their file signature).');
  const declared = (declaredType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!NEUTRAL.has(declared) && MIME[declared] !== format) {
    throw new UnsupportedImageError(
      'type_mismatch',
      `The declared content type ${declared.slice(0, 60)} does not match the file signature, which is ${format.toUpperCase()}.`,
    );
  }
  return format;
}
