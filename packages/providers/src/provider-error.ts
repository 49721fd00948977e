/**
 * Stable failure categories of a language-model call. Callers branch on `kind`; the message is generic on purpose
 * because provider response bodies and exception texts can carry prompts, keys or internal addresses.
 */
export type ProviderErrorKind =
  | 'timeout' // our deadline (default 30 s) or the caller's AbortSignal fired
  | 'http' // the provider answered with a non-2xx status
  | 'invalid_output' // the answer could not be parsed or failed schema validation
  | 'unavailable' // provider not configured, network failure, or the provider cannot do this task
  | 'not_math' // the query is not an arithmetic question (NL engine maps this to NOT_MATH_QUERY)
  | 'unsupported'; // the offline translator does not understand this phrasing

const MESSAGES: Record<ProviderErrorKind, string> = {
  timeout: 'The language-model provider did not answer in time',
  http: 'The language-model provider returned an error status',
  invalid_output: 'The language-model provider returned output that could not be validated',
  unavailable: 'The language-model provider is not available',
  not_math: 'The query is not a mathematical question',
  unsupported: 'The offline translator does not understand this phrasing',
};

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  /** Upstream HTTP status for kind 'http' (a number only; never the body). */
  readonly httpStatus: number | undefined;

  constructor(kind: ProviderErrorKind, options: { httpStatus?: number } = {}) {
    super(MESSAGES[kind]);
    this.kind = kind;
    this.httpStatus = options.httpStatus;
  }
}

export function isProviderError(e: unknown): e is ProviderError {
  return e instanceof ProviderError;
}

/** Generic, caller-safe text for any failure (used by services that must not echo exception text). */
export function providerErrorMessage(e: unknown): string {
  return isProviderError(e) ? e.message : MESSAGES.unavailable;
}
