// Types for scripts/bundle-size.mjs (imported by the bundle-size test).
export const BUNDLE_LIMIT_GZIP_BYTES: number;
export function measureBundle(dir: string): { raw: number; gzip: number };
