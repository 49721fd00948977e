export type { ClaimInput, Comparison, NlCheck } from './decide-claim.ts';
export { claimRational, decideNlClaim, statedTolerance } from './decide-claim.ts';
export type {
  MathTranslation,
  NaturalLanguageResult,
  NlDeps,
  NlErrorCode,
  NlInnerStatus,
  NlStatus,
  TrustBoundary,
  Verification,
} from './verify-natural-language.ts';
export { blockedNaturalLanguageResult, verifyNaturalLanguage } from './verify-natural-language.ts';
