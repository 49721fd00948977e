import type { Node, QueryMatch } from 'web-tree-sitter';
import { createDataflow, type Scope } from './dataflow.ts';
import type { Binding, FileFacts } from './facts.ts';
import { IntervalIndex } from './intervals.ts';
import type { ScanMeter } from './limits.ts';
import { createResolver } from './resolve.ts';
import { callArguments, staticString } from './syntax.ts';
import type { CodeLanguage, ScanContext } from './types.ts';

/**
 * Per-file facts rules consult: import aliases and local bindings (so `import subprocess as sp; sp.run(...)` and
 * `run = sp.run; run(...)` both resolve to `subprocess.run`), scopes, a small intra-procedural taint analysis and the
 * sanitiser allow-list. Built from the fact patterns' matches; nothing here walks up `node.parent`.
 */
export function buildScanContext(
  root: Node,
  language: CodeLanguage,
  facts: FileFacts,
  lazyMatches: (kind: 'flow' | 'guard') => QueryMatch[],
  meter: ScanMeter,
): ScanContext {
  const py = language === 'python';
  const spend = (units = 1) => meter.spend(units);
  const aliases = py ? pythonImports(facts, spend) : jsImports(facts, spend);
  const modules = new Set(aliases.values());
  const resolve = createResolver(py, aliases, facts, meter);
  const scopes = new IntervalIndex<Scope>([
    { start: root.startIndex, end: root.endIndex, value: { node: root, name: null } },
    ...facts.defs.map((d) => ({ start: d.node.startIndex, end: d.node.endIndex, value: { node: d.node, name: d.name } })),
  ]);
  const bindingBefore = (name: string, at: number): Binding | null => {
    const list = facts.bindings.get(name);
    if (!list) return null;
    let found: Binding | null = null;
    for (const b of list) {
      if (b.at > at) break;
      found = b;
    }
    return found;
  };
  const decorators = (fn: Node) => facts.decorators.get(fn.id) ?? [];
  const flow = createDataflow({ python: py, root, scopes, resolve, bindingBefore, decorators, lazyMatches, spend });
  const memoized = new Map<string, unknown>();

  const boundValue = (id: Node): Node | null => (id.type === 'identifier' ? (bindingBefore(id.text, id.startIndex)?.value ?? null) : null);

  /** A keyword argument, also spread from a dict literal, `dict(...)` or a local bound to one (`**{"shell": True}`). */
  const pyKeyword = (call: Node, name: string): Node | null => {
    const args = callArguments(call);
    for (const a of args) {
      spend();
      if (a.type === 'keyword_argument' && a.childForFieldName('name')?.text === name) return a.childForFieldName('value');
    }
    for (const a of args) {
      if (a.type !== 'dictionary_splat') continue;
      let spread = a.namedChild(0);
      if (spread?.type === 'identifier') spread = boundValue(spread);
      if (!spread) continue;
      if (spread.type === 'dictionary') {
        for (const p of spread.namedChildren) {
          spend();
          if (p.type === 'pair' && staticString(p.childForFieldName('key')) === name) return p.childForFieldName('value');
        }
      } else if (spread.type === 'call' && resolve(spread.childForFieldName('function')) === 'dict') {
        const inner = pyKeyword(spread, name);
        if (inner) return inner;
      }
    }
    return null;
  };

  /** A property of the options object of a JS call (any object argument, spreads of object literals included). */
  const jsKeyword = (call: Node, name: string): Node | null => {
    const stack: Node[] = [];
    for (const a of callArguments(call)) {
      if (a.type === 'object') stack.push(a);
      else if (a.type === 'identifier') {
        const v = boundValue(a);
        if (v?.type === 'object') stack.push(v);
      }
    }
    while (stack.length > 0) {
      const obj = stack.pop() as Node;
      for (const p of obj.namedChildren) {
        spend();
        if (p.type === 'pair') {
          const key = p.childForFieldName('key');
          if (key && (staticString(key) ?? key.text) === name) return p.childForFieldName('value');
        } else if (p.type === 'spread_element') {
          let inner = p.namedChild(0);
          if (inner?.type === 'identifier') inner = boundValue(inner);
          if (inner?.type === 'object') stack.push(inner);
        }
      }
    }
    return null;
  };

  return {
    language,
    resolve: (n) => resolve(n),
    imports: (module: string): boolean => {
      for (const m of modules) if (m === module || m.startsWith(`${module}.`)) return true;
      return false;
    },
    isTainted: flow.isTainted,
    sanitized: flow.sanitized,
    pathGuarded: flow.pathGuarded,
    keyword: (call, name) => (py ? pyKeyword(call, name) : jsKeyword(call, name)),
    valueOf: boundValue,
    destination: flow.destination,
    destinationValue: flow.destinationValue,
    enclosingFunction: flow.enclosingFunction,
    decorators,
    isInnerOperator: (n) => facts.inner.has(n.id),
    isTaggedTemplate: (n) => facts.tagged.has(n.id),
    spend,
    memo: <T>(key: string, compute: () => T): T => {
      if (!memoized.has(key)) memoized.set(key, compute());
      return memoized.get(key) as T;
    },
  };
}

function pythonImports(facts: FileFacts, spend: (units?: number) => void): Map<string, string> {
  const aliases = new Map<string, string>();
  // A function defined in the file shadows the builtin of the same name (`def eval(v): ...` is not builtins.eval);
  // methods are reached through attributes, never as bare names, so they shadow nothing.
  for (const def of facts.defs) {
    if (def.name && def.node.type === 'function_definition' && !facts.methods.has(def.node.id))
      aliases.set(def.name, `<local>.${def.name}`);
  }
  for (const stmt of facts.imports) {
    spend();
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

/** Module path of `require('m')`, `require('m').a.b` or `alias.a` where alias is already bound to a module. */
function moduleExpression(value: Node, aliases: Map<string, string>): string | null {
  const props: string[] = [];
  let n: Node | null = value;
  for (let depth = 0; n && depth < 32; depth++) {
    if (n.type === 'member_expression') {
      props.unshift(n.childForFieldName('property')?.text ?? '');
      n = n.childForFieldName('object');
      continue;
    }
    let base: string | null = null;
    if (n.type === 'call_expression' && n.childForFieldName('function')?.text === 'require') {
      const args = n.childForFieldName('arguments')?.namedChildren ?? [];
      base = args.length === 1 ? staticString(args[0]) : null;
      if (base !== null) base = base.replace(/^node:/, '');
    } else if (n.type === 'identifier') base = aliases.get(n.text) ?? null;
    return base === null ? null : [base, ...props].join('.');
  }
  return null;
}

function jsImports(facts: FileFacts, spend: (units?: number) => void): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const n of facts.imports) {
    spend();
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
  }
  // Destructured requires bind names the resolver cannot see as simple bindings: `const { exec: run } = require(...)`.
  for (const { pattern, value } of facts.destructures) {
    spend();
    const base = moduleExpression(value, aliases);
    if (!base) continue;
    for (const p of pattern.namedChildren) {
      if (p.type === 'shorthand_property_identifier_pattern') aliases.set(p.text, `${base}.${p.text}`);
      else if (p.type === 'pair_pattern') {
        const key = p.childForFieldName('key')?.text;
        const val = p.childForFieldName('value');
        if (key && val?.type === 'identifier') aliases.set(val.text, `${base}.${key}`);
      }
    }
  }
  return aliases;
}
