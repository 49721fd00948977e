import { InputTooComplexError } from '@verdict/engines/budget.ts';
import { GuardLimitError } from '@verdict/guards';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authChallenge } from './lib/auth-challenge.ts';
import { expectedMediaType } from './lib/media-types.ts';

/** Stable error codes; the HTTP status of each is fixed here so a code never appears with two statuses. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  WEBHOOK_URL_NOT_ALLOWED: 400,
  INVALID_JSON: 400,
  INPUT_TOO_COMPLEX: 400,
  WEAK_PASSWORD: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_SCOPE: 403,
  IP_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  RATE_LIMITER_UNAVAILABLE: 503,
  SERVICE_MISCONFIGURED: 503,
  AUDIT_UNAVAILABLE: 503,
  SANDBOX_UNAVAILABLE: 503,
  PROVIDER_UNAVAILABLE: 503,
  DEPENDENCY_UNAVAILABLE: 503,
  BLOCKED: 403,
  AGENT_BUDGET_EXCEEDED: 403,
  AGENT_PERMISSION_DENIED: 403,
  GUARD_BLOCKED: 403,
  INVALID_AGENT_TOKEN: 401,
  UNPROCESSABLE: 422,
  IDEMPOTENCY_MISMATCH: 422,
  CONFIDENCE_BELOW_MINIMUM: 422,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** RFC 9457 `title` of each status the service answers with (also used by the OpenAPI problem examples). */
export const PROBLEM_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * The error services throw. `detail` is shown to callers, so it must never carry exception text, SQL or secrets.
 * `status` may be given for spec-mandated codes that live outside `errorStatus` (e.g. SVC-AGENT-LOOP-002 → 409).
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly detail: string;
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(
    code: ErrorCode | string,
    detail: string,
    options: { status?: ContentfulStatusCode; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.code = code;
    this.detail = detail;
    this.status = options.status ?? (errorStatus as Record<string, ContentfulStatusCode>)[code] ?? 500;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

export function problemBody(status: number, code: string, detail: string, requestId?: string, extra: Record<string, unknown> = {}) {
  return {
    type: `urn:verdict:problem:${code.toLowerCase()}`,
    title: PROBLEM_TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(requestId ? { request_id: requestId } : {}),
    ...extra,
  };
}

export function problemResponse(c: Context, error: ApiError): Response {
  const body = problemBody(error.status, error.code, error.detail, c.get('requestId'), error.extra);
  const headers: Record<string, string> = {
    'content-type': 'application/problem+json',
    // Every 503 is a dependency that failed closed: tell the caller when to try again, whoever raised it.
    ...(error.status === 503 ? { 'retry-after': '5' } : {}),
    ...error.headers,
    'x-request-id': c.get('requestId') ?? '',
  };
  if (error.status === 401 && !('www-authenticate' in headers)) {
    const sent = ['authorization', 'x-api-key', 'x-agent-token'].some((name) => c.req.header(name) !== undefined);
    headers['www-authenticate'] = authChallenge(c.req.path, sent);
  }
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

/** The single error handler: typed errors are rendered, everything else becomes a generic 500 (logged, never echoed). */
export function handleError(err: unknown, c: Context): Response {
  return problemResponse(c, asApiError(err, c.get('requestId'), c.req.path));
}

/**
 * What any failure is answered with, whichever transport answers (an HTTP route, an MCP tool call): typed errors as
 * they are, known library and engine errors as their codes, anything else a generic 500 that is logged, never echoed.
 */
export function asApiError(err: unknown, requestId: string | undefined, path: string): ApiError {
  if (err instanceof ApiError) return err;
  // Libraries wrap what they caught (drizzle: "Failed query…", with the driver's error as `cause`): a deadline or
  // dependency ApiError underneath is still the answer.
  const wrapped = apiErrorCause(err);
  if (wrapped) return wrapped;
  // Engines refuse inputs beyond their structural caps before doing the expensive work; the message names the cap only.
  if (err instanceof InputTooComplexError || err instanceof GuardLimitError) {
    return new ApiError('INPUT_TOO_COMPLEX', err.message, { extra: { limit: err.limit, max: err.max } });
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 400) return new ApiError('INVALID_JSON', 'The request body is not valid JSON.');
    if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (status === 401) return new ApiError('UNAUTHORIZED', 'Authentication required.');
    if (status === 415) {
      const expected = expectedMediaType(path);
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', `This endpoint takes ${expected}; send the body with Content-Type: ${expected}.`, {
        extra: { expected_media_type: expected },
      });
    }
    return new ApiError('INTERNAL_ERROR', 'Request failed.', { status: status as ContentfulStatusCode });
  }
  console.error(JSON.stringify({ level: 'error', request_id: requestId, error: describe(err) }));
  return new ApiError('INTERNAL_ERROR', 'Internal verification error');
}

function apiErrorCause(err: unknown): ApiError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof ApiError) return current;
    current = current.cause;
  }
  return null;
}

function describe(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return 'non-error thrown';
}
