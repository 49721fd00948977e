import { beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from './chain.ts';
import { createAttestation } from './create.ts';
import { attestationHash } from './hash.ts';
import type { IssuerSigningKey } from './keys.ts';
import { makeIssuer, registryOf, T0 } from './test-fixtures.ts';
import type { IssuerRegistry } from './types.ts';

let key: IssuerSigningKey;
let other: IssuerSigningKey;
let registry: IssuerRegistry;
const ok = { status: 'VERIFIED' as const, verified: true };

beforeAll(async () => {
  key = await makeIssuer();
  other = await makeIssuer('ES256', 'did:svc:node:other');
  registry = registryOf(key, other);
});

async function buildChain(n: number, issuerAt: (i: number) => IssuerSigningKey = () => key, chainId = 'chain-1'): Promise<string[]> {
  const jwts: string[] = [];
  let prev: { jwt: string; jti: string } | undefined;
  for (let i = 0; i < n; i++) {
    const chain = prev
      ? { chain_id: chainId, chain_index: i, previous_attestation: prev.jti, previous_hash: await attestationHash(prev.jwt) }
      : { chain_id: chainId, chain_index: 0 };
    const a = await createAttestation(ok, { issuer: issuerAt(i), validityDays: 1, subject: `step ${i}`, timestamp: T0, chain });
    jwts.push(a.jwt);
    prev = a;
  }
  return jwts;
}

const opts = () => ({ registry, now: T0 + 1000 });

describe('verifyChain', () => {
  it('accepts translation → verification → consensus', async () => {
    const r = await verifyChain(await buildChain(3), opts());
    expect(r.valid).toBe(true);
    expect(r.results).toHaveLength(3);
  });

  it('accepts a sha384 previous_hash', async () => {
    const first = await createAttestation(ok, {
      issuer: key,
      validityDays: 1,
      subject: 'a',
      timestamp: T0,
      chain: { chain_id: 'c', chain_index: 0 },
    });
    const second = await createAttestation(ok, {
      issuer: key,
      validityDays: 1,
      subject: 'b',
      timestamp: T0,
      chain: { chain_id: 'c', chain_index: 1, previous_attestation: first.jti, previous_hash: await attestationHash(first.jwt, 'SHA-384') },
    });
    expect((await verifyChain([first.jwt, second.jwt], opts())).valid).toBe(true);
  });

  async function expectBroken(jwts: string[], pattern: RegExp, extra = {}) {
    const r = await verifyChain(jwts, { ...opts(), ...extra });
    expect(r).toMatchObject({ valid: false, code: 'ATT-008' });
    expect(r.message).toMatch(pattern);
  }

  it('refuses an empty chain', async () => expectBroken([], /empty/));
  it('refuses reordered links', async () => {
    const [a, b, c] = await buildChain(3);
    await expectBroken([a!, c!, b!], /chain_index/);
  });
  it('refuses a missing link', async () => {
    const [a, , c] = await buildChain(3);
    await expectBroken([a!, c!], /chain_index/);
  });
  it('refuses links from two chains', async () => {
    const [a] = await buildChain(2, () => key, 'one');
    const [, b] = await buildChain(2, () => key, 'two');
    await expectBroken([a!, b!], /another chain/);
  });
  it('refuses a previous_hash that names another token', async () => {
    const [a] = await buildChain(2);
    const [, b] = await buildChain(2);
    // Same chain id and index, but b points at a different first link.
    await expectBroken([a!, b!], /previous/);
  });
  it('refuses mixed issuers', async () => {
    await expectBroken(await buildChain(2, (i) => (i === 0 ? key : other)), /issuer/);
  });
  it('refuses when a link is individually invalid, and reports which', async () => {
    const jwts = await buildChain(2);
    await expectBroken(jwts, /attestation 0 is invalid \(ATT-006\)/, {
      isRevoked: (jti: string) =>
        jti === (JSON.parse(atob(jwts[0]!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { jti: string }).jti,
    });
  });
  it('refuses attestations without chain fields', async () => {
    const a = await createAttestation(ok, { issuer: key, validityDays: 1, subject: 'x', timestamp: T0 });
    await expectBroken([a.jwt], /no chain_id/);
  });
});
