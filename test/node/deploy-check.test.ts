import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
// @ts-expect-error: a plain ES module script without type declarations
import { checkConfig, report } from '../../scripts/deploy-check.mjs';

type Result = { ok: boolean; what: string; fix?: string; warning: boolean };
const check = checkConfig as (config: unknown, env: string, base?: unknown) => Result[];
const production = () => unstable_readConfig({ config: 'wrangler.toml', env: 'production' }, { hideWarnings: true });
/** The top-level configuration (what `pnpm dev` and the tests run with): every binding the code uses. */
const base = () => unstable_readConfig({ config: 'wrangler.toml' }, { hideWarnings: true });
const missing = (results: Result[]) => results.filter((r) => !r.ok && !r.warning).map((r) => r.what);

describe('deploy-check', () => {
  it('reports the placeholder resource ids of the committed production environment', () => {
    const gaps = missing(check(production(), 'production', base()));
    expect(gaps.some((w) => w.startsWith('D1 database "verdict" id'))).toBe(true);
    expect(gaps.some((w) => w.startsWith('KV namespace ISSUERS id'))).toBe(true);
    // Everything else the configuration itself decides is in place.
    expect(gaps).toHaveLength(2);
  });

  it('passes a configuration with real ids, and catches what must not reach production', () => {
    const config = production();
    const d1 = config.d1_databases[0];
    const kv = config.kv_namespaces[0];
    if (!d1 || !kv) throw new Error('bindings missing');
    d1.database_id = '3f1c2a9e-7b64-4c1e-9d2a-5a8e0c4b7d11';
    kv.id = '9b2e4f6a8c0d1e3f5a7b9c1d3e5f7a9b';
    config.vars.PLATFORM_ADMINS = 'ops@example.com';
    const results = check(config, 'production', base());
    expect(missing(results)).toEqual([]);
    expect(report(results).missing).toBe(0);

    config.vars.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true';
    config.vars.SANDBOX_MODE = 'worker';
    config.vars.ENVIRONMENT = 'development';
    const gaps = missing(check(config, 'production', base()));
    expect(gaps).toEqual([
      'service binding SANDBOX (SANDBOX_MODE = "worker")',
      'ENVIRONMENT = "production" (found "development")',
      'WEBHOOK_ALLOW_PRIVATE_TARGETS is not set (development only)',
    ]);
  });

  it('reports every binding the Worker uses that the environment does not declare (bindings are not inherited)', () => {
    const withIds = () => {
      const config = production();
      const d1 = config.d1_databases[0];
      const kv = config.kv_namespaces[0];
      if (!d1 || !kv) throw new Error('bindings missing');
      d1.database_id = '3f1c2a9e-7b64-4c1e-9d2a-5a8e0c4b7d11';
      kv.id = '9b2e4f6a8c0d1e3f5a7b9c1d3e5f7a9b';
      return config;
    };
    const noThrottle = withIds();
    noThrottle.durable_objects.bindings = noThrottle.durable_objects.bindings.filter((b: { name: string }) => b.name !== 'AUTH_THROTTLE');
    expect(missing(check(noThrottle, 'production', base()))).toEqual(['Durable Object binding AUTH_THROTTLE (class AuthThrottle)']);
    // Without the top-level configuration to compare with, the built-in list still names it.
    expect(missing(check(noThrottle, 'production'))).toEqual(['Durable Object binding AUTH_THROTTLE']);
    const noWebhooks = withIds();
    noWebhooks.queues.producers = (noWebhooks.queues.producers ?? []).filter((p: { binding: string }) => p.binding !== 'WEBHOOK_QUEUE');
    expect(missing(check(noWebhooks, 'production', base()))).toContain('queue producer WEBHOOK_QUEUE');
  });

  it('prints what is missing and exits 1 (offline run)', () => {
    const r = spawnSync(process.execPath, [join('scripts', 'deploy-check.mjs'), '--offline'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/MISSING {2}D1 database "verdict" id/);
    expect(r.stdout).toMatch(/→ npx wrangler d1 create verdict/);
    expect(r.stdout).toMatch(/warning {2}account checks skipped \(--offline\)/);
    expect(r.stdout).toMatch(/deploy-check: \d+ missing/);
  });
});
