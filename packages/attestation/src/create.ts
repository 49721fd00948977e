/** Issuing attestations (spec §2.3 signing rules). */

import { anchorProblem, chainProblem, checkResult, isShortString } from './claims.ts';
import { normalizeLowS } from './ecdsa.ts';
import { base64urlEncode, base64urlEncodeText, jsonString, utf8, utf8Into } from './encoding.ts';
import { AttestationInputError } from './errors.ts';
import { digestHex, digestHexNow, type Hashable, isPrefixedHash, proofHashInput, withPrefix } from './hash.ts';
import type { IssuerSigningKey } from './keys.ts';
import { signParams } from './keys.ts';
import type {
  AttestationAnchor,
  AttestationClaims,
  AttestationHeader,
  AttestationResultInput,
  ChainLink,
  HashAlg,
  QwedClaim,
} from './types.ts';
import { ATTESTATION_TYP, ATTESTATION_VERSION } from './types.ts';

export const MIN_VALIDITY_DAYS = 1;
export const MAX_VALIDITY_DAYS = 3650;
export const DEFAULT_VALIDITY_DAYS = 365;

export interface CreateAttestationOptions {
  issuer: IssuerSigningKey;
  /** Integer 1–3650; exp = iat + validityDays * 86400. */
  validityDays: number;
  /** iat; a Date or milliseconds since the epoch. Defaults to now. */
  timestamp?: Date | number;
  /** nbf; a Date or milliseconds since the epoch. */
  notBefore?: Date | number;
  chain?: ChainLink;
  /** The verified content; sub = SHA-256 hex of its UTF-8 (or raw) bytes. Give this or subjectHash. */
  subject?: string | Uint8Array;
  /** Precomputed sub: 64 lowercase hex digits. */
  subjectHash?: string;
  /** The original query; query_hash = `sha256:<hex>` of it. */
  query?: string;
  /** Proof data; proof_hash = `sha256:<hex>` of the string/bytes, or of canonical JSON for other values. */
  proof?: unknown;
  anchor?: AttestationAnchor;
  /** Defaults to crypto.randomUUID(). */
  jti?: string;
  /** Algorithm for query_hash and proof_hash (sub is always SHA-256, as the spec fixes). */
  hash?: HashAlg;
}

export interface CreatedAttestation {
  jwt: string;
  jti: string;
  claims: AttestationClaims;
  header: AttestationHeader;
}

function toSeconds(value: Date | number, field: string): number {
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
    throw new AttestationInputError(field, 'must be a valid Date or epoch milliseconds');
  return Math.floor(ms / 1000);
}

const SIGNING_INPUT_SCRATCH = new Uint8Array(8192);

const headers = new WeakMap<IssuerSigningKey, { header: AttestationHeader; segment: string }>();

/** The protected header is the same for every attestation of an issuer key: built and encoded once. */
function headerFor(issuer: IssuerSigningKey): { header: AttestationHeader; segment: string } {
  let cached = headers.get(issuer);
  if (!cached || cached.header.kid !== issuer.kid || cached.header.alg !== issuer.alg) {
    const header: AttestationHeader = { alg: issuer.alg, typ: ATTESTATION_TYP, kid: issuer.kid };
    cached = { header, segment: base64urlEncodeText(JSON.stringify(header)) };
    headers.set(issuer, cached);
  }
  return cached;
}

/**
 * JSON.stringify(claims) for claims without a chain link or an anchor, written member by member in the order
 * createAttestation builds them: the same text (tests compare the two), at a fraction of the cost, since the hashes are
 * strings built piece by piece and JSON.stringify copies each into one before it writes it. A result with consensus
 * or conditions is written by JSON.stringify.
 */
function plainClaimsJson(claims: AttestationClaims & { exp: number; jti: string }): string {
  const { qwed, nbf } = claims;
  const { result } = qwed;
  if (result.consensus !== undefined || result.conditions !== undefined) return JSON.stringify(claims);
  // Numbers: String() and JSON.stringify write a finite number alike; iat, nbf, exp and confidence are all finite. sub,
  // query_hash and proof_hash are hex digits (and a `sha256:`/`sha384:` prefix) made or checked above: nothing to escape.
  let out = `{"iss":${jsonString(claims.iss)},"sub":"${claims.sub}","iat":${claims.iat}`;
  if (nbf !== undefined) out += `,"nbf":${nbf}`;
  out += `,"exp":${claims.exp},"jti":${jsonString(claims.jti)},"qwed":{"version":${jsonString(qwed.version)}`;
  out += `,"result":{"status":${jsonString(result.status)},"verified":${result.verified}`;
  if (result.engine !== undefined) out += `,"engine":${jsonString(result.engine)}`;
  if (result.confidence !== undefined) out += `,"confidence":${result.confidence}`;
  out += '}';
  if (qwed.query_hash !== undefined) out += `,"query_hash":"${qwed.query_hash}"`;
  if (qwed.proof_hash !== undefined) out += `,"proof_hash":"${qwed.proof_hash}"`;
  return `${out}}}`;
}

/**
 * Signs an attestation. Short SHA-256 inputs (the usual query and proof) are hashed at once, so the signature is the only
 * operation awaited; longer ones go to WebCrypto first. Invalid options reject the returned promise with
 * AttestationInputError, as an async function would.
 */
export function createAttestation(result: AttestationResultInput, opts: CreateAttestationOptions): Promise<CreatedAttestation> {
  let draft: Draft;
  try {
    draft = draftAttestation(result, opts);
  } catch (error) {
    return Promise.reject(error);
  }
  return draft.pending.length === 0 ? signDraft(draft, opts) : Promise.all(draft.pending).then(() => signDraft(draft, opts));
}

/** Checked claims, with the hashes not yet known (long inputs, SHA-384) being computed by `pending`. */
interface Draft {
  issuer: IssuerSigningKey;
  claims: AttestationClaims & { exp: number; jti: string };
  qwed: QwedClaim;
  pending: Promise<void>[];
}

/**
 * Hashes a long input (or any SHA-384 one) with WebCrypto into `target[key]`: `sub` as bare hex, the others prefixed.
 * The hot path (short SHA-256 inputs) creates no closure.
 */
async function fillLater(
  alg: HashAlg,
  data: Hashable,
  target: { sub?: string; query_hash?: string; proof_hash?: string },
  key: 'sub' | 'query_hash' | 'proof_hash',
): Promise<void> {
  const hex = await digestHex(alg, data);
  target[key] = key === 'sub' ? hex : withPrefix(alg, hex);
}

function draftAttestation(result: AttestationResultInput, opts: CreateAttestationOptions): Draft {
  const checked = checkResult(result, 'result');
  if ('problem' in checked) throw new AttestationInputError(checked.problem.field, checked.problem.message);
  const { issuer } = opts;
  if (!issuer || !issuer.privateKey || !isShortString(issuer.kid, 512))
    throw new AttestationInputError('issuer', 'must be a key from loadIssuerKey');
  if (!Number.isInteger(opts.validityDays) || opts.validityDays < MIN_VALIDITY_DAYS || opts.validityDays > MAX_VALIDITY_DAYS) {
    throw new AttestationInputError('validityDays', `must be an integer from ${MIN_VALIDITY_DAYS} to ${MAX_VALIDITY_DAYS}`);
  }
  const hashAlg = opts.hash ?? 'SHA-256';
  if (hashAlg !== 'SHA-256' && hashAlg !== 'SHA-384') throw new AttestationInputError('hash', 'must be SHA-256 or SHA-384');

  const pending: Promise<void>[] = [];

  const iat = toSeconds(opts.timestamp ?? Date.now(), 'timestamp');
  const exp = iat + opts.validityDays * 86400;
  const nbf = opts.notBefore === undefined ? undefined : toSeconds(opts.notBefore, 'notBefore');
  if (nbf !== undefined && nbf >= exp) throw new AttestationInputError('notBefore', 'must be earlier than the expiry');
  const jti = opts.jti ?? crypto.randomUUID();
  if (!isShortString(jti)) throw new AttestationInputError('jti', 'must be a non-empty string of at most 256 characters');

  const qwed: QwedClaim = { version: ATTESTATION_VERSION, result: checked.result };
  // Two literals rather than a spread: the same members in the same order, built without copying a temporary object.
  const claims: AttestationClaims & { exp: number; jti: string } =
    nbf !== undefined ? { iss: issuer.did, sub: '', iat, nbf, exp, jti, qwed } : { iss: issuer.did, sub: '', iat, exp, jti, qwed };

  if (opts.subjectHash !== undefined) {
    if (opts.subject !== undefined) throw new AttestationInputError('subject', 'give subject or subjectHash, not both');
    if (typeof opts.subjectHash !== 'string' || !/^[0-9a-f]{64}$/.test(opts.subjectHash)) {
      throw new AttestationInputError('subjectHash', 'must be 64 lowercase hex digits (SHA-256)');
    }
    claims.sub = opts.subjectHash;
  } else if (typeof opts.subject === 'string' || opts.subject instanceof Uint8Array) {
    const now = digestHexNow('SHA-256', opts.subject);
    if (now !== undefined) claims.sub = now;
    else pending.push(fillLater('SHA-256', opts.subject, claims, 'sub'));
  } else {
    throw new AttestationInputError('subject', 'is required (the verified content) unless subjectHash is given');
  }
  if (opts.query !== undefined) {
    if (typeof opts.query !== 'string') throw new AttestationInputError('query', 'must be a string');
    // The query is often the very text that was verified: its SHA-256 is then already known as sub.
    if (hashAlg === 'SHA-256' && opts.query === opts.subject && claims.sub !== '') qwed.query_hash = withPrefix(hashAlg, claims.sub);
    else {
      const now = digestHexNow(hashAlg, opts.query);
      qwed.query_hash = now === undefined ? '' : withPrefix(hashAlg, now); // '' keeps the member's place (JSON order)
      if (now === undefined) pending.push(fillLater(hashAlg, opts.query, qwed, 'query_hash'));
    }
  }
  if (opts.proof !== undefined) {
    let input: ReturnType<typeof proofHashInput>;
    try {
      input = proofHashInput(opts.proof);
    } catch {
      throw new AttestationInputError('proof', 'must be a string, bytes or JSON-serialisable value');
    }
    const now = digestHexNow(hashAlg, input);
    qwed.proof_hash = now === undefined ? '' : withPrefix(hashAlg, now);
    if (now === undefined) pending.push(fillLater(hashAlg, input, qwed, 'proof_hash'));
  }
  if (opts.chain !== undefined) {
    const c = opts.chain;
    const link: Record<string, unknown> = { chain_id: c.chain_id, chain_index: c.chain_index };
    if (c.previous_attestation !== undefined) link.previous_attestation = c.previous_attestation;
    if (c.previous_hash !== undefined) link.previous_hash = c.previous_hash;
    const p = chainProblem(link, 'chain');
    if (p) throw new AttestationInputError(p.field, p.message);
    if (c.previous_hash !== undefined && !isPrefixedHash(c.previous_hash))
      throw new AttestationInputError('chain.previous_hash', 'must be sha256:<hex>');
    Object.assign(qwed, link);
  }
  if (opts.anchor !== undefined) {
    const p = anchorProblem(opts.anchor, 'anchor');
    if (p) throw new AttestationInputError(p.field, p.message);
    qwed.anchor = { chain: opts.anchor.chain, tx_hash: opts.anchor.tx_hash, block_number: opts.anchor.block_number };
  }
  return { issuer, claims, qwed, pending };
}

function signDraft({ issuer, claims }: Draft, opts: CreateAttestationOptions): Promise<CreatedAttestation> {
  const { header, segment } = headerFor(issuer);
  const payloadJson = opts.chain === undefined && opts.anchor === undefined ? plainClaimsJson(claims) : JSON.stringify(claims);
  const signingInput = `${segment}.${base64urlEncodeText(payloadJson)}`;
  // sign() takes a copy of the data before it returns (the Web Cryptography API says so), so one buffer serves every call;
  // nothing runs between filling it and that call.
  const data = utf8Into(signingInput, SIGNING_INPUT_SCRATCH) ?? utf8(signingInput);
  return crypto.subtle.sign(signParams(issuer.alg), issuer.privateKey, data).then((buffer) => {
    const raw = new Uint8Array(buffer);
    // WebCrypto returns either S at random and has no low-S option (nor has jose, which signs through it), so the
    // signature is normalised here: verifiers refuse the high-S twin.
    const signature = issuer.alg === 'ES256' ? normalizeLowS(raw) : raw;
    // A copy of the cached header, member by member (a spread costs a generic object clone).
    return {
      jwt: `${signingInput}.${base64urlEncode(signature)}`,
      jti: claims.jti,
      claims,
      header: { alg: header.alg, typ: header.typ, kid: header.kid },
    };
  });
}
