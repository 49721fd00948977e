export type { ChainVerification } from './chain.ts';
export { MAX_CHAIN_LENGTH, verifyChain } from './chain.ts';
export { checkResult } from './claims.ts';
export type { AttestationConclusion } from './conclusion.ts';
export { ATTESTATION_EXIT_CODES, conclusionOf } from './conclusion.ts';
export type { CreateAttestationOptions, CreatedAttestation } from './create.ts';
export { createAttestation, DEFAULT_VALIDITY_DAYS, MAX_VALIDITY_DAYS, MIN_VALIDITY_DAYS } from './create.ts';
export { decodeAttestation, MAX_ATTESTATION_LENGTH } from './decode.ts';
export { derToRaw, isWellFormedP256Signature, normalizeLowS, rawToDer } from './ecdsa.ts';
export { base64urlDecode, base64urlEncode } from './encoding.ts';
export * from './errors.ts';
export type { CanonicalJsonLimits, Hashable } from './hash.ts';
export {
  attestationHash,
  CanonicalJsonLimitError,
  canonicalJson,
  isPrefixedHash,
  prefixedHash,
  proofHash,
  sha256Hex,
  sha384Hex,
} from './hash.ts';
export type { IssuerSigningKey, LoadIssuerKeyOptions } from './keys.ts';
export { algForJwk, generateIssuerSecret, isValidDid, jwkThumbprint, loadIssuerKey, publicJwk } from './keys.ts';
export type { RegistryIssuerInput } from './registry.ts';
export { buildRegistryDocument, jwksDocument, parseIssuerRegistry, parsePublicJwk } from './registry.ts';
export type { RevocationListDocument } from './revocations.ts';
export { MAX_REVOCATION_LIST_ENTRIES, parseRevocationList } from './revocations.ts';
export * from './types.ts';
export type { VerifyAttestationOptions } from './verify.ts';
export { DEFAULT_LEEWAY_SECONDS, MAX_LEEWAY_SECONDS, verifyAttestation } from './verify.ts';
