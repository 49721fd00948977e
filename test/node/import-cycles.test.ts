import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API worker's modules form a directed graph without cycles. Biome's noImportCycles sees `import` and `export … from`
 * statements but not inline type imports (`DurableObjectNamespace<import('./x.ts').X>`) nor dynamic `import()`, so this
 * walk reads all of them: a type module that names a module importing it back is a cycle all the same.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'workers/api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Drops comments so that an `import('…')` mentioned in prose is not read as an edge. Strings are kept intact. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g, (_match, lead: string | undefined) => lead ?? '');
}

/** Every relative specifier the file names: static and type imports, re-exports, side-effect and inline `import('…')`. */
function specifiers(text: string): string[] {
  const code = stripComments(text);
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const spec = match[1];
      if (spec?.startsWith('.')) found.push(spec);
    }
  }
  return found;
}

function resolveSpecifier(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((path) => path.startsWith(SRC) && existsSync(path) && /\.tsx?$/.test(path)) ?? null;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiers(readFileSync(file, 'utf8'))
      .map((spec) => resolveSpecifier(file, spec))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components (Tarjan) with more than one module, or a module importing itself. */
function tangles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return components;
}

/** One concrete cycle per tangle. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  return tangles(graph).map((component) => cycleWithin(graph, new Set(component)));
}

/** A concrete path start → … → start inside one strongly connected component, for a readable failure. */
function cycleWithin(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const start = [...members].sort((a, b) => a.localeCompare(b))[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] ?? '';
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0] ?? '') ?? start);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

describe('import graph of workers/api/src', () => {
  it('reads static, type, re-export and inline import() edges', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.ts';",
      "type D = import('./d.ts').D;",
      "// import('./commented.ts')",
      "import { z } from 'zod';",
    ].join('\n');
    expect(specifiers(text).sort((a, b) => a.localeCompare(b))).toEqual(['../b.ts', './a.ts', './c.ts', './d.ts', './side-effect.ts']);
  });

  it('finds a cycle through a type-only edge', () => {
    const graph = new Map([
      ['env', ['durable']],
      ['durable', ['service']],
      ['service', ['env']],
      ['leaf', []],
    ]);
    expect(findCycles(graph)).toEqual([['durable', 'service', 'env', 'durable']]);
  });

  it('has no cycle', () => {
    const graph = importGraph(sourceFiles(SRC));
    expect(graph.size).toBeGreaterThan(50);
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' → '));
    if (cycles.length > 0) {
      const members = tangles(graph)
        .flat()
        .map((file) => relative(ROOT, file));
      console.error(`import cycles:\n${cycles.join('\n')}\nmodules on cycles: ${members.join(', ')}`);
    }
    expect(cycles).toEqual([]);
  });
});
