// Prints what a deployment still lacks before `wrangler deploy --env production` can work (docs/deploy.md), and exits 1
// when anything is missing. Checks the configuration as wrangler resolves it for the environment (placeholder ids,
// bindings, the sandbox container, variables that must not reach production), the tools (Docker), and — unless
// --offline — the account: login, the D1 database, the KV namespace, the queues and the secrets.
//   node scripts/deploy-check.mjs [--env production] [--config wrangler.toml] [--offline]
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REQUIRED_SECRETS = ['JWT_SECRET', 'AUDIT_HMAC_SECRET', 'SERVICE_ATTESTATION_SECRET', 'WEBHOOK_SECRET_KEY'];
export const REQUIRED_QUEUES = { BATCH_QUEUE: 'verdict-batches', WEBHOOK_QUEUE: 'verdict-webhooks' };
/** Used when no top-level configuration is given to compare with (the Worker's Env declares each of them). */
const REQUIRED_DURABLE_OBJECTS = ['RATE_LIMITER', 'AUDIT_LEDGER', 'AGENT_SESSION', 'SQL_SCRATCH', 'AUTH_THROTTLE'];

const isPlaceholderId = (id) => !id || /^[0-]+$/.test(id) || /local/i.test(id);

export function parseArgs(argv) {
  /** @type {{ env: string, config: string, offline: boolean }} */
  const options = { env: 'production', config: 'wrangler.toml', offline: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--env') options.env = argv[++i] ?? '';
    else if (argv[i] === '--config') options.config = argv[++i] ?? '';
    else if (argv[i] === '--offline') options.offline = true;
    else throw new Error(`deploy-check: unknown argument ${argv[i]}`);
  }
  return options;
}

/**
 * Bindings are not inherited by an environment, so each one the Worker uses must be declared again there. The top-level
 * configuration is what `pnpm dev` and the tests run with, so it has every binding the code uses: each of its Durable
 * Object, KV, D1, queue and service bindings must be in the environment too. The two sandbox bindings are left to the
 * SANDBOX_MODE checks below: an environment needs the one its mode selects.
 */
function inheritedBindings(config, base, env, add) {
  const declared = (list, key = 'binding') => new Set((list ?? []).map((b) => b[key]));
  const objects = new Map((config.durable_objects?.bindings ?? []).map((b) => [b.name, b.class_name]));
  for (const b of base.durable_objects?.bindings ?? []) {
    if (b.name === 'SANDBOX_CONTAINER') continue;
    add(
      objects.get(b.name) === b.class_name,
      `Durable Object binding ${b.name} (class ${b.class_name})`,
      `declare it in [[env.${env}.durable_objects.bindings]]`,
    );
  }
  const kv = declared(config.kv_namespaces);
  for (const b of base.kv_namespaces ?? []) add(kv.has(b.binding), `KV binding ${b.binding}`, `declare it in [[env.${env}.kv_namespaces]]`);
  const d1 = declared(config.d1_databases);
  for (const b of base.d1_databases ?? []) add(d1.has(b.binding), `D1 binding ${b.binding}`, `declare it in [[env.${env}.d1_databases]]`);
  const producers = declared(config.queues?.producers);
  for (const b of base.queues?.producers ?? [])
    add(producers.has(b.binding), `queue producer ${b.binding}`, `declare it in [[env.${env}.queues.producers]]`);
  const consumers = declared(config.queues?.consumers, 'queue');
  for (const b of base.queues?.consumers ?? [])
    add(consumers.has(b.queue), `queue consumer of ${b.queue}`, `declare it in [[env.${env}.queues.consumers]]`);
  const services = declared(config.services);
  for (const b of base.services ?? []) {
    if (b.binding === 'SANDBOX') continue;
    add(services.has(b.binding), `service binding ${b.binding}`, `declare it in [[env.${env}.services]]`);
  }
}

/**
 * Checks of the resolved configuration alone. `base` is the top-level configuration (without an environment): every
 * binding it declares must be declared in the environment too. Each result: {ok, what, fix?, warning?}.
 */
export function checkConfig(config, env, base) {
  const results = [];
  const add = (ok, what, fix, warning = false) => results.push({ ok, what, ...(fix ? { fix } : {}), warning });
  const vars = config.vars ?? {};

  const db = (config.d1_databases ?? []).find((d) => d.binding === 'DB');
  if (!db) add(false, 'D1 binding DB', `declare [[env.${env}.d1_databases]] binding = "DB"`);
  else
    add(
      !isPlaceholderId(db.database_id),
      `D1 database "${db.database_name}" id (${db.database_id})`,
      `npx wrangler d1 create ${db.database_name} → put its database_id into [[env.${env}.d1_databases]]`,
    );
  if (db && !existsSync(db.migrations_dir ?? 'migrations'))
    add(false, `D1 migrations directory ${db.migrations_dir}`, 'restore the migrations folder');

  const kv = (config.kv_namespaces ?? []).find((k) => k.binding === 'ISSUERS');
  if (!kv) add(false, 'KV binding ISSUERS', `declare [[env.${env}.kv_namespaces]] binding = "ISSUERS"`);
  else
    add(
      !isPlaceholderId(kv.id),
      `KV namespace ISSUERS id (${kv.id})`,
      `npx wrangler kv namespace create ISSUERS --env ${env} → put its id into [[env.${env}.kv_namespaces]]`,
    );

  for (const [binding, queue] of Object.entries(REQUIRED_QUEUES)) {
    const producer = (config.queues?.producers ?? []).find((p) => p.binding === binding);
    const consumer = (config.queues?.consumers ?? []).find((c) => c.queue === queue);
    add(
      Boolean(producer && producer.queue === queue && consumer),
      `queue ${queue} (producer ${binding} and consumer)`,
      `declare both in [env.${env}.queues]`,
    );
  }
  const objects = new Set((config.durable_objects?.bindings ?? []).map((b) => b.name));
  if (base) inheritedBindings(config, base, env, add);
  else
    for (const name of REQUIRED_DURABLE_OBJECTS)
      add(objects.has(name), `Durable Object binding ${name}`, `declare it in [[env.${env}.durable_objects.bindings]]`);

  const mode = vars.SANDBOX_MODE;
  if (mode === 'container') {
    const container = (config.containers ?? []).find((c) => c.class_name === 'SandboxContainer');
    add(
      Boolean(container),
      'sandbox container (SandboxContainer) declared',
      `declare [[env.${env}.containers]] class_name = "SandboxContainer"`,
    );
    add(
      objects.has('SANDBOX_CONTAINER'),
      'Durable Object binding SANDBOX_CONTAINER',
      `declare it in [[env.${env}.durable_objects.bindings]]`,
    );
    const instances = Number(vars.SANDBOX_CONTAINER_INSTANCES ?? 3);
    if (container)
      add(
        instances <= (container.max_instances ?? 1),
        `SANDBOX_CONTAINER_INSTANCES (${instances}) ≤ max_instances (${container.max_instances})`,
        'lower the variable or raise max_instances',
      );
  } else if (mode === 'worker') {
    const service = (config.services ?? []).find((s) => s.binding === 'SANDBOX');
    add(
      Boolean(service),
      'service binding SANDBOX (SANDBOX_MODE = "worker")',
      'declare it and deploy the sandbox Worker: npx wrangler deploy -c workers/sandbox/wrangler.toml',
    );
  } else add(false, `SANDBOX_MODE is "container" or "worker" (found ${JSON.stringify(mode)})`, `set it in [env.${env}.vars]`);

  add(
    vars.ENVIRONMENT === 'production',
    `ENVIRONMENT = "production" (found ${JSON.stringify(vars.ENVIRONMENT)})`,
    `set it in [env.${env}.vars]`,
  );
  add(
    Boolean(vars.NODE_ID) && vars.NODE_ID !== 'local-dev',
    `NODE_ID names this node (found ${JSON.stringify(vars.NODE_ID)}); it is part of the issuer DID`,
    `set it in [env.${env}.vars]`,
  );
  add(
    !('WEBHOOK_ALLOW_PRIVATE_TARGETS' in vars),
    'WEBHOOK_ALLOW_PRIVATE_TARGETS is not set (development only)',
    `remove it from [env.${env}.vars]`,
  );
  add(
    Boolean(vars.PLATFORM_ADMINS),
    'PLATFORM_ADMINS lists the operators who see every tenant in /v1/metrics',
    `set it in [env.${env}.vars] (optional)`,
    true,
  );
  add(config.observability?.enabled === true, 'observability (Workers Logs) enabled', `set [env.${env}.observability] enabled = true`);
  return results;
}

function run(command, args, timeout = 60_000) {
  const r = spawnSync(command, args, {
    encoding: 'utf8',
    timeout,
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}`, error: r.error };
}

export function checkTools() {
  const docker = run(process.env.WRANGLER_DOCKER_BIN ?? 'docker', ['info'], 20_000);
  return [
    {
      ok: docker.ok,
      what: 'Docker is running (wrangler builds the sandbox image on deploy)',
      fix: 'install and start Docker, or set WRANGLER_DOCKER_BIN; without it only `--containers-rollout=none` deploys (no container)',
      warning: false,
    },
  ];
}

/** Checks against the Cloudflare account (network and a login needed). */
export function checkAccount(config, env, wrangler) {
  const results = [];
  const add = (ok, what, fix) => results.push({ ok, what, ...(fix ? { fix } : {}), warning: false });
  const whoami = run(wrangler, ['whoami'], 30_000);
  const loggedIn = whoami.ok && !/not authenticated|You are not logged in/i.test(whoami.out);
  add(loggedIn, 'logged in to Cloudflare', 'npx wrangler login, or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID');
  if (!loggedIn) return results;
  const db = (config.d1_databases ?? []).find((d) => d.binding === 'DB');
  if (db)
    add(
      run(wrangler, ['d1', 'list', '--json']).out.includes(db.database_id),
      `D1 database ${db.database_id} exists`,
      `npx wrangler d1 create ${db.database_name}`,
    );
  const kv = (config.kv_namespaces ?? []).find((k) => k.binding === 'ISSUERS');
  if (kv)
    add(
      run(wrangler, ['kv', 'namespace', 'list']).out.includes(kv.id),
      `KV namespace ${kv.id} exists`,
      `npx wrangler kv namespace create ISSUERS --env ${env}`,
    );
  const queues = run(wrangler, ['queues', 'list']).out;
  for (const queue of Object.values(REQUIRED_QUEUES))
    add(queues.includes(queue), `queue ${queue} exists`, `npx wrangler queues create ${queue}`);
  const listed = run(wrangler, ['secret', 'list', '--env', env, '--format', 'json']);
  let names = [];
  try {
    names = JSON.parse(listed.out.slice(listed.out.indexOf('['))).map((s) => s.name);
  } catch {
    names = [];
  }
  for (const secret of REQUIRED_SECRETS)
    add(
      names.includes(secret),
      `secret ${secret} is set`,
      `npx wrangler secret put ${secret} --env ${env} (docs/deploy.md shows how to generate it)`,
    );
  return results;
}

/** @param {{ ok: boolean, what: string, fix?: string, warning: boolean }[]} results */
export function report(results) {
  const lines = results.map((r) => {
    if (r.ok) return `  ok       ${r.what}`;
    const hint = r.fix === undefined ? '' : `\n           → ${r.fix}`;
    return `  ${r.warning === true ? 'warning' : 'MISSING'}  ${r.what}${hint}`;
  });
  const missing = results.filter((r) => !r.ok && !r.warning).length;
  lines.push('', missing === 0 ? 'deploy-check: nothing missing' : `deploy-check: ${missing} missing`);
  return { text: lines.join('\n'), missing };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: options.config, env: options.env }, { hideWarnings: true });
  const base = unstable_readConfig({ config: options.config }, { hideWarnings: true });
  const wrangler = join(process.cwd(), 'node_modules', '.bin', 'wrangler');
  const results = [...checkConfig(config, options.env, base), ...checkTools()];
  if (process.argv.includes('--offline')) {
    results.push({ ok: false, what: 'account checks skipped (--offline): login, D1, KV, queues, secrets', warning: true });
  } else results.push(...checkAccount(config, options.env, wrangler));
  const { text, missing } = report(results);
  console.log(`deploy-check for env "${options.env}" (${options.config})\n${text}`);
  process.exitCode = missing === 0 ? 0 : 1;
}

const isMain = (() => {
  try {
    return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
})();
if (isMain) await main();
