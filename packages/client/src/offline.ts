/**
 * Offline attestation checks for third parties: the service is not contacted, only the issuer registry document is
 * needed (a file, an object, or fetched once from `{registry_url}/issuers.json`).
 */

import type { IssuerRegistry, VerificationOutcome } from '@verdict/attestation';
import { parseIssuerRegistry, verifyAttestation } from '@verdict/attestation';
import { apiErrorFrom, VerdictNetworkError } from './errors.ts';
import type { FetchLike } from './http.ts';

export type { IssuerRegistry, VerificationOutcome };

/**
 * The registry URL to fetch: a URL whose path ends in `.json` is used as given, any other is treated as the spec's
 * `{registry_url}` and gets `/issuers.json` appended.
 */
export function registryDocumentUrl(url: string): string {
  const parsed = new URL(url);
  if (!/\.json$/i.test(parsed.pathname)) parsed.pathname = `${parsed.pathname.replace(/\/+$/, '')}/issuers.json`;
  return parsed.toString();
}

/**
 * Downloads and validates an issuer registry. Throws `VerdictNetworkError` (no response/timeout), `VerdictApiError`
 * (non-2xx) or the attestation package's `RegistryError` (not a valid registry document).
 */
export async function fetchIssuerRegistry(
  url: string,
  options: { fetch?: FetchLike; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<IssuerRegistry> {
  const target = registryDocumentUrl(url);
  const f = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
  let response: Response;
  let text: string;
  try {
    response = await f(target, { method: 'GET', headers: { accept: 'application/json' }, signal: AbortSignal.any(signals) });
    text = await response.text();
  } catch (cause) {
    const kind = options.signal?.aborted ? 'aborted' : (cause as { name?: string } | null)?.name === 'TimeoutError' ? 'timeout' : 'network';
    throw new VerdictNetworkError(kind, 'GET', target, `could not fetch the issuer registry from ${target}`, cause);
  }
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, response.headers, text);
  return parseIssuerRegistry(text);
}

export interface OfflineVerifyOptions {
  /** A parsed registry, the document object, or its JSON text. */
  registry: unknown;
  /** Verification time (Date or epoch milliseconds); default now. */
  now?: Date | number;
  /** jti values to treat as revoked (e.g. from your own revocation feed). */
  revoked?: Iterable<string>;
  leewaySeconds?: number;
}

/** Verifies a compact attestation JWT against an issuer registry (spec 2.3 rules 1–7); never throws for a bad token. */
export async function verifyAttestationOffline(jwt: string, options: OfflineVerifyOptions): Promise<VerificationOutcome> {
  const registry = parseIssuerRegistry(options.registry);
  const revoked = new Set(options.revoked ?? []);
  return verifyAttestation(jwt.trim(), {
    registry,
    now: options.now ?? Date.now(),
    isRevoked: (jti) => revoked.has(jti),
    ...(options.leewaySeconds === undefined ? {} : { leewaySeconds: options.leewaySeconds }),
  });
}
