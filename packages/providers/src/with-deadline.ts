import { ProviderError } from './provider-error.ts';

/**
 * Runs `task` under a deadline and the caller's signal. The task gets an AbortSignal to pass to fetch; the race below
 * also covers tasks that ignore signals (the Workers AI binding takes none), so the caller is released on time either way.
 * Any failure that is not already a ProviderError becomes kind 'unavailable' without its text.
 */
export async function withDeadline<T>(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (signal?.aborted) throw new ProviderError('timeout');
  const controller = new AbortController();
  let rejectOnAbort: (e: ProviderError) => void = () => {};
  const aborted = new Promise<never>((_, reject) => {
    rejectOnAbort = reject;
  });
  const abort = () => {
    controller.abort();
    rejectOnAbort(new ProviderError('timeout'));
  };
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort, { once: true });
  try {
    return await Promise.race([task(controller.signal), aborted]);
  } catch (e) {
    if (controller.signal.aborted) throw new ProviderError('timeout');
    if (e instanceof ProviderError) throw e;
    throw new ProviderError('unavailable');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** POSTs JSON and returns the parsed JSON answer; the body is read under the same deadline as the request. */
export async function postJson(
  fetchImpl: (input: string, init: RequestInit) => Promise<Response>,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<unknown> {
  return withDeadline(timeoutMs, signal, async (s) => {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: s,
    });
    if (!res.ok) {
      // Drain without reading: error bodies may echo the prompt or the key and must never travel upwards.
      await res.body?.cancel().catch(() => undefined);
      throw new ProviderError('http', { httpStatus: res.status });
    }
    const text = await res.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderError('invalid_output');
    }
  });
}

/** Global fetch, called unbound-safe: workerd throws "Illegal invocation" when `fetch` is detached from globalThis. */
export const defaultFetch = (input: string, init: RequestInit): Promise<Response> => fetch(input, init);
