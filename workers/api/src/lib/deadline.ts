import { ApiError } from '../errors.ts';

/** Seconds a caller is told to wait after a dependency failed; short, because most outages here are blips. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** Thrown when a dependency did not answer within its deadline (rendered as 503 with Retry-After). */
export function dependencyUnavailable(what: string): ApiError {
  return new ApiError('DEPENDENCY_UNAVAILABLE', `A backing service (${what}) did not answer; the request was denied.`, {
    headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
  });
}

/** A positive integer from a configuration variable, or the fallback. */
export function positiveInt(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
