/** Shapes of the attestation format (spec §2.3) and of the verifier's answers. */

export const ATTESTATION_TYP = 'service-attestation+jwt';
export const ATTESTATION_VERSION = '1.0';
export const ATTESTATION_STATUSES = ['VERIFIED', 'FAILED', 'CORRECTED', 'BLOCKED'] as const;
export const ATTESTATION_ALGS = ['ES256', 'EdDSA'] as const;

export type AttestationStatus = (typeof ATTESTATION_STATUSES)[number];
export type AttestationAlg = (typeof ATTESTATION_ALGS)[number];
export type HashAlg = 'SHA-256' | 'SHA-384';

export interface ConsensusInfo {
  mode: string;
  engines: string[];
  /** Fraction of engines that agreed, 0–1. */
  agreement: number;
}

/**
 * What the verdict was established under: the domain the claim was read in and the hypotheses the request stated
 * (e.g. math identities: domain "complex", assumptions ["x > 0"]). A verdict holds only under its conditions.
 */
export interface ResultConditions {
  domain?: string;
  assumptions?: string[];
}

export interface AttestationResult {
  status: AttestationStatus;
  verified: boolean;
  engine?: string;
  /** 0–1. */
  confidence?: number;
  consensus?: ConsensusInfo;
  conditions?: ResultConditions;
}

export type AttestationResultInput = AttestationResult;

export interface AttestationAnchor {
  chain: string;
  tx_hash: string;
  block_number: number;
}

export interface ChainLink {
  chain_id: string;
  chain_index: number;
  previous_attestation?: string;
  previous_hash?: string;
}

export interface QwedClaim {
  version: '1.0';
  result: AttestationResult;
  query_hash?: string;
  proof_hash?: string;
  chain_id?: string;
  chain_index?: number;
  previous_attestation?: string;
  previous_hash?: string;
  anchor?: AttestationAnchor;
}

export interface AttestationClaims {
  iss: string;
  sub: string;
  iat: number;
  exp?: number;
  nbf?: number;
  jti?: string;
  qwed: QwedClaim;
}

export interface AttestationHeader {
  alg: AttestationAlg;
  typ: typeof ATTESTATION_TYP;
  kid: string;
}

/** Public verification key as published in the registry and JWKS. `exp` (Unix seconds) / `not_after` (ISO 8601)
 * bound the issue times the key may vouch for (key rotation). */
export interface IssuerPublicJwk {
  kty: 'EC' | 'OKP';
  crv: 'P-256' | 'Ed25519';
  x: string;
  y?: string;
  kid: string;
  alg?: AttestationAlg;
  use?: 'sig';
  exp?: number;
  not_after?: string;
}

export type IssuerStatus = 'active' | 'suspended' | 'revoked';

export interface RegistryIssuer {
  did: string;
  name: string;
  public_keys: IssuerPublicJwk[];
  status: IssuerStatus;
  certification_level: string;
}

export interface IssuerRegistry {
  issuers: RegistryIssuer[];
}

/** An issuer trusted directly by the verifier (status defaults to active). */
export interface TrustedIssuer {
  did: string;
  public_keys: IssuerPublicJwk[];
  status?: IssuerStatus;
  name?: string;
}

export type AttestationErrorCode = 'ATT-001' | 'ATT-002' | 'ATT-003' | 'ATT-004' | 'ATT-005' | 'ATT-006' | 'ATT-007' | 'ATT-008';

export interface ValidAttestation {
  valid: true;
  status: 'valid';
  message: string;
  result: AttestationResult;
  claims: AttestationClaims;
  header: AttestationHeader;
}

export interface InvalidAttestation {
  valid: false;
  status: 'invalid' | 'expired' | 'revoked';
  code: AttestationErrorCode;
  message: string;
  /** Present only when the signature was verified before the check that failed (e.g. expired, revoked). */
  claims?: AttestationClaims;
  header?: AttestationHeader;
}

export type VerificationOutcome = ValidAttestation | InvalidAttestation;

/** `application/service-attestation+json`: the decoded view of a JWT (not itself verifiable). */
export interface DecodedAttestation {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** The signature segment exactly as it appears in the JWT (base64url). */
  signature: string;
}
