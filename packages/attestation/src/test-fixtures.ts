/** Shared helpers for this package's tests: issuers, registries, and hand-crafted tokens. Not exported by index.ts. */

import { normalizeLowS } from './ecdsa.ts';
import { base64urlEncode, utf8 } from './encoding.ts';
import type { IssuerSigningKey } from './keys.ts';
import { generateIssuerSecret, loadIssuerKey, signParams } from './keys.ts';
import { buildRegistryDocument } from './registry.ts';
import type { AttestationAlg, IssuerRegistry } from './types.ts';

export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
export const DAY = 86_400_000;

export async function makeIssuer(alg: AttestationAlg = 'ES256', did = 'did:svc:node:test-1', keyName = 'k1'): Promise<IssuerSigningKey> {
  return loadIssuerKey(await generateIssuerSecret(alg), { did, keyName });
}

export function registryOf(...keys: IssuerSigningKey[]): IssuerRegistry {
  const byDid = new Map<string, IssuerSigningKey[]>();
  for (const k of keys) byDid.set(k.did, [...(byDid.get(k.did) ?? []), k]);
  return buildRegistryDocument([...byDid].map(([did, ks]) => ({ did, name: `Issuer ${did}`, keys: ks })));
}

export function segment(value: unknown): string {
  return base64urlEncode(utf8(typeof value === 'string' ? value : JSON.stringify(value)));
}

/** Signs arbitrary header/payload with a real key, as an attacker or a foreign implementation would. */
export async function signRaw(header: unknown, payload: unknown, key: IssuerSigningKey): Promise<string> {
  const input = `${segment(header)}.${segment(payload)}`;
  const sig = new Uint8Array(await crypto.subtle.sign(signParams(key.alg), key.privateKey, utf8(input)));
  return `${input}.${base64urlEncode(key.alg === 'ES256' ? normalizeLowS(sig) : sig)}`;
}

export function basePayload(key: IssuerSigningKey, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const iat = Math.floor(T0 / 1000);
  return {
    iss: key.did,
    sub: 'a'.repeat(64),
    iat,
    exp: iat + 365 * 86400,
    jti: 'jti-1',
    qwed: { version: '1.0', result: { status: 'VERIFIED', verified: true, engine: 'math' } },
    ...overrides,
  };
}

export function baseHeader(key: IssuerSigningKey, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { alg: key.alg, typ: 'service-attestation+jwt', kid: key.kid, ...overrides };
}
