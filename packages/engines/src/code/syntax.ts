import type { Node } from 'web-tree-sitter';

/** Node kinds that open a new variable scope, per grammar family. */
export const PY_SCOPES = new Set(['function_definition', 'lambda', 'module']);
export const JS_SCOPES = new Set([
  'function_declaration',
  'function_expression',
  'arrow_function',
  'method_definition',
  'generator_function_declaration',
  'generator_function',
  'program',
]);

/**
 * Value of a string literal with no interpolation (Python `string`/`concatenated_string`, JS `string`/plain
 * `template_string`), else null. Escapes are kept as written: rules only look for shapes, not exact bytes.
 */
export function staticString(node: Node | null | undefined): string | null {
  if (!node) return null;
  switch (node.type) {
    case 'string': {
      let out = '';
      for (const c of node.namedChildren) {
        if (c.type === 'interpolation') return null;
        if (c.type === 'string_content' || c.type === 'string_fragment' || c.type === 'escape_sequence') out += c.text;
      }
      return out;
    }
    case 'concatenated_string': {
      let out = '';
      for (const c of node.namedChildren) {
        const part = staticString(c);
        if (part === null) return null;
        out += part;
      }
      return out;
    }
    case 'template_string': {
      let out = '';
      for (const c of node.namedChildren) {
        if (c.type === 'template_substitution') return null;
        if (c.type === 'string_fragment' || c.type === 'escape_sequence') out += c.text;
      }
      return out;
    }
    case 'parenthesized_expression':
      return node.namedChildCount === 1 ? staticString(node.namedChild(0)) : null;
    default:
      return null;
  }
}

/** The literal text parts of a possibly interpolated string (f-string, template literal) or of a `+` chain. */
export function literalParts(node: Node | null | undefined): string[] {
  if (!node) return [];
  const parts: string[] = [];
  const visit = (n: Node): void => {
    switch (n.type) {
      case 'string':
      case 'template_string':
        for (const c of n.namedChildren) if (c.type === 'string_content' || c.type === 'string_fragment') parts.push(c.text);
        return;
      case 'concatenated_string':
      case 'parenthesized_expression':
        for (const c of n.namedChildren) visit(c);
        return;
      case 'binary_operator':
      case 'binary_expression': {
        const l = n.childForFieldName('left');
        const r = n.childForFieldName('right');
        if (l) visit(l);
        if (r) visit(r);
        return;
      }
      default:
        return;
    }
  };
  visit(node);
  return parts;
}

/** True for literals that cannot carry attacker data: constant strings, numbers, booleans, None/null. */
export function isConstant(node: Node | null | undefined): boolean {
  if (!node) return false;
  if (staticString(node) !== null) return true;
  return ['integer', 'float', 'number', 'true', 'false', 'none', 'null', 'undefined', 'True', 'False'].includes(node.type);
}

/** Argument nodes of a call, skipping punctuation and comments. */
export function callArguments(call: Node): Node[] {
  const args = call.childForFieldName('arguments');
  if (!args) return [];
  return args.namedChildren.filter((c) => c.type !== 'comment');
}

/** Positional (non-keyword) arguments of a Python call or all arguments of a JS call. */
export function positionalArguments(call: Node): Node[] {
  return callArguments(call).filter((a) => a.type !== 'keyword_argument' && a.type !== 'list_splat' && a.type !== 'dictionary_splat');
}

/** Value node of the Python keyword argument `name=...`, or null. */
export function keywordArgument(call: Node, name: string): Node | null {
  for (const a of callArguments(call)) {
    if (a.type === 'keyword_argument' && a.childForFieldName('name')?.text === name) return a.childForFieldName('value');
  }
  return null;
}

/** Value of property `name` in a JS object literal, or null. */
export function objectProperty(obj: Node, name: string): Node | null {
  if (obj.type !== 'object') return null;
  for (const p of obj.namedChildren) {
    if (p.type !== 'pair') continue;
    const key = p.childForFieldName('key');
    const keyText = key ? (staticString(key) ?? key.text) : '';
    if (keyText === name) return p.childForFieldName('value');
  }
  return null;
}

/** Every node of the subtree (pre-order), the root included. Iterative so deep expressions cannot overflow the stack. */
export function* subtree(root: Node): Generator<Node> {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    yield n;
    const kids = n.namedChildren;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
}

/** Closest ancestor (or the node itself) whose type is in `types`. */
export function enclosing(node: Node, types: Set<string>): Node | null {
  let n: Node | null = node;
  while (n && !types.has(n.type)) n = n.parent;
  return n;
}

/** Name bound by the left side of an assignment-like node (identifier, attribute tail, or constant subscript key). */
export function targetName(target: Node | null | undefined): string | null {
  if (!target) return null;
  switch (target.type) {
    case 'identifier':
    case 'property_identifier':
    case 'shorthand_property_identifier_pattern':
      return target.text;
    case 'attribute':
      return target.childForFieldName('attribute')?.text ?? null;
    case 'member_expression':
      return target.childForFieldName('property')?.text ?? null;
    case 'subscript':
      return staticString(target.childForFieldName('subscript'));
    case 'subscript_expression':
      return staticString(target.childForFieldName('index'));
    default:
      return null;
  }
}
