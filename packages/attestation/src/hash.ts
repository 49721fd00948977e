import { bytesToHex, isPlainObject, jsonString, utf8 } from './encoding.ts';
import { SHORT_INPUT_MAX, sha256HexShort, sha256HexText } from './sha256.ts';
import type { HashAlg } from './types.ts';

export type Hashable = string | Uint8Array | ArrayBuffer;

function toBytes(data: Hashable): Uint8Array {
  if (typeof data === 'string') return utf8(data);
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

/**
 * The digest computed at once when `data` is short and `alg` is SHA-256 (in JavaScript, sha256.ts), else undefined:
 * then only `digestHex` (WebCrypto) gives it. In workerd one `crypto.subtle.digest` call costs about 5 µs whatever the
 * input's length (the call and its promise), while SHA-256 in JavaScript costs well under a microsecond per 64-byte
 * block once compiled; signing an attestation hashes two short strings (`pnpm bench attestation` measures signing
 * against raw WebCrypto signing).
 */
export function digestHexNow(alg: HashAlg, data: Hashable): string | undefined {
  if (alg !== 'SHA-256') return undefined;
  if (typeof data === 'string') return sha256HexText(data);
  const bytes = toBytes(data);
  return bytes.length <= SHORT_INPUT_MAX ? sha256HexShort(bytes) : undefined;
}

/** Lowercase hex digest of a string's UTF-8 bytes (or of raw bytes): short SHA-256 inputs at once, others by WebCrypto. */
export async function digestHex(alg: HashAlg, data: Hashable): Promise<string> {
  return digestHexNow(alg, data) ?? bytesToHex(new Uint8Array(await crypto.subtle.digest(alg, toBytes(data))));
}

/** SHA-256 of the UTF-8 bytes of a string (or of raw bytes), lowercase hex. */
export function sha256Hex(data: Hashable): Promise<string> {
  return digestHex('SHA-256', data);
}

export function sha384Hex(data: Hashable): Promise<string> {
  return digestHex('SHA-384', data);
}

const PREFIX: Record<HashAlg, string> = { 'SHA-256': 'sha256', 'SHA-384': 'sha384' };

/** `sha256:<hex>` / `sha384:<hex>`: the self-describing form used for query_hash, proof_hash and previous_hash. */
export async function prefixedHash(data: Hashable, alg: HashAlg = 'SHA-256'): Promise<string> {
  return withPrefix(alg, await digestHex(alg, data));
}

export function withPrefix(alg: HashAlg, hex: string): string {
  return `${PREFIX[alg]}:${hex}`;
}

const PREFIXED_RE = /^(sha256:[0-9a-f]{64}|sha384:[0-9a-f]{96})$/;

export function isPrefixedHash(value: unknown): value is string {
  return typeof value === 'string' && PREFIXED_RE.test(value);
}

/** The hash algorithm named by a `sha256:`/`sha384:` prefix. */
export function prefixedHashAlg(value: string): HashAlg | null {
  if (value.startsWith('sha256:')) return 'SHA-256';
  if (value.startsWith('sha384:')) return 'SHA-384';
  return null;
}

/**
 * previous_hash of a chain link: the hash of the previous attestation's compact JWT string exactly as issued
 * (its ASCII bytes), in `sha256:<hex>` form by default.
 */
export function attestationHash(jwt: string, alg: HashAlg = 'SHA-256'): Promise<string> {
  return prefixedHash(jwt, alg);
}

/** Caps for canonical JSON of caller-supplied values: nesting depth and values visited. */
export interface CanonicalJsonLimits {
  maxDepth: number;
  maxNodes: number;
}

/** Thrown when a value exceeds the caps given to canonicalJson; `limit` names which one. */
export class CanonicalJsonLimitError extends Error {
  readonly limit: 'depth' | 'nodes';
  readonly max: number;
  constructor(limit: 'depth' | 'nodes', max: number) {
    super(`canonicalJson: more than ${max} ${limit === 'depth' ? 'levels of nesting' : 'values'}`);
    this.limit = limit;
    this.max = max;
  }
}

const UNLIMITED: CanonicalJsonLimits = { maxDepth: Number.POSITIVE_INFINITY, maxNodes: Number.POSITIVE_INFINITY };

/**
 * Deterministic JSON (object keys sorted by UTF-16 code unit, no whitespace, numbers and strings as JSON.stringify writes
 * them) so that the same value always hashes the same whatever order its producer built it in. The one serialisation
 * behind proof hashes, audit entry hashes, batch request hashes and tool pinning. Non-finite numbers and other non-JSON
 * values are rejected; `undefined` members are left out (in arrays they become null, as in JSON.stringify). With
 * `limits`, work is bounded for caller-supplied values: deeper or larger values throw CanonicalJsonLimitError, which
 * also stops a cyclic structure.
 */
export function canonicalJson(value: unknown, limits: CanonicalJsonLimits = UNLIMITED): string {
  return serialise(value, 0, limits, { nodes: 0 });
}

function serialise(value: unknown, depth: number, limits: CanonicalJsonLimits, work: { nodes: number }): string {
  if (++work.nodes > limits.maxNodes) throw new CanonicalJsonLimitError('nodes', limits.maxNodes);
  if (typeof value === 'string') return jsonString(value);
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
    return JSON.stringify(value);
  }
  if (depth >= limits.maxDepth) throw new CanonicalJsonLimitError('depth', limits.maxDepth);
  // Plain loops: this runs on every signing, and map/filter/join allocate an array per level.
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out += (i === 0 ? '' : ',') + serialise(item === undefined ? null : item, depth + 1, limits, work);
    }
    return `${out}]`;
  }
  if (isPlainObject(value)) {
    const keys = sortedKeys(value);
    let out = '{';
    for (const key of keys) {
      const item = value[key];
      if (item === undefined) continue;
      out += `${out.length === 1 ? '' : ','}${jsonString(key)}:${serialise(item, depth + 1, limits, work)}`;
    }
    return `${out}}`;
  }
  throw new TypeError(`canonicalJson: unsupported value of type ${typeof value}`);
}

/**
 * Own enumerable keys in UTF-16 code-unit order (the default sort order for strings, which `<` on strings also uses).
 * Insertion sort for the few keys of a typical object: the generic default sort costs more than the sorting itself.
 */
function sortedKeys(value: Record<string, unknown>): string[] {
  const keys = Object.keys(value);
  if (keys.length > 16) {
    // biome-ignore lint/suspicious/useArraySortCompare: keys are strings, and the default order (UTF-16 code units) is the canonical one
    return keys.sort();
  }
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i] as string;
    let j = i;
    while (j > 0 && (keys[j - 1] as string) > k) {
      keys[j] = keys[j - 1] as string;
      j--;
    }
    keys[j] = k;
  }
  return keys;
}

/** proof_hash: strings and bytes are hashed as they are; anything else as canonical JSON. */
export function proofHash(proof: unknown, alg: HashAlg = 'SHA-256'): Promise<string> {
  return prefixedHash(proofHashInput(proof), alg);
}

/** What proof_hash is the hash of: strings and bytes as they are, anything else its canonical JSON (throws if not JSON). */
export function proofHashInput(proof: unknown): Hashable {
  if (typeof proof === 'string' || proof instanceof Uint8Array || proof instanceof ArrayBuffer) return proof;
  return canonicalJson(proof);
}
