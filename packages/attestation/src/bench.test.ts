import { expect, it } from 'vitest';
import { benchAttestation } from './bench.ts';

it('reports positive throughput for every case', async () => {
  const r = await benchAttestation({ minMillisPerCase: 200 });
  console.log(JSON.stringify(r));
  expect(Object.keys(r).sort()).toEqual(
    [
      'attestation_sign_ES256',
      'attestation_sign_EdDSA',
      'attestation_verify_ES256',
      'attestation_verify_EdDSA',
      'webcrypto_p256_sign',
      'webcrypto_p256_verify',
    ].sort(),
  );
  for (const v of Object.values(r)) expect(v).toBeGreaterThan(0);
});
