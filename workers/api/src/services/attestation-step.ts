import { type ChainLink, type CreatedAttestation, createAttestation, type IssuerSigningKey } from '@verdict/attestation';
import type { ChainStep } from './engine-runner.ts';

export interface StepSigning {
  validityDays: number;
  /** iat. */
  now: Date;
  jti: string;
  chain?: ChainLink | undefined;
}

/**
 * Signs one verification step as the API issues it: the engine outcome as `qwed.result`, the verified text as the
 * subject, the query and the proof hashed. Its own module, free of storage and auditing, so that the attestation
 * benchmark (bench/worker.ts) measures this very function rather than a copy of it.
 */
export function signStep(key: IssuerSigningKey, step: ChainStep, signing: StepSigning): Promise<CreatedAttestation> {
  const { outcome } = step;
  return createAttestation(
    {
      status: outcome.attestation.status,
      verified: outcome.attestation.status === 'VERIFIED' && outcome.verified,
      engine: outcome.engine,
      confidence: outcome.attestation.confidence,
      ...(outcome.consensus ? { consensus: outcome.consensus } : {}),
      ...(outcome.attestation.conditions ? { conditions: outcome.attestation.conditions } : {}),
    },
    {
      issuer: key,
      validityDays: signing.validityDays,
      timestamp: signing.now,
      subject: outcome.subject,
      query: step.query,
      ...(step.proof !== undefined ? { proof: step.proof } : {}),
      jti: signing.jti,
      ...(signing.chain ? { chain: signing.chain } : {}),
    },
  );
}
