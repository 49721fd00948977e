export { benchCode } from './bench.ts';
export { type CodeEngine, createCodeEngine, normalizeLanguage } from './engine.ts';
export {
  type CodeWork,
  MAX_BRACKET_DEPTH,
  MAX_CODE_LENGTH,
  MAX_SYNTAX_NODES,
  PARSE_BUDGET,
  PARSE_ERROR_BUDGET,
  SCAN_BUDGET,
} from './limits.ts';
export { JAVASCRIPT_RULES } from './rules/javascript.ts';
export { PYTHON_RULES } from './rules/python.ts';
export { CODE_WASM_IMPORTS, type CodeRuntime } from './runtime.ts';
export {
  type CodeInput,
  type CodeLanguage,
  type CodeResult,
  CodeTooLargeError,
  GrammarUnavailableError,
  type Rule,
  type Severity,
  SUPPORTED_LANGUAGES,
  type SyntaxErrorLocation,
  UnsupportedLanguageError,
  type Vulnerability,
} from './types.ts';
