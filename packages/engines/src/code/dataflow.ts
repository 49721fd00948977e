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

export interface Scope {
  node: Node;
  name: string | null;
}

interface Dest {
  /** The destination's name, read from the tree when a rule first asks (most destinations are never asked about). */
  readonly name: string | null;
  value: Node;
}

/** A destination whose name is read from `named` on first use. */
function lazyDest(value: Node, named: () => string | null): Dest {
  let name: string | null | undefined;
  return {
    value,
    get name() {
      if (name === undefined) name = named();
      return name;
    },
  };
}

export interface DataflowDeps {
  root: Node;
  scopes: IntervalIndex<Scope>;
  resolve: (n: Node | null | undefined) => string | null;
  /** The single expression bound to an identifier in its scope (values.ts), or null. */
  boundExpression: (id: Node) => Node | null;
  /** Whether a confinement check on a variable decides at a node (values.ts). */
  confined: (name: string, at: Node) => boolean;
  /** The flow pattern's matches: all of them, or (with a range) those whose nodes overlap it. */
  lazyMatches: (kind: 'flow', range?: { start: number; end: number }) => QueryMatch[];
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

/**
 * Destinations asked about one node at a time are found by matching the flow pattern over that node's range only (the
 * destinations around a node overlap it); past this many questions the whole file is matched once instead, so a file
 * that asks about every line costs one pass, and one that asks up to that many times (findings stop at 100) never pays for
 * the whole file.
 */
const RANGED_FLOW_QUERIES = 128;

export function createDataflow(d: DataflowDeps) {
  let flow: { dests: IntervalIndex<Dest> } | null = null;
  let rangedQueries = 0;
  const collectDests = (matches: QueryMatch[]): IntervalIndex<Dest> => {
    const dests: Array<{ start: number; end: number; value: Dest }> = [];
    for (const m of matches) {
      d.spend();
      const value = capture(m, 'd.value');
      const assign = capture(m, 'd.assign');
      const target = capture(m, 'd.target');
      if (assign && target && value) {
        dests.push({ start: value.startIndex, end: value.endIndex, value: lazyDest(value, () => targetText(target)) });
        continue;
      }
      const key = capture(m, 'd.key');
      if (key && value) {
        dests.push({ start: value.startIndex, end: value.endIndex, value: lazyDest(value, () => staticString(key) ?? key.text) });
        continue;
      }
      const ret = capture(m, 'd.return') ?? capture(m, 'd.stmt');
      if (ret) dests.push({ start: ret.startIndex, end: ret.endIndex, value: { name: null, value: ret } });
    }
    return new IntervalIndex(dests);
  };
  const flowFacts = () => {
    flow ??= { dests: collectDests(d.lazyMatches('flow')) };
    return flow;
  };

  const pathGuarded = (path: Node): boolean => {
    if (path.type !== 'identifier') return false;
    const v = d.boundExpression(path);
    if (!v || (v.type !== 'call' && v.type !== 'call_expression')) return false;
    if (!NORMALISERS.test(d.resolve(v.childForFieldName('function')) ?? '')) return false;
    // The check must decide for this use: a prefix test whose branch only logs confines nothing.
    return d.confined(path.text, path);
  };

  const enclosingFunction = (n: Node): Scope | null => {
    for (const s of d.scopes.containing(n.startIndex, n.endIndex)) if (s.value.node.id !== d.root.id) return s.value;
    return null;
  };

  // Rules ask about the same node more than once (a weak hash: its name, then whether it is fed a password).
  const asked = new Map<number, Dest | null>();
  const destinationOf = (n: Node): Dest | null => {
    const known = asked.get(n.id);
    if (known !== undefined) return known;
    let out: Dest | null;
    if (!flow && rangedQueries < RANGED_FLOW_QUERIES) {
      rangedQueries++;
      const near = collectDests(d.lazyMatches('flow', { start: n.startIndex, end: n.endIndex }));
      out = near.innermost(n.startIndex, n.endIndex)?.value ?? null;
    } else out = flowFacts().dests.innermost(n.startIndex, n.endIndex)?.value ?? null;
    asked.set(n.id, out);
    return out;
  };

  return {
    pathGuarded,
    enclosingFunction,
    destination: (n: Node): string | null => destinationOf(n)?.name ?? enclosingFunction(n)?.name ?? null,
    destinationValue: (n: Node): Node | null => destinationOf(n)?.value ?? null,
  };
}
