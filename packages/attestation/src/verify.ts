/**
 * Verification (spec §2.3 rules 1–7, in order). Every step yields either a value or a failure with its ATT code:
 *   1 parse ............................................. ATT-001
 *   2 header: typ (ATT-001), crit/kid shape (ATT-001), alg ES256|EdDSA (ATT-003)
 *   3 issuer: iss present (ATT-007), trusted and active (ATT-002); kid belongs to iss and names one of its keys of the
 *     header's algorithm (ATT-003)
 *   4 signature: canonical encoding, exact length, low-S, valid ATT-003
 *     then the remaining required claims (ATT-007; ill-typed optional claims ATT-001), and key rotation: the key's
 *     expiry must be later than iat (ATT-003). Claims are inspected only after the signature so that unsigned data
 *     never steers anything beyond issuer lookup.
 *   5 time: nbf or iat in the future beyond leeway (ATT-005); exp in the past beyond leeway (ATT-004)
 *   6 revocation by jti (ATT-006)
 *   then chain-field consistency of this single attestation (ATT-008)
 *   7 return qwed.result
 */
import { chainProblem, checkPayload } from './claims.ts';
import { decodeJsonObject, HEADER_NOT_JSON, PAYLOAD_NOT_JSON, splitCompact } from './decode.ts';
import { isHighS, isWellFormedP256Signature } from './ecdsa.ts';
import { base64urlDecode, base64urlDecodeInto, utf8, utf8Into } from './encoding.ts';
import { AttestationInputError } from './errors.ts';
import { algForJwk, importedVerificationKey, importVerificationKey, signParams } from './keys.ts';
import type {
  AttestationAlg,
  AttestationClaims,
  AttestationErrorCode,
  AttestationHeader,
  InvalidAttestation,
  IssuerPublicJwk,
  IssuerRegistry,
  TrustedIssuer,
  VerificationOutcome,
} from './types.ts';
import { ATTESTATION_ALGS, ATTESTATION_TYP } from './types.ts';

export const DEFAULT_LEEWAY_SECONDS = 60;
export const MAX_LEEWAY_SECONDS = 3600;

export interface VerifyAttestationOptions {
  /** Issuers trusted directly. Together with `registry` they form the trusted set; with neither, nothing is trusted. */
  trustedIssuers?: TrustedIssuer[];
  registry?: IssuerRegistry;
  /** The verification time: a Date or milliseconds since the epoch. */
  now: Date | number;
  /** Revocation lookup by jti. If it throws, the attestation is refused (fail closed). */
  isRevoked?: (jti: string) => boolean | Promise<boolean>;
  /** Clock-skew tolerance for exp, nbf and iat; integer 0–3600, default 60. */
  leewaySeconds?: number;
}

type Step<T> = { ok: true; value: T } | { ok: false; failure: InvalidAttestation };

const ok = <T>(value: T): Step<T> => ({ ok: true, value });
const fail = (
  code: AttestationErrorCode,
  message: string,
  extra: Partial<InvalidAttestation> = {},
): { ok: false; failure: InvalidAttestation } => ({
  ok: false,
  failure: { valid: false, status: 'invalid', code, message, ...extra },
});

function checkHeader(header: Record<string, unknown>): Step<AttestationHeader> {
  if (header.typ !== ATTESTATION_TYP) return fail('ATT-001', `header typ must be ${ATTESTATION_TYP}`);
  if (typeof header.alg !== 'string' || !(ATTESTATION_ALGS as readonly string[]).includes(header.alg)) {
    return fail('ATT-003', 'header alg must be ES256 or EdDSA');
  }
  // No JWS extension is understood, so any critical one must be refused (RFC 7515 §4.1.11).
  if (header.crit !== undefined) return fail('ATT-001', 'header crit is not supported');
  const kid = header.kid;
  if (typeof kid !== 'string' || kid.length > 512 || kid.indexOf('#') <= 0 || kid.endsWith('#')) {
    return fail('ATT-001', 'header kid must have the form <issuer_did>#<key_name>');
  }
  return ok({ alg: header.alg as AttestationAlg, typ: ATTESTATION_TYP, kid });
}

/** Header segments that parsed and passed checkHeader, with the result (bounded: one entry per issuer key in practice). */
const acceptedHeaders = new Map<string, AttestationHeader>();
const MAX_ACCEPTED_HEADERS = 64;

/** The earlier of the key's `exp` and `not_after`, in seconds, or null when it has neither. */
function keyExpirySeconds(jwk: IssuerPublicJwk): number | null {
  let expiry: number | null = typeof jwk.exp === 'number' ? jwk.exp : null;
  if (typeof jwk.not_after === 'string') {
    const ms = Date.parse(jwk.not_after);
    if (!Number.isNaN(ms)) expiry = expiry === null ? Math.floor(ms / 1000) : Math.min(expiry, Math.floor(ms / 1000));
  }
  return expiry;
}

/** The first issuer with this DID (directly trusted issuers are searched before the registry's). */
function findIssuer(issuers: readonly TrustedIssuer[] | undefined, did: string): TrustedIssuer | undefined {
  if (!issuers) return undefined;
  for (const issuer of issuers) if (issuer.did === did) return issuer;
  return undefined;
}

function resolveKey(iss: string, header: AttestationHeader, opts: VerifyAttestationOptions): Step<IssuerPublicJwk> {
  const issuer = findIssuer(opts.trustedIssuers, iss) ?? findIssuer(opts.registry?.issuers, iss);
  if (!issuer) return fail('ATT-002', 'issuer is not trusted');
  if ((issuer.status ?? 'active') !== 'active') return fail('ATT-002', `issuer is ${issuer.status}`);
  if (header.kid.slice(0, header.kid.indexOf('#')) !== iss) return fail('ATT-003', 'kid does not belong to the issuer');
  let jwk: IssuerPublicJwk | undefined;
  for (const key of issuer.public_keys) {
    if (key.kid === header.kid) {
      jwk = key;
      break;
    }
  }
  if (!jwk) return fail('ATT-003', 'kid does not name a key of the issuer');
  if (algForJwk(jwk) !== header.alg) return fail('ATT-003', 'header alg does not match the key type');
  return ok(jwk);
}

/** Holds the signing input for the one WebCrypto call that reads it; nothing awaits between filling and that call. */
const SIGNING_INPUT_SCRATCH = new Uint8Array(8192);
/**
 * Holds a 64-byte signature the same way. Over its own ArrayBuffer, so outside the JavaScript heap: a fresh 64-byte
 * array lives inside it, and handing one to WebCrypto makes the engine move it out first, on every verification.
 */
const SIGNATURE_SCRATCH = new Uint8Array(new ArrayBuffer(64));

/**
 * The JWS signature check (RFC 7515 §5.2) is done directly with WebCrypto over the exact signing input the parser kept.
 * Everything a JWS library would add is already settled by this point, more strictly: the alg allow-list and the
 * refusal of `crit` (checkHeader), the key/alg match (resolveKey: the key's type decides its algorithm), canonical
 * base64url for every segment (parseCompact and below). Going through a library here re-parsed and re-decoded the
 * whole token, which cost more than half of what the signature check itself costs. Two rules no library enforces stay:
 * the one canonical base64url spelling of the signature, and low-S for ES256 — WebCrypto accepts both (r, s) and its
 * twin (r, n − s), which would give every token a second valid spelling. This is the first part, up to the WebCrypto
 * call, which verifyAttestation makes itself (one async function fewer per verification).
 */
function signatureBytes(alg: AttestationAlg, signatureB64: string): Step<Uint8Array> {
  const sig = decodeSignature(signatureB64);
  if (!sig) return fail('ATT-003', 'signature is not canonical base64url');
  // ES256 is raw r||s (RFC 7518 §3.4): DER, truncated or padded forms are refused outright.
  if (alg === 'ES256' && isHighS(sig)) return fail('ATT-003', 'signature is not in low-S form');
  if (alg === 'ES256' ? !isWellFormedP256Signature(sig) : sig.length !== 64)
    return fail('ATT-003', 'signature has the wrong encoding or length');
  return ok(sig);
}

/**
 * The signature's bytes, or null when the text is not canonical base64url. Both algorithms' signatures are 64 bytes
 * (86 digits), decoded into SIGNATURE_SCRATCH; any other length is decoded afresh, to be refused by the length checks.
 */
function decodeSignature(signatureB64: string): Uint8Array | null {
  return signatureB64.length === 86 ? base64urlDecodeInto(signatureB64, SIGNATURE_SCRATCH) : base64urlDecode(signatureB64);
}

function toMillis(value: Date | number, field: string): number {
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new AttestationInputError(field, 'must be a valid Date or epoch milliseconds');
  return ms;
}

export async function verifyAttestation(jwt: string, opts: VerifyAttestationOptions): Promise<VerificationOutcome> {
  const nowSec = toMillis(opts.now, 'now') / 1000;
  const leeway = opts.leewaySeconds ?? DEFAULT_LEEWAY_SECONDS;
  if (!Number.isInteger(leeway) || leeway < 0 || leeway > MAX_LEEWAY_SECONDS) {
    throw new AttestationInputError('leewaySeconds', `must be an integer from 0 to ${MAX_LEEWAY_SECONDS}`);
  }

  // 1. Parse, and 2. the header. A header segment already parsed and accepted is not parsed again: its checks depend on
  // its text alone, and an issuer signs every attestation with the same header. The order of the checks, and so the
  // failure reported, is the same either way.
  const split = splitCompact(jwt);
  if ('error' in split) return fail('ATT-001', split.error).failure;
  let accepted = acceptedHeaders.get(split.header);
  let payload: Record<string, unknown> | null;
  if (accepted === undefined) {
    const rawHeader = decodeJsonObject(split.header);
    if (!rawHeader) return fail('ATT-001', HEADER_NOT_JSON).failure;
    payload = decodeJsonObject(split.payload);
    if (!payload) return fail('ATT-001', PAYLOAD_NOT_JSON).failure;
    const checked = checkHeader(rawHeader);
    if (!checked.ok) return checked.failure;
    accepted = checked.value;
    if (acceptedHeaders.size >= MAX_ACCEPTED_HEADERS) acceptedHeaders.clear();
    acceptedHeaders.set(split.header, accepted);
  } else {
    payload = decodeJsonObject(split.payload);
    if (!payload) return fail('ATT-001', PAYLOAD_NOT_JSON).failure;
  }
  // A copy: the cached header is shared, and what is returned belongs to the caller.
  const header = { value: { alg: accepted.alg, typ: accepted.typ, kid: accepted.kid } as AttestationHeader };
  const { alg } = header.value;
  const parsed = { payload, signingInput: split.signingInput, signatureB64: split.signatureB64 };

  // 3. Issuer and key.
  const iss = parsed.payload.iss;
  if (typeof iss !== 'string' || iss.length === 0) return fail('ATT-007', 'claim iss is missing').failure;
  const key = resolveKey(iss, header.value, opts);
  if (!key.ok) return key.failure;

  // 4. Signature (see signatureBytes), then the signed claims.
  const sig = signatureBytes(alg, parsed.signatureB64);
  if (!sig.ok) return sig.failure;
  let signature = sig.value;
  let verificationKey = importedVerificationKey(key.value);
  if (!verificationKey) {
    try {
      verificationKey = await importVerificationKey(key.value);
    } catch {
      return fail('ATT-003', 'issuer key could not be used').failure;
    }
    // Other verifications ran during the import and share the buffer: the same signature, decoded again.
    signature = decodeSignature(parsed.signatureB64) as Uint8Array;
  }
  let verified: boolean;
  try {
    const data = utf8Into(parsed.signingInput, SIGNING_INPUT_SCRATCH) ?? utf8(parsed.signingInput);
    verified = await crypto.subtle.verify(signParams(alg), verificationKey, signature, data);
  } catch {
    verified = false;
  }
  if (!verified) return fail('ATT-003', 'signature does not verify').failure;
  const checked = checkPayload(parsed.payload);
  if ('problem' in checked) return fail(checked.problem.code, `claim ${checked.problem.field} ${checked.problem.message}`).failure;
  const claims: AttestationClaims = checked.claims;
  const keyExpiry = keyExpirySeconds(key.value);
  if (keyExpiry !== null && claims.iat >= keyExpiry)
    return fail('ATT-003', 'signing key had expired when the attestation was issued').failure;
  const signed = { claims, header: header.value };

  // 5. Validity period.
  if (claims.nbf !== undefined && nowSec < claims.nbf - leeway) return fail('ATT-005', 'attestation is not yet valid', signed).failure;
  if (claims.iat > nowSec + leeway) return fail('ATT-005', 'attestation is issued in the future', signed).failure;
  if (claims.exp !== undefined && nowSec > claims.exp + leeway) {
    return fail('ATT-004', 'attestation has expired', { ...signed, status: 'expired' }).failure;
  }

  // 6. Revocation.
  if (opts.isRevoked && claims.jti !== undefined) {
    let revoked: boolean;
    try {
      revoked = await opts.isRevoked(claims.jti);
    } catch {
      return fail('ATT-006', 'revocation status could not be checked', signed).failure;
    }
    if (revoked) return fail('ATT-006', 'attestation has been revoked', { ...signed, status: 'revoked' }).failure;
  }

  // Boundary: the checked qwed claim, read member by member.
  const chain = chainProblem(claims.qwed as unknown as Record<string, unknown>);
  if (chain) return fail('ATT-008', `claim ${chain.field} ${chain.message}`, signed).failure;

  // 7. The result.
  return { valid: true, status: 'valid', message: 'attestation is valid', result: checked.result, claims, header: header.value };
}
