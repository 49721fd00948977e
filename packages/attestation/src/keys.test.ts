import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AttestationConfigError } from './errors.ts';
import { generateIssuerSecret, jwkThumbprint, loadIssuerKey, publicJwk } from './keys.ts';

const did = 'did:svc:node:n1';

describe('loadIssuerKey', () => {
  it.each([undefined, '', '   '])('refuses a missing secret (%j) with the spec message', async (secret) => {
    const err = await loadIssuerKey(secret, { did, keyName: 'k1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AttestationConfigError);
    expect((err as Error).message).toBe('SERVICE_ATTESTATION_SECRET is not set; the attestation component cannot start');
  });

  it.each([
    ['not JSON', '{nope'],
    ['public JWK only', JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'A'.repeat(43) })],
    ['RSA key', JSON.stringify(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' }))],
    ['P-384 key', JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({ format: 'jwk' }))],
    ['random text', 'hunter2'],
    ['SEC1 PEM', generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'sec1' }) as string],
  ])('refuses an unusable secret: %s, without echoing it', async (_name, secret) => {
    const err = await loadIssuerKey(secret, { did, keyName: 'k1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AttestationConfigError);
    expect((err as Error).message).not.toContain(secret.slice(0, 40));
  });

  it('refuses a JWK whose private part does not match its public part', async () => {
    const a = JSON.parse(await generateIssuerSecret());
    const b = JSON.parse(await generateIssuerSecret());
    const err = await loadIssuerKey(JSON.stringify({ ...a, d: b.d }), { did, keyName: 'k1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AttestationConfigError);
  });

  it('refuses an invalid DID or key name', async () => {
    const secret = await generateIssuerSecret();
    await expect(loadIssuerKey(secret, { did: 'node-1', keyName: 'k1' })).rejects.toBeInstanceOf(AttestationConfigError);
    await expect(loadIssuerKey(secret, { did, keyName: 'a#b' })).rejects.toBeInstanceOf(AttestationConfigError);
  });

  it('loads a node:crypto JWK (the dev setup format) as ES256', async () => {
    const secret = JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }));
    const key = await loadIssuerKey(secret, { did, keyName: 'k1' });
    expect(key).toMatchObject({ alg: 'ES256', kid: `${did}#k1`, keyName: 'k1' });
  });

  it('loads PKCS#8 PEM for P-256 and Ed25519, also with literal \\n escapes', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = ec.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    const key = await loadIssuerKey(pem.replace(/\n/g, '\\n'), { did, keyName: 'k1' });
    expect(key.alg).toBe('ES256');
    expect(key.publicJwk.x).toBe(ec.publicKey.export({ format: 'jwk' }).x);
    const ed = generateKeyPairSync('ed25519');
    const edKey = await loadIssuerKey(ed.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string, { did, keyName: 'ed' });
    expect(edKey.alg).toBe('EdDSA');
    expect(edKey.publicJwk.x).toBe(ed.publicKey.export({ format: 'jwk' }).x);
  });

  it('defaults the key name to the RFC 7638 thumbprint', async () => {
    const key = await loadIssuerKey(await generateIssuerSecret(), { did });
    expect(key.keyName).toBe(await jwkThumbprint(key.publicJwk));
    expect(key.keyName).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the private key non-extractable', async () => {
    const key = await loadIssuerKey(await generateIssuerSecret(), { did, keyName: 'k1' });
    expect(key.privateKey.extractable).toBe(false);
  });
});

describe('publicJwk and thumbprint', () => {
  it('publishes only public members with the full kid', async () => {
    const key = await loadIssuerKey(await generateIssuerSecret(), { did, keyName: 'k1' });
    const jwk = publicJwk(key);
    expect(Object.keys(jwk).sort((a, b) => (a < b ? -1 : 1))).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: `${did}#k1` });
    expect(publicJwk(key, { exp: 123 }).exp).toBe(123);
    const ed = await loadIssuerKey(await generateIssuerSecret('EdDSA'), { did, keyName: 'e' });
    expect(publicJwk(ed)).toEqual({ kty: 'OKP', crv: 'Ed25519', x: ed.publicJwk.x, kid: `${did}#e`, alg: 'EdDSA', use: 'sig' });
  });

  it('matches the RFC 7638 §3.1 example shape (EC, computed independently)', async () => {
    const { createHash } = await import('node:crypto');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
      y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
    };
    const expected = createHash('sha256')
      .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
      .digest('base64url');
    expect(await jwkThumbprint(jwk)).toBe(expected);
  });
});
