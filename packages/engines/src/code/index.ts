export { benchCode } from './bench.ts';
export { type CodeEngine, createCodeEngine, normalizeLanguage } from './engine.ts';
export { JAVASCRIPT_RULES } from './rules/javascript.ts';
export { PYTHON_RULES } from './rules/python.ts';
export { CODE_WASM_IMPORTS, type CodeRuntime } from './runtime.ts';
export {
  type CodeInput,
  type CodeLanguage,
  type CodeResult,
  CodeTooLargeError,
  GrammarUnavailableError,
  MAX_CODE_LENGTH,
  type Rule,
  type Severity,
  SUPPORTED_LANGUAGES,
  type SyntaxErrorLocation,
  UnsupportedLanguageError,
  type Vulnerability,
} from './types.ts';
