import { beforeAll, describe, expect, it } from 'vitest';
import { RegistryError } from './errors.ts';
import type { IssuerSigningKey } from './keys.ts';
import { buildRegistryDocument, jwksDocument, parseIssuerRegistry } from './registry.ts';
import { makeIssuer } from './test-fixtures.ts';

let key: IssuerSigningKey;
let ed: IssuerSigningKey;
beforeAll(async () => {
  key = await makeIssuer('ES256', 'did:svc:node:n1', 'k2026');
  ed = await makeIssuer('EdDSA', 'did:svc:node:n1', 'ed1');
});

function doc(overrides: Record<string, unknown> = {}, keyOverrides: Record<string, unknown> = {}) {
  return {
    issuers: [
      {
        did: key.did,
        name: 'Node 1',
        status: 'active',
        certification_level: 'full',
        public_keys: [{ ...key.publicJwk, ...keyOverrides }],
        ...overrides,
      },
    ],
  };
}

describe('registry documents', () => {
  it('builds the spec document shape and round-trips through the parser (also from JSON text)', () => {
    const reg = buildRegistryDocument([{ did: key.did, name: 'Node 1', keys: [key, ed] }]);
    expect(reg.issuers[0]).toMatchObject({ did: key.did, name: 'Node 1', status: 'active', certification_level: 'full' });
    expect(reg.issuers[0]!.public_keys.map((k) => k.kid)).toEqual([`${key.did}#k2026`, `${key.did}#ed1`]);
    expect(parseIssuerRegistry(JSON.stringify(reg))).toEqual(reg);
  });

  it('publishes a JWKS document', () => {
    const jwks = jwksDocument([key, { ...ed.publicJwk, exp: 2_000_000_000 }]);
    expect(jwks.keys).toHaveLength(2);
    expect(jwks.keys[1]).toMatchObject({ kty: 'OKP', exp: 2_000_000_000 });
    expect(JSON.stringify(jwks)).not.toContain('"d"');
  });

  it('ignores unknown members', () => {
    const reg = parseIssuerRegistry({ ...doc({ extra: 1 }, { key_ops: ['verify'] }), version: 3 });
    expect(reg.issuers[0]!.public_keys[0]).not.toHaveProperty('key_ops');
  });

  it.each([
    ['not JSON', () => '{'],
    ['not an object', () => []],
    ['issuers missing', () => ({})],
    ['bad DID', () => doc({ did: 'node1' })],
    ['unknown status', () => doc({ status: 'enabled' })],
    ['missing name', () => doc({ name: '' })],
    ['missing certification_level', () => doc({ certification_level: undefined })],
    ['public_keys not an array', () => doc({ public_keys: {} })],
    ['private key material', () => doc({}, { d: 'A'.repeat(43) })],
    ['kid of another DID', () => doc({}, { kid: 'did:svc:node:other#k' })],
    ['kid without a name', () => doc({}, { kid: `${'did:svc:node:n1'}#` })],
    ['unsupported curve', () => doc({}, { crv: 'P-384' })],
    ['short x', () => doc({}, { x: 'AAAA' })],
    ['padded y', () => doc({}, { y: `${'A'.repeat(43)}=` })],
    ['alg mismatch', () => doc({}, { alg: 'EdDSA' })],
    ['bad exp', () => doc({}, { exp: 'soon' })],
    ['bad not_after', () => doc({}, { not_after: 'someday' })],
    ['use enc', () => doc({}, { use: 'enc' })],
  ])('refuses %s', (_name, input) => {
    expect(() => parseIssuerRegistry(input())).toThrow(RegistryError);
  });

  it('refuses duplicate DIDs and duplicate kids, naming the path', () => {
    const entry = doc().issuers[0]!;
    expect(() => parseIssuerRegistry({ issuers: [entry, entry] })).toThrow(/issuers\[1\]\.did/);
    expect(() => parseIssuerRegistry(doc({ public_keys: [key.publicJwk, key.publicJwk] }))).toThrow(/public_keys\[1\]\.kid/);
  });
});
