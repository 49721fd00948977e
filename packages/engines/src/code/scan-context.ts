import type { Node } from 'web-tree-sitter';
import { enclosing, JS_SCOPES, PY_SCOPES, staticString, subtree } from './syntax.ts';
import type { CodeLanguage, ScanContext } from './types.ts';

/**
 * Per-file facts rules consult: import aliases (so `import subprocess as sp; sp.run(...)` resolves to
 * `subprocess.run`) and a small intra-procedural taint analysis (request/user input flowing into local variables).
 * Names that are not imported resolve to themselves, so snippets without import lines still match `os.system`.
 */
export function buildScanContext(root: Node, language: CodeLanguage): ScanContext {
  const py = language === 'python';
  const aliases = py ? pythonImports(root) : jsImports(root);
  const modules = new Set(aliases.values());
  const scopes = py ? PY_SCOPES : JS_SCOPES;
  const taintedByScope = new Map<number, Set<string>>();
  const memoized = new Map<string, unknown>();
  const resolved = new Map<number, string | null>(); // node ids are unique within one tree

  const resolve = (node: Node | null | undefined, depth = 0): string | null => {
    if (!node || depth > 32) return null;
    const hit = resolved.get(node.id);
    if (hit !== undefined) return hit;
    const name = resolveUncached(node, depth);
    resolved.set(node.id, name);
    return name;
  };

  const resolveUncached = (node: Node, depth: number): string | null => {
    switch (node.type) {
      case 'identifier':
        return aliases.get(node.text) ?? node.text;
      case 'attribute': {
        const base = resolve(node.childForFieldName('object'), depth + 1);
        const attr = node.childForFieldName('attribute')?.text;
        return base && attr ? `${base}.${attr}` : null;
      }
      case 'member_expression': {
        const base = resolve(node.childForFieldName('object'), depth + 1);
        const prop = node.childForFieldName('property')?.text;
        return base && prop ? `${base}.${prop}` : null;
      }
      case 'subscript_expression': {
        const base = resolve(node.childForFieldName('object'), depth + 1);
        const key = staticString(node.childForFieldName('index'));
        return base && key !== null ? `${base}.${key}` : null;
      }
      case 'call_expression': {
        const required = requiredModule(node);
        if (required) return required;
        const fn = resolve(node.childForFieldName('function'), depth + 1);
        return fn ? `${fn}()` : null;
      }
      case 'call': {
        const fn = resolve(node.childForFieldName('function'), depth + 1);
        return fn ? `${fn}()` : null;
      }
      case 'parenthesized_expression':
        return node.namedChildCount === 1 ? resolve(node.namedChild(0), depth + 1) : null;
      case 'this':
        return 'this';
      default:
        return null;
    }
  };

  const isSource = (n: Node): boolean => {
    if (py) {
      if (n.type === 'attribute' || n.type === 'identifier') {
        const name = resolve(n);
        if (!name) return false;
        return (n.type === 'attribute' && /^(flask\.|django\.http\.|self\.)?request\.[A-Za-z_]/.test(name)) || name === 'sys.argv';
      }
      if (n.type === 'call') {
        const fn = resolve(n.childForFieldName('function'));
        return fn === 'input' || fn === 'raw_input' || fn === 'sys.stdin.read' || fn === 'sys.stdin.readline';
      }
      return false;
    }
    if (n.type === 'member_expression' || n.type === 'subscript_expression') {
      const name = resolve(n);
      return !!name && JS_SOURCE.test(name);
    }
    if (n.type === 'call_expression') return resolve(n.childForFieldName('function')) === 'prompt';
    return false;
  };

  /** Local names that hold tainted data inside one scope; computed once per scope, to a small fixpoint. */
  const taintedNames = (scope: Node): Set<string> => {
    const cached = taintedByScope.get(scope.id);
    if (cached) return cached;
    const names = new Set<string>(py ? routeParameters(scope, resolve) : []);
    taintedByScope.set(scope.id, names); // set before the loop: recursion through isTainted sees the partial set
    const assignments = [...subtree(scope)].filter((n) =>
      py
        ? n.type === 'assignment' || n.type === 'augmented_assignment' || n.type === 'for_statement' || n.type === 'named_expression'
        : n.type === 'variable_declarator' || n.type === 'assignment_expression' || n.type === 'augmented_assignment_expression',
    );
    for (let pass = 0; pass < 4; pass++) {
      const before = names.size;
      for (const a of assignments) {
        if (enclosing(a.parent ?? a, scopes)?.id !== scope.id) continue;
        const [target, value] = assignmentSides(a);
        if (!target || !value || !exprTainted(value, names)) continue;
        for (const id of subtree(target)) {
          if (id.type === 'identifier' || id.type === 'shorthand_property_identifier_pattern') names.add(id.text);
        }
      }
      if (names.size === before) break;
    }
    return names;
  };

  /** Walks the expression, not descending into sanitizer calls (their result no longer carries the input). */
  const exprTainted = (expr: Node, local: Set<string>): boolean => {
    const stack: Node[] = [expr];
    while (stack.length > 0) {
      const n = stack.pop() as Node;
      if (isSource(n)) return true;
      if (n.type === 'identifier' && local.has(n.text) && !isAttributeName(n)) return true;
      if ((n.type === 'call' || n.type === 'call_expression') && SANITIZERS.test(resolve(n.childForFieldName('function')) ?? '')) continue;
      for (const k of n.namedChildren) stack.push(k);
    }
    return false;
  };

  const isTainted = (node: Node): boolean => {
    const names = new Set<string>();
    for (let s = enclosing(node, scopes); s; s = s.parent ? enclosing(s.parent, scopes) : null) {
      for (const name of taintedNames(s)) names.add(name);
    }
    return exprTainted(node, names);
  };

  const imports = (module: string): boolean => {
    for (const m of modules) if (m === module || m.startsWith(`${module}.`)) return true;
    return false;
  };

  const memo = <T>(key: string, compute: () => T): T => {
    if (!memoized.has(key)) memoized.set(key, compute());
    return memoized.get(key) as T;
  };

  return { language, resolve: (n) => resolve(n), imports, isTainted, memo };
}

/**
 * Calls whose result no longer carries the raw input for the sinks we check (file names, numbers, shell quoting,
 * HTML escaping). Deliberately general: one taint set serves all sinks, so a sanitizer counts for every rule.
 */
const SANITIZERS =
  /(^|\.)(secure_filename|basename|int|float|bool|len|abs|round|quote|escape|clean|sanitize|encodeURIComponent|parseInt|parseFloat|Number|Boolean|UUID|uuid4)$/;

/** Request-derived values in Node/browser code: Express/Koa/Hapi request parts, location, cookies, argv, messages. */
const JS_SOURCE =
  /^(req|request|ctx\.request|ctx)\.(body|query|params|headers|cookies|url|originalUrl|path|files?|payload|rawBody)\b|^(window\.|document\.)?location\b|^document\.(URL|cookie|referrer|documentURI)\b|^window\.name$|^process\.argv\b|^(event|e|evt|msg|message)\.data\b/;

function isAttributeName(id: Node): boolean {
  const p = id.parent;
  return !!p && p.type === 'attribute' && p.childForFieldName('attribute')?.id === id.id;
}

function assignmentSides(a: Node): [Node | null, Node | null] {
  switch (a.type) {
    case 'for_statement':
      return [a.childForFieldName('left'), a.childForFieldName('right')];
    case 'named_expression':
      return [a.childForFieldName('name'), a.childForFieldName('value')];
    case 'variable_declarator':
      return [a.childForFieldName('name'), a.childForFieldName('value')];
    default:
      return [a.childForFieldName('left'), a.childForFieldName('right')];
  }
}

/** Parameters of web handlers (`@app.route`, `@router.get`, ...) carry URL path input. */
function routeParameters(scope: Node, resolve: (n: Node | null) => string | null): string[] {
  if (scope.type !== 'function_definition' || scope.parent?.type !== 'decorated_definition') return [];
  const isRoute = scope.parent.namedChildren.some((d) => {
    if (d.type !== 'decorator') return false;
    const expr = d.namedChild(0);
    const fn = expr?.type === 'call' ? expr.childForFieldName('function') : expr;
    const name = resolve(fn ?? null) ?? '';
    return /\.(route|get|post|put|patch|delete|api_route|websocket)$/.test(name);
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
}

function pythonImports(root: Node): Map<string, string> {
  const aliases = new Map<string, string>();
  // A function defined in the file shadows the builtin of the same name (`def eval(v): ...` is not builtins.eval).
  // Methods are skipped: they are reached through attributes, never as bare names.
  // One walk for both kinds: descendantsOfType crosses into wasm per call and costs ~3 ms on 500 lines.
  const nodes = root.descendantsOfType(['import_statement', 'import_from_statement', 'function_definition']);
  for (const def of nodes) {
    if (def.type !== 'function_definition') continue;
    const name = def.childForFieldName('name')?.text;
    const owner = def.parent?.type === 'decorated_definition' ? def.parent.parent : def.parent;
    if (name && owner?.parent?.type !== 'class_definition') aliases.set(name, `<local>.${name}`);
  }
  for (const stmt of nodes) {
    if (stmt.type === 'function_definition') continue;
    if (stmt.type === 'import_statement') {
      for (const n of stmt.childrenForFieldName('name')) {
        if (n.type === 'aliased_import') {
          const full = n.childForFieldName('name')?.text;
          const alias = n.childForFieldName('alias')?.text;
          if (full && alias) aliases.set(alias, full);
        } else {
          const head = n.text.split('.')[0] as string; // `import os.path` binds `os`
          aliases.set(head, head);
        }
      }
      continue;
    }
    const mod = stmt.childForFieldName('module_name');
    if (!mod || mod.type === 'relative_import') continue; // a local module: not the library a rule targets
    for (const n of stmt.childrenForFieldName('name')) {
      if (n.type === 'aliased_import') {
        const name = n.childForFieldName('name')?.text;
        const alias = n.childForFieldName('alias')?.text;
        if (name && alias) aliases.set(alias, `${mod.text}.${name}`);
      } else {
        aliases.set(n.text, `${mod.text}.${n.text}`);
      }
    }
  }
  return aliases;
}

/** `require('x')` (also `node:x`) → module name. */
function requiredModule(call: Node): string | null {
  if (call.type !== 'call_expression' || call.childForFieldName('function')?.text !== 'require') return null;
  const args = call.childForFieldName('arguments')?.namedChildren ?? [];
  const spec = args.length === 1 ? staticString(args[0]) : null;
  return spec === null ? null : spec.replace(/^node:/, '');
}

function jsImports(root: Node): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const n of root.descendantsOfType(['import_statement', 'variable_declarator'])) {
    if (n.type === 'import_statement') {
      const spec = staticString(n.childForFieldName('source'));
      if (spec === null) continue;
      const mod = spec.replace(/^node:/, '');
      for (const clause of n.namedChildren.filter((c) => c.type === 'import_clause')) {
        for (const part of clause.namedChildren) {
          if (part.type === 'identifier') aliases.set(part.text, mod);
          else if (part.type === 'namespace_import') {
            const id = part.namedChildren.find((c) => c.type === 'identifier');
            if (id) aliases.set(id.text, mod);
          } else if (part.type === 'named_imports') {
            for (const s of part.namedChildren.filter((c) => c.type === 'import_specifier')) {
              const name = s.childForFieldName('name')?.text;
              const alias = s.childForFieldName('alias')?.text ?? name;
              if (name && alias) aliases.set(alias, `${mod}.${name}`);
            }
          }
        }
      }
      continue;
    }
    const value = n.childForFieldName('value');
    const target = n.childForFieldName('name');
    if (!value || !target) continue;
    const base = moduleExpression(value, aliases);
    if (!base) continue;
    if (target.type === 'identifier') aliases.set(target.text, base);
    else if (target.type === 'object_pattern') {
      for (const p of target.namedChildren) {
        if (p.type === 'shorthand_property_identifier_pattern') aliases.set(p.text, `${base}.${p.text}`);
        else if (p.type === 'pair_pattern') {
          const key = p.childForFieldName('key')?.text;
          const val = p.childForFieldName('value');
          if (key && val?.type === 'identifier') aliases.set(val.text, `${base}.${key}`);
        }
      }
    }
  }
  return aliases;
}

/** Module path of `require('m')`, `require('m').a.b` or `alias.a` where alias is already bound to a module. */
function moduleExpression(value: Node, aliases: Map<string, string>): string | null {
  if (value.type === 'await_expression') return null;
  const req = requiredModule(value);
  if (req) return req;
  if (value.type === 'member_expression') {
    const base = moduleExpression(value.childForFieldName('object') as Node, aliases);
    const prop = value.childForFieldName('property')?.text;
    return base && prop ? `${base}.${prop}` : null;
  }
  if (value.type === 'identifier') return aliases.get(value.text) ?? null;
  return null;
}
