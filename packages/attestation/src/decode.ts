/** Rule 1 of verification (parse the compact JWT) and the decoded `application/service-attestation+json` view. */
import { ASCII_RE, base64urlDecodeBinary, isPlainObject, utf8DecodeStrict } from './encoding.ts';
import { AttestationFormatError } from './errors.ts';
import type { DecodedAttestation } from './types.ts';

/** Tokens larger than this are refused before any decoding work. Ours are ~500–800 bytes. */
export const MAX_ATTESTATION_LENGTH = 16 * 1024;

export interface ParsedCompact {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** `base64url(header).base64url(payload)`, exactly the bytes that were signed. */
  signingInput: string;
  /** The signature segment, still encoded: decoding it is part of the signature check (ATT-003). */
  signatureB64: string;
}

/**
 * A JSON segment: canonical base64url, then strict UTF-8, then a JSON object. Decoded by the runtime's atob after the
 * canonical-form checks (base64urlDecodeBinary); ASCII, the usual case, is its own UTF-8, so only other text goes
 * through the strict UTF-8 decoder.
 */
export function decodeJsonObject(segment: string): Record<string, unknown> | null {
  const binary = base64urlDecodeBinary(segment);
  if (binary === null) return null;
  let text: string | null = binary;
  if (!ASCII_RE.test(binary)) {
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    text = utf8DecodeStrict(bytes);
    if (text === null) return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Returns the parsed token or a reason it is not a well-formed compact JWS with JSON-object header and payload.
 * Hand-written rather than jose's `decodeProtectedHeader`/`decodeJwt` because those decode base64url leniently
 * (non-zero trailing bits, and padding on some runtimes), so one token could be spelled several ways; here a segment
 * must be the single canonical encoding of its bytes and the header and payload strict UTF-8.
 */
export function parseCompact(jwt: unknown): ParsedCompact | { error: string } {
  const split = splitCompact(jwt);
  if ('error' in split) return split;
  const header = decodeJsonObject(split.header);
  if (!header) return { error: HEADER_NOT_JSON };
  const payload = decodeJsonObject(split.payload);
  if (!payload) return { error: PAYLOAD_NOT_JSON };
  return { header, payload, signingInput: split.signingInput, signatureB64: split.signatureB64 };
}

export const HEADER_NOT_JSON = 'attestation header is not base64url-encoded JSON object';
export const PAYLOAD_NOT_JSON = 'attestation payload is not base64url-encoded JSON object';

/** The three segments of a compact JWS, still encoded, or why the text is not one (the first checks of parseCompact). */
export function splitCompact(
  jwt: unknown,
): { header: string; payload: string; signingInput: string; signatureB64: string } | { error: string } {
  if (typeof jwt !== 'string' || jwt.length === 0) return { error: 'attestation must be a non-empty string' };
  if (jwt.length > MAX_ATTESTATION_LENGTH) return { error: 'attestation is too large' };
  // Exactly two dots, found with indexOf: split would build an array of three new strings through a runtime call.
  const first = jwt.indexOf('.');
  const second = first < 0 ? -1 : jwt.indexOf('.', first + 1);
  if (second < 0 || jwt.indexOf('.', second + 1) >= 0) return { error: 'attestation must have three dot-separated parts' };
  // Slices of the token rather than concatenations: the same characters, without building new strings.
  return {
    header: jwt.slice(0, first),
    payload: jwt.slice(first + 1, second),
    signingInput: jwt.slice(0, second),
    signatureB64: jwt.slice(second + 1),
  };
}

/**
 * Decodes without verifying: `{ header, payload, signature }`, header and payload as JSON objects and the signature
 * as its base64url segment. This is the `application/service-attestation+json` form; it cannot be verified on its own
 * because the signature covers the exact encoded bytes, so keep the JWT. Throws AttestationFormatError (ATT-001).
 */
export function decodeAttestation(jwt: string): DecodedAttestation {
  const parsed = parseCompact(jwt);
  if ('error' in parsed) throw new AttestationFormatError(parsed.error);
  return { header: parsed.header, payload: parsed.payload, signature: parsed.signatureB64 };
}
