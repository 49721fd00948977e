import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
// @ts-expect-error: a plain .mjs build script without type declarations
import { writeRuntimeSource } from './packages/engines/src/stats/runtime/gen-runtime-source.mjs';

/**
 * Test files that start `wrangler dev` (directly or through a script that does): the `dev` project, left out of
 * `pnpm test:fast`. Those that need only "a running API" share one server per set of variables
 * (test/support/shared-dev-server.ts); the rest start their own because they need something nobody else may share
 * (a sandbox-only server, SANDBOX_MODE=container, `pnpm dev` itself, the soak script's own platform).
 */
const WRANGLER_DEV_FILES = [
  'test/node/adoption.test.ts',
  'test/node/console-browser.test.ts',
  'test/node/container-sandbox.test.ts',
  'test/node/dev-script.test.ts',
  'test/node/e2e.test.ts',
  'test/node/gateway.test.ts',
  'test/node/mcp.test.ts',
  'test/node/openapi-lint.test.ts',
  'test/node/prometheus-scrape.test.ts',
  'test/node/python-sdk.test.ts',
  'test/node/soak.test.ts',
  'test/node/webhooks-e2e.test.ts',
  'workers/sandbox/test/worker-entry.test.ts',
];

/**
 * Left out of `pnpm test:fast` (VERDICT_TEST_FAST=1) and run by `pnpm test`: the slowest checks that are not about the
 * code an everyday change touches — two oracle agreement sweeps (MiniSat, the stats corpus), the benchmark smoke tests,
 * the production build checks and the HTTP fuzzing pass (together about 97 s of the fast run's test time on a 2-core
 * machine).
 */
const SLOW_FILES = process.env.VERDICT_TEST_FAST
  ? [
      'packages/engines/src/logic/minisat-agreement.test.ts',
      'packages/engines/src/stats/corpus/corpus.test.ts',
      'packages/*/src/**/bench.test.ts',
      'test/node/deploy-config.test.ts',
      'test/node/bundle-size.test.ts',
      'workers/api/test/fuzz.test.ts',
    ]
  : [];

/** Fresh secrets for every test run: nothing secret is committed and the product has no fallback values. */
function testSecrets() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    AUDIT_HMAC_SECRET: randomBytes(32).toString('base64url'),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64url'),
    SERVICE_ATTESTATION_SECRET: JSON.stringify(privateKey.export({ format: 'jwk' })),
  };
}

/** What the sandbox bundle is made from: its worker, the packages it imports, the lockfile and the patches (tests aside). */
const SANDBOX_INPUTS = ['workers/sandbox', 'packages', 'pnpm-lock.yaml', 'patches'];
// dist/ holds build outputs (the container's server bundle), not inputs.
const SKIP_DIRS = new Set(['node_modules', 'test', '.wrangler', 'dist']);

function hashInputs(root: string): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!SKIP_DIRS.has(name)) visit(join(path, name));
      return;
    }
    if (path.endsWith('.test.ts')) return;
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of SANDBOX_INPUTS) if (existsSync(join(root, input))) visit(join(root, input));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the sandbox worker with wrangler's own bundler (so its QuickJS .wasm import becomes a CompiledWasm module as in
 * `wrangler dev` and production) for the workerd tests, where it runs as the auxiliary worker behind SANDBOX. The
 * build takes tens of seconds, so it runs only when the workers project starts, and is kept under a hash of its
 * inputs: an unchanged sandbox is not rebuilt.
 */
function buildSandboxWorker() {
  const root = process.cwd();
  const buildRoot = join(root, '.test-build');
  const key = hashInputs(root);
  const outdir = join(buildRoot, `sandbox-${key}`);
  const done = join(outdir, '.complete');
  if (!existsSync(done)) {
    for (const old of existsSync(buildRoot) ? readdirSync(buildRoot) : []) {
      if (old === 'sandbox' || old.startsWith('sandbox-')) rmSync(join(buildRoot, old), { recursive: true, force: true });
    }
    execFileSync(
      join(root, 'node_modules', '.bin', 'wrangler'),
      ['deploy', '--dry-run', '--outdir', outdir, '-c', 'workers/sandbox/wrangler.toml'],
      {
        env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
        stdio: 'pipe',
      },
    );
    writeFileSync(done, `${key}\n`);
  }
  const files = readdirSync(outdir);
  const modules = [
    { type: 'ESModule' as const, path: join(outdir, 'worker.js') },
    ...files.filter((f) => f.endsWith('.wasm')).map((f) => ({ type: 'CompiledWasm' as const, path: join(outdir, f) })),
    // PGlite's file-system bundle and data directory (the sandbox's Data rule).
    ...files.filter((f) => f.endsWith('.data') || f.endsWith('.tar.gz')).map((f) => ({ type: 'Data' as const, path: join(outdir, f) })),
  ];
  return { modules, modulesRoot: outdir };
}

/** One build per run, however many times the pool asks. */
let sandboxWorker: ReturnType<typeof buildSandboxWorker> | undefined;

export default defineConfig(async () => {
  // The stats runtime is built from its modules, never committed: a test run always uses the current one.
  await writeRuntimeSource();
  const migrations = await readD1Migrations('./migrations');
  const secrets = testSecrets();
  return {
    test: {
      reporters: ['default', './test/summary-reporter.ts'],
      // The API's one-line-per-request log (docs/observability.md) would drown the output; request-log.test.ts
      // captures and checks those lines itself.
      onConsoleLog: (log: string) => !log.includes('"event":"request"'),
      projects: [
        {
          test: {
            name: 'node',
            environment: 'node',
            include: ['packages/*/src/**/*.test.ts', 'workers/sandbox/test/**/*.test.ts', 'test/node/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...WRANGLER_DEV_FILES, ...SLOW_FILES],
            // Files reuse their worker process instead of a fresh one each (a third less time here); a file that changes
            // process-wide state (process.env, globals) puts it back.
            isolate: false,
            testTimeout: 120_000,
          },
        },
        {
          test: {
            name: 'dev',
            environment: 'node',
            include: WRANGLER_DEV_FILES,
            globalSetup: ['./test/support/shared-dev-servers.ts'],
            testTimeout: 120_000,
          },
        },
        {
          plugins: [
            // A function: the plugin calls it when the workers project starts, so a run without it builds nothing.
            cloudflareTest(() => {
              sandboxWorker ??= buildSandboxWorker();
              return {
                wrangler: { configPath: './wrangler.toml' },
                remoteBindings: false,
                miniflare: {
                  bindings: {
                    TEST_MIGRATIONS: migrations,
                    ...secrets,
                    RATE_LIMIT_PER_MINUTE: '600',
                    // Every test request comes from one client address ("unknown"): per-client throttles are opened up
                    // here and exercised by the throttle tests with their own limits.
                    THROTTLE_SIGNUP_CLIENT: '100000/1',
                    THROTTLE_SIGNIN_CLIENT: '100000/1',
                    THROTTLE_AGENT_CLIENT: '100000/1',
                  },
                  workers: [
                    {
                      name: 'verdict-sandbox',
                      modules: sandboxWorker.modules,
                      modulesRoot: sandboxWorker.modulesRoot,
                      compatibilityDate: '2026-11-01',
                      compatibilityFlags: ['nodejs_compat'],
                    },
                  ],
                },
              };
            }),
          ],
          test: {
            name: 'workers',
            include: ['workers/api/test/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...SLOW_FILES],
            setupFiles: ['./workers/api/test/setup/apply-migrations.ts'],
            // One workerd per pool worker for all its files instead of one per file: starting it and loading the API's
            // modules cost more than most files' tests. Files share its storage, so every file makes its own tenants
            // (harness.ts newTenant) and never counts rows it did not create.
            isolate: false,
            testTimeout: 60_000,
          },
        },
        {
          // examples/edge-gate: the customer-side Worker that admits requests by attestation, in workerd.
          plugins: [cloudflareTest({ wrangler: { configPath: './examples/edge-gate/wrangler.toml' }, remoteBindings: false })],
          test: {
            name: 'edge-gate',
            include: ['examples/edge-gate/test/**/*.test.ts'],
            testTimeout: 30_000,
          },
        },
      ],
    },
  };
});
