import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The production environment of wrangler.toml, checked with wrangler itself: `wrangler deploy --dry-run --env
 * production` validates the configuration, runs the sandbox build command and bundles the Worker without an account.
 * Wrangler builds the container image even in a dry run, which needs Docker: without Docker the run passes
 * `--containers-rollout=none` (the container stays declared and listed, its image is not built) and the full run is
 * skipped with a printed reason.
 */
const wrangler = join(process.cwd(), 'node_modules', '.bin', 'wrangler');
const env = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const outdirs: string[] = [];

function dryRun(args: string[]): { status: number | null; log: string } {
  const outdir = mkdtempSync(join(tmpdir(), 'verdict-deploy-'));
  outdirs.push(outdir);
  const r = spawnSync(wrangler, ['deploy', '--dry-run', '--outdir', outdir, ...args], { env, encoding: 'utf8', timeout: 240_000 });
  return { status: r.status, log: `${r.stdout}\n${r.stderr}` };
}

/** `env.NAME (…)  Type` rows of wrangler's binding table, as "NAME: Type". */
function bindings(log: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const m of log.matchAll(/^env\.([A-Z0-9_]+)(?: \(([^)]*)\))?\s{2,}(.+?)\s*$/gm)) rows.set(m[1] ?? '', `${m[3]}`);
  return rows;
}

function dockerAvailable(): string | null {
  const bin = process.env.WRANGLER_DOCKER_BIN ?? 'docker';
  const r = spawnSync(bin, ['info'], { encoding: 'utf8', timeout: 20_000 });
  return r.status === 0 ? null : `${bin} info failed (${r.error ? r.error.message : `exit ${r.status}`})`;
}

afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

describe('production deploy configuration', () => {
  let production = { status: null as number | null, log: '' };

  it('wrangler deploy --dry-run --env production succeeds with the sandbox container declared', () => {
    production = dryRun(['--env', 'production', '--containers-rollout=none']);
    expect(production.status, production.log).toBe(0);
    expect(production.log).toMatch(/--dry-run: exiting now/);
    expect(production.log).toMatch(
      /The following containers are available:\s*\n- verdict-api-sandboxcontainer-production \(.*workers\/sandbox\/Dockerfile\)/,
    );
    const table = bindings(production.log);
    expect(table.get('SANDBOX_CONTAINER')).toBe('Durable Object');
    expect(production.log).toMatch(/env\.SANDBOX_MODE \("container"\)/);
    // The build command ran: the image's files exist.
    expect(production.log).toMatch(
      /built .*workers\/sandbox\/dist\/server\.mjs, quickjs\.wasm, PGlite's files and the tree-sitter grammars/,
    );
    process.stdout.write(`${production.log.split('\n').find((l) => l.includes('Total Upload')) ?? ''}\n`);
  }, 240_000);

  it('declares every binding of the local configuration (bindings are not inherited by environments)', () => {
    const local = dryRun([]);
    expect(local.status, local.log).toBe(0);
    const localTable = bindings(local.log);
    const productionTable = bindings(production.log);
    // By design: production runs generated code in the container, not through the sandbox Worker's service binding.
    const localOnly = new Set(['SANDBOX']);
    for (const [name, type] of localTable) {
      if (localOnly.has(name)) continue;
      expect(productionTable.get(name), `env.production lacks ${name} (${type})`).toBe(type);
    }
    expect(local.log).toMatch(/env\.SANDBOX_MODE \("worker"\)/);
  }, 240_000);

  it('keeps local development free of Docker', () => {
    const toml = readFileSync('wrangler.toml', 'utf8');
    expect(toml).toMatch(/\[dev\]\s*\nenable_containers = false/);
    // [[containers]] only inside the production environment.
    expect(toml).not.toMatch(/^\[\[containers\]\]/m);
  });

  it('builds the container image in the dry run where Docker is available', (ctx) => {
    const missing = dockerAvailable();
    if (missing) {
      process.stdout.write(`skipped: the full dry run builds the sandbox image with Docker: ${missing}\n`);
      ctx.skip();
    }
    const full = dryRun(['--env', 'production']);
    expect(full.status, full.log).toBe(0);
    expect(full.log).toMatch(/Building image/);
  }, 600_000);
});

describe('sandbox image build script', () => {
  it('writes a self-contained bundle and the QuickJS wasm', () => {
    const out = mkdtempSync(join(tmpdir(), 'verdict-sandbox-dist-'));
    outdirs.push(out);
    const log = execFileSync(process.execPath, ['workers/sandbox/scripts/build-server.mjs', out], { encoding: 'utf8' });
    expect(log).toContain(join(out, 'server.mjs'));
    expect(readFileSync(join(out, 'quickjs.wasm')).subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
  });
});
