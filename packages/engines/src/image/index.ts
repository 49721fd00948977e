export { verifyImage } from './verify-image.ts';
export type { ImageResult, ImageVerdict, ImageMetadata, ImageCheck, ImageInput } from './verify-image.ts';
export { UnsupportedImageError, sniffFormat, MAX_IMAGE_BYTES } from './image-format.ts';
export type { ImageFormat, UnsupportedImageReason } from './image-format.ts';
export { parseImageClaim } from './image-claims.ts';
export { benchImage } from './bench-image.ts';
