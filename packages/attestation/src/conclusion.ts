import type { VerificationOutcome } from './types.ts';

/**
 * What an attestation lets its holder conclude about the claim it signs:
 * - `positive`: the attestation is valid (signature, issuer, expiry, revocation) AND the signed verdict is positive
 *   (`qwed.result.verified: true` with status `VERIFIED`). Only this may let a claim through.
 * - `negative`: a genuine, current attestation of a negative verdict (a `CORRECTED` `2+2=5`, a `FAILED` check, a
 *   `BLOCKED` query): true evidence that the claim did not verify.
 * - `invalid`: the attestation itself failed a check (ATT-001…ATT-008); it proves nothing.
 */
export type AttestationConclusion = 'positive' | 'negative' | 'invalid';

export function conclusionOf(outcome: VerificationOutcome): AttestationConclusion {
  if (!outcome.valid) return 'invalid';
  // `verified` is true only with VERIFIED (spec 2.3); both are required, so an inconsistent result is never positive.
  return outcome.result.verified === true && outcome.result.status === 'VERIFIED' ? 'positive' : 'negative';
}

/**
 * Exit statuses of `verdict-attest verify` and `verdict attest verify`, so that `verify && deploy` proceeds only on a
 * positive verdict: 0 positive, 1 invalid attestation, 2 usage or input error, 3 valid attestation of a negative verdict.
 */
export const ATTESTATION_EXIT_CODES = { positive: 0, invalid: 1, usage: 2, negative: 3 } as const;
