import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAttestation } from './create.ts';
import { decodeAttestation } from './decode.ts';
import { base64urlDecode } from './encoding.ts';
import { AttestationInputError } from './errors.ts';
import { canonicalJson } from './hash.ts';
import type { IssuerSigningKey } from './keys.ts';
import { makeIssuer, registryOf, T0 } from './test-fixtures.ts';
import type { AttestationResultInput } from './types.ts';
import { verifyAttestation } from './verify.ts';

let key: IssuerSigningKey;
beforeAll(async () => {
  key = await makeIssuer();
});
const sha = (s: string, alg = 'sha256') => createHash(alg).update(s).digest('hex');
const ok: AttestationResultInput = { status: 'VERIFIED', verified: true };

describe('createAttestation', () => {
  it('signs exactly JSON.stringify of the claims it returns, whatever strings and numbers they hold', async () => {
    const strings = ['j', 'quote " and \\ backslash', 'line\nbreak\u0001', 'é ü 😀', 'lone \ud800 surrogate', '\u2028', 'x'.repeat(200)];
    const numbers = [0, 1, 0.5, 1e-7, 0.1 + 0.2, 0.999999];
    let n = 0;
    for (const text of strings) {
      for (const confidence of [undefined, numbers[n % numbers.length]]) {
        n++;
        const a = await createAttestation(
          { status: 'VERIFIED', verified: n % 2 === 0, engine: text, ...(confidence === undefined ? {} : { confidence }) },
          {
            issuer: key,
            validityDays: 1 + (n % 30),
            subject: text,
            ...(n % 3 === 0 ? {} : { query: n % 2 ? text : 'another query' }),
            ...(n % 4 === 0 ? {} : { proof: n % 2 ? { text, n } : text }),
            ...(n % 5 === 0 ? { notBefore: T0 + 1000 } : {}),
            ...(n % 7 === 0 ? { hash: 'SHA-384' as const } : {}),
            timestamp: T0,
            jti: text,
          },
        );
        const payload = new TextDecoder().decode(base64urlDecode(a.jwt.split('.')[1] as string) as Uint8Array);
        expect(payload).toBe(JSON.stringify(a.claims));
      }
    }
  });

  it('hashes long inputs (WebCrypto) and short ones (at once) alike, members in the same order either way', async () => {
    const chain = { chain_id: 'c1', chain_index: 1, previous_attestation: 'j0', previous_hash: `sha256:${'0'.repeat(64)}` };
    for (const size of [10, 4096, 4097, 20_000]) {
      for (const text of ['q'.repeat(size), 'é'.repeat(size)]) {
        const proof = { text };
        for (const hash of ['SHA-256', 'SHA-384'] as const) {
          const a = await createAttestation(ok, {
            issuer: key,
            validityDays: 1,
            subject: text,
            query: `${text}?`,
            proof,
            hash,
            chain,
            timestamp: T0,
          });
          const alg = hash === 'SHA-256' ? 'sha256' : 'sha384';
          expect(a.claims.sub).toBe(sha(text));
          expect(a.claims.qwed.query_hash).toBe(`${alg}:${sha(`${text}?`, alg)}`);
          expect(a.claims.qwed.proof_hash).toBe(`${alg}:${sha(canonicalJson(proof), alg)}`);
          expect(Object.keys(a.claims.qwed)).toEqual(['version', 'result', 'query_hash', 'proof_hash', ...Object.keys(chain)]);
          const payload = new TextDecoder().decode(base64urlDecode(a.jwt.split('.')[1] as string) as Uint8Array);
          expect(payload).toBe(JSON.stringify(a.claims));
        }
      }
    }
  });

  it('produces the spec header and claims', async () => {
    const a = await createAttestation(
      {
        status: 'CORRECTED',
        verified: false,
        engine: 'math',
        confidence: 0.5,
        consensus: { mode: 'unanimous', engines: ['a', 'b'], agreement: 1 },
      },
      {
        issuer: key,
        validityDays: 10,
        subject: 'the content',
        query: 'the query',
        proof: { b: 2, a: [1] },
        timestamp: new Date(T0),
        jti: 'j-1',
      },
    );
    const d = decodeAttestation(a.jwt);
    expect(d.header).toEqual({ alg: 'ES256', typ: 'service-attestation+jwt', kid: 'did:svc:node:test-1#k1' });
    const iat = T0 / 1000;
    expect(d.payload).toEqual({
      iss: 'did:svc:node:test-1',
      sub: sha('the content'),
      iat,
      exp: iat + 10 * 86400,
      jti: 'j-1',
      qwed: {
        version: '1.0',
        result: {
          status: 'CORRECTED',
          verified: false,
          engine: 'math',
          confidence: 0.5,
          consensus: { mode: 'unanimous', engines: ['a', 'b'], agreement: 1 },
        },
        query_hash: `sha256:${sha('the query')}`,
        proof_hash: `sha256:${sha('{"a":[1],"b":2}')}`,
      },
    });
    expect(a.claims).toEqual(d.payload);
    expect(a.jti).toBe('j-1');
    expect(canonicalJson({ b: 2, a: [1] })).toBe('{"a":[1],"b":2}');
  });

  it('signs concurrent attestations each over its own claims (buffers reused between calls never leak across)', async () => {
    const subjects = Array.from({ length: 64 }, (_, i) => `claim ${i} ${'é'.repeat(i)}`);
    const tokens = await Promise.all(
      subjects.map((subject, i) =>
        createAttestation(ok, { issuer: key, validityDays: 30, subject, query: subject, proof: { i, text: subject }, timestamp: T0 }),
      ),
    );
    for (const [i, token] of tokens.entries()) {
      const verified = await verifyAttestation(token.jwt, { registry: registryOf(key), now: T0 + 1000 });
      expect(verified.valid, `token ${i}`).toBe(true);
      expect(token.claims.sub).toBe(sha(subjects[i] as string));
      expect(token.claims.qwed.proof_hash).toBe(`sha256:${sha(canonicalJson({ i, text: subjects[i] }))}`);
    }
  });

  it('issues low-S ES256 signatures of exactly 64 bytes', async () => {
    const halfN = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n >> 1n;
    for (let i = 0; i < 20; i++) {
      const sig = base64urlDecode((await createAttestation(ok, { issuer: key, validityDays: 1, subject: 'x' })).jwt.split('.')[2]!)!;
      expect(sig.length).toBe(64);
      expect(BigInt(`0x${Buffer.from(sig.subarray(32)).toString('hex')}`) <= halfN).toBe(true);
    }
  });

  it('generates unique jtis and uses EdDSA for Ed25519 keys', async () => {
    const ed = await makeIssuer('EdDSA');
    const a = await createAttestation(ok, { issuer: ed, validityDays: 1, subject: 'x' });
    const b = await createAttestation(ok, { issuer: ed, validityDays: 1, subject: 'x' });
    expect(a.jti).not.toBe(b.jti);
    expect(a.header.alg).toBe('EdDSA');
  });

  it('supports nbf, subjectHash, SHA-384, chain and anchor', async () => {
    const a = await createAttestation(ok, {
      issuer: key,
      validityDays: 1,
      subjectHash: 'f'.repeat(64),
      query: 'q',
      hash: 'SHA-384',
      timestamp: T0,
      notBefore: T0 + 60_000,
      chain: { chain_id: 'c1', chain_index: 1, previous_attestation: 'j0', previous_hash: `sha256:${'0'.repeat(64)}` },
      anchor: { chain: 'ethereum', tx_hash: '0xabc', block_number: 7 },
    });
    expect(a.claims).toMatchObject({
      sub: 'f'.repeat(64),
      nbf: T0 / 1000 + 60,
      qwed: { query_hash: `sha384:${sha('q', 'sha384')}`, chain_id: 'c1', chain_index: 1, anchor: { block_number: 7 } },
    });
  });

  it.each([
    ['bad status', { ...ok, status: 'OK' }, {}],
    ['verified not boolean', { status: 'VERIFIED', verified: 'yes' }, {}],
    ['confidence > 1', { ...ok, confidence: 1.5 }, {}],
    ['confidence NaN', { ...ok, confidence: Number.NaN }, {}],
    ['validity 0', ok, { validityDays: 0 }],
    ['validity 3651', ok, { validityDays: 3651 }],
    ['validity fractional', ok, { validityDays: 1.5 }],
    ['no subject', ok, { subject: undefined }],
    ['subject and subjectHash', ok, { subjectHash: 'a'.repeat(64) }],
    ['bad subjectHash', ok, { subject: undefined, subjectHash: 'xyz' }],
    ['chain index 0 with predecessor', ok, { chain: { chain_id: 'c', chain_index: 0, previous_attestation: 'x' } }],
    ['chain index 2 without hash', ok, { chain: { chain_id: 'c', chain_index: 2, previous_attestation: 'x' } }],
    ['bad anchor', ok, { anchor: { chain: 'x', tx_hash: 'y', block_number: -1 } }],
    ['nbf after exp', ok, { timestamp: T0, notBefore: T0 + 5 * 86_400_000 }],
    ['bad timestamp', ok, { timestamp: Number.NaN }],
    ['empty jti', ok, { jti: '' }],
    ['non-JSON proof', ok, { proof: { f: () => 1 } }],
  ])('rejects %s', async (_name, result, extra) => {
    const opts = { issuer: key, validityDays: 1, subject: 'x', ...extra };
    await expect(createAttestation(result as AttestationResultInput, opts)).rejects.toBeInstanceOf(AttestationInputError);
  });
});

describe('decodeAttestation', () => {
  it('throws AttestationFormatError (ATT-001) for malformed input', async () => {
    const { AttestationFormatError } = await import('./errors.ts');
    for (const bad of ['', 'a.b', 'x.y.z']) {
      const err = (() => {
        try {
          decodeAttestation(bad);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(AttestationFormatError);
      expect((err as InstanceType<typeof AttestationFormatError>).code).toBe('ATT-001');
    }
  });
});
