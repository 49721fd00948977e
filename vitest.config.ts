import { randomBytes, generateKeyPairSync } from 'node:crypto';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/** Fresh secrets for every test run: nothing secret is committed and the product has no fallback values. */
function testSecrets() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    AUDIT_HMAC_SECRET: randomBytes(32).toString('base64url'),
    SERVICE_ATTESTATION_SECRET: JSON.stringify(privateKey.export({ format: 'jwk' })),
  };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    test: {
      reporters: ['default', './test/summary-reporter.ts'],
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
                bindings: { TEST_MIGRATIONS: migrations, ...testSecrets(), RATE_LIMIT_PER_MINUTE: '600' },
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
      ],
    },
  };
});
