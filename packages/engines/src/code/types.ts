import type { Node } from 'web-tree-sitter';
import type { Val } from './value.ts';

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export const SEVERITY_RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1 };

export const SUPPORTED_LANGUAGES = ['python', 'javascript', 'typescript'] as const;
export type CodeLanguage = (typeof SUPPORTED_LANGUAGES)[number];

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

/**
 * Something the analysis could not resolve, which makes it partial (and the code not safe): a call whose callee is a
 * name computed from a string no constant propagation folds (`getattr(obj, name)`, `globals()[name]`,
 * `import_module(name)`, `require(name)[method]`), or a security flag fed by a value that is not a constant
 * (`verify=flag`, `rejectUnauthorized: opts.strict`, `shell=use_shell`).
 */
export interface Unresolved {
  kind: 'dynamic_call' | 'security_flag';
  line: number;
  column: number;
  message: string;
}

/** Work one request did, reported with the result so tests and callers can see the bounds hold. */
export interface CodeWork {
  /** Characters of input. */
  chars: number;
  /** Deepest bracket nesting of the raw text. */
  bracket_depth: number;
  /** Mismatched brackets and unterminated strings found by the lexical pre-check. */
  lexical_anomalies: number;
  /** tree-sitter progress callbacks during the parse (≈ parser operations / 100). */
  parse_steps: number;
  /** Of those, the ones made while the parser was recovering from errors. */
  parse_error_steps: number;
  /** Nodes of the syntax tree. */
  syntax_nodes: number;
  /** Query matches offered to the rules. */
  matches: number;
  /** tree-sitter query progress callbacks (its unit of matching work). */
  query_steps: number;
  /** Nodes visited by rule predicates and the scan context (the SCAN_BUDGET counter). */
  scan_units: number;
}

export interface CodeResult {
  /**
   * True iff the analysis is complete (the whole file parsed without syntax errors, findings not truncated, nothing
   * unresolved) and no finding is `critical` or `high`. Medium and low findings are reported but do not make code
   * unsafe. Code that does not parse, or whose calls cannot all be resolved, cannot be vouched for.
   */
  is_safe: boolean;
  vulnerabilities: Vulnerability[];
  language: CodeLanguage;
  /**
   * `complete` when the file parsed cleanly, every rule ran over all of it and every call that could reach a sink and
   * every security flag was resolved; `partial` when the parser had to recover from syntax errors, the findings were
   * truncated, or something is listed in `unresolved`.
   */
  analysis: 'complete' | 'partial';
  /** Present only when the parser had to recover from errors; findings in the recovered tree are still reported. */
  syntax_errors?: SyntaxErrorLocation[];
  /** Present (true) when the file had more findings than are reported; the scan stopped there. */
  findings_truncated?: true;
  /** Present when calls or security flags could not be resolved (analysis partial); at most MAX_UNRESOLVED listed. */
  unresolved?: Unresolved[];
  /** The work this request cost, in the units the caps and budgets are written in (limits.ts). */
  work: CodeWork;
}

export interface CodeInput {
  code: string;
  language?: string;
}

/** Thrown for a language outside SUPPORTED_LANGUAGES; the service maps it to 400. */
export class UnsupportedLanguageError extends Error {
  readonly code = 'UNSUPPORTED_LANGUAGE';
  // Plain fields, not parameter properties: the sandbox's Node entry runs this file with Node's type stripping.
  readonly language: string;
  constructor(language: string) {
    super(`Unsupported language (supported: ${SUPPORTED_LANGUAGES.join(', ')})`);
    this.name = 'UnsupportedLanguageError';
    this.language = language;
  }
}

/** Thrown when the input exceeds MAX_CODE_LENGTH; the service maps it to 400. */
export class CodeTooLargeError extends Error {
  readonly code = 'CODE_TOO_LARGE';
  readonly limit: number;
  constructor(limit: number) {
    super(`Code exceeds ${limit} characters`);
    this.name = 'CodeTooLargeError';
    this.limit = limit;
  }
}

/** Thrown when the grammar for a supported language was not injected into the engine (a deployment error, 5xx). */
export class GrammarUnavailableError extends Error {
  readonly code = 'GRAMMAR_UNAVAILABLE';
  readonly language: CodeLanguage;
  constructor(language: CodeLanguage) {
    super(`No grammar configured for ${language}`);
    this.name = 'GrammarUnavailableError';
    this.language = language;
  }
}

/** Captures of one query match, by capture name (a name may capture several nodes with quantifiers). */
export type Captures = Record<string, Node[]>;

/** What a rule predicate may consult besides its captures; built once per scanned file. */
export interface ScanContext {
  language: CodeLanguage;
  /**
   * Dotted name a callee/expression refers to after imports, local aliases and constant-name lookups, e.g. `sp.run` →
   * `subprocess.run`, `getattr(os, "system")` → `os.system`.
   */
  resolve(node: Node | null | undefined): string | null;
  /** Every name the expression may refer to (a table lookup or a variable with several definitions gives several). */
  resolveAll(node: Node | null | undefined): string[];
  /** What the expression may evaluate to (values.ts): constants, request data, sanitisers, names, structure. */
  value(node: Node | null | undefined): Val;
  /**
   * `value` for a security flag: a parameter with a default that the file fixes (never reassigned, its function called
   * only directly in this file) is its default joined with what those calls pass (values.ts `paramDefault`).
   */
  flagValue(node: Node | null | undefined): Val;
  /** True if the module (or a submodule of it) is imported anywhere in the file. */
  imports(module: string): boolean;
  /** True if the expression carries request data (directly, through variables, calls or the file's own functions). */
  isTainted(node: Node): boolean;
  /** True when the expression is built only from constants and safe pieces (numbers, digests, ids) of this file. */
  constantDerived(node: Node): boolean;
  /**
   * True when there are non-constant pieces and every one went through a sanitiser of that kind (shell quoting, HTML
   * escaping, file-name sanitising), directly or through variables: such values are not findings.
   */
  sanitized(expr: Node, kind: SanitizerKind): boolean;
  /** True when `path` is a normalised path that the same function confines to a base directory before using it. */
  pathGuarded(path: Node): boolean;
  /** Python keyword argument `name`, also through `**{...}`, `**dict(...)` or `**opts` spreads; JS options property. */
  keyword(call: Node, name: string): Node | null;
  /** The value of a keyword argument / options property, through spreads and mutations; 'unknown' when unknowable. */
  keywordValue(call: Node, name: string): Val | 'unknown' | null;
  /** The value last bound to an identifier before this use (`x = ...`), or null. */
  /** The single expression bound to an identifier in its scope (none or several definitions: null). */
  valueOf(id: Node): Node | null;
  /** Where a value goes: assignment target, keyword or property name, else the enclosing function's name. */
  destination(node: Node): string | null;
  /** The whole right-hand side (or statement) the node is part of, e.g. the full `hash(...).update(pw)` chain. */
  destinationValue(node: Node): Node | null;
  /** The innermost function around the node, with its name when it has one. */
  enclosingFunction(node: Node): { node: Node; name: string | null } | null;
  /** Decorators of a Python function definition. */
  decorators(fn: Node): Node[];
  /** Whether an operator node is an operand of a larger chain (only the outermost of a chain is examined). */
  isInnerOperator(node: Node): boolean;
  /** Whether a template string is the argument of a tag (`sql\`...\``). */
  isTaggedTemplate(node: Node): boolean;
  /** Whether `name` is a variable of the file in the scope around `at` (not an import or an unbound name). */
  isLocalVariable(name: string, at: Node): boolean;
  /** Whether an identifier may hold a function object, judged from the shapes of its definitions (values.ts). */
  mayHoldCallable(id: Node): boolean;
  /** Records something the analysis could not resolve: the answer becomes partial (not safe). */
  unresolved(node: Node, kind: Unresolved['kind'], message: string): void;
  /** Charges scan work; throws InputTooComplexError when the request's budget is spent. */
  spend(units?: number): void;
  /** Per-file cache for facts a predicate would otherwise recompute on every match (keep keys rule-specific). */
  memo<T>(key: string, compute: () => T): T;
}

export type SanitizerKind = 'shell' | 'html' | 'path' | 'url' | 'sql';

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
