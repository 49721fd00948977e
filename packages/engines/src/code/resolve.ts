import type { Node } from 'web-tree-sitter';
import type { Binding, FileFacts } from './facts.ts';
import type { ScanMeter } from './limits.ts';
import { foldedString } from './syntax.ts';

/** Deepest member/attribute chain followed when resolving a name; longer chains resolve to null (not a sink we know). */
const MAX_RESOLVE_DEPTH = 32;

/** Python builtins that matter to rules; `builtins.eval`, `getattr(__builtins__, "eval")` and the like name the same. */
const PY_BUILTINS = new Set(['eval', 'exec', 'compile', 'open', 'input', '__import__', 'getattr', 'execfile']);
/** Namespaces whose members are the builtins or the module's own globals. */
const PY_NAMESPACE =
  /^(?:builtins|__builtins__|__builtin__|globals\(\)|locals\(\)|vars\(\)|__builtins__\.__dict__|builtins\.__dict__)\.(\w+)$/;
/** The JavaScript global object under its usual names. */
const JS_GLOBAL = /^(?:window|globalThis|self|global|global\.global)\.(\w+)$/;

/**
 * Resolves what a callee or expression names after imports and simple local bindings, so that evasions name the same
 * thing as the plain call: `import subprocess as sp; sp.run` → `subprocess.run`, `e = eval; e(x)` → `eval`,
 * `getattr(os, "system")` and `os.__dict__["system"]` → `os.system`, `__import__("os").system` → `os.system`,
 * `require("child_process")["exec"]` → `child_process.exec`. Names that are neither imported nor bound resolve to
 * themselves, so snippets without import lines still match `os.system`.
 */
export function createResolver(python: boolean, aliases: Map<string, string>, facts: FileFacts, meter: ScanMeter) {
  const cache = new Map<number, string | null>();

  const bindingBefore = (name: string, at: number): Binding | null => {
    const list = facts.bindings.get(name);
    if (!list) return null;
    let found: Binding | null = null;
    for (const b of list) {
      if (b.at >= at) break;
      found = b;
    }
    return found;
  };

  const normalise = (name: string): string => {
    let n = name;
    if (python) {
      n = n.replace(/^sys\.modules\.([\w]+)/, '$1').replace(/\.__dict__\./g, '.');
      const m = PY_NAMESPACE.exec(n);
      if (m && PY_BUILTINS.has(m[1] as string)) return m[1] as string;
      return n;
    }
    const g = JS_GLOBAL.exec(n);
    return g ? (g[1] as string) : n;
  };

  const resolve = (node: Node | null | undefined, depth = 0): string | null => {
    if (!node || depth > MAX_RESOLVE_DEPTH) return null;
    const hit = cache.get(node.id);
    if (hit !== undefined) return hit;
    meter.spend();
    const raw = resolveUncached(node, depth);
    const name = raw === null ? null : normalise(raw);
    cache.set(node.id, name);
    return name;
  };

  const identifier = (node: Node, depth: number): string => {
    const name = node.text;
    const imported = aliases.get(name);
    if (imported !== undefined) return imported;
    const bound = bindingBefore(name, node.startIndex);
    if (bound && isAliasValue(bound.value)) {
      const target = resolve(bound.value, depth + 1);
      if (target !== null) return target;
    }
    return name;
  };

  const staticArg = (call: Node, index: number): string | null => {
    const args = call.childForFieldName('arguments')?.namedChildren.filter((a) => a.type !== 'comment') ?? [];
    return foldedString(args[index]);
  };

  const callName = (node: Node, depth: number): string | null => {
    const fnNode = node.childForFieldName('function');
    const fn = resolve(fnNode, depth + 1);
    if (fn === null) return null;
    if (python) {
      if (fn === '__import__') {
        const mod = staticArg(node, 0);
        return mod === null ? `${fn}()` : (mod.split('.')[0] as string);
      }
      if (fn === 'importlib.import_module') return staticArg(node, 0) ?? `${fn}()`;
      if (fn === 'getattr') {
        const args = node.childForFieldName('arguments')?.namedChildren.filter((a) => a.type !== 'comment') ?? [];
        const base = resolve(args[0], depth + 1);
        const attr = foldedString(args[1]);
        return base !== null && attr !== null ? `${base}.${attr}` : `${fn}()`;
      }
      return `${fn}()`;
    }
    if (fn === 'require' || fn.endsWith('.require') || fn === 'import') {
      const mod = staticArg(node, 0);
      if (mod !== null) return mod.replace(/^node:/, '');
    }
    return `${fn}()`;
  };

  const resolveUncached = (node: Node, depth: number): string | null => {
    switch (node.type) {
      case 'identifier':
        return identifier(node, depth);
      case 'attribute':
      case 'member_expression': {
        const base = resolve(node.childForFieldName('object'), depth + 1);
        const attr = node.childForFieldName(node.type === 'attribute' ? 'attribute' : 'property')?.text;
        return base && attr ? `${base}.${attr}` : null;
      }
      case 'subscript':
      case 'subscript_expression': {
        const base = resolve(node.childForFieldName(node.type === 'subscript' ? 'value' : 'object'), depth + 1);
        const key = foldedString(node.childForFieldName(node.type === 'subscript' ? 'subscript' : 'index'));
        return base && key !== null ? `${base}.${key}` : null;
      }
      case 'call':
      case 'call_expression':
        return callName(node, depth);
      case 'await_expression':
        return resolve(node.namedChild(0), depth + 1);
      case 'parenthesized_expression': {
        // `(0, eval)(x)`: a comma sequence evaluates to its last element.
        const inner = node.namedChild(node.namedChildCount - 1);
        if (inner?.type === 'sequence_expression') return resolve(inner.namedChild(inner.namedChildCount - 1), depth + 1);
        return node.namedChildCount === 1 ? resolve(inner, depth + 1) : null;
      }
      case 'this':
        return 'this';
      case 'import':
        return 'import';
      default:
        return null;
    }
  };

  return resolve;
}

/** Right-hand sides that make a binding an alias of what they name (not a computed value). */
function isAliasValue(value: Node): boolean {
  switch (value.type) {
    case 'identifier':
    case 'attribute':
    case 'member_expression':
    case 'subscript':
    case 'subscript_expression':
    case 'call':
    case 'call_expression':
    case 'await_expression':
    case 'parenthesized_expression':
      return true;
    default:
      return false;
  }
}
