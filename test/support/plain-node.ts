import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/**
 * The Node a user would have: not the workspace's own Node 22 (which runs package scripts and the tests), but a plain
 * system one, Node 20 when the machine has it. `env` puts it first on PATH (and drops node_modules/.bin entries), so
 * `npm`, `npx` and `#!/usr/bin/env node` bins run on it too.
 */
export interface PlainNode {
  node: string;
  version: string;
  env: NodeJS.ProcessEnv;
}

function versionOf(node: string): string | null {
  const r = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

export function findPlainNode(): PlainNode {
  const pathDirs = (process.env.PATH ?? '').split(delimiter).filter((d) => d && !d.includes('node_modules'));
  const candidates = [
    process.env.VERDICT_TEST_NODE,
    '/usr/bin/node',
    '/usr/local/bin/node',
    ...pathDirs.map((d) => join(d, 'node')),
    process.execPath,
  ].filter((p): p is string => typeof p === 'string' && existsSync(p));
  const found = [...new Set(candidates.map((p) => realpathSync(p)))]
    .map((node) => ({ node, version: versionOf(node) }))
    .filter((c): c is { node: string; version: string } => c.version !== null && Number(c.version.slice(1).split('.')[0]) >= 20);
  const chosen = found.find((c) => c.version.startsWith('v20.')) ?? found[0];
  if (!chosen) throw new Error('no Node >= 20 found');
  const env = { ...process.env, PATH: [dirname(chosen.node), ...pathDirs].join(delimiter) };
  // Make sure npm on that PATH exists and runs on the chosen Node.
  execFileSync('npm', ['--version'], { env, stdio: 'pipe' });
  return { ...chosen, env };
}
