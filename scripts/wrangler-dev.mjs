// The one way this repository starts `wrangler dev --local`: the Node tests (test/node) and the benchmarks
// (scripts/bench.mjs, bench/) both use it. Each server gets free ports, its own state directory and, for the API,
// fresh secrets and the D1 migrations applied first.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations as applyInOneStep, planMigrations } from './dev-migrations.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WRANGLER = join(ROOT, 'node_modules', '.bin', 'wrangler');
export const WRANGLER_ENV = {
  ...process.env,
  CI: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  NO_COLOR: '1',
};
/** Both workers, as `pnpm dev` runs them: the API and the sandbox behind its SANDBOX binding. */
export const API_CONFIGS = ['wrangler.toml', 'workers/sandbox/wrangler.toml'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Ports handed out by this process lately: a caller asks for two or three before its server binds any of them. */
const handedOut = new Map();
const RESERVE_MS = 60_000;

/** Whether `port` can be bound on 127.0.0.1 right now. */
function canListen(port) {
  return new Promise((ok) => {
    const server = createServer();
    server.once('error', () => ok(false));
    server.listen(port, '127.0.0.1', () => server.close(() => ok(true)));
  });
}

/**
 * A free local port: any the system offers, or, when VERDICT_DEV_PORTS=<from>-<to> is set (a machine shared with other
 * services that each own a port range), a free one of that range not yet handed out by this process. Several processes
 * of one test run share the range (the shared servers' setup and the test files), so each starts its search at a
 * place of its own: two of them rarely take the same free port before either binds it.
 */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.VERDICT_DEV_PORTS ?? '');
  if (range) {
    const from = Number(range[1]);
    const size = Number(range[2]) - from + 1;
    for (let i = 0; i < size; i++) {
      const port = from + ((process.pid + i) % size);
      if (Date.now() - (handedOut.get(port) ?? 0) < RESERVE_MS || !(await canListen(port))) continue;
      handedOut.set(port, Date.now());
      return port;
    }
    throw new Error(`no free port in VERDICT_DEV_PORTS=${process.env.VERDICT_DEV_PORTS}`);
  }
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no free port'))));
    });
  });
}

const children = new Set();

/** pnpm's node shim does not exec, so wrangler runs in its own process group and the whole group is stopped. */
async function stopChild(child) {
  if (!children.has(child)) return;
  children.delete(child);
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      return; // already gone
    }
    if (signal === 'SIGTERM') await sleep(700);
  }
}

process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * Starts `wrangler dev --local` with the given configs and waits until `readyPath` answers 200. Resolves to
 * { url, pgid, log(), stop() }, or { failed: true, log } when wrangler exits, reports a build failure or never
 * becomes ready (wrangler dev keeps watching files after a build error, so the error is read from its output).
 */
export async function startWrangler({ configs, readyPath, state, extraArgs = [], timeoutMs = 120_000, script }) {
  const port = await freePort();
  const inspectorPort = await freePort();
  const child = spawn(
    WRANGLER,
    [
      'dev',
      // Another entry module for the first config's Worker (wrangler's positional script), when given.
      ...(script ? [script] : []),
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      ...extraArgs,
      ...configs.flatMap((c) => ['-c', c]),
    ],
    { cwd: ROOT, env: WRANGLER_ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  children.add(child);
  let log = '';
  child.stdout.on('data', (d) => (log += String(d)));
  child.stderr.on('data', (d) => (log += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || /Build failed/.test(log)) {
      await sleep(300); // let the rest of the error reach the log
      await stopChild(child);
      return { failed: true, log: stripAnsi(log) };
    }
    try {
      const res = await fetch(`${url}${readyPath}`);
      await res.arrayBuffer();
      if (res.ok) return { failed: false, url, pgid: child.pid, log: () => log, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  await stopChild(child);
  return { failed: true, log: `${stripAnsi(log)}\n(not ready after ${timeoutMs / 1000} s)` };
}

/** Applies the D1 migrations of `config` to the local state in `state`. */
export function applyMigrations(state, config = 'wrangler.toml') {
  execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, '-c', config], {
    cwd: ROOT,
    env: WRANGLER_ENV,
    stdio: 'pipe',
  });
}

/**
 * Starts the real API (both workers, the same command as the README's) on a fresh state directory with fresh secrets
 * and the migrations applied, and waits for /v1/health. `vars` override wrangler.toml [vars]; `extraArgs` go to
 * `wrangler dev` as given (`--var NAME:value`, say); `script` replaces the API's entry module. Throws when it does not
 * start. stop() also removes the state directory.
 */
export async function startApi({ configs = API_CONFIGS, vars = {}, prefix = 'verdict-dev-', extraArgs = [], script } = {}) {
  const state = mkdtempSync(join(tmpdir(), prefix));
  const envFile = join(state, 'secrets.env');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  writeFileSync(
    envFile,
    [
      `JWT_SECRET=${randomBytes(32).toString('base64url')}`,
      `AUDIT_HMAC_SECRET=${randomBytes(32).toString('base64url')}`,
      `WEBHOOK_SECRET_KEY=${randomBytes(32).toString('base64url')}`,
      `SERVICE_ATTESTATION_SECRET='${JSON.stringify(privateKey.export({ format: 'jwk' }))}'`,
      ...Object.entries(vars).map(([k, v]) => `${k}=${v}`),
    ].join('\n'),
  );
  const cleanup = () => rmSync(state, { recursive: true, force: true });
  // The fresh database gets every migration in one step (scripts/dev-migrations.mjs) while wrangler loads the workers;
  // /v1/health reads no table, and nothing else reaches the server before both are done.
  const migrated =
    configs[0] === 'wrangler.toml'
      ? applyInOneStep(planMigrations(ROOT, state), {
          root: ROOT,
          stateDir: state,
          wrangler: [WRANGLER],
          env: WRANGLER_ENV,
          persistArgs: ['--persist-to', state],
        })
      : Promise.resolve().then(() => applyMigrations(state, configs[0]));
  migrated.catch(() => {});
  const server = await startWrangler({
    configs,
    readyPath: '/v1/health',
    state,
    extraArgs: ['--env-file', envFile, ...extraArgs],
    script,
  });
  try {
    await migrated;
  } catch (error) {
    if (!server.failed) await server.stop();
    cleanup();
    throw error;
  }
  if (server.failed) {
    cleanup();
    throw new Error(`wrangler dev did not start:\n${server.log.slice(-4000)}`);
  }
  return {
    url: server.url,
    pgid: server.pgid,
    output: server.log,
    async stop() {
      await server.stop();
      cleanup();
    },
  };
}
