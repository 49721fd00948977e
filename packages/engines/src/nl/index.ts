export type {
  MathTranslation,
  NaturalLanguageResult,
  NlDeps,
  NlErrorCode,
  NlEvaluation,
  NlInnerStatus,
  NlStatus,
  TrustBoundary,
} from './verify-natural-language.ts';
export { blockedNaturalLanguageResult, claimMatches, NL_TOLERANCE, verifyNaturalLanguage } from './verify-natural-language.ts';
