import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { applyMigrations, planMigrations } from '../../scripts/dev-migrations.mjs';
// @ts-expect-error: a plain .mjs script without type declarations
import { devOptions, wranglerDevArgs } from '../../scripts/dev-setup.mjs';
import { freePort, ROOT, WRANGLER_ENV, applyMigrations as wranglerApply } from '../../scripts/wrangler-dev.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'verdict-dev-script-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const WRANGLER = [process.execPath, join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js')];

describe('pnpm dev options (scripts/dev-setup.mjs)', () => {
  it('defaults to 8787, honours PORT, and --port wins over PORT', () => {
    expect(devOptions(['--start'], {}).port).toBe(8787);
    expect(devOptions(['--start'], { PORT: '8792' }).port).toBe(8792);
    for (const argv of [
      ['--start', '--port', '8791'],
      ['--start', '--port=8791'],
      ['--start', '-p', '8791'],
    ]) {
      expect(devOptions(argv, { PORT: '8792' }).port).toBe(8791);
    }
  });

  it('runs wrangler on the internal port, loopback only, with the other arguments passed on', () => {
    const options = devOptions(['--start', '--port', '8791', '--ip', '0.0.0.0', '--persist-to', 'st', '--log-level', 'debug'], {
      VERDICT_DEV_INTERNAL_PORT: '8799',
    });
    expect(options).toMatchObject({ port: 8791, ip: '0.0.0.0', persistTo: 'st', internalPort: 8799, rest: ['--log-level', 'debug'] });
    const args: string[] = wranglerDevArgs(options, 8799);
    expect(args[args.indexOf('--port') + 1]).toBe('8799');
    expect(args[args.indexOf('--ip') + 1]).toBe('127.0.0.1');
    expect(args.filter((a) => a === '--port')).toHaveLength(1);
    expect(args[args.indexOf('--persist-to') + 1]).toBe('st');
    expect(args.slice(-2)).toEqual(['--log-level', 'debug']);
  });

  it('refuses a bad port before doing anything', () => {
    expect(() => devOptions(['--start', '--port', 'eighty'], {})).toThrow(/port/);
    expect(() => devOptions(['--start'], { PORT: '70000' })).toThrow(/port/);
    expect(() => devOptions(['--start'], { VERDICT_DEV_INTERNAL_PORT: 'x' })).toThrow(/VERDICT_DEV_INTERNAL_PORT/);
  });
});

/** The local D1 database of a state directory, read with SQLite itself. */
function localDb(state: string) {
  const dir = join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no database in ${dir}`);
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    return {
      schema: db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY name").all(),
      applied: db.prepare('SELECT name FROM d1_migrations ORDER BY id').all(),
    };
  } finally {
    db.close();
  }
}

describe('local D1 migrations in one step (scripts/dev-migrations.mjs)', () => {
  it('gives a fresh database the schema and bookkeeping of `wrangler d1 migrations apply`, and skips it afterwards', async () => {
    const oneStep = join(scratch, 'one-step');
    const plan = planMigrations(ROOT, oneStep);
    expect(plan.kind).toBe('fresh');
    await applyMigrations(plan, {
      root: ROOT,
      stateDir: oneStep,
      wrangler: WRANGLER,
      env: WRANGLER_ENV,
      persistArgs: ['--persist-to', oneStep],
    });
    expect(planMigrations(ROOT, oneStep).kind).toBe('current');

    const byWrangler = join(scratch, 'by-wrangler');
    wranglerApply(byWrangler);
    const ours = localDb(oneStep);
    expect(ours.applied.map((r) => r.name)).toEqual(plan.names);
    expect(ours).toEqual(localDb(byWrangler));
    // A database this script did not bring up to date goes through wrangler's incremental apply.
    expect(planMigrations(ROOT, byWrangler).kind).toBe('incremental');
  }, 240_000);
});

describe('pnpm dev start (scripts/dev-setup.mjs --start)', () => {
  let dev: ChildProcess | undefined;
  afterAll(() => {
    if (dev?.exitCode === null) dev.kill('SIGKILL');
  });

  it('answers at once while starting (503 STARTING, Retry-After), then serves the API and prints where everything is', async () => {
    const state = join(scratch, 'start');
    const envFile = join(scratch, 'secrets.env');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const secrets = {
      JWT_SECRET: randomBytes(32).toString('base64url'),
      AUDIT_HMAC_SECRET: randomBytes(32).toString('base64url'),
      WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64url'),
      SERVICE_ATTESTATION_SECRET: `'${JSON.stringify(privateKey.export({ format: 'jwk' }))}'`,
    };
    writeFileSync(
      envFile,
      Object.entries(secrets)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );
    const [port, internal, inspector] = [await freePort(), await freePort(), await freePort()];
    const script = join(ROOT, 'scripts', 'dev-setup.mjs');
    const args = [
      script,
      '--start',
      '--port',
      String(port),
      '--persist-to',
      state,
      '--env-file',
      envFile,
      '--inspector-port',
      String(inspector),
    ];
    dev = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...WRANGLER_ENV, VERDICT_DEV_INTERNAL_PORT: String(internal) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    dev.stdout?.on('data', (d) => (output += d));
    dev.stderr?.on('data', (d) => (output += d));
    const url = `http://127.0.0.1:${port}`;

    // The public port answers from the first moment, within a second, never holding the request.
    let early: Response | undefined;
    for (let i = 0; i < 50 && !early; i++) {
      early = await fetch(`${url}/v1/health`).catch(() => undefined);
      if (!early) await new Promise((r) => setTimeout(r, 100));
    }
    const started = performance.now();
    const starting = await fetch(`${url}/v1/verify/math`, { method: 'POST', body: '{"expression":"1+1"}' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(starting.status).toBe(503);
    expect(starting.headers.get('retry-after')).toBe('1');
    expect(await starting.json()).toMatchObject({ status: 503, code: 'STARTING' });

    const deadline = Date.now() + 200_000;
    while (!output.includes('Verdict is ready') && Date.now() < deadline && dev.exitCode === null) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(output, output.slice(-3000)).toContain('Verdict is ready');
    for (const pointer of [`${url}/v1/health`, `${url}/docs`, `${url}/console`, 'Try it', `${url}/mcp`]) expect(output).toContain(pointer);
    expect(output).not.toContain(`127.0.0.1:${internal}`);

    const health = await fetch(`${url}/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'healthy' });
    // Through the front: a request with a body and an answer from D1 (the migrations ran).
    const signup = await fetch(`${url}/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `dev.${Date.now()}@example.com`, password: 'a long enough password', organization_name: 'Dev' }),
    });
    expect(signup.status, await signup.clone().text()).toBe(201);

    dev.kill('SIGTERM');
    await new Promise((r) => dev?.once('exit', r));
    await expect(fetch(`${url}/v1/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${internal}/v1/health`, { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
  }, 300_000);
});
