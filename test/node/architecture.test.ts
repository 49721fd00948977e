import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md maps every endpoint to its route, contract, service and tests. This keeps the map true: every
 * endpoint declared in the route files (with the prefix app.ts mounts it under) has a row, every row is a declared
 * endpoint, every file it names exists and every contract it names is exported by packages/contracts.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const API = join(ROOT, 'workers/api/src');

interface Row {
  endpoint: string;
  route: string;
  contracts: string[];
  services: string[];
  tests: string[];
}

const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

function tableRows(): Row[] {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const start = text.search(/^\|\s*spec §\s*\|\s*endpoint\s*\|/m);
  if (start < 0) throw new Error('docs/architecture.md has no traceability table');
  return text
    .slice(start)
    .split('\n')
    .slice(2)
    .filter((line) => line.startsWith('|'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      const cell = (i: number) => cells[i]?.trim() ?? '';
      return {
        endpoint: ticked(cell(1))[0] ?? '',
        route: ticked(cell(2))[0] ?? '',
        contracts: ticked(cell(3)),
        services: ticked(cell(4)),
        tests: ticked(cell(5)),
      };
    });
}

/** `METHOD /path` of every route declaration in the route files, prefixed as app.ts mounts the router. */
function declaredEndpoints(): Map<string, string> {
  const app = readFileSync(join(API, 'app.ts'), 'utf8');
  const endpoints = new Map<string, string>();
  for (const file of readdirSync(join(API, 'routes')).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(API, 'routes', file), 'utf8');
    const router = /export (?:const|function) (\w+Router)\b/.exec(text)?.[1];
    expect(router, `${file} exports a router`).toBeDefined();
    const underV1 = new RegExp(`v1\\.route\\('/', ${router}\\)`).test(app);
    const atRoot = new RegExp(`app\\.route\\(\\s*'/',\\s*${router}\\b`).test(app);
    expect(underV1 || atRoot, `${router} is mounted in app.ts`).toBe(true);
    for (const block of text.matchAll(/\b(?:createRoute|route)\(\{([\s\S]*?)\n\}\);/g)) {
      const body = block[1] ?? '';
      const method = /method: '(\w+)'/.exec(body)?.[1];
      const path = /path: '([^']+)'/.exec(body)?.[1];
      if (method && path) endpoints.set(`${method.toUpperCase()} ${underV1 ? '/v1' : ''}${path}`, `routes/${file}`);
    }
  }
  for (const match of app.matchAll(/app\.(?:get|doc31)\(\s*'([^']+)'/g)) endpoints.set(`GET ${match[1]}`, 'app.ts');
  return endpoints;
}

function contractExports(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts'))
        for (const m of readFileSync(path, 'utf8').matchAll(/export (?:const|function|type|interface) (\w+)/g)) names.add(m[1] ?? '');
    }
  };
  walk(join(ROOT, 'packages/contracts/src'));
  return names;
}

describe('docs/architecture.md traceability table', () => {
  const rows = tableRows();

  it('has one row per endpoint declared in the route files, and no other', () => {
    const declared = declaredEndpoints();
    expect(declared.size).toBeGreaterThan(40);
    const listed = rows.map((row) => row.endpoint);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...declared.keys()].filter((e) => !listed.includes(e))).toEqual([]);
    expect(listed.filter((e) => !declared.has(e))).toEqual([]);
  });

  it('names the route file that declares each endpoint', () => {
    const declared = declaredEndpoints();
    for (const row of rows) expect(row.route, row.endpoint).toBe(declared.get(row.endpoint));
  });

  it('names contracts that packages/contracts exports', () => {
    const exported = contractExports();
    expect(rows.flatMap((row) => row.contracts).filter((name) => !exported.has(name))).toEqual([]);
  });

  it('names files that exist', () => {
    const missing: string[] = [];
    for (const row of rows) {
      for (const path of row.services) {
        const full = /^(packages|workers)\//.test(path) ? join(ROOT, path) : join(API, path);
        if (!existsSync(full)) missing.push(`${row.endpoint}: ${path}`);
      }
      for (const path of row.tests) if (!existsSync(join(ROOT, path))) missing.push(`${row.endpoint}: ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every endpoint at least one test file that calls it', () => {
    expect(rows.filter((row) => row.tests.length === 0).map((row) => row.endpoint)).toEqual([]);
  });
});
