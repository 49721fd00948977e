import type { Node } from 'web-tree-sitter';

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export const SEVERITY_RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1 };

export const SUPPORTED_LANGUAGES = ['python', 'javascript', 'typescript'] as const;
export type CodeLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Upper bound on input size; the API caps `code` at 200 000 characters, the engine enforces the same on its own. */
export const MAX_CODE_LENGTH = 200_000;
/** Syntax errors beyond this count add nothing for the caller and would let one bad file produce a huge response. */
export const MAX_SYNTAX_ERRORS = 20;

export interface Vulnerability {
  /** Rule family, e.g. `sql_injection`; stable across languages. */
  type: string;
  severity: Severity;
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units like JavaScript string indices. */
  column: number;
  message: string;
  rule_id: string;
  cwe: string;
}

export interface SyntaxErrorLocation {
  line: number;
  column: number;
}

export interface CodeResult {
  /** False iff any finding is `critical` or `high`. */
  is_safe: boolean;
  vulnerabilities: Vulnerability[];
  language: CodeLanguage;
  /** Present only when the parser had to recover from errors; findings in the recovered tree are still reported. */
  syntax_errors?: SyntaxErrorLocation[];
}

export interface CodeInput {
  code: string;
  language?: string;
}

/** Thrown for a language outside SUPPORTED_LANGUAGES; the service maps it to 400. */
export class UnsupportedLanguageError extends Error {
  readonly code = 'UNSUPPORTED_LANGUAGE';
  constructor(readonly language: string) {
    super(`Unsupported language (supported: ${SUPPORTED_LANGUAGES.join(', ')})`);
    this.name = 'UnsupportedLanguageError';
  }
}

/** Thrown when the input exceeds MAX_CODE_LENGTH; the service maps it to 400. */
export class CodeTooLargeError extends Error {
  readonly code = 'CODE_TOO_LARGE';
  constructor(readonly limit: number) {
    super(`Code exceeds ${limit} characters`);
    this.name = 'CodeTooLargeError';
  }
}

/** Thrown when the grammar for a supported language was not injected into the engine (a deployment error, 5xx). */
export class GrammarUnavailableError extends Error {
  readonly code = 'GRAMMAR_UNAVAILABLE';
  constructor(readonly language: CodeLanguage) {
    super(`No grammar configured for ${language}`);
    this.name = 'GrammarUnavailableError';
  }
}

/** Captures of one query match, by capture name (a name may capture several nodes with quantifiers). */
export type Captures = Record<string, Node[]>;

/** What a rule predicate may consult besides its captures; built once per scanned file. */
export interface ScanContext {
  language: CodeLanguage;
  /** Dotted name a callee/expression refers to after applying the file's imports, e.g. `sp.run` → `subprocess.run`. */
  resolve(node: Node | null | undefined): string | null;
  /** True if the module (or a submodule of it) is imported anywhere in the file. */
  imports(module: string): boolean;
  /** True if the expression carries data from a request/user-input source (directly or via a local variable). */
  isTainted(node: Node): boolean;
  /** Per-file cache for facts a predicate would otherwise recompute on every match (keep keys rule-specific). */
  memo<T>(key: string, compute: () => T): T;
}

export interface Rule {
  id: string;
  /** Rule family reported as `type`. */
  type: string;
  severity: Severity;
  message: string;
  cwe: string;
  /** tree-sitter query; the `@match` capture is the reported location (else the first capture). */
  query: string;
  /**
   * Decides a match. Returning a Severity overrides the rule's default for this finding (e.g. a literal shell command
   * is `low`, an interpolated one `critical`); false/undefined drops the match.
   */
  predicate?: (captures: Captures, ctx: ScanContext) => boolean | Severity | undefined;
}
