import { expect, it } from 'vitest';
import { attestationCases, benchAttestation, interleaved } from './bench.ts';

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

it('reports positive throughput for every case', async () => {
  const r = await benchAttestation({ minMillisPerCase: 100 });
  console.log(JSON.stringify(r));
  expect(Object.keys(r).sort(byCodeUnit)).toEqual(
    [
      'attestation_sign_ES256',
      'attestation_sign_EdDSA',
      'attestation_verify_ES256',
      'attestation_verify_EdDSA',
      'webcrypto_p256_sign',
      'webcrypto_p256_verify',
    ].sort(byCodeUnit),
  );
  for (const v of Object.values(r)) expect(v).toBeGreaterThan(0);
});

it('prints sign/verify CPU per operation and ratios against raw WebCrypto, interleaved (never fails on speed)', async () => {
  const { cases, peers } = await attestationCases();
  const r = await interleaved(cases, peers, { rounds: 5, opsPerRound: 200 });
  console.log(JSON.stringify(r, null, 1));
  expect(Object.keys(r.ratios)).toHaveLength(4);
  for (const v of Object.values(r.microsPerOp)) expect(v).toBeGreaterThan(0);
});
