export { benchImage } from './bench-image.ts';
export { parseImageClaim } from './image-claims.ts';
export type { ImageFormat, UnsupportedImageReason } from './image-format.ts';
export { MAX_IMAGE_BYTES, sniffFormat, UnsupportedImageError } from './image-format.ts';
export type { ImageCheck, ImageInput, ImageMetadata, ImageResult, ImageVerdict } from './verify-image.ts';
export { verifyImage } from './verify-image.ts';
