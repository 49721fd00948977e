import { type Language, type Node, Parser, Query } from 'web-tree-sitter';
import { JAVASCRIPT_RULES } from './rules/javascript.ts';
import { PYTHON_RULES } from './rules/python.ts';
import { type CodeRuntime, initTreeSitter, loadLanguage } from './runtime.ts';
import { buildScanContext } from './scan-context.ts';
import {
  type Captures,
  type CodeInput,
  type CodeLanguage,
  type CodeResult,
  CodeTooLargeError,
  GrammarUnavailableError,
  MAX_CODE_LENGTH,
  MAX_SYNTAX_ERRORS,
  type Rule,
  SEVERITY_RANK,
  type Severity,
  type SyntaxErrorLocation,
  UnsupportedLanguageError,
  type Vulnerability,
} from './types.ts';

export interface CodeEngine {
  verifyCode(input: CodeInput): Promise<CodeResult>;
}

const LANGUAGE_ALIASES: Record<string, CodeLanguage> = {
  python: 'python',
  python3: 'python',
  py: 'python',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  ecmascript: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
};

const RULES: Record<CodeLanguage, Rule[]> = { python: PYTHON_RULES, javascript: JAVASCRIPT_RULES, typescript: JAVASCRIPT_RULES };

/** Normalise a caller-supplied language name; throws UnsupportedLanguageError for anything else. */
export function normalizeLanguage(language: string | undefined): CodeLanguage {
  if (language === undefined) return 'python';
  const lang = LANGUAGE_ALIASES[language.trim().toLowerCase()];
  if (!lang) throw new UnsupportedLanguageError(language);
  return lang;
}

interface LanguageState {
  parser: Parser;
  /** All rule queries of the language in one Query; pattern index → the rules that share that pattern. */
  query: Query;
  rulesByPattern: Rule[][];
}

/**
 * Compiles the rules of one language into a single Query. Rules that use the same query text share its patterns, so
 * a pattern such as "every call" is matched once per node and then offered to each rule's predicate.
 */
function compileRules(language: Language, rules: Rule[]): Pick<LanguageState, 'query' | 'rulesByPattern'> {
  const groups = new Map<string, Rule[]>();
  for (const r of rules) {
    const list = groups.get(r.query) ?? [];
    list.push(r);
    groups.set(r.query, list);
  }
  let source = '';
  const ranges: Array<{ start: number; end: number; rules: Rule[] }> = [];
  for (const [text, group] of groups) {
    const start = utf8Length(source);
    source += `${text}\n`;
    ranges.push({ start, end: utf8Length(source), rules: group });
  }
  const query = new Query(language, source);
  const rulesByPattern: Rule[][] = [];
  for (let i = 0; i < query.patternCount(); i++) {
    const at = query.startIndexForPattern(i); // byte offset into `source`
    rulesByPattern.push(ranges.find((r) => at >= r.start && at < r.end)?.rules ?? []);
  }
  return { query, rulesByPattern };
}

function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}

export function createCodeEngine(runtime: CodeRuntime): CodeEngine {
  const states = new Map<CodeLanguage, Promise<LanguageState>>();
  const grammarFor = (lang: CodeLanguage): WebAssembly.Module | undefined =>
    lang === 'python' ? runtime.grammars.python : lang === 'javascript' ? runtime.grammars.javascript : runtime.grammars.typescript;

  const stateFor = (lang: CodeLanguage): Promise<LanguageState> => {
    const existing = states.get(lang);
    if (existing) return existing;
    const grammar = grammarFor(lang);
    if (!grammar) return Promise.reject(new GrammarUnavailableError(lang));
    const created = initTreeSitter(runtime.treeSitterWasm).then(() => {
      const language = loadLanguage(grammar);
      const parser = new Parser();
      parser.setLanguage(language);
      return { parser, ...compileRules(language, RULES[lang]) };
    });
    created.catch(() => states.delete(lang)); // a failed init is retried on the next call
    states.set(lang, created);
    return created;
  };

  return {
    async verifyCode(input: CodeInput): Promise<CodeResult> {
      const language = normalizeLanguage(input.language);
      if (input.code.length > MAX_CODE_LENGTH) throw new CodeTooLargeError(MAX_CODE_LENGTH);
      const state = await stateFor(language);
      const tree = state.parser.parse(input.code);
      if (!tree) throw new Error('tree-sitter returned no tree'); // only possible when parsing is cancelled
      try {
        const root = tree.rootNode;
        const vulnerabilities = scan(root, language, state);
        const result: CodeResult = {
          is_safe: !vulnerabilities.some((v) => v.severity === 'critical' || v.severity === 'high'),
          vulnerabilities,
          language,
        };
        if (root.hasError) result.syntax_errors = syntaxErrors(root);
        return result;
      } finally {
        tree.delete();
      }
    },
  };
}

function scan(root: Node, language: CodeLanguage, state: LanguageState): Vulnerability[] {
  const ctx = buildScanContext(root, language);
  const found = new Map<string, Vulnerability>();
  for (const match of state.query.matches(root)) {
    const rules = state.rulesByPattern[match.patternIndex];
    if (!rules || rules.length === 0) continue;
    const captures: Captures = {};
    for (const c of match.captures) (captures[c.name] ??= []).push(c.node);
    const at = captures.match?.[0] ?? match.captures[0]?.node;
    if (!at) continue;
    for (const rule of rules) {
      const verdict = rule.predicate ? rule.predicate(captures, ctx) : true;
      if (!verdict) continue;
      const severity: Severity = verdict === true ? rule.severity : verdict;
      const line = at.startPosition.row + 1;
      // One finding per family and line: overlapping rules (e.g. SQL built inside execute()) must not double-count.
      const key = `${rule.type}:${line}`;
      const prev = found.get(key);
      if (prev && SEVERITY_RANK[prev.severity] >= SEVERITY_RANK[severity]) continue;
      found.set(key, {
        type: rule.type,
        severity,
        line,
        column: at.startPosition.column + 1,
        message: rule.message,
        rule_id: rule.id,
        cwe: rule.cwe,
      });
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line || a.column - b.column || a.type.localeCompare(b.type));
}

/** Positions of ERROR and MISSING nodes, skipping nested ERROR nodes inside a reported one. */
function syntaxErrors(root: Node): SyntaxErrorLocation[] {
  const out: SyntaxErrorLocation[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0 && out.length < MAX_SYNTAX_ERRORS) {
    const n = stack.pop() as Node;
    if (n.isError || n.isMissing) {
      out.push({ line: n.startPosition.row + 1, column: n.startPosition.column + 1 });
      continue;
    }
    if (!n.hasError) continue;
    const kids = n.children;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}
