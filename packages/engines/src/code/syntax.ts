import type { Node } from 'web-tree-sitter';

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

/** Longest operator chain folded into one constant string (`"ev" + "al"`); longer chains are not folded. */
const MAX_FOLD_PARTS = 64;

/**
 * The value of a constant string expression: a literal, or a `+` chain of literals (`"sys" + "tem"`), which evasions
 * use to hide a name from a plain literal match. Null for anything else.
 */
export function foldedString(node: Node | null | undefined): string | null {
  if (!node) return null;
  const direct = staticString(node);
  if (direct !== null) return direct;
  if (node.type !== 'binary_operator' && node.type !== 'binary_expression') return null;
  const parts: string[] = [];
  const stack: Node[] = [node];
  while (stack.length > 0) {
    if (parts.length + stack.length > MAX_FOLD_PARTS) return null;
    const n = stack.pop() as Node;
    if ((n.type === 'binary_operator' || n.type === 'binary_expression') && n.childForFieldName('operator')?.text === '+') {
      const l = n.childForFieldName('left');
      const r = n.childForFieldName('right');
      if (!l || !r) return null;
      stack.push(r, l);
      continue;
    }
    const s = staticString(n);
    if (s === null) return null;
    parts.push(s);
  }
  return parts.join('');
}

/** Node types whose text `literalParts` collects. */
const STRING_LITERALS = ['string', 'template_string'];

/**
 * The literal text parts of a possibly interpolated string (f-string, template literal) or of a `+`/`%` chain, in
 * source order. Iterative, and each visited node is charged to `spend`, so a 10,000-term chain costs 10,000 units
 * instead of overflowing the stack.
 */
export function literalParts(node: Node | null | undefined, spend: (units?: number) => void = () => {}): string[] {
  if (!node) return [];
  // Every part comes from a string literal inside the node, so an operator chain without one has none. The parser finds
  // string literals in one native pass; the walk below reads each operand through separate calls into it, which for a
  // long chain of numbers or names (`1 + 1 + …`) cost more than the rest of the rule.
  if ((node.type === 'binary_operator' || node.type === 'binary_expression') && node.descendantsOfType(STRING_LITERALS).length === 0) {
    spend();
    return [];
  }
  const parts: string[] = [];
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    spend();
    switch (n.type) {
      case 'string':
      case 'template_string':
        for (const c of n.namedChildren) if (c.type === 'string_content' || c.type === 'string_fragment') parts.push(c.text);
        break;
      case 'concatenated_string':
      case 'parenthesized_expression': {
        const kids = n.namedChildren;
        for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
        break;
      }
      case 'binary_operator':
      case 'binary_expression': {
        const l = n.childForFieldName('left');
        const r = n.childForFieldName('right');
        if (r) stack.push(r);
        if (l) stack.push(l);
        break;
      }
      default:
        break;
    }
  }
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
  const cached = ARGUMENTS.get(call);
  if (cached) return cached;
  const args = call.childForFieldName('arguments');
  const list = args ? args.namedChildren.filter((c) => c.type !== 'comment') : [];
  ARGUMENTS.set(call, list);
  return list;
}

/**
 * Each query match hands the same call object to every rule's predicate; caching its arguments per object saves the
 * repeated trips into wasm. Weakly held, so the cache dies with the match.
 */
const ARGUMENTS = new WeakMap<Node, Node[]>();

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

/**
 * Every named node of the subtree (pre-order), the root included. Iterative so deep expressions cannot overflow the
 * stack; each node is charged to `spend` (the scan budget), so no rule can walk more than the budget allows.
 */
export function* subtree(root: Node, spend: (units?: number) => void = () => {}): Generator<Node> {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    spend();
    yield n;
    const kids = n.namedChildren;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
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
