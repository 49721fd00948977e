import type { Node, QueryMatch } from 'web-tree-sitter';
import { createDataflow, type Scope } from './dataflow.ts';
import type { FileFacts } from './facts.ts';
import { IntervalIndex } from './intervals.ts';
import type { ScanMeter } from './limits.ts';
import { callArguments, staticString } from './syntax.ts';
import type { CodeLanguage, ScanContext, Unresolved } from './types.ts';
import { isBottom, join, PIECES, T, unsanitised, type Val } from './value.ts';
import { createValues } from './values.ts';

/**
 * Per-file facts rules consult: import aliases, scopes, the value analysis (constant propagation, request data and
 * sanitisers, callee names through aliases, tables and reflection) and where values go. Built from the fact patterns'
 * matches; nothing here walks up `node.parent`.
 */
export function buildScanContext(
  root: Node,
  language: CodeLanguage,
  facts: FileFacts,
  lazyMatches: (kind: 'flow', range?: { start: number; end: number }) => QueryMatch[],
  meter: ScanMeter,
  unresolved: Unresolved[],
): ScanContext {
  const py = language === 'python';
  const spend = (units = 1) => meter.spend(units);
  const aliases = py ? pythonImports(facts, spend) : jsImports(facts, spend);
  const modules = new Set(aliases.values());
  const scopes = new IntervalIndex<Scope>([
    { start: root.startIndex, end: root.endIndex, value: { node: root, name: null } },
    ...facts.defs.map((d) => ({ start: d.node.startIndex, end: d.node.endIndex, value: { node: d.node, name: d.name } })),
  ]);
  const decorators = (fn: Node) => facts.decorators.get(fn.id) ?? [];
  const values = createValues({
    python: py,
    root,
    scopes,
    defs: facts.defs,
    methods: facts.methods,
    decorators,
    aliases,
    facts: facts.values,
    spend,
  });
  const value = (n: Node | null | undefined): Val => values.value(n);
  /** The single name an expression refers to, or null (no name, several candidates, or reflection). */
  const resolve = (n: Node | null | undefined): string | null => {
    if (!n) return null;
    const v = value(n);
    if (v.dyn || v.refs.size !== 1) return null;
    // Every rule on a call asks for its callee: take the one name without copying the set.
    for (const r of v.refs) return r;
    return null;
  };
  const flow = createDataflow({
    root,
    scopes,
    resolve,
    boundExpression: values.boundExpression,
    confined: values.confined,
    lazyMatches,
    spend,
  });
  const memoized = new Map<string, unknown>();
  const reported = new Set<number>();

  /** Python keyword argument: `name=…`, or an entry of a `**spread`; 'unknown' when a spread's keys are not known. */
  const pyKeywordValue = (call: Node, name: string): Val | 'unknown' | null => {
    let found: Val | null = null;
    let unknown = false;
    for (const a of callArguments(call)) {
      spend();
      if (a.type === 'keyword_argument' && a.childForFieldName('name')?.text === name)
        return values.flagValue(a.childForFieldName('value'));
      if (a.type !== 'dictionary_splat') continue;
      // `**opts` of a parameter whose default is a dict: read like a written argument (default and callers joined).
      const inner = a.namedChild(0);
      const spread = inner?.type === 'identifier' ? values.flagValue(inner) : value(inner);
      const hit = spread.keys?.get(name) ?? spread.anyKey;
      if (hit) found = found ? join(found, hit) : hit;
      else if (!spread.struct) unknown = true;
    }
    return found ?? (unknown ? 'unknown' : null);
  };

  /** The value node of the property `name` written directly in an object literal (the last one wins), or null. */
  const ownProperty = (obj: Node, name: string): Node | null => {
    let out: Node | null = null;
    for (const p of obj.namedChildren) {
      spend();
      if (p.type === 'spread_element') out = null;
      else if (p.type === 'pair') {
        const key = p.childForFieldName('key');
        if (key && (staticString(key) ?? key.text) === name) out = p.childForFieldName('value');
      }
    }
    return out;
  };

  /** A property of a JS call's options object (any object argument, its spreads and mutations included). */
  const jsKeywordValue = (call: Node, name: string): Val | 'unknown' | null => {
    let found: Val | null = null;
    let unknown = false;
    for (const a of callArguments(call)) {
      if (a.type !== 'object' && a.type !== 'identifier' && a.type !== 'member_expression') continue;
      // A property written in the call's own object literal is read as a flag (`{ shell: useShell }`).
      const own = a.type === 'object' ? ownProperty(a, name) : null;
      // An options parameter whose default is an object literal (`opts = { shell: true }`) is read like a written
      // argument: the default joined with what each call of its function passes.
      const v = a.type === 'identifier' ? values.flagValue(a) : value(a);
      const hit = own ? values.flagValue(own) : (v.keys?.get(name) ?? v.anyKey);
      if (hit) found = found ? join(found, hit) : hit;
      // An options parameter the file does not fix (no default it can read, callers it cannot see) may hold the flag.
      else if (a.type === 'identifier' && !v.struct && !v.items && !v.seq && !v.consts && values.isParameter(a)) unknown = true;
    }
    return found ?? (unknown ? 'unknown' : null);
  };

  /** The node of a keyword argument / options property written literally in the call (or a bound literal). */
  const pyKeyword = (call: Node, name: string): Node | null => {
    const args = callArguments(call);
    for (const a of args) {
      spend();
      if (a.type === 'keyword_argument' && a.childForFieldName('name')?.text === name) return a.childForFieldName('value');
    }
    for (const a of args) {
      if (a.type !== 'dictionary_splat') continue;
      let spread = a.namedChild(0);
      if (spread?.type === 'identifier') spread = values.boundExpression(spread);
      if (spread?.type === 'dictionary') {
        for (const p of spread.namedChildren) {
          spend();
          if (p.type === 'pair' && staticString(p.childForFieldName('key')) === name) return p.childForFieldName('value');
        }
      } else if (spread?.type === 'call' && resolve(spread.childForFieldName('function')) === 'dict') {
        const inner = pyKeyword(spread, name);
        if (inner) return inner;
      }
    }
    return null;
  };

  const jsKeyword = (call: Node, name: string): Node | null => {
    const stack: Node[] = [];
    for (const a of callArguments(call)) {
      if (a.type === 'object') stack.push(a);
      else if (a.type === 'identifier') {
        const v = values.boundExpression(a);
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
          if (inner?.type === 'identifier') inner = values.boundExpression(inner);
          if (inner?.type === 'object') stack.push(inner);
        }
      }
    }
    return null;
  };

  return {
    language,
    resolve,
    resolveAll: (n) => {
      if (!n) return [];
      const v = value(n);
      return v.dyn ? [] : [...v.refs];
    },
    value,
    flagValue: values.flagValue,
    imports: (module: string): boolean => {
      for (const m of modules) if (m === module || m.startsWith(`${module}.`)) return true;
      return false;
    },
    isTainted: (n) => (value(n).m & T) !== 0,
    constantDerived: (n) => {
      const v = value(n);
      return !v.dyn && (v.m & PIECES) === 0 && !isBottom(v);
    },
    sanitized: (expr, kind) => {
      const m = value(expr).m;
      return (m & PIECES) !== 0 && unsanitised(m, kind) === 0;
    },
    pathGuarded: flow.pathGuarded,
    keyword: (call, name) => (py ? pyKeyword(call, name) : jsKeyword(call, name)),
    keywordValue: (call, name) => (py ? pyKeywordValue(call, name) : jsKeywordValue(call, name)),
    valueOf: values.boundExpression,
    destination: flow.destination,
    destinationValue: flow.destinationValue,
    enclosingFunction: flow.enclosingFunction,
    decorators,
    isInnerOperator: (n) => facts.inner.has(n.id),
    isTaggedTemplate: (n) => facts.tagged.has(n.id),
    isLocalVariable: (name, at) => values.isLocalVariable(name, at),
    mayHoldCallable: (id) => values.mayHoldCallable(id),
    spend,
    memo: <T>(key: string, compute: () => T): T => {
      if (!memoized.has(key)) memoized.set(key, compute());
      return memoized.get(key) as T;
    },
    unresolved: (node, kind, message) => {
      if (reported.has(node.id)) return;
      reported.add(node.id);
      unresolved.push({ kind, line: node.startPosition.row + 1, column: node.startPosition.column + 1, message });
    },
  };
}

function pythonImports(facts: FileFacts, spend: (units?: number) => void): Map<string, string> {
  const aliases = new Map<string, string>();
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
  return aliases;
}
