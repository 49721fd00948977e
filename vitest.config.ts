import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

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

/**
 * Builds the sandbox worker with wrangler's own bundler (so its QuickJS .wasm import becomes a CompiledWasm module as in
 * `wrangler dev` and production) for the workerd tests, where it runs as the auxiliary worker behind SANDBOX.
 */
function buildSandboxWorker() {
  const outdir = join(process.cwd(), '.test-build', 'sandbox');
  execFileSync(
    join(process.cwd(), 'node_modules', '.bin', 'wrangler'),
    ['deploy', '--dry-run', '--outdir', outdir, '-c', 'workers/sandbox/wrangler.toml'],
    {
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      stdio: 'pipe',
    },
  );
  const files = readdirSync(outdir);
  return [
    { type: 'ESModule' as const, path: join(outdir, 'worker.js') },
    ...files.filter((f) => f.endsWith('.wasm')).map((f) => ({ type: 'CompiledWasm' as const, path: join(outdir, f) })),
    // PGlite's file-system bundle and data directory (the sandbox's Data rule).
    ...files.filter((f) => f.endsWith('.data') || f.endsWith('.tar.gz')).map((f) => ({ type: 'Data' as const, path: join(outdir, f) })),
  ];
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  const sandboxModules = buildSandboxWorker();
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
            testTimeout: 120_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              remoteBindings: false,
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ...testSecrets(),
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
                    modules: sandboxModules,
                    modulesRoot: join(process.cwd(), '.test-build', 'sandbox'),
                    compatibilityDate: '2026-11-01',
                    compatibilityFlags: ['nodejs_compat'],
                  },
                ],
              },
            }),
          ],
          test: {
            name: 'workers',
            include: ['workers/api/test/**/*.test.ts'],
            setupFiles: ['./workers/api/test/setup/apply-migrations.ts'],
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
