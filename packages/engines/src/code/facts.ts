import type { Node, QueryMatch } from 'web-tree-sitter';
import type { CodeLanguage } from './types.ts';

/**
 * File-wide facts the rules consult (imports, local definitions, simple bindings, scopes, nested operator chains),
 * gathered by query patterns compiled into the same Query as the rules, so one pass over the tree in wasm yields both.
 * Capture names start with `f.`; a pattern whose captures all start with `f.` feeds facts, never rules.
 */
export const FACT_QUERIES: Record<'python' | 'javascript', string> = {
  python: `
(import_statement) @f.import
(import_from_statement) @f.import
(function_definition name: (identifier) @f.name) @f.def
(class_definition body: (block (function_definition) @f.method))
(class_definition body: (block (decorated_definition definition: (function_definition) @f.method)))
(lambda) @f.lambda
(decorated_definition (decorator) @f.decorator definition: (function_definition) @f.decorated)
(assignment left: (identifier) @f.bind right: _ @f.bound)
(as_pattern (_) @f.bound alias: (as_pattern_target (identifier) @f.bind))
(binary_operator left: (binary_operator) @f.inner)
(binary_operator left: (parenthesized_expression (binary_operator) @f.inner))
`,
  javascript: `
(import_statement) @f.import
(variable_declarator name: (identifier) @f.bind value: _ @f.bound)
(variable_declarator name: (object_pattern) @f.destructure value: _ @f.bound)
(assignment_expression left: (identifier) @f.bind right: _ @f.bound)
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
 * "where does this value go"), and the method calls that can confine a path (path-traversal guards).
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

export const GUARD_QUERIES: Record<'python' | 'javascript', string> = {
  python: `
(call function: (attribute object: (identifier) @g.obj attribute: (identifier) @g.method)) @g.call
(call function: [(attribute attribute: (identifier) @g.method) (identifier) @g.method] arguments: (argument_list) @g.args) @g.call
`,
  javascript: `
(call_expression function: (member_expression object: (identifier) @g.obj property: (property_identifier) @g.method)) @g.call
(call_expression function: [(member_expression property: (property_identifier) @g.method) (identifier) @g.method] arguments: (arguments) @g.args) @g.call
`,
};

export function grammarFamily(language: CodeLanguage): 'python' | 'javascript' {
  return language === 'python' ? 'python' : 'javascript';
}

/** A simple `name = value` binding; `at` is where the value ends, so a use sees the latest binding completed before it. */
export interface Binding {
  at: number;
  value: Node;
}

export interface FileFacts {
  imports: Node[];
  /** Function-like definitions with their names (null for anonymous functions). */
  defs: Array<{ node: Node; name: string | null }>;
  /** Ids of Python methods (functions directly in a class body): they never shadow a builtin. */
  methods: Set<number>;
  decorators: Map<number, Node[]>;
  bindings: Map<string, Binding[]>;
  /**
   * Operator nodes that are the left operand of a bigger operator chain (only the outermost of a chain is examined).
   * Right operands are not matched on purpose: a `right:` pattern keeps a partial match open across the whole left
   * subtree, which is quadratic on long left-leaning chains; a right-nested operand only costs a duplicate visit.
   */
  inner: Set<number>;
  /** `const { a, b: c } = value` declarations (destructured requires). */
  destructures: Array<{ pattern: Node; value: Node }>;
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
    bindings: new Map(),
    inner: new Set(),
    tagged: new Set(),
    destructures: [],
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
    const bind = capture(m, 'f.bind');
    const bound = capture(m, 'f.bound');
    const destructure = capture(m, 'f.destructure');
    if (destructure && bound) {
      facts.destructures.push({ pattern: destructure, value: bound });
      continue;
    }
    if (bind && bound) {
      if (bind.type === 'identifier') {
        const list = facts.bindings.get(bind.text) ?? [];
        list.push({ at: bound.endIndex, value: bound });
        facts.bindings.set(bind.text, list);
      }
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
  for (const list of facts.bindings.values()) list.sort((a, b) => a.at - b.at);
  return facts;
}
