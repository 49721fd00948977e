/**
 * A corpus of attestations with the verdict `@verdict/attestation` gives each: valid ones of both algorithms and both
 * verdict signs, and at least one case for every check and ATT code. Other verifiers (the Python SDK) must give the
 * same answers, message included; test/node/python-sdk.test.ts hands the corpus to their test suites.
 */
import { createHmac } from 'node:crypto';
import { createAttestation } from '../../packages/attestation/src/create.ts';
import { flipS, rawToDer } from '../../packages/attestation/src/ecdsa.ts';
import { base64urlDecode, base64urlEncode } from '../../packages/attestation/src/encoding.ts';
import type { IssuerSigningKey } from '../../packages/attestation/src/keys.ts';
import { buildRegistryDocument } from '../../packages/attestation/src/registry.ts';
import {
  baseHeader,
  basePayload,
  DAY,
  makeIssuer,
  registryOf,
  segment,
  signRaw,
  T0,
} from '../../packages/attestation/src/test-fixtures.ts';
import type { IssuerRegistry, TrustedIssuer } from '../../packages/attestation/src/types.ts';
import { type VerifyAttestationOptions, verifyAttestation } from '../../packages/attestation/src/verify.ts';

export interface CorpusCase {
  name: string;
  jwt: string;
  now_ms: number;
  registry?: IssuerRegistry;
  trusted?: TrustedIssuer[];
  revoked?: string[];
  revocation_lookup_fails?: true;
  leeway_seconds?: number;
  /** The TypeScript verifier's outcome, as JSON. */
  expected: unknown;
}

type Input = Omit<CorpusCase, 'expected' | 'now_ms'> & { now_ms?: number };

const parts = (jwt: string) => jwt.split('.') as [string, string, string];

export async function attestationCorpus(): Promise<CorpusCase[]> {
  const es = await makeIssuer('ES256');
  const ed = await makeIssuer('EdDSA', 'did:svc:node:ed', 'k1');
  const other = await makeIssuer('ES256', 'did:svc:node:other', 'k1');
  const registry = registryOf(es, ed, other);
  const inputs: Input[] = [];
  const add = (name: string, jwt: string, extra: Partial<Input> = {}) => inputs.push({ name, jwt, registry, ...extra });
  const sign = (payload: Record<string, unknown>, header: Record<string, unknown> = {}, key: IssuerSigningKey = es) =>
    signRaw(baseHeader(key, header), payload, key);
  const withResult = (result: Record<string, unknown>, key: IssuerSigningKey = es, extra: Record<string, unknown> = {}) =>
    basePayload(key, { qwed: { version: '1.0', result, ...extra } });
  const issued = async (status: 'VERIFIED' | 'FAILED' | 'CORRECTED' | 'BLOCKED', key: IssuerSigningKey = es, extra = {}) =>
    (
      await createAttestation(
        { status, verified: status === 'VERIFIED', engine: 'math', confidence: 1 },
        { issuer: key, validityDays: 30, subject: '2+2=4', query: '2+2=4', timestamp: T0, jti: 'jti-1', ...extra },
      )
    ).jwt;

  // Valid, both signs of the verdict.
  const good = await issued('VERIFIED');
  add('valid ES256 positive', good);
  add('valid EdDSA positive', await issued('VERIFIED', ed));
  for (const status of ['CORRECTED', 'FAILED', 'BLOCKED'] as const) add(`valid negative ${status}`, await issued(status));
  add('valid with proof hash', await issued('VERIFIED', es, { proof: { steps: [1, 2] } }));
  add(
    'valid with consensus',
    await sign(withResult({ status: 'VERIFIED', verified: true, consensus: { mode: 'high', engines: ['a', 'b'], agreement: 1 } })),
  );
  add(
    'valid with conditions',
    await sign(
      withResult({
        status: 'VERIFIED',
        verified: true,
        engine: 'math',
        conditions: { domain: 'complex', assumptions: ['p > 0', 'q > 0'] },
      }),
    ),
  );
  add('valid with empty conditions', await sign(withResult({ status: 'VERIFIED', verified: true, conditions: {} })));
  add(
    'valid with conditions, unknown member dropped',
    await sign(withResult({ status: 'VERIFIED', verified: true, conditions: { domain: 'real', extra: 1 } })),
  );
  add(
    'valid with anchor',
    await sign(withResult({ status: 'VERIFIED', verified: true }, es, { anchor: { chain: 'x', tx_hash: 'y', block_number: 3 } })),
  );
  add('valid first chain link', await sign(withResult({ status: 'VERIFIED', verified: true }, es, { chain_id: 'c', chain_index: 0 })));
  add('valid 256 UTF-16 units engine', await sign(withResult({ status: 'VERIFIED', verified: true, engine: '😀'.repeat(128) })));
  add('valid integral float iat', await signRaw(baseHeader(es), JSON.stringify(basePayload(es)).replace(/"iat":(\d+)/, '"iat":$1.0'), es));
  add(
    'valid duplicate member, last wins',
    await signRaw(baseHeader(es), `{"iss":"nobody",${JSON.stringify(basePayload(es)).slice(1)}`, es),
  );

  // ATT-001 format.
  for (const [name, jwt] of [
    ['empty', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['header not base64url', '!!!.e30.AA'],
    ['header with padding', `${segment({ a: 1 })}=.e30.AA`],
    ['header not JSON', `${segment('not json')}.e30.AA`],
    ['header is an array', `${segment([1])}.e30.AA`],
    ['payload is a string', `${segment({ typ: 'x' })}.${segment('"s"')}.AA`],
    ['oversized', `${'a'.repeat(20000)}.e30.AA`],
    ['header NaN', `${segment('{"typ":NaN}')}.e30.AA`],
  ] as const)
    add(`format: ${name}`, jwt);
  add('format: typ JWT', await sign(basePayload(es), { typ: 'JWT' }));
  add('format: typ missing', await sign(basePayload(es), { typ: undefined }));
  add('format: kid missing', await sign(basePayload(es), { kid: undefined }));
  add('format: kid without #', await sign(basePayload(es), { kid: 'no-hash' }));
  add('format: kid ending in #', await sign(basePayload(es), { kid: `${es.did}#` }));
  add('format: crit', await sign(basePayload(es), { crit: ['b64'], b64: false }));
  add('format: crit null', await sign(basePayload(es), { crit: null }));
  add('format: exp not a number', await sign(basePayload(es, { exp: 'tomorrow' })));
  add('format: exp before iat', await sign(basePayload(es, { exp: Math.floor(T0 / 1000) - 5 })));
  add('format: nbf null', await sign(basePayload(es, { nbf: null })));
  add('format: jti empty', await sign(basePayload(es, { jti: '' })));
  add('format: version 2.0', await sign(basePayload(es, { qwed: { version: '2.0', result: { status: 'VERIFIED', verified: true } } })));
  add('format: confidence 2', await sign(withResult({ status: 'VERIFIED', verified: true, confidence: 2 })));
  add('format: engine empty', await sign(withResult({ status: 'VERIFIED', verified: true, engine: '' })));
  add('format: engine 258 UTF-16 units', await sign(withResult({ status: 'VERIFIED', verified: true, engine: '😀'.repeat(129) })));
  add(
    'format: consensus bad',
    await sign(withResult({ status: 'VERIFIED', verified: true, consensus: { mode: 'x', engines: [1], agreement: 1 } })),
  );
  add('format: conditions not an object', await sign(withResult({ status: 'VERIFIED', verified: true, conditions: ['x > 0'] })));
  add('format: conditions domain empty', await sign(withResult({ status: 'VERIFIED', verified: true, conditions: { domain: '' } })));
  add(
    'format: conditions assumptions not strings',
    await sign(withResult({ status: 'VERIFIED', verified: true, conditions: { assumptions: ['x > 0', 1] } })),
  );
  add(
    'format: conditions 33 assumptions',
    await sign(
      withResult({ status: 'VERIFIED', verified: true, conditions: { assumptions: Array.from({ length: 33 }, (_, i) => `x > ${i}`) } }),
    ),
  );
  add(
    'format: anchor bad',
    await sign(withResult({ status: 'VERIFIED', verified: true }, es, { anchor: { chain: 'x', tx_hash: 'y', block_number: -1 } })),
  );
  add('format: query_hash empty', await sign(withResult({ status: 'VERIFIED', verified: true }, es, { query_hash: '' })));

  // ATT-002 issuer.
  const stranger = await makeIssuer('ES256', 'did:svc:node:stranger', 'k1');
  add('issuer: not trusted', await sign(basePayload(stranger), {}, stranger));
  add('issuer: nothing trusted', good, { registry: undefined });
  for (const status of ['suspended', 'revoked'] as const)
    add(`issuer: ${status}`, good, { registry: buildRegistryDocument([{ did: es.did, name: 'x', keys: [es], status }]) });

  // ATT-003 signature and key.
  const [h, p, s] = parts(good);
  const raw = base64urlDecode(s) as Uint8Array;
  add('signature: alg none', `${segment(baseHeader(es, { alg: 'none' }))}.${segment(basePayload(es))}.`);
  const hsInput = `${segment(baseHeader(es, { alg: 'HS256' }))}.${segment(basePayload(es))}`;
  add(
    'signature: HS256 with the public key',
    `${hsInput}.${createHmac('sha256', JSON.stringify(es.publicJwk)).update(hsInput).digest('base64url')}`,
  );
  add('signature: alg of another key type', await sign(basePayload(es), { alg: 'EdDSA' }));
  add('signature: unknown kid', await sign(basePayload(es), { kid: `${es.did}#nope` }));
  add('signature: kid of another issuer', await sign(basePayload(es), { kid: other.kid }));
  add('signature: cross-issuer key', await signRaw(baseHeader(other), basePayload(es), other));
  const attacker = await makeIssuer('ES256', es.did, 'k1');
  add('signature: embedded attacker jwk', await signRaw(baseHeader(attacker, { jwk: attacker.publicJwk }), basePayload(es), attacker));
  add('signature: header tampered', `${segment({ ...baseHeader(es), x: 1 })}.${p}.${s}`);
  const forged = basePayload(es, { qwed: { version: '1.0', result: { status: 'VERIFIED', verified: true, engine: 'forged' } } });
  add('signature: payload tampered', `${h}.${segment(forged)}.${s}`);
  add('signature: DER', `${h}.${p}.${base64urlEncode(rawToDer(raw))}`);
  add('signature: truncated', `${h}.${p}.${base64urlEncode(raw.subarray(0, 63))}`);
  add('signature: extended', `${h}.${p}.${base64urlEncode(new Uint8Array([...raw, 0]))}`);
  add('signature: zero', `${h}.${p}.${base64urlEncode(new Uint8Array(64))}`);
  add('signature: padded', `${h}.${p}.${s}==`);
  add('signature: high-S twin', `${h}.${p}.${base64urlEncode(flipS(raw))}`);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  add('signature: non-canonical last character', `${h}.${p}.${s.slice(0, -1)}${alphabet[alphabet.indexOf(s.slice(-1)) + 1]}`);
  const [eh, ep, esig] = parts(await issued('VERIFIED', ed));
  add('signature: EdDSA truncated', `${eh}.${ep}.${esig.slice(0, -4)}`);
  add('signature: EdDSA tampered', `${eh}.${segment(forged)}.${esig}`);
  add(
    'signature: unsigned token missing claims',
    `${segment(baseHeader(es))}.${segment(basePayload(es, { sub: undefined }))}.${'A'.repeat(86)}`,
  );
  add('rotation: key expired before iat', good, {
    registry: undefined,
    trusted: [{ did: es.did, public_keys: [{ ...es.publicJwk, exp: Math.floor(T0 / 1000) - 10 }] }],
  });
  add('rotation: issued before not_after', good, {
    registry: undefined,
    trusted: [{ did: es.did, public_keys: [{ ...es.publicJwk, not_after: new Date(T0 + DAY).toISOString() }] }],
    now_ms: T0 + 10 * DAY,
  });

  // ATT-004 / ATT-005 time.
  add('time: expired', good, { now_ms: T0 + 30 * DAY + 61_000 });
  add('time: within leeway', good, { now_ms: T0 + 30 * DAY + 59_000 });
  add('time: expired without leeway', good, { now_ms: T0 + 30 * DAY + 1000, leeway_seconds: 0 });
  add('time: not yet valid', await sign(basePayload(es, { nbf: Math.floor(T0 / 1000) + 86400 })));
  add('time: issued in the future', await sign(basePayload(es, { iat: Math.floor(T0 / 1000) + 120 })), { now_ms: T0 });

  // ATT-006 revocation.
  add('revocation: revoked', good, { revoked: ['jti-1'] });
  add('revocation: another id revoked', good, { revoked: ['jti-2'] });
  add('revocation: lookup fails', good, { revocation_lookup_fails: true });

  // ATT-007 required claims.
  const drop = (path: string) => {
    const payload = structuredClone(basePayload(es)) as Record<string, Record<string, Record<string, unknown>>>;
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node: Record<string, unknown> = payload;
    for (const k of keys) node = node[k] as Record<string, unknown>;
    delete node[last];
    return payload;
  };
  add('claims: iss missing', `${segment(baseHeader(es))}.${segment(drop('iss'))}.`);
  for (const path of ['sub', 'iat', 'qwed', 'qwed.version', 'qwed.result', 'qwed.result.status', 'qwed.result.verified'])
    add(`claims: ${path} missing`, await sign(drop(path)));
  add('claims: status outside the enum', await sign(withResult({ status: 'MAYBE', verified: true })));
  add('claims: verified not a boolean', await sign(withResult({ status: 'VERIFIED', verified: 'true' })));
  add('claims: iat overflows', await signRaw(baseHeader(es), JSON.stringify(basePayload(es)).replace(/"iat":(\d+)/, '"iat":1e400'), es));

  // ATT-008 chain fields of one attestation.
  for (const [name, fields] of [
    ['index 0 with a predecessor', { chain_id: 'c', chain_index: 0, previous_attestation: 'x' }],
    ['index 1 without previous_hash', { chain_id: 'c', chain_index: 1, previous_attestation: 'x' }],
    ['index without chain_id', { chain_index: 0 }],
    ['negative index', { chain_id: 'c', chain_index: -1 }],
    ['malformed previous_hash', { chain_id: 'c', chain_index: 1, previous_attestation: 'x', previous_hash: 'md5:00' }],
  ] as const)
    add(`chain: ${name}`, await sign(withResult({ status: 'VERIFIED', verified: true }, es, fields)));

  const cases: CorpusCase[] = [];
  for (const input of inputs) {
    const now_ms = input.now_ms ?? T0 + 1000;
    const revoked = new Set(input.revoked ?? []);
    const options: VerifyAttestationOptions = {
      now: now_ms,
      ...(input.registry ? { registry: input.registry } : {}),
      ...(input.trusted ? { trustedIssuers: input.trusted } : {}),
      ...(input.leeway_seconds !== undefined ? { leewaySeconds: input.leeway_seconds } : {}),
      ...(input.revocation_lookup_fails
        ? {
            isRevoked: () => {
              throw new Error('lookup failed');
            },
          }
        : input.revoked
          ? { isRevoked: (jti: string) => revoked.has(jti) }
          : {}),
    };
    const expected = JSON.parse(JSON.stringify(await verifyAttestation(input.jwt, options)));
    cases.push({ ...input, now_ms, expected });
  }
  return cases;
}
