import { ApiError } from '../errors.ts';

/** Seconds a caller is told to wait after a dependency failed; short, because most outages here are blips. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** Thrown when a dependency did not answer within its deadline (rendered as 503 with Retry-After). */
export function dependencyUnavailable(what: string): ApiError {
  return new ApiError('DEPENDENCY_UNAVAILABLE', `A backing service (${what}) did not answer; the request was denied.`, {
    headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
  });
}

/**
 * Settles with `promise` or rejects with a 503 ApiError once `ms` have passed, whichever comes first. The timer only
 * advances while the isolate waits for I/O (workerd stops clocks during CPU work), which is exactly the case it is for:
 * a dependency that never answers. The abandoned promise is left to settle on its own; its result is ignored.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(dependencyUnavailable(what)), ms);
  });
  promise.catch(() => undefined); // a rejection after the deadline must not surface as an unhandled rejection
  // Cleared as soon as the race is decided, so no timer outlives the call.
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** A positive integer from a configuration variable, or the fallback. */
export function positiveInt(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
