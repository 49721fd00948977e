import { base64urlDecode, base64urlEncode } from '@verdict/attestation';
import { flipS, isHighS } from '@verdict/attestation/ecdsa.ts';
import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant } from './setup/harness.ts';

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
