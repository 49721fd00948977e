/** The issuer registry document (`{registry_url}/issuers.json`) and the JWKS document. */
import { base64urlDecode, isPlainObject } from './encoding.ts';
import { RegistryError } from './errors.ts';
import type { IssuerSigningKey } from './keys.ts';
import { algForJwk, isValidDid, publicJwk } from './keys.ts';
import type { IssuerPublicJwk, IssuerRegistry, IssuerStatus, RegistryIssuer } from './types.ts';

const STATUSES: readonly IssuerStatus[] = ['active', 'suspended', 'revoked'];
const MAX_ISSUERS = 1000;
const MAX_KEYS = 32;

function nonEmpty(value: unknown, path: string, max = 256): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > max)
    throw new RegistryError(path, `must be a non-empty string of at most ${max} characters`);
  return value;
}

function coordinate(value: unknown, path: string): string {
  const bytes = typeof value === 'string' ? base64urlDecode(value) : null;
  if (!bytes || bytes.length !== 32) throw new RegistryError(path, 'must be 32 bytes, base64url without padding');
  return value as string;
}

/** Validates one public JWK of issuer `did`. Unknown JWK members are ignored (RFC 7517 §4); private members are refused. */
export function parsePublicJwk(value: unknown, did: string, path: string): IssuerPublicJwk {
  if (!isPlainObject(value)) throw new RegistryError(path, 'must be a JWK object');
  for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) {
    if (secret in value) throw new RegistryError(`${path}.${secret}`, 'private key material must never be published');
  }
  const alg = algForJwk(value);
  if (!alg) throw new RegistryError(path, 'kty/crv must be EC/P-256 or OKP/Ed25519');
  const kid = nonEmpty(value.kid, `${path}.kid`, 512);
  if (!kid.startsWith(`${did}#`) || kid.length === did.length + 1)
    throw new RegistryError(`${path}.kid`, 'must have the form <issuer_did>#<key_name>');
  const jwk: IssuerPublicJwk = {
    kty: value.kty as 'EC' | 'OKP',
    crv: value.crv as 'P-256' | 'Ed25519',
    x: coordinate(value.x, `${path}.x`),
    kid,
  };
  if (alg === 'ES256') jwk.y = coordinate(value.y, `${path}.y`);
  else if (value.y !== undefined) throw new RegistryError(`${path}.y`, 'an Ed25519 key has no y');
  if (value.alg !== undefined) {
    if (value.alg !== alg) throw new RegistryError(`${path}.alg`, `must be ${alg} for this key type`);
    jwk.alg = alg;
  }
  if (value.use !== undefined) {
    if (value.use !== 'sig') throw new RegistryError(`${path}.use`, 'must be "sig"');
    jwk.use = 'sig';
  }
  if (value.exp !== undefined) {
    if (typeof value.exp !== 'number' || !Number.isSafeInteger(value.exp) || value.exp < 0)
      throw new RegistryError(`${path}.exp`, 'must be an integer Unix timestamp');
    jwk.exp = value.exp;
  }
  if (value.not_after !== undefined) {
    if (typeof value.not_after !== 'string' || Number.isNaN(Date.parse(value.not_after)))
      throw new RegistryError(`${path}.not_after`, 'must be an ISO 8601 date-time');
    jwk.not_after = value.not_after;
  }
  return jwk;
}

/**
 * Strictly validates a registry document (object or JSON text) and returns a clean copy. Throws RegistryError naming
 * the offending path. Unknown members are ignored; duplicate DIDs or kids, private key material, malformed keys and
 * unknown statuses are refused.
 */
export function parseIssuerRegistry(json: unknown): IssuerRegistry {
  let doc = json;
  if (typeof json === 'string') {
    try {
      doc = JSON.parse(json);
    } catch {
      throw new RegistryError('$', 'is not valid JSON');
    }
  }
  if (!isPlainObject(doc)) throw new RegistryError('$', 'must be an object');
  if (!Array.isArray(doc.issuers)) throw new RegistryError('issuers', 'must be an array');
  if (doc.issuers.length > MAX_ISSUERS) throw new RegistryError('issuers', `must have at most ${MAX_ISSUERS} entries`);
  const dids = new Set<string>();
  const issuers: RegistryIssuer[] = doc.issuers.map((entry: unknown, i: number) => {
    const path = `issuers[${i}]`;
    if (!isPlainObject(entry)) throw new RegistryError(path, 'must be an object');
    if (!isValidDid(entry.did)) throw new RegistryError(`${path}.did`, 'must be a DID such as did:svc:node:<id>');
    if (dids.has(entry.did)) throw new RegistryError(`${path}.did`, 'is listed twice');
    dids.add(entry.did);
    const name = nonEmpty(entry.name, `${path}.name`);
    if (!STATUSES.includes(entry.status as IssuerStatus))
      throw new RegistryError(`${path}.status`, `must be one of ${STATUSES.join(', ')}`);
    const certification_level = nonEmpty(entry.certification_level, `${path}.certification_level`, 64);
    if (!Array.isArray(entry.public_keys) || entry.public_keys.length > MAX_KEYS) {
      throw new RegistryError(`${path}.public_keys`, `must be an array of at most ${MAX_KEYS} JWKs`);
    }
    const kids = new Set<string>();
    const public_keys = entry.public_keys.map((k: unknown, j: number) => {
      const jwk = parsePublicJwk(k, entry.did as string, `${path}.public_keys[${j}]`);
      if (kids.has(jwk.kid)) throw new RegistryError(`${path}.public_keys[${j}].kid`, 'is listed twice');
      kids.add(jwk.kid);
      return jwk;
    });
    return { did: entry.did, name, public_keys, status: entry.status as IssuerStatus, certification_level };
  });
  return { issuers };
}

export interface RegistryIssuerInput {
  did: string;
  name: string;
  /** Current signing key and/or older public keys still published for verification (set their `exp` on rotation). */
  keys: Array<IssuerSigningKey | IssuerPublicJwk>;
  status?: IssuerStatus;
  certification_level?: string;
}

/** Builds (and validates) the registry document to publish at /registry/issuers.json. */
export function buildRegistryDocument(issuers: RegistryIssuerInput[]): IssuerRegistry {
  return parseIssuerRegistry({
    issuers: issuers.map((i) => ({
      did: i.did,
      name: i.name,
      public_keys: i.keys.map((k) => publicJwk(k)),
      status: i.status ?? 'active',
      certification_level: i.certification_level ?? 'full',
    })),
  });
}

/** The JWKS document for /.well-known/jwks.json. */
export function jwksDocument(keys: Array<IssuerSigningKey | IssuerPublicJwk>): { keys: IssuerPublicJwk[] } {
  return { keys: keys.map((k) => publicJwk(k)) };
}
