/** Interop with independent implementations: OpenSSL (CLI), node:crypto, and jose. */
import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign as nodeSign, verify as nodeVerify } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAttestation } from './create.ts';
import { derToRaw, isHighS, normalizeLowS, rawToDer } from './ecdsa.ts';
import { base64urlDecode, base64urlEncode } from './encoding.ts';
import type { IssuerSigningKey } from './keys.ts';
import { buildRegistryDocument } from './registry.ts';
import { baseHeader, basePayload, makeIssuer, registryOf, segment, T0 } from './test-fixtures.ts';
import type { IssuerPublicJwk } from './types.ts';
import { verifyAttestation } from './verify.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const ok = { status: 'VERIFIED' as const, verified: true, engine: 'math' };
const dir = mkdtempSync(join(tmpdir(), 'attest-interop-'));
const did = 'did:svc:node:foreign';

let es: IssuerSigningKey;
let ed: IssuerSigningKey;
beforeAll(async () => {
  es = await makeIssuer('ES256');
  ed = await makeIssuer('EdDSA', 'did:svc:node:ed');
});

function spkiPem(jwk: IssuerPublicJwk): string {
  const { kty, crv, x, y } = jwk;
  return createPublicKey({ key: { kty, crv, x, ...(y ? { y } : {}) }, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string;
}

function openssl(args: string[]) {
  return spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
}

describe.skipIf(!hasOpenssl)('OpenSSL (skipped when the openssl binary is absent)', () => {
  it('verifies an ES256 attestation we issued (raw → DER, SPKI PEM)', async () => {
    const { jwt } = await createAttestation(ok, { issuer: es, validityDays: 1, subject: 'x' });
    const [h, p, s] = jwt.split('.') as [string, string, string];
    writeFileSync(join(dir, 'data.txt'), `${h}.${p}`);
    writeFileSync(join(dir, 'sig.der'), rawToDer(base64urlDecode(s)!));
    writeFileSync(join(dir, 'pub.pem'), spkiPem(es.publicJwk));
    const good = openssl(['dgst', '-sha256', '-verify', 'pub.pem', '-signature', 'sig.der', 'data.txt']);
    expect(good.stdout).toContain('Verified OK');
    expect(good.status).toBe(0);
    writeFileSync(join(dir, 'data.txt'), `${h}.${p}x`);
    expect(openssl(['dgst', '-sha256', '-verify', 'pub.pem', '-signature', 'sig.der', 'data.txt']).status).not.toBe(0);
  });

  it('verifies an EdDSA attestation we issued', async () => {
    const { jwt } = await createAttestation(ok, { issuer: ed, validityDays: 1, subject: 'x' });
    const [h, p, s] = jwt.split('.') as [string, string, string];
    writeFileSync(join(dir, 'ed-data.txt'), `${h}.${p}`);
    writeFileSync(join(dir, 'ed-sig.bin'), base64urlDecode(s)!);
    writeFileSync(join(dir, 'ed-pub.pem'), spkiPem(ed.publicJwk));
    const r = openssl(['pkeyutl', '-verify', '-pubin', '-inkey', 'ed-pub.pem', '-rawin', '-in', 'ed-data.txt', '-sigfile', 'ed-sig.bin']);
    expect(r.stdout).toContain('Signature Verified Successfully');
  });

  it('accepts a token signed by openssl (DER → raw)', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(join(dir, 'key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const jwk = publicKey.export({ format: 'jwk' }) as unknown as IssuerPublicJwk;
    const kid = `${did}#ossl`;
    const input = `${segment({ alg: 'ES256', typ: 'service-attestation+jwt', kid })}.${segment({ ...basePayload(es), iss: did })}`;
    writeFileSync(join(dir, 'in.txt'), input);
    const r = openssl(['dgst', '-sha256', '-sign', 'key.pem', '-out', 'out.der', 'in.txt']);
    expect(r.status).toBe(0);
    const raw = derToRaw(new Uint8Array(readFileSync(join(dir, 'out.der'))));
    expect(raw).not.toBeNull();
    const registry = buildRegistryDocument([{ did, name: 'Foreign', keys: [{ ...jwk, kid }] }]);
    // OpenSSL emits either S; foreign ES256 signers normalise to low-S before publishing (as ours does).
    const outcome = await verifyAttestation(`${input}.${base64urlEncode(normalizeLowS(raw!))}`, { registry, now: T0 });
    expect(outcome.valid).toBe(true);
  });
});

describe('node:crypto', () => {
  it('accepts low-S ES256 tokens signed with dsaEncoding ieee-p1363, and refuses the DER and high-S forms', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const kid = `${did}#node`;
    const registry = buildRegistryDocument([
      { did, name: 'Foreign', keys: [{ ...(publicKey.export({ format: 'jwk' }) as unknown as IssuerPublicJwk), kid }] },
    ]);
    const input = `${segment({ alg: 'ES256', typ: 'service-attestation+jwt', kid })}.${segment({ ...basePayload(es), iss: did })}`;
    let highSeen = 0;
    for (let i = 0; i < 16; i++) {
      const sig = new Uint8Array(nodeSign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }));
      const low = normalizeLowS(sig);
      expect((await verifyAttestation(`${input}.${base64urlEncode(low)}`, { registry, now: T0 })).valid).toBe(true);
      if (isHighS(sig)) {
        highSeen++;
        expect(await verifyAttestation(`${input}.${base64urlEncode(sig)}`, { registry, now: T0 })).toMatchObject({ code: 'ATT-003' });
      }
      const der = nodeSign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'der' });
      expect(await verifyAttestation(`${input}.${der.toString('base64url')}`, { registry, now: T0 })).toMatchObject({ code: 'ATT-003' });
    }
    // Node signs with either S at random: 16 signatures all low-S has probability 2^-16.
    expect(highSeen).toBeGreaterThan(0);
  });

  it('accepts Ed25519 tokens signed by node:crypto', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const kid = `${did}#ed`;
    const registry = buildRegistryDocument([
      { did, name: 'Foreign', keys: [{ ...(publicKey.export({ format: 'jwk' }) as unknown as IssuerPublicJwk), kid }] },
    ]);
    const input = `${segment({ alg: 'EdDSA', typ: 'service-attestation+jwt', kid })}.${segment({ ...basePayload(es), iss: did })}`;
    const sig = nodeSign(null, Buffer.from(input), privateKey);
    expect((await verifyAttestation(`${input}.${sig.toString('base64url')}`, { registry, now: T0 })).valid).toBe(true);
  });

  it('verifies our tokens with node:crypto', async () => {
    for (const key of [es, ed]) {
      const { jwt } = await createAttestation(ok, { issuer: key, validityDays: 1, subject: 'x' });
      const [h, p, s] = jwt.split('.') as [string, string, string];
      const pub = createPublicKey({ key: { ...key.publicJwk }, format: 'jwk' });
      const opts = key.alg === 'ES256' ? { key: pub, dsaEncoding: 'ieee-p1363' as const } : pub;
      expect(nodeVerify(key.alg === 'ES256' ? 'sha256' : null, Buffer.from(`${h}.${p}`), opts, Buffer.from(s, 'base64url'))).toBe(true);
    }
  });
});

describe('jose', () => {
  it('jose verifies our tokens, typ and issuer included', async () => {
    for (const key of [es, ed]) {
      const { jwt } = await createAttestation(ok, { issuer: key, validityDays: 1, subject: 'x' });
      const pub = await importJWK(key.publicJwk, key.alg);
      const { payload, protectedHeader } = await jwtVerify(jwt, pub, { issuer: key.did, typ: 'service-attestation+jwt' });
      expect(protectedHeader.kid).toBe(key.kid);
      expect(payload.qwed).toMatchObject({ version: '1.0', result: ok });
    }
  });

  it('we verify tokens issued by jose SignJWT', async () => {
    const secret = JSON.parse(await (await import('./keys.ts')).generateIssuerSecret('ES256')) as Record<string, string>;
    const kid = `${did}#jose`;
    const privateKey = await importJWK(secret, 'ES256');
    const jwt = await new SignJWT({ qwed: { version: '1.0', result: ok } })
      .setProtectedHeader({ alg: 'ES256', typ: 'service-attestation+jwt', kid })
      .setIssuer(did)
      .setSubject('b'.repeat(64))
      .setIssuedAt(T0 / 1000)
      .setExpirationTime(T0 / 1000 + 3600)
      .setJti('jose-1')
      .sign(privateKey);
    const [h, p, s] = jwt.split('.') as [string, string, string];
    // jose signs through WebCrypto, whose S is high half the time; the low-S form is the one we accept.
    const lowS = `${h}.${p}.${base64urlEncode(normalizeLowS(base64urlDecode(s)!))}`;
    const { d: _d, ...pub } = secret;
    const registry = buildRegistryDocument([{ did, name: 'jose', keys: [{ ...(pub as unknown as IssuerPublicJwk), kid }] }]);
    expect(await verifyAttestation(lowS, { registry, now: T0 })).toMatchObject({ valid: true, claims: { jti: 'jose-1' } });
    expect(createPrivateKey({ key: secret, format: 'jwk' }).asymmetricKeyType).toBe('ec');
  });

  it('keys from registryOf round-trip into jose (sanity of the published JWK)', async () => {
    const reg = registryOf(es);
    await expect(importJWK(reg.issuers[0]!.public_keys[0]!, 'ES256')).resolves.toBeTruthy();
    expect(baseHeader(es).kid).toBe(es.kid);
  });
});
