/**
 * The one place requests are made: URL building, credentials, timeout, error mapping, and the response envelope.
 * Only fetch, Headers, URL, FormData, AbortController and setTimeout are used, so the SDK runs in Node, browsers,
 * Deno and Workers alike.
 */
import { apiErrorFrom, VerdictApiError, VerdictNetworkError } from './errors.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * What every SDK method returns. The `Service-Attestation` response header (present when a verification asked for
 * `options.include_attestation`) is surfaced as `attestation`, so callers never need to reach into headers.
 */
export interface VerdictResponse<T> {
  data: T;
  status: number;
  /** `X-Request-Id` of the response (the server echoes the one you sent). Quote it in support requests. */
  requestId: string | null;
  /** The `Service-Attestation` JWT header, else null. */
  attestation: string | null;
  headers: Headers;
}

/** Per-call options every method accepts as its last argument. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call (milliseconds; 0 disables it). */
  timeoutMs?: number;
  /** Sent as `X-Request-Id`; the server echoes it. */
  requestId?: string;
  /** Extra request headers (they win over the SDK's own, except credentials chosen by `auth`). */
  headers?: Record<string, string>;
}

/** Which credentials a route uses. `agent` sends only `X-Agent-Token`; `none` sends nothing (health, signup, signin). */
export type AuthMode = 'default' | 'agent' | 'none';

export interface Credentials {
  apiKey: string | undefined;
  bearerToken: string | undefined;
  agentToken: string | undefined;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  form?: FormData;
  auth?: AuthMode;
  /** Per-call agent token for `auth: 'agent'`; falls back to the client's. */
  agentToken?: string | undefined;
  accept?: string;
  /** How to read a 2xx body: parsed JSON (default) or text (CSV, SVG, Prometheus, JWT). */
  responseType?: 'json' | 'text';
  headers?: Record<string, string>;
}

/** Path segments are always encoded, so an id can never change the route it is sent to. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

export class Transport {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly credentials: Credentials;
  readonly userAgent: string | undefined;
  private readonly fetchImpl: FetchLike;

  constructor(init: {
    baseUrl: string;
    timeoutMs: number;
    credentials: Credentials;
    fetch?: FetchLike | undefined;
    userAgent?: string | undefined;
  }) {
    // The base URL excludes `/v1`; tolerate one that includes it so both spellings work.
    this.baseUrl = init.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    this.timeoutMs = init.timeoutMs;
    this.credentials = init.credentials;
    this.userAgent = init.userAgent;
    // A bare reference to the global fetch called as a method of another object throws "Illegal invocation" in
    // browsers and Workers, so the default is wrapped.
    this.fetchImpl = init.fetch ?? ((input, requestInit) => globalThis.fetch(input, requestInit));
  }

  url(path: string, query?: RequestSpec['query']): string {
    const url = new URL(`${this.baseUrl}/v1${path}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  private headersFor(spec: RequestSpec, call: CallOptions): Headers {
    const headers = new Headers();
    headers.set('accept', spec.accept ?? (spec.responseType === 'text' ? '*/*' : 'application/json'));
    if (this.userAgent) headers.set('user-agent', this.userAgent);
    if (spec.json !== undefined) headers.set('content-type', 'application/json');
    if (call.requestId) headers.set('x-request-id', call.requestId);
    for (const [key, value] of Object.entries({ ...spec.headers, ...call.headers })) headers.set(key, value);
    const mode = spec.auth ?? 'default';
    if (mode === 'agent') {
      const token = spec.agentToken ?? this.credentials.agentToken;
      if (token) headers.set('x-agent-token', token);
    } else if (mode === 'default') {
      // Both may be sent: the server uses the API key where the route accepts keys and the bearer token elsewhere.
      if (this.credentials.apiKey) headers.set('x-api-key', this.credentials.apiKey);
      if (this.credentials.bearerToken) headers.set('authorization', `Bearer ${this.credentials.bearerToken}`);
    }
    return headers;
  }

  async request<T>(spec: RequestSpec, call: CallOptions = {}): Promise<VerdictResponse<T>> {
    const url = this.url(spec.path, spec.query);
    const init: RequestInit = { method: spec.method, headers: this.headersFor(spec, call), redirect: 'follow' };
    if (spec.json !== undefined) init.body = JSON.stringify(spec.json);
    else if (spec.form !== undefined) init.body = spec.form;

    const controller = new AbortController();
    const timeoutMs = call.timeoutMs ?? this.timeoutMs;
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
    const onCallerAbort = () => controller.abort();
    if (call.signal?.aborted) controller.abort();
    call.signal?.addEventListener('abort', onCallerAbort, { once: true });
    init.signal = controller.signal;

    const networkError = (cause: unknown) => {
      if (timedOut)
        return new VerdictNetworkError('timeout', spec.method, url, `${spec.method} ${spec.path} timed out after ${timeoutMs} ms`, cause);
      if (call.signal?.aborted)
        return new VerdictNetworkError('aborted', spec.method, url, `${spec.method} ${spec.path} was aborted`, cause);
      return new VerdictNetworkError(
        'network',
        spec.method,
        url,
        `${spec.method} ${spec.path} failed: no response from ${this.baseUrl}`,
        cause,
      );
    };

    try {
      let response: Response;
      let text: string;
      // The timeout covers the body too: a server that sends headers and then stalls must not hang the caller.
      try {
        const f = this.fetchImpl;
        response = await f(url, init);
        text = await response.text();
      } catch (cause) {
        throw networkError(cause);
      }
      const contentType = response.headers.get('content-type') ?? '';
      const looksJson = /[/+]json\b/i.test(contentType);
      if (!response.ok) {
        throw apiErrorFrom(response.status, response.statusText, response.headers, parseBody(text, looksJson));
      }
      let data: unknown = text;
      if ((spec.responseType ?? 'json') === 'json') {
        try {
          data = text === '' ? null : JSON.parse(text);
        } catch {
          throw new VerdictApiError({
            status: response.status,
            code: 'INVALID_RESPONSE',
            detail: `Expected a JSON body from ${spec.method} ${spec.path}`,
            requestId: response.headers.get('x-request-id'),
            body: text,
            headers: response.headers,
          });
        }
      }
      return {
        data: data as T,
        status: response.status,
        requestId: response.headers.get('x-request-id'),
        attestation: response.headers.get('service-attestation'),
        headers: response.headers,
      };
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      call.signal?.removeEventListener('abort', onCallerAbort);
    }
  }
}

function parseBody(text: string, looksJson: boolean): unknown {
  if (text === '') return null;
  // Some proxies send JSON problems as text/plain; try JSON whenever the text looks like an object.
  if (looksJson || /^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
