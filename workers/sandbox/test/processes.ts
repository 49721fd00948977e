import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

export { freePort } from '../../../scripts/wrangler-dev.mjs';

/** A server started as a real child process, reached over HTTP at `base`. */
export interface RunningEntry {
  base: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Spawns `argv` in its own process group (so wrappers such as pnpm's node shim die with it) and waits until
 * `GET <base>/health` answers 200.
 */
export async function startEntry(options: {
  argv: string[];
  cwd?: string;
  env?: Record<string, string>;
  base: string;
  timeoutMs?: number;
}): Promise<RunningEntry> {
  const [command, ...args] = options.argv;
  if (!command) throw new Error('empty command');
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NODE_NO_WARNINGS: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`${command} did not become healthy:\n${log}`);
    try {
      if ((await fetch(`${options.base}/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base: options.base,
    output: () => log,
    async stop() {
      const pid = child.pid;
      if (pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 300));
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

/** What a Dockerfile of the restricted form used by workers/sandbox/Dockerfile says to build and run. */
export interface ImagePlan {
  from: string;
  workdir: string;
  copies: { sources: string[]; dest: string }[];
  env: Record<string, string>;
  user: string | null;
  exposed: number[];
  cmd: string[];
}

/**
 * Reads the Dockerfile's instructions. Only WORKDIR, COPY, ENV, USER, EXPOSE and CMD in exec form are understood; any
 * other instruction (RUN, ADD, ENTRYPOINT…) fails, so a change to the image cannot silently escape the test that runs it.
 */
export function readImagePlan(dockerfile: string): ImagePlan {
  const plan: ImagePlan = { from: '', workdir: '/', copies: [], env: {}, user: null, exposed: [], cmd: [] };
  const lines = readFileSync(dockerfile, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (instruction.toUpperCase()) {
      case 'FROM':
        plan.from = args;
        break;
      case 'WORKDIR':
        plan.workdir = args.startsWith('/') ? args : join(plan.workdir, args);
        break;
      case 'COPY': {
        const parts = args.split(/\s+/).filter((p) => !p.startsWith('--'));
        const dest = parts.pop() ?? '.';
        plan.copies.push({ sources: parts, dest: dest.startsWith('/') ? dest : join(plan.workdir, dest) });
        break;
      }
      case 'ENV':
        for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)) plan.env[m[1] ?? ''] = (m[2] ?? '').replace(/^"|"$/g, '');
        break;
      case 'USER':
        plan.user = args;
        break;
      case 'EXPOSE':
        plan.exposed.push(...args.split(/\s+/).map((p) => Number.parseInt(p, 10)));
        break;
      case 'CMD':
        plan.cmd = JSON.parse(args) as string[];
        break;
      default:
        throw new Error(`Dockerfile instruction not understood by the image test: ${instruction}`);
    }
  }
  return plan;
}

/**
 * Lays the image's files out under `root` as the COPY instructions place them (from the build context), and returns
 * the directory CMD runs in. Only the copied files exist there: no node_modules, nothing from the repository.
 */
export function layOutImage(plan: ImagePlan, context: string, root: string): string {
  for (const { sources, dest } of plan.copies) {
    const intoDir = dest.endsWith('/') || sources.length > 1;
    for (const source of sources) {
      const target = intoDir ? join(root, dest, basename(source)) : join(root, dest);
      mkdirSync(resolve(target, '..'), { recursive: true });
      copyFileSync(join(context, source), target);
    }
  }
  const workdir = join(root, plan.workdir);
  mkdirSync(workdir, { recursive: true });
  return workdir;
}
