/**
 * Checking an attestation with any JOSE library and the node's JWKS, without Verdict code (here: jose).
 *
 *   npm install jose
 *   SERVICE_API_KEY=svc_live_… VERDICT_URL=http://127.0.0.1:8787 node jose-verify.mjs
 *
 * This covers the signature, typ, issuer and expiry. What the Verdict verifier adds on top (docs/sdk.md): revocation
 * (done by hand below), refusing high-S ES256 twins, and the qwed claim schema.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';

const base = process.env.VERDICT_URL ?? 'http://127.0.0.1:8787';
const key = process.env.SERVICE_API_KEY;
if (!key) throw new Error('set SERVICE_API_KEY to an API key (svc_live_…)');

// 1. An attestation, as a verification returns it.
const res = await fetch(`${base}/v1/verify/math`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-api-key': key },
  body: JSON.stringify({ expression: '(x+1)^2 = x^2+2*x+1', options: { include_attestation: true } }),
});
const jwt = res.headers.get('service-attestation');
if (!jwt) throw new Error(`no attestation (HTTP ${res.status})`);

// 2. The issuer's keys. Every kid is `<issuer DID>#<key name>`: the issuer to require comes from the JWKS you
//    chose to trust, never from the token.
const jwksUrl = new URL('/.well-known/jwks.json', base);
const { keys } = await (await fetch(jwksUrl)).json();
const issuer = keys[0].kid.split('#')[0];

const { payload, protectedHeader } = await jwtVerify(jwt, createRemoteJWKSet(jwksUrl), {
  typ: 'service-attestation+jwt',
  algorithms: ['ES256', 'EdDSA'],
  issuer,
});

// 3. Revocation is by jti, published as a list.
const { revoked } = await (await fetch(new URL('/registry/revocations.json', base))).json();
if (revoked.some((r) => r.jti === payload.jti)) throw new Error(`attestation ${payload.jti} is revoked`);

console.log(`jose: valid ${protectedHeader.alg} attestation from ${payload.iss}`);
console.log(`result: ${payload.qwed.result.status} verified=${payload.qwed.result.verified}`);
