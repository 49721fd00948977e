/**
 * The two ways a call can fail: the API answered with a non-2xx status (`VerdictApiError`, carrying the RFC 9457
 * problem fields), or no usable answer arrived at all (`VerdictNetworkError`: connection failure, timeout, abort).
 * Both extend `VerdictError` so callers can catch everything from the SDK with one `instanceof`.
 */

/** Base class of every error the SDK throws. */
export class VerdictError extends Error {
  override name = 'VerdictError';
}

/** The problem body as the API sends it (spec 7; DECISIONS "HTTP and errors"). Extra members are kept in `body`. */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  request_id?: string;
  errors?: Array<{ path: string; message: string }>;
  [member: string]: unknown;
}

/**
 * A non-2xx response. `code` is the problem's stable `code` (e.g. `VALIDATION_ERROR`, `SVC-AGENT-LOOP-002`,
 * `RATE_LIMITED`). For the few spec-mandated non-problem bodies (logic BLOCKED/ERROR `{status, error, provider_used}`,
 * rag `{code: 'INTERNAL_VERIFICATION_ERROR', verified: false}`) the code falls back to the body's `status` string,
 * then to `HTTP_<status>`; the raw body is always in `body`.
 */
export class VerdictApiError extends VerdictError {
  override name = 'VerdictApiError';
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly requestId: string | null;
  /** The parsed JSON body (or the text when it was not JSON, or null when empty). */
  readonly body: unknown;
  /** Seconds from `Retry-After` (429/503), when the server sent one. */
  readonly retryAfter: number | null;
  readonly headers: Headers;

  constructor(init: {
    status: number;
    code: string;
    detail: string;
    requestId: string | null;
    body: unknown;
    headers: Headers;
    retryAfter?: number | null;
  }) {
    super(`${init.status} ${init.code}: ${init.detail}`);
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.requestId = init.requestId;
    this.body = init.body;
    this.headers = init.headers;
    this.retryAfter = init.retryAfter ?? null;
  }

  /** The problem fields when the body was an RFC 9457 problem, else null. */
  get problem(): ProblemDetails | null {
    return isRecord(this.body) && typeof this.body.status === 'number' && typeof this.body.code === 'string'
      ? (this.body as ProblemDetails)
      : null;
  }
}

export type NetworkErrorKind = 'network' | 'timeout' | 'aborted';

/** No response could be obtained: DNS/connection failure, the client timeout, or the caller's AbortSignal. */
export class VerdictNetworkError extends VerdictError {
  override name = 'VerdictNetworkError';
  readonly kind: NetworkErrorKind;
  readonly method: string;
  readonly url: string;

  constructor(kind: NetworkErrorKind, method: string, url: string, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.method = method;
    this.url = url;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRetryAfter(value: string | null): number | null {
  if (value === null) return null;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  // HTTP-date form: the caller gets the remaining seconds, never a negative value.
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Builds the error for a non-2xx response whose body has already been read (and parsed when it was JSON). */
export function apiErrorFrom(status: number, statusText: string, headers: Headers, body: unknown): VerdictApiError {
  const record = isRecord(body) ? body : {};
  const str = (key: string) => (typeof record[key] === 'string' && record[key] !== '' ? (record[key] as string) : undefined);
  const code = str('code') ?? (typeof record.status === 'string' ? record.status : undefined) ?? `HTTP_${status}`;
  const detail = str('detail') ?? str('error') ?? str('message') ?? str('title') ?? (statusText || `HTTP ${status}`);
  const requestId = headers.get('x-request-id') ?? str('request_id') ?? null;
  return new VerdictApiError({ status, code, detail, requestId, body, headers, retryAfter: parseRetryAfter(headers.get('retry-after')) });
}
