import type { AttestationErrorCode } from './types.ts';

/** The attestation component cannot start (missing or unusable SERVICE_ATTESTATION_SECRET). The spec's "ValueError". */
export class AttestationConfigError extends Error {
  override readonly name = 'AttestationConfigError';
}

/** A caller passed invalid input to createAttestation or to a verifier option. `field` names the offending input. */
export class AttestationInputError extends Error {
  override readonly name = 'AttestationInputError';
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}

/** The issuer registry document is malformed. `path` points at the offending member, e.g. `issuers[0].public_keys[1].x`. */
export class RegistryError extends Error {
  override readonly name = 'RegistryError';
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.path = path;
  }
}

/** decodeAttestation could not parse the token. */
export class AttestationFormatError extends Error {
  override readonly name = 'AttestationFormatError';
  readonly code: AttestationErrorCode = 'ATT-001';
}

export const ATTESTATION_CODE_MEANINGS: Readonly<Record<AttestationErrorCode, string>> = {
  'ATT-001': 'Invalid attestation format',
  'ATT-002': 'Untrusted issuer',
  'ATT-003': 'Invalid signature',
  'ATT-004': 'Attestation expired',
  'ATT-005': 'Attestation not yet valid',
  'ATT-006': 'Attestation revoked',
  'ATT-007': 'Missing required claim',
  'ATT-008': 'Chain validation failed',
};
