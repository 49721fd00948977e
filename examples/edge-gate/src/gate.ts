/**
 * Verdict edge gate: a Worker in front of your service that forwards a request only when its `Service-Attestation`
 * header holds an attestation that is valid (signed by a trusted issuer, well formed, in its validity period), not
 * revoked, and of a POSITIVE verdict (`qwed.result.verified: true`). Everything else is refused with an RFC 9457
 * problem and never reaches the origin:
 *
 *   401 ATTESTATION_REQUIRED   no Service-Attestation header
 *   403 ATT-001 … ATT-008      the attestation is not valid (the code says why; see @verdict/attestation)
 *   403 VERDICT_NEGATIVE       a genuine attestation of a negative verdict (e.g. CORRECTED: the claim was refuted)
 *   403 ENGINE_NOT_ACCEPTED    REQUIRED_ENGINES is set and the attestation is from another engine
 *   403 SUBJECT_MISMATCH       BIND_BODY is on and the attestation was issued for other content than the body
 *   413 BODY_TOO_LARGE         BIND_BODY is on and the body is over 1 MiB
 *   503 VERDICT_UNAVAILABLE    the issuer registry or the revocation list could not be fetched (fail closed)
 */
import { decodeAttestation, type IssuerRegistry, sha256Hex, verifyAttestation } from '@verdict/attestation';
import { DocumentUnavailable, documentsOf } from './documents.ts';

export interface Env {
  /** Origin of the Verdict node whose attestations are accepted, e.g. https://verdict.example.com. */
  VERDICT_URL: string;
  /** Origin of the protected service. */
  ORIGIN_URL: string;
  /** Comma-separated issuer DIDs to accept; empty accepts every active issuer of the registry. */
  TRUSTED_ISSUERS?: string;
  /** Comma-separated engines to accept (math, code, sql, …); empty accepts any. */
  REQUIRED_ENGINES?: string;
  /** "true": the attestation's `sub` must be the SHA-256 (hex) of the request body. */
  BIND_BODY?: string;
}

export const ATTESTATION_HEADER = 'service-attestation';
/** Set on forwarded requests: the id (jti) of the attestation that admitted them. Never taken from the client. */
export const ADMITTED_HEADER = 'verdict-attestation-id';
export const MAX_BOUND_BODY_BYTES = 1024 * 1024;

const TITLES: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 413: 'Content Too Large', 503: 'Service Unavailable' };

function problem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): Response {
  const title = TITLES[status] ?? 'Error';
  return Response.json(
    { type: `urn:verdict:edge-gate:${code.toLowerCase()}`, title, status, detail, code, ...extra },
    { status, headers: { 'content-type': 'application/problem+json', ...headers } },
  );
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function hasKey(registry: IssuerRegistry, kid: string): boolean {
  return registry.issuers.some((issuer) => issuer.public_keys.some((key) => key.kid === kid));
}

/** The registry, fetched again when the attestation names a key it does not list (key rotation, a new issuer). */
async function registryFor(jwt: string, env: Env, now: number): Promise<IssuerRegistry> {
  const { registry } = documentsOf(env.VERDICT_URL);
  let current = await registry.get(now);
  let kid: unknown;
  try {
    kid = decodeAttestation(jwt).header.kid;
  } catch {
    return current; // not even decodable: the verifier refuses it (ATT-001) without any download
  }
  if (typeof kid === 'string' && !hasKey(current, kid)) current = await registry.refresh(now);
  const trusted = list(env.TRUSTED_ISSUERS);
  return trusted.length ? { issuers: current.issuers.filter((issuer) => trusted.includes(issuer.did)) } : current;
}

/** Decides one request: forwards it to the origin, or answers the problem that refuses it. */
export async function gate(request: Request, env: Env): Promise<Response> {
  const jwt = request.headers.get(ATTESTATION_HEADER)?.trim();
  if (!jwt) return problem(401, 'ATTESTATION_REQUIRED', `Send a Verdict attestation in the Service-Attestation header.`);
  const now = Date.now();
  let registry: IssuerRegistry;
  let revoked: Set<string>;
  try {
    registry = await registryFor(jwt, env, now);
    revoked = await documentsOf(env.VERDICT_URL).revocations.get(now);
  } catch (error) {
    if (!(error instanceof DocumentUnavailable)) throw error;
    return problem(503, 'VERDICT_UNAVAILABLE', 'Attestations cannot be checked right now.', {}, { 'retry-after': '30' });
  }

  const outcome = await verifyAttestation(jwt, { registry, now, isRevoked: (jti) => revoked.has(jti) });
  if (!outcome.valid) return problem(403, outcome.code, outcome.message, { attestation_status: outcome.status });
  const { result, claims } = outcome;
  if (result.verified !== true || result.status !== 'VERIFIED') {
    return problem(403, 'VERDICT_NEGATIVE', `The attestation is genuine but its verdict is ${result.status}, not VERIFIED.`, {
      verdict: result.status,
    });
  }
  const engines = list(env.REQUIRED_ENGINES);
  if (engines.length && !engines.includes(result.engine ?? '')) {
    return problem(403, 'ENGINE_NOT_ACCEPTED', `Attestations of ${engines.join(', ')} are accepted here.`);
  }

  let body: ArrayBuffer | null = null;
  if (env.BIND_BODY === 'true') {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BOUND_BODY_BYTES) {
      return problem(413, 'BODY_TOO_LARGE', `A body bound to its attestation is at most ${MAX_BOUND_BODY_BYTES} bytes.`);
    }
    body = await request.arrayBuffer();
    if (body.byteLength > MAX_BOUND_BODY_BYTES) {
      return problem(413, 'BODY_TOO_LARGE', `A body bound to its attestation is at most ${MAX_BOUND_BODY_BYTES} bytes.`);
    }
    if ((await sha256Hex(body)) !== claims.sub) {
      return problem(403, 'SUBJECT_MISMATCH', 'The attestation was issued for other content than this request body.');
    }
  }

  const incoming = new URL(request.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, env.ORIGIN_URL);
  const headers = new Headers(request.headers);
  // Only the gate may say which attestation admitted a request: a client-sent value is always replaced or dropped.
  if (claims.jti) headers.set(ADMITTED_HEADER, claims.jti);
  else headers.delete(ADMITTED_HEADER);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? (body ?? request.body) : null,
    redirect: 'manual',
  });
}
