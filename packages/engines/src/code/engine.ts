import { type Language, type Node, Parser, Query, type QueryMatch } from 'web-tree-sitter';
import { InputTooComplexError } from '../budget.ts';
import { collectFacts, FACT_QUERIES, FLOW_QUERIES, grammarFamily } from './facts.ts';
import {
  checkTextCaps,
  MAX_FINDINGS,
  MAX_SYNTAX_ERRORS,
  MAX_SYNTAX_NODES,
  MAX_UNRESOLVED,
  ParseMeter,
  QueryMeter,
  ScanMeter,
} from './limits.ts';
import { providerKeyFindings } from './provider-keys.ts';
import { cap } from './rules/common.ts';
import { JAVASCRIPT_RULES } from './rules/javascript.ts';
import { PYTHON_RULES } from './rules/python.ts';
import { type CodeRuntime, initTreeSitter, loadLanguage } from './runtime.ts';
import { buildScanContext } from './scan-context.ts';
import {
  type Captures,
  type CodeInput,
  type CodeLanguage,
  type CodeResult,
  type CodeWork,
  GrammarUnavailableError,
  type Rule,
  type ScanContext,
  SEVERITY_RANK,
  type Severity,
  type SyntaxErrorLocation,
  type Unresolved,
  UnsupportedLanguageError,
  type Vulnerability,
} from './types.ts';
import { VALUE_QUERIES } from './values.ts';

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
  /** The fact patterns and all rule queries of the language in one Query; pattern index → its rules (none for facts). */
  query: Query;
  rulesByPattern: Rule[][];
  flow: Query;
  /** Pattern index → whether its matches feed the file's facts (a pattern may feed facts and rules at once). */
  factPatterns: boolean[];
}

/**
 * Compiles the fact patterns and the rules of one language into a single Query. Rules that use the same query text
 * share its patterns, so a pattern such as "every call" is matched once per node and then offered to each predicate;
 * a rule whose query is one of the fact patterns (every call, every return) shares it with the facts too.
 */
function compileRules(
  language: Language,
  family: 'python' | 'javascript',
  rules: Rule[],
): Pick<LanguageState, 'query' | 'rulesByPattern' | 'factPatterns'> {
  const groups = new Map<string, { rules: Rule[]; fact: boolean }>();
  for (const line of `${FACT_QUERIES[family]}\n${VALUE_QUERIES[family]}`.split('\n')) {
    const text = line.trim();
    if (text) groups.set(text, { rules: [], fact: true });
  }
  for (const r of rules) {
    const group = groups.get(r.query) ?? { rules: [], fact: false };
    group.rules.push(r);
    groups.set(r.query, group);
  }
  let source = '';
  const ranges: Array<{ start: number; end: number; rules: Rule[]; fact: boolean }> = [];
  for (const [text, group] of groups) {
    const start = utf8Length(source);
    source += `${text}\n`;
    ranges.push({ start, end: utf8Length(source), ...group });
  }
  const query = new Query(language, source);
  const rulesByPattern: Rule[][] = [];
  const factPatterns: boolean[] = [];
  for (let i = 0; i < query.patternCount(); i++) {
    const at = query.startIndexForPattern(i); // byte offset into `source`
    const range = ranges.find((r) => at >= r.start && at < r.end);
    rulesByPattern.push(range?.rules ?? []);
    factPatterns.push(range?.fact ?? false);
  }
  return { query, rulesByPattern, factPatterns };
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
    if (existing !== undefined) return existing;
    const grammar = grammarFor(lang);
    if (!grammar) return Promise.reject(new GrammarUnavailableError(lang));
    const created = initTreeSitter(runtime.treeSitterWasm).then(() => {
      const language = loadLanguage(grammar);
      const parser = new Parser();
      parser.setLanguage(language);
      const family = grammarFamily(lang);
      return {
        parser,
        ...compileRules(language, family, RULES[lang]),
        flow: new Query(language, FLOW_QUERIES[family]),
      };
    });
    created.catch(() => states.delete(lang)); // a failed init is retried on the next call
    states.set(lang, created);
    return created;
  };

  return {
    async verifyCode(input: CodeInput): Promise<CodeResult> {
      const language = normalizeLanguage(input.language);
      const text = checkTextCaps(input.code, language);
      const state = await stateFor(language);
      const meter = new ParseMeter();
      const tree = state.parser.parse(input.code, null, { progressCallback: (s) => meter.tick(s.hasError) });
      if (!tree) {
        // A cancelled parse resumes on the parser's next call unless reset: the next request must start clean.
        state.parser.reset();
        throw meter.fail();
      }
      try {
        const root = tree.rootNode;
        const nodes = root.descendantCount;
        if (nodes > MAX_SYNTAX_NODES) {
          throw new InputTooComplexError('syntax_nodes', MAX_SYNTAX_NODES, `The code has more than ${MAX_SYNTAX_NODES} syntax nodes.`);
        }
        const work: CodeWork = {
          chars: input.code.length,
          bracket_depth: text.depth,
          lexical_anomalies: text.anomalies,
          parse_steps: meter.steps,
          parse_error_steps: meter.errorSteps,
          syntax_nodes: nodes,
          matches: 0,
          query_steps: 0,
          scan_units: 0,
        };
        const scanMeter = new ScanMeter();
        const { vulnerabilities, truncated, unresolved } = scan(root, input.code, language, state, scanMeter, work);
        const partial = root.hasError || truncated || unresolved.length > 0;
        const result: CodeResult = {
          is_safe: !partial && !vulnerabilities.some((v) => v.severity === 'critical' || v.severity === 'high'),
          vulnerabilities,
          language,
          analysis: partial ? 'partial' : 'complete',
          work,
        };
        if (root.hasError) result.syntax_errors = syntaxErrors(root, scanMeter);
        if (truncated) result.findings_truncated = true;
        if (unresolved.length > 0)
          result.unresolved = unresolved.sort((a, b) => a.line - b.line || a.column - b.column).slice(0, MAX_UNRESOLVED);
        work.scan_units = scanMeter.spent;
        return result;
      } finally {
        tree.delete();
      }
    },
  };
}

function scan(
  root: Node,
  source: string,
  language: CodeLanguage,
  state: LanguageState,
  meter: ScanMeter,
  work: CodeWork,
): { vulnerabilities: Vulnerability[]; truncated: boolean; unresolved: Unresolved[] } {
  const queryMeter = new QueryMeter();
  // A range is given in node indices (UTF-16 code units, as web-tree-sitter parses text); the query's byte range
  // counts the UTF-16 bytes, two per unit.
  const run = (query: Query, range?: { start: number; end: number }): QueryMatch[] => {
    const out = query.matches(
      root,
      range
        ? { startIndex: range.start * 2, endIndex: range.end * 2, progressCallback: () => queryMeter.tick() }
        : { progressCallback: () => queryMeter.tick() },
    );
    work.query_steps = queryMeter.steps;
    queryMeter.check();
    return out;
  };
  const matches = run(state.query);
  work.matches = matches.length;
  meter.spend(matches.length);
  const factMatches: QueryMatch[] = [];
  for (const m of matches) if (state.factPatterns[m.patternIndex]) factMatches.push(m);
  const lazy = { flow: null as QueryMatch[] | null };
  const lazyMatches = (kind: 'flow', range?: { start: number; end: number }): QueryMatch[] => {
    const cached = lazy[kind];
    if (cached) return cached;
    if (range) {
      const near = run(state[kind], range);
      meter.spend(near.length);
      return near;
    }
    const found = run(state[kind]);
    meter.spend(found.length);
    lazy[kind] = found;
    return found;
  };
  const unresolved: Unresolved[] = [];
  const ctx = buildScanContext(root, language, collectFacts(factMatches), lazyMatches, meter, unresolved);
  const found = new Map<string, Vulnerability>();
  let truncated = false;
  const add = (v: Vulnerability) => {
    if (found.size >= MAX_FINDINGS) {
      truncated = true;
      return;
    }
    // One finding per family and line: overlapping rules (e.g. SQL built inside execute()) must not double-count.
    const key = `${v.type}:${v.line}`;
    const prev = found.get(key);
    if (prev && SEVERITY_RANK[prev.severity] >= SEVERITY_RANK[v.severity]) return;
    found.set(key, v);
  };
  for (const v of providerKeyFindings(source, language)) add(v);
  for (const match of matches) {
    if (truncated) break;
    const rules = state.rulesByPattern[match.patternIndex];
    if (!rules || rules.length === 0) continue;
    const captures: Captures = {};
    for (const c of match.captures) (captures[c.name] ??= []).push(c.node);
    const at = match.captures.find((c) => c.name === 'match')?.node ?? match.captures[0]?.node;
    if (!at) continue;
    // A callee with several possible targets (a table lookup, a variable with several definitions) is checked once per
    // target: each rule sees one name, as if the call were written with it.
    const fn = cap(captures, 'fn');
    const callee = fn ? ctx.value(fn) : null;
    const contexts =
      callee && callee.refs.size > 1 && !callee.dyn ? [...callee.refs].map((name) => withCallee(ctx, fn as Node, name)) : [ctx];
    for (const rule of rules) {
      for (const c of contexts) {
        const verdict = rule.predicate ? rule.predicate(captures, c) : true;
        if (!verdict) continue;
        const severity: Severity = verdict === true ? rule.severity : verdict;
        add({
          type: rule.type,
          severity,
          line: at.startPosition.row + 1,
          column: at.startPosition.column + 1,
          message: rule.message,
          rule_id: rule.id,
          cwe: rule.cwe,
        });
      }
    }
  }
  const vulnerabilities = [...found.values()].sort((a, b) => a.line - b.line || a.column - b.column || a.type.localeCompare(b.type));
  return { vulnerabilities, truncated, unresolved };
}

/** The scan context with one callee node resolved to one of its possible names. */
function withCallee(ctx: ScanContext, fn: Node, name: string): ScanContext {
  const derived = Object.create(ctx) as ScanContext;
  derived.resolve = (n) => (n && n.id === fn.id ? name : ctx.resolve(n));
  derived.resolveAll = (n) => (n && n.id === fn.id ? [name] : ctx.resolveAll(n));
  return derived;
}

/** Positions of ERROR and MISSING nodes, skipping nested ERROR nodes inside a reported one. */
function syntaxErrors(root: Node, meter: ScanMeter): SyntaxErrorLocation[] {
  const out: SyntaxErrorLocation[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0 && out.length < MAX_SYNTAX_ERRORS) {
    const n = stack.pop() as Node;
    meter.spend();
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
