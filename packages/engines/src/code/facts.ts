import type { Node, QueryMatch } from 'web-tree-sitter';
import type { CodeLanguage } from './types.ts';
import { collectValueFacts, type ValueFacts } from './values.ts';

/** Every call; most rules share this pattern and differ in their predicate (the engine compiles it once). */
export const PY_CALL = '(call function: [(identifier) (attribute) (call) (subscript) (parenthesized_expression)] @fn) @match';
/** Shared by JavaScript and TypeScript: the TypeScript grammar extends the JavaScript one with the same node names. */
export const JS_CALL =
  '(call_expression function: [(identifier) (member_expression) (subscript_expression) (parenthesized_expression) (call_expression)] @fn) @match';
/** Return statements: the value analysis' function results, and the HTML-response rule's candidates. */
export const PY_RETURN = '(return_statement (_) @v.ret) @v.return';
export const JS_RETURN = '(return_statement (_) @v.ret) @v.return';

/**
 * File-wide facts the rules consult (imports, local definitions, simple bindings, scopes, nested operator chains),
 * gathered by query patterns compiled into the same Query as the rules, so one pass over the tree in wasm yields both.
 * Capture names start with `f.`; a pattern whose captures all start with `f.` feeds facts, never rules.
 */
export const FACT_QUERIES: Record<'python' | 'javascript', string> = {
  python: `
${PY_CALL}
${PY_RETURN}
(import_statement) @f.import
(import_from_statement) @f.import
(function_definition name: (identifier) @f.name) @f.def
(class_definition body: (block (function_definition) @f.method))
(class_definition body: (block (decorated_definition definition: (function_definition) @f.method)))
(lambda) @f.lambda
(decorated_definition (decorator) @f.decorator definition: (function_definition) @f.decorated)
(binary_operator left: (binary_operator) @f.inner)
(binary_operator left: (parenthesized_expression (binary_operator) @f.inner))
`,
  javascript: `
${JS_CALL}
${JS_RETURN}
(import_statement) @f.import
(function_declaration name: (identifier) @f.name) @f.def
(generator_function_declaration name: (identifier) @f.name) @f.def
(method_definition name: (_) @f.name) @f.def
(variable_declarator name: (identifier) @f.name value: [(arrow_function) (function_expression)] @f.def)
[(arrow_function) (function_expression) (generator_function)] @f.lambda
(call_expression arguments: (template_string) @f.tagged)
(binary_expression left: (binary_expression) @f.inner)
(binary_expression left: (parenthesized_expression (binary_expression) @f.inner))
`,
};

/**
 * Facts only some rules need, in queries that run on first use: assignment targets and value destinations (taint,
 * "where does this value go").
 */
export const FLOW_QUERIES: Record<'python' | 'javascript', string> = {
  python: `
(assignment left: _ @d.target right: _ @d.value) @d.assign
(augmented_assignment left: _ @d.target right: _ @d.value) @d.assign
(for_statement left: _ @d.target right: _ @d.value) @d.assign
(named_expression name: _ @d.target value: _ @d.value) @d.assign
(keyword_argument name: _ @d.key value: _ @d.value)
(pair key: _ @d.key value: _ @d.value)
(default_parameter name: _ @d.key value: _ @d.value)
(return_statement) @d.return
(expression_statement) @d.stmt
`,
  javascript: `
(variable_declarator name: _ @d.target value: _ @d.value) @d.assign
(assignment_expression left: _ @d.target right: _ @d.value) @d.assign
(augmented_assignment_expression left: _ @d.target right: _ @d.value) @d.assign
(for_in_statement left: _ @d.target right: _ @d.value) @d.assign
(pair key: _ @d.key value: _ @d.value)
(return_statement) @d.return
(expression_statement) @d.stmt
`,
};

export function grammarFamily(language: CodeLanguage): 'python' | 'javascript' {
  return language === 'python' ? 'python' : 'javascript';
}

export interface FileFacts {
  imports: Node[];
  /** Function-like definitions with their names (null for anonymous functions). */
  defs: Array<{ node: Node; name: string | null }>;
  /** Ids of Python methods (functions directly in a class body): they never shadow a builtin. */
  methods: Set<number>;
  decorators: Map<number, Node[]>;
  /** Definitions, returns, mutations and guards the value analysis needs (values.ts). */
  values: ValueFacts;
  /**
   * Operator nodes that are the left operand of a bigger operator chain (only the outermost of a chain is examined).
   * Right operands are not matched on purpose: a `right:` pattern keeps a partial match open across the whole left
   * subtree, which is quadratic on long left-leaning chains; a right-nested operand only costs a duplicate visit.
   */
  inner: Set<number>;
  /** Template strings used as tagged-template arguments (`sql\`...\``), which are not string concatenation. */
  tagged: Set<number>;
}

function capture(m: QueryMatch, name: string): Node | null {
  for (const c of m.captures) if (c.name === name) return c.node;
  return null;
}

/** Collects the facts from the fact patterns' matches. */
export function collectFacts(matches: QueryMatch[]): FileFacts {
  const facts: FileFacts = {
    imports: [],
    defs: [],
    methods: new Set(),
    decorators: new Map(),
    values: collectValueFacts(matches),
    inner: new Set(),
    tagged: new Set(),
  };
  const defs = new Map<number, { node: Node; name: string | null }>();
  for (const m of matches) {
    const def = capture(m, 'f.def');
    if (def) {
      defs.set(def.id, { node: def, name: capture(m, 'f.name')?.text ?? null });
      continue;
    }
    const lambda = capture(m, 'f.lambda');
    if (lambda) {
      if (!defs.has(lambda.id)) defs.set(lambda.id, { node: lambda, name: null });
      continue;
    }
    const imported = capture(m, 'f.import');
    if (imported) {
      facts.imports.push(imported);
      continue;
    }
    const method = capture(m, 'f.method');
    if (method) {
      facts.methods.add(method.id);
      continue;
    }
    const decorator = capture(m, 'f.decorator');
    const decorated = capture(m, 'f.decorated');
    if (decorator && decorated) {
      const list = facts.decorators.get(decorated.id) ?? [];
      list.push(decorator);
      facts.decorators.set(decorated.id, list);
      continue;
    }
    const inner = capture(m, 'f.inner');
    if (inner) {
      facts.inner.add(inner.id);
      continue;
    }
    const tagged = capture(m, 'f.tagged');
    if (tagged) facts.tagged.add(tagged.id);
  }
  facts.defs = [...defs.values()];
  return facts;
}
