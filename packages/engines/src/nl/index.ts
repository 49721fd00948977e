export { verifyNaturalLanguage, blockedNaturalLanguageResult, claimMatches, NL_TOLERANCE } from './verify-natural-language.ts';
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
