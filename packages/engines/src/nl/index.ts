export type {
  MathTranslation,
  NaturalLanguageResult,
  NlCheck,
  NlDeps,
  NlErrorCode,
  NlInnerStatus,
  NlStatus,
  TrustBoundary,
} from './verify-natural-language.ts';
export { blockedNaturalLanguageResult, NL_TOLERANCE, verifyNaturalLanguage } from './verify-natural-language.ts';
