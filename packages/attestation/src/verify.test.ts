import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAttestation } from './create.ts';
import { flipS, isHighS, rawToDer } from './ecdsa.ts';
import { base64urlDecode, base64urlEncode } from './encoding.ts';
import { AttestationInputError } from './errors.ts';
import type { IssuerSigningKey } from './keys.ts';
import { buildRegistryDocument } from './registry.ts';
import { baseHeader, basePayload, DAY, makeIssuer, registryOf, segment, signRaw, T0 } from './test-fixtures.ts';
import type { IssuerRegistry, VerificationOutcome } from './types.ts';
import { verifyAttestation } from './verify.ts';

let key: IssuerSigningKey;
let other: IssuerSigningKey;
let registry: IssuerRegistry;
let good: string;

beforeAll(async () => {
  key = await makeIssuer('ES256');
  other = await makeIssuer('ES256', 'did:svc:node:other', 'k1');
  registry = registryOf(key, other);
  good = (
    await createAttestation(
      { status: 'VERIFIED', verified: true },
      { issuer: key, validityDays: 30, subject: 'x', timestamp: T0, jti: 'jti-1' },
    )
  ).jwt;
});

const at = (jwt: string, extra: Partial<Parameters<typeof verifyAttestation>[1]> = {}) =>
  verifyAttestation(jwt, { registry, now: T0 + 1000, ...extra });

function expectCode(outcome: VerificationOutcome, code: string, status = 'invalid') {
  expect(outcome.valid).toBe(false);
  if (!outcome.valid) {
    expect(outcome.code).toBe(code);
    expect(outcome.status).toBe(status);
  }
}

const parts = (jwt: string) => jwt.split('.') as [string, string, string];

describe('valid tokens', () => {
  it('accepts an attestation it issued and returns qwed.result', async () => {
    const r = await at(good);
    expect(r).toMatchObject({ valid: true, status: 'valid', result: { status: 'VERIFIED', verified: true }, header: { kid: key.kid } });
  });

  it('accepts a hand-signed well-formed token (fixture sanity)', async () => {
    expect((await at(await signRaw(baseHeader(key), basePayload(key), key))).valid).toBe(true);
  });

  it('refuses the high-S twin of a valid ES256 attestation (signature malleability)', async () => {
    const [h, p, s] = parts(good);
    const sig = base64urlDecode(s)!;
    expect(isHighS(sig)).toBe(false);
    const twin = flipS(sig);
    expect(isHighS(twin)).toBe(true);
    // The twin is a mathematically valid ECDSA signature: WebCrypto accepts it, so only the low-S rule refuses it.
    expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key.publicKey, twin, new TextEncoder().encode(`${h}.${p}`))).toBe(
      true,
    );
    const r = await at(`${h}.${p}.${base64urlEncode(twin)}`);
    expectCode(r, 'ATT-003');
    expect(r.valid ? '' : r.message).toBe('signature is not in low-S form');
  });

  it('uses trustedIssuers without a registry', async () => {
    const r = await verifyAttestation(good, { trustedIssuers: [{ did: key.did, public_keys: [key.publicJwk] }], now: T0 });
    expect(r.valid).toBe(true);
  });
});

describe('ATT-001 format', () => {
  it.each([
    ['empty', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['header not base64url', '!!!.e30.AA'],
    ['header with padding', `${segment({ a: 1 })}=.e30.AA`],
    ['header not JSON', `${segment('not json')}.e30.AA`],
    ['header is an array', `${segment([1])}.e30.AA`],
    ['payload is a string', `${segment({ typ: 'x' })}.${segment('"s"')}.AA`],
    ['oversized', `${'a'.repeat(20000)}.e30.AA`],
  ])('%s', async (_name, jwt) => {
    expectCode(await at(jwt), 'ATT-001');
  });

  it('refuses a non-string input', async () => {
    expectCode(await at(42 as unknown as string), 'ATT-001');
  });

  it('refuses a wrong or missing typ', async () => {
    expectCode(await at(await signRaw(baseHeader(key, { typ: 'JWT' }), basePayload(key), key)), 'ATT-001');
    expectCode(await at(await signRaw(baseHeader(key, { typ: undefined }), basePayload(key), key)), 'ATT-001');
  });

  it('refuses a missing or malformed kid', async () => {
    expectCode(await at(await signRaw(baseHeader(key, { kid: undefined }), basePayload(key), key)), 'ATT-001');
    expectCode(await at(await signRaw(baseHeader(key, { kid: 'no-hash' }), basePayload(key), key)), 'ATT-001');
  });

  it('refuses crit headers', async () => {
    expectCode(await at(await signRaw(baseHeader(key, { crit: ['b64'], b64: false }), basePayload(key), key)), 'ATT-001');
  });

  it('refuses ill-typed optional claims and unsupported versions after the signature', async () => {
    expectCode(await at(await signRaw(baseHeader(key), basePayload(key, { exp: 'tomorrow' }), key)), 'ATT-001');
    expectCode(await at(await signRaw(baseHeader(key), basePayload(key, { exp: Math.floor(T0 / 1000) - 5 }), key)), 'ATT-001');
    expectCode(
      await at(
        await signRaw(baseHeader(key), basePayload(key, { qwed: { version: '2.0', result: { status: 'VERIFIED', verified: true } } }), key),
      ),
      'ATT-001',
    );
    expectCode(
      await at(
        await signRaw(
          baseHeader(key),
          basePayload(key, { qwed: { version: '1.0', result: { status: 'VERIFIED', verified: true, confidence: 2 } } }),
          key,
        ),
      ),
      'ATT-001',
    );
  });
});

describe('ATT-002 untrusted issuer', () => {
  it('refuses an issuer not in the trusted set', async () => {
    const stranger = await makeIssuer('ES256', 'did:svc:node:stranger', 'k1');
    const jwt = (
      await createAttestation({ status: 'VERIFIED', verified: true }, { issuer: stranger, validityDays: 1, subject: 'x', timestamp: T0 })
    ).jwt;
    expectCode(await at(jwt), 'ATT-002');
  });

  it('trusts nothing when neither registry nor trustedIssuers is given', async () => {
    expectCode(await verifyAttestation(good, { now: T0 }), 'ATT-002');
  });

  it.each(['suspended', 'revoked'] as const)('refuses an issuer whose status is %s', async (status) => {
    const reg = buildRegistryDocument([{ did: key.did, name: 'x', keys: [key], status }]);
    expectCode(await at(good, { registry: reg }), 'ATT-002');
  });
});

describe('ATT-003 signature and key attacks', () => {
  it('refuses alg none with an empty signature', async () => {
    const jwt = `${segment(baseHeader(key, { alg: 'none' }))}.${segment(basePayload(key))}.`;
    expectCode(await at(jwt), 'ATT-003');
  });

  it('refuses HS256 signed with the public key as HMAC secret', async () => {
    const header = baseHeader(key, { alg: 'HS256' });
    const input = `${segment(header)}.${segment(basePayload(key))}`;
    for (const secret of [JSON.stringify(key.publicJwk), key.publicJwk.x]) {
      const mac = createHmac('sha256', secret).update(input).digest('base64url');
      expectCode(await at(`${input}.${mac}`), 'ATT-003');
    }
  });

  it('refuses a kid that belongs to another issuer', async () => {
    expectCode(await at(await signRaw(baseHeader(key, { kid: other.kid }), basePayload(key), key)), 'ATT-003');
  });

  it('refuses an issuer claiming another issuer key it holds (cross-issuer kid)', async () => {
    expectCode(await at(await signRaw(baseHeader(other, { kid: other.kid }), basePayload(key), other)), 'ATT-003');
  });

  it('refuses an unknown kid of the right issuer', async () => {
    expectCode(await at(await signRaw(baseHeader(key, { kid: `${key.did}#nope` }), basePayload(key), key)), 'ATT-003');
  });

  it('refuses a header alg that does not match the key type', async () => {
    expectCode(await at(await signRaw(baseHeader(key, { alg: 'EdDSA' }), basePayload(key), key)), 'ATT-003');
  });

  it('ignores an embedded jwk header (attacker key)', async () => {
    const attacker = await makeIssuer('ES256', key.did, 'k1');
    const jwt = await signRaw(baseHeader(attacker, { jwk: attacker.publicJwk }), basePayload(key), attacker);
    expectCode(await at(jwt), 'ATT-003');
  });

  it('detects header tampering and payload tampering', async () => {
    const [h, p, s] = parts(good);
    const header = JSON.parse(new TextDecoder().decode(base64urlDecode(h)!));
    expectCode(await at(`${segment({ ...header, x: 1 })}.${p}.${s}`), 'ATT-003');
    const payload = JSON.parse(new TextDecoder().decode(base64urlDecode(p)!));
    payload.qwed.result = { status: 'VERIFIED', verified: true, engine: 'forged' };
    expectCode(await at(`${h}.${segment(payload)}.${s}`), 'ATT-003');
  });

  it('refuses DER, truncated, extended, zero and padded signatures', async () => {
    const [h, p, s] = parts(good);
    const raw = base64urlDecode(s)!;
    const zero = new Uint8Array(64);
    for (const bad of [rawToDer(raw), raw.subarray(0, 63), new Uint8Array([...raw, 0]), zero]) {
      expectCode(await at(`${h}.${p}.${base64urlEncode(bad)}`), 'ATT-003');
    }
    expectCode(await at(`${h}.${p}.${s}==`), 'ATT-003');
    expectCode(await at(`${h}.${p}.${s.replace(/-/g, '+').replace(/_/g, '/')}x`), 'ATT-003');
    expectCode(await at(`${h}.${p}.${s.slice(0, 10)}*${s.slice(11)}`), 'ATT-003');
  });

  it('refuses a non-canonical last base64url character in the signature', async () => {
    const [h, p, s] = parts(good);
    // 64 bytes = 86 characters; the last one carries 4 unused bits that must be zero.
    const last = s[s.length - 1]!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) + 1]!;
    expectCode(await at(`${h}.${p}.${s.slice(0, -1)}${twin}`), 'ATT-003');
  });

  it('refuses a token signed after the key expired (rotation)', async () => {
    const expiredKey = { ...key.publicJwk, exp: Math.floor(T0 / 1000) - 10 };
    const trusted = [{ did: key.did, public_keys: [expiredKey] }];
    expectCode(await verifyAttestation(good, { trustedIssuers: trusted, now: T0 }), 'ATT-003');
  });

  it('keeps verifying tokens issued before a rotated key expired', async () => {
    const rotated = { ...key.publicJwk, not_after: new Date(T0 + DAY).toISOString() };
    const r = await verifyAttestation(good, { trustedIssuers: [{ did: key.did, public_keys: [rotated] }], now: T0 + 10 * DAY });
    expect(r.valid).toBe(true);
  });
});

describe('ATT-004 / ATT-005 time', () => {
  it('expired beyond leeway', async () => {
    expectCode(await at(good, { now: T0 + 30 * DAY + 61_000 }), 'ATT-004', 'expired');
    expect((await at(good, { now: T0 + 30 * DAY + 59_000 })).valid).toBe(true);
    expectCode(await at(good, { now: T0 + 30 * DAY + 1000, leewaySeconds: 0 }), 'ATT-004', 'expired');
  });

  it('expired outcomes carry the verified claims', async () => {
    const r = await at(good, { now: T0 + 31 * DAY });
    expect(!r.valid && r.claims?.jti).toBe('jti-1');
  });

  it('nbf in the future', async () => {
    const jwt = (
      await createAttestation(
        { status: 'FAILED', verified: false },
        { issuer: key, validityDays: 5, subject: 'x', timestamp: T0, notBefore: T0 + DAY },
      )
    ).jwt;
    expectCode(await at(jwt), 'ATT-005');
    expect((await at(jwt, { now: T0 + DAY })).valid).toBe(true);
  });

  it('iat in the future beyond leeway', async () => {
    const jwt = (
      await createAttestation(
        { status: 'VERIFIED', verified: true },
        { issuer: key, validityDays: 5, subject: 'x', timestamp: T0 + 120_000 },
      )
    ).jwt;
    expectCode(await at(jwt), 'ATT-005');
    expect((await at(jwt, { now: T0 + 70_000 })).valid).toBe(true);
  });

  it('rejects bad leeway and now options', async () => {
    await expect(at(good, { leewaySeconds: -1 })).rejects.toBeInstanceOf(AttestationInputError);
    await expect(at(good, { now: Number.NaN })).rejects.toBeInstanceOf(AttestationInputError);
  });
});

describe('ATT-006 revocation', () => {
  it('refuses a revoked jti', async () => {
    expectCode(await at(good, { isRevoked: (jti) => jti === 'jti-1' }), 'ATT-006', 'revoked');
    expect((await at(good, { isRevoked: async () => false })).valid).toBe(true);
  });

  it('fails closed when the revocation lookup throws', async () => {
    expectCode(
      await at(good, {
        isRevoked: () => {
          throw new Error('kv down');
        },
      }),
      'ATT-006',
      'invalid',
    );
  });
});

describe('ATT-007 missing required claims', () => {
  it('iss missing is reported before any key lookup', async () => {
    const { iss: _drop, ...payload } = basePayload(key);
    expectCode(await at(`${segment(baseHeader(key))}.${segment(payload)}.`), 'ATT-007');
  });

  it.each([
    ['sub', (p: Record<string, unknown>) => delete p.sub],
    ['iat', (p: Record<string, unknown>) => delete p.iat],
    ['qwed', (p: Record<string, unknown>) => delete p.qwed],
    ['qwed.version', (p: Record<string, unknown>) => delete (p.qwed as Record<string, unknown>).version],
    ['qwed.result', (p: Record<string, unknown>) => delete (p.qwed as Record<string, unknown>).result],
    [
      'qwed.result.status',
      (p: Record<string, unknown>) => delete ((p.qwed as Record<string, unknown>).result as Record<string, unknown>).status,
    ],
    [
      'qwed.result.verified',
      (p: Record<string, unknown>) => delete ((p.qwed as Record<string, unknown>).result as Record<string, unknown>).verified,
    ],
    [
      'status outside the enum',
      (p: Record<string, unknown>) => (((p.qwed as Record<string, unknown>).result as Record<string, unknown>).status = 'MAYBE'),
    ],
  ])('%s', async (_name, mutate) => {
    const payload = structuredClone(basePayload(key));
    mutate(payload);
    expectCode(await at(await signRaw(baseHeader(key), payload, key)), 'ATT-007');
  });

  it('an unsigned token missing claims is refused for its signature first', async () => {
    const { sub: _drop, ...payload } = basePayload(key);
    expectCode(await at(`${segment(baseHeader(key))}.${segment(payload)}.${'A'.repeat(86)}`), 'ATT-003');
  });
});

describe('ATT-008 chain fields of a single attestation', () => {
  it.each([
    ['index 0 with a predecessor', { chain_id: 'c', chain_index: 0, previous_attestation: 'x' }],
    ['index 1 without previous_hash', { chain_id: 'c', chain_index: 1, previous_attestation: 'x' }],
    ['index without chain_id', { chain_index: 0 }],
    ['negative index', { chain_id: 'c', chain_index: -1 }],
    ['malformed previous_hash', { chain_id: 'c', chain_index: 1, previous_attestation: 'x', previous_hash: 'md5:00' }],
  ])('%s', async (_name, fields) => {
    const payload = basePayload(key, { qwed: { version: '1.0', result: { status: 'VERIFIED', verified: true }, ...fields } });
    expectCode(await at(await signRaw(baseHeader(key), payload, key)), 'ATT-008');
  });
});

describe('a header segment seen before', () => {
  it('gives the same outcomes as a fresh parse, and the header returned is the caller’s own copy', async () => {
    const first = await at(good);
    expect(first.valid).toBe(true);
    if (first.valid) (first.header as { kid: string }).kid = 'tampered';
    const again = await at(good);
    expect(again).toMatchObject({ valid: true, header: { kid: key.kid, alg: 'ES256' } });
    const [h, , s] = parts(good);
    // Same (accepted) header, broken payload: the parse failure, exactly as without the remembered header.
    expectCode(await at(`${h}.e30x.${s}`), 'ATT-001');
    expectCode(await at(`${h}.bm90IGpzb24.${s}`), 'ATT-001');
    // Same header, another payload: the signature still decides.
    expectCode(await at(`${h}.${segment(basePayload(key))}.${s}`), 'ATT-003');
  });
});
