/** Routes whose body is multipart/form-data (a file plus fields); every other body is application/json. */
export const MULTIPART_PATHS: ReadonlySet<string> = new Set(['/v1/verify/image', '/v1/verify/stats']);

/** The media type a route's body must have, named in 415 answers. */
export function expectedMediaType(path: string): string {
  return MULTIPART_PATHS.has(path) ? 'multipart/form-data' : 'application/json';
}
