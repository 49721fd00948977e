import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxContractSuite } from './contract.ts';
import { freePort, layOutImage, type RunningEntry, readImagePlan, startEntry } from './processes.ts';

/**
 * The container entry as the image runs it, without Docker: the bundle is built exactly as the production build command
 * does, the Dockerfile's COPY instructions place its files in an empty directory (no node_modules, no repository), and
 * its CMD runs there with its ENV as a real process. The contract suite then runs against it over HTTP.
 */
const sandboxDir = fileURLToPath(new URL('..', import.meta.url));
const plan = readImagePlan(join(sandboxDir, 'Dockerfile'));
const context = mkdtempSync(join(tmpdir(), 'verdict-image-context-'));
const root = mkdtempSync(join(tmpdir(), 'verdict-image-root-'));
let entry: RunningEntry | undefined;

beforeAll(async () => {
  // The build script writes into <context>/dist, the layout the Dockerfile copies from.
  execFileSync(process.execPath, [join(sandboxDir, 'scripts', 'build-server.mjs'), join(context, 'dist')], { stdio: 'pipe' });
  const workdir = layOutImage(plan, context, root);
  const port = await freePort();
  const [program, ...args] = plan.cmd;
  // The image's `node` is Node 22, like the one running this test.
  const argv = [program === 'node' ? process.execPath : (program ?? ''), ...args];
  entry = await startEntry({
    argv,
    cwd: workdir,
    env: { ...plan.env, PORT: String(port), HOST: '127.0.0.1', NODE_PATH: '' },
    base: `http://127.0.0.1:${port}`,
  });
}, 180_000);

afterAll(async () => {
  await entry?.stop();
  rmSync(context, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

describe('sandbox container image', () => {
  it('is built from a pinned Node 22 base and runs unprivileged on the port the API expects', () => {
    expect(plan.from).toMatch(/^node:22(\.|-|$)/);
    expect(plan.user).toBe('node');
    expect(plan.env.PORT).toBe('8080');
    expect(plan.exposed).toEqual([8080]);
    expect(plan.cmd[0]).toBe('node');
  });

  it('holds only the copied files: the bundle resolves nothing from a node_modules', () => {
    const workdir = join(root, plan.workdir);
    expect(readdirSync(workdir).sort()).toEqual(plan.copies.flatMap((c) => c.sources.map((s) => s.split('/').pop())).sort());
    expect(existsSync(join(workdir, 'node_modules'))).toBe(false);
  });
});

sandboxContractSuite('container image entry (Dockerfile CMD)', () => entry?.base ?? '');
