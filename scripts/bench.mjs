#!/usr/bin/env node
// Benchmarks (they only print; nothing here is a timed test).
//
//   node scripts/bench.mjs [all|engines|attestation|http|<group>...]     (default: all)
//
// engines/attestation: starts `wrangler dev --local` for the bench worker (bench/worker.ts) together with the sandbox
// worker, and fetches GET /bench/<group>, so every figure is measured inside workerd.
// http: starts the real API (wrangler.toml + workers/sandbox/wrangler.toml) with fresh secrets and times requests end
// to end from this process. See bench/README.md for what each number means.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIVE_MS_TARGETS, GROUPS } from '../bench/groups.mjs';
import { runHttpSuite } from '../bench/http-suite.mjs';
import { runLedgerSuite } from '../bench/ledger/run.mjs';
import { runRequestPathSuite } from '../bench/request-path.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WRANGLER = join(ROOT, 'node_modules', '.bin', 'wrangler');
const GENERATED = join(ROOT, 'bench', 'groups.generated.ts');
const WRANGLER_ENV = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

// ---------------------------------------------------------------------------------------------------------------------
// Arguments

const SUITES = ['attestation', 'engines', 'http', 'path'];
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const wanted = args.length === 0 || args.includes('all') ? ['all'] : args;
const unknown = wanted.filter((w) => w !== 'all' && !SUITES.includes(w) && !GROUPS.some((g) => g.group === w));
if (unknown.length > 0) {
  console.error(
    `unknown suite or group: ${unknown.join(', ')}\nsuites: all, ${SUITES.join(', ')}\ngroups: ${GROUPS.map((g) => g.group).join(', ')}`,
  );
  process.exit(2);
}
const selectedGroups = GROUPS.filter((g) => wanted.includes('all') || wanted.includes(g.suite) || wanted.includes(g.group));
const wantHttp = wanted.includes('all') || wanted.includes('http');
const wantPath = wanted.includes('all') || wanted.includes('path');

// ---------------------------------------------------------------------------------------------------------------------
// Process handling

const children = new Set();

async function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no free port'))));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** pnpm's node shim does not exec, so wrangler runs in its own process group and the whole group is killed. */
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

function stopAllSync() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  children.clear();
}
process.on('exit', stopAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAllSync();
    process.exit(130);
  });
}

/**
 * Starts `wrangler dev --local` with the given configs and waits until `readyPath` answers 200. Resolves to
 * { url, stop, log } or { failed: true, log } when wrangler exits or never becomes ready.
 */
async function startWrangler({ configs, readyPath, state, extraArgs = [] }) {
  const port = await freePort();
  const inspectorPort = await freePort();
  const child = spawn(
    WRANGLER,
    [
      'dev',
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
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    // wrangler dev keeps running (watching files) after a build error, so the error has to be read from its output.
    if (child.exitCode !== null || /Build failed/.test(log)) {
      await sleep(300); // let the rest of the error reach the log
      await stopChild(child);
      return { failed: true, log: stripAnsi(log) };
    }
    try {
      const res = await fetch(`${url}${readyPath}`);
      await res.arrayBuffer();
      if (res.ok) return { url, pgid: child.pid, log: () => log, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  await stopChild(child);
  return { failed: true, log: `${stripAnsi(log)}\n(not ready after 120 s)` };
}

// ---------------------------------------------------------------------------------------------------------------------
// In-worker groups

const q = (s) => JSON.stringify(s);
const fromBench = (p) => relative(join(ROOT, 'bench'), join(ROOT, p)).split('\\').join('/');

/** Writes bench/groups.generated.ts with the groups whose files exist (and that did not break the build). */
function generateGroups(groups, excluded) {
  const imports = [];
  const entries = [];
  for (const g of groups) {
    const present = existsSync(join(ROOT, g.file));
    const reason = !present ? `${g.file} does not exist yet` : excluded.get(g.group);
    const head = `suite: ${q(g.suite)}, unit: ${q(g.unit)}, source: ${q(g.file)}`;
    if (reason) {
      entries.push(`  ${q(g.group)}: { ${head}, unavailable: ${q(reason)} },`);
      continue;
    }
    for (const [name, path] of Object.entries(g.wasm ?? {})) imports.push(`import ${name} from ${q(fromBench(path))};`);
    entries.push(`  ${q(g.group)}: {
    ${head},
    run: async (ctx) => {
      void ctx;
      const mod = (await import(${q(fromBench(g.file))})) as Record<string, unknown>;
      const fn = mod[${q(g.exportName)}] as ((...args: any[]) => unknown) | undefined;
      if (typeof fn !== 'function') throw new Error(${q(`${g.file} does not export ${g.exportName}`)});
      ${g.setup ?? ''}
      return await ${g.call};
    },
  },`);
  }
  const text = `// GENERATED by scripts/bench.mjs on every run from bench/groups.mjs and the bench files present. Do not edit.
/* eslint-disable */
import type { BenchContext } from './context.ts';
${imports.join('\n')}

export interface BenchGroup {
  suite: string;
  unit: 'ms/op' | 'ops/s';
  source: string;
  run?: (ctx: BenchContext) => Promise<unknown>;
  unavailable?: string;
}

export const GROUPS: Record<string, BenchGroup> = {
${entries.join('\n')}
};
`;
  writeFileSync(GENERATED, text);
}

/** Groups whose source folder shows up in a failed build's output (an engine being edited right now). */
function groupsBlamedBy(log, groups, excluded) {
  return groups.filter((g) => !excluded.has(g.group) && existsSync(join(ROOT, g.file)) && log.includes(dirname(g.file) + '/'));
}

async function runWorkerGroups(groups) {
  const state = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
  const excluded = new Map();
  let server;
  try {
    for (let attempt = 0; attempt < 4 && !server; attempt++) {
      generateGroups(groups, excluded);
      const started = await startWrangler({
        configs: ['bench/wrangler.toml', 'workers/sandbox/wrangler.toml'],
        readyPath: '/bench',
        state,
      });
      if (!started.failed) {
        server = started;
        break;
      }
      const blamed = groupsBlamedBy(started.log, groups, excluded);
      if (blamed.length === 0) throw new Error(`the bench worker did not start:\n${started.log.slice(-4000)}`);
      for (const g of blamed) excluded.set(g.group, 'its bench module did not build (see wrangler output with --verbose)');
      console.error(
        `bench worker build failed in ${blamed.map((g) => g.group).join(', ')}; retrying without ${blamed.length > 1 ? 'them' : 'it'}`,
      );
      if (process.argv.includes('--verbose')) console.error(started.log.slice(-4000));
    }
    if (!server) throw new Error('the bench worker did not start after excluding the failing groups');
    const rows = [];
    for (const g of groups) {
      process.stderr.write(`  running ${g.group}…`);
      const t0 = Date.now();
      let body;
      try {
        const res = await fetch(`${server.url}/bench/${g.group}`, { signal: AbortSignal.timeout(600_000) });
        body = await res.json();
      } catch (error) {
        body = { unit: g.unit, results: {}, error: `request failed: ${error instanceof Error ? error.message : String(error)}` };
      }
      process.stderr.write(` ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
      rows.push(...groupRows(g.group, body));
    }
    return rows;
  } finally {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  }
}

function groupRows(group, body) {
  const entries = Object.entries(body.results ?? {});
  // The unit column already says ms/op, so a `_ms` suffix in a case name is noise.
  const rows = entries.map(([name, value]) => ({ group, name: name.replace(/_ms$/, ''), value, unit: body.unit }));
  if (body.unavailable) rows.push({ group, name: '—', note: `unavailable: ${body.unavailable}` });
  if (body.error) rows.push({ group, name: '—', note: `error: ${body.error}` });
  if (group === 'attestation') annotateAttestation(rows);
  return rows;
}

/** Puts each attestation figure next to raw WebCrypto ECDSA P-256 from the same run. */
function annotateAttestation(rows) {
  const raw = Object.fromEntries(rows.map((r) => [r.name, r.value]));
  for (const r of rows) {
    const op = /_(sign|verify)_ES256$/.exec(r.name)?.[1];
    const base = op && raw[`webcrypto_p256_${op}`];
    if (base && typeof r.value === 'number') r.note = `${Math.round((100 * r.value) / base)}% of raw WebCrypto P-256 ${op}`;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// HTTP suite: the real API

/** Starts the real API (both workers) on a fresh local state with fresh secrets and migrations applied. */
async function startApi(state) {
  const envFile = join(state, 'secrets.env');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  writeFileSync(
    envFile,
    [
      `JWT_SECRET=${randomBytes(32).toString('base64url')}`,
      `AUDIT_HMAC_SECRET=${randomBytes(32).toString('base64url')}`,
      `SERVICE_ATTESTATION_SECRET='${JSON.stringify(privateKey.export({ format: 'jwk' }))}'`,
    ].join('\n'),
  );
  execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, '-c', 'wrangler.toml'], {
    cwd: ROOT,
    env: WRANGLER_ENV,
    stdio: 'pipe',
  });
  const server = await startWrangler({
    configs: ['wrangler.toml', 'workers/sandbox/wrangler.toml'],
    readyPath: '/v1/health',
    state,
    extraArgs: ['--env-file', envFile, '--var', 'RATE_LIMIT_PER_MINUTE:1000000'],
  });
  if (server.failed) throw new Error(`the API did not start:\n${server.log.slice(-4000)}`);
  return server;
}

async function runHttp() {
  const state = mkdtempSync(join(tmpdir(), 'verdict-bench-http-'));
  let server;
  try {
    server = await startApi(state);
    return await runHttpSuite(server.url, (line) => process.stderr.write(`  ${line}\n`));
  } finally {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  }
}

/** CPU per request, the synchronous batch and concurrency figures (bench/request-path.mjs), then the audit ledger. */
async function runPath() {
  const state = mkdtempSync(join(tmpdir(), 'verdict-bench-path-'));
  let server;
  const rows = [];
  try {
    server = await startApi(state);
    rows.push(...(await runRequestPathSuite(server.url, server.pgid, (line) => process.stderr.write(`  ${line}\n`))));
  } finally {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  }
  rows.push(...(await runLedgerSuite({ startWrangler, WRANGLER, WRANGLER_ENV, ROOT }, (line) => process.stderr.write(`  ${line}\n`))));
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------------
// Output

function formatValue(value, unit) {
  if (typeof value !== 'number') return '';
  if (unit === 'ops/s') return `${Math.round(value).toLocaleString('en-US')} ops/s`;
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : value >= 0.1 ? 3 : 4;
  return `${value.toFixed(digits)} ${unit}`;
}

function targetMark(row) {
  if (row.unit !== 'ms/op' || typeof row.value !== 'number') return '';
  const key = `${row.group} ${row.name}`.toLowerCase();
  if (!FIVE_MS_TARGETS.some((re) => re.test(key))) return '';
  return row.value <= 5 ? 'target ≤ 5 ms ✓' : 'target ≤ 5 ms ✗';
}

function printTable(title, rows) {
  const cells = rows.map((r) => [r.group, r.name, formatValue(r.value, r.unit), [targetMark(r), r.note ?? ''].filter(Boolean).join('  ')]);
  const header = ['group', 'case', 'result', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((v, i) => (i === 2 ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  let previous;
  for (const c of cells) {
    console.log(line(previous === c[0] ? ['', ...c.slice(1)] : c));
    previous = c[0];
  }
}

// ---------------------------------------------------------------------------------------------------------------------

const startedAt = Date.now();
console.log(`verdict bench — ${new Date().toISOString()} — node ${process.version} — ${wanted.join(' ')}`);
let failed = false;
if (selectedGroups.length > 0) {
  console.error('bench worker (wrangler dev --local, workerd):');
  try {
    printTable(
      'Inside workerd (bench/worker.ts; ms/op = mean over a loop of ≥ 300 ms unless the bench says otherwise)',
      await runWorkerGroups(selectedGroups),
    );
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (wantHttp) {
  console.error('API end to end (wrangler dev --local, both workers):');
  try {
    printTable('End to end over HTTP (client → wrangler dev; ms per request, sequential)', await runHttp());
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (wantPath) {
  console.error('request path (wrangler dev --local, both workers; CPU from /proc schedstat of the workerd threads):');
  try {
    printTable('Request path: CPU per request on the workerd threads, batch, concurrency, audit ledger', await runPath());
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
console.log(`\ndone in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
await Promise.all([...children].map(stopChild));
process.exit(failed ? 1 : 0);
