import { base64urlDecode, base64urlEncode } from '@verdict/attestation';
import { flipS, isHighS } from '@verdict/attestation/ecdsa.ts';
import { describe, expect, it } from 'vitest';
import { apiKey, call, env, newTenant } from './setup/harness.ts';

describe('ES256 signature malleability (online verifier)', () => {
  it('issues low-S signatures and refuses the high-S twin of a valid attestation with ATT-003', async () => {
    const t = await newTenant();
    const issued = await call('POST', '/v1/verify/math', {
      headers: apiKey(t),
      body: { expression: '2+2=4', options: { include_attestation: true } },
    });
    expect(issued.status).toBe(200);
    const jwt = issued.json.attestation as string;
    const [h, p, s] = jwt.split('.') as [string, string, string];
    const sig = base64urlDecode(s);
    expect(sig).not.toBeNull();
    if (!sig) return;
    expect(isHighS(sig)).toBe(false);

    const valid = await call('POST', '/v1/attestation/verify', { headers: apiKey(t), body: { jwt } });
    expect(valid.json).toMatchObject({ valid: true, status: 'valid' });

    const twin = `${h}.${p}.${base64urlEncode(flipS(sig))}`;
    const refused = await call('POST', '/v1/attestation/verify', { headers: apiKey(t), body: { jwt: twin } });
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ valid: false, status: 'invalid', code: 'ATT-003', message: 'signature is not in low-S form' });
  });
});

describe('claims this issuer always signs (online verifier)', () => {
  /** Re-signs `payload` with the deployment's own issuer key, as a holder of that key could, bypassing the issuing path. */
  async function resign(jwt: string, edit: (payload: Record<string, unknown>) => void): Promise<string> {
    const [h] = jwt.split('.') as [string, string, string];
    const payload = JSON.parse(new TextDecoder().decode(base64urlDecode(jwt.split('.')[1] ?? '') ?? new Uint8Array()));
    edit(payload);
    const body = `${h}.${base64urlEncode(new TextEncoder().encode(JSON.stringify(payload)))}`;
    const jwk = JSON.parse(env.SERVICE_ATTESTATION_SECRET ?? '{}') as JsonWebKey;
    const key = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
    const sig = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(body)));
    return `${body}.${base64urlEncode(isHighS(sig) ? flipS(sig) : sig)}`;
  }

  it('refuses a correctly signed token without jti, without exp, or with exp beyond the longest validity', async () => {
    const t = await newTenant();
    const issued = await call('POST', '/v1/verify/math', {
      headers: apiKey(t),
      body: { expression: '2+2=4', options: { include_attestation: true } },
    });
    const jwt = issued.json.attestation as string;
    const verify = async (token: string) =>
      (await call('POST', '/v1/attestation/verify', { headers: apiKey(t), body: { jwt: token } })).json;
    // The re-signing itself is sound: an unchanged payload still verifies.
    expect(await verify(await resign(jwt, () => undefined))).toMatchObject({ valid: true, status: 'valid' });
    expect(await verify(await resign(jwt, (p) => delete p.jti))).toMatchObject({ valid: false, status: 'invalid', code: 'ATT-007' });
    expect(await verify(await resign(jwt, (p) => delete p.exp))).toMatchObject({ valid: false, status: 'invalid', code: 'ATT-007' });
    const tooLong = await resign(jwt, (p) => {
      p.exp = (p.iat as number) + 3651 * 86_400;
    });
    expect(await verify(tooLong)).toMatchObject({ valid: false, status: 'invalid', code: 'ATT-001' });
    const longest = await resign(jwt, (p) => {
      p.exp = (p.iat as number) + 3650 * 86_400;
    });
    expect(await verify(longest)).toMatchObject({ valid: true });
  });
});
