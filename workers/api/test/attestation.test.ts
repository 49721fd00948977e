import {
  buildRegistryDocument,
  generateIssuerSecret,
  loadIssuerKey,
  createAttestation,
  parseIssuerRegistry,
  verifyAttestation,
  parseRevocationList,
} from '@verdict/attestation';
import { describe, expect, it } from 'vitest';
import { apiKey, bearer, call, newTenant } from './setup/harness.ts';

async function attestedMath(t: { apiKey: string }, expression = '2+2=4') {
  const res = await call('POST', '/v1/verify/math', {
    headers: apiKey(t),
    body: { expression, options: { include_attestation: true, attestation_validity_days: 30 } },
  });
  expect(res.status, res.text).toBe(200);
  return res;
}

describe('attestations over HTTP', () => {
  it('issues an attestation with a verification, in the body and the Service-Attestation header', async () => {
    const t = await newTenant();
    const res = await attestedMath(t);
    expect(res.json.attestation).toBe(res.headers.get('service-attestation'));
    const [header, payload] = res.json.attestation
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(atob(p.replaceAll('-', '+').replaceAll('_', '/'))));
    expect(header).toMatchObject({ alg: 'ES256', typ: 'service-attestation+jwt' });
    expect(header.kid).toMatch(/^did:svc:node:[^#]+#.+/);
    expect(payload.qwed).toMatchObject({ version: '1.0', result: { status: 'VERIFIED', verified: true, engine: 'math' } });
    expect(payload.qwed.query_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(payload.exp - payload.iat).toBe(30 * 86400);
    const refuted = await attestedMath(t, '2+2=5');
    const refutedPayload = JSON.parse(atob(refuted.json.attestation.split('.')[1].replaceAll('-', '+').replaceAll('_', '/')));
    expect(refutedPayload.qwed.result).toMatchObject({ status: 'CORRECTED', verified: false });
  });

  it('round trip: fetch the record, verify with the endpoint and offline against the served registry, revoke → ATT-006', async () => {
    const t = await newTenant();
    const { json } = await attestedMath(t);
    const jwt = json.attestation as string;
    const jti = JSON.parse(atob(jwt.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/'))).jti as string;

    const record = await call('GET', `/v1/attestation/${jti}`, { headers: apiKey(t) });
    expect(record.status).toBe(200);
    expect(record.json).toMatchObject({ id: jti, jwt, status: 'valid', verified: true });
    const raw = await call('GET', `/v1/attestation/${jti}`, { headers: { ...apiKey(t), accept: 'application/service-attestation+jwt' } });
    expect(raw.text).toBe(jwt);
    expect(raw.headers.get('content-type')).toContain('application/service-attestation+jwt');
    const decoded = await call('GET', `/v1/attestation/${jti}`, {
      headers: { ...apiKey(t), accept: 'application/service-attestation+json' },
    });
    expect(JSON.parse(decoded.text).payload.jti).toBe(jti);

    const verified = await call('POST', '/v1/attestation/verify', { headers: apiKey(t), body: { jwt } });
    expect(verified.json).toMatchObject({ valid: true, status: 'valid', result: { status: 'VERIFIED' } });

    const registry = await call('GET', '/registry/issuers.json');
    expect(registry.status).toBe(200);
    const offline = await verifyAttestation(jwt, { registry: parseIssuerRegistry(registry.json), now: Date.now() });
    expect(offline.valid).toBe(true);
    const jwks = await call('GET', '/.well-known/jwks.json');
    expect(jwks.json.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(jwks.json.keys[0].d).toBeUndefined();

    const revoked = await call('POST', `/v1/attestation/${jti}/revoke`, { headers: bearer(t), body: { reason: 'test' } });
    expect(revoked.status, revoked.text).toBe(200);
    const after = await call('POST', '/v1/attestation/verify', { headers: apiKey(t), body: { jwt } });
    expect(after.json).toMatchObject({ valid: false, status: 'revoked', code: 'ATT-006' });
    const published = await call('GET', '/registry/revocations.json');
    expect(published.status).toBe(200);
    expect(published.json.revoked).toContainEqual({ jti, revoked_at: expect.any(String) });
    const offlineAfter = await verifyAttestation(jwt, {
      registry: parseIssuerRegistry(registry.json),
      now: Date.now(),
      isRevoked: (id) => parseRevocationList(published.json).has(id),
    });
    expect(offlineAfter).toMatchObject({ valid: false, code: 'ATT-006' });
    expect((await call('GET', `/v1/attestation/${jti}`, { headers: apiKey(t) })).json.status).toBe('revoked');
    const badge = await call('GET', `/v1/badge/attestation/${jti}`, { headers: apiKey(t) });
    expect(badge.text).toContain('revoked');
  });

  it('rejects tampered, foreign and garbage tokens with their codes', async () => {
    const t = await newTenant();
    const { json } = await attestedMath(t);
    const [h, p, s] = (json.attestation as string).split('.');
    const payload = JSON.parse(atob(p!.replaceAll('-', '+').replaceAll('_', '/')));
    payload.qwed.result.status = 'VERIFIED';
    payload.sub = '0'.repeat(64);
    const tampered = `${h}.${btoa(JSON.stringify(payload)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}.${s}`;
    expect((await call('POST', '/v1/attestation/verify', { headers: apiKey(t), body: { jwt: tampered } })).json.code).toBe('ATT-003');
    expect((await call('POST', '/v1/attestation/verify', { headers: apiKey(t), body: { jwt: 'not.a.jwt' } })).json.code).toBe('ATT-001');

    const foreignKey = await loadIssuerKey(await generateIssuerSecret(), { did: 'did:svc:node:stranger' });
    const foreign = await createAttestation({ status: 'VERIFIED', verified: true }, { issuer: foreignKey, validityDays: 1, subject: 'x' });
    const res = await call('POST', '/v1/attestation/verify', { headers: apiKey(t), body: { jwt: foreign.jwt } });
    expect(res.json).toMatchObject({ valid: false, code: 'ATT-002' });
    expect(buildRegistryDocument).toBeTypeOf('function');
  });

  it('is org-scoped, needs attestation:read, and only owners/admins revoke', async () => {
    const a = await newTenant();
    const b = await newTenant();
    const { json } = await attestedMath(a);
    const jti = JSON.parse(atob(json.attestation.split('.')[1].replaceAll('-', '+').replaceAll('_', '/'))).jti;
    expect((await call('GET', `/v1/attestation/${jti}`, { headers: apiKey(b) })).status).toBe(404);
    expect((await call('POST', `/v1/attestation/${jti}/revoke`, { headers: bearer(b) })).status).toBe(404);
    const noScope = await call('POST', '/v1/auth/api-keys', { headers: bearer(a), body: { name: 'v', scopes: ['verify:read'] } });
    expect((await call('GET', `/v1/attestation/${jti}`, { headers: { 'x-api-key': noScope.json.key } })).status).toBe(403);
    expect((await call('GET', `/v1/attestation/${jti}`)).status).toBe(401);
    expect((await call('POST', '/v1/attestation/verify', { headers: apiKey(a), body: { jwt: 42 } })).status).toBe(400);
  });
});
