import type { Node, QueryMatch } from 'web-tree-sitter';
import { IntervalIndex } from './intervals.ts';
import { staticString } from './syntax.ts';

/**
 * Where values go and what confines them, for the rules: path-confinement guards, the innermost function around a
 * node, and a value's destination name (the variable, keyword or property it is assigned to). Request data, constants
 * and sanitisers are the value analysis' business (values.ts). Every visited node is charged to the scan budget.
 */

/** Calls that turn a path into its canonical absolute form (the precondition of a prefix check). */
const NORMALISERS = /(^|\.)(realpath|abspath|normpath|resolve|normalize|canonicalize)$/;
/** Method calls that confine a normalised path to a base directory. */
const GUARD_METHODS = /^(startswith|startsWith|is_relative_to|relative_to)$/;
const GUARD_FUNCTIONS = /(^|\.)(commonpath|commonprefix|relative)$/;

export interface Scope {
  node: Node;
  name: string | null;
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
  root: Node;
  scopes: IntervalIndex<Scope>;
  resolve: (n: Node | null | undefined) => string | null;
  /** The single expression bound to an identifier in its scope (values.ts), or null. */
  boundExpression: (id: Node) => Node | null;
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

  let flow: { dests: IntervalIndex<Dest> } | null = null;
  const flowFacts = () => {
    if (flow) return flow;
    const dests: Array<{ start: number; end: number; value: Dest }> = [];
    for (const m of d.lazyMatches('flow')) {
      d.spend();
      const value = capture(m, 'd.value');
      const assign = capture(m, 'd.assign');
      const target = capture(m, 'd.target');
      if (assign && target && value) {
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
    flow = { dests: new IntervalIndex(dests) };
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

  const pathGuarded = (path: Node): boolean => {
    if (path.type !== 'identifier') return false;
    const v = d.boundExpression(path);
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
    pathGuarded,
    enclosingFunction,
    destination: (n: Node): string | null => destinationOf(n)?.name ?? enclosingFunction(n)?.name ?? null,
    destinationValue: (n: Node): Node | null => destinationOf(n)?.value ?? null,
  };
}
