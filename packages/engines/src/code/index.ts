export { benchCode } from './bench.ts';
export { createCodeEngine, normalizeLanguage, type CodeEngine } from './engine.ts';
export { JAVASCRIPT_RULES } from './rules/javascript.ts';
export { PYTHON_RULES } from './rules/python.ts';
export { CODE_WASM_IMPORTS, type CodeRuntime } from './runtime.ts';
export {
  CodeTooLargeError,
  GrammarUnavailableError,
  MAX_CODE_LENGTH,
  SUPPORTED_LANGUAGES,
  UnsupportedLanguageError,
  type CodeInput,
  type CodeLanguage,
  type CodeResult,
  type Rule,
  type Severity,
  type SyntaxErrorLocation,
  type Vulnerability,
} from './types.ts';
