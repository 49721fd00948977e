import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, freePort, ROOT, startApi } from '../../scripts/wrangler-dev.mjs';
import { layOutImage, type RunningEntry, readImagePlan, startEntry } from '../../workers/sandbox/test/processes.ts';

/**
 * The production sandbox path (SANDBOX_MODE = "container") end to end over `wrangler dev`, which has no Docker:
 * - `plain`: the API started as the README says, plus `--var SANDBOX_MODE:container`. Containers are disabled there,
 *   so the container cannot start: readiness must say so, and every sandbox engine must answer 503.
 * - `container`: the API in container mode with the container image's Node entry — built by the production build
 *   command and laid out as workers/sandbox/Dockerfile says — running as a local process. The only stand-in is the
 *   Containers runtime itself (`ctx.container`, test/support/container-entry.ts); the transport, the SandboxContainer
 *   class and @cloudflare/containers are the production code. The sandbox Worker is not started at all here.
 * Not covered locally: the image build by Docker, the Containers scheduler (instance placement, cold start of a VM,
 * `sleepAfter` shutdown) and the network isolation of a real container (`enableInternet = false`).
 */
const OPEN_THROTTLES = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_BURST: '1000000',
  THROTTLE_SIGNUP_CLIENT: '100000/1',
  THROTTLE_SIGNIN_CLIENT: '100000/1',
  THROTTLE_AGENT_CLIENT: '100000/1',
};

const sandboxDir = join(ROOT, 'workers', 'sandbox');
const context = mkdtempSync(join(tmpdir(), 'verdict-container-context-'));
const root = mkdtempSync(join(tmpdir(), 'verdict-container-root-'));
const plan = readImagePlan(join(sandboxDir, 'Dockerfile'));
let workdir = '';
let port = 0;
let entry: RunningEntry | undefined;
let plain: DevServer | undefined;
let container: DevServer | undefined;

/** The image's CMD as a process, on a free port of this machine instead of the container's 8080. */
async function startImageEntry(): Promise<RunningEntry> {
  const [program, ...args] = plan.cmd;
  return startEntry({
    argv: [program === 'node' ? process.execPath : (program ?? ''), ...args],
    cwd: workdir,
    env: { ...plan.env, PORT: String(port), HOST: '127.0.0.1', NODE_PATH: '' },
    base: `http://127.0.0.1:${port}`,
  });
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(sandboxDir, 'scripts', 'build-server.mjs'), join(context, 'dist')], { stdio: 'pipe' });
  workdir = layOutImage(plan, context, root);
  port = await freePort();
  entry = await startImageEntry();
  [plain, container] = await Promise.all([
    startApi({ extraArgs: ['--var', 'SANDBOX_MODE:container'], prefix: 'verdict-plain-container-' }),
    startApi({
      configs: ['wrangler.toml'],
      script: 'test/support/container-entry.ts',
      vars: { SANDBOX_MODE: 'container', SANDBOX_CONTAINER_STANDIN_URL: entry.base, ...OPEN_THROTTLES },
      prefix: 'verdict-container-',
    }),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all([plain?.stop(), container?.stop(), entry?.stop()]);
  rmSync(context, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

async function http(
  server: DevServer | undefined,
  method: string,
  path: string,
  init: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
) {
  if (!server) throw new Error('wrangler dev is not running');
  const send = () =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
    });
  // After the soak script's run the pooled keep-alive socket may already be closed by the server: the
  // request never reached it ("other side closed"), so it is sent once more on a new connection.
  const res = await send().catch((e: unknown) => {
    if ((e as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET') return send();
    throw e;
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : undefined };
}

async function apiKey(server: DevServer | undefined, label: string) {
  const signup = await http(server, 'POST', '/v1/auth/signup', {
    json: { email: `container.${label}.${Date.now()}@example.com`, password: 'a long enough password', organization_name: label },
  });
  expect(signup.status, signup.text).toBe(201);
  const key = await http(server, 'POST', '/v1/auth/api-keys', {
    json: { name: label },
    headers: { authorization: `Bearer ${signup.json.access_token}` },
  });
  expect(key.status, key.text).toBe(201);
  return { 'x-api-key': key.json.key as string };
}

/** One request to each engine that needs the sandbox. */
function sandboxEngines(server: DevServer | undefined, headers: Record<string, string>) {
  const form = new FormData();
  form.set('file', new File(['region,price\nEU,10\nEU,20\nUS,30'], 'data.csv', { type: 'text/csv' }));
  form.set('query', 'What is the mean of price?');
  return {
    stats: () => http(server, 'POST', '/v1/verify/stats', { form, headers }),
    consensus: () => http(server, 'POST', '/v1/verify/consensus', { json: { query: '2+2', verification_mode: 'high' }, headers }),
    code: () => http(server, 'POST', '/v1/verify/code', { json: { code: 'import os\nos.system(cmd)\n', language: 'python' }, headers }),
    sql: () =>
      http(server, 'POST', '/v1/verify/sql', {
        json: { query: 'SELECT id FROM users', schema_ddl: 'CREATE TABLE users (id INT PRIMARY KEY);', dialect: 'postgresql' },
        headers,
      }),
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('SANDBOX_MODE=container over wrangler dev', () => {
  it('started as the README says with --var SANDBOX_MODE:container: not ready, and every sandbox engine answers 503', async () => {
    const ready = await http(plain, 'GET', '/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.json.checks.sandbox).toMatchObject({ ok: false, mode: 'container' });
    const engines = sandboxEngines(plain, await apiKey(plain, 'plain'));
    for (const [name, send] of Object.entries(engines)) {
      const res = await send();
      expect(res.status, `${name}: ${res.text}`).toBe(503);
      expect(res.json.code, name).toBe('SANDBOX_UNAVAILABLE');
    }
  }, 120_000);

  it('with the image entry behind the container transport: ready, and stats, consensus high, code and PostgreSQL SQL answer from it', async () => {
    const ready = await http(container, 'GET', '/v1/health/ready');
    expect(ready.status, ready.text).toBe(200);
    expect(ready.json.checks.sandbox).toMatchObject({ ok: true, mode: 'container' });
    const engines = sandboxEngines(container, await apiKey(container, 'container'));
    const stats = await engines.stats();
    expect(stats.status, stats.text).toBe(200);
    expect(stats.json).toMatchObject({ status: 'SUCCESS', computed_value: 20 });
    const consensus = await engines.consensus();
    expect(consensus.status, consensus.text).toBe(200);
    expect(consensus.json).toMatchObject({ final_answer: '4', agreement_status: 'UNANIMOUS' });
    const code = await engines.code();
    expect(code.status, code.text).toBe(200);
    expect(code.json).toMatchObject({ is_safe: false, analysis: 'complete' });
    const sql = await engines.sql();
    expect(sql.status, sql.text).toBe(200);
    expect(sql.json).toMatchObject({ status: 'VALID', engine: expect.stringMatching(/PostgreSQL/) });
  }, 120_000);

  it('the soak script targets the running instance (--url) and exercises the container sandbox', () => {
    const out = join(context, 'soak.json');
    const run = spawnSync(
      process.execPath,
      ['scripts/soak.mjs', '--url', container?.url ?? '', '--duration', '10', '--concurrency', '3', '--json', out],
      { cwd: ROOT, encoding: 'utf8', timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.errors, JSON.stringify(report.error_samples)).toBe(0);
    expect(report.sandbox.mode).toBe('container');
    expect(report.sandbox.requests).toBeGreaterThan(0);
    expect(report.logs.checked).toBe(false);
    expect(report.audit_chain).toMatchObject({ ok: true, organizations: 2, source: 'compliance report' });
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
  }, 200_000);

  it('a container that stops answering: 503 and not ready; answering again: 200 and ready', async () => {
    const engines = sandboxEngines(container, await apiKey(container, 'outage'));
    await entry?.stop();
    await until('readiness to report the container down', async () => {
      const ready = await http(container, 'GET', '/v1/health/ready');
      return ready.status === 503 && ready.json.checks.sandbox.ok === false ? true : undefined;
    });
    for (const [name, send] of Object.entries(engines)) {
      const res = await send();
      expect(res.status, `${name}: ${res.text}`).toBe(503);
      expect(res.json.code, name).toBe('SANDBOX_UNAVAILABLE');
    }
    entry = await startImageEntry();
    await until('readiness to report the container back', async () => {
      const ready = await http(container, 'GET', '/v1/health/ready');
      return ready.status === 200 ? true : undefined;
    });
    for (const [name, send] of Object.entries(engines)) expect((await send()).status, name).toBe(200);
  }, 180_000);
});
