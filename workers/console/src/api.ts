/**
 * The console's only way to the server: same-origin calls to the public `/v1` API and the public registry documents.
 * Credentials travel in headers set here (never cookies), so a third-party page cannot make the browser send them
 * (no CSRF), and nothing is stored beyond the page's memory.
 */

/** An RFC 9457 problem (or a network failure) turned into something the console can explain to a person. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail: string,
    readonly requestId: string | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super(detail || title);
  }
}

/** What to do about a problem, in one sentence; null when the detail already says it all. */
export function adviceFor(problem: ApiProblem): string | null {
  if (problem.status === 0) return 'The API could not be reached. Check your connection or that the service is running, then retry.';
  // A refused sign-in is not an ended session: say what was wrong with what the person typed.
  if (problem.status === 401 && problem.code === 'INVALID_CREDENTIALS')
    return 'The email or the password is not right. Check both and try again.';
  if (problem.status === 401) return 'Your session has ended or the credential is not valid: sign in again.';
  if (problem.status === 403 && problem.code === 'INSUFFICIENT_SCOPE') return 'Use a key that carries the scope named above.';
  if (problem.status === 403 && problem.code === 'FORBIDDEN')
    return 'Your role does not allow this; ask an owner or admin of the organization.';
  if (problem.status === 413) return 'The input is too large for this route; send a smaller one.';
  if (problem.status === 429) {
    const wait = problem.retryAfterSeconds;
    return `Rate limited: wait ${wait !== null ? `${wait} second${wait === 1 ? '' : 's'}` : 'a moment'} and try again.`;
  }
  if (problem.status === 503) {
    return 'A dependency of this check (sandbox, language-model provider or rate limiter) is unavailable. Nothing was decided: try again shortly, and tell the operator if it persists.';
  }
  if (problem.status >= 500) return 'The service failed. Try again; quote the request id if you report it.';
  return null;
}

export interface Credentials {
  /** Bearer access token from sign-in. */
  token?: string | null;
  /** API key, for the routes that accept only keys (GET /v1/agents). */
  apiKey?: string | null;
}

export interface CallOptions extends Credentials {
  method?: string;
  json?: unknown;
  form?: FormData;
  /** Return the body as text (CSV) instead of parsing JSON. */
  text?: boolean;
  /** Bypass the browser cache (the registry documents are served with max-age; a revocation must show at once). */
  fresh?: boolean;
}

const ALLOWED_PREFIXES = ['/v1/', '/registry/'];

async function send(path: string, options: CallOptions): Promise<{ res: Response; text: string }> {
  // The console adds no capability of its own: every request goes to the public API or the public registry.
  if (!ALLOWED_PREFIXES.some((p) => path.startsWith(p))) throw new Error(`refusing a non-API path: ${path}`);
  const headers: Record<string, string> = { accept: options.text ? 'text/csv, text/plain' : 'application/json' };
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  else if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    const init: RequestInit = { method: options.method ?? (body ? 'POST' : 'GET'), headers, body };
    if (options.fresh) init.cache = 'no-store';
    const res = await fetch(path, init);
    return { res, text: await res.text() };
  } catch {
    throw new ApiProblem(0, 'NETWORK_ERROR', 'Network error', 'The request did not reach the API.', null, null);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Fetches `path` (same origin) and returns the parsed body, or throws ApiProblem. */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { res, text } = await send(path, options);
  if (!res.ok) throw problemFrom(res, text);
  if (options.text) return text as T;
  const body = parseJson(text);
  if (body === undefined) {
    throw new ApiProblem(
      res.status,
      'BAD_RESPONSE',
      'Unexpected response',
      'The API answered with something that is not JSON.',
      null,
      null,
    );
  }
  return body as T;
}

export interface VerificationResponse {
  httpStatus: number;
  result: Record<string, unknown>;
}

/**
 * A verification call. Some refusals are results, not problems: logic BLOCKED answers 403 with the engine's body
 * (`status: "BLOCKED"`), so a non-2xx body whose `status` is a word is rendered as a verdict; RFC 9457 problems
 * (numeric `status`) are thrown.
 */
export async function callVerification(path: string, options: CallOptions): Promise<VerificationResponse> {
  const { res, text } = await send(path, options);
  const body = parseJson(text);
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (isObject && (res.ok || typeof (body as { status?: unknown }).status === 'string')) {
    return { httpStatus: res.status, result: body as Record<string, unknown> };
  }
  if (!res.ok) throw problemFrom(res, text);
  throw new ApiProblem(
    res.status,
    'BAD_RESPONSE',
    'Unexpected response',
    'The API answered with something that is not a JSON object.',
    null,
    null,
  );
}

function problemFrom(res: Response, text: string): ApiProblem {
  const parsed = parseJson(text);
  // Not JSON (a proxy's HTML page, say): fall back to the status line.
  const body: Record<string, unknown> = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const retry = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
  return new ApiProblem(
    res.status,
    str(body.code) || `HTTP_${res.status}`,
    str(body.title) || res.statusText || `HTTP ${res.status}`,
    // Engine-shaped error bodies (logic ERROR, rag) carry `error`/`message` instead of `detail`.
    str(body.detail) || str(body.message) || str(body.error),
    str(body.request_id) || res.headers.get('x-request-id'),
    Number.isFinite(retry) ? retry : null,
  );
}
