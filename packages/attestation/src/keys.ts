/** Issuer keys: loading SERVICE_ATTESTATION_SECRET, publishing public JWKs, importing registry keys for verification. */
import { base64urlDecode, base64urlEncode, isPlainObject, utf8 } from './encoding.ts';
import { AttestationConfigError } from './errors.ts';
import type { AttestationAlg, IssuerPublicJwk } from './types.ts';

export interface IssuerSigningKey {
  did: string;
  keyName: string;
  /** `<did>#<keyName>`, the JWT header `kid`. */
  kid: string;
  alg: AttestationAlg;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: IssuerPublicJwk;
}

export interface LoadIssuerKeyOptions {
  did: string;
  /** Defaults to the RFC 7638 thumbprint of the public key, which is stable for a key and changes when it rotates. */
  keyName?: string;
}

const DID_RE = /^did:[a-z0-9]+(:[A-Za-z0-9._%-]+)+$/;
const KEY_NAME_RE = /^[A-Za-z0-9._-]{1,64}$/;

export function isValidDid(did: unknown): did is string {
  return typeof did === 'string' && did.length <= 256 && DID_RE.test(did);
}

export function isValidKeyName(name: unknown): name is string {
  return typeof name === 'string' && KEY_NAME_RE.test(name);
}

type ImportParams = { name: 'ECDSA'; namedCurve: 'P-256' } | { name: 'Ed25519' };

export function importParams(alg: AttestationAlg): ImportParams {
  return alg === 'ES256' ? { name: 'ECDSA', namedCurve: 'P-256' } : { name: 'Ed25519' };
}

const ES256_PARAMS = Object.freeze({ name: 'ECDSA', hash: 'SHA-256' } as const);
const EDDSA_PARAMS = Object.freeze({ name: 'Ed25519' } as const);

export function signParams(alg: AttestationAlg): { readonly name: 'ECDSA'; readonly hash: 'SHA-256' } | { readonly name: 'Ed25519' } {
  return alg === 'ES256' ? ES256_PARAMS : EDDSA_PARAMS;
}

/** ES256 for EC P-256 keys, EdDSA for OKP Ed25519 keys, null for anything else. */
export function algForJwk(jwk: { kty?: unknown; crv?: unknown }): AttestationAlg | null {
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  return null;
}

function coordinate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const bytes = base64urlDecode(value);
  return bytes !== null && bytes.length === 32;
}

/** The members WebCrypto needs, and nothing else (extra members such as `exp` or `alg` must not reach importKey). */
function minimalJwk(jwk: Record<string, unknown>, withPrivate: boolean): JsonWebKey {
  const out: JsonWebKey = { kty: String(jwk.kty), crv: String(jwk.crv), x: String(jwk.x) };
  if (jwk.kty === 'EC') out.y = String(jwk.y);
  if (withPrivate) out.d = String(jwk.d);
  return out;
}

const SECRET_MISSING = 'SERVICE_ATTESTATION_SECRET is not set; the attestation component cannot start';
const SECRET_UNUSABLE =
  'SERVICE_ATTESTATION_SECRET is not a usable private key: expected a private JWK (EC P-256 or OKP Ed25519, with "d") ' +
  'or an unencrypted PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----")';

async function privateJwkFromPem(pem: string): Promise<Record<string, unknown>> {
  if (/-----BEGIN (EC |ENCRYPTED )?PRIVATE KEY-----/.test(pem) && !pem.includes('BEGIN PRIVATE KEY')) {
    throw new AttestationConfigError(`${SECRET_UNUSABLE}; convert SEC1 or encrypted keys with: openssl pkcs8 -topk8 -nocrypt -in key.pem`);
  }
  const match = /-----BEGIN PRIVATE KEY-----([\s\S]*?)-----END PRIVATE KEY-----/.exec(pem);
  if (!match) throw new AttestationConfigError(SECRET_UNUSABLE);
  const body = (match[1] ?? '').replace(/\s+/g, '');
  let der: Uint8Array;
  try {
    der = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  } catch {
    throw new AttestationConfigError(SECRET_UNUSABLE);
  }
  // PKCS#8 names its algorithm inside; trying the two supported ones is simpler than parsing the ASN.1.
  for (const alg of ['ES256', 'EdDSA'] as const) {
    try {
      const key = await crypto.subtle.importKey('pkcs8', der, importParams(alg), true, ['sign']);
      // Boundary: WebCrypto's JsonWebKey, read field by field by minimalJwk.
      return (await crypto.subtle.exportKey('jwk', key)) as unknown as Record<string, unknown>;
    } catch {
      // not this algorithm
    }
  }
  throw new AttestationConfigError(SECRET_UNUSABLE);
}

/**
 * Loads the issuer private key from the secret (private JWK JSON, or PKCS#8 PEM; literal `\n` sequences as written
 * in .env files are accepted). Throws AttestationConfigError when the secret is missing, malformed, or its private
 * part does not match its public part. There is deliberately no fallback key.
 */
export async function loadIssuerKey(secret: string | undefined, opts: LoadIssuerKeyOptions): Promise<IssuerSigningKey> {
  if (secret === undefined || secret.trim() === '') throw new AttestationConfigError(SECRET_MISSING);
  if (!isValidDid(opts.did)) throw new AttestationConfigError('attestation issuer DID is invalid (expected did:svc:node:<id>)');
  if (opts.keyName !== undefined && !isValidKeyName(opts.keyName)) {
    throw new AttestationConfigError('attestation key name is invalid (1-64 of A-Z a-z 0-9 . _ -)');
  }
  const text = secret.trim();
  let jwk: Record<string, unknown>;
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AttestationConfigError(SECRET_UNUSABLE);
    }
    if (!isPlainObject(parsed)) throw new AttestationConfigError(SECRET_UNUSABLE);
    jwk = parsed;
  } else {
    jwk = await privateJwkFromPem(text.replace(/\\n/g, '\n'));
  }
  const alg = algForJwk(jwk);
  if (!alg || !coordinate(jwk.x) || (alg === 'ES256' && !coordinate(jwk.y)) || !coordinate(jwk.d)) {
    throw new AttestationConfigError(SECRET_UNUSABLE);
  }
  let privateKey: CryptoKey;
  let publicKey: CryptoKey;
  try {
    privateKey = await crypto.subtle.importKey('jwk', minimalJwk(jwk, true), importParams(alg), false, ['sign']);
    publicKey = await crypto.subtle.importKey('jwk', minimalJwk(jwk, false), importParams(alg), true, ['verify']);
  } catch {
    throw new AttestationConfigError(SECRET_UNUSABLE);
  }
  // WebCrypto does not promise to check that d matches x/y; a mismatched key would issue tokens nobody can verify.
  const probe = utf8('attestation key self-test');
  const sig = await crypto.subtle.sign(signParams(alg), privateKey, probe);
  if (!(await crypto.subtle.verify(signParams(alg), publicKey, sig, probe))) {
    throw new AttestationConfigError(`${SECRET_UNUSABLE}; its private part does not match its public part`);
  }
  const bare: IssuerPublicJwk =
    alg === 'ES256'
      ? { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y), kid: '' }
      : { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x), kid: '' };
  const keyName = opts.keyName ?? (await jwkThumbprint(bare));
  const kid = `${opts.did}#${keyName}`;
  return {
    did: opts.did,
    keyName,
    kid,
    alg,
    privateKey,
    publicKey,
    publicJwk: { ...bare, kid, alg, use: 'sig' },
  };
}

/** The public JWK to publish (JWKS and registry): `{ kty, crv, x, y?, kid, alg, use: 'sig' }`, plus optional `exp`. */
export function publicJwk(key: IssuerSigningKey | IssuerPublicJwk, extra: { exp?: number } = {}): IssuerPublicJwk {
  const jwk = 'publicJwk' in key ? key.publicJwk : key;
  const alg = algForJwk(jwk);
  if (!alg) throw new TypeError('publicJwk: unsupported key type');
  const out: IssuerPublicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, kid: jwk.kid, alg, use: 'sig' };
  if (jwk.kty === 'EC') out.y = jwk.y;
  if (jwk.exp !== undefined) out.exp = jwk.exp;
  if (jwk.not_after !== undefined) out.not_after = jwk.not_after;
  if (extra.exp !== undefined) out.exp = extra.exp;
  return out;
}

/** RFC 7638 JWK thumbprint (SHA-256, base64url). */
export async function jwkThumbprint(jwk: { kty: string; crv: string; x: string; y?: string }): Promise<string> {
  const members =
    jwk.kty === 'EC'
      ? `{"crv":"${jwk.crv}","kty":"EC","x":"${jwk.x}","y":"${jwk.y ?? ''}"}`
      : `{"crv":"${jwk.crv}","kty":"${jwk.kty}","x":"${jwk.x}"}`;
  return base64urlEncode(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(members))));
}

/** A fresh private JWK as JSON, suitable for SERVICE_ATTESTATION_SECRET (used by the dev setup script). */
export async function generateIssuerSecret(alg: AttestationAlg = 'ES256'): Promise<string> {
  const pair = (await crypto.subtle.generateKey(importParams(alg), true, ['sign', 'verify'])) as CryptoKeyPair;
  // Boundary: WebCrypto's JsonWebKey, read field by field by minimalJwk.
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
  if (jwk.kty === 'EC') out.y = jwk.y;
  out.d = jwk.d;
  return JSON.stringify(out);
}

const MAX_CACHED_KEYS = 256;
const keyCache = new Map<string, Promise<CryptoKey>>();

/**
 * Imports a registry key for verification. Cached by key material (not object identity): callers often re-parse the
 * registry per request, and an import costs as much as a verification. Bounded so a verifier fed many registries
 * cannot grow without limit.
 */
export function importVerificationKey(jwk: IssuerPublicJwk): Promise<CryptoKey> {
  // The same key object (a registry held across requests) is found without building the material key; its members are
  // compared so that a key object changed in place is imported afresh.
  const seen = byObject.get(jwk);
  if (seen && seen.kty === jwk.kty && seen.crv === jwk.crv && seen.x === jwk.x && seen.y === jwk.y) return seen.key;
  const id = `${jwk.kty}|${jwk.crv}|${jwk.x}|${jwk.y ?? ''}`;
  let cached = keyCache.get(id);
  if (!cached) {
    const alg = algForJwk(jwk);
    cached = alg
      ? crypto.subtle.importKey('jwk', minimalJwk({ ...jwk }, false), importParams(alg), false, ['verify'])
      : Promise.reject(new TypeError('unsupported key type'));
    // A failed import must not be remembered forever: drop it so a later call retries.
    cached.catch(() => {
      keyCache.delete(id);
      byObject.delete(jwk);
    });
    if (keyCache.size >= MAX_CACHED_KEYS) keyCache.clear();
    keyCache.set(id, cached);
  }
  const entry: KeyEntry = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, key: cached, ready: undefined };
  cached.then(
    (key) => {
      entry.ready = key;
    },
    () => undefined,
  );
  byObject.set(jwk, entry);
  return cached;
}

/**
 * The imported key for `jwk` when an earlier importVerificationKey of the same key object has finished, else undefined
 * (then await importVerificationKey). Lets the verifier skip a promise turn per verification for a registry it holds.
 */
export function importedVerificationKey(jwk: IssuerPublicJwk): CryptoKey | undefined {
  const seen = byObject.get(jwk);
  return seen && seen.kty === jwk.kty && seen.crv === jwk.crv && seen.x === jwk.x && seen.y === jwk.y ? seen.ready : undefined;
}

interface KeyEntry {
  kty: string;
  crv: string;
  x: string;
  y: string | undefined;
  key: Promise<CryptoKey>;
  ready: CryptoKey | undefined;
}

const byObject = new WeakMap<IssuerPublicJwk, KeyEntry>();
