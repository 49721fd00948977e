import type { Node, QueryMatch } from 'web-tree-sitter';
import type { Binding } from './facts.ts';
import { IntervalIndex } from './intervals.ts';
import { staticString } from './syntax.ts';
import type { SanitizerKind } from './types.ts';

/**
 * Intra-procedural data flow for the rules: request/user input flowing into local variables (taint), values that went
 * through a sanitiser, path-confinement guards, and where a value ends up (its destination name). Everything here is
 * flow-insensitive within a function and charges each visited node to the scan budget.
 */

/** Calls whose result no longer carries raw input for any sink we check (numbers, file names, quoting, escaping). */
const GENERAL_SANITIZERS =
  /(^|\.)(secure_filename|basename|int|float|bool|len|abs|round|quote|escape|clean|sanitize|encodeURIComponent|parseInt|parseFloat|Number|Boolean|UUID|uuid4|safe_join)$/;

/** Sanitisers per sink kind, matched against the resolved callee name. */
const SANITIZERS: Record<SanitizerKind, RegExp> = {
  shell:
    /^(shlex\.quote|pipes\.quote|shlex\.join|shell-quote\.quote|shell-escape|shellescape|shescape\.quote|shescape\.quoteAll)$|(^|\.)(int|float|len|abs|round|Number|parseInt|parseFloat)$/,
  html: /^(html\.escape|cgi\.escape|markupsafe\.escape|flask\.escape|jinja2\.escape|bleach\.clean|bleach\.linkify|django\.utils\.html\.escape|django\.utils\.html\.strip_tags|dompurify\.sanitize|DOMPurify\.sanitize|isomorphic-dompurify\.sanitize|sanitize-html|sanitizeHtml|xss|xss\.filterXSS|filterXSS|escape-html|escapeHtml|he\.encode|he\.escape|lodash\.escape|_\.escape|validator\.escape|encodeURIComponent|encodeURI)$|(^|\.)(int|float|len|Number|parseInt|parseFloat|String\.fromCharCode)$/,
  path: /(^|\.)(secure_filename|basename|safe_join|int|uuid4|Number|parseInt)$/,
};

/** Calls that turn a path into its canonical absolute form (the precondition of a prefix check). */
const NORMALISERS = /(^|\.)(realpath|abspath|normpath|resolve|normalize|canonicalize)$/;
/** Method calls that confine a normalised path to a base directory. */
const GUARD_METHODS = /^(startswith|startsWith|is_relative_to|relative_to)$/;
const GUARD_FUNCTIONS = /(^|\.)(commonpath|commonprefix|relative)$/;

/** Request-derived values in Node/browser code: Express/Koa/Hapi request parts, location, cookies, argv, messages. */
const JS_SOURCE =
  /^(req|request|ctx\.request|ctx)\.(body|query|params|headers|cookies|url|originalUrl|path|files?|payload|rawBody|hostname|get\(\))\b|^(window\.|document\.)?location\b|^document\.(URL|cookie|referrer|documentURI)\b|^window\.name$|^process\.argv\b|^(event|e|evt|msg|message)\.data\b/;

export interface Scope {
  node: Node;
  name: string | null;
}

interface Assign {
  target: Node;
  value: Node;
}

interface Dest {
  name: string | null;
  value: Node;
}

interface Guard {
  object: string | null;
  method: string;
  args: Node | null;
  scope: number;
}

export interface DataflowDeps {
  python: boolean;
  root: Node;
  scopes: IntervalIndex<Scope>;
  resolve: (n: Node | null | undefined) => string | null;
  bindingBefore: (name: string, at: number) => Binding | null;
  decorators: (fn: Node) => Node[];
  lazyMatches: (kind: 'flow' | 'guard') => QueryMatch[];
  spend: (units?: number) => void;
}

function capture(m: QueryMatch, name: string): Node | null {
  for (const c of m.captures) if (c.name === name) return c.node;
  return null;
}

function targetText(t: Node): string | null {
  if (t.type === 'attribute') return t.childForFieldName('attribute')?.text ?? null;
  if (t.type === 'member_expression') return t.childForFieldName('property')?.text ?? null;
  if (t.type === 'subscript') return staticString(t.childForFieldName('subscript')) ?? t.text;
  if (t.type === 'subscript_expression') return staticString(t.childForFieldName('index')) ?? t.text;
  return t.text;
}

export function createDataflow(d: DataflowDeps) {
  /** The id of the innermost scope around a node (the module/program root when none). */
  const scopeOf = (n: Node): number => d.scopes.innermost(n.startIndex, n.endIndex)?.value.node.id ?? d.root.id;

  let flow: { assigns: Map<number, Assign[]>; dests: IntervalIndex<Dest> } | null = null;
  const flowFacts = () => {
    if (flow) return flow;
    const assigns = new Map<number, Assign[]>();
    const dests: Array<{ start: number; end: number; value: Dest }> = [];
    for (const m of d.lazyMatches('flow')) {
      d.spend();
      const value = capture(m, 'd.value');
      const assign = capture(m, 'd.assign');
      const target = capture(m, 'd.target');
      if (assign && target && value) {
        const key = scopeOf(assign);
        const list = assigns.get(key) ?? [];
        list.push({ target, value });
        assigns.set(key, list);
        dests.push({ start: value.startIndex, end: value.endIndex, value: { name: targetText(target), value } });
        continue;
      }
      const key = capture(m, 'd.key');
      if (key && value) {
        dests.push({ start: value.startIndex, end: value.endIndex, value: { name: staticString(key) ?? key.text, value } });
        continue;
      }
      const ret = capture(m, 'd.return') ?? capture(m, 'd.stmt');
      if (ret) dests.push({ start: ret.startIndex, end: ret.endIndex, value: { name: null, value: ret } });
    }
    flow = { assigns, dests: new IntervalIndex(dests) };
    return flow;
  };

  let guards: Guard[] | null = null;
  const guardFacts = (): Guard[] => {
    if (guards) return guards;
    guards = [];
    for (const m of d.lazyMatches('guard')) {
      d.spend();
      const call = capture(m, 'g.call');
      const method = capture(m, 'g.method');
      if (call && method && (GUARD_METHODS.test(method.text) || GUARD_FUNCTIONS.test(method.text))) {
        guards.push({ object: capture(m, 'g.obj')?.text ?? null, method: method.text, args: capture(m, 'g.args'), scope: scopeOf(call) });
      }
    }
    return guards;
  };

  const isSource = (n: Node): boolean => {
    if (d.python) {
      if (n.type === 'attribute' || n.type === 'subscript') {
        const name = d.resolve(n) ?? '';
        return /^(flask\.|django\.http\.|self\.)?request\.[A-Za-z_]/.test(name) || /^sys\.argv\b/.test(name);
      }
      if (n.type === 'identifier') return d.resolve(n) === 'sys.argv';
      if (n.type === 'call') {
        const fn = d.resolve(n.childForFieldName('function'));
        return fn === 'input' || fn === 'raw_input' || fn === 'sys.stdin.read' || fn === 'sys.stdin.readline';
      }
      return false;
    }
    if (n.type === 'member_expression' || n.type === 'subscript_expression') return JS_SOURCE.test(d.resolve(n) ?? '');
    if (n.type === 'call_expression') {
      const fn = d.resolve(n.childForFieldName('function')) ?? '';
      return fn === 'prompt' || /^(req|request)\.(get|header|param)$/.test(fn);
    }
    return false;
  };

  const exprTainted = (expr: Node, local: Set<string>): boolean => {
    const stack: Array<[Node, Node | null]> = [[expr, null]];
    while (stack.length > 0) {
      const [n, parent] = stack.pop() as [Node, Node | null];
      d.spend();
      if (isSource(n)) return true;
      if (n.type === 'identifier' && local.has(n.text)) {
        // `obj.name` mentions `name` as an attribute, not as the local variable.
        const asAttribute = parent?.type === 'attribute' && parent.childForFieldName('attribute')?.id === n.id;
        if (!asAttribute) return true;
      }
      if ((n.type === 'call' || n.type === 'call_expression') && GENERAL_SANITIZERS.test(d.resolve(n.childForFieldName('function')) ?? ''))
        continue;
      for (const k of n.namedChildren) stack.push([k, n]);
    }
    return false;
  };

  const routeParameters = (scope: Node): string[] => {
    if (scope.type !== 'function_definition') return [];
    const isRoute = d.decorators(scope).some((dec) => {
      const expr = dec.namedChild(0);
      const fn = expr?.type === 'call' ? expr.childForFieldName('function') : expr;
      return /\.(route|get|post|put|patch|delete|api_route|websocket)$/.test(d.resolve(fn ?? null) ?? '');
    });
    if (!isRoute) return [];
    const params = scope.childForFieldName('parameters')?.namedChildren ?? [];
    return params
      .map((p) =>
        p.type === 'identifier'
          ? p.text
          : ((p.childForFieldName('name') ?? p.namedChildren.find((k) => k.type === 'identifier'))?.text ?? null),
      )
      .filter((n): n is string => !!n && n !== 'self');
  };

  const taintedByScope = new Map<number, Set<string>>();
  const taintedNames = (scopeNode: Node): Set<string> => {
    const key = scopeNode.id;
    const cached = taintedByScope.get(key);
    if (cached) return cached;
    const names = new Set<string>(d.python ? routeParameters(scopeNode) : []);
    taintedByScope.set(key, names);
    const mine = flowFacts().assigns.get(key) ?? [];
    for (let pass = 0; pass < 4; pass++) {
      const before = names.size;
      for (const a of mine) {
        if (!exprTainted(a.value, names)) continue;
        const stack: Node[] = [a.target];
        while (stack.length > 0) {
          const id = stack.pop() as Node;
          d.spend();
          if (id.type === 'identifier' || id.type === 'shorthand_property_identifier_pattern') names.add(id.text);
          for (const k of id.namedChildren) stack.push(k);
        }
      }
      if (names.size === before) break;
    }
    return names;
  };

  const isTainted = (node: Node): boolean => {
    const names = new Set<string>();
    for (const s of d.scopes.containing(node.startIndex, node.endIndex)) {
      for (const name of taintedNames(s.value.node)) names.add(name);
    }
    return exprTainted(node, names);
  };

  /**
   * Non-constant leaves of a string being assembled (`+`, `%`, f-strings, template literals, `.format`, `.join`):
   * the pieces that could carry data into the sink.
   */
  const dynamicLeaves = (expr: Node): Node[] => {
    const leaves: Node[] = [];
    const stack: Node[] = [expr];
    while (stack.length > 0) {
      const n = stack.pop() as Node;
      d.spend();
      if (staticString(n) !== null || ['integer', 'float', 'number', 'true', 'false', 'none', 'null'].includes(n.type)) continue;
      switch (n.type) {
        case 'as_expression':
        case 'satisfies_expression':
        case 'non_null_expression':
        case 'type_assertion':
        case 'await_expression': {
          // TypeScript wrappers change the type, not the value.
          const inner = n.namedChildren.find((k) => !/type/.test(k.type));
          if (inner) stack.push(inner);
          break;
        }
        case 'binary_operator':
        case 'binary_expression':
        case 'concatenated_string':
        case 'parenthesized_expression':
        case 'tuple':
        case 'list':
        case 'array':
          for (const k of n.namedChildren) if (k.type !== 'comment') stack.push(k);
          break;
        case 'string':
          for (const k of n.namedChildren) if (k.type === 'interpolation') stack.push(k.namedChild(0) ?? k);
          break;
        case 'template_string':
          for (const k of n.namedChildren) if (k.type === 'template_substitution') stack.push(k.namedChild(0) ?? k);
          break;
        case 'call':
        case 'call_expression': {
          const fn = n.childForFieldName('function');
          const method = fn?.childForFieldName(fn.type === 'attribute' ? 'attribute' : 'property')?.text;
          // "...".format(a, b) and " ".join([a, b]) assemble their arguments into the string.
          if ((method === 'format' || method === 'join') && staticString(fn?.childForFieldName('object')) !== null) {
            for (const a of n.childForFieldName('arguments')?.namedChildren ?? [])
              stack.push(a.type === 'keyword_argument' ? (a.childForFieldName('value') ?? a) : a);
          } else leaves.push(n);
          break;
        }
        default:
          leaves.push(n);
      }
    }
    return leaves;
  };

  const sanitized = (expr: Node, kind: SanitizerKind, depth = 0): boolean => {
    if (depth > 8) return false;
    const leaves = dynamicLeaves(expr);
    if (leaves.length === 0) return false; // a constant is not "sanitised"; callers check constants themselves
    return leaves.every((leaf) => {
      if (leaf.type === 'call' || leaf.type === 'call_expression')
        return SANITIZERS[kind].test(d.resolve(leaf.childForFieldName('function')) ?? '');
      if (leaf.type === 'identifier') {
        const bound = d.bindingBefore(leaf.text, leaf.startIndex);
        return !!bound && staticString(bound.value) === null && sanitized(bound.value, kind, depth + 1);
      }
      return false;
    });
  };

  const pathGuarded = (path: Node): boolean => {
    if (path.type !== 'identifier') return false;
    const bound = d.bindingBefore(path.text, path.startIndex);
    const v = bound?.value;
    if (!v || (v.type !== 'call' && v.type !== 'call_expression')) return false;
    if (!NORMALISERS.test(d.resolve(v.childForFieldName('function')) ?? '')) return false;
    const scope = scopeOf(path);
    const name = path.text;
    return guardFacts().some(
      (g) =>
        g.scope === scope &&
        ((g.object === name && GUARD_METHODS.test(g.method)) ||
          (GUARD_FUNCTIONS.test(g.method) && !!g.args && g.args.namedChildren.some((a) => a.text.includes(name)))),
    );
  };

  const enclosingFunction = (n: Node): Scope | null => {
    for (const s of d.scopes.containing(n.startIndex, n.endIndex)) if (s.value.node.id !== d.root.id) return s.value;
    return null;
  };

  const destinationOf = (n: Node): Dest | null => flowFacts().dests.innermost(n.startIndex, n.endIndex)?.value ?? null;

  return {
    isTainted,
    sanitized: (expr: Node, kind: SanitizerKind) => sanitized(expr, kind),
    pathGuarded,
    enclosingFunction,
    destination: (n: Node): string | null => destinationOf(n)?.name ?? enclosingFunction(n)?.name ?? null,
    destinationValue: (n: Node): Node | null => destinationOf(n)?.value ?? null,
  };
}
